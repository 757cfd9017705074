"""The limits of a short form (issue 18), shared by :mod:`advisor.shape` and :mod:`advisor.owned_shape`."""

MAX_RANKING = 5
"""Ranking lines a short form shows at most."""
MAX_CAVEATS = 3
"""Caveats a short form says at most."""
CAVEAT_WEIGHT = 3.0
"""The weight from which a sentence is a caveat (:func:`advisor.shape.weight`)."""
