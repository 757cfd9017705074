"""What a sentence weighs for a question and which become caveats (:mod:`advisor.shape`'s module docstring):
the rules' base weights (``data/answer_weights.csv``), the shaping :class:`Context`, a :class:`Candidate`
sentence, :func:`weight`, the question's own :func:`reading` and the :func:`caveats` chosen.
"""

from __future__ import annotations

import csv
import dataclasses
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from .i18n import Message
from .models import Caveat, Speed
from .shape_also import also
from .shape_limits import CAVEAT_WEIGHT, MAX_CAVEATS
from .voices import voice
from .wording import only_shown

DEFAULT_WEIGHT = {"check": 2.0, "explanation": 1.0}
UNKNOWN_WEIGHT = 1.5  # a sentence citing a rule neither table knows: more than background, less than a reading


@cache
def _weight_rows(path: Path | None = None) -> tuple[dict[str, str], ...]:
    if path is None:
        from .catalog import data_dir

        path = data_dir() / "answer_weights.csv"
    if not path.exists():
        return ()
    with path.open(encoding="utf-8", newline="") as f:
        return tuple(csv.DictReader(f))


@cache
def rule_weights(path: Path | None = None) -> Mapping[str, float]:
    """Rule id → base weight, from ``data/answer_weights.csv`` (``path``; default the data folder's);
    read once (every caveat of every answer weighs itself by it), read-only."""
    return MappingProxyType({r["rule_id"]: float(r["weight"]) for r in _weight_rows(path)})


@cache
def question_rules(path: Path | None = None) -> frozenset[str]:
    """The rules whose sentences say how the question was read (``changes`` ``question`` in
    ``data/answer_weights.csv``: the budget's currency, a name that fits several cards, a server's
    own prices): said with the headline, never left out."""
    return frozenset(r["rule_id"] for r in _weight_rows(path) if r.get("changes") == "question")


@dataclass(frozen=True)
class Context:
    """What shaping needs beyond the answer: the market's ``guide`` (``MarketPolicy.guide``; ``None``
    today), ``speed_of`` (a card's training speed figure relative to the market's reference card,
    or ``None``), ``kinds`` (rule id → ``check``/``explanation``, ``data/rules.csv``) and ``weights``
    (rule id → base weight, :func:`rule_weights`)."""

    guide: str | None = None
    speed_of: Callable[[str], Speed | None] = field(default=lambda card: None)
    kinds: Mapping[str, str] = field(default_factory=dict)
    weights: Mapping[str, float] = field(default_factory=dict)
    question: frozenset[str] | None = None
    """The rules that say how the question was read (default: :func:`question_rules`)."""
    modified: Callable[[str], bool] = field(default=lambda card: False)
    """Whether a card is a third-party memory mod (``modified-card``, ``data/card_variants.csv``): a ranking
    line of one says so (:func:`advisor.shape._mods_said`)."""
    platform_of: Callable[[int, str], Any] | None = None
    """``platform_of(gpus, card)``: the platform (:class:`advisor.rigs.Platform`) a set is priced on in the market,
    for naming it on the set's line (:mod:`advisor.platform_said`); ``None``: not named."""

    def base(self, rule_id: str) -> float:
        """A rule's base weight (the table's, else by its kind, else :data:`UNKNOWN_WEIGHT`)."""
        weights = self.weights or rule_weights()
        if rule_id in weights:
            return weights[rule_id]
        return DEFAULT_WEIGHT.get(self.kinds.get(rule_id, ""), UNKNOWN_WEIGHT)


@dataclass(frozen=True, init=False)
class Candidate:
    """A sentence that may become a caveat: its rule, message and source, and whether it decides
    the answer (a ``why`` verdict's first reason). Frozen; made ~20 times an answer, so its ``__init__`` fills
    its fields directly (a frozen dataclass's own sets each through ``object.__setattr__``: twice the time)."""

    def __init__(self, rule_id: str, message: Message, source: Message | str | None = None, decides: bool = False,
                 card: str | None = None, base: float | None = None) -> None:
        self.__dict__.update(rule_id=rule_id, message=message, source=source, decides=decides, card=card, base=base)

    rule_id: str
    message: Message
    source: Message | str | None = None
    decides: bool = False
    card: str | None = None
    """The card the sentence is about, where the answer says so (a pick's or skipped card's reason)."""
    base: float | None = None
    """A weight of its own where the answer knows it (a cheaper way to make a model fit changes what
    to buy, whatever rule sizes it); ``None``: the rule's."""


def named_cards(message: Message) -> frozenset[str]:
    """Every card named as a parameter of ``message``, at any depth (:attr:`Message.cards`, kept on it)."""
    return message.cards


def weight(c: Candidate, ranked: Sequence[str], ctx: Context) -> float:
    """What ``c`` changes for this question (module docstring): its rule's base weight, set by the
    cards it names (``ranked``: the ranking's cards, the first one first), whether it decides the
    verdict, and whose voice it is in this market."""
    return _weight(c, ranked[0] if ranked else None, frozenset(ranked), ctx)


def _weight(c: Candidate, first: str | None, ranked: frozenset[str], ctx: Context) -> float:
    """:func:`weight` with the ranking read once per answer: its ``first`` card (``None``: nothing
    ranked) and its cards as a set."""
    base = c.base if c.base is not None else ctx.base(c.rule_id)
    w = base
    named = c.message.cards
    if c.card and c.card not in named:
        named = named | {c.card}
    if first is not None and first in named:
        w += 1
    elif not named.isdisjoint(ranked):
        w += 0.5
    elif named:
        w -= 1
    if c.decides:
        w += 1
    guide = voice(c.source)
    if guide is not None:
        if ctx.guide is None and base < CAVEAT_WEIGHT:
            return 0.0  # a guide's remark that changes nothing today: details only
        if guide == ctx.guide:
            w += 1
    return w


def _keys(message: Message) -> frozenset[str]:
    """The keys :meth:`Message.mentions` can match in ``message``: its own and its nested messages'
    (:attr:`Message.keys`, kept on it), so a sentence whose key is not among them is not said by ``message``."""
    return message.keys


def _said(message: Message, said: Sequence[tuple[Message, frozenset[str]]]) -> bool:
    """Whether one of ``said`` (each with its :func:`_keys`) mentions ``message``."""
    return any(message.key in keys and s.mentions(message) for s, keys in said)


def reading(candidates: Sequence[Candidate], ctx: Context) -> list[Message]:
    """The sentences that say how the question was read (:func:`question_rules`), each once."""
    rules = ctx.question if ctx.question is not None else question_rules()
    out: list[Message] = []
    for c in candidates:
        if c.rule_id in rules and c.message not in out:
            out.append(c.message)
    return out


def caveats(candidates: Iterable[Candidate], ranked: Sequence[str], said: Sequence[Message | None],
            ctx: Context) -> tuple[list[Caveat], int]:
    """The caveats among ``candidates`` (weight ≥ :data:`CAVEAT_WEIGHT`, at most :data:`MAX_CAVEATS`,
    heaviest first, ties in the answer's order) and the number of distinct sentences left to the
    details. A sentence ``said`` already (headline, ranking reasons) or seen before is dropped."""
    seen: dict[str, list[Message]] = {}  # by key: a sentence's identity (its JSON) is made only beside one of its key
    scored: list[tuple[float, int, Candidate]] = []
    said_keys = [(s, _keys(s)) for s in said if s is not None]  # each said sentence walked once
    said_any = frozenset().union(*(keys for _, keys in said_keys))  # a key none of them holds is not said
    first, cards = (ranked[0] if ranked else None), frozenset(ranked)
    for i, c in enumerate(candidates):
        shown = only_shown(c.message, ranked)
        if shown is None:
            continue  # every card it names is left out of the ranking shown
        whole = c.message  # said whole already (a reading note), never again trimmed to the ranking's cards (fix75d #5)
        if shown is not c.message:
            c = dataclasses.replace(c, message=shown)
        same = seen.get(shown.key)
        if (same and any(m.identity == shown.identity for m in same)) or (
                shown.key in said_any and (_said(shown, said_keys) or (
                    whole is not shown and _said(whole, said_keys)))):
            continue
        seen.setdefault(shown.key, []).append(shown)
        scored.append((_weight(c, first, cards, ctx), i, c))
    chosen: list[tuple[float, int, Candidate]] = []
    rules_said, folded = set(), 0
    for s in sorted((s for s in scored if s[0] >= CAVEAT_WEIGHT), key=lambda s: (-s[0], s[1])):
        if s[2].rule_id in rules_said:  # one caveat per rule: the same rule said twice is noise, but the same
            folded += also(chosen, s)  # sentence about another card is said of it too (advisor.shape_also)
            continue
        rules_said.add(s[2].rule_id)
        chosen.append(s)
        if len(chosen) == MAX_CAVEATS:
            break
    out = [Caveat(rule_id=c.rule_id, message=c.message, weight=w,
                  card=_about(c)) for w, _, c in chosen]
    return out, len(scored) - len(out) - folded


def _about(c: Candidate) -> str | None:
    """The card a caveat's sentence is about, to say first: ``None`` when the sentence names it, or
    is a rule's own general text (a data message ``rule.<id>``)."""
    if not c.card or c.message.key.startswith("rule.") or c.card in named_cards(c.message):
        return None
    return c.card
