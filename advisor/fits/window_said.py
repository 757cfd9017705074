"""The buyer's side of a model's extended window (:mod:`advisor.fits.windows`): a sized answer at a context past the
model's native window says YaRN and its cost beside its headline (break9 #6, break10 #3)."""

from __future__ import annotations

from .parsing import parse_context
from .windows import extended_note


def yarn_said(adv, answer, model: str | None, context: object):
    """``answer`` (a shaped answer of a sized job, or anything else: returned as it is) with the
    :func:`extended_note` of ``model`` at ``context`` tokens beside its headline (``shape.reading``) when the
    context is past the model's native window: the buyer hears that the window needs YaRN and what it costs."""
    shape = getattr(answer, "shape", None)
    if shape is None or not model or context is None or str(context).strip() == "":
        return answer
    arch = adv.llm_models.resolve(model)
    if arch.kind != "table":
        return answer
    note = extended_note(arch.name, arch.context, parse_context(context, arch, "inference"))
    if note is None:
        return answer
    return answer.model_copy(update={"shape": shape.model_copy(update={"reading": [*shape.reading, note]})})
