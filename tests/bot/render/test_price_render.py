"""``/price`` replies that are longer than one message: they say how many entries were left off."""

from __future__ import annotations

from bot.render.common import CONTENT_MAX
from bot.render.price import history_text
from storage import AuditEntry


def test_a_history_too_long_for_one_message_counts_what_it_left_off():
    entries = [AuditEntry(id=i, guild=1, user_id=None, via="console", action="import", market="current-us",
                          card=f"GeForce RTX {'4090 ' * 8}{i}", condition="new", setting=None,
                          old_value="1599 USD", new_value=f"{1000 + i} USD", at="2026-09-01T00:00:00Z")
               for i in range(40)]
    text = history_text(entries, None, "en")
    shown = sum(1 for line in text.splitlines() if line.startswith("•"))
    assert len(text) <= CONTENT_MAX and 0 < shown < 40
    assert text.splitlines()[-1] == f"…and {40 - shown} more."
