"""Shared tables: learners play each other (issue 41). The model (`model.py`: the game
rebuilt from the table's log, each seat's view), the page session (`session.py`, tested
without Streamlit), the drawing (`views.py`) and the page (`page.py`). The table lives in the
store (`canasta_app/store/tables.py`); nothing of it lives only in one server process."""
