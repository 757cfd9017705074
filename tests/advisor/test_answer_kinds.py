"""Kinds of question whose answer needs the line that decides it (issue 28, graded real questions): a sized
job asked with no budget (the free notebooks beside the cheapest card), an owner's card without BF16 asked to
fine-tune (sized in fp16, said so), several GeForce cards of the owner's (split by layers over PCIe). Each is
checked in the short form a user sees, in every language, within its limits."""

from __future__ import annotations

import pytest

from advisor.cli.render import SHORT_LINES, View, render_comparison, render_fit
from bot.render.short import FIRST_CHARS, FIRST_LINES, answer_embed, fits_first
from product import LANGUAGES
from product import advisor as loaded
from said import said


def _short(answer) -> list[str]:
    """The short form's caveats, in English."""
    return [said(c.message) for c in answer.shape.caveats]


def _limits(answer) -> None:
    for language in LANGUAGES:
        text = render_fit(answer, View(language=language))
        assert len(text.splitlines()) <= SHORT_LINES, (language, text)
        chars, count = fits_first(answer_embed(answer, language))
        assert chars <= FIRST_CHARS and count <= FIRST_LINES, language


# --- a sized job, no budget, no card: the free notebooks beside the cheapest card ------------------------
@pytest.mark.parametrize("model,task", [("7b", "qlora"), ("8b", "inference"), ("3b", "lora")])
def test_a_sized_job_that_a_free_t4_holds_says_so_beside_the_cheapest_card(model, task):
    fit = loaded().fits(model, task=task)
    free = [c for c in _short(fit) if c.startswith("To start for free")]
    assert free and "Tesla T4 (16 GB)" in free[0] and "Google Colab" in free[0], _short(fit)
    assert fit.shape.ranking, "the cheapest card that holds it is still ranked"
    _limits(fit)


@pytest.mark.parametrize("model,task", [("70b", "inference"), ("13b", "lora"), ("7b", "full-finetune"),
                                        ("7b", "lora")])  # 16-bit LoRA of 7B: 19 GB in Unsloth's table
def test_a_job_past_the_free_gpu_names_no_free_notebook(model, task):
    assert not any(c.startswith("To start for free") for c in _short(loaded().fits(model, task=task)))


def test_an_owner_is_not_sent_to_free_notebooks_for_a_job_their_card_holds():
    assert not any("free" in c for c in _short(loaded().fits("7b", task="qlora", card="3090")))


def test_a_free_gpu_without_bf16_says_the_job_runs_in_fp16_on_it():
    free = next(c for c in _short(loaded().fits("3b", task="lora")) if c.startswith("To start for free"))
    assert "in fp16, as it has no BF16" in free


def test_the_free_gpu_for_a_budget_in_yuan_is_never_colab():
    """Colab and Kaggle are blocked in mainland China: the Chinese market's free services carry no GPU row,
    so no free-T4 line is said there."""
    fit = loaded().fits("7b", task="qlora", market="2019-cn")
    assert not any("Colab" in c for c in _short(fit))


# --- an owner's card without BF16, asked to fine-tune: sized in fp16, said so ---------------------------
@pytest.mark.parametrize("card", ["2080 ti", "tesla v100", "gtx 1080 ti", "titan rtx"])
@pytest.mark.parametrize("task", ["lora", "full-finetune"])
def test_a_card_without_bf16_is_sized_in_fp16_and_told_why(card, task):
    fit = loaded().fits("7b", task=task, card=card)
    assert fit.precision == "fp16" and "in fp16" in said(fit.summary)
    assert any(c.startswith("Sized in fp16, not bf16") for c in _short(fit)), _short(fit)
    _limits(fit)


@pytest.mark.parametrize("card", ["3090", "4060 ti 16gb", "2080 ti + 3090"])
def test_a_card_with_bf16_or_a_mixed_rig_keeps_bf16(card):
    fit = loaded().fits("7b", task="lora", card=card)
    assert fit.precision == "bf16" and not any(c.startswith("Sized in fp16") for c in _short(fit))


def test_a_precision_asked_is_kept_on_a_card_without_bf16():
    assert loaded().fits("7b", task="lora", card="2080 ti", precision="fp32").precision == "fp32"


# --- several GeForce cards of the owner's: split by layers over PCIe ------------------------------------
@pytest.mark.parametrize("card,pair", [("4090 4090", False), ("3090 + 3090", True), ("3x 3090", False),
                                       ("5090 5090", False)])
def test_several_geforce_cards_are_told_they_split_over_pcie(card, pair):
    fit = loaded().fits("70b", card=card)  # the split said in the headline's own sentence (advisor.shape_fit_head)
    line = next(c for c in [*_short(fit), said(fit.shape.headline)] if "over PCIe" in c or "Over PCIe" in c)
    assert "peer-to-peer: no with the stock driver" in line
    assert ("unless an NVLink bridge joins the pair" in line) == pair, line
    _limits(fit)


@pytest.mark.parametrize("card,model", [("4090", "70b"), ("4090 4090", "7b"), ("a6000 a6000", "70b")])
def test_one_card_a_job_one_card_holds_or_pro_cards_get_no_pcie_line(card, model):
    assert not any("over PCIe" in c for c in _short(loaded().fits(model, card=card)))


# --- an MoE past the owner's VRAM, no RAM said: the experts go to system RAM, and how much it needs -----
@pytest.mark.parametrize("model,card", [("qwen3-235b-a22b", "3090 + 3090"), ("gpt-oss-120b", "4090"),
                                        ("qwen3-30b-a3b", "3060 ti")])
def test_an_moe_past_vram_with_no_ram_said_puts_its_experts_in_system_ram(model, card):
    fit = loaded().fits(model, card=card)
    text = said(fit.summary)
    assert fit.rig.way == "offload" and "--cpu-moe" in text and "exps=CPU" in text
    assert fit.rig.ram_needed_gb and fit.rig.ram_needed_gb >= 8 and "of system RAM" in text
    assert fit.rig.speed is not None and "tok/s" in text
    _limits(fit)


def test_the_ram_said_then_decides_whether_the_experts_fit():
    adv = loaded()
    need = adv.fits("gpt-oss-120b", card="4090").rig.ram_needed_gb
    assert adv.fits("gpt-oss-120b", card="4090", ram=need + 8).rig.way == "offload"
    assert adv.fits("gpt-oss-120b", card="4090", ram=16).rig.way == "none"


def test_a_dense_model_past_vram_with_no_ram_said_is_not_offered_expert_offload():
    fit = loaded().fits("70b", card="3060")
    assert fit.rig.way == "none" and "--cpu-moe" not in said(fit.summary)


# --- a GPU known only by its memory: fits --vram, and ask's "I have 12GB VRAM" ---------------------------
def test_a_gpu_known_by_its_memory_is_sized_by_memory_alone():
    adv = loaded()
    runs = adv.fits(vram=12)
    assert runs.rig.memory_gb == 12 and runs.models and all(m.need_gb <= 12 for m in runs.models)
    assert all(m.speed is None for m in runs.models), "no speed is claimed for a card nobody named"
    fit = adv.fits("7b", task="lora", vram=8)
    assert fit.rig.way == "none" and "QLoRA" in said(fit.summary) and "fits" in said(fit.summary)
    assert adv.fits("7b", task="qlora", vram=16).rig.way == "alone"
    assert adv.fits("7b", card="3090", vram=8).rig.rig.memory_gb == 24  # a named card wins over a bare memory


@pytest.mark.parametrize("question,vram", [("I have 12GB VRAM, what LLM can I run?", 12),
                                           ("8G显存能微调这个7B或者13B的模型吗？", 8),
                                           ("can I run a 13b model with 8gb vram", 8)])
def test_ask_hands_the_memory_said_to_fits(question, vram):
    q = loaded().ask(question)
    assert q.answer is not None and q.answer.rig is not None and _memory(q.answer.rig) == vram, said(q.reply)


def test_a_vram_out_of_range_is_refused():
    from advisor.errors import AdvisorError

    with pytest.raises(AdvisorError):
        loaded().fits(vram=0)


def _memory(rig) -> float:
    """The owner's GPU memory of a fit's rig (a :class:`RigFit`) or of what a rig runs (an :class:`OwnedRig`)."""
    return rig.rig.memory_gb if hasattr(rig, "way") else rig.memory_gb


@pytest.mark.parametrize("model", ["gpt-oss-120b", "qwen3-235b-a22b", "70b"])
def test_a_gpu_known_by_its_memory_never_crashes_on_a_model_past_it(model):
    fit = loaded().fits(model, vram=24)
    assert fit.rig is not None
    # no single speed is claimed for a GPU known only by its memory: none, or (fix62b) an MoE's experts read from RAM
    # given as the range over the catalogue's cards of that memory
    assert fit.rig.speed is None or (fit.rig.speed_high is not None and fit.rig.speed_high >= fit.rig.speed.tok_s)


# --- a generation job within 10 % of the card's memory: on the edge, not "fits" ---------------------------
@pytest.mark.parametrize("card,setting", [("rtx 4060", "SDXL"), ("rtx 3090", "FLUX.1 dev"),
                                          ("4060 ti 16gb", "FLUX.1 dev")])
def test_a_generation_setting_at_the_cards_memory_is_on_the_edge(card, setting):
    text = said(loaded().why(card, job="image-gen").owner.runs[0])
    assert "only on the edge" in text and setting in text and "fits with room" in text, text


@pytest.mark.parametrize("card", ["rtx 3060", "rtx 3080 ti", "rtx 5090"])
def test_a_generation_setting_with_room_is_a_plain_fit(card):
    text = said(loaded().why(card, job="image-gen").owner.runs[0])
    assert "on the edge" not in text and "fits" in text, text


# --- Xeon Phi runs no LLM stack; a one-card compare asks for the second card ------------------------------
def test_a_xeon_phi_gets_no_llm_size_or_speed_anywhere():
    adv = loaded()
    v = adv.why("xeon phi", use_case="llm")
    assert all(line.speed is None for line in v.shape.ranking if "Xeon Phi" in line.card)
    c = adv.compare("xeon phi", "gtx 1080", use_case="llm")
    text = " ".join(said(r.message) for r in c.reasons)
    assert "Xeon Phi 7120P runs no LLM" in text and "Xeon Phi 7120P (16 GB) holds up to" not in text
    assert not any(s.speed for s in c.cards if "Xeon Phi" in s.card)


@pytest.mark.parametrize("question", ["compare 1080 ti", "compare rtx 3090", "compare 3060"])
def test_a_compare_of_one_card_asks_for_the_second(question):
    q = loaded().ask(question)
    assert q.read_as.command == "compare" and len(q.read_as.cards) == 1
    assert q.answer is None and q.reply.key == "ask.missing.second-card" and q.read_as.cards[0] in said(q.reply)
    assert q.reply.params["other"].value != q.read_as.cards[0]  # the example never compares a card with itself


# --- a bare name with variants: the note names the Ti, laptop and memory variants assumed away ------------
@pytest.mark.parametrize("name,others", [("3060", ("3060 Ti", "laptop 3060", "8 GB")),
                                         ("4060", ("4060 Ti", "laptop 4060")),
                                         ("4070", ("4070 Ti", "laptop 4070")),
                                         ("rtx 3070", ("3070 Ti", "laptop 3070"))])
def test_a_bare_name_says_which_variants_it_is_not(name, others):
    res = loaded().resolve(name)
    note = said(res.note)
    assert all(o in note for o in others), note


@pytest.mark.parametrize("name", ["4060 ti", "4070 ti super", "3060 ti", "rtx 3070 ti", "4060 mobile"])
def test_a_named_variant_gets_no_such_note(name):
    note = loaded().resolve(name).note
    assert note is None or "are other cards" not in said(note)


# --- the best MoE a card runs is a modern one, not the largest old one ------------------------------------
@pytest.mark.parametrize("card", ["5090", "3090", "4090 + 4090"])
def test_the_moe_a_rig_runs_is_the_best_scored_not_mixtral(card):
    runs = loaded().fits(card=card)
    moe = [m for m in runs.models if m.role == "best-moe"]
    assert moe and "Mixtral" not in moe[0].model, [m.model for m in moe]
    assert "Mixtral" not in said(runs.summary)


# --- serving N users on the owner's own cards: batched throughput, never priced ---------------------------
@pytest.mark.parametrize("model,card,users", [("8b", "4090", 10), ("8b", "3090", 20), ("70b", "3090 + 3090", 20),
                                              (None, "3090", 20), ("8b", "4090", 200)])
def test_serving_users_on_the_owners_cards_is_checked_on_them(model, card, users):
    fit = loaded().fits(model, card=card, users=users)
    s = fit.serving
    assert s is not None and len(s.configs) <= 1 and "your" in said(s.message)
    assert all(c.role == "rig" and c.price is None for c in s.configs)
    assert all(line.role == "rig" and line.price is None for line in fit.shape.ranking)
    if s.configs:
        c = s.configs[0]
        assert c.aggregate_tok_s > 0 and c.per_user_tok_s > 0 and c.max_users > 0
        assert ("not " + f"{users:,}" in said(s.message)) == (c.max_users < users)
    _limits(fit)


def test_a_serving_question_without_a_model_on_the_owners_card_says_the_size_assumed():
    fit = loaded().fits(card="3090", users=20)
    assert fit.serving is not None and any("No model named" in said(r.message) for r in fit.serving.reasons)


def test_more_users_than_the_cards_hold_are_said_to_queue_and_few_are_a_yes():
    adv = loaded()
    assert said(adv.fits("8b", card="4090", users=5).serving.message).startswith("Yes")
    assert "wait in its queue" in said(adv.fits("8b", card="4090", users=500).serving.message)


def test_serving_with_no_card_still_lists_server_configurations_to_buy():
    s = loaded().fits("70b", users=50).serving
    assert s.configs and all(c.role != "rig" for c in s.configs)


# --- two cards far apart: compare names the middle step ---------------------------------------------------
@pytest.mark.parametrize("a,b", [("3060", "4090"), ("4060", "5090")])
def test_a_compare_of_two_cards_far_apart_names_the_card_between(a, b):
    adv = loaded()
    c = adv.compare(a, b)
    line = next(said(x.message) for x in c.shape.decides if said(x.message).startswith("Between them"))
    middle = line.split(": ", 1)[1].split(" (", 1)[0]
    slow, fast = sorted(c.cards, key=lambda f: f.relative_performance)
    m = adv.compare(middle, fast.card)
    mid = next(f for f in m.cards if f.card == middle)
    assert slow.relative_performance < mid.relative_performance < fast.relative_performance
    assert slow.price.amount < mid.price.amount < fast.price.amount and mid.memory_gb >= 12
    for language in LANGUAGES:
        text = render_comparison(c, View(language=language))
        assert len(text.splitlines()) <= SHORT_LINES, text
        chars, count = fits_first(answer_embed(c, language))
        assert chars <= FIRST_CHARS and count <= FIRST_LINES, language


@pytest.mark.parametrize("a,b", [("3090", "4090"), ("4080 super", "5080"), ("3060", "3060 ti")])
def test_a_compare_of_neighbours_names_no_middle_step(a, b):
    c = loaded().compare(a, b)
    assert not any(said(x.message).startswith("Between them") for x in c.reasons)


# --- an owner out of memory, asked in words: the first lever is said before a second upgrade --------------
@pytest.mark.parametrize("question", [
    "my GTX1070TI (8G) runs out of memory in training unless the batch is 32 or less; does the smaller batch hurt?",
    "my GTX 1660 Ti (6 GB) runs out of memory training this line detection model, what GPU do I need?",
    "testing runs out of memory on my RTX2080ti with 12G, which GPU did you use?"])
def test_an_owner_out_of_memory_is_told_a_lever_within_the_short_form(question):
    from advisor.cli.ask import render_question

    q = loaded().ask(question)
    text = render_question(q, View(language="en"))
    # the levers as caveats, or in the headline (an inference job's levers, in the order to try them: N03)
    # or, when the question weighs the smaller batch itself, the batch-size answer that leads with accumulation (U23)
    assert ("Saves memory:" in text or "Helps this job:" in text or "change, in this order" in text
            or "Accumulate gradients" in " ".join(text.split())), text
    assert len(text.splitlines()) <= 18, text


# --- a card on a supported stack that PyTorch does not find: a setup problem, not a purchase -------------
@pytest.mark.parametrize("question,stack", [
    ("I installed ROCm 6.1 following AMD's guide on my RX 7900 XTX but PyTorch reports no GPU", "ROCm build"),
    ("pytorch doesn't detect my 4090", "nvidia-smi"),
    ("torch.cuda.is_available() returns False on my RTX 3060", "nvidia-smi"),
    ("我的3090装了pytorch但是找不到显卡", "nvidia-smi")])
def test_a_card_pytorch_does_not_find_is_routed_to_its_setup(question, stack):
    q = loaded().ask(question)
    shape = q.answer.shape  # the asked fact leads: the headline, or the first deciding fact (answers57)
    first = " ".join(said(m) for m in [shape.headline, *(c.message for c in shape.decides[:1])])
    assert "look at the setup" in first and stack in first, first


@pytest.mark.parametrize("question", ["my laptop has no GPU, should I buy a 3060?",
                                      "does the 4090 find more bugs than the 3090?",
                                      "is the 3090 good for no-gpu servers"])
def test_a_question_without_a_setup_failure_gets_no_setup_line(question):
    q = loaded().ask(question)
    shape = getattr(q.answer, "shape", None)
    assert shape is None or not any("look at the setup" in said(c.message) for c in shape.decides)


@pytest.mark.parametrize("card", ["3090 + 3090", "4090 4090"])
def test_what_several_geforce_cards_run_says_they_split_over_pcie(card):
    runs = loaded().fits(card=card)
    assert any("over PCIe" in said(c.message) for c in runs.shape.caveats)
    for language in LANGUAGES:
        from advisor.cli.render import render_runs

        assert len(render_runs(runs, View(language=language)).splitlines()) <= SHORT_LINES


def test_what_one_card_runs_has_no_pcie_line():
    assert not any("over PCIe" in said(c.message) for c in loaded().fits(card="3090").shape.caveats)


# --- a card nobody sells here: keeping it decides, not its price ------------------------------------------
@pytest.mark.parametrize("card", ["titan x maxwell", "titan x pascal", "titan black"])
def test_an_unpriced_old_titan_says_the_owners_line_not_the_titan_price_rule(card):
    v = loaded().why(card)
    said_first = [said(c.message) for c in v.shape.decides] + [said(v.shape.headline)]
    assert not any("Titans cost far more" in t for t in said_first), said_first
    if v.keep is not None and v.verdict == "situational":
        assert any("If you already own" in t for t in said_first), said_first


def test_a_card_whose_price_rule_is_all_that_decides_keeps_it():
    v = loaded().why("quadro p5000")
    assert "workstation" in said(v.shape.headline)


# --- an owner out of memory is offered upgrades of today's recommended memory, never +2 GB ---------------
@pytest.mark.parametrize("card", ["gtx 1060", "gtx 1070 ti", "rtx 2060", "gtx 1660 ti"])
def test_todays_upgrades_for_an_owner_have_at_least_the_recommended_memory(card):
    o = loaded().why(card, own=True).owner
    assert o.upgrades and all((a.memory_gb or 0) >= 12 for a in o.upgrades), [(a.card, a.memory_gb) for a in o.upgrades]


def test_a_guides_market_keeps_its_own_upgrade_steps():
    o = loaded().why("gtx 1060", own=True, market="2017-us").owner
    assert any((a.memory_gb or 0) < 12 for a in o.upgrades)


@pytest.mark.parametrize("question", [
    "my laptop RTX 4090 (16 GB) runs out of memory at the higher resolution, is there a way?",
    "我的3090在1024x1024分辨率下显存不足，怎么办？"])
def test_an_out_of_memory_at_a_higher_resolution_is_told_tiles_and_offload(question):
    q = loaded().ask(question)
    shape = q.answer.shape  # the asked fact leads: the headline, or the first deciding fact (answers57)
    first = " ".join(said(m) for m in [shape.headline, *(c.message for c in shape.decides[:1])])
    assert "tiles" in first and "offload" in first, first


def test_a_resolution_question_without_an_out_of_memory_gets_no_tiling_line():
    q = loaded().ask("which is better at high resolution, 3090 or 4090?")
    assert not any("tiles" in said(c.message) for c in q.answer.shape.decides)


def test_a_missing_cuda_gpu_beside_a_card_of_another_vendor_is_not_a_setup_problem():
    q = loaded().ask("I bought an Arc A770 16GB but the repo says no CUDA GPU; my RTX 2060 8GB is too small")
    assert not any("look at the setup" in said(c.message) for c in q.answer.shape.decides)
