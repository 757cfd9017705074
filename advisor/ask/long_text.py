"""A question longer than the reader reads (issue 27 §3, break25 #6): a long post usually asks its question at the end
("…my budget is $1500 for the GPU alone, should I get a used 3090 or a new 5070 Ti?"), so its start and its end are
read, the middle left out at word boundaries, and the read-as line says so — never a silent cut at the start. The
bound stays (issue 30: reading time grows with the text). Pure: no I/O."""

from __future__ import annotations

from ..i18n import Message, Number, msg

HEAD_SHARE = 0.4
"""The share of the characters read that is taken from the start (the rest from the end, where the question is)."""


def kept_ends(text: str, limit: int) -> tuple[str, list[Message]]:
    """``text`` when it holds at most ``limit`` characters; else its start and its end (``limit`` characters in all,
    cut at spaces where there are any, joined by " … ") and a note of how much of the middle was not read."""
    if len(text) <= limit:
        return text, []
    head, tail = text[:int(limit * HEAD_SHARE)], text[len(text) - (limit - int(limit * HEAD_SHARE)):]
    if " " in head.strip():
        head = head.rstrip().rsplit(" ", 1)[0]
    if " " in tail.strip():
        tail = tail.lstrip().split(" ", 1)[1]
    skipped = len(text) - len(head) - len(tail)
    return head + " … " + tail, [msg("ask.long-cut", "Your question is long ({length} characters): its start and its "
                                     "end were read, {skipped} characters in the middle were not.",
                                     length=Number(value=len(text)), skipped=Number(value=skipped))]
