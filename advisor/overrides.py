"""A server's own prices, applied to a market without touching the shared catalogue.

Prices go stale within weeks and every community has its own market, so a Discord server's
admins may set their own price for a card (``/price set``, or ``gpu-advisor prices import``).
This module is the core's side of it, pure (no storage, no Discord):

- :class:`PriceOverride`: one price a server set (market, card, condition, amount in the
  currency it was given in, the date).
- :func:`parse_price`: an amount as typed ("451", "$451", "3200元") read by the core's budget
  parser (:func:`advisor.budget.parse_budget`: same forms, same currencies) and bounded
  (positive, at most :data:`MAX_PRICE` in the market's currency, a currency the market
  converts).
- :func:`read_price_csv`: a CSV price list checked row by row (every bad row reported by its
  line), for the console's import.
- :class:`PriceLayer`: a server's prices laid over the catalogue's, given to one
  :class:`~advisor.api.Advisor` (``Advisor.with_prices``): the advisor's catalogue price lookup
  goes through the layer — so ``recommend``, ``compare``, ``why`` and ``fits`` all use the
  server's prices — and its answers say so: each such price carries ``set_by_server`` (the
  date) and the answer a ``price.server`` reason (a note for ``recommend``) naming them
  (:meth:`PriceLayer.cite`). This module never imports :mod:`advisor.api` (no import circle).

A server price is a dated, sourced observation of its own (``estimated`` false, ``source``
"set by this server"); one in another currency is converted at the market's dated rate
(``data/exchange_rates.csv``, the same rate budgets use) and its note says so.
"""

from __future__ import annotations

import csv
import dataclasses
import io
import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field

from . import i18n
from .budget import parse_budget
from .currencies import read_currency
from .errors import AdvisorError, InvalidBudget, UnknownCard, ZeroBudget
from .i18n import (
    Card,
    Date,
    ListOf,
    Message,
    Money,
    Text,
    UserText,
    msg,
    plain_user_text,
    render,
)
from .models import Condition, Market, Note, Price, Recommendation
from .text import MAX_INPUT_CHARS, clean_input

if TYPE_CHECKING:
    from .api import Advisor
    from .catalog import Catalog
    from .rules import RuleBook

MAX_PRICE = Decimal(1_000_000)
#: The smallest price accepted, in the market's currency, after conversion: no GPU sells for less
#: than 1 USD (or 1 CNY), and a price that rounds to 0 would be "free" in every answer.
MIN_PRICE = Decimal(1)
"""Largest price accepted, in the market's currency: over 12 times the dearest card of any
market table (H200 SXM 141 GB, 39,083 USD in ``data/markets/current-us.csv``; Tesla V100,
80,000 CNY in ``2019-cn.csv``), so only a typo is refused."""

_NEGATIVE = re.compile(r"\s*[-−–]\s*[^\s\d]*\s*\d")  # "-3", "- $5", "−5元"

MAX_HEADER_CHARS = 1024
"""Longest first line of a price file, in characters: its columns (:data:`CSV_COLUMNS` and an
export's ``set_at``, ``set_by``) take about 50. The reader looks no further for the header, so
refusing a junk file costs the same at any size (a 690 KB header took over 60 s, issue 30)."""

MAX_ROWS = 5000
"""Most rows a price file may have: every deep-learning card of the catalogue (296), new and
used, in each of the three markets is under 1,800."""

RULE_ID = "price.server"
"""The rule (``data/rules.csv``) every answer that uses a server's price cites."""

SOURCE = "set by this server"
"""``Price.source`` of a server's price (shown where answers cite a price's source)."""

CSV_COLUMNS = ("market", "card", "condition", "amount", "currency")
"""The columns of a price file: market id, card name (as people type it; exports write the
canonical name), ``new`` or ``used`` (blank: new), the amount as typed ("451", "$451",
"3200元"), and its currency when the amount names none (blank: the server's currency for
amounts, else the market's). Exports add ``set_at`` and ``set_by``; imports ignore them."""


class InvalidPrice(AdvisorError):
    """An amount that cannot be a server's price (unreadable, not positive, too large, in a
    currency the market cannot convert)."""

    code = "invalid_price"


class PriceFileError(AdvisorError):
    """A price file that cannot be imported; nothing was applied.

    ``problem_messages`` lists ``(line, message)`` for every bad row (the header is line 1), so
    all can be fixed at once, and ``problems`` the same in English. With ``list_rows`` (bad rows),
    :meth:`render` says the headline and then one line per bad row, ``line N: problem``, each in
    the language asked (at most :data:`LISTED_PROBLEMS`, then how many more)."""

    code = "invalid_price_file"

    def __init__(self, message: str | Message, problems: Sequence[tuple[int, Message]], *,
                 list_rows: bool = False) -> None:
        super().__init__(message)
        self.problem_messages = list(problems)
        self.problems = [(line, render(m.key, m.params)) for line, m in self.problem_messages]
        self.list_rows = list_rows
        self.message = self.render("en")

    def _rows(self) -> list[Message]:
        listed = [msg("price.file.row", "line {line}: {problem}", line=Text(value=str(line)), problem=problem)
                  for line, problem in self.problem_messages[:LISTED_PROBLEMS]]
        if len(self.problem_messages) > LISTED_PROBLEMS:
            listed.append(msg("price.file.more_rows", "… and {count} more",
                              count=len(self.problem_messages) - LISTED_PROBLEMS))
        return listed

    def render(self, language: str = "en", *, user_text: Callable[[str], str] | None = None) -> str:
        """The headline in ``language`` and, for bad rows, one indented line per bad row."""
        head = super().render(language, user_text=user_text)
        if not self.list_rows:
            return head
        quote = user_text or plain_user_text
        return "\n".join([head, *(f"  {render(m.key, m.params, language, user_text=quote)}" for m in self._rows())])

    def to_dict(self, language: str = "en") -> dict:
        """The error as :meth:`AdvisorError.to_dict` gives it, plus ``problems``: ``{"line",
        "message", "key", "params"}`` per bad row, the message in ``language``."""
        out = super().to_dict(language)
        out["problems"] = [{"line": line, "message": render(m.key, m.params, language), "key": m.key,
                            "params": {k: v.model_dump(mode="json") for k, v in m.params.items()}}
                           for line, m in self.problem_messages]
        return out


LISTED_PROBLEMS = 50
"""Most bad rows a price file's error lists by line (the rest are counted)."""


class PriceOverride(BaseModel):
    """One price a server set.

    ``card`` is the catalogue's canonical name, ``amount`` is in ``currency`` (an ISO 4217
    code, as the admin gave it), ``set_at`` the UTC time it was set (ISO 8601; answers show the
    date).
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    market: str
    card: str
    condition: Condition
    amount: float = Field(gt=0)
    currency: str
    set_at: str


@dataclasses.dataclass(frozen=True)
class PriceRows:
    """A price file read by :func:`read_price_csv`: its ``rows``, and ``readings`` — ``(line,
    note)`` for each card name the core read with an assumption (``rtx 3080`` → the 10 GB card)."""

    rows: list[PriceOverride]
    readings: list[tuple[int, Message]] = dataclasses.field(default_factory=list)


@dataclasses.dataclass(frozen=True)
class ParsedPrice:
    """An amount read by :func:`parse_price`: ``amount`` in ``currency`` (what the admin
    meant), ``market_amount`` in the market's currency, and the readings they should know
    (``assumptions``, from the budget parser: "¥ read as Chinese yuan", a conversion…)."""

    amount: float
    currency: str
    market_amount: float
    assumptions: tuple[Message, ...] = ()


def parse_price(text: str, market: Market, *, currency: str | None = None,
                bare_currency: str | None = None) -> ParsedPrice:
    """Read an amount typed as a card's price, in ``market``.

    Args:
        text: the amount as typed: the budget parser's forms ("451", "$451", "1.5k",
            "3200元", "€800"; see :mod:`advisor.budget`).
        market: gives the market's currency and dated exchange rates.
        currency: the currency the admin chose for the amount (an ISO code, a symbol or a
            name); when ``text`` names another currency, that is an error.
        bare_currency: the currency of an amount typed without one when ``currency`` is not
            given (the server's setting); default the market's.
    Returns:
        A :class:`ParsedPrice`.
    Raises:
        InvalidPrice: one sentence: unreadable, zero or negative, below :data:`MIN_PRICE` or
            above :data:`MAX_PRICE` in the
            market's currency, an unknown currency, one the market cannot convert, or two
            currencies that disagree.
    """
    typed = "" if text is None else str(text)[:MAX_INPUT_CHARS]  # parse_budget refuses a hidden character in a number
    text = clean_input(typed)
    if _NEGATIVE.match(text):
        raise InvalidPrice(msg("price.negative", "A price can't be negative."))
    code = None
    if currency is not None and str(currency).strip():
        code = _currency_code(str(currency), market)
    try:
        budget = parse_budget(typed, market, bare_currency=code or bare_currency)
    except ZeroBudget as zero:
        raise InvalidPrice(msg("price.not_positive", "A price must be at least 1 {currency} — write it like 451, "
                               "$451 or 3200元.", currency=Text(value=zero.currency))) from None
    except InvalidBudget as err:
        raise _price_error(err, text, market) from None
    if any(a.key == "budget.range" for a in budget.assumptions):  # "500-800" is a budget's range, never one price
        raise InvalidPrice(_ONE_PRICE)
    if code is not None and budget.currency != code:
        raise InvalidPrice(msg("price.two_currencies", "The amount is in {typed} but the currency option says "
                               "{chosen}; give one.", typed=Text(value=budget.currency), chosen=Text(value=code)))
    if Decimal(repr(budget.market_amount)) < MIN_PRICE:  # 1 IDR is 0.00006 USD: no card's price
        raise InvalidPrice(msg("price.below_min", "{amount} is about {converted} in this market; a price must be at "
                               "least {min} — check the amount and its currency.",
                               amount=Money(amount=budget.amount, currency=budget.currency),
                               converted=Money(amount=budget.market_amount, currency=market.currency, digits=2),
                               min=Money(amount=float(MIN_PRICE), currency=market.currency)))
    if Decimal(repr(budget.market_amount)) > MAX_PRICE:
        raise InvalidPrice(_too_high(market))
    return ParsedPrice(amount=budget.amount, currency=budget.currency, market_amount=budget.market_amount,
                       assumptions=tuple(budget.assumptions))


_PRICE_FORMS = msg("price.forms", "write it like 451, $451, 3200元 or €800.")
_ONE_PRICE = msg("price.one", "Give one price, not several numbers or a range — {forms}", forms=_PRICE_FORMS)
_UNREADABLE_AS_PRICE = frozenset({"error.budget.too-long", "error.budget.unreadable",
                                  "error.budget.nan", "error.budget.infinite", "error.budget.hexadecimal"})
"""The budget parser's refusals that only say the text is no amount: said of a price in one sentence."""


def _price_error(err: InvalidBudget, text: str, market: Market) -> InvalidPrice:
    """The budget parser's refusal ``err`` of ``text``, said of a price: a sentence that speaks of a
    budget ("the largest budget accepted", "as a budget") has a price's own; the rest (a hidden
    character, an ambiguous or unknown currency, notation) say why after "is not a price I can store"."""
    key = err.msg.key if err.msg is not None else ""
    if key == "error.budget.too-large":
        return InvalidPrice(_too_high(market))
    if key == "error.budget.empty":
        return InvalidPrice(msg("price.empty", "An empty amount is not a price — {forms}", forms=_PRICE_FORMS))
    if key in _UNREADABLE_AS_PRICE:
        return InvalidPrice(msg("price.unreadable-as", "“{amount}” is not a price I can read — {forms}",
                                amount=UserText(value=text), forms=_PRICE_FORMS))
    if key == "error.budget.several-numbers":
        return InvalidPrice(_ONE_PRICE)
    if key == "error.budget.two-currencies" and err.msg is not None:
        return InvalidPrice(msg("price.two-named", "The price names two currencies ({codes}); give one.",
                                codes=err.msg.params["codes"]))
    return InvalidPrice(msg("price.unreadable", "{amount} is not a price I can store: {why}",
                            amount=UserText(value=text), why=_message_of(err)))


def _too_high(market: Market) -> Message:
    """The price over :data:`MAX_PRICE`, in the market's currency (said by two checks)."""
    return msg("price.too_high", "That is more than the largest price accepted, {max}: check the amount.",
               max=Money(amount=float(MAX_PRICE), currency=market.currency))


def _message_of(err: AdvisorError) -> Message | Text:
    return err.msg if err.msg is not None else Text(value=err.message.rstrip("."))


def _currency_code(token: str, market: Market) -> str:
    """The ISO code a currency option names ("cny", "¥", "yuan"), one the market converts."""
    convertible = [market.currency, *(r.currency for r in market.exchange_rates)]
    try:
        reading = read_currency(clean_input(token).strip(), convertible, market.currency)
    except ValueError:  # a symbol of several currencies (kr)
        reading = None
    if reading is None:
        raise InvalidPrice(msg("price.unknown_currency", "{currency} is not a currency I know; use a code such as "
                               "USD, CNY or EUR.", currency=UserText(value=token)))
    if reading.code not in convertible:
        raise InvalidPrice(msg("price.no_rate", "The {market} market has no exchange rate for {currency}; use "
                               "one of {known}.", market=Text(value=market.id), currency=Text(value=reading.code),
                               known=ListOf(items=[Text(value=c) for c in convertible], style="join")))
    return reading.code


def check_currency(advisor: Advisor, token: str, market: str | None = None) -> str:
    """The ISO code of a currency a server may set for bare amounts (it must be one that
    ``market``, default the catalogue's default market, converts). Raises
    :class:`InvalidPrice` (unknown currency, no rate) or ``UnknownMarket``."""
    return _currency_code(token, advisor.catalog.market(market))


# --------------------------------------------------------------------------- the price file
def read_price_csv(text: str, advisor: Advisor, *, bare_currency: str | None = None) -> PriceRows:
    """Read and check a price file (UTF-8 CSV text with :data:`CSV_COLUMNS`).

    Every row is checked — the market exists, the core resolves the card (:func:`resolve_card`,
    as ``/why`` reads it), the condition is ``new`` or ``used``, the amount passes
    :func:`parse_price` — and no (market, card, condition) appears twice. Returns
    :class:`PriceRows` (each row a :class:`PriceOverride`, ``set_at`` empty: the caller dates
    them), or raises :class:`PriceFileError` listing every bad row by its line number in the
    file (the header is line 1). Never anything else, whatever the text.
    """
    if not isinstance(text, str):
        raise PriceFileError(msg("price.file.not_text", "The price file is not text."), [])
    text = text.removeprefix("\ufeff")
    header, rows_at = _header(text)
    twice = sorted(name for name, count in Counter(header).items() if name and count > 1)
    if twice:
        said = msg("price.file.duplicate_columns", "The price file's first line names {columns} more than once; "
                   "name each column once.", columns=Text(value=", ".join(twice)))
        raise PriceFileError(said, [(1, said)])
    missing = [c for c in ("market", "card", "amount") if c not in header]
    if missing:
        raise PriceFileError(msg("price.file.columns", "The price file needs the columns {columns} in its first "
                                 "line; it lacks {missing}.", columns=Text(value=", ".join(CSV_COLUMNS)),
                                 missing=Text(value=", ".join(missing))),
                             [(1, msg("price.file.missing_columns", "missing columns: {missing}",
                                      missing=Text(value=", ".join(missing))))])
    reader = csv.DictReader(io.StringIO(text[rows_at:], newline=""), fieldnames=header, restkey="__extra__",
                            strict=False)
    out: list[PriceOverride] = []
    readings: list[tuple[int, Message]] = []
    problems: list[tuple[int, Message]] = []
    seen: dict[tuple[str, str, str], int] = {}
    line = 1
    try:
        for row in reader:
            line = reader.line_num + 1  # the header is line 1
            if len(out) + len(problems) >= MAX_ROWS:
                problems.append((line, msg("price.file.too_many_rows", "more than {max} rows; split the file",
                                           max=MAX_ROWS)))
                break
            if not any((v or "").strip() for k, v in row.items() if k != "__extra__" and isinstance(v, str)):
                continue  # a blank line
            try:
                price, note = _row(row, advisor, bare_currency)
            except AdvisorError as err:
                problems.append((line, err.msg or msg("price.file.problem", "{problem}",
                                                      problem=Text(value=err.message))))
                continue
            if note:
                readings.append((line, note))
            key = (price.market, price.card, price.condition)
            if key in seen:
                problems.append((line, msg("price.file.duplicate_row", "{card} ({condition}) in {market} is already "
                                           "on line {other}", card=Card(value=price.card),
                                           condition=condition_message(price.condition),
                                           market=Text(value=price.market), other=Text(value=str(seen[key])))))
                continue
            seen[key] = line
            out.append(price)
    except csv.Error as exc:
        problems.append((line + 1, msg("price.file.bad_csv", "not valid CSV ({why})", why=Text(value=str(exc)))))
    if problems:
        raise PriceFileError(msg("price.file.bad_rows", "The price file has {count} bad row(s); nothing was "
                                 "imported:", count=len(problems)), problems, list_rows=True)
    return PriceRows(out, readings)


def _header(text: str) -> tuple[list[str], int]:
    """The column names of a price file's first line (stripped, lower case) and where its rows
    start in ``text``. Looks at :data:`MAX_HEADER_CHARS` characters at most, whatever the file's
    size: a first line longer than that is refused (a price file's columns take about 50).
    Raises :class:`PriceFileError`."""
    window = text[:MAX_HEADER_CHARS + 2]
    ends = [i for i in (window.find("\n"), window.find("\r")) if i >= 0]
    end = min(ends) if ends else len(window)
    if end > MAX_HEADER_CHARS:
        said = msg("price.file.header_too_long", "The price file's first line is longer than {max} characters; it "
                   "should name its columns: {columns}.", max=MAX_HEADER_CHARS,
                   columns=Text(value=", ".join(CSV_COLUMNS)))
        raise PriceFileError(said, [(1, said)])
    try:
        cells = next(csv.reader([text[:end]], strict=False), [])
    except csv.Error as exc:
        raise PriceFileError(msg("price.file.unreadable", "The price file is not CSV: {why}.",
                                 why=Text(value=str(exc))), []) from None
    return [cell.strip().lower() for cell in cells], end + (2 if window[end:end + 2] == "\r\n" else 1)


def _hidden(cell: str) -> str | None:
    """The first hidden character of a cell — a control or format character (Unicode categories
    Cc, Cf: NUL, ESC, zero-width spaces, bidi overrides) or a lone surrogate, but not a tab or a
    line break — or ``None``. A price file is text a program wrote: such a character is damage or
    a trick, and reading past it (as typed names are read) would store a name nobody wrote."""
    if cell.isprintable():
        return None
    return next((c for c in cell if c not in "\t\n\r" and unicodedata.category(c) in ("Cc", "Cf", "Cs")), None)


def _row(row: dict[str, Any], advisor: Advisor, bare_currency: str | None) -> tuple[PriceOverride, Message | None]:
    """One row of a price file as a :class:`PriceOverride` (and the note of its card's reading);
    raises an ``AdvisorError``."""
    if row.get("__extra__"):
        raise InvalidPrice(msg("price.file.extra_cells", "This row has more cells than the header has columns."))
    for column in CSV_COLUMNS:
        value = row.get(column)
        hidden = _hidden(value) if isinstance(value, str) else None
        if hidden is not None:
            raise InvalidPrice(msg("price.file.hidden_character", "The {column} cell has a hidden character "
                                   "({code}) in it; type it again without it.", column=Text(value=column),
                                   code=Text(value=f"U+{ord(hidden):04X}")))
    cell = {k: (v if isinstance(v, str) else "").strip() for k, v in row.items() if k != "__extra__"}
    market = advisor.catalog.market(cell.get("market") or None)
    reading = resolve_card(advisor, cell.get("card", ""))
    condition = (cell.get("condition") or "new").lower()
    if condition not in ("new", "used"):
        raise InvalidPrice(msg("price.bad_condition", "The condition must be new or used, not {condition}.",
                               condition=UserText(value=condition)))
    parsed = parse_price(cell.get("amount", ""), market, currency=cell.get("currency") or None,
                         bare_currency=bare_currency)
    return PriceOverride(market=market.id, card=reading.card, condition=condition, amount=parsed.amount,
                         currency=parsed.currency, set_at=""), reading.note


@dataclasses.dataclass(frozen=True)
class CardReading:
    """The card a typed name means (``card``, the canonical name) and, when the core had to
    assume something to read it (a name several cards share, a corrected typo), its ``note``
    saying so — the admin is told, as ``why`` tells its reader."""

    card: str
    note: Message | None = None


def resolve_card(advisor: Advisor, query: str) -> CardReading:
    """The card ``query`` means, read by the core exactly as ``why`` reads it (the same default
    for a name several cards share, ``1060`` → the 6 GB), with the core's note when it assumed
    something. Raises ``UnknownCard`` (with suggestions) when no card matches."""
    if not str(query or "").strip():
        raise UnknownCard(msg("price.no_card", "Name a card, e.g. rtx 4090."))
    card = advisor.card(query)  # UnknownCard (with suggestions) when nothing matches
    res = advisor.resolve(query)
    said = res.note
    if said is None and res.ambiguous:
        others = [c for c in res.candidates if c != card.name]
        said = msg("price.assumed_card", "{query} fits several cards; read as {card} (also: {others}).",
                   query=UserText(value=str(query)), card=Card(value=card.name),
                   others=[Card(value=c) for c in others[:5]])
    return CardReading(card=card.name, note=said)


# --------------------------------------------------------------------------- the layer
@dataclasses.dataclass(frozen=True)
class PriceLayer:
    """A server's prices laid over the catalogue's, market by market.

    ``markets`` maps a market id to the prices that replace the market's own — or add one where
    it has none — keyed by ``(card, condition)``, each already a :class:`Price` in the market's
    currency (:func:`_price`: converted at the market's dated rate, dated the day it was set,
    marked ``set_by_server``). Immutable: :meth:`with_market` returns a new layer. Build it
    with :meth:`build`; an :class:`~advisor.api.Advisor` takes it in ``with_prices(layer)``.
    """

    markets: Mapping[str, Mapping[tuple[str, str], Price]] = dataclasses.field(default_factory=dict)

    @classmethod
    def build(cls, catalog: Catalog, overrides: Iterable[PriceOverride]) -> PriceLayer:
        """A layer of ``overrides`` (any markets) over ``catalog``.

        Raises ``UnknownMarket`` for a market the catalogue lacks; an override naming a card
        the catalogue does not have, a currency its market cannot convert or an amount below
        :data:`MIN_PRICE` once converted is a ``ValueError`` (callers check stored prices with
        :func:`override_problem` first)."""
        by_market: dict[str, list[PriceOverride]] = {}
        for o in overrides:
            by_market.setdefault(o.market, []).append(o)
        layer = cls()
        for market_id, items in by_market.items():
            layer = layer.with_market(catalog, market_id, items)
        return layer

    def with_market(self, catalog: Catalog, market_id: str, overrides: Iterable[PriceOverride]) -> PriceLayer:
        """This layer with ``market_id``'s server prices added (a later price of the same card
        and condition wins). Raises as :meth:`build`, and ``ValueError`` for an override of
        another market."""
        market = catalog.market(market_id)
        added = dict(self.markets.get(market.id, {}))
        for o in overrides:
            if o.market != market.id:
                raise ValueError(f"an override for {o.market} given for {market.id}")
            problem = _problem(catalog, o)
            if problem:
                raise ValueError(problem)
            added[(o.card, o.condition)] = _price(o, market)
        return PriceLayer({**self.markets, market.id: added})

    def __len__(self) -> int:
        """How many server prices the layer holds, in every market."""
        return sum(len(prices) for prices in self.markets.values())

    def prices(self, catalog: Catalog, market_id: str) -> list[tuple[str, Price]]:
        """``market_id``'s price list with the layer's prices in place: ``(card, Price)`` by
        card and condition, as :meth:`~advisor.catalog.Catalog.prices` gives it (the
        catalogue's own list, the same object, for a market the layer does not touch)."""
        added = self.markets.get(market_id)
        if not added:
            return catalog.prices(market_id)
        pending = dict(added)
        out = [(name, pending.pop((name, p.condition), p)) for name, p in catalog.prices(market_id)]
        out += [(card, p) for (card, _), p in pending.items()]  # cards the market had no price for
        out.sort(key=lambda item: (item[0], item[1].condition))  # the catalogue's order
        return out

    def over(self, catalog: Catalog) -> Catalog:
        """``catalog`` with its price lookup through this layer: the same cards, markets, rules
        data and caches of cards, and, for each market the layer touches, the merged list of
        :meth:`prices` (computed once, here)."""
        merged = {m: self.prices(catalog, m) for m in self.markets if self.markets[m]}
        return dataclasses.replace(catalog, price_list={**catalog.price_list, **merged})

    def cite(self, answer: Any, rules: RuleBook) -> Any:
        """``answer`` with a ``price.server`` reason (a note for a :class:`Recommendation`)
        naming the server prices it shows; unchanged when it shows none. The reason is a
        message like the answer's others (each face renders it in its language)."""
        used = server_prices_in(answer)
        if not used:
            return answer
        reason = rules.reason(RULE_ID, price_reason_message(used))
        if isinstance(answer, Recommendation):
            note = Note(rule_id=reason.rule_id, message=reason.message, source=reason.source)
            return answer.model_copy(update={"notes": [*answer.notes, note]})
        return answer.model_copy(update={"reasons": [*answer.reasons, reason]})


def override_problem(advisor: Advisor, o: PriceOverride) -> str | None:
    """Why a stored price cannot be used with this catalogue (for the operator's log), or ``None``.

    A price stored by an older version or another catalogue may name a market or card this
    catalogue lacks, a currency its market cannot convert, or an amount below :data:`MIN_PRICE`
    once converted (accepted before that check existed). Front ends skip such a price rather
    than fail every answer of the server.
    """
    return _problem(advisor.catalog, o)


def _problem(catalog: Catalog, o: PriceOverride) -> str | None:
    """:func:`override_problem` for a catalogue."""
    market = catalog.markets.get(o.market)
    if market is None:
        return f"no market {o.market!r} in the catalogue"
    if o.card not in catalog.card_rows:
        return f"no card {o.card!r} in the catalogue"
    if o.currency != market.currency and not any(r.currency == o.currency for r in market.exchange_rates):
        return f"{market.id} has no rate for {o.currency}"
    try:
        _price(o, market)
    except (ValueError, ArithmeticError) as err:
        return str(err)
    return None


def _price(o: PriceOverride, market: Market) -> Price:
    """A server's price as the market's :class:`Price`: in the market's currency (converted at
    the market's dated rate when given in another), dated the day it was set."""
    day = (o.set_at or "")[:10] or market.as_of
    amount = o.amount
    note = f"Set by this server's admins on {day}."
    if o.currency != market.currency:
        rate = next((r for r in market.exchange_rates if r.currency == o.currency), None)
        if rate is None:
            raise ValueError(f"{market.id} has no rate for {o.currency}")
        amount = round(float(Decimal(repr(o.amount)) * Decimal(repr(rate.rate))), 2)
        note = (f"Set by this server's admins on {day} as {_plain(o.amount)} {o.currency}, converted at the "
                f"market's rate of {rate.as_of} ({i18n.english(rate.source)}).")
    if Decimal(repr(amount)) < MIN_PRICE:
        raise ValueError(f"{_plain(o.amount)} {o.currency} is below {MIN_PRICE} {market.currency} in {market.id}")
    return Price(amount=amount, currency=market.currency, condition=o.condition, as_of=day, estimated=False,
                 source=SOURCE, note=note, set_by_server=day)


def _plain(amount: float) -> str:
    return f"{amount:,.2f}".rstrip("0").rstrip(".")


def server_prices_in(answer: Any) -> list[tuple[str, Price]]:
    """``(card, price)`` for every server price an answer shows (each card and condition once,
    in the answer's order)."""
    found: dict[tuple[str, str], tuple[str, Price]] = {}

    def walk(value: Any) -> None:
        if isinstance(value, list):
            for item in value:
                walk(item)
        elif isinstance(value, BaseModel) and not isinstance(value, Price):
            price, card = getattr(value, "price", None), getattr(value, "card", None)
            if isinstance(price, Price) and price.set_by_server and isinstance(card, str):
                found.setdefault((card, price.condition), (card, price))
            for name in type(value).model_fields:
                walk(getattr(value, name))

    walk(answer)
    return list(found.values())


def condition_message(condition: str) -> Message | Text:
    """``new`` / ``used`` as a message (said in the answer's language); anything else as it is."""
    if condition == "new":
        return msg("price.condition.new", "new")
    if condition == "used":
        return msg("price.condition.used", "used")
    return Text(value=condition)


def price_reason_message(used: Sequence[tuple[str, Price]]) -> Message:
    """The ``price.server`` sentence naming the server's prices an answer uses."""
    items = [msg("price.server.item", "{card} ({condition}) {amount} on {date}", card=Card(value=card),
                 condition=condition_message(p.condition), amount=Money(amount=p.amount, currency=p.currency),
                 date=Date(value=p.set_by_server or p.as_of))
             for card, p in used]
    return msg("price.server.used", "Prices set by this server: {prices}. They replace the market's prices in "
               "this server's answers.", prices=items)
