"""SD 1.5 figures standing in for SDXL, said where they do (fix57d #2: "我的3060和4070比，跑sdxl快多少" and
"3060 or 4060 for sdxl" were answered with Stable Diffusion 1.5's it/s at 512x512 — "For Stable Diffusion, the
GeForce RTX 4070 is 94% faster: it/s (SD 1.5 …)" — and no word that SDXL's own figures are another, slower thing).

A question that names SDXL (the reader's ``generator``, in any of SDXL's names: "stable diffusion xl" too, fix62f #2)
whose short form says Stable Diffusion 1.5 figures (:data:`SD15_KEYS`, at any depth of its headline or deciding
facts) and no SDXL figure of its own (a key of
:data:`SDXL_PREFIX`) gets one deciding sentence right after them: the SD 1.5 figures stand in for SDXL, and how much
slower SDXL at 1024x1024 runs per step on the cards both tables measure (:func:`slower`:
``data/performance/sd_its.csv`` against ``data/performance/sdxl_its.csv``), the faster cards losing less. Where the
sentence already says the figures are SD 1.5's (``image.rank.sdxl``), only the slowdown is said. Pure.
"""

from __future__ import annotations

from typing import Any

from ..i18n import Card, Message, Number, msg
from ..image_needs import find_generator
from ..image_rank import sdxl_ranked
from ..image_speed import sdxl_table, table
from ..models import Caveat
from ..shape import DECIDING_WEIGHT
from ..shape_speed import stand_ins_said
from ..wording import join

SD15_KEYS = frozenset({"image.compare", "image.compare.two", "image.rank", "image.rank.sdxl", "image.its",
                       "image.its.ref", "image.its.estimated"})
"""The messages that say Stable Diffusion 1.5's it/s at 512x512 (``sd_its.csv``, or estimated in its terms)."""

SAID_SD15 = "image.rank.sdxl"
"""The ranking sentence that already says its figures are SD 1.5's standing in for SDXL."""

SDXL_PREFIX = ("image.sdxl.", "shape.unit.sdxl")
"""The messages that say SDXL's own figures (``sdxl_its.csv``, measured or scaled)."""


def slower() -> list[tuple[str, float, float]]:
    """(card, SD 1.5 it/s at 512x512, SDXL it/s at 1024x1024) of each card both tables measure
    (``sd_its.csv``'s medians, ``sdxl_its.csv``'s diffusers fp16 runs), fastest SD 1.5 first."""

    sd, xl = table(), sdxl_table()
    return sorted(((c, sd[c].its, xl[c].its) for c in sd.keys() & xl.keys()), key=lambda r: -r[1])


def _keys(m: Any, out: list[str]) -> list[str]:
    if isinstance(m, (list, tuple)):
        for v in m:
            _keys(v, out)
    elif hasattr(m, "key") and hasattr(m, "params"):
        out.append(m.key)
        for v in m.params.values():
            _keys(v, out)
    return out


def _sd15(m: Any) -> list[str]:
    return [k for k in _keys(m, []) if k in SD15_KEYS]


def stand_in(already: bool) -> Message | None:
    """The sentence (module docstring); ``already``: the figures are said to be SD 1.5's, so only the slowdown;
    ``None`` when no card is in both tables."""
    rows = slower()
    if not rows:
        return None
    ratios = [sd / xl for _, sd, xl in rows]
    items = join([msg("ask.sdxl-stand-in.card", "{card} {sd:.1f} against {xl:.1f} it/s", card=Card(value=c),
                      sd=Number(value=round(sd, 1)), xl=Number(value=round(xl, 1))) for c, sd, xl in rows],
                 "semicolon")
    params = dict(low=Number(value=round(min(ratios), 1)), high=Number(value=round(max(ratios), 1)), items=items)
    if already:
        return msg("ask.sdxl-stand-in.slower", "SDXL at 1024x1024 runs {low:.1f}-{high:.1f}x slower per step than "
                   "these SD 1.5 figures ({items}; sd_its.csv, sdxl_its.csv), the faster cards losing less.",
                   **params)
    return msg("ask.sdxl-stand-in", "SD 1.5 figures at 512x512 stand in for SDXL here: SDXL at 1024x1024 runs "
               "{low:.1f}-{high:.1f}x slower per step ({items}; data/performance/sd_its.csv, sdxl_its.csv), the "
               "faster cards losing less.", **params)


def sdxl_stand_in(read_as: Any, answer: Any) -> Any:
    """``answer`` with the stand-in sentence after the SD 1.5 figures it says for an SDXL question (module
    docstring); any other answer as it is."""
    shape = getattr(answer, "shape", None)
    said_as = getattr(read_as, "generator", None)  # "sdxl", "stable diffusion xl", "sd-xl" (fix62f #2)
    named = find_generator(str(said_as)) if said_as is not None else None
    if shape is None or named is None or named.models != ("SDXL",):
        return answer
    said = [shape.headline, *(c.message for c in shape.decides)]
    keys = [_sd15(m) for m in said]
    if not any(keys) or any(k.startswith(SDXL_PREFIX) for m in said for k in _keys(m, [])):
        return answer
    at = next(i for i, k in enumerate(keys) if k)
    decides = list(shape.decides)
    if at and said[at].key == "image.rank":  # the ranking's own sentence says its figures stand in for SDXL, so a
        # short form that leaves the slowdown to --verbose still says so (an owner's upgrade, read as "recommend
        # --use-case image" below a three-line reading: fix62f #2)
        decides[at - 1] = decides[at - 1].model_copy(update={"message": sdxl_ranked(said[at].params["items"])})
        keys[at] = [SAID_SD15]
    sentence = stand_in(SAID_SD15 in keys[at])
    if sentence is None:
        return answer

    decides.insert(at, Caveat(rule_id="value.perf-per-price", weight=DECIDING_WEIGHT, message=sentence))
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": decides})})


def model_stand_in(read_as: Any, answer: Any) -> Any:
    """A comparison's ``answer`` for a model asked (``read_as.model``) with each ranking line on a stand-in model
    saying it does not hold the one asked (:func:`advisor.shape_speed.stand_ins_said`; fix62a #1), cards ranked past
    the two compared included; any other answer as it is."""
    model = getattr(read_as, "model", None)
    if read_as.command != "compare" or model is None:
        return answer
    return stand_ins_said(model.name, answer)


__all__ = ["model_stand_in", "sdxl_stand_in", "slower", "stand_in"]
