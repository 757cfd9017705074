"""The command table: one declaration per answering command, which every face reads.

A row (:class:`CommandSpec`) says, once, a command's name, its help, its typed parameters
(:class:`Param`: a name, a kind of :mod:`advisor.kinds`, one help message…) and the one call into
the :class:`~advisor.api.Advisor`. From the rows:

* the console builds its subcommands (:mod:`advisor.cli.commands`; its renderer by answer type);
* the bot builds its slash commands (:mod:`bot.cogs.answers`: kind → option type, range, choices,
  autocomplete; the help, translated) and recomputes an answer when its Details button is
  pressed (:mod:`bot.details`);
* a question in words is answered by the command it names (:mod:`advisor.ask.answer`: the
  command words, the slots a question must give, the read-as line, the call), and a reply to a
  mention gets the Details of that command (:mod:`bot.cogs.ask`).

Arguments travel as a mapping of parameter name → value (:class:`Args`): each face reads what was
typed with the parameter's kind (:meth:`CommandSpec.read`), fills what was not given
(:meth:`CommandSpec.arguments`: a server's default market and use case, else the parameter's
default) and calls :attr:`CommandSpec.call`. A question's slots become arguments through
:attr:`CommandSpec.asked` (by kind unless a row says more).

Adding a command that answers with an existing answer type is one row here (and its ``Advisor``
method when the logic is new), a README line and tests (``CONTRIBUTING.md``). Commands that are one
face's own (``prices``, ``ask`` and ``resolve`` in the console; ``/card``, ``/markets``, ``/price``,
``/settings``, ``/about`` on Discord) stay in that face.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from .guide_era import newer_than_guide
from .i18n import Message, msg, option
from .jobs import JOBS
from .kinds import KINDS, Given, Kind
from .models import SIZED_AS, TASKS, USE_CASES, Comparison, Fit, Recommendation, Verdict
from .price_doubt import price_doubt

if TYPE_CHECKING:
    from .api import Advisor
    from .ask.models import ReadAs


@dataclass(frozen=True)
class Param:
    """One parameter of a command, the same on every face.

    Attributes:
        name: the slash option's name, the console's ``--name`` (``_`` → ``-``; a required
            parameter is positional instead) and the key of the argument.
        kind: a kind of :data:`advisor.kinds.KINDS` (``"budget"``, ``"card"``, ``"count"``…): what the
            value is and the one reader of its text.
        help: one line of help, a message (the console shows it in ``--help``; Discord beside the
            option, in the member's language).
        default: the value when not given (a server's default market and use case come first).
        choices: the only values (ids) it takes; empty: any the kind's reader reads.
        required: the command cannot answer without it (positional on the console).
        aliases: other console spellings (``--owned`` for ``--own``).
        many: the console takes the option more than once (``--card 3090 --card 3090``); the faces pass
            every value to the kind's reader as one text joined by `` + `` (a rig: ``"3090 + 3090"``), which
            Discord's one text option takes as typed.
        positional: an optional parameter the console takes as its first words (``fits 7b``, ``fits
            --card 5090`` without a model), as a required one is.
    """

    name: str
    kind: str
    help: Message
    default: Any = None
    choices: tuple[str, ...] = ()
    required: bool = False
    aliases: tuple[str, ...] = ()
    many: bool = False
    positional: bool = False

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"parameter {self.name!r}: no kind {self.kind!r} (advisor.kinds.KINDS)")

    @property
    def of(self) -> Kind:
        """The parameter's :class:`~advisor.kinds.Kind`."""
        return KINDS[self.kind]

    def read(self, text: Any, given: Given) -> Any:
        """The value ``text`` gives this parameter: its kind's reader, or (a kind read by the call)
        the text as typed — the call reads it, hidden characters and all (a budget refuses one inside
        its number). Raises the reader's user error."""
        return text if self.of.by_call else self.of.read(text, given)


class Args(dict[str, Any]):
    """One command's arguments: every parameter by name (``None`` when not given), and
    ``bare_currency``, the currency of a budget typed without one (a server's setting). Read as
    ``args.budget`` or ``args["budget"]``."""

    def __getattr__(self, name: str) -> Any:
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name) from None


def is_given(value: object) -> bool:
    """Whether an argument was given (not ``None``, ``""`` or a flag left off)."""
    return value is not None and value != "" and value is not False


@dataclass(frozen=True)
class CommandSpec:
    """One answering command (module docstring).

    Attributes:
        name: the command (``gpu-advisor NAME``, ``/NAME``, the word that starts a question).
        help: one line saying what it answers (console ``--help``, Discord's description).
        about: its line in ``/about`` (may show examples as code).
        params: its parameters, required ones first (Discord's order).
        call: ``call(advisor, args) -> answer``: the only place the command's arguments meet the
            :class:`~advisor.api.Advisor`; raises the advisor's user errors.
        answer: the type of the answer (each face renders by it).
        short: the id stored references use (the Details button's custom id), default the name;
            the first four commands keep the letters their posted buttons carry — never change one.
        asked: ``asked(spec, read_as) -> values``: a question's slots (:class:`~advisor.ask.models.ReadAs`)
            as arguments; default :func:`by_kind`.
    """

    name: str
    help: Message
    about: Message
    params: tuple[Param, ...]
    call: Callable[[Advisor, Args], BaseModel]
    answer: type[BaseModel]
    short: str | None = None
    asked: Callable[[CommandSpec, ReadAs], dict[str, Any]] | None = None

    @property
    def key(self) -> str:
        """The id stored references use (:attr:`short`, else the name)."""
        return self.short or self.name

    def param(self, name: str) -> Param:
        """The parameter called ``name``; ``KeyError`` if none."""
        for p in self.params:
            if p.name == name:
                return p
        raise KeyError(name)

    def takes(self, kind: str) -> bool:
        """Whether a parameter of this command is of ``kind``."""
        return any(p.kind == kind for p in self.params)

    def read(self, texts: Mapping[str, Any], given: Given) -> dict[str, Any]:
        """What was typed (parameter name → text, or a face's own int or bool), each read by its
        parameter (:meth:`Param.read`); what is not given is left out. Raises a reader's user error."""
        return {p.name: p.read(texts[p.name], given) for p in self.params if is_given(texts.get(p.name))}

    def arguments(self, values: Mapping[str, Any], given: Given) -> Args:
        """The arguments of a call: ``values`` (already read), and for each parameter not given
        ``given``'s default of its kind (a server's market and use case), else its default."""
        defaults = {"market": given.market, "use_case": given.use_case}
        out = Args()
        for p in self.params:
            value = values.get(p.name)
            out[p.name] = value if is_given(value) else (defaults.get(p.kind) or p.default)
        out["bare_currency"] = given.bare_currency
        return out

    def question(self, read_as: ReadAs) -> dict[str, Any]:
        """The arguments a question's slots give (:attr:`asked`)."""
        return (self.asked or by_kind)(self, read_as)

    def shown(self, values: Mapping[str, Any]) -> Iterator[tuple[str, str]]:
        """``(option, value as typed)`` of each argument given, the market last: what the command
        would be typed with (``/recommend budget:800 USD use_case:llm``)."""
        for p in sorted(self.params, key=lambda p: p.kind == "market"):
            value = values.get(p.name)
            if is_given(value):
                yield p.name, str(value)


# --------------------------------------------------------------------------- questions → arguments
def amount(x: float) -> str:
    """``800.0`` → ``"800"``, ``1234.5`` → ``"1234.5"`` (as a budget option takes it)."""
    return f"{x:.2f}".rstrip("0").rstrip(".")


def counted(read_as: ReadAs) -> list[str]:
    """The cards a question names, each as a card option takes it: ``"2x GeForce GTX 1080"`` when
    the question counts it (``counts``)."""
    counts = read_as.counts or []
    return [f"{counts[i]}x {card}" if i < len(counts) and counts[i] > 1 else card
            for i, card in enumerate(read_as.cards)]


SLOTS = {"task": "task", "precision": "precision", "use_case": "use_case", "market": "market", "count": "gpus",
         "context": "context_tokens", "batch": "batch", "ram": "ram_gb", "ram_kind": "ram_kind", "job": "job",
         "users": "users", "speed": "speed_tps"}
"""The :class:`~advisor.ask.models.ReadAs` slot that fills a parameter of each kind (besides budget,
card and model)."""


def at_speed(adv: Advisor, answer: BaseModel, speed: float | None, args: Args) -> BaseModel:
    """``answer`` re-ranked for the decode speed asked (:func:`advisor.speed_target.at_speed`; ``None``: as is),
    a ``recommend`` sized at a context asked saying that window with its headline (:func:`~advisor.speed_target.
    window_said`)."""
    from .speed_target import at_speed as _at_speed
    from .speed_target import window_said

    if isinstance(answer, Recommendation):
        answer = window_said(answer, args.get("context"), args.get("gpus"))
        from .fits.window_said import yarn_said  # past the model's native window: YaRN and its cost said

        answer = yarn_said(adv, answer, args.get("model"), args.get("context"))
        from .kv_lever import kv_said  # a long context: the 8-bit KV cache that halves it (fix37c)

        answer = kv_said(adv, answer, args.get("model"), args.get("context"), args.get("precision"), args.get("task"))
    return answer if speed is None else _at_speed(adv, answer, speed, dict(args))


def by_kind(spec: CommandSpec, read_as: ReadAs) -> dict[str, Any]:
    """A question's slots as ``spec``'s arguments, by kind: the budget (amount and currency), the
    cards in the order said (one per card parameter, counted), the model's name, and the task,
    precision, use case, market and number of GPUs said."""
    cards = iter(counted(read_as))
    out: dict[str, Any] = {}
    for p in spec.params:
        if p.kind == "budget" and read_as.budget is not None:
            out[p.name] = f"{amount(read_as.budget.amount)} {read_as.budget.currency}"
        elif p.kind == "card":
            out[p.name] = next(cards, None)
        elif p.kind == "model" and (model := read_as.model or read_as.stand_in_model) is not None:
            out[p.name] = model.name  # a VLM unnamed: its stand-in (fix48b)
        elif p.kind in SLOTS:
            value = getattr(read_as, SLOTS[p.kind])
            value = SIZED_AS.get(value, value) if p.kind == "task" else value  # GRPO: sized as its LoRA training
            out[p.name] = int(value) if isinstance(value, float) and value.is_integer() else value  # "ram:128"
    return out


def _llm_job(spec: CommandSpec, read_as: ReadAs) -> dict[str, Any]:
    """``recommend``'s arguments: an LLM job (model, task, precision) only when the question sizes
    one (a model named, or the llm use case); the GPU memory a buyer says with no card named ("under $3000 with
    48gb vram") is the minimum memory, never a card below it (N15's kind), and so is an owner's card's memory where
    :func:`advisor.ask.owner_buys.owned_floor` set it (an upgrade holds no less); an image buyer who named FLUX, the
    ``flux`` generator (ranked by FLUX's own it/s and memory)."""
    out = by_kind(spec, read_as)
    if read_as.model is None and read_as.use_case == "image" and read_as.task == "lora":  # training the image model
        out.update(model=None, precision=None)  # (advisor.image_train: its published training memory, fix37b)
    elif read_as.model is None and read_as.use_case != "llm":
        out.update(model=None, task=None, precision=None)
    said = [g for g in read_as.memory_gb or [] if g is not None]
    asked = any(n.key == "ask.memory-asked" for n in read_as.notes)  # "are 4 or 6 GB enough?": no minimum
    owner = read_as.own and len(read_as.cards) == 1 and any(n.key.startswith("ask.owner-floor") for n in read_as.notes)
    if (owner or not read_as.cards and not read_as.own) and len(said) == 1 and out.get("min_memory") is None and (
            not asked):  # "under $3000 with 48gb vram": a need; an owner's upgrade: never less memory than theirs
        out["min_memory"] = int(said[0]) if said[0].is_integer() else said[0]
    if read_as.generator is not None and out.get("use_case") == "image":  # FLUX's own ranking (image26 #1)
        from .image_needs import find_generator

        g = find_generator(read_as.generator)
        if g is not None and g.job == "image-gen" and g.models[0].startswith("FLUX"):
            out["generator"] = "flux2" if g.models[0] == "FLUX.2 dev" else "flux"
    return out


def _fine_tune(spec: CommandSpec, read_as: ReadAs) -> dict[str, Any]:
    """``compare``'s arguments: the task only with a fine-tune (LoRA, QLoRA, a full fine-tune) of a model named or of
    LLMs (training throughput, the default fine-tune's memory), the job the two cards are weighed for; running a
    model is the model alone."""
    out = by_kind(spec, read_as)
    if read_as.model is None and read_as.use_case == "image" and out.get("task") in ("lora", "qlora", "full-finetune"):
        out["task"] = "lora"  # "3090 or 5070 ti for training diffusion models": memory, then training (fix48b)
        return out
    if out.get("task") in (None, "inference") or read_as.model is None and read_as.use_case != "llm":
        out["task"] = None  # "3090 vs 4090 for fine-tuning LLMs": the fine-tune kept, judged by training (break35 #1)
    if read_as.model is None or out.get("task") is not None:
        out["context"] = None  # a window sizes a model run (break36 #5); with no model, or a fine-tune, it is not read
    return out


def _owner(spec: CommandSpec, read_as: ReadAs) -> dict[str, Any]:
    """``why``'s arguments: the owner's answer (``own``) when the asker has the card, with the job
    that ran out of memory (model, task) only then."""
    out = by_kind(spec, read_as)
    job = read_as.own and (read_as.model is not None or read_as.task is not None)
    out.update(own=read_as.own, model=out.get("model") if job else None, task=out.get("task") if job else None)
    return out


def _one_card(spec: CommandSpec, read_as: ReadAs) -> dict[str, Any]:
    """``fits``' arguments: the task (inference unless said, and said so in the read-as line), and
    the owner's cards the job is sized on ("will a 7b fit on my 1060 3gb?", "on my two 3090s": a rig)
    only when the question says they are the asker's own (``own``); otherwise the cards named are not
    the owner's hardware and the answer lists the ways itself."""
    out = by_kind(spec, read_as)
    out["task"] = SIZED_AS.get(read_as.task or "", read_as.task) or spec.param("task").default
    cards = counted(read_as)
    if read_as.gpus and read_as.gpus > 1 and len(cards) == 1 and "x " not in cards[0]:
        cards = [f"{read_as.gpus}x {cards[0]}"]
    one = len(read_as.cards) == 1  # "will a 7b fit on my 1060 3gb?", "will a 70b fit on two 3090s?": those cards
    out["card"] = " + ".join(cards) if cards and (read_as.own or one) else None  # "…on my 3090 and 4090?": a rig
    said = [g for g in read_as.memory_gb or [] if g is not None]
    out["gpus"] = None  # a count goes with the cards (folded in above) or with the memory stated (below)
    if not cards and len(said) == 1:  # "I have 12GB VRAM": a GPU known by its memory alone
        out["vram"] = int(said[0]) if said[0].is_integer() else said[0]
        if read_as.gpus and read_as.gpus > 1:  # "two cards with 16gb each", "2x 16GB cards": that many of that
            out["gpus"] = read_as.gpus  # memory, split by layers (break32 #2), never "your 16 GB GPU"
    elif not cards and len(said) >= 2 and len(said) == len(read_as.memory_gb or []):  # "两张卡显存分别22G和24G":
        out["vram"] = "+".join(f"{g:g}" for g in said)  # the owner's cards by their memory, one each (fix51a)
    return out


# --------------------------------------------------------------------------- the parameters
MARKET = Param("market", "market", msg("option.market", "price snapshot to use (default: today's US prices)"))
USE_CASE = Param("use_case", "use_case", msg("option.use_case", "what you will train (sets the memory floor)"),
                 choices=USE_CASES)
CARD = Param("card", "card", msg("option.card", "a card name, e.g. 1080 ti, rtx 3090, titan xp"), required=True)
CONTEXT = Param("context", "context", msg("command.fits.context", "context length in tokens (default 4,096 to run, "
                                                                  "1,024 to train)"))
SPEED = Param("speed", "speed", msg("option.speed", "the decode speed you need, tokens/s (e.g. 20): the ways that "
                                      "reach it, the cheapest first"))
MODEL = Param("model", "model", msg("command.fits.model", "a model size (7b, 70b) or name (llama-3.1-8b, qwen2.5 "
                                    "14b)"), required=True)

# --------------------------------------------------------------------------- the table
COMMANDS: tuple[CommandSpec, ...] = (
    CommandSpec(
        "recommend", short="r",
        help=msg("command.recommend", "the best GPUs for deep learning within a budget"),
        about=msg("command.recommend.about", "the best cards for a budget (`5k`, `¥3000`, `1w`, `€800`…)"),
        params=(
            Param("budget", "budget", msg("command.recommend.budget", "your budget: 500, $500, 5k, 1,200, 1w "
                                          "(=10,000), ¥3000, €800…"), required=True),
            USE_CASE,
            Param("gpus", "count", msg("command.recommend.gpus", "how many GPUs you want to run together (1–8)")),
            MARKET,
            Param("min_memory", "memory", msg("command.recommend.min_memory", "minimum VRAM in GB (overrides the use "
                                              "case's floor)")),
            Param("model", "model", msg("command.recommend.model", "an LLM to size for (7b, llama-3.1-8b): only "
                                        "cards that hold it (use case llm)")),
            Param("task", "task", msg("command.recommend.task", "with model: inference (default), lora, qlora, "
                                      "full-finetune; image use case: lora trains SDXL/FLUX"), choices=TASKS),
            Param("precision", "precision", msg("command.recommend.precision-default", "with model: fp16, int8, GGUF "
                                                "levels; default Q4_K_M to run, bf16 to fine-tune, int4 for qlora")),
            CONTEXT,  # with model: the window held, decode at that context (as fits)
            SPEED,
            Param("generator", "generator", msg("command.recommend.generator", "with use case image: the image "
                                                "generator to rank for (flux: FLUX.1 dev's own it/s and fp8 memory)"),
                  choices=("flux",)),
            Param("ram", "ram", msg("command.recommend.ram", "with model: the system RAM you have, in GB (e.g. 512): "
                                    "an MoE model's experts kept in it")),
            Param("ram_kind", "ram_kind", msg("command.fits.ram-kind", "your RAM's kind, speed and channels (e.g. "
                                              "DDR4-3200x2, DDR5x12): the bandwidth a CPU and RAM run at")),
        ),
        call=lambda adv, a: newer_than_guide(adv, price_doubt(adv, at_speed(adv, adv.recommend(
            a.budget, market=a.market, use_case=a.use_case, min_memory_gb=a.min_memory, gpus=a.gpus, model=a.model,
            task=a.task, precision=a.precision, context=a.context, bare_currency=a.bare_currency,
            generator=a.generator, ram_gb=a.ram, ram_kind=a.ram_kind), a.speed, a)), a.model),  # a first pick on a
        # doubtful price says so, on every face; a model newer than a guide's market, that it cannot judge it
        answer=Recommendation, asked=_llm_job,
    ),
    CommandSpec(
        "compare", short="c",
        help=msg("command.compare", "compare two GPUs for deep learning, side by side"),
        about=msg("command.compare.about", "two cards side by side"),
        params=(
            Param("card_a", "card", msg("command.compare.card_a", "first card, e.g. 1070"), required=True),
            Param("card_b", "card", msg("command.compare.card_b", "second card, e.g. 1080"), required=True),
            MARKET,
            Param("use_case", "use_case", msg("command.compare.use_case", "what you will train (better value only "
                                              "among cards with the memory it needs)"), choices=USE_CASES),
            Param("model", "model", msg("command.compare.model", "an LLM (70b, qwen3-32b): does each side hold it, "
                                        "and how fast")),
            Param("task", "task", msg("command.compare.task", "with model: inference (default), lora, qlora or "
                                      "full-finetune: does each side hold the fine-tune"), choices=TASKS),
            CONTEXT,  # with model run: sized at that window, KV cache included (as fits; break36 #5)
        ),
        call=lambda adv, a: adv.compare(a.card_a, a.card_b, market=a.market, use_case=a.use_case, model=a.model,
                                        task=a.task, context=a.context),
        answer=Comparison, asked=_fine_tune,
    ),
    CommandSpec(
        "why", short="w",
        help=msg("command.why", "is this GPU a good buy for deep learning, and why?"),
        about=msg("command.why.about", "is this card a good buy, and why"),
        params=(
            CARD,
            MARKET,
            USE_CASE,
            Param("own", "flag", msg("command.why.own", "you have this card and run out of memory: what it runs, what "
                                     "saves memory, what to upgrade to"), default=False, aliases=("owned",)),
            Param("model", "model", msg("command.why.model", "with own: the model that ran out of memory")),
            Param("task", "task", msg("command.why.task", "with own: what you did with it"), choices=TASKS),
            Param("job", "job", msg("command.why.job", "you have it: your job (cnn, detector, gan, image-gen, "
                                    "video-gen, llm, finetune): what runs, how fast"),
                  choices=JOBS),
        ),
        call=lambda adv, a: adv.why(
            a.card, market=a.market, use_case=a.use_case, own=bool(a.own or a.model or a.task or a.job),
            model=a.model, task=a.task, job=a.job),  # a job (model, task, work) implies an owner
        answer=Verdict, asked=_owner,
    ),
    CommandSpec(
        "fits", short="f",
        help=msg("command.fits", "will an LLM run or fine-tune, and on which GPUs? (memory arithmetic shown)"),
        about=msg("command.fits.about", "will a model run or fine-tune, and on which cards (`7b`, `llama-3.1-8b`, "
                  "`70b`)"),
        params=(
            Param("model", "model", msg("command.fits.model.optional", "a model size (7b, 70b) or name (llama-3.1-8b); "
                                        "none with {card}: what your cards run", card=option("card")), positional=True),
            Param("task", "task", msg("command.fits.task", "the job: inference (default), lora, qlora or "
                                      "full-finetune"),
                  default="inference", choices=TASKS),
            # the defaults of advisor.fits.default_precision (tests/test_what_people_see.py holds them together)
            Param("precision", "precision", msg("command.fits.precision-default", "weights: fp16, int8, GGUF levels "
                                                "(q5_k_m…); default Q4_K_M to run, bf16 to fine-tune, int4 for qlora")),
            CONTEXT,
            Param("batch", "batch", msg("command.fits.batch", "sequences at once (default 1)"), default=1),
            MARKET,
            Param("card", "rig", msg("command.fits.card.rig", "your cards (repeat it, 2x 3090, 3090 + 4090): does the "
                                     "job fit them, what they run"), many=True),
            Param("ram", "ram", msg("command.fits.ram", "your system RAM in GB (e.g. 64): MoE models with their "
                                    "experts in RAM")),
            Param("ram_kind", "ram_kind", msg("command.fits.ram-kind", "your RAM's kind, speed and channels (e.g. "
                                              "DDR4-3200x2, DDR5x12): the bandwidth a CPU and RAM run at")),
            Param("users", "users", msg("command.fits.users", "users served at once (e.g. 50): a serving answer, "
                                        "batched throughput on server cards")),
            Param("vram", "vram", msg("command.fits.vram", "your GPU's memory in GB, when you name no card (e.g. "
                                        "12): sized by memory alone")),
            Param("gpus", "count", msg("command.fits.gpus", "how many GPUs of that memory ({vram}) you have (e.g. 2 "
                                       "with {vram16}: 32 GB, split by layers)", vram=option("vram"),
                                       vram16=option("vram", "16"))),
            SPEED,
        ),
        call=lambda adv, a: at_speed(adv, adv.fits(
            a.model, task=a.task, precision=a.precision, context=a.context, batch=a.batch, market=a.market,
            card=a.card, ram=a.ram, ram_kind=a.ram_kind, users=a.users, vram=a.vram, gpus=a.gpus), a.speed, a),
        answer=Fit, asked=_one_card,
    ),
)
"""Every answering command, in the order the faces list them."""

BY_NAME: dict[str, CommandSpec] = {c.name: c for c in COMMANDS}
"""The commands by name."""
BY_KEY: dict[str, CommandSpec] = {c.key: c for c in COMMANDS}
"""The commands by the id stored references use (:attr:`CommandSpec.key`)."""
ANSWER_TYPES: tuple[type[BaseModel], ...] = tuple(dict.fromkeys(c.answer for c in COMMANDS))
"""The answer types the commands return (a question's answer is one of them)."""


def _check(commands: tuple[CommandSpec, ...]) -> None:
    """Names and keys unique, required parameters first, parameter names unique per command."""
    for attr in ("name", "key"):
        values = [getattr(c, attr) for c in commands]
        if len(set(values)) != len(values):
            raise ValueError(f"two commands share a {attr}: {values}")
    for c in commands:
        names = [p.name for p in c.params]
        if len(set(names)) != len(names):
            raise ValueError(f"{c.name}: two parameters share a name")
        if [p.required for p in c.params] != sorted((p.required for p in c.params), reverse=True):
            raise ValueError(f"{c.name}: required parameters come first")


_check(COMMANDS)
