"""The rule ids an answer cites, wherever they stand in it (reasons, notes, picks, skipped cards)."""

from __future__ import annotations


def cited(model) -> set[str]:
    """Every ``rule_id`` in ``model`` (a pydantic answer), at any depth."""
    found, stack = set(), [model.model_dump()]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            if "rule_id" in node:
                found.add(node["rule_id"])
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return found
