"""Words put over Streamlit's own English in its widgets (see components/style.py)."""

EN = {
    "widgets.upload_word": "Upload a file",
}

ES = {
    "widgets.upload_word": "Subir un archivo",
}
