"""Everything a translated answer shows holds no English sentence, on both faces (issue 26 §4).

The walk comes from the product, not from a list here: every command of the command table
(:data:`advisor.commands.COMMANDS`) in every market of the catalogue and every translated language
of :mod:`advisor.languages` (``tests/product.py``). For each command and market one answer is
sampled: the arguments that show the most (a greedy search over each parameter's candidate values,
scored by the distinct sentences — message keys — an answer holds: :func:`fullest`). Each answer is
then shown as a member sees it:

* the console: the short text and ``--verbose`` (rule ids and sources), through
  :func:`advisor.cli.main` as typed;
* the bot: the short embed, every Details page, and ``/card`` of each card it names;

and for every market and language, the console's ``markets`` and the bot's ``/markets``; every
entry ``/card`` has a note or a line of its own for (cards, modified cards, machines); and, for
every command and every parameter, the error a member gets for a value that cannot be read (both
faces).

What may stay Latin (:func:`english.english`): card, machine and model names, ids and codes (the
answer's plain fields), units, rule ids, web addresses and repository paths (source names),
quoted runs (a command to type, PyTorch's own error) and the product names of :data:`english.NAMES`.
A :data:`~advisor.models.Citation` is not excused as such: what a face shows of it must be names
and addresses by those rules, and the project's words about a source are messages
(:data:`~advisor.models.Sources`), translated.
"""

from __future__ import annotations

import re

import pytest

from advisor import i18n
from advisor.commands import COMMANDS
from advisor.errors import AdvisorError
from advisor.kinds import Given
from advisor.models import Card, MarketList
from bot.render.errors import core_error_text
from bot.render.markets import render_markets
from bot.render.short import answer_embed
from english import english
from faces import (
    SAMPLE,
    answer_faces,
    argv,
    call,
    card_text,
    console,
    embed_text,
    fullest,
    names,
    shown_as_is,
    spec_of,
)
from product import CHINESE, MARKETS, TAGS, TRANSLATED, advisor

UNREADABLE = "zzqx qqzz"
"""A value no parameter's reader reads (not a card, model, number, market, task, …)."""


def _id(case: tuple[str, str]) -> str:
    return "-".join(case)


# --------------------------------------------------------------------------- the checks
def test_the_walk_is_the_products():
    """The walk is not empty (a language whose catalogue is incomplete is not offered, and would
    leave nothing to check), and it sees what a face shows: an untranslated note reads as English."""
    assert TRANSLATED and len(SAMPLE) == len(COMMANDS) * len(MARKETS) >= 12
    card = advisor().catalog.card("GeForce RTX 4090 D")
    assert card.note is not None and check("/card", card_text(card, TRANSLATED[0]), set()) == []
    untranslated = card.model_copy(update={"note": i18n.msg("test.note", "China-market variant of the RTX 4090")})
    assert check("/card", card_text(untranslated, TRANSLATED[0]), set())


ASCII_COLON = re.compile(r"(?:[\u3400-\u9fff）」”]|\*\*): |(?<!^gpu-advisor)(?<!\ngpu-advisor): (?=[\u3400-\u9fff])")
"""An ASCII colon after Chinese text or a bold name, or before Chinese text (``**GeForce RTX 4080
SUPER**: 二手价格…``, ``GeForce GTX 1060 3 GB: 不要买…``): a Chinese text writes ``：`` (the
glossary's typography). The console's ``gpu-advisor: `` before an error is the program's name, as
every Unix program writes it."""


def check(where: str, text: str, as_is: set[str], language: str | None = None) -> list[str]:
    """``where: the English runs`` of ``text``, and for a Chinese ``language`` its ASCII colons
    between Chinese words (none: an empty list)."""
    found = english(text, as_is | names())
    if language in CHINESE:
        found += [m.group() for m in ASCII_COLON.finditer(text)]
    return [f"{where}: {found} in {text[:2000]!r}"] if found else []


@pytest.mark.parametrize("case", SAMPLE, ids=_id)
def test_an_answer_in_every_translated_language_holds_no_english(case):
    command, market = case
    spec = spec_of(command)
    values = dict(fullest(command, market))
    assert all(p.name in values for p in spec.params if p.required), values
    as_is = shown_as_is(call(spec, values))
    problems = []
    for language in TRANSLATED:
        for face, text in answer_faces(spec, market, values, language):
            problems += check(f"{command} {values} {language} {face}", text, as_is, language)
    assert not problems, "\n".join(problems[:5])


@pytest.mark.parametrize("language", TRANSLATED)
def test_markets_in_every_translated_language_hold_no_english(language):
    markets: MarketList = advisor().markets()
    as_is = shown_as_is(markets)
    problems = check("console markets", console(["markets", "--verbose", "--lang", TAGS[language]]), as_is, language)
    problems += check("bot /markets", embed_text(render_markets(markets, language=language)), as_is, language)
    assert not problems, "\n".join(problems)


def _own_words(card: Card) -> bool:
    """Whether ``/card`` says something of its own about ``card``: a note, or a machine's memory."""
    return card.note is not None or card.is_system


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_card_note_in_every_translated_language_holds_no_english(language):
    adv = advisor()
    cards = [c for c in map(adv.catalog.card, adv.catalog.card_rows) if _own_words(c)]
    assert len(cards) > 30 and any(c.is_system for c in cards)
    problems = []
    for card in cards:
        problems += check(f"bot /card {card.name}", card_text(card, language), set(), language)
    assert not problems, "\n".join(problems[:5])


ERRORS = [(c.name, p.name) for c in COMMANDS for p in c.params if p.kind not in ("flag",)]
"""Every parameter of every command that takes a value (a flag takes none)."""


@pytest.mark.parametrize("case", ERRORS, ids=_id)
def test_a_value_that_cannot_be_read_is_refused_without_english(case):
    command, name = case
    spec = spec_of(command)
    market = MARKETS[0]
    values = {**dict(fullest(command, market)), name: UNREADABLE}
    given = Given(advisor())
    with pytest.raises(AdvisorError) as caught:
        spec.call(advisor(), spec.arguments(spec.read(values, given), given))
    problems = []
    for language in TRANSLATED:
        problems += check(f"bot error {values}", core_error_text(caught.value, language), {UNREADABLE})
        problems += check(f"console error {values}", console([spec.name, *argv(spec, values), "--lang",
                                                              TAGS[language]]), {UNREADABLE})
    assert not problems, "\n".join(problems)


CHOSEN = [(c.name, p.name, choice) for c in COMMANDS for p in c.params if p.choices for choice in p.choices]
"""Every choice of every parameter that has a list of them (a use case, a task, an owner's job…)."""


@pytest.mark.parametrize("case", CHOSEN, ids="-".join)
def test_every_choice_of_a_parameter_answers_without_english(case):
    """The fullest answer with each choice in turn (an owner's job for an image generator, a task, a
    use case), on the console and in the short embed: a data text a choice alone reaches — a job's
    setting ("mixed precision") or published time — is translated too."""
    command, name, choice = case
    spec, market = spec_of(command), "current-us"
    values = {**dict(fullest(command, market)), name: choice}
    if name == "job":  # an owner's job alone (no LLM job beside it), on a card that runs it slowly: most is said
        values = {p.name: "rtx 2060" for p in spec.params if p.kind == "card"} | {name: choice, "own": True}
    try:
        answer = call(spec, values)
    except AdvisorError:
        return
    as_is = shown_as_is(answer)
    problems = []
    for language in TRANSLATED:
        words = [spec.name, *argv(spec, values), "--lang", TAGS[language]]
        problems += check(f"{command} {values} {language} console", console(words), as_is, language)
        problems += check(f"{command} {values} {language} embed", embed_text(answer_embed(answer, language)),
                          as_is, language)
    assert not problems, "\n".join(problems[:5])
