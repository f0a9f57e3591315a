"""The coach's expert work gives way to a click on the table (issue 36): `waiting_click` reads
Streamlit's pending requests (private state of the pinned version). Driven here with Streamlit's
own `ScriptRequests`, so an upgrade that changes that state fails this test, not the site."""

from __future__ import annotations

from streamlit.proto.WidgetStates_pb2 import WidgetStates
from streamlit.runtime.scriptrunner_utils.script_requests import RerunData, ScriptRequests

from canasta_app.coach.work import waiting_click


def _clicked(widget: str) -> WidgetStates:
    states = WidgetStates()
    w = states.widgets.add()
    w.id = widget
    w.trigger_value = True
    return states


def test_nothing_pending_is_no_click() -> None:
    assert not waiting_click(None)
    assert not waiting_click(ScriptRequests())


def test_a_click_on_the_table_is_a_click() -> None:
    r = ScriptRequests()
    r.request_rerun(RerunData(fragment_id_queue=["table"], widget_states=_clicked("b1")))
    assert waiting_click(r)
    # Streamlit would hold it until the run ends (a fragment's rerun does not interrupt)
    assert r.on_scriptrunner_yield() is None


def test_a_timers_tick_is_not_the_learners_but_a_click_under_it_still_is() -> None:
    tick = ScriptRequests()
    tick.request_rerun(RerunData(fragment_id_queue=["table"], is_auto_rerun=True))
    assert not waiting_click(tick)
    both = ScriptRequests()
    both.request_rerun(RerunData(fragment_id_queue=["table"], widget_states=_clicked("b1")))
    both.request_rerun(RerunData(fragment_id_queue=["table"], is_auto_rerun=True))
    assert waiting_click(both), "a click merged with a later tick still counts"


def test_a_click_elsewhere_is_a_click_too() -> None:
    r = ScriptRequests()
    r.request_rerun(RerunData(widget_states=_clicked("sidebar")))
    assert waiting_click(r)
