"""A bare "Titan" named beside a card of a later generation (issue 27, round 13). Pure: no I/O.

"Titan" alone names six cards (``data/name_defaults.csv``: the 2013 GTX TITAN assumed, said so). Beside another
card it is that card's generation's Titan: "增加多块2080Ti比较好还是提高到Titan" (2020) weighs the TITAN RTX against
2080 Tis, never the 2013 Kepler card; "1080 Ti or a Titan?" the Pascal Titan Xp. :func:`titan_of_era` reads it
so, and says the card assumed (the name index's own "'titan' fits several cards; assuming …").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..i18n import Card, UserText, msg

if TYPE_CHECKING:
    from .reader import Reading

BARE_TITAN = "GeForce GTX TITAN"  # the card the bare word is read as (data/name_defaults.csv)
# the Titan of each generation: the last one sold of it (the RTX for Ampere and later, which have none)
TITAN_OF = {"kepler": "GeForce GTX TITAN", "maxwell": "GeForce GTX TITAN X", "pascal": "TITAN Xp",
            "volta": "TITAN V", "turing": "TITAN RTX", "ampere": "TITAN RTX", "ada": "TITAN RTX"}


def titan_of_era(r: Reading, entry: Callable[[str], Any]) -> None:
    """Read a bare "Titan" of ``r`` (a reading: its cards and notes, changed in place) as the Titan of the newest
    other card's generation, when another card is read; ``entry`` gives a card's catalogue entry (its
    ``architecture`` and ``release_year``), or None."""
    if BARE_TITAN not in r.cards or len(r.cards) < 2 or not any(n.key == "name_default.titan" for n in r.notes):
        return
    others = [e for c in r.cards if c != BARE_TITAN and (e := entry(c)) is not None and e.architecture]
    if not others:
        return
    newest = max(others, key=lambda e: e.release_year or 0)
    arch = str(newest.architecture).split()[0].lower()  # "Maxwell 2.0": maxwell
    titan = TITAN_OF.get(arch)
    if titan is None or titan == BARE_TITAN or titan in r.cards:
        return
    r.cards[r.cards.index(BARE_TITAN)] = titan
    r.notes = [n for n in r.notes if n.key != "name_default.titan"]
    r.notes.append(msg("names.default", "'{query}' fits several cards; assuming {card}.",
                       query=UserText(value="titan"), card=Card(value=titan)))
