"""A card asked about, not owned: the rig's answer without "your" (issue 28 §2, breaker: "can a 3090 run qwen3 32b?",
"想用4090跑qwen3 32b" were answered "On your GeForce RTX 3090" / "在你的 … 上" to a member who has no such card).

``fits --card`` is the owner's hardware (:mod:`advisor.owned`), so its sentences name the rig through
:func:`advisor.owned.yours` ("your GeForce RTX 3090") and :func:`advisor.owned.yours_total` ("your 48 GB"), and
mark the rig's line in the list "your card". When a question names a card without owning it (no "my / I have /
我的 / 手上有": the reader's ``own``), :func:`not_owned` swaps those three wordings, and only them, for the asked
ones: "a GeForce RTX 3090" (or the rig's own name for several cards), "the 48 GB", "the card asked about". The
sizes, fits and speeds are the same: the card is the same card whoever holds it.
"""

from __future__ import annotations

import types
import typing
from functools import cache
from typing import Any

from pydantic import BaseModel

from .i18n import _UNREAD as i18n_unread
from .i18n import Card, Currency, Date, ListOf, Message, MessageParam, Money, Number, Quantity, Text, UserText, msg
from .models.base import AnswerModel
from .wording import takes_an

_RUNS = frozenset({"runs.none", "runs.summary", "runs.summary.context", "runs.train.none", "runs.train",
                   "runs.train.usual", "runs.train.usual.lora", "runs.train.usual-none", "runs.train.full-first",
                   "runs.train.full-first-none"})
"""What a rig runs or fine-tunes (:mod:`advisor.runs`), said of a card asked about: "The GeForce RTX 4090 (24 GB)"."""


def _runs_asked(key: str, p: dict[str, Any]) -> Message:
    """The asked wording of one of :data:`_RUNS` (the same params)."""
    if key == "runs.none":
        return msg("runs.none.asked", "The {rig} ({memory}) holds none of the table's models with room, not even at "
                   "4-bit; the smallest need about {need}.", **p)
    if key == "runs.summary":
        return msg("runs.summary.asked", "The {rig} ({memory}) runs models up to {largest}; the best it runs for each "
                   "use below (llmfit-style: the best quant level that fits with room, F16 down to Q3_K_M, 4,096-token "
                   "context).", **p)
    if key == "runs.summary.context":
        return msg("runs.summary.context.asked", "At the {context:,.0f}-token context asked (its KV cache counted), "
                   "the {rig} ({memory}) runs models up to {largest}; the best it runs for each use below (llmfit-"
                   "style: the best quant level that fits with room, F16 down to Q3_K_M; a model whose window is "
                   "shorter is left out).", **p)
    if key == "runs.train.usual-none":
        return msg("runs.train.usual-none.asked", "The {rig} ({memory}) fine-tunes models up to {model} the usual "
                   "way, with {task} (rank {rank:.0f}, about {need}, 1,024-token context, batch 1); full "
                   "fine-tuning, every weight trained, fits none of the table's models with room.", **p)
    if key == "runs.train.usual":
        return msg("runs.train.usual.asked", "The {rig} ({memory}) fine-tunes models up to {model} the usual way, "
                   "with {task} (rank {rank:.0f}, about {need}, 1,024-token context, batch 1); full "
                   "fine-tuning, every weight trained, reaches {full} (about {full_need}).", **p)
    if key == "runs.train.usual.lora":  # the LoRA rung of round 30's ladder (fix78a), of a card asked about
        return msg("runs.train.usual.lora.asked", "The {rig} ({memory}) fine-tunes models up to {model} the usual way, "
                   "with {task} (rank {rank:.0f}, about {need}, 1,024-token context, batch 1); LoRA with the weights "
                   "in bf16 reaches {lora} (about {lora_need}); full fine-tuning, every weight trained, reaches "
                   "{full} (about {full_need}).", **p)
    if key == "runs.train.full-first-none":
        return msg("runs.train.full-first-none.asked", "The {rig} ({memory}) fully fine-tunes (every weight trained) "
                   "none of the table's models with room; the usual way, with {task} (rank {rank:.0f}, 1,024-token "
                   "context, batch 1), it fine-tunes models up to {model} (about {need}).", **p)
    if key == "runs.train.full-first":
        return msg("runs.train.full-first.asked", "The {rig} ({memory}) fully fine-tunes (every weight trained) models "
                   "up to {full} (about {full_need}, 1,024-token context, batch 1); the usual way, with {task} "
                   "(rank {rank:.0f}), it fine-tunes models up to {model} (about {need}).", **p)
    if key == "runs.train.none":
        return msg("runs.train.none.asked", "The {rig} ({memory}) fine-tunes none of the table's models with {task}, "
                   "with room.", **p)
    return msg("runs.train.asked", "The {rig} ({memory}) fine-tunes models up to {model} with {task} (about {need}, "
               "1,024-token context, batch 1).", **p)


_BESIDE = frozenset({"shape.role.fit-beside-platform", "shape.role.fit-beside"})
"""The owner's lines of another card added beside theirs ("with your GeForce RTX 4090; 810 USD more if your PC lacks
…", :mod:`advisor.upgrade`), said of a card asked about (break27 #16): beside it, the platform a price of its own.
(More of the card asked about is the whole split a buyer pays: :func:`bought_whole`.)"""
_ROOM = frozenset({"ask.rig-room", "ask.rig-room.speed"})
"""What several cards do together beyond the job (:mod:`advisor.ask.rig_room`: "Your 3 × GeForce RTX 3090 do more
together …"), said of cards asked about."""
_SWAPPED = frozenset({"owned.rig.yours", "owned.total.yours", "shape.role.rig", "shape.role.rig-cards",
                      "shape.role.machine", "shape.role.machines", *_RUNS, *_BESIDE, *_ROOM})
"""The keys :func:`not_owned` rewrites (a pass over an answer touches no other sentence)."""


def _beside_asked(key: str, p: dict[str, Any]) -> Message:
    """The asked wording of one of :data:`_BESIDE` (the same params)."""
    if key == "shape.role.fit-beside-platform":
        return msg("shape.role.fit-beside-platform.asked", "beside the {card} asked about; with it, {platform} for "
                   "the board and power supply {count} cards need", **p)
    return msg("shape.role.fit-beside.asked", "beside the {card} asked about", **p)


def _asked(key: str, params: dict[str, Any]) -> Message:
    """The asked wording of one owner's wording (module docstring)."""
    if key in _RUNS:
        return _runs_asked(key, params)
    if key in _BESIDE:
        return _beside_asked(key, params)
    if key == "ask.rig-room.speed":
        return msg("ask.rig-room.speed.asked", "These {count} × {card} would do more together: a copy of this model "
                   "on each card serves {count} requests at once, or split by layers over {k} of them they run up to "
                   "{size:.0f}B in 4-bit, at about {tok_s} (estimated).", **params)
    if key == "ask.rig-room":
        return msg("ask.rig-room.asked", "These {count} × {card} would do more together: a copy of this model on "
                   "each card serves {count} requests at once, or split by layers over {k} of them they run up to "
                   "{size:.0f}B in 4-bit.", **params)
    if key == "owned.rig.yours":
        inner = params["rig"]
        if getattr(inner, "key", None) == "owned.rig.machine":  # one machine: a machine's count word ("在一台 Apple Mac
            # Studio 上", never "一张", a card's); English still "an Apple Mac Studio"
            if takes_an(str(getattr(inner.params.get("card"), "value", ""))):
                return msg("owned.machine.an", "an {rig}", rig=inner)
            return msg("owned.machine.a", "a {rig}", rig=inner)
        if getattr(inner, "key", None) == "owned.rig.one":  # one card: "a GeForce RTX 3090", "an RTX A6000"
            name = getattr(inner.params.get("card"), "value", "")
            if takes_an(str(name)):
                return msg("owned.rig.an", "an {rig}", rig=inner)
            return msg("owned.rig.a", "a {rig}", rig=inner)
        return msg("owned.rig.asked", "{rig}", rig=inner)  # "2 × GeForce RTX 3090 (48 GB in all)"
    if key == "owned.total.yours":
        return msg("owned.total.the", "the {total}", total=params["total"])
    if key == "shape.role.rig":
        return msg("shape.role.asked", "the card asked about")
    if key == "shape.role.machine":
        return msg("shape.role.asked-machine", "the machine asked about")
    if key == "shape.role.machines":
        return msg("shape.role.asked-machines", "the machines asked about")
    return msg("shape.role.asked-cards", "the cards asked about")


_MACHINE = frozenset({"shape.role.rig", "shape.role.rig-cards", "fits.own.as-released.more",
                      "fits.own.as-released-fp8.more", "owned.rig.one"})
"""The keys :func:`machine_words` rewrites."""


def _machine(key: str, params: dict[str, Any]) -> Message:
    """The wording of one rig sentence for a machine (a Mac, a DGX Spark) instead of a card."""
    if key == "owned.rig.one":  # the same name, marked a machine: :func:`_asked` then counts it as a machine
        # ("一台", never "一张": a machine is not a card)
        return msg("owned.rig.machine", "{card}", card=params["card"])
    if key == "shape.role.rig":
        return msg("shape.role.machine", "your machine")
    if key == "shape.role.rig-cards":
        return msg("shape.role.machines", "your machines")
    if key == "fits.own.as-released.more":
        return msg("fits.own.as-released.more.machines", "In 16 bits, as its weights are released, it needs about "
                   "{need}, more than {total}: {count} such machines.", need=params["need"], total=params["total"],
                   count=params["count"])
    return msg("fits.own.as-released-fp8.more.machines", "In FP8, as its weights are released, it needs about {need}, "
               "more than {total}: {count} such machines.", need=params["need"], total=params["total"],
               count=params["count"])


PLAIN = (str, int, float, bool, bytes, type(None))
"""Annotations that hold no message."""
_LEAVES = frozenset({str, int, float, bool, type(None), Card, Number, Quantity, Money, Currency, Date, Text, UserText})
"""Values that hold no sentence: plain values and a message's plain parameters (issue 30 §1: three quarters of the
~3,500 values of a ``fits`` answer; the walk returns them as they are without a call)."""


def _may_hold(annotation: object, seen: frozenset[type]) -> bool:
    """Whether a value of ``annotation`` may be or hold a message (anything not known to be plain may)."""
    if annotation in PLAIN:
        return False
    origin = typing.get_origin(annotation)
    if origin is typing.Literal:
        return False
    if origin is typing.Annotated:
        return _may_hold(typing.get_args(annotation)[0], seen)
    if origin in (list, tuple, set, frozenset, dict, typing.Union, types.UnionType) or (
            origin is not None and origin.__module__ == "collections.abc"):
        return any(_may_hold(a, seen) for a in typing.get_args(annotation) if a is not Ellipsis)
    if isinstance(annotation, type) and issubclass(annotation, (Message, MessageParam, ListOf)):
        return True
    if annotation in _LEAVES:
        return False
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation in seen or bool(_holding(annotation, seen | {annotation}))
    # an enum of strings or an int subclass holds none; Any, a type variable, an unresolved reference may
    return not (isinstance(annotation, type) and issubclass(annotation, PLAIN))


def _holding(cls: type[BaseModel], seen: frozenset[type]) -> tuple[str, ...]:
    return tuple(name for name, info in cls.model_fields.items() if _may_hold(info.annotation, seen))


@cache
def holding(cls: type[BaseModel]) -> tuple[str, ...]:
    """The fields of the answer model ``cls`` whose annotation may hold a message (through lists, tuples,
    dicts, unions, optionals and nested models; ``Any`` and what is not a model may), computed once per class:
    the walk reads only these (a card's prices and decode figures hold none)."""
    made = _holding(cls, frozenset({cls}))
    if not made:
        _EMPTY.add(cls)
    return made


_WALKED = AnswerModel._walked  # the slot's descriptor: read without pydantic's __getattr__
_SWAPPED_AS = Message._walked  # a message's walk kept (its slot's descriptor)
_UNREAD = i18n_unread
_set = object.__setattr__

_EMPTY: set[type] = set()
"""Answer models :func:`holding` found to hold no message: returned as they are, like :data:`_LEAVES`."""


def _walk(value: Any, keys: frozenset[str] = _SWAPPED, swap=_asked) -> Any:
    """``value`` with every wording of ``keys`` in it swapped by ``swap``; the same object when none is in it.

    A message none of whose keys (its own and its nested messages', :attr:`Message.keys`, read once per message)
    is among ``keys`` is returned as it is, unwalked (issue 30 §1: a ``fits`` answer's walk was ~2-3 ms, most of
    it in sentences no swap touches); so are plain values (:data:`_LEAVES`)."""
    kind = type(value)
    if kind in _LEAVES or kind in _EMPTY:
        return value
    if kind is Message:
        if value.keys.isdisjoint(keys):
            return value
        try:  # a message is frozen: its swap with these keys is what it was (kept sentences, walked per question)
            walked = _SWAPPED_AS.__get__(value)
        except AttributeError:  # a message pydantic made: not walked yet
            walked = None
        if walked is not None and walked is not _UNREAD and walked[0] is keys and walked[1] is swap:
            return value if walked[2] is None else walked[2]
        made = _walk_message(value, keys, swap)
        _set(value, "_walked", (keys, swap, None if made is value else made))  # never a cycle through itself
        return made
    if isinstance(value, (Message, MessageParam)):
        return _walk_message(value, keys, swap)
    if isinstance(value, ListOf):
        items = [_walk(i, keys, swap) for i in value.items]
        return value if all(a is b for a, b in zip(items, value.items, strict=True)) else value.model_copy(
            update={"items": items})
    if isinstance(value, BaseModel):
        part = isinstance(value, AnswerModel)
        if part:
            try:
                if _WALKED.__get__(value) == (keys, swap):  # walked before with these: none of the keys in it
                    return value
            except AttributeError:  # not walked yet
                pass
        update = {}
        for name in holding(type(value)):
            old = getattr(value, name)
            if type(old) in _LEAVES:
                continue
            new = _walk(old, keys, swap)
            if new is not old:
                update[name] = new
        if update:
            return value.model_copy(update=update)
        if part:  # an answer model is frozen: what it holds is what it held (kept parts are walked again and again)
            _set(value, "_walked", (keys, swap))
        return value
    if isinstance(value, list):
        items = [_walk(v, keys, swap) for v in value]
        return value if all(a is b for a, b in zip(items, value, strict=True)) else items
    if isinstance(value, tuple):
        items = [_walk(v, keys, swap) for v in value]
        return value if all(a is b for a, b in zip(items, value, strict=True)) else tuple(items)
    if isinstance(value, dict):
        out = {k: _walk(v, keys, swap) for k, v in value.items()}
        return value if all(out[k] is value[k] for k in out) else out
    return value


def _walk_message(value: Message | MessageParam, keys: frozenset[str], swap) -> Message | MessageParam:
    """``value`` with every wording of ``keys`` in it and its parameters swapped by ``swap`` (:func:`_walk`)."""
    params = {name: p if type(p) in _LEAVES else _walk(p, keys, swap) for name, p in value.params.items()}
    if value.key in keys:
        made = swap(value.key, params)
        return made if isinstance(value, Message) else MessageParam(key=made.key, params=made.params)
    if all(params[n] is value.params[n] for n in params):
        return value
    return msg_like(value, params)


def msg_like(value: Message | MessageParam, params: dict[str, Any]) -> Message | MessageParam:
    """``value`` (a message or a nested one) with ``params`` in place of its own: same key, same kind."""
    if isinstance(value, Message):
        return Message(key=value.key, params=params)
    return MessageParam(key=value.key, params=params)


def not_owned(answer: Any) -> Any:
    """``answer`` (any answer model) with the owner's wordings of a rig swapped for a card asked about (module
    docstring), and its lines that add cards beside the owner's (:func:`advisor.upgrade.owner_upgrades`: "225 USD
    for 1 more · with yours") priced as the whole split a buyer pays (:func:`bought_whole`); the same object when
    it holds none."""
    return bought_whole(_walk(answer))


ADDS = frozenset({"shape.role.fit-adds", "shape.role.fit-adds-platform", "shape.role.fit-adds-train",
                  "shape.role.fit-adds-train-platform"})
"""The reasons of a line that adds cards beside the owner's own of the same kind."""


def bought_whole(answer: Any) -> Any:
    """``answer`` with each line of its short form that adds cards beside the owner's (:data:`ADDS`) said as the
    split a buyer pays in all — every card and the board and power supply the count needs (U18: "would an RTX 3060
    do?" was offered "225 USD for 1 more · with yours" beside "the card asked about") — after the lines of one card
    (one card that holds the job is the simpler buy); ``answer`` itself when none does."""
    shape = getattr(answer, "shape", None)
    if shape is None or not any(x.adds and x.reason is not None and x.reason.key in ADDS for x in shape.ranking):
        return answer
    whole, rest = [], []
    for x in shape.ranking:
        if not (x.adds and x.reason is not None and x.reason.key in ADDS and x.price is not None):
            rest.append(x)
            continue
        platform = x.reason.params.get("platform")
        extra = platform.amount if isinstance(platform, Money) else 0.0
        whole.append(x.model_copy(update={"adds": None, "total": round(x.price.amount * x.gpus + extra, 2),
                                          "reason": msg("shape.role.split-whole", "with the board and power supply "
                                                        "{count} cards need", count=x.gpus) if extra else None}))
    return answer.model_copy(update={"shape": shape.model_copy(update={"ranking": rest + whole})})


def machine_words(answer: Any) -> Any:
    """``answer`` (a ``fits`` answer on a machine: a Mac, a DGX Spark) with its rig said as a machine, not a card:
    "your machine", and "N such machines" for the weights as released (breaker: a Mac Studio was "4 cards of 179.2
    GB" and "your card"; a Mac is one machine)."""
    return _walk(answer, _MACHINE, _machine)


def is_laptop(card: Any) -> bool:
    """Whether ``card`` is a laptop (a MacBook, a laptop GPU): one machine a buyer never multiplies (break23 #10: "4
    such machines" for a MacBook Air)."""
    return any(word in card.name.lower() for word in ("macbook", "laptop"))


def bigger_machine(catalog: Any, card: Any, need_gb: float) -> Any | None:
    """The same machine (its product line and chip family: a Mac Studio with an M3 Ultra) in a larger memory option
    whose GPU share (``llm_memory_gb``, GB) holds ``need_gb`` with the fit headroom, the same chip first, then the
    least memory; ``None`` when none does ("70b on an m3 ultra" in 16 bits: the 256 GB Mac Studio holds it, never
    "3 such machines" — a Mac is one machine, and data/systems.csv lists its memory options)."""
    from .thresholds import HEADROOM_GB

    family, line = (card.chip or "").split(" (")[0], card.name.split(" (")[0]
    best = None
    for name in catalog.systems():
        other = catalog.card(name)
        if other.name == card.name or (other.chip or "").split(" (")[0] != family or other.name.split(" (")[0] != line:
            continue
        if (other.llm_memory_gb or 0.0) < need_gb + HEADROOM_GB:
            continue
        key = (other.chip != card.chip, other.llm_memory_gb or 0.0)
        if best is None or key < best[0]:
            best = (key, other)
    return best[1] if best is not None else None
