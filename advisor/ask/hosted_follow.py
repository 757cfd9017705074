"""A size follow-up after a hosted chat product was read as its maker's open model (fix79a #5, issue 27): "can I run
ChatGPT locally on my 4090?" (read as gpt-oss 20b) then "and for 70b?" answered a 70B model's fit still saying "What
runs on your own card is OpenAI's open-weight gpt-oss 20b". The subject is kept — the product and its maker — and the
note says what the new size is: the maker's open model of that size when its line has one ("and for 120b?": gpt-oss
120b), else that the maker publishes none of that size in the model table, the size read as any open model's. Pure.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import ListOf, Message, Text, msg
from .hosted_chat import HOSTED

if TYPE_CHECKING:
    from .models import ReadAs

NOTES = ("ask.hosted.open", "ask.hosted.open-short", "ask.hosted.stand-in", "ask.hosted.too-big")
"""The read-as notes that name the open model a hosted product was read as (:mod:`advisor.ask.hosted_chat`)."""


def hosted_kept(previous: ReadAs, read_as: ReadAs) -> ReadAs:
    """``read_as`` (a follow-up merged with ``previous``) with the hosted product's note said again for its new model
    (module docstring) when the model changed; unchanged when ``previous`` had no hosted note, or the model is the
    same."""
    said = next((n for n in previous.notes if n.key in NOTES), None)  # a follow-up's own notes may replace it
    before, now = previous.model, read_as.model
    if said is None or before is None or now is None or now.name == before.name:
        return read_as
    product, maker = said.params.get("product"), said.params.get("maker")
    if not isinstance(product, Text) or not isinstance(maker, Text):
        return read_as
    notes = [n for n in read_as.notes if n.key not in NOTES]
    hosted = next((h for h in HOSTED if h.maker == maker.value and h.line), None)
    if hosted is not None and any(m.lower() == now.name.lower() for m in hosted.line):
        note: Message = msg("ask.hosted.open-short", "{product} is {maker}'s hosted service; its open-weight {model} "
                            "is what runs locally.", product=product, maker=maker, model=Text(value=now.name))
    else:
        line = ListOf(items=[Text(value=m) for m in (hosted.line if hosted is not None else ())])
        note = msg("ask.hosted.no-size", "{maker} publishes no open-weight model of that size in my tables ({line}): "
                   "{model} is read as any open model of it, no longer {product}'s stand-in.", maker=maker,
                   line=line, model=Text(value=now.name), product=product)
    return read_as.model_copy(update={"notes": [*notes, note]})


__all__ = ["NOTES", "hosted_kept"]
