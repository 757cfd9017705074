"""Questions about an amount of memory with no card, model or budget (session 11, new users' questions that were
asked back "What is your budget?"):

- "what's the cheapest 24gb card?", "最便宜的24g显卡": the cheapest card the market prices with that much memory, and,
  when it is another one, the cheapest the rules recommend — a workstation card held back only for its memory
  counts, as the product picks the RTX A6000 for 48 GB elsewhere — with an AMD card on AMD's ROCm list always named
  as a candidate for inference, the CUDA caveat said (break17 #7) (:func:`cheapest_with`);
- "is 8gb vram enough in 2026?", "12g显存够用吗": what that memory runs (the heaviest published image set-up, a
  ResNet-50's batch, the largest LLM in 4-bit: ``owner.overview``'s parts) against today's memory floors
  (``memory.by-task``: general and beginner) (:func:`memory_enough`).

Pure; each returns the reply, or ``None`` when the question is not of its kind.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..compare import shown_price
from ..i18n import Message, Text, msg
from ..owner import memory_runs
from ..wording import gb, join
from .cheap_floor import several_for
from .cheaper_card import _priced, cheapest

if TYPE_CHECKING:
    from ..api import Advisor

_NOT_RAM = r"(?!\s*(?:of\s+)?(?:system\s+|ddr\d\s+)?(?:ram|内存|內存|記憶體))"
"""Not the machine's memory ("64gb ram", "64g内存"): the amount a cheapest question asks is the card's."""
_CHEAP_AFTER = (r"as\s+cheap(?:ly)?\s+as\s+(?:possible|i\s+can)|"
                r"for\s+(?:the\s+)?(?:least|lowest)\s+(?:money|cost|price)|"
                r"at\s+(?:the\s+)?lowest\s+(?:cost|price)|on\s+the\s+cheap(?:est)?|cheapest|cheaply|"
                r"least\s+expensive|lowest[-\s]cost|cheapest\s+(?:way|option)")
"""A cheapness said after the memory ("need 48gb vram as cheap as possible": newuser17 #5)."""
_CHEAPEST = re.compile(r"(?:cheapest|lowest[-\s]cost|least[-\s]expensive|most\s+affordable)\s+(?:[\w-]+\s+){0,4}?"
                       r"(\d{1,3})\s*gb?(?![a-z0-9])" + _NOT_RAM + "|"
                       r"(?<![\d.$€£¥])(\d{1,3})\s*gb?(?![a-z0-9])" + _NOT_RAM +
                       r"(?:\s+(?:of\s+)?(?:vram|gpu\s+memory|memory))?"
                       r"[^.?!;]{0,30}?(?<![a-z])(?:" + _CHEAP_AFTER + ")|"
                       r"最(?:便宜|省钱|省錢|低成本|实惠|實惠|划算|劃算)\S{0,8}?(?<![\d.])(\d{1,3})\s*g[b]?(?![a-z0-9])"
                       + _NOT_RAM + "|"
                       r"(?<![\d.])(\d{1,3})\s*g[b]?(?![a-z0-9])\s*(?:显存|顯存)\S{0,10}?(?:越便宜越好|越省钱越好|越省錢越好|最便宜|最省钱|最省錢|最低成本|花最少)|"
                       r"(?<![\d.])(\d{1,3})\s*gb?\s+(?:vram\s+)?(?:card|gpu|graphics\s+card)s?\s+(?:is\s+)?(?:the\s+)?cheapest|最便宜的\s*(\d{1,3})\s*g|"
                       r"(?<![\d.])(\d{1,3})\s*g[b]?\s*(?:显存|顯存)?\s*(?:的)?\s*(?:卡|显卡|顯卡)?\s*(?:哪个|哪個)?\s*最便宜")
_ENOUGH = re.compile(r"(?<![\d.])(\d{1,3})\s*gb?\s*(?:of\s+)?(?:vram|memory|ram|显存|顯存)?\s*(?:still\s+)?enough|"
                     r"(?<![\d.])(\d{1,3})\s*g[b]?\s*(?:显存|顯存)\s*(?:还|還)?\s*(?:够用吗|够吗|够不够|夠嗎|夠用嗎|夠不夠|"
                     r"(?:够|夠)(?:跑|用)\S{0,6}?(?:吗|嗎))")
_MIN, _MAX = 2.0, 192.0
"""The memory amounts read as a card's memory (GB): below or above, the number is something else."""


def _amount(match: re.Match[str] | None) -> float | None:
    """The GB a match names (its first group that matched), within :data:`_MIN`–:data:`_MAX`."""
    if match is None:
        return None
    value = float(next(g for g in match.groups() if g is not None))
    return value if _MIN <= value <= _MAX else None


def cheapest_memory(text: str) -> float | None:
    """The memory (GB) a question asking the cheapest card of a memory names ("lowest-cost way to get 96 GB": 96)."""
    return _amount(_CHEAPEST.search(text.lower()))


def cheapest_with(advisor: Advisor, text: str, market_id: str | None, kept: float | None = None) -> Message | None:
    """``kept``: the memory (GB) of a follow-up of this topic that says none of its own words ("and 32gb?").
    "The cheapest card with 24 GB here: Tesla P40 (24 GB, 295 USD used); the cheapest the rules recommend: GeForce
    RTX 3090 (24 GB, 1,275 USD used)." for a question asking the cheapest card of a memory; ``None`` otherwise."""
    memory = _amount(_CHEAPEST.search(text.lower())) or kept
    if memory is None:
        return None
    market = advisor.catalog.market(market_id if market_id in advisor.catalog.markets else None)
    maker = maker_asked(text)
    if maker is not None and maker != "NVIDIA":  # "cheapest 16gb amd card", "and amd?": that maker's cards only
        return _cheapest_of_maker(advisor, market, memory, maker)
    priced = []
    for name in dict.fromkeys(n for n, _ in advisor.catalog.prices(market.id)):
        price = shown_price(advisor.catalog.price_of(market.id, name))
        card = advisor.catalog.card(name)
        if price is not None and price.pick and not card.is_system and (card.memory_gb or 0.0) >= memory and (
                maker is None or card.manufacturer == maker):  # "cheapest 24gb nvidia card": NVIDIA's only
            priced.append((price.amount, name, card, price))
    if not priced:
        return None
    priced.sort(key=lambda t: (t[0], t[1]))
    recommended = cheapest(advisor, market, memory_gb=memory, for_memory=True)  # a workstation card held back
    # only for its memory counts (the RTX A6000 is the product's own 48 GB pick: break17 #7)
    limit = recommended[1].amount if recommended is not None else float("inf")
    below = [(card, price) for amount, _, card, price in priced if amount < limit]
    cheaper = below[:CHEAPER_SHOWN]
    rocm = next(((card, price) for card, price in below if _on_rocm(advisor, card)), None)
    if rocm is not None and all(card.name != rocm[0].name for card, _ in cheaper):  # an AMD card on the ROCm
        cheaper.append(rocm)  # list is a candidate for inference, always named (the 7900 XTX: break17 #7)
    if not cheaper:
        assert recommended is not None
        return _with_several(advisor, market, memory, recommended[1].amount, msg(
            "ask.cheapest-memory.one", "The cheapest card with {memory} or more here: {pick}.", memory=gb(memory),
            pick=_priced(*recommended)))
    items = join([msg("ask.cheapest-memory.item", "{pick}: {why}", pick=_priced(card, price),
                      why=_why_not(advisor, market, card)) for card, price in cheaper], "semicolon")
    if recommended is None:
        return _with_several(advisor, market, memory, None, msg(
            "ask.cheapest-memory.none", "The cheapest cards with {memory} or more here: {items}; none of them is one "
            "the rules recommend.", memory=gb(memory), items=items))
    return _with_several(advisor, market, memory, recommended[1].amount, msg(
        "ask.cheapest-memory", "The cheapest cards with {memory} or more here: {items}; the cheapest the rules "
        "recommend (on today's software, no data-centre card): {recommended}.", memory=gb(memory), items=items,
        recommended=_priced(*recommended)))


def _with_several(advisor: Advisor, market, memory: float, single: float | None, said: Message) -> Message:
    """``said`` (the cheapest card with ``memory``, at ``single``) with the cheaper ways to that memory in several
    cards or a machine after it, when there are (:func:`advisor.ask.cheap_floor.several_for`: "lowest-cost way to get
    96 GB"): the same sentence and parameters, ``several`` added."""
    several = several_for(advisor, market, memory, single)
    if several is None:
        return said
    p = {**said.params, "several": several}
    if said.key == "ask.cheapest-memory.one":
        return msg("ask.cheapest-memory.one.several", "The cheapest card with {memory} or more here: {pick}. "
                   "{several}", **p)
    if said.key == "ask.cheapest-memory.none":
        return msg("ask.cheapest-memory.none.several", "The cheapest cards with {memory} or more here: {items}; "
                   "none of them is one the rules recommend. {several}", **p)
    return msg("ask.cheapest-memory.recommended.several", "The cheapest cards with {memory} or more here: {items}; "
               "the cheapest the rules recommend (on today's software, no data-centre card): {recommended}. "
               "{several}", **p)


CHEAPER_SHOWN = 3
"""How many cards cheaper than the cheapest recommended one are named, each with what keeps it out."""


_MAKERS = {"AMD": re.compile(r"(?<![a-z])(?:amd|radeon|rocm)(?![a-z])|a卡|农企|農企"),
           "Intel": re.compile(r"(?<![a-z])(?:intel|arc)(?![a-z])|i卡|英特尔|英特爾"),
           "NVIDIA": re.compile(r"(?<![a-z])(?:nvidia|geforce|cuda)(?![a-z])|n卡|英伟达|英偉達")}
"""A maker asked for by name, card line or stack, in English and Chinese."""


def maker_asked(text: str) -> str | None:
    """The one maker ``text`` names ("cheapest 16gb amd card", "最便宜的16g a卡", "and amd?": ``"AMD"``), as the
    catalogue's ``manufacturer`` spells it; ``None`` when it names none, or several (a question weighing makers)."""
    low = text.lower()
    named = [maker for maker, words in _MAKERS.items() if words.search(low)]
    return named[0] if len(named) == 1 else None


def _cheapest_of_maker(advisor: Advisor, market, memory: float, maker: str) -> Message:
    """The cheapest cards of ``maker`` (not NVIDIA) with at least ``memory`` GB the market prices, cheapest first
    (:data:`CHEAPER_SHOWN` of them), each with its standing (for AMD: on AMD's ROCm list or not,
    ``data/rocm_support.csv``; ``vendor.rocm-list``) — those on the ROCm list only, when any is; or that none is
    priced here."""
    found = []
    for name in dict.fromkeys(n for n, _ in advisor.catalog.prices(market.id)):
        price = shown_price(advisor.catalog.price_of(market.id, name))
        card = advisor.catalog.card(name)
        if price is not None and price.pick and not card.is_system and card.manufacturer == maker and (
                card.memory_gb or 0.0) >= memory:
            found.append((price.amount, name, card, price))
    found.sort(key=lambda t: (t[0], t[1]))
    listed = [(card, price) for _, _, card, price in found if _on_rocm(advisor, card)] or [
        (card, price) for _, _, card, price in found]
    if not listed:
        return msg("ask.cheapest-memory.maker-none", "No {maker} card with {memory} or more has a price here.",
                   maker=Text(value=maker), memory=gb(memory))
    items = join([msg("ask.cheapest-memory.item", "{pick}: {why}", pick=_priced(card, price),
                      why=_why_not(advisor, market, card)) for card, price in listed[:CHEAPER_SHOWN]], "semicolon")
    return msg("ask.cheapest-memory.maker", "The cheapest {maker} cards with {memory} or more here: {items}.",
               maker=Text(value=maker), memory=gb(memory), items=items)


def _on_rocm(advisor: Advisor, card) -> bool:
    """Whether ``card`` is an AMD card on AMD's ROCm support list (``data/rocm_support.csv``, status supported)."""
    row = advisor.catalog.rocm_support.get(card.name)
    return card.manufacturer == "AMD" and row is not None and row["status"] == "supported"


def _why_not(advisor: Advisor, market, card) -> Message:
    """What keeps ``card`` out of the rules' picks, in a few words: its first finding the rules do not pass; an AMD
    card on the ROCm list is a candidate for inference, the CUDA caveat said (``vendor.rocm-list``)."""
    if _on_rocm(advisor, card):
        return msg("ask.cheapest-memory.amd-rocm", "on AMD's ROCm list, so a candidate for inference (PyTorch, "
                   "llama.cpp, vLLM on Linux); CUDA-only code will not run")
    if card.manufacturer == "AMD":
        return msg("ask.cheapest-memory.amd", "no CUDA (ROCm on Linux)")
    if card.manufacturer == "Intel":
        return msg("ask.cheapest-memory.intel", "no CUDA (Intel's XPU backend)")
    if card.line == "datacenter":
        return msg("ask.cheapest-memory.datacenter", "a data-centre card: passive cooling, no display")
    if advisor.rules.support(card) not in (None,) and (advisor.rules.support(card) or {}).get("status") != "supported":
        return msg("ask.cheapest-memory.old", "today's CUDA dropped its architecture")
    return msg("ask.cheapest-memory.other", "not a pick of the rules here")


def memory_enough(advisor: Advisor, text: str, market_id: str | None, kept: float | None = None,
                  use_case: str | None = None) -> Message | None:
    """What an amount of memory runs against today's floors, for "is 8gb enough?" with nothing else named (``kept``: the
    memory, GB, of a follow-up of this topic: "and 12gb?"); ``use_case`` ``llm`` ("is 8gb vram enough for llms?"): the
    largest LLM it runs in 4-bit against today's LLM floor (``memory.by-task`` llm); ``None`` otherwise."""
    memory = _amount(_ENOUGH.search(text.lower())) or kept
    if memory is None:
        return None
    market = advisor.catalog.market(market_id if market_id in advisor.catalog.markets else None)
    parts = memory_runs(advisor.rules, memory)
    if use_case == "llm":  # "is 8gb vram enough for llms?": the LLM it runs, against the LLM floor
        return _llm_enough(advisor, memory, market, [p for p in parts if p.key == "owner.overview.llm"])
    if use_case is not None or not parts:
        return None
    general = advisor.rules.floor_value("general", market)
    beginner = advisor.rules.floor_value("beginner", market)
    if memory >= max(general, beginner):
        verdict = msg("ask.memory-enough.yes", "enough to learn on and for most of today's work; more memory only "
                      "for larger models")
    elif memory >= general:
        verdict = msg("ask.memory-enough.tight", "enough to start, tight: {beginner} is today's recommendation to "
                      "learn on", beginner=gb(beginner))
    else:
        verdict = msg("ask.memory-enough.no", "below today's floor of {general}", general=gb(general))
    return msg("ask.memory-enough", "{memory} of GPU memory: {verdict}. It runs {what}. Name your model or job for "
               "its own figure.", memory=gb(memory), verdict=verdict,
               what=join(parts, "semicolon"))


def _llm_enough(advisor: Advisor, memory: float, market, parts: list[Message]) -> Message | None:
    """"8 GB of GPU memory for LLMs: below today's floor of 12 GB … It runs LLMs up to 8B in 4-bit" (``parts``: the
    LLM line of :func:`advisor.owner.memory_runs`); ``None`` when it runs no LLM in 4-bit."""
    if not parts:
        return None
    floor = advisor.rules.floor_value("llm", market)
    verdict = (msg("ask.memory-enough.llm.yes", "enough for today's local LLMs (the floor is {floor})", floor=gb(floor))
               if memory >= floor else msg("ask.memory-enough.llm.no", "below today's floor for local LLMs of {floor}",
                                           floor=gb(floor)))
    return msg("ask.memory-enough.llm", "{memory} of GPU memory for LLMs: {verdict}. It runs {what}. Name your model "
               "for its own figure.", memory=gb(memory), verdict=verdict,
               what=join(parts, "semicolon"))


__all__ = ["cheapest_memory", "cheapest_with", "memory_enough"]
