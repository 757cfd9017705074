"""Answers hold messages only (issue 20): every ``str`` field of every answer model is one of the
named kinds of plain text (a card name, an id, a code, a citation, typed text, a date), never a
sentence; a sentence is a :class:`~advisor.i18n.Message`, rendered only by the front ends."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import types
from typing import Annotated, Literal, Union, get_args, get_origin

import pytest
from pydantic import BaseModel

import advisor
from advisor import models
from advisor.i18n import Message, english, msg
from advisor.models import AnswerModel, Plain


def _subclasses(cls: type) -> set[type]:
    return {c for sub in cls.__subclasses__() for c in (sub, *_subclasses(sub))}


def answer_models() -> list[type[BaseModel]]:
    """Every model the core's answers are made of: advisor.models' (its rooms), and every :class:`AnswerModel`
    defined anywhere in the package (each module of ``advisor`` imported first, so a new answer
    module is walked without editing this test)."""
    for info in pkgutil.walk_packages(advisor.__path__, "advisor."):
        if not info.name.endswith("__main__"):
            importlib.import_module(info.name)
    found = {cls for _, cls in inspect.getmembers(models, inspect.isclass)
             if issubclass(cls, BaseModel) and cls.__module__.startswith(f"{models.__name__}.")}
    found |= {cls for cls in _subclasses(AnswerModel) if cls.__module__.startswith("advisor.")}
    return sorted(found, key=lambda c: (c.__module__, c.__name__))


def test_the_walk_finds_the_answers_of_every_module():
    names = {f"{c.__module__}.{c.__name__}" for c in answer_models()}
    assert {"advisor.models.verdict.Verdict", "advisor.ask.models.Question", "advisor.cli.prices.PricesReport"} <= names


def plain_str(annotation, metadata=()) -> list[str]:
    """The problems of one field type: a ``str`` (at any depth) without a :class:`Plain` kind."""
    if annotation is str:
        return [] if any(isinstance(m, Plain) for m in metadata) else ["a str that is not a named kind"]
    origin, args = get_origin(annotation), get_args(annotation)
    if origin is Annotated:
        return plain_str(args[0], (*metadata, *args[1:]))
    if origin is Literal:
        return []
    if origin in (Union, types.UnionType, list, tuple, dict):
        return [p for a in args if a is not Ellipsis for p in plain_str(a, metadata)]
    return []


@pytest.mark.parametrize("cls", answer_models(), ids=lambda c: c.__name__)
def test_no_str_field_is_a_sentence(cls):
    problems = {name: plain_str(f.annotation, tuple(f.metadata)) for name, f in cls.model_fields.items()}
    assert not {k: v for k, v in problems.items() if v}, cls


def test_the_walker_finds_a_sentence_field():
    # the test above must be able to fail: an English str field is caught
    class Bad(AnswerModel):
        card: models.CardName
        summary: str

    assert plain_str(Bad.model_fields["summary"].annotation) and not plain_str(
        Bad.model_fields["card"].annotation, tuple(Bad.model_fields["card"].metadata))


def test_json_puts_the_text_beside_each_message():
    reason = models.Reason(rule_id="x.y", message=msg("test.models.reason", "{n:.0f} cards", n=3), source="here")
    data = reason.model_dump(mode="json")
    assert data["text"] == "3 cards" and data["message"] == "test.models.reason" and data["params"]["n"]["value"] == 3
    assert reason.model_dump(mode="json", context={"store": True})["message"] == {
        "key": "test.models.reason", "params": {"n": {"type": "number", "value": 3}}}
    note = models.Resolution(query="1060", match=None, note=msg("test.models.note", "a note"))
    assert note.model_dump(mode="json")["note"] == "a note"
    assert note.model_dump(mode="json")["note_message"]["key"] == "test.models.note"
    assert isinstance(note.note, Message) and english(note.note) == "a note"


def test_unsaid_compares_messages_not_texts():
    inner = msg("test.models.inner", "inner")
    outer = msg("test.models.outer", "outer: {why}", why=inner)
    same_text = msg("test.models.other", "inner")  # the same words under another key is another sentence
    items = [models.Note(rule_id="a.b", message=inner), models.Note(rule_id="a.b", message=same_text)]
    assert [n.message for n in models.unsaid(items, [outer])] == [same_text]


@pytest.mark.parametrize(("text", "names"), [
    ("https://a.com/x (2026-01: $1,999 -> $2,459)", "https://a.com/x"),
    ("guide:CN19 L7 L11 L28 (the guide's own prices; line numbers corrected)", "guide:CN19 L7 L11 L28"),
    ("bitdoze.com working notes for its guide (Amazon prices read on 2026-09-21): EVO-X2 128 GB $3,499.99",
     "bitdoze.com"),
    ("SYSTEMS_2026.md (shared): no stored price for an 8-GPU platform", "SYSTEMS_2026.md"),
    ("data/systems.csv; ServeTheHome, Jun 2026, quoted; 48 GB maximum; the 14-inch is limited to the M4 Max",
     "data/systems.csv; ServeTheHome"),
    ("https://a.com/x https://b.org/y (undated)", "https://a.com/x https://b.org/y"),
    ("same as us-15a-120v", ""),
])
def test_a_citation_keeps_names_and_addresses_only(text, names):
    """A :data:`~advisor.models.Citation` is names and addresses (issue 26 §4): the details in
    brackets, the explanation after a colon and parts that are only figures or phrases are left out."""
    from advisor.models import citation

    assert citation(text) == names
