"""perf32 (issue 30 §2): work an ``ask`` (and a sized LLM ranking) did again that now runs once or only on its trigger;
each is set here against the work as it was.

- :func:`advisor.llm_picks.choose_sized` sorted a job's ways by a test that walked every way for each one seller's
  listing (quadratic: a fine-tune's ~100 ways); :func:`advisor.llm_picks.listing_test` reads the market-priced ways'
  least totals once;
- :func:`advisor.asked_rig.not_owned` walked a ``fits`` answer's ~200 parts per question, most of them kept parts the
  same from one question to the next: an answer model walked and found to hold none of the keys is marked so (a slot,
  :attr:`advisor.models.base.AnswerModel._walked`) and not walked again;
  and a sentence holding one is swapped once (its swap kept in a slot of the message, :class:`advisor.i18n.Message`);
- :func:`advisor.ask.owner_tails.is_symptom` made a model of every nested sentence of the headline for each answer: the
  headline's keys (read once per message) are a gate first.
"""

from __future__ import annotations

import contextlib
from types import SimpleNamespace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from advisor import asked_rig, llm_picks
from advisor.ask import owner_tails
from advisor.cli.ask import render_question
from advisor.cli.render import View
from advisor.i18n import ListOf, Message, MessageParam, Text
from advisor.overrides import PriceLayer
from advisor.thresholds import DOMINANCE_PREMIUM, USABLE_DECODE_TOK_S

FITS = ["will deepseek r1 70b fit on 4 4090s?", "will llama 3.1 70b run on two 3090s?", "两张3090能跑70B吗",
        "can I fine-tune a 7b model with qlora on a 3060 12gb?", "is the 3080 10gb enough for llama 13b?",
        "我有一张2080ti，能跑13B模型吗？", "can a 4090 run llama 3 70b?", "will mixtral fit on 2 3090s"]
"""Fit questions of the bench's mix (cards said, a model asked about): their answers pass through ``not_owned``."""


def _listing_walked(lead_routes, training: bool):
    """The listing test as it was (a walk of every way per listing)."""
    def listing(c) -> bool:
        return c.price.estimate_kind == "single-listing" and any(
            x.price.estimate_kind != "single-listing" and x.total <= c.total * (1 + DOMINANCE_PREMIUM)
            and (training or x.tok_s >= USABLE_DECODE_TOK_S or c.tok_s < USABLE_DECODE_TOK_S) for x in lead_routes)
    return listing


def _way(kind: str, total: float, tok_s: float) -> SimpleNamespace:
    return SimpleNamespace(price=SimpleNamespace(estimate_kind=kind), total=total, tok_s=tok_s)


_WAYS = st.lists(st.builds(_way, st.sampled_from(["single-listing", "market", "msrp"]),
                           st.floats(min_value=50, max_value=50_000, allow_nan=False),
                           st.sampled_from([0.0, 3.0, USABLE_DECODE_TOK_S - 0.01, USABLE_DECODE_TOK_S, 40.0])),
                 max_size=12)


@settings(max_examples=300, deadline=None)
@given(_WAYS, st.booleans())
def test_listing_test_is_the_walk(ways, training: bool) -> None:
    """On any ways (prices at a premium's edge, speeds either side of a usable one), each way's test is the walk's."""
    ways = ways + [_way("market", w.total * (1 + DOMINANCE_PREMIUM), w.tok_s) for w in ways[:3]]  # on the edge
    fast, walked = llm_picks.listing_test(ways, training), _listing_walked(ways, training)
    assert [fast(c) for c in ways] == [walked(c) for c in ways]


def test_listing_test_on_real_ways(advisor, monkeypatch) -> None:
    """The ways the engine sorts for sized jobs (inference and fine-tunes, several budgets) test as the walk does, and
    the picks are those the walk's test makes."""
    seen: list[tuple[list, bool]] = []
    real = llm_picks.choose_sized

    def recorded(configs, training, *args, **kwargs):
        seen.append((list(configs), training))
        return real(configs, training, *args, **kwargs)

    monkeypatch.setattr(llm_picks, "choose_sized", recorded)
    view = advisor.with_prices(PriceLayer())  # a view of its own: nothing kept by the tests before this one (the
    # shared core keeps its sized picks, so in a whole run the inference ways were never sorted here again)
    for budget in ("900", "2500", "8000"):
        for model, task in (("8b", None), ("70b", None), ("8b", "lora"), ("13b", "qlora"), ("70b", "qlora")):
            try:
                view.recommend(budget, model=model, task=task)
            except Exception:  # noqa: BLE001 - a budget below any way is refused in words
                continue
    assert seen and any(t for _, t in seen) and any(not t for _, t in seen)
    listings = 0
    for configs, training in seen:
        lead = [c for c in configs if c.headline]
        fast, walked = llm_picks.listing_test(lead, training), _listing_walked(lead, training)
        assert [fast(c) for c in lead] == [walked(c) for c in lead]
        listings += sum(walked(c) for c in lead)
        monkeypatch.setattr(llm_picks, "listing_test", _listing_walked)
        before = real(configs, training)
        monkeypatch.undo()
        assert [(c.name, c.count, role, label) for c, role, label in real(configs, training)] == [
            (c.name, c.count, role, label) for c, role, label in before]
    assert listings > 0  # the catalogue's single listings are among the ways: the test decided something


class _NeverWalked:
    """A slot descriptor that finds nothing: every part walked afresh (as before perf32)."""

    def __get__(self, obj, owner=None):
        raise AttributeError("_walked")


def _dump(answer) -> str:
    return answer.model_dump_json()


@pytest.mark.parametrize("text", FITS)
def test_not_owned_as_when_walked_afresh(advisor, monkeypatch, text: str) -> None:
    """A fit question's answer (its data, English and Chinese) asked twice — the second time its kept parts are marked
    walked — is the one made when every part is walked afresh."""
    first = advisor.ask(text)
    second = advisor.ask(text)
    monkeypatch.setattr(asked_rig, "_WALKED", _NeverWalked())
    fresh = advisor.ask(text)
    assert _dump(first.answer) == _dump(second.answer) == _dump(fresh.answer)
    for lang in ("en", "zh_Hans"):
        assert render_question(second, View(language=lang)) == render_question(fresh, View(language=lang))


def test_a_part_marked_walked_holds_none_of_the_keys(advisor) -> None:
    """Every part a walk marked holds none of the keys it was walked with (walked afresh, it is returned as it is);
    a part holding one is swapped, never marked; a copy of a marked part is not marked."""
    answers = [advisor.ask(text).answer for text in FITS]
    marked = []

    def parts(value):
        if isinstance(value, asked_rig.AnswerModel):
            with contextlib.suppress(AttributeError):  # a part never walked, or a copy
                marked.append((value, asked_rig._WALKED.__get__(value)))
            for name in type(value).model_fields:
                parts(getattr(value, name))
        elif isinstance(value, (list, tuple)):
            for v in value:
                parts(v)

    for answer in answers:
        parts(answer)
    assert len(marked) > 20
    for part, (keys, swap) in marked:
        copy = part.model_copy(deep=True)
        with pytest.raises(AttributeError):
            asked_rig._WALKED.__get__(copy)
        assert asked_rig._walk(copy, keys, swap) is copy
        assert copy == part
    swapped = Message(key="owned.rig.yours", params={"rig": Text(value="3090")})
    assert asked_rig._walk(swapped) is not swapped


def test_a_sentence_swapped_once_is_swapped_alike(advisor) -> None:
    """A kept sentence holding an owner's wording is swapped once per keys and swap: the second walk gives the same
    swapped sentence, equal to the swap of a fresh copy; a copy of it is not marked; another swap walks it again."""
    params = {"rig": MessageParam(key="owned.rig.one", params={"card": advisor_card("GeForce RTX 3090")})}
    said = Message(key="owned.rig.yours", params=params)
    first = asked_rig._walk(said)
    assert first is not said and first.key != said.key
    assert asked_rig._walk(said) is first
    copy = said.model_copy()
    again = asked_rig._walk(copy)
    assert again is not first and again == first
    other = asked_rig._walk(said, asked_rig._SWAPPED, lambda key, p: Message(key="perf32.other", params=p))
    assert other.key == "perf32.other" and asked_rig._walk(said) is not first  # the last walk is the one kept
    assert asked_rig._walk(said) == first


def advisor_card(name: str):
    """A card parameter (the name as a sentence says it)."""
    from advisor.wording import card_param

    return card_param(name)


def test_walk_marked_for_its_keys_only(advisor) -> None:
    """A part marked for one set of keys is walked again for another (the machine's wording)."""
    answer = advisor.ask(FITS[0]).answer
    asked_rig.not_owned(answer)
    fit = answer.fit if hasattr(answer, "fit") else answer
    walked = asked_rig._walk(fit, frozenset({"no.such.key"}))
    assert walked is fit
    assert asked_rig._WALKED.__get__(fit)[0] == frozenset({"no.such.key"})


_KEYS = st.sampled_from(["ask.ratio.more.perf32", "ask.ratio.normal.perf32", "ask.upgrade-slow.perf32",
                         "ask.switch-rig.perf32", "perf32.join", "compare.value.perf32", "perf32.plain"])
"""Keys of no real sentence (a message made here registers no template), a symptom's prefixes among them."""


def _messages(depth: int = 2):
    leaf = st.builds(lambda k: Message(key=k, params={"a": Text(value="x")}), _KEYS)
    if depth == 0:
        return leaf
    inner = _messages(depth - 1)
    nested = st.builds(lambda k, m: Message(key=k, params={"a": MessageParam(key=m.key, params=m.params)}), _KEYS,
                       inner)
    listed = st.builds(lambda k, ms: Message(key=k, params={"a": ListOf(items=[
        MessageParam(key=m.key, params=m.params) for m in ms])}), _KEYS, st.lists(inner, max_size=3))
    return st.one_of(leaf, nested, listed)


@settings(max_examples=300, deadline=None)
@given(_messages())
def test_symptom_gate_skips_only_what_the_walk_finds_nothing_in(headline: Message) -> None:
    """``is_symptom`` is the walk of the headline's nested sentences, with its gate or without (a symptom's key
    nested as a message, a parameter or in a list)."""
    walked = any(k.startswith(owner_tails.SYMPTOM_HEADS) for k in owner_tails._keys(headline))
    assert owner_tails.is_symptom(headline) == walked
    if not any(k.startswith(owner_tails.SYMPTOM_HEADS) for k in headline.keys):
        assert not walked


@pytest.mark.parametrize("text", ["my 3060 is 10x slower than a 4090, normal?", "我的3060比4090慢这么多正常吗",
                                  "upgraded from 3090 to 5090 and training got slower", "3090 vs 4090 for training?"])
def test_owner_symptom_answers_as_before(advisor, monkeypatch, text: str) -> None:
    """An owner's symptom question (English, Chinese) and a buyer's comparison: the answer and its rendering are those
    made with the headline walked for every answer."""
    gated = advisor.ask(text)
    monkeypatch.setattr(owner_tails, "is_symptom", lambda headline: any(
        k.startswith(owner_tails.SYMPTOM_HEADS) for k in owner_tails._keys(headline)))
    import advisor.ask.firsts as firsts  # the name bound where it is called

    monkeypatch.setattr(firsts, "owner_tails_dropped", lambda answer, asked=False: owner_tails.owner_tails_dropped(
        answer, asked))
    walked = advisor.ask(text)
    assert _dump(gated.answer) == _dump(walked.answer)
    for lang in ("en", "zh_Hans", "zh_Hant"):
        assert render_question(gated, View(language=lang)) == render_question(walked, View(language=lang))
