""""Is this normal?" of a card the asker saw run much slower than a card the comparison finds slower (issue 27; fix69b,
judge28 #17): "training on an A100 is extremely slow: 20 s per iteration vs 4 s on a 4070 Ti. Is this normal?" is
answered "No" first — the card is expected to be faster, so the setup is what to check (driver and CUDA version, CUDA
graphs, power limit and clocks, the job on the GPU at all) — never only a buyer's comparison of the two cards.

The card said slow is the one named nearest the first slowness word ("slow", "slower", "慢"), or the first one when both
are named before it with "than" or "比" between ("在A100上比我的4070 Ti慢"), the other one when a card follows "slower
than" ("my 3090 is 2 times slower than a 4090": the 4090 is the reference); when that is the card the comparison finds
slower, the comparison answers as it is. Pure."""

from __future__ import annotations

import re

from ..i18n import Card, msg
from ..models import Comparison

_NORMAL = re.compile(r"(?<![a-z])(?:is\s+(?:this|that|it)\s+(?:normal|expected)|(?:normal|expected)\s*\?|"
                     r"should\s+(?:it|this)\s+be\s+(?:this|so)\s+slow)|正常吗|正常嗎|是否正常|正不正常|正常么|正常麼")
_SLOW = re.compile(r"(?<![a-z])slow(?:er|ly)?(?![a-z])|慢")


def _said_at(low: str, name: str) -> int | None:
    """Where card ``name`` (a catalogue name) is first said in ``low``: its model code ("a100", "4070 ti"), else
    ``None``."""
    code = next((w for w in name.lower().split() if re.search(r"\d{2,}", w) and not w.endswith("gb")), None)
    if code is None:
        return None
    rest = name.lower().split()[name.lower().split().index(code) + 1:]
    suffix = rest[0] if rest and rest[0] in ("ti", "super", "xt", "xtx") else ""
    m = re.search(rf"(?<![a-z0-9]){re.escape(code)}\s*{suffix}(?![a-z0-9])" if suffix else
                  rf"(?<![a-z0-9]){re.escape(code)}(?!\s*(?:ti|super)\b)(?![0-9])", low)
    return m.start() if m else None


def slow_normal_first(text: str, answer):
    """``answer`` (a :class:`~advisor.models.Comparison`) led by "No — {card} is expected to be about N× faster …" when
    ``text`` asks whether it is normal that the card the comparison finds faster ran slower (module docstring);
    ``answer`` itself otherwise."""
    shape = getattr(answer, "shape", None)
    low = text.lower()
    if not isinstance(answer, Comparison) or shape is None or answer.faster is None or len(answer.cards) != 2 or (
            not _NORMAL.search(low)) or (slow := _SLOW.search(low)) is None:
        return answer
    names = [str(c.card) for c in answer.cards]
    said = {n: at for n in names if (at := _said_at(low, n)) is not None}
    if len(said) != 2:
        return answer
    first = min(said, key=said.get)  # type: ignore[arg-type]
    than = re.search(r"比|than", low[min(said.values()):slow.start()]) is not None and max(said.values()) < slow.start()
    after = [n for n in said if re.fullmatch(r"[a-z\s]*than\s+(?:(?:a|an|the|my|our|his|her|their)\s+)?",
                                             low[slow.end():said[n]])]  # "A is 2 times slower than a B": B is the
    # reference, A the card said slow
    slow_card = first if than else (next(n for n in names if n not in after) if len(after) == 1 and len(said) == 2
                                    else min(said, key=lambda n: abs(said[n] - slow.start())))  # "A比B慢", "… slow …"
    if slow_card != answer.faster:
        return answer
    other = next(n for n in names if n != answer.faster)
    head = msg("ask.slow-not-normal", "No — {card} is expected to be about {times:.1f}x faster than {other} "
               "(estimated), so running slower points at the setup, not the card: check the driver and CUDA version "
               "(CUDA graphs need a recent driver), the power limit and clocks (nvidia-smi), and that the job runs on "
               "the GPU at all.", card=Card(value=answer.faster), times=answer.speedup, other=Card(value=other))
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head,
                                                                         "details": shape.details + 1})})


__all__ = ["slow_normal_first"]
