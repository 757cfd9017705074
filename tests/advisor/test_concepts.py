"""Session 11 (issue 28): concept questions with no budget ("do I need ecc memory for deep learning?", "do I need
nvlink for two 3090s?", "需要nvlink吗") got "What is your budget?" or a generic verdict on the card; now the rules'
answer (line.quadro / line.individual-avoid-pro for ECC, multi.nvlink-p2p for NVLink), then the budget asked where a
purchase is implied (advisor/ask/concepts.py)."""

from __future__ import annotations

import pytest

from said import said


def _keys(m):
    if m.key == "answer.join.sentences":
        return [*_keys(m.params["first"]), *_keys(m.params["second"])]
    if m.key == "ask.concept.then-budget":  # the reply's own key around the concept and the budget asked
        return [*_keys(m.params["said"]), *_keys(m.params["ask"])]
    return [m.key]


@pytest.mark.parametrize(("text", "key"), [("do I need ecc memory for deep learning?", "ask.concept.ecc"),
                                           ("do I need nvlink for two 3090s?", "ask.concept.nvlink"),
                                           ("需要nvlink吗", "ask.concept.nvlink"),
                                           ("双3090有必要上nvlink吗", "ask.concept.nvlink"),
                                           ("ecc显存有必要吗", "ask.concept.ecc")])
def test_a_concept_is_answered_from_the_rules(advisor, text, key):
    q = advisor.ask(text)
    assert q.reply is not None and _keys(q.reply)[0] == key, q.reply


def test_the_budget_is_asked_after_the_answer_when_a_purchase_is_implied(advisor):
    keys = _keys(advisor.ask("do I need ecc memory for deep learning?").reply)
    assert keys[0] == "ask.concept.ecc" and len(keys) == 2, keys


def test_nvlink_answer_says_which_cards_have_it(advisor):
    out = said(advisor.ask("do I need nvlink for two 3090s?").reply)
    assert "3090" in out and "RTX 40 and 50 have none" in out and "peer-to-peer" in out, out


@pytest.mark.parametrize("text", ["best gpu for $2000, do I need nvlink?", "is the 3090 good for llms"])
def test_a_budget_or_a_plain_verdict_is_not_a_concept_question(advisor, text):
    q = advisor.ask(text)
    assert q.reply is None or not _keys(q.reply)[0].startswith("ask.concept"), q.reply


# break17 #10: NVLink per card, the text agreeing with the product's own scaling data, ECC of the system RAM, and
# "is 8gb vram enough for llms?" answered for LLMs.
def test_a_workstation_pair_is_told_it_does_peer_to_peer_and_its_bridge(advisor):
    out = said(advisor.ask("do I need nvlink for two rtx a6000?").reply)
    assert out.startswith("RTX A6000 is a workstation or data-centre card") and "peer-to-peer" in out, out
    assert "112.5 GB/s" in out and "GeForce cards do not do PCIe" not in out, out


def test_running_a_model_over_two_cards_needs_no_nvlink(advisor):
    for text in ("do I need nvlink for two 3090s to run 70b?", "两张3090跑70b需要nvlink吗"):
        keys = _keys(advisor.ask(text).reply)
        assert keys[0] == "ask.concept.nvlink.run", keys
    out = said(advisor.ask("do I need nvlink for two 3090s to run 70b?").reply)
    assert out.startswith("No, not to run a model across two cards") and "club-3090/issues/698" in out, out


def test_the_nvlink_text_agrees_with_the_measured_data_parallel_scaling(advisor):
    for text in ("do I need nvlink for two 3090s?", "do I need nvlink for two 4090s for training?", "需要nvlink吗"):
        q = advisor.ask(text)
        out = said(q.reply)
        assert "far better than one data-parallel" not in out
        if q.language == "en":
            assert "1.77-1.87x one card's speed" in out, out


def test_ecc_of_the_system_ram_is_answered_about_rdimms(advisor):
    q = advisor.ask("do I need ecc ram for a deep learning workstation?")
    assert _keys(q.reply)[0] == "ask.concept.ecc.ram", q.reply
    assert "RDIMM" in said(q.reply)
    assert _keys(advisor.ask("do I need ecc memory for deep learning?").reply)[0] == "ask.concept.ecc"


@pytest.mark.parametrize(("text", "start"), [("is 8gb vram enough for llms?", "8 GB of GPU memory for LLMs: below"),
                                             ("is 16gb enough for llms", "16 GB of GPU memory for LLMs: enough"),
                                             ("8g显存够跑大模型吗", None)])
def test_is_memory_enough_for_llms_gets_the_llm_memory_answer(advisor, text, start):
    q = advisor.ask(text)
    assert q.reply is not None and q.reply.key == "ask.memory-enough.llm", q.reply
    out = said(q.reply)
    assert "LLMs up to" in out or "B in 4-bit" in out or "8B" in out, out
    if start is not None:
        assert out.startswith(start), out


@pytest.mark.parametrize(("text", "key"), [("what is nvlink", "ask.concept.nvlink.what"),
                                           ("nvlink是什么", "ask.concept.nvlink.what"),
                                           ("什麼是nvlink", "ask.concept.nvlink.what"),
                                           ("what's ecc memory?", "ask.concept.ecc.what"),
                                           ("ecc显存是什么意思", "ask.concept.ecc.what"),
                                           ("what does nvlink do?", "ask.concept.nvlink.what")])
def test_a_concept_asked_what_it_is_is_explained_with_no_budget_asked(advisor, text, key):
    """break18 #7: "what is nvlink" got "What is your budget?" and "nvlink是什么" "not a question about GPUs"; a
    concept asked what it is gets what it is, then who needs it, and no budget (no purchase was implied)."""
    q = advisor.ask(text)
    assert q.reply is not None, text
    keys = [k for k in q.reply.keys]
    assert key in keys and "ask.none" not in keys and not any("budget" in k for k in keys), (text, keys)
    assert _keys(q.reply)[0] == key, _keys(q.reply)


@pytest.mark.parametrize("text", ["what is the cheapest card with nvlink", "what's the best gpu with nvlink"])
def test_a_question_about_cards_with_a_link_is_not_answered_as_what_the_link_is(advisor, text):
    """The "what is" reading is of the concept itself ("what is nvlink"), not of a question that names it among
    others (a ranking or the cheapest card)."""
    assert "ask.concept.nvlink.what" not in advisor.ask(text).reply.keys
