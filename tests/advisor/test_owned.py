"""Owners for their job, the owner's hardware as one rig, what it runs, and serving (issue 28 §2-5):
figures from sourced data, never a price for what the owner has, never a batch-1 machine for a server,
and the short forms within their limits in every language."""

from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest

from advisor.cli.render import SHORT_LINES, WHY_LINES, View, render_fit, render_runs, render_verdict
from advisor.errors import AdvisorError
from advisor.jobs import JOBS, batch_that_fits, rows
from advisor.kinds import Given, read_job, read_ram, read_rig, read_users
from bot.render.short import FIRST_CHARS, FIRST_LINES, answer_embed, fits_first
from product import LANGUAGES
from product import advisor as loaded
from said import said, texts

ROOT = Path(__file__).resolve().parents[2]


# --- the data -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["owner_jobs.csv", "model_uses.csv", "performance/serving.csv"])
def test_every_figure_has_its_source(name):
    with open(ROOT / "data" / name, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            assert row["source"].strip() and row["source_date"].strip(), row


def test_every_setting_and_published_time_in_words_is_a_message():
    """An owner's answer shows each job row's setting and published time in the member's language: a
    value in words ("mixed precision", "about 4 minutes…") is a translated message; what stays as
    written is a flag or a format name (``--medvram``, ``bf16``, ``GGUF Q4``)."""
    from advisor.jobs import SETTING_WORDS, SPEED_NOTES

    def in_words(value: str) -> bool:  # a lower-case word of four letters or more that is no --flag
        return re.search(r"(?<![-\w])[a-z]{4,}\b", value) is not None

    with open(ROOT / "data" / "owner_jobs.csv", newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            assert not in_words(row["setting"]) or row["setting"] in SETTING_WORDS, row["setting"]
            assert row["speed_note"] in ("", "offload") or row["speed_note"] in SPEED_NOTES, row["speed_note"]


def test_a_batch_scales_with_the_free_memory_from_the_published_one():
    v100 = next(r for r in rows("detector") if r.model == "YOLOv5s")  # 64 images on a V100-16GB
    assert batch_that_fits(v100, 16) == 64 and batch_that_fits(v100, 8.5) == 32 and batch_that_fits(v100, 1) == 0


# --- §2 owners, for their job --------------------------------------------------------------------------
def test_a_kepler_or_fermi_owner_is_told_nothing_current_runs_it_and_given_no_sizes():
    adv = loaded()
    for card in ("titan black", "nvs 5400m", "gtx 650"):
        o = adv.why(card, own=True).owner
        assert o.runs_nothing and len(o.runs) == 1 and "no current framework" in said(o.runs[0]).lower()
        assert not any(x in said(o.runs[0]) for x in ("in 4-bit", "in fp16")) and not o.levers
    assert "CUDA 11.8" in said(adv.why("titan black", own=True).owner.runs[0])  # the last stack that ran it


@pytest.mark.parametrize("card", ["k80", "titan black", "2x k80", "3090 + k80"])
def test_a_model_on_a_rig_nothing_current_runs_is_said_so_never_sized_or_timed_on_it(card):
    """``fits MODEL --card`` (and "I have a Tesla K80, can I run llama 7b?") as ``why --own`` says it: no
    current stack runs the card, with the last that did — no tokens/s on it, no "it fits"."""
    fit = loaded().fits("7b", card=card)
    assert fit.rig is None and "No current framework" in said(fit.summary) and "CUDA 11.8" in said(fit.summary)
    assert not any(x in said(fit.summary) for x in ("it fits", "tok/s", "decoding at"))
    assert loaded().fits("7b", card="3090").rig is not None  # a card today's stack runs is checked as before


def test_a_xeon_phi_runs_nothing_today_whatever_is_asked_of_it():
    """A Xeon Phi is no GPU any current stack targets: what it runs, a model on it and the owner's answer
    all say so — never a model size or tokens/s (the guide's own market keeps the guide's verdict)."""
    adv = loaded()
    runs, fit, owner = adv.fits(card="xeon phi"), adv.fits("7b", card="xeon phi"), adv.why("xeon phi", own=True).owner
    assert not runs.models and "discontinued" in said(runs.summary)
    assert fit.rig is None and "discontinued" in said(fit.summary) and "tok/s" not in said(fit.summary)
    assert owner.runs_nothing


def test_yes_at_batch_n_slowly():
    o = loaded().why("1080 ti", job="gan").owner  # U26: StyleGAN3 on an 11 GB Pascal card
    text = said(o.runs[0])
    assert "yes, StyleGAN3" in text and "batch of about 3" in text and "slowly" in text
    assert o.job_levers and all(r.source for r in o.job_levers)
    assert not o.levers  # no LLM lever for a GAN


def test_each_job_gets_its_own_levers_and_figures():
    adv = loaded()
    det = adv.why("3090", job="yolo").owner
    assert "YOLOv5x at 640 px" in said(det.runs[0]) and any("AutoBatch" in said(r.message) for r in det.job_levers)
    img = adv.why("gtx 1060 3gb", job="stable diffusion").owner  # U01: 3 GB, image generation
    assert "below the 4 GB" in said(img.runs[0]) and "reported" in said(img.runs[0])
    vid = adv.why("4090", job="video-gen").owner
    assert "Wan 2.1" in said(vid.runs[0]) and "4 minutes" in said(vid.runs[0])
    amd = adv.why("rx 580", job="cnn").owner  # F05: no PyTorch, no PyTorch levers
    assert "PyTorch does not run" in said(amd.runs[0]) and not amd.levers and not amd.job_levers


@pytest.mark.parametrize("card", ["tesla p40", "gtx 1080 ti", "rtx 2080 ti", "tesla v100", "titan v", "rtx 3090",
                                  "rtx 4090", "rtx a6000"])
@pytest.mark.parametrize("job", ["image-gen", "video-gen"])
def test_a_bf16_setting_is_never_said_as_is_of_a_card_without_bf16(card, job):
    """A card without BF16 arithmetic (Pascal, Volta, Turing: data/precision_support.csv) is given the heaviest
    setting it holds in another precision (FLUX.1 at fp8 on a P40, not bf16), or the bf16 one with what running
    it in FP32/FP16 costs; a card with BF16 is told the bf16 setting as published, with no such sentence."""
    adv = loaded()
    c = adv.catalog.card(adv.resolve(card).match)
    bf16 = float(c.compute_capability) >= 8.0
    text = said(adv.why(card, job=job).owner.runs[0])
    lacks = "has no BF16 arithmetic" in text
    if bf16:
        assert not lacks, text
    else:
        assert "(bf16) fits" not in text or lacks, text
        assert not lacks or "(bf16) fits" in text, text  # the cost is said only of a bf16 setting said to fit


def test_an_owner_with_no_job_gets_an_overview_of_the_common_jobs():
    o = loaded().why("gtx 970", own=True).owner  # U05: which models can it run
    # sized on its 3.5 GB fast segment (round 6): under the 4 GB every supported image setting needs
    assert all(x in said(o.runs[0]) for x in ("ResNet-50", "LLMs up to", "3.5 GB"))


def test_a_used_tesla_owner_keeps_it_for_llm_inference():
    keep = loaded().why("tesla p40").keep
    assert "llama.cpp" in said(keep.message) and "small CNNs" not in said(keep.message)


@pytest.mark.parametrize("job", JOBS)
def test_every_job_answer_fits_its_short_forms_in_every_language(job):
    for card in ("gtx 1060 3gb", "rtx 3090", "rx 580", "titan black"):
        v = loaded().why(card, job=job)
        _limits(v, render_verdict, WHY_LINES, numbered=False)


# --- §3 the owner's hardware as a rig --------------------------------------------------------------------
def test_several_cards_are_one_rig_however_they_are_typed():
    adv = loaded()
    for typed in ("2x 3090", "3090 + 3090", "3090, 3090", "3090 3090", "两张3090", "two 3090s"):
        assert [(r.match, n) for r, n in read_rig(typed, Given(adv))] == [("GeForce RTX 3090", 2)], typed
    mixed = read_rig("3090 + 4090", Given(adv))
    assert [r.match for r, _ in mixed] == ["GeForce RTX 3090", "GeForce RTX 4090"]
    assert [n for _, n in read_rig("ten 3090s", Given(adv))] == [10]  # an owner's rig may pass 8 (ten P40s)
    with pytest.raises(AdvisorError):
        read_rig("17x 3090", Given(adv))  # above MAX_RIG


def test_a_rig_is_checked_as_one_and_never_priced():
    adv = loaded()
    f = adv.fits("70b", card="3090 + 3090")
    assert f.rig is not None and f.rig.way == "split" and f.rig.speed is not None
    assert said(f.shape.headline).startswith("On your 2 × GeForce RTX 3090 (48 GB in all)")
    rig_lines = [x for x in f.shape.ranking if x.role == "rig"]
    assert rig_lines and all(x.price is None and x.total is None for x in rig_lines)
    assert not any("USD" in said(c.message) for c in f.shape.caveats)  # no 810 USD platform for what they have
    assert "USD" not in render_fit(f).split("\n")[0]


def test_a_70b_qlora_on_two_4090s_fits_sharded_with_fsdp():
    # F15's expert: on the edge, works with FSDP-QLoRA (Answer.AI) and gradient checkpointing; a naive
    # device_map split does not (70B QLoRA sized as Unsloth does, about 41 GB: issue 29)
    f = loaded().fits("70b", task="qlora", card="4090 4090")
    assert f.rig.way == "split" and "FSDP" in said(f.rig.message) and "device_map" in said(f.rig.message)


def test_system_ram_holds_an_moe_s_experts():
    f = loaded().fits("gpt-oss 120b", card="2x 3090", ram="64")
    assert f.rig.way == "offload" and "--n-cpu-moe" in said(f.rig.message) and f.rig.speed.tok_s > 1
    assert read_ram("96 GB DDR5") == 96 and read_users("1k") == 1000 and read_job("yolo") == "detector"


# --- §4 what my hardware runs -----------------------------------------------------------------------------
def test_what_a_5090_runs_lists_the_largest_and_the_best_per_use_with_quant_and_speed():
    r = loaded().fits(None, card="5090")
    roles = {m.role for m in r.models}
    assert {"largest-dense", "best-moe", "chat", "coding", "vision"} <= roles
    assert all(m.quant and m.speed is not None and m.need_gb <= 32 for m in r.models)
    best = [m for m in r.models if m.role in ("chat", "coding", "vision")]
    assert all(m.speed.tok_s >= 10 for m in best)
    assert "runs models up to" in said(r.summary)


def test_with_ram_the_rig_runs_an_moe_with_its_experts_offloaded():
    r = loaded().fits(None, card="3090", ram=128)
    assert any(m.offload and m.ram_gb for m in r.models)


def test_a_card_nothing_runs_lists_no_model():
    r = loaded().fits(None, card="titan black")
    assert r.models == [] and "No current framework" in said(r.summary)


def test_fits_needs_a_model_or_cards():
    with pytest.raises(AdvisorError):
        loaded().fits(None)


# --- §5 serving ---------------------------------------------------------------------------------------------
def test_a_server_for_many_users_is_a_throughput_view_on_server_cards():
    adv = loaded()
    f = adv.fits("70b", users=50)
    s = f.serving
    assert s is not None and s.configs and f.shape.asked == "serve"
    for c in s.configs:
        card = adv.catalog.card(c.card)
        assert not card.is_system and card.line in ("datacenter", "quadro")  # never a batch-1 mini PC
        assert c.max_users >= 50 and c.per_user_tok_s >= 10
    priced = [c for c in s.configs if c.total_price is not None]
    assert priced == sorted(priced, key=lambda c: c.total_price)
    assert {"L40S", "H200 NVL"} & {c.card for c in s.configs} or any("H100" in c.card for c in s.configs)
    assert any(r.rule_id == "line.geforce" for r in s.reasons)  # the licence, for a production server


# --- the limits of the short forms ---------------------------------------------------------------------------
def _limits(answer, render, lines: int, numbered: bool = True):
    for language in LANGUAGES:
        text = render(answer, View(language=language))
        assert len(text.splitlines()) <= lines, (language, text)
        embed = answer_embed(answer, language)
        chars, count = fits_first(embed)
        assert chars <= FIRST_CHARS and count <= FIRST_LINES, (language, embed.to_dict())


@pytest.mark.parametrize("kwargs", [
    {"model": "70b", "card": "3090 + 3090"}, {"model": "gpt-oss 120b", "card": "3090", "ram": 64},
    {"model": "70b", "task": "qlora", "card": "4090 4090"}, {"model": "70b", "users": 50},
    {"model": "8b", "users": 500},
])
def test_rig_and_serving_answers_fit_their_short_forms(kwargs):
    _limits(loaded().fits(**kwargs), render_fit, SHORT_LINES)


@pytest.mark.parametrize("card", ["5090", "3090 + 3090", "titan black", "gtx 1060 3gb", "rx 580"])
def test_runs_answers_fit_their_short_forms(card):
    r = loaded().fits(None, card=card, ram=64)
    _limits(r, render_runs, SHORT_LINES)
    assert texts(r)


@pytest.mark.parametrize(("card", "task"), [("4060 ti 16gb", "lora"), ("2x 3090", "qlora"), ("t4", "full-finetune"),
                                            ("3060 12gb", "lora")])
def test_what_a_rig_fine_tunes_is_said_for_the_task_asked_not_what_it_runs(card, task):
    """`fits --card X --task lora` (and "能从头训练一个小模型或者微调吗?" on one's card): the largest model the rig
    fine-tunes with that task — its memory within the rig's, said — never the inference list."""
    adv = loaded()
    ran, trained = adv.fits(card=card), adv.fits(card=card, task=task)
    # round 6: a rig that fine-tunes something opens with the yes and its pace ("runs.train.yes", N14)
    assert trained.summary.key in ("runs.train", "runs.train.lighter-sized", "runs.train.yes", "runs.train.none",
                                   "runs.train.usual", "runs.train.usual-none", "runs.train.usual.lora",
                                   "runs.train.full-first", "runs.train.full-first-none",
                                   "runs.train.full-first.lora") and not trained.models
    assert trained.summary.key != ran.summary.key
    if trained.summary.key != "runs.train.none":
        need = float(re.search(r"about ([\d.]+) GB", said(trained.summary)).group(1))
        assert need <= trained.rig.memory_gb


@pytest.mark.parametrize(("rig", "task", "precision", "said_as"), [
    ("3090", "inference", None, "in Q4_K_M"), ("3090 + 3090", "qlora", None, "in NF4"),
    ("4090", "inference", "int8", "in Q8_0"), ("5090", "lora", None, "in bf16")])
def test_the_owner_s_fit_names_the_format_as_fits_does(rig, task, precision, said_as):
    """"On your 3090: 70B, inference in int4" named the internal precision; fits (and the ranking line) say
    the format it runs in: Q4_K_M, Q8_0, QLoRA's NF4."""
    adv = loaded()
    fit = adv.fits("70b", card=rig, task=task, precision=precision)
    assert said_as in said(fit.shape.headline) and " int4" not in said(fit.shape.headline)


@pytest.mark.parametrize(("card", "bf16", "stack"), [("v100", False, True), ("2080 ti", False, False),
                                                     ("1080 ti", False, True), ("3090", True, False),
                                                     ("4090", True, False), ("t4", False, False)])
@pytest.mark.parametrize("task", ["lora", "qlora", "full-finetune"])
def test_what_a_card_fine_tunes_says_first_what_decides_besides_memory(card, bf16, stack, task):
    """F12: "is a V100 enough for LoRA?" — besides the memory, the answer says first that the card has no BF16
    (FP16 with loss scaling, or FP32) and that today's CUDA runs it only on its last builds, where so."""
    runs = loaded().fits(card=card, task=task)
    said_first = [said(c.message) for c in runs.shape.decides]
    assert any("has no BF16 arithmetic" in s for s in said_first) is (not bf16), said_first
    assert any("today's CUDA dropped" in s or "CUDA 13 and PyTorch's" in s for s in said_first) is stack, said_first


@pytest.mark.parametrize(("rig", "ram"), [("3090 + 3090", 64), ("3090", 64), ("4090", 128), ("3060", 64)])
def test_the_headline_of_what_a_rig_runs_names_the_moe_it_runs_with_experts_in_ram(rig, ram):
    """Breaker: with --ram the list showed gpt-oss 120b with experts in RAM while the headline's largest MoE was
    Mixtral 8x7B: the headline says the one in RAM too, so it never reads as the largest the rig runs."""
    runs = loaded().fits(card=rig, ram=ram)
    moved = [m for m in runs.models if m.role == "offload"]
    if moved:
        assert "with its experts in RAM, " + moved[0].model in said(runs.summary)
    assert "experts in RAM" not in said(loaded().fits(card=rig).summary)


@pytest.mark.parametrize("card", ["rx 6900 xt", "rx 6800 xt", "rx 6800"])
def test_an_amd_card_whose_chip_rocm_lists_is_never_told_no_pytorch(advisor, card):
    """One truth (issue 28 §6, breaker 2026-12-03): ``why`` says PyTorch on ROCm runs on a Navi 21 card
    unofficially (its chip is the listed Radeon PRO W6800's); its owner is never told "no PyTorch"."""
    from advisor.vendors import pytorch_off

    adv_card = advisor.card(card)
    market = advisor.catalog.market(None)
    assert not pytorch_off(advisor.rules, market, adv_card)
    verdict = advisor.why(card, own=True)
    dumped = verdict.model_dump_json()
    assert verdict.owner is not None and "owner.overview.no-pytorch" not in dumped and "no-pytorch" not in dumped
    assert pytorch_off(advisor.rules, market, advisor.card("rx 580"))  # Polaris: no listed chip
