"""Test helpers written once, imported by every test that needs them (`from helpers.rulings
import allowed, refused`; tests/ is on sys.path through its conftest.py).

- `rulings`: `allowed` / `refused` for the engine's rule tests;
- `apptest`: walking an AppTest page, its texts, clicking a button;
- `margin_claims`: the coach's sentences checked against their stated margin.
"""
