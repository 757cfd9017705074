"""Unsloth's dynamic GGUF levels as typed, read as the llama.cpp level each is sized as (fix84a #3): the reading's
half of :mod:`advisor.ask.dynamic_quant`, which documents the sources. Pure: no I/O."""

from __future__ import annotations

import re

_SEP = r"[_\s-]"
DYNAMIC = re.compile(rf"(?<![a-z0-9])(?:ud{_SEP}(i?q[1-8](?:{_SEP}(?:k|0|1|xxs|xs|s|m|l|nl|xl))*)|"
                     rf"(q[1-8]{_SEP}k{_SEP}xl)|(i?q[1-8](?:{_SEP}(?:k|0|1|xxs|xs|s|m|l|nl))*){_SEP}ud)(?![a-z0-9])",
                     re.IGNORECASE)
"""An Unsloth dynamic level as typed ("UD-Q4_K_XL", "Q8_K_XL", "IQ2_XXS-UD", "ud q2 k xl")."""
_XL = {"2": "q2_k", "3": "q3_k_m", "4": "q4_k_m", "5": "q5_k_m", "6": "q6_k", "8": "q8_0"}
"""The llama.cpp level a ``Qn_K_XL`` file is read as, by its bits (module docstring)."""


def base_level(level: str) -> str:
    """``level`` as written (lower case, "ud-q4_k_xl", "q8_k_xl", "iq2_xxs-ud") as the llama.cpp level it is sized as
    (``q4_k_m``, ``q8_0``, ``iq2_xxs``); any other level unchanged."""
    low = re.sub(r"[\s-]", "_", level.lower())
    if not re.search(r"^ud_|_ud$|_xl$", low):
        return level  # no dynamic level: as it was ("4-bit", "q4_k_m")
    low = re.sub(r"^ud_|_ud$", "", low)
    m = re.fullmatch(r"q([1-8])_k_xl", low)
    if m is not None:
        return _XL.get(m.group(1), low)
    return low


__all__ = ["DYNAMIC", "base_level"]
