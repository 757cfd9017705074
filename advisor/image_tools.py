"""The tool an image generator is run in, and its own memory levers (issue 28, U01).

"--lowvram" is an AUTOMATIC1111 (and ComfyUI) flag: told to an owner who runs Stable Diffusion from a Jupyter
notebook or a diffusers script, it is a lever they cannot pull (the grader: "the stable diffusion notebook only runs
on my CPU" was told ``--lowvram`` and ``no --no-half``). So the lever that parts of the model wait in system RAM is
said in the tool the question names (:func:`tool_named`):

- ``diffusers`` (a notebook, a Python script, ``diffusers`` itself): ``pipe.enable_model_cpu_offload()``, or
  ``enable_sequential_cpu_offload()`` for the least GPU memory (much slower), with fp16 weights
  (``torch_dtype=torch.float16``) — Hugging Face's "Reduce memory usage" page;
- ``comfyui``: ``--lowvram``, ``--novram`` when that is not enough (ComfyUI's ``comfy/cli_args.py``);
- ``a1111`` (AUTOMATIC1111's WebUI, Forge): ``--medvram``/``--lowvram`` (its wiki's Optimizations page);
- none named: each tool's lever in one sentence, never one tool's flag as if it were the only one.
"""

from __future__ import annotations

import re

from .i18n import Message, Quantity, msg

DIFFUSERS_SOURCE = "https://huggingface.co/docs/diffusers/optimization/memory"
COMFYUI_SOURCE = "comfyanonymous/ComfyUI comfy/cli_args.py (--lowvram: 'Split the unet in parts to use less vram', " \
                 "--novram: 'When lowvram isn't enough')"
A1111_SOURCE = "https://github.com/AUTOMATIC1111/stable-diffusion-webui/wiki/Optimizations"

TOOLS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("comfyui", re.compile(r"comfy", re.I)),
    ("a1111", re.compile(r"automatic\s*1111|\ba1111\b|web\s*-?ui|\bforge\b|sd\.next|stable-diffusion-webui|"
                         r"秋叶", re.I)),
    ("diffusers", re.compile(r"diffusers|jupyter|ipynb|\bcolab\b|\bkaggle\b|(?:stable[\s-]?diffusion|\bsd|python)\s+"
                             r"notebook|python\s+script|\.py\b|StableDiffusion(?:XL)?Pipeline|from_pretrained", re.I)),
)
"""Each tool and the words that name it, the more specific first: ComfyUI or the WebUI run in a Colab notebook are
that tool; a notebook or script otherwise runs diffusers (product reading). "Notebook" alone is no tool: it is
also a laptop ("my notebook runs SD slowly")."""


def tool_named(text: str) -> str | None:
    """The image tool ``text`` names (``comfyui``, ``a1111``, ``diffusers``), or ``None``."""
    return next((tool for tool, words in TOOLS if words.search(text)), None)


def offload_lever(tool: str | None, memory_gb: float, medvram_gb: float | None) -> tuple[Message, str] | None:
    """The lever that parts of the model wait in system RAM, in ``tool`` (module docstring), on a card of
    ``memory_gb`` GB, with its source; ``medvram_gb``: the memory AUTOMATIC1111's ``--medvram`` needs (GB), under
    which only the slowest offload of each tool is said. ``None`` for ``a1111`` (its own table row stays)."""
    small = medvram_gb is not None and memory_gb < medvram_gb
    need = Quantity(value=medvram_gb or 0.0, unit="GB")
    if tool == "a1111":
        return None
    if tool == "diffusers":
        if small:
            return msg("jobs.lever.diffusers.small", "in diffusers, pipe.enable_sequential_cpu_offload() (the least "
                       "GPU memory: the model waits in system RAM, much slower) with fp16 weights "
                       "(torch_dtype=torch.float16)"), DIFFUSERS_SOURCE
        return msg("jobs.lever.diffusers", "in diffusers, pipe.enable_model_cpu_offload() (parts of the model wait in "
                   "system RAM: slower), or enable_sequential_cpu_offload() for the least memory, with fp16 weights "
                   "(torch_dtype=torch.float16)"), DIFFUSERS_SOURCE
    if tool == "comfyui":
        return msg("jobs.lever.comfyui", "ComfyUI's --lowvram (parts of the model wait in system RAM: slower), "
                   "--novram when that is not enough"), COMFYUI_SOURCE
    if small:
        return msg("jobs.lever.offload-tools.small", "parts of the model in system RAM (much slower): --lowvram in "
                   "AUTOMATIC1111 (its --medvram needs about {need}) and in ComfyUI, "
                   "pipe.enable_sequential_cpu_offload() in diffusers", need=need), A1111_SOURCE
    return msg("jobs.lever.offload-tools", "parts of the model in system RAM (slower, less memory): --medvram or "
               "--lowvram in AUTOMATIC1111, --lowvram in ComfyUI, pipe.enable_model_cpu_offload() in diffusers"), \
        A1111_SOURCE


def keep_half(tool: str | None) -> Message:
    """How fp16 weights are kept in ``tool``: "no --no-half" in AUTOMATIC1111, ``torch_dtype=torch.float16`` in
    diffusers, each tool's way when none is named."""
    if tool == "a1111":
        return msg("jobs.half.a1111", "no --no-half")
    if tool == "diffusers":
        return msg("jobs.half.diffusers", "torch_dtype=torch.float16 in from_pretrained")
    if tool == "comfyui":
        return msg("jobs.half.comfyui", "fp16 checkpoints")
    return msg("jobs.half.any", "no --no-half in AUTOMATIC1111, torch_dtype=torch.float16 in diffusers")
