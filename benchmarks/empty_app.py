"""The yardstick of benchmarks/pages.py: a Streamlit app that draws a title and nothing else."""

import streamlit as st

st.title("An empty page")
