"""Step 5: completion — canonical names for a partial input (Discord's autocomplete).

:class:`Completer` offers names and aliases starting with the input (raw or normalised, with or
without a leading ``GeForce``/``RTX``/…), then names with a word starting with it, then fuzzy
matches; deep-learning and popular cards first within each group.
"""

from __future__ import annotations

import bisect
import re
import unicodedata

from .index import IndexTables
from .query import QueryReader
from .tokens import PARTS, normalize
from .vocabulary import WORD_MAP

_NUMBER = re.compile(r"\d{3,}")
"""A model number in a normalised name ("3090", "4090"): what a close name must also hold."""
MAX_COMPLETION_CHARS = 100  # Discord's limit for an autocomplete choice


class Completer:
    """Completes partial names with one index's tables and its query reader."""

    def __init__(self, tables: IndexTables, reader: QueryReader) -> None:
        """Complete with ``tables``; typed words are corrected by ``reader``."""
        self.t = tables
        self.reader = reader

    def complete(self, text: str, limit: int = 25) -> list[str]:
        """Autocomplete: canonical names for a partial input, best first.

        Args:
            text: what has been typed so far (any string; the first 100 characters are read).
                Empty or blank → the popular cards (overlay ``popular``), newest first.
            limit: at most this many names (Discord allows 25).
        Returns:
            Up to ``limit`` distinct canonical names, each ≤ 100 characters: names and
            aliases starting with the input (raw or normalised, with or without a leading
            ``GeForce``/``RTX``/…), then names with a word starting with it, then fuzzy
            matches. Deep-learning and popular cards rank first within each group.
        Never raises on a string.
        """
        limit = max(0, int(limit))
        if limit == 0:
            return []
        raw = ("" if text is None else str(text))[:MAX_COMPLETION_CHARS]
        low = unicodedata.normalize("NFKC", raw).lower().strip()
        if not low:
            return [n for n in self.t.popular if len(n) <= MAX_COMPLETION_CHARS][:limit]
        best: dict[int, tuple] = {}

        def offer(idx: int, cls: int, extra: int) -> None:
            e = self.t.entries[idx]
            key = (cls, not e.popular, not e.dl_relevant, self.t.entry_mobile[idx], extra,
                   -(e.release_year or 0), e.name)
            if idx not in best or key < best[idx]:
                best[idx] = key

        # raw prefix of the canonical name
        i = bisect.bisect_left(self.t.canon_lower, (low,))
        while i < len(self.t.canon_lower) and self.t.canon_lower[i][0].startswith(low):
            name_low, idx = self.t.canon_lower[i]
            offer(idx, 0 if name_low == low else 1, len(name_low) - len(low))
            i += 1
        norm = normalize(raw)
        prefixes = {norm} if norm else set()
        if norm:
            fixed = self.reader.read(raw).key  # words typo-corrected ("titn" → "titan")
            for form in (norm, fixed):
                prefixes.add(form)
                # partial words: "1080t" is on its way to "1080 ti"
                prefixes.add(" ".join(p for t in form.split() for p in (PARTS.findall(t) or [t])))
            toks = norm.split()
            if len(toks[-1]) >= 2:  # a nickname being typed: "4090 lap" → "4090 mobile"
                for nick, word in WORD_MAP.items():
                    if nick.startswith(toks[-1]):
                        prefixes.add(" ".join([*toks[:-1], word]))
            prefixes.discard("")
        for p in prefixes:
            ptoks = len(p.split())
            j = bisect.bisect_left(self.t.complete_keys, p)
            scanned = 0
            while j < len(self.t.complete_keys) and self.t.complete_keys[j].startswith(p):
                key, cls, idx = self.t.complete_rows[j]
                if key == p and cls == 1:
                    cls = 0
                offer(idx, cls, len(key.split()) - ptoks)
                j += 1
                scanned += 1
                if scanned > 20000:  # pragma: no cover - bounded by the number of keys
                    break
        if len(best) < min(limit, 5) and norm:  # few prefix hits: add close names (typos)
            from rapidfuzz import fuzz, process  # imported when first needed, not at start (issue 30 §6)

            # beside names the input starts, a close name must hold its model numbers ("3090" → never B300)
            numbers = _NUMBER.findall(norm) if best else []
            for key, s, idx in process.extract(norm, self.t.canon_keys, scorer=fuzz.token_sort_ratio,
                                               processor=None, limit=limit, score_cutoff=70):
                if all(n in key for n in numbers):
                    offer(idx, 3, int(100 - s))
        order = sorted(best, key=best.__getitem__)
        return [self.t.entries[i].name for i in order
                if len(self.t.entries[i].name) <= MAX_COMPLETION_CHARS][:limit]
