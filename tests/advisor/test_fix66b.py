"""judge27 #13, #14, #16 (issue 28 §2): an owner's trouble with an image or video model is never contradicted with
"fits with room" — the cause leads (system RAM said and short, low-VRAM mode by design, offloading) with its lever
(more RAM, the setting the card holds whole, block swap), in English and Chinese, on the console and the bot."""

from __future__ import annotations

import pytest

from advisor.api import Advisor
from advisor.image_needs import find_generator
from advisor.image_spill import spill_first
from tests.asked import bot_text, question_faces


def _key(q) -> str:
    return q.answer.shape.headline.key


def _faces(advisor: Advisor, text: str, lang: str):
    """The question, its console text and its bot text, each on one line."""
    q, console, bot = question_faces(advisor, text, lang)
    return q, " ".join(console.split()), " ".join(bot.split())


@pytest.mark.parametrize(("text", "lang"), [
    ("Flux in ComfyUI on my RTX 3060 12GB with 16 GB RAM is very slow and uses my RAM, not the GPU. What do I fix?",
     "en"),
    ("my 4060 8gb with 16gb of ram runs flux dev really slow, what's wrong?", "en"),
    ("我的3060 12G用ComfyUI跑flux很慢，内存只有16G，用的是内存不是显卡，怎么办", "zh_Hans"),
])
def test_short_system_ram_is_the_cause(advisor: Advisor, text: str, lang: str) -> None:
    q, console, bot = _faces(advisor, text, lang)
    assert _key(q) == "image.spill.ram"
    assert "32 GB" in console and "16 GB" in console and "32 GB" in bot
    assert "fits with room" not in console


@pytest.mark.parametrize(("text", "lang", "said"), [
    ("ComfyUI keeps loading Flux in low VRAM mode on my RTX 3080 Ti 12GB. Is something wrong?", "en",
     "Nothing is wrong"),
    ("why does comfyui start flux in lowvram mode on my 3060 12gb?", "en", "Nothing is wrong"),
    ("ComfyUI一直用低显存模式加载flux，我的3080 Ti 12G，是不是有问题？", "zh_Hans", "没有问题"),
])
def test_low_vram_mode_is_normal_when_the_model_is_bigger(advisor: Advisor, text: str, lang: str, said: str) -> None:
    q, console, bot = _faces(advisor, text, lang)
    assert _key(q) == "image.spill.low-vram"
    assert said in console and said in bot
    assert "GGUF Q4" in console  # the setting the 12 GB card holds whole is the lever


def test_slow_without_ram_said_is_offloading(advisor: Advisor) -> None:
    q, console, _ = _faces(advisor, "flux is really slow on my 4060 8gb", "en")
    assert _key(q) == "image.spill.slow"
    assert "offloading" in console and "GGUF Q4" in console


def test_a_card_that_holds_every_setting_hears_its_own_answer(advisor: Advisor) -> None:
    """The spill is the model's size only when the card does not hold every published setting: a 5090 slow on FLUX
    is not told it offloads (and without a trouble word nothing changes)."""
    g = find_generator("flux dev")
    assert spill_first(g, advisor.catalog.card("GeForce RTX 5090"), 16.0, True) is None
    q = advisor.ask("can my 3060 12gb run flux?")
    assert not q.answer.shape.headline.key.startswith("image.spill")


def test_ram_said_large_enough_is_not_blamed(advisor: Advisor) -> None:
    g = find_generator("flux dev")
    card = advisor.catalog.card("GeForce RTX 3060 12 GB")
    assert spill_first(g, card, 16.0, False).key == "image.spill.ram"
    assert spill_first(g, card, 64.0, False).key == "image.spill.slow"
    assert spill_first(g, card, 64.0, True).key == "image.spill.low-vram"


@pytest.mark.parametrize(("text", "lang"), [
    ("Wan 14B i2v / VACE 14B gives out of memory on my RTX 4090 24GB even with fp8. How much VRAM does it need?",
     "en"),
    ("hunyuanvideo out of memory on my 4090", "en"),
    ("我的4090跑wan 2.1 14b爆显存，fp8也不行", "zh_Hans"),
])
def test_video_out_of_memory_leads_with_block_swap(advisor: Advisor, text: str, lang: str) -> None:
    q = advisor.ask(text, lang=lang)
    from advisor.cli.ask import render_question
    from advisor.cli.render import View

    console = " ".join(render_question(q, View(language=q.language)).split())
    first = console.split(". ")[1] if console.startswith("Read as:") else console.split("。")[0]
    assert "BlockSwap" in console
    assert ("Out of memory" in console or "显存不足" in console)
    assert "fits with room" not in first and "Yes:" not in console
    if q.answer is not None:
        assert "BlockSwap" in bot_text(q)


@pytest.mark.parametrize(("text", "lang", "said"), [
    ("Is it worth training YOLO on a large detection dataset on my M3 Pro MacBook (36 GB) instead of a cloud L4 24 GB "
     "GPU (100 epochs took 48 h)?", "en", "keep renting L4"),
    ("should I train my models on my macbook pro m3 max or keep renting an A100 on runpod?", "en", "keep renting A100"),
    ("在我的M3 Pro MacBook 36G上训练YOLO值得吗，还是继续用云上租的L4？", "zh_Hans", "继续租用 L4"),
])
def test_a_rented_card_is_weighed_as_rented(advisor: Advisor, text: str, lang: str, said: str) -> None:
    """judge27 #11: a cloud card the asker rents is never "the one worth buying" beside "poor value for an
    individual": keep renting it (it trains faster), and no buyer's caveat about it."""
    q, console, bot = _faces(advisor, text, lang)
    assert q.answer.shape.headline.key == "ask.worth.trains.rented"
    assert said in console and said in bot
    assert "worth buying" not in console and "poor value" not in console and "never the better value" not in console


def test_a_card_to_buy_is_still_worth_buying(advisor: Advisor) -> None:
    q = advisor.ask("macbook pro m3 max or rtx 4090 for training, which one?")
    assert q.answer.shape.headline.key != "ask.worth.trains.rented"


@pytest.mark.parametrize(("text", "lang", "beyond"), [
    ("fully fine-tune a 72B model on my 8x A800 80GB server with llamafactory, what VRAM per card do I need?", "en",
     "Only a full fine-tune without offloading goes past these cards"),
    ("72b模型单机8卡训练（A800 80GB），llamafactory对单卡的显存有要求么？", "zh_Hans",
     "只有不卸载的全参数微调才超出这些卡"),
])
def test_an_owned_rig_that_holds_another_way_is_not_told_to_rent(advisor: Advisor, text: str, lang: str,
                                                                 beyond: str) -> None:
    """judge27 #22: the asker's 8 × A800 hold the 72B with LoRA, or a full fine-tune with ZeRO-3 offload: the cards'
    own way and levers first, renting only as what goes past them — never "Renting is the way" / "只能租"."""
    q, console, bot = _faces(advisor, text, lang)
    assert q.answer.shape.headline.key == "owned.fits.with"
    keys = [c.message.key for c in q.answer.shape.decides]
    assert keys.index("fits.rent-node.beyond") > keys.index("levers.full")
    assert beyond in console and "Renting is the way" not in console and "只能租" not in console


def test_a_card_that_holds_no_way_still_rents(advisor: Advisor) -> None:
    q = advisor.ask("full fine-tune llama 3 70b on my 4090?")
    assert q.answer.shape.decides[0].message.key.startswith("fits.rent-node")
    assert q.answer.shape.decides[0].message.key != "fits.rent-node.beyond"


@pytest.mark.parametrize(("text", "lang"), [
    ("What GPU do I need to fine-tune Llama 3 70B with Unsloth? What are the minimum VRAM requirements?", "en"),
    ("best gpu to fine-tune qwen 32b with unsloth, budget 3000", "en"),
    ("用unsloth微调llama 3 70b需要什么显卡？", "zh_Hans"),
])
def test_a_one_gpu_stack_ranks_single_cards(advisor: Advisor, text: str, lang: str) -> None:
    """judge27 #01: Unsloth trains on one GPU: single cards that hold the job are ranked, never "2 × RTX 3090" first
    beside its own caveat that GeForce pairs suit no one training job; no split over cards suggested."""
    q, console, _ = _faces(advisor, text, lang)
    assert q.answer.shape.ranking and all((line.gpus or 1) == 1 for line in q.answer.shape.ranking)
    assert not any(c.message.key.startswith("fits.split") for c in q.answer.shape.caveats)
    assert "2 ×" not in console and "2 x" not in console


def test_without_a_one_gpu_stack_pairs_stay(advisor: Advisor) -> None:
    q = advisor.ask("What GPU do I need to fine-tune Llama 3 70B with QLoRA?")
    assert any((line.gpus or 1) > 1 for line in q.answer.shape.ranking)


def test_a_card_holding_every_setting_on_the_edge_is_not_told_it_offloads(advisor: Advisor) -> None:
    """FLUX.1 dev bf16 (about 24 GB) fits a 4090's 24 GB on the edge: a slow 4090 is no spill of the model's size."""
    q = advisor.ask("flux dev is slow on my 4090")
    assert not q.answer.shape.headline.key.startswith("image.spill")


def test_the_lever_is_a_setting_held_whole_never_an_offloaded_one(advisor: Advisor) -> None:
    q, console, _ = _faces(advisor, "sdxl is very slow on my gtx 1060 6gb, I have 8gb ram", "en")
    assert _key(q) == "image.spill.ram" and "16 GB or more" in console
    assert "offloaded to the CPU) (about" not in console
