"""A sized LLM ranking's lead holds the model outright before one that holds it only with a Mac's wired-memory limit
raised (fix43c, newuser20 #14: "llama 3.1 405b, money no object" led with the 256 GB Mac Studio M3 Ultra, whose GPU
holds the 234.5 GB job only with ``sudo sysctl iogpu.wired_limit_mb`` raised to 248 GB, while the 512 GB one holds it
with room at 9,499, within the budget).

A way that holds the job only with the limit raised is a way (``fits`` lists it, labelled), but never the first while
a way within the budget holds it as the machine comes: the first of those leads and the raised way follows it. The
ways that hold it outright are the ranking's own (``found``, on a headline route), else a machine no longer sold new
at its last list price (:func:`advisor.llm_lastlist.last_list_ways`, labelled ``last-list``: buy one used or
refurbished), the fastest first (capability: room, then speed), the cheapest of equals. Pure.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .llm_picks import Config

Chosen = list[tuple["Config", str, str]]


def raised(c: Config) -> bool:
    """Whether ``c`` holds its job only with a Mac's GPU wired-memory limit raised."""
    return c.way is not None and c.way.wired_limit_raised


def outright_first(chosen: Chosen, found: list[Config], last_list: Callable[[], list[Config]],
                   label: Callable[[Config], str]) -> Chosen:
    """``chosen`` with a way that holds the job outright first when its lead holds it only with the limit raised
    (module docstring); unchanged otherwise, or when nothing within the budget holds it outright. ``last_list()``:
    the machines at a last list price within the budget, as configurations; ``label(c)``: a found way's route
    words."""
    if not chosen or not raised(chosen[0][0]):
        return chosen
    shown = [c for c, _, _ in chosen]

    def best(among: list[Config]) -> Config | None:
        return max(among, key=lambda c: (c.tok_s, -c.total, c.name), default=None)

    lead = best([c for c in shown if not raised(c)])
    tag = None
    if lead is None:
        lead = best([c for c in found if c.headline and not raised(c)])
    if lead is None:
        lead, tag = best([c for c in last_list() if not raised(c)]), "last-list"
    if lead is None:
        return chosen
    was = next((lab for c, _, lab in chosen if c is lead), None)
    first = (lead, "best", was if was is not None else tag if tag is not None else label(lead))
    rest = [(c, "memory" if c is chosen[0][0] else role, lab) for c, role, lab in chosen if c is not lead]
    return [first, *rest]


__all__ = ["outright_first", "raised"]
