"""fix27b (issues 27, 28; break26 findings 4, 14, 9): nodes, clusters and published precisions. Each as a kind:
a model published in FP8 (MiniMax-M2, like DeepSeek V3/R1 and Kimi K2) is sized in FP8 as released, never "16 bits";
every large MoE row records the precision its weights are published in."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View

ROWS = list(csv.DictReader((Path(__file__).resolve().parents[2] / "data" / "models.csv").open(encoding="utf-8")))


def _out(q, lang: str = "en") -> str:
    return " ".join(render_question(q, View(language=lang)).split())


# -- 9. the precision the weights are published in -----------------------------------------------------------

def test_every_large_moe_row_records_its_published_precision():
    """A large MoE row (the ones released in FP8 or MXFP4 as often as in BF16) never leaves the precision empty:
    an empty one would be sized and said as "16 bits, as its weights are released"."""
    big_moe = [r for r in ROWS if int(r["experts"] or 1) > 1 and float(r["params_b"]) >= 100]
    assert big_moe
    assert [r["name"] for r in big_moe if not r["published_precision"]] == []
    fp8 = {r["name"] for r in ROWS if r["published_precision"] == "fp8"}
    assert {"MiniMax-M2", "DeepSeek V3", "DeepSeek R1", "Kimi K2"} <= fp8
    assert not {"GLM-4.5", "GLM-4.5-Air", "GLM-4.6"} & fp8  # BF16 main releases (an -FP8 repo beside them)
    row = next(r for r in ROWS if r["name"] == "MiniMax-M2")
    assert "FP8" in row["source"] and "docs.nvidia.com" in row["source"]


@pytest.mark.parametrize("text", ["minimax m2 on 2x rtx pro 6000?", "can 2 rtx pro 6000 run minimax-m2"])
def test_minimax_m2_is_sized_in_fp8_as_released(advisor, text):
    q = advisor.ask(text)
    out = _out(q)
    assert "In FP8, as its weights are released" in out, out
    assert "16 bits, as its weights are released" not in out, out


@pytest.mark.parametrize("lang", ["zh_Hans", "zh_Hant"])
def test_minimax_m2_fp8_in_chinese(advisor, lang):
    out = _out(advisor.ask("minimax m2 on 2x rtx pro 6000?"), lang)
    assert "FP8" in out and "16 位" not in out, out
