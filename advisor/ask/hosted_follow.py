"""A size follow-up after a hosted chat product was read as its maker's open model (fix79a #5, issue 27): "can I run
ChatGPT locally on my 4090?" (read as gpt-oss 20b) then "and for 70b?" answered a 70B model's fit still saying "What
runs on your own card is OpenAI's open-weight gpt-oss 20b". The subject is kept — the product and its maker — and the
note says what the new size is: the maker's open model of that size when its line has one ("and for 120b?": gpt-oss
120b), else that the maker publishes none of that size in the model table, the size read as any open model's. Pure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import ListOf, Message, Text, msg
from .hosted_chat import HOSTED, SIZE_ASKED, hosted_named, hosted_read, unpublished

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

CLOSED = "ask.hosted.closed-short"
"""The note a hosted product with no open model in the table leaves on its reading (:func:`hosted_chat.hosted_read`):
"can I run Claude locally?" answered in words, kept for the follow-up (:func:`hosted_asked`)."""

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


def hosted_asked(advisor: Advisor, text: str, previous: ReadAs, read_as: ReadAs) -> ReadAs:
    """``read_as`` (the follow-up ``text`` merged with ``previous``) after a hosted product (break48 M3): a hosted
    product it names read as its open model, its size said unpublished when asked ("how big is gemini?" after "can I
    run gemini on a 3060": Gemma 3 12B on the 3060, never "no model matches 'gemini'"); the size of the product before
    asked again ("how big is it?") said unpublished; a model or size named after a product with no open model ("can I
    run Claude locally?" then "and for 70b?") what that model needs, as any open model of it — never the budget asked.
    ``read_as`` with the product's kept note dropped otherwise."""
    named = hosted_named(text)
    if named:  # its stand-in read again, its notes said once (the ones kept from before dropped)
        model = read_as.model
        if model is not None and (model.name not in advisor.llm_models.name_set or previous.model is not None and (
                model.name == previous.model.name)):
            model = None
        return hosted_read(advisor, text, read_as.model_copy(update={"model": model, "notes": [
            n for n in read_as.notes if n.key not in (*NOTES, CLOSED, "ask.hosted.no-size",
                                                      "ask.hosted.size-unpublished")]}))
    said = next((n for n in previous.notes if n.key in (*NOTES, CLOSED)), None)
    if said is None:
        return read_as
    notes = [n for n in read_as.notes if n.key != CLOSED]
    product = next((h for h in HOSTED if isinstance(p := said.params.get("product"), Text) and (
        h.product == p.value or h.product == "GPT-4" and p.value.lower().startswith(("gpt", "o")))), None)
    if SIZE_ASKED.search(text.lower()) is not None and product is not None and not named:
        if said.key == CLOSED and read_as.model is None:
            return read_as  # "how big is it?" after Claude: its note kept, the reply says it (hosted_reply)
        if previous.model is not None and read_as.model is not None and read_as.model.name == previous.model.name:
            size = [m.model_copy(update={"params": {**m.params, "product": said.params["product"]}})
                    for m in unpublished([product], text)]  # "gpt-4o" said as asked before
            return read_as.model_copy(update={"notes": [*size, *(n for n in notes if n.key != size[0].key)]})
    if said.key == CLOSED and read_as.model is not None and read_as.command == "recommend" and not (
            read_as.budget or read_as.cards):
        if not re.fullmatch(r"(?i)\s*\d+(?:\.\d+)?\s*[bm]\s*", read_as.model.name):  # "那qwen3 32b呢": itself
            return read_as.model_copy(update={"command": "fits", "task": read_as.task or "inference", "topic": None,
                                              "notes": notes})
        note = msg("ask.hosted.any-open", "{product} is {maker}'s hosted service, with no open-weight model in my "
                   "tables: {model} is read as any open model of that size.", product=said.params["product"],
                   maker=said.params["maker"], model=Text(value=read_as.model.name))
        return read_as.model_copy(update={"command": "fits", "task": read_as.task or "inference", "topic": None,
                                          "notes": [*notes, note]})
    return read_as.model_copy(update={"notes": notes}) if len(notes) != len(read_as.notes) else read_as


__all__ = ["CLOSED", "NOTES", "hosted_asked", "hosted_kept"]
