"""Streamlit rendering components, reused by every page (the only Streamlit importers in
canasta_app)."""

#: `persist_state` of a field drawn only while its box is open (or its tab shown): its value
#: outlives the runs that do not draw it, so nothing typed is lost when the box is closed.
KEEP = "session"
