"""fix38a: what this round's fixers saw and left (issues 27, 28)."""
import pytest

# ------------------------------------------- a card named with its modified variant's memory, counted
@pytest.mark.parametrize(("text", "card", "gpus"), [
    ("i have two 2080 ti 22gb", "GeForce RTX 2080 Ti 22 GB (modified)", 2),
    ("what can 2x 2080ti 22g run", "GeForce RTX 2080 Ti 22 GB (modified)", 2),
    ("my rig is 2x modded 2080 ti 22gb", "GeForce RTX 2080 Ti 22 GB (modified)", 2),
    ("we run 4x modified 4090 48gb in one box", "GeForce RTX 4090 48 GB (modified)", 4),
    ("bought 3x 3080 20gb for training", "GeForce RTX 3080 20 GB (modified)", 3),
    ("2080ti 22g x4 能跑多大的模型", "GeForce RTX 2080 Ti 22 GB (modified)", 4),
    ("我有两张2080ti 22g", "GeForce RTX 2080 Ti 22 GB (modified)", 2),
    ("手上有4张4090 48g，能跑deepseek吗", "GeForce RTX 4090 48 GB (modified)", 4),
])
def test_a_card_with_its_modified_variants_memory_is_that_variant_counted(advisor, text, card, gpus):
    q = advisor.ask(text).read_as
    assert q.cards == [card] and q.gpus == gpus


@pytest.mark.parametrize("text", ["what can 2x 3090 run?", "what could two 4090 48gb handle", "what can 4 p40s run"])
def test_what_counted_cards_run_is_a_fit(advisor, text):
    q = advisor.ask(text).read_as
    assert q.command == "fits" and (q.gpus or 1) >= 2


def test_a_stock_memory_counted_stays_the_stock_card(advisor):
    q = advisor.ask("2x used 3090 24gb for 70b").read_as
    assert q.cards == ["GeForce RTX 3090"] and q.gpus == 2
