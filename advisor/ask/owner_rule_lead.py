"""An owner's upgrade verdict is never a "yes" the same answer takes back (break35 #2: "I own a GTX Titan X (Maxwell).
Should I upgrade to a Titan Xp?" in D17's market opened "Yes for speed only: TITAN Xp is 2.21x as fast … Better value:
TITAN Xp" while its footnote gave the guide's own rule, D17 ``tier.no-upgrade-titan`` L55: keep it and save for the next
generation; in today's market the same "yes" stood above "A card that beats both: GeForce RTX 3060 12 GB").

Once :func:`advisor.ask.upgrade_verdict.verdict` has said yes to going from the owner's card to another, the fact that
decides against it leads instead:

- a card that beats both (:func:`advisor.ask.cheaper_card.beats_both`, today's markets: neither card is one the rules
  recommend) — the verdict is to skip the other card for that one, and the separate line naming it goes;
- the guide's own word to an owner of the card (``compare.owner.named``, a ``data/card_rules.csv`` owner row in the
  guide's market) — the verdict is the guide's, in its voice, the speed said after it as a speed-only step; the
  footnote that said it goes.

Either way no sentence calls the other card the better value (it is not the card to buy). Pure.
"""

from __future__ import annotations

from typing import Any

from ..i18n import Message, msg
from ..wording import card_param, join
from .owned_value import without_owned_value

BEATS_BOTH = "ask.cheaper.beats-both"
GUIDE_OWNER = "compare.owner.named"
SPEED_ONLY = ("ask.upgrade.yes-speed-only", "ask.upgrade.yes-speed")


def _speed_only(said: Message, other: str) -> Message | None:
    """"TITAN Xp is 2.21x as fast, with the same 12 GB: a step in speed only." — of a "yes for speed only"."""
    speedup, memory = said.params.get("speedup"), said.params.get("memory")
    if said.key not in SPEED_ONLY or speedup is None or memory is None:
        return None
    return msg("ask.upgrade.speed-only-step", "{other} is {speedup} as fast, with the same {memory}: a step in speed "
               "only.", other=card_param(other), speedup=speedup, memory=memory)


def rule_led(said: Message, shape: Any, mine: str, other: str) -> tuple[Message, Any]:
    """(the verdict, the short form) with the deciding fact leading a "yes" it contradicts (module docstring);
    both as they are when nothing contradicts it."""
    if not said.key.startswith("ask.upgrade.yes"):
        return said, shape
    beaten = next((d for d in shape.decides if d.message.key == BEATS_BOTH), None)
    guide = next((c for c in shape.caveats if c.message.key == GUIDE_OWNER
                  and getattr(c.message.params.get("card"), "value", None) == mine), None)
    if beaten is not None:
        verdict = msg("ask.upgrade.beaten", "Not to the {other}: {pick} beats both it and your {mine}, with at least "
                      "the memory and speed of either on today's software.", other=card_param(other),
                      mine=card_param(mine), pick=beaten.message.params["pick"])
        shape = shape.model_copy(update={"decides": [d for d in shape.decides if d is not beaten]})
    elif guide is not None:
        verdict = msg("ask.upgrade.guide-no", "No, as the guide tells an owner of the {mine}: {guide}",
                      mine=card_param(mine), guide=guide.message.params["guide"])
        step = _speed_only(said, other)
        verdict = join([verdict, step]) if step is not None else verdict
        shape = shape.model_copy(update={"caveats": [c for c in shape.caveats if c is not guide]})
    else:
        return said, shape
    headline = without_owned_value(shape.headline, other) if shape.headline is not None else None
    decides = [d for d in shape.decides if without_owned_value(d.message, other) is not None]
    return verdict, shape.model_copy(update={"headline": headline or shape.headline, "decides": decides})


__all__ = ["rule_led"]
