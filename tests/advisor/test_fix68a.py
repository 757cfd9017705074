"""fix68a (issue 28 §5, newuser27): serving users — throughput, budgets kept, the right multi-GPU words.

- one card is never said "tensor parallel" (a single GeForce card on the cheaper 4-bit route);
- a serving budget nothing serves within is said plainly first, with the cheapest that serves them;
- users said beside a budget (or in a follow-up) are a server's users, never a divisor of the budget;
- a budget far above any single card is a data-centre purchase, never a lone consumer card;
- a comparison for N users weighs each side's throughput and KV-cache room, not batch 1.
"""

from __future__ import annotations

import pytest

from advisor.api import Advisor
from advisor.cli.ask import render_question
from advisor.cli.render import View
from advisor.i18n import render
from tests.asked import chain, find_message, question_faces


@pytest.fixture(scope="module")
def adv() -> Advisor:
    return Advisor.load()


def _console(q) -> str:
    return render_question(q, View(language=q.language))


def _flat(q) -> str:
    return " ".join(_console(q).split())


@pytest.mark.parametrize("text", ["serve qwen3 14b to 10 concurrent users", "serve llama 3.1 8b to 20 users"])
def test_one_geforce_card_is_never_said_tensor_parallel(adv, text):
    q = adv.ask(text)
    used = [r.message for r in q.answer.serving.reasons if r.message.key.startswith("serving.used")]
    assert used, "the cheaper 4-bit route is said"
    said = find_message(used[0], "serving.used.geforce-one")
    assert said is not None and said.params["config"].params["name"].key == "owned.rig.one"
    assert "tensor parallel" not in render(used[0].key, used[0].params, "en")


@pytest.mark.parametrize("text, lang", [
    ("serve qwen3 32b to 20 concurrent users, budget ¥15000", "en"),
    ("预算1.5万，部署qwen3 32b给团队10个人用", "zh"),
    ("we need to host qwen3 32b for 30 users at once, we have $2000", "en"),
    ("公司预算1万元，想部署qwen3 32b，20人并发", "zh"),
])
def test_a_serving_budget_nothing_serves_within_is_said_first(adv, text, lang):
    q = adv.ask(text)
    assert q.answer is not None and q.answer.serving is not None
    assert q.answer.shape.headline.key == "serving.budget.none"
    assert q.language.startswith(lang)
    assert "tensor parallel" not in render(q.answer.shape.headline.key, q.answer.shape.headline.params, "en")


def _decides(q) -> list[str]:
    return [c.message.key for c in q.answer.shape.decides]


@pytest.mark.parametrize("bot", [False, True])
def test_users_in_a_follow_up_never_divide_the_budget(adv, bot):
    q = chain(adv, "best gpu for local llms, budget 5000 usd", "what about for 4 users?", bot=bot)
    assert "ask.seats.one-server" in _decides(q) and not any(k in ("ask.seats.each", "ask.seats.group")
                                                              for k in _decides(q))
    assert q.answer.budget.amount == 5000  # the ranking at the whole budget, not 1,250 a seat
    q = chain(adv, "best gpu for local llms, budget 5000 usd", "what about for 4 users?", "那两万呢", bot=bot)
    assert q.read_as.budget.amount == 20000 and q.read_as.budget.currency == "CNY"
    assert q.answer.budget.amount == 20000  # the follow-up's budget as said, never 20000 / 4
    assert "ask.seats.one-server" in _decides(q)


@pytest.mark.parametrize("text", [
    "budget $8000, llm server for 10 concurrent users",
    "预算5万，团队10个人同时用大模型，买什么卡",
    "$12000 for a machine our 6 users share for local llms",
    "预算3万，部署大模型给8个同事用",
])
def test_users_beside_a_budget_share_one_machine(adv, text):
    q = adv.ask(text)
    assert q.answer is not None
    keys = _decides(q)
    assert "ask.seats.one-server" in keys or q.answer.serving is not None, keys
    assert not any(k in ("ask.seats.each", "ask.seats.group") for k in keys)


@pytest.mark.parametrize("text", [
    "which gpu for 30 students doing deep learning, budget $20000",
    "we are 4 people, $6000, one pc each for llms",
    "4个用户，预算2万，每人一台电脑跑大模型",
])
def test_people_with_a_machine_each_are_still_seats(adv, text):
    q = adv.ask(text)
    assert any(k in ("ask.seats.each", "ask.seats.group") for k in _decides(q)), _decides(q)


@pytest.mark.parametrize("text, card, gpus", [
    ("best gpu for $1m", "H100 PCIe 80 GB", 24),  # fix70c: whole servers with their network, the most spent
    ("$200k for an inference cluster", "A100 PCIe 80 GB", 8),
    ("预算100万，买什么卡跑大模型", "A100 PCIe 80 GB", 8),
    ("we have $60000 for gpus for our ml team", "A100 PCIe 80 GB", 8),
])
def test_a_data_centre_budget_buys_servers_not_a_lone_consumer_card(adv, text, card, gpus):
    q = adv.ask(text)
    head = q.answer.shape.headline
    assert head.key in ("ask.datacenter.buy", "ask.datacenter.servers")
    assert head.params["card"].value == card and head.params["gpus"].value == gpus
    assert "GeForce" not in render(head.key, head.params, "en")
    price = head.params["price"].amount
    assert price * gpus <= q.answer.budget.market_amount  # the GPUs within the budget, at the market's own price


@pytest.mark.parametrize("text", ["best gpu for $5000", "预算2万，买什么卡跑大模型"])
def test_a_pc_budget_keeps_its_card(adv, text):
    assert adv.ask(text).answer.shape.headline.key not in ("ask.datacenter.buy", "ask.datacenter.servers")


@pytest.mark.parametrize("text, users, multi", [
    ("rtx 6000 pro or 4x 5090 for serving llama 3.3 70b to 100 users?", 100, "GeForce RTX 5090"),
    ("给100人用的70B服务，4张4090还是一张H100？", 100, "GeForce RTX 4090"),
    ("h100 or 2x rtx pro 6000 for 50 concurrent users on qwen3 32b", 50, "RTX PRO 6000 Blackwell"),
    ("部署qwen3 32b给30个人并发用，一张a6000还是两张3090？", 30, "GeForce RTX 3090"),
])
def test_a_comparison_for_many_users_weighs_each_side_as_a_server(adv, text, users, multi):
    q = adv.ask(text)
    head = q.answer.shape.headline
    assert head.key == "compare.served.head" and head.params["users"].value == users
    hi, lo = head.params["hi_total"].value, head.params["lo_total"].value
    assert hi >= lo > 0  # the side serving more in all leads, both weighed
    memory = find_message([c.message for c in q.answer.shape.decides], "compare.served.memory")
    assert memory is not None and memory.params["hi_room"].value > 0
    split = find_message([c.message for c in q.answer.shape.decides], "compare.served.tp") or find_message(
        [c.message for c in q.answer.shape.decides], "compare.served.tp-geforce")
    assert split is not None and split.params["rig"].params["card"].value == multi  # only the side of 2+ cards
    console = _console(q)
    assert "memory left after the weights" in console or "KV" in console


def test_tensor_parallel_is_never_said_of_two_single_cards(adv):
    q = adv.ask("h100 or rtx pro 6000 for serving qwen3 32b to 40 users?")
    keys = [c.message for c in q.answer.shape.decides]
    assert q.answer.shape.headline.key == "compare.served.head"
    assert find_message(keys, "compare.served.tp") is None and find_message(keys, "compare.served.tp-geforce") is None


def test_a_comparison_for_one_user_stays_batch_1(adv):
    q = adv.ask("rtx 6000 pro or 4x 5090 for llama 3.3 70b?")
    assert q.answer.shape.headline.key != "compare.served.head"


@pytest.mark.parametrize("text", ["serve qwen3 32b to 20 users, budget $10000",
                                  "预算10万，部署qwen3 32b给20个人并发用"])
def test_a_serving_budget_within_reach_is_kept_on_the_reading(adv, text):
    q = adv.ask(text)
    note = next(n for n in q.read_as.notes if n.key == "ask.note.serving-budget")
    cheapest = min(c.total_price for c in q.answer.serving.configs if c.total_price is not None)
    assert note.params["budget"].amount == q.read_as.budget.amount
    assert q.answer.shape.headline.key != "serving.budget.none" and cheapest > 0


@pytest.mark.parametrize("text, lang", [
    ("rtx 6000 pro or 4x 5090 for serving llama 3.3 70b to 100 users?", "en"),
    ("给100人用的70B服务，4张4090还是一张H100？", "zh_Hans"),
    ("best gpu for $1m", "en"),
    ("预算100万，买什么卡跑大模型", "zh_Hans"),
    ("serve qwen3 32b to 20 concurrent users, budget ¥15000", "en"),
    ("budget $8000, llm server for 10 concurrent users", "en"),
])
def test_the_new_answers_keep_their_short_limits(adv, text, lang):
    q, console, discord = question_faces(adv, text, lang)
    assert len(console.splitlines()) <= 22
    assert len(discord) <= 1200 and len(discord.splitlines()) <= 15


@pytest.mark.parametrize("bot", [False, True])
def test_users_after_a_model_question_serve_that_model_at_the_budget(adv, bot):
    q = chain(adv, "best gpu for qwen3 32b under $5000", "what about for 4 users?", bot=bot)
    assert q.read_as.command == "fits" and q.read_as.users == 4 and q.answer.serving is not None
    assert [n.key for n in q.read_as.notes].count("ask.note.serving-budget") == 1
    q = chain(adv, "best gpu for qwen3 32b under $5000", "what about for 4 users?", "那两万呢", bot=bot)
    assert q.read_as.command == "fits" and q.read_as.users == 4  # the server still, at the budget said last
    notes = [n for n in q.read_as.notes if n.key == "ask.note.serving-budget"]
    assert len(notes) == 1 and notes[0].params["budget"].amount == 20000


def test_a_budget_after_a_serving_question_is_weighed_on_it(adv):
    q = chain(adv, "serve qwen3 32b to 20 users", "预算1万呢")
    assert q.read_as.command == "fits" and q.read_as.users == 20
    assert q.answer.shape.headline.key in ("serving.budget.none", "serving.budget.lower") or any(
        n.key == "ask.note.serving-budget" for n in q.read_as.notes)
