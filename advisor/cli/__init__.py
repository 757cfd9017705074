"""``gpu-advisor``: the console front end.

    gpu-advisor recommend BUDGET… [--market M] [--use-case U] [--min-memory GB] [--gpus N]
    gpu-advisor compare CARD… [vs] CARD… [--market M] [--use-case U]
    gpu-advisor why CARD… [--market M] [--use-case U]
    gpu-advisor resolve NAME…
    gpu-advisor fits MODEL… [--task T] [--precision P] [--context N] [--batch N] [--market M]
    gpu-advisor markets

Every command also takes ``--json``, ``--verbose`` and ``--lang zh-CN|zh-TW|en``.

The answering commands are rows of the core's command table (:data:`advisor.commands.COMMANDS`),
made console subcommands by :mod:`advisor.cli.commands` beside the console's own; the text
renderers are in :mod:`advisor.cli.render`, one per answer type; reading words as people type
them (a budget in several words, two unquoted card names) is :mod:`advisor.cli.args`.

Language: ``--lang``, else ``LANGUAGE`` / ``LC_ALL`` / ``LC_MESSAGES`` / ``LANG`` as gettext
programs read them (:mod:`advisor.cli.language`), else English. The answer's messages are
rendered in that language by the console's renderer (:class:`advisor.cli.render.View`); the
console's own words are messages keyed ``cli.…``; errors are said by their code and message key,
never by reading English.

Text output is wrapped to the terminal's width (80 columns when not a terminal); rule ids and
sources only with ``--verbose``. ``--json`` prints ``model.model_dump(mode="json",
context={"lang": language})``: every message with its text in the chosen language beside it.
Errors print one line to stderr — a price file's bad rows one more line each — (with ``--json``:
``{"error": {"code", "message", "key", "params"}}`` on stdout, usage errors included) and exit with status 2; a
catalogue that cannot be loaded exits with status 1. Nothing from Discord or matplotlib is imported here.

Any terminal encoding: what a stream cannot show (Chinese on an ASCII or Latin-1 terminal, an
undecodable byte of an argument echoed back) is replaced (``?``), never a traceback; ``--json``
is always valid JSON, ASCII-escaped (``\u4e07``) when the stream is not UTF-8, with an undecodable
byte as U+FFFD (:func:`json_text`).
"""

from __future__ import annotations

import argparse
import codecs
import contextlib
import json
import os
import re
import sqlite3
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NoReturn

from .. import __version__, i18n
from ..ask.models import Conversation, Question
from ..commands import MARKET
from ..errors import AdvisorError
from ..i18n import Message, Text, msg
from .args import UsageError
from .commands import BY_NAME, COMMANDS
from .language import choose_language, language_tags
from .layout import terminal_width
from .render import View

if TYPE_CHECKING:
    from ..api import Advisor

__all__ = ["main", "run", "build_parser", "UsageError", "EXIT_OK", "EXIT_BROKEN", "EXIT_USAGE"]

EXIT_OK = 0
EXIT_BROKEN = 1  # the card catalogue cannot be loaded: an installation problem
EXIT_USAGE = 2  # the user's input: unknown card, bad budget, bad option


#: A word that starts with "-" but cannot be an option: every option is "-" + an ASCII letter or
#: "--" + a name, so "-5k", "-$500", "-.5" or "-五千" are values (a negative budget the core
#: explains), never an unknown option. argparse alone takes only "-5" and "-1.5" as values.
_NOT_AN_OPTION = re.compile(r"-(?![A-Za-z-]).")


class _Parser(argparse.ArgumentParser):
    def _parse_optional(self, arg_string: str) -> Any:  # argparse's own type changed in 3.12
        # argparse's one hook deciding "option or value" for a word (private, but the same name
        # and the same meaning of None — "a value" — from Python 3.11 to 3.14)
        if _NOT_AN_OPTION.match(arg_string):
            return None
        return super()._parse_optional(arg_string)

    def error(self, message: str) -> NoReturn:
        raise UsageError(msg("cli.error.usage", "{detail} (try gpu-advisor --help)", detail=Text(value=message)))


class _LateHelp(argparse.Action):
    """argparse's ``store`` (one value) whose help text is made when first shown (``--help``, a usage
    line), not when the parser is built: ``--lang``'s help lists the languages offered, which scans
    the translation catalogues (~4 ms of every start, issue 30 §6). ``make_help``: makes the text."""

    def __init__(self, option_strings: Sequence[str], dest: str, make_help: Any, **kwargs: Any) -> None:
        self._make_help: Any = make_help
        self._help_text: str | None = None
        super().__init__(option_strings, dest, **kwargs)

    @property  # argparse's own attribute, read when help is shown
    def help(self) -> str | None:
        if self._help_text is None:
            self._help_text = self._make_help()
        return self._help_text

    @help.setter
    def help(self, value: str | None) -> None:  # argparse sets None when the action is made
        if value is not None:
            self._help_text = value

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: Any,
                 option_string: str | None = None) -> None:
        setattr(namespace, self.dest, values)


def _help(message: Message, language: str) -> str:
    return i18n.render(message.key, message.params, language).replace("%", "%%")  # argparse formats help with %


PLAIN_COMMANDS = frozenset({"markets", "resolve"})
"""The commands whose answer has no rule, source or skipped card to add under ``--verbose``."""


def build_parser(language: str = "en") -> argparse.ArgumentParser:
    """The argument parser: one subcommand per row of :data:`~advisor.cli.commands.COMMANDS`,
    its help texts in ``language`` (argparse's own headings stay English)."""
    def outputs(verbose: Message) -> _Parser:
        out = _Parser(add_help=False)  # the parents are never parsed themselves
        out.add_argument("--json", action="store_true",
                         help=_help(msg("cli.help.json", "print the answer as JSON (rule ids and sources included)"),
                                    language))
        out.add_argument("-v", "--verbose", action="store_true", help=_help(verbose, language))
        out.add_argument("--lang", metavar="LANG", default=argparse.SUPPRESS, action=_LateHelp,
                         make_help=lambda: _help(msg("cli.help.lang", "answer in {choices} (default: from LANGUAGE, "
                                                     "LC_ALL, LC_MESSAGES or LANG, else English)",
                                                     choices=language_tags()), language))
        return out

    output = outputs(msg("cli.help.verbose", "also show rule ids, sources and every skipped card"))
    # `markets` and `resolve` skip no card and cite no rule: their --verbose is accepted, and said to add nothing
    # (newuser14: "every skipped card" meant nothing for them)
    plain = outputs(msg("cli.help.verbose-plain", "accepted as for every command; this answer has nothing more to "
                        "show"))
    with_market = _Parser(add_help=False, parents=[output])
    # the ids are data (data/markets/markets.json), listed by `gpu-advisor markets`: never copied here
    with_market.add_argument("--market", metavar=MARKET.of.metavar, help=_help(MARKET.help, language))
    p = _Parser(prog="gpu-advisor",
                description=_help(msg("cli.help.description", "Which GPU should I buy for deep learning?"), language))
    p.add_argument("--version", action="version", version=f"gpu-advisor {__version__}")
    p.add_argument("--lang", metavar="LANG", default=argparse.SUPPRESS, help=argparse.SUPPRESS)
    sub = p.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for command in COMMANDS:
        parent = with_market if command.market else plain if command.name in PLAIN_COMMANDS else output
        s = sub.add_parser(command.name, parents=[parent],
                           help=_help(command.help, language), description=_help(command.help, language))
        for a in command.arguments:
            options = dict(a.options)
            if isinstance(options.get("help"), Message):
                options["help"] = _help(options["help"], language)
            s.add_argument(*a.names, **options)
    return p


def _lang_flag(argv: Sequence[str]) -> str | None:
    """The value of ``--lang`` wherever it stands in ``argv`` (``None`` when not given): read
    before the parser is built, so that even ``--help`` and usage errors are in that language."""
    pre = argparse.ArgumentParser(add_help=False)
    pre.add_argument("--lang")
    try:
        known, _ = pre.parse_known_args(list(argv))
    except SystemExit:  # "--lang" without a value: the real parser says so
        return None
    return known.lang


_SURROGATES = re.compile("[\ud800-\udfff]")


def _forgiving_streams() -> None:
    """Let standard output and error replace what their encoding cannot show (``?``) instead of
    raising ``UnicodeEncodeError``: ``PYTHONIOENCODING=ascii``, a Latin-1 terminal, or an
    undecodable argument byte (a lone surrogate) echoed back."""
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(AttributeError, ValueError, OSError):  # not a text stream we may reconfigure
            getattr(stream, "reconfigure")(errors="replace")  # noqa: B009 - a TextIO need not have it


def _utf8(stream: object) -> bool:
    try:
        return codecs.lookup(getattr(stream, "encoding", None) or "ascii").name == "utf-8"
    except LookupError:
        return False


def json_text(payload: object, stream: object, **kwargs: Any) -> str:
    """``payload`` as JSON text for ``stream``: UTF-8 as it is when the stream is UTF-8, else
    ASCII-escaped; a lone surrogate (an undecodable byte of an argument) becomes U+FFFD, so the
    text is always valid JSON in any encoding."""
    text = _SURROGATES.sub("\ufffd", json.dumps(payload, ensure_ascii=False, **kwargs))
    return text if _utf8(stream) else json.dumps(json.loads(text), ensure_ascii=True, **kwargs)


def _fail(error: AdvisorError | UsageError, as_json: bool, language: str) -> int:
    """Say an error in one line (stderr) or as ``{"error": {...}}`` (stdout, ``--json``), in
    ``language``; exit 2. The text is chosen by the error's code and message key."""
    text = error.render(language)
    if as_json:
        payload = error.to_dict(language) if isinstance(error, AdvisorError) else error.to_dict()
        if language != "en":
            payload = {**payload, "message": text}
        print(json_text({"error": payload}, sys.stdout))
    else:  # one line, or (a price file's bad rows) the headline and one indented line per row
        first, *rest = text.split("\n")
        print(f"gpu-advisor: {' '.join(first.split())}", file=sys.stderr)
        for line in rest:
            if line.strip():
                print(f"  {' '.join(line.split())}", file=sys.stderr)
    return EXIT_USAGE


def main(argv: Sequence[str] | None = None, advisor: Advisor | None = None,
         environ: dict[str, str] | None = None) -> int:
    """Run the console (:func:`_main`'s arguments and exit status), its sentences naming a command's option as its
    flag (``--ram 64``: :data:`advisor.i18n.OPTION_STYLE`) — but ``ask``'s, answers to a question in words, which say
    it in words as every face does."""
    style = i18n.OPTION_STYLE.set("flag")
    try:
        return _main(argv, advisor, environ)
    finally:
        i18n.OPTION_STYLE.reset(style)


def _main(argv: Sequence[str] | None = None, advisor: Advisor | None = None,
          environ: dict[str, str] | None = None) -> int:
    """Run the console.

    Args:
        argv: the arguments after ``gpu-advisor`` (default: ``sys.argv[1:]``).
        advisor: an already loaded :class:`~advisor.api.Advisor` (tests share one); default:
            :meth:`Advisor.load() <advisor.api.Advisor.load>` after the arguments are read.
        environ: the environment the language is read from (default: :data:`os.environ`).
    Returns:
        The exit status: 0 answered, 1 the catalogue cannot be loaded, 2 a user error
        (including an unknown ``--lang``).
    """
    argv = list(sys.argv[1:] if argv is None else argv)
    _forgiving_streams()
    as_json = "--json" in argv
    try:
        language = choose_language(_lang_flag(argv), environ)
    except UsageError as err:
        return _fail(err, as_json, "en")
    if not argv:  # a first-time user typing just the command gets the help, not an error
        build_parser(language).print_help(sys.stderr)
        return EXIT_USAGE
    try:
        args = build_parser(language).parse_args(argv)
    except UsageError as err:
        return _fail(err, as_json, language)
    command = BY_NAME[args.command]
    if args.command == "ask":  # a question in words is answered in words, an option said as one says it
        i18n.OPTION_STYLE.set("words")
    if advisor is None:
        from ..api import Advisor  # after argument parsing: --help stays instant
        from ..catalog import CatalogError

        try:
            advisor = Advisor.load()
        except CatalogError as err:  # another program's file at the path, data/ missing: it says which
            print(f"gpu-advisor: {err}", file=sys.stderr)
            return EXIT_BROKEN
        except (OSError, sqlite3.Error) as err:  # an installation problem, not the user's input
            text = i18n.render(*_broken(err), language)
            print(f"gpu-advisor: {text}", file=sys.stderr)
            return EXIT_BROKEN
    try:
        model = command.run(advisor, args)
    except (UsageError, AdvisorError) as err:
        return _fail(err, args.json, language)
    if isinstance(model, Question):  # a Chinese question is answered in Chinese unless --lang says otherwise
        if _lang_flag(argv) is None and model.language != "en":
            language = model.language
        model = model.model_copy(update={"language": language})  # --json says the language it is in
    elif isinstance(model, Conversation):  # each turn as a question alone: in its own language unless --lang says
        said = [language if _lang_flag(argv) is not None or t.language == "en" else t.language for t in model.turns]
        model = model.model_copy(update={"turns": [t.model_copy(update={"language": lang})
                                                   for t, lang in zip(model.turns, said, strict=True)]})
    last = model.turns[-1] if isinstance(model, Conversation) else model
    refused = isinstance(last, Question) and last.error is not None  # a question refused: a user error, as typed
    try:
        stream = sys.stderr if command.report_to_stderr and command.report_to_stderr(args) else sys.stdout
        if refused and not args.json:
            stream = sys.stderr
        if args.json:
            print(json_text(model.model_dump(mode="json", context={"lang": language}), stream, indent=2), file=stream)
        else:
            print(command.render(model, View(language, args.verbose, terminal_width())), file=stream)
        stream.flush()
    except BrokenPipeError:  # e.g. `gpu-advisor ... | head`: the reader left, not an error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return EXIT_USAGE if refused else EXIT_OK


def run() -> None:
    """The ``gpu-advisor`` program (and ``python -m advisor``): :func:`main`, then out of the
    process at once.

    Once the answer is written and flushed nothing is left to do, yet the interpreter's teardown
    would free the loaded catalogue and name index object by object: about 60 ms of CPU, a sixth
    of a start (``bench/cold_start.py``). So the streams and log handlers are flushed and the
    process ends with :func:`os._exit` — unless the per-server data file was opened (``prices``):
    that run ends normally and closes it. Tests and other callers use :func:`main`, which returns.
    """
    code = main()
    if any(name in sys.modules for name in ("storage", "storage.sqlite", "bot.storage")):
        sys.exit(code)
    if "logging" in sys.modules:  # its handlers flushed, as at a normal exit
        sys.modules["logging"].shutdown()
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError):  # a reader that left (a closed pipe), a closed stream
            stream.flush()
    os._exit(code)


def _broken(err: Exception) -> tuple[str, dict]:
    m = msg("cli.error.catalogue", "cannot load the card catalogue ({error}); set GPU_ADVISOR_DATA to the data/ folder",
            error=Text(value=str(err)))
    return m.key, m.params
