"""One fact, one answer across views (issue 28, newuser13 #7, #9): the owner's overview and ``--job cnn`` say one
ResNet-50 batch for a card; ``resolve`` reads a bare Apple chip as the Mac ``why`` answers, or fails with rc≠0."""

from __future__ import annotations

import re

import pytest

from advisor.cli import main
from advisor.cli.render import View, render_verdict
from said import said


def _batch(text: str) -> int:
    found = re.search(r"batch of about ([\d,]+)", text.replace("\n", " "))
    assert found, text
    return int(found.group(1).replace(",", ""))


@pytest.mark.parametrize("card", ["gtx 1060 3gb", "gtx 1080 ti", "titan xp", "rtx 3060 12gb", "rtx 4090"])
def test_the_owner_overview_and_the_cnn_job_say_one_resnet_batch(advisor, card):
    """newuser13 #9: ``why 1060 3gb --own`` said a batch of about 34 (mixed precision), ``--job cnn`` about 14
    (fp32: Pascal's FP16 runs at 1/64): every card's overview batch is the ResNet-50 at 224 px batch its job says."""
    overview = said(advisor.why(card, own=True).owner.runs[0])
    job = said(advisor.why(card, own=True, job="cnn").owner.runs[0])
    resnet = re.search(r"ResNet-50 at 224 px \([^)]*\) at a batch of about ([\d,]+)", job.replace("\n", " "))
    assert resnet, job
    assert _batch(overview) == int(resnet.group(1).replace(",", "")), (overview, job)
    assert ("fp32" in overview) == ("fp32" in resnet.group(0)), (overview, job)


def test_the_overview_says_fp32_in_chinese_too(advisor):
    """The fp32 batch is said as such in both Chinese scripts."""
    answer = advisor.why("gtx 1080 ti", own=True)
    for language in ("zh_Hans", "zh_Hant"):
        out = render_verdict(answer, View(language=language, width=200))
        assert "fp32" in out.lower() and "ResNet-50" in out, out


@pytest.fixture
def run(capsys, advisor):
    def run(*argv):
        code = main(list(argv), advisor=advisor)
        out = capsys.readouterr()
        return code, out.out, out.err
    return run


@pytest.mark.parametrize("chip", ["m4 max", "m2 ultra", "m3 ultra"])
def test_resolve_reads_a_bare_apple_chip_as_the_mac_why_answers(run, advisor, chip):
    """newuser13 #7: ``resolve m4 max`` said "No card matches" with rc 0 (the README: no match is an error) while
    ``why m4 max`` answered for a Mac Studio: both read the same machine, and the note says the assumption."""
    code, out, err = run("resolve", chip)
    assert code == 0 and not err
    machine = advisor.why(chip).card
    assert out.startswith(machine), (out, machine)
    assert "Apple silicon" in out and "0 more" not in out and "also: )" not in out, out


def test_resolve_fails_for_a_chip_no_mac_has_and_for_no_card(run):
    """No match is an error (rc 2, said on stderr), a chip without a Mac here included."""
    for words in (["m9"], ["zzqqx"]):
        code, out, err = run("resolve", *words)
        assert code == 2 and not out and err, (words, code, out, err)
