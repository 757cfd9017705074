"""An image answer's lines say the speed that orders and decides it (image25 #1, #2): Stable Diffusion 1.5 it/s
(FLUX.1 dev's for a FLUX question), never the training index beside an it/s headline; a comparison's "faster" and
"best value" marks agree with its headline's it/s and it/s per price, in every language."""

from __future__ import annotations

import pytest

from advisor.i18n import Renderer
from advisor.image_lines import image_speed
from advisor.models import Speed
from advisor.shape_speed import figure

LANGS = ("en", "zh_Hans", "zh_Hant")
PAIRS = [("3090", "4090"), ("3060 12gb", "4060 ti 16gb"), ("5080", "4090"), ("3080", "3090"), ("4070", "3090")]


def _cost(line) -> float:
    return line.total if line.total is not None else line.price.amount * line.gpus


@pytest.mark.parametrize("budget", [600, 1000, 1500, 2500])
def test_an_image_recommendation_shows_sd_its_on_every_line_and_its_unit(advisor, budget):
    r = advisor.recommend(budget, use_case="image")
    lines = r.shape.ranking
    assert lines and all(x.speed is not None and x.speed.measure == "image" for x in lines)
    assert r.shape.unit is not None and r.shape.unit.key == "shape.unit.image"
    for x in lines:
        sd = image_speed(advisor.catalog, x.card)
        assert sd is not None and x.speed.value == pytest.approx(sd.value)
    top = next((x for x in lines if x.role == "best"), lines[0])
    for x in lines:  # a runner-up's "N% slower" is by it/s
        if x.reason is not None and x.reason.key == "shape.role.behind":
            slower = x.reason.params["slower"].value
            assert slower == round((1 - x.speed.value / top.speed.value) * 100)
            assert x.reason.params["saving"].amount == pytest.approx(_cost(top) - _cost(x))
    for lang in LANGS:
        said = " ".join(Renderer(lang)(figure(x.speed)) for x in lines)
        assert "it/s" in said and "x" not in said.replace("it/s", ""), said
        assert "sd_its.csv" in Renderer(lang)(r.shape.unit)


@pytest.mark.parametrize("text", ["best gpu under 1000 for flux", "flux.1 dev 用什么显卡 预算8000元"])
def test_a_flux_buyer_sees_flux_its_on_the_lines_not_sd_15(advisor, text):
    q = advisor.ask(text)
    shape = q.answer.shape
    speeds = [x.speed for x in shape.ranking if x.speed is not None]
    assert speeds and all(s.measure == "image" and s.model == "FLUX.1 dev" for s in speeds), speeds
    assert shape.unit is not None and shape.unit.key == "shape.unit.flux"


@pytest.mark.parametrize(("a", "b"), PAIRS)
def test_a_two_card_image_comparison_is_marked_by_its_and_its_per_price(advisor, a, b):
    c = advisor.compare(a, b, use_case="image")
    shape = c.shape
    assert shape.headline.key.startswith("image.compare"), shape.headline.key
    lines = shape.ranking
    assert all(x.speed is not None and x.speed.measure == "image" for x in lines)
    fast = max(lines, key=lambda x: x.speed.value)
    slow = min(lines, key=lambda x: x.speed.value)
    assert lines[0].card == fast.card and fast.role == "faster"
    assert fast.reason.params["speedup"].value == pytest.approx(fast.speed.value / slow.speed.value) or (
        fast.reason.key == "shape.role.value")
    marked_any = [x.card for x in lines if x.reason is not None and "value" in x.reason.key]
    if any(x.price is None for x in lines):  # no value said by either: a card without a current price
        assert shape.headline.params["value"].key == "image.compare.no-value" and not marked_any
        return
    value = max(lines, key=lambda x: x.speed.value / _cost(x))
    marked = [x.card for x in lines if x.reason is not None and x.reason.key in ("shape.role.value",
                                                                                   "shape.role.faster-and-value")]
    assert marked == [value.card]
    said = shape.headline.params["value"]
    assert said.params["card"].value == value.card  # the headline's best value is the line's
    from advisor.ask.image_compare import _value_card

    for d in shape.decides:  # a two-card value sentence kept beside the headline names the same best value
        if d.message.key.startswith("compare.value") and _value_card(d.message) is not None:
            assert _value_card(d.message) == value.card, d.message
    for lang in LANGS:
        text = Renderer(lang)(shape.headline)
        assert "it/s" in text and "sd_its.csv" in text, text


def test_the_3090_and_4090_for_stable_diffusion_say_its_not_the_training_index(advisor):
    for text in ("3090 vs 4090 for stable diffusion", "3090和4090跑stable diffusion哪个好"):
        q = advisor.ask(text)
        shape = q.answer.shape
        assert shape.headline.key == "image.compare.two"
        assert shape.headline.params["fast"].value == "GeForce RTX 4090"
        assert shape.headline.params["pct"].value == 55  # 21.3 vs 13.7 it/s (sd_its.csv), not 66 % by training
        roles = {x.card: x.reason.key for x in shape.ranking}
        assert roles == {"GeForce RTX 4090": "shape.role.faster-by", "GeForce RTX 3090": "shape.role.value"}


def test_a_follow_up_for_stable_diffusion_compares_by_its(advisor):
    for first, then in (("3090 vs 4090", "for stable diffusion?"), ("3090和4090哪个好", "画图呢")):
        q = advisor.ask(then, context=advisor.ask(first))
        assert q.answer.shape.headline.key == "image.compare.two", q.answer.shape.headline.key


def test_a_flux_comparison_says_flux_its(advisor):
    q = advisor.ask("3090 vs 4090 for flux")
    shape = q.answer.shape
    assert shape.headline.key == "image.compare.flux"
    assert all(x.speed is not None and x.speed.model == "FLUX.1 dev" for x in shape.ranking)
    for lang in LANGS:
        assert "flux_its.csv" in Renderer(lang)(shape.headline)


def test_an_owners_successor_line_says_the_its_ratio(advisor):
    c = advisor.compare("3090", "4090", use_case="image")
    speeds = {x.card: x.speed.value for x in c.shape.ranking}
    for cav in [*c.shape.caveats, *c.shape.decides]:
        if cav.message.key.startswith("compare.owner.successor"):
            assert cav.message.params["speedup"].value == pytest.approx(
                speeds["GeForce RTX 4090"] / speeds["GeForce RTX 3090"])


def test_the_image_figure_label():
    src = Renderer("en")
    from advisor.i18n import msg

    measured = Speed(measure="image", value=13.71, kind="measured", model="Stable Diffusion 1.5", source=msg("x", "x"))
    estimated = Speed(measure="image", value=0.724, kind="estimated", model="FLUX.1 dev", source=msg("x", "x"))
    assert src(figure(measured)) == "13.7 it/s"
    assert src(figure(estimated)) == "≈ 0.72 it/s"


def test_three_cards_for_flux_are_said_by_flux_estimates_and_a_tie_is_no_faster(advisor):
    """FLUX figures scaled from measured FLUX runs head the answer even when no card named is measured (it kept the
    two-card SD headline beside a third line by the training index), and two figures equal to the shown digits are
    not "1.00x faster"."""
    q = advisor.ask("3060 vs 4060 ti vs 3080 for flux")
    shape = q.answer.shape
    assert shape.headline.key == "image.compare.flux"
    assert len(shape.ranking) == 3 and all(x.speed is not None and x.speed.model == "FLUX.1 dev" for x in shape.ranking)
    for x in shape.ranking:
        if x.reason is not None and x.reason.key == "shape.role.faster-by":
            assert round(x.reason.params["speedup"].value, 2) > 1.0


@pytest.mark.parametrize("text", ["4070 vs 3090 sdxl", "3090 vs 4080 for image generation", "4070和3090画图哪个好"])
def test_a_two_card_image_comparison_says_its_memory_line_once(advisor, text):
    shape = advisor.ask(text).answer.shape
    memory = [d.message.key for d in shape.decides if d.message.key.startswith(("ask.image-memory",
                                                                                   "compare.memory.image"))]
    assert len(memory) == 1, memory


@pytest.mark.parametrize(("ask", "model"), [
    (lambda a: a.why("3090", own=True, job="image-gen"), "Stable Diffusion 1.5"),
    (lambda a: a.why("3060", use_case="image"), "Stable Diffusion 1.5"),
    (lambda a: a.ask("is my 3060 12gb good for flux, or should I upgrade?").answer, "FLUX.1 dev"),
    (lambda a: a.ask("will flux run on my 4060 ti 16gb, or which gpu should I buy?").answer, "FLUX.1 dev"),
    (lambda a: a.ask("我的3060跑flux够吗，要换什么卡？").answer, "FLUX.1 dev"),
])
def test_an_image_owner_or_verdict_shows_the_image_speed_its_headline_says(advisor, ask, model):
    """(The owners' questions ask for a card to get: fix48b shows steps up only then.)
    An owner's upgrades and a verdict's line for image generation show it/s — FLUX.1 dev's when the headline
    gives the card's FLUX figure — never "0.71x" by the training index beside it."""
    answer = ask(advisor)
    lines = answer.shape.ranking
    assert lines and all(x.speed is None or (x.speed.measure == "image" and x.speed.model == model) for x in lines)
    assert any(x.speed is not None for x in lines)
    assert answer.shape.unit is not None and answer.shape.unit.key.startswith("shape.unit.")
    assert answer.shape.unit.key != "shape.unit.training"


def test_an_owners_enough_question_keeps_its_answer_first(advisor):
    q = advisor.ask("would a 4060 ti 16gb be enough? my 3060 12gb runs out of memory on sdxl")
    assert not q.answer.shape.headline.key.startswith("image.compare")


@pytest.mark.parametrize("text", ["gpu for flux under 1500", "best gpu for flux under 1000", "gpu for flux under 2500",
                                  "best gpu for stable diffusion under 1500", "预算1万元 跑flux用什么显卡"])
def test_a_line_never_calls_the_first_pick_fastest_beside_a_faster_figure(advisor, text):
    """The picks of an image budget are ordered by SD 1.5 it/s; a FLUX buyer's lines show FLUX figures, so the
    first is "fastest" only where no line shows more, and a cheaper line that shows more says so ("4% faster, 372
    USD less"), never a bare "runner-up"."""
    shape = advisor.ask(text).answer.shape
    lines = [x for x in shape.ranking if x.speed is not None]
    top = next(x for x in lines if x.role == "best")
    for x in lines:
        if x is not top and round(x.speed.value / top.speed.value, 2) > 1.0 and x.role == "runner-up":
            assert top.reason.key != "shape.role.best", (top.card, x.card)
            if _cost(x) < _cost(top):
                assert x.reason.key == "shape.role.ahead-cheaper", x.reason
