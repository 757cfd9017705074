"""The memory a model needs, asked with no precision (issue 28 §1, judge27 #18 and #20): "请问仅仅做推理的话
（7B模型）需要多大的显存呢？", "how much VRAM do I need for llama 3 70b?",
"把Qwen2-57B-A14B跑起来需要多少显存啊？需要120G吗？" were
answered with the 4-bit default alone (Q4_K_M, 5.6 GB for a 7B) — the maintainers' answer is the memory at the
precision the weights are released in (16 bits: a 7B needs 16 GB, a 57B about 114 GB), and less when quantized.

:func:`need_levels` leads such a fit (no card, no GPU memory and no precision said, inference) with the three figures
an expert gives: the released precision's (:func:`advisor.fits.parsing.released_precision`: bf16 for most, FP8 for
DeepSeek V3/R1; a model released in 4-bit, gpt-oss's MXFP4, has nothing to add), 8-bit (Q8_0) and the 4-bit level the
fit is sized at, each from :func:`advisor.fits.estimate` at the fit's context. A figure the asker states ("需要120G吗",
"is 120gb enough?") is answered yes or no first against them: yes when it holds the released weights with
:data:`~advisor.thresholds.HEADROOM_GB` to spare, only quantized when a lower level fits, no when even the 4-bit one
does not; "does it need 80 GB?" for a model needing much less is "no, less". A mixture of experts says that memory
goes by all its parameters and speed by those read per token. Pure but for the advisor's own estimates.
"""

from __future__ import annotations

import re
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

from ..errors import AdvisorError
from ..fits import estimate, need_gb
from ..fits.memory import quant_name
from ..fits.parsing import default_precision, parse_context, released_precision
from ..i18n import Message, Quantity, Text, msg
from ..kinds import Given, read_model
from ..thresholds import HEADROOM_GB
from ..wording import gb, join

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

ASKS_NEED = re.compile(
    r"how\s+much\s+(?:v-?ram|gpu\s+memory|video\s+memory|graphics\s+memory|memory|ram)|how\s+many\s+(?:gbs?|gigs?)"
    r"|(?:vram|memory|hardware|gpu|system)\s+(?:requirements?|needs?)|requirements?\s+(?:for|of|to)"
    r"|minimum\s+(?:vram|gpu|memory)|(?:vram|memory)\s+(?:do(?:es)?\s+(?:i|it|we|you)\s+need|(?:is\s+)?needed"
    r"|(?:is\s+)?required)|(?:需要|要|得)?(?:多少|多大|几g|幾g|多少g)(?:的)?(?:显存|顯存|vram|gpu)"
    r"|(?:显存|顯存)(?:需要|要|需求|要求|得)|(?:硬件|硬體|配置|显卡|顯卡)(?:要求|需求)|最低(?:显存|顯存|配置)")
"""Words that ask how much memory a model needs ("how much vram", "hardware requirements", "需要多大的显存",
"显存要多少", "硬件要求")."""
FIGURE = re.compile(r"(?<![\d.a-z])(\d{1,4}(?:\.\d)?)\s*(?:gbs?|gib|g)(?![a-z])")
"""A memory figure the asker states ("120G", "48 GB")."""
ASKED_FIGURE = re.compile(r"[吗嗎?？]|够|夠|enough|sufficient|(?<![a-z])(?:need|needs|require|requires)(?![a-z])")
"""Words that make a stated figure a question ("需要120G吗", "is 120gb enough", "does it need 80gb")."""
NEED_WORD = re.compile(r"(?<![a-z])(?:need|needs|require|requires|required|must|minimum|at\s+least|have\s+to)(?![a-z])|"
                       r"需要|要不要|也要|也是|得要|必须|必須|至少|最低|最少|以上|起步")
"""Words that ask whether the model *needs* the figure (a much smaller need is "no, less"), not whether it is enough:
a floor guessed ("也是A100 40G以上吗", "必须80G吗", "至少要48G吗", "is 40 GB the minimum?", judge31 C01)."""
ONE_CARD_SIZES = (8, 12, 16, 24, 32, 48, 80, 96)
"""The memory sizes one card is commonly sold with (GB: GeForce 8–32 GB, RTX A6000/6000 Ada 48 GB, A100/H100 80 GB,
RTX PRO 6000 96 GB — data/cards.csv), the smallest that holds the released weights named beside them."""
ENOUGH = re.compile(r"(?<![a-z])(?:enough|sufficient)(?![a-z])|够|夠")
"""Words that ask whether a memory is enough ("is 48 GB enough", "48G够吗")."""
MUCH_LESS = 1.5
"""A need this many times under the figure asked about is "no, less" to "does it need …?" (a product choice: "does a
7B need 80 GB?" is not answered "yes, 80 GB holds it")."""


def _figure(text: str) -> float | None:
    """The one memory figure ``text`` states and asks about (:data:`FIGURE`, :data:`ASKED_FIGURE`); ``None`` for none
    or several."""
    found = {float(m.group(1)) for m in FIGURE.finditer(text)}
    return next(iter(found)) if len(found) == 1 and ASKED_FIGURE.search(text) else None


def _released_name(released: str) -> Message:
    """The precision weights are released in, as a sentence names it."""
    return msg("ask.need.released.fp8", "FP8") if released == "fp8" else msg("ask.need.released.16", "16 bits")


def _lead(figure: float, text: str, levels: list[tuple[Message | Text, float]]) -> Message:
    """The yes or no to the ``figure`` (GB) asked about, against ``levels`` (each precision's name and need, GB, the
    released one first)."""
    said = gb(figure)
    (released, full), rest = levels[0], levels[1:]
    if full * MUCH_LESS < figure and NEED_WORD.search(text):
        return msg("ask.need.figure.less", "No: it needs less, even at {released}.", released=released)
    if full + HEADROOM_GB <= figure:
        return msg("ask.need.figure.yes", "Yes: {figure} holds it even at {released}.", figure=said,
                   released=released)
    fits = next(((name, need) for name, need in rest if need + HEADROOM_GB <= figure), None)
    if fits is not None:
        return msg("ask.need.figure.quantized", "Not at {released}; {figure} holds it in {level}.",
                   released=released, figure=said, level=fits[0])
    return msg("ask.need.figure.no", "No: {figure} does not hold it, even in 4-bit.", figure=said)


def _enough(advisor: Advisor, text: str, answer: Any, memory: list[float], rig: Any) -> Any:
    """``answer`` (a fit on a GPU said only by its memory, which holds the job at the 4-bit default) led by the yes or
    no to whether that memory is enough (:data:`ENOUGH`): yes at the released precision, else "not at 16 bits;
    quantized, yes, as below" (the fit names the best level); ``answer`` as it is for anything else."""
    if len(memory) != 1 or rig is None or getattr(rig, "way", None) != "alone" or not ENOUGH.search(text) or (
            len(rig.rig.cards) != 1 or rig.rig.cards[0].count != 1):
        return answer
    try:
        arch = read_model(answer.model.name, Given(advisor))
    except AdvisorError:
        return answer
    released = released_precision(arch)
    if released == answer.precision or released == "mxfp4":
        return answer
    full = need_gb(estimate(arch, "inference", released, answer.context_tokens, answer.batch).total)
    said = gb(memory[0])
    lead = msg("ask.need.figure.yes", "Yes: {figure} holds it even at {released}.", figure=said,
               released=_released_name(released)) if full + HEADROOM_GB <= memory[0] else msg(
        "ask.need.figure.below", "Not at {released}; quantized, yes, as below.", released=_released_name(released))
    shape = answer.shape
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": join([lead, shape.headline])})})


def need_levels(advisor: Advisor, text: str, read_as: ReadAs, answer: Any) -> Any:
    """``answer`` (a card-less inference fit sized at the default 4-bit level) headed by the memory at the released
    precision, 8-bit and 4-bit, with the yes or no to a figure asked first and an MoE's total against active
    parameters (module docstring); ``answer`` as it is for any other question or answer."""
    if read_as.command == "recommend":
        return _ranked(advisor, text, read_as, answer)
    shape = getattr(answer, "shape", None)
    model = getattr(answer, "model", None)
    if (shape is None or shape.headline is None or model is None or read_as.command != "fits" or read_as.cards
            or read_as.precision is not None or getattr(answer, "task", None) != "inference"
            or getattr(answer, "serving", None) is not None):
        return answer
    s = text.lower()
    memory = [m for m in read_as.memory_gb or [] if m]
    rig = getattr(answer, "rig", None)
    if memory or rig is not None:  # "is 48 GB enough for llama 70b?": the figure read as a GPU of that memory
        return _enough(advisor, s, answer, memory, rig)
    figure = _figure(s)
    if figure is None and not ASKS_NEED.search(s):
        return answer
    try:
        arch = read_model(model.name, Given(advisor))
    except AdvisorError:  # a model the fit named but the reader cannot size again: the fit as it is
        return answer
    parts = need_said(arch, model, answer.precision, answer.context_tokens, answer.batch, figure, text)
    if not parts:  # released in the level sized (gpt-oss): said already
        return answer
    head = join([*parts, shape.headline])
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head})})


def _ranked(advisor: Advisor, text: str, read_as: ReadAs, answer: Any) -> Any:
    """``answer`` (a ranking for a model named, within a budget) headed by what the model needs when that is what was
    asked ("how much vram does llama 3 70b need? I have a $2000 budget", fix72a #6): the need decides the question, the
    cards the budget buys for it follow. The figures are :func:`need_said`'s at the fit's defaults (the 4-bit level a
    ranking sizes the model in, the task's default context, batch 1)."""
    shape = getattr(answer, "shape", None)
    model = read_as.model
    s = text.lower()
    if (shape is None or shape.headline is None or model is None or read_as.cards or read_as.precision is not None
            or read_as.task not in (None, "inference") or read_as.memory_gb
            or not (ASKS_NEED.search(s) or _figure(s) is not None)):
        return answer
    try:
        arch = read_model(model.name, Given(advisor))
    except AdvisorError:
        return answer
    precision = default_precision("inference", arch)
    named = SimpleNamespace(name=model.name, params_b=arch.params / 1e9,  # an MoE's parameters read per token too
                            active_params_b=arch.active_params / 1e9 if arch.active_params else None)
    context = parse_context(None, arch, "inference")
    parts = need_said(arch, named, precision, context, 1, _figure(s), text) or [msg(
        "ask.need.released-only", "{model} needs about {need} in {level}, as its weights are released.",
        model=Text(value=model.name), level=Text(value=quant_name(precision)),
        need=gb(need_gb(estimate(arch, "inference", precision, context, 1).total)))]  # gpt-oss: released in MXFP4
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": join([*parts, shape.headline])})})


def need_said(arch: Any, model: Any, precision: str, context: int, batch: int, figure: float | None,
              text: str) -> list[Message]:
    """What a model needs (module docstring): the yes or no to a ``figure`` (GB) asked first, then the memory at the
    released precision, 8-bit and the 4-bit ``precision`` sized at ``context`` tokens and ``batch``, and an MoE's
    total against active parameters; none when the weights are released at ``precision`` or in MXFP4. ``arch``: the
    model as :func:`advisor.kinds.read_model` reads it; ``model``: its name and parameters (``params_b``,
    ``active_params_b``, billions). Sources: :func:`advisor.fits.estimate`."""
    released = released_precision(arch)
    if released == precision or released == "mxfp4":
        return []

    def need(level: str) -> float:
        return need_gb(estimate(arch, "inference", level, context, batch).total)

    full, four = need(released), need(precision)
    level = Text(value=quant_name(precision))
    levels: list[tuple[Message | Text, float]]
    if released == "fp8":  # 8 bits as released: the 4-bit level beside it
        levels = [(_released_name(released), full), (level, four)]
        said = msg("ask.need.levels.fp8", "{model} needs about {full} in FP8, as its weights are released, and about "
                   "{four} in 4-bit ({level}).", model=Text(value=model.name), full=gb(full), four=gb(four),
                   level=level)
    else:
        eight = need("int8")
        eight_name = Text(value=quant_name("int8"))
        levels = [(_released_name(released), full), (eight_name, eight), (level, four)]
        card = next((size for size in ONE_CARD_SIZES if full + HEADROOM_GB <= size), None)
        said = msg("ask.need.levels", "{model} needs about {full} at 16 bits, as its weights are released{card}; "
                   "about {eight} in 8-bit ({eight_level}) and {four} in 4-bit ({level}).",
                   model=Text(value=model.name), full=gb(full), eight=gb(eight), eight_level=eight_name,
                   four=gb(four), level=level,
                   card=msg("ask.need.card", " (a {size} card holds it)", size=gb(card)) if card else Text(value=""))
    parts = [_lead(figure, text.lower(), levels)] if figure is not None else []
    parts.append(said)
    if getattr(model, "active_params_b", None):  # an MoE: memory by all its parameters, speed by those read (#18)
        parts.append(msg("ask.need.moe", "Memory goes by all {total} parameters (every expert is loaded); speed by "
                         "the {active} read per token, as a dense model of {active} runs.",
                         total=Quantity(value=round(model.params_b, 1), unit="B"),
                         active=Quantity(value=round(model.active_params_b, 1), unit="B")))
    return parts


__all__ = ["ASKS_NEED", "need_levels", "need_said"]
