"""fix63b: comparisons' verdicts (issue 28 §1, §6), from round 25's new user and helpers.

1. A non-CUDA card (AMD on ROCm's list, Intel Arc) weighed against an NVIDIA card for deep learning: its better value
   carries "no CUDA" and the road (ROCm on Linux only / Intel's XPU) in the same sentence, and it loses the value to a
   CUDA card that gives at least half its speed for the money (``vendor.nvidia``); for LLMs it holds on llama.cpp and
   Ollama, said.
2. A LoRA of a model neither card holds leads with QLoRA when fewer cards hold that (70B: two 24 GB cards, FSDP+QLoRA).
3. An LLM value verdict for the smaller card says the largest each side holds.
4. Two llama.cpp engines named for a card compare the engines (both llama.cpp; the use differs).
English and Chinese, console and bot.
"""

from __future__ import annotations

import pytest
from asked import bot_text as _bot
from asked import find_message as _find
from asked import question_faces

from advisor.cuda_value import CUDA_WORTH

NO_CUDA = ("compare.no-cuda.close", "compare.no-cuda.far", "compare.no-cuda.for-memory", "compare.no-cuda.alone")


def _flat(text: str) -> str:
    return " ".join(text.split())


# 1 -- a non-CUDA card against a CUDA card ---------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "lang"), [("3090 vs 7900 XTX for training", "en"),
                                            ("3090和7900 XTX，训练用哪个？", "zh_Hans"),
                                            ("rx 7900 xtx or rtx 4080 super for pytorch", "en")])
def test_a_close_cuda_card_is_the_better_value_for_training(advisor, text, lang):
    """Round 25: "3090 vs 7900 XTX for training" said "Better value: Radeon RX 7900 XTX" (1.67x the speed for the
    money) with a mild ROCm line below: under twice, the CUDA card is the better value, the headline saying what the
    Radeon gives and that it runs no CUDA (ROCm on Linux only)."""
    q, console, bot = question_faces(advisor, text, lang)
    c = q.answer
    assert c.better_value is not None and advisor.card(c.better_value).manufacturer == "NVIDIA", c.better_value
    assert _find(c.summary, "compare.no-cuda.close") is not None, c.summary.key
    for face in (_flat(console), _flat(bot)):
        assert "CUDA" in face and "ROCm" in face, face
        assert ("no CUDA" in face) if lang == "en" else ("无 CUDA" in face), face


@pytest.mark.parametrize(("text", "lang"), [("B580 or 4060 for deep learning", "en"),
                                            ("B580还是4060，深度学习用哪个", "zh_Hans")])
def test_a_non_cuda_card_chosen_for_memory_says_no_cuda_in_its_verdict(advisor, text, lang):
    """Round 25: an Arc B580 named the better value (for its 12 GB against an 8 GB 4060) with no word that it runs no
    CUDA: the verdict's own sentence says it (Intel's XPU backend, fewer libraries)."""
    q, console, bot = question_faces(advisor, text, lang)
    c = q.answer
    assert c.better_value == "Arc B580", c.better_value
    said = _find(c.summary, "compare.no-cuda.for-memory")
    assert said is not None and _find(said, "compare.no-cuda.xpu") is not None, c.summary
    for face in (_flat(console), _flat(bot)):
        assert "XPU" in face, face


@pytest.mark.parametrize("pair", [("rtx 3090", "rx 7900 xtx"), ("arc b580", "rtx 4060"), ("arc a770", "rtx 3060 12gb"),
                                  ("rx 7900 xt", "rtx 4070 ti super"), ("rx 9070 xt", "rtx 5070 ti"),
                                  ("rx 7900 xtx", "rtx 4090"), ("arc b580", "rtx 3060 12gb"),
                                  ("rx 7800 xt", "rtx 4070")])
def test_no_non_cuda_value_without_its_road_and_none_against_a_close_cuda_card(advisor, pair):
    """The kind, over pairs nobody asked: for deep learning, a better value that runs no CUDA says so in its sentence
    (``compare.no-cuda.*``), and a CUDA card the other beats on speed for the money by less than :data:`CUDA_WORTH`
    is the better value unless memory chose the other."""
    c = advisor.compare(*pair, use_case="general")
    if c.better_value is None:
        pytest.skip("no value verdict")
    makers = {f.card: advisor.card(f.card).manufacturer for f in c.cards}
    ppp = {f.card: f.performance_per_price for f in c.cards}
    if makers[c.better_value] != "NVIDIA":
        assert any(_find(c.summary, k) is not None for k in NO_CUDA), c.summary
        other = next(f.card for f in c.cards if f.card != c.better_value)
        memory = _find(c.summary, "compare.no-cuda.for-memory") is not None
        assert memory or ppp[c.better_value] >= CUDA_WORTH * ppp[other], (ppp, c.summary.key)


@pytest.mark.parametrize(("text", "lang", "engine"), [("3090 vs 7900 XTX for running llms", "en", "llama.cpp"),
                                                      ("3090和7900 XTX跑大模型哪个好", "zh_Hans", "llama.cpp")])
def test_a_non_cuda_value_for_llms_names_the_engines_it_holds_for(advisor, text, lang, engine):
    """For LLM inference memory per dollar may win, on llama.cpp's engines: the verdict says so, and that training
    goes by CUDA."""
    q, console, bot = question_faces(advisor, text, lang)
    c = q.answer
    if c.better_value is None or advisor.card(c.better_value).manufacturer == "NVIDIA":
        pytest.skip("the CUDA card is the value here")
    assert _find(c.summary, "compare.llm.engine-held") is not None, c.summary.key
    assert engine in _flat(console) and engine in _flat(bot)


# 2 -- QLoRA first when neither card holds a LoRA --------------------------------------------------------------------
@pytest.mark.parametrize(("text", "lang", "lead"), [("3090 vs 4090 for lora on llama 70b", "en", "2 of either"),
                                                    ("3090还是4090，对llama 70b做lora", "zh_Hans", "任一款 2 张"),
                                                    ("5090 or 4090 to fine-tune llama 70b with lora", "en",
                                                     "2 × GeForce RTX 5090")])
def test_a_lora_neither_card_holds_leads_with_qlora_on_two(advisor, text, lang, lead):
    """Round 25: "3090 vs 4090 for lora on llama 70b" said "7 of either hold it sharded"; an expert leads with QLoRA:
    70B QLoRA on two 24 GB cards with FSDP + QLoRA (Answer.AI), or one card with its memory; LoRA's count follows."""
    q, console, bot = question_faces(advisor, text, lang)
    head = q.answer.shape.headline
    said = _find(head, "ask.job.neither.qlora")
    assert said is not None, head.key
    for face in (_flat(console), _flat(bot)):
        assert "QLoRA" in face and lead in face, face
        assert face.index("QLoRA") < face.index("LoRA 微调" if lang == "zh_Hans" else "LoRA fine-tuning"), face


# 3 -- the largest each holds ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "lang"), [("Mac Studio vs 5090 for the largest model each runs", "en"),
                                            ("Mac Studio和5090，各自能跑的最大模型？", "zh_Hans")])
def test_the_smaller_cards_value_says_the_largest_each_holds(advisor, text, lang):
    """Round 25: "Mac Studio vs 5090 for the largest model each runs" said only what the Mac's memory runs: the
    verdict says the largest each side holds (the 5090's Qwen3 32B, the Mac's gpt-oss 120b), in the headline, with
    the console's short limit kept."""
    q, console, bot = question_faces(advisor, text, lang)
    trade = _find(q.answer.summary, "compare.better-value.trade")
    if trade is None:
        pytest.skip("no smaller-card value verdict here")
    for face in (_flat(console), _flat(bot)):
        assert "32B" in face and "120b" in face, face
    assert len(console.strip().splitlines()) <= 22, console


# 4 -- two engines compared ------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "lang", "road"), [
    ("lm studio or ollama, which is better for my 3060?", "en", "CUDA"),
    ("lm studio还是ollama，我的3060用哪个好？", "zh_Hans", "CUDA"),
    ("ollama vs lm studio on a 7900 xtx", "en", "ROCm or Vulkan"),
    ("should i use llama.cpp or ollama with my arc a770", "en", "Vulkan"),
])
def test_two_engines_named_are_compared_for_the_card(advisor, text, lang, road):
    """Round 25: "lm studio or ollama, which is better for my 3060?" answered LM Studio only: both engines are said —
    both run llama.cpp on the card's backend, so speed and memory are alike; what differs is how each is used."""
    q = advisor.ask(text, lang=lang)
    said = _find([q.answer.summary, q.answer.shape.headline], "stack.engines.compared")
    assert said is not None, q.answer.shape.headline.key
    face = _bot(q)
    assert "llama.cpp" in face and road in face, face
    assert sum(name in face for name in ("Ollama", "LM Studio", "llama.cpp itself")) >= 2, face


def test_one_engine_named_keeps_its_road(advisor):
    """One engine named is not a comparison: LM Studio's own road on the card, as before."""
    q = advisor.ask("can lm studio use my 3060?")
    assert _find([q.answer.summary, q.answer.shape.headline], "stack.engines.compared") is None
