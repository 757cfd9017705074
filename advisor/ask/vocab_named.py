"""The vocabulary of a model named by a family the size-only reading drops (judge31 E09, C05): "LLaVA-7B", "Vicuna",
"Chinese-Alpaca-2-7B" were read as a bare "7B" and their logits sized with Llama 3's 128,256-token vocabulary, two to
four times theirs. A bare size keeps the table's reference architecture, and the answer says which vocabulary it
assumed (:mod:`advisor.ask.oom_train`).

Vocabularies: Llama 2 and the models fine-tuned from it or from LLaMA (Vicuna, Alpaca, LLaVA on Vicuna) keep its
32,000-token tokenizer (``data/models.csv``'s Llama 2 7B row: meta-llama/Llama-2-7b-hf config.json); Chinese-LLaMA-2
and Chinese-Alpaca-2 extend it to 55,296 (hfl/chinese-alpaca-2-7b config.json, "vocab_size": 55296; the project,
ymcui/Chinese-LLaMA-Alpaca-2, "expanded and optimized with Chinese vocabulary beyond the original Llama-2").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..kinds import Given, read_model

if TYPE_CHECKING:
    from ..api import Advisor

CHINESE_LLAMA2_VOCAB = 55296.0
"""Chinese-LLaMA-2 / Chinese-Alpaca-2's vocabulary (hfl/chinese-alpaca-2-7b config.json: "vocab_size": 55296)."""
_CHINESE2 = re.compile(r"chinese[\s_-]*(?:alpaca|llama)[\s_-]*2")
_LLAMA2 = re.compile(r"(?<![a-z])(?:llava|vicuna|alpaca|llama[\s_-]?2)(?![a-z])")
"""Models on Llama 2's (or LLaMA's) 32,000-token tokenizer: its fine-tunes (Vicuna, Alpaca) and LLaVA on Vicuna."""
LLAMA2 = "Llama 2 7B"
"""The model table's row whose vocabulary they share."""
BARE = re.compile(r"[\d.]+\s*[bm]", re.IGNORECASE)
"""A model read as its size alone ("7B")."""


def named_vocab(advisor: Advisor, text: str) -> tuple[float, str] | None:
    """(vocabulary, family said) of the Llama-2-based model ``text`` names beside a bare size, or ``None``."""
    low = text.lower()
    if _CHINESE2.search(low):
        return CHINESE_LLAMA2_VOCAB, "Chinese-LLaMA-2"
    if not _LLAMA2.search(low):
        return None
    try:
        arch = read_model(LLAMA2, Given(advisor))
    except AdvisorError:
        return None
    vocab = float(getattr(arch, "vocab", 0) or 0)
    return (vocab, "Llama 2") if vocab > 0 else None


__all__ = ["BARE", "named_vocab"]
