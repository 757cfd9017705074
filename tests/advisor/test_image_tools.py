"""An image owner's lever is the one of the tool their question names, and a card too small even with its levers
names the card to buy (issue 28, U01) — a kind, in English and Chinese."""

from __future__ import annotations

import pytest

from advisor.cli.render import View, render_verdict
from advisor.image_tools import tool_named
from said import said


@pytest.mark.parametrize(("text", "tool"), [
    ("the stable diffusion notebook only runs on my CPU", "diffusers"),
    ("my diffusers script runs out of memory", "diffusers"),
    ("running SDXL in a jupyter notebook", "diffusers"),
    ("ComfyUI in a Colab notebook runs out of memory", "comfyui"),
    ("automatic1111 crashes with out of memory", "a1111"),
    ("the webui says CUDA out of memory", "a1111"),
    ("my 4070 runs out of memory with SDXL", None),
    ("my gaming notebook has a 3060", None),
])
def test_the_tool_a_question_names_is_read(text, tool):
    assert tool_named(text) == tool


def _levers(answer) -> str:
    return " ".join(said(c.message) for c in answer.shape.caveats) + " " + " ".join(
        said(r.message) for r in answer.owner.job_levers)


@pytest.mark.parametrize(("tool", "present", "absent"), [
    ("in a jupyter notebook with diffusers", "enable_model_cpu_offload", "--medvram"),
    ("in ComfyUI", "--novram", "enable_model_cpu_offload"),
    ("in automatic1111", "--medvram or --lowvram", "ComfyUI"),
    ("", "in ComfyUI", "--novram"),
])
def test_an_image_owners_offload_lever_is_the_named_tools(advisor, tool, present, absent):
    """The lever that parts of the model wait in system RAM is said in the tool named (a WebUI flag never told to a
    notebook's owner); with no tool named, each tool's lever in one sentence."""
    q = advisor.ask(f"my 4070 keeps running out of memory with SDXL {tool}, what can I do?")
    assert q.read_as.job == "image-gen", q.read_as
    levers = _levers(q.answer)
    assert present in levers and absent not in levers, levers


def test_a_card_too_small_even_with_levers_says_so_and_names_the_card_to_buy(advisor):
    """U01: a 3 GB 1060 running a Stable Diffusion notebook is told that no lever makes it usable, the free notebooks
    and the card to buy with its price — and no AUTOMATIC1111 flag (--lowvram, --no-half) for a notebook."""
    q = advisor.ask("I have a GTX 1060 3GB and the stable diffusion notebook only runs on my CPU - how do I get it "
                    "onto the GPU?")
    head = said(q.answer.shape.headline)
    step = q.answer.owner.upgrades[0]
    assert "Colab" in head and "No lever" in head and step.card in head and "225" in head, head
    en = render_verdict(q.answer, View(language="en", width=80))
    assert "--no-half" not in en and "torch_dtype=torch.float16" in en, en
    assert "Helps this job: --lowvram" not in en and "sequential_cpu_offload" in _levers(q.answer)
    zh = render_verdict(q.answer, View(language="zh_Hans", width=80))
    assert "二手" in zh and "No lever" not in zh and "Colab" in zh, zh
    o = advisor.why("rtx 3060", own=True, job="image-gen").owner  # a card that runs the job: no buy sentence
    assert "No lever" not in said(o.runs[0])


@pytest.mark.parametrize("text", ["the notebook has an RTX 3060 laptop GPU and SDXL runs out of memory",
                                  "my gaming notebook with a 4060 runs out of memory in stable diffusion"])
def test_a_laptop_called_a_notebook_names_no_tool(text):
    assert tool_named(text) is None


def test_a_notebook_that_runs_is_a_laptop_too():
    assert tool_named("my notebook runs SD slowly") is None
