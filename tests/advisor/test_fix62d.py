"""fix62d: image and video models read and answered.

- a size said with a family that publishes more than one model picks the one model ("wan 2.1 1.3b" is the 1.3B,
  never both Wan 2.1 models);
"""

from __future__ import annotations

import pytest

from advisor.api import Advisor
from advisor.cli.ask import render_question
from advisor.cli.render import View
from advisor.image_needs import find_generator, find_generators
from bot.cogs.ask import reply_text


@pytest.fixture(scope="module")
def advisor() -> Advisor:
    return Advisor.load()


def faces(advisor: Advisor, text: str, language: str = "en") -> tuple[str, str]:
    """The console's and the bot's text of ``text`` answered as a reply (a job on a card, no ranking)."""
    q = advisor.ask(text, lang=language)
    assert q.reply is not None and q.answer is None
    return render_question(q, View(language=language)), reply_text(q, language)


@pytest.mark.parametrize("text", ["wan 2.1 1.3b on a 3060 12gb", "wan2.1-t2v-1.3b vram", "万相2.1 1.3B 显存",
                                  "how much vram for wan 1.3b", "can i run wan 2.1 t2v 1.3b on 8gb"])
def test_a_size_said_picks_the_one_wan_model(text: str) -> None:
    g = find_generator(text)
    assert g is not None and g.models == ("Wan 2.1 T2V-1.3B",)
    assert find_generators(text) == [g]


def test_unsized_wan_is_still_both() -> None:
    g = find_generator("wan 2.1 on a 4090")
    assert g is not None and g.models == ("Wan 2.1 T2V-14B", "Wan 2.1 T2V-1.3B")


@pytest.mark.parametrize(("text", "language"), [("wan 2.1 1.3b on a 3060 12gb", "en"),
                                                ("万相2.1 1.3B 在 3060 12GB 上能跑吗", "zh_Hans")])
def test_the_answer_names_the_one_model(advisor: Advisor, text: str, language: str) -> None:
    console, bot = faces(advisor, text, language)
    for said in (console, bot):
        assert "T2V-1.3B" in said and "T2V-14B" not in said


SD35 = [
    ("sd3.5 on a 4060 ti 16gb", ("Stable Diffusion 3.5 Large", "Stable Diffusion 3.5 Medium"), None),
    ("can I run sd 3.5 large on a 3060 12gb?", ("Stable Diffusion 3.5 Large",), None),
    ("stable diffusion 3.5 medium vram", ("Stable Diffusion 3.5 Medium",), None),
    ("SD3.5 Large Turbo on a 4070", ("Stable Diffusion 3.5 Large",), "Stable Diffusion 3.5 Large Turbo"),
    ("sd3.5l 显存要多少", ("Stable Diffusion 3.5 Large",), None),
]


@pytest.mark.parametrize(("text", "models", "named"), SD35)
def test_sd35_is_read_as_its_own_models(text: str, models: tuple[str, ...], named: str | None) -> None:
    g = find_generator(text)
    assert g is not None and g.job == "image-gen" and g.models == models and g.named == named


def test_sd_alone_and_sdxl_keep_their_reading() -> None:
    assert find_generator("is 24gb overkill for sd").models == ("Stable Diffusion 1.5", "SDXL")
    assert find_generator("stable diffusion on a 3060").models == ("Stable Diffusion 1.5", "SDXL")
    assert find_generator("sdxl on a 3060").models == ("SDXL",)


@pytest.mark.parametrize(("text", "language", "said"), [
    ("sd3.5 large on a 3060 12gb", "en", "Yes, slowly: Stable Diffusion 3.5 Large at 1024x1024 (GGUF Q4)"),
    ("sd3.5 large 在 4070 12GB 上能跑吗", "zh_Hans", "能：Stable Diffusion 3.5 Large，1024x1024（GGUF Q4）"),
    ("stable diffusion 3.5 large on a 4090", "en", "Yes: Stable Diffusion 3.5 Large at 1024x1024 (bf16)"),
])
def test_sd35_on_a_card_gets_the_run_verdict(advisor: Advisor, text: str, language: str, said: str) -> None:
    console, bot = faces(advisor, text, language)
    for face in (console, bot):
        assert "".join(said.split()) in "".join(face.split())
        assert "RECOMMENDED" not in face


def test_a_setting_the_card_refuses_is_no_yes(advisor: Advisor) -> None:
    """SD 3.5 Large's FP8 TensorRT engine (11 GB) needs FP8 arithmetic (compute capability 8.9): a 3060 12 GB is told
    its GGUF Q4 with room, never "only just" in fp8; a 4070 12 GB (Ada) is told the fp8 fits on the edge."""
    ampere, _ = faces(advisor, "sd3.5 large on a 3060 12gb")
    assert "Only just" not in ampere and "computecapability8.9" in "".join(ampere.split())
    ada, _ = faces(advisor, "sd3.5 large on a 4070 12gb")
    assert "(fp8TensorRT)fitsonlyontheedge" in "".join(ada.split())


def test_sd35_says_no_other_models_speed(advisor: Advisor) -> None:
    console, _ = faces(advisor, "sd3.5 medium on a 3080")
    assert "No published speed of Stable Diffusion 3.5 Medium" in " ".join(console.split())
    assert "it/s" not in console


@pytest.mark.parametrize(("text", "language", "fit"), [
    ("flux dev on a 4060 8gb?", "en", "(GGUF Q8_0) needs"),
    ("flux dev 在 4060 8GB 上能跑吗", "zh_Hans", "（GGUF Q8_0） 需要"),
    ("flux on a 3090?", "en", "(bf16) fits only on the edge"),
    ("flux on a 4070 ti super", "en", "(fp8) fits"),
])
def test_each_fact_once_after_the_verdict(advisor: Advisor, text: str, language: str, fit: str) -> None:
    """fix62d #4: after the verdict (the settings that fit and their memory) the speed line says only the speed, not
    which GGUF settings fit again."""
    console, bot = faces(advisor, text, language)
    for face in (console, bot):
        flat = "".join(face.split())
        assert flat.count("".join(fit.split())) == 1, face
        assert "GGUF Q4 fits" not in face and "Image generation in" not in face and "图像生成" not in face


@pytest.mark.parametrize("text", ["ltx-video 13b on a 4090", "how much vram for ltxv 13b", "ltx video 0.9.8 vram",
                                  "LTX-Video 0.9.7 distilled 13B 显存"])
def test_ltx_video_13b_has_its_own_rows(text: str) -> None:
    """fix62d #2: LTX-Video's 13B has sourced peaks (fp8 about 20 GB, bf16 about 38 GB): read as it, never as a 13B
    language model ("ltxv 13b" was sized as an LLM) nor as an unknown generator."""
    g = find_generator(text)
    assert g is not None and g.models == ("LTX-Video 13B",)


def test_ltx_video_13b_on_cards(advisor: Advisor) -> None:
    yes, _ = faces(advisor, "ltx-video 13b on a 4090")
    assert "Yes: LTX-Video 13B" in yes and "about 20 GB of 24 GB" in " ".join(yes.split())
    no, bot = faces(advisor, "ltx video 0.9.8 在 3060 12GB 上能跑吗", "zh_Hans")
    assert "不能" in no and "不能" in bot and "20 GB" in no


def test_ltx_video_unsized_is_still_said_as_unknown(advisor: Advisor) -> None:
    """The 2B LTX-Video has no published peak: said so, with its weights' memory, never a figure made up."""
    console, _ = faces(advisor, "ltx video on a 3060 12gb")
    assert "LTX-Video 2B" in console and "No published peak" in " ".join(console.split())


def test_speed_only_keeps_what_the_verdict_does_not_say() -> None:
    """A settings sentence with nothing but the settings is dropped after the verdict; one wrapped with a compute
    capability floor keeps the floor alone; one with a speed keeps the speed alone."""
    from advisor.i18n import Card, Number, Quantity, msg
    from advisor.run_verdict import speed_only

    plain = msg("jobs.gen.runs", "{job} in {memory}: {runs}.", job="Video generation", memory="12 GB", runs="r")
    assert speed_only(plain) is None
    floor = msg("jobs.gen.cc-floor", "{said} {setting} would fit its memory but needs compute capability {min:.1f} or "
                "newer (this card is {cc:.1f}: the tool refuses it there).", said=plain, setting="fp8 TensorRT",
                min=Number(value=8.9), cc=Number(value=8.6))
    kept = speed_only(floor)
    assert kept is not None and kept.key == "jobs.gen.after.cc-floor" and "said" not in kept.params
    speed = msg("jobs.gen.runs.flux", "{job} in {memory}: {runs}. The card runs {its}.", job="Image generation",
                memory=Quantity(value=24, unit="GB"), runs="r", its=Card(value="0.7 it/s"))
    said = speed_only(speed)
    assert said is not None and said.key == "jobs.gen.after.card" and set(said.params) == {"its"}


@pytest.mark.parametrize(("text", "language", "said"), [
    ("is 8gb enough for sd3.5 large turbo?", "en", "distilled to run in 4 steps"),
    ("sd3.5 large turbo 8gb 够吗", "zh_Hans", "蒸馏成 4 步出图"),
])
def test_sd35_turbo_is_said_as_large_in_4_steps(advisor: Advisor, text: str, language: str, said: str) -> None:
    """SD 3.5 Large Turbo on SD 3.5 Large's rows, said why in its own words: never FLUX.1 schnell's "12B"."""
    console, _ = faces(advisor, text, language)
    flat = "".join(console.split())
    assert "".join(said.split()) in flat and "12B" not in flat and "schnell" not in flat
