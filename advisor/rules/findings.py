"""What the checks find: a :class:`Finding` (one rule's effect on a card, its sentence made only
when an answer shows it) and an :class:`Assessment` (all findings for a card in a market and
context, and the verdict: the worst level found).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cached_property

from ..i18n import Message
from ..models import Card, Reason, VerdictKind
from ..wording import make_reason, rule_message

LEVEL = {"recommended": 0, "situational": 1, "not_recommended": 2}
EXPLAIN = "explain"  # a cited explanation: no effect on the verdict


@dataclass(frozen=True)
class Finding:
    """One rule's effect on a card: ``level`` is a verdict or ``"explain"``.

    The sentence is made only when an answer shows it (most findings only decide a verdict):
    ``build`` is the :class:`~advisor.i18n.Message`, a function that makes it, or ``None`` for
    the rule's own text (``rule_text``); :attr:`message` and :attr:`reason` make and keep it."""

    level: str
    rule_id: str
    source: Message
    build: Message | Callable[[], Message] | None = field(default=None, repr=False)
    rule_text: str = field(default="", repr=False)
    today: bool = field(default=False, repr=False)  # rule_text is the rule's today wording

    @cached_property
    def message(self) -> Message:
        """The finding's sentence as a message."""
        if self.build is None:
            return rule_message(self.rule_id, self.rule_text, today=self.today)
        return self.build if isinstance(self.build, Message) else self.build()

    @cached_property
    def reason(self) -> Reason:
        """The finding as a cited :class:`Reason`."""
        return make_reason(self.rule_id, self.message, self.source)


MAX_SENTENCES = 10_000  # bound of RuleBook's store of made sentences (cleared when full; ~3 KB each at most)


@dataclass(frozen=True)
class Assessment:
    """All findings for a card in a market and context, and the resulting verdict.

    ``sentences`` is the rule book's store of findings whose sentence was made, with this
    assessment's key (card, market, use case, memory floor): a finding's sentence depends on
    nothing else, so each is made once per key, not once per answer (``None``: not stored)."""

    card: Card
    verdict: VerdictKind
    findings: tuple[Finding, ...]
    sentences: tuple[dict, tuple] | None = field(default=None, compare=False, repr=False)

    def _stored(self, f: Finding) -> Finding:
        """The finding whose sentence is kept for this key (``f`` itself the first time)."""
        if self.sentences is None or isinstance(f.build, Message):
            return f
        store, key = self.sentences
        if len(store) >= MAX_SENTENCES:
            store.clear()
        return store.setdefault((key, f.rule_id, f.level, getattr(f.build, "__code__", None)), f)

    def ranked(self) -> Iterator[Finding]:
        """Findings most severe first (the order they were made within a level), each sentence
        once; lazily, so a caller that needs the first few makes only their sentences. Once walked to the
        end, the order is kept on the assessment (``_ranked``) and walked again from there (issue 30 §1: a kept
        assessment is ranked by every answer that shows it, each sentence compared with pydantic's equality)."""
        done = self.__dict__.get("_ranked")
        if done is not None:
            yield from done
            return
        order = {"not_recommended": 0, "situational": 1, "recommended": 2, EXPLAIN: 3}
        seen: list[tuple[str, Message]] = []
        out: list[Finding] = []
        for _, f in sorted(enumerate(self.findings), key=lambda p: (order[p[1].level], p[0])):
            f = self._stored(f)
            key = (f.rule_id, f.message)
            if key not in seen:
                seen.append(key)
                out.append(f)
                yield f
        self.__dict__["_ranked"] = tuple(out)  # walked to the end: every sentence made, in order

    @property
    def reasons(self) -> list[Reason]:
        """Reasons, most severe first (the order findings were made within a level); kept on the assessment
        (``_reasons``) once made, a new list returned each time."""
        done = self.__dict__.get("_reasons")
        if done is None:
            done = self.__dict__["_reasons"] = tuple(f.reason for f in self.ranked())
        return list(done)

    def blocking_finding(self) -> Finding | None:
        """The first finding that keeps the card from being recommended, if any."""
        for f in self.findings:
            if f.level == self.verdict and f.level != "recommended":
                return self._stored(f)
        return None

    def blocking(self) -> Reason | None:
        """The first reason that keeps the card from being recommended, if any."""
        f = self.blocking_finding()
        return f.reason if f is not None else None
