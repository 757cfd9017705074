"""A slowness felt on a job, said in Chinese with the job's own word (reader40b, issue 27): "转写特别慢" (Whisper's
transcription), "识别很慢", "渲染巨慢", "出图太慢", "训练变慢了", "比以前多慢了一半", "比之前慢了很多". Like the
speeds :mod:`advisor.ask.ran_it` hears ("推理速度巨慢"), it is felt on the hardware named, so the hardware is the
asker's ("升级8.0后转写特别慢：显卡3080ti"), with no "my" or "我的". A question about a slowness to come ("会不会很慢",
"慢吗") is none. Pure: no I/O."""

from __future__ import annotations

import re

from .gate import gate_module

# a job's word, then how slow it goes ("转写特别慢", "渲染巨慢", "出图太慢了"), never asked ("慢吗", "会很慢？")
_JOB = (r"(?:转写|轉寫|转录|轉錄|识别|識別|渲染|出图|出圖|绘图|繪圖|画图|畫圖|处理|處理|加载|加載|载入|載入|编码|編碼|"
        r"解码|解碼|合成|翻译|翻譯|转换|轉換|导出|導出|生图|生圖|计算|計算)")
SLOW_FELT = re.compile(
    _JOB + r"\s*(?:速度)?\s*(?:也|都|还|還)?\s*(?:巨|很|非常|太|超|特别|特別|极其|極其|超级|超級|好)\s*慢"
    r"(?!\s*(?:吗|嗎|么|麼|不|吧|呢|[?？]))|"
    # "比以前多慢了一半", "比之前慢了很多", "比原来慢了3倍": slower than before, measured against the asker's past
    r"比\s*(?:以前|之前|原来|原來|上个版本|上個版本|旧版|舊版)\s*(?:多|还|還|更)?\s*慢|"
    # "训练变慢了", "速度变得很慢": it became slow
    r"(?:变|變)(?:得)?\s*(?:很|非常|特别|特別)?\s*慢(?:了)")
"""A slowness felt on a job (module docstring)."""


def slow_felt(text: str) -> bool:
    """Whether ``text`` (the question, lower case) says a job went slow on the hardware (:data:`SLOW_FELT`)."""
    return SLOW_FELT.search(text) is not None


gate_module(globals())
