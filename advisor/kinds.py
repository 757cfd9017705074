"""The kinds of a command's parameters, and each kind's one reader of typed text.

A *kind* says what a parameter's value is — a budget, a card, a model, a market, a use case, a
task, a precision, a count of GPUs, a context length, a batch, a memory size, a flag, a language —
and has **one reader**: ``read(text, given) -> value``, which reads what a person typed into the
value the core takes, or raises the :class:`~advisor.errors.AdvisorError` that says why it cannot
(one sentence, in the user's language). Every face reads with it, so ``"2x"``, ``"两张"``,
``"qlora"``, ``"1w"`` read the same everywhere:

* the console reads each argument with it before the command's call (:mod:`advisor.cli.commands`);
* the bot's slash options are discord.py transformers whose ``transform`` is the reader
  (:mod:`bot.cogs.answers`), and the Details button reads the arguments its id stores with it
  (:mod:`bot.details`);
* the question reader calls the readers on the spans it finds in a question
  (:mod:`advisor.ask.reader`: a budget span, a model span, a count, a card name).

Calling a reader on a span (``KINDS[name](text, given)`` is the same call)::

    read_count("两张")                                 # 2 (also "2x", "x2", "two", "dual", "2 gpus")
    read_task("fine-tune")                             # "lora" (words.toml [task], then fits' aliases)
    read_precision("Q4_K_M")                           # "int4"; "Q5_K_M" is refused, the same everywhere
    read_budget("1w", Given(advisor, market="2019-cn"))  # a Budget of 10,000 CNY
    read_model("llama 3 8b", Given(advisor))           # the model table's Architecture
    read_card("1080ti", Given(advisor))                # the name index's Resolution

Each reader accepts any object (an ``int`` from a Discord integer option, a ``bool`` from a flag)
and fails only with a user error. An empty text is "not given": faces use the parameter's default
instead of reading it. The words a reader knows beyond the ids are the question reader's
vocabulary (``advisor/ask/words.toml``: ``[task]``, ``[precision]``, ``[use_case]``, ``[market]``,
``[count]``), so a word said in a question and typed as an option mean the same.

*Read by the call* (:attr:`Kind.by_call`: budget, card, model): reading the text needs another
argument (the market a budget is converted in) and the answer says how it was read (the card
assumed for an ambiguous name, the rate of a budget, a model matched by a near name), so the faces
pass the text as typed and the command's :class:`~advisor.api.Advisor` method reads it with the
same function (:func:`~advisor.budget.parse_budget`, the name index, the model table). The
question reader calls these readers itself, on its spans.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from . import fits as _fits
from .budget import parse_budget
from .errors import InvalidOption, UnknownCard
from .i18n import DEFAULT_LANGUAGE, LANGUAGE_TAGS, ListOf, Quantity, Text, UserText, msg, option, resolve_language
from .models import PRECISIONS, TASKS, USE_CASES, Budget, Resolution
from .said_once import said_once
from .text import MAX_INPUT_CHARS, read_number, read_text
from .wording import card_param

if TYPE_CHECKING:
    from .api import Advisor
    from .ask.vocabulary import Vocabulary
    from .fits import Architecture

MAX_GPUS = 8
"""The most GPUs an answer plans for (a count's range is 1 to this)."""
MAX_RIG = 16
"""The most cards an owner's rig may have (``fits --card 10x p40``: someone who bought ten P40s is told
what they run); a purchase plans for at most :data:`MAX_GPUS`."""
MAX_MEMORY_GB = 512
"""The largest memory floor a recommendation takes, in GB."""


def vocabulary() -> Vocabulary:
    """The question reader's vocabulary (:func:`advisor.ask.vocabulary.vocabulary`), its module imported
    when a kind's reader first needs it: a command given its options by name never does (issue 30 §6)."""
    from .ask.vocabulary import vocabulary as read

    return read()

@dataclass(frozen=True)
class Given:
    """What a reader may need besides the text.

    Attributes:
        advisor: the advisor whose catalogue names cards, markets and models (``None``: readers
            that need it raise ``ValueError``, a programming error).
        market: the market a budget is read in (its currency, its rates), and the market a
            command answers in when none is given (a Discord server's default); ``None``: the
            catalogue's default.
        use_case: the use case a command answers for when none is given (a server's default).
        bare_currency: the currency of an amount typed without one (a server's setting, ISO code).
    """

    advisor: Advisor | None = None
    market: str | None = None
    use_case: str | None = None
    bare_currency: str | None = None

    def need(self) -> Advisor:
        """The advisor; ``ValueError`` when the reader was given none."""
        if self.advisor is None:
            raise ValueError("this kind's reader needs Given(advisor=...)")
        return self.advisor


NOTHING = Given()
"""Nothing besides the text (for the readers that need nothing else)."""

Reader = Callable[[Any, Given], Any]


@dataclass(frozen=True)
class Kind:
    """A kind of parameter value and its one reader.

    Attributes:
        name: the kind's id (``"budget"``, ``"count"``…), as :class:`~advisor.commands.Param` names it.
        read: the reader, ``read(text, given=NOTHING) -> value`` (module docstring).
        value: the type of the value a face carries before reading (``str``; ``int``, ``float``
            or ``bool`` where the faces have a number or a yes/no of their own: a Discord integer
            option, a console flag).
        by_call: read by the command's call rather than by the face (module docstring).
        metavar: how a usage line names a value (``BUDGET``, ``N``), the same in every language.
        low, high: the value's range (numbers), or the length of the text (text kinds): what a face
            may check before reading (Discord's option limits); ``None``: unbounded.
    """

    name: str
    read: Reader
    value: type = str
    by_call: bool = False
    metavar: str = ""
    low: float | None = None
    high: float | None = None

    def __call__(self, text: Any, given: Given = NOTHING) -> Any:
        """``read(text, given)``."""
        return self.read(text, given)


def _words(value: object) -> str:
    """Typed text as the vocabulary matches it: NFKC, lower case, single spaces."""
    return " ".join(unicodedata.normalize("NFKC", read_text(value) or "").lower().split())


def _said(patterns: dict[str, re.Pattern[str]], words: str) -> str | None:
    """The name of the first vocabulary list one of whose phrases is all of ``words``."""
    return next((name for name, pattern in patterns.items() if pattern.fullmatch(words)), None)


# --------------------------------------------------------------------------- read by the call
def read_budget(value: object, given: Given = NOTHING) -> Budget:
    """A budget ("500", "$1.5k", "1w", "¥3000", "预算5000元") in ``given.market`` (else the default
    market), a bare amount in ``given.bare_currency`` when set: :func:`~advisor.budget.parse_budget`.
    Raises InvalidBudget (ZeroBudget for nothing to spend: ``Advisor.recommend`` answers it) or
    UnknownMarket."""
    market = given.need().catalog.market(given.market)
    typed = value[:MAX_INPUT_CHARS] if isinstance(value, str) else read_text(value)  # as typed: a hidden
    return parse_budget(typed, market, bare_currency=given.bare_currency)  # character in its number is refused


def read_card(value: object, given: Given = NOTHING) -> Resolution:
    """The card a typed name means (``"1080ti"``, ``"titan x maxwell"``, ``"泰坦 xp"``): the name
    index's :class:`~advisor.models.Resolution` (with the card assumed for a name several cards
    share). Raises UnknownCard (its sentence names near cards), AppleSilicon for a Mac chip no Mac here has; a
    bare chip a Mac has (``"m4 max"``) is a match of ``None`` (the ``resolve`` command reads it as its Mac:
    :func:`read_machine`)."""
    adv = given.need()
    text = read_text(value) or ""
    res = adv.resolve(text)
    if res.match is None:
        adv.card(text)  # raises the core's own unknown_card error, with its suggestions
    return res


def read_machine(value: object, given: Given = NOTHING) -> Resolution:
    """:func:`read_card`, where a bare Apple chip (``"m4 max"``) is the Mac the commands answer for (the Mac Studio
    with it, the assumption in the note: :meth:`advisor.names.Names.apple_chip_machine`), as ``why`` and ``compare``
    read it (newuser13 #7: ``resolve m4 max`` said "No card matches" with rc 0 while ``why m4 max`` answered for
    a Mac Studio). Raises as :func:`read_card` does."""
    adv = given.need()
    res = read_card(value, given)
    if res.match is None:
        mac = adv.names.apple_chip_machine(read_text(value) or "")
        if mac is not None and mac.match is not None:
            return mac
        adv.card(read_text(value) or "")  # never a bare None: the core's own error
        # a chip whose Mac the core finds by another reading ("apple-m4"), or a name that resolves to nothing and is
        # not refused either: one sentence, never an empty name looked up (break31 #9: KeyError '')
        raise UnknownCard(msg("error.card.unknown", "No card matches '{query}'.",
                              query=UserText(value=read_text(value) or "")))
    return res


def read_model(value: object, given: Given = NOTHING) -> Architecture:
    """The model a typed name or size means (``"7b"``, ``"llama 3 8b"``, ``"qwen2.5 14b"``): the model
    table's :class:`~advisor.fits.Architecture`. Raises UnknownModel or InvalidOption (a size out
    of range)."""
    return given.need().llm_models.resolve(read_text(value) or "")


# --------------------------------------------------------------------------- read by the face
def read_market(value: object, given: Given = NOTHING) -> str:
    """A market id (``"2017-us"``), or a word that names one (``"2017"``, ``"today"``:
    ``words.toml`` ``[market]``). Raises UnknownMarket (listing the markets) when ``given`` has an
    advisor; without one, the id as typed."""
    text = read_text(value) or ""
    key = text.strip().lower()
    adv = given.advisor
    if adv is not None and key in adv.catalog.markets:
        return key
    key = _said(vocabulary().markets, _words(text)) or key
    return key if adv is None else adv.catalog.market(key or text).id


def read_use_case(value: object, given: Given = NOTHING) -> str:
    """A use case of :data:`~advisor.models.USE_CASES` (``"cv-research"``, ``"cv research"``,
    ``"CV_Research"``), or a word that names one (``"stable diffusion"``, ``"kaggle"``, ``"大模型"``:
    ``words.toml`` ``[use_case]``); nothing typed is ``general``. Raises InvalidOption."""
    text = read_text(value)
    key = (text or "general").strip().lower().replace("_", "-").replace(" ", "-")
    if key in USE_CASES:
        return key
    found = _said(vocabulary().use_cases, _words(text))
    if found in USE_CASES:
        return found
    raise InvalidOption(msg("error.option.use-case", "Unknown use case; choose one of: {choices}.",
                            choices=ListOf(items=[Text(value=u) for u in USE_CASES])))


def read_task(value: object, given: Given = NOTHING) -> str:
    """An LLM task of :data:`~advisor.models.TASKS` (or ``"grpo"``, which ``fits`` sizes as
    :data:`~advisor.models.SIZED_AS` says), or a word for one (``"fine-tune"`` → lora,
    ``"4-bit lora"`` → qlora, ``"train"`` → full-finetune, ``"推理"`` → inference: ``words.toml``
    ``[task]`` and ``[task_with_model]``), else :func:`advisor.fits.parse_task`'s own aliases
    (``"full"``, ``"serve"``). Raises InvalidOption ("Unknown task")."""
    words = _words(value)
    if words in TASKS:
        return words
    vocab = vocabulary()
    return _said(vocab.tasks, words) or _said(vocab.tasks_with_model, words) or _fits.parse_task(read_text(value))


def read_precision(value: object, given: Given = NOTHING) -> str:
    """A weights precision of :data:`~advisor.models.PRECISIONS`, or a word for one (``"4-bit"``,
    ``"Q4_K_M"``, ``"gguf"`` → int4, ``"half precision"`` → fp16: ``words.toml`` ``[precision]``),
    else :func:`advisor.fits.parse_precision`'s aliases (``"float16"``, ``"e4m3"``). Whether the
    task takes it is the call's to say. Raises InvalidOption ("Unknown precision")."""
    words = _words(value)
    if words in PRECISIONS:
        return words
    found = _said(vocabulary().precisions, words)
    return found or _fits.parse_precision(read_text(value), "inference")  # inference takes every precision


@cache
def _count_pattern() -> re.Pattern[str]:
    """A count alone: digits or a count word, an optional unit after it, or ``x`` before it
    (``2``, ``2x``, ``x2``, ``two``, ``dual``, ``两张``, ``双卡``, ``2 gpus``; ``words.toml`` ``[count]``)."""
    vocab = vocabulary()
    return re.compile(rf"(?:[x×*]\s*)?(?P<n>\d+|{vocab.count_words.pattern})\s*-?\s*"
                      rf"(?:[x×*]|{vocab.count_units.pattern})?")


def count_said(value: object) -> int | None:
    """The number a count says, unbounded (``"2x"``, ``"x2"``, ``"8 *"``, ``"two"``, ``"dual"``, ``"a pair
    of"``, ``"两张"``, ``"双卡"``, ``"四卡"``, ``"16 gpus"`` → 2, 2, 8, 2, 2, 2, 2, 2, 4, 16), or ``None`` when
    the text is no count. The question reader keeps a count above :data:`MAX_GPUS` as said ("64x RTX
    4090") so that the command refuses it in words; :func:`read_count` bounds it."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if not isinstance(value, str):
        return None
    m = _count_pattern().fullmatch(_words(value))
    if m is None:
        return None
    word = re.sub(r"\s+", " ", m["n"])
    return int(word) if word.isdigit() else vocabulary().counts.get(word)


def read_count(value: object, given: Given = NOTHING) -> int:
    """How many GPUs, 1 to :data:`MAX_GPUS`: a whole number, or a count as people say it (``"2x"``,
    ``"x2"``, ``"two"``, ``"dual"``, ``"两张"``, ``"双卡"``, ``"2 gpus"``: :func:`count_said`). Raises
    InvalidOption."""
    n = count_said(value)
    if n is None or not 1 <= n <= MAX_GPUS:
        raise InvalidOption(msg("error.option.gpus", "The number of GPUs must be a whole number from 1 to {max:.0f}.",
                                max=MAX_GPUS))
    return n


_NEGATIVE = re.compile(r"\s*-\s*\d+(?:\.\d+)?\s*")


def read_memory(value: object, given: Given = NOTHING, *, vram: bool = False) -> float:
    """A memory floor in GB (``12``, ``"12.5"``), 1 to :data:`MAX_MEMORY_GB`
    (:func:`~advisor.text.read_number`: ``True``, ``"1_2"``, ``"1e3"`` are no numbers). ``vram``: the card's own memory
    (``fits --vram``, "I have 12 GB VRAM"), the same range, its refusal naming that option (break30 #19: "--vram 0"
    was refused as "the minimum memory"). Raises InvalidOption."""
    try:
        gb = read_number(value)
    except ValueError:
        negative = isinstance(value, str) and _NEGATIVE.fullmatch(value)  # "-3": a number, out of range
        if not negative:
            raise InvalidOption(msg("error.option.vram-number", "The card's memory ({vram}) must be a number of GB, "
                                    "e.g. 12.", vram=option("vram")) if vram else msg("error.option.memory-number",
                                                                 "The minimum memory must be a number of GB, e.g. 12.")
                                ) from None
        gb = -1.0
    if not math.isfinite(gb) or not 1 <= gb <= MAX_MEMORY_GB:
        most = Quantity(value=MAX_MEMORY_GB, unit="GB")
        raise InvalidOption(msg("error.option.vram-range", "The card's memory ({vram}) must be between 1 and {max}; "
                                "with no GPU, give {ram} alone for what the CPU runs.", max=most, vram=option("vram"),
                                ram=option("ram", "64")) if vram else msg(
            "error.option.memory-range", "The minimum memory must be between 1 and {max}.", max=most))
    return gb


def read_vram(value: object, given: Given = NOTHING) -> float | str:
    """A card's own memory in GB (``fits --vram``): :func:`read_memory`'s range, refused as that option; cards of
    different memory as their sizes joined by "+" (``22+24``: two cards, fix51a), each read so, kept as typed."""
    if isinstance(value, str) and "+" in value.strip().strip("+"):
        sizes = [read_memory(part, given, vram=True) for part in value.split("+")]
        return "+".join(f"{g:g}" for g in sizes)
    return read_memory(value, given, vram=True)


# A stand-in for "any model": no window of its own, so a context is read up to the longest any model reads
# (fits.MAX_CONTEXT); the call checks the model's own window (fits.parse_context reads only ``context``).
_ANY_MODEL: Architecture = _fits.Architecture(
    name="", params=0.0, layers=0.0, hidden=0.0, q_width=0.0, kv_width=0.0, kv_heads=0.0, head_dim=0.0,
    intermediate=0.0, vocab=0.0, tied=False, experts=1, context=None, source="", kind="any")


def read_context(value: object, given: Given = NOTHING) -> int:
    """A context length in tokens (``4096``, ``"8k"`` = 8,192, ``"4,096"``), 1 to
    :data:`advisor.fits.MAX_CONTEXT` (:func:`advisor.fits.parse_context`; the model's own window is
    the call's to check). Raises InvalidOption."""
    return _fits.parse_context(value, _ANY_MODEL, "inference")


def read_batch(value: object, given: Given = NOTHING) -> int:
    """Sequences at once, 1 to :data:`advisor.fits.MAX_BATCH` (:func:`advisor.fits.parse_batch`).
    Raises InvalidOption."""
    return _fits.parse_batch(value)


_YES = frozenset({"1", "true", "yes", "y", "on", "是"})
_NO = frozenset({"0", "false", "no", "n", "off", "否", ""})


def read_flag(value: object, given: Given = NOTHING) -> bool:
    """Yes or no: a ``bool``, or ``"1"``/``"true"``/``"yes"``/``"on"``/``"是"`` and their opposites
    (nothing typed is no). Raises InvalidOption."""
    if isinstance(value, bool):
        return value
    words = _words(value)
    if words in _YES or words in _NO:
        return words in _YES
    raise InvalidOption(msg("error.option.flag", "'{value}' is neither yes nor no.",
                            value=UserText(value=str(read_text(value)))))


def read_language(value: object, given: Given = NOTHING) -> str:
    """The answer language for a tag (an id of :data:`advisor.i18n.LANGUAGES`): ``None``, ``""``,
    ``"en"``, ``"en-US"`` → ``"en"``; ``"zh-CN"``, ``"zh_Hans"`` → ``"zh_Hans"``; ``"zh-TW"``,
    ``"zh_Hant"`` → ``"zh_Hant"``. Raises InvalidOption for a language we do not answer in."""
    if value is None or (isinstance(value, str) and not value.strip()):  # no choice: the default
        return DEFAULT_LANGUAGE
    found = resolve_language(value, default=None)
    if found is None:
        raise InvalidOption(msg(
            "answer.error.language", "Unknown language '{language}'; choose one of: {languages}.",
            language=UserText(value=str(value)), languages=list(LANGUAGE_TAGS.values())))
    return found


KINDS: dict[str, Kind] = {k.name: k for k in (
    Kind("budget", read_budget, by_call=True, metavar="BUDGET", low=1, high=64),
    Kind("card", read_card, by_call=True, metavar="CARD", low=1, high=100),
    Kind("model", read_model, by_call=True, metavar="MODEL", low=1, high=100),
    Kind("market", read_market, metavar="MARKET"),
    Kind("use_case", read_use_case, metavar="U"),
    Kind("task", read_task, metavar="TASK"),
    Kind("precision", read_precision, metavar="PRECISION"),
    Kind("count", read_count, value=int, metavar="N", low=1, high=MAX_GPUS),
    Kind("context", read_context, value=int, metavar="TOKENS", low=1, high=_fits.MAX_CONTEXT),
    Kind("batch", read_batch, value=int, metavar="N", low=1, high=_fits.MAX_BATCH),
    Kind("memory", read_memory, value=float, metavar="GB", low=1, high=MAX_MEMORY_GB),
    Kind("vram", read_vram, value=float, metavar="GB", low=1, high=MAX_MEMORY_GB),
    Kind("flag", read_flag, value=bool),
    Kind("language", read_language, metavar="LANG"),
)}
"""Every kind, by name."""


# --------------------------------------------------------------------------- added by issue 28 (owners, rigs, serving)
def read_job(value: object, given: Given = NOTHING) -> str:
    """An owner's job of :data:`advisor.jobs.JOBS` (``"cnn"``, ``"detector"``, ``"image-gen"``…), or a
    word for one (``"yolo"`` → detector, ``"stable diffusion"`` → image-gen, ``"stylegan"`` → gan,
    ``"fine-tune"`` → finetune, ``"图像生成"`` → image-gen: :data:`JOB_WORDS`). Raises InvalidOption."""
    from .jobs import JOBS

    words = _words(value)
    key = words.replace(" ", "-").replace("_", "-")
    if key in JOBS:
        return key
    found = next((job for job, said in JOB_WORDS.items() if words in said), None)
    if found is not None:
        return found
    raise InvalidOption(msg("error.option.job", "Unknown job; choose one of: {choices}.",
                            choices=ListOf(items=[Text(value=j) for j in JOBS])))


JOB_WORDS: dict[str, frozenset[str]] = {
    "cnn": frozenset({"cnn", "cnns", "convnet", "convnets", "resnet", "resnet18", "resnet34", "resnet50", "resnet-50",
                      "resnet101",
                      # fix38a: other vision networks trained are this job, never an LLM's fine-tune ("2x a6000 for
                      # training a vit" read as a full fine-tune of Qwen3 4B)
                      "vit", "vits", "vit-b", "vit-l", "vision transformer", "unet", "u-net", "efficientnet",
                      "convnext", "mobilenet", "vgg", "vgg16", "densenet",
                      "cifar", "cifar10", "cifar-10", "cifar100", "cifar-100",
                      "image classification", "classifier", "classification",
                      "training a cnn", "train a cnn", "卷积", "图像分类"}),
    "detector": frozenset({"yolo", "yolov5", "yolov8", "yolo11", "detection", "object detection", "detector",
                           "目标检测", "检测",
                           # fix44b: a size said ("yolov8x") and the two-stage detectors ("mask r-cnn" was a CNN)
                           *(f"{v}{size}" for v in ("yolov5", "yolov8", "yolo11", "yolov11") for size in "nsmlx"),
                           "yolov11", "mask r-cnn", "mask rcnn", "maskrcnn", "faster r-cnn", "faster rcnn",
                           "fasterrcnn", "detr", "rt-detr"}),
    "gan": frozenset({"stylegan", "stylegan2", "stylegan3", "gan", "gans", "get3d", "eg3d", "stylegan-xl",
                      "biggan", "3d gan"}),  # GET3D and EG3D are StyleGAN2-based 3D GANs
    "image-gen": frozenset({"stable diffusion", "sd", "sdxl", "flux", "comfyui", "automatic1111", "a1111",
                            "image generation", "images", "text to image", "text-to-image", "图像生成", "画图",
                            "文生图", "出图"}),
    "video-gen": frozenset({"video", "video generation", "wan", "wan2.1", "hunyuanvideo", "text to video",
                            "视频生成", "文生视频"}),
    "llm": frozenset({"llm", "llms", "chat", "inference", "llama", "ollama", "llama.cpp", "local llm", "大模型",
                      "推理"}),
    "finetune": frozenset({"fine-tune", "fine tune", "finetune", "fine-tuning", "fine tuning", "lora", "qlora",
                           "微调"}),
}
"""Words people use for each owner's job (the job kind's reader; the question reader may use them too)."""

OTHER_DETECTION = re.compile(
    r"(?<![a-z0-9])(?:line|lane|edge|wireframe|corner|keypoint|key ?point|landmark|anomaly|outlier|change|fraud|"
    r"text|shadow|fake|deepfake|vanishing ?point|boundary|contour)[ -](?:segment )?(?:detection|detector)s?(?![a-z0-9])"
    r"|(?:线段|直线|车道线|車道線|边缘|邊緣|异常|異常|关键点|關鍵點|文本|文字)检测")
"""Detection words that name another task than object detection (a line or lane detector, anomaly
detection): the detector job's figures are YOLO's, so these name no owner's job (a generic answer instead)."""

IMAGES_AS_DATA = re.compile(
    r"(?<![a-z0-9])(?:\d[\d,.]*\s*k?\s+|(?:test|testing|training|train|validation|val|input|labell?ed|annotated|"
    r"real|my|our|own|custom|medical|satellite|x-ray)\s+)images(?![a-z0-9])"
    r"(?!\s*(?:a|an|per|every|each|/)\s*(?:sec|second|min|minute|hour|hr|day)s?(?![a-z]))"
    r"|(?<![a-z0-9])images\s+(?:for\s+(?:testing|test|training|validation|inference|evaluation|classification|"
    r"detection|segmentation)|to\s+(?:classify|detect|label|segment|annotate|test|process|train\s+on|recognize))"
    r"(?![a-z0-9])|(?:data\s*-?sets?|data)\s+of\s+(?:[\d,.]+\s*k?\s+)?images(?![a-z0-9])")
"""Images as data (fix86 #5): "40 images for testing", "a dataset of 5000 images", "images to classify" — a
model's input, never the image-generation job (:data:`JOB_WORDS` "images"), unless generating is said
(:data:`IMAGES_MADE`)."""
IMAGES_MADE = re.compile(r"(?<![a-z])(?:generat\w*|creat\w*|render\w*|draw\w*|txt2img|text[\s-]*to[\s-]*image)|"
                         r"生成|画图")
"""Generating images said: "images" stays the image-generation job's word (:data:`IMAGES_AS_DATA`)."""


#: the order a question's jobs are looked for in: the job that needs the most of a card's own stack first
#: ("fine-tuning a detector" is the detector; an LLM word alone is the LLM)
JOB_ORDER = ("detector", "gan", "video-gen", "image-gen", "cnn", "finetune", "llm")


@said_once  # read once a text (advisor.said_once, perf33)
def find_job(text: str) -> str | None:
    """The owner's job a question names (:data:`JOB_WORDS`, whole words; Chinese words anywhere), in
    :data:`JOB_ORDER`; ``None`` when it names none. "my 1080 ti runs out of memory training yolov8" →
    ``"detector"``; "my gtx 970 is slow for stable diffusion" → ``"image-gen"``."""
    low = " ".join(str(text).lower().split())
    low = OTHER_DETECTION.sub(" ", low)  # "line detection", "车道线检测": not the object detector's figures
    if not IMAGES_MADE.search(low):
        low = IMAGES_AS_DATA.sub(" ", low)  # "40 images for testing": a model's input, no image generation (fix86 #5)
    for job in JOB_ORDER:
        latin, other = _job_words(job)
        if (latin is not None and latin.search(low)) or any(word in low for word in other):
            return job
    return None


@cache
def _job_words(job: str) -> tuple[re.Pattern[str] | None, tuple[str, ...]]:
    """A job's Latin words as one compiled pattern (each a whole word, longest first) and its other words
    (Chinese: anywhere). Was one expression per word, formatted and looked up in ``re``'s cache on every
    question (~57 a question, ~65 µs: issue 30 §1); ``tests/advisor/test_find_job.py`` checks both agree."""
    words = sorted(JOB_WORDS[job], key=len, reverse=True)
    latin = [re.escape(w) for w in words if w.isascii()]
    pattern = re.compile(rf"(?<![a-z0-9])(?:{'|'.join(latin)})(?![a-z0-9])") if latin else None
    if pattern is not None:  # behind its literal gate (advisor.ask.gate): most questions name no owner's job
        from .ask.gate import gate

        pattern = gate(pattern)
    return pattern, tuple(w for w in words if not w.isascii())


def read_ram(value: object, given: Given = NOTHING) -> float:
    """System RAM in GB (``64``, ``"64gb"``, ``"96 GB DDR5"``, ``"128G"``), :data:`MIN_RAM_GB` to
    :data:`MAX_RAM_GB`: the memory an MoE model's experts can wait in (``fits --ram``). Raises InvalidOption."""
    text = _words(value) if not isinstance(value, (int, float)) or isinstance(value, bool) else str(value)
    m = re.fullmatch(r"(\d+(?:\.\d+)?)\s*(?:g|gb|gib|g ram|gb ram)?(?:\s*(?:ddr\d|lpddr\d\w*|ram|of ram|内存))*",
                     text)
    gb = float(m.group(1)) if m else None
    if gb is None or not MIN_RAM_GB <= gb <= MAX_RAM_GB:
        raise InvalidOption(msg("error.option.ram", "System RAM must be a number of GB from {low} to {high}, e.g. 64.",
                                low=Quantity(value=MIN_RAM_GB, unit="GB"), high=Quantity(value=MAX_RAM_GB, unit="GB")))
    return gb


MIN_RAM_GB = 4
MAX_RAM_GB = 4096
"""The system RAM ``fits --ram`` takes, in GB (a laptop's 4 GB to a server's 4 TB)."""


def read_users(value: object, given: Given = NOTHING) -> int:
    """How many users at once a server must serve (``fits --users``), 1 to :data:`MAX_USERS`: a whole
    number (``"50"``, ``"1,000"``, ``"1k"``). Raises InvalidOption."""
    n: int | None = None
    if isinstance(value, int) and not isinstance(value, bool):
        n = value
    elif isinstance(value, str):
        words = _words(value).replace(",", "").replace(" users", "").replace(" user", "")
        m = re.fullmatch(r"(\d+)(k?)", words)
        if m:
            n = int(m.group(1)) * (1000 if m.group(2) else 1)
    if n is None or not 1 <= n <= MAX_USERS:
        raise InvalidOption(msg("error.option.users", "The number of users must be a whole number from 1 to "
                                "{max:.0f}.", max=MAX_USERS))
    return n


MAX_USERS = 100_000
"""The most concurrent users ``fits --users`` plans for."""


def read_rig(value: object, given: Given = NOTHING) -> list[tuple[Resolution, int]]:
    """The cards an owner has, as one rig: ``"3090"``, ``"2x 3090"``, ``"3090 + 4090"``, ``"3090, 3090"``,
    ``"两张3090"`` — a card and how many of it, each card read by the card kind's reader
    (:func:`read_card`); a name said twice counts twice ("3090 3090" is two 3090s). Raises UnknownCard,
    or InvalidOption for more than :data:`MAX_RIG` cards."""
    adv = given.need()
    text = read_text(value) or ""
    # split between cards, never inside a machine's brackets ("Ryzen AI Max+ 395, 128 GB")
    pieces = [p.strip() for p in re.split(r"\s*(?:\+|,|&|\band\b|和|加)\s*(?![^()]*\))", text) if p.strip()]
    out: dict[str, tuple[Resolution, int]] = {}
    for piece in pieces:
        words = piece.split()
        half = len(words) // 2
        if half and len(words) % 2 == 0 and words[:half] == words[half:]:  # "3090 3090": said twice
            piece, times = " ".join(words[:half]), 2
        else:
            times = 1
        counted = adv.names.count(piece)
        many = adv.names.too_many(piece) if counted is None else None
        if many is not None:  # "100x 3090": a count limit, never "no card matches" (break25 #24)
            raise InvalidOption(msg("error.option.rig-count", "{count:.0f} × {card} is more than this checks: a rig "
                                    "of at most {max:.0f} cards.", count=many[0],
                                    card=card_param(read_card(many[1], given).match or many[1]), max=MAX_RIG))
        n, name = counted if counted is not None else (1, piece)
        res = read_machine(name, given)  # "apple-m4", "m4 max": the Mac with the chip, or one sentence (break31 #9)
        key = res.match or name
        prev = out.get(key)
        out[key] = (res, (prev[1] if prev else 0) + n * times)
    total = sum(n for _, n in out.values())
    if not out:
        raise InvalidOption(msg("error.card.empty", "Name a card, e.g. rtx 4090 or 1080 ti."))
    if total > MAX_RIG:
        raise InvalidOption(msg("error.option.rig", "A rig of at most {max:.0f} cards is checked.", max=MAX_RIG))
    return list(out.values())


def read_speed(value: object, given: Given = NOTHING) -> float:
    """A decode speed wanted, tokens/s (``fits --speed``, ``recommend --speed``): a number from
    :data:`MIN_SPEED` to :data:`MAX_SPEED` (``20``, ``"2.5"``, ``"20 tok/s"``). Raises InvalidOption."""
    n: float | None = None
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        n = float(value)
    elif isinstance(value, str):
        m = re.fullmatch(r"(\d+(?:\.\d+)?)\s*(?:t(?:ok(?:en)?s?)?\s*/\s*s|tps)?", _words(value))
        n = float(m.group(1)) if m else None
    if n is None or not MIN_SPEED <= n <= MAX_SPEED:
        raise InvalidOption(msg("error.option.speed", "The speed must be a number of tokens a second from {low} to "
                                "{high:.0f}.", low=MIN_SPEED, high=MAX_SPEED))
    return n


MIN_SPEED, MAX_SPEED = 0.1, 10_000.0
"""The decode speeds (tokens/s) an answer can be asked to reach."""


def read_generator(value: object, given: Given = NOTHING) -> str:
    """The image generator an image buyer ranks for: ``"flux"`` (FLUX.1 dev or schnell, by their own it/s and fp8
    memory: :mod:`advisor.recommend.image`), from its id or a name that says it (``"FLUX.1 dev"``, ``"flux
    schnell"``). Raises InvalidOption."""
    from .image_needs import find_generator

    words = _words(value)
    g = find_generator(words) if words else None
    if g is not None and g.job == "image-gen" and g.models[0] == "FLUX.2 dev":
        return "flux2"
    if words == "flux" or (g is not None and g.job == "image-gen" and g.models[0].startswith("FLUX")):
        return "flux"
    raise InvalidOption(msg("error.option.generator", "Unknown image generator; choose one of: {choices}.",
                            choices=ListOf(items=[Text(value="flux"), Text(value="flux2")])))


def _read_ram_kind(value: object, given: Given = NOTHING) -> str:
    """The RAM's kind, speed and channels (:func:`advisor.ram_speed.read_ram_kind`)."""
    from .ram_speed import read_ram_kind

    return read_ram_kind(value, given)


KINDS.update({k.name: k for k in (
    Kind("generator", read_generator, metavar="GENERATOR"),
    Kind("speed", read_speed, value=float, metavar="TOK_S", low=MIN_SPEED, high=MAX_SPEED),
    Kind("job", read_job, metavar="JOB"),
    Kind("ram", read_ram, value=float, metavar="GB", low=MIN_RAM_GB, high=MAX_RAM_GB),
    Kind("ram_kind", _read_ram_kind, metavar="RAM", low=1, high=24),
    Kind("users", read_users, value=int, metavar="N", low=1, high=MAX_USERS),
    Kind("rig", read_rig, by_call=True, metavar="CARD", low=1, high=100),
)})
