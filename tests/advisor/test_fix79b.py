"""fix79b (round 31): jobs that are not LLMs, answered as asked (issues 27/28).

1. Image and video upscaling (Real-ESRGAN, waifu2x, SUPIR, Topaz, "ai upscaling") is read as the image use case, and
   the answer says what decides it — upscalers tile, so memory sets the tile, speed decides — never FLUX's memory.
2. "Is 16 GB of RAM enough with a 3090 for stable diffusion" answers the system RAM first, for image jobs as for LLMs.
3. Video editing beside a deep-learning job in a comparison is weighed by the cards' hardware encoders (AV1 from Ada).
4. Black or green images on a GTX 16 card in AUTOMATIC1111: --upcast-sampling, then --precision full --no-half.
"""

from __future__ import annotations

import pytest

from advisor.ask.editing_compare import AV1_ENCODE
from advisor.ask.gtx16_half import HALF_TROUBLE, gtx16_fix
from advisor.ask.owner_spill import RAM_ASKED
from advisor.ask.upscale_job import UPSCALERS, upscaler_said
from advisor.cli.ask import render_question
from advisor.cli.render import View
from advisor.image_needs import find_generator
from advisor.image_ram import kit_for, ram_enough, ram_wanted
from tests.asked import reply_keys


def _said(q) -> str:
    text = render_question(q, View(language=q.language))
    return "".join(text.split()) if q.language.startswith("zh") else " ".join(text.split())


def _decides(q) -> list[str]:
    return [c.message.key for c in q.answer.shape.decides]


# --------------------------------------------------------------------------- 1. upscaling
@pytest.mark.parametrize("text, said", [
    ("best gpu for Real-ESRGAN upscaling under $600", "Real-ESRGAN"),
    ("gpu for waifu2x, budget 300", "waifu2x"),
    ("best gpu for topaz video ai under $800", "topaz video ai"),
    ("which card for ai upscaling of old photos, $500?", "ai upscaling"),
])
def test_upscaling_words_are_read(text, said):
    assert upscaler_said(text) == said
    assert UPSCALERS.search("best gpu for stable diffusion under $600") is None


@pytest.mark.parametrize("text", [
    "best gpu for Real-ESRGAN upscaling under $600",
    "gpu for waifu2x, budget 300",
    "推荐一张做视频超分的显卡，预算3000元",
])
def test_an_upscaler_buyer_is_the_image_use_case_with_tiles_first(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "recommend" and q.read_as.use_case == "image"
    keys = _decides(q)
    assert keys[0] == "ask.upscale.tiles"
    assert not any(k.startswith(("image.rank.pick-flux", "image.rank.heavier")) for k in keys)  # no FLUX, no Wan
    line = q.answer.shape.decides[0].message
    assert line.params["big_mb"].value == 2430 and line.params["small_mb"].value == 638


def test_supir_says_its_own_memory(advisor):
    q = advisor.ask("best card for SUPIR upscaling under $1000")
    first = q.answer.shape.decides[0].message
    assert first.key == "ask.upscale.supir" and first.params["need"].value == 12
    assert "--use_tile_vae" in _said(q)


def test_the_upscaling_line_is_translated(advisor):
    zh = _said(advisor.ask("推荐一张做视频超分的显卡，预算3000元"))
    assert "分块" in zh and "waifu2x-ncnn-vulkan" in zh


def test_image_generation_keeps_its_flux_line(advisor):
    keys = _decides(advisor.ask("best gpu for stable diffusion under $600"))
    assert "ask.upscale.tiles" not in keys and any(k.startswith("image.rank.pick-flux") for k in keys)


# --------------------------------------------------------------------------- 2. system RAM for an image job
def test_ram_asked_words():
    assert RAM_ASKED.search("is 16gb ram enough with a 3090 for stable diffusion")
    assert RAM_ASKED.search("do i need more ram for flux")
    assert RAM_ASKED.search("3090跑flux，32g内存够吗")
    assert not RAM_ASKED.search("is 16gb vram enough for sdxl")


def test_ram_enough_is_the_setting_plus_the_system(advisor):
    card = advisor.card("GeForce RTX 3090")
    sdxl = find_generator("sdxl")
    assert {"image.ram.enough", "image.ram.heavier"} <= ram_enough(sdxl, card, 16).keys  # FLUX fp8 would want 32
    assert ram_enough(sdxl, card, 32).key == "image.ram.enough"
    short = ram_enough(sdxl, card, 8)
    assert short.key == "image.ram.short" and short.params["target"].value == 16
    flux = find_generator("flux")
    said = ram_enough(flux, card, 16)
    assert said.key == "image.ram.short" and said.params["need"].value == 24 and said.params["target"].value == 32
    assert ram_enough(flux, card, 32).key == "image.ram.enough"
    assert kit_for(24) == 32 and kit_for(16) == 16


def test_ram_wanted_adds_the_system():
    from advisor import jobs

    row = next(r for r in jobs.rows("image-gen") if (r.model, r.setting) == ("SDXL", "fp16"))
    assert ram_wanted(row) == 16


def test_the_ram_question_gets_the_ram_verdict_first(advisor):
    q = advisor.ask("is 16gb ram enough with a 3090 for stable diffusion")
    assert q.read_as.ram_gb == 16
    keys = q.answer.shape.headline.keys
    assert "image.ram.enough" in keys and "image.ram.heavier" in keys  # SDXL yes; FLUX fp8 wants 32 GB
    said = _said(q)
    assert said.index("16 GB of system RAM is enough") < said.index("32 GB of RAM")


def test_short_ram_drops_the_offload_lever(advisor):
    q = advisor.ask("is 16gb ram enough with a 3090 for flux")
    assert "image.ram.short" in q.answer.shape.headline.keys
    levers = {getattr(c.message.params.get("lever"), "key", "") for c in q.answer.shape.caveats}
    assert "jobs.lever.offload-tools" not in levers  # offloading to RAM is no help when RAM is short


def test_the_ram_verdict_is_translated(advisor):
    zh = _said(advisor.ask("3090跑flux，16g内存够吗"))
    assert "不够" in zh and "系统内存" in zh


def test_an_llm_ram_question_still_counts_the_ram(advisor):
    q = advisor.ask("is 32gb ram enough to run llama 70b with a 4090")
    assert q.read_as.command == "fits" and q.read_as.ram_gb == 32


def test_a_slow_owner_keeps_the_spill_answer(advisor):
    q = advisor.ask("flux in comfyui on my 3060 12gb with 16gb ram is very slow and uses my ram")
    assert not any(k.startswith("image.ram.") for k in q.answer.shape.headline.keys)


# --------------------------------------------------------------------------- 3. editing beside a job, compared
def test_editing_and_an_llm_weigh_the_encoders(advisor):
    q = advisor.ask("premiere pro and llama, 4070 or 3090?")
    keys = _decides(q)
    assert "ask.editing.weighed.av1" in keys
    line = next(c.message for c in q.answer.shape.decides if c.message.key == "ask.editing.weighed.av1")
    assert line.params["card"].value == "GeForce RTX 4070" and line.params["other"].value == "GeForce RTX 3090"
    assert "ask.note.video-editing" not in [n.key for n in q.read_as.notes]  # weighed now, not "not weighed here"


def test_editing_on_two_ada_cards_does_not_split_them(advisor):
    keys = _decides(advisor.ask("davinci resolve and stable diffusion: 4070 ti super or 4080?"))
    assert "ask.editing.weighed" in keys


def test_av1_starts_with_ada(advisor):
    assert advisor.card("GeForce RTX 4070").architecture.startswith(AV1_ENCODE)
    assert not advisor.card("GeForce RTX 3090").architecture.startswith(AV1_ENCODE)


def test_a_compare_without_editing_is_unchanged(advisor):
    keys = _decides(advisor.ask("llama, 4070 or 3090?"))
    assert not any(k.startswith("ask.editing.") for k in keys)


# --------------------------------------------------------------------------- 4. GTX 16 half precision
def test_half_trouble_words():
    for text in ("black images", "all black images", "green images", "do I need --no-half?", "NaNs in unet",
                 "出黑图"):
        assert HALF_TROUBLE.search(text), text
    assert not HALF_TROUBLE.search("black friday deal")


def test_the_fix_is_for_gtx16_cards_only(advisor):
    text = "automatic1111 gives black images"
    assert gtx16_fix(text, advisor.card("GeForce GTX 1660 SUPER")) is not None
    assert gtx16_fix(text, advisor.card("GeForce RTX 3060 12 GB")) is None
    assert gtx16_fix("my gtx 1660 super is slow for stable diffusion", advisor.card("GeForce GTX 1660 SUPER")) is None
    card = advisor.card("GeForce GTX 1650")
    assert gtx16_fix("my gtx 1650 shows a black screen when gaming", card) is None  # a display, no image job
    assert gtx16_fix("my gtx 1650 generates black images, is there a way to run with --no-half?", card) is not None


@pytest.mark.parametrize("text", [
    "A1111 on my GTX 1660 SUPER gives black images",
    "gtx 1660 super automatic1111 green or black images",
    "我的1660s跑stable diffusion出黑图",
])
def test_a_gtx16_owner_is_told_the_flag_first(advisor, text):
    q = advisor.ask(text)
    assert q.answer.shape.headline.keys & {"ask.gtx16.fix", "ask.gtx16.fix.small"}
    assert "--upcast-sampling" in _said(q)


def test_the_reply_on_a_1650_leads_with_the_flag(advisor):
    q = advisor.ask("stable diffusion on gtx 1650 only black images, do I need --no-half?")
    assert "ask.gtx16.fix.small" in reply_keys(q)
    said = _said(q)
    assert said.index("--upcast-sampling") < said.index("Read as")


def test_a_gtx16_card_has_no_fp16_tensor_cores(advisor):
    q = advisor.ask("does the gtx 1660 super support fp16?")
    keys = reply_keys(q)
    assert "ask.precision.fp16-runs" in keys and "ask.precision.yes" not in keys  # Turing's row, no tensor cores
    assert "ask.precision.yes" in reply_keys(advisor.ask("does the rtx 2060 support fp16?"))


def test_the_precision_reply_leads_with_the_fix_when_black_images_are_seen(advisor):
    q = advisor.ask("my 1660 Super generates black images with half-precisions (fp16). Is there a way to run this "
                    "with --precision full --no-half?")
    said = _said(q)
    assert "ask.gtx16.fix.small" in reply_keys(q) and said.index("--upcast-sampling") < said.index("Yes, without")


def test_the_system_ram_running_out_is_its_verdict_not_the_cards_levers(advisor):
    q = advisor.ask("I have a 6GB Gtx 1660 SUPER GPU and 8 GB RAM and SD works fine for me except for this new model "
                    "loading problem: DefaultCPUAllocator: not enough memory. i can't load this 6Gb model sd_xl")
    keys = q.answer.shape.headline.keys
    assert "image.spill.ram" in keys and not any(k.startswith("image.owner.oom") for k in keys)
    assert "16 GB or more" in _said(q)


def test_a_card_short_of_the_heaviest_model_gets_the_spill(advisor):
    card = advisor.card("GeForce GTX 1660 SUPER")
    said = ram_enough(find_generator("stable diffusion"), card, 8)
    assert said.key == "image.spill.ram" and said.params["target"].value == 16  # SDXL's 8 GB beside the system's 8
