"""Several models named in one question (fix49b, issue 27, break36 #6): "can I run deepseek v3.1 and kimi k2 on 8x
3090?", "llama 3.3 70b or qwen3 235b, a mac studio 512gb or 4x 3090?", "qwen3 32b 和 glm-4.5 air 用什么卡". The reader
reads one model; the others were dropped without a word, and the one kept was the first found, not the one that
decides the hardware (the Mac wins only on Qwen3 235B, so a verdict on Llama 3.3 70B misled).

The question is cut where a list joins its items ("and", "or", "vs", a comma, "和", "还是", "、"), each piece read by
the reader alone (:func:`advisor.ask.reader.read`); the models the model table names (never a bare size: "7b or 13b"
are sizes compared) are the models named. When there are two or more, the answer is for the largest (the most
parameters: what a card must hold), and the read-as line names the others, to be asked again for each. A piece that
says its model only as context ("better than llama 3 70b", "llama 8b already runs fine") names none. Pure."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..fits.memory import need_gb, quant_name
from ..i18n import Card as CardParam
from ..i18n import ListOf, Message, Text, msg
from ..image_needs import find_generator
from ..image_owner import owner_verdict
from ..models.fit import Fit
from ..wording import gb
from .families import common_model
from .model_gate import may_name_model
from .models import ModelSlot, Question, ReadAs
from .read_as_line import read_as_message
from .reader import read

if TYPE_CHECKING:
    from ..api import Advisor

_JOIN = re.compile(r"\s*(?:[,;，；、/&+]|(?<![a-z])(?:and|or|vs\.?|versus|plus)(?![a-z])|"
                   r"和|与|與|或者|或是|或|还是|還是|跟|以及)\s*")
"""Where a list of models joins its items."""
_CONTEXT = re.compile(r"(?<![a-z])(?:than|instead\s+of|already|currently|used\s+to|(?:runs?|works?|ran|worked)\s+"
                      r"(?:fine|ok|okay|well|great)|steady[\s-]*states?|similar|"
                      # a model the asker got running ("I got gpt-oss-120b running!", "have qwen3 8b working"): one
                      # that runs, beside the one asked about (reader48)
                      r"(?:got|have|had)\s+[^.?!]{1,40}?\s(?:running|working)|(?:is|are)\s+running\s+fine)(?![a-z])|"
                      r"跑通了|跑起来了|跑起來了|比|已经|已經|之前|以前|原来|"
                      r"原來|换掉|換掉|\d\s*(?:tok(?:en)?s?|t|it)\s*/\s*(?:s|sec)(?![a-z])")
"""A piece that says its model as context, not as one asked about: compared with, had before, or measured ("GPT-OSS-120B
… steady-states 33-34 tok/s" in a report of another model's speed)."""
_WHICH = re.compile(r"哪一?[个個款种種]|(?<![a-z])which(?![a-z])", re.I)
"""A choice asked after the list ("智谱清言和通义千问哪个能在3060跑"): of the models listed, never of one's sizes."""
_ASKED = re.compile(r"[?？]|吗|嗎|哪|(?<![a-z])which(?![a-z])", re.I)
"""A question asked of the families named, not a report that names them ("6600运行llama或者qwen缓慢")."""
LONGEST = 320
"""A text longer than this is a report pasted (a log, an issue), whose other models are its comparisons: one model,
the reader's, is asked about (the several-model questions of break36 #6 are 60–220 characters)."""
_EACH = 3
"""The most other models whose fit on the one card is said each in a line (a short answer's bound); more: ask again."""
_COMMANDS = frozenset({"fits", "compare", "why", "recommend"})


def models_named(advisor: Advisor, text: str) -> list[tuple[str, float]]:
    """The models of the table named in ``text`` (its pieces, module docstring), each once, in the order said, with
    their parameters in billions; fewer than two (none) when ``text`` names fewer. The pieces are read in order until
    those left could not make two models with those found (perf31: "I have about 600 bucks and want to run llama 3
    8b locally" read its second piece, a whole question's reading, when its first had named none)."""
    if len(text) > LONGEST:
        return []
    pieces = [p for p in _JOIN.split(text) if p.strip()]
    if len(pieces) < 2:
        return []
    asked = [_WHICH.sub(" ", piece) for piece in pieces if not _CONTEXT.search(piece.lower())]  # "A和B哪个能跑":
    # which of the two, never which B model (fix72b)
    found: dict[str, float] = {}
    families: dict[str, float] = {}
    for n, piece in enumerate(asked):
        if len(found) + len(families) + len(asked) - n < 2:  # each piece left names one model at most: never two
            return []
        if not may_name_model(advisor, piece):  # no size, no family word: names none (perf39, .model_gate)
            continue
        reading = read(advisor, piece)
        model = reading.model
        if model is not None and model.kind == "table" and model.name not in found:
            found[model.name] = round(model.params / 1e9, 2)
        elif model is None and reading.model_family and (
                common := common_model(advisor.llm_models.rows, reading.model_family)) is not None:
            families[common[1]] = round(common[0], 2)
    if not found and len(families) >= 2 and _ASKED.search(text):  # "智谱清言和通义千问哪个能在3060跑": GLM and
        return list(families.items())  # Qwen, each at its common size (fix72b); never beside a model named by size
    return list(found.items())


def largest_model(advisor: Advisor, text: str, read_as: ReadAs) -> ReadAs:
    """``read_as`` answering the largest of the models ``text`` names, with a note naming the others (module
    docstring); ``read_as`` as it is when it names one model, or the one read is none of those named. Only a model
    the table has can be one of those named (a bare size, "7b", or a family said alone is none): for any other the
    pieces are not read (perf31: "预算5000元，想跑7B模型，买什么显卡？" read its three pieces again, each a whole
    question's reading, to give the answer it had)."""
    if read_as.model is None or read_as.command not in _COMMANDS:
        return read_as
    said = read_as.model.name if read_as.model.name in advisor.llm_models.name_set else (
        common[1] if (common := common_model(advisor.llm_models.rows, read_as.model.name)) else None)  # "glm"
    if said is None:
        return read_as
    named = models_named(advisor, text)
    if len(named) < 2 or said not in dict(named):
        return read_as
    name, params = max(named, key=lambda m: m[1])
    others = [n for n, _ in named if n != name]
    if len(read_as.cards) == 1 and read_as.task in (None, "inference") and len(others) <= _EACH:
        # one card and several models: each one's fit on it, a line each (review22 #5); a comparison of one card
        # with nothing is none
        fits = [f for f in (_fit_on(advisor, n, read_as) for n in others) if f is not None]
        if len(fits) == len(others):
            note = msg("ask.models-each", "{count:.0f} models named for the same hardware: the answer is for {model}, "
                       "the largest; the fit of each other model on it follows.", count=len(named),
                       model=Text(value=name))
            return read_as.model_copy(update={"command": "fits", "model": ModelSlot(name=name, params_b=params),
                                              "notes": [*read_as.notes, note, *fits]})
    needs = [n for n in (_need_of(advisor, o) for o in others) if n is not None] if not read_as.cards and (
        read_as.task in (None, "inference") and len(others) <= _EACH) else []
    if needs and len(needs) == len(others):
        # no card: each other model's need, a line each (fix70a; newuser28 #3: "ask again for …" answered one)
        note = msg("ask.models-each-need", "{count:.0f} models named: the answer is for {model}, the largest (the one "
                   "that decides the hardware); what each other model needs follows.", count=len(named),
                   model=Text(value=name))
        return read_as.model_copy(update={"model": ModelSlot(name=name, params_b=params),
                                          "notes": [*read_as.notes, note, *needs]})
    note = msg("ask.models-others", "{count:.0f} models named: answered for {model}, the largest (the one that "
               "decides the hardware); ask again for {others}.", count=len(named), model=Text(value=name),
               others=ListOf(items=[Text(value=n) for n in others], style="and"))
    return read_as.model_copy(update={"model": ModelSlot(name=name, params_b=params), "notes": [*read_as.notes, note]})


def _llm_and_image(advisor: Advisor, read_as: ReadAs) -> bool:
    """Whether ``read_as`` is one card's fit of a language model the table has, with an image or video generator
    named beside it (``read_as.generator``): two models, two answers (:func:`image_beside_llm`, :func:`llm_too`)."""
    return read_as.command == "fits" and read_as.generator is not None and read_as.model is not None and len(
        read_as.cards) == 1 and read_as.model.name in advisor.llm_models.name_set and read_as.task in (
        None, "inference")


def image_beside_llm(advisor: Advisor, q: Question) -> Question:
    """``q`` answering a language model's fit on one card that names an image generator too ("can my 3060 run sdxl
    and llama 3 8b?", "3090跑llama 3 70b还是sdxl"), with the generator's own verdict on the card on its read-as line
    (from its published settings, :func:`advisor.image_owner.owner_verdict`): every model named is answered (issue 27
    §5, fix68b #2: SDXL was dropped without a word). When the card's reply is the generator's, :func:`llm_too` adds
    the LLM's fit there instead. ``q`` as it is otherwise (a reply in words, a refusal, no generator)."""
    read_as = q.read_as
    if q.answer is None or q.reply is None or not q.reply.key.startswith("ask.read-as") or not _llm_and_image(
            advisor, read_as) or (g := find_generator(str(read_as.generator))) is None or (
            card := advisor.catalog.card(read_as.cards[0])) is None:
        return q
    verdict = owner_verdict(advisor, g, card, advisor.catalog.market(q.answer.market.id))
    if verdict is None:
        return q
    note = msg("ask.models-image-too", "You named {image} too: {verdict}", image=CardParam(value=g.models[0]),
               verdict=verdict)
    read_as = read_as.model_copy(update={"notes": [*read_as.notes, note]})
    return q.model_copy(update={"read_as": read_as, "reply": read_as_message(read_as)})


def llm_too(advisor: Advisor, read_as: ReadAs, reply: Message) -> Message:
    """``reply`` (an image generator's answer on one card, :func:`advisor.ask.card_job.job_on_card`) with the fit of
    the language model named beside it ("can a 4090 run qwen3 32b and flux dev?": FLUX's verdict, then Qwen3 32B's
    fit on the card; fix68b #2), from :meth:`advisor.api.Advisor.fits`; ``reply`` as it is when no such model is
    named or its fit cannot be told."""
    if not _llm_and_image(advisor, read_as) or read_as.model is None or (
            fit := _fit_on(advisor, read_as.model.name, read_as.model_copy(update={"precision": None}))) is None:
        return reply
    too = msg("ask.models-llm-too", "You named {model} too: {fit}", model=Text(value=read_as.model.name), fit=fit)
    if reply.key == "image.needs.reply":  # the reply's form kept: its reading, then each model's answer
        return msg("image.needs.reply", "{reading} {answer}", reading=reply.params["reading"], answer=msg(
            "answer.join.sentences", "{first} {second}", first=reply.params["answer"], second=too))
    return msg("answer.join.sentences", "{first} {second}", first=reply, second=too)


def _need_of(advisor: Advisor, name: str) -> Message | None:
    """The sentence saying what ``name`` needs to run with no card named: its memory in 4-bit and at 16 bits (4,096
    tokens, batch 1), from :meth:`advisor.api.Advisor.fits` (``memory.llm-task``); ``None`` when it cannot be told."""
    try:
        four, full = advisor.fits(name), advisor.fits(name, precision="bf16")
    except AdvisorError:
        return None
    if not isinstance(four, Fit) or not isinstance(full, Fit):  # a card's list of what runs: no need to say
        return None
    return msg("ask.models-need", "{model} needs about {four} in 4-bit ({level}) and {full} at 16 bits.",
               model=Text(value=name), four=gb(need_gb(four.memory.total_gb)), level=Text(value=quant_name(
                   four.precision)), full=gb(need_gb(full.memory.total_gb)))


def _fit_on(advisor: Advisor, name: str, read_as: ReadAs) -> Message | None:
    """The sentence saying whether ``name`` fits the one card of ``read_as`` (its count, precision and context as
    read), from :meth:`advisor.api.Advisor.fits`; ``None`` when the fit cannot be told."""
    try:
        count = read_as.gpus or 1
        card = read_as.cards[0] if count == 1 else f"{count}x {read_as.cards[0]}"
        fit = advisor.fits(name, card=card, precision=read_as.precision, context=read_as.context_tokens)
    except AdvisorError:
        return None
    rig = getattr(fit, "rig", None)
    return rig.message if rig is not None else None


__all__ = ["largest_model", "models_named"]
