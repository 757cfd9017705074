"""Discord's face of an image comparison (image25 #2): its ranking lines show the it/s of the headline, and its chart
draws it/s and it/s per price under headings that say so, not the training index."""

from __future__ import annotations

from bot import charts
from bot.render.short import rank_line


def test_an_image_comparisons_lines_and_chart_are_in_its(advisor):
    c = advisor.compare("3090", "4090", use_case="image")
    for line in c.shape.ranking:
        text = rank_line(line, None, "en")
        assert "it/s" in text and "×" not in text, text
    spec = charts.compare_spec(c)
    assert spec is not None
    assert spec.heading == "Stable Diffusion 1.5 it/s at 512x512, batch 1"
    assert spec.second_heading() == "it/s per 1,000 USD"
    per = {bar.label: bar.value for bar in spec.per_price}
    speeds = {x.card: x.speed.value for x in c.shape.ranking}
    prices = {f.card: f.price.amount for f in c.cards}
    for card, value in per.items():
        assert value == speeds[card] / prices[card] * 1000
    best = max(per, key=lambda k: per[k] or 0)
    assert best == c.shape.headline.params["value"].params["card"].value  # the chart's value is the headline's
