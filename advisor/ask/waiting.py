"""An owner asking whether to upgrade now or wait for the next generation (F08: "I have a 3090 Ti: upgrade to an
RTX PRO 6000 (96 GB) for this video upscaler, or wait for the next generation?").

A speed comparison does not answer "or wait?". :func:`wait_asked` says, among the deciding facts, what the data
knows: whether the card considered is of its maker's newest generation in the catalogue (its architecture's
family against that of the maker's latest release, ``data/cards.csv`` release dates) — then no successor is
known and waiting buys nothing certain — and the rule for renting instead (``cloud.own-vs-rent-2023``, Dettmers
2023: renting beats owning for occasional use and for models that do not fit in 24 GB).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..i18n import Text, msg
from ..models import Caveat, Comparison, Verdict
from ..wording import card_param, gb

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

WAIT = re.compile(r"(?<![a-z])(?:or\s+wait|wait\s+(?:for|until)|worth\s+waiting|next[\s-]gen(?:eration)?)(?![a-z])|"
                  r"等下一代|等新一代|等等看|还是等|還是等|下一代")
"""Words that ask whether to wait for a newer generation instead of buying now."""


def _family(architecture: str | None) -> str:
    return (architecture or "").split()[0] if architecture else ""


def wait_asked(advisor: Advisor, text: str, read_as: ReadAs, answer):
    """``answer`` (a comparison or a verdict) with what waiting buys first among its deciding facts when ``text``
    asks whether to wait (module docstring); unchanged otherwise."""
    shape = getattr(answer, "shape", None)
    if shape is None or not isinstance(answer, (Comparison, Verdict)) or not read_as.cards or not WAIT.search(
            text.lower()):
        return answer
    cards = [advisor.card(name) for name in read_as.cards]
    newest = max(cards, key=lambda c: c.release_date or "")
    latest = max((row.get("release_date") or "", row.get("architecture"))
                 for row in advisor.catalog.card_rows.values() if row.get("manufacturer") == newest.manufacturer)
    if not newest.release_date or _family(newest.architecture) != _family(latest[1]):
        return answer  # a newer generation is already out: the comparison says it (no "wait" to answer)
    sentence = msg("ask.wait.newest", "Wait or buy now: {card} is of {maker}'s newest generation here ({family}, "
                   "{date}); no successor is in the data, so waiting buys nothing certain. Renting beats owning for "
                   "occasional use and for models that do not fit in 24 GB (Dettmers 2023): a {memory} card by the "
                   "hour until the job runs most days.", card=card_param(newest.name),
                   maker=Text(value=newest.manufacturer), family=Text(value=_family(newest.architecture)),
                   date=Text(value=(newest.release_date or "")[:7]), memory=gb(newest.memory_gb or 0.0))
    found = Caveat(rule_id="cloud.own-vs-rent-2023", message=sentence, weight=DECIDING_WEIGHT)
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [found, *shape.decides]})})
