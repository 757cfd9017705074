"""The checks of the acceptance tables and of the question corpus: one implementation for both.

``tests/cases/README.md`` defines the checks of ``advice.csv``, ``fits.csv``, ``cli.csv`` (checks of
an answer) and ``ask.csv`` (checks of how a question was read); ``data/questions/README.md`` adds
the corpus's extensions (counts on a card slot, ``ram=``, ``context=``, ``batch=``, ``condition=``,
``market=``, ``memory=``, ``unknown~``, ``nomodel``). The tests (``tests/test_acceptance.py``,
``tests/advisor/test_ask.py``) and ``python -m tools.eval`` import these functions; no expected
value lives here, only how a written check is applied to an answer.

A check is ``key=value``, ``key>=N``, ``key<=N``, ``key~REGEX`` or a bare flag (``nomodel``); ``A|B``
in a value means either. An unknown key (or a known key with an operator it does not take) raises
:class:`UnknownCheck`, never a silent pass; a check that does not hold raises ``AssertionError``
(``check``, ``check_answer``, ``check_question``) or comes back as an :class:`Outcome` that is not
``ok`` (``judge_question``, for the corpus's grades).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import permutations

CHECK = re.compile(r"^(?P<key>[a-z_]+)(?:(?P<op>>=|<=|~|=)(?P<value>.*))?$", re.S)


class UnknownCheck(ValueError):
    """A check whose key (or key and operator) no table defines: the table is wrong, not the answer."""


def parse(item: str) -> tuple[str, str, str]:
    """``(key, op, value)`` of one written check; a bare flag gives ``(key, "", "")``.

    Raises :class:`UnknownCheck` for text that is not a check at all."""
    m = CHECK.match(item.strip())
    if not m:
        raise UnknownCheck(f"unreadable check {item!r}")
    return m["key"], m["op"] or "", m["value"] or ""


def split_checks(text: str) -> list[str]:
    """The checks of one table cell (joined by `` & ``); an empty cell has none."""
    return [c.strip() for c in text.split(" & ") if c.strip()]


# --------------------------------------------------------------------------------- answer checks
def texts(obj) -> list[str]:
    """Every string anywhere in a JSON answer."""
    if isinstance(obj, str):
        return [obj]
    if isinstance(obj, dict):
        return [t for v in obj.values() for t in texts(v)]
    if isinstance(obj, list):
        return [t for v in obj for t in texts(v)]
    return []


def rule_ids(obj) -> set[str]:
    """Every ``rule_id`` anywhere in a JSON answer."""
    found = set()
    if isinstance(obj, dict):
        if "rule_id" in obj:
            found.add(obj["rule_id"])
        for v in obj.values():
            found |= rule_ids(v)
    elif isinstance(obj, list):
        for v in obj:
            found |= rule_ids(v)
    return found


# Each takes the answer's JSON, the check's value and its |-separated options; a key with an
# operator (``top_memory>=``, ``top~``) holds for that operator only.
def _top(data: dict, value: str, options: list[str]) -> None:
    top = data["picks"][0]["card"] if data["picks"] else "none"
    assert top in options, [p["card"] for p in data["picks"]]


def _first_card(data: dict) -> str | None:
    """The first of ``picks``, else of ``cards`` (a comparison or a fit), else None."""
    for part in ("picks", "cards"):
        if data.get(part):
            return data[part][0]["card"]
    return None


def _top_matches(data: dict, value: str, options: list[str]) -> None:
    first = _first_card(data)
    assert first is not None and re.search(value, first, re.IGNORECASE), first


def _top_not_matches(data: dict, value: str, options: list[str]) -> None:
    first = _first_card(data)
    assert first is None or not re.search(value, first, re.IGNORECASE), first


def _picks_match(data: dict, value: str, options: list[str]) -> None:
    named = [x["card"] for part in ("picks", "cards") for x in data.get(part) or []]
    assert any(re.search(value, n, re.IGNORECASE) for n in named), named


def _stretch(data: dict, value: str, options: list[str]) -> None:
    assert data["stretch"] and data["stretch"]["card"] in options, data["stretch"]


def _not_in_picks(data: dict, value: str, options: list[str]) -> None:
    picks = {p["card"] for p in data["picks"]}
    assert not picks & set(value.split(";")), picks


def _field_in(name: str) -> Callable[[dict, str, list[str]], None]:
    def check_field(data: dict, value: str, options: list[str]) -> None:
        assert data[name] in options, data[name]
    return check_field


def _rule(data: dict, value: str, options: list[str]) -> None:
    assert rule_ids(data) & set(options), rule_ids(data)


def _alt_includes(data: dict, value: str, options: list[str]) -> None:
    assert {a["card"] for a in data["alternatives"]} & set(options), data["alternatives"]


def _speedup(data: dict, value: str, options: list[str]) -> None:
    lo, hi = (float(x) for x in value.split(".."))
    assert lo <= data["speedup"] <= hi, data["speedup"]


def _budget(data: dict, value: str, options: list[str]) -> None:
    amount, currency = value.split()
    assert (data["budget"]["amount"], data["budget"]["currency"]) == (float(amount), currency), data["budget"]


def _top_memory(data: dict, value: str, options: list[str]) -> None:
    assert data["picks"] and data["picks"][0]["memory_gb"] >= float(value), data["picks"][:1]


def _picks_memory(data: dict, value: str, options: list[str]) -> None:
    assert data["picks"] and all(p["memory_gb"] >= float(value) for p in data["picks"]), data["picks"]


def _alts_memory(data: dict, value: str, options: list[str]) -> None:
    alts = data["alternatives"]
    assert alts and all(a["memory_gb"] >= float(value) for a in alts), alts


def _picks_include(data: dict, value: str, options: list[str]) -> None:
    assert {p["card"] for p in data["picks"]} & set(options), [p["card"] for p in data["picks"]]


def _rank(data: dict, value: str, options: list[str]) -> None:
    first, second = value.split("<")
    names = [p["card"] for p in data["picks"]]
    assert first in names, names
    assert second not in names or names.index(first) < names.index(second), names


def _nocard(data: dict, value: str, options: list[str]) -> None:
    named = [x["card"] for part in ("picks", "cards", "alternatives") for x in data.get(part) or []]
    named += [data["stretch"]["card"]] if data.get("stretch") else []
    assert not [n for n in named if re.search(value, n, re.IGNORECASE)], named


def _split_includes(data: dict, value: str, options: list[str]) -> None:
    name, count = value.rsplit("*", 1)
    rows = data.get("cards") or data.get("picks") or []
    assert any(r["card"] == name and r.get("count", r.get("gpus")) == int(count) for r in rows), rows


def _total_gb(data: dict, value: str, options: list[str]) -> None:
    lo, hi = (float(x) for x in value.split(".."))
    assert lo <= data["memory"]["total_gb"] <= hi, data["memory"]


def _fits_alone(data: dict, value: str, options: list[str]) -> None:
    assert any(c["card"] in options and c["count"] == 1 for c in data["cards"]), data["cards"]


def _not_alone(data: dict, value: str, options: list[str]) -> None:
    assert not any(c["card"] in options and c["count"] == 1 for c in data["cards"]), data["cards"]


ANSWER_CHECKS: dict[str, Callable[[dict, str, list[str]], None]] = {
    "top=": _top, "top~": _top_matches, "topnot~": _top_not_matches, "picks~": _picks_match,
    "stretch=": _stretch, "not_in_picks=": _not_in_picks, "verdict=": _field_in("verdict"),
    "rule=": _rule, "alt_includes=": _alt_includes, "faster=": _field_in("faster"),
    "better_value=": _field_in("better_value"), "speedup=": _speedup, "budget=": _budget,
    "top_memory>=": _top_memory, "picks_memory>=": _picks_memory, "alts_memory>=": _alts_memory,
    "picks_include=": _picks_include, "rank=": _rank, "nocard~": _nocard, "split_includes=": _split_includes,
    "total_gb=": _total_gb, "fits_alone=": _fits_alone, "not_alone=": _not_alone,
}
"""The checks of an answer, by key and operator (tests/cases/README.md says what each means)."""

TEXT_CHECKS = ("text~", "notext~")
CONSOLE_CHECKS = ("exit=", "lines<=", "error=")


def check_answer(item: str, data: dict | None, haystack: str | None = None) -> None:
    """Apply one check of an answer (advice.csv syntax: ``top=``, ``text~`` …) to ``data``, the
    answer's JSON (``None``: there is no answer, and every check but ``notext~`` fails).

    ``text~`` / ``notext~`` search ``haystack`` when given (the console's printed text, or a whole
    ``Question`` with its reply), else every string of ``data``. Raises :class:`UnknownCheck` for a
    key no table defines, ``AssertionError`` when the check does not hold."""
    key, op, value = parse(item)
    if key + op in TEXT_CHECKS:
        text = haystack if haystack is not None else "\n".join(texts(data))
        found = re.search(value, text, re.IGNORECASE)
        assert bool(found) == (key == "text"), (item, text[:2000])
        return
    answer_check = ANSWER_CHECKS.get(key + op)
    if answer_check is None:
        raise UnknownCheck(f"unknown check {item!r}")
    assert data is not None, f"no answer to check {item!r} on"
    answer_check(data, value, value.split("|"))


def check(item: str, data: dict | None, code: int, output: str, stdout: str = "") -> None:
    """Apply one check of a console row (advice.csv, fits.csv, cli.csv) to what the console gave.

    ``data`` is the parsed JSON (None for a text-only console row), ``code`` the exit status,
    ``output`` the printed text (stdout + stderr), ``stdout`` what went to stdout alone
    (``lines<=N``). Raises :class:`UnknownCheck` or ``AssertionError`` as :func:`check_answer`."""
    key, op, value = parse(item)
    if key + op == "exit=":
        assert code == int(value), (code, output)
        return
    if key + op == "lines<=":
        printed = stdout.splitlines()
        assert len(printed) <= int(value), (len(printed), stdout)
        return
    if key + op == "error=":
        assert code == 2 and data is not None and data["error"]["code"] in value.split("|"), data
        return
    if key + op in TEXT_CHECKS:
        check_answer(item, data, None if data is not None else output)
        return
    if key + op not in ANSWER_CHECKS:
        raise UnknownCheck(f"unknown check {item!r}")
    assert code == 0, data if data is not None else output
    check_answer(item, data)


# ------------------------------------------------------------------------------- question checks
@dataclass
class Outcome:
    """One check of a reading, judged: ``slot`` (the check's key), ``ok``, what was ``expected`` and
    what was ``read`` (both as short text), and, when not ok, the ``kinds`` of mistake
    (``extra card``, ``budget from context``, ``quant lost`` …) and whether it makes the reading
    WRONG (``fatal``: the command, or a card or budget misread) rather than PARTLY."""

    slot: str
    ok: bool
    expected: str
    read: str
    kinds: list[str] = field(default_factory=list)
    fatal: bool = False


#: What a slot's mistakes are called in the eval's report (the slot's key otherwise).
KIND_NAMES = {"precision": "quant", "own": "owner", "gpus": "count", "use_case": "use case",
              "memory": "memory stated", "unknown": "unknown device"}

#: read_as fields of the corpus's extension slots (data/questions/README.md).
EXTENSION_FIELDS = {"ram": "ram_gb", "context": "context_tokens", "batch": "batch", "memory": "memory_gb",
                    "condition": "condition", "market": "market", "laptop": "laptop", "users": "users",
                    "speed": "speed_tps"}
#: Slots holding a number (``memory_gb`` may hold one per card: a list, ``None`` where none was said).
NUMBERS = ("gpus", "ram", "context", "batch", "memory", "users", "speed")
#: Slots holding a yes or no.
FLAGS = ("own", "laptop")

#: Slots a question must not have read when its expectation does not name them (the corpus's
#: "nothing misread beyond the slots"): a card, a budget, a model, a used/new condition, a count
#: above one ("two" of a card, ``gpus``).
IMPLIED_ABSENT = ("cards", "budget", "model", "condition", "count")
#: Expectation keys that name each of those slots (``count``: ``gpus=``, or a count written on a
#: card slot, ``cards=2x …``).
NAMES_SLOT = {"cards": ("cards",), "budget": ("budget", "missing"), "model": ("model", "nomodel", "anymodel"),
              "condition": ("condition",), "count": ("gpus", "anycount")}
COUNTED = re.compile(r"(?:^|;)\s*\d+\s*x\s")


def _kind(slot: str, expected, read) -> list[str]:
    """The kind of one slot's mistake: lost (nothing read), from context (read, none expected), misread."""
    name = KIND_NAMES.get(slot, slot)
    if read in (None, False, [], ""):
        return [f"{name} lost"]
    if expected in (None, False, [], ""):
        return [f"{name} from context"]
    return [f"{name} misread"]


def card_counts(read: dict) -> list[tuple[str, int]]:
    """The cards a reading holds, each with how many of it: ``counts`` when given, else ``gpus`` for
    a single card ("will 70b run on two 3090s": one card, 2 of it), else one of each."""
    cards = list(read.get("cards") or [])
    counts = read.get("counts")
    if counts and len(counts) == len(cards):
        return list(zip(cards, (int(c) for c in counts), strict=True))
    if len(cards) == 1 and read.get("gpus"):
        return [(cards[0], int(read["gpus"]))]
    return [(c, 1) for c in cards]


SLOT = re.compile(r"^(?:(?P<count>\d+)\s*x\s+)?(?P<names>.+)$")


def card_slots(value: str) -> list[tuple[int | None, list[str]]]:
    """The slots of ``cards=``: ``2x A|A2;B`` -> ``[(2, [A, A2]), (None, [B])]`` (``None``: no count
    written, so any count is accepted; ask.csv's slots carry none)."""
    out = []
    for slot in value.split(";"):
        m = SLOT.match(slot.strip())
        assert m, slot
        out.append((int(m["count"]) if m["count"] else None, [n.strip() for n in m["names"].split("|")]))
    return out


def _match_cards(slots: list[tuple[int | None, list[str]]], read: list[tuple[str, int]]):
    """The best pairing of expected slots with cards read: ``(missed slots, extra cards, count
    mismatches)``, fewest mistakes first (an exhaustive search: a question names a few cards).

    A card no slot names is extra and a slot no card read fills is missed whatever the pairing (pairing
    them costs the same two mistakes), so both are set aside before the search: a pasted list of
    fourteen cards is fourteen extras, never 14! orderings to try."""
    names_any = {n for _, names in slots for n in names}
    read_names = {c[0] for c in read}
    extra0 = [c[0] for c in read if c[0] not in names_any]
    missed0 = [names for _, names in slots if not read_names & set(names)]
    slots = [s for s in slots if read_names & set(s[1])]
    read = [c for c in read if c[0] in names_any]
    missed, extra, counts = _match_rest(slots, read)
    return missed0 + missed, extra0 + extra, counts


def _match_rest(slots: list[tuple[int | None, list[str]]], read: list[tuple[str, int]]):
    """``_match_cards`` over the slots and cards that could pair (every ordering tried)."""
    best = None
    n = max(len(slots), len(read))
    padded = read + [None] * (n - len(read))
    for order in permutations(range(n), n):
        missed, extra, counts = [], [], []
        for i, j in enumerate(order):
            card = padded[j]
            if i >= len(slots):
                if card is not None:
                    extra.append(card[0])
                continue
            count, names = slots[i]
            if card is None or card[0] not in names:
                missed.append(names)
                if card is not None:
                    extra.append(card[0])
            elif count is not None and card[1] != count:
                counts.append((card[0], count, card[1]))
        score = (len(missed) + len(extra), len(counts))
        if best is None or score < best[0]:
            best = (score, missed, extra, counts)
        if score == (0, 0):
            break
    assert best is not None
    return best[1], best[2], best[3]


def _show_cards(read: list[tuple[str, int]]) -> str:
    return "; ".join(f"{c}x {n}" if c != 1 else n for n, c in read) or "none"


def _judge_cards(op: str, value: str, read_as: dict) -> Outcome:
    read = card_counts(read_as)
    shown = _show_cards(read)
    if op == "~":
        ok = any(re.search(value, n, re.IGNORECASE) for n, _ in read)
        return Outcome("cards", ok, f"~{value}", shown, [] if ok else ["card missed"])
    missed, extra, counts = _match_cards(card_slots(value), read)
    kinds = []
    if missed and extra:
        kinds.append("card swapped")
    elif missed:
        kinds.append("card missed")
    elif extra:
        kinds.append("extra card")
    for _, want, got in counts:
        kinds.append("count lost" if got < want else "count misread")
    return Outcome("cards", not kinds, value, shown, kinds, fatal=bool(extra))


def _judge_budget(value: str, read_as: dict) -> Outcome:
    wanted = [(float(amount), currency) for amount, currency in (o.split() for o in value.split("|"))]
    said = read_as.get("budget") or {}
    got = (said.get("amount"), said.get("currency"))
    shown = f"{got[0]:g} {got[1]}" if said else "none"
    ok = got in wanted
    kinds = [] if ok else (["budget lost"] if not said else ["budget misread"])
    return Outcome("budget", ok, value, shown, kinds, fatal=bool(said) and not ok)


UNKNOWN_MODEL_NOTES = ("ask.unknown-model", "ask.unknown-model-sized", "ask.unknown-model-near",
                       "ask.unknown-model-near-sized")
"""Notes that say a model the question names is unknown (advisor.ask.unlisted): the model read and said, never
swapped for one the table has (issue 27 §4), so its name as typed is the model read."""


def _model_text(read_as: dict, unknown: bool = False) -> str:
    """The model a reading holds as "name Nb"; ``unknown``: else the name of a model said unknown
    (:data:`UNKNOWN_MODEL_NOTES`) — what ``model~`` matches; ``nomodel`` asks for no model of the table."""
    model = read_as.get("model") or {}
    if not model:
        return next((n["params"]["typed"]["value"] for n in read_as.get("notes_messages") or []
                     if n.get("key") in UNKNOWN_MODEL_NOTES and "typed" in (n.get("params") or {})), "") if unknown \
            else ""
    return f"{model.get('name', '')} {float(model.get('params_b') or 0):g}b"


def judge_question(item: str, data: dict) -> Outcome:
    """Judge one check of a reading (ask.csv syntax and the corpus's extensions) on a ``Question``'s
    JSON (``gpu-advisor ask TEXT --json``). Raises :class:`UnknownCheck` for an unknown key."""
    key, op, value = parse(item)
    read = data["read_as"]
    options = value.split("|")
    if key + op == "command=":
        ok = read["command"] in options
        kinds = [] if ok else ["command wrong"]
        if not ok and "budget" in data.get("missing", []):
            kinds.append("asked for a budget")
        return Outcome("command", ok, value, read["command"], kinds, fatal=not ok)
    if key + op == "budget=":
        return _judge_budget(value, read)
    if key in ("cards",) and op in ("=", "~"):
        return _judge_cards(op, value, read)
    if key + op in ("model~", "precision~", "unknown~"):
        said = _model_text(read, unknown=True) if key == "model" else read.get(key)
        said_list = said if isinstance(said, list) else [said] if said else []
        ok = any(re.search(value, str(s), re.IGNORECASE) for s in said_list)
        return Outcome(key, ok, f"~{value}", "; ".join(map(str, said_list)) or "none",
                       [] if ok else _kind(key, value, said_list))
    if key + op in ("use_case=", "task=", "gpus=", "own=") or (key in EXTENSION_FIELDS and op == "="):
        got = read.get(EXTENSION_FIELDS.get(key, key))
        if key in FLAGS:
            ok, want = bool(got) == (value.lower() == "true"), value.lower() == "true"
        elif key in NUMBERS:
            said = [g for g in (got if isinstance(got, list) else [got]) if g is not None]
            ok, want = any(float(g) == float(o) for g in said for o in options), value
            got = said or None
        else:
            ok, want = got in options, value
        shown = ("none" if got is None else str(got).lower() if isinstance(got, bool)
                 else ", ".join(f"{g:g}" for g in got) if isinstance(got, list) else str(got))
        return Outcome(key, ok, value, shown, [] if ok else _kind(key, want, got))
    if key + op == "missing=":
        ok = value in data.get("missing", [])
        return Outcome("missing", ok, value, ", ".join(data.get("missing", [])) or "none",
                       [] if ok else ["not asked back"])
    if key == "nomodel" and not op:
        return judge_absent("model", data)
    if key == "anymodel" and not op:  # a workload named by its model (Stable Diffusion, YOLO): not judged
        return Outcome("model", True, "any", _model_text(read) or "none")
    if key == "anycount" and not op:  # "how many cards do I need": any count read is fine
        return Outcome("count", True, "any", str(read.get("gpus") or "none"))
    raise UnknownCheck(f"unknown check {item!r}")


def judge_absent(slot: str, data: dict) -> Outcome:
    """The corpus's implied check that ``slot`` (one of :data:`IMPLIED_ABSENT`) was not read: a card,
    budget, model or condition the question does not name is a misreading ("my batch is 32" is no
    budget, "cifar-10" no card). A card or a budget read from nothing makes the reading WRONG."""
    read = data["read_as"]
    if slot == "cards":
        got = _show_cards(card_counts(read)) if read.get("cards") else ""
        return Outcome("cards", not got, "none", got or "none", ["extra card"] if got else [], fatal=bool(got))
    if slot == "budget":
        said = read.get("budget")
        shown = f"{said['amount']:g} {said['currency']}" if said else "none"
        return Outcome("budget", not said, "none", shown, ["budget from context"] if said else [],
                       fatal=bool(said))
    if slot == "model":
        got = _model_text(read)
        return Outcome("model", not got, "none", got or "none", ["model from context"] if got else [])
    if slot == "condition":
        got = read.get("condition")
        return Outcome("condition", not got, "none", got or "none", ["condition from context"] if got else [])
    if slot == "count":
        many = [(n, c) for n, c in card_counts(read) if c > 1]
        gpus = read.get("gpus") or 1
        bad = bool(many) or gpus > 1
        shown = _show_cards(many) if many else f"gpus={gpus}"
        return Outcome("count", not bad, "one of each", shown, ["count from context"] if bad else [])
    raise UnknownCheck(f"no implied check for {slot!r}")


def implied_absent(expect: list[str]) -> list[str]:
    """The slots of :data:`IMPLIED_ABSENT` that an expectation (its checks) does not name."""
    keys = {parse(c)[0] for c in expect}
    counted = any(parse(c)[:2] == ("cards", "=") and COUNTED.search(parse(c)[2]) for c in expect)
    return [s for s in IMPLIED_ABSENT if not keys & set(NAMES_SLOT[s]) and not (s == "count" and counted)]


def check_question(item: str, data: dict) -> None:
    """One check of ask.csv (tests/cases/README.md) or of the corpus on a ``Question``'s JSON
    (``gpu-advisor ask TEXT --json``): ``AssertionError`` when it does not hold."""
    outcome = judge_question(item, data)
    assert outcome.ok, (item, f"read {outcome.read}", data["read_as"], data.get("missing"))


QUESTION_KEYS = ("command=", "budget=", "cards=", "cards~", "model~", "precision~", "unknown~", "use_case=",
                 "task=", "gpus=", "own=", "missing=", "nomodel", "anymodel", "anycount",
                 *(k + "=" for k in EXTENSION_FIELDS))
"""Every key (with its operator) a reading's check may use."""


def known_question_check(item: str) -> bool:
    """Whether a written reading check uses a key and operator :func:`judge_question` knows."""
    key, op, _ = parse(item)
    return key + op in QUESTION_KEYS


def known_answer_check(item: str) -> bool:
    """Whether a written answer check uses a key and operator :func:`check_answer` knows."""
    key, op, _ = parse(item)
    return key + op in ANSWER_CHECKS or key + op in TEXT_CHECKS
