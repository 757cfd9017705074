"""The command table (``advisor/commands.py``) is the one declaration of each answering command: this
walks :data:`advisor.commands.COMMANDS` and checks that every row reaches every face — a console
subcommand and a slash command with its parameters, a Details button that computes the same
command again, a question in words that names it, translated help, a README row — and that a
command's name is written in no more than three product modules."""

from __future__ import annotations

import argparse
import ast
import json
from pathlib import Path

import pytest

from advisor import i18n
from advisor.cli import build_parser, main
from advisor.commands import COMMANDS, CommandSpec
from advisor.kinds import Given
from bot.i18n import described
from bot.render.short import answer_embed, detail_pages
from bot_testing import details_pages, only_embed
from product import TRANSLATED

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = {"budget": ["800"], "card": ["rtx 3090", "rtx 4090"], "model": ["7b"]}
"""What to type for a required parameter of each kind (cards in turn)."""
SHARED = {"help", "json", "verbose", "lang", "market"}
"""The console's options every command has (``--market`` for those that take a market)."""

by_name = pytest.mark.parametrize("spec", COMMANDS, ids=[c.name for c in COMMANDS])


def example(spec: CommandSpec) -> dict[str, str]:
    """Typed text for each required (or positional) parameter of ``spec`` (:data:`EXAMPLES`)."""
    left = {kind: list(values) for kind, values in EXAMPLES.items()}
    return {p.name: left[p.kind].pop(0) for p in spec.params if p.required or p.positional}


def answer_of(spec: CommandSpec, advisor, typed: dict[str, str]):
    """The answer the table's call gives for ``typed`` (each read by its kind)."""
    given = Given(advisor)
    return spec.call(advisor, spec.arguments(spec.read(typed, given), given))


def subcommand(name: str) -> argparse.ArgumentParser:
    sub = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    return sub.choices[name]


@by_name
def test_the_console_has_the_command_with_its_parameters_and_answers_as_the_table_does(spec, advisor, capsys):
    dests = {a.dest for a in subcommand(spec.name)._actions}
    cards = [p.name for p in spec.params if p.required and p.kind == "card"]
    expected = {("cards" if len(cards) > 1 and p.name in cards else p.name) for p in spec.params}
    assert dests - SHARED == expected - SHARED  # each parameter, nothing else
    assert ("market" in dests) == spec.takes("market")
    typed = example(spec)
    code = main([spec.name, *typed.values(), "--json"], advisor=advisor)
    assert code == 0
    assert json.loads(capsys.readouterr().out) == answer_of(spec, advisor, typed).model_dump(mode="json")


@by_name
async def test_the_bot_has_the_command_and_its_details_compute_the_same_command(world, spec):
    command = world.bot.tree.get_command(spec.name)
    assert [(p.name, p.required) for p in command.parameters] == [(p.name, p.required) for p in spec.params]
    for p in spec.params:
        assert command.get_parameter(p.name).description == str(described(p.help, capital=True))
    assert command.extras["about"] == spec.about
    typed = example(spec)
    expected = answer_of(spec, world.advisor, typed)

    result = await world.alice.slash(world.channel, spec.name, **typed)

    embed = only_embed(result)
    assert embed.title == answer_embed(expected, "en").title
    assert await details_pages(world.alice, result.response) == detail_pages(expected, "en")


@by_name
def test_a_question_in_words_reaches_the_command(spec, advisor):
    typed = example(spec)
    q = advisor.ask(" ".join([spec.name, *typed.values()]))
    assert q.read_as.command == spec.name and q.answer is not None and type(q.answer) is spec.answer
    assert q.answer.shape.headline == answer_of(spec, advisor, typed).shape.headline


@by_name
def test_the_help_is_translated_in_every_language(spec):
    for message in (spec.help, spec.about, *(p.help for p in spec.params)):
        for language in TRANSLATED:
            assert i18n.template(message.key, language), (message.key, language)


@by_name
def test_the_readme_has_a_row_for_the_command(spec):
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    console = readme.split("## Console", 1)[1].split("\n## ", 1)[0]
    assert f"| `gpu-advisor {spec.name}" in console


def _says(node: ast.AST, name: str) -> bool:
    """Whether ``node`` is the string ``name`` (or a tuple, list or set of strings holding it)."""
    if isinstance(node, ast.Constant):
        return node.value == name
    return isinstance(node, ast.Tuple | ast.List | ast.Set) and any(_says(e, name) for e in node.elts)


def commands_named(tree: ast.AST, name: str) -> list[int]:
    """The lines where ``name`` is written as a command: compared (``command == "why"``, ``in``),
    assigned or returned (``command = "why"``, ``ANSWERING = ("why", …)``), given as ``name=`` or
    ``command=``, or as the first argument of a ``…Command…(…)`` call (a row of a table).

    A string that is the same word as another id is not counted where it is only a dict key, a call's
    argument or a ``Literal[…]`` member (``"cheapest"``, a pick's role: ``to_pick(…, "cheapest")``,
    ``{"cheapest": msg(…)}``), nor ``getattr(x, "why")``."""
    lines = []
    for node in ast.walk(tree):
        said = False
        if isinstance(node, ast.Compare):
            said = any(_says(x, name) for x in (node.left, *node.comparators))
        elif isinstance(node, ast.Assign | ast.AnnAssign | ast.Return):
            exported = isinstance(node, ast.Assign) and any(  # a module's ``__all__`` names a function, no command
                isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets)
            said = node.value is not None and _says(node.value, name) and not exported
        elif isinstance(node, ast.IfExp):
            said = _says(node.body, name) or _says(node.orelse, name)
        elif isinstance(node, ast.keyword):
            said = node.arg in ("name", "command") and _says(node.value, name)
        elif isinstance(node, ast.Call) and node.args:
            called = ast.unparse(node.func)
            said = "command" in called.lower() and _says(node.args[0], name)
        if said:
            lines.append(getattr(node, "lineno", 0))
    return sorted(lines)


def modules_naming(name: str) -> list[str]:
    """The product modules (``advisor/``, ``bot/``, ``storage/``) that write ``name`` as a command
    (:func:`commands_named`). The question reader (``advisor/ask/``, a package of its decisions split into
    rooms) counts as one, written ``advisor/ask/``."""
    found: list[str] = []
    for folder in ("advisor", "bot", "storage"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if commands_named(ast.parse(path.read_text(encoding="utf-8")), name):
                where = str(path.relative_to(ROOT))
                where = "advisor/ask/" if where.startswith("advisor/ask/") else where
                found += [where] if where not in found else []
    return found


def test_the_name_check_sees_a_command_restated():
    """The check finds the ways a face used to restate a command (the cogs, the Details button, the
    console's rows, the question reader's list), and not a pick's role of the same word."""
    restated = ast.parse('''
@app_commands.command(name="cheapest")
async def cheapest(self, interaction): ...
COMMANDS = Command("cheapest", help, run)
ANSWERING = ("recommend", "cheapest")
if command == "cheapest": pass
def details_of(q): return "cheapest", {}
''')
    assert commands_named(restated, "cheapest") == [2, 4, 5, 6, 7]
    role = ast.parse('PickRole = Literal["best", "cheapest"]\nLABELS = {"cheapest": msg("k", "t")}\n'
                     'stretch = to_pick(catalog, "cheapest")\ngetattr(x, "why")\n')
    assert commands_named(role, "cheapest") == [] and commands_named(role, "why") == []
    exported = ast.parse('__all__ = ["cheapest", "recommend"]\nNAMES = ["cheapest"]\n')
    assert commands_named(exported, "cheapest") == [2]  # a module's exports name functions, a list of names counts


@by_name
def test_a_command_name_stands_in_at_most_three_product_modules(spec):
    """The table declares the name; the question reader's decisions may name it; no face restates it."""
    found = modules_naming(spec.name)
    assert "advisor/commands.py" in found and len(found) <= 3, found
    assert not [m for m in found if m.startswith(("bot/", "advisor/cli/"))], found
