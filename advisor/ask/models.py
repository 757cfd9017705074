"""The answer to a question asked in words: :class:`Question` (``tests/cases/README.md``, "JSON shapes").

``Question.read_as`` is how the text was read, in the terms of the command it names (the slots of
``/recommend``, ``/compare``, ``/why``, ``/fits``); ``answer`` is that command's own answer, computed
with those slots; ``reply`` is the sentence said with it (the read-as line, the one question asked
back, the short help). User-facing text is a :class:`~advisor.i18n.Message` (issue 20: answers
carry messages); ``--json`` shows its English text (:func:`advisor.i18n.render`).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_serializer

from ..i18n import Message, render
from ..models import Comparison, Condition, Fit, Recommendation, Verdict

#: What a question asks: one of the four answering commands, the short help, or nothing.
CommandName = Literal["recommend", "compare", "why", "fits", "help", "none"]
#: The slots a question can miss (asked back in one sentence).
Slot = Literal["budget", "cards", "model"]


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class BudgetSlot(_Model):
    """A budget as the user meant it: ``amount`` in ``currency`` (ISO 4217), the top of a range."""

    amount: float
    currency: str


class ModelSlot(_Model):
    """A model read: its name in ``data/models.csv`` (``Llama 3 8B``) or a bare size (``7B``), and its
    parameters in billions."""

    name: str
    params_b: float


class ReadAs(_Model):
    """How a question was read.

    ``command``: what it asks (:data:`CommandName`). ``budget`` (amount, currency), ``cards``
    (canonical card names, in the order typed), ``model``, ``task`` (inference, lora, qlora,
    full-finetune), ``precision`` (fp32 … int4), ``use_case`` (one of
    :data:`advisor.models.USE_CASES`), ``gpus`` (how many), ``market`` (a market id named by the
    text, e.g. ``2017-us`` for "in 2017"), ``condition`` (used / new): each ``None`` (or empty)
    when the question did not say it.
    """

    command: CommandName
    budget: BudgetSlot | None = None
    cards: list[str] = Field(default_factory=list)
    model: ModelSlot | None = None
    task: str | None = None
    precision: str | None = None
    use_case: str | None = None
    gpus: int | None = None
    market: str | None = None
    condition: Condition | None = None


class Question(_Model):
    """A question asked in words, read and answered (:meth:`advisor.api.Advisor.ask`).

    ``text``: the question as read (cleaned, at most :data:`advisor.ask.reader.MAX_QUESTION_CHARS`
    characters). ``language``: the language it is written in (``en``, ``zh_Hans``, ``zh_Hant``).
    ``read_as``: :class:`ReadAs`. ``missing``: the slots its answer needs and it did not give
    (``budget``); then ``answer`` is None and ``reply`` asks for them. ``answer``: the named
    command's answer, or None (help, nothing to answer, a slot missing, or the command refused
    the slots: then ``error`` is the refusal's code and ``reply`` its sentence). ``reply``: the
    sentence to say — the read-as line ("Read as /recommend budget:800 USD use_case:llm"), the
    question asked back, the short help, or the command's refusal — as a message; ``--json``
    gives its English text.
    """

    text: str
    language: str = "en"
    read_as: ReadAs
    missing: list[Slot] = Field(default_factory=list)
    answer: Recommendation | Comparison | Verdict | Fit | None = None
    reply: Message
    error: str | None = None

    @field_serializer("reply")
    def _reply_text(self, reply: Message) -> str:
        """The reply's English text (the contract's ``reply: str``)."""
        return render(reply.key, reply.params)
