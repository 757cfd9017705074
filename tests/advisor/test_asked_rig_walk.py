"""The asked wording's walk reads only what may hold a sentence (issue 30 §1: ``not_owned`` walked every value of
a ``fits`` answer, ~3,500 of them, 2-3 ms a question): a message none of whose keys is swapped, a plain value and
a model field whose annotation holds no message are returned unwalked. Set against the plain walk of every value
(the walk before), on the fits answers the reader makes of cards asked about and owned, and on machines."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import BaseModel

from advisor import asked_rig
from advisor.i18n import ListOf, Message, MessageParam
from advisor.models.cards import DecodeSpeed
from advisor.models.markets import Price


def _plain_walk(value: Any, keys: frozenset[str], swap) -> Any:
    """Every value walked (the walk before issue 30's pruning), the reference."""
    if isinstance(value, (Message, MessageParam)):
        params = {name: _plain_walk(p, keys, swap) for name, p in value.params.items()}
        if value.key in keys:
            made = swap(value.key, params)
            return made if isinstance(value, Message) else MessageParam(key=made.key, params=made.params)
        if all(params[n] is value.params[n] for n in params):
            return value
        return asked_rig.msg_like(value, params)
    if isinstance(value, ListOf):
        items = [_plain_walk(i, keys, swap) for i in value.items]
        return value if all(a is b for a, b in zip(items, value.items, strict=True)) else value.model_copy(
            update={"items": items})
    if isinstance(value, BaseModel):
        update = {}
        for name in type(value).model_fields:
            old = getattr(value, name)
            new = _plain_walk(old, keys, swap)
            if new is not old:
                update[name] = new
        return value.model_copy(update=update) if update else value
    if isinstance(value, (list, tuple)):
        items = [_plain_walk(v, keys, swap) for v in value]
        if all(a is b for a, b in zip(items, value, strict=True)):
            return value
        return items if isinstance(value, list) else tuple(items)
    if isinstance(value, dict):
        out = {k: _plain_walk(v, keys, swap) for k, v in value.items()}
        return value if all(out[k] is value[k] for k in out) else out
    return value


QUESTIONS = ["can a 3090 run qwen3 32b?", "would llama 3 70b run on two 3090s?", "does qwen3 8b fit a 4060 ti 16gb",
             "can a 4060 ti 16gb run mistral 7b?", "is the 3080 10gb enough for llama 13b?",
             "will mixtral fit on 2 3090s",
             "can a 4090 run llama 3 70b?", "想用4090跑qwen3 32b", "两张3090能跑70B吗", "what can a 3060 run",
             "can I fine-tune a 7b model with qlora on a 3060 12gb?", "my 3090, can it run qwen3 32b?",
             "can a mac studio m3 ultra 512gb run deepseek r1?"]


@pytest.mark.parametrize("text", QUESTIONS)
@pytest.mark.parametrize(("keys", "swap"), [(asked_rig._SWAPPED, asked_rig._asked),
                                            (asked_rig._MACHINE, asked_rig._machine)])
def test_the_pruned_walk_is_the_plain_walk(advisor, text, keys, swap):
    answer = advisor.ask(text).answer
    assert answer is not None
    pruned, plain = asked_rig._walk(answer, keys, swap), _plain_walk(answer, keys, swap)
    assert pruned.model_dump(mode="json") == plain.model_dump(mode="json")
    assert (pruned is answer) is (plain is answer)  # nothing to swap: the same object, not a copy


def test_some_answer_is_swapped(advisor):
    """The comparison above is not of walks that change nothing: a card asked about is swapped."""
    answer = advisor.ask("my 3090, can it run qwen3 32b?").answer
    assert asked_rig.not_owned(answer) is not answer
    assert asked_rig.not_owned(answer).model_dump(mode="json") == _plain_walk(
        answer, asked_rig._SWAPPED, asked_rig._asked).model_dump(mode="json")


def test_fields_of_plain_values_are_not_walked():
    assert asked_rig.holding(Price) == ()
    assert set(asked_rig.holding(DecodeSpeed)) == {"source", "caveat"}  # the two message fields, no figure
