# GPU Advisor — the README's commands. Each target creates .venv on first use.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo test bench install clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,bench]'
	touch $(STAMP)

install: $(STAMP)

demo: $(STAMP)
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

test: $(STAMP)
	$(BIN)/python -m pytest

bench: $(STAMP)
	$(BIN)/python -m bench

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .hypothesis
