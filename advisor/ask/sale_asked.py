"""Selling asked, not done (issue 27, fix50a): "我的GTX 980要不要卖掉？", "是不是该把2080卖了",
"3090该卖掉吗", "要不要把我的1080ti出掉" — the owner asks whether to sell the card they still have.
"卖了"/"卖掉" alone says a card gone ("我的3090卖了，预算八千换什么": :mod:`advisor.ask.lost_card`); asked — a
modal word before it (要不要, 该, 是不是, 想, 打算, …) or a question's particle after it (吗, 么, 呢, a closing 不, "?")
— the card is still had, and the question is a sale (:mod:`advisor.ask.offer_sale`), never a replacement's
budget asked back. Pure: the question's words."""

from __future__ import annotations

import re

_SELL = r"(?:卖|賣|出手|出掉)(?:了|掉)?"
_MODAL = (r"(?:要不要|需不需要|该不该|該不該|应不应该|應不應該|是不是该|是不是該|是不是要|"
          r"是否该|是否該|是否要|应该|應該|该|該|想|打算|准备|準備|考虑|考慮|值得|可以|能不能|建议|建議)")
SALE_ASKED = re.compile(rf"{_MODAL}\s*(?:把|将|將)?[^,.;!?，。；！？]{{0,24}}?{_SELL}|"
                        rf"{_SELL}\s*(?:吗|嗎|么|麼|呢|不(?=\s*(?:$|[?？,，。!！]))|好吗|好嗎|合适吗|合適嗎|划算吗|劃算嗎|\?|？)")
"""A sale asked in Chinese: a modal word before the selling word in its clause, or a question's particle after it."""

_GONE_WORD = re.compile(r"卖了|賣了|卖掉|賣掉|出掉了")


def sale_asked_at(text: str, start: int) -> bool:
    """Whether the selling word said at or after ``start`` of ``text`` (lower case) in its clause is asked, not
    done ("要不要卖掉", "是不是该把2080卖了"): the clause from the card on is read, with the modal words just before
    the card ("该把2080卖了")."""
    clause = re.split(r"[,.;!，。；！]", text[start:], maxsplit=1)[0]
    if not _GONE_WORD.search(clause):
        return False
    head = re.split(r"[,.;!?，。；！？]", text[:start])[-1][-12:]
    return SALE_ASKED.search(head + clause) is not None


SELL_CARD = re.compile(r"(?:^|(?<=[\s,，。;；!！我想要算备備再]))(?:卖|賣|出|转让|轉讓|转手|轉手|出手)(?:掉)?\s*"
                       r"(?:我的|自己的)?(?:一张|一張|张|張|块|塊)?\s*(?:rtx|gtx|rx|geforce)?\s*\d{3,4}(?!\d)"
                       r"(?![\d\s]*(?:元|块|塊|k|千|刀)?\s*收)")
"""The owner's sale said as the second-hand trade says it (fix78c: "卖3090 5000元 值吗", "出3090 4500", "转让4090"):
a selling word (卖, 出, 转让, 出手) right before the card, at the clause's start or after the owner's own word (我, 想,
打算) — never someone else's sale ("有人出4090") nor a buyer's "出3000收", nor a price of five or more digits
("3090 卖 50000 越南盾": 50000 is no card; mend53c)."""

__all__ = ["SALE_ASKED", "SELL_CARD", "sale_asked_at"]
