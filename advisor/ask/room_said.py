"""The cards a PC has room for, said (fix43g, issue 27): "best gpu under $1000, my pc takes two cards", "my
motherboard has room for 2 gpus", "my case can fit 3 cards" — what the PC takes, never the count of cards asked, so the
count reader blanks it (:func:`advisor.ask.spans.read_counts`, beside its Chinese "最多支持4张卡", "能插两张卡"). What
the PC taking them changes in a ranking is :mod:`advisor.ask.places_owned`'s (fix43a). Pure: no I/O.
"""
from __future__ import annotations

import re

_HOST = (r"(?:pc|computer|desktop|rig|machine|build|system|workstation|tower|server|(?:mother)?board|mobo|case|chassis|"
         r"box|psu|power\s+supply)")
ROOM_SAID = re.compile(
    r"(?<![a-z])(?:my|our|the)\s+(?:current\s+|existing\s+|own\s+|new\s+)?" + _HOST
    + r"(?:\s+(?:and|&|\+)\s+(?:my\s+|the\s+)?" + _HOST + r")?\s+(?:(?:already\s+|only\s+)?(?:can|could|will)\s+"
    r"(?:already\s+|only\s+)?(?:take|fit|hold|support|accept|handle|carry|power)|(?:already\s+|only\s+)?(?:takes|fits|"
    r"holds|supports|accepts|handles|carries|powers|(?:has|have)\s+(?:the\s+)?(?:room|space|slots?|places?)\s+for))\s+"
    r"(?:up\s+to\s+)?(?:[1-8]|one|two|three|four|five|six|seven|eight|dual)\s*(?:x\s*)?(?:full[\s-]+size\s+|big\s+|"
    r"large\s+)?(?:cards?|gpus?|graphics\s+cards?)(?![a-z])")
"""A PC's room for cards said in English (module docstring)."""
ROOM_SAID_ZH = re.compile(
    r"(?<!什么)(?<!什麼)(?<!哪个)(?<!哪個)(?<!哪种)(?<!哪種)(?<!啥)(?:电脑|電腦|主板|主机板|主機板|机箱|機箱|电源|電源|主机|主機|平台)"
    r"(?:和|跟|与|與|、)?(?:电源|電源|主板|主机板|主機板|机箱|機箱)?\s*(?:已经|已經|本来就|本來就|本身)?(?:都|也)?(?:只)?"
    r"(?:能|可以|支持|够|夠)?(?:插|装|裝|放|带|帶|支持|够|夠|撑|撐)(?:得下|得了)?\s*(?:[1-8]|[二两兩三四五六七八双雙])\s*"
    r"(?:张|張|块|塊|个|個|路)?(?:卡|显卡|顯卡|gpus?)")
"""The same in Chinese: "我的机箱放得下两张卡", "主板支持双卡", "電腦可以裝兩張顯卡" (never "什么主板能插两张卡":
which board is asked, for the cards wanted)."""


def blank_room(s: str) -> str:
    """``s`` (lower case) with each statement of a PC's room for cards blanked, its length kept (the count reader's
    positions index it)."""
    s = ROOM_SAID.sub(lambda m: " " * len(m.group()), s)
    return ROOM_SAID_ZH.sub(lambda m: " " * len(m.group()), s)


__all__ = ["ROOM_SAID", "ROOM_SAID_ZH", "blank_room"]
