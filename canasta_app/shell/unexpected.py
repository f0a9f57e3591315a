"""An unexpected error on a page: a plain message in the page's language, never a traceback
(issue 37). What the visitor entered stays in the session state (the pages' fields keep their
values, `components.KEEP`), so the page opens again as it was. The error itself goes to the
server's log. The test suite sets CANASTA_RAISE=1 so that a bug still fails its test."""

from __future__ import annotations

import logging
import os

import streamlit as st

from canasta_app.text.i18n import t

LOG = logging.getLogger("canasta.unexpected")
RAISE_ENV = "CANASTA_RAISE"


def should_raise() -> bool:
    return os.environ.get(RAISE_ENV, "").strip() not in ("", "0")


def show_unexpected(error: BaseException, lang: str) -> None:
    """Log the error with its traceback and say, plainly, that the page failed."""
    LOG.error("unexpected error on a page", exc_info=error)
    with st.container(key="cc_unexpected"):
        st.error(t("app.unexpected", lang), icon=":material/error:")


__all__ = ["RAISE_ENV", "should_raise", "show_unexpected"]
