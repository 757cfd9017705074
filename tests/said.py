"""Messages in English, for tests that check what an answer says (answers hold messages only)."""

from __future__ import annotations

from typing import Any

from advisor.i18n import Message, english


def said(value: Any) -> Any:
    """A message (or a list or tuple of them, or ``None``) as the English text a reader sees."""
    if value is None:
        return None
    if isinstance(value, Message):
        return english(value)
    if isinstance(value, (list, tuple)):
        return [said(v) for v in value]
    raise TypeError(f"not a message: {value!r}")


def texts(answer: Any) -> list[str]:
    """Every sentence of an answer, in English (its JSON's strings: texts, names, sources)."""
    out: list[str] = []

    def walk(v: Any) -> None:
        if isinstance(v, str):
            out.append(v)
        elif isinstance(v, dict):
            for x in v.values():
                walk(x)
        elif isinstance(v, list):
            for x in v:
                walk(x)

    walk(answer.model_dump(mode="json"))
    return out


def past_reading(out: str) -> str:
    """A card-less reply past its reading ("Read as: … ." / "理解为：…。" / "理解為：…。"), which every such reply says
    first (issue 28 round 7)."""
    assert out.startswith(("Read as: ", "理解为：", "理解為：")), out
    return out.split(". ", 1)[1] if out.startswith("Read as") else out.split("。", 1)[1]
