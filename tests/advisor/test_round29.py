"""Round 29's integration fixes: a purpose is no place a card is used ("3090 for kaggle"), a level named is no lever
tried ("70b q4"), and users served with a named engine lead with the yes and its figures, the engine's road after."""

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View


@pytest.mark.parametrize(("text", "own"), [
    ("3090 for kaggle", False),  # a card for the competitions, to buy
    ("the 3090 for kaggle competitions", False),
    ("kaggle's T4 is slow for llama", True),  # a card used on Kaggle
])
def test_kaggle_as_a_purpose_is_no_card_used_there(advisor, text, own):
    assert advisor.ask(text).read_as.own is own


@pytest.mark.parametrize(("text", "tried"), [
    ("how many tok/s does a 3090 get on llama 3.1 70b q4", False),
    ("already tried q4 and cpu offload, llama 3.1 70b still too slow on my 3090, what now", True),
])
def test_a_level_named_is_no_lever_tried(advisor, text, tried):
    q = advisor.ask(text)
    head = q.answer.shape.headline.key
    assert head.startswith("fix74b.tried") is tried, head


@pytest.mark.parametrize(("text", "lang", "first"), [
    ("can one 4090 serve 10 concurrent users with vllm", "en", "Yes"),
    ("vLLM部署，单卡4090能支持十个用户并发吗", "zh_Hans", "可以"),
])
def test_users_served_lead_with_the_yes_not_the_engines_road(advisor, text, lang, first):
    q = advisor.ask(text)
    assert q.language == lang
    out = render_question(q, View(language=q.language))
    body = out.split("\n\n", 1)[1]  # past the read-as line
    assert "".join(body.split()).startswith(first), body[:200]
    assert q.answer.shape.headline.key.startswith("serving."), q.answer.shape.headline.key


def test_the_engine_on_windows_still_leads_with_users(advisor):
    q = advisor.ask("can I run vllm on windows with my 4090 for 10 users")
    assert q.answer.shape.headline.key.startswith("stack.os."), q.answer.shape.headline.key


@pytest.mark.parametrize(("text", "first"), [
    ("my 4070 draws 80W at idle, is something wrong?", "Yes"),
    ("my 4070 draws 80W at idle, is that normal?", "No"),
    ("我的4070待机功耗80W，是不是有问题", "是的"),
])
def test_a_high_idle_draw_answers_in_the_polarity_asked(advisor, text, first):
    q = advisor.ask(text)
    out = render_question(q, View(language=q.language))
    assert "".join(out.split()).startswith(first), out[:200]


@pytest.mark.parametrize(("text", "first"), [
    ("can a 4090 handle 1000 users on llama 3 8b", "No."),  # said "Yes. … holds 32 users, not 1,000" (break46)
    ("can a single 3090 serve 100 concurrent users with mistral 7b", "No."),
    ("can one 4090 serve 10 users on llama 3 8b", "Yes:"),  # said "Yes. Yes:"
])
def test_users_asked_take_the_serving_verdicts_yes_or_no(advisor, text, first):
    q = advisor.ask(text)
    out = render_question(q, View(language=q.language)).split("\n\n", 1)[1]
    assert " ".join(out.split()).startswith(first), out[:200]
    assert "Yes. Yes" not in " ".join(out.split())
