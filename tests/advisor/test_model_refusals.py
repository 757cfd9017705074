"""A model name the table refuses is refused again from the kept refusal, not the fuzzy search (issue 30 §1: a
question's reader tries spans that are no model's name, "mixtral fit on 2", ~0.2 ms each): the same class, code,
sentence in every language, message and suggestions as the refusal made afresh, a fresh error each time, and no
more kept than ``RESOLVED``."""

from __future__ import annotations

import pytest

from advisor.errors import AdvisorError
from advisor.fits import table

BAD = ["0b", "-7b", "1e9b", "no such model at all", "", "   ", "mixtral fit on 2", "mixtral fit", "llama 9 70b",
       "qwen 5000b", "gpt-9"]


def _refusal(call) -> AdvisorError:
    with pytest.raises(AdvisorError) as caught:
        call()
    return caught.value


def _said(err: AdvisorError) -> tuple:
    return (type(err), err.code, str(err), err.message, err.msg, err.suggestions, err.to_dict("en"),
            err.to_dict("zh_Hans"), err.to_dict("zh_Hant"), err.render("zh_Hans"))


@pytest.mark.parametrize("bad", BAD)
def test_a_kept_refusal_is_the_fresh_one(advisor, bad):
    models = advisor.llm_models
    fresh = _refusal(lambda: models._resolve(bad))
    first, again = _refusal(lambda: models.resolve(bad)), _refusal(lambda: models.resolve(bad))
    assert bad in models._refused and bad not in models._resolved
    assert _said(first) == _said(again) == _said(fresh)
    assert again is not first  # made again, not the raised one (its traceback) raised twice


def test_the_refusals_kept_are_bounded(advisor):
    models = advisor.llm_models
    for i in range(table.RESOLVED + 10):
        _refusal(lambda i=i: models.resolve(f"no model number {i}"))
    assert len(models._refused) <= table.RESOLVED
