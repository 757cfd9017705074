"""A power supply named by its model is no card (reader38: "Both GPUs are powered using a G 750M power (cooler
master)": Cooler Master's G750M supply, never the GT 750M laptop GPU). A name that ends in a supply's word ("750M
power", "RM850x PSU", "1000 G5 power supply") or that follows a supply maker ("Cooler Master G750M", "Corsair
RM850x", "EVGA 1000 G5", "Seasonic Focus 850") is blanked before the cards are read; the watts said stay with the
supply readers, which read them before (:mod:`advisor.ask.watts`). Pure: no I/O."""

from __future__ import annotations

import re

from .gate import gate_module

# a model code then a supply's word: "g 750m power", "rm850x psu", "1000 g5 power supply", "g750m電源"
_CODE_THEN_SUPPLY = re.compile(r"(?<![a-z0-9])(?:[a-z]{1,4}\s?)?\d{3,4}\s?[a-z]{0,2}\d?(?:\s?(?:gold|platinum|titanium|"
                               r"bronze|plus))?\s*(?=(?:power\s+supply|power|psu|电源|電源)(?![a-z]))"
                               # a card's own power ("3090 vs 4090 power draw", "4090 power limit"): no supply
                               r"(?!\s*power\s+(?:draws?|drawn|consumption|usage|use|limits?|caps?|targets?|connectors?|"
                               r"cables?|spikes?|efficiency|requirements?|needs?|rating|budget)(?![a-z]))")
# a supply maker then its model code: "cooler master g750m", "corsair rm850x", "evga 1000 g5", "seasonic focus 850"
_MAKER_THEN_CODE = re.compile(r"(?<![a-z])(?:cooler\s*master|corsair|evga|seasonic|be\s+quiet!?|thermaltake|antec|fsp|"
                              r"super\s*flower|航嘉|长城|長城|海韵|海韻|振华|振華)\s*(?:[a-z]+\s+)?(?:[a-z]{0,3}\s?)?"
                              r"\d{3,4}\s?[a-z]{0,2}\d?(?![a-z0-9])")


def psu_blanked(s: str) -> str:
    """``s`` (the question, lower case) with each power supply's model name blanked (module docstring)."""
    for pattern in (_CODE_THEN_SUPPLY, _MAKER_THEN_CODE):
        s = pattern.sub(lambda m: " " * len(m.group()), s)
    return s


gate_module(globals())
