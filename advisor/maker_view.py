"""The one maker filter of a ranking (break27 #5, break28 #2–#3, fix57e): a view of the advisor whose markets list only
one maker's cards (and, unless left out, the machines on that maker's chip), without the makers left out, its rule
book saying the chosen maker's software standing rather than holding it against the card.

A buyer's own choice ("best amd gpu under 800", "no mac": :mod:`advisor.ask.maker_only`) and a job that only one maker's
software runs (training an image model's LoRA: kohya-ss/sd-scripts and diffusers train on CUDA, so
:mod:`advisor.image_train` ranks NVIDIA's cards alone) both rank on this view. Pure: the advisor itself is unchanged.
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .api import Advisor
    from .models import Card


def of_maker(card: Card, maker: str) -> bool:
    """Whether ``card`` is ``maker``'s (a ``Card.manufacturer``: ``NVIDIA``, ``AMD``, ``Intel``, ``Apple``): its own,
    or a machine on the maker's chip (an AMD Ryzen AI Max box, an NVIDIA GB10 box)."""
    return card.manufacturer == maker or bool(card.is_system and (card.chip or "").startswith(maker))


def maker_view(advisor: Advisor, maker: str | None, out: Iterable[str] = (), *, machines: bool = True) -> Advisor:
    """``advisor`` seen through one maker's cards (module docstring).

    Inputs: ``maker`` the maker kept (``None``: every maker), ``out`` the makers left out, ``machines`` whether
    unified-memory machines stay listed (``False``: cards only). Returns a view whose markets list only the cards
    kept, its rule book with ``chosen_maker`` (that maker's standing said, not held against it) and
    ``nvidia_left_out``; ``advisor`` itself when nothing is filtered."""
    out = tuple(out)
    if maker is None and not out and machines:
        return advisor
    catalog = advisor.catalog

    def kept(name: str) -> bool:
        card = catalog.card(name)
        return ((maker is None or of_maker(card, maker)) and not any(of_maker(card, o) for o in out)
                and (machines or not card.is_system))

    listed = {m: [(name, p) for name, p in prices if kept(name)] for m, prices in catalog.price_list.items()}
    view = copy.copy(advisor)
    view.catalog = dataclasses.replace(catalog, price_list=listed)
    view.rules = type(advisor.rules)(view.catalog)
    view.rules.chosen_maker = maker if maker is not None else advisor.rules.chosen_maker
    view.rules.nvidia_left_out = "NVIDIA" in out or advisor.rules.nvidia_left_out  # the other makers' standing said
    view.llm_models = view.rules.llm_models
    view._fit_offers = {}
    return view


__all__ = ["maker_view", "of_maker"]
