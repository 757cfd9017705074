"""A power supply named by its model is no card (reader38: "Both GPUs are powered using a G 750M power (cooler
master)": Cooler Master's G750M supply, never the GT 750M laptop GPU). A name that ends in a supply's word ("750M
power", "RM850x PSU", "1000 G5 power supply") or that follows a supply maker ("Cooler Master G750M", "Corsair
RM850x", "EVGA 1000 G5", "Seasonic Focus 850") is blanked before the cards are read; the watts said stay with the
supply readers, which read them before (:mod:`advisor.ask.watts`). Pure: no I/O."""

from __future__ import annotations

import re

from ..said_once import said_once
from .gate import gate_module

# a model code then a supply's word: "g 750m power", "rm850x psu", "1000 g5 power supply", "g750m電源"
_CODE_THEN_SUPPLY = re.compile(r"(?<![a-z0-9])(?:[a-z]{1,4}\s?)?\d{3,4}\s?[a-z]{0,2}\d?(?:\s?(?:gold|platinum|titanium|"
                               r"bronze|plus))?\s*(?=(?:power\s+supply|power|psu|电源|電源)(?![a-z]))"
                               # a card's own power ("3090 vs 4090 power draw", "4090 power limit"): no supply
                               r"(?!\s*power\s+(?:draws?|drawn|consumption|usage|use|limits?|caps?|targets?|connectors?|"
                               r"cables?|spikes?|efficiency|requirements?|needs?|rating|budget)(?![a-z]))")
# a supply maker then its model code: "cooler master g750m", "corsair rm850x", "evga 1000 g5", "seasonic focus 850"
_MAKER_THEN_CODE = re.compile(r"(?<![a-z])(?:cooler\s*master|corsair|evga|seasonic|be\s+quiet!?|thermaltake|antec|fsp|"
                              r"super\s*flower|航嘉|长城|長城|海韵|海韻|振华|振華)\s*"
                              # a series word ("focus", "prime"), never the question's own ("corsair power a 4090":
                              # break30 #8), then a rating a supply has (200-2,000 W: "corsair 4090" is a card)
                              r"(?:(?!(?:power|powers|run|runs|handle|drive|a|an|the|with|for|to|and|or|psu|supply|"
                              r"is|enough)\s)[a-z]+\s+)?(?:[a-z]{1,3}-?)?(?:[2-9]\d{2}|1\d{3}|2000)(?!\d)\s?[a-z]{0,2}\d?"
                              r"(?![a-z0-9])")

# a supply series' code alone: "rm850x", "rm1000e", "hx1200i", "ax1600i", "sf750", "cx650m", "gx-850", "tx-1000"
_SERIES_CODE = re.compile(r"(?<![a-z0-9])(?:rm|hx|ax|sf|cx|gx|tx|px)-?(?:[2-9]\d{2}|1\d{3}|2000)(?!\d)[xeim]?"
                          r"(?![a-z0-9])")


def psu_blanked(s: str) -> str:
    """``s`` (the question, lower case) with each power supply's model name blanked (module docstring)."""
    for pattern in (_CODE_THEN_SUPPLY, _MAKER_THEN_CODE, _SERIES_CODE):
        s = pattern.sub(lambda m: " " * len(m.group()), s)
    return s


_DIGITS = re.compile(r"\d{3,4}")


@said_once  # read once a text (advisor.said_once, perf33)
def named_supply_w(s: str) -> float | None:
    """The wattage of a power supply named by its model in ``s`` (lower case): the number in "corsair rm850x",
    "evga 1000 g5", "rm850x psu", "seasonic focus 850" (break30 #8: "will my corsair rm850x run a 4090?" asked the
    supply, read as an owned 4090); ``None`` when no supply's model is named. Its makers' model codes carry the
    rating (RM850x: 850 W)."""
    for pattern in (_MAKER_THEN_CODE, _SERIES_CODE, _CODE_THEN_SUPPLY):
        for m in pattern.finditer(s):
            if (digits := _DIGITS.search(m.group())) is not None and 200 <= int(digits.group()) <= 2000:
                return float(digits.group())
    return None


_OWN_WORD = re.compile(r"(?<![a-z])(?:my|mine|i\s+have|i've\s+got|i\s+got|i\s+own)(?![a-z])|我的|我有|我家")
_SUPPLY_WORD = re.compile(r"(?<![a-z])(?:psu|power\s+supply|supply)(?![a-z])|电源|電源")


def only_supply_owned(s: str) -> bool:
    """Whether every owner's word of ``s`` (lower case) is said of a power supply ("will my corsair rm850x run a
    4090?", "my psu is 750w, can it run a 4090?": the supply had, the card asked about — break30 #8): its next
    four words, up to "and" or punctuation, name a supply. ``False`` when no owner's word is said."""
    said = list(_OWN_WORD.finditer(s))
    if not said:
        return False
    for m in said:  # the next words, up to "and" or punctuation: "i have a 3090 and my psu …" has the 3090
        after = " ".join(re.split(r"[,.;!?，。；！？]|\band\b|\bwith\b|和|跟", s[m.end():])[0].split()[:4])
        if not (_SUPPLY_WORD.search(after) or named_supply_w(after) is not None):
            return False
    return True


gate_module(globals())
