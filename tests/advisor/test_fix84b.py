"""fix84b (break48 M3, M13, M10, M11, L12): hosted-model sizes and answers that contradicted themselves. A hosted
product's size asked — first or as a follow-up — is said unpublished, its open stand-in offered; a size named after a
hosted product with no open model is answered for that size (M3). English and Chinese, reader and answer."""

from __future__ import annotations

import re

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View


def _console(q) -> str:
    text = render_question(q, View(language=q.language))
    return re.sub(r"\s+", "", text) if q.language != "en" else re.sub(r"\s+", " ", text)


def _note(q, key: str):
    return next((n for n in q.read_as.notes if n.key == key), None)


def _then(advisor, first: str, then: str, lang: str = "en"):
    return advisor.ask(then, context=advisor.ask(first, lang=lang), lang=lang)


# -- M3: hosted-model sizes ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("question, lang, said", [
    ("how big is claude?", "en", "Anthropic does not publish the size of Claude's model"),
    ("how many parameters does claude have", "en", "Anthropic does not publish the size of Claude's model"),
    ("claude有多少参数", "zh_Hans", "Anthropic没有公开Claude模型的大小"),
])
def test_a_closed_hosted_products_size_is_said_unpublished(advisor, question, lang, said):
    q = advisor.ask(question, lang=lang)
    assert said in _console(q), _console(q)
    assert "ask.hosted.none" in q.reply.keys  # and that no card runs it, no open model


@pytest.mark.parametrize("first, then, lang", [
    ("can I run Claude locally?", "and for 70b?", "en"),
    ("can I run claude locally", "what about 32b?", "en"),
    ("Claude能本地部署吗", "那70b呢", "zh_Hans"),
])
def test_a_size_after_a_closed_hosted_product_is_answered_for_that_size(advisor, first, then, lang):
    q = _then(advisor, first, then, lang)
    assert q.read_as.command == "fits" and q.answer is not None, _console(q)
    assert "budget" not in q.missing
    note = _note(q, "ask.hosted.any-open")
    assert note is not None and note.params["product"].value == "Claude"


def test_a_named_model_after_a_closed_hosted_product_is_that_model_with_no_note(advisor):
    q = _then(advisor, "claude可以本地运行吗", "那qwen3 32b呢", "zh_Hans")
    assert q.read_as.command == "fits" and q.read_as.model is not None and q.read_as.model.name == "Qwen3 32B"
    assert _note(q, "ask.hosted.any-open") is None and _note(q, "ask.hosted.closed-short") is None


def test_a_budget_after_a_closed_hosted_product_still_ranks_and_keeps_no_stale_note(advisor):
    q = _then(advisor, "can I run claude locally?", "my budget is 1000")
    assert q.read_as.command == "recommend" and q.answer is not None, _console(q)
    assert _note(q, "ask.hosted.closed-short") is None and "Claude" not in _console(q)


def test_how_big_is_it_after_a_closed_hosted_product_says_it_unpublished(advisor):
    q = _then(advisor, "can I run claude locally", "how big is it?")
    assert "Anthropic does not publish the size of Claude's model" in _console(q), _console(q)


@pytest.mark.parametrize("first, then, lang, product", [
    ("what GPU do I need to run GPT-4?", "how big is it?", "en", "GPT-4"),
    ("can I run chatgpt locally", "how many parameters does it have?", "en", "ChatGPT"),
    ("can I run gemini on a 3060", "how big is gemini?", "en", "Gemini"),
    ("gemini能在3060上跑吗", "gemini多大", "zh_Hans", "Gemini"),
])
def test_a_hosted_size_follow_up_says_it_unpublished_and_keeps_the_stand_in(advisor, first, then, lang, product):
    before = advisor.ask(first, lang=lang)
    q = advisor.ask(then, context=before, lang=lang)
    assert q.error is None and q.answer is not None, _console(q)
    note = _note(q, "ask.hosted.size-unpublished")
    assert note is not None and note.params["product"].value == product
    assert q.read_as.model == before.read_as.model  # the open stand-in offered again
    keys = [n.key for n in q.read_as.notes]
    assert keys.count("ask.hosted.open") == 1 and "ask.hosted.no-size" not in keys  # said once, never "read as any"


# -- M13: a count or a "must it be X" of a card not owned answers the configurations -------------------------------

def test_a_count_past_one_server_of_a_card_not_owned_answers_the_configurations(advisor):
    q = advisor.ask("how many H100 to serve DeepSeek R1 in FP8 with vLLM")
    assert q.read_as.cards == [] and not q.read_as.own and q.read_as.users == 10, _console(q)
    assert _note(q, "ask.how-many.users.over") is not None  # the count of H100 said still
    text = _console(q)
    assert "without your card" not in text and "weights alone do not fit" not in text
    assert "8 × H200 NVL" in text


def test_a_count_past_one_rig_with_no_users_keeps_its_card_for_its_follow_ups(advisor):
    q = advisor.ask("how many 3090s to run deepseek r1")
    assert q.read_as.cards == ["GeForce RTX 3090"] and _note(q, "ask.how-many.over") is not None, _console(q)


def test_an_owned_card_counted_past_one_server_keeps_the_owners_fit(advisor):
    q = advisor.ask("I have an H100, how many would I need to serve deepseek r1 to 10 users?")
    assert q.read_as.own and q.read_as.cards, _console(q)


@pytest.mark.parametrize("question, lang", [
    ("我们要部署deepseek r1，并发数超过100，必须是H100吗", "zh_Hans"),
    ("do we have to use H100 to serve deepseek r1 to 100 users?", "en"),
    ("must I use A100 for llama 70b?", "en"),
    ("是不是必须用A100才能跑llama 70b", "zh_Hans"),
    ("一定要用4090才能跑qwen 32b吗", "zh_Hans"),
])
def test_must_it_be_a_card_is_a_card_asked_about_never_owned(advisor, question, lang):
    q = advisor.ask(question, lang=lang)
    assert q.read_as.cards == [] and not q.read_as.own, _console(q)
    assert _note(q, "ask.card-needed") is not None and q.answer is not None
    assert "不行" not in _console(q) and "On your" not in _console(q)


def test_must_we_use_a_card_beside_cards_owned_keeps_them(advisor):
    q = advisor.ask("we have 2 A100, must we use H100 for deepseek r1?")
    assert q.read_as.own and q.read_as.cards, _console(q)


def test_the_must_words_and_the_owning_words():
    from advisor.ask.must_card import asked_not_owned
    assert asked_not_owned("do we have to use h100 for r1")
    assert asked_not_owned("必须是h100吗")
    assert not asked_not_owned("we have 4 a100, must we use h100?")
    assert not asked_not_owned("my 3090, do i have to buy a 4090?")
    assert not asked_not_owned("how many h100 for r1")


# -- M10: a full fine-tune's headline follows its own levers -------------------------------------------------------

@pytest.mark.parametrize("question, lang", [
    ("torchrun --nproc_per_node=4 训练 llama 8b 全量微调，4张4090够吗", "zh_Hans"),
    ("full finetune llama 8b on 4x 4090, is it enough?", "en"),
    ("I have 4 4090s, can I full finetune llama 3.1 8b on them?", "en"),
])
def test_a_full_fine_tune_that_8bit_adam_holds_leads_yes_and_says_the_sharding(advisor, question, lang):
    q = advisor.ask(question, lang=lang)
    head = q.answer.shape.headline
    assert head.key == "answer.join.sentences" and head.params["first"].key == "ask.fit.full-adam8", _console(q)
    assert head.params["first"].params["count"].value == 4
    assert "不行" not in _console(q) and "No." not in _console(q)


@pytest.mark.parametrize("question", [
    "I have 2 3090s, can I full finetune llama 3.1 8b on them?",  # 8-bit Adam 39.8 GB a card: only the CPU offload
    "can I full finetune llama 8b on one 4090?",
])
def test_a_full_fine_tune_only_the_cpu_offload_holds_leads_no_lever(advisor, question):
    q = advisor.ask(question)
    first = q.answer.shape.headline.params.get("first")
    assert getattr(first, "key", None) not in ("ask.fit.full-adam8", "ask.fit.full-zero3"), _console(q)


# -- M11: one threshold for "fits with room" and "on the edge"; "do we need X" answered first ----------------------

def test_the_released_weights_that_fit_with_room_are_never_on_the_edge(advisor):
    text = _console(advisor.ask("we have 4x 40GB A100, do we need 80GB cards for llama 70b?"))
    assert "only on the edge" not in text, text
    assert "The best level that fits with room is F16: about 133.8 GB" in text


def test_released_weights_short_of_room_are_still_on_the_edge_and_no_best_level_says_f16(advisor):
    text = _console(advisor.ask("I have 2 3090s, can I run mistral small 24b?"))  # 45.7 GB of 48: no GB to spare
    assert "45.7 GB of your 48 GB: only on the edge" in text, text
    assert "fits with room is F16" not in text


@pytest.mark.parametrize("question, lang, lead", [
    ("we have 4x 40GB A100, do we need 80GB cards for llama 70b?", "en", "No: what you have holds it"),
    ("我们有4张40G的A100，跑llama 70b需要换80G的卡吗", "zh_Hans", "不需要：你现有的卡就放得下"),
    ("I have a 3090, do I need a bigger card for qwen3 14b?", "en", "No: what you have holds it"),
])
def test_do_we_need_bigger_cards_is_answered_no_first_when_they_hold_it(advisor, question, lang, lead):
    q = advisor.ask(question, lang=lang)
    assert _console(q).split("\n")[0] and lead.replace(" ", "" if lang != "en" else " ") in _console(q), _console(q)
    assert q.answer.shape.headline.params["first"].key == "ask.fit.need-no"


def test_do_i_need_more_vram_when_it_does_not_fit_gets_no_no(advisor):
    q = advisor.ask("I have a 3060 12gb, do I need more vram for llama 70b?")
    head = q.answer.shape.headline
    assert getattr(head.params.get("first"), "key", None) != "ask.fit.need-no", _console(q)


# -- L12: the workstation caveat never calls a GeForce card the better value where it is slower for its price ------

def test_a_workstation_pick_with_faster_memory_for_its_price_is_not_called_worse_value(advisor):
    q = advisor.ask("I want to run GPT-4 sized model, budget $2000")
    text = _console(q)
    assert "a GeForce card of its memory is the better value" not in text, text
    assert _note(q, "ask.hosted.size-unpublished") is not None  # "GPT-4 sized": its size is not published


def test_the_plain_workstation_caveat_only_where_the_cheaper_geforce_card_is_no_slower_for_its_price(advisor):
    market = advisor.catalog.market(None)
    said = {"rules.quadro.workstation": 0, "rules.quadro.workstation.faster": 0}
    for name in advisor.catalog.card_rows:
        card = advisor.card(name)
        if card.line != "quadro":
            continue
        found = advisor.rules.assess(card, market, use_case="llm")
        keys = [f.message.key for f in found.findings if f.rule_id == "line.individual-avoid-pro"]
        slower = advisor.rules.slower_for_less(card, market)
        if "rules.quadro.workstation" in keys:
            said["rules.quadro.workstation"] += 1
            assert slower is None, name
        if "rules.quadro.workstation.faster" in keys:
            said["rules.quadro.workstation.faster"] += 1
            assert slower is not None and (slower.bandwidth_gb_s or 0) < (card.bandwidth_gb_s or 0), name
    assert said["rules.quadro.workstation.faster"] >= 1  # the RTX A4000 used at 400 USD at least
