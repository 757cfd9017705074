"""fix64e (issue 27 §5): follow-ups on the console as in a Discord conversation — ``ask "…" --then "…"`` and
``ask -`` (one question a line on standard input); each turn read with the one before it as its context, as the
bot keeps a conversation, and in its own language."""

from __future__ import annotations

import io
import json

import pytest

from advisor.cli import main


def test_then_reads_each_turn_as_a_follow_up_of_the_one_before(capsys, advisor):
    code = main(["ask", "best gpu for local llm, budget 1200", "--then", "in", "euros", "--then", "那6000呢"],
                advisor=advisor)
    out = capsys.readouterr().out
    assert code == 0
    assert out.startswith("> best gpu for local llm, budget 1200\nRead as gpu-advisor recommend 1200 USD")
    assert "\n\n> in euros\nRead as gpu-advisor recommend 1074 EUR" in out  # the budget before, in euros
    assert "\n\n问：那6000呢\n理解为 gpu-advisor recommend 6000 EUR" in out  # a Chinese turn said in Chinese


def test_the_same_chain_read_from_standard_input(capsys, advisor, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("best gpu for local llm, budget 1200\n\n  in euros  \n"))
    assert main(["ask", "-"], advisor=advisor) == 0
    out = capsys.readouterr().out
    assert out.count("\n> ") == 1 and "> in euros\nRead as gpu-advisor recommend 1074 EUR" in out


def test_a_turn_is_the_answer_a_follow_up_gets_through_the_api(advisor, capsys):
    first = advisor.ask("what gpu for $800 to run llama 3 8b?")
    later = advisor.ask("and for qwen3 14b?", context=first.context())
    assert main(["ask", "what gpu for $800 to run llama 3 8b?", "--then", "and for qwen3 14b?", "--json"],
                advisor=advisor) == 0
    turns = json.loads(capsys.readouterr().out)["turns"]
    assert [t["text"] for t in turns] == [first.text, later.text]
    assert turns[1]["read_as"]["model"]["name"] == later.read_as.model.name == "Qwen3 14B"
    assert turns[1]["read_as"]["budget"]["amount"] == 800


def test_empty_standard_input_is_a_usage_error_in_words(capsys, advisor, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("\n  \n"))
    assert main(["ask", "-"], advisor=advisor) == 2
    assert "no question on standard input" in capsys.readouterr().err


@pytest.mark.parametrize("first, then", [("best gpu for $800", "what about the 9999 xt?"),
                                         ("why is the gtx 9999 so bad?", "and used?"),
                                         ("best gpu for $800", "what about -5?")])
def test_the_last_turn_decides_the_exit_status(capsys, advisor, first, then):
    code = main(["ask", first, "--then", then], advisor=advisor)
    out = capsys.readouterr()
    last = advisor.ask(then, context=advisor.ask(first).context())
    assert code == (2 if last.error is not None else 0)  # a refused last turn: a user error, as a question alone
    assert f"> {then}" in out.out + out.err


# -- nothing to spend said as money alone ("$0", "0元", "€0"): the free start, as "budget $0, what gpu?" (newuser26)
@pytest.mark.parametrize("text", ["$0", "$0?", "0元", "€0", "no money", "gpu for 0 rmb", "没钱"])
def test_zero_money_alone_is_the_free_start(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "recommend" and q.error is None
    assert q.answer is not None and q.answer.shape.headline.key == "shape.recommend.nothing-to-spend"


def test_a_card_for_cents_is_still_the_card(advisor):
    assert advisor.ask("4090 for $0.50?").read_as.command == "why"


# -- a machine said right after one of another platform is a second machine, "vs" or not (newuser26)
@pytest.mark.parametrize("text, second", [
    ("compare m4 max 128gb strix halo for llm", "Framework Desktop"),
    ("compare m4 max 128gb, strix halo for llm", "Framework Desktop"),
    ("compare dgx spark strix halo for llm", "Framework Desktop"),
    ("对比 dgx spark 和 m4 max 128gb 跑大模型", "Apple Mac Studio (M4 Max")])
def test_two_platforms_side_by_side_are_compared(advisor, text, second):
    q = advisor.ask(text)
    assert q.read_as.command == "compare" and len(q.read_as.cards) == 2
    assert q.read_as.cards[1].startswith(second)


def test_the_same_platform_said_again_is_one_machine(advisor):
    q = advisor.ask("hp z2 with 128 gb (ryzen ai max+ 395) for llm")
    assert q.read_as.cards == ["HP Z2 Mini G1a (Ryzen AI Max+ PRO 395, 128 GB)"]


def test_a_mac_by_chip_and_memory_is_said_assumed_once(advisor):
    notes = advisor.ask("compare m4 max 128gb strix halo for llm").read_as.notes
    assert [n.key for n in notes].count("ask.chip-memory-assumed") == 1
    assert "names.apple-system" not in [n.key for n in notes]


# -- an owner's out of memory on an image job is the answer, never "Yes, with room" (newuser26)
@pytest.mark.parametrize("text, lang, lead", [
    ("my 3090 keeps OOMing on sdxl lora training at batch 4", "en", "Out of memory at batch 4, not for the model"),
    ("my 4090 runs out of memory training an sdxl lora at batch 8", "en", "Out of memory at batch 8"),
    ("我的4090训练SDXL LoRA爆显存了，batch 8", "zh_Hans", "batch 8 时显存不足"),
    ("my 3090 runs out of memory training an sdxl lora", "en", "Out of memory, though GeForce RTX 3090")])
def test_an_owners_oom_leads_with_the_batch_and_levers(advisor, text, lang, lead):
    from advisor.cli.ask import render_question
    from advisor.cli.render import View

    out = " ".join(render_question(advisor.ask(text), View(language=lang)).split())
    assert lead in out and "with room" not in out and "还有余量" not in out
    assert ("gradient accumulation" in out) if lang == "en" else ("梯度累积" in out)


def test_an_owner_without_oom_still_hears_yes(advisor):
    from advisor.cli.ask import render_question

    out = " ".join(render_question(advisor.ask("can my 3090 train an sdxl lora?")).split())
    assert "Yes: GeForce RTX 3090 (24 GB) holds what it takes to train a LoRA of SDXL" in out


# -- "5k" says the currency it was read in (grade87 P05): console and command, English and Chinese markets
def test_a_k_amount_without_currency_says_the_market_currency(advisor):
    q = advisor.ask("best gpu for 5k")
    said = [n for n in q.read_as.notes if n.key == "budget.k-unsaid"]
    assert len(said) == 1 and said[0].params["code"].value == "USD"
    assert advisor.recommend("5k", market="2019-cn").budget.assumptions[-1].params["code"].value == "CNY"


@pytest.mark.parametrize("text", ["$5k", "5k元", "预算5k", "5000", "best gpu for 800", "€5k"])
def test_a_currency_said_or_plain_digits_say_nothing_of_it(advisor, text):
    q = advisor.ask(text)
    assert "budget.k-unsaid" not in [n.key for n in q.read_as.notes]


@pytest.mark.parametrize("text, lang, lead", [
    ("my 4070 12gb runs out of memory on flux dev, what do I change?", "en", "Out of memory, though GeForce RTX 4070"),
    ("我的4070跑flux dev爆显存了怎么办", "zh_Hans", "显存不足，但 GeForce RTX 4070")])
def test_an_owners_oom_running_an_image_model_leads_with_the_levers(advisor, text, lang, lead):
    from advisor.cli.ask import render_question
    from advisor.cli.render import View

    out = " ".join(render_question(advisor.ask(text), View(language=lang)).split())
    assert lead in out and "fits with room" not in out
    assert ("tiled VAE" in out) if lang == "en" else ("分块（tiled）VAE" in out)
