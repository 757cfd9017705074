"""Kinds of question the lead found as a new user (session 12): the card an owner upgrades from is theirs, read and
owned beside a budget, and the answer is what the budget buys to replace it; a card replaced beside cards weighed
stays out of the comparison."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("text", "card"), [
    ("upgrade from 1080 ti, budget 1000", "GeForce GTX 1080 Ti"),
    ("upgrading from my 1080 ti, budget $1000", "GeForce GTX 1080 Ti"),
    ("I have a 1080 ti and want to upgrade, budget 1000", "GeForce GTX 1080 Ti"),
    ("从1080ti升级，预算5000元", "GeForce GTX 1080 Ti"),
    ("replacing my 3060 with something under 1000", "GeForce RTX 3060 12 GB"),
])
def test_the_card_upgraded_from_is_the_owners_and_the_budget_buys_its_replacement(advisor, text, card):
    q = advisor.ask(text)
    assert q.read_as.command == "recommend" and q.read_as.budget is not None, text
    assert q.read_as.cards == [card] and q.read_as.own, text


@pytest.mark.parametrize(("text", "cards"), [
    ("replace my 3080, 4090 or two 3090s?", ["GeForce RTX 4090", "GeForce RTX 3090"]),
    ("upgrading from a 2080 ti: 3080 or 4070?", ["GeForce RTX 3080", "GeForce RTX 4070"]),
])
def test_a_card_replaced_beside_cards_weighed_stays_out(advisor, text, cards):
    assert advisor.ask(text).read_as.cards == cards


@pytest.mark.parametrize("text", ["I have $1500, should I upgrade to a 4090?",
                                  "I have 1500 dollars, should I upgrade to a 4090?"])
def test_money_had_owns_no_card(advisor, text):
    assert advisor.ask(text).read_as.own is False


@pytest.mark.parametrize(("a", "b"), [("5080", "3090"), ("4090", "3090"), ("5090", "4090"), ("4080", "3090")])
def test_an_llm_comparison_says_the_owners_step_in_its_own_decode_ratio(advisor, a, b):
    """"If you already own the 3090: the 5080 is 1.34x as fast" beside a headline of 1.02x decoding: the owner's line
    of an LLM comparison speaks of decoding, its ratio the headline's, or is not said."""
    result = advisor.compare(a, b, use_case="llm")
    owner = [r for r in result.reasons if r.message.key.startswith("compare.owner.successor")]
    for reason in owner:
        speedup = reason.message.params["speedup"]
        assert result.speedup is not None and abs(speedup.value - result.speedup) < 1e-6, (a, b)


@pytest.mark.parametrize(("text", "amount"), [("should I buy a used 3090 for 700", 700.0),
                                              ("should I buy a used a100 80gb for 8000", 8000.0),
                                              ("buy a 3090 for $700?", 700.0)])
def test_a_card_to_buy_for_an_amount_is_a_price_offered(advisor, text, amount):
    q = advisor.ask(text)
    assert q.read_as.command == "why" and q.read_as.offer is not None and q.read_as.offer.amount == amount, text
    assert q.read_as.budget is None


@pytest.mark.parametrize("text", ["should I get a 4090 for training, budget 2000", "should i buy a gpu for 700"])
def test_a_budget_said_as_one_stays_a_budget(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.offer is None and q.read_as.budget is not None, text


@pytest.mark.parametrize(("text", "key"), [("a卡能跑深度学习吗", "ask.vendor.amd-works"),
                                           ("can amd gpus do deep learning?", "ask.vendor.amd-works"),
                                           ("does pytorch work on amd cards", "ask.vendor.amd-works"),
                                           ("can I do deep learning on a mac?", "ask.vendor.apple-works"),
                                           ("nvidia or amd?", "ask.vendor")])
def test_whether_a_maker_other_than_nvidia_works_is_answered(advisor, text, key):
    q = advisor.ask(text)
    assert q.reply is not None and q.reply.key == key, text
    if key == "ask.vendor.amd-works":  # the cards named are on AMD's ROCm list, each with 16 GB or more
        cards = [c.value for c in q.reply.params["cards"].items]
        assert cards and all(c in advisor.catalog.rocm_support and advisor.card(c).memory_gb >= 16 for c in cards)


@pytest.mark.parametrize(("card", "stack", "never"), [("k80", "CUDA 11.8", "CUDA 12"), ("p40", "CUDA 12", "CUDA 11.8")])
def test_a_used_teslas_dropped_stack_is_its_own(advisor, card, stack, never):
    """"CUDA 13 dropped it: CUDA 12 builds only (CUDA 11.8 …)" was said of a K80, which CUDA 12.0 dropped: the line
    names the card's own last builds (data/software_support.csv), in the why and in a comparison."""
    from advisor.cli.ask import render_question
    from advisor.cli.render import View

    said = render_question(advisor.ask(f"is a {card} worth it for 60 bucks"), View(verbose=True)).replace("\n", " ")
    line = said[said.index("today's CUDA dropped it"):][:110]
    assert stack in line and never not in line, line


def test_a_card_number_read_as_money_leaves_no_note_of_the_card(advisor):
    """"显卡推荐 5000" is a budget (round 11), and the resolver's "'5000' fits 2 cards; assuming Quadro RTX 5000" no
    longer stands on the read-as line; a popular card's number stays the card."""
    q = advisor.ask("显卡推荐 5000")
    assert q.read_as.budget is not None and not q.read_as.cards
    assert not any("Quadro" in str(n.params) for n in q.read_as.notes), q.read_as.notes
    assert advisor.ask("显卡推荐 3090").read_as.cards == ["GeForce RTX 3090"]


@pytest.mark.parametrize("text", ["I have 500 dollars, what gpu for training yolov8", "best gpu for yolo11 under $800",
                                  "训练yolov8用什么卡 预算5000"])
def test_a_yolo_version_is_computer_vision(advisor, text):
    """"yolov8" was read as general use (the word list had only "yolo"): a detector's versions are computer vision."""
    assert advisor.ask(text).read_as.use_case == "cv-research", text


@pytest.mark.parametrize(("text", "card", "build"), [
    ("after the switch to cu128 wheels my GTX 1080 Ti fails with 'no kernel image', the cu126 build works",
     "GeForce GTX 1080 Ti", "cu126"),
    ("my 5090 says sm_120 is not compatible with the current PyTorch installation", "GeForce RTX 5090", "cu128"),
])
def test_a_pasted_architecture_error_leads_with_the_build_and_names_the_card_once(advisor, text, card, build):
    """N20: "no kernel image" quoted short is CUDA's architecture error too, so the card's compatibility line leads
    (the cu126 wheels); a headline naming the card is not prefixed with it again ("5090: 5090 is …"), console and
    Discord."""
    from advisor.cli.ask import render_question
    from advisor.cli.render import View
    from bot.render.short import verdict_lead

    q = advisor.ask(text)
    said = render_question(q, View()).replace("\n", " ")
    if q.answer is None:  # answered as the wheels' own question (advisor.ask.stack_asked): the reply leads with them
        assert build in said.split("  ")[0] and f"{card}: {card}" not in said, said
        return
    head = said.split("  ")[1]  # the answer's first paragraph, after the read-as line
    assert build in head and f"{card}: {card}" not in said, head
    assert verdict_lead(q.answer, "en") == ""
