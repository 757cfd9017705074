"""Console arguments as people type them: words in, the text each answer needs out.

A shell splits ``gpu-advisor compare 1070 1080 ti`` into words; the console has to find where
one card's name ends and the next begins. It decides nothing about cards: whether some words
name a card is the core's answer (:meth:`advisor.api.Advisor.resolve`); this module only
chooses among the ways to cut the words (see :func:`compare_sides`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import cache
from typing import TYPE_CHECKING

from ..i18n import Card, ListOf, Message, Text, UserText, msg, render

if TYPE_CHECKING:
    from ..models import Resolution


class UsageError(Exception):
    """A command-line mistake (unknown option, missing argument, one card given to ``compare``):
    the console prints the message and exits with status 2, code ``invalid_option``.

    Made from a :class:`~advisor.i18n.Message` (``msg``: key + typed parameters) so that the
    console can say it in the chosen language (:meth:`render`); ``str(error)`` is the English.
    """

    code = "invalid_option"

    def __init__(self, message: Message) -> None:
        self.msg = message
        super().__init__(render(message.key, message.params))

    def render(self, language: str = "en") -> str:
        """The message in ``language`` (text the user typed goes through the core's quoting)."""
        return render(self.msg.key, self.msg.params, language, fallback=str(self))

    def to_dict(self) -> dict:
        """``{"code", "message", "key", "params"}``: the same shape as
        :meth:`advisor.errors.AdvisorError.to_dict`, so ``--json`` errors read alike."""
        return {"code": self.code, "message": str(self), "key": self.msg.key,
                "params": {k: v.model_dump(mode="json") for k, v in self.msg.params.items()}}


#: Words (and one comma) a person puts between two cards: ``titan x vs 1080 ti``.
SEPARATORS = frozenset({"vs", "vs.", "versus", ",", "and", "对比", "和"})
EXAMPLE = Text(value="gpu-advisor compare titan x vs 1080 ti")

_MEMORY = re.compile(r"\d+(?:\.\d+)?(?:gb|mb)")  # a memory size as advisor.names.normalize writes it


@cache
def _vocabulary() -> tuple[Callable[[str], str], frozenset[str], frozenset[str]]:
    """The name index's normaliser and two word sets (loaded on first use: ``--help`` stays light).

    *Qualifiers* qualify the card named before them and name no card alone: variant words
    (``ti``, ``super``, ``xt``, ``xtx``, ``gre``, ``mobile``), old-style suffixes (``gt``,
    ``le``), form factors (``sxm``, ``pcie``, ``nvl``) and architectures (``pascal``) — the
    vocabulary of :mod:`advisor.names` (its hard-token rule, names.ti-distinct) — and memory
    sizes (``3gb``). A side of ``compare``
    made only of these is never a card ("compare 1080 ti" is one card, never the GTX 1080 and a
    "GeForce2 Ti"). *Trailing* words never start a name (they follow a model number: "1080
    ti", "1060 3gb"), so a cut that leaves one at the start of the second card is the wrong
    cut; suffixes that are also product-line words ("gtx 1080") may start a name.
    """
    from ..names import ARCH_WORDS, FORM_FACTORS, PREFIXES, SUFFIXES, VARIANTS, normalize

    qualifiers = VARIANTS | SUFFIXES | ARCH_WORDS | frozenset(FORM_FACTORS)
    return normalize, qualifiers, qualifiers - PREFIXES


def joined(words: Sequence[str]) -> str:
    """The words of a ``nargs="+"`` argument as the one text they are (``500 usd``, ``titan x``)."""
    return " ".join(words)


def qualifier_only(text: str) -> bool:
    """True when ``text`` holds no word that can name a card: only variant words, suffixes,
    architectures or memory sizes (``ti``, ``super xt``, ``3gb``, ``pascal``), or nothing the
    name index reads at all (``nvidia``, ``!!``)."""
    normalize, qualifiers, _ = _vocabulary()
    return all(t in qualifiers or _MEMORY.fullmatch(t) for t in normalize(text).split())


def _starts_with_qualifier(text: str) -> bool:
    normalize, _, trailing = _vocabulary()
    tokens = normalize(text).split()
    return bool(tokens) and (tokens[0] in trailing or bool(_MEMORY.fullmatch(tokens[0])))


def _units(words: Sequence[str]) -> list[str]:
    """The words as typed, with commas as separators of their own; a quoted name ("1080 ti")
    stays one unit and is never cut. A single quoted argument holding everything is read as
    its words. Leading and trailing separators are dropped."""
    units: list[str] = []
    for word in words:
        if "," in word:
            for i, piece in enumerate(word.split(",")):
                if i:
                    units.append(",")
                if piece.strip():
                    units.append(piece.strip())
        elif word.strip():
            units.append(word.strip())
    if len(units) == 1:
        units = units[0].split()
    while units and units[0].lower() in SEPARATORS:
        units.pop(0)
    while units and units[-1].lower() in SEPARATORS:
        units.pop()
    return _glue_counts(units)


_COUNT_BEFORE = re.compile(
    r"^(?:[1-8]\s*[x×*]|two|three|four|dual|twin|triple|quad|[1-8两兩二双雙三四][张張块塊])$", re.I)
_COUNT_AFTER = re.compile(r"^(?:[x×*]\s*[1-8]|[1-8两兩二双雙三四][张張块塊])$", re.I)


def is_count(text: str) -> bool:
    """Whether ``text`` is only a count of cards ("2x", "x2", "two", "两张"), no card name."""
    low = text.strip().lower()
    return bool(_COUNT_BEFORE.match(low) or _COUNT_AFTER.match(low))


def _glue_counts(units: list[str]) -> list[str]:
    """A count typed as a word of its own stays with its card (``2x 1080``, ``2 x 1080``, ``two
    1080s``, ``1080 x2``, ``1080 两张``): one unit, so that the cut never makes it a card (the core
    reads the count, :meth:`advisor.names.NameIndex.count`)."""
    out: list[str] = []
    glue_next = False
    for unit in units:
        low = unit.lower()
        if glue_next and low not in SEPARATORS:
            out[-1] = f"{out[-1]} {unit}"
            glue_next = False
            continue
        glue_next = False
        if out and out[-1].lower() not in SEPARATORS and _COUNT_AFTER.match(low) and not _COUNT_BEFORE.match(
                out[-1].lower()):
            out[-1] = f"{out[-1]} {unit}"
            continue
        if low in ("x", "×", "*") and out and re.fullmatch(r"[1-8]", out[-1]):  # "2 x 1080"
            out[-1] = f"{out[-1]} {unit}"
            glue_next = True
            continue
        out.append(unit)
        glue_next = bool(_COUNT_BEFORE.match(low))
    return out


def _one_card(text: str, res: Resolution) -> UsageError:
    """The error for words that name one card (``res``, the resolution of the whole or of the part
    that names it) or none."""
    if res.match is None:
        return UsageError(msg("cli.compare.two_cards",
                              "compare needs two cards: quote names with spaces, or put 'vs' between them ({example})",
                              example=EXAMPLE))
    return UsageError(msg("cli.compare.one_card",
                          "compare needs two cards, and '{text}' names only one ({card}): add the second card "
                          "after 'vs'",
                          text=UserText(value=text), card=Card(value=res.match)))


def _too_many(text: str, cards: list) -> UsageError:
    """The error for words that name more than two cards (``cards``: each as a parameter)."""
    return UsageError(msg("cli.compare.too_many", "compare takes two cards, and '{text}' names {count}: "
                          "{cards}; compare them two at a time", text=UserText(value=text),
                          count=len(cards), cards=ListOf(items=cards)))


def _confident_cut(text: str, names_card: Callable[[str], bool],
                   res: Callable[[str], Resolution]) -> tuple[str, str] | None:
    """``text`` cut into two names that each resolve, unambiguously, to a card (``4090 3080``),
    or ``None`` when no cut does (``1080 ti``, ``rtx 3060 12gb``, ``titan x``)."""
    words = text.split()
    for i in range(1, len(words)):
        first, second = " ".join(words[:i]), " ".join(words[i:])
        if _starts_with_qualifier(second) or not (names_card(first) and names_card(second)):
            continue
        if not res(first).ambiguous and not res(second).ambiguous:
            return first, second
    return None


def compare_sides(words: Sequence[str], resolve: Callable[[str], Resolution]) -> tuple[str, str]:
    """The two card names in ``compare``'s words.

    1. An explicit separator ("vs", "versus", "and", ",", "对比", "和") splits there:
       ``titan x vs 1080 ti``. Quoted names are kept whole: ``"1080 ti" 1070``.
    2. Otherwise every cut between words is tried and ``resolve`` (the core's
       :meth:`~advisor.api.Advisor.resolve`) judges both sides. A cut is possible when both
       sides resolve to a card, neither is made only of qualifier words (``ti``, ``super``,
       ``xt``, ``3gb``, ``pascal`` — see :func:`_vocabulary`) and the second does not start with
       one (``1080 | ti 1070`` is not a cut). Among possible cuts the one with more confident
       sides wins (a match that is not ``ambiguous``), then the longer first name (qualifiers
       follow a name: ``titan x | 1060``, not ``titan | x 1060``). ``1070 1080 ti`` → ``1070``
       and ``1080 ti``.
    3. When no cut is possible, the words are one card (``1080 ti``, ``titan x``, ``7900 xtx``:
       a :class:`UsageError` asks for the second) unless some of them add nothing to the card
       the others name, or turn the whole into no card at all (``1080 banana``, ``banana
       1080``, ``4090 apple m3 max``): those are returned as the other side, so that the core
       reports the card it does not know (``unknown_card``) or why it is no card (Apple silicon).
    Two shell words of which one is quoted with spaces (``4090 "apple m3 max"``) are the two
    sides as typed.

    Args:
        words: the arguments after ``compare`` (shell words; a quoted name is one word).
        resolve: a name resolver returning a :class:`~advisor.models.Resolution`.
    Returns:
        ``(first, second)`` as text for :meth:`~advisor.api.Advisor.compare`.
    Raises:
        UsageError: the words name one card or none that can be told apart ("compare needs two
            cards …"), or a side is only qualifier words (``1080 vs ti``).
    """
    units = _units(words)
    r = _Names(resolve)
    split = _at_separator(units, words, r)
    if split is not None:
        return split
    whole = " ".join(units)
    if len(units) < 2:
        raise _one_card(whole, r.res(whole))
    if len(units) == 2 and any(" " in unit for unit in units):
        # Two shell words, one of them quoted with spaces ("4090 'apple m3 max'"): the person has
        # already cut the words; each is one name, judged (or refused) by the core.
        return _as_typed(units[0], units[1])
    best = _best_cut(units, r)
    _refuse_more_than_two(units, best, r)
    if best is not None:
        return best
    # No cut names two cards: one card typed, or beside a card words the index does not know.
    # Words that add nothing to the card the others name are meant as the other card: the
    # core then says it knows no such card ("1080 banana", "banana 1080"); words that change
    # the card or only qualify it are part of its name ("titan x", "7900 xtx").
    sides = _card_then_other_words(units, r) or _other_words_then_card(units, r)
    if sides is not None:
        return sides
    if len(units) == 2 and r.res(whole).match is None:
        return units[0], units[1]  # "banana apple": the core says which it does not know
    raise _one_card(whole, r.res(whole))


# --------------------------------------------------------------------------- the steps of compare_sides
class _Names:
    """The core's resolver, asked once per text (each step of :func:`compare_sides` asks again)."""

    def __init__(self, resolve: Callable[[str], Resolution]) -> None:
        self._resolve = resolve
        self._cache: dict[str, Resolution] = {}

    def res(self, text: str) -> Resolution:
        """The resolution of ``text``."""
        if text not in self._cache:
            self._cache[text] = self._resolve(text)
        return self._cache[text]

    def names_card(self, text: str) -> bool:
        """Whether ``text`` names a card and is more than qualifier words."""
        return self.res(text).match is not None and not qualifier_only(text)


def _cut(units: Sequence[str], i: int) -> tuple[str, str]:
    """The units before ``i`` and from ``i`` on, each as one text."""
    return " ".join(units[:i]), " ".join(units[i:])


def _as_typed(first: str, second: str) -> tuple[str, str]:
    """Two sides the person cut (a separator, or quotes): as they are, unless one is only
    qualifier words (``1080 vs ti``), refused."""
    for side in (first, second):
        if qualifier_only(side):
            raise UsageError(msg("cli.compare.not_a_card",
                                 "'{text}' alone is not a card; compare needs two cards ({example})",
                                 text=UserText(value=side), example=EXAMPLE))
    return first, second


def _at_separator(units: list[str], words: Sequence[str], r: _Names) -> tuple[str, str] | None:
    """Step 1: the two sides of an explicit separator (``titan x vs 1080 ti``), ``None`` without
    one; more than two cards between separators (``1070, 1080, 2080 ti``) are refused."""
    segments: list[list[str]] = [[]]
    for unit in units:
        if unit.lower() in SEPARATORS:
            segments.append([])
        else:
            segments[-1].append(unit)
    segments = _purpose_joined(segments, r)
    if len(segments) > 2:  # "1070, 1080, 2080 ti": more than two cards
        names = [" ".join(seg) for seg in segments if seg]
        named = [Card(value=r.res(n).match) if r.res(n).match else UserText(value=n) for n in names]
        raise _too_many(" ".join(w.strip() for w in words), named)
    if len(segments) == 2:
        return _as_typed(" ".join(segments[0]), " ".join(segments[1]))
    return None


# a purpose after a card ("4060 for Real-ESRGAN", "3090 in Lightroom", "4090 跑 ComfyUI"): what follows a separator
# after it, naming no card, continues the purpose (break49 #2: "3060 vs 4060 for Real-ESRGAN and Lightroom")
_PURPOSE = re.compile(r"^(?:for|in|with|to|on|running|用于|用於|用来|用來|跑|做)$", re.I)


def _purpose_joined(segments: list[list[str]], r: _Names) -> list[list[str]]:
    """``segments`` without each one that names no card after one that says a purpose after its card
    (:data:`_PURPOSE`): an application or a job listed there ("… for Real-ESRGAN and Lightroom") continues that
    purpose, never a third card."""
    out: list[list[str]] = []
    for seg in segments:
        if out and seg and any(_PURPOSE.match(w) for w in out[-1][1:]) and r.res(" ".join(seg)).match is None:
            continue  # the purpose's other items: the side is the card before it, read as typed up to there
        out.append(seg)
    return out


def _best_cut(units: list[str], r: _Names) -> tuple[str, str] | None:
    """Step 2: among the cuts whose two sides each name a card (the second not starting with a
    qualifier), the one with more confident sides, then the longer first name; ``None`` if none."""
    best: tuple[tuple[int, int], tuple[str, str]] | None = None
    for i in range(1, len(units)):
        first, second = _cut(units, i)
        if _starts_with_qualifier(second) or not (r.names_card(first) and r.names_card(second)):
            continue
        rank = (sum(not r.res(side).ambiguous for side in (first, second)), i)
        if best is None or rank > best[0]:
            best = (rank, (first, second))
    return best[1] if best is not None else None


def _refuse_more_than_two(units: list[str], best: tuple[str, str] | None, r: _Names) -> None:
    """More than two cards without separators ("3090 4090 3080", "4090 4090 4090"): said as
    such, never a guess — in the best cut, or (without one) in any cut whose sides each name a
    card or cut confidently into two."""
    cuts = [best] if best is not None else [_cut(units, i) for i in range(1, len(units))]
    for sides in cuts:
        if not all(r.names_card(side) or _confident_cut(side, r.names_card, r.res) for side in sides):
            continue
        cards = [c for side in sides for c in (_confident_cut(side, r.names_card, r.res) or (side,))]
        if len(cards) > 2:
            raise _too_many(" ".join(units), [Card(value=r.res(c).match) for c in cards])


def _card_then_other_words(units: list[str], r: _Names) -> tuple[str, str] | None:
    """Step 3a: the longest first part that names a card, with the rest as the other side when
    the rest adds nothing to that card (``1080 banana``); one card typed is refused."""
    whole = " ".join(units)
    for i in range(len(units) - 1, 0, -1):
        first, second = _cut(units, i)
        if not r.names_card(first):
            continue
        if r.res(whole).match in (None, r.res(first).match) and not qualifier_only(second) \
                and not _starts_with_qualifier(second):
            return first, second
        raise _one_card(whole, r.res(whole) if r.res(whole).match else r.res(first))
    return None


def _other_words_then_card(units: list[str], r: _Names) -> tuple[str, str] | None:
    """Step 3b: else the longest last part that names a card, with the words before it as the
    other side (``banana 1080``); one card typed is refused."""
    whole = " ".join(units)
    for i in range(1, len(units)):
        first, second = _cut(units, i)
        if r.names_card(second) and not _starts_with_qualifier(second):
            if r.res(whole).match in (None, r.res(second).match) and not qualifier_only(first):
                return first, second
            raise _one_card(whole, r.res(whole) if r.res(whole).match else r.res(second))
    return None
