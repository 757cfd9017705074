"""Merge mends of round 27 (int47): a whole computer needs no board beside it, and the console's read-as line quotes
a value whole when a word of it needs quoting."""

from __future__ import annotations

from advisor.cli.ask import console_command
from advisor.rigs import platform_cost


def test_two_machines_are_priced_as_two_machines(advisor):
    market = advisor.catalog.market(advisor.catalog.default_market)
    spark = advisor.card("NVIDIA DGX Spark (GB10 Founders Edition, 128 GB)")
    assert platform_cost(market, 2, spark) == 0.0
    assert platform_cost(market, 2, advisor.card("GeForce RTX 3090")) > 0  # two cards still need a board
    q = advisor.ask("two dgx sparks or an rtx pro 6000 for llama 70b?")
    row = next(x for x in q.answer.shape.ranking if x.card.startswith("NVIDIA DGX Spark"))
    assert row.gpus == 2 and row.total == 2 * row.price.amount


def test_the_console_read_as_quotes_a_card_whole(advisor):
    q = advisor.ask("can 2 dgx sparks run deepseek v3?")
    line = console_command(q.read_as)
    assert "--card '2x NVIDIA DGX Spark (GB10 Founders Edition, 128 GB)'" in line
    assert "'(GB10'" not in line
    plain = console_command(advisor.ask("can my 3060 run llama 3 8b?").read_as)
    assert "'" not in plain  # no word needs quoting: the words as they are
