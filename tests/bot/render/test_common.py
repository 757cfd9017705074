"""``bot/render/common.py``: the helpers every renderer shares."""

from __future__ import annotations

import discord
import pytest

from advisor.i18n import msg
from advisor.models import Reason
from bot.i18n import money
from bot.render.common import clip, compact_source, fit_embed, pack_fields, reason_line
from discord_limits import FIELD_VALUE, TOTAL, assert_fits


@pytest.mark.parametrize(
    ("amount", "currency", "shown"),
    [(1299, "USD", "1,299 USD"), (3000, "CNY", "3,000 CNY"), (12.5, "EUR", "12.50 EUR"), (1000, "CHF", "1,000 CHF")],
)
def test_money(amount, currency, shown):
    """English amounts in the answers' own style (one style in an answer, issue 26 §5)."""
    assert money(amount, currency, "en") == shown


def test_clip_marks_what_it_cut():
    assert clip("short", 10) == "short"
    assert clip("a" * 20, 10) == "a" * 9 + "…"
    assert clip(None, 5) == "" and clip("abc", 0) == ""


def test_a_source_url_shows_as_its_host_and_a_guide_line_as_is():
    assert compact_source("https://www.pcworld.com/article/1") == "pcworld.com"
    assert compact_source("D17 L21–26") == "D17 L21–26"


def test_reason_line_names_rule_text_and_source():
    said = msg("test.common.bandwidth", "Bandwidth decides speed.")
    line = reason_line(Reason(rule_id="d17.bandwidth", message=said, source="D17 L21"))
    assert line == "`d17.bandwidth` Bandwidth decides speed. — *D17 L21*"


def test_pack_fields_continues_then_counts_what_it_dropped():
    embed = discord.Embed()
    pack_fields(embed, "Why", ["y" * 600] * 5, max_fields=2)

    assert [f.name for f in embed.fields] == ["Why", "Why (cont.)"]
    assert embed.fields[-1].value.endswith("*+3 more*")
    assert all(len(f.value) <= FIELD_VALUE for f in embed.fields)


def test_fit_embed_trims_every_part_and_the_total():
    embed = discord.Embed(title="t" * 300, description="d" * 5000)
    for _ in range(30):
        embed.add_field(name="n" * 300, value="v" * 2000)
    embed.set_footer(text="f" * 3000)

    fitted = fit_embed(embed)

    assert_fits(fitted, "fit_embed")
    assert len(fitted) <= TOTAL and fitted.title.endswith("…")
