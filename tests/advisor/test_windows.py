"""A model's native and extended windows (break9 #6, break10 #3): Qwen3 and Qwen2.5 7B+ read 131,072 tokens with
YaRN (their model cards), so a context past the native 32,768 is sized and said with YaRN's cost; past the
extended window it is refused in one sentence; a model with no extension keeps its own window."""

from __future__ import annotations

import csv

import pytest

from advisor.catalog import data_dir
from advisor.errors import InvalidOption
from advisor.fits.windows import extension_of, extensions


@pytest.fixture(scope="module")
def adv(advisor):
    return advisor


def test_every_extension_is_a_table_model_with_its_native_window_and_a_source(adv):
    rows = {r["name"]: r for r in csv.DictReader((data_dir() / "models.csv").open(encoding="utf-8"))}
    for name, ext in extensions().items():
        assert name in rows, name
        assert int(rows[name]["context_tokens"]) == ext.native, name
        assert ext.extended > ext.native and ext.source and ext.method == "YaRN"


def test_qwen3_at_128k_is_sized_with_yarn_said_first(adv):
    fit = adv.fits("qwen3-32b", context="128000", card="5090")
    assert fit.context_tokens == 128000
    keys = [c.message.key for c in fit.shape.caveats]
    # a card that does not hold it says the window beside the headline (fix42d, break34 #15); else first of the caveats
    assert "fits.window.extended" in [m.key for m in fit.shape.reading] or keys[0] == "fits.window.extended"
    said = adv.fits("qwen3-32b", context="64k")
    assert "fits.window.extended" in [c.message.key for c in said.shape.caveats]


def test_within_the_native_window_nothing_is_said(adv):
    fit = adv.fits("qwen3-32b", context="16k")
    assert all(r.message.key != "fits.window.extended" for r in fit.reasons)


def test_past_the_extended_window_is_refused_naming_both(adv):
    with pytest.raises(InvalidOption) as err:
        adv.fits("qwen2.5-7b", context="1000000")
    assert err.value.msg is not None
    assert "131,072" in err.value.message and "YaRN" in err.value.message


def test_a_model_with_no_extension_keeps_its_window(adv):
    assert extension_of("Llama 3 8B") is None
    with pytest.raises(InvalidOption):
        adv.fits("llama-3-8b", context="16k")


def test_recommend_at_a_long_context_says_yarn_beside_the_headline(adv):
    q = adv.ask("best gpu under $2000 for qwen3 32b with 64k context")
    assert q.read_as.context_tokens == 65536
    assert any(m.key == "fits.window.extended" for m in q.answer.shape.reading)
