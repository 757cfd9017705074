"""The limits of a short form (issue 18), shared by :mod:`advisor.shape` and :mod:`advisor.owned_shape`."""

MAX_RANKING = 5
"""Ranking lines a short form shows at most."""
MAX_CAVEATS = 3
"""Caveats a short form says at most."""
CAVEAT_WEIGHT = 3.0
"""The weight from which a sentence is a caveat (:func:`advisor.shape_weigh.weight`)."""

OWNER_CAVEAT = "fits.own."
"""The key prefix of a fit's sentences about the owner's own cards (sized in fp16 on a card without BF16, several
GeForce cards split over PCIe, experts in system RAM): said in the short form whether or not the rig holds the job."""

FREE_TIER = "fits.free-tier"
"""The key of a fit's sentence that a free notebook's GPU holds the job (:mod:`advisor.free_start`): a caveat that
changes whether to buy at all."""

WINDOW_EXTENDED = "fits.window.extended"
"""The key of a fit's sentence that the context asked is past the model's native window and needs rope scaling
(YaRN; :mod:`advisor.fits.windows`): a caveat the short form says, owner or buyer."""
