"""fix75a: power readings and card counts (issues 27/28). A reading stated with no question is the card's draw, a draw
far over the board power a wall meter's, a laptop GPU's its maker's TGP, a low draw while gaming normal (#1-3); "too
much?" of a supply answers the other way round from "enough?" (#4); a count vLLM's tensor parallelism can't take says
which split it assumes (#5); a serving ranking never leads with a dearer, slower card (#6). English and Chinese,
console and core."""

from __future__ import annotations

import re

import pytest
from asked import find_message

from advisor.cli.ask import render_question
from advisor.cli.render import View


def _console(q) -> str:
    text = render_question(q, View(language=q.language))
    return re.sub(r"\s+", "", text) if q.language != "en" else re.sub(r"\s+", " ", text)


def _reply(advisor, text: str, lang: str):
    q = advisor.ask(text, lang=lang)
    assert q.answer is None and q.reply is not None, _console(q)
    return q


# -- #1: a reading stated with no question word is the card's draw, never a supply ----------------------------------

@pytest.mark.parametrize("text, lang, verdict", [
    ("my 3090 draws 300W", "en", "ask.power-reading.draw-ok"),
    ("my 3090 only uses 200W while running ollama inference", "en", "ask.power-load.llm"),
    ("my 4060 draws 500W", "en", "ask.power-said.beyond"),
    ("我的3090功耗300W", "zh", "ask.power-reading.draw-ok"),
    ("我的4060功耗500W", "zh", "ask.power-said.beyond"),
])
def test_a_stated_reading_is_the_cards_draw(advisor, text, lang, verdict):
    q = _reply(advisor, text, lang)
    assert find_message(q.reply, verdict) is not None
    assert not any(k.startswith("ask.power.said") for k in q.reply.keys)  # never "a 300 W supply is below"
    said = _console(q)
    assert ("power reading" in said) if lang == "en" else ("功耗读数" in said)
    if verdict == "ask.power-said.beyond":  # a wall meter's or the system's figure, no partner card or plug
        assert ("wall meter" in said) if lang == "en" else ("墙插功率计" in said)
        assert "16-pin" not in said and "partner card" not in said


@pytest.mark.parametrize("text", ["my 3090 draws 350W, what psu do I need?", "my psu is 750w and i have a 3090",
                                  "my 3090 draws 350W and i want to run llama 3 70b"])
def test_a_wattage_beside_another_question_is_no_stated_reading(advisor, text):
    q = advisor.ask(text)
    assert q.reply is None or "ask.power-reading.reply" not in q.reply.keys


# -- #2: a low draw while gaming is normal, never starved training --------------------------------------------------

@pytest.mark.parametrize("text, lang, verdict", [
    ("is 250W normal on my 4090 while gaming", "en", "ask.power-said.play"),
    ("my 4090 only draws 250W in games, is something wrong?", "en", "ask.power-said.play.wrong"),
    ("我的4090玩游戏功耗250W正常吗", "zh", "ask.power-said.play"),
])
def test_gaming_is_not_told_of_data_loaders(advisor, text, lang, verdict):
    q = _reply(advisor, text, lang)
    assert find_message(q.reply, verdict) is not None
    said = _console(q)
    assert "DataLoader" not in said and "starved" not in said
    assert ("frame cap" in said) if lang == "en" else ("锁帧" in said)


def test_training_keeps_the_starved_advice(advisor):
    q = _reply(advisor, "my 3090 only draws 200W while training, is that normal?", "en")
    assert find_message(q.reply, "ask.power-load.starved") is not None


# -- #3: a laptop GPU's power is its maker's TGP, never a partner card or a 16-pin plug ------------------------------

@pytest.mark.parametrize("text, lang, verdict", [
    ("my laptop 4060 pulls 140W is that ok", "en", "ask.power-said.laptop.boost"),
    ("我的笔记本4060功耗140W正常吗", "zh", "ask.power-said.laptop.boost"),
    ("my laptop 4060 pulls 90W is that ok", "en", "ask.power-reading.draw-ok"),
])
def test_a_laptop_gpu_is_weighed_against_its_tgp(advisor, text, lang, verdict):
    q = _reply(advisor, text, lang)
    assert find_message(q.reply, verdict) is not None
    assert find_message(q.reply, "ask.power-said.laptop.tgp") is not None
    said = _console(q)
    assert "12VHPWR" not in said and "16-pin" not in said and "partner card" not in said
    assert "nvidia-smi -pl" not in said  # a desktop's power-limit lever, not a laptop's
    assert "35 W" in said and "Dynamic Boost" in said if lang == "en" else "35W" in said


# -- #4: the yes or no follows the question's polarity --------------------------------------------------------------

@pytest.mark.parametrize("text, lang, verdict, lead", [
    ("is 1000w too much for a 4090", "en", "ask.power-said.overkill.fine", "No"),
    ("is a 1000w psu overkill for a 4090", "en", "ask.power-said.overkill.fine", "No"),
    ("is a 1200w power supply too big for a 4090?", "en", "ask.power-said.overkill.fine", "No"),
    ("is a 550w psu too much for a 4090", "en", "ask.power-said.overkill.short", "No"),
    ("is 1000w enough for a 4090", "en", "ask.power.said.ok", "Yes"),
    ("is a 550w psu enough for a 4090", "en", "ask.power.said.short", "No"),
    ("4090用1000W电源会不会太大", "zh", "ask.power-said.overkill.fine", "不会"),
    ("1000W电源带4090是不是大材小用", "zh", "ask.power-said.overkill.fine", "不会"),
    ("1000W电源带4090够吗", "zh", "ask.power.said.ok", ""),
    ("nvidia-smi shows 450w on my 4090 is that too much", "en", "ask.power-reading.draw-ok.wrong", "No"),
    ("is 300W normal on my 3090", "en", "ask.power-reading.draw-ok", "Yes"),
])
def test_yes_or_no_follows_the_polarity(advisor, text, lang, verdict, lead):
    q = _reply(advisor, text, lang)
    assert find_message(q.reply, verdict) is not None, q.reply.keys
    assert _console(q).startswith(lead)
    if "overkill" in verdict:
        assert find_message(q.reply, "ask.power.said.ok") is None  # never "Yes: … enough"


# -- #5: a count tensor parallelism can't take says which split it assumes ------------------------------------------

@pytest.mark.parametrize("text, lang", [("how many 4090s to serve llama 3 70b to 50 users", "en"),
                                        ("70b要几张4090才能给50个用户同时用", "zh")])
def test_five_cards_for_users_say_pipeline_parallel_and_eight_for_tensor(advisor, text, lang):
    q = advisor.ask(text, lang=lang)
    note = next(n for n in q.read_as.notes if n.key == "ask.how-many.users.tp")
    assert note.params["count"].value == 5 and note.params["tp"].value == 8
    said = _console(q)
    assert "--pipeline-parallel-size5" in said.replace(" ", "") and "8×GeForceRTX4090" in said.replace(" ", "")


def test_a_layer_split_count_says_the_tensor_parallel_one(advisor):
    q = advisor.ask("how many 4090s for llama 3 70b in fp16")
    note = next(n for n in q.read_as.notes if n.key == "ask.how-many.split")
    assert note.params["count"].value == 6 and note.params["tp"].value == 8
    assert q.answer is not None and q.read_as.gpus in (None, 1)  # the fit runs on the 6 said (counted)


def test_a_count_tensor_parallelism_takes_is_said_plainly(advisor):
    q = advisor.ask("how many 3090s to serve llama 3 70b to 20 users")
    assert any(n.key == "ask.how-many.users" and n.params["count"].value == 4 for n in q.read_as.notes)


def test_tensor_parallel_sizes_divide_the_heads():
    from types import SimpleNamespace

    from advisor.ask.tp_count import tp_ok, tp_size
    llama70 = SimpleNamespace(q_width=8192, head_dim=128, kv_heads=8)  # 64 heads, 8 KV heads
    qwen7 = SimpleNamespace(q_width=3584, head_dim=128, kv_heads=4)  # 28 heads, 4 KV heads
    assert [t for t in range(1, 9) if tp_ok(t, llama70)] == [1, 2, 4, 8]
    assert tp_size(llama70, 5) == 8 and tp_size(llama70, 3) == 4
    assert tp_size(qwen7, 5) is None and tp_ok(4, qwen7) and not tp_ok(8, qwen7)


# -- #6: a cheaper, faster 4-bit route is said beside the serving pick --------------------------------------------
# fix75a's re-ranking (the 4-bit route leading) was reverted at the merge: it put 8 used GeForce cards split over
# PCIe at the head of a 50-user production 70B answer (issue 28 item 5: data-centre cards; test_owned). The pick keeps
# its precision, and the cheaper, faster route is said right under it, with why the pick costs more.
@pytest.mark.parametrize("text, lang", [("how many cards for 20 users on llama 3 8b", "en"),
                                        ("20人同时用llama 3 8b需要什么显卡", "zh")])
def test_the_cheaper_faster_card_is_said_under_the_pick(advisor, text, lang):
    q = advisor.ask(text, lang=lang)
    said = _console(q)
    assert "3090" in said and "serving.used.geforce-one" in q.answer.model_dump_json()
    if lang == "en":
        assert "Faster for less" in said and "For less, in 4-bit" in said
