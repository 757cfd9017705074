"""The shared words of the answers' sentences: the typed parameters (a card name, GB of memory)
and the data texts (a rule's own text, a fact table's column, a use case's name) that messages are
made of, joining messages, and a cited :class:`~advisor.models.Reason`. Every answer module uses
them (the rules, recommend, compare, why, the rigs…), so they sit below all of them.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache

from . import i18n
from .i18n import Message, Quantity, msg
from .i18n import takes_an as takes_an  # moved to i18n (the English renderer's articles); kept here by name
from .models import Reason
from .thresholds import RULE_PARAMS


@cache
def card_param(name: str) -> i18n.Card:
    """A card name as a message parameter (never translated); one shared object per name."""
    return i18n.Card(value=name)


@lru_cache(maxsize=1024)
def gb(value: float) -> Quantity:
    """GB of memory as a parameter, written like ``f"{value:g} GB"``: one shared (frozen) object per
    value, the last 1,024 kept (issue 30 §1: made ~2 times an answer; the same few sizes)."""
    return Quantity(value=value, unit="GB")


def data_message(key: str, english: str) -> Message:
    """A text from ``data/`` as a nested message, by its key (``rule.<id>``, ``use_case.<use
    case>.<era>``, ``support.<min_cc>-<max_cc>``…; ``tools/i18n.py``'s DATA_SOURCES), with its
    English recorded so it renders exactly as the data gives it. One shared (frozen) message per key
    and text (:func:`_data_message`), so what the short form reads of it is read once (issue 30 §1)."""
    i18n.register(key, english)
    return _data_message(key, english)


@lru_cache(maxsize=4096)
def _data_message(key: str, english: str) -> Message:
    """The message of :func:`data_message` (``english`` in the key: a text changed in data/ is another message)."""
    return Message(key=key)


#: Row keys of the issue-9 fact tables in data message keys ``fact.<table>.<row key>.<column>``
#: (the one place to align with tools/i18n.py's DATA_SOURCES).
FACT_ROW_KEYS: dict[str, str] = {  # the row keys of advisor/datatexts.py's DATA_SOURCES
    "discontinued": "{id}",
    "interconnect": "{id}",
    "precision_support": "{min_cc}-{max_cc}",
    "free_tiers": "{id}",
    "card_rules": "{rule_id}",
}


def fact_message(table: str, row: dict[str, str], column: str, english: str | None = None) -> Message:
    """A text of an issue-9 fact table (``data/<table>.csv``) as a nested data message
    ``fact.<table>.<row key>.<column>``; ``english`` replaces the column's text when the answer
    shows part of it (an owner note without its ``owner:`` tag)."""
    key = f"fact.{table}.{FACT_ROW_KEYS[table].format(**row)}.{column}"
    return data_message(key, row[column] if english is None else english)


def pytorch_error(sm: str) -> i18n.Text:
    """PyTorch's own error for a GPU architecture its build lacks, quoted as it prints it."""
    return i18n.Text(value=f"{sm} is not compatible with the current PyTorch installation")


def rule_message(rule_id: str, text: str, *, today: bool = False) -> Message:
    """A rule's own text (``data/rules.csv``'s ``text``) as the data message ``rule.<rule_id>``, or
    its ``today`` wording (``today``: the message ``rule.<rule_id>.today``), its placeholders filled
    from :data:`advisor.thresholds.RULE_PARAMS` (the numbers the checks use)."""
    message = data_message(f"rule.{rule_id}.today" if today else f"rule.{rule_id}", text)
    names = i18n.placeholders(text)
    if not names:
        return message
    return Message.model_construct(key=message.key, params={n: RULE_PARAMS[n] for n in names})


@cache
def rule_source(rule_id: str, source: str, today: str | None = None) -> Message:
    """Where a rule comes from (``data/rules.csv``'s ``source``) as the data message
    ``rule.<rule_id>.source``; with ``today`` (its ``today_source``, where the rule speaks its today
    wording from another source) both, as ``"{source}; today: {today}"`` (``rule.<rule_id>.today_source``).
    One shared (immutable) message per rule and wording: every finding of the rule cites the same object."""
    base = data_message(f"rule.{rule_id}.source", source)
    if not today or today == source:
        return base
    return msg("source.today", "{source}; today: {today}", source=base,
               today=data_message(f"rule.{rule_id}.today_source", today))

#: Use cases as answers name them (the English is the option's own id).
USE_CASE_NAMES: dict[str, Message] = {
    "general": msg("answer.use_case.general", "general"),
    "beginner": msg("answer.use_case.beginner", "beginner"),
    "kaggle": msg("answer.use_case.kaggle", "kaggle"),
    "cv-research": msg("answer.use_case.cv-research", "cv-research"),
    "nlp-research": msg("answer.use_case.nlp-research", "nlp-research"),
    "llm": msg("answer.use_case.llm", "llm"),
    "image": msg("answer.use_case.image", "image"),
}


USE_CASE_WORK: dict[str, Message] = {
    "general": msg("answer.use_case-work.general", "deep learning in general"),
    "beginner": msg("answer.use_case-work.beginner", "learning deep learning"),
    "kaggle": msg("answer.use_case-work.kaggle", "Kaggle competitions"),
    "cv-research": msg("answer.use_case-work.cv-research", "computer-vision research"),
    "nlp-research": msg("answer.use_case-work.nlp-research", "NLP research"),
    "llm": msg("answer.use_case-work.llm", "LLMs"),
    "image": msg("answer.use_case-work.image", "image generation"),
}
"""A use case as the work a sentence names ("below the 8 GB floor for deep learning in general"), never its id
("for general": grade23 kind G)."""


def use_case_work(use_case: str) -> Message | i18n.Text:
    """A use case as the work it is (:data:`USE_CASE_WORK`), in a sentence; its id where none is defined."""
    return USE_CASE_WORK.get(use_case) or i18n.Text(value=use_case)


def use_case_name(use_case: str) -> Message | i18n.Text:
    """A use case's name as a message parameter (its id where no name is defined)."""
    return USE_CASE_NAMES.get(use_case) or i18n.Text(value=use_case)


def labelled(name: str, text: str) -> Message:
    """``name: text`` as a message, said with the language's colon (``显存：24 GB``): a card before a
    sentence about it, a label before its value. Both parts are already said (faces render them)."""
    return msg("answer.labelled", "{name}: {text}", name=i18n.Text(value=name), text=i18n.Text(value=text))


def join(parts: list[Message], how: str = "sentences") -> Message:
    """Messages joined into one: ``sentences`` ("A. B."), ``semicolon`` ("a; b"), ``comma``
    ("a, b") — each language joins them its own way (no space between Chinese sentences)."""
    out = parts[0]
    for part in parts[1:]:
        if how == "semicolon":
            out = msg("answer.join.semicolon", "{first}; {second}", first=out, second=part)
        elif how == "comma":
            out = msg("answer.join.comma", "{first}, {second}", first=out, second=part)
        else:
            out = msg("answer.join.sentences", "{first} {second}", first=out, second=part)
    return out


_REASON_FIELDS = frozenset({"rule_id", "message", "source"})


def make_reason(rule_id: str, message: Message, source: Message) -> Reason:
    """A :class:`Reason` citing ``rule_id`` (from ``source``, :func:`rule_source`) with its sentence ``message``."""
    # the parts already typed: made as pydantic's model_construct makes it, without its walk over the fields in
    # Python (3.3 against 8.0 us; several reasons an answer)
    return i18n._made(Reason, {"rule_id": rule_id, "message": message, "source": source}, _REASON_FIELDS)


def only_shown(m: Message, ranked: Sequence[str]) -> Message | None:
    """``m`` naming, of a list of cards (its ``cards``), only those the ranking shows: the short form's
    "GeForce RTX 5080, GeForce RTX 5070 Ti: Blackwell, …" never names a card left out of it; ``None`` when it
    names none of them; ``m`` itself when it has no such list or every card is shown (or nothing is ranked)."""
    cards = m.params.get("cards")
    if not ranked or not isinstance(cards, i18n.ListOf) or not cards.items or not all(
            isinstance(x, i18n.Card) for x in cards.items):
        return m
    kept = [x for x in cards.items if isinstance(x, i18n.Card) and x.value in ranked]
    if len(kept) == len(cards.items):
        return m
    if not kept:
        return None
    return m.model_copy(update={"params": {**m.params, "cards": cards.model_copy(update={"items": kept})}})
