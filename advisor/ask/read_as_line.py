"""The read-as line of an answer: the slash command a reading amounts to ("Read as /recommend budget:800 USD
use_case:llm"), with the prices' condition and every assumption the reading made (:mod:`advisor.ask.answer`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import BY_NAME
from ..i18n import Card, ListOf, Message, MessageParam, Money, Number, Text, msg, template
from ..wording import card_param, join

if TYPE_CHECKING:
    from .models import Question, ReadAs

CONDITIONS = {"used": msg("ask.condition.used", "used"), "new": msg("ask.condition.new", "new")}
"""The prices' condition as the read-as line says it."""


def read_as_text(read_as: ReadAs) -> str:
    """The slash command a reading amounts to, as typed ("/recommend budget:800 USD use_case:llm"):
    the arguments its slots give (:meth:`~advisor.commands.CommandSpec.question`) that are not the
    command's defaults, the market last."""
    spec = BY_NAME.get(read_as.command)
    if spec is None:  # help, none
        return f"/{read_as.command}"
    return " ".join([f"/{spec.name}", *(f"{name}:{value}" for name, value in spec.shown(spec.question(read_as)))])


TOPICS = {"power": msg("ask.topic.power", "about the power supply."),
          "power-reading": msg("ask.topic.power-reading", "about the card's power reading."),
          "waiting": msg("ask.topic.waiting", "about whether to wait."),
          "overkill": msg("ask.topic.overkill", "about whether the card is more than the job needs."),
          "cheapest": msg("ask.topic.cheapest", "about the cheapest card of that memory."),
          "enough": msg("ask.topic.enough", "about what that memory runs."),
          "nvlink": msg("ask.topic.nvlink", "about linking the cards (NVLink)."),
          "ecc": msg("ask.topic.ecc", "about ECC memory."),
          "fact.power": msg("ask.topic.fact.power", "about the card's board power."),
          "fact.idle": msg("ask.topic.fact.idle", "about the card's draw at idle."),
          "fact.memory": msg("ask.topic.fact.memory", "about the card's memory."),
          "fact.bandwidth": msg("ask.topic.fact.bandwidth", "about the card's memory bandwidth."),
          "fact.connector": msg("ask.topic.fact.connector", "about the card's power connector."),
          "pretrain": msg("ask.topic.pretrain", "about pretraining a model from scratch."),
          "budget-count": msg("ask.topic.budget-count", "about how many of the card the budget buys.")}
"""The topic of a reading (:data:`advisor.ask.topics.TOPICS`) as the read-as line says it, first among its notes: the
command typed alone answers without it, so it is no option of the command."""


_ENDED = (".", "?", "!", "。", "？", "！", ")", "）", "”")
"""The marks a sentence of the read-as notes may end with."""


def sentences(notes: list[Message]) -> Message:
    """``notes`` joined as sentences, each before the last ended with a full stop when its English template has
    none ("… to rank the cards for it" then "One image does not split…": break36 #13)."""
    ended = [msg("ask.note.sentence", "{note}.", note=n) if i < len(notes) - 1 and not (
        template(n.key) or ".").rstrip().endswith(_ENDED) else n for i, n in enumerate(notes)]
    return join(ended)


def compared_budget(read_as: ReadAs) -> list[Message]:
    """The budget of a comparison ("3090 vs 4090 under 800"), said on the read-as line since ``compare`` takes no
    budget: each side of the answer is weighed against it (``ask.over-budget``, ``ask.within-budget.both``: fix68d
    #2). Empty for another command or no budget."""
    budget = read_as.budget
    if read_as.command != "compare" or budget is None:
        return []
    return [msg("ask.note.compare-budget", "with your budget of {budget}: each side is weighed against it.",
                budget=Money(amount=budget.amount, currency=budget.currency))]


def _names(m: object, budget: Money) -> bool:
    """Whether the message ``m`` (or a parameter at any depth of it) says the amount ``budget``."""
    if isinstance(m, Money):
        return m.amount == budget.amount and m.currency == budget.currency
    if isinstance(m, (Message, MessageParam)):
        return any(_names(v, budget) for v in m.params.values())
    return isinstance(m, ListOf) and any(_names(v, budget) for v in m.items)


def _unsaid(m: Message | MessageParam, key: str) -> Message | MessageParam | None:
    """``m`` (a read-as line's notes, sentences joined by :func:`sentences`) without the note ``key``; ``None`` when
    ``m`` is that note alone."""
    if m.key == key:
        return None
    if m.key != "answer.join.sentences":
        return m
    first, second = m.params["first"], m.params["second"]
    if isinstance(second, MessageParam) and second.key == key:
        return first if isinstance(first, (Message, MessageParam)) else m
    if not isinstance(first, (Message, MessageParam)):
        return m
    kept = _unsaid(first, key)
    if kept is None:
        return second if isinstance(second, (Message, MessageParam)) else m
    return m.model_copy(update={"params": {**m.params, "first": kept}})


_UNNOTED = {"ask.read-as-notes": "ask.read-as", "ask.read-as-condition-notes": "ask.read-as-condition"}
"""A read-as line with notes -> its key when the notes are gone."""


def budget_said_once(q: Question) -> Question:
    """``q`` without the read-as line's "with your budget of X: each side is weighed against it"
    (:func:`compared_budget`) when the answer's lead itself says that budget ("Of the options you named, 2 × 3090 is the
    one within your budget of 20,000 CNY…"): the budget said once, not in two paragraphs one above the other (mend51a:
    the line it took cut "Over your budget, the options that hold Llama 3.3 70B" from the console)."""
    budget, shape = q.read_as.budget, getattr(q.answer, "shape", None)
    reply = q.reply
    if budget is None or shape is None or reply is None or reply.key not in _UNNOTED:
        return q
    notes = reply.params.get("notes")
    if not isinstance(notes, (Message, MessageParam)) or not _names(
            shape.headline, Money(amount=budget.amount, currency=budget.currency)):
        return q
    kept = _unsaid(notes, "ask.note.compare-budget")
    if kept is notes:
        return q
    if kept is None:
        reply = Message(key=_UNNOTED[reply.key], params={k: v for k, v in reply.params.items() if k != "notes"})
    else:
        reply = reply.model_copy(update={"params": {**reply.params, "notes": kept}})
    return q.model_copy(update={"reply": reply})


def read_as_message(read_as: ReadAs) -> Message:
    """"Read as /recommend budget:800 USD …" (with used or new prices only, when said), then every
    assumption the reading made (``read_as.notes``: the card assumed, a memory corrected, a device unknown)."""
    command = Text(value=read_as_text(read_as))
    limits = ("ask.note.power-cap", "ask.note.supply-cap")  # a limit said in a note: no "about the power supply"
    topic = [TOPICS[read_as.topic]] if read_as.topic in TOPICS and not (  # "… — about the power supply"
        read_as.topic == "power" and any(n.key in limits for n in read_as.notes)) else []
    topic += compared_budget(read_as)
    notes = sentences([*topic, *read_as.notes]) if read_as.notes or topic else None  # sentences: "。" then the next
    if read_as.condition and notes:
        return msg("ask.read-as-condition-notes", "Read as {command}, with {condition} prices only — {notes}",
                   command=command, condition=CONDITIONS[read_as.condition], notes=notes)
    if read_as.condition:
        return msg("ask.read-as-condition", "Read as {command}, with {condition} prices only.", command=command,
                   condition=CONDITIONS[read_as.condition])
    if notes:
        return msg("ask.read-as-notes", "Read as {command} — {notes}", command=command, notes=notes)
    return msg("ask.read-as", "Read as {command}", command=command)


def _counted_cards(read_as: ReadAs) -> list[Card | Message]:
    """The cards a reading names, each with its count when more than one ("2 × GeForce RTX 3090"): a card's own
    count (``counts``), else the GPUs said of one card (``gpus``, "two 3090s")."""
    counts = read_as.counts or []
    out: list[Card | Message] = []
    for i, name in enumerate(read_as.cards):
        n = counts[i] if i < len(counts) else (read_as.gpus or 1) if len(read_as.cards) == 1 else 1
        card = card_param(name)
        out.append(msg("owned.rig.count", "{count:.0f} × {card}", count=Number(value=n), card=card) if n > 1 else card)
    return out


def reply_reading(read_as: ReadAs) -> Message | None:
    """The read-as line of a reply in words (a power supply, a card's fact, a number format, a maker, a concept):
    what was read of the question — its cards, each counted ("2 × GeForce RTX 3090"), or the GPUs counted without
    a card — then its topic and every assumption (the V100 assumed). ``None`` when the reading has no card and no
    count (nothing a member could see misread). Not a slash command: the reply answers what the command would not
    (issue 28 §2: "which V100, which count")."""
    cards = _counted_cards(read_as)
    if cards:
        what: Card | Message | ListOf = cards[0] if len(cards) == 1 else ListOf(  # a counted card is a message
            items=[MessageParam(key=c.key, params=dict(c.params)) if isinstance(c, Message) else c for c in cards],
            style="and")  # ("1080ti sli, 2080ti or rtx3080": 2 × GTX 1080 Ti)
    elif read_as.gpus and read_as.gpus > 1:
        what = msg("ask.reply-read-as.gpus", "{count:.0f} GPUs", count=Number(value=read_as.gpus))
    else:
        return None
    topic = [TOPICS[read_as.topic]] if read_as.topic in TOPICS else []
    if topic or read_as.notes:
        return msg("ask.reply-read-as.notes", "Read as: {what} — {notes}", what=what,
                   notes=sentences([*topic, *read_as.notes]))
    return msg("ask.reply-read-as", "Read as: {what}.", what=what)


def with_reading(q: Question) -> Question:
    """``q`` with its reply's read-as line (:func:`reply_reading`) when it is a reply in words: no answer (an answer's
    reply is its read-as line already), no refusal, not a question asked back (``ask.missing.*``) and not an image
    job's reply (``image.*`` says its own reading first); the reply keeps its own key."""
    if q.answer is not None or q.error is not None or q.reply.key.startswith(("image.", "ask.missing.", "ask.read-as")):
        return q
    read_as = q.read_as
    if read_as.topic in ("power", None) and "ask.power-reading.reply" in q.reply.keys:  # "is 300W normal on my
        # 3090": the card's draw, never a supply (fix74a); "my 3090 draws 300W" has no topic read (fix75a)
        read_as = read_as.model_copy(update={"topic": "power-reading"})
    line = reply_reading(read_as)
    return q if line is None else q.model_copy(update={"read_as_line": line})
