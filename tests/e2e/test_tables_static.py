"""The shared tables' revision files where the server serves them, however the site is
installed (issue 41): the server's static folder is `static/` beside the app's main script
(Streamlit's static serving), not beside the package's source. Here the site runs from a
folder of its own: the main script and its settings copied there, its pages' package linked
in (the package's files resolve to the source checkout, as an installed package's resolve to
site-packages, not to the site's folder). A seat's page open, the table's revision is served
at /app/static/tables/<db>/<code>.txt from that folder, and nothing is written into the checkout."""

from __future__ import annotations

import os
import shutil
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from canasta_app.store import get_store
from canasta_app.tables import watch

from .helpers import ROOT, own_site
from .players import new_table, seated


def test_the_revision_files_follow_the_served_app_not_the_package(
        browser: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    site = tmp_path / "site"
    (site / ".streamlit").mkdir(parents=True)
    shutil.copy(ROOT / "streamlit_app.py", site / "streamlit_app.py")
    shutil.copy(ROOT / ".streamlit" / "config.toml", site / ".streamlit" / "config.toml")
    for package in ("canasta_app", "canasta_core"):  # the pages st.navigation names
        (site / package).symlink_to(ROOT / package, target_is_directory=True)
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(
        [str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]))
    assert watch.static_dir(site / "streamlit_app.py") == site / "static" / "tables"
    p = None
    with own_site(tmp_path, cwd=site) as server:
        store = get_store(server["db"])
        info, learners = new_table(store, {"S": "Ana"}, profile="two-hand", pace="slow",
                                   seed=41, seats={"S": "human", "N": "human"})
        key = watch.file_key(store.tables, info.code)  # the database's own folder
        checkout_file = watch.STATIC_DIR / f"{key}.txt"
        try:
            p = seated(browser, server["url"], info, "S", learners["S"])
            served = site / "static" / "tables" / f"{key}.txt"
            for _ in range(100):  # the page's run started the driver, which writes the file
                if served.exists():
                    break
                p.page.wait_for_timeout(100)
            assert served.exists(), "the revision file is in the served app's static folder"
            revision = store.tables.revision(info.id)
            with urllib.request.urlopen(f"{server['url']}/app/static/tables/{key}.txt",
                                        timeout=10) as got:
                assert int(got.read().decode()) == revision
            assert not checkout_file.exists()  # nothing beside the package's source
        finally:
            if p is not None:
                p.leave()
