"""A machine against "nvidia", "a gpu", "a pc build" (issue 28, answers61): the user's actual choice weighed.

"Mac studio or nvidia for llama inference", "DGX Spark or an RTX card for 70b?", "Mac Studio还是N卡跑大模型" choose
between a whole way of running local LLMs — a unified-memory machine (a Mac, a DGX Spark, a Strix Halo box) — and the
NVIDIA-GPU way. The reader reads only the machine (the other side names no card), so the question became the
machine's verdict or a fit on the machine alone. Here the NVIDIA side is filled in with the way that runs the job and
the question is the comparison of the two (:func:`platform_choice`):

- with a model said: the first NVIDIA way (one card, or the layers split over several) ``fits`` lists for it — its
  headline, the cheapest way that works (``2 × GeForce RTX 3090`` for Llama 3 70B);
- with no model: the first CUDA card ``recommend`` ranks for LLMs within the machine's price (the card at a similar
  price: the RTX 5090 against a 5,499 USD Mac Studio), the comparison then weighed on the LLMs each holds; a machine
  with no price in the market (an older MacBook Pro) against the NVIDIA way that runs the largest everyday model of
  the LLM ladder (Qwen3 32B), said as assumed.

The comparison itself (:mod:`advisor.compare_llm`, :mod:`advisor.several`) gives the decode speed, memory and price of
each and its one-line verdict (memory or speed decides); the read-as line says which NVIDIA way was taken and why.
Pure but for the advisor's own answers."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..errors import AdvisorError
from ..fits.ways import fit_order
from ..i18n import Card, Message, Money, UserText, msg
from ..models import Caveat, Fit
from .mac_bare import bare_mac_side
from .mac_side import mac_within
from .machine_budget import machine_within, nvidia_card, nvidia_pick
from .models import ModelSlot, ReadAs

if TYPE_CHECKING:
    from ..api import Advisor

_CHOICE = (r"(?:(?<![a-z])(?:or|vs\.?|versus|against|instead\s+of|over|(?:better|faster|worse|cheaper)\s+than)"
           r"(?![a-z])|还是|還是|或者|或是|或|对比|對比|比较|比較|比\s*(?:单买|單買|单独买|單獨買|直接买|直接買|买|買)?)")
# the NVIDIA way said with no card: a vendor, "a gpu", "an rtx card", "a pc build", "N卡", "英伟达显卡"
_SIDE = (r"(?:(?:an?|the|one|some)\s+)?(?:(?<![a-z])(?:nvidia|geforce|cuda|rtx|dedicated|discrete|gaming)"
         r"(?:\s+(?:gpus?|cards?|graphics\s+cards?|build|rig|pc|setup))?(?![a-z])|"
         r"(?<![a-z])(?:gpus?|graphics\s+cards?|video\s+cards?|pc(?:\s+build)?|custom\s+build|(?:gpu\s+)?rig|"
         r"build(?:ing)?\s+(?:a\s+|my\s+own\s+)?(?:pc|rig|desktop|gpu\s+box))(?![a-z])|"
         r"n\s*卡|英伟达|英偉達|独显|獨顯|显卡|顯卡|台式机|台式機|组装机|組裝機)")
_AFTER = re.compile(rf"{_CHOICE}\s*(?P<side>{_SIDE})")
_BEFORE = re.compile(rf"(?P<side>{_SIDE})\s*{_CHOICE}")
_CARD_SAID = re.compile(r"(?<![a-z0-9])(?:rtx|gtx)\s*-?\s*(?:pro\s*)?\d|"
                        r"(?<![a-z0-9.])\d{4}(?:\s*ti|\s*super)?(?![0-9])")


def _way_for_model(advisor: Advisor, read_as: ReadAs, market: str | None) -> tuple[str, int] | None:
    """The first NVIDIA way ``fits`` lists for the model said (its lead: the cheapest way that works)."""
    assert read_as.model is not None
    try:
        fit = advisor.fits(read_as.model.name, task=read_as.task or "inference", precision=read_as.precision,
                           market=read_as.market or market)
    except AdvisorError:
        return None
    if not isinstance(fit, Fit):
        return None
    for way in fit_order(fit)[0]:
        if way.verdict == "recommended" and not way.tight and not way.server_module and (
                nvidia_card(advisor, way.card)):
            return way.card, way.count
    return None


def _card_at_price(advisor: Advisor, machine: str, market: str | None) -> tuple[str, Money] | None:
    """The first CUDA card ``recommend`` ranks for LLMs within the machine's price, and that price."""
    try:
        price = advisor.why(machine, market=market, use_case="llm").facts.price
    except AdvisorError:
        return None
    if price is None:
        return None
    try:
        rec = advisor.recommend(f"{price.amount:.0f} {price.currency}", market=market, use_case="llm", gpus=1)
    except AdvisorError:
        return None
    for pick in rec.picks:
        if pick.gpus == 1 and nvidia_card(advisor, pick.card):
            return pick.card, Money(amount=price.amount, currency=price.currency)
    return None


def _everyday(advisor: Advisor) -> ModelSlot | None:
    """The largest everyday model of the LLM ladder (``data/llm_ladder.csv``: Qwen3 32B), the speed column's model."""
    rungs = [r for r in advisor.ladder.rungs if r.everyday]
    if not rungs:
        return None
    top = max(rungs, key=lambda r: r.estimate.total)
    return ModelSlot(name=top.arch.name, params_b=round(top.arch.params / 1e9, 2))


_NO_MODEL = ("ask.platform.card-at-price", "ask.platform.model-assumed")
IN_BUDGET = "ask.platform.card-in-budget"
"""The read-as note of the NVIDIA side a budget buys (:func:`advisor.ask.machine_budget.nvidia_pick`)."""


def _model_follow_up(advisor: Advisor, read_as: ReadAs, market: str | None) -> ReadAs | None:
    """A model said after a machine was weighed against the NVIDIA card at its price ("Mac studio or nvidia?" then
    "70b"): the NVIDIA side chosen again, as the way that runs that model; ``None`` for any other reading."""
    chosen = next((n for n in read_as.notes if n.key in (*_NO_MODEL, IN_BUDGET)), None)
    if chosen is None or read_as.command != "compare" or len(read_as.cards) != 2 or read_as.model is None or (
            read_as.model.params_b <= 0 or read_as.model.name == getattr(chosen.params.get("model"), "value", None)):
        return None
    if chosen.key == IN_BUDGET:  # "Mac studio or nvidia, budget 3000" then "70b?": the budget's first pick for it
        held = [getattr(n.params.get("model"), "value", None) for n in read_as.notes
                if n.key == "ask.note.family-held-compare"]
        picked = None if read_as.model.name in held else nvidia_pick(advisor, read_as, read_as.cards[0], "llm", market)
        typed = chosen.params.get("typed")
        if picked is None or not isinstance(typed, UserText):
            return None
        notes = [picked[2](typed) if n is chosen else n for n in read_as.notes
                 if n.key != "ask.note.family-held-compare"]
        return read_as.model_copy(update={"cards": [read_as.cards[0], picked[0]], "counts": [1, picked[1]],
                                          "notes": notes, "gpus": picked[1] if picked[1] > 1 else None})
    way = _way_for_model(advisor, read_as, market)
    if way is None:
        return None
    card, count = way
    note = msg("ask.platform.way-for-model", "“{typed}” read as the NVIDIA way that runs {model}: "
               "{count:.0f} × {card}, the way the fit leads with for it.", typed=chosen.params["typed"],
               model=Card(value=read_as.model.name), count=count, card=Card(value=card))
    notes = [note if n is chosen else n for n in read_as.notes if n.key != "ask.note.family-held-compare"]
    return read_as.model_copy(update={"cards": [read_as.cards[0], card], "counts": [1, count], "notes": notes,
                                      "gpus": count if count > 1 else None})


def platform_choice(advisor: Advisor, text: str, read_as: ReadAs, missing: list,
                    market: str | None = None) -> tuple[ReadAs, list]:
    """``read_as`` as the comparison of the one machine read against the NVIDIA way (module docstring) when the
    question sets the machine against a vendor or kind with no card ("… or nvidia", "an rtx card or …", "还是N卡");
    ``(read_as, missing)`` unchanged otherwise (a second card named, an owner's question, no machine)."""
    if (again := _model_follow_up(advisor, read_as, market)) is not None:
        return again, missing
    if (bare := bare_mac_side(advisor, text, read_as)) is not None:
        return bare, [m for m in missing if m != "cards"]  # "mac or 5090 for deep learning?" (break32 #1)
    low = text.lower()
    if (_AFTER.search(low) or _BEFORE.search(low)) and (mac := mac_within(advisor, low, read_as, market)) is not None:
        read_as = mac  # "nvidia vs mac … under 3000": the Mac within the budget (break28 #20)
    image = read_as.use_case == "image" or read_as.generator is not None  # "mac mini or nvidia for stable diffusion"
    if read_as.command not in ("why", "fits", "compare", "recommend") or len(read_as.cards) != 1 or read_as.own or (
            read_as.offer is not None or (read_as.gpus or 1) > 1) or (
            read_as.use_case not in (None, "llm", "image")) or (read_as.command == "recommend" and (
            read_as.budget is None)) or image and read_as.model is not None:
        return read_as, missing
    machine = read_as.cards[0]
    try:
        if not advisor.card(machine).is_system:
            return read_as, missing
    except AdvisorError:
        return read_as, missing
    side = _AFTER.search(low) or _BEFORE.search(low)
    if side is None or _CARD_SAID.search(low[side.start("side"):side.end("side") + 12]):
        return read_as, missing  # "mac studio or rtx 5090": that card is read, never this way
    notes: list[Message] = list(read_as.notes)
    typed = UserText(value=side.group("side").strip())
    if read_as.budget is not None or image:  # a budget said, or image work: each side within it, or at its price
        return _by_budget(advisor, read_as, machine, typed, image, market), [
            m for m in missing if m not in ("model", "cards", "budget")]
    if read_as.model is not None and read_as.model.params_b > 0:
        way = _way_for_model(advisor, read_as, market)
        if way is None:
            return read_as, missing
        card, count = way
        notes.append(msg("ask.platform.way-for-model", "“{typed}” read as the NVIDIA way that runs {model}: "
                         "{count:.0f} × {card}, the way the fit leads with for it.", typed=typed,
                         model=Card(value=read_as.model.name), count=count, card=Card(value=card)))
        model: ModelSlot | None = read_as.model
    elif (priced := _card_at_price(advisor, machine, read_as.market or market)) is None:
        assumed = _everyday(advisor)  # a machine with no price here ("macbook pro m4 max"): the everyday model's way
        way = _way_for_model(advisor, read_as.model_copy(update={"model": assumed}), market) if assumed else None
        if way is None or assumed is None:
            return read_as, missing
        card, count = way
        notes.append(msg("ask.platform.model-assumed", "“{typed}” read as the NVIDIA way that runs {model}, the "
                         "largest everyday model the LLM answers assume with no model named: {count:.0f} × {card}; "
                         "{machine} has no price here to match.", typed=typed, model=Card(value=assumed.name),
                         count=count, card=Card(value=card), machine=Card(value=machine)))
        model = assumed
    else:
        (card, price), count = priced, 1
        notes.append(msg("ask.platform.card-at-price", "“{typed}” read as the NVIDIA card at a similar price: {card}, "
                         "the first CUDA card ranked for LLMs within {machine}'s {price}; with no model size named, "
                         "each is weighed on the LLMs it holds (name one, e.g. llama 3 70b, to weigh them on it).",
                         typed=typed, card=Card(value=card), machine=Card(value=machine), price=price))
        model = None
    out = read_as.model_copy(update={"command": "compare", "cards": [machine, card], "counts": [1, count],
                                     "use_case": "llm", "model": model, "notes": notes,
                                     "gpus": count if count > 1 else None})
    return out, [m for m in missing if m not in ("model", "cards")]


def _by_budget(advisor: Advisor, read_as: ReadAs, machine: str, typed: UserText, image: bool,
               market: str | None) -> ReadAs:
    """The machine against the NVIDIA side when a budget is said ("Mac studio or nvidia for llama, budget 3000") or
    the job is image work ("Mac mini or nvidia for stable diffusion"): the machine assumed for its bare name is the one
    within the budget (:func:`advisor.ask.machine_budget.machine_within`), and the NVIDIA side the first CUDA card
    ``recommend`` ranks for the job within the budget (or, with none, within the machine's price)."""
    machine, notes = machine_within(advisor, read_as, machine, market)
    use_case = "image" if image else "llm"
    picked = nvidia_pick(advisor, read_as, machine, use_case, market)
    if picked is None:
        return read_as
    card, count, note = picked
    notes = [*notes, note(typed)]
    return read_as.model_copy(update={"command": "compare", "cards": [machine, card], "counts": [1, count],
                                      "use_case": use_case, "notes": notes, "gpus": count if count > 1 else None})


PLATFORM_NOTES = ("ask.platform.card-at-price.job", "ask.platform.card-in-budget")
"""The read-as notes of a machine weighed against the NVIDIA side here (:func:`nvidia_pick`)."""


def machine_verdict_first(advisor: Advisor, read_as: ReadAs, answer):
    """``answer`` (a machine against the NVIDIA side for image work, "Mac mini or nvidia for stable diffusion") with
    the machine's own verdict for that work first among its deciding facts — the rules' sentence (CUDA-only tools do
    not run on a Mac; a DGX Spark computes at its bandwidth), as no Stable Diffusion speed is published here for a
    machine; any other answer as it is."""
    shape = getattr(answer, "shape", None)
    if shape is None or read_as.command != "compare" or read_as.use_case != "image" or not read_as.cards or not any(
            n.key in PLATFORM_NOTES for n in read_as.notes):
        return answer
    market = getattr(getattr(answer, "market", None), "id", None)
    try:
        verdict = advisor.why(read_as.cards[0], market=market, use_case="image")
    except AdvisorError:
        return answer
    if verdict.shape is None or any(c.message.key == verdict.shape.headline.key for c in shape.decides):
        return answer
    fact = Caveat(rule_id=verdict.reasons[0].rule_id if verdict.reasons else "system.unified-memory",
                  weight=DECIDING_WEIGHT, message=verdict.shape.headline)
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [fact, *shape.decides]})})
