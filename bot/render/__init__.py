"""Render the advisor's answer models as Discord embeds and short texts.

One module per answer type — :mod:`~bot.render.recommend`, :mod:`~bot.render.compare`,
:mod:`~bot.render.why`, :mod:`~bot.render.card`, :mod:`~bot.render.markets`,
:mod:`~bot.render.about`, :mod:`~bot.render.errors` — and :mod:`~bot.render.common` for what
they share (Discord's limits, money and number formats, reason lines, :func:`fit_embed`).

Every renderer takes a model from :mod:`advisor.models` and returns a :class:`discord.Embed`
(or a string) that fits Discord's limits. Nothing here decides anything about cards: the
wording is built from the fields the core returned (picks, verdicts, reasons, rule ids,
sources, prices and their dates). :func:`~bot.render.common.fit_embed` is the last step of
every renderer, so even an unusually long answer is trimmed to the limits rather than rejected
by Discord.

The cogs import from the answer's own module (``from bot.render.why import render_verdict``);
a new renderer needs no entry here. The names below are re-exported for callers outside the
bot (``bench/``).
"""

from bot.render.about import render_about
from bot.render.card import render_card
from bot.render.compare import render_comparison
from bot.render.errors import error_text
from bot.render.markets import render_markets
from bot.render.recommend import render_recommendation
from bot.render.why import render_verdict

__all__ = [
    "error_text",
    "render_about",
    "render_card",
    "render_comparison",
    "render_markets",
    "render_recommendation",
    "render_verdict",
]
