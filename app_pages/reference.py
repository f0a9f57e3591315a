"""reference page (being built; see issues)."""

import streamlit as st

from canasta_app.components.lang import tr

st.title(tr("nav.reference"))
