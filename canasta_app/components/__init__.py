"""Streamlit rendering components, reused by every page (the only Streamlit importers in
canasta_app)."""
