"""``/recommend``: the best cards for a budget, as an embed with a chart.

The budget text goes to the core unchanged (the core parses "5k", "1w", "¥3000"…).
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from advisor.i18n import msg
from bot import charts
from bot.cogs.common import (
    MARKET_HELP,
    PRECISION_CHOICES,
    TASK_CHOICES,
    USE_CASE_CHOICES,
    USE_CASE_HELP,
    answer_with_chart,
    chart_cooldown,
    for_server,
    market_autocomplete,
    model_autocomplete,
    needs_bot_permissions,
    shape_of,
)
from bot.details import details_view
from bot.i18n import described
from bot.render.short import short_embed


class RecommendCog(commands.Cog, name="Recommend"):
    """``/recommend``."""

    @app_commands.command(
        name="recommend",
        description=described(msg("bot.command.recommend", "The best GPUs for deep learning within a budget")),
        extras={"about": msg("bot.about.recommend", "the best cards for a budget (`5k`, `¥3000`, `1w`, `€800`…)")},
    )
    @app_commands.describe(
        budget=described(msg("bot.option.budget", "Your budget: 500, $500, 5k, 1,200, 1w (=10,000), ¥3000, €800…")),
        use_case=USE_CASE_HELP,
        gpus=described(msg("bot.option.gpus", "How many GPUs you want to run together (1–8)")),
        market=MARKET_HELP,
        min_memory=described(msg("bot.option.min_memory", "Minimum VRAM in GB (overrides the use case's floor)")),
        model=described(msg("bot.option.model", "An LLM to size for (7b, llama-3.1-8b): only cards that hold it (use "
                            "case llm)")),
        task=described(msg("bot.option.task", "With model: inference (default), lora, qlora or full-finetune")),
        precision=described(msg("bot.option.recommend-precision", "With model: weights int4, int8, fp16… (default: "
                                "4-bit from 13B up)")),
    )
    @app_commands.choices(use_case=USE_CASE_CHOICES, task=TASK_CHOICES, precision=PRECISION_CHOICES)
    @app_commands.autocomplete(market=market_autocomplete, model=model_autocomplete)
    @chart_cooldown()
    @needs_bot_permissions(embed_links=True, attach_files=True)
    async def recommend(
        self,
        interaction: discord.Interaction,
        budget: app_commands.Range[str, 1, 64],
        use_case: str | None = None,
        gpus: app_commands.Range[int, 1, 8] | None = None,
        market: str | None = None,
        min_memory: app_commands.Range[float, 1, 512] | None = None,
        model: app_commands.Range[str, 1, 100] | None = None,
        task: str | None = None,
        precision: str | None = None,
    ) -> None:
        """Rank the cards within ``budget``; reply with the short answer (:mod:`bot.render.short`), a chart
        and a Details button (:mod:`bot.details`) in the answer language.
        In a server, its prices, defaults (market, use case, currency of a bare budget) and language
        apply."""
        server = await for_server(interaction)
        language = server.language(interaction)
        asked = {"budget": budget, "market": market or server.market, "use_case": use_case or server.use_case,
                 "min_memory_gb": min_memory, "gpus": gpus, "model": model, "task": task, "precision": precision,
                 "bare_currency": server.bare_currency}
        rec = server.advisor.recommend(budget, market=market or server.market, use_case=use_case or server.use_case,
                                       min_memory_gb=min_memory, gpus=gpus, model=model, task=task,
                                       precision=precision, bare_currency=server.bare_currency)
        asked.pop("bare_currency")  # the presser's server gives it again (Details)
        await answer_with_chart(
            interaction,
            rec,
            charts.recommend_chart,
            lambda filename: short_embed(shape_of(rec), rec.market, language=language, chart_filename=filename),
            charts.RECOMMEND_FILENAME,
            view=details_view("recommend", asked, language),
        )


async def setup(bot: commands.Bot) -> None:
    """Extension entry point: add the cog."""
    await bot.add_cog(RecommendCog())
