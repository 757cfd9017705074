"""An owner's yes or no on an upgrade for LLMs (newuser16 Q27: "got a used 3080 10gb, worth upgrading to a 3090 for
llms?" was answered with an 8B decode ratio, 1.05x, and no yes or no, while what the 3090 buys is its 24 GB).

For an owner going from their card to another (:data:`advisor.ask.switch.UPGRADE_TO`, or the switch words of
:data:`advisor.ask.switch.SWITCH`) in an LLM comparison (decode tokens/s, ``compare`` weighing memory first), the
answer opens with the verdict and the fact that decides it, from the LLM memory ladder (``data/llm_ladder.csv``, the
model each memory holds with headroom): yes when the other card holds a larger model than theirs (the model and what
it needs named: "24 GB runs Qwen3 32B (Q4_K_M, about 20 GB), which your 10 GB cannot", and theirs' speed on what
both hold when theirs is the faster); for the same models, yes
only when it decodes clearly faster (:data:`~advisor.recommend.ranking.CLEARLY_BETTER`), else no; no when it holds
less. The comparison's own sentences follow. Pure.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..concerns import DECIDING_WEIGHT
from ..i18n import Message, Quantity, Text, msg
from ..models import Caveat
from ..msrp_said import over_msrp, with_over_msrp
from ..recommend.ranking import CLEARLY_BETTER
from ..wording import card_param, gb, join
from ..workload import QUANTS
from .image_ratio import image_speedup
from .options_owned import baseline
from .owned_value import owned_value_dropped
from .owner_going import had_cards
from .owner_rule_lead import rule_led
from .owner_subject import subject_led
from .swap_slower import swap_slower
from .switch import SWITCH, _said_owned, _upgrade_to
from .upgrade_counts import rig_switch_answered
from .upgrade_follow import follow_sides

if TYPE_CHECKING:
    from ..api import Advisor
    from ..workload import Rung


def _model(r: Rung) -> Message:
    """"Qwen3 32B (Q4_K_M, about 20.4 GB)": a rung's model, the file people run it as and what it needs."""
    return msg("ask.upgrade.model", "{model} ({quant}, about {need})", model=card_param(r.arch.name),
               quant=QUANTS.get(r.precision, r.precision),
               need=Quantity(value=round(r.estimate.total, 1), unit="GB", digits=1))


def _sides(text: str, read_as: Any, answer: Any) -> tuple[Any, Any] | None:
    """(the owner's card, the one they would go to) of an LLM comparison an owner asks to upgrade or switch in."""
    cards = getattr(answer, "cards", None)
    if (read_as.command != "compare" or not cards or len(cards) != 2 or getattr(answer, "same_card", True)
            or (getattr(answer, "counts", None) or [1, 1]) != [1, 1]):
        return None
    low = text.lower()
    if len(had_cards(low, cards)) == 2:  # "is my dgx spark slower than my 5090": both theirs, no upgrade (fix72d)
        return None
    if switch := SWITCH.search(low):  # "upgrading from a 3090 …": an owner's words, "my" or not (fix66d)
        owner = read_as.own or switch.group(0).rstrip().endswith(("from", "升级", "升級"))
        return (cards[0], cards[1]) if owner and _said_owned(low, cards[0].card) else None
    going = _upgrade_to(low, read_as, cards)  # the upgrade words, or an owner's going words (fix33b)
    if going:
        return going[0], going[1]
    return follow_sides(low, read_as, cards)  # "what about a 3090 instead?" after an owner's upgrade (break29 #9)


def verdict(advisor: Advisor, text: str, read_as: Any, answer: Any) -> Message | None:
    """The owner's yes or no (module docstring), or ``None`` when the question is no owner's upgrade for LLMs."""
    sides = _sides(text, read_as, answer)
    if sides is None:
        return None
    mine, other = sides
    had = baseline(read_as)
    if had is not None and had != mine.card:  # the owner's card is a third one: an option named is never "your" (#30)
        return None
    if getattr(answer, "measure", None) != "decode":  # no job said: memory and speed (a job's own facts say more)
        if read_as.use_case == "image":  # newuser17 #28: the image figures the headline ranks by
            return _general(answer, mine, other, image_speedup(answer, mine.card, other.card))
        return _general(answer, mine, other) if read_as.use_case in (None, "general") else None
    cm, co = advisor.card(mine.card), advisor.card(other.card)
    tm, to = advisor.ladder.tier(cm.llm_memory_gb or 0), advisor.ladder.tier(co.llm_memory_gb or 0)
    if to is None:
        return None
    params = dict(mine=card_param(mine.card), other=card_param(other.card), memory=gb(cm.llm_memory_gb or 0),
                  other_memory=gb(co.llm_memory_gb or 0))
    faster = answer.faster == other.card and answer.speedup > 1
    speed = Quantity(value=round(answer.speedup, 2), unit="x", digits=2)
    if (tm is None or to.index > tm.index) and answer.faster == mine.card and answer.speedup > 1:
        return msg("ask.upgrade.yes-memory-slower", "Yes for LLMs, for its memory: {other}'s {other_memory} runs "
                   "{model}, which your {mine}'s {memory} cannot hold; on the models both hold, yours is {speedup} as "
                   "fast.", model=_model(to), speedup=speed, **params)
    if tm is None or to.index > tm.index:
        return msg("ask.upgrade.yes-memory", "Yes for LLMs: {other}'s {other_memory} runs {model}, which your "
                   "{mine}'s {memory} cannot hold.", model=_model(to), **params)
    if to.index < tm.index:
        return msg("ask.upgrade.no-memory", "No for LLMs: {other}'s {other_memory} holds less than your {mine}'s "
                   "{memory}, which runs {model}.", model=_model(tm), **params)
    if faster and answer.speedup >= 1 + CLEARLY_BETTER:
        return msg("ask.upgrade.yes-speed", "Yes for speed only: {other} runs the same models as your {mine}, up to "
                   "{model}, {speedup} as fast.", model=_model(to), speedup=speed, **params)
    return msg("ask.upgrade.no-same", "No for LLMs: {other} runs the same models as your {mine}, up to {model}, at "
               "about the same speed.", model=_model(to), **params)


def _general(answer: Any, mine: Any, other: Any, image: float | None = None) -> Message | None:
    """The owner's yes or no outside LLMs (break26 #11/#12: "worth upgrading my 3080 to a 3090?", "I have a 7900 xtx,
    should I get a 4090"): memory first — more is a yes, less a no — then the comparison's measured speed (yes only
    when clearly faster, :data:`~advisor.recommend.ranking.CLEARLY_BETTER`); for image generation (``image``: the
    other card's it/s over the owner's, :func:`image_speedup`) the image figures the answer ranks by."""
    ratio = image if image is not None else (answer.speedup if answer.faster == other.card else 1 / answer.speedup
                                             if answer.speedup else 0.0)
    if not mine.memory_gb or not other.memory_gb or not ratio:
        return None
    shown = ratio if ratio >= 1 else 1 / ratio  # "N x as fast", said of the faster card
    params = dict(mine=card_param(mine.card), other=card_param(other.card), memory=gb(mine.memory_gb),
                  other_memory=gb(other.memory_gb), speedup=Quantity(value=round(shown, 2), unit="x", digits=2))
    faster = ratio > 1
    if other.memory_gb > mine.memory_gb and faster:
        return msg("ask.upgrade.yes-both", "Yes: {other} has {other_memory} of memory against your {mine}'s "
                   "{memory}, and is {speedup} as fast.", **params)
    if other.memory_gb > mine.memory_gb:
        return msg("ask.upgrade.yes-memory-only", "Yes for its memory only: {other} has {other_memory} against your "
                   "{mine}'s {memory}, but yours is {speedup} as fast.", **params)
    if other.memory_gb < mine.memory_gb:
        return msg("ask.upgrade.no-less", "No: {other}'s {other_memory} is less memory than your {mine}'s {memory}, "
                   "so what fits today may not fit after.", **params)
    if faster and ratio >= 1 + CLEARLY_BETTER:
        return msg("ask.upgrade.yes-speed-only", "Yes for speed only: {other} is {speedup} as fast as your {mine}, "
                   "with the same {memory} of memory.", **params)
    return msg("ask.upgrade.no-same-speed", "No: {other} has the same {memory} of memory as your {mine} and is "
               "about as fast.", **params)


def _no_owned_value(headline: Message, mine: str) -> Message:
    """An image comparison's headline without its "Best value: <card>" when that card is the one the owner has
    (newuser17 #28: "Best value: GeForce RTX 3070" to its owner weighing a 5070 Ti)."""
    if headline.key.startswith("answer.join"):
        return headline.model_copy(update={"params": {k: _no_owned_value(v, mine) if isinstance(v, Message) else v
                                                      for k, v in headline.params.items()}})
    value = headline.params.get("value")
    card = getattr(value, "params", {}).get("card")
    if not headline.key.startswith("image.compare") or getattr(card, "value", None) != mine:
        return headline
    return headline.model_copy(update={"params": {**headline.params, "value": Text(value="")}})


def upgrade_answered(advisor: Advisor, text: str, read_as: Any, answer: Any) -> Any:
    """``answer`` opened with the owner's yes or no on the upgrade (:func:`verdict`), the comparison's own headline
    after it; any other answer as it is."""
    shape = getattr(answer, "shape", None)
    said = verdict(advisor, text, read_as, answer) if shape is not None else None
    if said is None or shape is None:
        return rig_switch_answered(advisor, text, read_as, answer)  # "upgrade from 2x 3090 to a 5090?" (break27 #15)
    mine = _sides(text, read_as, answer)[0].card  # type: ignore[index]  # a verdict is said of two sides
    ranking = [line.model_copy(update={"reason": msg("shape.role.yours", "your card")})
               if line.card == mine and line.reason is not None and line.reason.key == "shape.role.value" else line
               for line in shape.ranking]  # never "best value" of the card they have (newuser17 #28)
    other = next(c.card for c in answer.cards if c.card != mine)  # the card bought: its used price over MSRP said
    shape = with_over_msrp(shape, over_msrp(answer.reasons, other) if said.key.startswith("ask.upgrade.yes") else None)
    shape = owned_value_dropped(shape, mine)  # theirs is never the value to buy (break30 #7)
    sides = _sides(text, read_as, answer)  # "is my 3090 faster than a 4090?": the fact asked first (review22 #1)
    said = subject_led(text, read_as, answer, sides[0], sides[1], said) if sides else said
    said, shape = rule_led(said, shape, mine, other)  # the guide's word or a card beating both leads (break35 #2)
    if (slower := swap_slower(advisor, read_as, mine, other)) is not None:  # "my M2 Max runs 70b slowly, would a
        lead, faster = slower  # 4090 be faster?": it cannot hold it, so no; what would be (fix72d)
        decides = [Caveat(rule_id="memory.never-less", weight=DECIDING_WEIGHT, message=faster)] if faster else []
        return answer.model_copy(update={"shape": shape.model_copy(update={
            "headline": lead, "decides": [*decides, *(c for c in shape.decides if c.message.key != "ask.switch")],
            "ranking": ranking})})  # the switch's "about as fast" said of a card that cannot hold it: left out
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": join(
        [said, _no_owned_value(shape.headline, mine)]), "ranking": ranking})})


__all__ = ["image_speedup", "upgrade_answered", "verdict"]
