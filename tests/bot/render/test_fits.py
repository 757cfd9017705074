"""``bot/render/fits.py``: ``/fits`` answers fit Discord's limits over models × tasks ×
precisions × markets, and an oversized one is trimmed to fit."""

from __future__ import annotations

import itertools

import pytest

from advisor.errors import AdvisorError
from advisor.models import PRECISIONS, TASKS
from bot.render.fits import render_fit
from discord_limits import LANGUAGES, assert_fits

from .oversized import SAID

MODELS = ("0.5b", "7b", "13b", "70b", "405b", "llama-3.1-8b", "mixtral 8x7b", "qwen2.5-72b", "gemma-2-27b")


@pytest.mark.slow
def test_every_model_task_and_precision_fits_discord(advisor, market_ids):
    rendered = 0
    for model, task, precision, market in itertools.product(MODELS, TASKS, (None, *PRECISIONS), market_ids):
        try:
            fit = advisor.fits(model, task=task, precision=precision, market=market)
        except AdvisorError:
            continue  # a precision the task does not take: the core says so
        for language in LANGUAGES:
            assert_fits(render_fit(fit, chart_filename="fits.png", language=language),
                        f"/fits {model} {task} {precision} {market} {language}")
        rendered += 1
    assert rendered > 200


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_oversized_fit_is_trimmed_to_fit(advisor, language):
    fit = advisor.fits("70b", precision="int4")
    many = fit.cards * 40
    huge = fit.model_copy(update={"summary": SAID, "cards": many, "reasons": fit.reasons * 30,
                                  "options": fit.options * 20})
    assert_fits(render_fit(huge, chart_filename="fits.png", language=language), "oversized /fits")
