"""fix63d: image and video models (issue 28 §1, §2).

- an owner's card told whether an image model fits says each published setting once: the run verdict carries the
  settings and their memory, the fit line only what it adds (#3: "I have a 3060 12GB, can I run flux?" said its GGUF
  settings twice);
"""

from __future__ import annotations

import pytest

from tests.asked import question_faces


def _count(text: str, words: str) -> int:
    return " ".join(text.split()).count(words)


@pytest.mark.parametrize(("text", "language"), [
    ("I have a 3060 12GB, can I run flux?", "en"),
    ("my rtx 3060 12gb, will flux dev run on it?", "en"),
    ("I own a 4070, can it run flux dev?", "en"),
    ("我有一张3060 12GB，能跑flux吗？", "zh_Hans"),
    ("我的4070能跑flux dev吗", "zh_Hans"),
])
def test_an_owner_hears_each_image_setting_once(advisor, text: str, language: str) -> None:
    _, console, bot = question_faces(advisor, text, language)
    for face in (console, bot):
        said = " ".join(face.split())
        assert _count(said, "(GGUF Q4)") + _count(said, "（GGUF Q4）") == 1, face
        assert "GGUF Q8_0" in said, face  # the setting that does not fit still said, once
        assert _count(said, "GGUF Q8_0") == 1, face


@pytest.mark.parametrize(("text", "language"), [
    ("I have a 3060 12GB, flux takes 3 minutes per image, is that normal?", "en"),
    ("我的3060跑flux一张图要3分钟，正常吗", "zh_Hans"),
])
def test_an_owner_with_a_time_hears_the_setting_once_too(advisor, text: str, language: str) -> None:
    _, console, _ = question_faces(advisor, text, language)
    said = " ".join(console.split())
    assert _count(said, "GGUF Q8_0") == 1, console
    assert "no speed is said" not in said.lower() and "不给速度" not in said, console


# ------------------------------------------------------------------ 2. an image model named with a budget
@pytest.mark.parametrize(("text", "language", "model"), [
    ("best gpu for sd3.5 under 500", "en", "Stable Diffusion 3.5"),
    ("best gpu for sd 3.5 large under $900", "en", "Stable Diffusion 3.5 Large"),
    ("which card should I buy for stable diffusion 3.5 medium, budget $400", "en", "Stable Diffusion 3.5 Medium"),
    ("sd3.5预算3000元买什么显卡", "zh_Hans", "Stable Diffusion 3.5"),
    ("best gpu for wan 2.1 1.3b under 300", "en", "Wan 2.1 T2V-1.3B"),
])
def test_an_image_model_named_with_a_budget_ranks_by_its_settings(advisor, text: str, language: str,
                                                                   model: str) -> None:
    q, console, bot = question_faces(advisor, text, language)
    assert q.read_as.use_case == "image" and q.read_as.model is None, q.read_as
    keys = [c.message.key for c in q.answer.shape.decides]
    assert "memory.by-task" in [c.rule_id for c in q.answer.shape.decides], keys
    assert q.answer.shape.headline.key == "ask.job-buyer.head", q.answer.shape.headline.key
    for face in (console, bot):
        assert model in " ".join(face.split()), face
        assert "(general)" not in face and "通用" not in face, face
        assert "sd_its.csv" not in face and "For FLUX" not in face, face  # no other model's speed or pick


def test_a_setting_a_card_refuses_is_not_its_best() -> None:
    from advisor.ask.job_buyer import _best
    from advisor.image_needs import _rows, find_generator

    rows = _rows(find_generator("sd3.5 large"))
    assert _best(rows, 16.0, cc=8.9).setting == "fp8 TensorRT"
    assert _best(rows, 16.0, cc=8.6).setting != "fp8 TensorRT"  # Ampere: the tool refuses FP8 TensorRT engines


# ------------------------------------------------------------------ 4. flags said in words
def test_every_generation_setting_of_flags_has_words() -> None:
    from advisor import jobs
    from advisor.i18n import render

    flagged = {r.setting for r in jobs._rows() if r.job in ("image-gen", "video-gen") and "--" in r.setting}
    assert flagged  # the table has such settings (Wan's generate.py, AUTOMATIC1111's, HunyuanVideo's)
    for setting in flagged:
        words = jobs.SETTING_WORDS.get(setting)
        assert words is not None, setting
        for language in ("en", "zh_Hans", "zh_Hant"):
            assert "--" not in render(words.key, words.params, language), (setting, language)


@pytest.mark.parametrize(("text", "language"), [
    ("Wan 2.2 5B on a 12 GB card?", "en"),
    ("can my 4090 run wan 2.2 a14b?", "en"),
    ("what gpu for wan 2.2 video generation?", "en"),
    ("wan 2.2 5b 12g显存能跑吗", "zh_Hans"),
    ("我的4090能跑wan 2.2 a14b吗", "zh_Hans"),
])
def test_wan_flags_are_not_in_the_short_answer(advisor, text: str, language: str) -> None:
    q = advisor.ask(text, lang=language)
    from advisor.cli.ask import render_question
    from advisor.cli.render import View

    out = render_question(q, View(language=language))
    assert "Wan 2.2" in out, out
    for flag in ("--offload_model", "--t5_cpu", "--convert_model_dtype", "--lowvram"):
        assert flag not in out, out


# ------------------------------------------------------------------ 1. one truth: a fit and a ranking agree
def _words(q) -> set[str]:
    from tests.asked import find_message

    return {w for w in ("run.word.yes", "run.word.slowly", "run.word.edge", "run.word.no")
            if find_message(q.reply if q.reply is not None else q.answer.shape.headline, w) is not None}


@pytest.mark.parametrize(("model", "budget"), [("hunyuanvideo", 3000), ("hunyuanvideo", 1000),
                                               ("wan 2.1 14b", 1500), ("sd3.5 large", 900)])
def test_each_card_ranked_holds_a_setting_its_fit_names(advisor, model: str, budget: int) -> None:
    """Every card a budget ranks for a generator is told the same by the fit question of its memory: a card ranked
    as holding a setting hears no "No" (fix63d #1: "HunyuanVideo on a 16 GB card?" was "No … an A100" beside a
    $3,000 ranking of 16 and 24 GB cards)."""
    q = advisor.ask(f"best gpu for {model} under ${budget}")
    assert q.answer.shape.headline.key.startswith("ask.job-buyer."), q.answer.shape.headline.key
    for line in q.answer.shape.ranking:
        memory = advisor.catalog.card(line.card).memory_gb
        fit = advisor.ask(f"{model} on a {memory:g} GB card?")
        assert "run.word.no" not in _words(fit), (line.card, memory)


@pytest.mark.parametrize(("text", "language"), [("HunyuanVideo on a 16 GB card?", "en"),
                                                ("can hunyuan video run on 16gb vram", "en"),
                                                ("16GB显存能跑HunyuanVideo吗", "zh_Hans")])
def test_hunyuanvideo_on_16_gb_runs_with_offload_as_published(advisor, text: str, language: str) -> None:
    q = advisor.ask(text, lang=language)
    from advisor.cli.ask import render_question
    from advisor.cli.render import View

    out = " ".join(render_question(q, View(language=language)).split())
    assert "run.word.slowly" in _words(q), out
    assert "HunyuanVideoGP" in out and "A100" not in out, out
    assert "unstated" not in out if language != "en" else "an unstated size" in out, out


def test_hunyuanvideo_rows_are_sourced() -> None:
    from advisor import jobs

    rows = [r for r in jobs._rows() if r.model == "HunyuanVideo"]
    assert min(r.vram_gb for r in rows if r.level == "supported") == 12
    assert all(r.source.startswith(("Tencent/HunyuanVideo@", "deepbeepmeep/HunyuanVideoGP@")) for r in rows)
    assert all(r.speed_note == "offload" for r in rows if "HunyuanVideoGP" in r.setting)


@pytest.mark.parametrize(("text", "language"), [("best gpu for hunyuanvideo under $3000", "en"),
                                                ("best gpu for hunyuanvideo under $20000", "en"),
                                                ("预算2万元跑HunyuanVideo买什么显卡", "zh_Hans")])
def test_a_budget_that_buys_hunyuanvideo_whole_names_that_card_first(advisor, text: str, language: str) -> None:
    """The ranked consumer cards run HunyuanVideo only offloaded (HunyuanVideoGP); a card the budget buys that holds
    its lightest setting without offload (bf16 at 544p, 45 GB: an RTX A6000) is said first, the offload after."""
    q, console, bot = question_faces(advisor, text, language)
    assert q.answer.shape.headline.key == "ask.job-buyer.bought.unoffloaded", q.answer.shape.headline.key
    for face in (console, bot):
        assert "RTX A6000" in face and "HunyuanVideoGP" in face, face
