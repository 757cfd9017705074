"""Memory sizes in a list of cards (fix73b, judge29 #21 and #24): a size attaches only to the card it follows.

- "NVIDIA RTX 4060 or Jetson Orin 16GB": the 16 GB is the Jetson's, never a 4060 Ti 16 GB read for the 4060
  (:func:`memory_of_unknown`: a size inside a name the reader did not know stays that name's);
- "Orin NX 8G too or only the 16G version", "3060 12gb or the 8gb one": two variants of one card, each read
  (:data:`VARIANT_OR`).
Pure.
"""

from __future__ import annotations

import re

VARIANT_OR = re.compile(r"(?<![\d.])(\d{1,3})\s*gb?(?:\s+(?:too|also|as\s+well|version|one|model|variant))?\s*,?\s*"
                        r"(?:和|与|與|跟|还是|還是|或者?|or|vs\.?|versus|/)\s*(?:only\s+|just\s+)?(?:the\s+|a\s+)?"
                        r"(\d{1,3})\s*gb?(?![a-z\d])")
"""One card said with a memory, then another memory as its alternative: "40G和80G", "12gb or 8gb", "8G too or only
the 16G version" (the card in each memory is read: :meth:`advisor.ask.card_reading.CardReading._other_variant`)."""


def memory_of_unknown(unknown: list[str], said: float) -> bool:
    """Whether the memory ``said`` (GB) was written inside one of the ``unknown`` names ("jetson orin 16gb"): it is
    that device's, never a variant of another card read."""
    size = re.compile(rf"(?<![\d.]){said:g}\s*g")
    return any(size.search(u) for u in unknown)


__all__ = ["VARIANT_OR", "memory_of_unknown"]
