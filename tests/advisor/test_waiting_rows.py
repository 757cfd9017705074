"""Issue 28 (break17 #10, #11): waiting for a SUPER, or for Rubin, is answered with data/next_generation.csv's own row
of what was asked — the RTX 50 SUPER refresh reported delayed over the memory shortage, Rubin a data-centre generation
and no desk card — not only with the RTX 60 line ("should I wait for the 5080 super or buy a 4090 now?" said "I do not
know “5080 super”"; "is it worth waiting for rubin?" said it was no GPU question) (advisor/ask/future_card.py)."""

from __future__ import annotations

import pytest

from advisor.ask.future_card import asked_row, generation_rows
from tests.said import said


def _keys(q):
    return [c.message.key for c in q.answer.shape.decides]


@pytest.mark.parametrize("text", ["should I wait for the 5080 super or buy a 4090 now?",
                                  "is the 5080 super worth waiting for", "要不要等5080 super"])
def test_a_super_asked_about_gets_the_refresh_row_before_the_next_generation(advisor, text):
    q = advisor.ask(text)
    keys = _keys(q)
    assert "ask.wait.refresh" in keys and keys.index("ask.wait.refresh") < keys.index("ask.wait"), keys
    assert not any(n.key.startswith("ask.unknown") for n in q.read_as.notes), q.read_as.notes
    assert q.read_as.topic == "waiting"


def test_the_card_weighed_stays_and_the_super_is_said_not_out(advisor):
    q = advisor.ask("should I wait for the 5080 super or buy a 4090 now?")
    assert q.read_as.cards == ["GeForce RTX 4090"], q.read_as
    assert any(n.key == "ask.future-card.named" for n in q.read_as.notes)


@pytest.mark.parametrize(("text", "words"), [("等50系super还是现在买", "RTX 50 SUPER"),
                                             ("should I wait for the 50 series super?", "delayed indefinitely")])
def test_a_super_series_is_said_delayed(advisor, text, words):
    q = advisor.ask(text)
    assert q.reply.key == "ask.future-series" and words in said(q.reply), said(q.reply)


@pytest.mark.parametrize("text", ["is it worth waiting for rubin?", "值得等rubin吗", "should I wait for vera rubin"])
def test_rubin_is_a_data_centre_generation_and_the_budget_is_asked(advisor, text):
    q = advisor.ask(text)
    assert q.reply.key == "ask.future-datacentre", q.reply.key
    out = said(q.reply)
    assert "data-centre" in out and "RTX 60" in out, out


def test_waiting_for_rubin_beside_a_card(advisor):
    keys = _keys(advisor.ask("should I buy a 4090 or wait for rubin?"))
    assert keys[:2] == ["ask.wait.datacentre", "ask.wait"], keys


def test_every_row_asked_about_has_a_source_and_the_next_generation_comes_first(advisor):
    rows = generation_rows(advisor, None)
    assert rows[0]["kind"] == "next" and {r["kind"] for r in rows} == {"next", "refresh", "datacentre"}
    assert all(r["source_url"].startswith("http") for r in rows)
    assert asked_row(rows, "rtx 6090")["kind"] == "next"
    assert asked_row(rows, "5080 super")["kind"] == "refresh"
    assert asked_row(rows, "rubin")["kind"] == "datacentre"
