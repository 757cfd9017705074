"""The short forms of the owner's answers that are not a card's (issue 28 §4-5): what a rig runs
(:func:`runs_shape`) and a model served to many users (:func:`serving_shape`), built as
:mod:`advisor.shape` builds the others (a headline, at most five ranking lines, caveats)."""

from __future__ import annotations

from . import i18n
from .i18n import Message, msg
from .models import Caveat, Fit, RankLine, Runs, Shape
from .serving import precision_name
from .shape_limits import CAVEAT_WEIGHT, MAX_CAVEATS, MAX_RANKING, OWNER_CAVEAT


def serving_shape(f: Fit) -> Shape:
    """A model served to many users (issue 28 §5): the serving plan's sentence as the headline, one line a
    configuration (cheapest that serves them first: its cards and price, users it holds, output in all and
    per user), and the GeForce licence as a caveat."""
    s = f.serving
    if s is None:
        raise ValueError("not a serving answer")
    from .serving_used import USED_KEYS

    roles = {"cheapest": msg("shape.role.serve-cheapest", "cheapest that serves them"),
             "fastest": msg("shape.role.serve-fastest", "fastest per user")}
    ranking = []
    for c in s.configs:
        figures = msg("shape.role.serves", "≈ {total} in all, {per} each, room for {room:,.0f} users",
                      total=i18n.Quantity(value=round(c.aggregate_tok_s), unit="tok/s", digits=0),
                      per=i18n.Quantity(value=c.per_user_tok_s, unit="tok/s", digits=0),
                      room=i18n.Number(value=c.max_users))
        if c.role == "rig":  # the owner's own cards: never priced
            mine = msg("shape.role.rig", "your card") if c.count == 1 else msg("shape.role.rig-cards", "your cards")
            ranking.append(RankLine(card=c.card, role="rig", gpus=c.count, memory_gb=c.memory_gb, reason=msg(
                "shape.role.serves-role", "{figures} · {role}", figures=figures, role=mine)))
            continue
        if c.precision and s.configs[0].precision and (c.precision != s.configs[0].precision or any(
                r.message.key in USED_KEYS for r in s.reasons)):  # another format than
            # the headline's, said (newuser26 #6: 8 × A100 in 16-bit beside 8 × RTX PRO 5000 in FP8); every row's
            # when the lead names cheaper 4-bit routes (newuser28 #1: "4 × RTX A6000" in 4-bit above, "8 × RTX A6000"
            # in FP8 below, one configuration in two formats)
            figures = msg("shape.role.serves.at", "in {precision}: {figures}", figures=figures,
                          precision=precision_name(c.precision))
        reason = (msg("shape.role.serves-role", "{figures} · {role}", figures=figures, role=roles[c.role])
                  if c.role in roles else figures)
        ranking.append(RankLine(card=c.card, role="serves", price=c.price, gpus=c.count,
                                total=c.total_price if c.count > 1 else None, memory_gb=c.memory_gb, reason=reason))
    decides = [Caveat(rule_id=r.rule_id, message=r.message, weight=CAVEAT_WEIGHT + 2) for r in s.reasons
               if r.message.key in USED_KEYS]  # the cheaper 4-bit routes decide "which GPUs" (the breaker)
    caveats = [Caveat(rule_id=r.rule_id, message=r.message, weight=CAVEAT_WEIGHT + 1)
               for r in s.reasons if r.message != s.message and r.message.key not in USED_KEYS][:MAX_CAVEATS]
    return Shape(headline=s.message, asked="serve", ranking=ranking[:MAX_RANKING], caveats=caveats, decides=decides,
                 details=max(1, len(f.reasons) + len(s.configs) - len(ranking[:MAX_RANKING])))


RUN_ROLE_ORDER = ("largest-dense", "coding", "chat", "vision", "offload", "best-moe", "reasoning")
"""Which of a rig's models the short form keeps first when there are more than it shows."""


def runs_shape(r: Runs) -> Shape:
    """What a rig runs (issue 28 §4): the summary (the largest model it runs) as the headline, one line a
    model — its quant level, decode tokens/s and why it is listed (largest dense, best for coding…), a model
    listed for two reasons once — the largest and the best per use first."""
    from .runs import ROLE_NAMES

    by_model: dict[str, list] = {}
    for m in r.models:
        by_model.setdefault(m.model, []).append(m)
    ordered = sorted(by_model.values(), key=lambda ms: min(RUN_ROLE_ORDER.index(m.role) for m in ms))
    ranking = []
    for ms in ordered[:MAX_RANKING]:
        m = min(ms, key=lambda m: RUN_ROLE_ORDER.index(m.role))
        roles = [ROLE_NAMES[x.role] for x in sorted(ms, key=lambda x: RUN_ROLE_ORDER.index(x.role))]
        role: Message = roles[0] if len(roles) == 1 else msg("answer.join.comma", "{first}, {second}",
                                                               first=roles[0], second=roles[1])
        figures = (msg("shape.role.runs.speed", "{quant} · ≈ {tok_s} · {role}", quant=m.quant, role=role,
                       tok_s=i18n.Quantity(value=round(m.speed.tok_s), unit="tok/s", digits=0))
                   if m.speed is not None else msg("shape.role.runs", "{quant} · {role}", quant=m.quant, role=role))
        ranking.append(RankLine(card=m.model, role="runs", memory_gb=m.need_gb, reason=figures))
    decides = [Caveat(rule_id=x.rule_id, message=x.message, weight=CAVEAT_WEIGHT + 1) for x in r.reasons
               if x.rule_id in ("compat.bf16", "compat.current-stack")  # besides memory: BF16, today's builds
               and x.message != r.summary]  # never the headline said twice (a Kepler card's last stack is both)
    caveats = [Caveat(rule_id=x.rule_id, message=x.message, weight=CAVEAT_WEIGHT + 1) for x in r.reasons
               if x.message.key.startswith(OWNER_CAVEAT)]  # the owner's own cards: split over PCIe
    return Shape(headline=r.summary, asked="largest", ranking=ranking, decides=decides, caveats=caveats,
                 details=max(1, len(r.reasons) - 1 - len(decides) - len(caveats) + len(ordered) - len(ranking)))
