"""An owner's measured time per image, weighed against what the card should do (break29 #6: "I have a 3080 10gb.
Stable diffusion takes 2 minutes per image, is that normal?" was told the card's 7 s and never that 2 minutes is ~17×
too slow; "my 4090 generates sdxl images in 30 seconds each, is it broken?" likewise).

:func:`seconds_had` reads the owner's own time ("takes 2 minutes per image", "30 seconds each", "一张图要1分钟");
:func:`measured_time_first` heads the answer about their one card with the verdict: the card's expected seconds for
an image of the model named (:func:`advisor.image_target` figures: the published runs' 20 steps over the table's it/s,
measured or estimated, said which), and — when theirs is at least :data:`SLOW` times that — how many times slower
and what to check on that stack (the GPU actually used, no ``--lowvram``/``--medvram`` or CPU offload when the model
fits, fp16, the steps and size of the image); else that it is about what the card does. Pure.
"""

from __future__ import annotations

import re
from typing import Any

from . import i18n
from .i18n import Message, MessageParam, msg
from .image_had import image_time_had, seconds_had
from .image_target import _basis, _model, _model_said, _seconds, _secs
from .wording import join

SLOW = 2.0
"""From how many times the expected time an owner's time is "too slow" (product choice: the published runs' own
settings vary by well under 2×: sampler, steps, a UI's overhead)."""

FAST = 1 / SLOW
"""Up to how many times the expected time an owner's time is "faster than the figure": a lighter run than the
published one (break32 #11: 40 s for FLUX.1 dev on a 3060 figured at 92 s was told "about right")."""


def _without_other_verdict(message: Any) -> Any:
    """``message`` (a headline) without :mod:`advisor.ask.measured_image`'s verdict on the same measured time
    (``ask.measured.image-*``, joined first: "…, normal?" / "is that slow?" said it beside this one — break32 #10), so
    the time is judged once, by the verdict that cites the card's figure and what to check; ``None`` when the headline
    is that verdict alone."""
    key = str(getattr(message, "key", ""))
    if key.startswith("ask.measured.image-"):
        return None
    if key == "answer.join.sentences":
        first, second = message.params.get("first"), message.params.get("second")
        if str(getattr(first, "key", "")).startswith("ask.measured.image-"):
            return second
    return message


def _figure_unrun(message: Any) -> tuple[Any, Any]:
    """(``message`` with its "no speed is said" FLUX clause (``jobs.gen.runs.flux-unrun``) said without it, that
    clause or ``None``): the verdict cites the card's figure, so the fit line no longer says there is none; the
    verdict says instead which setting the figure is for (break32 #11: "about right … 92 s" then "no speed is
    said")."""
    found: list[Any] = []

    def walk(m: Any) -> Any:
        if getattr(m, "key", None) == "answer.join.sentences" and getattr(
                second := m.params.get("second"), "key", None) == "jobs.gen.after.unrun":
            found.append(second)  # the short form after a run verdict (fix63d #3): the verdict says the rest
            first = walk(m.params["first"])
            return Message(key=first.key, params=first.params) if isinstance(first, MessageParam) and not isinstance(
                m, MessageParam) else first
        if getattr(m, "key", None) == "jobs.gen.runs.flux-unrun":
            found.append(m)
            runs = msg("image.measured.runs", "{job} in {memory}: {runs}.", job=m.params["job"],
                       memory=m.params["memory"], runs=m.params["runs"])
            # a parameter stays a parameter (a sentence nested by a verdict said first, fix61b)
            return MessageParam(key=runs.key, params=runs.params) if isinstance(m, MessageParam) else runs
        params = getattr(m, "params", None)
        if not isinstance(params, dict) or not any(hasattr(v, "key") for v in params.values()):
            return m
        new = {k: walk(v) if hasattr(v, "key") else v for k, v in params.items()}
        if all(new[k] is params[k] for k in params):
            return m
        return m.model_copy(update={"params": new})

    out = walk(message)
    return out, (found[0] if found else None)


_SPEED_SAID = ("jobs.gen.runs.image", "jobs.gen.runs.flux")
"""The fit line's "The card runs {its}" sentences: the card's figure, which the verdict cites already."""


def _figure_once(message: Any) -> Any:
    """``message`` with its fit line's own statement of the card's figure (:data:`_SPEED_SAID`) said without it: the
    verdict cites that figure, so it is said once (break34 #17: "about 17 s … (1.2 it/s)" twice in one paragraph)."""
    if getattr(message, "key", None) == "answer.join.sentences" and getattr(
            message.params.get("second"), "key", None) == "jobs.gen.after.card":
        first = message.params["first"]  # the short form after a run verdict (fix63d #3): the figure said once
        return Message(key=first.key, params=first.params) if isinstance(first, MessageParam) and not isinstance(
            message, MessageParam) else first
    if getattr(message, "key", None) in _SPEED_SAID:
        return msg("image.measured.runs", "{job} in {memory}: {runs}.", job=message.params["job"],
                   memory=message.params["memory"], runs=message.params["runs"])
    params = getattr(message, "params", None)
    if not isinstance(params, dict) or not any(hasattr(v, "key") for v in params.values()):
        return message
    new = {k: _figure_once(v) if hasattr(v, "key") else v for k, v in params.items()}
    if all(new[k] is params[k] for k in params):
        return message
    return message.model_copy(update={"params": new})


def _verdict(ratio: float, secs: float, had: float, params: dict, unrun: dict | None) -> Any:
    """The one verdict on an owner's time ``had`` against the card's ``secs`` (``ratio`` = had / secs): faster than
    the figure (a lighter run), too slow (what to check), about right; when the figure is of a setting the card does
    not hold (``unrun``, the FLUX clause of :func:`_figure_unrun`), said so beside it, and a slower time is no "too
    slow" (the card runs that model another way, unmeasured)."""
    if unrun is not None and ratio >= SLOW:  # slower than a figure of a setting the card cannot hold: no "too slow"
        return msg("image.measured.unrun-slow", "Slower than the card's figure: {card} is figured at about "
                   "{seconds:g} s for {model} ({its:g} it/s; {how}), and your {had:g} s is about {ratio:g}× that; "
                   "but that figure is for {setting}, which needs {need}, more than the card's {memory}: it runs "
                   "FLUX only as a GGUF quant or with offload, whose speed no run here measures, so the gap may be "
                   "that setting alone. Check that the image runs on the GPU, and the steps and size you use.",
                   ratio=i18n.Number(value=round(ratio, 1)), setting=unrun["setting"],
                   need=unrun["need"], memory=unrun["memory"], **params)
    if ratio <= FAST:
        said = msg("image.measured.fast", "That is faster than the card's figure: {card} makes {model} in about "
                   "{seconds:g} s ({its:g} it/s; {how}), so your {had:g} s is about {ratio:g}× faster — your run is "
                   "lighter than that one: fewer steps, a smaller image, or a lighter variant (a distilled few-step "
                   "model such as FLUX.1 schnell or SDXL Lightning, or a smaller quantised one).",
                   ratio=i18n.Number(value=round(secs / had, 1)), **params)
    elif ratio >= SLOW:
        said = msg("image.measured.slow", "No, that is too slow: {card} should make {model} in about {seconds:g} s "
                   "({its:g} it/s; {how}), so your {had:g} s is about {ratio:g}× slower than the card. "
                   "Check that the image runs on the GPU (the UI's console names the device; a CPU-only PyTorch is "
                   "the usual cause), that no --lowvram / --medvram or CPU offload is on when the model fits its "
                   "memory, that it runs in fp16, and the steps and size you use.",
                   ratio=i18n.Number(value=round(ratio) if ratio >= 10 else round(ratio, 1)), **params)
    elif unrun is not None:  # a figure of a setting the card does not hold: no "about right" from it (break34 #12)
        said = msg("image.measured.unheld", "No verdict from the card's figure: {card} is figured at about {seconds:g} "
                   "s for {model} ({its:g} it/s; {how}), and your {had:g} s cannot be judged against it: FLUX runs "
                   "on the card another way, slower by an amount no run here measures.", **params)
    else:
        said = msg("image.measured.normal", "Yes, about right: {card} makes {model} in about {seconds:g} s ({its:g} "
                   "it/s; {how}); your {had:g} s is within what the card does, with your steps, size and sampler.",
                   **params)
    if unrun is None:
        return said
    return msg("image.measured.unrun", "{said} That figure is for {setting}, which needs {need}, more than the "
               "card's {memory}: what fits it (a GGUF quant, or offload) has no measured run.", said=said,
               setting=unrun["setting"], need=unrun["need"], memory=unrun["memory"])


def _fitting_figure(advisor: Any, card: str) -> tuple[float, Any] | None:
    """``card``'s FLUX.1 dev it/s from the published runs in the settings it holds, and how it was found, when it
    holds some of them only (:func:`advisor.image_unheld.flux_fitting`: the fit line's own figure, break28 #16 — a
    16 GB card's verdict was from a bf16 run beside the fit line's fp8 one, 17 s against 18 s); else ``None``."""
    from .image_speed import flux_its
    from .image_unheld import flux_fitting

    settings = flux_fitting(advisor.catalog, card)
    found = flux_its(advisor.catalog, card, settings) if settings is not None else None
    if found is None:
        return None
    its, row, own = found
    if own:
        return its, msg("image.target.how.measured", "measured, {table}", table=i18n.Text(value="flux_its.csv"))
    anchor = msg("image.target.anchor", "{card}'s {its:.2f} it/s", card=i18n.Card(value=row.card),
                 its=i18n.Number(value=row.its))
    return its, msg("image.target.basis.scaled", "≈ estimated: no published run of these cards, so each is scaled by "
                    "the training index from the measured {runs} ({table})", runs=join([anchor], "comma"),
                    table=i18n.Text(value="flux_its.csv"))


def _unheld(advisor: Any, card: str) -> dict | None:
    """The setting, need and memory of the FLUX figure ``card`` does not hold (:func:`advisor.image_unheld.flux_unheld`)
    when no fit line said it (another verdict took the clause first); ``None`` when the card holds it."""
    from .image_unheld import flux_unheld

    found = flux_unheld(advisor.catalog, card)
    return None if found is None else {"setting": found.setting, "need": found.need, "memory": found.memory}


def measured_time_first(advisor: Any, text: str, read_as: Any, answer: Any) -> Any:
    """An owner's answer about one card headed by the verdict on their measured time per image (module docstring);
    any other answer as it is."""
    from .image_lines import image_speed
    from .image_needs import find_generator

    shape = getattr(answer, "shape", None)
    if shape is None or len(getattr(read_as, "cards", None) or []) != 1 or getattr(read_as, "use_case", None) != (
            "image") or (had := seconds_had(text)) is None:
        return answer
    g = find_generator(text)
    if g is not None and g.job != "image-gen":
        return answer
    sdxl, flux = _model(g)
    card = read_as.cards[0]
    speed = image_speed(advisor.catalog, card, flux, sdxl)
    if speed is None:
        return answer
    value, how = speed.value, None
    if flux and (fitted := _fitting_figure(advisor, card)) is not None:  # a 16 GB card: fp8's runs, never bf16's
        value, how = fitted
    secs = _seconds(value)
    how = how or _basis(advisor.catalog, [card], sdxl, flux) or msg("image.target.how.measured", "measured, {table}",
                                                             table=i18n.Text(value="flux_its.csv" if flux else
                                                                             "sdxl_its.csv" if sdxl else "sd_its.csv"))
    params = dict(card=i18n.Card(value=card), model=_model_said(sdxl, flux), seconds=_secs(secs), had=_secs(had),
                  its=i18n.Number(value=round(value, 2) if value < 2 else round(value, 1)), how=how)
    ratio = had / secs
    rest, clause = _figure_unrun(_without_other_verdict(shape.headline))
    rest = _figure_once(rest) if rest is not None else None
    unrun = dict(clause.params) if clause is not None and "memory" in clause.params else _unheld(
        advisor, card) if flux else None  # the short form's clause names no memory: the card's own said
    said = _verdict(ratio, secs, had, params, unrun)
    head = join([said, rest], "sentences") if rest is not None else said
    if ratio < SLOW or unrun is not None:  # (a figure the card cannot hold: its offload is how it runs)
        return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head})})
    # too slow is no reason to buy: no upgrade beside it unless a card is asked for (then after the verdict, the
    # fastest of the upgrades at that image: break30 #2, #17), and no offload offered as a help (it slows)
    caveats = [c for c in shape.caveats if not _offload_helps(c.message)]
    ranking = [x for x in shape.ranking if x.card == card]
    if CARD_ASKED.search(text.lower()):
        then, ranking = _card_after(advisor, card, speed.value, shape.ranking, flux, sdxl)
        head = join([head, then], "sentences")
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head, "caveats": caveats,
                                                                       "ranking": ranking})})


CARD_ASKED = re.compile(r"(?<![a-z])(?:upgrade|upgrading|upgrade\s+to|(?:what|which)\s+(?:new\s+)?(?:card|gpu)|"
                        r"(?:should|do|can)\s+i\s+(?:buy|get)|what\s+(?:to|should\s+i)\s+(?:buy|get)|"
                        r"new\s+(?:card|gpu)|recommend|worth\s+(?:upgrading|buying))(?![a-z])|"
                        r"换什么|換什麼|换卡|換卡|换哪|換哪|升级|升級|买什么|買什麼|买哪|買哪|推荐|推薦|该换|該換")
"""Words asking for a card beside a measured time: the card answer follows the verdict."""
FASTER = 1.3
"""From how many times the owner's card's figure an upgrade is said to be faster at the image (product choice: under
that, the settings fix matters far more than the card)."""


def _card_after(advisor: Any, card: str, its: float, rows: list, flux: bool, sdxl: bool) -> tuple[Any, list]:
    """The sentence naming the cheapest upgrade row at least :data:`FASTER` times the owner's card (set right) at the
    image — its price, its seconds, how many times theirs — and the rows kept (the owner's card and that one); a
    sentence that no upgrade here is much faster when none is."""
    from .image_lines import image_speed

    faster = []
    for row in rows:
        if row.role != "upgrade" or row.card == card or row.price is None:
            continue
        s = image_speed(advisor.catalog, row.card, flux, sdxl)
        if s is not None and s.value >= FASTER * its:
            faster.append((row.price.amount, row.card, row, s.value))
    if not faster:
        return (msg("image.measured.no-faster", "No card among the upgrades here is much faster at it than your {card} "
                    "set right: fix the settings first.", card=i18n.Card(value=card)),
                [x for x in rows if x.card == card])
    _, _, best, best_its = min(faster)
    return (msg("image.measured.then-card", "Once it runs at the card's speed, if you still want faster: {up} "
                "({price}) makes it in about {seconds:g} s ({its:g} it/s), about {times:g}× your {card} set right.",
                up=i18n.Card(value=best.card), price=i18n.Money(amount=best.price.amount, currency=best.price.currency),
                seconds=_secs(_seconds(best_its)), card=i18n.Card(value=card),
                its=i18n.Number(value=round(best_its, 1)), times=i18n.Number(value=round(best_its / its, 1))),
            [x for x in rows if x.card in (card, best.card)])


def _offload_helps(message: Any) -> bool:
    """Whether a caveat offers system-RAM offload (``--lowvram``) as a help: the likely cause of a slow image, never
    its cure (break29 #6)."""
    return "offload" in message.key or "lowvram" in message.key or "system-ram" in message.key


__all__ = ["CARD_ASKED", "image_time_had", "measured_time_first", "seconds_had"]
