"""A FLUX comparison asked in seconds per image says each card's seconds beside its it/s, at FLUX.1 dev's 20 steps or
FLUX.1 schnell's own 4 (issue 28, newuser21 #5, and its schnell probe), in every language; one not asking a time
stays in it/s."""

from __future__ import annotations

import pytest

from advisor.ask.image_seconds import flux_steps, time_asked
from advisor.i18n import Renderer

LANGS = ("en", "zh_Hans", "zh_Hant")

DEV_TIMED = [
    "4070 ti super vs 3090 for flux, how long per image?",
    "flux dev: 3090 or 4080 super, seconds per image",
    "4090 vs 5090 flux how many seconds for one image",
    "3090 和 4090 跑 flux dev 一张图要多久",
    "flux 用 4080 super 还是 3090，每张图几秒",
]
SCHNELL = [
    "4090 vs 3090 for flux schnell",
    "flux schnell on a 4070 ti super or a 3090, time per image?",
    "flux.1 [schnell]: 4080 super vs 4090, seconds each image",
    "4090 和 3090 跑 flux schnell 一张图要几秒",
    "flux-schnell 3090 or 4060 ti 16gb which is quicker",
]


def _figures(headline):
    """The (it/s, seconds) of each card said in ``headline``'s items (joined by ``answer.join.*``)."""
    out, todo = [], [headline.params["items"]]
    while todo:
        m = todo.pop()
        if m.key.startswith("answer.join"):
            todo += [m.params["second"], m.params["first"]]
        else:
            out.append((m.params["its"].value, m.params["seconds"].value))
    return out


@pytest.mark.parametrize("text", DEV_TIMED)
def test_a_flux_dev_time_asked_is_said_in_seconds_of_20_steps(advisor, text):
    assert time_asked(text) and flux_steps(text) == 20
    shape = advisor.ask(text).answer.shape
    assert shape.headline.key == "image.compare.flux-s", shape.headline.key
    figures = _figures(shape.headline)
    assert len(figures) == 2
    for its, seconds in figures:
        assert seconds == pytest.approx(20 / its, abs=0.15)
    for lang in LANGS:
        said = Renderer(lang)(shape.headline)
        assert "it/s" in said and "flux_its.csv" in said and "20" in said
        assert (" s" if lang == "en" else "秒") in said


@pytest.mark.parametrize("text", SCHNELL)
def test_flux_schnell_is_its_own_4_steps_derived_from_devs_its(advisor, text):
    assert flux_steps(text) == 4
    shape = advisor.ask(text).answer.shape
    assert shape.headline.key == "image.compare.schnell-s", shape.headline.key
    for its, seconds in _figures(shape.headline):
        assert seconds == pytest.approx(4 / its, abs=0.15)
    for lang in LANGS:
        said = Renderer(lang)(shape.headline)
        assert "FLUX.1-schnell" in said and "4" in said and "it/s" in said


@pytest.mark.parametrize("text", ["3090 vs 4090 for flux", "4080 super or 3090 for flux dev?",
                                  "my 3080 takes 2 minutes per image with flux, 3090 vs 4090?"])
def test_no_time_asked_stays_in_its(advisor, text):
    assert flux_steps(text) is None


CPU_ASKED = [
    "I have a 3060, is it faster than my cpu for llama 8b?",
    "my 4070 with qwen 7b, how much quicker than running it on my cpu?",
    "cpu or gpu for mistral 7b? I own a 3080",
    "我有一张3060，跑llama 8b比CPU快吗",
    "我有4060 ti，跑 qwen 7b 用显卡还是CPU",
]


@pytest.mark.parametrize("text", CPU_ASKED)
def test_an_owner_weighing_the_cpu_with_no_ram_said_gets_both_figures(advisor, text):
    shape = advisor.ask(text).answer.shape
    head = shape.headline
    assert head.key == "answer.join.sentences", head.key
    said = head.params["first"]
    assert said.key == "ask.cpu-gpu.gpu-noram", said.key
    assert said.params["gpu"].value > said.params["cpu"].value > 0
    for lang in LANGS:
        text_said = Renderer(lang)(said)
        assert "tok/s" in text_said and "GB/s" in text_said


@pytest.mark.parametrize("text", ["I have a 3060 8gb, cpu or gpu for qwen 32b?", "我有一张4060，跑qwen 32b比CPU快吗"])
def test_a_card_short_of_the_model_says_the_cpu_figure_on_its_condition(advisor, text):
    said = advisor.ask(text).answer.shape.headline.params["first"]
    assert said.key == "ask.cpu-gpu.cpu-noram", said.key
    assert "gpu" not in said.params and said.params["cpu"].value > 0
    for lang in LANGS:
        assert "tok/s" in Renderer(lang)(said)


CPU_BUY = [
    "I have a ryzen 9 7950x and 128gb ram, cpu vs gpu for llama 70b, should I still buy a GPU",
    "i have 64gb ram and no gpu, do I need a gpu for qwen 32b?",
    "no graphics card, 32gb ram: is a gpu worth buying for llama 8b?",
    "我只有CPU和64G内存，跑qwen 14b还要买显卡吗",
    "我只有CPU和96G內存，跑llama 70b要不要買顯卡",
]


@pytest.mark.parametrize("text", CPU_BUY)
def test_a_cpu_only_owner_asking_to_buy_a_gpu_gets_yes_with_the_cheapest_setup(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "fits" and not q.read_as.cards and q.read_as.ram_gb
    said = q.answer.shape.headline.params["first"]
    assert said.key == "ask.cpu-buy.yes", said.key
    assert said.params["gpu"].value > said.params["cpu"].value > 0 and said.params["price"].amount > 0
    from advisor.cpu_fit import fitted  # the CPU alone's own share, fitted on CPU-only runs (fix50b)

    share = fitted(advisor.offload).efficiency
    assert said.params["efficiency"].value == share  # its basis said
    for lang in LANGS:
        rendered = Renderer(lang)(said)
        assert "tok/s" in rendered and "GB/s" in rendered and f"{share:.2f}" in rendered
