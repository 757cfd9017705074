"""Labels true of the cards shown (issue 28, round 6, the breaker's finding 8; advisor/pick_labels.py): "best decode
per price for this model" is never said of a first pick beside a shown option that decodes the model as fast for
less; it then names the road it is best on — checked over budgets and models, in English and Chinese."""

from __future__ import annotations

import pytest

from advisor import i18n


@pytest.mark.parametrize("budget", [1500, 2000, 3000])
@pytest.mark.parametrize("model", ["qwen3-32b", "14b", "8b"])
def test_best_decode_per_price_is_true_of_the_lines_shown(advisor, budget, model):
    r = advisor.recommend(budget, model=model, use_case="llm")
    picks = [p for p in r.picks if p.speed is not None and p.price is not None]
    if not picks or r.shape is None:
        return
    first = r.shape.ranking[0]
    if first.reason is None or first.reason.key != "routes.label.sized-value":
        return

    def per_price(line):
        return line.speed.value / (line.total.amount if line.total is not None else line.price.amount)

    shown = [x for x in r.shape.ranking if x.speed is not None and x.price is not None]
    assert all(per_price(x) <= per_price(first) * 1.02 for x in shown[1:]), [x.card for x in shown]


def test_the_label_names_its_road_when_a_cheaper_option_decodes_as_fast(advisor):
    r = advisor.recommend(2000, model="qwen3-32b", use_case="llm")
    first = r.shape.ranking[0]
    assert first.reason.key == "routes.label.sized-value-road"
    for lang in ("en", "zh_Hans", "zh_Hant"):
        assert "CUDA" in i18n.render(first.reason.key, first.reason.params, lang)
