"""An owner's steps up only when the question is about buying or upgrading (fix48b, issue 28 kind F, grade23 §3):
"my RTX 5090 (sm_120) is not compatible with the current PyTorch installation" was answered with the 16,000 USD RTX
PRO 6000 as a step up, and an 8×3090 owner's peer-to-peer question with an RTX A6000 — cards to buy for a software
or interconnect question. A laptop owner was offered desktop cards with no word that a laptop's GPU cannot be swapped.

:func:`steps_asked` keeps the steps up of an owner's answer (``why --own``'s ranking: the cheapest recommended card
of each larger memory) when the question asks about a card to get — buying, upgrading, replacing, selling, "which
GPU", "is a new GPU the only way out?" — or says the card ran out of memory (more memory is a way out), or asks what
the card can do at all (the answer leads with its overview: "is my RX 580 useless for AI?"); any other
owner's question (an error, a driver, a setting, peer to peer) loses the list, and a card nothing current runs keeps
its "upgrade is due" sentence. A laptop owner whose steps are kept is told, among the deciding facts, the owner's own
sentence that a laptop's GPU cannot be swapped (a desktop card or a cloud GPU is the step).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..kinds import vocabulary
from ..models import Verdict
from . import cues

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

GETTING = re.compile(
    r"(?<![a-z])(?:buy(?:ing)?|purchas\w*|get\s+(?:a|an|another|one|a\s+new)|new\s+(?:gpu|card|graphics\s+card)s?|"
    r"sell(?:ing)?|sold|worth\s+(?:it|keeping|upgrading)|keep\s+it|only\s+way\s+out|which\s+(?:gpu|card)|"
    r"what\s+(?:gpu|card)|better\s+(?:gpu|card)|more\s+(?:vram|memory)|step\s+up|recommend\w*|budget)(?![a-z])|"
    r"买|買|卖|賣|出掉|出手|入手|新卡|换什么|換什麼|哪张|哪張|哪款|值得|推荐|推薦|预算|預算")
"""Words that ask about a card to get (with :data:`advisor.ask.cues.UPGRADE`, :data:`~advisor.ask.cues.BUY_WHAT`)."""


def asks_for_cards(text: str, read_as: ReadAs) -> bool:
    """Whether ``text`` asks about a card to get, or says the card ran out of memory (module docstring)."""
    low = " ".join(text.lower().split())
    return bool(read_as.budget is not None or cues.UPGRADE.search(low) or cues.BUY_WHAT.search(low)
                or GETTING.search(low) or vocabulary().intents["oom"].search(low))


def steps_asked(advisor: Advisor, text: str, read_as: ReadAs, answer):
    """``answer`` without the owner's steps up when the question does not ask for them, with the laptop line when it
    does and the card is a laptop GPU (module docstring); any other answer as it is."""
    shape = getattr(answer, "shape", None)
    owner = getattr(answer, "owner", None)
    if not isinstance(answer, Verdict) or owner is None or shape is None or not read_as.own:
        return answer
    if asks_for_cards(text, read_as) or _asks_what_it_does(text, shape):  # the steps up, in the list or in the owner's
        return _laptop_said(advisor, answer)  # sentence, and a laptop's told it is one
    if not shape.ranking:
        return answer
    return answer.model_copy(update={"shape": shape.model_copy(update={"ranking": [], "unit": None})})


WHAT_IT_DOES = re.compile(
    r"(?<![a-z])(?:useless|(?:any|some)\s+use|do\s+anything|be\s+used|use\s+it\s+for|good\s+(?:enough\s+)?for|"
    r"what\s+can\s+(?:i|it|you)\s+(?:do|run))(?![a-z])|能用|能跑|能做什么|能做什麼|有用吗|有用嗎|没用|沒用")
"""Words that ask what an owned card can do at all ("is my RX 580 useless for AI?", "我的 RX 580 能用来跑 AI 吗？")."""


def _asks_what_it_does(text: str, shape) -> bool:
    """Whether the question asks what the card can do at all and the answer leads with the card's overview (no error
    or setting asked about): whether a card to get would do more is part of that answer (grade F05: "a better buy is
    still shown")."""
    return shape.headline.key.startswith("owner.overview") and bool(WHAT_IT_DOES.search(" ".join(text.lower().split())))


LAPTOP_KEYS = frozenset({"owner.upgrade.laptop", "owner.upgrade.stack-laptop", "owner.upgrade.laptop-swap",
                         "ask.oom-resolution.steps-laptop"})
"""The owner's upgrade sentences that say a laptop's GPU cannot be swapped (:func:`advisor.owner._advice`)."""


def _says_laptop(message) -> bool:
    """Whether ``message`` (or a message it nests: "{advice} The smallest step up here: …") says a laptop's GPU
    cannot be swapped."""
    return message.key in LAPTOP_KEYS or any(_says_laptop(p) for p in message.params.values() if hasattr(p, "key"))


def _laptop_said(advisor: Advisor, answer):
    """``answer`` with the owner's "a laptop's GPU cannot be swapped" sentence among the deciding facts (it is a
    caveat, left out of the short form for room), for a laptop GPU's owner."""
    shape = answer.shape
    card = advisor.card(answer.owner.card)
    if not advisor.rules.is_laptop(card) or any(_says_laptop(c.message) for c in shape.decides):
        return answer
    said = next((c for c in shape.caveats if _says_laptop(c.message)), None)
    if said is None:
        return answer
    lead = 1 if shape.decides and shape.decides[0].message.key.startswith("owner.overview") else 0  # the card's
    decides = [*shape.decides[:lead], said, *shape.decides[lead:]]  # overview keeps its place after an asked fact
    return answer.model_copy(update={"shape": shape.model_copy(update={
        "decides": decides, "caveats": [c for c in shape.caveats if c is not said]})})
