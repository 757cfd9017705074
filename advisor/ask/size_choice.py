"""A choice between card sizes the asker owns neither of (fix84a #1, break48 M8): "16gb or 12gb card for qwen 14b?",
"one 24gb card or two 12gb cards for qwen 32b?", "12GB还是16GB显卡跑qwen 14b" were read as the asker's one ``--vram``
("On your 12 GB GPU"), the other option never weighed. Each option said is now sized for the model on its own
(the ``fits`` command on that memory and count), the answer leads with each one's fit and which the model needs, and
the body is the fit of that option said of "a 16 GB GPU", never "your". An owner's word ("my 12gb or a new 16gb")
keeps the question the owner's: no choice is read then.

Pure: no I/O (the fits are the command's own arithmetic).
"""

from __future__ import annotations

import re
from typing import Any

from ..asked_rig import not_owned
from ..commands import BY_NAME
from ..errors import AdvisorError
from ..fits.memory import quant_name
from ..i18n import Message, Text, msg
from ..kinds import Given
from ..wording import card_param, gb, join
from .count_unnamed import count_said
from .dynamic_quant import dynamic_noted
from .models import Question, ReadAs
from .read_as_line import read_as_message

_ZH_NUM = r"(?:一|两|兩|二|三|四|单|單|双|雙|\d{1,2})"
_ZH_UNIT = r"(?:张|張|块|塊|个|個|卡)"
_COUNT = (r"(?:(?:one|a|an|single|dual|two|three|four|\d{1,2})(?:\s*(?:x|×)\s*|\s+)|"
          + _ZH_NUM + r"\s*" + _ZH_UNIT + r"\s*)?")
_SIZE = r"(\d{1,3}(?:\.\d+)?)\s*(?:gb|gib|g)(?![a-z0-9])"
_AFTER = r"(?:\s*(?:x|×)\s*\d{1,2}(?!\d)|\s*" + _ZH_NUM + r"\s*" + _ZH_UNIT + r")?"
"""A count said after the size: "12G双卡", "24G单卡", "12G两张", "12gb x2" (break49 #1)."""
_NOUN = r"(?:\s*(?:of\s+)?(?:vram|显存|顯存))?(?:\s*的?\s*(?:graphics\s+cards?|cards?|gpus?|显卡|顯卡|卡))?"
_OPTION = "(" + _COUNT + _SIZE + _AFTER + _NOUN + _AFTER + ")"
_OR = r"\s*(?:[,，]?\s*or|vs\.?|versus|[,，]?\s*(?:还是|還是|或者|或是|或))\s*"
CHOICE = re.compile(r"(?<![\w.])" + _OPTION + _OR + r"(?:an?\s+)?" + _OPTION, re.IGNORECASE)
"""Two card sizes set against each other ("16gb or 12gb card", "one 24gb card or two 12gb cards",
"12GB还是16GB显卡", "一张24G还是两张12G", "单卡24G还是双卡12G", "24G单卡还是12G双卡")."""
_GPU_WORD = re.compile(r"vram|gpus?|cards?|显存|顯存|显卡|顯卡|卡|张|張|块|塊", re.IGNORECASE)
"""A word that makes the sizes cards': a GPU noun, or a Chinese classifier of cards counted ("一张24G", "两块12G")."""
_OWNED = re.compile(r"(?<![a-z])(?:my|mine|i\s+have|i've\s+got|i\s+own|we\s+have|currently|already|upgrade)(?![a-z])|"
                    r"我的|我有|现有|現有|手上|已经有|已經有|升级|升級", re.IGNORECASE)
"""An owner's word: "my 12gb or a new 16gb" keeps one size the owner's (no choice between sizes read)."""
_NUMBERS = {"one": 1, "a": 1, "an": 1, "single": 1, "dual": 2, "two": 2, "three": 3, "four": 4,
            "一": 1, "两": 2, "兩": 2, "二": 2, "三": 3, "四": 4, "单": 1, "單": 1, "双": 2, "雙": 2}
_COUNT_WORD = re.compile(r"^(one|an?|single|dual|two|three|four|\d{1,2})(?:\s*(?:x|×)\s*|\s+)|"
                         r"(?:x|×)\s*(\d{1,2})(?!\d)|"
                         r"(一|两|兩|二|三|四|单|單|双|雙|\d{1,2})\s*(?:张|張|块|塊|个|個|卡)")
"""Where one option says its count: before the size ("two 12gb", "2x 12gb", "两张12G", "双卡12G") or after it
("12gb x2", "12G双卡")."""


def _count(option: str, size: str) -> int:
    """The number of cards one option of a choice says (1 when none is said); ``size`` is its size's digits, never
    read as a count."""
    start = option.find(size)
    for part in (option[:start], option[start + len(size):]):
        found = _COUNT_WORD.search(part.lstrip())
        if found is not None:
            word = next(g for g in found.groups() if g)
            return _NUMBERS.get(word, 0) or (int(word) if word.isdigit() else 1)
    return 1


def sizes_chosen(text: str) -> list[tuple[int, float]] | None:
    """The options of a choice between card sizes in ``text``, each ``(count, GB of each card)`` in the order said
    ("one 24gb card or two 12gb cards": ``[(1, 24.0), (2, 12.0)]``; "一张24G还是两张12G": ``[(1, 24.0), (2, 12.0)]``);
    ``None`` when no such choice is said (a size alone, the same option twice, RAM sizes, an owner's word:
    :data:`_OWNED`)."""
    low = text.lower()
    m = CHOICE.search(low)
    if m is None or _OWNED.search(low) or not _GPU_WORD.search(m.group(0)):
        return None
    rest = low[m.end():m.end() + 12]
    if re.match(r"\s*(?:of\s+)?(?:system\s+|ddr\d?\s+)?(?:ram|内存|內存|memory\s+ram|unified)", rest):
        return None  # "16gb or 32gb ram": the system's RAM, no card
    options = []
    for option, size in ((m.group(1), m.group(2)), (m.group(3), m.group(4))):
        options.append((max(_count(option, size), 1), float(size)))
    if options[0] == options[1] or any(gb_ <= 0 or count > 16 for count, gb_ in options):
        return None
    return options


_OWNER_BEFORE = re.compile(r"(?:(?<![a-z])(?:my|mine|our|current|existing)|"
                           r"我的|我现在的|我現在的|现有的?|現有的?|手上的?)"
                           r"\s*(?:own\s+)?(?:显卡|顯卡|card|gpu)?\s*$", re.IGNORECASE)
"""An owner's word right before an option ("my 12gb", "keep my 8gb card", "我的12G"): that option is the owner's."""


def owned_choice(text: str) -> tuple[int, list[tuple[int, float]]] | None:
    """The owner's option and the options of a choice between the size the asker owns and a size to buy ("my 12gb or
    a new 16gb for qwen 14b?", "keep my 8gb card or buy a 16gb one", "我的12G还是买个16G的") as ``(index owned,
    [(count, GB of each card), …])``; ``None`` when no option is the owner's or the two are not card sizes."""
    low = text.lower()
    m = _OWNED_CHOICE.search(low)
    if m is None:
        return None
    if re.search(r"(?:ram|内存|內存)(?![a-z])", low[m.start():m.end() + 14]) or re.match(
            r"\s*(?:of\s+)?(?:system\s+|ddr\d?\s+)?(?:ram|内存|內存|memory\s+ram|unified)", low[m.end():m.end() + 12]):
        return None  # "my 16gb or 32gb ram": the system's RAM
    options = [(1, float(m.group("a"))), (1, float(m.group("b")))]
    owned = 0 if _OWNER_BEFORE.search(low[:m.start("a")]) else 1 if m.group("mine_b") else None
    if owned is None or options[0] == options[1] or any(gb_ <= 0 or gb_ > 200 for _, gb_ in options):
        return None
    return owned, options


_SIDE = r"(?:(?:buy|get|getting|buying|a|an|new|one|买|買|换|換|个|個|张|張|块|塊|一)\s*)*"
_OWNED_CHOICE = re.compile(
    r"(?<![a-z0-9.])(?P<a>\d{1,3}(?:\.\d+)?)\s*(?:gb|gib|g)(?![a-z0-9])" + _NOUN + r"(?:\s+one)?"
    + r"\s*[,，]?" + _OR + r"(?:(?:keep|stay\s+with|stick\s+with)\s+)?" + _SIDE + r"(?P<mine_b>(?:my|我的)\s*)?"
    + _SIDE + r"(?P<b>\d{1,3}(?:\.\d+)?)\s*(?:gb|gib|g)(?![a-z0-9])", re.IGNORECASE)


def _rig(count: int, memory: float) -> Message:
    """One option said: "one 16 GB card", "2 × 12 GB cards (24 GB in all)"."""
    if count == 1:
        return msg("ask.size-choice.one", "one {memory} card", memory=gb(memory))
    return msg("ask.size-choice.several", "{count} × {memory} cards ({total} in all)", count=count,
               memory=gb(memory), total=gb(round(count * memory, 1)))


def _holds(way: str) -> bool:
    """Whether a rig's way (:class:`advisor.models.owned.RigFit`) holds the job in GPU memory."""
    return way in ("alone", "split")


def _option_line(rig_said: Message, fit: Any) -> Message:
    """One option's fit: it holds the job (alone, split by layers, only just), runs it with part in system RAM, or
    does not hold it; with the memory the job needs."""
    need = gb(fit.need_gb)
    if fit.way == "alone" and fit.tight:
        return msg("ask.size-choice.tight", "{rig}: holds it, only just ({need} needed)", rig=rig_said, need=need)
    if fit.way == "alone":
        return msg("ask.size-choice.holds", "{rig}: holds it ({need} needed)", rig=rig_said, need=need)
    if fit.way == "split":
        return msg("ask.size-choice.split", "{rig}: holds it split by layers ({need} needed)", rig=rig_said, need=need)
    if fit.way == "offload":
        return msg("ask.size-choice.offload", "{rig}: runs it only with part of it in system RAM ({need} needed)",
                   rig=rig_said, need=need)
    return msg("ask.size-choice.none", "{rig}: does not hold it ({need} needed)", rig=rig_said, need=need)


def _verdict(options: list[tuple[int, float]], fits: list[Any]) -> tuple[int, Message]:
    """Which option the model needs (its index) and the sentence that says so: the one option that holds it; of
    several, the one card (no split over cards) else the least memory; none: the largest, said as holding neither."""
    holders = [i for i, f in enumerate(fits) if _holds(f.rig.way)]
    if not holders:
        chosen = max(range(len(options)), key=lambda i: options[i][0] * options[i][1])
        return chosen, msg("ask.size-choice.neither", "Neither holds it at this level; the fit below is {rig}'s.",
                           rig=_rig(*options[chosen]))
    if len(holders) == 1:
        chosen = holders[0]
        return chosen, msg("ask.size-choice.only", "Only {rig} holds it: that is the option this job needs.",
                           rig=_rig(*options[chosen]))
    singles = [i for i in holders if options[i][0] == 1]
    if singles and len(singles) < len(holders):
        chosen = max(singles, key=lambda i: options[i][1])
        return chosen, msg("ask.size-choice.both-one", "Either holds it; {rig} is the simpler set-up: nothing split "
                           "over cards, one card to power and cool.", rig=_rig(*options[chosen]))
    chosen = min(holders, key=lambda i: (options[i][0] * options[i][1], options[i][0]))
    larger = max(holders, key=lambda i: options[i][0] * options[i][1])
    return chosen, msg("ask.size-choice.both", "Either holds it: {small} is enough, and {large} leaves room for a "
                       "higher quant level or a longer context.", small=_rig(*options[chosen]),
                       large=_rig(*options[larger]))


def _fit(advisor: Any, read_as: ReadAs, count: int, memory: float, market: str | None, own: bool = False) -> Any:
    """The ``fits`` command's answer for ``read_as`` on ``count`` cards of ``memory`` GB (the asker's when ``own``);
    ``None`` when it refuses."""
    option = read_as.model_copy(update={"memory_gb": [memory], "gpus": count if count > 1 else None, "own": own})
    spec = BY_NAME["fits"]
    try:
        return spec.call(advisor, spec.arguments(spec.question(option), Given(advisor, market=market, use_case=None,
                                                                             bare_currency=None)))
    except AdvisorError:
        return None


def _owned_verdict(holds: list[bool], tight: bool, new: Message) -> Message:
    """Whether the owner's card is enough or the size to buy is needed (fix86 #2)."""
    if holds[0] and tight and holds[1]:
        return msg("ask.size-choice.owned-tight", "Your card holds it, only just: it does the job as it is, and {new} "
                   "is worth buying only for a higher quant level or a longer context.", new=new)
    if holds[0]:
        return msg("ask.size-choice.owned-enough", "Your card is enough for this: {new} is not needed.", new=new)
    if holds[1]:
        return msg("ask.size-choice.owned-short", "Your card does not hold it and {new} does: for this job the new "
                   "size is needed.", new=new)
    return msg("ask.size-choice.owned-neither", "Neither your card nor {new} holds it at this level.", new=new)


def owned_weighed(advisor: Any, text: str, q: Question, market: str | None) -> Question:
    """``q`` (a model's fit, no card named) answered as the choice between the card size the asker owns and a size to
    buy (:func:`owned_choice`; fix86 #2: "my 12gb or a new 16gb for qwen 14b?" was a list with neither size): each
    one's fit and whether the new size is needed leading, the body the owner's card's fit; ``q`` itself otherwise."""
    read_as, answer = q.read_as, q.answer
    if read_as is None or answer is None or read_as.command != "fits" or read_as.cards or read_as.model is None:
        return q
    chosen = owned_choice(text)
    if chosen is None:
        return q
    owned, options = chosen
    other = 1 - owned
    mine = _fit(advisor, read_as, *options[owned], market, own=True)
    new = _fit(advisor, read_as, *options[other], market)
    if mine is None or new is None or mine.rig is None or new.rig is None or getattr(mine, "shape", None) is None:
        return q
    new_rig = _rig(*options[other])
    lines = join([_option_line(msg("ask.size-choice.yours", "your {memory} card", memory=gb(options[owned][1])),
                               mine.rig), _option_line(new_rig, new.rig)], "semicolon")
    lead = msg("ask.size-choice.owned-lead", "For {model} in {level}: {lines}.", model=card_param(read_as.model.name),
               level=Text(value=quant_name(mine.precision)), lines=lines)
    verdict = _owned_verdict([_holds(mine.rig.way), _holds(new.rig.way)], bool(mine.rig.tight), new_rig)
    shape = mine.shape
    body = mine.model_copy(update={"shape": shape.model_copy(update={"headline": join(
        [lead, verdict, *([shape.headline] if shape.headline is not None else [])])})})
    note = msg("ask.note.size-owned", "Your {memory} card is weighed against {new}; the fit below is your card's.",
               memory=gb(options[owned][1]), new=new_rig)
    read_as = read_as.model_copy(update={"memory_gb": [options[owned][1]], "gpus": None, "own": True,
                                         "notes": [*read_as.notes, note]})
    return q.model_copy(update={"read_as": read_as, "answer": body, "reply": read_as_message(read_as)})


def sizes_weighed(advisor: Any, text: str, q: Question, market: str | None) -> Question:
    """``q`` (a fit on a GPU known by its memory alone) answered as the choice between the card sizes ``text`` sets
    against each other (:func:`sizes_chosen`): each option's fit, which the model needs (:func:`_verdict`) leading,
    and the body that option's fit said of a card asked about (never "your"); the read-as line on that option with a
    note saying every option was weighed. ``q`` itself when no such choice is said, a card is named or the answer is
    no model's fit — but for a count of GPUs said with no card and no memory, whose share on each card leads
    (:func:`advisor.ask.count_unnamed.count_said`), and an Unsloth dynamic level, said as the level it was read as
    (:func:`advisor.ask.dynamic_quant.dynamic_noted`)."""
    q = dynamic_noted(count_said(q))  # "2 gpus, OOM on llama 8b full finetune": the need on each card (fix84a #2);
    # "UD-Q4_K_XL": the level it was read as, said (fix84a #3)
    owned = owned_weighed(advisor, text, q, market)  # "my 12gb or a new 16gb": the owner's fit, the new size weighed
    if owned is not q:
        return owned
    read_as, answer = q.read_as, q.answer
    if read_as is None or answer is None or read_as.command != "fits" or read_as.cards or read_as.model is None or (
            not read_as.memory_gb or getattr(answer, "rig", None) is None or getattr(answer, "shape", None) is None):
        return q
    options = sizes_chosen(text)
    if options is None:
        return q
    fits = [_fit(advisor, read_as, count, memory, market) for count, memory in options]
    if any(f is None or f.rig is None for f in fits):
        return q
    model = card_param(read_as.model.name)
    level = Text(value=quant_name(fits[0].precision))
    chosen, verdict = _verdict(options, fits)
    lines = join([_option_line(_rig(*o), f.rig) for o, f in zip(options, fits, strict=True)], "semicolon")
    lead = msg("ask.size-choice.lead", "Of the options asked about for {model} in {level}: {lines}.", model=model,
               level=level, lines=lines)
    count, memory = options[chosen]
    said = read_as.memory_gb == [memory] and (read_as.gpus or 1) == count
    body = not_owned(answer if said else fits[chosen])
    shape = body.shape
    body = body.model_copy(update={"shape": shape.model_copy(update={"headline": join(
        [lead, verdict, *([shape.headline] if shape.headline is not None else [])])})})
    note = msg("ask.note.size-choice", "Each card size asked about is weighed for the model, none read as yours; the "
               "fit below is "
               "{rig}'s.", rig=_rig(count, memory))
    read_as = read_as.model_copy(update={"memory_gb": [memory], "gpus": count if count > 1 else None, "own": False,
                                         "notes": [*read_as.notes, note]})
    return q.model_copy(update={"read_as": read_as, "answer": body, "reply": read_as_message(read_as)})


__all__ = ["CHOICE", "owned_choice", "owned_weighed", "sizes_chosen", "sizes_weighed"]
