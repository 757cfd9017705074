"""The long-context lever (fix37c, issue 28 §4; newuser19 row 20: "which gpu to run a 14b model at 128k context, up
to 1500" → 32 GB needed → 2 × Tesla P40, with no word of the 8-bit KV cache that puts it in one 24 GB card).

At a long context the KV cache, not the weights, is most of what a model needs (``fits``' arithmetic: L × 2 × KV
heads × head dim × tokens × 2 bytes in fp16, llama.cpp's default). Kept in 8 bits — llama.cpp ``--cache-type-k q8_0
--cache-type-v q8_0`` (a quantized V cache needs flash attention), vLLM ``--kv-cache-dtype fp8`` — it takes half
(``data/oom_levers.csv`` ``kv-cache-quantization``; :data:`advisor.owner.KV_8BIT_KEPT`). A ``recommend`` sized at such
a context says that option beside its window line, with its arithmetic and the cheapest card that then holds the job
alone with room, and whether the budget buys it — only when that changes the lead: a cheaper card, or one card
where the lead splits the job over several (a 128 GB machine that already holds a 70B at 64k hears nothing more).
"""

from __future__ import annotations

from typing import Any

from .fits import Estimate, estimate, need_gb
from .fits.parsing import parse_context
from .i18n import Card as CardName
from .i18n import Message, Money, msg
from .kv_cache import KV_8BIT_KEPT, KV_SHARE, LONG_CONTEXT
from .models import Recommendation
from .wording import gb


def halved(est: Estimate) -> float:
    """GB ``est`` needs with its KV cache in 8 bits."""
    return est.total - est.kv_cache * (1 - KV_8BIT_KEPT)


def kv_line(adv: Any, r: Recommendation, est: Estimate) -> Message | None:
    """The 8-bit KV cache said for the sized job ``est`` of ``r`` (module docstring), or ``None`` when the context is
    short or the cache a small part of the need."""
    if est.context < LONG_CONTEXT or est.kv_cache < KV_SHARE * est.total:
        return None
    from .fits.ways import _tight, offer_price

    less = halved(est)
    params = dict(kv=gb(need_gb(est.kv_cache)), need=gb(need_gb(est.total)), less=gb(need_gb(less)))
    m = adv.catalog.market(r.market.id)
    ranked = {x.card for x in r.shape.ranking} if r.shape is not None and r.shape.ranking else None
    held = [o for o in adv._usable_cards(m) if o.price is not None and o.verdict != "not_recommended" and o.takes
            and not _tight(less, o.card.llm_memory_gb or 0.0)
            and (ranked is None or o.card.name in ranked)]  # a card the ranking picks, never another (break31 #11)
    if not held:
        return msg("kv.lever.none", "At this context the KV cache is {kv} of the {need}: kept in 8 bits (llama.cpp "
                   "--cache-type-k q8_0 --cache-type-v q8_0 with flash attention; vLLM --kv-cache-dtype fp8) it "
                   "takes half, so the job needs about {less}.", **params)
    o = min(held, key=lambda o: (offer_price(o).amount, o.card.name))
    price = offer_price(o)
    lead = r.shape.ranking[0] if r.shape is not None and r.shape.ranking else None
    lead_cost = None if lead is None else lead.total if lead.total is not None else (
        lead.price.amount * lead.gpus if lead.price is not None else None)
    if lead is not None and lead.gpus == 1 and (lead.card == o.card.name or (lead_cost is not None
                                                                           and lead_cost <= price.amount)):
        return None  # the lever changes nothing the answer leads with: one card it already names, or a cheaper one
    more = dict(card=CardName(value=o.card.name), memory=gb(o.card.llm_memory_gb or 0.0),
                price=Money(amount=price.amount, currency=price.currency), **params)
    if price.amount <= r.budget.market_amount:
        return msg("kv.lever.within", "At this context the KV cache is {kv} of the {need}: kept in 8 bits (llama.cpp "
                   "--cache-type-k q8_0 --cache-type-v q8_0 with flash attention; vLLM --kv-cache-dtype fp8) it takes "
                   "half, so the job needs about {less} and one {card} ({memory}, {price}) holds it alone, within the "
                   "budget.", **more)
    return msg("kv.lever.over", "At this context the KV cache is {kv} of the {need}: kept in 8 bits (llama.cpp "
               "--cache-type-k q8_0 --cache-type-v q8_0 with flash attention; vLLM --kv-cache-dtype fp8) it takes "
               "half, so the job needs about {less}; the cheapest card that then holds it alone is the {card} "
               "({memory}, {price}).", **more)


def kv_said(adv: Any, answer: Any, model: str | None, context: object, precision: str | None = None,
            task: str | None = None) -> Any:
    """``answer`` (a shaped ``recommend`` of an LLM sized at ``context`` tokens; anything else as it is) with the
    8-bit KV cache line (:func:`kv_line`) after its window line (``shape.reading``)."""
    shape = getattr(answer, "shape", None)
    if (not isinstance(answer, Recommendation) or shape is None or answer.use_case != "llm" or not model
            or context is None or str(context).strip() == "" or (task or "inference") != "inference"):
        return answer
    from .fits import parse_precision

    arch = adv.llm_models.resolve(model)
    est = estimate(arch, "inference", parse_precision(precision, "inference", arch),
                   parse_context(context, arch, "inference"), 1)
    line = kv_line(adv, answer, est)
    if line is None:
        return answer
    from .kv_lever_row import lever_row  # its first row says the lever too (fix43c)

    return answer.model_copy(update={"shape": lever_row(shape, line).model_copy(update={
        "reading": [*shape.reading, line], "headline": _lever_head(shape.headline, line)})})


def _lever_head(head: Message, line: Message) -> Message:
    """``head`` (a ``recommend`` headline: "For 1,500 USD (llm), buy 2 x Tesla P40.") led by the cheaper way the 8-bit
    KV cache opens within the budget (``kv.lever.within``: one Tesla P40, 295 USD; newuser20 #4: the headline's
    cheapest is the cheapest way the answer itself lists); as is for any other line or headline."""
    if line.key != "kv.lever.within" or not head.key.startswith("shape.recommend") or not {
            "budget", "use_case"} <= set(head.params):
        return head
    return msg("kv.lever.head", "For {budget} ({use_case}), buy one {card} ({price}) and keep the KV cache in 8 bits; "
               "the list below keeps it in 16 bits.", budget=head.params["budget"], use_case=head.params["use_case"],
               card=line.params["card"], price=line.params["price"])
