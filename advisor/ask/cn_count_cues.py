"""Chinese cues of a count of cards with no number said the usual way (moved out of :mod:`advisor.ask.spans`, which
reads them, to keep it under the house's 800 lines): "双3090" (two), "好几张a40" (several, read as two), "多卡"
against "单卡" (a way of running, no count), "十二张" (the tens)."""

from __future__ import annotations

import re

# "双3090", "雙4090": two of the card right after
_CN_PAIR = re.compile(r"(?:双|雙)(?=\s*(?:rtx\s*|gtx\s*)?\d{3,4}(?!\d))")
# "多卡", "多张卡", "多GPU": several cards as a way of running, said against "单卡" (one card) in the same question
_SINGLE_OR_MANY = re.compile(r"多\s*(?:卡|张卡|張卡|块卡|塊卡|gpu|显卡|顯卡)|"
                             # "如果只允许单卡的话": one card supposed as a way of running, no count (reader34)
                             r"(?:只允许|只允許|只能|如果|假如|要是)\s*(?:用|使用)?\s*(?:单|單)\s*(?:卡|gpu)")
# "好几张", "多块", "若干张": several of the card after, no number said (read as two, said so: advisor.ask.reader)
_CN_VAGUE = re.compile(r"(?:好几|好幾|若干|多)\s*(?:张|張|块|塊)(?=\s*(?:rtx\s*|gtx\s*|tesla\s*)?[a-z]{0,2}\d{2,4})")
_CN_TENS = {"十": 10, "十一": 11, "十二": 12, "十三": 13, "十四": 14, "十五": 15, "十六": 16}
