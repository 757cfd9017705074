"""Conversations (issue 27 §5, issue 30 §3): a follow-up changes the previous reading, and after any
question — an answer, a refusal, a question asked back, a bare command — it is answered, asked back
or refused in words, never with an exception. Whether the context is the whole question or the
reading the bot keeps (:class:`~advisor.ask.models.Context`), the answer is the same.
"""

from __future__ import annotations

import csv
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from advisor.ask.models import Context, Question
from advisor.i18n import Renderer

ROOT = Path(__file__).resolve().parents[2]
TABLES = [ROOT / "tests" / "cases" / "ask.csv", ROOT / "tests" / "advisor" / "cases" / "questions.csv",
          *sorted((ROOT / "data" / "questions").glob("*.csv"))]
SAMPLES = sorted({row["text"] for path in TABLES for row in csv.DictReader(path.open(encoding="utf-8"))
                  if row.get("text")})
"""The project's own sample questions: the question tables and the corpus of real questions."""
FOLLOW_UPS = ["and for 70b?", "what about used?", "in euros", "那6000呢", "and 2 of them?", "with 64gb ram?",
              "and used?", "what about 1500?", "那70b呢？", "二手的呢", "用美元呢", "what about the 4080?", "$800",
              "70b", "5000元", "i meant the 1080", "thanks", "hi", "", "and with qlora?", "两张呢"]
"""Follow-ups as people type them, in English and Chinese."""
STARTS = ["fits", "why", "compare", "recommend", "why is the gtx 9999 so bad?", "compare gtx 9999 and rtx 9999",
          "best gpu?", "推荐显卡", "which model fits?", "best gpu for 500000 ₸"]
"""Questions whose answer is a refusal, a question asked back or a bare command."""

texts = st.sampled_from(SAMPLES) | st.sampled_from(FOLLOW_UPS) | st.sampled_from(STARTS)
chains = st.lists(texts, min_size=2, max_size=4)


def in_words(q: Question) -> None:
    """The question is answered, or its reply — asked back, refused, help — is a sentence of the
    catalogue (a message key, said in English and Chinese), never a bare exception text."""
    assert isinstance(q, Question)
    if q.answer is not None:
        return
    assert q.reply.key != "ask.refused", f"an untranslated refusal: {q.reply}"
    for language in ("en", "zh_Hans", q.language):
        assert Renderer(language)(q.reply).strip()
    if q.error is None:
        # the image and video generators' own answers (advisor/image_needs.py, advisor/ask/firsts.py: card-less
        # or on a card) are replies in words
        # and a concept answered in sentences of the catalogue ("2 x 2070 super connected via NVlink …": NVLink's
        # facts joined, advisor.ask.concepts)
        # and (round 29, fix73a) a generator's split over cards answered in its own sentences ("a second 3090 …
        # pool the vram … Ovi": one card's memory counts, advisor/ask/split_asked.py)
        # and (round 30, fix76b) one instance serving several users at once answered in its own sentences ("How to
        # handle concurrent request in single instance of Qwen2-VL …": advisor/ask/served_one.py), and (round 30,
        # fix75b) a fine-tune's need with no model named answered for a stated example ("train_lora最低需要多大显存":
        # need-finetune.which)
        assert q.missing or q.read_as.command in ("help", "none") or q.reply.key.startswith((
            "ask.", "image.", "answer.", "split-asked.", "served-one.", "need-finetune."))


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(chain=chains)
def test_a_chain_of_questions_is_answered_or_refused_in_words_at_every_step(advisor, chain):
    context: Question | None = None
    for text in chain:
        q = advisor.ask(text, context=context)
        in_words(q)
        if context is not None:  # the reading alone, stored as the bot stores it, gives the same answer
            kept = Context.kept(context.context().stored())
            assert advisor.ask(text, context=kept) == q
        context = q


def test_every_sample_question_alone_is_answered_or_refused_in_words(advisor):
    """Every sample, not the 200 a chain draws: a reply no chain happened to reach fails here, every run (a CI run
    drew the NVLink concept reply once, which no local run had)."""
    for text in SAMPLES:
        in_words(advisor.ask(text))


@pytest.mark.parametrize("first", STARTS)
@pytest.mark.parametrize("follow_up", FOLLOW_UPS + ["what gpu should i buy", "@everyone which card for 500?",
                                                    "为什么不推荐GTX 970？"])
def test_after_a_refusal_a_question_back_or_a_bare_command_a_follow_up_is_said_in_words(advisor, first, follow_up):
    """The breaker's F2 (issue 30): these raised IndexError (no card) and AssertionError (no model)."""
    first_q = advisor.ask(first)
    assert first_q.answer is None
    in_words(advisor.ask(follow_up, context=first_q))


def reading(q: Question) -> dict:
    return q.read_as.model_dump(mode="json", exclude_defaults=True)


@pytest.mark.parametrize(("first", "follow_up", "changed"), [
    # a bare size after a named model keeps its family, as the standalone question reads it (advisor.ask.size_family)
    ("best gpu for $1500 for llama 3 8b", "and for 70b?", {"model": {"name": "Llama 3 70B", "params_b": 70.55}}),
    ("预算1万元跑llama 3 8b买什么显卡", "那70b呢？", {"model": {"name": "Llama 3 70B", "params_b": 70.55}}),
    # after new prices (after an answer already priced used: the same answer, said so; tests/advisor/test_fix65b.py)
    ("best new gpu for $1500 for llama 3 8b", "what about used?", {"condition": "used"}),
    ("预算1万元只买全新显卡跑llama 3 8b", "二手的呢", {"condition": "used"}),
    ("预算5000元买什么显卡", "那6000呢", {"budget": {"amount": 6000.0, "currency": "CNY"}}),
    ("best gpu for $1500 for llm", "what about 6000?", {"budget": {"amount": 6000.0, "currency": "USD"}}),
    # "and 2 of them?" is 2 × the pick against one since fix41a (break33 #14, tests/advisor/test_fix41a.py)
    ("best gpu for $1500 for llm", "and 2 cards?", {"gpus": 2}),
    ("best gpu for $1500 for llm", "and with 3000?", {"budget": {"amount": 3000.0, "currency": "USD"}}),
    ("预算5000元买什么显卡", "那8000呢", {"budget": {"amount": 8000.0, "currency": "CNY"}}),
    ("预算2万元跑大模型买什么显卡", "两张呢", {"gpus": 2}),
])
def test_a_follow_up_changes_its_slot_and_keeps_the_rest(advisor, first, follow_up, changed):
    """"and for 70b?" swaps the model and keeps the budget and use case; "what about used?" the
    condition; "那6000呢" the budget (a round amount after a budget is no
    RTX 6000) — in English and Chinese."""
    before = advisor.ask(first)
    then = advisor.ask(follow_up, context=before)
    assert reading(then) == {**reading(before), **changed}
    assert then.answer is not None and then.answer != before.answer


@pytest.mark.parametrize(("first", "follow_up", "expected"), [
    # a question asked back, then the slot it asked for: the answer, with what was said before
    ("best gpu for llama 3 8b?", "$800", {"command": "recommend", "budget": {"amount": 800.0, "currency": "USD"},
                                          "model": {"name": "Llama 3 8B", "params_b": 8.03}, "use_case": "llm"}),
    ("跑llama 3 8b买什么显卡", "5000元", {"command": "recommend", "budget": {"amount": 5000.0, "currency": "CNY"},
                                     "model": {"name": "Llama 3 8B", "params_b": 8.03}, "task": "inference",
                                     "use_case": "llm"}),
    ("best gpu?", "what about 6000?", {"command": "recommend", "budget": {"amount": 6000.0, "currency": "USD"}}),
    ("推荐显卡", "那6000呢", {"command": "recommend", "budget": {"amount": 6000.0, "currency": "CNY"}}),
    ("which card?", "3090", {"command": "why", "cards": ["GeForce RTX 3090"]}),
    ("fits", "and for 70b?", {"command": "fits", "model": {"name": "70B", "params_b": 70.0}}),
    ("fits", "那70b呢", {"command": "fits", "model": {"name": "70B", "params_b": 70.0}}),
    # a refusal, then a question of its own: answered as asked
    ("why is the gtx 9999 so bad?", "what gpu for $800?",
     {"command": "recommend", "budget": {"amount": 800.0, "currency": "USD"}}),
    ("why is the gtx 9999 so bad?", "i meant the 1080", {"command": "why", "cards": ["GeForce GTX 1080"]}),
    ("best gpu for 500000 ₸", "what about $800?",
     {"command": "recommend", "budget": {"amount": 800.0, "currency": "USD"}}),
    ("best gpu for 500000 ₸", "那预算5000元呢",
     {"command": "recommend", "budget": {"amount": 5000.0, "currency": "CNY"}}),
    # an answered verdict, then a budget: a recommendation (the card was the verdict's)
    ("why not a 970?", "and for $800?", {"command": "recommend", "budget": {"amount": 800.0, "currency": "USD"}}),
    # a bare budget after a comparison: weighed in it, as one question saying both is (break28 #13)
    ("3090 vs 4090", "预算5000元呢", {"command": "compare", "cards": ["GeForce RTX 3090", "GeForce RTX 4090"],
                                     "budget": {"amount": 5000.0, "currency": "CNY"}}),
])
def test_after_a_question_back_or_a_refusal_the_follow_up_is_answered(advisor, first, follow_up, expected):
    before = advisor.ask(first)
    then = advisor.ask(follow_up, context=before)
    assert reading(then) == expected
    assert then.answer is not None and then.error is None


@pytest.mark.parametrize(("first", "follow_up", "slot"), [
    ("why is the gtx 9999 so bad?", "and used?", "cards"),  # no card yet: which card?
    ("compare gtx 9999 and rtx 9999", "what about used?", "cards"),
    ("best gpu?", "and used?", "budget"),
    ("推荐显卡", "二手的呢", "budget"),
])
def test_a_follow_up_that_still_misses_a_slot_asks_for_it(advisor, first, follow_up, slot):
    then = advisor.ask(follow_up, context=advisor.ask(first))
    assert then.missing == [slot] and then.error is None and then.reply.key.startswith("ask.missing.")
    assert then.language == advisor.ask(follow_up).language


def test_the_reading_a_conversation_keeps_is_small_and_answers_the_same(advisor):
    """F5 (issue 30): a follow-up needs the reading, not the answer (~125 KiB): the context is a
    few hundred bytes and the follow-up from it is the same question as from the whole answer."""
    for first, follow_up in [("best gpu for $1500 for llama 3 8b", "and for 70b?"),
                             ("will llama 3 70b fit on two 3090s?", "what about used?"),
                             ("my 1060 runs out of memory", "in euros"), ("3090 vs 4090", "what about the 4080?")]:
        q = advisor.ask(first)
        kept = q.context().stored()
        assert len(kept) < 1024 and 10 * len(kept) < len(q.model_dump_json())
        assert advisor.ask(follow_up, context=Context.kept(kept)) == advisor.ask(follow_up, context=q)


@pytest.mark.parametrize(("first", "follow_up", "currency"), [
    ("best gpu for $1500 for llm", "in euros", "EUR"),
    ("预算5000元买什么显卡", "用美元呢", "USD"),
    ("best gpu for 1000 usd for llama 3 8b", "in euros", "EUR"),
])
def test_in_euros_converts_the_budget_at_the_market_rate(advisor, first, follow_up, currency):
    """"in euros" after 1,500 USD is the same money in euros (about 1,3xx EUR at the market's rate), said
    on the read-as line; the rest of the reading stays."""
    from advisor.ask.followups import market_rates

    before = advisor.ask(first)
    then = advisor.ask(follow_up, context=before)
    rates, b = market_rates(advisor, None), before.read_as.budget
    expected = {"amount": float(round(b.amount * rates[b.currency] / rates[currency])), "currency": currency}
    after = reading(then)
    assert then.read_as.notes[-1].key == "ask.converted" and len(after.pop("notes")) == 1
    assert [n["key"] for n in after.pop("notes_messages")] == ["ask.converted"]
    assert after == {**reading(before), "budget": expected}
