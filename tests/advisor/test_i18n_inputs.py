"""Issue 10, inputs and data: budgets, currencies, card names, fits and every core error speak in
messages (key + typed parameters) whose English is exactly the text, whose catalogue entries are
complete, and which render in Chinese; data texts are registered and translated."""

from __future__ import annotations

import contextlib
import csv
import re
import sys

import pytest

from advisor import i18n
from advisor.budget import parse_budget
from advisor.datatexts import DATA_SOURCES, data_message, data_messages
from advisor.errors import AdvisorError
from advisor.i18n import Message, render
from advisor.models import Budget, ExchangeRate, Market
from case_tables import ROOT

sys.path.insert(0, str(ROOT / "tools"))
import i18n as catalogue_tool  # noqa: E402  (tools/i18n.py)

from product import CHINESE, MARKETS

#: Message prefixes this part of issue 10 owns (the inputs), and the data keys.
OWN_PREFIXES = ("budget.", "currency.", "names.", "fits.", "error.")
DATA_PREFIXES = ("rule.", "use_case.", "support.", "name_default.", "market.", "fact.")

#: The integrator's switch: once the answers and front-end branches are merged (their keys
#: extracted and translated), set this to True so the catalogue test checks EVERY key, not only
#: the keys of OWN_PREFIXES and the data keys.
CHECK_EVERY_KEY = True  # both core branches are merged

CJK = re.compile(r"[\u4e00-\u9fff]")
QUOTED = re.compile(r"“[^”]*”|「[^」]*」|'[^']*'|\"[^\"]*\"")
#: three lowercase Latin words in a row: an English phrase (names and ids are capitalised,
#: hyphenated or carry digits)
ENGLISH_PHRASE = re.compile(r"\b[a-z]{2,}(?: [a-z]{2,}){2,}\b")

ODD_BUDGETS = [
    "", "   ", "x" * 80, "nan", "inf", "1e3", "0x10", "500 600", "$500 eur", "$500 eur - £600", "-5", "0", "¥0",
    "0.5 usd", "99999999", "1.200", "kr 500", "500 kroner", "50 pesos", "500 bananas", "500 NIO", "500 XAU",
    "abc", "$1w", "1w", "两万", "1.5万", "2千", "€800", "¥3000", "5000 rupees", "2500-3100", "1.5k-2k", "$500 to $600",
    "1-2k", "~$600", "under 800", "3000元左右", "JP¥100000", "C$900", "@everyone", "<@123> 500", "1,5k€", "12,50 €",
]


def _market(rates: dict[str, float]) -> Market:
    return Market(id="test-cn", name="test", currency="CNY", as_of="2019", era="cn19",
                  exchange_rates=[ExchangeRate(currency=c, rate=r, as_of="2019", source="test fixture")
                                  for c, r in rates.items()])


def _budget_inputs() -> list[str]:
    with open(ROOT / "tests" / "cases" / "budgets.csv", newline="", encoding="utf-8") as fh:
        return [r["input"] for r in csv.DictReader(fh)] + ODD_BUDGETS


def _name_queries() -> list[str]:
    with open(ROOT / "tests" / "cases" / "names.csv", newline="", encoding="utf-8") as fh:
        table = [r["query"] for r in csv.DictReader(fh)]
    return table + ["1080 tii", "3060ti 6g", "rx 580 4gb", "2060 8gb", "2080ti 12g", "a770 12gb", "titan x", "titan",
                    "580", "7900", "m3 max", "apple m2", "gtx 9999", "", "@everyone", "rtx 4000", "4060 16gb",
                    "3060", "h100", "v100 64gb", "gtx 1070 tiii"]


def _english(m: Message) -> str:
    return render(m.key, m.params)


def _chinese(text: str, english: str) -> None:
    """``text`` is a Chinese rendering of ``english``: CJK, different, no English phrase left
    (quoted user text, names and ids aside)."""
    assert text != english and CJK.search(text), (text, english)
    left = ENGLISH_PHRASE.findall(QUOTED.sub(" ", text))
    assert not left, (left, text)


@pytest.fixture(scope="module")
def errors(advisor) -> list[AdvisorError]:
    """Every error path of the core, once each (and some more than once)."""
    out: list[AdvisorError] = []

    def collect(f) -> None:
        try:
            f()
        except AdvisorError as err:
            out.append(err)

    small = _market({"USD": 6.9, "EUR": 7.7})
    for text in _budget_inputs():
        for market in (advisor.catalog.market("current-us"), small):
            collect(lambda: parse_budget(text, market))  # noqa: B023
    for q in _name_queries():
        collect(lambda: advisor.card(q))  # noqa: B023
    for kw in [dict(model=""), dict(model="0b"), dict(model="-7b"), dict(model="3000b"), dict(model="mistral"),
               dict(model="gpt-9"), dict(model="7b", task="pretrain"), dict(model="7b", precision="fp64"),
               dict(model="7b", task="lora", precision="int4"), dict(model="7b", task="qlora", precision="int8"),
               dict(model="7b", task="full-finetune", precision="int8"),
               dict(model="7b", task="full-finetune", precision="int4"),
               dict(model="7b", task="qlora", precision="fp16"),
               dict(model="7b", context="0"), dict(model="llama-2-7b", context="8k"), dict(model="7b", batch=0),
               dict(model="7b", market="moon")]:
        collect(lambda: advisor.fits(**kw))  # noqa: B023
    for kw in [dict(gpus=0), dict(min_memory_gb="x"), dict(min_memory_gb=0.5), dict(use_case="gaming"),
               dict(market="@everyone"), dict(budget="1000", gpus=4, market="2017-us"),
               dict(budget="1600", gpus=8, market="2017-us"), dict(model="7b", task="nope")]:
        collect(lambda: advisor.recommend(**{"budget": "500", **kw}))  # noqa: B023
    return out


# --- English unchanged: every message re-renders to its text ------------------------------
def test_every_error_carries_a_message_whose_english_is_its_text(errors):
    assert len(errors) > 100
    for err in errors:
        assert err.msg is not None, err.message
        assert _english(err.msg) == err.message == str(err)
        again = Message.model_validate_json(err.msg.model_dump_json())  # params survive JSON
        assert _english(again) == err.message
        assert err.to_dict()["key"] == err.msg.key


def _budgets(advisor) -> list[Budget]:
    out = []
    for text in _budget_inputs():
        for market in [*advisor.catalog.markets.values(), _market({"USD": 6.9, "EUR": 7.7})]:
            with contextlib.suppress(AdvisorError):
                out.append(parse_budget(text, market))
    return out


def _stored(model):
    """A model through its storable JSON and back (``context={"store": True}``: no rendered texts)."""
    return type(model).model_validate_json(model.model_dump_json(context={"store": True}))


def test_budget_assumptions_are_messages(advisor):
    budgets = _budgets(advisor)
    assert sum(len(b.assumptions) for b in budgets) > 100
    for b in budgets:
        assert all(isinstance(m, Message) for m in b.assumptions)
        assert _stored(b) == b  # the parameters survive JSON
        assert b.model_dump(mode="json")["assumptions"] == [_english(m) for m in b.assumptions]


def test_resolution_notes_are_messages(advisor):
    for q in _name_queries():
        res = advisor.resolve(q)
        assert res.note is None or isinstance(res.note, Message), q
        assert _stored(res) == res
        assert res.model_dump(mode="json")["note"] == (None if res.note is None else _english(res.note))


@pytest.mark.parametrize("model", ["llama-3.1-8b", "7b", "70b", "500m", "mixtral-8x7b", "qwen2.5-72b"])
@pytest.mark.parametrize("task, precision", [("inference", None), ("inference", "fp32"), ("inference", "int4"),
                                             ("lora", None), ("qlora", None), ("full-finetune", None)])
def test_fit_summary_reasons_and_options_are_messages(advisor, model, task, precision):
    for market in MARKETS:
        fit = advisor.fits(model, task=task, precision=precision, market=market)
        assert isinstance(fit.summary, Message) and all(isinstance(o.change, Message) for o in fit.options)
        assert _stored(fit) == fit
        data = fit.model_dump(mode="json")
        assert [r["text"] for r in data["reasons"]] == [_english(r.message) for r in fit.reasons]


def test_names_and_sizing_reasons_in_answers_are_messages(advisor):
    verdict = advisor.why("1080 tii", market="2017-us")
    assumed = [r for r in verdict.reasons if r.rule_id == "names.assumed"]
    assert assumed and all(isinstance(r.message, Message) for r in assumed)
    rec = advisor.recommend("3000", model="7b", gpus=2)
    assert rec.budget.assumptions == []
    zero = advisor.recommend("0")
    assert zero.budget.assumptions and all(isinstance(m, Message) for m in zero.budget.assumptions)


# --- the catalogue -------------------------------------------------------------------------
def _ours(problem: str) -> bool:
    key = problem.split(": ", 2)[1] if problem.startswith(catalogue_tool.LANGUAGES) else ""
    return CHECK_EVERY_KEY or key.startswith(OWN_PREFIXES + DATA_PREFIXES)


def test_catalogue_is_complete_for_our_keys():
    """``python tools/i18n.py check``, for the keys of the inputs and the data (every key once
    CHECK_EVERY_KEY is set): translated in zh_Hans and zh_Hant, not fuzzy, same placeholders, and
    the template holds their current English."""
    problems = catalogue_tool.problems()
    if CHECK_EVERY_KEY:
        assert problems == []
        return
    assert [p for p in problems if _ours(p)] == []
    fresh = {m.context: m.id for m in catalogue_tool.extract() if m.id}
    template = {m.context: m.id for m in catalogue_tool.read(catalogue_tool.TEMPLATE) if m.id}
    ours = {k: v for k, v in fresh.items() if k.startswith(OWN_PREFIXES + DATA_PREFIXES)}
    assert {k: template.get(k) for k in ours} == ours, "run python tools/i18n.py extract && update, then translate"


def test_every_message_made_at_run_time_is_extracted_with_its_english(advisor, errors):
    """``msg()`` calls the extractor cannot see (a msg() nested in another's arguments) would be
    missing from the catalogue: every key made while answering is there, with the same English."""
    _budgets(advisor)
    for q in _name_queries():
        advisor.resolve(q)
    for task in ("inference", "lora", "qlora", "full-finetune"):
        advisor.fits("7b", task=task)
    advisor.why("3060", use_case="llm")
    extracted = {m.context: m.id for m in catalogue_tool.extract() if m.id}
    made = {k: v for k, v in i18n._SOURCES.items() if k.startswith(OWN_PREFIXES)}
    assert len(made) > 100
    assert {k: extracted.get(k) for k in made} == made


def test_data_texts_are_registered_when_the_catalogue_loads(catalog_db, monkeypatch):
    from advisor.catalog import Catalog

    monkeypatch.setattr(i18n, "_SOURCES", {})  # registration is global: start from none,
    monkeypatch.setattr(i18n, "_catalog", lambda language: {})  # and without the extracted template
    Catalog.load(catalog_db, ROOT / "data")
    texts = list(data_messages(ROOT / "data"))
    assert len(texts) > 150
    for key, english, _ in texts:
        assert i18n.template(key) == english, key
    files = {s.file for s in DATA_SOURCES}
    assert {"rules.csv", "use_cases.csv", "software_support.csv", "name_defaults.csv", "markets/markets.json",
            "precision_support.csv", "interconnect.csv", "discontinued.csv", "free_tiers.csv", "card_rules.csv",
            "exchange_rates.csv"} <= files
    keys = {k for k, _, _ in texts}
    assert {"rule.vendor.apple", "use_case.llm.modern", "support.5.0-7.4.last_stack", "name_default.titan x",
            "market.2019-cn.name", "fact.card_rules.tier.no-upgrade-titan.note", "fact.interconnect.rtx-3090.nvlink",
            "fact.precision_support.8.0-8.8.generation", "fact.discontinued.xeon-phi.text",
            "fact.free_tiers.kaggle.offer", "fact.exchange_rates.2019-cn.source"} <= keys


@pytest.mark.parametrize("language", CHINESE)
def test_every_data_text_renders_in_chinese(advisor, language):
    from advisor.concerns import EXAMPLE_PARAMS
    from advisor.thresholds import RULE_PARAMS

    for key, english, _ in data_messages(ROOT / "data"):
        # a rule text says the thresholds the checks use; a concern's text its card and facts
        text = render(key, {**RULE_PARAMS, **EXAMPLE_PARAMS}, language)
        if CJK.search(text) is None:  # product names and precisions stay Latin
            # a source message keeps names and addresses: with a URL's and a reference's marks
            assert re.fullmatch(r"[A-Za-z0-9 .,/()+_\-；（）、：:§@?=&%#]+", text), (key, text)
        else:
            _chinese(text, english)


def test_a_data_text_is_nested_by_key_only_when_it_is_that_text(advisor):
    rate = advisor.catalog.market("2019-cn").exchange_rates[0]
    assert rate.source == Message(key="fact.exchange_rates.2019-cn.source")  # the rate cites the data text
    english = i18n.template("fact.exchange_rates.2019-cn.source")
    assert english and data_message("fact.exchange_rates.2019-cn.source", english) == Message(
        key="fact.exchange_rates.2019-cn.source")
    assert data_message("fact.exchange_rates.2019-cn.source", "another source").value == "another source"


# --- Chinese -------------------------------------------------------------------------------
@pytest.mark.parametrize("language", CHINESE)
def test_every_error_renders_in_chinese(errors, language):
    for err in errors:
        _chinese(err.render(language), err.message)
    # front ends pass their own quoting of what the user typed
    unknown = next(e for e in errors if e.code == "unknown_card" and "@" in e.message)
    assert "\\@" in unknown.render(language, user_text=lambda s: s.replace("@", "\\@"))


@pytest.mark.parametrize("language", CHINESE)
def test_budgets_and_notes_in_chinese_answers(advisor, language):
    say = i18n.Renderer(language)
    rec = advisor.recommend("1w", market="current-us")
    assert len(rec.budget.assumptions) == 2
    zh = [say(m) for m in rec.budget.assumptions]
    for text in zh:
        _chinese(text, "")
    assert "人民" in zh[0] and "≈" in zh[1]
    for b in _budgets(advisor):
        for m in b.assumptions:
            _chinese(say(m), _english(m))
    for q in _name_queries():
        res = advisor.resolve(q)
        if res.note:
            _chinese(say(res.note), _english(res.note))
    why = advisor.why("2080ti 12g", market="current-us")
    assumed = [say(r.message) for r in why.reasons if r.rule_id == "names.assumed"]
    assert assumed and all(CJK.search(t) for t in assumed)


@pytest.mark.parametrize("language", CHINESE)
def test_fits_in_chinese(advisor, language):
    say = i18n.Renderer(language)
    for model, task in [("llama-3.1-8b", "qlora"), ("70b", "inference"), ("7b", "full-finetune"), ("1.5b", "lora")]:
        fit = advisor.fits(model, task=task)
        _chinese(say(fit.summary), _english(fit.summary))
        for r in fit.reasons:
            _chinese(say(r.message), _english(r.message))
        for o in fit.options:
            _chinese(say(o.change), _english(o.change))
    assert "显存" in i18n.Renderer("zh_Hans")(advisor.resolve("2080ti 12g").note)
    assert "顯示記憶體" in i18n.Renderer("zh_Hant")(advisor.resolve("2080ti 12g").note)


def test_chinese_money_dates_and_currency_names(advisor):
    b = parse_budget("$1w", advisor.catalog.market("2019-cn"))
    hans = [i18n.Renderer("zh_Hans")(m) for m in b.assumptions]
    assert hans[0] == "“w”按 USD 的万（×10,000）理解。"
    assert hans[1].startswith("US$1万 ≈ ¥69,113.8，按该市场2019年的汇率换算")
    assert i18n.Renderer("zh_Hant")(parse_budget("两万", advisor.catalog.market("2017-us")).assumptions[0]) == (
        "因為寫了「两万」，金額按人民幣（CNY）理解。")
    assert i18n.format_currency_name("INR", "zh_Hans") == "印度卢比"
    assert i18n.format_currency_name("INR", "en") == "Indian rupees"
