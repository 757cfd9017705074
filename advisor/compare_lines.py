"""How the two sides of a comparison differ besides speed: product line and training precisions.

``line_tradeoffs``: a data-centre or Quadro card against a GeForce card (``line.tesla``, ``line.tesla-why``,
``line.quadro``, ``line.geforce``) and a non-NVIDIA side (``vendor.nvidia``); ``precision_differences``: BF16 /
FP8 / FlashAttention, FP16 rate and Blackwell's minimum stack (``compat.bf16``, ``spec.fp16-rate``,
``compat.blackwell-min``). Split out of :mod:`advisor.compare`.
"""

from __future__ import annotations

from .i18n import Message, Quantity, msg
from .models import Card, CardFacts, Market, Reason
from .rules import RuleBook, card_param, gb, join


def line_tradeoffs(rules: RuleBook, market: Market, a: Card, b: Card, fa: CardFacts, fb: CardFacts) -> list[Reason]:
    """What the product lines of ``a`` and ``b`` trade (facts ``fa``, ``fb``): a data-centre card against a GeForce
    or TITAN card (dearer or cheap for its speed, where it wins: CN19), a Quadro against GeForce (``line.quadro``
    in ``market``'s words), and ``vendor.nvidia`` when a side is not NVIDIA. Returns the reasons, maybe none."""
    lines = {a.line, b.line}
    out: list[Reason] = []
    if "datacenter" in lines and lines & {"geforce", "titan"}:
        dc = a if a.line == "datacenter" else b
        gf = b if dc is a else a
        dc_f, gf_f = (fa, fb) if dc is a else (fb, fa)
        pair = {"card": card_param(dc.name), "other": card_param(gf.name)}
        if dc_f.performance_per_price and gf_f.performance_per_price:
            out.append(rules.reason("line.tesla", msg(
                "compare.datacenter.dearer", "{card} is a data-centre card: dearer for its speed than {other}.", **pair)
                if dc_f.performance_per_price < gf_f.performance_per_price else msg(
                "compare.datacenter.cheap", "{card} is a data-centre card: cheap here for its speed, but built for "
                "servers, unlike {other}.", **pair)))
        else:
            out.append(rules.reason("line.tesla", msg(
                "compare.datacenter.list-price", "{card} is a data-centre card; at list price such cards cost far more "
                "than a GeForce card of similar speed.", card=card_param(dc.name))))
        out.append(rules.reason("line.tesla-why", msg(
            "compare.datacenter.wins", "Where {card} wins: {wins}.", card=card_param(dc.name),
            wins=datacenter_wins(dc, gf))))
        out.append(rules.reason("line.geforce"))
    elif "quadro" in lines and lines & {"geforce", "titan"}:
        out.append(rules.reason("line.quadro", market=market))  # today: what the RTX PRO line is now
        out.append(rules.reason("line.geforce"))
    if {a.manufacturer, b.manufacturer} != {"NVIDIA"}:
        out.append(rules.reason("vendor.nvidia"))
    return out


def precision_differences(rules: RuleBook, market: Market, a: Card, b: Card) -> list[Reason]:
    """Training precisions (``compat.bf16``), FP16 rate (``spec.fp16-rate``) and Blackwell's
    minimum stack (``compat.blackwell-min``), where they matter for the pair."""
    out: list[Reason] = []
    rows = [rules.precision(a), rules.precision(b)]
    if market.policy.software == "today":
        for card in (a, b):
            text = rules.fp16_rate_message(card)
            if text:
                out.append(rules.reason("spec.fp16-rate", text))
        row_a, row_b = rows
        if row_a and row_b and any(c.compute_capability and float(c.compute_capability) >= 7.0 for c in (a, b)):
            both = ((a, row_a), (b, row_b))
            key = [(r["bf16"], r["fp8"], r["flash_attention"], bool(c.tensor_cores)) for c, r in both]
            if key[0] != key[1]:
                out.append(rules.reason("compat.bf16", join([rules.precision_message(c, r) for c, r in both])))
    for card, row in zip((a, b), rows, strict=True):
        if row and row["min_cuda"]:
            out.append(rules.reason("compat.blackwell-min", rules.blackwell_message(card, row)))
    return out


def datacenter_wins(dc: Card, gf: Card) -> list[Message]:
    """CN19's reasons a data-centre card exists (``line.tesla-why``, CN19 L12-15), keeping only
    those that hold for this pair: lower power only when it draws less (the guide's example is
    the 75 W Tesla P4 vs a 175 W GTX 1080), more memory only when it has more."""
    wins = []
    if dc.tdp_w and gf.tdp_w and dc.tdp_w < gf.tdp_w:
        wins.append(msg("compare.wins.power", "lower power ({power} vs {other_power})",
                        power=Quantity(value=dc.tdp_w, unit="W"), other_power=Quantity(value=gf.tdp_w, unit="W")))
    if dc.memory_gb and gf.memory_gb and dc.memory_gb > gf.memory_gb:
        wins.append(msg("compare.wins.memory", "more memory ({memory:g} vs {other_memory})", memory=dc.memory_gb,
                        other_memory=gb(gf.memory_gb)))
    wins += [msg("compare.wins.cooling", "passive cooling for server racks"),
             msg("compare.wins.servers", "built for 4-16 GPU servers"),
             msg("compare.wins.life", "a longer product life"),
             msg("compare.wins.licence", "and a licence that allows data-centre use")]
    return wins
