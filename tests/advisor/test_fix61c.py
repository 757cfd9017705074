"""fix61c: Macs, Strix Halo and DGX Spark asked by name (newuser24, break41, closing24 "Noticed and left").

- CUDA or Windows asked of a Mac for a job ("windows on a mac to use cuda for stable diffusion") is the Mac's support
  answer — no CUDA on a Mac, in a virtual machine or Boot Camp; what runs the job on macOS — never the job's table.
- An Intel Mac (said, or Boot Camp named with no Apple chip) runs Windows natively through Boot Camp, still with no
  current CUDA; never "a Mac runs macOS, not Windows".
- A Mac's support answer asks no budget back: the answer needs none.
English and Chinese, console and bot (the bot's reply line is the same message).
"""

from __future__ import annotations

import pytest
from asked import bot_text as _bot
from asked import find_message as _find

from advisor.cli.ask import render_question
from advisor.cli.render import View
from bot.cogs.ask import reply_text


def _console(q) -> str:
    return " ".join(render_question(q, View(language=q.language)).split())


def _bot_reply(q) -> str:
    return " ".join(reply_text(q, q.language).split())


# 2 -- CUDA or Windows asked of a Mac for a job: the support answer --------------------------------------------------
@pytest.mark.parametrize(("text", "lang", "words"), [
    ("windows on a mac to use cuda for stable diffusion", "en", ("No CUDA runs on a Mac", "ComfyUI")),
    ("can I run comfyui with cuda on my macbook for sdxl?", "en", ("No CUDA runs on a Mac", "MPS")),
    ("parallels windows on my mac for flux image generation", "en", ("virtual machine", "ComfyUI")),
    ("用mac装windows跑cuda画图可以吗", "zh", ("Mac 上跑不了 CUDA", "ComfyUI")),
])
def test_cuda_or_windows_on_a_mac_for_images_is_the_support_answer(advisor, text, lang, words):
    q = advisor.ask(text, lang=lang)
    assert q.answer is None and q.reply is not None
    assert _find(q.reply, "stack.os.mac-image") is not None, q.reply
    assert _find(q.reply, "ask.missing.budget") is None
    for faces in (_console(q), _bot_reply(q)):
        assert all(w in faces for w in words), faces
        assert "it/s" not in faces  # no Stable Diffusion table of cards


def test_an_engine_alone_on_a_mac_keeps_the_model_answer(advisor):
    """"ollama on my mac for llama 8b" asks no CUDA nor Windows: not a support question (the model's answer)."""
    q = advisor.ask("ollama on my mac mini m4 for llama 3 8b")
    assert _find(q.reply, "stack.os.mac-image") is None and _find(q.reply, "stack.os.mac-intel-windows") is None


# 3 -- an Intel Mac boots Windows through Boot Camp, still no CUDA ---------------------------------------------------
@pytest.mark.parametrize(("text", "lang"), [
    ("can I use bootcamp on my 2019 intel macbook pro to run cuda for llms?", "en"),
    ("windows on my intel imac to run ollama", "en"),
    ("boot camp windows on a mac for cuda?", "en"),
    ("cuda on my 2017 macbook pro in windows?", "en"),
    ("英特尔芯片的macbook pro用bootcamp装windows能跑cuda吗", "zh"),
])
def test_an_intel_mac_runs_windows_through_boot_camp(advisor, text, lang):
    q = advisor.ask(text, lang=lang)
    assert q.answer is None
    assert _find(q.reply, "stack.os.mac-intel-windows") is not None, q.reply
    assert _find(q.reply, "stack.os.mac-windows") is None  # never "a Mac runs macOS, not Windows"
    console, bot = _console(q), _bot_reply(q)
    for face in (console, bot):
        assert "Boot Camp" in face and "CUDA" in face
        assert ("runs macOS, not Windows" not in face) and ("运行的是 macOS，不是 Windows" not in face)
    assert ("Vulkan" in console) and ("2015" in console)


@pytest.mark.parametrize("text", ["bootcamp on my m2 mac for cuda", "can my m1 mac use boot camp for windows and cuda"])
def test_boot_camp_asked_of_apple_silicon_has_none(advisor, text):
    q = advisor.ask(text)
    assert _find(q.reply, "stack.os.mac-bootcamp-arm") is not None, q.reply
    assert "has no Boot Camp" in _console(q)


def test_an_apple_silicon_mac_asked_of_windows_is_still_a_virtual_machine(advisor):
    q = advisor.ask("windows on my m3 macbook to use cuda")
    assert _find(q.reply, "stack.os.mac-intel-windows") is None


# 4 -- a Mac's support answer asks no budget back --------------------------------------------------------------------
@pytest.mark.parametrize(("text", "lang"), [("cuda on a mac?", "en"), ("vllm on windows on a macbook", "en"),
                                            ("mac上能用cuda吗", "zh"), ("macbook上装windows能跑ollama吗", "zh")])
def test_a_macs_support_answer_asks_no_budget(advisor, text, lang):
    q = advisor.ask(text, lang=lang)
    assert q.answer is None and q.reply is not None
    assert _find(q.reply, "ask.missing.budget") is None and _find(q.reply, "ask.platform.mac") is None
    for face in (_console(q), _bot_reply(q)):
        assert "budget" not in face.lower() and "预算" not in face


# 1 -- a Strix Halo chip sold in several memory sizes: its memory asked back, never an R9 390 ------------------------
@pytest.mark.parametrize(("text", "lang"), [("ai max 390", "en"), ("ryzen ai max 390 for llm?", "en"),
                                            ("is the ryzen ai max pro 390 good for local llms", "en"),
                                            ("ai max 390 跑大模型怎么样", "zh"),
                                            ("我的ryzen ai max 390能跑大模型吗", "zh")])
def test_an_unknown_strix_halo_chip_is_asked_its_memory(advisor, text, lang):
    q = advisor.ask(text, lang=lang)
    assert q.answer is None and q.error is None
    asked = _find(q.reply, "ask.strix-halo-memory")
    assert asked is not None, q.reply
    assert _find(asked, "ask.strix-halo-unknown") is not None  # what the chip is, said first
    for face in (_console(q), _bot_reply(q)):
        assert "R9 390" not in face and "256 GB/s" in face
        assert "32 GB" in face and "128 GB" in face and "64 GB" in face
        assert "I do not know" not in face


@pytest.mark.parametrize(("text", "lang", "share"), [("ai max 390 with 64gb for llm", "en", 48.0),
                                                     ("ryzen ai max 390 128gb", "en", 96.0),
                                                     ("ai max 390 64gb 跑大模型", "zh", 48.0)])
def test_an_unknown_strix_halo_chip_with_its_memory_is_what_its_share_runs(advisor, text, lang, share):
    q = advisor.ask(text, lang=lang)
    assert q.answer is not None, q.reply
    assert q.read_as.command == "fits" and q.read_as.memory_gb == [share] and not q.read_as.cards
    assert any(n.key == "ask.strix-halo-unknown" for n in q.read_as.notes)
    console = _console(q)
    assert "R9 390" not in console and "Did you mean" not in console and "I do not know" not in console
    assert f"{share:.0f} GB" in console


def test_a_model_asked_of_an_unknown_strix_halo_chip_asks_its_memory_once(advisor):
    q = advisor.ask("can my ryzen ai max 390 run gpt-oss 20b?")
    keys = [n.key for n in q.read_as.notes]
    assert keys.count("ask.strix-halo-memory") == 1 and "ask.strix-halo-unknown" not in keys  # said inside the ask
    assert "ask.unknown" not in keys and "ask.unknown-near" not in keys
    assert _console(q).count("256 GB/s") == 1


@pytest.mark.parametrize("text", ["ai max+ 395", "strix halo", "m4 max", "m3 ultra"])
def test_a_chip_the_catalogue_holds_is_a_stated_assumption(advisor, text):
    """The chips the catalogue has machines of: the machine assumed, said (the stand-in named), never unknown."""
    q = advisor.ask(text)
    assert q.answer is not None and len(q.read_as.cards) == 1
    assert "R9 390" not in _console(q) and "I do not know" not in _console(q)
    assert "assum" in _console(q).lower()


# 6 -- a machine's speed asked: its drawback (decode bound by its bandwidth, or slow prompt reading) leads -----------
@pytest.mark.parametrize(("text", "lang", "words"), [
    ("is the dgx spark fast for llm inference?", "en", ("generates slowly", "273 GB/s")),
    ("dgx spark tokens per second for llms?", "en", ("generates slowly", "273 GB/s")),
    ("how fast is a mac studio m3 ultra for llms?", "en", ("reads prompts", "4,000-token prompt")),
    ("dgx spark速度怎么样", "zh", ("生成慢", "273 GB/s")),
])
def test_a_machines_speed_asked_leads_with_its_drawback(advisor, text, lang, words):
    q = advisor.ask(text, lang=lang)
    assert q.read_as.command == "why", q.read_as.command
    decides = q.answer.shape.decides
    assert decides and decides[0].message.key.startswith("routes.prefill."), [d.message.key for d in decides]
    console = _console(q)
    head = console.split(" · prices as of")[0] if lang == "en" else console.split(" · 价格截至")[0]
    assert all(w in head for w in words), head  # in the lead, before the market line
    assert all(w in _bot(q) for w in words)


def test_a_machines_verdict_with_no_speed_asked_keeps_its_caveats(advisor):
    q = advisor.ask("is the dgx spark a good buy for llms?")
    assert not any(d.message.key.startswith("routes.prefill.") for d in q.answer.shape.decides)


# 5 -- a Mac weighed against a card for a model: its GPU's share said; an unsized family's largest said too ---------
@pytest.mark.parametrize(("text", "lang", "words"), [
    ("Mac mini M4 Pro 64G 跑 DeepSeek 还是买 5090", "zh", ("GPU 可用 44.8 GB", "两边都装不下", "671B")),
    ("is a mac mini m4 pro 64gb better than a 5090 for deepseek?", "en",
     ("its GPU gets 44.8 GB of its 64 GB", "fits neither side", "DeepSeek R1")),
    ("mac mini m4 pro 64gb or rtx 5090 for llama 70b?", "en", ("its GPU gets 44.8 GB of its 64 GB",)),
])
def test_a_machine_weighed_on_a_model_says_its_gpus_share(advisor, text, lang, words):
    q = advisor.ask(text, lang=lang)
    assert q.read_as.command == "compare" and q.answer is not None
    console = _console(q)
    assert all(w in console for w in words), console
    assert "44.8 GB" in _bot(q)


def test_a_card_weighed_on_a_model_has_no_share(advisor):
    """A graphics card's memory is all its GPU's: no share sentence beside it."""
    console = _console(advisor.ask("rtx 3090 or rtx 5090 for qwen3 32b?"))
    assert "its GPU gets" not in console


def test_a_family_whose_largest_one_side_holds_says_nothing_more(advisor):
    q = advisor.ask("mac studio 512gb vs 4x 3090 for deepseek")
    assert "fits neither side" not in _console(q)


@pytest.mark.parametrize(("first", "then", "lang", "share"), [("ai max 390", "64gb", "en", 48.0),
                                                              ("ai max 390", "128 gb of ram", "en", 96.0),
                                                              ("ai max 390 跑大模型怎么样", "64G内存", "zh", 48.0)])
@pytest.mark.parametrize("bot", [False, True])
def test_the_memory_said_after_it_was_asked_sizes_that_chip(advisor, first, then, lang, share, bot):
    """"ai max 390" asks its memory; "64gb" after it is that chip with 64 GB (its GPU's share), never "Which card?"."""
    from advisor.ask.models import Context

    before = advisor.ask(first, lang=lang)
    q = advisor.ask(then, context=Context.kept(before.context().stored()) if bot else before, lang=lang)
    assert q.answer is not None, q.reply
    assert q.text == then and q.read_as.command == "fits" and q.read_as.memory_gb == [share]
    assert q.read_as.ram_gb is None  # "64G内存" is the chip's memory, never system RAM beside it
    assert f"{share:.0f} GB" in _console(q)


def test_a_card_asked_after_the_chip_drops_its_notes(advisor):
    q = advisor.ask("what about a 4090?", context=advisor.ask("ai max 390"))
    assert q.read_as.cards == ["GeForce RTX 4090"]
    assert not any(n.key.startswith("ask.strix-halo") for n in q.read_as.notes)
