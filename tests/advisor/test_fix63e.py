"""fix63e (issues 27, 28): faces' words and a few readings.

- a sentence naming a command's option carries it typed (:class:`advisor.i18n.Option`): the console's commands write
  it as their flag (``--ram 64``), a slash command as its option (``ram:64``), an answer to a question in words as
  what to say (“I have 64 GB RAM”), in every language (:data:`advisor.i18n.OPTION_STYLE`);

- a foundation model is read as a (large) language model's job, in English and Chinese (``advisor/ask/words.toml``);
- an own-runtime engine's answer (LM Studio, Ollama, llama.cpp) on an AMD or Intel card says that engine's road, never
  PyTorch's ROCm/XPU standing unless PyTorch or training is asked (:func:`advisor.ask.stack_lead.stack_first`);
"""

from __future__ import annotations

import re

import pytest
from asked import bot_text, find_message

from advisor.cli.ask import render_question
from advisor.cli.render import View
from advisor.i18n import Renderer


def _console(q) -> str:
    return " ".join(render_question(q, View(language=q.language)).split())


def _answered(console: str) -> str:
    """A console reply without its read-as line, which names the console's own command with its flags (fix65b #4)."""
    return console.split(" — ", 1)[-1] if console.startswith(("Read as gpu-advisor", "理解为 gpu-advisor")) else console


def _shape_messages(q) -> list:
    shape = q.answer.shape
    return [shape.headline, *(c.message for c in shape.decides), *(c.message for c in shape.caveats)]


@pytest.mark.parametrize(("text", "lang"), [
    ("best gpu for training a foundation model under 5000", "en"),
    ("what card to fine-tune foundation models, budget 3000", "en"),
    ("预算2万 训练基础模型", "zh"),
    ("预算1万 跑基座模型", "zh"),
    ("預算2萬 訓練基礎模型", "zh"),
])
def test_foundation_model_is_an_llm_job(advisor, text, lang):
    q = advisor.ask(text, lang=lang)
    assert q.read_as.use_case == "llm", q.read_as


@pytest.mark.parametrize("text", ["pretrain a foundation model from scratch, budget 7500",
                                  "想从零训练一个基座模型，预算5万"])
def test_foundation_model_pretrained_is_pretraining(advisor, text):
    q = advisor.ask(text)
    # pretraining a language model is ranked by training speed, as "pretrain a language model from scratch" is
    same = advisor.ask(text.replace("foundation", "language").replace("基座", "大"))
    assert q.read_as.use_case == same.read_as.use_case


@pytest.mark.parametrize(("text", "lang", "road"), [
    ("can I run qwen3 14b on my rx 7900 xtx with lm studio?", "en", "stack.os.engine-lmstudio-amd"),
    ("我的 Arc B580 用 LM Studio 能跑 qwen3 8b 吗", "zh", "stack.os.engine-lmstudio-intel"),
    ("will llama 3 8b run on my rx 6700 xt in lmstudio", "en", "stack.os.engine-lmstudio-amd"),
    ("我的 7900 XTX 用 LM Studio 跑 Qwen3 32B 行吗", "zh", "stack.os.engine-lmstudio-amd"),
])
def test_lm_studio_answer_says_its_road_not_pytorchs(advisor, text, lang, road):
    q = advisor.ask(text, lang=lang)
    said = _shape_messages(q)
    assert not any(find_message(m, k) for m in said for k in (
        "stack.status.official", "stack.status.xpu", "stack.status.same-chip", "stack.status.override")), said
    assert any(find_message(m, road) for m in said)
    assert q.answer.shape.headline.key != road  # the model's fit decides; the road follows it
    for text_seen in (_console(q), bot_text(q)):
        assert "PyTorch" not in text_seen and "LM Studio" in text_seen


def test_pytorch_asked_beside_lm_studio_keeps_its_standing(advisor):
    q = advisor.ask("can my rx 7900 xtx fine-tune llama 8b with pytorch and run it in lm studio?")
    assert any(find_message(m, "stack.status.official") for m in _shape_messages(q))


FLAG = re.compile(r"(?<![\w-])--(?:ram|job|vram|card|gpus|model|users)\b")


@pytest.mark.parametrize(("style", "lang", "said"), [
    ("flag", "en", "give your system RAM (--ram 64) to see"),
    ("slash", "en", "give your system RAM (ram:64) to see"),
    ("words", "en", "give your system RAM (e.g. “I have 64 GB RAM”) to see"),
    ("words", "zh_Hans", "给出你的系统内存（例如“我有 64GB 内存”）"),
    ("flag", "zh_Hans", "给出你的系统内存（--ram 64）"),
    ("words", "zh_Hant", "我有 64GB 記憶體"),
])
def test_an_option_is_written_as_the_face_takes_it(style, lang, said):
    from advisor.i18n import Renderer, msg, option

    m = msg("owned.no.noram", "; give your system RAM ({ram}) to see what offload does", ram=option("ram", "64"))
    assert said in Renderer(lang, option=style)(m)


def test_the_default_style_is_words_and_a_list_of_choices_is_joined():
    from advisor.i18n import OPTION_STYLE, ListOf, Text, english, msg, option

    job = option("job", ListOf(items=[Text(value="cnn"), Text(value="llm")], style="or"))
    m = msg("x.test", "({job})", job=job)
    assert english(m) == "(e.g. “to train a YOLO detector” or “to fine-tune an LLM”)"
    token = OPTION_STYLE.set("flag")
    try:
        assert english(m) == "(--job cnn or llm)"
    finally:
        OPTION_STYLE.reset(token)


@pytest.mark.parametrize(("text", "lang", "words"), [
    ("can my 3060 run llama 70b?", "en", "I have 64 GB RAM"),
    ("我的3060能跑llama 70b吗", "zh", "我有 64GB 内存"),
    ("is my 3060 good for deep learning", "en", "to train a YOLO detector"),
    ("我的 3060 适合深度学习吗", "zh", "训练 YOLO 检测模型"),
])
def test_a_question_in_words_is_told_words_never_a_flag(advisor, text, lang, words):
    q = advisor.ask(text, lang=lang)
    console, bot = _console(q), bot_text(q)
    assert not FLAG.search(_answered(console)) and not FLAG.search(bot), console
    assert words in " ".join(render_question(q, View(language=q.language, verbose=True)).split())


@pytest.mark.parametrize(("argv", "flag"), [
    (["fits", "70b", "--card", "3060"], "--ram 64"),
    (["--lang", "zh", "fits", "70b", "--card", "3060"], "--ram 64"),
    (["why", "3060", "--own"], "--job cnn"),
])
def test_the_console_s_commands_still_name_their_flags(advisor, capsys, argv, flag):
    from advisor.cli import main

    assert main(argv, advisor=advisor) == 0
    assert flag in " ".join(capsys.readouterr().out.split())


def test_the_console_s_ask_says_words(advisor, capsys):
    from advisor.cli import main

    assert main(["ask", "can my 3060 run llama 70b?"], advisor=advisor) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "I have 64 GB RAM" in out and not FLAG.search(_answered(out))


def test_no_core_message_names_a_console_flag():
    """Every message template of the core (outside the console's own) names the advisor's options through an Option,
    never as a flag; a tool's flags (llama.cpp's --n-gpu-layers, ComfyUI's --lowvram) are the tool's words."""
    from babel.messages.pofile import read_po

    from tools.i18n import TEMPLATE

    with open(TEMPLATE, "rb") as fh:
        catalog = read_po(fh)
    # the console's own sentences (cli.*) name its flags; Docker's "--gpus all" is Docker's
    flagged = [m.context for m in catalog if m.context and isinstance(m.id, str) and not m.context.startswith("cli.")
               and FLAG.search(m.id.replace("--gpus all", ""))]
    assert flagged == []


@pytest.mark.parametrize("text", [
    "how much vram to fully fine-tune llama 8b using unsloth",
    "fully finetune qwen3 4b with unsloth on my 3090?",
    "full fine-tune of llama 8b with unsloth",
    "用unsloth全量微调qwen3 8b要多少显存",
])
def test_a_full_fine_tune_said_with_unsloth_is_sized_as_one(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.task == "full-finetune", q.read_as
    assert "QLoRA (the model loaded in 4 bits)" not in _console(q)


@pytest.mark.parametrize("lang", ["en", "zh_Hans"])
def test_the_verbose_verdict_says_the_short_form_s_figure_beside_the_index(advisor, lang):
    """One card, one figure: the short form's "0.15x" (against the market's reference) is said in --verbose too, beside
    the index's 1.00 (issue 28 §6: "TITAN X Pascal = 1.00" verbose, "0.15x" short, unlinked)."""
    from advisor.cli.render import full_verdict

    v = advisor.why("titan x pascal")
    [line] = [r for r in v.shape.ranking if r.card == v.card]
    short = Renderer(lang)(line.speed.said())
    text = " ".join(full_verdict(v, View(language=lang, verbose=True)).split())
    assert f"{short} = 1.00x TITAN X Pascal" in text
