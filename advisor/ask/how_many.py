"""How many of one card a model needs ("how many 4090s for 405b", "llama3.1 405b 需要几张4090"): the count is the
question, so the fit is answered on the fewest of that card that hold the job split by layers — the multi-card
arithmetic of ``fits`` — not on one card that does not hold it (newuser13 #3, issue 27 §4: say, never drop). Pure;
never raises.
"""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..fits.parsing import TASK_LABEL_MESSAGES
from ..i18n import Message, Number, msg
from ..kinds import MAX_GPUS, MAX_RIG, Given, read_model
from ..wording import card_param, gb
from . import cues
from .must_card import configurations
from .tp_asked import engine_count, engine_share, tp_refused
from .tp_count import split_note
from .users_count import users_count

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

COUNT_NOTES = ("ask.how-many", "ask.how-many.board", "ask.how-many.nodes", "ask.how-many.over", "ask.how-many.tune",
               "ask.how-many.tune.over", "ask.how-many.qlora", "ask.how-many.qlora.one", "ask.how-many.tune.far",
               "ask.how-many.more", "ask.how-many.more.nodes", "ask.how-many.users", "ask.how-many.users.over",
               "ask.how-many.users.tp", "ask.how-many.users.pp", "ask.how-many.split", "ask.how-many.split.pp",
               "ask.how-many.engine")
"""The read-as notes that say a count asked for (:func:`how_many`): recounted by a follow-up."""
COUNTED = ("ask.how-many", "ask.how-many.board", "ask.how-many.nodes", "ask.how-many.tune", "ask.how-many.users",
           "ask.how-many.users.tp", "ask.how-many.users.pp", "ask.how-many.split", "ask.how-many.split.pp",
           "ask.how-many.engine")
"""The notes whose count the fit is run on (:func:`counted`)."""

MAX_COUNTED = 64
"""Product choice: the most cards a count is said for (past it, one card's answer and its "does not fit" stand)."""
# a count past the largest rig an answer checks (advisor.kinds.MAX_RIG) is said, and the fit stays on one card
# (break20 #1: "how many 3090s to run deepseek r1" asked the card "17x GeForce RTX 3090" and failed)


def fewest(advisor: Advisor, read_as: ReadAs, share: float = 1.0) -> int | None:
    """The fewest of ``read_as``'s one card that hold its model's job split by layers (each card keeps its own
    activations and overhead, :meth:`advisor.fits.Estimate.per_gpu`), from ``fits``' memory breakdown (GB), each card
    counted at ``share`` of its memory (vLLM's 0.9: :func:`advisor.ask.tp_asked.engine_share`); None when one card
    holds it, none could, or a figure is missing."""
    counted_need = _count(advisor, read_as, read_as.task or "inference", read_as.precision, share=share)
    return None if counted_need is None or counted_need[0] < 2 else counted_need[0]


def _count(advisor: Advisor, read_as: ReadAs, task: str, precision: str | None,
           uncapped: bool = False, share: float = 1.0) -> tuple[int, float] | None:
    """The fewest of ``read_as``'s one card that hold its model's ``task`` at ``precision`` (1 when one card holds
    it), with what the job needs in all (GB); None when none could or a figure is missing, or (unless ``uncapped``)
    past :data:`MAX_COUNTED`."""
    if read_as.model is None or len(read_as.cards) != 1:
        return None
    try:
        fit = advisor.fits(read_as.model.name, task=task, precision=precision, context=read_as.context_tokens)
        card = advisor.card(read_as.cards[0])
    except AdvisorError:
        return None
    m, mem = getattr(fit, "memory", None), (card.llm_memory_gb or card.memory_gb or 0.0) * share
    if m is None or card.is_system or mem <= 0:
        return None
    if m.total_gb <= mem:
        return 1, m.total_gb
    own = m.activations_gb + m.overhead_gb  # what each card keeps for itself
    if own >= mem:
        return None
    n = max(2, math.ceil((m.total_gb - own) / (mem - own) - 1e-9))
    return (n, m.total_gb) if n <= MAX_COUNTED or uncapped else None


def _cheaper_tune(advisor: Advisor, read_as: ReadAs, n: int | None) -> Message | None:
    """For a count of cards to LoRA fine-tune in bf16: QLoRA's count of the same card, cheapest first,
    when it takes fewer cards (break20 #9: "how many h100s to finetune llama 70b" sized bf16 LoRA, 153.7 GB on 3 ×
    H100, while QLoRA's 39 GB fits one) — the same memory arithmetic (:mod:`advisor.fits.memory`), never a guess."""
    if read_as.task != "lora":  # full fine-tuning asked is another method: QLoRA is no count of it
        return None
    q = _count(advisor, read_as, "qlora", None)
    if q is None or (n is not None and q[0] >= n):
        return None
    if q[0] == 1:
        return msg("ask.how-many.qlora.one", "With QLoRA (4-bit base weights, about {need}) one {card} holds it, the "
                   "cheapest way.", need=gb(round(q[1], 1)), card=card_param(read_as.cards[0]))
    return msg("ask.how-many.qlora", "With QLoRA (4-bit base weights, about {need}) {count:.0f} × {card} hold it, "
               "the cheapest way.", need=gb(round(q[1], 1)), count=q[0], card=card_param(read_as.cards[0]))


def _arch(advisor: Advisor, read_as: ReadAs):
    """The architecture of ``read_as``'s model (:func:`advisor.kinds.read_model`), or ``None``."""
    try:
        return read_model(read_as.model.name, Given(advisor)) if read_as.model is not None else None
    except AdvisorError:
        return None


def how_many(advisor: Advisor, read_as: ReadAs, text: str) -> ReadAs:
    """``read_as`` with the count of its card that holds the model (:func:`fewest`) said on its read-as line, when the
    question asks how many of it (:data:`advisor.ask.cues.COUNT_ASKED`) and says no count: the reading keeps the card
    as said (no count was typed), the answer is the fit on that many (:func:`counted`)."""
    read_as = tp_refused(advisor, read_as, text)  # "tensor parallel with 3 x 3090": 3 won't start (fix78a)
    if (more := _how_many_more(advisor, read_as, text)) is not None:  # "i have 2 3090s, how many more for 405b?"
        return more
    carried = [n for n in read_as.notes if n.key in COUNT_NOTES]  # a follow-up's reading keeps the turn before's
    # count: recounted for what this turn changed ("and in fp8?", "and with 5090s?": break21 #3)
    if read_as.command != "fits" or (read_as.gpus or 1) > 1 or read_as.counts or read_as.topic is not None or (
            not carried and not cues.COUNT_ASKED.search(text.lower())):
        return read_as  # a topic asked of the count ("what psu for that?") keeps it
    read_as = read_as.model_copy(update={"notes": [n for n in read_as.notes if n.key not in COUNT_NOTES]})
    if (served := users_count(advisor, read_as)) is not None:  # "how many 4090s to serve 70b to 50 users": the
        return configurations(read_as.model_copy(update={"notes": [*read_as.notes, served[1]]}), served[1])
        # caches counted too (fix74a); past one server, the configurations (break48 M13)
    n = fewest(advisor, read_as, engine_share(text) if read_as.task in (None, "inference") else 1.0)
    cheaper = _cheaper_tune(advisor, read_as, n)
    if n is None and cheaper is not None and read_as.task == "lora" and (
            far := _count(advisor, read_as, "lora", read_as.precision, uncapped=True)) is not None and far[0] > 1:
        # "how many 4090s to finetune llama 70b": QLoRA's count first, then bf16's, however many (break23 #12)
        cheaper = msg("ask.how-many.tune.far", "{cheaper} In bf16, {job} needs about {need}, and each {card} keeps "
                      "its own activations: about {bf16_count:.0f} of them sharded with FSDP, a data-centre job — "
                      "QLoRA, or a card with more memory, is the way.", cheaper=cheaper,
                      job=TASK_LABEL_MESSAGES["lora"], need=gb(round(far[1], 1)), card=card_param(read_as.cards[0]),
                      bf16_count=far[0])
    if n is None:  # one card holds it now ("and in 2 bits?"), or none could
        return read_as if cheaper is None else read_as.model_copy(update={"notes": [*read_as.notes, cheaper]})
    card = card_param(read_as.cards[0])
    board = any(x.key == "ask.server-board" for x in read_as.notes)  # SXM modules, eight to a board (server_board)
    if cheaper is None and n is not None and (engine := engine_count(advisor, read_as, n, text)) is not None:
        note = engine[1]  # "how many h100s for 405b fp8 with vllm": 6 at 90 %, tensor-parallel 8 (fix78a)
    elif n <= MAX_GPUS and board:  # "deepseek r1 要几张h100": 5 of a board's 8, so one server (break23 #12)
        note = msg("ask.how-many.board", "You asked how many: {count:.0f} × {card} is the fewest that hold it — "
                   "{count:.0f} of the eight on one NVLink board, so one HGX/DGX server (sold and rented as all "
                   "eight).", count=n, card=card)
    elif n <= MAX_GPUS and (split := split_note(_arch(advisor, read_as), n, read_as.cards[0])) is not None:
        note = split  # 3 cards: a layer split's count, tensor parallelism's said beside (fix75a)
    elif n <= MAX_GPUS:
        note = msg("ask.how-many", "You asked how many: {count:.0f} × {card} is the fewest that hold it.", count=n,
                   card=card)
    elif n <= MAX_RIG:  # the arithmetic on that many stands; no one server takes them (break21 #11)
        note = msg("ask.how-many.nodes", "You asked how many: {count:.0f} × {card} is the fewest that hold it — more "
                   "than the {most:.0f} one server takes, so two machines or more (a multi-node job).", count=n,
                   card=card, most=MAX_GPUS)
    else:
        note = msg("ask.how-many.over", "You asked how many: {count:.0f} × {card} would be the fewest that hold it — "
                   "more cards than one machine takes ({most:.0f} at most here), so it is a multi-node or data-centre "
                   "job.", count=n, card=card, most=MAX_GPUS)
    if cheaper is not None:  # cheapest first: QLoRA's count, then the bf16 count the answer below is sized for
        note = msg("ask.how-many.tune", "{cheaper} In bf16, {job} needs {count:.0f} × {card}, sharded with FSDP: "
                   "the answer below.", cheaper=cheaper, job=TASK_LABEL_MESSAGES[read_as.task or "lora"], count=n,
                   card=card) if n <= MAX_RIG else msg("ask.how-many.tune.over", "{cheaper} {note}", cheaper=cheaper,
                                                       note=note)
    return configurations(read_as.model_copy(update={"notes": [*read_as.notes, note]}), note)


MORE_ASKED = re.compile(r"(?<![a-z])how\s+many\s+more(?![a-z])|"
                        r"(?:还|還|再)\s*(?:要|需要|得|加|买|買)?\s*(?:几|幾|多少)\s*(?:张|張|块|塊)")
"""How many MORE of a card, beside the ones owned ("how many more 3090s do i need for llama 405b?", "还要几张")."""


def _how_many_more(advisor: Advisor, read_as: ReadAs, text: str) -> ReadAs | None:
    """``read_as`` counted for an owner of one kind of card asking how many more they need (:data:`MORE_ASKED`: "more"
    says at least one is had, when no count was read before): the
    fewest that hold the model (:func:`fewest`, the same memory arithmetic) minus the ones owned, said on the
    read-as line, the fit run on that many when one rig takes them (break23 #6: "i have 2 3090s, how many more for
    llama 405b?" was answered for the 2 owned, "does not fit", with no count); ``None`` for any other question, or
    when the owned cards already hold it (their own fit answers)."""
    if read_as.command != "fits" or read_as.model is None or len(read_as.cards) != 1 or (  # "more" says one is had
            not MORE_ASKED.search(text.lower())):
        return None
    have = max([read_as.gpus or 1, *(read_as.counts or [])])
    n = fewest(advisor, read_as.model_copy(update={"gpus": None, "counts": None}))
    if n is None or n <= have:
        return None
    params = dict(count=n, card=card_param(read_as.cards[0]), more=n - have, have=have)
    note = msg("ask.how-many.more", "You asked how many more: {count:.0f} × {card} is the fewest that hold it, so "
               "{more:.0f} more beside your {have:.0f}.", **params) if n <= MAX_GPUS else msg(
        "ask.how-many.more.nodes", "You asked how many more: {count:.0f} × {card} is the fewest that hold it, so "
        "{more:.0f} more beside your {have:.0f} — more than the {most:.0f} one server takes, so two machines or more "
        "(a multi-node job).", most=MAX_GPUS, **params)
    notes = [*[x for x in read_as.notes if x.key not in COUNT_NOTES], note]
    return read_as.model_copy(update={"notes": notes, **({"gpus": n, "counts": None} if n <= MAX_RIG else {})})


def counted(read_as: ReadAs) -> ReadAs:
    """The reading a how-many question's fit is run with (:func:`how_many`): the count its read-as line says."""
    said = next((n for n in read_as.notes if n.key in COUNTED), None)
    if said is None or (read_as.gpus or 1) > 1:
        return read_as
    count = said.params["count"]
    return read_as.model_copy(update={"gpus": int(count.value)}) if isinstance(count, Number) else read_as


def rig_count(read_as: ReadAs) -> int | None:
    """The cards a reading counts: the count said (``gpus``, one card's ``counts``) or the count a how-many question
    was answered with (the read-as note :data:`advisor.ask.how_many.COUNT_NOTES`); ``None`` below two."""
    said = next((n for n in read_as.notes if n.key in COUNT_NOTES), None)
    count = said.params.get("count") if said is not None else None
    n = int(count.value) if isinstance(count, Number) else max([read_as.gpus or 1, *(read_as.counts or [])])
    return n if n >= 2 else None
