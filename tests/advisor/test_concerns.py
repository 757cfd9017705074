"""A question's concern leads its answer (issue 28 §1, ``advisor/concerns.py``, ``data/concerns.csv``):
CUDA-only code on a card that is not NVIDIA's, the GeForce licence in a datacenter, peer-to-peer between
GeForce cards, vLLM's compute-capability floor — said in the short form (console and Discord's first
message, within their limits) in every language, and only where the concern is true of the card asked
about; and the kinds of question issue 28 left asking back or misread: a starter with no budget, a budget
beside a card, a family said small, a count above eight, a detection task that is not object detection."""

from __future__ import annotations

import csv
import re

import pytest

from advisor.catalog import data_dir
from advisor.cli.ask import render_question
from advisor.cli.render import View
from advisor.concerns import load
from advisor.kinds import find_job
from advisor.names.count import split_count
from bot.render.short import FIRST_CHARS, FIRST_LINES, answer_embed, fits_first
from product import LANGUAGES

CONSOLE_LINES = 22


def short(advisor, text: str, language: str = "en") -> str:
    """The console's answer to ``text`` (the read-as line and the short form), whitespace squeezed."""
    q = advisor.ask(text, lang=language)
    return re.sub(r"\s+", "", render_question(q, View(language=language)))


def key_said(advisor, text: str, key: str, language: str = "en") -> bool:
    """Whether the message ``key``'s sentence (in ``language``) is in the short form of ``text``'s answer."""
    q = advisor.ask(text, lang=language)
    shape = q.answer.shape
    messages = [shape.headline, *(c.message for c in shape.decides)]
    return any(m.key == key for m in messages)


CASES = [  # (question, concern id, a question with the same words whose card the concern is not true of)
    ("I bought an Arc A770 16GB but the repo says no CUDA GPU; my RTX 2060 8GB is too small. Is NVIDIA the only way?",
     "cuda-only-intel", "the repo says no CUDA GPU on my RTX 3060, what now?"),
    ("this repo is CUDA-only - will it run on my RX 7900 XTX?", "cuda-only-amd",
     "this repo is CUDA-only - will it run on my RTX 4090?"),
    ("NVIDIA's GeForce licence bans datacenter deployment - can we put 1080 Tis in our lab server?", "licence",
     "can we put Tesla T4s in our datacenter?"),
    ("our 8x RTX 3090 server has heavy communication overhead - does the 3090 support peer-to-peer?", "p2p",
     "does the RTX A6000 support NVLink?"),
    ("how fast is a Tesla P40 on 7B models in vLLM? I just bought ten P40s", "vllm-old",
     "how fast is an RTX 4090 on 7B models in vLLM?"),
    ("我们服务器有8张3090，多卡训练通信开销很大，3090支持P2P吗？", "p2p", "A6000支持NVLink吗？"),
    ("我买了十张P40，能用vLLM跑7B吗？", "vllm-old", "我买了两张4090，能用vLLM跑7B吗？"),
    ("out of memory on a 3060 12GB, on a 3080 12GB it works - why can't a 2080 Ti (11GB) even load the model?",
     "no-bf16", "out of memory on a 3060 12GB - why can't a 3090 even load the model?"),
]


@pytest.mark.parametrize(("text", "concern", "other"), CASES)
def test_the_concern_leads_the_answer_only_where_it_is_true_of_the_card(advisor, text, concern, other):
    key = f"fact.concerns.{concern}.text"
    assert key_said(advisor, text, key)
    q = advisor.ask(other)
    if q.answer is not None and q.answer.shape is not None:
        shape = q.answer.shape
        assert key not in {m.key for m in [shape.headline, *(c.message for c in shape.decides)]}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("text", "concern", "other"), CASES)
def test_the_concern_is_in_the_short_form_and_discords_first_message_within_limits(advisor, text, concern, other,
                                                                                    language):
    q = advisor.ask(text, lang=language)
    sentence = [m for m in [q.answer.shape.headline, *(c.message for c in q.answer.shape.decides)]
                if m.key == f"fact.concerns.{concern}.text"][0]
    said = re.sub(r"\s+", "", View(language=language).t(sentence))
    console = render_question(q, View(language=language))
    assert said in re.sub(r"\s+", "", console)
    assert len(console.splitlines()) <= CONSOLE_LINES + 4  # the read-as lines above the short form
    embed = answer_embed(q.answer, language)
    chars, lines = fits_first(embed)
    assert chars <= FIRST_CHARS and lines <= FIRST_LINES
    assert said in re.sub(r"[\s*]+", "", f"{embed.title or ''}{embed.description or ''}")


def test_a_card_that_cannot_run_the_code_is_never_the_better_value_in_the_short_form(advisor):
    q = advisor.ask("I bought an Arc A770 16GB for its memory but the repo says no CUDA GPU; my RTX 2060 8GB is "
                    "too small. Is NVIDIA the only way?")
    text = render_question(q, View())
    assert "Better value: Arc A770" not in text
    assert "better value" not in next(line for line in text.splitlines() if line.startswith("· Arc A770"))


def test_every_concern_row_compiles_names_a_rule_and_a_source(advisor):
    with open(data_dir() / "concerns.csv", newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    concerns = load()
    assert len(concerns) == len(rows) > 0
    for c, row in zip(concerns, rows, strict=True):
        assert c.rule_id in advisor.catalog.rules, c.id
        assert c.leads in ("headline", "lead", "first"), c.id
        assert row["source"].strip(), c.id


def test_a_free_notebook_or_tutorial_without_budget_is_answered_with_the_free_start(advisor):
    for text in ("is buying a dedicated GPU worth it when free Colab exists, for someone just starting out?",
                 "what GPU do I need for this LLM tutorial?", "有免费的Colab，还值得买显卡吗？"):
        q = advisor.ask(text)
        assert q.missing == [] and q.read_as.budget is None and q.answer is not None, text  # no budget read
        assert any(n.key == "ask.note.starter" for n in q.read_as.notes)
        assert re.search(r"Colab|Kaggle", render_question(q, View()))
    assert advisor.ask("what card should a beginner buy?").missing == ["budget"]


def test_the_cheapest_card_of_all_is_said_and_the_budget_still_asked(advisor):
    """"cheapest gpu for deep learning?" asks for one card — the cheapest worth buying: said, with the budget asked
    for a ranking; a memory said makes it the cheapest card of that memory (memory_only), a budget a ranking."""
    for text in ("what's the cheapest gpu for deep learning?", "cheapest nvidia card for training a cnn",
                 "最便宜的显卡是哪张，用来学深度学习", "cheapest gpu for kaggle competitions"):
        q = advisor.ask(text)
        assert q.missing == ["budget"] and q.reply is not None and q.reply.key == "ask.cheapest-any", text
        assert re.search(r"GeForce RTX \d{4}", render_question(q, View(language=q.language))), text
    q = advisor.ask("what's the cheapest gpu with 24gb")
    assert q.answer is None and q.reply is not None and q.reply.key.startswith("ask.cheapest-memory")
    assert advisor.ask("cheapest gpu under $300").read_as.budget is not None
    assert advisor.ask("what card should a beginner buy?").reply.key == "ask.missing.budget"


def test_a_budget_beside_a_card_is_a_buyer(advisor):
    for text in ("our company has at most 3000 euros, is a TITAN RTX the right price/quality level for YOLO?",
                 "I have $1500, should I buy a 3090?"):
        assert advisor.ask(text).read_as.own is False, text
    assert advisor.ask("my 3090 runs out of memory, I have $500 for an upgrade").read_as.own is True


def test_a_family_said_small_is_its_small_size_said(advisor):
    q = advisor.ask("第一次微调，单卡A6000 40G够微调这个Qwen3小模型吗？")
    assert q.read_as.model is not None and q.read_as.model.name == "Qwen3 1.7B"
    assert any(n.key == "ask.note.small-model" for n in q.read_as.notes)
    assert q.answer is not None


@pytest.mark.parametrize(("text", "count"), [("ten p40s", 10), ("10x tesla p40", 10), ("十张p40", 10),
                                             ("a dozen 3090s", 12), ("2x 1080", 2), ("p40 x12", 12)])
def test_counts_above_eight_are_read(text, count):
    found = split_count(text)
    assert found is not None and found[0] == count


def test_ten_owned_cards_are_checked_as_a_rig(advisor):
    q = advisor.ask("how fast is a Tesla P40 on 7B models in vLLM? I just bought ten P40s")
    assert q.read_as.cards == ["Tesla P40"] or q.read_as.cards == ["10x Tesla P40"]
    assert q.error is None and q.answer is not None


@pytest.mark.parametrize(("text", "job"), [("my 1660 ti is slow training a line detection model", None),
                                           ("my 3060 trains lane detection", None),
                                           ("我的3060训练车道线检测", None),
                                           ("training yolov8 on my 3060", "detector"),
                                           ("training an object detector on my 3060", "detector")])
def test_a_detection_task_that_is_not_object_detection_gets_no_yolo_figures(text, job):
    assert find_job(text) == job


def test_an_owner_comparing_with_a_larger_card_is_told_the_memory_it_lacks(advisor):
    q = advisor.ask("can my 5090D V2 24G use this inference engine that was built on a 32 GB 5090?")
    assert any(c.message.key == "ask.owned-less-memory" for c in q.answer.shape.decides) or (
        q.answer.shape.headline.key == "ask.runs-on.fits")  # answers57: the yes-if-it-fits headline says it
    buyer = advisor.ask("rtx 4060 vs rtx 3060 12gb?")
    assert not any(c.message.key == "ask.owned-less-memory" for c in buyer.answer.shape.decides)
