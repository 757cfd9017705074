"""The question reader (advisor/ask) on the team's ask.csv and on our own questions.

``tests/advisor/cases/questions.csv`` is a fresh set written apart from ask.csv (varied phrasing,
typos, Simplified and Traditional Chinese, mentions); its checks are those of ask.csv
(tests/cases/README.md, checked by ``check_question``). Rows F01-F72 were written first (66 of 72
read right before the fixes they led to); B01-B25 were written after, as a held-out set, and run
once before any change (24 of 25 right; B15's "my first … gpu" then joined the vocabulary). C01-C40
were written by the issue 19 audit, held out, 20 English, 10 Simplified and 10 Traditional Chinese:
39 of 40 right before its fixes (C08, "£600 what card", read 6,000,000 GBP: a multiplier letter
that begins a word). E01-E40 were written after the audit's first fixes, held out the same way:
36 of 40 right before the fixes they led to (E12 "titan rtx" read as the GTX TITAN, E19 "two used
gpus" lost its count, E31 "想學深度學習" was no beginner, E39 "你好，請問你會什麼" got nothing).
"""

from __future__ import annotations

import csv
from pathlib import Path

import pytest
from test_acceptance import check_question

from advisor.i18n import Renderer
from said import said

QUESTIONS = Path(__file__).with_name("cases") / "questions.csv"
#: Rows the reader still misreads (reported in the branch note); strict, so a fix removes the mark.
MISREAD: dict[str, str] = {
    row: "the row predates the image use case (rank24, issue 28): a Stable Diffusion buyer now reads "
         "use_case=image, ranked by the generator's speed once a card holds SDXL, not cv-research"
    for row in ("F08", "F58", "C07", "C21")}


def _rows() -> list:
    with open(QUESTIONS, newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    return [pytest.param(r, id=r["id"], marks=[pytest.mark.xfail(strict=True, reason=MISREAD[r["id"]])]
                         if r["id"] in MISREAD else []) for r in rows]


@pytest.mark.parametrize("row", _rows())
def test_our_questions(advisor, row):
    data = advisor.ask(row["text"]).model_dump(mode="json")
    for item in row["expect"].split(" & "):
        check_question(item, data)


def test_the_answer_is_the_named_command_s_own(advisor):
    q = advisor.ask("I have about 600 bucks and want to run llama 3 8b locally")
    assert q.read_as.command == "recommend" and q.missing == []
    assert q.answer == advisor.recommend("600 USD", use_case="llm", model="Llama 3 8B", task="inference")
    data = q.model_dump(mode="json")
    assert data["reply"] == "Read as /recommend budget:600 USD use_case:llm model:Llama 3 8B task:inference"
    assert set(data) >= {"text", "read_as", "missing", "answer", "reply"}
    assert set(data["read_as"]) >= {"command", "budget", "cards", "model", "task", "use_case", "gpus", "market"}


def test_a_question_without_a_budget_asks_for_it_in_one_sentence(advisor):
    q = advisor.ask("what gpu should i buy for llms?")
    assert (q.read_as.command, q.missing, q.answer) == ("recommend", ["budget"], None)
    assert q.reply.key == "ask.missing.budget"
    assert q.model_dump(mode="json")["reply"].count("?") == 1


def test_a_chinese_question_is_answered_in_its_language(advisor):
    q = advisor.ask("预算5000元，想跑7B模型，买什么显卡？")
    assert q.language == "zh_Hans" and q.answer is not None
    assert any("显存" in Renderer(q.language)(n.message) for n in q.answer.notes)
    assert advisor.ask("預算一萬元，買什麼顯卡？").language == "zh_Hant"
    english = advisor.ask("预算5000元，想跑7B模型，买什么显卡？", lang="en")
    assert english.language == "en" and said(english.answer.notes[0].message).isascii()
    zh = q.model_dump(mode="json", context={"lang": q.language})
    assert any("显存" in n["text"] for n in zh["answer"]["notes"])


def test_a_command_s_refusal_is_the_reply_not_an_exception(advisor):
    q = advisor.ask("why is the gtx 9999 bad?")
    assert q.answer is None
    q = advisor.ask("budget 500 eur and 600 gbp")
    assert q.answer is None or q.read_as.budget is not None


def test_used_reads_as_used_prices_only(advisor):
    q = advisor.ask("best used gpu for $1000")
    assert q.read_as.condition == "used"
    assert q.answer.picks and all(p.price.condition == "used" for p in q.answer.picks)
    assert q.reply.key == "ask.read-as-condition"


@pytest.mark.parametrize(("follow_up", "changed"), [
    ("and used?", {"condition": "used"}),
    ("what about for LLMs?", {"use_case": "llm"}),
    ("2 cards?", {"gpus": 2}),  # "2 of them?" is two of the pick before since fix41a (break33 #14)
    ("用二手的呢", {"condition": "used"}),
    ("what about 1200?", {"budget": {"amount": 1200.0, "currency": "USD"}}),
])
def test_a_follow_up_changes_one_slot_and_keeps_the_rest(advisor, follow_up, changed):
    # 1,600 USD: enough for "2 of them" too, after the pair's board and supply (issue 17 §2, 810 USD); used asked after
    # new cards (after cards already priced used the answer stands, said so: fix65b, tests/advisor/test_fix65b.py)
    first = advisor.ask("what gpu should I buy for $1600? mostly for kaggle" + (
        ", new cards only" if changed.get("condition") == "used" else ""))
    then = advisor.ask(follow_up, context=first)
    before, after = first.model_dump(mode="json")["read_as"], then.model_dump(mode="json")["read_as"]
    assert after == {**before, **changed}
    assert then.answer is not None and then.answer != first.answer


@pytest.mark.parametrize(("first", "follow_up", "command", "budget", "cards"), [
    ("best gpu for €900", "what about 1500?", "recommend", (1500, "EUR"), []),  # a bare amount keeps the currency
    ("best gpu for €900", "what about 2k?", "recommend", (2000, "EUR"), []),
    ("best gpu for €900", "what about $1200?", "recommend", (1200, "USD"), []),  # a currency said is taken
    ("预算5000元买什么显卡", "那8000呢", "recommend", (8000, "CNY"), []),  # a Chinese character after the number
    ("預算一萬元，買什麼顯卡？", "那麼8000呢？", "recommend", (8000, "CNY"), []),
    ("预算5000元买什么显卡", "那3090呢", "why", (5000, "CNY"), ["GeForce RTX 3090"]),
    ("best gpu for 900 usd", "what about 3090?", "why", (900, "USD"), ["GeForce RTX 3090"]),  # a card, not $3090
    ("best gpu for 900 usd", "how about 1200", "recommend", (1200, "USD"), []),
])
def test_a_follow_up_s_amount_or_card(advisor, first, follow_up, command, budget, cards):
    then = advisor.ask(follow_up, context=advisor.ask(first)).read_as
    assert (then.command, (then.budget.amount, then.budget.currency), then.cards) == (command, budget, cards)


def test_a_follow_up_of_a_comparison_or_a_fit_keeps_its_command(advisor):
    first = advisor.ask("3090 vs 4090 for training?")
    then = advisor.ask("what about the 4080?", context=first)
    assert then.read_as.command == "compare" and then.read_as.cards == ["GeForce RTX 3090", "GeForce RTX 4080"]
    fit = advisor.ask("will llama 3 70b run on two 3090s?")
    assert advisor.ask("and with qlora?", context=fit).read_as.model_copy(update={"task": "inference"}) == fit.read_as


@pytest.mark.parametrize(("text", "budget"), [
    ("$800 with a focus on llms", (800, "USD")),
    ("£600 what card should i get", (600, "GBP")),
    ("i have $1000 whats best", (1000, "USD")),
    ("$800 kinda budget", (800, "USD")),
    ("€1500 which card for stable diffusion", (1500, "EUR")),
    ("$2 grand what to buy", (2000, "USD")),
    ("1.5k budget", (1500, "USD")),
    ("1w以内的显卡推荐", (10000, "CNY")),
    ("less than a grand for a gpu", (1000, "USD")),  # was no question at all
    ("what's the best card for a grand?", (1000, "USD")),
])
def test_a_multiplier_is_a_word_of_its_own(advisor, text, budget):
    """"k", "w" (万), "grand" multiply an amount only as words of their own: the "w" of "with" or
    "what" and the "k" of "kinda" after "$800" are no multiplier (they read 8,000,000 USD)."""
    b = advisor.ask(text).read_as.budget
    assert (b.amount, b.currency) == budget


@pytest.mark.parametrize(("text", "wrong"), [
    ("500 sounds about right, which card?", {"budget": {"amount": 500.0, "currency": "GBP"}}),
    ("which gpu for a conference demo, 900 usd", {"task": "inference"}),
    ("can a 3090 handle a 13b model for brain imaging", {"task": "full-finetune"}),
    ("i spent 300 on a used 3060 last year, is it still good?", {"budget": {"amount": 300.0, "currency": "USD"}}),
])
def test_real_words_are_not_typo_corrected_into_other_meanings(advisor, text, wrong):
    """A real English word one edit from a vocabulary word ("sounds" ~ "pounds", "conference" ~
    "inference", "brain" ~ "train") is read as itself (advisor/ask/real_words.toml)."""
    read_as = advisor.ask(text).model_dump(mode="json")["read_as"]
    assert {k: read_as[k] for k in wrong} != wrong


def test_the_real_word_list_leaves_typos_and_inflections_to_the_corrector(advisor):
    from advisor.ask.vocabulary import vocabulary

    vocab = vocabulary()
    assert {"conference", "sounds", "brain", "different"} <= vocab.real_words
    assert not vocab.real_words & set(vocab.correctable)  # no vocabulary word is kept from itself
    assert advisor.ask("recomend a gpu for stabel diffusion, 700 usd").read_as.use_case == "image"  # rank24 #4
    assert advisor.ask("any tips for students, 400 usd").read_as.use_case == "beginner"  # students → student


@pytest.mark.parametrize(("text", "command", "use_case"), [
    ("I'm a phd student in NLP with a $3000 grant, what should I get?", "recommend", "nlp-research"),
    ("beginner here, mostly stable diffusion, 600 usd", "recommend", "image"),  # image generation's own use case
    ("a student learning ML with 400 usd", "recommend", "beginner"),  # no field said: the learner's card
    ("used 3090 for 700, good deal?", "why", None),  # a price judged: the card's verdict
    ("二手3090 5000块划算吗", "why", None),
])
def test_the_field_said_beats_the_learner_s_words_and_a_deal_is_judged(advisor, text, command, use_case):
    read_as = advisor.ask(text).read_as
    assert (read_as.command, read_as.use_case) == (command, use_case)


@pytest.mark.parametrize(("text", "budget"), [
    ("港幣5000有什麼顯卡推薦", (5000, "HKD")),  # was a /why of the Quadro RTX 5000
    ("5000港币买什么显卡", (5000, "HKD")),
    ("500 chf which gpu", (500, "CHF")),  # was 500 USD
    ("HK$5000 gpu", (5000, "HKD")),
    ("c$1200 for a gpu", (1200, "CAD")),
    ("新台幣20000的顯卡推薦", (20000, "TWD")),  # was 20000 USD; refused until TWD had a sourced rate (break28 #24)
    ("預算台幣三萬，推薦顯卡", (30000, "TWD")),  # was 30000 CNY
    ("NT$30000 gpu recommendation", (30000, "TWD")),  # was 30000 USD
])
def test_a_currency_the_budget_reader_knows_is_read_beside_the_amount(advisor, text, budget):
    """The question reader's own currency patterns list a few currencies; any word or code the
    budget reader knows (CLDR, advisor/currencies.py) beside an amount is now its currency, and an
    amount in a currency the market cannot convert is refused, never read as yuan or dollars."""
    q = advisor.ask(text)
    if budget is None:
        assert (q.read_as.budget, q.error, q.answer) == (None, "invalid_budget", None)
    else:
        assert (q.read_as.budget.amount, q.read_as.budget.currency) == budget and q.answer is not None


@pytest.mark.parametrize(("text", "cards"), [
    ("titan rtx vs 3090", ["TITAN RTX", "GeForce RTX 3090"]),  # was the GTX TITAN
    ("titan rtx 3090", ["TITAN RTX", "GeForce RTX 3090"]),
    ("titan v or rtx 3090", ["TITAN V", "GeForce RTX 3090"]),  # a short designator after its name word
    ("v100 or titan v", ["Tesla V100 PCIe 16 GB", "TITAN V"]),
])
def test_a_number_less_card_keeps_its_line_word_and_designator(advisor, text, cards):
    assert advisor.ask(text).read_as.cards == cards


@pytest.mark.parametrize(("text", "command", "gpus"), [
    ("$1500 for two used gpus for llms", "recommend", 2),
    ("a single card for llm, 1000 usd", "recommend", 1),
    ("hello, what can you do?", "help", None),
    ("你好，請問你會什麼", "help", None),
    ("你好，3090和4090哪个好", "compare", None),  # a greeting before a question: the question
])
def test_count_words_before_gpus_and_a_greeting_then_a_call_for_help(advisor, text, command, gpus):
    read_as = advisor.ask(text).read_as
    assert (read_as.command, read_as.gpus) == (command, gpus)


def test_thanks_after_an_answer_is_no_question(advisor):
    first = advisor.ask("what gpu should I buy for $800?")
    assert advisor.ask("thanks!", context=first).read_as.command == "none"
    assert advisor.ask("hi", context=first).read_as.command == "help"
    fresh = advisor.ask("why not a gtx 970?", context=first)
    assert fresh.read_as.command == "why" and fresh.read_as.budget is None


@pytest.mark.parametrize("text, cards", [
    ("v100 32 or a100 80 for training?", ["Tesla V100 PCIe 32 GB", "A100 PCIe 80 GB"]),
    ("is a 3060 12 better than a 4060 ti 16?", ["GeForce RTX 3060 12 GB", "GeForce RTX 4060 Ti 16 GB"]),
    ("3090 4090", ["GeForce RTX 3090", "GeForce RTX 4090"]),
])
def test_a_bare_memory_number_stays_with_its_card_name(advisor, text, cards):
    assert advisor.ask(text).read_as.cards == cards


def test_a_card_s_number_is_read_the_same_whatever_was_asked_before():
    """The number of a card the question names ("recommend rtx 3090") is the card, not a budget, in
    a fresh process as after someone asked a bare "3090": the reader once looked the number up only
    in what earlier questions had left in its cache, so a first "recommend rtx 3090" read 3090 USD."""
    from advisor import Advisor

    fresh, used = Advisor.load(), Advisor.load()
    used.ask("3090")
    used.ask("4090")
    for text in ("recommend rtx 3090", "recommend a card, I like the rtx 4090"):
        first, later = fresh.ask(text).read_as, used.ask(text).read_as
        assert first.budget is None and later.budget is None, text
        assert first.cards == later.cards and len(first.cards) == 1, text


@pytest.mark.parametrize("text", ["what gpu for $800 to run llama 3 8b?", "3060 12gb or 4060?",
                                  "will 70b fit?", "best gpu for 1000 dollars", "预算5000元，想跑7B模型"])
def test_a_question_s_console_answer_stays_within_the_short_limit(capsys, advisor, text):
    """Issue 18: the "Read as" line counts against the answer's 22 lines (recommend, compare, fits)."""
    from advisor.cli import main

    assert main(["ask", text], advisor=advisor) == 0
    lines = capsys.readouterr().out.rstrip("\n").splitlines()
    assert len(lines) <= 22, "\n".join(lines)


@pytest.mark.parametrize(("text", "command", "missing"), [
    ("why 970", "why", []), ("why?", "why", ["cards"]), ("recommend", "recommend", ["budget"]),
    ("compare prices of gpus for kaggle under $800", "recommend", []),  # no cards: "compare" is a word here
])
def test_a_command_name_starts_a_question_as_the_command_alone_or_with_what_it_needs(advisor, text, command, missing):
    """A command's name typed first is that command when the question gives what its answer needs
    (its required parameters' slots) or says nothing else; otherwise it is read as a word like the
    others — so a command named like a common word never takes the questions that start with it."""
    q = advisor.ask(text)
    assert (q.read_as.command, q.missing) == (command, missing)


@pytest.mark.parametrize(("first", "follow_up", "currency"), [
    ("what gpu should I buy for $1600? mostly for kaggle", "in euros", "EUR"),
    ("best gpu for 1000 usd", "in euros", "EUR"),
    ("预算5000元买什么显卡", "用美元", "USD"),
    ("best gpu for 800 euros", "in dollars", "USD"),
])
def test_in_another_currency_converts_the_budget_before_never_relabels_it(advisor, first, follow_up, currency):
    # "in euros" after 1,000 USD is about 9xx EUR at the market's rate (data/exchange_rates.csv), never 1,000 EUR
    from advisor.ask.followups import market_rates

    before = advisor.ask(first)
    then = advisor.ask(follow_up, context=before)
    rates = market_rates(advisor, None)
    b = before.read_as.budget
    assert then.read_as.command == "recommend" and then.read_as.budget.currency == currency
    assert then.read_as.budget.amount == round(b.amount * rates[b.currency] / rates[currency])
    assert then.read_as.budget.amount != b.amount
    assert any(n.key == "ask.converted" for n in then.read_as.notes)
    assert then.answer is not None
