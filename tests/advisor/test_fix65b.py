"""fix65b (issue 27 §5, issue 28 §1): named options and follow-ups.

- the console's read-as line names the console's command (``gpu-advisor recommend 500 USD --use-case llm``), one a
  console user can type, and typed it gives the same answer; the bot and ``--json`` keep the slash command;
"""

from __future__ import annotations

import shlex

import pytest
from asked import bot_text, chain

from advisor.cli import main
from advisor.cli.ask import render_question
from advisor.cli.render import View
from bot.cogs.ask import reply_text


def _console(q) -> str:
    return " ".join(render_question(q, View(language=q.language)).split())


@pytest.mark.parametrize(("text", "lang", "read"), [
    ("best gpu for 500 dollars for llm", "en", "Read as gpu-advisor recommend 500 USD --use-case llm"),
    ("预算5000元，想跑7B模型，买什么显卡？", "zh", "理解为 gpu-advisor recommend 5000 CNY --use-case llm --model 7B"),
    ("3090 vs 4090 for llama 70b", "en", "Read as gpu-advisor compare 'GeForce RTX 3090' 'GeForce RTX 4090'"),
    ("can my 3090 run qwen3 32b?", "en", "Read as gpu-advisor fits Qwen3 32B --task inference --card GeForce RTX 3090"),
    ("my 1080 ti runs out of memory, why", "en", "Read as gpu-advisor why GeForce GTX 1080 Ti --own"),
])
def test_the_console_reads_a_question_as_its_own_command(advisor, capsys, text, lang, read):
    q = advisor.ask(text, lang=lang)
    said = _console(q)
    read_as = " ".join(render_question(q, View(language=q.language)).split("\n\n")[0].split()).split(" — ")[0]
    assert said.startswith(read) and " /" not in read_as, said
    assert f"`/{q.read_as.command} " in reply_text(q, q.language)  # Discord: the slash command a member types there
    typed = shlex.split(read_as.split(" gpu-advisor ", 1)[1])  # the command as the shell passes it
    assert main(typed, advisor=advisor) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert out[:50] == " ".join(render_question(q, View(language="en")).split("\n\n", 1)[1].split())[:50]


@pytest.mark.parametrize(("first", "then", "card"), [
    ("budget 2500, fastest card for qwen3 30b-a3b", "what psu for that?", "GeForce RTX 4090"),
    ("budget 2500, quickest gpu for gemma 3 27b", "how much power does it draw?", "GeForce RTX 4090"),
    ("预算1万，最快的卡跑qwen3 14b", "电源要多大？", "GeForce RTX 5080"),
])
def test_a_follow_up_means_the_card_the_headline_names(advisor, first, then, card):
    """"the fastest" leads with the fastest card (ranked first, the value pick a fact after it): "that" is it."""
    q = advisor.ask(first)
    assert q.answer.shape.ranking[0].card == card and q.answer.picks[0].card != card  # the value pick stays picks[0]
    assert q.context().picked == card
    after = chain(advisor, first, then, bot=True)  # the bot keeps the context as bytes
    assert after.read_as.cards == [card], after.read_as
    assert _console(after).startswith(card) and reply_text(after, after.language).startswith(card)


@pytest.mark.parametrize(("text", "lang"), [
    ("budget 1800, 4090 or 2x 3090 or 5090 for llama 3 70b?", "en"),
    ("预算1800美元，4090还是两张3090还是5090跑llama 3 70b", "zh"),
    ("I have $2500. Should I get a 3090, a 4090 or two 3060s to run Qwen 72B?", "en"),
    ("with 2300 dollars, a 3090 or a 4090 or two 3060s for llama 70b?", "en"),
])
def test_none_within_says_each_option_once(advisor, text, lang):
    """None of the options within the budget: the lead says each option's fit and how far over the cheapest that
    holds it is; no per-option over-budget line nor the comparison's own "take …" pick after it."""
    q = advisor.ask(text, lang=lang)
    head = q.answer.shape.headline
    assert "ask.budget-options.none-within" in (head.key, getattr(head.params.get("head"), "key", None)), head.key
    keys = [c.message.key for c in q.answer.shape.decides]
    assert not any(k.startswith("ask.over-budget") or k in ("several.model.pair-pick", "several.model.only")
                   for k in keys), keys
    said = _console(q)
    assert said.count("over your budget of") == 0 and said.count("超出你的预算") == 0, said
    assert " take 2 x " not in said and "选 2 张" not in said, said


@pytest.mark.parametrize(("text", "lang"), [
    ("budget 20000 CNY, 4090 or 5090 or 2x 3090 for llama 70b", "en"),
    ("budget 3000, 4090 or 5090 or 2x 3090 for llama 70b", "en"),
    ("预算2万元，4090还是5090还是两张3090跑llama 70b", "zh"),
])
def test_one_option_within_keeps_the_over_line_and_no_other_pick(advisor, text, lang):
    """One option within the budget leads; the options over it are said in the deciding line after it, on the console
    (a yuan budget's conversion no longer pushes it out) and in the bot's first message; the comparison's own
    "take 2 x 4090" is not said below "2 × 3090 is the one within your budget"."""
    q = advisor.ask(text, lang=lang)
    assert q.answer.shape.headline.key.startswith("ask.budget-options.held-one") or \
        q.answer.shape.headline.key == "ask.budget-options.with-platform", q.answer.shape.headline.key
    over = ("Over your budget, the options that hold", "超出预算、但能装下")
    said, bot = _console(q), bot_text(q)
    assert any(o in said for o in over) and any(o in bot for o in over), said
    assert "take 2 x" not in said and "take 2 x" not in bot and "选 2 张" not in said, said
    assert len(render_question(q, View(language=q.language)).splitlines()) <= 22


@pytest.mark.parametrize(("first", "then"), [
    ("best gpu for local llm, budget 1200", "what about used?"),
    ("best gpu under 800 for stable diffusion", "and used?"),
    ("预算1万，跑大模型用什么显卡", "二手的呢"),
    ("预算1万，跑大模型用什么显卡", "用二手的呢"),
])
def test_used_asked_after_used_picks_says_so_and_keeps_them(advisor, first, then):
    """"what about used?" after an answer whose cards were all priced used: the same answer (no stretch card over the
    budget added), its read-as saying it already counts used prices, on the console and the bot."""
    q1 = advisor.ask(first)
    q2 = chain(advisor, first, then, bot=True)
    assert q2.read_as.condition is None and q2.read_as.budget == q1.read_as.budget
    assert [x.card for x in q2.answer.shape.ranking] == [x.card for x in q1.answer.shape.ranking]
    note = "already counts used prices" if q2.language == "en" else "已经算上二手价"
    assert note in _console(q2) and note in reply_text(q2, q2.language).replace("\n", " ")


def test_used_asked_after_new_prices_ranks_used_only(advisor):
    q = chain(advisor, "best gpu under 800 for stable diffusion, new only", "what about used?")
    assert q.read_as.condition == "used" and "already counts used" not in _console(q)


@pytest.mark.parametrize(("first", "then", "said"), [
    ("预算1万，跑大模型用什么显卡", "那1万2呢", "在 ¥1.2万 预算下仍然选 GeForce RTX 3090"),
    ("预算1万，跑大模型用什么显卡", "预算加到11000呢", "仍然选 GeForce RTX 3090"),
    ("best gpu for llm under 1500", "what about 1700?", "GeForce RTX 3090 stays the pick at 1,700 USD"),
])
def test_a_bigger_budget_with_the_same_pick_says_why(advisor, first, then, said):
    q1, q2 = advisor.ask(first), chain(advisor, first, then)
    assert q2.read_as.budget.amount > q1.read_as.budget.amount
    assert q2.answer.picks[0].card == q1.answer.picks[0].card
    assert said in _console(q2) and said in bot_text(q2), _console(q2)


def test_a_bigger_budget_with_another_pick_says_nothing_more(advisor):
    q = chain(advisor, "best gpu for llm under 500", "what about 1500?")
    assert not any(c.message.key.startswith("ask.same-pick") for c in q.answer.shape.decides)


@pytest.mark.parametrize(("first", "then", "lang"), [
    ("best gpu for local llm, budget 1200", "in euros", "en"),
    ("预算8000元跑大模型", "换成美元呢", "zh"),
    ("best gpu for llm under 1000", "how much is that in pounds?", "en"),
])
def test_a_budget_said_in_another_currency_is_converted_once(advisor, first, then, lang):
    """"in euros": the read-as note says the conversion and whose prices; the answer's reading never again."""
    q = chain(advisor, first, then)
    assert any(n.key == "ask.converted" for n in q.read_as.notes), q.read_as.notes
    assert not any(m.key.startswith(("budget.converted", "budget.priced")) for m in q.answer.shape.reading)
    assert [p.card for p in q.answer.picks] == [p.card for p in advisor.ask(first).answer.picks]


@pytest.mark.parametrize(("text", "lang", "case", "supply"), [
    ("will a 4090 fit in a fractal north case? and is it ok with my 850w psu", "en", True, True),
    ("is a 3090 good for llms? I have a 650w psu", "en", False, True),
    ("我的机箱是fractal north，4090放得下吗？850w电源够吗", "zh", True, False),  # the supply answered: its reply
    ("4090 in a fractal north case with an 850w psu, ok?", "en", True, False),
    ("3090能放进我的机箱吗？我的电源是750w电源", "zh", True, True),
])
def test_two_questions_in_one_answer_both_or_say_which_is_not(advisor, text, lang, case, supply):
    """A case and a power supply asked beside a card: the power answered, or said not answered in one sentence;
    the case's fit said not answered (no clearance data)."""
    q = advisor.ask(text, lang=lang)
    keys = [n.key for n in q.read_as.notes]
    assert ("ask.part.case" in keys) == case and ("ask.part.supply" in keys) == supply, keys
    if not supply:  # the power supply is the reply's own topic
        assert q.read_as.topic == "power"
    said = _console(q)
    assert ("power supply is enough" in said or "电源够不够" in said) == supply, said


def test_in_this_case_is_no_computer_case(advisor):
    q = advisor.ask("in this case which gpu should I buy for 800?")
    assert not any(n.key == "ask.part.case" for n in q.read_as.notes)
