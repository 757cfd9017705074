"""``gpu-advisor``: the console front end.

    gpu-advisor recommend BUDGET… [--market M] [--use-case U] [--min-memory GB] [--gpus N] [--json]
    gpu-advisor compare CARD… [vs] CARD… [--market M] [--json]
    gpu-advisor why CARD… [--market M] [--use-case U] [--json]
    gpu-advisor resolve NAME… [--json]
    gpu-advisor markets [--json]

The commands are rows of one table (:data:`advisor.cli.commands.COMMANDS`); the text
renderers are in :mod:`advisor.cli.render`, one per answer type; reading words as people type
them (a budget in several words, two unquoted card names) is :mod:`advisor.cli.args`.

Text output is short and readable; ``--json`` prints exactly ``model.model_dump(mode="json")``.
Errors print one line to stderr (with ``--json``: ``{"error": {"code", "message"}}`` on
stdout) and exit with status 2; a catalogue that cannot be loaded exits with status 1.
Nothing from Discord or matplotlib is imported here.
"""

from __future__ import annotations

import argparse
import json
import os
import sqlite3
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..errors import AdvisorError
from .args import UsageError
from .commands import BY_NAME, COMMANDS

if TYPE_CHECKING:
    from ..api import Advisor

__all__ = ["main", "build_parser", "UsageError", "EXIT_OK", "EXIT_BROKEN", "EXIT_USAGE"]

EXIT_OK = 0
EXIT_BROKEN = 1  # the card catalogue cannot be loaded: an installation problem
EXIT_USAGE = 2  # the user's input: unknown card, bad budget, bad option


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:
        raise UsageError(f"{message} (try gpu-advisor --help)")


def build_parser() -> argparse.ArgumentParser:
    """The argument parser: one subcommand per row of :data:`~advisor.cli.commands.COMMANDS`."""
    output = argparse.ArgumentParser(add_help=False)
    output.add_argument("--json", action="store_true", help="print the answer as JSON")
    with_market = argparse.ArgumentParser(add_help=False, parents=[output])
    with_market.add_argument("--market", help="market id: current-us (default), 2017-us, 2019-cn")
    p = _Parser(prog="gpu-advisor", description="Which GPU should I buy for deep learning?")
    p.add_argument("--version", action="version", version=f"gpu-advisor {_version()}")
    sub = p.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for command in COMMANDS:
        s = sub.add_parser(command.name, parents=[with_market if command.market else output], help=command.help)
        for a in command.arguments:
            s.add_argument(*a.names, **a.options)
    return p


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("gpu-advisor")
    except PackageNotFoundError:  # pragma: no cover - running from a source tree
        return "unknown"


def _fail(error: dict, as_json: bool) -> int:
    """Say an error in one line (stderr) or as ``{"error": {...}}`` (stdout, ``--json``); exit 2."""
    if as_json:
        print(json.dumps({"error": error}, ensure_ascii=False))
    else:
        print(f"gpu-advisor: {error['message']}", file=sys.stderr)
    return EXIT_USAGE


def main(argv: Sequence[str] | None = None, advisor: Advisor | None = None) -> int:
    """Run the console.

    Args:
        argv: the arguments after ``gpu-advisor`` (default: ``sys.argv[1:]``).
        advisor: an already loaded :class:`~advisor.api.Advisor` (tests share one); default:
            :meth:`Advisor.load() <advisor.api.Advisor.load>` after the arguments are read.
    Returns:
        The exit status: 0 answered, 1 the catalogue cannot be loaded, 2 a user error.
    """
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv:  # a first-time user typing just the command gets the help, not an error
        build_parser().print_help(sys.stderr)
        return EXIT_USAGE
    as_json = "--json" in argv
    try:
        args = build_parser().parse_args(argv)
    except UsageError as err:
        return _fail({"code": "invalid_option", "message": str(err)}, as_json)
    command = BY_NAME[args.command]
    if advisor is None:
        from ..api import Advisor  # after argument parsing: --help stays instant
        from ..catalog import CatalogError

        try:
            advisor = Advisor.load()
        except CatalogError as err:  # another program's file at the path, data/ missing: it says which
            print(f"gpu-advisor: {err}", file=sys.stderr)
            return EXIT_BROKEN
        except (OSError, sqlite3.Error) as err:  # an installation problem, not the user's input
            print(f"gpu-advisor: cannot load the card catalogue ({err}); set GPU_ADVISOR_DATA to the data/ folder",
                  file=sys.stderr)
            return EXIT_BROKEN
    try:
        model = command.run(advisor, args)
    except UsageError as err:
        return _fail({"code": "invalid_option", "message": str(err)}, args.json)
    except AdvisorError as err:
        return _fail(err.to_dict(), args.json)
    try:
        if args.json:
            print(json.dumps(model.model_dump(mode="json"), ensure_ascii=False, indent=2))
        else:
            print(command.render(model))
        sys.stdout.flush()
    except BrokenPipeError:  # e.g. `gpu-advisor ... | head`: the reader left, not an error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return EXIT_OK
