"""Words put over Streamlit's own English in its widgets (see components/style.py).

`widgets.chrome.*`: Streamlit's accessibility words (the skip link a keyboard user meets
first, the names a screen reader says for the sidebar's buttons, a heading's anchor, a "?"
help), each keyed by the exact English Streamlit writes (`style.CHROME`)."""

EN = {
    "widgets.upload_word": "Upload a file",
    "widgets.chrome.skip": "Skip to main content",
    "widgets.chrome.heading_link": "Link to heading",
    "widgets.chrome.collapse": "Collapse sidebar",
    "widgets.chrome.expand": "Expand sidebar",
    "widgets.chrome.sidebar": "Sidebar",
    "widgets.chrome.pages": "App pages",
    "widgets.chrome.copy": "Copy to clipboard",
    "widgets.chrome.progress": "progress",
    "widgets.chrome.help_for": "Help for ",
}

ES = {
    "widgets.upload_word": "Subir un archivo",
    "widgets.chrome.skip": "Saltar al contenido principal",
    "widgets.chrome.heading_link": "Enlace a este título",
    "widgets.chrome.collapse": "Cerrar el menú lateral",
    "widgets.chrome.expand": "Abrir el menú lateral",
    "widgets.chrome.sidebar": "Menú lateral",
    "widgets.chrome.pages": "Páginas del sitio",
    "widgets.chrome.copy": "Copiar al portapapeles",
    "widgets.chrome.progress": "avance",
    "widgets.chrome.help_for": "Ayuda: ",
}
