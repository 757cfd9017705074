"""Answers in every language (issues 10 and 20): the core's answers hold their sentences as
messages only, rendered by each front end; Chinese renderings hold no English sentence; the
JSON of an answer says the same in every language but for its texts; the language a user asks
for is read by :func:`advisor.api.language`.

``STRICT`` is off while the data texts (rule texts, use cases, markets, fact tables) and the
input-side modules (budget, names, fits) are translated on the other i18n branch: until then a
message that uses a key without a translation, or a text made without a key, is skipped and
counted (the count is reported as a warning). With ``STRICT = True`` both are failures.
"""

from __future__ import annotations

import contextlib
import re
import warnings
from collections import Counter
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest
from pydantic import BaseModel

import product
from advisor import api, i18n, models
from advisor.errors import AdvisorError, InvalidOption
from advisor.i18n import Message, MessageParam
from english import english
from product import CHINESE, MARKETS

STRICT = True  # both core branches are merged: every key is translated

#: Key prefixes of the answers' own messages: these must always be translated.
ANSWER_PREFIXES = ("rules.", "recommend.", "compare.", "why.", "perf.", "answer.")

# -- the battery ----------------------------------------------------------------------------
def budgets(market_id: str) -> list[str]:
    """Budgets that walk a market (from the product: its prices, its currencies): nothing, half its
    cheapest price, its prices from cheap to dear, three times its dearest, one written the Chinese
    way (``2万``) and one in another currency it converts (the first of its exchange rates)."""
    adv = product.advisor()
    market = adv.catalog.market(market_id)
    prices = sorted(p.amount for _, p in adv.catalog.prices(market_id))
    amounts = [0, prices[0] / 2, *(prices[int(q * (len(prices) - 1))] for q in (0.1, 0.4, 0.7, 0.95)), prices[-1] * 3]
    out = [f"{a:.0f}" for a in amounts]
    out.append(f"{max(1, round(prices[len(prices) // 2] / 10_000)):g}万")
    if market.exchange_rates:
        rate = market.exchange_rates[0]
        out.append(f"{prices[len(prices) // 2] / rate.rate:.0f} {rate.currency}")
    return out


BUDGETS = {market: budgets(market) for market in MARKETS}
"""The budgets of every market of the catalogue (:func:`budgets`)."""
PAIRS = [("1080 ti", "1080"), ("970", "980"), ("3090", "4090"), ("P100", "1080 Ti"), ("V100", "2080 Ti"),
         ("1060", "1060 3gb"), ("3080", "3080 ti"), ("1070", "1070 ti"), ("T4", "3060"), ("A100", "4090"),
         ("5090", "4090"), ("rx 7900 xtx", "4080"), ("quadro p6000", "1080 ti"), ("1080ti", "GTX 1080 Ti"),
         ("k80", "1080"), ("arc a770", "3060"), ("titan x", "1080 ti"), ("4090m", "4090"), ("P40", "3090"),
         ("H100", "A100"), ("2080", "gtx 480"), ("xeon phi", "1080"), ("3060 8gb", "3060")]
CARDS = ["970", "1060", "1060 3gb", "1050", "1050 ti", "1080 ti", "titan x", "titan xp", "980 ti", "3060", "3090",
         "4090", "4090m", "5090", "k80", "gtx 480", "P40", "P100", "T4", "V100", "A100", "H100", "7900 xtx",
         "a770", "xeon phi", "quadro p6000", "rtx 2080 ti", "2070", "tesla p4", "mi300x"]


def _calls() -> list[tuple[tuple, str, tuple, dict]]:
    """``(key, method, args, kwargs)`` of every call of the battery."""
    out = []
    for market, budgets in BUDGETS.items():
        for budget in budgets:
            for use_case in ("general", "beginner", "llm"):
                out.append((("recommend", budget, market, use_case), "recommend", (budget,),
                            {"market": market, "use_case": use_case}))
            for gpus in (2, 4, 8):
                out.append((("recommend", budget, market, gpus), "recommend", (budget,),
                            {"market": market, "gpus": gpus}))
        for use_case in ("kaggle", "cv-research", "nlp-research"):
            out.append((("recommend", "2000", market, use_case), "recommend", ("2000",),
                        {"market": market, "use_case": use_case}))
        out.append((("recommend", "3000", market, "memory"), "recommend", ("3000",),
                    {"market": market, "min_memory_gb": 24}))
        for model, task, gpus in (("7b", None, 1), (None, "lora", 2), ("70b", "inference", 2)):
            out.append((("recommend", market, model, task, gpus), "recommend", ("20000",),
                        {"market": market, "model": model, "task": task, "gpus": gpus}))
        for a, b in PAIRS:
            out.append((("compare", a, b, market), "compare", (a, b), {"market": market}))
        for a, b in PAIRS[:6]:
            out.append((("compare", a, b, market, "llm"), "compare", (a, b), {"market": market, "use_case": "llm"}))
        for card in CARDS:
            out.append((("why", card, market), "why", (card,), {"market": market}))
        for card in CARDS[::3]:
            for use_case in ("llm", "beginner"):
                out.append((("why", card, market, use_case), "why", (card,), {"market": market, "use_case": use_case}))
        out.append((("fits", market), "fits", ("7b",), {"task": "lora", "market": market}))
    out.append((("markets",), "markets", (), {}))
    out += [(("resolve", query), "resolve", (query,), {}) for query in ("1080", "1060", "3060 12gb", "zzzz")]
    return out


def _answers(adv) -> dict[tuple, BaseModel]:
    """The battery's answers; a user error (a platform dearer than the budget…) is no answer."""
    out = {}
    for key, method, args, kwargs in _calls():
        with contextlib.suppress(AdvisorError):
            out[key] = getattr(adv, method)(*args, **kwargs)
    return out


@pytest.fixture(scope="module")
def battery(advisor):
    """The battery's answers by call (the same in every language: messages only)."""
    return _answers(advisor)


# -- walking an answer's messages -------------------------------------------------------------
def messages(model) -> Iterator[Message]:
    """Every message of an answer a user reads (the fields that hold messages, at any depth)."""
    if isinstance(model, list):
        for item in model:
            yield from messages(item)
        return
    if not isinstance(model, BaseModel) or isinstance(model, i18n._Param):
        return
    held = dict(models._message_fields(type(model)))
    for name in type(model).model_fields:
        value = getattr(model, name)
        if name in held:
            if isinstance(value, Message):
                yield value
            elif isinstance(value, list):
                yield from value
        elif isinstance(value, (BaseModel, list)):
            yield from messages(value)


def texts(model, language: str) -> Iterator[tuple[str, Message]]:
    """``(text, message)`` for every message of an answer, rendered in ``language``."""
    say = i18n.Renderer(language)
    for m in messages(model):
        yield say(m), m


def keys(message: Message | MessageParam) -> Iterator[str]:
    """The key of a message and of every message nested in its parameters."""
    yield message.key
    for p in _params(message.params.values()):
        if isinstance(p, MessageParam):
            yield from keys(p)


def _params(params) -> Iterator:
    for p in params:
        yield p
        if isinstance(p, i18n.ListOf):
            yield from _params(p.items)


def shown_as_is(message: Message | MessageParam) -> Iterator[str]:
    """Every parameter of a message tree shown as it is in every language: card names, ids and
    cited texts (``Text``), what the user typed (``UserText``, as quoted)."""
    for p in _params(message.params.values()):
        if isinstance(p, (i18n.Card, i18n.Text)):
            yield p.value
        elif isinstance(p, i18n.UserText):
            yield i18n.plain_user_text(p.value)
        elif isinstance(p, MessageParam):
            yield from shown_as_is(p)


# -- "an English sentence": tests/english.py (the one finder, shared with tests/test_translated_faces.py)
@cache
def _translated(key: str, language: str) -> bool:
    return i18n.template(key, language) is not None


def test_the_english_sentence_finder():
    assert english("GeForce GTX 1080 快约 23%：同为 Pascal 架构", []) == []
    assert english("价格：United States, mid-2017 (D17's market)，截至 2017-06", []) == ["United States, mid-2017"]
    assert english("需要 CUDA 12.8 或更高版本，以及 PyTorch 2.7", []) == []
    assert english("它们在中国大陆可以访问，而 Google Colab 和 Kaggle 在那里被屏蔽", []) == []
    assert english("No card matches 'xyz'", []) == ["No card matches"]
    assert english("旧版本会报错“sm_120 is not compatible with the current PyTorch installation”",
                   ["sm_120 is not compatible with the current PyTorch installation"]) == []
    assert english("按 spec.same-arch 换算", []) == []


# -- (a) Chinese answers hold no English sentence -------------------------------------------
@pytest.mark.parametrize("language", CHINESE)
def test_chinese_answers_hold_no_english_sentence(battery, language):
    answers = battery
    assert len(answers) > 300
    skipped: Counter[str] = Counter()
    checked = 0
    problems = []
    for call, answer in answers.items():
        for text, message in texts(answer, language):
            missing = [k for k in keys(message) if not _translated(k, language)]
            mine = [k for k in missing if k.startswith(ANSWER_PREFIXES)]
            assert not mine, f"{call}: the answers' own keys lack a {language} translation: {mine}"
            if missing:
                skipped.update(missing)
                if STRICT:
                    problems.append((call, "not translated", missing))
                continue
            checked += 1
            found = english(text, list(shown_as_is(message)))
            if found:
                problems.append((call, message.key, found, text))
    assert checked > 1000, "the battery checked too few sentences to mean anything"
    assert not problems, problems[:10]
    if skipped:  # the report: what is yet to be translated
        warnings.warn(f"{language}: {len(skipped)} message keys not translated yet (skipped "
                      f"{sum(skipped.values())} texts, e.g. {sorted(skipped)[:5]})", stacklevel=1)


def test_chinese_answers_differ_from_english(battery):
    """Every answer sentence whose keys are all translated reads differently in Chinese."""
    for language in CHINESE:
        same = []
        for call, answer in battery.items():
            for text, message in texts(answer, language):
                if not message.key.startswith(ANSWER_PREFIXES):
                    continue
                if all(_translated(k, language) for k in keys(message)):
                    english_text = i18n.english(message)
                    if text == english_text and english(english_text, list(shown_as_is(message))):
                        same.append((call, text))
        assert not same, same[:5]


# -- (b) JSON: the text beside each message ------------------------------------------------
def json_texts(data) -> set[str]:
    """The texts an answer's JSON puts beside its messages (``text``, ``F`` beside ``F_message``…)."""
    found: set[str] = set()
    if isinstance(data, dict):
        if "message" in data and "text" in data and isinstance(data["message"], str):
            found.add(data["text"])
        for k, v in data.items():
            if f"{k}_message" in data and isinstance(v, str):
                found.add(v)
            elif f"{k}_messages" in data and isinstance(v, list):
                found.update(v)
            else:
                found |= json_texts(v)
    elif isinstance(data, list):
        for v in data:
            found |= json_texts(v)
    return found


def test_json_has_the_text_beside_each_message(battery):
    """``--json`` (``model_dump(mode="json", context={"lang": …})``) carries each message's text
    in the language asked, rendered from its key and parameters: the same text a front end shows."""
    for call, answer in list(battery.items())[::5]:
        for language in ("en", *CHINESE):
            data = answer.model_dump(mode="json", context={"lang": language})
            shown = {t for t, _ in texts(answer, language)}
            found = json_texts(data)
            assert found == shown, (call, language, sorted(shown - found)[:3], sorted(found - shown)[:3])


def test_every_key_in_an_answer_is_in_the_template(battery):
    """Every message key an answer uses was extracted into advisor/locale/advisor.pot (a
    ``msg()`` the extractor cannot see would never be translated)."""
    template = i18n._catalog("en")
    used = {k for answer in battery.values() for m in messages(answer) for k in keys(m)}
    missing = sorted(k for k in used if k not in template)
    assert not missing


def test_the_same_answer_in_each_language(battery):
    """Only texts differ between the JSON of one answer in each language: the same cards,
    verdicts, figures, rule ids and message keys."""

    def skeleton(model, language):
        data = model.model_dump(mode="json", context={"lang": language})

        def strip(x):
            if isinstance(x, dict):
                return {k: strip(v) for k, v in x.items() if k != "text" and f"{k}_message" not in x
                        and f"{k}_messages" not in x}
            return [strip(v) for v in x] if isinstance(x, list) else x
        return strip(data)

    for call, answer in list(battery.items())[::3]:
        english_skeleton = skeleton(answer, "en")
        for language in CHINESE:
            assert skeleton(answer, language) == english_skeleton, call


# -- (c) the language a user asks for ----------------------------------------------------------
@pytest.mark.parametrize("tag, language", [
    (None, "en"), ("en", "en"), ("en-US", "en"), ("", "en"), ("zh-CN", "zh_Hans"), ("zh_Hans", "zh_Hans"),
    ("zh-Hans", "zh_Hans"), ("zh-TW", "zh_Hant"), ("zh_Hant", "zh_Hant"), ("zh-Hant-TW", "zh_Hant"),
    ("zh_HK", "zh_Hant"),
])
def test_the_language_asked_for(tag, language):
    assert api.language(tag) == language


@pytest.mark.parametrize("tag", ["fr", "klingon", "de-DE", "ja", "@everyone", 42])
def test_an_unknown_language_is_an_invalid_option(tag):
    with pytest.raises(InvalidOption) as caught:
        api.language(tag)
    err = caught.value
    assert err.code == "invalid_option"
    assert err.msg is not None and err.msg.key == "answer.error.language"
    assert "zh-CN" in err.message and "zh-TW" in err.message
    assert "@everyone" not in err.message  # echoed through the quoting of typed text
    assert err.render("zh_Hans").startswith("未知语言")


def test_a_chinese_rendering_of_an_answer_is_chinese(advisor):
    for answer in (advisor.recommend("1w", market="2019-cn"), advisor.compare("1080", "1070 ti", market="2017-us"),
                   advisor.why("970", market="2017-us")):
        assert any(re.search("[\u4e00-\u9fff]", text) for text, _ in texts(answer, "zh_Hans"))


def test_errors_carry_their_message(advisor):
    """A user error is raised with its message; front ends render it (English by default)."""
    with pytest.raises(AdvisorError) as caught:
        advisor.why("zzzz")
    assert caught.value.message.startswith("No card matches")
    assert caught.value.render("zh_Hans") != caught.value.message


# -- (d) placeholders: tools/i18n.py check for the answers' keys -----------------------------
def _tools():
    import importlib.util

    path = Path(__file__).resolve().parents[2] / "tools" / "i18n.py"
    spec = importlib.util.spec_from_file_location("i18n_tools", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_catalogue_check_passes_for_the_answers_keys():
    """``python tools/i18n.py check``: no stale template, and every answer key translated in
    both scripts with the same placeholders (the data keys are the other i18n branch's)."""
    found = _tools().problems()
    stale = [p for p in found if "is stale" in p]
    assert not stale
    mine = [p for p in found if p.split(": ")[1].startswith(ANSWER_PREFIXES)]
    assert not mine
    if STRICT:
        assert not found


def test_answer_keys_are_all_in_both_catalogues():
    tools = _tools()
    template = {m.context: m.id for m in tools.read(tools.TEMPLATE) if m.id}
    ours = {k for k in template if k.startswith(ANSWER_PREFIXES)}
    assert len(ours) > 150
    for language in CHINESE:
        po = {m.context: m for m in tools.read(tools.po_path(language)) if m.id}
        for key in ours:
            m = po[key]
            assert m.string and not m.fuzzy and m.id == template[key], (language, key)
            assert tools.placeholder_names(m.string) == tools.placeholder_names(template[key]), (language, key)


def test_stored_sentences_change_no_answer(advisor, battery):
    """A finding's sentence is made once per key and kept (rules.Assessment.sentences): a fresh
    advisor, whose store is empty, gives exactly the answers of one whose store the battery filled."""
    from advisor import Advisor

    fresh = Advisor(advisor.catalog)
    calls = _calls()[::7]
    assert len(calls) > 40
    for key, method, args, kwargs in calls:
        if key in battery:
            assert getattr(fresh, method)(*args, **kwargs) == battery[key], key
