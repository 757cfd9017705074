"""The Details button of a short answer (issue 18 §3): the full reasoning, paged, ephemeral to
whoever pressed it, and working after a restart.

The button is a :class:`discord.ui.DynamicItem`: its ``custom_id`` carries what is needed to
compute the answer again — the command and its arguments (:func:`encode`), and the page — so a bot
that restarted (or another shard's process) answers a press with no state of its own:
``gpa:d:0:r:b=1000&m=current-us`` (``d`` the public message's button, ``p`` a page's
Previous/Next; ``r``/``c``/``w``/``f`` recommend, compare, why, fits). The answer is computed
again with the presser's server prices and language (:func:`bot.cogs.common.for_server`). Arguments
longer than a ``custom_id`` holds (100 characters) are kept in the bot's memory under a short key
(``k=…``); such a button, pressed after a restart, says the answer has expired.

:func:`setup` registers the item on a bot (``AdvisorBot.setup_hook``).
"""

from __future__ import annotations

import hashlib
import logging
import re
from collections import OrderedDict
from typing import Any
from urllib.parse import parse_qsl, urlencode

import discord

from advisor.errors import AdvisorError
from advisor.i18n import msg
from bot.i18n import t
from bot.render.short import details_embed

log = logging.getLogger(__name__)

CUSTOM_ID_MAX = 100
PREFIX = "gpa"
COMMANDS = {"recommend": "r", "compare": "c", "why": "w", "fits": "f"}
NAMES = {v: k for k, v in COMMANDS.items()}
#: each command's keyword arguments, by the short key a custom_id uses
KEYS = {"budget": "b", "use_case": "u", "gpus": "g", "market": "m", "min_memory_gb": "n", "model": "o",
        "task": "t", "precision": "p", "card_a": "a", "card_b": "y", "card": "x", "context": "c", "batch": "h",
        "own": "w"}
ARGS = {v: k for k, v in KEYS.items()}
INTS = {"gpus", "context", "batch"}
FLOATS = {"min_memory_gb"}
BOOLS = {"own"}
REMEMBERED_MAX = 4096
_remembered: OrderedDict[str, str] = OrderedDict()

DETAILS_LABEL = msg("bot.details.button", "Details")
PREVIOUS_LABEL = msg("bot.details.previous", "Previous")
NEXT_LABEL = msg("bot.details.next", "Next")
EXPIRED = msg("bot.details.expired", "This answer's details are no longer kept: ask again for them.")


def encode(command: str, kwargs: dict[str, Any]) -> str:
    """The arguments of ``command`` as the tail of a custom_id (``b=1000&m=current-us``): the
    values that are set, by short key; kept in memory under ``k=<hash>`` when too long."""
    query = urlencode({KEYS[k]: (int(v) if k in BOOLS else v) for k, v in kwargs.items()
                       if v is not None and k in KEYS and not (k in BOOLS and not v)})
    if len(custom_id("d", 0, command, query)) <= CUSTOM_ID_MAX:
        return query
    key = hashlib.sha256(f"{command}?{query}".encode()).hexdigest()[:16]
    _remembered[key] = query
    _remembered.move_to_end(key)
    while len(_remembered) > REMEMBERED_MAX:
        _remembered.popitem(last=False)
    return f"k={key}"


def decode(query: str) -> dict[str, Any] | None:
    """The keyword arguments of an encoded tail, or ``None`` when it was remembered and is gone."""
    pairs = dict(parse_qsl(query, keep_blank_values=True))
    if "k" in pairs:
        if pairs["k"] not in _remembered:
            return None
        pairs = dict(parse_qsl(_remembered[pairs["k"]], keep_blank_values=True))
    out: dict[str, Any] = {}
    for key, value in pairs.items():
        name = ARGS.get(key)
        if name is None:
            continue
        out[name] = (int(value) if name in INTS else float(value) if name in FLOATS
                     else value == "1" if name in BOOLS else value)
    return out


def custom_id(kind: str, page: int, command: str, query: str) -> str:
    """``gpa:<kind>:<page>:<command letter>:<arguments>``."""
    return f"{PREFIX}:{kind}:{page}:{COMMANDS[command]}:{query}"


def compute(advisor: Any, command: str, kwargs: dict[str, Any]) -> Any:
    """The answer of ``command`` for ``kwargs`` (the same call the command's cog makes)."""
    if command == "recommend":
        kwargs = dict(kwargs)
        return advisor.recommend(kwargs.pop("budget"), **kwargs)
    if command == "compare":
        return advisor.compare(kwargs["card_a"], kwargs["card_b"], market=kwargs.get("market"),
                               use_case=kwargs.get("use_case") or "general")
    if command == "why":
        return advisor.why(kwargs["card"], market=kwargs.get("market"), use_case=kwargs.get("use_case") or "general",
                           own=bool(kwargs.get("own")), model=kwargs.get("model"), task=kwargs.get("task"))
    if command == "fits":
        kwargs = dict(kwargs)
        return advisor.fits(kwargs.pop("model"), **kwargs)
    raise ValueError(command)


class DetailsButton(discord.ui.DynamicItem[discord.ui.Button], template=r"gpa:(?P<kind>[dp]):(?P<page>\d+):"
                    r"(?P<command>[rcwf]):(?P<query>.*)"):
    """The Details button (``kind`` ``d``) and a page's Previous/Next (``p``): see the module docstring."""

    def __init__(self, command: str, query: str, *, kind: str = "d", page: int = 0, label: str = "Details",
                 disabled: bool = False) -> None:
        self.command, self.query, self.kind, self.page = command, query, kind, page
        super().__init__(discord.ui.Button(label=label, custom_id=custom_id(kind, page, command, query),
                                           style=discord.ButtonStyle.secondary, disabled=disabled))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str]) -> DetailsButton:
        label = item.label if isinstance(item, discord.ui.Button) else None
        return cls(NAMES[match["command"]], match["query"], kind=match["kind"], page=int(match["page"]),
                   label=label or "Details")

    async def callback(self, interaction: discord.Interaction) -> None:
        """Compute the answer again for the presser (their server's prices, the answer language),
        and show page ``page`` of its Details: a new ephemeral message from the public button, the
        same ephemeral message edited from Previous/Next."""
        from bot.cogs.common import for_server

        server = await for_server(interaction)
        language = server.language(interaction)
        kwargs = decode(self.query)
        if kwargs is None:
            await interaction.response.send_message(t(EXPIRED, language), ephemeral=True)
            return
        if self.command == "recommend":
            kwargs["bare_currency"] = server.bare_currency
        try:
            answer = compute(server.advisor, self.command, kwargs)
        except AdvisorError:  # the data changed under an old button: the command says why when asked again
            log.info("details of %s %s no longer compute", self.command, self.query)
            await interaction.response.send_message(t(EXPIRED, language), ephemeral=True)
            return
        embed, pages = details_embed(answer, self.page, language)
        page = max(0, min(self.page, pages - 1))
        view = page_view(self.command, self.query, page, pages, language)
        if self.kind == "p":
            await interaction.response.edit_message(embed=embed, view=view)
        else:
            paged: dict[str, Any] = {} if view is None else {"view": view}
            await interaction.response.send_message(embed=embed, ephemeral=True, **paged)


def details_view(command: str, kwargs: dict[str, Any], language: str = "en") -> discord.ui.View:
    """The view of a public answer: its Details button (persistent: ``timeout=None``)."""
    view = discord.ui.View(timeout=None)
    view.add_item(DetailsButton(command, encode(command, kwargs), label=t(DETAILS_LABEL, language)))
    return view


def page_view(command: str, query: str, page: int, pages: int, language: str = "en") -> discord.ui.View | None:
    """Previous/Next of a Details page (``None`` for a single page)."""
    if pages <= 1:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(DetailsButton(command, query, kind="p", page=max(page - 1, 0), label=t(PREVIOUS_LABEL, language),
                                disabled=page == 0))
    view.add_item(DetailsButton(command, query, kind="p", page=min(page + 1, pages - 1),
                                label=t(NEXT_LABEL, language), disabled=page >= pages - 1))
    return view


def setup(bot: discord.Client) -> None:
    """Register the Details button on ``bot`` (a press after a restart finds it)."""
    bot.add_dynamic_items(DetailsButton)
