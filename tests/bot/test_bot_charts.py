"""Charts: valid PNGs for the core's answers, nothing when there is nothing to draw."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bot import charts

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"

REPO = Path(__file__).resolve().parents[2]


def png_size(data: bytes) -> tuple[int, int]:
    assert data.startswith(PNG_MAGIC)
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


@pytest.mark.parametrize(("budget", "market"), [("700", "2017-us"), ("1w", "2019-cn"), ("5k", "current-us")])
def test_recommend_chart_is_a_reasonable_png(advisor, budget, market):
    data = charts.recommend_chart(advisor.recommend(budget, market=market))

    assert data is not None
    width, height = png_size(data)
    assert 600 <= width <= 1200 and 150 <= height <= 900
    assert len(data) < 1_000_000  # far under Discord's attachment limit


def test_compare_chart_is_a_png(advisor):
    data = charts.compare_chart(advisor.compare("3090", "4090"))
    assert data is not None and png_size(data)[0] > 0


def test_nothing_to_draw_gives_no_chart(advisor):
    rec = advisor.recommend("1", market="2017-us")
    assert not rec.picks
    assert (charts.recommend_chart(rec) is None) == (rec.stretch is None)
    empty = rec.model_copy(update={"picks": [], "stretch": None})
    assert charts.recommend_chart(empty) is None


def test_matplotlib_is_imported_lazily_and_without_pyplot():
    code = (
        "import sys, bot, bot.charts, bot.render; print('matplotlib' in sys.modules);"
        "from advisor import Advisor; a = Advisor.load(); bot.charts.recommend_chart(a.recommend('700'));"
        "print('matplotlib' in sys.modules, 'matplotlib.pyplot' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=REPO).stdout
    assert out.split() == ["False", "True", "False"]


@pytest.mark.parametrize(("model", "task"), [("7b", "inference"), ("llama-3.1-8b", "lora"), ("70b", "full-finetune")])
def test_fit_chart_is_a_reasonable_png(advisor, model, task):
    data = charts.fit_chart(advisor.fits(model, task=task))

    assert data is not None
    width, height = png_size(data)
    assert 600 <= width <= 1200 and 150 <= height <= 600
