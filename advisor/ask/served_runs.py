"""What an owner's cards serve, asked with no model (break34 #11: "I have 4x p40, what's the best model I
can serve" was answered with the one-user "largest" list led by Qwen2.5 72B in Q8_0 at ≈ 2 tok/s).

A server shares its decode among the users at once, so the model to serve is one that decodes usably for one user
(:data:`advisor.thresholds.USABLE_DECODE_TOK_S`) — never the largest that merely fits. When the question asks to serve
(:data:`advisor.ask.served_count.SERVED`) on the owner's cards and names no model, the answer opens with:

- the engine the cards run: vLLM's batching server needs compute capability :data:`advisor.thresholds.VLLM_MIN_CC`
  or newer (its installation docs, the threshold's source), so older cards (Pascal: a P40, a P100) serve with
  llama.cpp's server (llama-server, several slots sharing the model);
- the model to serve from the rig's own list (:mod:`advisor.runs`): the largest of its models that decodes at the usable
  speed or faster, with its level and speed, beside the largest dense model at Q4_K_M on the same cards (its decode
  from :meth:`advisor.api.Advisor.fits`) when that is usable and the list had it at a slower level.

Any other answer is left as it is. Pure but for the advisor's own answers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..errors import AdvisorError
from ..i18n import Card, Message, Number, Quantity, Text, msg
from ..thresholds import USABLE_DECODE_TOK_S, VLLM_MIN_CC
from ..wording import join
from .family_runs import family_kept as family_kept  # answer.py's hooks, re-exported: it is at 800 lines
from .full_beside import full_beside as full_beside
from .served_count import SERVED

if TYPE_CHECKING:
    from ..api import Advisor


def _tok_s(value: float) -> Quantity:
    return Quantity(value=round(value, 1 if value < 10 else 0), unit="tok/s", digits=1 if value < 10 else 0)


def _rig_said(rig: Any) -> Message | Card:
    c = rig.cards[0]
    return msg("owned.rig.count", "{count:.0f} × {card}", count=c.count, card=Card(value=c.card)) if (
        rig.count > 1 and len(rig.cards) == 1) else Card(value=c.card)


def served_runs(advisor: Advisor, text: str, read_as: Any, answer: Any) -> Any:
    """``answer`` (a rig's :class:`~advisor.models.Runs`) headed by what to serve on it (module docstring), or as
    it is."""
    shape = getattr(answer, "shape", None)
    models = getattr(answer, "models", None)
    rig = getattr(answer, "rig", None)
    if (shape is None or not models or rig is None or read_as.command != "fits" or read_as.model is not None
            or not read_as.own or not read_as.cards or SERVED.search(text.lower()) is None):
        return answer
    cards = [advisor.card(c.card) for c in rig.cards]
    ccs = [float(c.compute_capability) for c in cards if c.compute_capability]
    old = bool(ccs) and min(ccs) < VLLM_MIN_CC
    engine = (msg("ask.served-runs.llama-server", "vLLM's batching server needs compute capability {cc} or newer "
                  "and these cards are {have}, so they serve with llama.cpp's server (llama-server, several slots "
                  "sharing the model)", cc=Number(value=VLLM_MIN_CC), have=Text(value=f"{min(ccs):g}")) if old else
              msg("ask.served-runs.vllm", "they serve with vLLM, which batches the users' requests"))
    usable = [m for m in models if m.speed is not None and m.speed.tok_s >= USABLE_DECODE_TOK_S]
    if not usable:
        return answer
    pick = max(usable, key=lambda m: m.params_b)
    params: dict[str, Any] = dict(rig=_rig_said(rig), engine=engine, model=Text(value=pick.model),
                                  quant=Text(value=pick.quant), speed=_tok_s(pick.speed.tok_s),
                                  usable=_tok_s(USABLE_DECODE_TOK_S))
    said = msg("ask.served-runs.pick", "To serve on your {rig}: {engine}. Users at once share its speed, so serve a "
               "model that decodes usably for one ({usable} or more): {model} in {quant}, at about {speed}.", **params)
    parts: list[Message] = [said]
    crawl = next((m for m in models if m.role == "largest-dense" and m.speed is not None
                  and m.speed.tok_s < USABLE_DECODE_TOK_S), None)
    if crawl is not None:
        dense = _dense_4bit(advisor, crawl.model, read_as) if crawl.quant != "Q4_K_M" else None
        if dense is not None and dense > crawl.speed.tok_s:
            parts.append(msg("ask.served-runs.dense", "For a dense model, {model} in Q4_K_M decodes at about {speed}, "
                             "against {slow} in {quant}.", model=Text(value=crawl.model), speed=_tok_s(dense),
                             slow=_tok_s(crawl.speed.tok_s), quant=Text(value=crawl.quant)))
        else:
            parts.append(msg("ask.served-runs.crawl", "Not {model} in {quant}: at about {slow} for one user it "
                             "crawls once shared.", model=Text(value=crawl.model), quant=Text(value=crawl.quant),
                             slow=_tok_s(crawl.speed.tok_s)))
    head = join([*parts, shape.headline], "sentences")
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head})})


def _dense_4bit(advisor: Advisor, model: str, read_as: Any) -> float | None:
    """The decode (tok/s) of ``model`` at Q4_K_M on the owner's cards, or ``None``."""
    count = read_as.gpus or 1
    spec = f"{count}x {read_as.cards[0]}" if count > 1 else read_as.cards[0]
    if len(read_as.cards) != 1:
        return None
    try:
        f = advisor.fits(model, precision="int4", card=spec)
    except AdvisorError:
        return None
    r = getattr(f, "rig", None)
    return r.speed.tok_s if r is not None and r.way in ("alone", "split") and r.speed is not None else None
