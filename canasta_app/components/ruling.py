"""The ruling view: legal or not, the reason, every violation and warning, each rule a link."""

from __future__ import annotations

import streamlit as st

from canasta_app.i18n import t
from canasta_core import catalogue
from canasta_core.rulings import Ruling

_MD_SPECIAL = "\\`*_{}[]()#+!|<>~$"


def md_escape(text: str) -> str:
    """Escape Markdown (and so HTML-looking) characters in a sentence for st.markdown."""
    return "".join("\\" + ch if ch in _MD_SPECIAL else ch for ch in str(text))


def rule_url(slug: str, lang: str) -> str:
    """The rules reference's deep link for a slug."""
    return f"./reference?rule={slug}&lang={lang}"


def rule_title(slug: str, lang: str) -> str:
    try:
        return catalogue.title(slug, lang)
    except ValueError:
        return slug


def rule_link(slug: str, lang: str) -> str:
    """A Markdown link to the slug's section of the rules reference: "[Title (`slug`)](url)"."""
    return f"[{md_escape(rule_title(slug, lang))} (`{slug}`)]({rule_url(slug, lang)})"


def ruling_lines(ruling: Ruling, lang: str) -> dict[str, object]:
    """The texts the view shows, in `lang` (for tests and for other renderers)."""
    return {
        "legal": ruling.legal,
        "reason": ruling.reason_in(lang),
        "rule": ruling.rule,
        "violations": [(v.rule, v.reason_in(lang)) for v in ruling.violations],
        "warnings": [(w.rule, w.reason_in(lang)) for w in ruling.warnings],
        "cites": list(ruling.cites),
    }


def render_ruling(ruling: Ruling, lang: str) -> None:
    """Show a ruling: a green "Legal" or red "Not legal" box with the reason and rule links."""
    reason = md_escape(ruling.reason_in(lang))
    head = t("components.ruling.legal" if ruling.legal else "components.ruling.illegal", lang)
    lines = [f"**{head}** — {reason}"]
    if ruling.action:
        lines.append(t("components.ruling.action", lang, action=f"`{ruling.action}`"))
    if ruling.rule:
        lines.append(t("components.ruling.rule", lang, rule=rule_link(ruling.rule, lang)))
    elif ruling.cites:
        links = ", ".join(rule_link(s, lang) for s in ruling.cites)
        lines.append(t("components.ruling.see_also", lang, rules=links))
    body = "  \n".join(lines)
    if ruling.legal:
        st.success(body, icon=":material/check_circle:")
    else:
        st.error(body, icon=":material/block:")
    if len(ruling.violations) > 1:
        items = "\n".join(
            f"- {md_escape(v.reason_in(lang))} — {rule_link(v.rule, lang)}"
            for v in ruling.violations
        )
        st.markdown(f"**{t('components.ruling.violations', lang)}**\n\n{items}")
    if ruling.warnings:
        items = "\n".join(
            f"- {md_escape(w.reason_in(lang))} — {rule_link(w.rule, lang)}" for w in ruling.warnings
        )
        st.warning(
            f"**{t('components.ruling.warnings', lang)}**\n\n{items}", icon=":material/warning:"
        )
