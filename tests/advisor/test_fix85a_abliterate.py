"""fix85a: abliterating a model edits its weights in bf16, never llama.cpp's run of it (judge32 E5)."""

from __future__ import annotations

import pytest

from advisor.ask.weights_edited import EDIT
from tests.asked import reply_keys

E5 = "Can I use an RTX 3090 to decensor (abliterate) gpt-oss-120b? What are the hard memory requirements?"


def test_e5_is_no_in_bf16_with_the_mxfp4_said(advisor):
    q = advisor.ask(E5)
    keys = reply_keys(q)
    assert q.answer is None and {"edit.no", "edit.mxfp4"} <= keys, keys


@pytest.mark.parametrize("text, key", [
    ("Can I abliterate llama 3.1 8b on my 4090?", "edit.yes"),
    ("用两张3090能对qwen2.5 72b做abliteration吗", "edit.no"),
])
def test_the_kind_against_the_cards_memory(advisor, text, key):
    keys = reply_keys(advisor.ask(text))
    assert key in keys and "edit.mxfp4" not in keys


def test_running_the_model_keeps_the_fit(advisor):
    q = advisor.ask("can I run gpt-oss-120b on a 3090?")
    assert q.answer is not None and "edit.no" not in reply_keys(q)


@pytest.mark.parametrize("text", ["abliterate it", "decensor it", "abliteration of qwen", "run heretic on it"])
def test_edit_words(text):
    assert EDIT.search(text)


@pytest.mark.parametrize("text", ["run an abliterated llama 3 8b", "uncensored model on a 3090", "a decensored qwen"])
def test_a_model_already_edited_is_run(text):
    assert not EDIT.search(text)
