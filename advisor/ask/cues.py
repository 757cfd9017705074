"""Cues around a value that say which value a question means (:mod:`advisor.ask.reader`): the
next thing to try after one tried, sizes listed as examples, a price quoted, a series named, a
laptop said in Chinese, a card's version suffix, and a card the asker does not have."""

from __future__ import annotations

import re

# words that bring in the next thing to try, after one tried ("int8 fails, maybe int4?", "改用int4")
NEXT_TRY = re.compile(r"(?:\b(?:maybe|instead|perhaps|then|try|trying|what about|how about|switch to|use)\b"
                       r"|换成|換成|改用|改成|试试|試試|换|換)[^.!?;。！？；,，]*$")
ONE_SIZE = r"\d+(?:\.\d+)?\s*b(?![a-z])"
# sizes listed as examples ("如 14B、32B、72B", "e.g. 7b, 13b or 70b"): the question is which, no model is named
EXAMPLE_SIZES = re.compile(rf"(?:例如|比如|如|譬如|\be\.?g\.?|such as|like)\s*[:：]?\s*{ONE_SIZE}"
                            rf"(?:\s*(?:、|,|，|/|\bor\b|\band\b|或|和)\s*{ONE_SIZE})+")
# words that quote a price ("costs $1,300", "priced at", "售价"): the amount after them is no budget
PRICE_BEFORE = re.compile(r"(?:\bcosts?|\bpriced\s+at|\bsells?\s+for|\bselling\s+for|\bgoes\s+for|\bretails?\s+"
                           r"(?:for|at)|\blisted\s+at|售价|售價|卖|賣|标价|標價)\s*(?:about|around|only|just|~|约|約)?\s*$")
SERIES_AFTER = re.compile(r"\s*(?:series|family|lineup|系列)(?![a-z])")  # "the RX7900 series"
CN_LAPTOP = re.compile("笔记本|筆記本|筆電")  # words.toml [words] laptop's Chinese ones, said before any rewrite
VERSION = re.compile(r"v\d")  # a card's version suffix ("RTX 5090 D V2")
NOT_HAD_BEFORE = re.compile(r"(?:no\s+access\s+to|don'?t\s+have|do\s+not\s+have|without|没有|沒有|没|沒|"
                             r"replace\s+my(?:\s+aging|\s+old)?|switched\s+from|upgrad(?:e|ing)\s+from(?:\s+my)?)\s*"
                             r"(?:an?\s+|the\s+|my\s+)?$")
NOT_HAD_AFTER = re.compile(r"\s*(?:/\s*[a-z0-9]+\s*)?(?:(?:are|is)\s+(?:out\s+of\s+reach|too\s+expensive)|太贵|太貴)")
