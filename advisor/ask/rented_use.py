"""A card the asker uses by renting it, never one they own (fix68d #1).

"rent a 4090 on runpod or buy one? I use it about 2 hours a day": the use said is of the card weighed, rented or
bought, not of a card had; "I'm using a 4090 on runpod, should I buy one?", "我用的是租的4090": the card is rented.
:func:`without_rented_use` blanks those use words, so the owner's words of ``[intent] own`` (``advisor/ask/words.toml``)
do not read the asker as an owner. A card said as had beside the rented one ("I have a 3090, should I rent an H100?")
stays had. Pure."""

from __future__ import annotations

import re

RENT_WORDS = re.compile(r"(?<![a-z])(?:rent|rents|renting|rented|rental|cloud|runpod|vast(?:\.ai)?|colab|lambda\s+labs|"
                        r"paperspace|aws|gcp|azure)(?![a-z])|租|云上|雲上|云端|雲端|云服务器|雲服務器")
"""Words of renting or of a cloud (as :data:`advisor.ask.buying.RENTED_SAID`, with the rent verb's forms)."""
_USER = r"(?<![a-z])(?:i|we)(?:'m|'re|\s+am|\s+are)?\s+(?:currently\s+|mostly\s+|only\s+|just\s+|usually\s+)?"
_USE_OF_WEIGHED = re.compile(_USER + r"(?:use|using|used|run|running|need|needing)\s+(?:it|them|one|that|this)"
                             r"(?![a-z])")
"""The use of the card weighed ("I use it 2 hours a day", "I'd need one a few hours a week"): a rate of use."""
_USE_IN_CLOUD = re.compile(_USER + r"(?:use|using|used|run|running|rent|renting|rented|have|got|train|training)\s+"
                           r"[^.,;?!\n]{0,40}?(?<![a-z])(?:on|from|at|via|in|through)\s+(?:the\s+)?"
                           r"(?:runpod|vast(?:\.ai)?|colab|lambda(?:\s+labs)?|aws|gcp|azure|paperspace|cloud)(?![a-z])")
"""A card used where it is rented ("I'm using a 4090 on runpod", "we train on A100s from lambda")."""
_CN_RENTED = re.compile(r"(?:我们|我們|我)?\s*(?:在用|用的是|使用的是|用的|使用|用)\s*(?:的是)?\s*"
                        r"(?:租的|租来的|租來的|租用的|云上的|雲上的|云端的|雲端的|云服务器上的|雲服務器上的)")
"""A card said as rented in Chinese ("我用的是租的4090", "我用租来的A100", "我用云上的4090")."""


def without_rented_use(s: str) -> str:
    """``s`` (the question in lower case) with the use words of a rented card blanked (:data:`_USE_OF_WEIGHED`,
    :data:`_USE_IN_CLOUD`, :data:`_CN_RENTED`) when it says renting (:data:`RENT_WORDS`); else ``s`` unchanged."""
    if not RENT_WORDS.search(s):
        return s
    return _CN_RENTED.sub(" ", _USE_IN_CLOUD.sub(" ", _USE_OF_WEIGHED.sub(" ", s)))
