"""The answering slash commands — ``/recommend``, ``/compare``, ``/why``, ``/fits`` and every other row of
the command table (:data:`advisor.commands.COMMANDS`) — built from the table, as discord.py's hybrid
commands make one declaration serve two surfaces.

Each parameter becomes an option (:class:`Option`, a discord.py transformer): its kind gives the
option type (text, integer, number, yes/no), the range (Discord's min and max, or the text's
length), the choices (use cases labelled in the member's language) or the autocomplete (cards,
models, markets), and ``transform`` is the kind's reader (:mod:`advisor.kinds`), so an option reads
as the console and a question read the same words; the description is the parameter's help,
translated when the commands are synced.

Every command answers the same way: the server's prices and defaults (:func:`~bot.cogs.common.for_server`)
→ the row's call → the short answer (:func:`bot.render.short.answer_embed`) with its Details button
(:mod:`bot.details`). What is the bot's own stays here, by answer type (:data:`FACES`): the chart
drawn after deferring (and with it the chart cooldown and the Attach Files permission).
"""

from __future__ import annotations

import inspect
import types
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from advisor.commands import COMMANDS, CommandSpec, Param
from advisor.errors import AdvisorError
from advisor.i18n import OPTION_STYLE
from advisor.kinds import Given
from advisor.models import PRECISIONS, Comparison, Fit, Recommendation, Verdict
from bot import charts
from bot.cogs.common import (
    advisor_of,
    answer_with_chart,
    card_autocomplete,
    chart_cooldown,
    for_server,
    given,
    market_autocomplete,
    model_autocomplete,
    needs_bot_permissions,
)
from bot.details import details_view
from bot.i18n import described
from bot.render.recommend import USE_CASES as USE_CASE_LABELS
from bot.render.short import answer_embed


@dataclass(frozen=True)
class Face:
    """What the bot adds to an answer of one type.

    Attributes:
        chart: the name of its chart function in :mod:`bot.charts` (looked up when drawing), or
            ``""``: no chart, the answer is sent at once.
        filename: the chart's attachment name.
    """

    chart: str = ""
    filename: str = ""


FACES: dict[type, Face] = {
    Recommendation: Face("recommend_chart", charts.RECOMMEND_FILENAME),
    Comparison: Face("compare_chart", charts.COMPARE_FILENAME),
    Fit: Face("fit_chart", charts.FITS_FILENAME),
    Verdict: Face(),  # the verdict's colour and lead are its embed's (bot.render.short.answer_embed)
}
"""The bot's own part of each answer type (module docstring)."""

TYPES = {int: discord.AppCommandOptionType.integer, float: discord.AppCommandOptionType.number,
         bool: discord.AppCommandOptionType.boolean}
"""The option type of a kind's value (text otherwise)."""

async def precision_autocomplete(interaction: discord.Interaction, value: str) -> list[app_commands.Choice[str]]:
    """The precisions and quant levels (:data:`~advisor.models.PRECISIONS`) that contain what the
    member typed, at most Discord's 25: more levels than a choice list could hold stay typeable."""
    typed = value.strip().lower()
    return [app_commands.Choice(name=p, value=p) for p in PRECISIONS if typed in p][:25]


COMPLETE: dict[str, Callable[[discord.Interaction, str], Awaitable[list[app_commands.Choice[str]]]]] = {
    "card": card_autocomplete, "model": model_autocomplete, "market": market_autocomplete,
    "precision": precision_autocomplete}
"""The autocomplete of each kind that has one (names that are data, offered as the member types)."""


class OptionError(app_commands.TransformerError):
    """An option the kind's reader refused: ``original`` is its :class:`~advisor.errors.AdvisorError`
    (said to the member by :func:`bot.tree.describe_error`, as a command's own error is)."""

    def __init__(self, value: Any, option: Option, original: AdvisorError) -> None:
        super().__init__(value, option.type, option)
        self.original = original


class Option(app_commands.Transformer):
    """One parameter of the table as a slash option (module docstring)."""

    def __init__(self, param: Param) -> None:
        self.param = param

    @property
    def type(self) -> discord.AppCommandOptionType:
        """The kind's value as an option type: text, integer, number or yes/no."""
        return TYPES.get(self.param.of.value, discord.AppCommandOptionType.string)

    @property
    def min_value(self) -> float | None:
        """The smallest value (a number) or length (text)."""
        return None if self.param.choices else self.param.of.low

    @property
    def max_value(self) -> float | None:
        """The largest value (a number) or length (text)."""
        return None if self.param.choices else self.param.of.high

    @property
    def choices(self) -> list[app_commands.Choice[str]] | None:  # type: ignore[override]
        """The parameter's choices: use cases labelled for people (translated), others as they are typed."""
        if not self.param.choices:
            return None
        labels = USE_CASE_LABELS if self.param.kind == "use_case" else {}
        return [app_commands.Choice(name=described(labels[c]) if c in labels else c, value=c)
                for c in self.param.choices]

    async def transform(self, interaction: discord.Interaction, value: Any, /) -> Any:
        """The value read by the parameter's kind (:meth:`advisor.commands.Param.read`); raises
        :class:`OptionError` with the reader's error."""
        try:
            return self.param.read(value, Given(advisor_of(interaction)))
        except AdvisorError as error:
            raise OptionError(value, self, error) from error


class CompletedOption(Option):
    """An option whose values are data (cards, models, markets): offered as the member types."""

    async def autocomplete(self, interaction: discord.Interaction,  # type: ignore[override]
                           value: str, /) -> list[app_commands.Choice[str]]:
        """The kind's autocomplete (:data:`COMPLETE`)."""
        return await COMPLETE[self.param.kind](interaction, value)


def option(param: Param) -> Option:
    """The slash option of ``param``."""
    return CompletedOption(param) if param.kind in COMPLETE and not param.choices else Option(param)


async def answer(spec: CommandSpec, interaction: discord.Interaction, options: dict[str, Any]) -> None:
    """Answer ``/<spec.name>`` with ``options`` (already read by their kinds): in a server, its prices,
    defaults (market, use case, currency of a bare budget) and language apply; the short answer
    with its Details button, and its chart (:data:`FACES`) drawn after deferring. The core's user
    errors are raised before any response, so they stay ephemeral (:mod:`bot.tree`). A command's option the
    answer names is written as this command's option (``ram:64``, :data:`advisor.i18n.OPTION_STYLE`; the
    interaction's own task, so no other answer sees it)."""
    OPTION_STYLE.set("slash")
    server = await for_server(interaction)
    language = server.language(interaction)
    args = spec.arguments(options, given(server))
    result = spec.call(server.advisor, args)
    view = details_view(spec, args, language)
    face = FACES.get(type(result), Face())  # by the answer's own type (fits without a model answers Runs)
    if face.chart:
        await answer_with_chart(interaction, result, getattr(charts, face.chart),
                                lambda filename: answer_embed(result, language, chart_filename=filename),
                                face.filename, view=view)
    else:
        await interaction.response.send_message(embed=answer_embed(result, language), view=view)


def slash_command(spec: CommandSpec) -> app_commands.Command:
    """The slash command of a row of the table: its options (:func:`option`), descriptions, checks
    (Embed Links; for a chart, Attach Files and the chart cooldown) and ``/about`` line."""
    async def callback(cog: commands.Cog, interaction: discord.Interaction, **options: Any) -> None:
        await answer(spec, interaction, options)

    callback.__name__ = spec.name
    callback.__qualname__ = f"AnswersCog.{spec.name}"  # a method of the cog: discord.py passes the cog first
    callback.__doc__ = f"``/{spec.name}``: the command table's row (:data:`advisor.commands.COMMANDS`)."
    parameters = [inspect.Parameter("cog", inspect.Parameter.POSITIONAL_OR_KEYWORD),
                  inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                    annotation=discord.Interaction)]
    parameters += [inspect.Parameter(p.name, inspect.Parameter.KEYWORD_ONLY, annotation=option(p),
                                     default=inspect.Parameter.empty if p.required else p.default)
                   for p in spec.params]
    callback.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    app_commands.describe(**{p.name: described(p.help, capital=True) for p in spec.params})(callback)
    chart = bool(FACES[spec.answer].chart)
    needs_bot_permissions(embed_links=True, attach_files=chart)(callback)
    if chart:
        chart_cooldown()(callback)
    return app_commands.command(name=spec.name, description=described(spec.help, capital=True),
                                extras={"about": spec.about})(callback)


AnswersCog = types.new_class("AnswersCog", (commands.Cog,), {"name": "Answers"}, lambda ns: ns.update(
    {"__module__": __name__, "__qualname__": "AnswersCog",
     "__doc__": "The answering commands: one per row of :data:`advisor.commands.COMMANDS`."},
    **{spec.name: slash_command(spec) for spec in COMMANDS}))
"""The cog of the answering commands (one slash command per row of the table, in its order)."""


async def setup(bot: commands.Bot) -> None:
    """Extension entry point: add the cog."""
    await bot.add_cog(AnswersCog())
