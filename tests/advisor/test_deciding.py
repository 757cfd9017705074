"""The short form leads with the fact that decides the answer (issue 28 §1): for every rule that can decide
a ``why`` verdict, walked over the whole catalogue in every market and use case, the deciding sentence is in
the console's short form and in Discord's first message, in every language; a comparison says why a side is
held back; an owner's answer says what today's stack runs."""

from __future__ import annotations

import re
from collections import defaultdict

import pytest

from advisor.cli.render import View, render_comparison, render_verdict
from advisor.i18n import Renderer
from advisor.models import USE_CASES
from bot.render.short import answer_embed
from product import LANGUAGES, MARKETS
from product import advisor as loaded
from said import said

EXAMPLES_PER_RULE = 3
"""Answers rendered per (market, deciding rule): every rule is checked, within a fast suite."""


def squeeze(text: str) -> str:
    """Text without whitespace or the console's and Discord's marks: a wrapped sentence compares whole."""
    return re.sub(r"[\s*]+", "", text)


def shown(answer, language: str) -> tuple[str, str]:
    """The console's short form and Discord's first message of a ``why`` or ``compare`` answer."""
    render = render_verdict if answer.__class__.__name__ == "Verdict" else render_comparison
    console = render(answer, View(language=language))
    embed = answer_embed(answer, language)
    return squeeze(console), squeeze(f"{embed.title or ''}{embed.description or ''}")


def _walk():
    """(market, rule, answer) for every card the catalogue knows, in every market and use case, whose
    verdict a rule decides: the first deciding reason's rule."""
    adv = loaded()
    names = [e.name for e in adv.names.entries if e.dl_relevant] + sorted(
        {n for m in MARKETS for n, _ in adv.catalog.prices(m)})
    out = defaultdict(list)
    for market in MARKETS:
        for name in dict.fromkeys(names):
            for use_case in USE_CASES:
                v = adv.why(name, market=market, use_case=use_case)
                if v.deciding:
                    out[(market, v.deciding[0].rule_id)].append(v)
    return out


WALK = _walk()


def test_every_rule_that_decides_a_verdict_is_walked():
    rules = {rule for _, rule in WALK}
    # the kinds issue 28 names: Kepler after CUDA 12, ROCm's list, Xeon Phi, Arc, the DGX Spark, the 5090's floor
    assert {"compat.current-stack", "vendor.rocm-list", "vendor.xeon-phi", "vendor.mainstream",
            "system.unified-memory", "compat.blackwell-min", "memory.minimum"} <= rules, rules


@pytest.mark.parametrize("key", sorted(WALK), ids=[f"{m}:{r}" for m, r in sorted(WALK)])
def test_the_short_form_shows_the_deciding_reason_in_every_language(key):
    for v in WALK[key][:EXAMPLES_PER_RULE]:
        decider = v.deciding[0].message
        for language in LANGUAGES:
            console, discord = shown(v, language)
            sentence = squeeze(Renderer(language)(decider))
            assert sentence in console, (v.card, key, language, console)
            assert sentence in discord, (v.card, key, language, discord)


def test_the_generic_verdict_gives_its_place_to_the_reason():
    adv = loaded()
    v = adv.why("titan black")
    assert "CUDA 12.0 dropped it" in said(v.shape.headline)  # U07: the support fact leads
    keep = [c for c in v.shape.caveats if c.rule_id == "owner.keep"]
    assert keep and "free notebooks" in said(keep[0].message)  # someone asking about a 2014 card owns one


@pytest.mark.parametrize("card,fact", [
    ("5090", "CUDA 12.8 or newer and PyTorch 2.7"),  # N16: "is the 5090 supported?"
    ("gtx 1080 ti", "PyTorch 2.14 is the last release"),  # N20: Pascal's last wheels
    ("xeon phi", "discontinued"),  # U10
    ("arc a770", "XPU backend"),  # N09: Arc is not CUDA
    ("dgx spark", "273 GB/s"),  # F20: the DGX Spark's bandwidth
    ("radeon r5 m230", "ROCm support list"),  # U08
])
def test_the_facts_issue_28_names_lead(card, fact):
    v = loaded().why(card)
    lead = " ".join(said([v.shape.headline, *(c.message for c in v.shape.decides)]))
    assert fact in lead, lead


def test_a_comparison_says_why_a_side_is_held_back():
    adv = loaded()
    c = adv.compare("xeon phi", "gtx 1080")
    # U11: no bandwidth contest; round 6: the training verdict, with why (CUDA, cuDNN, every framework)
    assert "GeForce GTX 1080 wins for training" in said(c.shape.headline) and "cuDNN" in said(c.shape.headline)
    assert any("discontinued" in said(d.message) for d in c.shape.decides)
    c = adv.compare("quadro m4000", "gtx 1080")  # F06: both on their last wheels
    assert any("last builds" in said(d.message) for d in c.shape.decides)
    assert not any("(line." in t for t in said([x.message for x in c.reasons]))  # no rule id in the text
    c = adv.compare("tesla p40", "rtx 3060 12gb")  # U21: the P40's costs
    assert any("passive cooling" in said(d.message) for d in c.shape.decides)


def test_an_owner_answer_leads_with_what_today_s_stack_runs():
    adv = loaded()
    o = adv.why("gtx 1080 ti", own=True)
    assert o.shape.asked == "own" and "last builds" in said(o.shape.decides[0].message)
    amd = adv.why("rx 580", own=True)
    assert "Vulkan" in said(amd.shape.decides[0].message)  # F05: what does run on it
