"""fix84c: image and power answers (break48 M14 idle draw, L3 use at idle, M12 upscalers, RAM for image models,
L7 editing lines, L8 black images)."""

from __future__ import annotations

import csv

import pytest

from advisor.ask.card_fact import fact_asked
from advisor.ask.idle_draw import idle_asked, idle_rows
from advisor.catalog.inputs import data_dir
from advisor.cli.ask import render_question
from advisor.cli.render import View
from tests.asked import chain, find_message, reply_keys


def _said(q) -> str:
    text = render_question(q, View(language=q.language))
    return "".join(text.split()) if q.language.startswith("zh") else " ".join(text.split())


# --- M14: idle draw -----------------------------------------------------------------------------------------------

def test_every_idle_row_names_a_catalogue_card_and_a_source(advisor):
    with open(data_dir() / "idle_power.csv", newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    assert rows
    for row in rows:
        assert advisor.card(row["card"]).name == row["card"]
        assert row["source"].startswith("https://")
        assert 0 < float(row["idle_w"]) < 60  # a few tens of watts at most
        assert not row["multi_monitor_w"] or float(row["multi_monitor_w"]) >= float(row["idle_w"])


@pytest.mark.parametrize("text", ["how much power does a 4090 use at idle?", "7900 XTX idle power draw",
                                  "显卡待机功耗多少 4090", "3090待机功耗",
                                  "does a 4090 use a lot of electricity when idle"])
def test_idle_draw_asked_gets_the_published_idle_figure_not_the_board_power(advisor, text):
    q = advisor.ask(text)
    keys = reply_keys(q)
    assert "ask.idle-draw.rule" in keys
    assert "ask.power.sized" not in keys and "ask.card-fact.power" not in keys
    card = advisor.card(q.read_as.cards[0])
    row = idle_rows()[card.name]
    line = find_message(q.reply, "ask.idle-draw.card.multi") or find_message(q.reply, "ask.idle-draw.card")
    assert line is not None and line.params["idle"].value == float(row["idle_w"])
    assert line.params["source"].value == row["source"]


def test_idle_of_a_card_without_a_figure_says_none_is_published_and_the_ceiling(advisor):
    q = advisor.ask("how many watts does a 3080 draw at idle")
    keys = reply_keys(q)
    assert "ask.idle-draw.unpublished" in keys and "ask.idle-draw.rule" in keys


def test_idle_of_makers_without_a_card_lists_the_published_figures(advisor):
    q = advisor.ask("idle power of AMD vs Nvidia cards")
    out = _said(q)
    assert "ask.idle-draw.rule" in reply_keys(q)
    assert all(name in out for name in idle_rows()), out


def test_a_follow_up_keeps_the_idle_draw(advisor):
    q = chain(advisor, "how much power does a 4090 use at idle?", "and the 3090?")
    assert q.read_as.topic == "fact.idle"
    assert "ask.idle-draw.card.multi" in reply_keys(q)


@pytest.mark.parametrize(("text", "idle"), [("how much power does a 4090 use at idle?", True),
                                            ("my 4090 shows 5% usage when idle", False),
                                            ("what's the power draw of a v100 pcie?", False),
                                            ("what psu for a 4090 at idle", False)])
def test_idle_asked_needs_an_idle_word_and_a_power_word(text, idle):
    assert idle_asked(text) is idle
    assert (fact_asked(text) == "idle") is idle


def test_a_reading_at_idle_is_still_judged(advisor):
    keys = reply_keys(advisor.ask("my 3090 draws 120W at idle, is that normal?"))
    assert any(k.startswith("ask.power-reading.idle-high") for k in keys), keys


# --- L3: use at idle ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["my 4090 shows 5% usage when idle", "我的3090空闲时占用率5%",
                                  "my gpu is at 3% utilization while idle, is that a problem?"])
def test_a_few_percent_at_idle_is_normal_not_a_bottleneck(advisor, text):
    keys = reply_keys(advisor.ask(text))
    assert "ask.idle-use.low.normal" in keys and "ask.idle-use.low.levers" in keys
    assert not any("bottleneck" in k or "low-util" in k for k in keys), keys


def test_light_use_at_idle_names_what_holds_it(advisor):
    keys = reply_keys(advisor.ask("gpu usage 20% at idle on my 3060"))
    assert "ask.idle-use.low.light" in keys


def test_low_use_while_training_keeps_the_bottleneck_answer(advisor):
    keys = reply_keys(advisor.ask("the card sits idle half the time during training, 30% usage on my 3090"))
    assert not any(k.startswith("ask.idle-use") for k in keys), keys


def test_full_use_at_idle_is_still_a_held_card(advisor):
    assert "ask.idle-use" in reply_keys(advisor.ask("my rx 7900 xtx shows 100% usage when idle"))


# --- M12: upscalers get their own floor (tiles) ------------------------------------------------------------------

@pytest.mark.parametrize("text", ["Real-ESRGAN on a 1060 6gb, is it fast enough?", "can my 3050 6gb run real-esrgan",
                                  "我的1660s能跑Real-ESRGAN吗", "waifu2x on my 4060?"])
def test_an_upscaler_on_one_card_runs_in_tiles_not_below_a_floor(advisor, text):
    q = advisor.ask(text)
    keys = reply_keys(q)
    assert "ask.upscale.card.runs" in keys and "ask.upscale.read-as" in keys
    assert "rules.memory.below-floor" not in keys and q.answer is None


def test_a_pascal_card_is_told_real_esrgan_s_fp32(advisor):
    assert "ask.upscale.card.fp32" in reply_keys(advisor.ask("Real-ESRGAN on a 1060 6gb, is it fast enough?"))
    assert "ask.upscale.card.fp32" not in reply_keys(advisor.ask("waifu2x on my 4060?"))


def test_supir_keeps_its_own_memory(advisor):
    assert "ask.upscale.card.supir-fits" in reply_keys(advisor.ask("SUPIR on a 3060 12gb?"))
    assert "ask.upscale.card.supir-short" in reply_keys(advisor.ask("SUPIR on a 3060 8gb?"))


@pytest.mark.parametrize("text", ["upscale videos 4x with Real-ESRGAN, 3060 or 4060?",
                                  "我用Real-ESRGAN放大视频，3060还是4060"])
def test_an_upscaling_compare_leads_with_the_tiles(advisor, text):
    q = advisor.ask(text)
    assert q.answer is not None and q.answer.shape is not None
    assert q.answer.shape.decides[0].message.key == "ask.upscale.tiles"


def test_an_image_generator_compare_gets_no_tiles_line(advisor):
    q = advisor.ask("sdxl, 3060 or 4060?")
    assert q.answer is None or q.answer.shape is None or all(
        c.message.key != "ask.upscale.tiles" for c in q.answer.shape.decides)


# --- RAM for image models ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["stable diffusion 需要多少内存", "Wan 2.1 需要多少内存", "sdxl 要多大內存"])
def test_a_bare_chinese_memory_word_is_system_ram(advisor, text):
    keys = reply_keys(advisor.ask(text))
    assert "image.ram.needed" in keys, keys


@pytest.mark.parametrize("text", ["stable diffusion 需要多少显存", "sdxl显卡内存要多少"])
def test_the_card_s_memory_stays_the_card_s(advisor, text):
    keys = reply_keys(advisor.ask(text))
    assert not any(k.startswith("image.ram.") for k in keys), keys


def test_wan_is_sized_on_its_heaviest_model_and_the_smaller_said(advisor):
    q = advisor.ask("how much ram do i need for wan 2.1")
    main = find_message(q.reply, "image.ram.needed")
    lighter = find_message(q.reply, "image.ram.lighter")
    assert main is not None and lighter is not None
    assert main.params["vram"].value > lighter.params["vram"].value
    assert "14B" in _said(q).split("The smaller")[0]


@pytest.mark.parametrize("text", ["how much RAM for flux on a 3060", "跑flux 3060要多少内存",
                                  "wan 2.1 on a 4090, how much system ram"])
def test_ram_asked_with_a_card_is_the_ram_of_what_the_card_holds(advisor, text):
    q = advisor.ask(text)
    said = find_message(q.reply, "image.ram.on-card")
    assert said is not None, reply_keys(q)
    assert said.params["need"].value > said.params["vram"].value


def test_ram_said_with_a_card_keeps_its_verdict(advisor):
    keys = reply_keys(advisor.ask("is 16gb ram enough with a 3060 for sd 1.5"))
    assert "image.ram.on-card" not in keys


# --- L7: editing lines ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["3090 vs 4090 for photo editing and running llama 8b", "修图和跑大模型，3090还是4090",
                                  "for lightroom and LLMs, 4070 or 3090?"])
def test_photo_editing_beside_an_llm_gets_its_line(advisor, text):
    q = advisor.ask(text)
    assert q.answer is not None and q.answer.shape is not None
    keys = [c.message.key for c in q.answer.shape.decides]
    assert "ask.editing.weighed.photo" in keys, keys


def test_video_editing_brings_no_video_generation_line(advisor):
    q = advisor.ask("3080 or 3090 for video editing and running llms")
    keys = [c.message.key for c in q.answer.shape.decides]
    assert "ask.image-memory.unnamed" not in keys and "ask.editing.weighed" in keys, keys


def test_a_video_model_beside_editing_keeps_its_memory_line(advisor):
    q = advisor.ask("davinci resolve and wan 2.1, 3080 or 3090")
    assert "Wan 2.1" in _said(q)


# --- L8: black images outside the GTX 16 series ---------------------------------------------------------------------

@pytest.mark.parametrize("text", ["RTX 3060 black images stable diffusion",
                                  "stable diffusion gives black images on my 4070", "sdxl生成黑图 3060"])
def test_black_images_on_another_card_name_the_fp16_vae_fixes(advisor, text):
    q = advisor.ask(text)
    keys = reply_keys(q) | (set(q.answer.shape.headline.keys) if q.answer is not None else set())
    out = _said(q)
    assert "--no-half-vae" in out and "sdxl-vae-fp16-fix" in out, out
    assert "ask.gtx16.fix" not in keys and "ask.gtx16.fix.small" not in keys


def test_a_gtx16_card_keeps_its_own_fix(advisor):
    out = _said(advisor.ask("stable diffusion on gtx 1650 only black images"))
    assert "--upcast-sampling" in out and "--no-half-vae" not in out


def test_a_black_screen_without_an_image_job_is_no_vae(advisor):
    assert "--no-half-vae" not in _said(advisor.ask("my 3090 shows a black screen"))


def test_a_diffusion_upscaler_is_no_tiled_upscaler(advisor):
    """judge87 F08: a diffusion video upscaler's memory is its diffusion model's: no tiles line; a tiled tool named
    beside "diffusion" keeps it."""
    from advisor.ask.upscale_job import upscaler_said
    assert upscaler_said("For a diffusion video upscaler, 3090 Ti or RTX PRO 6000?") is None
    assert upscaler_said("扩散模型视频超分，3090还是4090") is None
    assert upscaler_said("Real-ESRGAN after stable diffusion, 3060 or 4060?") == "Real-ESRGAN"
    assert upscaler_said("video upscaling, 3060 or 4060?") == "video upscaling"
