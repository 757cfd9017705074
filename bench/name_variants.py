"""Card names as people type them, generated from the catalogue (tests and ``make bench``),
and how a resolver is scored on them and on the acceptance table ``tests/cases/names.csv``.

Each variant is built from a canonical name by the transformations issue 8 lists — drop the
brand, change case and spacing, one typo in a word, add board-maker words — and keeps the
card it came from, so a resolver can be scored on it:

* *right*: the match is the card, or the answer is ambiguous with the card among the
  candidates;
* *wrong confident*: a match, not flagged ambiguous, that is another card — the failure that
  matters, because the user is told about a card they did not mean;
* anything else (no match, or ambiguous without the card) is *unsure*: not right, but the
  user is asked rather than misled.

:func:`variants` draws from a seeded :class:`random.Random`, so a run is repeatable;
the same transformations back the hypothesis test in ``tests/advisor/test_names.py``
(:data:`TRANSFORMS`, applied with a hypothesis-driven ``Random``).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

#: Leading brand words a user leaves out ("GeForce RTX 3090" → "RTX 3090").
BRANDS = ("geforce", "radeon", "nvidia", "amd", "intel", "quadro", "tesla")
#: Board makers and their product words, as shops list cards ("ASUS ROG Strix RTX 4090 OC"):
#: (maker, product words), the product words before or after the card's name. No product word is a
#: word of a card name ("XC Black" before "GTX TITAN" names the TITAN Black).
BOARD_WORDS = (
    ("ASUS", "ROG Strix"), ("ASUS", "TUF Gaming"), ("ASUS", "Dual"), ("MSI", "Gaming X Trio"),
    ("MSI", "Ventus 2X"), ("Gigabyte", "Windforce OC"), ("Gigabyte", "AORUS Master"),
    ("Gigabyte", "Eagle"), ("EVGA", "FTW3 Ultra"), ("EVGA", "XC3 Gaming"), ("Zotac", "AMP"),
    ("Zotac", "Twin Edge"), ("Palit", "GameRock"), ("PNY", "XLR8"), ("Sapphire", "Nitro+"),
    ("Sapphire", "Pulse"), ("PowerColor", "Red Devil"), ("XFX", "Speedster"), ("NVIDIA", "Founders Edition"),
    ("七彩虹", ""), ("华硕", ""), ("微星", ""),
)
_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_SPACE_BEFORE_NUMBER = re.compile(r"(?<=[A-Za-z]) (?=\d)")
_SPACE_AFTER_NUMBER = re.compile(r"(?<=\d) (?=[A-Za-z])")


@dataclass(frozen=True)
class Variant:
    """A typed form of ``card`` made by the transformations named in ``how``."""

    text: str
    card: str
    how: tuple[str, ...]


def drop_brand(name: str, rng: random.Random) -> str:
    """``GeForce RTX 3090`` → ``RTX 3090`` (the first brand word, if any)."""
    words = name.split()
    for i, w in enumerate(words[:-1]):
        if w.lower() in BRANDS:
            return " ".join(words[:i] + words[i + 1:])
    return name


def case_and_spacing(name: str, rng: random.Random) -> str:
    """Lower/upper case, and a space removed before or after a number (``rtx3090``,
    ``1080ti``), as people type them."""
    s = rng.choice((str.lower, str.upper, str.lower, lambda x: x))(name)
    if rng.random() < 0.5:
        s = _SPACE_BEFORE_NUMBER.sub("", s, count=1)
    if rng.random() < 0.5:
        s = _SPACE_AFTER_NUMBER.sub("", s, count=1)
    return s


def one_typo(name: str, rng: random.Random) -> str:
    """One typo (letter dropped, doubled, swapped with the next or replaced) in one word of
    at least four letters; numbers and short words (``Ti``, ``XT``) are never touched."""
    words = name.split(" ")
    spots = [i for i, w in enumerate(words) if w.isalpha() and len(w) >= 4]
    if not spots:
        return name
    i = rng.choice(spots)
    w = words[i]
    k = rng.randrange(len(w) - 1)
    kind = rng.randrange(4)
    if kind == 0:
        w = w[:k] + w[k + 1:]
    elif kind == 1:
        w = w[:k] + w[k] + w[k:]
    elif kind == 2:
        w = w[:k] + w[k + 1] + w[k] + w[k + 2:]
    else:
        w = w[:k] + rng.choice(_LETTERS.replace(w[k].lower(), "")) + w[k + 1:]
    words[i] = w
    return " ".join(words)


def board_words(name: str, rng: random.Random) -> str:
    """A board maker's name before the card, its product words (if any) before or after it."""
    maker, product = rng.choice(BOARD_WORDS)
    if not product:
        return f"{maker} {name}"
    if rng.random() < 0.5:
        return f"{maker} {name} {product}"
    return f"{maker} {product} {name}"


#: The transformations, by name, in the order they are applied.
TRANSFORMS: dict[str, Callable[[str, random.Random], str]] = {
    "drop-brand": drop_brand,
    "board-words": board_words,
    "typo": one_typo,
    "case-spacing": case_and_spacing,
}


def transform(name: str, which: Iterable[str], rng: random.Random) -> str:
    """Apply the named transformations to ``name`` in :data:`TRANSFORMS` order."""
    chosen = set(which)
    for key, fn in TRANSFORMS.items():
        if key in chosen:
            name = fn(name, rng)
    return name


def variants(names: Sequence[str], count: int, seed: int = 8) -> list[Variant]:
    """``count`` typed forms of cards drawn from ``names``, each with one to three
    transformations, repeatable for a given ``seed``."""
    rng = random.Random(seed)
    out: list[Variant] = []
    keys = list(TRANSFORMS)
    while len(out) < count:
        card = rng.choice(names)
        how = tuple(k for k in keys if k in rng.sample(keys, rng.randint(1, 3)))
        text = transform(card, how, rng)
        if text.strip().lower() != card.lower():
            out.append(Variant(text, card, how))
    return out


@dataclass(frozen=True)
class Score:
    """How a resolver did on some variants."""

    total: int
    right: int
    wrong_confident: int
    unsure: int
    wrong_examples: tuple[tuple[str, str, str | None], ...]  # (typed, meant, matched)

    @property
    def right_rate(self) -> float:
        return self.right / self.total if self.total else 1.0

    @property
    def wrong_confident_rate(self) -> float:
        return self.wrong_confident / self.total if self.total else 0.0


def score(resolve: Callable[[str], object], items: Iterable[Variant]) -> Score:
    """Score ``resolve`` (a function returning a :class:`~advisor.models.Resolution`)."""
    total = right = wrong = unsure = 0
    examples: list[tuple[str, str, str | None]] = []
    for v in items:
        res = resolve(v.text)
        total += 1
        match, ambiguous = getattr(res, "match", None), getattr(res, "ambiguous", False)
        if match == v.card or (ambiguous and v.card in getattr(res, "candidates", ())):
            right += 1
        elif match is not None and not ambiguous:
            wrong += 1
            examples.append((v.text, v.card, match))
        else:
            unsure += 1
    return Score(total, right, wrong, unsure, tuple(examples))


def table_score(resolve: Callable[[str], object], rows: Iterable[dict[str, str]]) -> Score:
    """Score ``resolve`` on rows of ``tests/cases/names.csv`` (see tests/cases/README.md).

    *right* as the table's kind requires; *wrong confident*: a single card given, not flagged
    ambiguous, that is not the expected one — including a row of kind ``ambiguous`` answered
    with one card silently ("2060" → the RTX 2060 alone) and a row of kind ``unknown``
    answered with a card; *unsure*: anything else (no match where one was expected, or a
    flagged guess that is wrong)."""
    total = right = wrong = unsure = 0
    examples: list[tuple[str, str, str | None]] = []
    for row in rows:
        res = resolve(row["query"])
        match, ambiguous = getattr(res, "match", None), getattr(res, "ambiguous", False)
        listed = {match, *getattr(res, "candidates", ())}
        expected = [n for n in row["expected"].split("|") if n]
        total += 1
        if row["kind"] == "exact":
            ok = match == expected[0]
        elif row["kind"] == "ambiguous":
            ok = ambiguous and match in expected and set(expected) <= listed
        else:
            ok = match is None
        if ok:
            right += 1
        elif match is not None and not ambiguous:
            wrong += 1
            examples.append((row["query"], row["expected"], match))
        else:
            unsure += 1
    return Score(total, right, wrong, unsure, tuple(examples))
