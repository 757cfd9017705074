"""A reading of the card's own telemetry asked about (issue 28 §2; fix70b, newuser28 #6): "nvidia-smi shows 450W /
450W and 23800MiB / 24564MiB while running llama … is that ok?", "显存 23.5/24G 占满了，功耗 350W/350W，正常吗".

A draw at (or within 10 % of) the power limit it is shown beside ("450W / 450W") is the card working at its limit, as
it does under full load; memory at 85 % or more of the card's ("23800MiB / 24564MiB") is what inference engines do —
llama.cpp, vLLM, Ollama and ExLlama allocate the model and its KV cache up front, vLLM 90 % of the card by default
(its ``--gpu-memory-utilization`` 0.9, docs.vllm.ai engine arguments). Both are answered "normal" first, with what
would be a real problem (the card throttling for heat, out-of-memory errors), never a buyer's ranking
(:func:`telemetry_reply`, the reply before any answer). Pure."""

from __future__ import annotations

import re

from ..i18n import Number, msg
from ..wording import join
from .word_gate import needs

POWER_LIMIT_SHARE = 0.9
"""A draw within 10 % of its power limit is "at the limit" (nvidia-smi shows the draw beside the enforced cap)."""
MEMORY_FULL_SHARE = 0.85
"""Memory at 85 % of the card or more is "nearly full" (vLLM alone reserves 90 %: ``--gpu-memory-utilization`` 0.9)."""

_POWER = re.compile(r"(?<![\d.])(\d{2,4})\s*w\s*/\s*(\d{2,4})\s*w(?![a-z])")
"""A draw and its cap as nvidia-smi prints them ("450W / 450W"), or as people copy them ("350w/350w")."""
_UNIT = r"(mib|mb|gib|gb|g|m)"
_MEMORY = re.compile(rf"(?<![\d.])(\d{{1,6}}(?:\.\d+)?)\s*{_UNIT}?\s*/\s*(\d{{1,6}}(?:\.\d+)?)\s*{_UNIT}(?![a-z])")
"""Memory used over the card's ("23800MiB / 24564MiB", "23.5/24 GB", "22g/24g")."""
_ASKED = re.compile(r"(?<![a-z])(?:ok|okay|normal|fine|safe|healthy|expected|bad|wrong|problem|concern(?:ed|ing)?|"
                    r"worr(?:y|ied)|too\s+(?:much|high|hot))(?![a-z])|\?|？|正常|没问题|沒問題|有问题|有問題|要紧|要緊|"
                    r"危险|危險|怎么回事|怎麼回事")
"""The reading asked about: is it fine, normal, a problem."""
_MEMORY_WORDS = re.compile(r"(?<![a-z])(?:mib|vram|memory|mem)(?![a-z])|显存|顯存|内存|記憶體")


def _gib(value: float, unit: str | None, other: str | None) -> float:
    """``value`` in GiB: MiB/MB (or a bare figure over 512 beside one) divided by 1024."""
    u = unit or other or ""
    return value / 1024 if u in ("mib", "mb", "m") or (not u and value > 512) else value


def readings(low: str) -> tuple[tuple[float, float] | None, tuple[float, float] | None]:
    """The power reading ``(draw W, cap W)`` at its limit and the memory reading ``(used GiB, total GiB)`` nearly full
    in ``low`` (the question in lower case), each ``None`` when not said or not at the limit (the shares above)."""
    power = next(((float(a), float(b)) for a, b in _POWER.findall(low)
                  if float(b) >= 30 and float(a) >= POWER_LIMIT_SHARE * float(b) and float(a) <= 1.1 * float(b)), None)
    memory = None
    if _MEMORY_WORDS.search(low) or re.search(r"\d\s*mib", low):
        for m in _MEMORY.finditer(low):
            used, total = _gib(float(m.group(1)), m.group(2), m.group(4)), _gib(float(m.group(3)), m.group(4), None)
            if 2 <= total <= 2048 and MEMORY_FULL_SHARE * total <= used <= total:
                memory = (used, total)
                break
    return power, memory


def telemetry_asked(text: str) -> bool:
    """Whether ``text`` asks about a reading of the card's own power or memory at its limit (module docstring)."""
    low = text.lower()
    power, memory = readings(low)
    return (power is not None or memory is not None) and _ASKED.search(low) is not None


@needs("/")  # a reading is said "450W / 450W", "23.5/24 GB": no slash, no reading (perf35)
def telemetry_reply(text: str):
    """The verdict on the card's own reading when ``text`` asks about one (module docstring) — normal, why, and what a
    real problem would look like, never a buyer's ranking (the card is had) — else ``None``."""
    if not telemetry_asked(text):
        return None
    power, memory = readings(text.lower())
    lines = []
    if power is not None:
        lines.append(msg("ask.telemetry.power", "{draw} W of {cap} W is normal: under full load a card draws up to its "
                         "power limit and holds it there; the limit, not the load, caps it.",
                         draw=Number(value=power[0]), cap=Number(value=power[1])))
    if memory is not None:
        lines.append(msg("ask.telemetry.memory", "{used} of {total} GB of memory in use is normal too: "
                         "inference engines (llama.cpp, Ollama, vLLM, ExLlama) load the model and set aside its KV "
                         "cache up front (vLLM takes 90% of the card by default), so the memory looks full even "
                         "when the job is small.", used=Number(value=round(memory[0], 1)),
                         total=Number(value=round(memory[1], 1))))
    lines.append(msg("ask.telemetry.problem", "A real problem would be: the GPU at 83 °C or more with its clocks "
                     "dropping (thermal throttling: nvidia-smi -q -d PERFORMANCE names the reason), out-of-memory "
                     "errors, or the speed falling over a long run."))
    return join(lines)


__all__ = ["readings", "telemetry_asked", "telemetry_reply"]
