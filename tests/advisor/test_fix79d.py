"""fix79d (round 31): clean-ups with behaviour kept — one named-card-and-market helper and one budgeted cheapest card
for card_wish and held_ways (#1 D3), the maker's power tools as one table (#1 D5), one fine-tuning ladder choice
(#1 D6); and the small truths: the maker's own tools in an idle answer (#2)."""

from __future__ import annotations

import pytest
from asked import find_message

from advisor.ask.cheaper_card import card_and_market, cheapest, priced_cheapest_first
from advisor.ask.models import ReadAs
from advisor.i18n import Number, Text, render
from advisor.power_tool import limit_command, limit_tool, limits_query, monitor_tool
from advisor.runs import full_first, usual_first


def _said(m, lang="en") -> str:
    return render(m.key, m.params, lang)


# -- #1 D3: the named card and its market; the cheapest card within a price ------------------------------------------

def test_card_and_market_needs_exactly_one_known_card(advisor):
    found = card_and_market(advisor, ReadAs(command="fits", cards=["3090"]), None)
    assert found is not None and found[0].name == "GeForce RTX 3090"
    assert found[1].id == advisor.catalog.market(None).id
    assert card_and_market(advisor, ReadAs(command="fits", cards=["3090", "4090"]), None) is None
    assert card_and_market(advisor, ReadAs(command="fits", cards=[]), None) is None
    assert card_and_market(advisor, ReadAs(command="fits", cards=["3090"]), "no-such-market")[1].id == \
        advisor.catalog.market(None).id


def test_cheapest_keeps_within_a_price(advisor):
    market = advisor.catalog.market(None)
    free = cheapest(advisor, market, memory_gb=24.0)
    assert free is not None
    assert cheapest(advisor, market, memory_gb=24.0, max_price=free[1].amount) == free
    below = cheapest(advisor, market, memory_gb=24.0, max_price=free[1].amount - 1)
    assert below is None  # the cheapest was the cheapest: nothing cheaper holds 24 GB
    cheapest_any = priced_cheapest_first(advisor, market)[0][0].amount
    assert cheapest(advisor, market, memory_gb=0.0, max_price=cheapest_any - 1) is None


@pytest.mark.parametrize("budget", [3000, 2000])
def test_the_pair_beside_a_memory_wish_is_within_the_budget(advisor, budget):
    q = advisor.ask(f"I want something like a 4090 but with more vram, budget {budget}")
    pair = find_message(q.reply, "ask.card-wish.pair")
    if budget == 3000:  # two used 3090s at 2,550 USD: each within half of it
        assert pair is not None and pair.params["price"].amount <= budget
        assert pair.params["memory"].value == 24
    else:  # no card with more memory within 2,000 USD: said so (this crashed joining an empty list before fix79d)
        assert pair is None and find_message(q.reply, "ask.card-wish.none") is not None


# -- #1 D5: the maker's tools, one table -------------------------------------------------------------------------

@pytest.mark.parametrize("card, monitor, limits, tool", [
    ("3090", "nvidia-smi", "nvidia-smi -q -d POWER", "nvidia-smi -pl"),
    ("7900 xtx", "rocm-smi or amd-smi", "rocm-smi --showmaxpower", "rocm-smi --setpoweroverdrive"),
    ("a770", "xpu-smi or intel_gpu_top", "xpu-smi stats", "its maker's power-limit setting"),
    ("m2 max", "Activity Monitor's GPU History or sudo powermetrics", "nvidia-smi -q -d POWER",
     "its maker's power-limit setting"),
])
def test_the_power_tools_follow_the_maker(advisor, card, monitor, limits, tool):
    c = advisor.card(card)
    assert _said(monitor_tool(c)) == monitor
    assert _said(limits_query(c)) == limits
    assert _said(limit_tool(c)) == tool


def test_no_card_means_nvidia_tools_and_every_tool_is_translated(advisor):
    assert _said(monitor_tool(None)) == "nvidia-smi" and _said(limits_query(None)) == "nvidia-smi -q -d POWER"
    for lang in ("zh_Hans", "zh_Hant"):
        assert "powermetrics" in _said(monitor_tool(advisor.card("m2 max")), lang)
        assert _said(limit_command(advisor.card("a770"), 150), lang) != "nvidia-smi -pl 150"


# -- #1 D6: one choice of the fine-tuning ladder, either order ----------------------------------------------------

_BASE = dict(rig=Text(value="2 × RTX 3090"), memory=Text(value="48 GB"), model=Text(value="70B"),
             task=Text(value="QLoRA"), need=Text(value="40 GB"), rank=Number(value=16))


@pytest.mark.parametrize("extra, usual_key, full_key", [
    (dict(full=Text(value="3B"), full_need=Text(value="40 GB"), lora=Text(value="14B"), lora_need=Text(value="30 GB")),
     "runs.train.usual.lora", "runs.train.full-first.lora"),
    (dict(full=Text(value="3B"), full_need=Text(value="40 GB")), "runs.train.usual", "runs.train.full-first"),
    (dict(lora=Text(value="14B"), lora_need=Text(value="30 GB")), "runs.train.usual-none",
     "runs.train.full-first-none"),
    ({}, "runs.train.usual-none", "runs.train.full-first-none"),
])
def test_the_ladder_is_chosen_once_for_either_order(extra, usual_key, full_key):
    params = {**_BASE, **extra}
    usual, full = usual_first(dict(params)), full_first(dict(params))
    assert (usual.key, full.key) == (usual_key, full_key)
    if "lora" not in usual_key:
        assert "lora" not in usual.params and "lora_need" not in full.params
