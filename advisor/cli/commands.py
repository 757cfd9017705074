"""The console's commands, declared in one table (:data:`COMMANDS`).

A row names the command, its help, its arguments, the function that asks the
:class:`~advisor.api.Advisor` (one per command, below) and the text renderer of the answer
(:mod:`advisor.cli.render`, one per answer type). :func:`advisor.cli.build_parser` builds the
argparse subcommands from the rows and :func:`advisor.cli.main` runs the chosen one, so adding
a console command is one function and one row here (and a renderer when the answer type is new).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from ..i18n import Message, Text, msg
from ..models import PRECISIONS, TASKS, USE_CASES, Resolution
from . import render
from .args import compare_sides, is_count, joined

if TYPE_CHECKING:  # the core loads only after the arguments are read: --help stays instant
    from ..api import Advisor


@dataclass(frozen=True)
class Arg:
    """One argument: argparse's names (``"budget"`` or ``"--use-case"``) and keywords; ``help``
    is a :class:`~advisor.i18n.Message`, said in the console's language."""

    names: tuple[str, ...]
    options: Mapping[str, Any] = field(default_factory=dict)


def arg(*names: str, **options: Any) -> Arg:
    """An :class:`Arg`, written like ``parser.add_argument``'s call."""
    return Arg(names, options)


def listed(values: tuple[str, ...]) -> Text:
    """Option values as one parameter (``general, beginner, …``): ids, the same in every language."""
    return Text(value=", ".join(values))


@dataclass(frozen=True)
class Command:
    """One console command.

    Attributes:
        name: the subcommand (``gpu-advisor NAME``).
        help: one line for ``--help`` (a message, said in the console's language).
        run: asks the advisor; takes it and the parsed arguments, returns the answer model.
            Raises :class:`~advisor.errors.AdvisorError` or :class:`~advisor.cli.args.UsageError`.
        render: the answer model (localized) and a :class:`~advisor.cli.render.View` → text
            (``--json`` prints ``model_dump(mode="json")`` instead).
        arguments: the command's own arguments.
        market: whether the command takes ``--market``.
        report_to_stderr: given the parsed arguments, whether the answer goes to standard error
            because standard output carries data (``prices export -`` writes its CSV there).
    """

    name: str
    help: Message
    run: Callable[[Advisor, argparse.Namespace], BaseModel]
    render: Callable[[Any, render.View], str]
    arguments: tuple[Arg, ...] = ()
    market: bool = True
    report_to_stderr: Callable[[argparse.Namespace], bool] | None = None


USE_CASE = arg("--use-case", default="general", choices=USE_CASES, metavar="U",
               help=msg("cli.help.use_case", "what the card is for, which sets the memory floor and the rules that "
                        "apply: {choices} (default: general)", choices=listed(USE_CASES)))


def recommend(adv: Advisor, a: argparse.Namespace) -> BaseModel:
    """``recommend BUDGET…``: the budget's words are one budget (``500 usd``, ``1.5 k``)."""
    return adv.recommend(joined(a.budget), market=a.market, use_case=a.use_case,
                         min_memory_gb=a.min_memory, gpus=a.gpus, model=a.model, task=a.task,
                         precision=a.precision)


def compare(adv: Advisor, a: argparse.Namespace) -> BaseModel:
    """``compare CARD… [vs] CARD…``: the words cut into two names (:func:`~advisor.cli.args.compare_sides`)."""
    def resolve(text: str) -> Resolution:  # a side may be several of one card ("2x 1080", "1080 x2"): its card
        if is_count(text):
            return Resolution(query=text, match=None)  # "x2" alone is no card (the GMKtec EVO-X2 is not meant)
        found = adv.names.count(text)
        return adv.resolve(found[1] if found else text)

    first, second = compare_sides(a.cards, resolve)
    return adv.compare(first, second, market=a.market, use_case=a.use_case)


def why(adv: Advisor, a: argparse.Namespace) -> BaseModel:
    """``why CARD… [--own]``: the words are one card name (``titan x maxwell``); ``--own``: the user
    has the card and runs out of memory (what it runs, the levers, what to upgrade to)."""
    return adv.why(joined(a.card), market=a.market, use_case=a.use_case, own=a.own or bool(a.model or a.task),
                   model=a.model, task=a.task)


def resolve(adv: Advisor, a: argparse.Namespace) -> BaseModel:
    """``resolve NAME…``: the card a name means; no match is an error (``unknown_card``) like
    the other commands', raised by the core's :meth:`~advisor.api.Advisor.card`."""
    query = joined(a.query)
    res = adv.resolve(query)
    if res.match is None:
        adv.card(query)  # raises UnknownCard with the core's message and suggestions
    return res


def fits(adv: Advisor, a: argparse.Namespace) -> BaseModel:
    """``fits MODEL…``: will a model run or fine-tune, and on which cards (``7b``, ``llama 3.1 8b``)."""
    return adv.fits(joined(a.model), task=a.task, precision=a.precision, context=a.context, batch=a.batch,
                    market=a.market, card=joined(a.card) if a.card else None)


def prices(adv: Advisor, a: argparse.Namespace) -> BaseModel:
    """``prices export|import --guild ID FILE``: a Discord server's own prices in bulk (:mod:`advisor.cli.prices`)."""
    from . import prices as _prices

    return _prices.run(adv, a)


def _prices_to_stdout(a: argparse.Namespace) -> bool:
    from . import prices as _prices

    return _prices.to_stdout(a)


def _render_prices(report: Any, view: render.View) -> str:
    from . import prices as _prices

    return _prices.render(report, view.language)


def ask(adv: Advisor, a: argparse.Namespace) -> BaseModel:
    """``ask TEXT…``: a question in words, read and answered by the command it names (:mod:`advisor.ask`),
    in the language ``--lang`` names, else in the question's own (a Chinese question in Chinese, as on
    Discord), else in the environment's (:func:`advisor.cli.main`)."""
    return adv.ask(joined(a.text), market=a.market, lang=getattr(a, "lang", None))


def _render_question(question: Any, view: render.View) -> str:
    from .ask import render_question

    return render_question(question, view)


def markets(adv: Advisor, a: argparse.Namespace) -> BaseModel:
    """``markets``: every price market and its date."""
    return adv.markets()


COMMANDS: tuple[Command, ...] = (
    Command("recommend", msg("cli.help.recommend", "best cards for a budget"), recommend,
            render.render_recommendation, (
        arg("budget", nargs="+", metavar="BUDGET",
            help=msg("cli.help.budget", 'the budget as you would write it: 500, 500 usd, "$1.5k", 1.5 k, 5k, 1w, '
                     '¥3000, €800')),
        USE_CASE,
        arg("--min-memory", type=float, metavar="GB", help=msg("cli.help.min_memory", "minimum VRAM in GB")),
        arg("--gpus", type=int, default=None, metavar="N", help=msg("cli.help.gpus", "number of GPUs (1-8)")),
        arg("--model", metavar="MODEL", help=msg("cli.help.model", "an LLM to size the cards for (7b, llama-3.1-8b): "
                                                 "only cards that hold it are recommended (use case llm)")),
        arg("--task", choices=TASKS, metavar="TASK",
            help=msg("cli.help.task", "with --model: {choices} (default inference)", choices=listed(TASKS))),
        arg("--precision", metavar="PRECISION",
            help=msg("cli.help.recommend-precision-levels", "with --model: {choices}, or any GGUF level (default: "
                     "int4, GGUF Q4_K_M, or the model's published MXFP4)", choices=listed(PRECISIONS))),
    )),
    Command("compare", msg("cli.help.compare", "two cards side by side"), compare, render.render_comparison, (
        arg("cards", nargs="+", metavar="CARD",
            help=msg("cli.help.cards", 'two cards: 1070 1080 ti, titan x vs 1080 ti, or "1080 ti" 1070')),
        USE_CASE,
    )),
    Command("why", msg("cli.help.why", "why a card is or isn't recommended"), why, render.render_verdict, (
        arg("card", nargs="+", metavar="CARD", help=msg("cli.help.card", "a card name, e.g. 970 or titan x maxwell")),
        USE_CASE,
        arg("--own", "--owned", action="store_true",
            help=msg("cli.help.own", "you already have the card and run out of memory: what it runs, what each "
                     "memory lever saves and what to upgrade to")),
        arg("--model", metavar="MODEL", help=msg("cli.help.own_model", "with --own: the model that ran out of memory "
                                                 "(7b, llama-3.1-8b): does it fit the card, and with what change")),
        arg("--task", choices=TASKS, metavar="TASK",
            help=msg("cli.help.own_task", "with --own: {choices} (default inference)", choices=listed(TASKS))),
    )),
    Command("resolve", msg("cli.help.resolve", "which card a typed name means"), resolve, render.render_resolution, (
        arg("query", nargs="+", metavar="NAME",
            help=msg("cli.help.query", 'a card name as typed, e.g. 1080ti or "titan x"')),
    ), market=False),
    Command("fits", msg("cli.help.fits", "will a model run or fine-tune, and on which cards"), fits,
            render.render_fit, (
        arg("model", nargs="+", metavar="MODEL",
            help=msg("cli.help.fits_model", "a model size (7b, 1.5b, 70b) or name (llama-3.1-8b, qwen2.5 14b)")),
        arg("--task", choices=TASKS, default="inference", metavar="TASK",
            help=msg("cli.help.fits_task", "{choices} (default inference)", choices=listed(TASKS))),
        arg("--precision", metavar="P",
            help=msg("cli.help.precision-levels", "{choices}, or any GGUF level (default: int4 to run, GGUF Q4_K_M, or "
                     "the model's published MXFP4; bf16 for LoRA and full fine-tuning; int4, NF4, for QLoRA)",
                     choices=listed(PRECISIONS))),
        arg("--context", metavar="TOKENS",
            help=msg("cli.help.context", "context length in tokens (default 4,096 to run, 1,024 to train)")),
        arg("--batch", default="1", metavar="N", help=msg("cli.help.batch", "sequences at once (default 1)")),
        arg("--card", nargs="+", metavar="CARD",
            help=msg("cli.help.fits_card", "a card you have (1060 3gb): does the job fit it, and with what change")),
    )),
    Command("ask", msg("cli.help.ask", "a question in words, answered by the command it names"), ask,
            _render_question, (
        arg("text", nargs="+", metavar="TEXT",
            help=msg("cli.help.ask_text",
                     '"best gpu for $800 for llama 3 8b", "3090 vs 4090?", "预算5000元买什么显卡"')),
    )),
    Command("markets", msg("cli.help.markets", "the price markets and their dates, and the languages of the answers"),
            markets, render.render_markets, market=False),
    Command("prices", msg("admin.console.help", "export or import a Discord server's own prices (CSV), all or nothing"),
            prices, _render_prices, (
        arg("action", choices=("export", "import"),
            help=msg("admin.console.help_action", "export the server's prices to FILE, or import FILE")),
        arg("file", metavar="FILE",
            help=msg("admin.console.help_file", "a CSV file: market, card, condition, amount, currency "
                     "(- for standard output or input)")),
        arg("--guild", type=int, required=True, metavar="ID",
            help=msg("admin.console.help_guild", "the Discord server's id")),
        arg("--database", metavar="PATH",
            help=msg("admin.console.help_database", "the bot's server-data file (default: DATABASE_PATH, as the bot "
                     "reads it, else ~/.local/share/gpu-advisor/gpu-advisor.sqlite)")),
        arg("--replace", action="store_true",
            help=msg("admin.console.help_replace", "import: also remove the server's prices FILE does not name")),
        arg("--dry-run", action="store_true",
            help=msg("admin.console.help_dry_run", "import: check every row, change nothing")),
        arg("--force", action="store_true", help=msg("admin.console.help_force", "export: replace FILE if it exists")),
    ), market=False, report_to_stderr=_prices_to_stdout),
)

#: The commands by name.
BY_NAME: dict[str, Command] = {c.name: c for c in COMMANDS}
