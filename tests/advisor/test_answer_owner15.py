"""Owners answered with the facts of THEIR card and job (issue 28, round 6): a split-memory card sized on its
fast segment, and more kinds below — each a kind, in English and Chinese."""

from __future__ import annotations

from advisor.cli.render import View, render_verdict
from advisor.fast_memory import fast_memory_gb
from said import said


def test_a_split_memory_card_is_sized_on_its_fast_segment_and_says_why(advisor):
    """U05: every catalogue card whose memory is split (the GTX 970's 3.5 + 0.5 GB) is sized on the fast segment in
    the owner's headline, which says why; "a 4 GB GTX 970" is its memory as sold, never corrected."""
    split = [c for c in map(advisor.catalog.card, advisor.catalog.card_rows) if fast_memory_gb(c)]
    assert split
    for card in split:
        head = said(advisor.why(card.name, own=True).owner.runs[0])
        assert f"{fast_memory_gb(card):g} GB" in head and "slow segment" in head, head
    q = advisor.ask("I have a 4 GB GTX 970, is it any good for deep learning and which models can I run on it?")
    assert not any("not 4" in said(n) for n in q.read_as.notes)
    for language in ("en", "zh_Hans"):
        out = render_verdict(q.answer, View(language=language, width=80))
        assert "3.5 GB" in out, out
