"""answers60 (issue 27): model names read as people mean them in late 2026 (newuser16 #6, #20, follow-ups). Each kind
on several wordings, in English and Chinese: a family and a size are that family's newest model of the size; a family
with no size is its common size (or its current sizes are named, never Llama 2's); a bare size only one well-known MoE
has is that model; MiniMax-M2 and GLM-4.5/4.5-Air/4.6 are rows of the table; machines of several cards are counted."""

from __future__ import annotations

import pytest

from advisor.ask.nodes import nodes_said
from advisor.cli.ask import render_question
from advisor.cli.render import View
from advisor.errors import UnknownModel


def _out(q, lang: str = "en") -> str:
    return " ".join(render_question(q, View(language=lang)).split())


def _keys(q) -> list[str]:
    return [n.key for n in q.read_as.notes]


# -- 1. a family and a size: the family's newest model of that size, said --------------------------------------

@pytest.mark.parametrize(("text", "model"), [
    ("need to run qwen 32b q4, cheapest card?", "Qwen3 32B"),
    ("can a 3090 run llama 70b", "Llama 3.3 70B"),
    ("fine-tune llama 8b on a 3060 12gb", "Llama 3.1 8B"),
    ("what gpu for gemma 27b", "Gemma 3 27B"),
    ("我想用4090跑qwen 14b", "Qwen3 14B"),
    ("两张3090能跑llama 70b吗", "Llama 3.3 70B"),
    ("Qwen-32B on a mac mini m4 pro 64gb?", "Qwen3 32B"),
])
def test_a_family_and_a_size_is_the_familys_newest_model_of_that_size(advisor, text, model):
    q = advisor.ask(text)
    assert q.read_as.model is not None and q.read_as.model.name == model, q.read_as.model
    assert any(k.startswith("ask.note.family-size") for k in _keys(q)), _keys(q)


@pytest.mark.parametrize("lang", ["en", "zh_Hans", "zh_Hant"])
def test_the_family_size_reading_is_said_with_the_other_versions(advisor, lang):
    out = _out(advisor.ask("need to run qwen 32b q4, cheapest card?"), lang)
    assert "Qwen3 32B" in out and "Qwen2.5 32B" in out
    if lang != "en":
        assert "read as" not in out and "newest model" not in out, out


@pytest.mark.parametrize(("typed", "model"), [("qwen 32b", "Qwen3 32B"), ("llama 70b", "Llama 3.3 70B"),
                                              ("llama-8b", "Llama 3.1 8B"), ("gemma 27b", "Gemma 3 27B"),
                                              ("qwen 7b", "Qwen2.5 7B"),
                                              ("deepseek 32b", "DeepSeek-R1-Distill-Qwen-32B")])
def test_every_command_reads_a_family_and_a_size_alike(advisor, typed, model):
    arch = advisor.llm_models.resolve(typed)
    assert arch.name == model and arch.read_from == typed
    assert advisor.fits(typed).model.name == model


def test_a_family_said_with_a_version_stays_that_version(advisor):
    assert advisor.llm_models.resolve("llama 3 70b").name == "Llama 3 70B"
    assert advisor.llm_models.resolve("qwen2.5 32b").name == "Qwen2.5 32B"
    assert advisor.ask("can a 3090 run qwen2.5 32b").read_as.model.name == "Qwen2.5 32B"


@pytest.mark.parametrize(("first", "then", "model"), [
    ("can a 4090 run llama 70b", "and 8b?", "Llama 3.1 8B"),
    ("gemma 27b on a 3090", "and 12b?", "Gemma 3 12B"),
    ("qwen 32b on a 3090?", "那14b呢", "Qwen3 14B"),
])
def test_a_size_alone_after_a_family_keeps_the_family(advisor, first, then, model):
    q = advisor.ask(then, context=advisor.ask(first))
    assert q.read_as.model is not None and q.read_as.model.name == model, q.read_as.model


# -- 2. a family with no size: its common size, and its current generation named --------------------------------

@pytest.mark.parametrize(("text", "model"), [
    ("can a 4090 run llama", "Llama 3.1 8B"),
    ("will llama run on my 3060 12gb", "Llama 3.1 8B"),  # "Mac studio or nvidia for llama inference" is a compare
    ("我的3060能跑qwen吗", "Qwen3 8B"),
    ("can my 4060 ti run gemma?", "Gemma 3 12B"),
    ("我的4090能跑llama嗎", "Llama 3.1 8B"),
])
def test_a_family_with_no_size_is_its_common_size_said(advisor, text, model):
    q = advisor.ask(text)
    assert q.read_as.command == "fits" and q.read_as.model is not None and q.read_as.model.name == model
    assert "ask.note.family-common" in _keys(q)


@pytest.mark.parametrize("lang", ["en", "zh_Hans"])
def test_the_common_size_note_names_the_current_sizes_never_llama_2(advisor, lang):
    out = _out(advisor.ask("can a 4090 run llama" if lang == "en" else "我的4090能跑llama吗"), lang)
    assert "Llama 3.3 70B" in out and "Llama 2" not in out, out


def test_a_ranking_for_a_family_names_its_current_sizes(advisor):
    q = advisor.ask("best gpu for llama under 1000")
    note = next(n for n in q.read_as.notes if n.key == "ask.note.family-unsized")
    sizes = [s.value for s in note.params["sizes"].items]
    assert "Llama 3.1 8B" in sizes and not any(s.startswith("Llama 2") for s in sizes), sizes


@pytest.mark.parametrize("typed", ["llama", "qwen", "gemma"])
def test_a_refused_family_suggests_its_newest_models_first(advisor, typed):
    with pytest.raises(UnknownModel) as err:
        advisor.llm_models.resolve(typed)
    first = err.value.suggestions[0]
    assert not first.startswith(("Llama 2", "Qwen2.5", "Gemma 2")), err.value.suggestions


# -- 3. a bare size one well-known MoE has: that model, said --------------------------------------------------

@pytest.mark.parametrize(("text", "model"), [
    ("what gpu for 120b", "gpt-oss 120b"),
    ("我有两张3090能跑120b吗", "gpt-oss 120b"),
    ("can a 5090 with 64gb ram run 235b?", "Qwen3 235B-A22B"),
    ("how much vram for 480b", "Qwen3-Coder 480B-A35B"),
])
def test_a_bare_size_of_one_well_known_moe_is_that_model(advisor, text, model):
    q = advisor.ask(text)
    assert q.read_as.model is not None and q.read_as.model.name == model, q.read_as.model
    assert "ask.note.size-known" in _keys(q)


def test_the_follow_up_120b_after_llama_70b_is_gpt_oss(advisor):
    first = advisor.ask("my 2 3090s — can they run llama 70b?")
    q = advisor.ask("and 3 of them for 120b?", context=first)
    assert q.read_as.model.name == "gpt-oss 120b" and q.read_as.gpus == 3


@pytest.mark.parametrize("text", ["how much vram for a 70b model", "can a 3090 run 32b", "8b on a 3060?"])
def test_a_size_several_families_have_stays_a_size(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.model is not None and q.read_as.model.name.endswith("B") and " " not in q.read_as.model.name


@pytest.mark.parametrize("text", ["can 3 3090s run a dense 120b model", "120b稠密模型能在3张3090上跑吗",
                                  "a 120b dense model on 3 3090s"])
def test_a_dense_size_said_is_never_the_moe(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.model is not None and "gpt-oss" not in q.read_as.model.name
    assert advisor.llm_models.resolve("120b dense").kind == "size"


# -- 4. MiniMax-M2 and GLM: rows of the table, never a chip ----------------------------------------------------

@pytest.mark.parametrize(("text", "model"), [
    ("can I run minimax m2 on 4 3090s", "MiniMax-M2"),
    ("best mac for minimax m2", "MiniMax-M2"),
    ("MiniMax M2 需要多少显存", "MiniMax-M2"),
    ("glm 4.6 on a mac studio 512gb?", "GLM-4.6"),
    ("GLM-4.5-Air on 2x 3090", "GLM-4.5-Air"),
    ("glm air on a 5090 with 128gb ram", "GLM-4.5-Air"),
    ("能用两张4090跑glm 4.6吗", "GLM-4.6"),
    ("glm-4.5 fp8 on 8x h100", "GLM-4.5"),
])
def test_minimax_m2_and_glm_are_models_of_the_table(advisor, text, model):
    q = advisor.ask(text)
    assert q.read_as.model is not None and q.read_as.model.name == model, q.read_as.model
    assert not any(c.startswith("Apple M2") or "(M2" in c for c in q.read_as.cards), q.read_as.cards


@pytest.mark.parametrize(("name", "total", "active"), [("MiniMax-M2", 230, 10), ("GLM-4.5", 355, 32),
                                                       ("GLM-4.5-Air", 106, 12), ("GLM-4.6", 355, 32)])
def test_the_new_rows_are_moes_of_their_published_sizes(advisor, name, total, active):
    arch = advisor.llm_models.resolve(name)
    assert abs(arch.params / 1e9 - total) / total < 0.02  # counted from the config (MTP layers left out)
    assert arch.active_params is not None and abs(arch.active_params / 1e9 - active) / active < 0.15


# -- 5. machines of several cards: the cards in all ------------------------------------------------------------

@pytest.mark.parametrize(("text", "total"), [
    ("2 nodes with 8 H100 each, can I fine-tune llama 70b?", 16),
    ("三个节点一个节点八台gpu 能跑deepseek吗", 24),
    ("三个节点，每个节点8张A100，能全参微调qwen 72b吗", 24),
    ("3 nodes x 8 a100 for deepseek v3", 24),
    ("4 machines each with 2 3090s, can they run qwen3 235b?", 8),
    ("我有2台机器，每台8张4090，能跑deepseek r1吗", 16),
    ("兩台伺服器各8卡H100，能跑deepseek嗎", 16),
])
def test_machines_of_several_cards_are_counted_in_all(advisor, text, total):
    q = advisor.ask(text)
    if total > 16 and q.read_as.cards:  # past one rig (fix27b, break26 #4): fitted on one machine, the total said
        note = next(n for n in q.read_as.notes if n.key == "ask.nodes-per-node")
        assert note.params["total"].value == total and q.read_as.gpus == note.params["each"].value
        return
    assert q.read_as.gpus == total, (q.read_as.gpus, q.read_as.cards)
    assert "ask.nodes-count" in _keys(q)


@pytest.mark.parametrize("text", ["i have 2 3090s", "8 h100 for 2 weeks", "2 machines, one with a 3090",
                                  "两台电脑，一台3090"])
def test_no_nodes_are_read_where_none_are_said(text):
    assert nodes_said(text) is None


@pytest.mark.parametrize("lang", ["en", "zh_Hans", "zh_Hant"])
def test_the_nodes_reading_is_said(advisor, lang):
    out = _out(advisor.ask("3 nodes x 8 a100 for deepseek v3"), lang)
    assert "24" in out
    if lang != "en":
        assert "machines of" not in out, out
