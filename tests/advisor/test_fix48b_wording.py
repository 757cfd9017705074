"""fix48b (issue 28, grade23 kinds E and G): small true wordings — the fp16 lever says what model.half() and
torch.autocast each save (PyTorch's AMP docs: autocast runs ops in 16 bits, the model's weights stay fp32), and a
memory floor is said for the work ("for deep learning in general"), never "for general" nor a rule id."""
from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View


def _text(q, language: str = "en") -> str:
    return " ".join(render_question(q, View(language=language, width=400, verbose=True)).split())


@pytest.mark.parametrize("text", [
    "inference of the view synthesis model runs out of GPU memory on my 1060-3g, what should I change?",
    "testing runs out of memory on my RTX2080ti with 12G, which GPU did you use?",
    "CUDA out of memory during inference on my gtx 1080, what can I do?",
    "inference on my 1660 super 6gb runs out of memory for a segmentation model",
    "我的1080ti测试的时候显存不足，怎么办？",
])
def test_the_fp16_lever_says_what_each_way_halves(advisor, text):
    q = advisor.ask(text)
    en = _text(q)
    assert "model.half() or torch.autocast: half the memory" not in en, en
    assert "model.half() halves the weights' and activations' memory" in en, en
    assert "torch.autocast keeps the fp32 weights" in en, en
    for language in ("zh_Hans", "zh_Hant"):
        said = _text(q, language)
        assert "fp32" in said and "autocast" in said and "keeps the fp32" not in said, said


@pytest.mark.parametrize("text", [
    "RTX 2060 or RTX 3060 for DeepFaceLab?",
    "gtx 1060 6gb vs rtx 3060 for deep learning",
    "1050 ti vs 1660 super for training small cnns",
    "3050 4gb laptop or 3060 desktop for machine learning?",
    "is a gtx 1650 or a 2060 better for learning pytorch?",
    "RTX 2060和RTX 3060哪个适合深度学习？",
])
def test_a_memory_floor_is_said_for_the_work_without_a_rule_id(advisor, text):
    q = advisor.ask(text)
    for language in ("en", "zh_Hans", "zh_Hant"):
        said = _text(q, language)
        short = " ".join(render_question(q, View(language=language, width=400)).split())
        assert "floor for general" not in said and "GB general needs" not in said, said
        assert "(memory." not in short and "（memory." not in short, short  # no rule id in a sentence
    en = _text(q)
    assert "deep learning in general" in en or "learning deep learning" in en, en
