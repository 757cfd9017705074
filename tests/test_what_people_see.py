"""What people see is true (issue 26 §5; the newcomer's report of 2026-12-02, §2): the help states
the real defaults, both programs say their version, the guides give the real catalogue path, the
host's prerequisites and words about skipped tests that stay true, a read creates no file, the fit
chart names what its lines are and reaches every machine the answer lists, and an English answer
writes money one way."""

from __future__ import annotations

import contextlib
import io
import re
import tomllib
from pathlib import Path

import pytest

from advisor import __version__, i18n
from advisor.catalog.file import SCHEMA_VERSION, keyed_name
from advisor.cli import main
from advisor.errors import AdvisorError
from advisor.fits import need_gb
from advisor.fits.parsing import TASK_PRECISIONS
from bot.charts import fit_spec
from bot.render.short import answer_embed, detail_pages
from faces import SAMPLE, argv, call, candidates, console, embed_text, fullest, spec_of
from product import LANGUAGES

ROOT = Path(__file__).resolve().parents[1]
GUIDES = (ROOT / "README.md", ROOT / "docs" / "deploy.md")


def _help(argv: list[str]) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit) as done:
        main(argv, environ={})
    assert done.value.code == 0
    return " ".join(out.getvalue().split())  # argparse wraps the help: one line to search


@pytest.mark.parametrize("command", ["fits", "recommend"])
def test_the_help_states_the_default_precision_the_answers_use(advisor, command):
    said = _help([command, "--help"])
    small, large = advisor.fits("7b"), advisor.fits("70b")
    # int4 at every size, which llama.cpp runs as GGUF Q4_K_M (issue 29 §3: precision as people run it)
    assert small.precision == large.precision == TASK_PRECISIONS["inference"][0] == "int4"
    assert "Q4_K_M to run" in said
    for task in ("lora", "full-finetune"):
        assert advisor.fits("7b", task=task).precision == "bf16"
    assert "bf16 to fine-tune" in said
    assert advisor.fits("7b", task="qlora").precision == "int4" and "int4 for qlora" in said


def test_the_bot_says_its_version():
    from bot.__main__ import main as bot_main

    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit) as done:
        bot_main(["--version"])
    assert done.value.code == 0 and out.getvalue().strip() == f"gpu-advisor-bot {__version__}"


@pytest.mark.parametrize("guide", GUIDES, ids=lambda p: p.name)
def test_the_guides_give_the_real_catalogue_path(guide):
    text = guide.read_text(encoding="utf-8")
    assert set(re.findall(r"catalog-v\d+[-.][^`)\s]*", text)) == {f"catalog-v{SCHEMA_VERSION}-<fingerprint>.sqlite"}
    assert keyed_name("0" * 64) == f"catalog-v{SCHEMA_VERSION}-{'0' * 16}.sqlite"  # what <fingerprint> stands for


@pytest.mark.parametrize("guide", GUIDES, ids=lambda p: p.name)
def test_the_guides_say_how_to_get_the_code_and_what_the_host_needs(guide):
    text = guide.read_text(encoding="utf-8")
    lowest = re.search(r">=\s*([\d.]+)", tomllib.loads((ROOT / "pyproject.toml").read_text())["project"][
        "requires-python"]).group(1)
    assert f"Python ≥ {lowest}" in text and "python3-venv" in text and "`make`" in text and "git clone" in text


def test_the_readme_says_what_is_skipped_in_words_that_stay_true():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert not re.search(r"\d+\s+tests\s+\**skipped", text)  # a count goes stale with every new test
    assert "tests/test_shared_drift.py" in text and "pytest -rs" in text


def test_exporting_prices_creates_no_file(tmp_path, monkeypatch, capsys, advisor):
    """``prices export`` is a read: without a server-data file it writes the CSV header, exports
    nothing and creates no file (neither the one named nor the default one)."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.delenv("DATABASE_PATH", raising=False)
    monkeypatch.delenv("DATABASE_URL", raising=False)
    named = tmp_path / "named.sqlite"
    assert main(["prices", "export", "--guild", "1", "--database", str(named), "-"], advisor=advisor) == 0
    assert main(["prices", "export", "--guild", "1", "-"], advisor=advisor) == 0
    out = capsys.readouterr()
    assert out.out.startswith("market,card,condition,amount,currency") and "0 prices" in out.err
    assert not named.exists() and not (tmp_path / "data").exists()


@pytest.mark.parametrize("model, precision", [("70b", "int4"), ("7b", None), ("qwen3-30b-a3b", None)])
def test_the_fit_chart_names_its_lines_and_reaches_every_machine_listed(advisor, model, precision):
    fit = advisor.fits(model, precision=precision)
    spec = fit_spec(fit)
    assert spec is not None and fit.shape is not None
    alone = {x.memory_gb for x in fit.shape.ranking if x.gpus == 1}
    assert {size for _, size in spec.sizes} == alone  # a line for every memory size the answer lists
    for label, size in spec.sizes:  # named by a card that has it, not "48 GB card"
        assert any(label.startswith(x.card.split(" (")[0][:20]) for x in fit.shape.ranking if x.memory_gb == size)
    total = f"{need_gb(fit.memory.total_gb):.1f} GB"  # the title's total is the text's
    assert spec.title.endswith(total) and total in i18n.english(fit.summary)


ENGLISH_SYMBOL = re.compile(r"[$¥€£]\s?\d")
"""An amount written with a currency symbol: English answers write ``699 USD``, as their sentences do."""


@pytest.mark.parametrize("case", SAMPLE, ids="-".join)
def test_an_english_answer_writes_money_one_way(case):
    command, market = case
    spec, values = spec_of(command), dict(fullest(command, market))
    answer = call(spec, values)
    texts = [embed_text(answer_embed(answer, "en")), *detail_pages(answer, "en")]
    texts += [console([command, *argv(spec, values), "--lang", "en", *verbose]) for verbose in ([], ["--verbose"])]
    shown = "\n".join(texts)
    assert re.search(rf"\d {answer.market.currency}\b", shown)  # amounts are said, with their code
    assert not ENGLISH_SYMBOL.search(shown), ENGLISH_SYMBOL.findall(shown)


@pytest.mark.parametrize("command", sorted({c for c, _ in SAMPLE}))
def test_every_answer_a_command_gives_is_json_in_every_language(command):
    """``--json`` is a face too: every value the faces try for each parameter (the others as the
    command needs them), answered in today's market, dumps as JSON with its texts in every language
    — a source copied into an answer as plain text once broke ``fits --users`` and ``why --job``."""
    spec = spec_of(command)
    market = "current-us"
    base = dict(fullest(command, market))  # the answer that shows the most, varied one parameter at a time
    dumped = 0
    for p in spec.params:
        for value in candidates(p, market):
            values = {k: v for k, v in base.items() if k != p.name}
            if value is not None:
                values[p.name] = value
            if p.name == "job" or p.name == "own":  # an owner's job is asked as an owner
                values.update({q.name: True for q in spec.params if q.name == "own"})
            try:
                answer = call(spec, values)
            except AdvisorError:
                continue
            for language in LANGUAGES:
                assert answer.model_dump_json(context={"lang": language})
            dumped += 1
    assert dumped >= len(spec.params)
