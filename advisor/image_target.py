"""A time per image the buyer needs ("sdxl image in under 5 seconds", "12 images a minute", "出一张图5秒"): read, and
answered yes or no first, with each pick's seconds for an image of the model named (break26 #18, issues 27 and 28).

:func:`seconds_wanted` reads the target in seconds per image — "N seconds/secs/s" (an image generator or image words
said), "N images per minute/hour", "N秒" / "每分钟N张" — and :func:`with_time_target` answers it on a buyer's image
ranking (already shaped by :func:`advisor.ask.firsts.image_speed_first`):

* each pick's speed is the model's own (:func:`advisor.image_lines.image_speed`): SDXL's it/s at 1024x1024 for an
  SDXL question — measured (``data/performance/sdxl_its.csv``) or estimated from a measured card by the training
  index, said which and from what — FLUX.1 dev's for FLUX, else Stable Diffusion 1.5's at 512x512;
* an image's seconds are its steps over that it/s (:data:`STEPS`: the published runs' own 20 steps);
* the headline says yes (the first pick meets it, with its seconds) or no (none does: the fastest pick's seconds),
  and a deciding line says which picks meet it, each with its seconds and how its figure was found.

Nothing new is measured: the figures are the tables' (or their stated estimates), and a target that the figures
cannot answer (no pick has a figure) leaves the answer as it was.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from . import i18n
from .i18n import Message, msg
from .image_had import NUM as _NUM
from .image_had import seconds_had
from .wording import join

if TYPE_CHECKING:
    from .catalog import Catalog
    from .image_needs import Generator

STEPS = 20
"""The steps of one image said in seconds: the published SDXL and FLUX.1 dev runs' own (20 steps at 1024x1024,
``sdxl_its.csv``, ``flux_its.csv``), and AUTOMATIC1111's default sampling steps for Stable Diffusion 1.5."""

_SECONDS = re.compile(rf"(?<![\d.,]){_NUM}\s*(?:s|secs?|seconds?)(?![a-z/])")
_PER_TIME = re.compile(rf"(?<![\d.,]){_NUM}\s*(?:images?|pictures?|pics?|imgs?|generations?)\s*"
                       r"(?:per|a|an|each|every|/)\s*(minute|min|hour|hr)(?![a-z])")
_ZH_SECONDS = re.compile(rf"{_NUM}\s*秒")
_ZH_PER_TIME = re.compile(rf"(?:每|一)\s*(分钟|分鐘|小时|小時)\s*(?:出|生成|画|畫)?\s*{_NUM}\s*[张張幅]")
_IMAGE_CONTEXT = re.compile(r"(?<![a-z])(?:images?|pictures?|pics?|imgs?|generations?|renders?|sdxl|sd[\s-]?xl|"
                            r"stable[\s-]diffusion|sd\s?1\.5|flux|comfy[\s-]?ui|a1111|automatic\s?1111)(?![a-z])|"
                            r"图|圖|张|張|出图|出圖|生图|生圖")
_NOT_IMAGE_TIME = re.compile(r"(?<![a-z])(?:tok(?:en)?s?|it/s|epochs?|steps?\s+per)(?![a-z])")
_WISH = re.compile(r"(?:under|below|within|less\s+than|at\s+most|max(?:imum)?|faster\s+than|no\s+more\s+than|"
                   r"[<≤]|\bin|need|want|target|goal|aim)\s*(?:about|around|~)?\s*$")
_PER_IMAGE = re.compile(r"\s*(?:per|an?|each|every|/|for\s+(?:an?|each|one))\s*(?:image|picture|pic|img|generation|"
                        r"render)s?(?![a-z])")
_HAD = re.compile(r"(?:takes?|took|taking|currently|getting|get|now|at\s+the\s+moment|used\s+to|"
                  r"需要了|用了|花了|现在|現在|目前)\W*(?:about|around|~|like)?\W*$")
_ZH_WISH = re.compile(r"(?:出一?张图?|出一?張圖?|一张图?|一張圖?|每张图?|每張圖?|生成一张|生成一張|出图|出圖|"
                      r"不超过|不超過|控制在|要|希望|想)\s*(?:在|要)?\s*$")
_ZH_PER = re.compile(r"\s*(?:以内|以內|之内|之內|内|內)?\s*(?:出|生成)?\s*(?:一|每)\s*[张張幅]|"
                     r"\s*(?:以内|以內|之内|之內)")
COMPLAINT = re.compile(r"normal|broken|too\s+slow|so\s+slow|正常|坏了|壞了|太慢")
"""An owner's words of a time they get, never one they wish for ("is that normal?", "是不是坏了")."""


@dataclass(frozen=True)
class TimeTarget:
    """The seconds one image may take (``seconds``) and the words it was read from (``said``)."""

    seconds: float
    said: str


def _number(text: str) -> float:
    return float(text.replace(",", "."))


def seconds_wanted(text: str) -> TimeTarget | None:
    """The time per image ``text`` asks for, ``None`` when it says none: "under 5 seconds" (beside image words or an
    image generator), "12 images per minute" (5 s), "出一张图5秒", "每分钟10张" (6 s). A figure of tokens or it/s is
    no time per image (:mod:`advisor.speed_target` reads tokens/s)."""
    low = " ".join(str(text).lower().split())
    if not _IMAGE_CONTEXT.search(low) or COMPLAINT.search(low):  # "30秒，是不是坏了": the owner's time (break29 #6)
        return None
    if seconds_had(low) is not None:  # "my 3080 takes 2 minutes per image, upgrade?": had, no target (break30 #2)
        return None
    if (m := _PER_TIME.search(low)) is not None and _number(m.group(1)) > 0:
        span = 3600.0 if m.group(2) in ("hour", "hr") else 60.0
        return TimeTarget(span / _number(m.group(1)), m.group(0))
    if (m := _ZH_PER_TIME.search(low)) is not None and _number(m.group(2)) > 0:
        span = 3600.0 if m.group(1) in ("小时", "小時") else 60.0
        return TimeTarget(span / _number(m.group(2)), m.group(0))
    for pattern, wish in ((_SECONDS, _WISH), (_ZH_SECONDS, _ZH_WISH)):
        for m in pattern.finditer(low):
            before, after = low[max(0, m.start() - 24):m.start()], low[m.end():m.end() + 16]
            if not 0 < _number(m.group(1)) <= 600 or _NOT_IMAGE_TIME.match(after.strip()) or _HAD.search(before):
                continue  # "takes 30 seconds now": the owner's time, no target
            if wish.search(before) or _PER_IMAGE.match(after) or (pattern is _ZH_SECONDS and _ZH_PER.match(after)):
                return TimeTarget(_number(m.group(1)), m.group(0))
    return None


def _model(g: Generator | None) -> tuple[bool, bool]:
    """(sdxl, flux): the model whose figures answer the target — SDXL when only SDXL is named, FLUX.1 dev for FLUX,
    else Stable Diffusion 1.5 (both flags off)."""
    if g is None:
        return False, False
    flux = any(m.startswith("FLUX") for m in g.models)
    return (not flux and g.models == ("SDXL",)), flux


def _seconds(its: float) -> float:
    return STEPS / its if its else float("inf")


def _secs(value: float) -> i18n.Number:
    return i18n.Number(value=round(value, 1) if value < 10 else round(value))


def _basis(catalog: Catalog, cards: list[str], sdxl: bool, flux: bool) -> Message | None:
    """How the estimated figures (≈) of ``cards`` were found, said once: from which measured cards' runs, scaled by
    the training index (SDXL, FLUX), or the training index against the measured SD 1.5 medians; ``None`` when every
    figure is measured."""
    from .image_speed import flux_its, sdxl_its
    from .sd_estimate import its_of

    if sdxl or flux:
        anchors: dict[str, float] = {}
        for card in cards:
            found = (flux_its if flux else sdxl_its)(catalog, card)
            if found is not None and not found[2]:
                anchors.setdefault(found[1].card, found[1].its)
        if not anchors:
            return None
        runs = [msg("image.target.anchor", "{card}'s {its:.2f} it/s", card=i18n.Card(value=c),
                    its=i18n.Number(value=v)) for c, v in anchors.items()]
        return msg("image.target.basis.scaled", "≈ estimated: no published run of these cards, so each is scaled by "
                   "the training index from the measured {runs} ({table})", runs=join(runs, "comma"),
                   table=i18n.Text(value="flux_its.csv" if flux else "sdxl_its.csv"))
    if all((sd := its_of(catalog, c)) is None or sd[1] for c in cards):
        return None
    return msg("image.target.basis.sd", "≈ estimated from the training index against the measured medians of "
               "sd_its.csv")


def _model_said(sdxl: bool, flux: bool) -> Message:
    if flux:
        return msg("image.target.model.flux", "a {steps:.0f}-step FLUX.1 dev image at 1024x1024",
                   steps=i18n.Number(value=STEPS))
    if sdxl:
        return msg("image.target.model.sdxl", "a {steps:.0f}-step SDXL image at 1024x1024 in fp16",
                   steps=i18n.Number(value=STEPS))
    return msg("image.target.model.sd", "a {steps:.0f}-step Stable Diffusion 1.5 image at 512x512",
               steps=i18n.Number(value=STEPS))


def with_time_target(catalog: Catalog, answer: Any, target: TimeTarget, g: Generator | None) -> Any:
    """``answer`` (a buyer's image recommendation) answering ``target`` (module docstring): its lines by the named
    model's it/s, its headline yes or no, and a deciding line of the picks that meet it; unchanged without a shape
    or without a figure on any pick."""
    from .image_lines import image_speed
    from .image_rank import IMAGE_RANK_KEYS
    from .models import Caveat
    from .shape_limits import CAVEAT_WEIGHT

    shape = getattr(answer, "shape", None)
    if shape is None or not shape.ranking:
        return answer
    sdxl, flux = _model(g)
    speeds = {x.card: image_speed(catalog, x.card, flux, sdxl) for x in shape.ranking}
    timed = [(x, _seconds(s.value)) for x in shape.ranking if (s := speeds.get(x.card)) is not None]
    if not timed:
        return answer
    model = _model_said(sdxl, flux)
    wanted = _secs(target.seconds)

    def item(x: Any, secs: float) -> Message:
        speed = speeds[x.card]
        its = i18n.Number(value=round(speed.value, 2) if speed is not None and speed.value < 2 else
                          round(speed.value if speed is not None else 0.0, 1))
        if speed is not None and speed.kind == "estimated":
            return msg("image.target.item.estimated", "{card} ≈ {seconds:g} s ({its:g} it/s)",
                       card=i18n.Card(value=x.card), seconds=_secs(secs), its=its)
        return msg("image.target.item", "{card} {seconds:g} s ({its:g} it/s)", card=i18n.Card(value=x.card),
                   seconds=_secs(secs), its=its)

    meeting = sorted(((x, secs) for x, secs in timed if secs <= target.seconds), key=lambda t: t[1])
    slow = sorted(((x, secs) for x, secs in timed if secs > target.seconds), key=lambda t: t[1])
    first, first_secs = timed[0]
    if meeting and any(x.card == first.card for x, _ in meeting):
        head = msg("image.target.yes", "Yes: {card} makes {model} in about {seconds:g} s, within the {wanted:g} s "
                   "asked.", card=i18n.Card(value=first.card), model=model, seconds=_secs(first_secs), wanted=wanted)
    elif meeting:
        best, best_secs = meeting[0]
        head = msg("image.target.yes-other", "Yes, with {card}: it makes {model} in about {seconds:g} s, within the "
                   "{wanted:g} s asked ({first}, the first pick, takes about {first_seconds:g} s).",
                   card=i18n.Card(value=best.card), model=model, seconds=_secs(best_secs), wanted=wanted,
                   first=i18n.Card(value=first.card), first_seconds=_secs(first_secs))
    else:
        fast, fast_secs = slow[0]
        head = msg("image.target.no", "No: none of these picks makes {model} in {wanted:g} s (that needs about "
                   "{need:g} it/s); the fastest, {card}, takes about {seconds:g} s.", model=model, wanted=wanted,
                   need=i18n.Number(value=round(STEPS / target.seconds, 1)), card=i18n.Card(value=fast.card),
                   seconds=_secs(fast_secs))
    parts = []
    if meeting:
        parts.append(msg("image.target.meet", "within {wanted:g} s: {items}", wanted=wanted,
                         items=join([item(x, s) for x, s in meeting], "comma")))
    if slow:
        parts.append(msg("image.target.slow", "slower: {items}", items=join([item(x, s) for x, s in slow], "comma")))
    basis = _basis(catalog, [x.card for x, _ in timed], sdxl, flux)
    line = msg("image.target.each", "Seconds for {model} ({steps:.0f} steps over each card's it/s): {parts}.",
               model=model, steps=i18n.Number(value=STEPS), parts=join([*parts, *([basis] if basis else [])],
                                                                          "semicolon"))
    kept = [c for c in shape.decides if c.message.key not in (*IMAGE_RANK_KEYS, "image.rank.heavier")]
    decides = [Caveat(rule_id="value.perf-per-price", message=line, weight=CAVEAT_WEIGHT + 3), *kept]
    from .image_lines import recommendation_lines

    market = getattr(answer, "market", None)
    lined = recommendation_lines(catalog, shape, market.currency, flux, sdxl=sdxl) if market is not None else shape
    return answer.model_copy(update={"shape": lined.model_copy(update={"headline": head, "decides": decides})})


def card_time_first(advisor: Any, text: str, read_as: Any, answer: Any) -> Any:
    """One card asked with a time per image ("can a 3060 make an sdxl image in under 5 seconds?"): its answer headed
    by yes or no — the card's seconds for an image of the named model (SD 1.5 when only image words are said), its
    it/s and how that figure was found — before the headline it had; any other answer as it is."""
    from .image_lines import image_speed
    from .image_needs import IMAGE_WORDS, find_generator

    shape = getattr(answer, "shape", None)
    if shape is None or len(getattr(read_as, "cards", None) or []) != 1 or (target := seconds_wanted(text)) is None:
        return answer
    g = find_generator(text)
    if (g is None and IMAGE_WORDS.search(text.lower()) is None) or (g is not None and g.job != "image-gen"):
        return answer
    sdxl, flux = _model(g)
    card = read_as.cards[0]
    speed = image_speed(advisor.catalog, card, flux, sdxl)
    if speed is None:
        return answer
    secs = _seconds(speed.value)
    its = i18n.Number(value=round(speed.value, 2) if speed.value < 2 else round(speed.value, 1))
    how: Message = (_basis(advisor.catalog, [card], sdxl, flux) or msg("image.target.how.measured", "measured, "
                    "{table}", table=i18n.Text(value="flux_its.csv" if flux else "sdxl_its.csv" if sdxl else
                                              "sd_its.csv")))
    params = dict(card=i18n.Card(value=card), model=_model_said(sdxl, flux), seconds=_secs(secs), its=its, how=how,
                  wanted=_secs(target.seconds))
    said = (msg("image.target.card.yes", "Yes: {card} makes {model} in about {seconds:g} s ({its:g} it/s; {how}), "
                "within the {wanted:g} s asked.", **params) if secs <= target.seconds else
            msg("image.target.card.no", "No: {card} makes {model} in about {seconds:g} s ({its:g} it/s; {how}), not "
                "within the {wanted:g} s asked (that needs about {need:g} it/s).",
                need=i18n.Number(value=round(STEPS / target.seconds, 1)), **params))
    head = join([said, shape.headline], "sentences")
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head})})
