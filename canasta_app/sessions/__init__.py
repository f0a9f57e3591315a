"""Page sessions: what a page does between reading its widgets and drawing, without Streamlit."""
