"""The console's commands: one per row of the command table, and the console's own.

The answering commands are built from :data:`advisor.commands.COMMANDS` (:func:`from_spec`): a
required parameter is a positional argument of one or more words, the others are ``--options``
(``_`` → ``-``; a flag takes no value), ``--market`` comes with the shared options, each help is the
parameter's message, the text typed is read by the parameter's kind before the call
(:meth:`~advisor.commands.CommandSpec.read`) and the answer is printed by the renderer of its type
(:data:`advisor.cli.render.RENDERERS`). The console's own commands — ``resolve``, ``ask``,
``markets``, ``prices`` — are written out here. :func:`advisor.cli.build_parser` builds the
argparse subcommands from :data:`COMMANDS` and :func:`advisor.cli.main` runs the chosen one.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from .. import commands as table
from ..ask.models import Conversation, Question
from ..commands import CommandSpec, Param
from ..i18n import Message, msg
from ..kinds import Given, read_machine
from ..models import Resolution
from . import render
from .args import UsageError, compare_sides, is_count, joined
from .ask import render_conversation, render_question

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


# --------------------------------------------------------------------------- the table's commands
CARDS_HELP = msg("cli.help.cards", 'two cards: 1070 1080 ti, titan x vs 1080 ti, or "1080 ti" 1070')
"""The help of two card parameters typed as one run of words (``compare``)."""


def _card_run(spec: CommandSpec) -> tuple[Param, ...]:
    """The required card parameters when there are several (``compare``'s two): the console takes
    them as one run of words, cut where each side names a card (:func:`~advisor.cli.args.compare_sides`)."""
    cards = tuple(p for p in spec.params if p.required and p.kind == "card")
    return cards if len(cards) > 1 else ()


def _argument(p: Param) -> Arg:
    """A parameter as argparse declares it (module docstring)."""
    if p.required or p.positional:
        return arg(p.name, nargs="+" if p.required else "*", metavar=p.of.metavar, help=p.help)
    names = (f"--{p.name.replace('_', '-')}", *(f"--{a}" for a in p.aliases))
    if p.kind == "flag":
        return arg(*names, dest=p.name, action="store_true", help=p.help)
    metavar = "{" + ",".join(p.choices) + "}" if p.choices else p.of.metavar
    several = p.kind in ("card", "rig", "model")  # several words: --card 1060 3gb, --model qwen 32b
    words: dict[str, Any] = {"nargs": "+"} if several else {}
    if p.many:
        words["action"] = "append"  # --card 3090 --card 3090: every occurrence, one rig
    return arg(*names, dest=p.name, metavar=metavar, help=p.help, **words)


def _arguments(spec: CommandSpec) -> tuple[Arg, ...]:
    """The console arguments of ``spec``'s parameters (``--market`` is one of the shared options)."""
    run = _card_run(spec)
    out = [arg("cards", nargs="+", metavar="CARD", help=CARDS_HELP)] if run else []
    out += [_argument(p) for p in spec.params if p not in run and p.kind != "market"]
    return tuple(out)


def _sides(adv: Advisor, words: list[str]) -> tuple[str, str]:
    """``compare``'s words cut into two card names (:func:`~advisor.cli.args.compare_sides`); a side may
    be several of one card ("2x 1080", "1080 x2"), judged by the card it counts."""
    def resolve(text: str) -> Resolution:
        if is_count(text):
            return Resolution(query=text, match=None)  # "x2" alone is no card (the GMKtec EVO-X2 is not meant)
        found = adv.names.count(text)
        return adv.resolve(found[1] if found else text)

    return compare_sides(words, resolve)


def _card_known(adv: Advisor, text: str) -> bool:
    """Whether ``text`` names a card (a count before it allowed: "2x 3090")."""
    found = adv.names.count(text)
    return adv.resolve(found[1] if found else text).match is not None


def _card_runs(adv: Advisor, words: list[str]) -> list[list[str]] | None:
    """``words`` cut into several cards, each the longest run of words that names one ("3090 3060" → "3090",
    "3060"; "3060 12gb 3090" → "3060 12gb", "3090"), or ``None`` when some words name no card ("3090 70b": the
    model is the positional's, :func:`_give_back`)."""
    runs: list[list[str]] = []
    k = 0
    while k < len(words):
        end = next((e for e in range(len(words), k, -1) if _card_known(adv, joined(words[k:e]))), None)
        if end is None:
            return None
        runs.append(words[k:end])
        k = end
    return runs if len(runs) > 1 else None


def _give_back(spec: CommandSpec, adv: Advisor, a: argparse.Namespace) -> None:
    """Words a ``--card`` took that belong to the command's positional parameter: argparse gives a
    ``nargs="+"`` option every word after it, so ``fits --card 3090 70b`` reads a card "3090 70b".
    When the last ``--card``'s words name no card, the positional is empty and a leading part of
    them names one, the rest is the positional's (``--card 3090`` and ``70b``), as typed the other
    way round (``fits 70b --card 3090``). Changes ``a`` in place."""
    first = next((p for p in spec.params if p.positional and not p.required), None)
    if first is None or getattr(a, first.name, None):
        return
    for p in spec.params:
        value = getattr(a, p.name, None)
        if p.kind not in ("card", "rig") or not isinstance(value, list) or not value:
            continue
        last = value[-1] if p.many else value
        if not isinstance(last, list) or len(last) < 2 or _card_known(adv, joined(last)):
            continue
        runs = _card_runs(adv, last) if p.many else None
        if runs is not None:  # "--card 3090 3060": two cards, as the help's CARD [CARD ...] says (break23 #6)
            value[-1:] = runs
            return
        cut = next((k for k in range(len(last) - 1, 0, -1) if _card_known(adv, joined(last[:k]))), 0)
        if cut:
            setattr(a, first.name, last[cut:])
            del last[cut:]
        return


def _typed(spec: CommandSpec, adv: Advisor, a: argparse.Namespace) -> dict[str, Any]:
    """What was typed for each parameter: a run of words as one text, cards cut into their sides."""
    _give_back(spec, adv, a)
    texts: dict[str, Any] = {}
    for p in spec.params:
        value = getattr(a, p.name, None)
        if p.many and isinstance(value, list):  # each occurrence's words, the occurrences joined as one rig
            value = " + ".join(joined(v) if isinstance(v, list) else str(v) for v in value) or None
        texts[p.name] = joined(value) if isinstance(value, list) else value
    run = _card_run(spec)
    if run:
        texts.update(zip((p.name for p in run), _sides(adv, a.cards), strict=False))
    return texts


def from_spec(spec: CommandSpec) -> Command:
    """The console command of a row of the command table (module docstring)."""
    def run(adv: Advisor, a: argparse.Namespace) -> BaseModel:
        given = Given(adv)
        return spec.call(adv, spec.arguments(spec.read(_typed(spec, adv, a), given), given))

    def shown(answer: Any, view: render.View) -> str:  # by the answer's own type (fits without a model: Runs)
        return render.RENDERERS[type(answer)](answer, view)

    return Command(spec.name, spec.help, run, shown, _arguments(spec), market=spec.takes("market"))


# --------------------------------------------------------------------------- the console's own
def resolve(adv: Advisor, a: argparse.Namespace) -> BaseModel:
    """``resolve NAME…``: the card a name means (the card kind's reader); no match is an error
    (``unknown_card``) like the other commands'. Several of one card (``"2x 3090"``, ``"two 4090s"``:
    :meth:`advisor.names.Names.count`) keep their count in the answer (``Resolution.count``)."""
    text = joined(a.query)
    found = adv.names.count(text)
    if found is None:
        return read_machine(text, Given(adv))
    return read_machine(found[1], Given(adv)).model_copy(update={"query": text, "count": found[0]})


def prices(adv: Advisor, a: argparse.Namespace) -> BaseModel:
    """``prices export|import --guild ID FILE``: a Discord server's own prices in bulk (:mod:`advisor.cli.prices`,
    which opens the bot's server data: loaded only for this command)."""
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
    Discord), else in the environment's (:func:`advisor.cli.main`).

    A conversation: each ``--then TEXT`` is a follow-up of the question before it ("and used?", "in euros",
    "那6000呢"), and ``ask -`` reads the questions from standard input, one a line; then the answer is a
    :class:`~advisor.ask.models.Conversation` of every turn, each read with the one before it as its context
    (:meth:`~advisor.ask.models.Question.context`, what the bot keeps of a conversation)."""
    texts = [joined(a.text)]
    if texts == ["-"]:
        texts = [line.strip() for line in sys.stdin.read().splitlines() if line.strip()]
        if not texts:
            raise UsageError(msg("cli.error.ask_empty", "no question on standard input: one question a line"))
    texts += [joined(then) for then in a.then or ()]
    lang = getattr(a, "lang", None)
    if len(texts) == 1:
        return adv.ask(texts[0], market=a.market, lang=lang)
    turns: list[Question] = []
    for text in texts:
        turns.append(adv.ask(text, context=turns[-1].context() if turns else None, market=a.market, lang=lang))
    return Conversation(turns=turns)


def render_asked(answer: Question | Conversation, view: render.View) -> str:
    """``ask``'s answer as text: a question (:func:`~advisor.cli.ask.render_question`) or a conversation's turns
    (:func:`~advisor.cli.ask.render_conversation`)."""
    if isinstance(answer, Conversation):
        return render_conversation(answer, view)
    return render_question(answer, view)


def markets(adv: Advisor, a: argparse.Namespace) -> BaseModel:
    """``markets``: every price market and its date."""
    return adv.markets()


COMMANDS: tuple[Command, ...] = (
    *(from_spec(spec) for spec in table.COMMANDS),
    Command("resolve", msg("cli.help.resolve", "which card a typed name means"), resolve, render.render_resolution, (
        arg("query", nargs="+", metavar="NAME",
            help=msg("cli.help.query", 'a card name as typed, e.g. 1080ti or "titan x"')),
    ), market=False),
    Command("ask", msg("cli.help.ask", "a question in words, answered by the command it names"), ask,
            render_asked, (
        arg("text", nargs="+", metavar="TEXT",
            help=msg("cli.help.ask_text",
                     '"best gpu for $800 for llama 3 8b", "3090 vs 4090?", "预算5000元买什么显卡"; '
                     '- reads a conversation from standard input, one question a line')),
        arg("--then", nargs="+", action="append", metavar="TEXT",
            help=msg("cli.help.ask_then", 'a follow-up of the question before it, as in a Discord conversation: '
                     '--then "what about used?" --then "in euros"')),
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
