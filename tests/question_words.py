"""Questions built of real words for the reader's property tests (tests/advisor/test_ask_properties.py,
tests/bot/cogs/test_ask.py): openers, budgets, cards, joiners, models and use-case words, in English
and Chinese, joined at random by hypothesis."""

from __future__ import annotations

import csv
from pathlib import Path

from hypothesis import strategies as st

FRAGMENTS = {
    "opener": ["what gpu should I buy", "best card", "which is better", "why not", "will", "can i run", "is the",
               "预算", "買什麼顯卡", "hi", "", "recommend", "compare", "should i get"],
    "budget": ["$800", "1.5k", "under 1500 dollars", "5000元", "1w以内", "€700", "两万块钱", "400 budget", "500",
               "for 2000", "¥3000", "$1,200", "about 600 bucks"],
    "card": ["3090", "rtx 4090", "gtx 970", "1080 ti", "3060 12gb", "tesla p40", "a100", "rx 7900 xtx", "titan xp",
             "4070 ti super", "2080ti", "gtx 9999", "rtx pro 6000"],
    "join": [" vs ", " or ", "和", "还是", " ", " and ", ", "],
    "model": ["llama 3 8b", "7b", "70B", "mixtral", "qwen 2.5 14b", "a 13b model", "deepseek r1 32b"],
    "word": ["for llms", "for kaggle", "used", "qlora", "two", "2 gpus", "?", "stable diffusion", "fine-tune",
             "at 4 bit", "in 2017", "新手", "二手", "for training", "to learn pytorch"],
}

questions = st.lists(
    st.sampled_from(sorted(FRAGMENTS)).flatmap(lambda kind: st.sampled_from(FRAGMENTS[kind])),
    min_size=1, max_size=7).map(" ".join)


def _texts(path: Path) -> list[str]:
    with open(path, newline="", encoding="utf-8") as fh:
        return [row["text"] for row in csv.DictReader(fh) if row.get("text")]


_ROOT = Path(__file__).resolve().parents[1]
CORPUS = [text for path in ("tests/cases/ask.csv", "tests/advisor/cases/questions.csv", "data/questions/public_en.csv",
                            "data/questions/public_zh.csv") for text in _texts(_ROOT / path)]
"""The project's own questions (the ask cases, the question cases and the public corpus outside the hold-out): the
gate tests check each gated pattern against them (tests/advisor/test_reader_gate.py, test_answer_gates.py)."""
