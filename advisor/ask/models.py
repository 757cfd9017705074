"""The answer to a question asked in words: :class:`Question` (``tests/cases/README.md``, "JSON shapes").

``Question.read_as`` is how the text was read, in the terms of the command it names (the slots of
``/recommend``, ``/compare``, ``/why``, ``/fits``); ``answer`` is that command's own answer, computed
with those slots; ``reply`` is the sentence said with it (the read-as line, the one question asked
back, the short help). User-facing text is a :class:`~advisor.i18n.Message` (issue 20: answers
hold messages only); ``--json`` shows its text beside it, in the language asked.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, Field

from ..commands import BY_NAME
from ..i18n import Message, empty_list
from ..models import (
    AnswerModel,
    CardName,
    Code,
    Comparison,
    Condition,
    Fit,
    Id,
    Plain,
    Recommendation,
    Runs,
    Typed,
    Verdict,
)
from ..stack_os import windows_named
from .compared_pick import compared_pick, fit_pick

#: What a question asks besides a command: the short help, or nothing to answer.
NOT_COMMANDS = ("help", "none")


def _known(name: str) -> str:
    if name not in BY_NAME and name not in NOT_COMMANDS:
        raise ValueError(f"no command {name!r} (advisor.commands.COMMANDS)")
    return name


CommandName = Annotated[str, Plain("id"), AfterValidator(_known)]
"""What a question asks: a command of the table (:data:`advisor.commands.COMMANDS`), the short
help (``help``) or nothing (``none``)."""
#: The slots a question can miss (asked back in one sentence).
Slot = Literal["budget", "cards", "model"]


class BudgetSlot(AnswerModel):
    """A budget as the user meant it: ``amount`` in ``currency`` (ISO 4217), the top of a range."""

    amount: float
    currency: Code


class ModelSlot(AnswerModel):
    """A model read: its name in ``data/models.csv`` (``Llama 3 8B``) or a bare size (``7B``), and its
    parameters in billions."""

    name: CardName
    params_b: float


class ReadAs(AnswerModel):
    """How a question was read.

    ``command``: what it asks (:data:`CommandName`: a command of the table, ``help`` or ``none``).
    ``budget`` (amount, currency), ``cards`` (canonical card names, in the order typed), ``model``,
    ``task`` (inference, lora, qlora, full-finetune), ``precision`` (fp32 … int4), ``use_case`` (one of
    :data:`advisor.models.USE_CASES`), ``gpus`` (how many), ``market`` (a market id named by the
    text, e.g. ``2017-us`` for "in 2017"), ``condition`` (used / new): each ``None`` (or empty)
    when the question did not say it. ``own``: the asker has the card (and runs out of memory):
    ``why`` answers as ``why --own``. ``offer``: the price the asker states for the one card asked about
    ("a100 40gb used for 1500, good deal?"), judged as that card's price, never a budget; ``card_offers``: the
    price offered for each card of a comparison (``None`` for a card said without one: "buy a 3090 for 700 or a 4090
    for 1600?"), per card (:mod:`advisor.ask.offers`); ``offer_conditions``: the condition said of each offered card
    when a comparison's cards are said in different ones ("used 5090 for 2800 or new 4090 for 1800?"). ``counts``: how
    many of each card a comparison weighs ("is 2x 1080 better than a 1080 ti?": ``[2, 1]``), ``None``
    for one of each.

    Typed spans read before any card name (issue 27): ``ram_gb`` the system RAM said ("96GB DDR5",
    "64G内存"), ``memory_gb`` the GPU memory stated, one per card in ``cards`` (``None`` where none
    was said) or one figure with no card ("8GB VRAM", "48G的显卡"), in GB; ``context_tokens`` the
    context length said ("8192 context", "64k"); ``batch`` the batch size said; ``users`` the users a
    server serves at once ("a 20-user vllm server", "20个用户同时用"); ``speed_tps`` the tokens a second
    wanted ("at least 20 tok/s", "要2 token每秒"; a speed measured is none); ``laptop`` a laptop
    asked about or owned; ``unknown`` device names as typed that no catalogue entry matches ("gtx
    9999", "H20"), said unknown rather than replaced by another card. ``generator``: the words that named an image
    or video generator ("flux", "sdxl"), kept by a follow-up that names none (:mod:`advisor.ask.image_follow`).
    ``topic``: what the question asks about besides its command (:data:`advisor.ask.topics.TOPICS`: ``power``,
    ``waiting``, ``overkill``, ``cheapest``, ``enough``, ``nvlink``, ``ecc``, ``fact.<kind>`` for one figure of a
    card), kept by a follow-up that says none ("what psu for two 3090s?" then "and for three?": still the supply),
    said first among the read-as line's notes; ``supply_w`` a power supply's wattage said ("is a 750w psu enough"),
    in W; ``run_days`` the time a pretraining run must take ("… in a week": 7), in days, kept by a follow-up of the
    ``pretrain`` topic ("and a 3b?": still within a week).
    ``notes``: every assumption the reading made, said on the read-as line in the member's language — the name
    index's own notes (the card assumed for a name several cards share), its corrections ("the GeForce RTX 2080
    Ti has 11 GB, not 12 GB") and each unknown device with the nearest one the catalogue knows.
    """

    command: CommandName
    budget: BudgetSlot | None = None
    offer: BudgetSlot | None = None
    card_offers: list[BudgetSlot | None] | None = None
    offer_conditions: list[Condition | None] | None = None
    cards: list[CardName] = Field(default_factory=empty_list)
    model: ModelSlot | None = None
    task: Code | None = None
    precision: Code | None = None
    use_case: Code | None = None
    gpus: int | None = None
    market: Id | None = None
    condition: Condition | None = None
    own: bool = False
    counts: list[int] | None = None
    ram_gb: float | None = None
    ram_kind: Code | None = None
    """The system RAM's kind, speed and channels said ("64GB DDR4", "DDR5-6000", "quad channel", "12通道", a named
    EPYC or Xeon W), as a spec (``DDR4-3200x2``, ``DDR5x12``: :mod:`advisor.ram_speed`, :mod:`advisor.ask.ram_kind`)."""
    memory_gb: list[float | None] | None = None
    context_tokens: int | None = None
    batch: int | None = None
    users: int | None = None
    speed_tps: float | None = None
    laptop: bool = False
    unknown: list[Typed] = Field(default_factory=empty_list)
    notes: list[Message] = Field(default_factory=empty_list)
    job: Code | None = None
    generator: Typed | None = None
    topic: Code | None = None
    supply_w: float | None = None
    run_days: float | None = None
    maker: Code | None = None
    """The maker the ranking is kept to ("nvidia only", "best amd gpu": :mod:`advisor.ask.maker_only`), as its note
    says (break28 #3)."""
    makers_left_out: list[Code] | None = None
    """The makers left out of the ranking ("no mac", "除了苹果"), as their notes say (break28 #2)."""
    jobs: list[Code] | None = None
    """The other models an LLM's ranking sized beside it, each with its set-up ("SDXL (fp16)", "Whisper large-v3
    (faster-whisper fp16)"), kept by a follow-up so "what if one at a time?" weighs them again
    (:mod:`advisor.ask.budget_jobs`, break34 #6)."""
    at_once: bool | None = None
    """Whether the jobs of :attr:`jobs` run loaded at the same time (``None``: not said), kept by a follow-up and
    switched by one that says otherwise ("what if one at a time?", "轮流跑呢")."""
    training: bool = False
    """A general ranking asked for training ("best gpu for training under 1000"): its headline says "(training)",
    and a budget follow-up keeps it (:mod:`advisor.ask.training_named`, break30 #13)."""
    places: int | None = None
    """The cards the asker's PC takes already ("my pc already takes two cards", "我的主板已经能插两张卡"): a ranking of
    that many or fewer stands on the cards alone (:mod:`advisor.ask.places_owned`, break34 #3)."""
    stand_in_model: ModelSlot | None = None
    """The model the answer is sized and timed on where the question named none (``model`` stays ``None``, so the
    reading claims no model): a vision-language model unnamed is sized as Qwen2.5-VL 7B, said in the notes
    (:mod:`advisor.ask.vlm_default`, fix48b)."""


class Question(AnswerModel):
    """A question asked in words, read and answered (:meth:`advisor.api.Advisor.ask`).

    ``text``: the question as read (cleaned, at most :data:`advisor.ask.reader.MAX_QUESTION_CHARS`
    characters). ``language``: the language it is written in (``en``, ``zh_Hans``, ``zh_Hant``).
    ``read_as``: :class:`ReadAs`. ``missing``: the slots its answer needs and it did not give
    (``budget``); then ``answer`` is None and ``reply`` asks for them. ``answer``: the named
    command's answer, or None (help, nothing to answer, a slot missing, or the command refused
    the slots: then ``error`` is the refusal's code and ``reply`` its sentence). ``reply``: the
    sentence to say — the read-as line ("Read as /recommend budget:800 USD use_case:llm"), the
    question asked back, the short help, or the command's refusal — as a message (``--json``
    gives its text, the contract's ``reply: str``, and ``reply_message``). ``language``: the
    language the reply should be said in (the one asked for, else the question's own). ``read_as_line``: a
    reply in words' reading, said after it ("Read as: 2 × GeForce RTX 3090 — about the power supply.":
    :func:`advisor.ask.read_as_line.reply_reading`), ``None`` for an answer (its ``reply`` is its read-as line)
    and a reply with no card or count read.
    """

    text: Typed
    language: Code = "en"
    read_as: ReadAs
    missing: list[Slot] = Field(default_factory=empty_list)
    answer: Recommendation | Comparison | Verdict | Fit | Runs | None = None
    reply: Message
    error: Code | None = None
    read_as_line: Message | None = None
    earlier: list[CardName] = Field(default_factory=empty_list, exclude=True)
    earlier_offers: dict[CardName, BudgetSlot] = Field(default_factory=dict, exclude=True)
    served: bool = Field(default=False, exclude=True)
    """Whether the people said are a server's users, not seats (:func:`advisor.ask.seats.served_users`)."""
    budget_currency: Code | None = Field(default=None, exclude=True)
    """The currency said while the budget is asked back ("best gpu in euros", or "in euros" after "best gpu"): the bare
    amount that answers the question back is in it ("800": 800 EUR; fix68b #5). Kept by :meth:`context`."""

    def context(self) -> Context:
        """What a follow-up needs of this question (:class:`Context`): its reading, what it asked
        back and its refusal's code — without the answer (a few hundred bytes instead of ~125 KiB)."""
        chosen = self.reply.params.get("card") if self.reply.key.startswith("ask.which.") else None  # "which one
        # should I get?" answered "Take GeForce RTX 3090": that card, for "what psu for that?" (break22 #9)
        asked = led(self.answer) or (chosen.value if chosen is not None and hasattr(chosen, "value") else None)
        picked = asked or compared_pick(self.answer)  # a comparison's pick too (fix75d #3)
        fitted = fit_pick(self.answer, self.read_as) if picked is None else None  # a fit's too (fix79a #5)
        picked = picked or (fitted[0] if fitted else None)
        return Context(read_as=self.read_as, missing=self.missing, error=self.error, language=self.language,
                       earlier=self.earlier, earlier_offers=self.earlier_offers, picked=picked,
                       inferred=picked is not None and asked is None,
                       picked_gpus=fitted[1] if fitted and fitted[1] > 1 else None,
                       used=shown_used(self.answer), served=self.served,
                       windows=windows_named(self.text),
                       counted=self.text if self.read_as.topic == "budget-count" else None,
                       budget_currency=self.budget_currency)


def led(answer: object) -> CardName | None:
    """The card a recommendation leads with, the one a follow-up's "that" means ("what psu for that?"): the first
    line of its ranking when its headline names that card and it is a pick ("the fastest within your budget is
    GeForce RTX 4090", ranked first though the value pick is the 3090: mend46a), else its first pick; ``None`` for
    another answer or none picked."""
    if not isinstance(answer, Recommendation) or not answer.picks:
        return None
    shape = answer.shape
    first = shape.ranking[0].card if shape is not None and shape.ranking else None
    if shape is not None and first in shape.headline.cards and any(p.card == first for p in answer.picks):
        return first
    return answer.picks[0].card


SHOWN = 3
"""The ranking's rows every face shows first (the console's short form, the bot's first message)."""


def shown_used(answer: object) -> bool:
    """Whether ``answer`` is a recommendation whose first rows (:data:`SHOWN`, the cards a member saw) are each
    priced used."""
    shape = answer.shape if isinstance(answer, Recommendation) else None
    return bool(shape is not None and shape.ranking and all(
        x.price is not None and x.price.condition == "used" for x in shape.ranking[:SHOWN]))


class Context(AnswerModel):
    """The previous question of a conversation as a follow-up needs it (``Advisor.ask(context=…)``).

    ``read_as``: how it was read (:class:`ReadAs`); ``missing``: the slots it asked back (a
    follow-up that gives them is the answer); ``error``: the code of its refusal (an unknown card,
    a budget it could not read), ``None`` when it was answered; ``language``: the language it was answered in (a
    follow-up of digits alone, "3000", is answered in it); ``earlier``: the cards asked about before it in the
    conversation (:mod:`advisor.ask.conversation_cards`: "which one is faster?" weighs them), ``earlier_offers`` the
    prices offered for them. Small and JSON-safe:
    the bot keeps conversations as :meth:`stored` bytes and reads them back with :meth:`kept`
    (``bot.cogs.ask.Conversations``).
    """

    read_as: ReadAs
    missing: list[Slot] = Field(default_factory=empty_list)
    error: Code | None = None
    language: Code | None = None
    earlier: list[CardName] = Field(default_factory=empty_list)
    earlier_offers: dict[CardName, BudgetSlot] = Field(default_factory=dict)
    """The prices offered for the earlier cards (:mod:`advisor.ask.offers`): "… 3090 for $700" → "and a 4090 for
    1500?" → "which one?" compares the two at their offers (break20 #3)."""
    windows: bool = False
    """Whether the question named Windows (and no Linux): "what about ollama?" after "can I run vllm on windows with
    a 7900 XTX?" is asked of Windows too (fix56a #3, :func:`advisor.stack_os.windows_named`)."""
    picked: CardName | None = None
    """The card a recommendation answered with (its first pick): "what psu for that?" after "best pc build for
    training under $5000" asks about it (:func:`advisor.ask.topic_pick.on_pick`, break19 #8)."""

    picked_gpus: int | None = None
    """How many of :attr:`picked` a fit picked to buy when more than one ("2 x GeForce RTX 3090" over the asker's
    3060): "how much would it cost?" after it prices them all (fix79a #5)."""

    inferred: bool = False
    """Whether :attr:`picked` is only what a comparison's figures favour (fix75d #3), never a pick the answer gave: "it"
    means it, but "what psu for that?" after "3090 vs 4090" is still the supply of either (mend53c)."""

    used: bool = False
    """Whether every card the recommendation ranked was priced used: "what about used?" after it is the same answer,
    said so (:func:`advisor.ask.same_pick.used_counted`, newuser26)."""

    counted: Typed | None = None
    """A count question's text as typed ("how many 3090s can I buy with $5000-$6000"): "what about 4090s?" after it
    counts that card with the same budget, both ends of its range (:mod:`advisor.ask.budget_count`, fix58c)."""

    served: bool = False
    """Whether the people it said were a server's users ("what about for 4 users?"): a follow-up's budget for them
    ("那两万呢") is one server's too, never divided (:func:`advisor.ask.seats.served_users`, fix68a)."""
    budget_currency: Code | None = None
    """The currency said while the budget was asked back (:attr:`Question.budget_currency`): "800" after it is 800 of
    it (fix68b #5)."""

    def stored(self) -> bytes:
        """The context as UTF-8 JSON that :meth:`kept` reads back into an equal one (messages as
        keys and parameters, without the rendered texts an answer's JSON carries beside them)."""
        unset = {name for name in ("generator", "topic", "supply_w", "run_days", "offer", "card_offers",
                                   "offer_conditions", "maker", "makers_left_out", "places", "jobs",
                                   "at_once", "ram_kind", "stand_in_model", "batch", "users", "speed_tps", "job")
                 if getattr(self.read_as, name) is None} | ({"training"} if not self.read_as.training else set())
        exclude: dict = {"read_as": unset} if unset else {}
        if not self.earlier:  # most conversations: no earlier card
            exclude["earlier"] = True
        if not self.earlier_offers:
            exclude["earlier_offers"] = True
        if self.picked is None:
            exclude["picked"] = True
        if self.picked_gpus is None:
            exclude["picked_gpus"] = True
        if not self.windows:
            exclude["windows"] = True
        if not self.inferred:
            exclude["inferred"] = True
        if self.counted is None:
            exclude["counted"] = True
        if not self.used:
            exclude["used"] = True
        if not self.served:
            exclude["served"] = True
        if self.budget_currency is None:
            exclude["budget_currency"] = True
        return self.model_dump_json(context={"store": True},  # bytes a kept reading would spend on nothing
                                    exclude=exclude or None).encode()

    @classmethod
    def kept(cls, data: bytes | str) -> Context:
        """A context from :meth:`stored`'s bytes. Raises pydantic's ``ValidationError`` on anything else."""
        return cls.model_validate_json(data)


class Conversation(AnswerModel):
    """Several questions asked in turn, each after the first a follow-up of the one before it
    (``gpu-advisor ask "…" --then "…"``, or ``ask -`` reading one question a line): the console's
    way to try what a Discord conversation does (``Advisor.ask(text, context=previous)``).

    ``turns``: the questions in the order asked, each read with the one before it as its context
    (:meth:`Question.context`), as the bot keeps a conversation.
    """

    turns: list[Question]

