"""The console's short form of an answer (issue 18, issue 28 §1): the headline, the deciding facts, the market,
the ranking, the caveats that fit and the ``--verbose`` line, in at most a given number of lines. Split out of
:mod:`advisor.cli.render` (its layout helpers stay there, passed in as :class:`Pieces`) when that module reached
the house's 800-line limit."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..budget import shorter_reading
from ..i18n import msg
from ..wording import labelled

if TYPE_CHECKING:
    from ..models import Caveat, MarketRef, RankLine, Shape


@dataclass(frozen=True)
class Pieces:
    """What the layout takes from :mod:`advisor.cli.render` (passed in, so neither module imports the other): a
    ranking line's text, the market line and the unit line's indent."""

    rank_text: Callable[[RankLine, Any], str]
    market_line: Callable[[MarketRef, Any], str]
    indent: str


def short_form(pieces: Pieces, shape: Shape, market: MarketRef, view: Any, limit: int, numbered: bool = True,
               lead: str = "") -> str:
    """:func:`_short_form`, its last deciding facts left to ``--verbose`` while it still runs over ``limit`` (the
    room it weighs them in counts one ranking line, not its speed's unit line: hypothesis found 23 lines of 22, 2 × RTX
    5080 for images with the used-above-MSRP fact after two long image facts); a command's first fact always stays.
    Below a question's reading note (``view.reserved`` lines) the limit holds too: while the whole runs over, the
    ``--verbose`` line goes (``quiet``), then the facts past the first, the ranking's last lines (a comparison keeps
    both sides) and the first fact wait for ``--verbose``."""
    text = _short_form(pieces, shape, market, view, limit, numbered, lead)
    room = limit - view.reserved  # a question's reading note (``view.reserved``) takes its lines first
    while not view.reserved and len(text.splitlines()) > room and len(shape.decides) > 1:  # a command's answer
        shape = shape.model_copy(update={"decides": shape.decides[:-1], "details": shape.details + 1})
        text = _short_form(pieces, shape, market, view, limit, numbered, lead)
    if not view.reserved:
        return text
    loud = _fitted(pieces, shape, market, view, limit, numbered, lead, text, False)
    if not shape.decides or _facts(loud) >= len(shape.decides):
        return loud
    # below a question's reading note, a deciding fact before the --verbose line and the ranking's rows past a
    # comparison's sides or a buyer's first rows (mend46a left: "Over your budget, the options that hold Llama 3.3
    # 70B: …" cut from the English console by a yuan budget's conversion, the third option's row shown)
    quiet = _fitted(pieces, shape, market, view, limit, numbered, lead,
                    _short_form(pieces, shape, market, view, limit, numbered, lead, quiet=True), True)
    sides = 2 if shape.asked == "faster" else min(len(shape.ranking), BOUGHT) if _buys(shape) else 1
    if (_facts(quiet) > _facts(loud) and len(quiet.splitlines()) <= room
            and _rows(quiet, numbered) >= min(sides, _rows(loud, numbered))):
        return quiet
    return loud


def _facts(text: str) -> int:
    """The deciding facts a short form's ``text`` shows (its ``→`` lines)."""
    return sum(1 for line in text.splitlines() if line.startswith("→ "))


def _fitted(pieces: Pieces, shape: Shape, market: MarketRef, view: Any, limit: int, numbered: bool, lead: str,
            text: str, quiet: bool) -> str:
    """:func:`short_form`'s ``text`` cut to the room a question's reading note leaves (module docstring), the
    ``--verbose`` line already left out when ``quiet``."""
    room = limit - view.reserved
    sides = 2 if shape.asked == "faster" else 0  # a comparison keeps both sides
    kept = min(len(shape.ranking), BOUGHT) if _buys(shape) else sides  # a buyer's list: its first rows (break34 #5)
    while view.reserved and len(text.splitlines()) > room:
        # below a long reading note (test_answers57's laptop question ran 17 lines of 16): a budget's conversion in
        # one line (fix54b), the --verbose line, the facts past the first, the ranking's last lines (a buyer's first
        # rows stay), the first fact, then the buyer's rows wait for --verbose
        if shape.decides and (shorter := shorter_reading(shape.reading)) is not None:
            shape = shape.model_copy(update={"reading": shorter})
        elif not quiet:
            quiet = True
        elif len(shape.decides) > 1:
            shape = shape.model_copy(update={"decides": shape.decides[:-1], "details": shape.details + 1})
        elif len(shape.ranking) > max(kept, sides):
            shape = shape.model_copy(update={"ranking": shape.ranking[:-1], "details": shape.details + 1})
        elif shape.decides:
            shape = shape.model_copy(update={"decides": [], "details": shape.details + 1})
        elif len(shape.ranking) > sides:
            shape = shape.model_copy(update={"ranking": shape.ranking[:-1], "details": shape.details + 1})
        else:
            break
        text = _short_form(pieces, shape, market, view, limit, numbered, lead, quiet=quiet)
    if view.reserved and numbered and _buys(shape) and shape.ranking and not _rows(text, numbered):
        # no ranked row at all (break34 #5); a row shown beside the facts that decide keeps those facts (a laptop
        # buyer's launch price over the budget decides more than the desktop list's second row: test_answers57)
        text = _rows_kept(pieces, shape, market, view, limit, numbered, lead, text, room)
    return text


def _rows_kept(pieces: Pieces, shape: Shape, market: MarketRef, view: Any, limit: int, numbered: bool, lead: str,
               text: str, room: int) -> str:
    """A buyer's short form ``text`` whose ranking the room cut below its first rows (:data:`BOUGHT`), remade so the
    rows stay (break34 #5): the --verbose line and the facts past the first wait for --verbose; the first fact too
    only when ``text`` shows no ranked row at all (a first pick without CUDA says why, fix40b)."""
    wanted = min(len(shape.ranking), BOUGHT)
    options = []
    for cut in dict.fromkeys((len(shape.decides), min(1, len(shape.decides)), 0)):
        fewer = shape.model_copy(update={"decides": shape.decides[:cut],
                                         "details": shape.details + len(shape.decides) - cut})
        alt = _short_form(pieces, fewer, market, view, limit, numbered, lead, quiet=True)
        if len(alt.splitlines()) <= room:
            options.append((cut, _rows(alt, numbered), alt))
    both = next((alt for cut, rows, alt in options if rows >= wanted and (cut or not shape.decides)), None)
    if both is not None:  # the list and the first fact
        return both
    if _rows(text, numbered):  # the pick's row and the facts: kept
        return text
    return next((alt for _, rows, alt in options if rows), text)  # a row, with as many facts as fit


def _rows(text: str, numbered: bool) -> int:
    """The ranking lines a short form's ``text`` shows."""
    marks = tuple(f"{i}. " for i in range(1, 10)) if numbered else ("· ",)
    return sum(1 for line in text.splitlines() if line.startswith(marks))


BOUGHT = 2
"""The ranking's rows a buyer's short form keeps below a long reading note before its first deciding fact goes: the
list is what a "which to buy" question asked (break34 #5: "run llama 8b, sdxl and whisper at the same time under
$800" ended after the headline and an image note, no card ranked)."""


def _buys(shape: Shape) -> bool:
    """Whether ``shape`` answers a buyer: a ranking of cards to buy (no comparison's sides, no owner's levers)."""
    return shape.asked not in ("faster", "own") and any(x.role not in ("rig", "runs") for x in shape.ranking)


def _short_form(pieces: Pieces, shape: Shape, market: MarketRef, view: Any, limit: int, numbered: bool = True,
                lead: str = "", quiet: bool = False) -> str:
    """The short form of an answer (module docstring) in at most ``limit`` lines: the headline, the facts that
    decide it (``→``: issue 28 §1; past the first — a comparison's too, before its two sides — they wait for
    ``--verbose`` only when a long reading note leaves no room), the market, the ranking, the unit, the caveats
    that fit (heaviest first, whole) and a line saying how much ``--verbose`` adds; ``lead`` goes before the
    headline (``why``'s label; its one ranking line gives way to a long reading note). Short of room, the
    ranking's last lines go first (a comparison keeps both sides; its unit line, then caveats give way); the
    heaviest caveat comes before the ranking's third line (an owner's lever before a second upgrade) and before a
    budget's conversion in several lines (:func:`advisor.budget.shorter_reading`)."""
    rank_text, market_line, INDENT = pieces.rank_text, pieces.market_line, pieces.indent  # noqa: N806
    limit -= view.reserved
    head = [*view.wrap(lead + view.t(shape.headline))]
    for m in shape.reading:
        head += view.wrap(view.t(m), "  ", "  ")
    facts = [view.wrap((f"{c.card}: " if c.card else "") + view.t(c.message), "→ ", "  ") for c in shape.decides]
    tail = [*view.wrap(market_line(market, view)), ""]
    sides = shape.ranking[:1 + (shape.asked == "faster")]  # a comparison keeps both sides: before any fact
    mark = "1. " if numbered else "· "  # the lines' own bullet: "· " wraps a line one character later than "1. "
    margin = 0 if quiet else 2  # the --verbose line and the blank line before it, unless left out
    while len(facts) > (shape.asked != "faster") and len(head) + sum(map(len, facts)) + len(tail) + sum(
            len(view.wrap(rank_text(x, view), mark)) for x in sides) + margin > limit:
        if (shorter := shorter_reading(shape.reading)) is not None:  # a conversion in one line before a fact goes
            shape = shape.model_copy(update={"reading": shorter})  # (fix61b)
            head = [*view.wrap(lead + view.t(shape.headline))]
            for m in shape.reading:
                head += view.wrap(view.t(m), "  ", "  ")
            continue
        facts.pop()  # a long reading note leaves no room: the first deciding fact stays, the rest to --verbose
        shape = shape.model_copy(update={"details": shape.details + 1})
    head += [line for f in facts for line in f] + tail
    blocks: list[list[str]] = []
    for i, x in enumerate(shape.ranking, 1):
        bullet = f"{i}. " if numbered else "· "
        blocks.append(view.wrap(rank_text(x, view), bullet, " " * len(bullet)))
    unit = view.wrap(view.t(msg("cli.short.unit", "({unit})", unit=shape.unit)), INDENT) if shape.unit else []
    caveats = [view.wrap(view.t(labelled(c.card, view.t(c.message))) if c.card else view.t(c.message), "! ", "  ")
               for c in shape.caveats]
    left = shape.details

    def hint(count: int) -> list[str]:  # quiet: no --verbose line, so no room kept for it
        if quiet or not count:
            return []
        return view.wrap(view.t(msg("cli.short.more", "--verbose: the reasoning, with every rule and source "
                                    "({count} more)", count=count)))

    def ranking_lines(n: int) -> list[str]:
        shown = shape.ranking[:n]
        return [line for b in blocks[:n] for line in b] + (unit if any(x.speed for x in shown) else [])

    first = len(caveats[0]) + 1 if caveats else 0
    both = shape.asked == "faster"  # a comparison keeps both sides' lines: the unit line, then caveats give way
    if both and len(head) + len(ranking_lines(len(blocks))) + 1 + len(hint(left + 1)) > limit:
        unit = []
    mine = max(1, sum(1 for x in shape.ranking if x.role == "rig"))  # an owner's cards are all said (break25 #21)
    floor = mine if shape.asked == "own" else max(2, mine)  # an owner's first lever (today's) before a second upgrade

    def rows_kept(height: int) -> int:  # the ranked rows a head of ``height`` lines leaves room for
        n = len(blocks)
        while not both and n > mine and (height + len(ranking_lines(n)) + 1 + len(hint(left + len(blocks) - n + 1))
                                         > limit):
            n -= 1  # the deciding facts stay: the ranking's last lines give way
        n = 0 if lead and n == 1 and height + len(ranking_lines(1)) + 1 + len(hint(left + 1)) > limit else n
        while not both and n > floor and (height + len(ranking_lines(n)) + first + 1
                                          + len(hint(left + len(blocks) - n)) > limit):
            n -= 1  # the heaviest caveat (an owner's line) before the ranking's third line and after
        return n

    kept = rows_kept(len(head))

    def lines_of(reading: list[Any]) -> int:
        return sum(len(view.wrap(view.t(m), "  ", "  ")) for m in reading)

    shorter = shorter_reading(shape.reading) if not both and kept < len(blocks) else None
    step = shorter
    while step is not None and rows_kept(len(head) - lines_of(shape.reading) + lines_of(step)) <= kept:
        step = shorter_reading(step)  # a ranked row before a long conversion, where a shorter conversion keeps one
    if shorter is not None and step is not None:  # more: "预算8000元，想跑本地大模型" showed 2 of the 4 rows "$1202
        # for local llms" shows (newuser31 #1); the recursion shortens it as far as that takes
        return _short_form(pieces, shape.model_copy(update={"reading": shorter}), market, view,
                           limit + view.reserved, numbered, lead, quiet)
    left += len(blocks) - kept
    lines = head + ranking_lines(kept)
    taken: list[str] = []
    lever = shape.asked == "own"  # an owner's first lever (U03: a smaller batch) takes the --verbose line's room
    roomed = False
    shown = {x.card for x in shape.ranking[:kept]}
    hidden = {x.card for x in shape.ranking[kept:]} - shown
    for index, block in enumerate(caveats):  # heaviest first; one too long for the room left waits for --verbose
        rest = left + len(caveats) - index - 1
        if _orphan(shape.caveats[index], shown, hidden):  # about a ranking line left out: it goes with the line
            left += 1
            continue
        block = _trimmed(shape.caveats[index], [x.card for x in shape.ranking[:kept]], view) or block
        if len(lines) + 1 + len(taken) + len(block) + len(hint(max(rest, 1))) + 1 > limit and not (
                lever and index == 0 and len(lines) + 1 + len(block) <= limit):
            if index == 0 and (shorter := shorter_reading(shape.reading)) is not None:
                # the heaviest caveat (the pick's own support fact, fix36c) before a long conversion: the conversion
                # in one line first, as before a deciding fact (fix61b's priced sentence pushed cu128 out)
                return _short_form(pieces, shape.model_copy(update={"reading": shorter}), market, view,
                                   limit + view.reserved, numbered, lead, quiet)
            left += 1
            continue
        roomed = lever and index == 0 and not taken and (
            len(lines) + 1 + len(block) + len(hint(max(rest, 1))) + 1 > limit)  # it took the --verbose line's room
        taken += block
    gap = [] if lines[-1] == "" else [""]  # no ranking: the market line's blank line is the gap
    if taken:
        lines += [*gap, *taken]
        gap = [""]
    if left and not quiet and not (roomed and len(lines) + len(gap) + len(hint(left)) > limit):
        lines += [*gap, *hint(left)]
    return "\n".join(lines)


def _orphan(caveat: Caveat, shown: set[str], hidden: set[str]) -> bool:
    """Whether ``caveat`` is about a ranking line the room left out (it names a card of ``hidden`` and none of
    ``shown``): "RTX PRO 4500 Blackwell is a workstation card" under a ranking that no longer shows it (F13)."""
    from ..shape_weigh import named_cards

    names = named_cards(caveat.message) | ({caveat.card} if caveat.card else set())
    return bool(names & hidden) and not names & shown


def _trimmed(caveat: Caveat, shown: list[str], view: Any) -> list[str] | None:
    """``caveat``'s lines naming, of its list of cards, only the ``shown`` ranking lines' (grader P06, N04, N12:
    "GeForce RTX 5070, GeForce RTX 5070 Ti: Blackwell, …" under a ranking whose 5070 Ti line the room left out);
    ``None`` when it names no such list or every card of it is shown."""
    from ..wording import only_shown

    m = only_shown(caveat.message, shown)
    if m is None or m is caveat.message:
        return None
    return view.wrap(view.t(labelled(caveat.card, view.t(m))) if caveat.card else view.t(m), "! ", "  ")
