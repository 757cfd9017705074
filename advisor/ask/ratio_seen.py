"""A speed ratio an owner sees between two cards, told against the one to expect (break29 #7: "my 3060 is 10x slower
than a 4090 in training, is that normal?" got "4090 ≈ 5.5x faster" and no word on the 10x seen).

When a comparison of two cards states a ratio ("10x slower", "3 times faster", "相差10倍", "慢了10倍") and asks
whether it is normal (:data:`advisor.ask.measured_own.NORMAL_ASKED`) or is the asker's own ("my", "我的"), the
answer leads with the verdict: about what the comparison's figure says (within :data:`NEAR` either way) is normal;
more than that means the slower run loses time outside the card (its data pipeline, a batch or precision that
differs between the two runs), less that the faster card is held back (it waits for data, or the batch is too small
to fill it). The comparison's own headline follows: the figure, its measure (training throughput or LLM decode) and
whether it is estimated. Pure.
"""

from __future__ import annotations

import re
from typing import Any

from ..i18n import Number, msg
from ..models import Comparison
from ..wording import card_param, join
from .measured_own import NORMAL_ASKED

RATIO = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d+)?)\s*(?:x|×|times)\s+(?:slower|faster|as\s+(?:slow|fast)|"
                   r"quicker|less|more)(?![a-z])|"
                   r"(?:相差|相差了|差了?|慢了?|快了?)\s*(\d{1,3}(?:\.\d+)?)\s*倍|"
                   r"(?<![\d.])(\d{1,3}(?:\.\d+)?)\s*倍(?:的)?(?:差距|差|慢|快)?")
"""A speed ratio as people write it ("10x slower", "3 times faster", "相差10倍", "慢了3倍")."""
SEEN = re.compile(r"(?<![a-z])(?:my|mine|i\s+get|i'm\s+getting|i\s+am\s+getting|we\s+get)(?![a-z])|我的|我们的|我們的|"
                  r"我(?:这|這)")
"""The ratio is the asker's own ("my 3060 is …", "我的 3060 …")."""
NEAR = 1.3
"""A ratio within this factor of the expected one is normal (a product choice: published runs of one card differ by
up to 1.4x, :mod:`advisor.ask.measured`; an estimate across architectures by as much)."""


def _stated(text: str) -> float | None:
    m = RATIO.search(text)
    if m is None:
        return None
    value = float(next(g for g in m.groups() if g is not None))
    return value if value > 1 else None


def ratio_seen_first(text: str, answer: Any) -> Any:
    """``answer`` led by the verdict on the ratio the asker sees between its two cards (module docstring); else as
    it is."""
    shape = getattr(answer, "shape", None)
    if shape is None or not isinstance(answer, Comparison) or answer.faster is None or answer.speedup <= 1:
        return answer
    low = text.lower()
    if not (NORMAL_ASKED.search(low) or SEEN.search(low)):
        return answer
    stated = _stated(low)
    if stated is None:
        return answer
    slower = next((c.card for c in answer.cards if c.card != answer.faster), None)
    if slower is None:
        return answer
    expected = round(answer.speedup, 1)
    measure = (msg("ask.ratio.decode", "LLM decode (tokens/s)") if answer.measure == "decode"
               else msg("ask.ratio.training", "training"))
    params: dict = dict(stated=Number(value=stated), expected=Number(value=expected), measure=measure,
                        faster=card_param(answer.faster), slower=card_param(slower))
    if stated > expected * NEAR:
        params["lost"] = Number(value=round(stated / expected, 1))
        line = msg("ask.ratio.more", "No: for {measure}, {faster} is about {expected:g}x as fast as {slower}, so "
                   "{stated:g}x is about {lost:g}x more than the cards explain. The slower run loses that outside the "
                   "card: a data loader or CPU it waits for, a batch or precision that differs between the two runs "
                   "(mixed precision on both), data or layers left on the CPU. Compare them at the same batch, "
                   "precision and data pipeline.", **params)
    elif stated * NEAR < expected:
        line = msg("ask.ratio.less", "{stated:g}x is less than the about {expected:g}x to expect for {measure} "
                   "between {faster} and {slower}: {faster} is held back, most often waiting for data or at a batch "
                   "too small to keep it busy.", **params)
    else:
        line = msg("ask.ratio.normal", "Yes: about {expected:g}x is what to expect for {measure} between {faster} "
                   "and {slower}, so {stated:g}x is normal.", **params)
    ranking = [r for r in shape.ranking if r.role != "upgrade"]
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": join([line, shape.headline]),
                                                                         "ranking": ranking})})


__all__ = ["ratio_seen_first"]
