"""What a question is about besides its command: the concern that decides its answer (issue 28 §1).

A question names a card and a worry the command's own answer does not weigh: a repository that
needs CUDA on an Arc or Radeon card, NVIDIA's licence for GeForce cards in a datacenter, peer-to-peer
between eight GeForce cards, vLLM on a Pascal card. ``data/concerns.csv`` lists each concern: the
words that raise it (``cue``, a regular expression, ASCII word boundaries, matched on the question in lower case after
Unicode NFKC), which cards it is true of (``applies``: ``manufacturer:<name>``, ``line:<a>|<b>``,
``name:<expression>`` for the cards whose name it finds, ``interconnect`` for a card with a row in
``data/interconnect.csv``, ``cc:<lo>-<hi>`` for a compute
capability in ``[lo, hi)``, ``any`` for a question about the job on whatever card: a smaller batch's
accuracy), the rule it follows (``rule_id``, for its source), whether it replaces
the headline (``leads`` ``headline``: the card cannot do the job, so no speed or value verdict on it
stands), leads it with the headline said right after (``lead``: vLLM on a Pascal card answers "will vLLM run on my
P40?", and the fit or the card's overview still holds) or is said first among the deciding facts (``first``),
its sentence (``text``, a data message ``fact.concerns.<id>.text`` with ``{card}``, ``{cc}``, ``{p2p}``,
``{nvlink}``) and its ``source``.

:func:`with_concerns` puts the concerns a question raises into its answer's short form
(:class:`~advisor.models.Shape`): every front end shows them, in every language.
"""

from __future__ import annotations

import csv
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import i18n
from .i18n import Message, msg
from .models import Card, Caveat, Shape
from .wording import card_param, fact_message

if TYPE_CHECKING:
    from .rules import RuleBook

DECIDING_WEIGHT = 10.0
"""The weight of a concern said among the deciding facts (above any caveat's: it is never left out)."""

EXAMPLE_PARAMS: dict[str, Any] = {"card": i18n.Card(value="GeForce RTX 3090"), "cc": i18n.Text(value="6.1"),
                                   "p2p": i18n.Text(value="no"), "nvlink": i18n.Text(value="pairs")}
"""Every parameter a concern's text may take, with an example value (what renders a text alone, as the
translation checks do)."""

BLOCKED = msg("concerns.blocked", "cannot run this code as it is")
"""The reason on the ranking line of a card a leading concern blocks (instead of "better value")."""


@dataclass(frozen=True)
class Concern:
    """One row of ``data/concerns.csv`` (module docstring): ``id``, the compiled ``cue``, ``applies``,
    ``rule_id``, ``leads`` (``headline`` or ``first``) and the English ``text``."""

    id: str
    cue: re.Pattern[str]
    applies: str
    rule_id: str
    leads: str
    text: str

    def holds_for(self, card: Card, rules: RuleBook) -> bool:
        """Whether the concern is true of ``card`` (its ``applies`` condition)."""
        kind, _, value = self.applies.partition(":")
        if kind == "any":  # a question about the job itself (a smaller batch's accuracy), true on any card
            return True
        if kind == "manufacturer":
            return card.manufacturer == value
        if kind == "line":
            return card.line in value.split("|")
        if kind == "name":  # "name:^Arc (?:Pro )?A\d": the cards whose name the expression finds (judge30: Arc FP64)
            return re.search(value, card.name) is not None
        if kind == "interconnect":
            return rules.interconnect(card) is not None
        if kind == "cc":
            low, high = (float(x) for x in value.split("-"))
            try:
                cc = float(card.compute_capability or "")
            except ValueError:
                return False
            return card.manufacturer == "NVIDIA" and low <= cc < high
        raise ValueError(f"data/concerns.csv {self.id}: unknown applies {self.applies!r}")

    def message(self, card: Card, rules: RuleBook) -> Message:
        """The concern's sentence about ``card``: the data message ``fact.concerns.<id>.text`` with its
        parameters (the card, its compute capability, its interconnect facts)."""
        key = f"fact.concerns.{self.id}.text"
        i18n.register(key, self.text)
        params: dict[str, Any] = {"card": card_param(card.name)}
        if "{cc}" in self.text:
            params["cc"] = i18n.Text(value=card.compute_capability or "?")
        row = rules.interconnect(card)
        if row is not None and "{p2p}" in self.text:
            for name, column in (("p2p", "pcie_p2p"), ("nvlink", "nvlink")):
                fact = fact_message("interconnect", row, column)
                params[name] = i18n.MessageParam(key=fact.key, params=fact.params)
        return Message.model_construct(key=key, params=params)


def _data() -> Path:
    from .catalog import data_dir

    return data_dir()


@lru_cache(maxsize=4)
def load(data: Path | None = None) -> tuple[Concern, ...]:
    """The concerns of ``data/concerns.csv`` under ``data`` (the package's data directory by default)."""
    from .ask.gate import gate  # each cue behind its literal gate: every question is asked for each concern (issue 30)

    path = (data or _data()) / "concerns.csv"
    with open(path, newline="", encoding="utf-8") as fh:
        return tuple(Concern(id=r["id"], cue=gate(re.compile(r["cue"], re.ASCII)), applies=r["applies"],
                             rule_id=r["rule_id"], leads=r["leads"], text=r["text"]) for r in csv.DictReader(fh))


def raised(text: str, cards: list[Card], rules: RuleBook, data: Path | None = None) -> list[tuple[Concern, Card]]:
    """The concerns ``text`` raises about ``cards``, each with the first card it is true of, in the
    order of ``data/concerns.csv`` (one per concern)."""
    said = unicodedata.normalize("NFKC", text).lower()
    found = []
    for concern in load(data):
        if not concern.cue.search(said):
            continue
        if concern.id.startswith(SETUP) and not all(concern.holds_for(c, rules) for c in cards):
            continue  # a setup concern is about one vendor's stack: with another vendor's card beside it ("the
            # repo says no CUDA GPU" on an Arc, an RTX 2060 also named), the missing GPU is that card's, not a setup
        card = next((c for c in cards if concern.holds_for(c, rules)), None)
        if card is not None:
            found.append((concern, card))
    return found


SETUP = "setup-"
"""The id prefix of the concerns about a card's software setup (PyTorch finds no GPU): raised only when every
card the question names is of the stack the concern is about."""


SYMPTOM = "symptom-"
"""The id prefix of the concerns about a symptom an owner sees whose cause is not the card (low utilisation: the card
waits for data; a tool that leaves a supported card unused): their headline says so, and no upgrade is ranked."""

UPGRADE = "owner.upgrade."
"""The key prefix of an owner's upgrade advice (:mod:`advisor.owner`), which a symptom's headline says will not help."""


def with_concerns(shape: Shape, found: list[tuple[Concern, Card]], rules: RuleBook) -> Shape:
    """``shape`` with the concerns ``found`` (:func:`raised`) said first among its deciding facts; a
    concern that ``leads`` becomes the headline (the card cannot run the code, so the answer's speed
    and value headline no longer stands) and the blocked card's ranking line says so."""
    if not found:
        return shape
    headline = shape.headline
    ranking = list(shape.ranking)
    caveats = list(shape.caveats)
    decides = []
    for concern, card in found:
        sentence = concern.message(card, rules)
        if concern.leads == "lead" and headline is shape.headline and headline is not None:  # it answers the
            # question asked ("will vLLM run on my P40?"): said first, the answer's own headline right after (fix48a)
            decides.append(Caveat(rule_id=concern.rule_id, message=headline, weight=DECIDING_WEIGHT))
            headline = sentence
        elif concern.leads == "headline" and headline is shape.headline:
            headline = sentence
            ranking = [x.model_copy(update={"reason": BLOCKED}) if x.card == card.name else x for x in ranking]
            if concern.id.startswith(SYMPTOM):  # the card waits or is not used: no card to buy fixes it
                ranking, caveats = [], [c for c in caveats if not c.message.key.startswith(UPGRADE)]
        else:
            decides.append(Caveat(rule_id=concern.rule_id, message=sentence, weight=DECIDING_WEIGHT))
    said = {c.message.identity for c in decides}
    rest = [c for c in shape.decides if c.message.identity not in said]
    return shape.model_copy(update={"headline": headline, "ranking": ranking, "decides": [*decides, *rest],
                               "caveats": caveats})
