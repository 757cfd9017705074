"""Unsloth's dynamic GGUF levels (fix84a #3, break48 L5): "Q8_K_XL gguf qwen 30b a3b on 4090" was refused ("Unknown
precision 'q8 k'"), "UD-Q4_K_XL", "Q2_K_XL", "IQ2_XXS-UD" read as a plain level without a word. Each is read as its
base level — the llama.cpp level whose file it matches in size — and the read-as line says so.

Unsloth's Dynamic 2.0 GGUFs (https://docs.unsloth.ai/basics/unsloth-dynamic-v2.0-ggufs) choose the quant type of
each layer per model, some layers kept at more bits and others at fewer, so a ``_K_XL`` file is about its base
level's size: Unsloth's own figure for Gemma 3's Q3_K_XL is 2 % more disk space than the plain level (Daniel Han's
Dynamic v2.0 announcement on r/LocalLLaMA, linked from that page), and Unsloth answered that its MiniMax-M2.1
Q4_K_XL (131 GB) being smaller than Q4_K_M (138 GB) is normal, "XL is the suffix for unsloth's UD quants"
(https://huggingface.co/unsloth/MiniMax-M2.1-GGUF/discussions/7). So ``Qn_K_XL`` is read as ``Qn_K_M`` (n = 3–5),
``Q2_K_XL`` as ``Q2_K``, ``Q6_K_XL`` as ``Q6_K`` and ``Q8_K_XL`` as ``Q8_0`` (llama.cpp has no Q8_K file level); a
``UD-`` prefix or ``-UD`` suffix on any level ("UD-IQ2_XXS", "IQ2_XXS-UD") is that level. Pure: no I/O.
"""

from __future__ import annotations

from ..i18n import Text, UserText, msg
from .dynamic_level import DYNAMIC, base_level
from .models import Question
from .read_as_line import read_as_message


def dynamic_noted(q: Question) -> Question:
    """``q`` with a read-as note for each Unsloth dynamic level its question names (:data:`DYNAMIC`): the level it
    was sized as and why; ``q`` itself when none is named or no read-as line carries notes."""
    read_as = q.read_as
    if read_as is None or read_as.precision is None:
        return q
    said = [m.group(0) for m in DYNAMIC.finditer(q.text)]
    if not said:
        return q
    typed = said[0]
    note = msg("ask.note.dynamic-quant", "“{typed}” is one of Unsloth's dynamic GGUF levels, read as {level}: its "
               "file is about that level's size (some layers kept at more bits, others at fewer).",
               typed=UserText(value=typed), level=Text(value=base_level(typed).upper()))
    read_as = read_as.model_copy(update={"notes": [*read_as.notes, note]})
    if q.reply is not None and q.reply.key.startswith("ask.read-as"):
        return q.model_copy(update={"read_as": read_as, "reply": read_as_message(read_as)})
    return q.model_copy(update={"read_as": read_as})


__all__ = ["dynamic_noted"]
