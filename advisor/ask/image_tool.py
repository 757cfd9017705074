"""An image owner's memory lever said in the tool their question names (issue 28, U01): "the stable diffusion
notebook only runs on my CPU" is a diffusers notebook, so its lever is ``pipe.enable_sequential_cpu_offload()``,
never AUTOMATIC1111's ``--lowvram``; ComfyUI's is its own ``--lowvram``/``--novram``. The core says each tool's
lever when none is named (:func:`advisor.owner_free.card_levers`); :func:`tool_levers` swaps it for the named
tool's, in the short form's caveats and the owner's full list alike."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import jobs
from ..i18n import Message, MessageParam
from ..i18n import _param as _param  # a message as a parameter of another (the shape's "Helps this job: {lever}")
from ..image_tools import tool_named
from ..models import cited
from ..owner_free import MEDVRAM, card_levers
from .reader_gate import gated

if TYPE_CHECKING:
    from ..api import Advisor

OFFLOAD_KEYS = frozenset({"jobs.lever.medvram", "jobs.lever.lowvram-only", "jobs.lever.offload-tools",
                          "jobs.lever.offload-tools.small", "jobs.lever.diffusers", "jobs.lever.diffusers.small",
                          "jobs.lever.comfyui"})
"""The image-generation levers that put parts of the model in system RAM, one per tool (:mod:`advisor.image_tools`)."""


def _swap(m: Message | MessageParam, lever: Message) -> Message | None:
    """``m`` with its offload lever (itself, or its ``lever`` parameter) replaced by ``lever``; ``None`` when it has
    none."""
    if m.key in OFFLOAD_KEYS:
        return lever
    inner = m.params.get("lever")
    if isinstance(inner, (Message, MessageParam)) and inner.key in OFFLOAD_KEYS:
        return Message(key=m.key, params={**m.params, "lever": _param(lever)})
    return None


def _no_image_owner(advisor: Advisor, text: str, answer) -> bool:
    """:func:`tool_levers` says nothing: no owner's image-generation verdict with a short form."""
    owner = getattr(answer, "owner", None)
    return owner is None or getattr(answer, "shape", None) is None or owner.job != "image-gen"


@gated(_no_image_owner, "answer")
def tool_levers(advisor: Advisor, text: str, answer):
    """``answer`` (an owner's image-generation verdict) with its offload lever in the tool ``text`` names
    (:func:`advisor.image_tools.tool_named`); unchanged when it names none or the answer has no such lever."""
    owner, shape = getattr(answer, "owner", None), getattr(answer, "shape", None)
    tool = tool_named(text)
    if tool is None or owner is None or shape is None or owner.job not in ("image-gen",):
        return answer
    mem = owner.memory_gb or advisor.card(owner.card).memory_gb or 0.0
    first = next((i for i, x in enumerate(jobs.levers(owner.job)) if x.lever.key == MEDVRAM), None)
    if first is None:
        return answer
    lever = card_levers(owner.job, mem, tool)[first]
    caveats = []
    for c in shape.caveats:
        new = _swap(c.message, lever.lever)
        caveats.append(c if new is None else c.model_copy(update={"message": new}))
    levers = []
    for r in owner.job_levers:
        new = _swap(r.message, lever.lever)
        levers.append(r if new is None else r.model_copy(update={"message": new, "source": cited(lever.source)}))
    return answer.model_copy(update={"shape": shape.model_copy(update={"caveats": caveats}),
                                     "owner": owner.model_copy(update={"job_levers": levers})})
