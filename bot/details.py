"""The Details button of a short answer (issue 18 §3): the full reasoning, paged, ephemeral to
whoever pressed it, and working after a restart.

The button is a :class:`discord.ui.DynamicItem`: its ``custom_id`` carries what is needed to
compute the answer again — the command (its :attr:`~advisor.commands.CommandSpec.key` in the
command table: ``r``/``c``/``w``/``f`` for recommend, compare, why, fits, the name for a newer
command) and its arguments as typed (:func:`encode`), and the page — so a bot that restarted (or
another shard's process) answers a press with no state of its own: ``gpa:d:0:r:b=1000&m=current-us``
(``d`` the public message's button, ``p`` a page's Previous/Next; ``m`` and ``n`` the same under a reply to a
mention, whose details say a command's options in words, never ``ram:64``). The answer is computed again
through the table (:func:`compute`: each argument read by its kind, the row's call) with the
presser's server prices and language (:func:`bot.cogs.common.for_server`). Arguments longer than a
``custom_id`` holds (100 characters) are kept in the bot's memory under a short key (``k=…``);
such a button, pressed after a restart, says the answer has expired.

:func:`setup` registers the item on a bot (``AdvisorBot.setup_hook``).
"""

from __future__ import annotations

import hashlib
import logging
import re
from collections import OrderedDict
from collections.abc import Mapping
from typing import Any
from urllib.parse import parse_qsl, urlencode

import discord
from pydantic import BaseModel

from advisor.commands import BY_KEY, CommandSpec, is_given
from advisor.errors import AdvisorError
from advisor.i18n import OPTION_STYLE, msg
from bot.acknowledge import acknowledge
from bot.cogs.common import for_server, given
from bot.i18n import t
from bot.render.short import details_embed
from bot.servers import ServerContext

log = logging.getLogger(__name__)

CUSTOM_ID_MAX = 100
PREFIX = "gpa"
KEYS = {"budget": "b", "use_case": "u", "gpus": "g", "market": "m", "min_memory": "n", "model": "o",
        "task": "t", "precision": "p", "card_a": "a", "card_b": "y", "card": "x", "context": "c", "batch": "h",
        "own": "w"}
"""Each parameter's short key in a custom_id (one a posted button may carry: never change one); a
parameter not listed is keyed by its name."""
ARGS = {v: k for k, v in KEYS.items()}
REMEMBERED_MAX = 4096
_remembered: OrderedDict[str, str] = OrderedDict()

DETAILS_LABEL = msg("bot.details.button", "Details")
PREVIOUS_LABEL = msg("bot.details.previous", "Previous")
NEXT_LABEL = msg("bot.details.next", "Next")
EXPIRED = msg("bot.details.expired", "This answer's details are no longer kept: ask again for them.")


def _typed(value: Any) -> str:
    """An argument as text its kind reads again (a flag given is ``1``)."""
    return "1" if value is True else str(value)


def encode(spec: CommandSpec, args: Mapping[str, Any]) -> str:
    """The arguments of ``spec`` as the tail of a custom_id (``b=1000&m=current-us``): the values
    that are given, by short key; kept in memory under ``k=<hash>`` when too long."""
    query = urlencode({KEYS.get(p.name, p.name): _typed(args[p.name]) for p in spec.params
                       if is_given(args.get(p.name))})
    if len(custom_id("d", 0, spec, query)) <= CUSTOM_ID_MAX:
        return query
    key = hashlib.sha256(f"{spec.key}?{query}".encode()).hexdigest()[:16]
    _remembered[key] = query
    _remembered.move_to_end(key)
    while len(_remembered) > REMEMBERED_MAX:
        _remembered.popitem(last=False)
    return f"k={key}"


def decode(query: str) -> dict[str, str] | None:
    """The arguments of an encoded tail as typed text by parameter name, or ``None`` when it was
    remembered and is gone."""
    pairs = dict(parse_qsl(query, keep_blank_values=True))
    if "k" in pairs:
        if pairs["k"] not in _remembered:
            return None
        pairs = dict(parse_qsl(_remembered[pairs["k"]], keep_blank_values=True))
    return {ARGS.get(key, key): value for key, value in pairs.items()}


def custom_id(kind: str, page: int, spec: CommandSpec, query: str) -> str:
    """``gpa:<kind>:<page>:<command key>:<arguments>``."""
    return f"{PREFIX}:{kind}:{page}:{spec.key}:{query}"


def compute(server: ServerContext, spec: CommandSpec, texts: Mapping[str, str]) -> BaseModel:
    """``spec``'s answer for the arguments a button stores (a lookup in the command table: each
    argument read by its kind, the row's call), with ``server``'s prices, defaults and currency of a
    bare budget. Raises the reader's or the call's :class:`~advisor.errors.AdvisorError`."""
    known = {name: text for name, text in texts.items() if any(p.name == name for p in spec.params)}
    return spec.call(server.advisor, spec.arguments(spec.read(known, given(server)), given(server)))


WORDS = frozenset("mn")
"""The button kinds under a reply in words (a mention): its Details (``m``) and their pages (``n``)."""
PAGES = frozenset("pn")
"""The button kinds that turn a Details page (the message edited, not a new one)."""
_COMMAND = "|".join(re.escape(k) for k in sorted(BY_KEY, key=len, reverse=True))


class DetailsButton(discord.ui.DynamicItem[discord.ui.Button], template=rf"gpa:(?P<kind>[dpmn]):(?P<page>\d+):"
                    rf"(?P<command>{_COMMAND}):(?P<query>.*)"):
    """The Details button (``kind`` ``d``) and a page's Previous/Next (``p``); ``m`` and ``n`` the same under a reply
    to a message in words (a mention), whose details say options in words too: see the module docstring."""

    def __init__(self, command: CommandSpec, query: str, *, kind: str = "d", page: int = 0, label: str = "Details",
                 disabled: bool = False) -> None:
        self.command, self.query, self.kind, self.page = command, query, kind, page
        super().__init__(discord.ui.Button(label=label, custom_id=custom_id(kind, page, command, query),
                                           style=discord.ButtonStyle.secondary, disabled=disabled))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str]) -> DetailsButton:
        label = item.label if isinstance(item, discord.ui.Button) else None
        return cls(BY_KEY[match["command"]], match["query"], kind=match["kind"], page=int(match["page"]),
                   label=label or "Details")

    async def callback(self, interaction: discord.Interaction) -> None:
        """Compute the answer again for the presser (their server's prices, the answer language),
        and show page ``page`` of its Details: a new ephemeral message from the public button, the
        same ephemeral message edited from Previous/Next. Acknowledged first (Discord's 3 s:
        :mod:`bot.acknowledge`), as the tree does for commands."""
        paging = self.kind in PAGES
        await acknowledge(interaction, ephemeral=True, update=paging)
        # the command's answer again: an option it names as the command takes it (ram:64), or in words under a reply
        # in words ("with 64 GB of system RAM": a chat reply never says a slash option; fix65c, issue 28 §6)
        OPTION_STYLE.set("words" if self.kind in WORDS else "slash")
        server = await for_server(interaction)
        language = server.language(interaction)
        texts = decode(self.query)
        if texts is None:
            await interaction.response.send_message(t(EXPIRED, language), ephemeral=True)
            return
        try:
            answer = compute(server, self.command, texts)
        except AdvisorError:  # the data changed under an old button: the command says why when asked again
            log.info("details of %s %s no longer compute", self.command.name, self.query)
            await interaction.response.send_message(t(EXPIRED, language), ephemeral=True)
            return
        embed, pages = details_embed(answer, self.page, language)
        page = max(0, min(self.page, pages - 1))
        view = page_view(self.command, self.query, page, pages, language, words=self.kind in WORDS)
        if paging:
            await interaction.response.edit_message(embed=embed, view=view)
        else:
            paged: dict[str, Any] = {} if view is None else {"view": view}
            await interaction.response.send_message(embed=embed, ephemeral=True, **paged)


def details_view(command: CommandSpec, args: Mapping[str, Any], language: str = "en",
                 words: bool = False) -> discord.ui.View:
    """The view of a public answer of ``command`` for ``args`` (:class:`~advisor.commands.Args`):
    its Details button (persistent: ``timeout=None``); ``words``: under a reply in words (a mention), whose
    details say a command's options in words."""
    view = discord.ui.View(timeout=None)
    view.add_item(DetailsButton(command, encode(command, args), kind="m" if words else "d",
                                label=t(DETAILS_LABEL, language)))
    return view


def page_view(command: CommandSpec, query: str, page: int, pages: int, language: str = "en",
              words: bool = False) -> discord.ui.View | None:
    """Previous/Next of a Details page (``None`` for a single page); ``words``: of a reply in words."""
    if pages <= 1:
        return None
    kind = "n" if words else "p"
    view = discord.ui.View(timeout=None)
    view.add_item(DetailsButton(command, query, kind=kind, page=max(page - 1, 0), label=t(PREVIOUS_LABEL, language),
                                disabled=page == 0))
    view.add_item(DetailsButton(command, query, kind=kind, page=min(page + 1, pages - 1),
                                label=t(NEXT_LABEL, language), disabled=page >= pages - 1))
    return view


def setup(bot: discord.Client) -> None:
    """Register the Details button on ``bot`` (a press after a restart finds it)."""
    bot.add_dynamic_items(DetailsButton)
