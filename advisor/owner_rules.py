"""The rules that speak to an owner (break36: a 2017 buyer's ``recommend 1200 --use-case cv-research`` spent a caveat on
"Owning a GTX Titan X (Maxwell), don't upgrade to a Titan Xp" though the asker owns nothing).

A recommendation answers a buyer: a rule whose own text is addressed to someone who already has a card ("Owning a …",
``data/rules.csv``) or an owner's ``owner.*`` rule stays in its details, never among its caveats; an owner's answers
(``why --own``, an owner's upgrade) say them themselves.
"""

from __future__ import annotations

OWNER_RULES = frozenset({"tier.no-upgrade-titan", "owner.keep", "owner.same-memory-successor", "owner.out-of-memory"})
"""The rules of ``data/rules.csv`` whose text begins "Owning a", and the ``owner.*`` rules (a test keeps the two
in step with the table)."""

__all__ = ["OWNER_RULES"]
