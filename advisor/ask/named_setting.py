"""A generation setting's value, named in words, is never a card (reader41): "Resolution: 480" is no Radeon RX 480,
"steps: 1000" no Quadro 1000, "分辨率：720", "width 768", "seed = 3090" no RTX 3090. :mod:`advisor.ask.setting_values`
reads a setting written as a flag or an identifier ("--seed 3090", "num_inference_steps: 30"); a setting named by a
plain word (an image or video run's resolution, size, steps, frames, frame rate, seed, guidance, port) is read here,
its card-like value (three to five digits, as :data:`advisor.ask.setting_values.CARD_LIKE`) blanked the same way.
A card said after the word stays ("resolution on my 4090": no value follows the word). Pure: no I/O."""

from __future__ import annotations

import re

from .gate import gate_module

NAMED_SETTING = re.compile(
    # a resolution, a seed or a port, its value after the word ("resolution 480", "分辨率 720", "端口 8000")
    r"(?<![a-z0-9_])(?:(?:resolution|res|seed|port|分辨率|解析度|种子|種子|端口)\s*(?:[=:：]|is|of|为|為|是|设为|設為)?|"
    # a size, steps, frames, a frame rate or guidance, its value after a sign ("steps: 1000", "width=768", "帧数：121"):
    # never a card said after the word ("50 steps 4090 took 2 min")
    r"(?:width|height|image\s+size|steps?|sampling\s+steps|inference\s+steps|frames?|num\s+frames|frame\s+rate|fps|"
    r"guidance(?:\s+scale)?|cfg(?:\s+scale)?|宽度|寬度|高度|步数|步數|采样步数|採樣步數|帧数|幀數|帧率|幀率)"
    r"\s*(?:[=:：]|is|为|為|是|设为|設為))\s*(\d{3,5})(?![\w.])")
"""A setting named by a word, then its value (group 1)."""


def named_settings(s: str) -> tuple[set[str], str]:
    """The values of the settings named by a word in ``s`` (the question, lower case), and ``s`` with them blanked
    (same length, so positions hold)."""
    values = {m.group(1) for m in NAMED_SETTING.finditer(s)}

    def blank(m: re.Match) -> str:
        return m.group()[:m.start(1) - m.start()] + " " * len(m.group(1))
    return values, NAMED_SETTING.sub(blank, s)


gate_module(globals())
