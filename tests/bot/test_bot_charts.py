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


# ---------------------------------------------------------------------------- what the charts say (issue 26 §5)
LLM_ASKS = [("500", {}), ("800", {}), ("1500", {}), ("3000", {}), ("800", {"model": "8b"}), ("2000", {"model": "70b"})]


def _drawn_labels(figure) -> list[str]:
    return [label.get_text() for label in figure.axes[0].get_yticklabels()]


def _legend_texts(figure) -> list[str]:
    return [text.get_text() for legend in figure.legends for text in legend.get_texts()]


@pytest.mark.parametrize(("budget", "asked"), LLM_ASKS)
def test_an_llm_chart_says_which_model_each_speed_is_on(advisor, budget, asked):
    """Decode tokens/s on different models are never set side by side unnamed: the heading names
    the one model every bar is on, or each bar's label names its own."""
    rec = advisor.recommend(budget, use_case="llm", **asked)
    spec = charts.recommend_spec(rec)
    assert spec is not None and spec.decode
    shown = [p for p in rec.picks[: len(spec.performance)]] + ([rec.stretch] if rec.stretch else [])
    models = {f"{p.speed.model} ({p.speed.quant or p.speed.precision})" for p in shown if p.speed}
    figure = charts.figure(spec)
    labels = _drawn_labels(figure)
    assert labels == spec.labels()
    if len(models) == 1:
        assert next(iter(models)) in spec.heading and not any("\non " in label for label in labels)
    else:
        assert "each on the model named" in spec.heading
        for label, pick in zip(labels, shown, strict=True):
            assert label.endswith(f"on {pick.speed.model} ({pick.speed.quant or pick.speed.precision})"), label
    assert figure.axes[0].get_title() == spec.heading


def test_the_models_differ_somewhere_so_the_labels_are_tested(advisor):
    """The case the review found (four bars on three models) is among LLM_ASKS, and so is one model for all."""
    headings = [charts.recommend_spec(advisor.recommend(b, use_case="llm", **k)).heading for b, k in LLM_ASKS]
    assert any("each on the model named" in h for h in headings)
    assert any("each on the model named" not in h for h in headings)


@pytest.mark.parametrize("market", ["current-us", "2017-us", "2019-cn"])
def test_every_bar_colour_is_in_the_legend_and_says_what_it_means(advisor, market):
    budget = {"2019-cn": "1w"}.get(market, "1000")
    rec = advisor.recommend(budget, market=market)
    spec = charts.recommend_spec(rec)
    figure = charts.figure(spec)
    legend = dict(spec.legend())
    assert _legend_texts(figure) == list(legend)
    colours = {colour for colour in legend.values()}
    for axis in figure.axes:
        for bar in axis.patches:
            assert _hex(bar.get_facecolor()) in colours
    for bar in spec.performance:  # each bar's colour is the legend's for its kind
        text, _ = charts.LEGEND[bar.kind]
        assert text in legend
        assert (bar.kind == "published") == (not bar.estimated and not bar.highlight)
    assert market not in spec.title  # the market's name, not its id


def test_a_published_and_an_estimated_figure_are_told_apart_by_the_legend(advisor):
    rec = advisor.recommend("1500")  # picks with a published figure and estimated ones, no stretch
    spec = charts.recommend_spec(rec)
    kinds = {bar.kind for bar in spec.performance}
    assert kinds == {"published", "estimated"}  # the review's chart: one dark bar among light ones
    assert [text for text, _ in spec.legend()] == ["measured or published figure", "* estimated from specs"]


def test_a_stretch_pick_is_in_the_legend(advisor):
    rec = advisor.recommend("500", use_case="llm")  # a 5060 Ti 16 GB just over budget
    assert rec.stretch is not None
    spec = charts.recommend_spec(rec)
    assert spec.performance[-1].highlight and spec.performance[-1].label.endswith("(stretch)")
    assert "stretch pick, over budget" in _legend_texts(charts.figure(spec))


def test_figures_per_price_are_drawn_with_two_significant_digits(advisor):
    assert [charts._significant(v) for v in (46.2712, 152.3542, 4.8251, 0.2113, 8.6997)] == \
        ["46", "150", "4.8", "0.21", "8.7"]
    figure = charts.figure(charts.recommend_spec(advisor.recommend("800", use_case="llm")))
    drawn = [t.get_text() for t in figure.axes[1].texts]
    assert drawn and all(len(t.replace(".", "").replace(",", "").lstrip("0")) <= 3 for t in drawn)


def test_the_memory_chart_names_the_cards_its_lines_stand_for(advisor):
    fit = advisor.fits("70b", precision="int4")
    spec = charts.fit_spec(fit)
    figure = charts.figure(spec)
    lines = [t.get_text() for t in figure.axes[0].texts]
    assert lines and len(lines) == len(spec.sizes)
    holders = {c.card: c.memory_gb for c in fit.cards if c.count == 1}
    for (name, gb), text in zip(spec.sizes, lines, strict=True):
        assert text.strip() == name and f"({gb:g} GB)" in name  # the card, its memory, "+N" more that share it
        card = name.split(" (")[0].rstrip("…")
        assert any(held.startswith(card) and memory == gb for held, memory in holders.items())


def _hex(rgba) -> str:
    from matplotlib.colors import to_hex

    return to_hex(rgba).upper()
