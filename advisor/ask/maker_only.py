"""A maker said as the buyer's choice ("best amd gpu under 800", "我想用AMD显卡训练pytorch模型，预算5000元", then "for
pytorch on amd instead?"): break27 #5 found it said ("the list below is not limited to amd") above an all-NVIDIA list.

The maker (AMD, Intel, Apple, NVIDIA: break28 #3) is read as a limit of the ranking, as a power limit is
(:mod:`advisor.ask.power_cap`); one said with a negation ("no mac") is left out (break28 #2). The read-as line says
it (:func:`maker_notes`), and the budget's answer is made on a view of the catalogue whose market lists only that
maker's cards and machines (an AMD chip's Strix Halo box with AMD's cards), with a rule book that says the maker's
software standing of each card rather than holding it against the card (:attr:`advisor.rules.RuleBook.chosen_maker`:
a card on AMD's ROCm list is ranked, one off it stays a firm no). The answer then says that standing first, from the
rules (``vendor.rocm-list``, ``vendor.mainstream``, ``vendor.apple``: :func:`maker_said`). A question weighing
makers ("nvidia or amd?") is no such limit. Pure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..i18n import Message, Text, msg
from ..maker_view import maker_view
from ..models import Caveat
from .arc_llm import arc_llm_road
from .vendors_asked import _NVIDIA

if TYPE_CHECKING:
    from ..api import Advisor

KEY = "ask.note.maker-only"
OUT = "ask.note.maker-out"
MAKERS = {"amd": "AMD", "radeon": "AMD", "intel": "Intel", "arc": "Intel", "apple": "Apple", "mac": "Apple",
          "macs": "Apple", "macbook": "Apple", "macbooks": "Apple", "nvidia": "NVIDIA", "geforce": "NVIDIA",
          "n卡": "NVIDIA", "英伟达": "NVIDIA", "英偉達": "NVIDIA", "a卡": "AMD", "苹果": "Apple", "蘋果": "Apple",
          "英特尔": "Intel", "英特爾": "Intel"}
"""The words of :data:`_WORD` and the maker (``Card.manufacturer``) each names."""
_WORD = re.compile(r"(?<![a-z])(nvidia|geforce|amd|radeon|intel|arc|apple|macs?|macbooks?)(?![a-z])"
                   r"|(n卡|a卡|英伟达|英偉達|苹果|蘋果|英特尔|英特爾)")
"""A maker's word (break28 #3: NVIDIA is one, as AMD is)."""
_NOT_BEFORE = re.compile(r"(?:(?<![a-z])(?:no|not|non|without|except|excluding|exclude|avoid|never|anything\s+but|"
                         r"other\s+than|but\s+not|(?:do\s*n[o']?t|don'?t)\s+(?:want|like|use))(?:\s+(?:a|an|the|any|"
                         r"from))?[\s-]*|(?:不要|不用|不买|不買|除了|排除|别|別|不想要?|不考虑|不考慮|非)\s*(?:用|买|買)?\s*)$")
"""A negation right before a maker's word ("no mac", "not a mac", "不要mac", "除了苹果"): the maker left out."""
_NOT_AFTER = re.compile(r"\s*(?:excluded|not\s+allowed|is\s+out|除外|以外|不要|不考虑|不考慮)")
"""A negation right after it ("mac excluded", "苹果除外")."""
_PROCESSOR = re.compile(r"(?<![a-z])(?:amd|intel)\s+(?:core\s+)?(?:i[3579]|ultra|xeon|ryzen|threadripper|epyc|cpu|"
                        r"processor|core)(?![a-z])|(?<![a-z])(?:i[3579]|ryzen|xeon|epyc)[\s-]*\d|cpu|processor|处理器|處理器")
"""A processor said with the maker's name: the maker is the asker's CPU's, no limit on the card."""
STANDING = ("vendor.rocm-list", "vendor.mainstream", "vendor.apple", "system.unified-memory")
"""The rules that say a maker's software standing, the first of a pick's findings said first."""
WEIGHT = 10.0
"""The standing decides for a buyer who chose the maker: said first among the answer's deciding facts."""


def maker_notes(text: str) -> list[Message]:
    """The read-as lines for the makers ``text`` says as the buyer's choice ("best amd gpu", "nvidia only", "只要N卡":
    :data:`KEY`) or leaves out ("no mac", "not a mac", "不要mac", "除了苹果": :data:`OUT`); a maker said both
    ways, or two makers chosen, limit nothing. A question weighing makers is the caller's to leave out."""
    low = text.lower()
    chosen_: list[str] = []
    out: list[str] = []
    for m in _WORD.finditer(low):
        maker = MAKERS[m.group()]
        if maker in ("AMD", "Intel") and _PROCESSOR.search(low):
            continue  # "my amd ryzen cpu": the asker's processor, no limit on the card
        negated = _NOT_BEFORE.search(low[max(0, m.start() - 24):m.start()]) or _NOT_AFTER.match(low, m.end())
        (out if negated else chosen_).append(maker)
    chosen_ = [c for c in dict.fromkeys(chosen_) if c not in out]
    notes = [msg("ask.note.maker-out", "{maker} cards and machines are left out, as you asked.",
                 maker=Text(value=maker)) for maker in dict.fromkeys(out)]
    if len(chosen_) == 1:
        notes.insert(0, msg("ask.note.maker-only", "Only {maker} cards and machines are ranked, as you asked.",
                            maker=Text(value=chosen_[0])))
    return notes


def negated_blanked(text: str) -> str:
    """``text`` with each maker's word said with a negation, or as the asker's processor's, blanked ("nvidia only, no
    mac", "my amd ryzen cpu, best nvidia gpu": no makers weighed)."""
    low = text.lower()
    cpu = _PROCESSOR.search(low) is not None
    for m in _WORD.finditer(low):
        if _NOT_BEFORE.search(low[max(0, m.start() - 24):m.start()]) or _NOT_AFTER.match(low, m.end()) or (
                cpu and MAKERS[m.group()] in ("AMD", "Intel")):
            low = low[:m.start()] + " " * (m.end() - m.start()) + low[m.end():]
    return low


def left_out(read_as: Any) -> list[str]:
    """The makers a reading's notes leave out (:func:`maker_notes`)."""
    return [str(n.params["maker"].value) for n in read_as.notes if n.key == OUT]


def chosen(read_as: Any) -> str | None:
    """The maker a reading's note (:func:`maker_notes`) limits the ranking to, or ``None``."""
    note = next((n for n in read_as.notes if n.key == KEY), None)
    return None if note is None else str(note.params["maker"].value)


def maker_left(read_as: Any, text: str) -> Any:
    """``read_as`` without the limit to a maker (:func:`maker_notes`) when ``text`` names another maker ("and on
    nvidia?" after an AMD list) or cards; as is otherwise (a follow-up that says neither keeps the maker: "and for
    1000?"). Its ``maker`` and ``makers_left_out`` say the notes kept (break28 #3: ``--json`` shows them)."""
    maker = chosen(read_as)
    said = [_maker_of(n) for n in maker_notes(text) if n.key == KEY]
    if maker is not None and (read_as.cards or said and said[0] != maker or maker != "NVIDIA" and _NVIDIA.search(
            text.lower())):
        read_as = read_as.model_copy(update={"notes": [n for n in read_as.notes if n.key != KEY or (
            said and not read_as.cards and _maker_of(n) == said[0])]})
    maker, out = chosen(read_as), left_out(read_as) or None
    if (read_as.maker, read_as.makers_left_out) == (maker, out):
        return read_as
    return read_as.model_copy(update={"maker": maker, "makers_left_out": out})


def _maker_of(note: Message) -> str:
    """The maker a maker's note names."""
    return str(getattr(note.params["maker"], "value", ""))


def of_maker(advisor: Advisor, read_as: Any) -> Advisor:
    """``advisor`` for a reading limited to a maker (:func:`chosen`) or leaving makers out (:func:`left_out`): the
    one maker filter's view (:func:`advisor.maker_view.maker_view`); ``advisor`` itself otherwise."""
    if read_as.command != "recommend":
        return advisor
    return maker_view(advisor, chosen(read_as), left_out(read_as))


def maker_said(advisor: Advisor, read_as: Any, answer: Any) -> Any:
    """``answer`` with the software standing of its first pick's maker (the rules' own sentence: on AMD's ROCm list
    since …, Intel's XPU backend, Apple's MPS and MLX) said first, for a ranking limited to a maker; an LLM run on
    Intel cards with llama.cpp's road on them (:func:`advisor.ask.arc_llm.arc_llm_road`, judge31 E11); as is
    otherwise."""
    answer = arc_llm_road(advisor, read_as, answer)
    shape = getattr(answer, "shape", None)
    picks = getattr(answer, "picks", None) or ([answer.stretch] if getattr(answer, "stretch", None) else [])
    if chosen(read_as) is None or shape is None or not picks:
        return answer
    view = of_maker(advisor, read_as)
    card = view.card(picks[0].card)
    market = view.catalog.market(answer.market.id)
    found = view.rules.assess(card, market, use_case=answer.use_case or "general").findings
    standing = next((x for x in found if x.rule_id in STANDING), None)
    if standing is None:
        return answer
    said = Caveat(rule_id=standing.rule_id, message=standing.message, weight=WEIGHT)  # the sentence names the card
    if any(c.message.identity == said.message.identity for c in shape.caveats):  # a caveat says it already
        return answer
    rest = [c for c in shape.decides if c.message.identity != said.message.identity]
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [said, *rest]})})


__all__ = ["KEY", "OUT", "chosen", "left_out", "maker_notes", "maker_said", "negated_blanked", "of_maker"]
