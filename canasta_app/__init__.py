"""The site's own code, importable without a running server.

Only `canasta_app.ui` imports Streamlit; everything else is plain Python over
`canasta_core`.
"""
