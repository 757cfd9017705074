"""Two jobs said to run at the same time on one card (fix36a, issue 28): "whisper and a 13b llm at the same time on
one gpu, which card?" was sized for the 13B alone (9.2 GB), the speech model's memory not added. Both models stay
loaded, so the card holds the sum: the LLM's need (the fit's own arithmetic) plus the second model's published
figure (``data/owner_jobs.csv``: Whisper, Stable Diffusion, FLUX — :data:`_DEFAULTS` — its source on the row), said
with its arithmetic on the read-as line; the ranking keeps the cards that hold the sum. Pure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..i18n import Message, Money, Quantity, Text, msg
from ..jobs import EDGE, rows
from ..models import Fit
from ..needs_words import cheapest_card
from ..thresholds import HEADROOM_GB
from ..wording import card_param
from .read_as_line import read_as_message

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import Question

SAME_TIME = re.compile(r"(?<![a-z])(?:at\s+the\s+same\s+time|simultaneous(?:ly)?|concurrent(?:ly)?|side\s+by\s+side|"
                       r"alongside|both\s+loaded|together|(?:on|in)\s+the\s+same\s+(?:card|gpu)|"
                       r"(?:on|in)\s+(?:one|a\s+single)\s+(?:card|gpu)\s+(?:both|at\s+once))(?![a-z])|同时|同時|一起跑|"
                       r"一起运行|一起運行|一边.{1,20}一边|一邊.{1,20}一邊|又要.{1,30}又要|同一[张張块塊](?:显卡|顯卡|卡|gpu)|"
                       r"一[张張块塊](?:显卡|顯卡|卡)上?(?:同时|同時|一起|都)")
"""Words that say two jobs run at once: "at the same time", "together", "on the same card" (newuser26 #5: "whisper
large v3 + llama 3.1 8b on the same card" was sized for the LLM alone), "同时", "同一张卡"."""
_DEFAULTS = (("whisper", "speech", "Whisper large-v3", "faster-whisper fp16"),
             ("flux", "image-gen", "FLUX.1 dev", "fp8"), ("sd 1.5", "image-gen", "Stable Diffusion 1.5", "fp16"),
             ("stable diffusion 1.5", "image-gen", "Stable Diffusion 1.5", "fp16"),
             ("sdxl", "image-gen", "SDXL", "fp16"),
             ("stable diffusion", "image-gen", "SDXL", "fp16"), ("sd", "image-gen", "SDXL", "fp16"))
"""The second job's words, its job in ``data/owner_jobs.csv``, and the model and set-up sized unless the question
names another: Whisper large-v3 in faster-whisper's fp16, FLUX.1 dev in fp8, SDXL (Stable Diffusion said alone) in
fp16 — the common set-ups of each."""
_GENERIC = ("stable diffusion", "sd")
"""The words of :data:`_DEFAULTS` that name no one image model: read only when no image model is named."""


def _row_of(low: str, job: str, model: str, setting: str):
    """The published row of one job the question means (:data:`_DEFAULTS`' model and set-up unless it names another),
    or ``None``."""
    table = rows(job, named=True)
    named = [r for r in table if job == "speech" and r.model.lower().removeprefix("whisper ") in low] or [
        r for r in table if r.model == model]
    said = [r for r in named if r.setting.lower() in low]
    chosen = said or [r for r in named if r.setting == setting] or named
    return chosen[0] if chosen else None


def _other_rows(low: str) -> list:
    """Every job beside the LLM the question runs at once (module docstring, :data:`_DEFAULTS`), in the order said, each
    model once: "whisper large-v3 and llama 3 8b and sdxl at the same time" is Whisper and SDXL (break32 #5: the third
    job was dropped)."""
    found: list[tuple[int, Any]] = []
    seen: set[str] = set()
    for word, job, model, setting in _DEFAULTS:
        m = re.search(r"(?<![a-z0-9])" + re.escape(word) + r"(?![a-z0-9])", low)
        if m is None or model in seen or (word in _GENERIC and any(r.job == "image-gen" for _, r in found)):
            continue  # "stable diffusion (sdxl)", "sd 1.5 (stable diffusion)": one job, the one named
        row = _row_of(low, job, model, setting)
        if row is not None:
            seen.add(model)
            found.append((m.start(), row))
    return [row for _, row in sorted(found, key=lambda x: x[0])]


def _parts(found: list) -> Message:
    """Each job's memory beside the LLM, joined: "4.8 GB for Whisper large-v3 (faster-whisper fp16, SYSTRAN/…) +
    8 GB for SDXL (fp16, https://…)"."""
    parts = [msg("ask.same-time.part", "{memory} for {model} ({setting}, {source})",
                 memory=Quantity(value=r.vram_gb, unit="GB", digits=1), model=Text(value=r.model),
                 setting=Text(value=r.setting), source=Text(value=r.source.split(" ")[0])) for r in found]
    out = parts[0]
    for p in parts[1:]:
        out = msg("ask.same-time.plus", "{first} + {second}", first=out, second=p)
    return out


def same_time(advisor: Advisor, q: Question) -> Question:
    """``q`` with the sum of both jobs' memory said and its ranking kept to the cards that hold it, when it is an LLM's
    fit with no card named and the question runs Whisper or an image model beside it at the same time; ``q`` unchanged
    otherwise."""
    read_as, answer, low = q.read_as, q.answer, q.text.lower()
    if (answer is None or read_as.command != "fits" or read_as.model is None
            or not SAME_TIME.search(low) or not isinstance(answer, Fit)):
        return q
    found = _other_rows(low)  # every job beside the LLM: two, three or more at once (break32 #5)
    if not found:
        return q
    row = found[0]
    said = getattr(answer.summary, "params", {}).get("total")  # the fit's own line's figure ("about 10.2 GB in all")
    llm = float(said.value) if said is not None else round(answer.memory.total_gb, 1)
    speech = round(sum(r.vram_gb for r in found), 1)
    total = round(llm + speech, 1)
    if read_as.cards or answer.rig is not None:  # the owner's card(s), or memory stated: the fit is of the sum
        # (break31 #3: Whisper was dropped beside a 13B)
        llm = answer.rig.need_gb if answer.rig is not None else llm  # the figure the card's own line says
        return _on_card(q, answer, found, llm, round(llm + speech, 1))
    shape = answer.shape
    room = round(total + HEADROOM_GB, 1)  # both loaded with a fit's room (newuser26 #5: 11.0 GB on an 11 GB card)
    kept = [x for x in shape.ranking if (advisor.card(x.card).memory_gb or 0) * (x.gpus or 1) >= room] if shape else []
    if shape is not None and shape.ranking and not kept:  # every card ranked holds the LLM alone: the cheapest of both
        catalog = advisor.catalog
        offer = cheapest_card(advisor, catalog.market(read_as.market if read_as.market in catalog.markets else None),
                              room * EDGE)  # a card of ``room`` GB or more (cheapest_card keeps EDGE of it free)
        if offer is None or offer.price is None:
            return q
        cheapest = dict(card=card_param(offer.card.name), memory=Quantity(
            value=offer.card.memory_gb, unit="GB", digits=0), price=Money(amount=offer.price.amount,
                                                                         currency=offer.price.currency))
        rest = msg("ask.same-time.cheapest", "the cheapest card here that holds both is {card} ({memory}, {price}).",
                   **cheapest) if len(found) == 1 else msg(
            "ask.same-time.cheapest-all", "the cheapest card here that holds them all is {card} ({memory}, {price}).",
            **cheapest)
    else:
        rest = msg("ask.same-time.ranked-room", "only cards with room for all of it ({room} or more) are ranked.",
                   room=Quantity(value=room, unit="GB", digits=1))
    note = msg("ask.same-time", "Both at the same time on one card, both loaded: {llm} for {model} + {speech} for "
               "{speech_model} ({setting}, {source}) = about {total}; {rest}",
               llm=Quantity(value=llm, unit="GB", digits=1), model=Text(value=read_as.model.name),
               speech=Quantity(value=speech, unit="GB", digits=1), speech_model=Text(value=row.model),
               setting=Text(value=row.setting), source=Text(value=row.source.split(" ")[0]),
               total=Quantity(value=total, unit="GB", digits=1), rest=rest) if len(found) == 1 else msg(
        "ask.same-time.all", "All at the same time on one card, all loaded: {llm} for {model} + {others} = about "
        "{total}; {rest}", llm=Quantity(value=llm, unit="GB", digits=1), model=Text(value=read_as.model.name),
        others=_parts(found), total=Quantity(value=total, unit="GB", digits=1), rest=rest)
    kept_notes = [n for n in read_as.notes if n.key != "ask.use-case-second"]  # both sized: no "ask it alone"
    read_as = read_as.model_copy(update={"notes": [*kept_notes, note]})
    update = {"read_as": read_as, "reply": read_as_message(read_as)}
    fixed: dict[str, Any] = {"reasons": _free_of_sum(answer, total)}  # the free T4's line of the sum (break31 #3)
    if shape is not None:
        caveats = [c if c.message.key != "fits.free-tier" else
                   c.model_copy(update={"message": _of_sum(c.message, total)}) for c in shape.caveats
                   if c.message.key != "fits.free-tier" or _free_holds(c.message, total)]
        fixed["shape"] = shape.model_copy(update={"ranking": kept, "caveats": caveats})
    update["answer"] = answer.model_copy(update=fixed)
    return q.model_copy(update=update)


def _free_holds(m, total: float) -> bool:
    """Whether the free notebook GPU of the ``fits.free-tier`` line ``m`` holds ``total`` GB with room."""
    memory = getattr(m.params.get("memory"), "value", 0.0)
    return total + HEADROOM_GB <= float(memory or 0.0)


def _of_sum(m, total: float):
    """The ``fits.free-tier`` line ``m`` said of ``total`` GB."""
    return m.model_copy(update={"params": {**m.params, "need": Quantity(value=total, unit="GB")}})


def _free_of_sum(answer: Fit, total: float) -> list:
    """``answer``'s reasons with its free-notebook line said of both jobs' ``total`` (break31 #3: "holds this job
    (about 9.2 GB)" beside a 14 GB sum), or dropped when the free GPU does not hold the sum."""
    out = []
    for r in answer.reasons:
        if r.message.key == "fits.free-tier":
            if not _free_holds(r.message, total):
                continue
            r = r.model_copy(update={"message": _of_sum(r.message, total)})
        out.append(r)
    return out


def _on_card(q: Question, answer: Fit, found: list, llm: float, total: float) -> Question:
    """``q`` on the owner's card(s) with every job's sum said against the card's memory on the read-as line: it holds
    them all (with the headroom a fit needs) or not, and the LLM's own fit below is then said to be of it alone."""
    read_as, row = q.read_as, found[0]
    memory = answer.rig.rig.memory_gb if answer.rig is not None else 0.0
    if memory <= 0:
        return q
    params = dict(llm=Quantity(value=llm, unit="GB", digits=1), model=Text(value=read_as.model.name if read_as.model
                  else ""), total=Quantity(value=total, unit="GB", digits=1),
                  memory=Quantity(value=memory, unit="GB", digits=0))
    holds = total + HEADROOM_GB <= memory
    if len(found) > 1:  # three jobs or more: each beside the LLM, summed (break32 #5)
        note = msg("ask.same-time.card.all-fits", "All at the same time, all loaded: {llm} for {model} + {others} = "
                   "about {total}: your {memory} holds them all; the fit below is of {model} alone.",
                   others=_parts(found), **params) if holds else msg(
            "ask.same-time.card.all-over", "All at the same time, all loaded: {llm} for {model} + {others} = about "
            "{total}: more than your {memory} holds with room, so run them one after the other, fewer at once or the "
            "LLM at a lower level; the fit below is of {model} alone.", others=_parts(found), **params)
        return _noted(q, note)
    params |= dict(speech=Quantity(value=row.vram_gb, unit="GB", digits=1), speech_model=Text(value=row.model),
                   setting=Text(value=row.setting), source=Text(value=row.source.split(" ")[0]))
    if holds:
        note = msg("ask.same-time.card.fits", "Both at the same time, both loaded: {llm} for {model} + {speech} for "
                   "{speech_model} ({setting}, {source}) = about {total}: your {memory} holds both; the fit below is "
                   "of {model} alone.", **params)
    else:
        note = msg("ask.same-time.card.over", "Both at the same time, both loaded: {llm} for {model} + {speech} for "
                   "{speech_model} ({setting}, {source}) = about {total}: more than your {memory} holds with room, so "
                   "run them one after the other or the LLM at a lower level; the fit below is of {model} alone.",
                   **params)
    return _noted(q, note)


def _noted(q: Question, note: Message) -> Question:
    """``q`` with ``note`` on its read-as line (no "ask it alone": every job is sized)."""
    kept_notes = [n for n in q.read_as.notes if n.key != "ask.use-case-second"]
    read_as = q.read_as.model_copy(update={"notes": [*kept_notes, note]})
    return q.model_copy(update={"read_as": read_as, "reply": read_as_message(read_as)})


__all__ = ["SAME_TIME", "same_time"]
