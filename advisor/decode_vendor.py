"""AMD and Intel cards' decode at their own vendor's measured share of the bandwidth (fix43f).

The decode estimate (:mod:`advisor.decode`) gives a discrete AMD or Intel card the efficiency fitted on that vendor's
own calibrating runs (device classes ``amd`` and ``intel``), not the NVIDIA-dominated ``gddr`` class's: the
CUDA-fitted share put a 7900 XTX (960 GB/s) a hair above a 3090 (936 GB/s) on every model, where the measured runs
put it a little below (105.75 against 111.74 tok/s on Llama 3 8B Q4_K_M). :func:`vendor_share` says, for a
comparison, how far that vendor's share sits from an NVIDIA card's, so a sentence that says "decode follows memory
bandwidth" never contradicts its own figures. Pure.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .i18n import Message, Number, Text, msg

if TYPE_CHECKING:
    from .decode import DecodeModel


def vendor_share(model: DecodeModel, device: str) -> tuple[str, int, float] | None:
    """``(vendor, measured runs, factor)`` for a card whose efficiency is fitted on its own vendor's runs: the
    vendor's name (``AMD``, ``Intel``), how many calibrating runs set it, and its efficiency over the ``gddr``
    class's (below 1: the vendor's runs reach a smaller share of the bandwidth). ``None`` for any other device
    (an NVIDIA card, a system, an HBM card, a vendor with no calibrating run, an unknown name)."""
    from .decode import REFERENCE_FAMILY, VENDOR_NAME

    p = model.parameters
    if p is None:
        return None
    try:
        cls = model.devices.get(device).device_class
    except KeyError:
        return None
    vendor = VENDOR_NAME.get(cls)
    runs = p.rows.get(("efficiency", cls), 0)
    if vendor is None or runs == 0:
        return None
    own = p.efficiency_of(cls, REFERENCE_FAMILY)[0]
    nvidia = p.efficiency_of("gddr", REFERENCE_FAMILY)[0]
    return vendor, runs, own / nvidia


def vendor_said(model: DecodeModel, card: str, other: str, card_param: Any) -> Message | None:
    """The clause of a comparison's decode sentence for ``card`` beside ``other`` when ``card``'s figure is at its
    vendor's measured share of the bandwidth and ``other``'s is not at the same (``None`` else); ``card_param``: the
    card as the sentence names it (:func:`advisor.rules.card_param`)."""
    share = vendor_share(model, card)
    if share is None:
        return None
    theirs = vendor_share(model, other)
    if theirs is not None and theirs[0] == share[0]:
        return None
    vendor, runs, factor = share
    if runs == 1:
        return msg("compare.llm.decode-vendor-run", "{card} is estimated at the share of its bandwidth that one "
                   "measured {vendor} run reaches ({factor:.2f}x an NVIDIA card's)", card=card_param,
                   vendor=Text(value=vendor), factor=Number(value=round(factor, 2)))
    return msg("compare.llm.decode-vendor-runs", "{card} is estimated at the share of its bandwidth that {runs:,.0f} "
               "measured {vendor} runs reach ({factor:.2f}x an NVIDIA card's)", card=card_param,
               runs=Number(value=runs), vendor=Text(value=vendor), factor=Number(value=round(factor, 2)))


__all__ = ["vendor_said", "vendor_share"]
