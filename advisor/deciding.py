"""What decides an answer, chosen by the question it answers (issue 28 §1).

An answer's short form leads with the fact that decides it (:attr:`advisor.models.Shape.decides`),
and that fact is chosen by the question and the answer's own reasons, never by a fixed weight per
rule:

- **buy** (``why``): the rules' findings at the verdict's own level — what makes the card not
  recommended or right only in some cases (CUDA 12.0 dropped Kepler, not on AMD's ROCm list,
  Xeon Phi discontinued, Arc is not CUDA, the DGX Spark trains at the speed its bandwidth allows)
  — or, for a recommended card, the software it needs (the 5090's CUDA 12.8 / PyTorch 2.7 floor):
  :func:`verdict_deciding`. (A card today's stack runs only on its last wheels, Pascal's, is held
  back by that finding itself.) A finding that only
  restates the verdict ("outside the catalogue of cards worth buying") comes after the specific
  ones. For someone who may already own the card (it is not recommended, or it has no price to be
  bought at), the owner's line comes first among the caveats (:func:`owner_first`).
- **faster / which** (``compare``): each side the rules do not recommend, with the reason that
  blocks it (:func:`blocked_sides`), and the memory one side gives up when the better value has less.
- **buy for a budget** (``recommend``): the reason the rules hold back on the first pick, when they do.
- **runs / own** (``fits --card``, ``why --own``): whether the owner's job fits their hardware.

Pure: functions of reasons and findings, no catalogue reads.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .models import Reason
from .rules.findings import Assessment

MAX_DECIDING = 2
"""Deciding sentences said right after the headline (product choice: the first decides; a second,
when the verdict has two causes of its own, such as "no ROCm" and "2 GB", or the software floor)."""
SUPPORT_RULES = ("compat.current-stack", "compat.blackwell-min")
"""Rules that say whether today's software runs the card: part of every buyer's and owner's question
("is the 5090 supported?", "why does my 1080 Ti fail with cu128?")."""
RESTATES = frozenset({"catalog.not-dl"})
"""Rules whose sentence only restates a verdict ("not a deep-learning card"): said after the findings
that say why."""
SUPERSEDED = {"compat.cudnn": "compat.current-stack", "compat.current-stack": "line.used-tesla"}
"""Findings that say a fact another finding at the same level says too: a guide's cuDNN rule and today's
stack (cuDNN does not run on Fermi; today's stack does not run it: today's is said), a used Tesla's costs
and its stack (the costs name the CUDA 12 builds it stays on: the costs are said)."""
MACHINE_STACKS = frozenset({"rules.system.gb10", "rules.system.apple", "rules.system.amd"})
"""A machine's finding that says through what today's software runs it (the DGX Spark's GB10 runs CUDA; a Mac
runs MPS and MLX, no CUDA): "can it run this?" is part of the question, so it follows the finding that holds the
machine back (F20: "the DGX Spark trains at the speed its 273 GB/s allows", then "it runs CUDA")."""
GENERIC_SUMMARIES = frozenset({"why.summary.situational", "why.summary.not-recommended"})
"""``why`` summaries that say only the verdict and the market: the short form's headline is then the
deciding reason itself (the verdict label is said before it)."""


def verdict_deciding(assessment: Assessment) -> list[Reason]:
    """The reasons that decide ``assessment``'s verdict, in the order the short form says them
    (module docstring): the findings at the verdict's level, specific ones first (a card today's
    stack no longer runs is held back by that finding itself); for a recommended card, the software
    it needs (:data:`SUPPORT_RULES`: the 5090's CUDA 12.8 floor). Empty for a recommended card that
    needs nothing special."""
    if assessment.verdict != "recommended":
        at = [f for f in assessment.ranked() if f.level == assessment.verdict]
        ids = {f.rule_id for f in at}
        at = [f for f in at if SUPERSEDED.get(f.rule_id) not in ids]
        at.sort(key=lambda f: f.rule_id in RESTATES)  # stable: the rules' own order otherwise
        said = {f.message.key for f in at}  # a machine held back by its speed: what its stack runs comes next
        runs = [f for f in assessment.ranked() if f.message.key in MACHINE_STACKS and f.message.key not in said]
        return [f.reason for f in at[:1] + runs[:1] + at[1:]]
    # nothing holds a recommended card back: what it needs to run is what decides ("is it supported?")
    return [f.reason for f in assessment.ranked() if f.rule_id in SUPPORT_RULES]


NO_BF16 = "rules.precision.no-bf16"
"""The precision finding of a card with no BF16 and no FlashAttention-2 (``compat.bf16``: Volta, Turing and older)."""


def with_no_bf16(reasons: Sequence[Reason], deciding: list[Reason]) -> list[Reason]:
    """``deciding`` with the card's no-BF16 finding (:data:`NO_BF16`) after it, when ``reasons`` has one and
    ``deciding`` does not yet (newuser26: "my friend sells his 2080 ti 11gb for 200" — for a Turing or Volta card
    bought for deep learning the deciding facts are no BF16 and no FlashAttention-2 in today's training stacks, more
    than its memory). The caller says when it applies (a card today's CUDA still runs, asked for training or deep
    learning in general, not for LLM inference where llama.cpp needs neither)."""
    found = next((r for r in reasons if r.message.key == NO_BF16), None)
    if found is None or any(r.message.key == NO_BF16 for r in deciding):
        return deciding
    return [*deciding, found]


def owner_first(verdict: str, priced: bool) -> bool:
    """Whether the owner's line ("If you already own it: …") leads the caveats of a ``why``: when the
    card is not recommended or right only in some cases (its owner asks whether to keep it), or when
    it has no price here (nobody buys it in this market: whoever asks has one)."""
    return verdict != "recommended" or not priced


def blocked_sides(blocks: Iterable[tuple[str, Reason | None]]) -> list[tuple[str, Reason]]:
    """``(card, reason)`` for each side of a comparison the rules do not recommend, in order."""
    return [(card, r) for card, r in blocks if r is not None]


def first_unsaid(reasons: Sequence[Reason], said: Iterable[str]) -> list[Reason]:
    """``reasons`` without those whose message identity is in ``said``."""
    seen = set(said)
    return [r for r in reasons if r.message.identity not in seen]
