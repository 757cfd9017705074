"""Input edges at the ``Advisor`` boundary (issue 12): lone surrogates, non-string options,
characters that only look like digits, and input length.

Every call either answers (a model that serialises to JSON) or raises an ``AdvisorError``:
never ``AttributeError``, ``TypeError`` or ``UnicodeEncodeError``, whatever a Python caller or
a terminal passes in.
"""

from __future__ import annotations

import contextlib
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from advisor import fits as fits_module
from advisor import kinds
from advisor import names as names_module
from advisor.errors import AdvisorError, InvalidBudget, InvalidOption, UnknownCard, UnknownMarket
from advisor.overrides import parse_price
from advisor.text import MAX_INPUT_CHARS, MAX_QUOTED_CHARS, clean_input, quote_user_text
from product import MARKETS

SURROGATE = "\udcff"  # what a terminal's undecodable byte 0xff becomes (surrogateescape)

# text with lone surrogates mixed in, as an undecodable byte on a command line becomes
texts_with_surrogates = st.text(alphabet=st.characters() | st.characters(categories=["Cs"]), max_size=40)
# what a Python caller may pass where text or a number is expected
any_value = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True), st.binary(max_size=8),
    st.lists(st.integers(), max_size=2), st.dictionaries(st.text(max_size=2), st.integers(), max_size=1),
    texts_with_surrogates, st.sampled_from(["", "500", "1080 ti", "current-us", "llm", "7b", "qlora", "int4", "4k"]),
)


def _serialises(model) -> None:
    text = model.model_dump_json()
    json.loads(text)
    text.encode("utf-8")  # strict: a lone surrogate cannot be encoded


def _answer_or_user_error(call) -> None:
    try:
        out = call()
    except AdvisorError as err:
        assert err.code and err.message
        err.message.encode("utf-8")
        json.dumps(err.to_dict()).encode("utf-8")
    else:
        if isinstance(out, list):
            json.dumps(out).encode("utf-8")
        else:
            _serialises(out)


# ------------------------------------------------------------------------------ surrogates
@pytest.mark.parametrize("call", [
    lambda a: a.why("1080ti" + SURROGATE),
    lambda a: a.resolve("1080ti" + SURROGATE),
    lambda a: a.compare("1080" + SURROGATE, "1070"),
    lambda a: a.compare("titan" + SURROGATE, "1070"),  # ambiguous: the assumed-name reason echoes the query
    lambda a: a.recommend("500" + SURROGATE),
    lambda a: a.fits("7b" + SURROGATE),
    lambda a: a.card("1080" + SURROGATE),
])
def test_lone_surrogates_are_dropped_at_the_boundary(advisor, call):
    out = call(advisor)
    _serialises(out)
    assert SURROGATE not in out.model_dump_json()


def test_a_surrogate_inside_a_name_does_not_split_it(advisor):
    assert advisor.resolve("108" + SURROGATE + "0 ti").match == advisor.resolve("1080 ti").match
    with pytest.raises(InvalidBudget) as err:  # a budget's number is never read across it (issue 21)
        advisor.recommend("5" + SURROGATE + "00")
    assert "U+DCFF" in err.value.message


def test_a_surrogate_pair_is_kept_as_the_character_it_encodes():
    assert clean_input("GPU \ud83d\ude00") == "GPU \U0001F600"
    assert clean_input("\ud83d") == ""


def test_console_with_an_undecodable_byte_answers(catalog_db):
    from console_batch import run_batch

    # a UTF-8 terminal: stdout is strict, so an echoed surrogate crashed the console
    cases = [["resolve", b"1080ti\xff", "--json"], ["resolve", b"titan\xff"], ["why", b"1080ti\xff"],
             ["why", b"titan\xff", "--json"], ["compare", b"1080\xff", b"1070"],
             ["recommend", b"5\xff00", "--json"], ["fits", b"7b\xff"]]
    for argv, done in zip(cases, run_batch(cases, "utf-8", catalog_db), strict=True):
        assert done.returncode in (0, 2), done.stderr.decode(errors="replace")
        assert b"Traceback" not in done.stderr, argv
        done.stdout.decode("utf-8")  # strict: what was printed is valid UTF-8


# ------------------------------------------------------------------------------ non-string options
@pytest.mark.parametrize(("call", "error"), [
    (lambda a: a.recommend("500", market=2017), UnknownMarket),
    (lambda a: a.recommend("500", market=["current-us"]), UnknownMarket),
    (lambda a: a.recommend("500", use_case=1), InvalidOption),
    (lambda a: a.recommend("500", use_case=b"llm"), InvalidOption),
    (lambda a: a.recommend("500", min_memory_gb=True), InvalidOption),
    (lambda a: a.recommend("500", min_memory_gb=[12]), InvalidOption),
    (lambda a: a.recommend("500", model=["7b"]), AdvisorError),
    (lambda a: a.recommend("500", task=2), InvalidOption),
    (lambda a: a.compare("1080", "1070", market=2017), UnknownMarket),
    (lambda a: a.compare("1080", "1070", use_case=1), InvalidOption),
    (lambda a: a.why("1080", market=2019.5), UnknownMarket),
    (lambda a: a.why("1080", use_case=object()), InvalidOption),
    (lambda a: a.fits("7b", market=2017), UnknownMarket),
    (lambda a: a.fits("7b", precision=16), InvalidOption),
    (lambda a: a.fits("7b", batch=True), InvalidOption),
    (lambda a: a.fits("7b", context=[4096]), InvalidOption),
])
def test_non_string_options_are_user_errors(advisor, call, error):
    with pytest.raises(error):
        call(advisor)


def test_numbers_where_text_is_natural_still_work(advisor):
    assert advisor.recommend(500).budget.amount == 500
    assert advisor.why(1080).card == advisor.why("1080").card
    assert advisor.recommend("900", min_memory_gb=12).min_memory_gb == 12
    assert advisor.recommend("900", min_memory_gb="12").min_memory_gb == 12


# ------------------------------------------------------------------------------ look-alike digits
@pytest.mark.parametrize("text", ["5²", "5²k", "²", "5⁰⁰", "①000", "½k", "⑽00", "1₀00", "㋀"])
def test_superscripts_and_other_digit_lookalikes_are_not_budgets(advisor, text):
    with pytest.raises(InvalidBudget) as info:
        advisor.recommend(text)
    assert text[:3] in info.value.message  # the message quotes what was typed, not its NFKC form


@pytest.mark.parametrize("text", ["１２００", "٣٠٠٠", "1,200", "1200", "¥3000"])
def test_real_digits_of_any_script_stay_budgets(advisor, text):
    assert advisor.recommend(text, market="2019-cn").budget.amount in (1200, 3000)


@pytest.mark.parametrize(("call", "error"), [
    (lambda a: a.recommend("1_2"), InvalidBudget),
    (lambda a: a.recommend("1_200"), InvalidBudget),
    (lambda a: a.recommend("900", min_memory_gb="1_2"), InvalidOption),
    (lambda a: a.recommend("900", min_memory_gb="1²"), InvalidOption),
    (lambda a: a.fits("7b", batch="1_2"), InvalidOption),
    (lambda a: a.fits("7b", batch="1,2"), InvalidOption),
    (lambda a: a.fits("7b", context="4_0_9_6"), InvalidOption),
])
def test_underscores_are_not_digit_separators(advisor, call, error):
    with pytest.raises(error):
        call(advisor)


def test_thousands_separators_in_whole_numbers_still_read(advisor):
    assert advisor.fits("7b", context="4,096").context_tokens == 4096
    assert advisor.fits("7b", context="4_096").context_tokens == 4096


# ------------------------------------------------------------------------------ length
HUGE = "x" * 10_000_000


@pytest.mark.parametrize("call", [
    lambda a: a.why(HUGE),
    lambda a: a.compare(HUGE, "1080"),
    lambda a: a.compare("1080", HUGE),
    lambda a: a.fits(HUGE),
    lambda a: a.fits("7b", context=HUGE),
    lambda a: a.recommend(HUGE),
    lambda a: a.recommend("500", market=HUGE),
    lambda a: a.recommend("500", model=HUGE),
    lambda a: a.resolve(HUGE),
    lambda a: a.complete(HUGE),
    lambda a: a.complete_models(HUGE),
])
def test_nothing_below_the_boundary_sees_more_than_the_cap(advisor, monkeypatch, call):
    """A 10-million-character name took 0.8 s (``why``) to 80 s (``fits``): every function the
    boundary calls with typed text now receives at most MAX_INPUT_CHARS characters."""
    seen: list[int] = []

    def spy(module, name):
        original = getattr(module, name)

        def wrapper(*args, **kwargs):
            seen.extend(len(x) for x in (*args, *kwargs.values()) if isinstance(x, str))
            return original(*args, **kwargs)

        monkeypatch.setattr(module, name, wrapper)

    spy(names_module.NameIndex, "resolve")
    spy(names_module.NameIndex, "complete")
    spy(names_module.NameIndex, "apple_silicon")
    spy(fits_module.ModelTable, "resolve")
    spy(fits_module.ModelTable, "complete")
    spy(fits_module, "parse_context")
    spy(kinds, "parse_budget")  # the budget kind's reader
    spy(type(advisor.catalog), "market")
    with contextlib.suppress(AdvisorError):
        call(advisor)
    assert seen and max(seen) <= MAX_INPUT_CHARS


def test_quoting_is_clipped_and_cheap_on_huge_text():
    shown = quote_user_text(HUGE)
    assert shown == "x" * 39 + "…"
    assert len(quote_user_text(HUGE, limit=1000)) == MAX_QUOTED_CHARS  # never more than 60
    assert quote_user_text("a" + " " * 1_000_000 + "b") == "a…"  # cut before the b: said so


# ------------------------------------------------------------------------------ the quoting function
@settings(max_examples=300, deadline=None)
@given(text=texts_with_surrogates, limit=st.integers(1, 200))
def test_quote_user_text_properties(text, limit):
    shown = quote_user_text(text, limit=limit)
    shown.encode("utf-8")  # no lone surrogate
    visible = shown.replace("\u200b", "")
    assert len(visible) <= min(limit, MAX_QUOTED_CHARS)
    assert not any(c in shown for c in "\n\r\t\x00\x1b\u202e")
    for i, c in enumerate(shown):
        if c in "@＠":
            assert shown[i + 1 : i + 2] == "\u200b"


def test_quote_user_text_keeps_its_signature():
    assert quote_user_text("@everyone hi", limit=60) == "@\u200beveryone hi"
    assert quote_user_text(1080) == "1080"


# ------------------------------------------------------------------------------ properties
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(budget=any_value, market=any_value, use_case=any_value, memory=any_value, model=any_value, task=any_value)
def test_recommend_with_anything_answers_or_says_why(advisor, budget, market, use_case, memory, model, task):
    _answer_or_user_error(lambda: advisor.recommend(budget, market=market, use_case=use_case,
                                                    min_memory_gb=memory, model=model, task=task))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(a=any_value, b=any_value, market=any_value, use_case=any_value)
def test_compare_and_why_with_anything_answer_or_say_why(advisor, a, b, market, use_case):
    _answer_or_user_error(lambda: advisor.compare(a, b, market=market, use_case=use_case))
    _answer_or_user_error(lambda: advisor.why(a, market=market, use_case=use_case))
    _answer_or_user_error(lambda: advisor.resolve(a))
    _answer_or_user_error(lambda: advisor.complete(a))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(model=any_value, task=any_value, precision=any_value, context=any_value, batch=any_value, market=any_value)
def test_fits_with_anything_answers_or_says_why(advisor, model, task, precision, context, batch, market):
    _answer_or_user_error(lambda: advisor.fits(model, task=task, precision=precision, context=context, batch=batch,
                                               market=market))
    _answer_or_user_error(lambda: advisor.complete_models(model))


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=texts_with_surrogates, market=st.sampled_from(MARKETS))
def test_text_with_surrogates_answers_or_says_why(advisor, text, market):
    _answer_or_user_error(lambda: advisor.recommend(text, market=market))
    _answer_or_user_error(lambda: advisor.why(text, market=market))
    _answer_or_user_error(lambda: advisor.compare(text, "1080", market=market))
    _answer_or_user_error(lambda: advisor.fits(text, market=market))


@pytest.mark.parametrize("text", ["40\u200b90", "\u202e4090", "4090\x00", "\ufeff4090", "rtx\t4090"])
def test_invisible_characters_in_a_name_are_not_read(advisor, text):
    assert advisor.why(text).card == "GeForce RTX 4090"


@pytest.mark.parametrize("text", ["\u202e500", "\u2066$500\u2069", "500\u200b", "$\u200b500"])
def test_invisible_characters_around_a_budget_are_not_read(advisor, text):
    assert advisor.recommend(text).budget.amount == 500


@pytest.mark.parametrize(("text", "code"), [("5\u202e00", "U+202E"), ("5\u200b00", "U+200B"), ("5\x0000", "U+0000"),
                                            ("1,\u200d000", "U+200D"), ("5\udcff00", "U+DCFF"),
                                            ("$1.\u20665k", "U+2066"), ("5\u200b\u202e00", "U+200B")])
def test_a_hidden_character_inside_a_number_is_refused(advisor, text, code):
    """Issue 21: "5<U+202E>00" shows as 500 or 005 depending on the display; it was read as 500."""
    for call in (lambda: advisor.recommend(text), lambda: parse_price(text, advisor.catalog.market(None))):
        with pytest.raises(AdvisorError) as err:
            call()
        assert code in err.value.message and "hidden" in err.value.message
        zh = err.value.render("zh_Hans")
        assert code in zh and "hidden" not in zh


@pytest.mark.parametrize("text", ["", "   ", "\u200b"])
def test_no_card_typed_asks_for_one(advisor, text):
    with pytest.raises(UnknownCard) as err:
        advisor.why(text)
    assert err.value.message.startswith("Name a card")
