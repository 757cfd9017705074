"""A model's windows (issue 28, break9 #6, break10 #3): the window it was trained at (``data/models.csv``
``context_tokens``, its *native* window) and the longer one its makers document through rope scaling
(``data/model_windows.csv``: Qwen3 and Qwen2.5 7B+ read 131,072 tokens with YaRN, per their model cards
and Qwen's own docs).

A context past the native window but within the extended one is accepted and said with its cost (Qwen's
note: frameworks implement *static* YaRN, which may cost quality on short texts, so it is enabled only for
long contexts); past the extended window it is refused in one sentence (:mod:`advisor.fits.parsing`).
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from functools import cache

from ..i18n import Message, Text, msg

WINDOWS_FILE = "model_windows.csv"


@dataclass(frozen=True)
class Extension:
    """A documented longer window of ``model``: ``native`` tokens as trained, ``extended`` tokens with
    ``method`` (e.g. "YaRN"), from ``source`` (the model card or the makers' docs)."""

    model: str
    native: int
    extended: int
    method: str
    source: str


@cache
def extensions() -> dict[str, Extension]:
    """The rows of ``data/model_windows.csv`` by model name (a name of ``data/models.csv``)."""
    from ..catalog import data_dir

    with (data_dir() / WINDOWS_FILE).open(encoding="utf-8", newline="") as f:
        return {r["model"]: Extension(model=r["model"], native=int(r["native_tokens"]),
                                      extended=int(r["extended_tokens"]), method=r["method"], source=r["source"])
                for r in csv.DictReader(f)}


def extension_of(name: str) -> Extension | None:
    """The documented extended window of the model named ``name`` (``None``: only its native window)."""
    return extensions().get(name)


def longest(name: str, native: int | None) -> int | None:
    """The longest context the model named ``name`` takes: its extended window when one is documented,
    else ``native`` (its own window; ``None`` for a bare size)."""
    ext = extension_of(name)
    return max(ext.extended, native or 0) if ext is not None else native


def extended_note(name: str, native: int | None, context: int) -> Message | None:
    """The sentence a context past the native window (within the extended one) is answered with: that the
    model reads it only with the extension enabled, and its cost; ``None`` within the native window."""
    ext = extension_of(name)
    if ext is None or native is None or context <= native:
        return None
    return msg("fits.window.extended", "{model} reads {native:,.0f} tokens natively; {context:,.0f} needs {method} "
               "rope scaling enabled (up to {extended:,.0f} tokens, per its makers), which as frameworks apply it "
               "(static) may cost quality on short texts: turn it on only for long contexts.",
               model=Text(value=name), native=native, context=context, method=Text(value=ext.method),
               extended=ext.extended)


def limit_message(name: str, native: int) -> Message | None:
    """The refusal's limit of a model with an extended window: "reads 32,768 tokens natively and at most
    131,072 with YaRN"; ``None`` for a model with only its native window."""
    ext = extension_of(name)
    if ext is None:
        return None
    return msg("error.fits.context-extended", "{model} reads {native:,.0f} tokens natively and at most {extended:,.0f} "
               "with {method}", model=Text(value=name), native=native, extended=ext.extended,
               method=Text(value=ext.method))


def extension_source(name: str) -> str:
    """The source of the extended window of the model named ``name`` (``""`` when none is documented)."""
    ext = extension_of(name)
    return ext.source if ext is not None else ""

