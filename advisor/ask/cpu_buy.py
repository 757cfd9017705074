"""A CPU-only owner asks whether to (still) buy a GPU (newuser21 #27: "I have a ryzen 9 7950x and 128gb ram, cpu vs gpu
for llama 70b, should I still buy a GPU" got the CPU's ≈ 0.7 tok/s and no yes or no).

:func:`cpu_buy_first` heads such an answer (an owner's fit on the CPU with their RAM, no card, a GPU's purchase
or the CPU-vs-GPU question asked) with the verdict for speed: the CPU-only decode
(:func:`advisor.cpu_only.cpu_decode`, its basis said) against the cheapest GPU set-up recommended for the model (the
``cheapest`` of :meth:`advisor.api.Advisor.fits`: a way that works without caveats at a usable speed where one does;
its price and decode estimate), named for what it is, not as the cheapest that merely holds the model (review21 #4: a
slower 2 × Tesla P40 holds 70B for less) — yes when that is faster. No priced set-up, or one no faster, leaves the
answer as it is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cpu_fit import fitted
from ..cpu_only import bytes_per_token, cpu_decode
from ..errors import AdvisorError
from ..fits import estimate
from ..fits.memory import quant_name
from ..i18n import Card, Money, Number, Quantity, Text, msg
from ..kinds import Given, read_model
from ..ram_speed import offload_at, offload_basis
from ..thresholds import ROOMY_SLOWDOWN, USABLE_DECODE_TOK_S
from ..wording import join
from .cpu_vs_gpu import asks_cpu_vs_gpu
from .unified_buy import asks_buy_a_gpu

if TYPE_CHECKING:
    from ..api import Advisor


def _tok_s(value: float) -> Quantity:
    return Quantity(value=round(value, 1 if value < 10 else 0), unit="tok/s", digits=1 if value < 10 else 0)


def cpu_buy_first(advisor: Advisor, text: str, read_as: Any, answer: Any) -> Any:
    """``answer`` headed by the verdict on buying a GPU beside the owner's CPU (module docstring), or as it is; with no
    model named ("should I buy a GPU at all? I have 512 GB RAM"), what the CPU runs followed by when a GPU helps."""
    shape, rig, model = getattr(answer, "shape", None), getattr(answer, "rig", None), getattr(answer, "model", None)
    if (shape is not None and read_as.model is None and read_as.command == "fits" and not read_as.cards
            and read_as.ram_gb and asks_buy_a_gpu(text)):  # "should I buy a GPU at all? I have 512 GB RAM" (fix63c):
        return answer.model_copy(update={"shape": shape.model_copy(update={"headline": join([shape.headline, msg(
            "ask.cpu-buy.at-all", "A GPU decodes far faster any model that fits its memory; beside this RAM, one holds "
            "an MoE's attention and shared layers (llama.cpp -ot exps=CPU). Name a model and a budget to weigh one.")],
            "sentences")})})  # what the CPU runs first, then when a GPU helps
    if (shape is None or rig is None or model is None or read_as.command != "fits" or read_as.cards
            or not read_as.ram_gb or getattr(answer, "task", None) != "inference"
            or not (asks_buy_a_gpu(text) or asks_cpu_vs_gpu(text))):
        return answer
    try:
        arch = read_model(model.name, Given(advisor))
        found = advisor.fits(model.name, precision=answer.precision, context=answer.context_tokens,
                             market=answer.market.id)
    except AdvisorError:
        return answer
    offload = offload_at(advisor.offload, read_as.ram_kind, read_as.ram_gb)  # the owner's RAM, as the fit reads it
    est = estimate(arch, "inference", answer.precision, answer.context_tokens, 1)
    cpu = cpu_decode(est, offload)
    basis = dict(model=Text(value=model.name), quant=Text(value=quant_name(answer.precision)), cpu=_tok_s(cpu.tok_s),
                 read=Quantity(value=round(bytes_per_token(est, offload) / 1e9, 1), unit="GB"),
                 bandwidth=Quantity(value=offload.ram_bandwidth_gb_s, unit="GB/s"), memory=offload_basis(offload),
                 efficiency=Number(value=fitted(offload).efficiency))
    cheapest = getattr(found, "cheapest", None)
    if cheapest is not None and (cheapest.speed is None or cheapest.price is None):
        cheapest = None  # no priced set-up with a speed to weigh
    if round(cpu.tok_s, 1) >= USABLE_DECODE_TOK_S and est.total <= (read_as.ram_gb or 0.0) * 1e9 and (
            cheapest is None or cheapest.speed.tok_s < cpu.tok_s * ROOMY_SLOWDOWN):  # usable, as said, and no GPU
        return _no_gpu_needed(answer, shape, basis, arch.experts > 1)  # set-up twice as fast: none needed (mend46b)
    if cheapest is None:
        return answer
    gpu = cheapest.speed.tok_s
    if cpu.tok_s <= 0 or gpu <= cpu.tok_s:
        return answer
    times = gpu / cpu.tok_s
    setup = (Card(value=cheapest.card) if cheapest.count == 1 else
             msg("ask.cpu-buy.cards", "{count:.0f} × {card}", count=Number(value=cheapest.count),
                 card=Card(value=cheapest.card)))
    price = cheapest.total_price if cheapest.total_price is not None else cheapest.price.amount * cheapest.count
    chosen = (msg("ask.cpu-buy.chosen.usable", "the cheapest GPU set-up recommended here for it (one that decodes "
                  "at {floor} or more, about reading speed)", floor=_tok_s(USABLE_DECODE_TOK_S))
              if gpu >= USABLE_DECODE_TOK_S else
              msg("ask.cpu-buy.chosen", "the cheapest GPU set-up recommended here that holds it"))
    said = msg("ask.cpu-buy.yes", "Yes, for speed: on your CPU alone {model} in {quant} decodes at about {cpu} (an "
               "estimate: each token reads about {read} of weights from RAM at {bandwidth}, {memory}, "
               "x {efficiency:.2f} fitted on measured llama.cpp runs); {chosen}, {setup} (about {price}), decodes at "
               "about {gpu} (estimated), about {times:g}× as fast.", chosen=chosen, setup=setup,
               price=Money(amount=price, currency=cheapest.price.currency), gpu=_tok_s(gpu),
               times=Number(value=round(times, 1) if times < 3 else round(times)), **basis)
    head = join([said, shape.headline], "sentences")
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head})})


def _no_gpu_needed(answer: Any, shape: Any, basis: dict, moe: bool) -> Any:
    """``answer`` headed by "No": the CPU alone decodes the model at a usable speed (``basis``: the CPU estimate's
    params, at or above :data:`~advisor.thresholds.USABLE_DECODE_TOK_S`), so no GPU is needed to run it (mend46b #6:
    "Yes, for speed … Mac Studio" named a separate machine at 15 tok/s). For an MoE (``moe``), what one card in the
    same machine does: it holds the attention and shared layers, the experts staying in RAM (llama.cpp
    ``-ot exps=CPU``), which speeds up reading the prompt most and decoding a little; for a dense model, that no GPU
    set-up recommended decodes it :data:`~advisor.thresholds.ROOMY_SLOWDOWN` times as fast (the caller's test)."""
    said = msg("ask.cpu-buy.no", "No, not to run it: on your CPU alone {model} in {quant} decodes at about {cpu} (an "
               "estimate: each token reads about {read} of weights from RAM at {bandwidth}, {memory}, "
               "x {efficiency:.2f} fitted on measured llama.cpp runs), at or above {floor}, about reading speed.",
               floor=_tok_s(USABLE_DECODE_TOK_S), **basis)
    more = msg("ask.cpu-buy.no.moe", "One GPU in this machine, holding the attention and shared layers with the "
               "experts left in RAM (llama.cpp -ot exps=CPU), mainly speeds up reading long prompts and raises decode "
               "a little.") if moe else msg("ask.cpu-buy.no.dense", "No GPU set-up recommended here decodes it twice "
                                            "as fast.")
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": join([said, more, shape.headline],
                                                                                        "sentences")})})
