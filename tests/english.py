"""What "an English sentence" is, for the tests that look for one in a translated answer.

A translated answer may keep some Latin text: card and model names, units, rule ids, source
names and addresses, what a tool prints (quoted), product and brand names (:data:`NAMES`). What
it may not hold is a sentence of the product's own in English. :func:`english` finds runs of
three or more ASCII words that are none of those, after removing what an answer shows as it is
(``as_is``: card names, source names, ids, what the user typed).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

#: Words that are names in every language: products, brands, architectures, formats, the
#: guides' short names. Card names, rule ids and units need no entry (see :func:`english`).
NAMES = frozenset(re.findall(r"\S+", """
    CUDA PyTorch cuDNN FlashAttention FlashAttention-2 FlashAttention-3 FlashAttention-4 NVLink NVSwitch PCIe
    P2P TensorFlow NGC Lambda NVIDIA GeForce Quadro Tesla TITAN Titan Xp RTX GTX PRO ROCm AMD Radeon Instinct
    Intel Arc XPU Xeon Phi Linux Google Colab Kaggle Notebook Notebooks Baidu AI Studio Alibaba Cloud PAI-DSW
    LoRA QLoRA Adam CNN CNNs LLM D17 CN19 Dettmers Blackwell Ada Lovelace Hopper Ampere Kepler Maxwell Pascal
    Volta Turing Tensor FP4 FP8 FP16 BF16 TF32 FP32 fp16 bf16 fp32 int8 int4 token tokens wheels wheel cu128 cu126
    MSRP X GB GiB TB W GFLOPS TFLOPS ASRock Rack ROMED8-2T EPYC
"""))
WORD = r"[A-Za-z][A-Za-z0-9'’_\-]*"
RUN = re.compile(rf"{WORD}(?:[ ,]+{WORD})*")
GUIDE_LINES = re.compile(r"\b(?:D17|CN19|MODERN)?\s*(?:\bL\d+(?:[-–]\d+)?\s*)+")
"""Lines of a guide a source cites (``D17 L21-26``, ``CN19 L7 L11 L28``)."""
RULE_ID = re.compile(r"\b[a-z0-9]+(?:\.[a-z0-9_-]+)+\b")  # spec.same-arch, memory.llm-task, sm_120…
URL = re.compile(r"\b(?:https?://)?(?:[a-z0-9-]+\.)+[a-z]{2,}(?:/[^\s)）;；,，]*)?", re.IGNORECASE)
"""A web address (``https://…``, ``pytorch.org/docs/…``, ``calebcoffie.com/benchmarks``): a source's address."""
PATH = re.compile(r"\b(?:data|docs|advisor|tools|bot)/[\w./§-]+")
"""A file of the repository a source cites (``data/card_facts.csv``)."""

#: A quoted run: a command to type ('titan x pascal'), a message a tool prints ('sm_120 is not
#: compatible…') or a document's title (《Model training anatomy》), shown as it is in every language.
QUOTED = re.compile(r"'[^'\n]*'|“[^”]*”|「[^」]*」|‘[^’]*’|\"[^\"\n]*\"|`[^`\n]*`|《[^》\n]*》")


def english(text: str, as_is: Iterable[str] = ()) -> list[str]:
    """The English sentences in a rendered text: runs of three or more ASCII words (letters,
    then letters/digits/'/-, separated by spaces or commas) that are not names (:data:`NAMES`),
    after removing rule ids, web addresses, repository paths, quoted runs and everything shown as
    it is (``as_is``: card names, ids, source names and what the user typed, which stay as they
    are in every language)."""
    for s in sorted(set(as_is), key=len, reverse=True):
        if s:
            text = text.replace(s, "□")
    text = QUOTED.sub("□", text)  # what to type or what a tool prints, quoted: the same in every language
    text = URL.sub("□", text)
    text = PATH.sub("□", text)
    text = RULE_ID.sub("□", text)
    text = GUIDE_LINES.sub("□", text)
    found = []
    for run in RUN.finditer(text):
        words = [w for w in re.findall(WORD, run.group()) if w not in NAMES]
        if len(words) >= 3:
            found.append(run.group())
    return found
