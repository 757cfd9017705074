"""answers52 (issue 28, answer what was asked): a speed target is the bar, BERT fine-tuning in a memory is a fit
question, NVLink of two different cards is no, the RTX 5090's ECC, one truth at a job's edge, video on the newest
figures, an MoE's active parameters said."""

from __future__ import annotations

import pytest

from advisor.ask.spans import speed_wanted
from advisor.cli.ask import render_question
from advisor.cli.render import View
from advisor.encoder_job import batch_in
from advisor.jobs import rows
from advisor.thresholds import USABLE_DECODE_TOK_S
from product import advisor as loaded


def _ask(text: str) -> str:
    q = loaded().ask(text)
    return " ".join(render_question(q, View(language=q.language)).split())


# --- 1. a speed target is the bar --------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "tps"), [
    ("cheapest way to run llama 3 70b at 20 tok/s", 20.0),
    ("how to run qwen3 32b at 40 tok/s", 40.0),
    ("跑llama 3 70b，每秒20个token，最便宜的方案", 20.0),
    ("llama 3 70b faster than reading speed, cheapest?", USABLE_DECODE_TOK_S),
    ("比阅读速度快就行，跑qwen3 32b", USABLE_DECODE_TOK_S),
])
def test_a_speed_said_is_the_one_wanted(text, tps):
    assert speed_wanted(text.lower()) == tps


@pytest.mark.parametrize("text", ["my 3060 runs 13b at 2 tok/s, what to buy", "i'm getting 5 tok/s on my 3090"])
def test_a_speed_measured_is_no_target(text):
    assert speed_wanted(text.lower()) is None


@pytest.mark.parametrize(("text", "said"), [
    ("cheapest way to run llama 3 70b at 20 tok/s", "The cheapest way to 20 tok/s or more"),
    ("跑llama 3 70b，每秒20个token，最便宜的方案", "达到 20 tok/s 或以上最便宜的方案"),
])
def test_the_cheapest_way_that_reaches_the_target_leads(text, said):
    q = loaded().ask(text)
    shape = q.answer.shape
    assert shape.ranking and all(line.speed is not None and line.speed.value >= 20 for line in shape.ranking)
    assert said in _ask(text).replace(" ", "") or said in _ask(text), _ask(text)


# --- 2. BERT fine-tuning in a memory ----------------------------------------------------------------------------
def test_bert_rows_give_back_their_published_batches_on_12_gb():
    table = {(r.model, r.resolution): r for r in rows("encoder")}
    assert batch_in(table["BERT-Base", "seq 128"], 12) == 32 and batch_in(table["BERT-Large", "seq 128"], 12) == 6
    assert batch_in(table["BERT-Large", "seq 128"], 6) == 0  # weights, gradients and Adam's moments take ~6.4 GB


@pytest.mark.parametrize(("text", "said"), [
    ("can i fine-tune bert on 8gb", "Fine-tuning BERT in 8 GB: yes — BERT-Base at 128 tokens, a batch of about 18"),
    ("is 8gb enough to train bert?", "Fine-tuning BERT in 8 GB: yes"),
    ("bert large fine-tuning on a 3060", "BERT-Large at 128 tokens, a batch of about 6"),
    ("can i train bert-large on 6gb", "Fine-tuning BERT-Large in 6 GB: no"),
    ("8G显存能微调bert吗", "微调 BERT（8 GB）：可以"),
    ("6G顯存能微調bert-large嗎", "微調 BERT-Large（6 GB）：不行"),
])
def test_bert_fine_tuning_asked_of_a_memory_is_a_fit_question(text, said):
    out = _ask(text)
    assert said in out and "budget?" not in out and "Qwen" not in out, out


# --- 3. NVLink of two different cards ---------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "said", "lacking"), [
    ("can i nvlink a 3090 and a 3060", "No: GeForce RTX 3060 12 GB has no NVLink connector", True),
    ("nvlink 4090 and 3090", "No: GeForce RTX 4090 has no NVLink connector", True),
    ("can i nvlink a 3090 and an a6000", "No: an NVLink bridge joins two cards of the same model only", False),
    ("sli two different cards", "No: NVLink (and SLI before it) joins two cards of the same model", False),
    ("3090和3080能nvlink吗", "不能：GeForce RTX 3080 没有 NVLink 接口", True),
    ("3090和4090能nvlink嗎", "不能：GeForce RTX 4090 沒有 NVLink 介面", True),
])
def test_nvlink_of_two_different_cards_is_no_first(text, said, lacking):
    out = _ask(text)
    assert out.startswith(said), out
    assert "faster" not in out.split(".")[0] and ("PCIe" in out), out
    assert ("connector" in out or "接口" in out or "介面" in out) == lacking


@pytest.mark.parametrize("text", ["3090 with nvlink vs 4090 for llm", "2x 3090 nvlink or one 4090?"])
def test_cards_weighed_with_nvlink_said_stay_a_comparison(text):
    assert not _ask(text).startswith("No:"), _ask(text)


def test_nvlink_of_two_of_the_same_card_keeps_its_answer():
    assert "Its bridge carries 112.5 GB/s" in _ask("do i need nvlink for two 3090s")


# --- 4. ECC of the RTX 50 cards ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "start"), [
    ("does the 5090 have ecc", "No: unlike the RTX 3090 Ti and RTX 4090"),
    ("does the 5080 have ecc", "No: unlike the RTX 3090 Ti and RTX 4090"),
    ("5090有ecc吗", "没有：和 RTX 3090 Ti、RTX 4090 不同"),
    ("5090有ecc嗎", "沒有：和 RTX 3090 Ti、RTX 4090 不同"),
    ("ecc on 3090 ti?", "Yes, as a switch: GeForce RTX 3090 Ti"),
])
def test_ecc_of_a_card_is_a_plain_yes_or_no_with_its_source(text, start):
    out = _ask(text)
    assert out.startswith(start) and "Notebookcheck" in out and "Not that I can show" not in out, out


# --- 5. one truth at a job's edge -------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "said"), [
    ("flux.2 klein 9b on 16gb?", "A 16 GB card runs it only just"),
    ("wan 2.2 a14b on 16gb?", "A 16 GB card runs it only just"),
    ("flux.2 klein 9b 16g显存能跑吗", "16 GB 的卡只是勉强能跑"),
])
def test_a_setting_on_the_edge_of_16_gb_is_never_said_not_to_run(text, said):
    out = _ask(text)
    assert "on the edge" in out or "勉强" in out, out
    # fix61b's run verdict (43385670) put a sentence before this one, so the console wraps it elsewhere and a wrap
    # inside Chinese words becomes a space once the lines are joined: Chinese is compared with its spaces taken out
    flat = out if text.isascii() else out.replace(" ", "")
    said = said if text.isascii() else said.replace(" ", "")
    assert said in flat and "No 16 GB card runs it" not in out and "16GB的卡不靠大量卸载跑不了" not in flat, out


def test_a_job_beyond_16_gb_still_says_so():
    assert "No 16 GB card runs it without heavy offload" in _ask("flux.2 dev on 24gb?")


# --- 6. video on the newest figures -----------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["ai video generation under 1500", "best gpu for video generation under 800",
                                  "ai视频生成 预算1万"])
def test_plain_video_generation_is_read_as_the_newest_model(text):
    out = _ask(text)
    assert "Wan 2.2" in out and "Wan 2.1" not in out and "TI2V-5B" in out, out


def test_a_version_asked_keeps_its_own_stand_in_note():
    out = _ask("can my 4090 run wan 2.5")
    assert "Wan 2.5 read as Wan 2.2's published figures" in out, out


# --- 7. an MoE's total and active parameters --------------------------------------------------------------------
@pytest.mark.parametrize(("text", "total", "active"), [
    ("kimi k2 on 4x 3090 with 256gb ram", "1026.41 B", "32.86 B"),
    ("minimax m1 on 2x 3090 with 256gb ram", "456.09 B", "48.40 B"),
])
def test_an_moe_offload_says_total_and_active_parameters(text, total, active):
    out = _ask(text)
    assert f"mixture of experts: {total} parameters in all" in out and f"only {active} read per token" in out, out


@pytest.mark.parametrize(("text", "said"), [
    ("can i run qwen3 30b-a3b", "3.35 B active per token: a mixture of experts"),
    ("qwen3 30b-a3b能跑吗", "每个 token 激活 3.35 B：混合专家模型"),
])
def test_an_moe_fit_summary_says_its_active_parameters(text, said):
    assert said in _ask(text), _ask(text)
