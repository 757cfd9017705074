"""The support fact first when the question asks whether the card works (issue 28 §1, fix36c): "will a 5090 work
with pytorch?", "is the rtx 5080 supported?", "5080能用pytorch吗" were answered with the card's used price above its
launch MSRP before the Blackwell line (CUDA 12.8 / PyTorch 2.7) that answers them. For such a question the card's
compatibility facts (``compat.*`` rules) lead the deciding facts, the price after them; other questions keep the
order their answer gave (the MSRP fact first for "is it worth it used", :mod:`advisor.msrp_said`). Pure."""

from __future__ import annotations

import re

SUPPORT_ASKED = re.compile(
    r"(?<![a-z])(?:works?|working|run|runs|supports?|supported|compatible|compatibility)(?![a-z])[^.?!]{0,40}"
    r"(?:pytorch|torch|cuda|tensorflow|jax|comfyui|automatic1111|a1111|diffusers|ollama|vllm|llama\.cpp|drivers?)|"
    r"(?:pytorch|torch|cuda|tensorflow|jax|comfyui|diffusers|ollama|vllm|drivers?)[^.?!]{0,30}(?<![a-z])"
    r"(?:works?|supports?|supported|compatible)(?![a-z])|(?:is|are)\s+(?:it|they|the\s+\S+(?:\s+\S+)?)\s+"
    r"(?:supported|compatible)|(?:will|does|do|can)\s+(?:it|the\s+\S+(?:\s+\S+)?|an?\s+\S+(?:\s+\S+)?|\S+)\s+"
    r"(?:work|run)(?![a-z])|能用|能不能用|可以用|支持|支援|兼容|相容|能跑|跑得了|跑得动|跑得動")
"""Words asking whether a card works with the software ("will a 5090 work with pytorch?", "is the 5080 supported",
"5080能用pytorch吗", "5090支持cuda吗")."""


def support_first(text: str, answer):
    """``answer`` with its ``compat.*`` deciding facts first when ``text`` asks whether the card works (module
    docstring); ``answer`` itself otherwise."""
    shape = getattr(answer, "shape", None)
    if shape is None or not SUPPORT_ASKED.search(text.lower()):
        return answer
    support = [c for c in shape.decides if c.rule_id.startswith("compat.")]
    if not support or shape.decides[:len(support)] == support:
        return answer
    decides = [*support, *[c for c in shape.decides if not c.rule_id.startswith("compat.")]]
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": decides})})


__all__ = ["SUPPORT_ASKED", "support_first"]
