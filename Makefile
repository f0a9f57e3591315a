# Canasta: learn, check, teach — developer entry points.
#   make run    start the site on http://127.0.0.1:8501 (make run ADDRESS=0.0.0.0 for a classroom LAN)
#   make check  the edit-test loop (under a minute): lint, type-check, engine and logic tests
#   make test   everything: lint, type-check, the shared example cases, all tests (AppTest, e2e,
#               properties) but the whole-deal walks     make walk   those walks (minutes each)
#   make bench  engine benchmark figures          make soak   100,000 random deals per profile
#   make clean  remove the virtual environment and caches
#   make lock   re-resolve the latest versions and rewrite constraints.txt
#
# Needs only Python 3.11+ and make. Everything is installed into .venv; the install runs again
# only when pyproject.toml or constraints.txt change (stamp file .venv/.installed).

SHELL := /bin/bash
PYTHON ?= $(shell command -v python3.11 2>/dev/null || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
ADDRESS ?= 127.0.0.1
PORT ?= 8501
CHECK_EXAMPLES := ../shared/tools/check_examples.py
EXAMPLE_KINDS := check play score input-error deal
# "compat" editable mode puts the checkout itself on sys.path (a .pth file), so packages and
# modules created after the install are importable without reinstalling.
PIP_INSTALL := $(BIN)/python -m pip install --disable-pip-version-check -c constraints.txt \
	--config-settings editable_mode=compat -e '.[test]'

.PHONY: install run check test walk bench soak clean lock

install: $(STAMP)

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(STAMP): pyproject.toml constraints.txt | $(BIN)/python
	$(PIP_INSTALL)
	touch $@

run: $(STAMP)
	$(BIN)/streamlit run streamlit_app.py --server.address $(ADDRESS) --server.port $(PORT)

# The fast tier: no AppTest of the whole site, no browser, no hypothesis property runs (see the
# markers in tests/conftest.py). Every step runs even if an earlier one fails.
CHECK_TESTS := -m "not app and not e2e and not slow"
# Both tiers run pytest on both cores (pytest-xdist; docs/testing.md): each worker has its own
# site database, PostgreSQL database, Streamlit server and browser (tests/conftest.py,
# tests/e2e/conftest.py). Two workers for both: three made a quiet clean-clone make test slower
# (pytest 9 min 18 s against 8 min 49 s) and starved two browser tests into timeouts
# (docs/testing.md). `make test PYTEST_WORKERS=0` runs it in one process.
CHECK_WORKERS := $(or $(PYTEST_WORKERS),2)
TEST_WORKERS := $(or $(PYTEST_WORKERS),2)
xdist = -n $(1) --dist worksteal
# pytest keeps the test modules it has rewritten for its assertion messages, and Python the
# compiled site modules, in __pycache__ (ignored by git): with PYTHONDONTWRITEBYTECODE set (some
# shells and sandboxes set it) every run, in every worker, rewrote and compiled them all again,
# about 13 s of CPU per worker for make check's collection.
PYTEST := env -u PYTHONDONTWRITEBYTECODE $(BIN)/python -m pytest
# More pytest options for either tier, e.g. `make test PYTEST_ARGS=--record-durations` (rewrites
# tests/durations.json, which deals the tests to the workers longest first: tests/conftest.py)
PYTEST_ARGS ?=
check: $(STAMP)
	@failed=""; \
	echo "== ruff check ."; $(BIN)/ruff check . || failed="$$failed ruff"; \
	echo "== mypy --strict canasta_core"; $(BIN)/mypy --strict canasta_core || failed="$$failed mypy"; \
	echo "== pytest -n $(CHECK_WORKERS) $(CHECK_TESTS)"; $(PYTEST) -q $(call xdist,$(CHECK_WORKERS)) --durations=10 $(CHECK_TESTS) $(PYTEST_ARGS) || failed="$$failed pytest"; \
	if [ -n "$$failed" ]; then echo "make check: failed:$$failed" >&2; exit 1; fi

# Every step runs even if an earlier one fails (so CI shows all problems at once). The lint,
# type and example steps run beside pytest (their output kept and printed after pytest's, each
# step under its own heading): the browser tests leave the cores about half idle, so they cost
# no wall time. Exit status is non-zero if any step failed; the last line says which.
test: $(STAMP)
	@side=$$(mktemp -d); \
	( failed=""; \
	  echo "== ruff check ."; $(BIN)/ruff check . || failed="$$failed ruff"; \
	  echo "== mypy --strict canasta_core"; $(BIN)/mypy --strict canasta_core || failed="$$failed mypy"; \
	  if [ -f $(CHECK_EXAMPLES) ]; then \
		echo "== $(CHECK_EXAMPLES) $(EXAMPLE_KINDS)"; \
		$(BIN)/python $(CHECK_EXAMPLES) $(EXAMPLE_KINDS) || failed="$$failed examples"; \
		echo "== tools/spec_fixtures.py --check"; \
		$(BIN)/python tools/spec_fixtures.py --check || failed="$$failed fixtures"; \
	  fi; \
	  echo "$$failed" > $$side/failed ) > $$side/log 2>&1 & \
	failed=""; \
	echo "== pytest -n $(TEST_WORKERS) -m 'not walk' (ruff, mypy and the examples run beside it)"; \
	$(PYTEST) -q $(call xdist,$(TEST_WORKERS)) --durations=40 -m "not walk" $(PYTEST_ARGS) || failed=" pytest"; \
	wait; cat $$side/log; failed="$$(cat $$side/failed 2>/dev/null || echo ' lint')$$failed"; rm -rf $$side; \
	if [ -n "$$failed" ]; then echo "make test: failed:$$failed" >&2; exit 1; fi; \
	echo "make test: every step passed"

# The whole-deal walks in browsers (tests/e2e/test_tables_deal.py: four browsers, two of them
# phones, play a four-hand deal to its scoring; two play a two-hand deal), minutes each: run
# before touching the shared tables' page, not on every commit.
walk: $(STAMP)
	$(PYTEST) -q $(call xdist,$(CHECK_WORKERS)) --durations=10 -m walk $(PYTEST_ARGS)

bench: $(STAMP)
	$(BIN)/python benchmarks/engine.py

# 100,000 deals per profile through the public API (cc.load/dump, legal_actions, check, play,
# score), with the fast path (Game) alongside: hours of CPU per profile. One table:
# make soak SOAK_PROFILES=classic; fewer deals: SOAK_DEALS=1000.
SOAK_PROFILES ?= classic two-hand three-hand six-hand
SOAK_DEALS ?= 100000
soak: $(STAMP)
	@failed=""; for p in $(SOAK_PROFILES); do \
		echo "== soak $$p: $(SOAK_DEALS) deals"; \
		$(BIN)/python benchmarks/soak.py --deals $(SOAK_DEALS) --profile $$p || failed="$$failed $$p"; \
	done; if [ -n "$$failed" ]; then echo "make soak: failed:$$failed" >&2; exit 1; fi

clean:
	rm -rf $(VENV) .venv-lock .pytest_cache .mypy_cache .ruff_cache .hypothesis build dist *.egg-info
	find . -name __pycache__ -type d -prune -not -path './.git/*' -exec rm -rf {} +

lock:
	rm -rf .venv-lock
	$(PYTHON) -m venv .venv-lock
	.venv-lock/bin/python -m pip install --disable-pip-version-check -e '.[test]'
	{ sed -n '/^#/p' constraints.txt; \
	  .venv-lock/bin/python -m pip freeze --exclude-editable \
	    | grep -viE '^(canasta|pip|setuptools|wheel)=='; } > constraints.txt.new
	mv constraints.txt.new constraints.txt
	rm -rf .venv-lock
