"""A model family named in "what my cards run" (fix79c, issue 28 "Answer what was asked": "what llama can I run on a
3080" listed Qwen models). The question names no model, so it is read as ``fits --card X`` (:mod:`advisor.runs`: the
largest and the best per use of the whole table); the family it names ("llama", "qwen", "千问", "mistral", "gemma",
"deepseek", with a version or not: "qwen3", "llama 3.1") keeps that list to the family's models — the largest of
them the cards hold, at the best level that fits — and the headline says the list is the family's.

A tool named after a family ("llama.cpp", "llama-server", "LLaMA-Factory", "ollama") is no family asked. A family
the table has no model of that the cards hold is answered as the family's list says (none, with the smallest's
need), never the whole table's. Any other answer is left as it is.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..commands import BY_NAME
from ..errors import AdvisorError
from ..i18n import ListOf, Text, msg
from ..kinds import Given
from ..models import Runs

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

FAMILIES: tuple[tuple[re.Pattern[str], str, str, tuple[str, ...]], ...] = (
    (re.compile(r"(?<![a-z])llama(?![a-z]|[.\-_ ]?(?:cpp|server|file|factory|index|rn)\b)"), "Llama", "llama",
     ("llama",)),
    (re.compile(r"(?<![a-z])(?:qwen|qwq)(?![a-z])|通义千问|千问"), "Qwen", "qwen", ("qwen", "qwq")),
    (re.compile(r"(?<![a-z])(?:mistral|mixtral)(?![a-z])"), "Mistral", "mistral", ("mistral", "mixtral")),
    (re.compile(r"(?<![a-z])gemma(?![a-z])"), "Gemma", "gemma", ("gemma",)),
    (re.compile(r"(?<![a-z])deepseek(?![a-z])|深度求索"), "DeepSeek", "deepseek", ("deepseek",)),
)
"""Each family a question names: its words, its name as said back, its key and the keys of its models' names
(:func:`advisor.runs.of_family`: Qwen's QwQ is Qwen's, Mixtral is Mistral AI's)."""
_VERSION = re.compile(r"[\s\-]?(\d{1,2}(?:\.\d)?)(?![\d.]|\s*[bmk]\b|\s*[xX]\d)")
"""A version right after the family's word ("qwen3", "llama 3.1"), never a size ("llama 8b") nor a card ("3080")."""


LARGEST_OF_FAMILY = re.compile(r"(?:biggest|largest|best|strongest|most\s+capable)\s+(?:[a-z0-9.\-]+\s+)?(?:llama|qwen|"
                               r"qwq|mistral|mixtral|gemma|deepseek)(?![a-z])(?!\s*(?:card|gpu|setup|rig|build|pc))|"
                               r"最大的?\s*(?:千问|qwen|llama|deepseek)")
"""The largest or best of a family asked with no size ("what's the biggest qwen I can run on 2x 3090", "best gemma
model for my 3060"): the family's list on the cards (:func:`family_kept`), never its common size alone; never a card
asked for ("best llama gpu")."""


def largest_of_family(text: str) -> bool:
    """Whether ``text`` asks for the largest or best model of a family it names with no size
    (:data:`LARGEST_OF_FAMILY`)."""
    return LARGEST_OF_FAMILY.search(text.lower()) is not None


def families_named(text: str) -> list[tuple[str, tuple[str, ...]]]:
    """The families ``text`` names (:data:`FAMILIES`), each as ``(name said back, keys)``, a version said after its
    word narrowing it ("qwen3": Qwen3, keys ``("qwen3",)``), in the order of :data:`FAMILIES`."""
    low = text.lower()
    found: list[tuple[str, tuple[str, ...]]] = []
    for words, name, key, keys in FAMILIES:
        m = words.search(low)
        if m is None:
            continue
        version = _VERSION.match(low, m.end()) if m.group().isascii() else None
        if version is not None:
            v = version.group(1)
            found.append((f"{name}{v}" if key == "qwen" else f"{name} {v}", (f"{key}{v}",)))
        else:
            found.append((name, keys))
    return found


def family_kept(advisor: Advisor, text: str, read_as: ReadAs, answer: Any) -> Any:
    """``answer`` (a rig's :class:`~advisor.models.Runs`, no model named) made again with the families ``text`` names
    only, its headline saying so (module docstring); ``answer`` as it is otherwise."""
    shape = getattr(answer, "shape", None)
    if (not isinstance(answer, Runs) or shape is None or read_as.command != "fits" or read_as.model is not None
            or read_as.users is not None):
        return answer
    named = families_named(text)
    if not named:
        return answer
    names = [n for n, _ in named]
    keys = tuple(k for _, ks in named for k in ks)
    names_all = {re.sub(r"[\s\-_]+", "", a.name.lower()) for a in advisor.llm_models.chat_archs}
    if not any(n.startswith(keys) for n in names_all):  # a version the table lacks ("qwen 5"): the family
        keys = tuple(k for words, _, key, ks in FAMILIES for k in ks if any(n.startswith(key) for n in keys))
        names = [re.split(r"[\s\d]", n, maxsplit=1)[0] for n in names]
    spec = BY_NAME["fits"]
    a = spec.arguments(spec.question(read_as), Given(advisor, market=answer.market.id))
    try:
        kept = advisor.fits(None, task=a.task, precision=a.precision, context=a.context, batch=a.batch,
                            market=a.market, card=a.card, ram=a.ram, ram_kind=a.ram_kind, vram=a.vram, gpus=a.gpus,
                            family=keys)
    except AdvisorError:
        return answer
    if not isinstance(kept, Runs) or kept.shape is None:
        return answer
    head = msg("ask.family-runs.head", "{family} models only, as asked. {headline}",
               family=ListOf(items=[Text(value=n) for n in dict.fromkeys(names)], style="and"),
               headline=kept.shape.headline)
    return kept.model_copy(update={"shape": kept.shape.model_copy(update={"headline": head})})
