"""An owner's out-of-memory report in a named tool gets that tool's levers first, upgrades after (issue 28, break17 #5):
"I have a 4070, ComfyUI runs out of memory with flux" was told what fits and a 16 GB card to buy; "my diffusers sdxl
script OOMs" was offered AUTOMATIC1111's ``--lowvram``; "jupyter notebook cuda out of memory on my 3080" heard only
"smaller batch with gradient accumulation".

The levers are rows of ``data/oom_levers.csv`` whose ``applies`` is the tool (each with its tool's own docs as
source):

- ``comfyui``: with FLUX named, a GGUF Q4_K/Q5_K or the NF4 FLUX.1 dev, the fp8 T5-XXL encoder (rows ``needs``
  ``flux``); always ``--lowvram``;
- ``a1111`` (AUTOMATIC1111's WebUI; Forge manages memory itself and gets none): ``--medvram``/``--lowvram``,
  ``--xformers``, and for SDXL the fp16-fix VAE (its wiki's Optimizations and Optimum SDXL Usage pages);
- ``diffusers`` (a diffusers script, or a notebook running an image job): ``torch_dtype=torch.float16,
  variant="fp16"``, ``enable_model_cpu_offload()``, ``vae.enable_tiling()``;
- ``notebook`` (Jupyter, Colab, Kaggle with no image job): free what dead cells hold (``del``, ``gc.collect()``,
  ``torch.cuda.empty_cache()``) or restart the kernel; then mixed precision (bf16 on a card with it, else fp16 with
  loss scaling) and a smaller batch with gradient accumulation — the training rows of the same table.

:func:`tool_oom_first` makes them the headline ("Out of memory in ComfyUI: before another card, …"), the card's own
overview a caveat after them, the upgrades the ranking below, and each lever, with what it saves, its cost and
its source, first among the owner's levers (``owner.levers``, shown with ``--verbose``). Pure: reads the
catalogue's table only.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..i18n import Message, Text, msg
from ..image_needs import find_generator
from ..models import Caveat, Lever
from ..wording import data_message, join
from .image_tool import OFFLOAD_KEYS

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

OOM = re.compile(r"out\s+of\s+(?:gpu\s+|cuda\s+|video\s+)?(?:memory|vram)|(?<![a-z])oom(?:s|ed|ing)?(?![a-z])|"
                 r"outofmemoryerror|爆显存|爆顯存|显存不足|顯存不足|显存不够|顯存不夠|显存溢出|顯存溢出", re.I)
"""An out-of-memory report, in English and Chinese."""
NOTEBOOK = re.compile(r"jupyter|ipynb|\bcolab\b|\bkaggle\b|notebook\s+(?:cell|kernel)s?|"
                      r"(?:cell|kernel)s?\s+(?:in|of)\s+(?:a|my|the)\s+notebook", re.I)
"""A Jupyter notebook (Colab, Kaggle): its kernel holds what its cells made. "Notebook" alone is no tool: it is also
a laptop ("my notebook runs out of memory with sdxl, rtx 3060 laptop")."""
DIFFUSERS = re.compile(r"diffusers|StableDiffusion(?:XL)?Pipeline|FluxPipeline|from_pretrained", re.I)
"""A diffusers script named by the library or a pipeline class."""
SCRIPT = re.compile(r"python\s+script|\.py\b", re.I)
"""A script: a diffusers script only on an image job ("predict.py" on a segmentation model is no diffusers)."""
A1111 = re.compile(r"automatic\s*1111|\ba1111\b|stable-diffusion-webui|\bsd\s*web\s*-?ui\b|秋叶", re.I)
"""AUTOMATIC1111's WebUI (not Forge, which manages memory itself)."""
IMAGE_JOBS = ("image-gen",)
"""The owner's jobs whose tool levers are the image tools'."""
TOOL_NAMES = {"comfyui": "ComfyUI", "diffusers": "diffusers", "a1111": "AUTOMATIC1111",
              "notebook": "a Jupyter notebook"}


def oom_tool(text: str, job: str | None) -> str | None:
    """The tool whose levers answer an out-of-memory report ``text`` on an owner's job ``job`` (module docstring):
    ``comfyui``, ``diffusers``, ``notebook``, or ``None`` (no report, or no such tool named)."""
    if not OOM.search(text):
        return None
    image = job in IMAGE_JOBS
    if re.search(r"comfy", text, re.I):
        return "comfyui"
    if re.search(r"\bforge\b", text, re.I):  # Forge manages memory itself: the WebUI's flags are no lever there
        return None
    if A1111.search(text):
        return "a1111"
    if DIFFUSERS.search(text) or (image and (NOTEBOOK.search(text) or SCRIPT.search(text))):
        return "diffusers"
    if NOTEBOOK.search(text):
        return "notebook"
    return None


def _rows(advisor: Advisor, tool: str, flux: bool, bf16: bool, sdxl: bool = False) -> list[dict[str, str]]:
    """The ``data/oom_levers.csv`` rows said for ``tool``, in order: its own rows (``needs`` ``flux`` or ``sdxl``
    only when that model is asked), then for a notebook the training rows of mixed precision (bf16 when the card has
    it, else fp16) and the smaller batch."""
    table = advisor.catalog.oom_levers
    asked = {"flux": flux, "sdxl": sdxl}
    own = [r for r in table if r["applies"] == tool and asked.get(r["needs"], True)]
    if tool != "notebook":
        return own
    extra = ("mixed-precision-bf16" if bf16 else "mixed-precision-fp16", "batch-accumulation")
    return own + [r for i in extra for r in table if r["id"] == i]


def _lever(r: dict[str, str]) -> Message:
    """A row's lever name as its data message."""
    return data_message(f"fact.oom_levers.{r['id']}.lever", r["lever"])


def tool_oom_first(advisor: Advisor, text: str, read_as: ReadAs, answer):
    """``answer`` (an owner's verdict on a card) headed by the levers of the tool its out-of-memory report names
    (:func:`oom_tool`), the card's own overview kept as the first deciding fact and its upgrades as the ranking;
    any other answer as it is."""
    owner, shape = getattr(answer, "owner", None), getattr(answer, "shape", None)
    if owner is None or shape is None:
        return answer
    tool = oom_tool(text, owner.job)
    if tool is None:
        return answer
    g = find_generator(text)
    flux = (g is not None and any(m.startswith("FLUX") for m in g.models)) or "flux" in text.lower()
    card = advisor.card(owner.card)
    row = advisor.rules.precision(card) if card is not None else None
    bf16 = row is not None and row["bf16"] == "1"
    sdxl = g is not None and any(m.startswith("SDXL") for m in g.models)
    rows = _rows(advisor, tool, flux, bf16, sdxl)
    if not rows:
        return answer
    headline = msg("ask.oom-tool", "Out of memory in {tool}: before another card, {levers}. Then, a card with "
                   "more memory:", tool=_tool_name(tool),
                   levers=join([_lever(r) for r in rows], "semicolon"))
    said = [Lever(id=r["id"], lever=_lever(r), saves=data_message(f"fact.oom_levers.{r['id']}.saves", r["saves"]),
                  cost=data_message(f"fact.oom_levers.{r['id']}.cost", r["cost"]), term=r["term"],
                  source=r["source_url"]) for r in rows]
    ids = {x.id for x in said}
    overview = Caveat(rule_id="owner.out-of-memory", weight=DECIDING_WEIGHT, message=shape.headline)
    # what the card runs: after the upgrades, short of room the first to go; the offload lever is said above
    caveats = [overview, *(c for c in shape.caveats if not _offload(c.message))]
    return answer.model_copy(update={
        "shape": shape.model_copy(update={"headline": headline, "caveats": caveats}),
        "owner": owner.model_copy(update={"levers": [*said, *(x for x in owner.levers if x.id not in ids)]})})


def _offload(m) -> bool:
    """Whether ``m`` says an image tool's offload lever (itself, or as its ``lever``): the headline says it now."""
    inner = getattr(m, "params", {}).get("lever")
    return m.key in OFFLOAD_KEYS or getattr(inner, "key", None) in OFFLOAD_KEYS


def _tool_name(tool: str) -> Message | Text:
    """The tool said: its own name, or "a Jupyter notebook"."""
    if tool == "notebook":
        return msg("ask.oom-tool.notebook", "a Jupyter notebook")
    return Text(value=TOOL_NAMES[tool])


__all__ = ["oom_tool", "tool_oom_first"]
