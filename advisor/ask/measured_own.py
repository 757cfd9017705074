"""An owner's measured speed, told against the estimate (break26 #13: "my rig: 2x 3090 … getting 9 t/s, is that
normal or should I buy a third 3090?" got an estimate and no word on the 9 measured).

When an owner's fit states a decode speed (:func:`advisor.ask.measured._speeds`) and asks whether it is normal
(:data:`NORMAL_ASKED`), the answer leads with the figure against the estimate for the cards had (``Advisor.fits``
on them when the question adds cards, :mod:`advisor.ask.add_second`): normal at or above :data:`SLOWER` of the
estimate (above it, the estimate counts the context full and every layer it offloads), else slower than expected and
the likely cause (layers left on the CPU). Pure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..errors import AdvisorError
from ..i18n import Quantity, msg
from ..wording import card_param, join
from .add_second import _added
from .measured import _speeds

if TYPE_CHECKING:
    from ..api import Advisor

NORMAL_ASKED = re.compile(r"(?<![a-z])(?:normal|expected|to\s+be\s+expected|reasonable|typical|about\s+right|"
                          r"too\s+slow|slow\s+for)(?![a-z])|正常|合理|太慢|慢吗|慢嗎")
"""Whether a stated speed is what the cards should give is asked ("is that normal", "正常吗")."""
SLOWER = 0.67
"""A measured speed under this share of the estimate is slower than expected (a product choice: published runs of
one card differ by up to 1.4x, :mod:`advisor.ask.measured`)."""


def _had_speed(advisor: Advisor, read_as: Any, answer: Any, had: int) -> float | None:
    """The decode estimate on the cards had (``had`` of ``read_as.cards[0]``), or ``None``."""
    rig = answer.rig
    if had != (read_as.gpus or 1):
        card = read_as.cards[0]
        try:
            rig = advisor.fits(read_as.model.name, task=answer.task, precision=read_as.precision,
                               context=answer.context_tokens, market=answer.market.id,
                               card=f"{had}x {card}" if had > 1 else card, ram=read_as.ram_gb).rig
        except AdvisorError:
            return None
    speed = getattr(rig, "speed", None)
    return speed.tok_s if speed is not None and speed.tok_s else None


def measured_first(advisor: Advisor, text: str, read_as: Any, answer: Any) -> Any:
    """``answer`` led by the owner's measured speed against the estimate (module docstring); else as it is."""
    shape = getattr(answer, "shape", None)
    low = text.lower()
    if (shape is None or getattr(answer, "rig", None) is None or read_as.command != "fits" or not read_as.own
            or read_as.model is None or len(read_as.cards) != 1 or not NORMAL_ASKED.search(low)):
        return answer
    said = _speeds(text)
    had = (read_as.gpus or 1) - _added(low)
    if not said or had < 1:
        return answer
    gives = _had_speed(advisor, read_as, answer, had)
    if gives is None:
        return answer
    stated = said[0]
    params = dict(stated=Quantity(value=stated, unit="tok/s", digits=1), model=card_param(answer.model.name),
                  gives=Quantity(value=gives, unit="tok/s", digits=1),
                  rig=msg("compare.several.side", "{count} x {card}", count=had, card=card_param(read_as.cards[0]))
                  if had > 1 else card_param(read_as.cards[0]))
    if stated >= gives:
        line = msg("ask.measured.above", "Your {stated} on {model} is normal for your {rig}: at or above the estimate "
                   "here (about {gives}), which counts the context full and any layers in system RAM.", **params)
    elif stated >= SLOWER * gives:
        line = msg("ask.measured.normal", "Your {stated} on {model} is normal for your {rig}: the estimate here is "
                   "about {gives}.", **params)
    else:
        line = msg("ask.measured.slow", "Your {stated} on {model} is slower than expected for your {rig} (about "
                   "{gives} here): the usual cause is layers left on the CPU; llama.cpp's log says how many it "
                   "offloaded (--n-gpu-layers).", **params)
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": join([line, shape.headline])})})


__all__ = ["NORMAL_ASKED", "measured_first"]
