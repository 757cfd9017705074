"""A price said inside a supposition (reader37, E750): "If local inference requires a $1,600 GPU, that independence
belongs to …", "even a $2000 card would not run 405b", "如果要买一张8000元的卡才能跑" — the price of a card supposed
needed, never the asker's budget (issue 27: a number is read by what it is attached to). A conditional with a need
("if it requires", "if I had to buy", "如果要", "就算需要") or "even a" before the amount, in the same clause,
and a card word right after it. A plan said without a need ("if I buy a $1600 gpu, will it run 70b?", "if I have
$1600") keeps its budget. Pure.
"""

from __future__ import annotations

import re

_SUPPOSED_EN = re.compile(r"(?<![a-z])(?:if|unless|even\s+if|suppose|assuming)(?![a-z])[^.?!;,]*?(?<![a-z])"
                          r"(?:requires?|required|needs?|needed|had\s+to|have\s+to|has\s+to|must|takes?|took)"
                          r"(?![a-z])[^.?!;,]*$|(?<![a-z])even\s+(?:a|an|one)\s*$")
"""A supposition of a need before the amount, in its clause ("if local inference requires a ", "even a ")."""
_SUPPOSED_CN = re.compile(r"(?:如果|假如|要是|就算|即使|哪怕|若是|万一|萬一)[^。？！；，,.?!;]*?"
                          r"(?:要|需要|得|必须|必須|非得)[^。？！；，,.?!;]*$")
"""The same in Chinese ("如果要买一张", "就算需要一张")."""
_CARD_AFTER = re.compile(r"\s*(?:[元块塊刀])?\s*(?:的)?\s*(?:(?:used|new|second-hand)\s+)?"
                         r"(?:gpus?|cards?|graphics\s+cards?|video\s+cards?|显卡|顯卡|卡)(?![a-z])")
"""A card word right after the amount ("$1,600 GPU", "8000元的卡")."""


def supposed(s: str, span: tuple[int, int]) -> bool:
    """Whether the amount at ``span`` of ``s`` (a question in lower case) is a card's price supposed needed
    (module docstring), never a budget."""
    before = s[max(0, span[0] - 80):span[0]]
    return bool(_CARD_AFTER.match(s[span[1]:])) and bool(_SUPPOSED_EN.search(before) or _SUPPOSED_CN.search(before))
