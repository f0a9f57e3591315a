"""Words put over Streamlit's own English in its widgets (see shell/style.py).

`widgets.chrome.*`: Streamlit's accessibility words (the skip link a keyboard user meets
first, the names a screen reader says for the sidebar's buttons, a heading's anchor, a "?"
help, a text box's "Press Enter to apply"), each keyed by the exact English Streamlit writes
(`style.CHROME`)."""

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
    "widgets.chrome.help": "Help",
    "widgets.chrome.enter_submit": "Press Enter to submit form",
    "widgets.chrome.enter_apply": "Press Enter to apply",
    "widgets.chrome.ctrl_enter_submit": "Press Ctrl+Enter to submit form",
    "widgets.chrome.ctrl_enter_apply": "Press Ctrl+Enter to apply",
    "widgets.chrome.cmd_enter_submit": "Press ⌘+Enter to submit form",
    "widgets.chrome.cmd_enter_apply": "Press ⌘+Enter to apply",
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
    "widgets.chrome.help": "Ayuda",
    "widgets.chrome.enter_submit": "Enter para enviar",
    "widgets.chrome.enter_apply": "Enter para aplicar",
    "widgets.chrome.ctrl_enter_submit": "Ctrl+Enter para enviar",
    "widgets.chrome.ctrl_enter_apply": "Ctrl+Enter para aplicar",
    "widgets.chrome.cmd_enter_submit": "⌘+Enter para enviar",
    "widgets.chrome.cmd_enter_apply": "⌘+Enter para aplicar",
}
