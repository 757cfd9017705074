"""What the event loop does for an interaction before it is acknowledged (issue 30 §5), kept to what
the acknowledgement needs.

Two gateway events are read here before discord.py's own parsers (``ConnectionState.parsers``, the
table both discord.py's gateway and SimCord look the parser up in):

* ``INTERACTION_CREATE``: the moment the interaction reached the process is stamped
  (:meth:`bot.acknowledge.Answers.arrived`), so the command tree knows how long it waited for its turn
  on the event loop: past :data:`bot.acknowledge.LATE_SECONDS` it is told the bot is busy instead of
  being deferred and answered behind a queue it cannot catch up with; past
  :data:`bot.acknowledge.GONE_SECONDS` Discord has dropped it and nothing is sent.
* ``MESSAGE_CREATE`` of a message the bot wrote itself (its "thinking…" deferrals, answers, followups)
  is not parsed: every deferral comes back as one, and parsing it (a ``discord.Message`` with its
  author, mentions and embeds, then ``on_message`` dispatched to the prefix-command handler and the
  question cog, which both ignore the bot's own messages) was about a third of the CPU an
  interaction cost the process before its acknowledgement in a burst (a profile of 1,000 through
  SimCord, 2026-12-03). The bot keeps no message cache (``max_messages=None``) and no listener reads
  its own messages.
"""

from __future__ import annotations

import logging
from typing import Any

log = logging.getLogger(__name__)


def install(client: Any) -> None:
    """Put the two readers in front of ``client``'s parsers (``client._connection.parsers``): stamp each
    interaction's arrival with ``client.answers.arrived(interaction_id)`` (:class:`bot.acknowledge.Answers`;
    nothing when the client has none), skip the bot's own ``MESSAGE_CREATE``. Idempotent. A client
    without discord.py's parser table (a stand-in) is left as it is."""
    parsers = getattr(getattr(client, "_connection", None), "parsers", None)
    if not isinstance(parsers, dict) or getattr(parsers.get("INTERACTION_CREATE"), "arrivals", False):
        return
    state = client._connection
    interaction_create = parsers.get("INTERACTION_CREATE")
    message_create = parsers.get("MESSAGE_CREATE")
    if interaction_create is not None:
        def stamped(data: dict[str, Any]) -> None:
            answers = getattr(client, "answers", None)
            try:
                if answers is not None:
                    answers.arrived(int(data["id"]))
            except (KeyError, TypeError, ValueError):  # never in the way of the interaction itself
                pass
            interaction_create(data)
        stamped.arrivals = True  # type: ignore[attr-defined]
        parsers["INTERACTION_CREATE"] = stamped
    if message_create is not None:
        def unless_own(data: dict[str, Any]) -> None:
            if _own(state, data):
                return
            message_create(data)
        parsers["MESSAGE_CREATE"] = unless_own


def _own(state: Any, data: dict[str, Any]) -> bool:
    """Whether a ``MESSAGE_CREATE`` payload is a message the bot itself wrote."""
    me = getattr(state, "self_id", None)
    author = data.get("author")
    if me is None or not isinstance(author, dict):
        return False
    try:
        return int(author.get("id") or 0) == me
    except (TypeError, ValueError):
        return False
