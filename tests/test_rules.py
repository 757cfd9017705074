"""Every rule id of the guides is a check or a cited explanation with a source."""

from __future__ import annotations

import re

import pytest

from shared_cases import ROOT, SHARED

GUIDE_IDS = sorted(set(re.findall(r"^\| `([a-z0-9.-]+)` \|", (SHARED / "guide" / "RULES.md").read_text(encoding="utf-8")
                                    + (SHARED / "guide" / "MODERN.md").read_text(encoding="utf-8"), re.M)))
CODE = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "advisor").glob("*.py"))
DATA = "\n".join((ROOT / "data" / f).read_text(encoding="utf-8") for f in ("card_rules.csv", "use_cases.csv"))


def test_guides_have_rule_ids():
    assert len(GUIDE_IDS) > 40


@pytest.mark.parametrize("rule_id", GUIDE_IDS)
def test_rule_is_known_with_text_and_source(advisor, rule_id):
    text, source = advisor.catalog.rule(rule_id)
    assert text and source


@pytest.mark.parametrize("rule_id", GUIDE_IDS)
def test_rule_is_used(advisor, rule_id):
    kind = advisor.catalog.rules[rule_id]["kind"]
    used = f'"{rule_id}"' in CODE or f"{rule_id}," in DATA
    if kind == "check":
        assert used, f"{rule_id} is marked as a check but nothing applies it"
    else:
        assert kind == "explanation"


def test_verdicts_cover_the_guides_named_cards(advisor):
    def verdict(card, market="2017-us", **kw):
        return advisor.why(card, market=market, **kw).verdict

    assert verdict("gtx 1080 ti") == "recommended"
    assert verdict("gtx 970") == "not_recommended"
    assert verdict("titan xp") == "situational"
    assert verdict("titan xp", use_case="cv-research") == "recommended"
    assert verdict("xeon phi 7120p") == "not_recommended"
    assert verdict("rx 580") == "not_recommended"
    assert verdict("tesla p4", "2019-cn") == "not_recommended"
    assert verdict("rtx 4090", "2017-us") == "not_recommended"  # not on sale in 2017


def test_modern_stack_support(advisor):
    v = advisor.why("gtx 1080 ti", market="current-us")
    assert v.verdict != "recommended"
    assert "compat.current-stack" in {r.rule_id for r in v.reasons}
    assert advisor.why("rtx 3090", market="current-us").verdict == "recommended"


def test_reasons_carry_sources(advisor):
    v = advisor.why("gtx 970", market="2017-us")
    assert all(r.rule_id and r.text and r.source for r in v.reasons)
