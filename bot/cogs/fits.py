"""``/fits``: will a model run or fine-tune, and on which cards — an embed with the memory
breakdown and a chart of it. The model text goes to the core unchanged ("7b", "llama 3.1 8b")."""

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
    answer_with_chart,
    card_autocomplete,
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


class FitsCog(commands.Cog, name="Fits"):
    """``/fits``."""

    @app_commands.command(
        name="fits",
        description=described(msg("bot.command.fits", "Will an LLM run or fine-tune, and on which GPUs? (memory "
                                  "arithmetic shown)")),
        extras={"about": msg("bot.about.fits", "will a model run or fine-tune, and on which cards (`7b`, "
                             "`llama-3.1-8b`, `70b`)")},
    )
    @app_commands.describe(
        model=described(msg("bot.option.fits_model", "A model size (7b, 70b) or name (llama-3.1-8b, qwen2.5 14b)")),
        task=described(msg("bot.option.fits_task", "inference (default), lora, qlora or full-finetune")),
        precision=described(msg("bot.option.precision", "Weights: fp32, bf16, fp16, int8, int4 (default depends on "
                                "the task)")),
        context=described(msg("bot.option.context", "Context length in tokens (default 4,096 to run, 1,024 to train)")),
        batch=described(msg("bot.option.batch", "Sequences at once (default 1)")),
        market=MARKET_HELP,
        card=described(msg("bot.option.fits_card", "A card you have: does the job fit it, and with what change")),
    )
    @app_commands.choices(task=TASK_CHOICES, precision=PRECISION_CHOICES)
    @app_commands.autocomplete(model=model_autocomplete, market=market_autocomplete, card=card_autocomplete)
    @chart_cooldown()
    @needs_bot_permissions(embed_links=True, attach_files=True)
    async def fits(
        self,
        interaction: discord.Interaction,
        model: app_commands.Range[str, 1, 100],
        task: str = "inference",
        precision: str | None = None,
        context: app_commands.Range[int, 1, 10_000_000] | None = None,
        batch: app_commands.Range[int, 1, 256] = 1,
        market: str | None = None,
        card: app_commands.Range[str, 1, 100] | None = None,
    ) -> None:
        """Size the model; reply with an embed and a chart of the breakdown in the answer language (a
        server's prices, default market and language apply); ``card``: the member's own card, said
        first (does the job fit it, and with what change)."""
        server = await for_server(interaction)
        language = server.language(interaction)
        asked = {"model": model, "task": task, "precision": precision, "context": context, "batch": batch,
                 "market": market or server.market, "card": card}
        fit = server.advisor.fits(model, task=task, precision=precision, context=context, batch=batch,
                                  market=market or server.market, card=card)
        await answer_with_chart(
            interaction,
            fit,
            charts.fit_chart,
            lambda filename: short_embed(shape_of(fit), fit.market, language=language, chart_filename=filename),
            charts.FITS_FILENAME,
            view=details_view("fits", asked, language),
        )


async def setup(bot: commands.Bot) -> None:
    """Extension entry point: add the cog."""
    await bot.add_cog(FitsCog())
