"""Step 4a: reading a typed name against the index — typo correction and glued-token repair.

:class:`QueryReader` turns a typed name into a :class:`Query`: its tokens
(:func:`~advisor.names.tokens.tokenize`) with board makers' words dropped, unknown words
typo-corrected against the card vocabulary (``tii`` → ``ti``), a word and a number that form a
known model number joined (``mi 250x``), unknown glued tokens split (``1080tii`` → ``1080
ti``, ``1660s`` → ``1660 super``, ``4090m`` → ``4090 mobile``), and the hard tokens the
resolver (:mod:`advisor.names.resolve`) compares. Numbers are never changed into other numbers.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from .index import IndexTables
from .tokens import (
    MAX_QUERY_CHARS,
    PARTS,
    KeyInfo,
    analyze,
    form_factors,
    mem_token,
    strip_prefixes,
    token_kind,
    tokenize,
)
from .vocabulary import ARCH_WORDS, BOARD_PHRASES, BOARD_WORDS, FILLER, SUFFIXES, UNITS, VARIANTS, VENDOR_WORDS

_SUPER_S = re.compile(r"(\d{3,4})s")
_LAPTOP_M = re.compile(r"(\d{3,4})m")
_BOARD_COUNT = re.compile(r"[2-4]x")


@dataclass(frozen=True, slots=True)
class Query:
    """A typed name read against the index: its repaired tokens and key, hard tokens, the known
    words a number-less name must carry, typed architectures, vendors and form factors, and the
    typo corrections made (typed, read as)."""

    tokens: tuple[str, ...]
    key: str
    info: KeyInfo
    sig: frozenset[str]  # known non-number words that must appear in a number-less name
    arch: frozenset[str]
    vendors: frozenset[str] | None  # manufacturers the query's words allow (None: any)
    corrected: tuple[tuple[str, str], ...]
    form: frozenset[str] = frozenset()  # typed form factors (sxm, pcie, nvl): the card's must include them


class QueryReader:
    """Reads typed names against one index's tables (:class:`~advisor.names.index.IndexTables`);
    keeps a bounded cache of word corrections."""

    def __init__(self, tables: IndexTables) -> None:
        """Read against ``tables``."""
        self.t = tables
        self._corrections: dict[str, str | None] = {}

    def correct(self, tok: str) -> str | None:
        """Closest vocabulary word for an unknown word (None: leave it)."""
        if tok in self._corrections:
            return self._corrections[tok]
        best: str | None = None
        if 3 <= len(tok) <= 20:
            from rapidfuzz import process  # on the first typo: not at every start (issue 30 §6)
            from rapidfuzz.distance import OSA

            maxd = 1 if len(tok) <= 5 else 2
            hits = process.extract(tok, self.t.vocab, scorer=OSA.distance, processor=None,
                                   score_cutoff=maxd, limit=12)
            hits = [h for h in hits if h[0] != "pro"]  # a hard word (rtx pro 6000): typed, never guessed
            if hits:
                hits.sort(key=lambda h: (h[1], h[0] not in VARIANTS, -self.t.vocab_freq.get(h[0], 0), h[0]))
                best = hits[0][0]
        if len(self._corrections) < 4096:
            self._corrections[tok] = best
        return best

    def read(self, text: str) -> Query:
        """Tokens of a query, repaired against the index's vocabulary.

        Words not in any card name are typo-corrected (``tii`` → ``ti``); a word and a number
        that together form a known model number are joined (``mi 250x`` → ``mi250x``); an
        unknown glued token is split when its pieces are known (``1080tii`` → ``1080 ti``,
        ``4090d`` → ``4090 d``, ``1660s`` → ``1660 super``). Numbers themselves are never
        changed into other numbers.
        """
        low = unicodedata.normalize("NFKC", text[:MAX_QUERY_CHARS]).lower()
        if "x" in low or "+" in low:
            text = BOARD_PHRASES.sub(" ", low)
        toks: list[str] = []
        for t in tokenize(text):
            if t in self.t.board:
                continue
            if (toks and token_kind(t) == "num" and toks[-1].isalpha()
                    and toks[-1] + t in self.t.numbers):
                toks[-1] += t
            else:
                toks.append(t)
        corrected: list[tuple[str, str]] = []
        out: list[str] = []
        for t in toks:
            kind = token_kind(t)
            if t in UNITS and out and out[-1].isdigit() and (mem := mem_token(out[-1], t)):
                out[-1] = mem  # "h100pcie80 gb": the number split off a glued token, then its unit
            elif t in self.t.known_tokens or kind == "mem":
                out.append(t)
            elif kind == "word":
                c = self.correct(t)
                if c in self.t.board:  # a board maker's word, mistyped: not part of the name
                    continue
                if c is not None and c != t:
                    corrected.append((t, c))
                    if c not in FILLER:
                        out.append(c)
                else:
                    out.append(t)
            elif kind == "num":
                pieces = self._split_unknown(t)
                if pieces is not None:
                    pieces = [p for p in pieces if p not in self.t.board]
                    corrected.append((t, " ".join(pieces)))
                    out.extend(pieces)
                else:
                    out.append(t)
            else:
                out.append(t)
        if any(token_kind(t) == "num" and not _BOARD_COUNT.fullmatch(t) for t in out):
            out = [t for t in out if not _BOARD_COUNT.fullmatch(t)]  # "Ventus 2X": two fans, not a model
        out = list(dict.fromkeys(out))  # "titan titan titan" is "titan"
        out = self._trailing_memory(out)
        info = analyze(out)
        forms = strip_prefixes(out)
        sig = frozenset(
            t for t in (forms[-1] if forms else out)
            if t in self.t.vocab_freq and t not in FILLER and t not in ARCH_WORDS
            and t not in VARIANTS and t not in BOARD_WORDS and t not in SUFFIXES
        )
        arch = frozenset(t for t in out if t in ARCH_WORDS)
        vendors: frozenset[str] | None = None
        for t in out:
            v = VENDOR_WORDS.get(t)
            if v is not None:
                vendors = v if vendors is None else vendors & v
        return Query(tuple(out), " ".join(out), info, sig, arch, vendors, tuple(corrected), form_factors(out))

    def _trailing_memory(self, out: list[str]) -> list[str]:
        """A bare number at the end of a name, after a model number, read as the memory size it
        names: ``v100 32`` → ``v100 32gb``, ``a100 pcie 80``, ``3060 12``, ``4060 ti 16``. Only a
        size a deep-learning card comes in (:attr:`IndexTables.memory_sizes`), never when the
        name with the number is a card's own (``8800 gts 512``, ``gtx 260 core 216``), nor when
        a memory size is already typed."""
        if len(out) < 2 or not out[-1].isdigit() or any(token_kind(t) == "mem" for t in out):
            return out
        if not any(token_kind(t) == "num" for t in out[:-1]) or " ".join(out) in self.t.exact:
            return out
        if any(" ".join(form) in self.t.exact for form in strip_prefixes(out)):
            return out
        mem = mem_token(out[-1], "gb")
        if mem is None or mem not in self.t.memory_sizes:
            return out
        return [*out[:-1], mem]

    def _split_unknown(self, t: str) -> list[str] | None:
        """Pieces of an unknown glued token whose number is known, or None.

        ``1660s`` → ``1660 super``; ``4090m`` → ``4090 mobile`` (laptop shorthand);
        otherwise the token is cut where a number meets a word (``5000ada``, ``1080tii`` →
        ``1080 ti``, ``4090d``) or a known word meets a number (``pcie80``), into pieces that are
        all known (words may be typo-corrected). A letter is never cut off the front of a model
        number (``h20`` is no ``h`` + ``20``), and a lone letter after a number that may start a
        variant word is not guessed (``3060t``: Ti or not?)."""
        m = _SUPER_S.fullmatch(t)
        if m and m.group(1) in self.t.numbers:
            return [m.group(1), "super"]
        m = _LAPTOP_M.fullmatch(t)
        if m and m.group(1) in self.t.numbers:
            return [m.group(1), "mobile"]
        parts = PARTS.findall(t)
        if len(parts) < 2 or len(parts) > 8:
            return None
        prev, last = parts[-2], parts[-1]
        if (len(last) == 1 and prev.isdigit() and any(v.startswith(last) for v in VARIANTS)
                and prev + last not in self.t.known_tokens):
            return None  # "3060t": a cut-off "ti"? Don't guess between Ti and non-Ti

        def piece(text: str) -> str | None:
            if text in self.t.known_tokens or text in self.t.board:
                return text
            if text.isalpha() and len(text) >= 3:
                c = self.correct(text)
                if c is not None and (c in self.t.vocab_freq or c in self.t.board):
                    return c
            return None

        best: list[str] | None = None

        def search(i: int, acc: list[str]) -> None:
            nonlocal best
            if best is not None and len(acc) >= len(best):
                return
            for j in range(i + 1, len(parts) + 1):
                if j < len(parts):
                    left, right = parts[j - 1], parts[j]
                    cut = (left.isdigit() and right.isalpha()) or (
                        left.isalpha() and len(left) >= 2 and right.isdigit())
                    if not cut:
                        continue
                text = "".join(parts[i:j])
                got = piece(text)
                if got is None and j == len(parts) and text.isdigit() and i > 0 and parts[i - 1].isalpha():
                    got = text  # a trailing size or count ("pcie80" + "gb", "sxm141")
                if got is None:
                    continue
                if j == len(parts):
                    if len(acc) + 1 >= 2 and (best is None or len(acc) + 1 < len(best)):
                        best = [*acc, got]
                else:
                    search(j, [*acc, got])

        search(0, [])
        if best is None:
            return None
        if any(p in self.t.numbers for p in best) or (len(best) == 2 and best[1].isdigit()):
            return best  # a model number, or a form-factor word and its size ("pcie32" + "gb")
        return None
