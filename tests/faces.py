"""What a member sees of the product's answers, on both faces, sampled from the product itself.

Shared by the tests that read what the faces show (``tests/test_translated_faces.py``,
``tests/test_what_people_see.py``): the commands of the command table
(:data:`advisor.commands.COMMANDS`), the markets of the catalogue and the languages of
:mod:`advisor.languages` (``tests/product.py``); for each command and market the arguments that show
the most (:func:`fullest`); the console's text as typed (:func:`console`), the bot's embeds as
text (:func:`embed_text`, :func:`answer_faces`) and what an answer shows as it is (:func:`shown_as_is`).
"""

from __future__ import annotations

import contextlib
import io
from collections.abc import Iterator
from functools import cache
from typing import Any, get_args

import discord
from pydantic import BaseModel

from advisor import i18n
from advisor.cli import main
from advisor.commands import COMMANDS, CommandSpec, Param, is_given
from advisor.errors import AdvisorError
from advisor.kinds import Given
from advisor.models import Card, Plain
from bot.render.card import render_card
from bot.render.short import answer_embed, detail_pages
from product import MARKETS, TAGS, advisor

SHOWN_AS_IS = ("card", "id", "code", "typed", "date", "path")
"""The kinds of plain text a face shows as they are (:class:`~advisor.models.Plain`): never English
sentences by construction. ``citation`` is not one of them (see the module docstring)."""

# --------------------------------------------------------------------------- what is shown as it is
def plain_kinds(annotation: Any, metadata: list[Any]) -> list[str]:
    """The :class:`~advisor.models.Plain` kinds of a field: its own, or its items' (``list[Typed]``)."""
    found = [x.kind for x in metadata if isinstance(x, Plain)]
    for arg in get_args(annotation):
        found += [x.kind for x in getattr(arg, "__metadata__", ()) if isinstance(x, Plain)]
    return found


def shown_as_is(model: Any) -> set[str]:
    """Every text of an answer a face shows as it is: its plain fields of the kinds
    :data:`SHOWN_AS_IS` and its messages' card names and typed texts, at any depth."""
    out: set[str] = set()

    def param(p: Any) -> None:
        if isinstance(p, (i18n.Card, i18n.UserText)):
            out.add(p.value)
        elif isinstance(p, (i18n.Message, i18n.MessageParam)):
            for q in p.params.values():
                param(q)
        elif isinstance(p, i18n.ListOf):
            for q in p.items:
                param(q)

    def walk(m: Any) -> None:
        if isinstance(m, (list, tuple)):
            for x in m:
                walk(x)
        elif isinstance(m, (i18n.Message, i18n.MessageParam)):
            param(m)
        elif isinstance(m, BaseModel):
            for name, info in type(m).model_fields.items():
                value = getattr(m, name)
                kinds = plain_kinds(info.annotation, info.metadata)
                if kinds and kinds[0] in SHOWN_AS_IS:
                    out.update([value] if isinstance(value, str) else value or [])
                else:
                    walk(value)

    walk(model)
    return out


@cache
def names() -> frozenset[str]:
    """Every card, machine and model name of the catalogue (names in every language)."""
    adv = advisor()
    models = {row["name"] for row in adv.catalog.llm_models}
    return frozenset(adv.catalog.card_rows) | frozenset(models)


def embed_text(embed: discord.Embed) -> str:
    """Everything an embed shows: title, description, fields, footer."""
    parts = [embed.title or "", embed.description or "", embed.footer.text or ""]
    parts += [f"{f.name}\n{f.value}" for f in embed.fields]
    return "\n".join(parts)


def console(argv: list[str]) -> str:
    """What ``gpu-advisor ARGV`` prints (standard output and error), run in this process."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        main(argv, advisor=advisor(), environ={})
    return out.getvalue() + err.getvalue()


# --------------------------------------------------------------------------- the sample
def message_keys(model: Any) -> set[str]:
    """The distinct message keys an answer holds (nested ones too): how much it says."""
    out: set[str] = set()

    def walk(m: Any) -> None:
        if isinstance(m, (list, tuple)):
            for x in m:
                walk(x)
        elif isinstance(m, (i18n.Message, i18n.MessageParam)):
            out.add(m.key)
            for p in m.params.values():
                walk(p)
        elif isinstance(m, i18n.ListOf):
            walk(m.items)
        elif isinstance(m, BaseModel) and not isinstance(m, i18n._Param):
            for name in type(m).model_fields:
                walk(getattr(m, name))

    walk(model)
    return out


def spread(items: list[Any], count: int) -> list[Any]:
    """At most ``count`` of ``items``, evenly spread over them (the first and the last included)."""
    if len(items) <= count:
        return items
    return [items[round(i * (len(items) - 1) / (count - 1))] for i in range(count)]


@cache
def priced_cards(market: str) -> list[str]:
    """A spread of the market's priced cards, cheapest to dearest."""
    cheapest: dict[str, float] = {}
    for name, price in advisor().catalog.prices(market):
        cheapest[name] = min(price.amount, cheapest.get(name, price.amount))
    return spread(sorted(cheapest, key=lambda n: cheapest[n]), 10)


def candidates(p: Param, market: str) -> list[Any]:
    """The values tried for a parameter in a market: from the product (the market's prices and
    cards, the model table, the parameter's choices and range), ``None`` (not given) first for an
    optional one. A kind with no candidates here fails the test: add it when adding the kind."""
    adv = advisor()
    if p.kind == "budget":
        prices = sorted(price.amount for _, price in adv.catalog.prices(market))
        return [f"{prices[int(q * (len(prices) - 1))]:.0f}" for q in (0.5, 0.8, 0.97)]
    if p.kind == "card":
        found = priced_cards(market)
    elif p.kind == "rig":  # the owner's cards: one card, or two of one as a rig
        found = [x for name in priced_cards(market)[-3:] for x in (name, f"2x {name}")]
    elif p.kind == "model":
        table = sorted(adv.catalog.llm_models, key=lambda r: float(r["params_b"]))
        moe = [r for r in table if r.get("active_params_b")]
        found = [r["name"] for r in spread(table, 4) + moe[:1]]
    elif p.kind == "market":
        return [market]
    elif p.choices:
        found = list(p.choices)
    else:
        found = {"count": [2, 4], "context": [32768], "batch": [4], "memory": [24], "vram": [24], "flag": [True],
                 "precision": ["int8", "fp16", "q5_k_m"], "ram": [64], "ram_kind": ["DDR4-3200x2"], "users": [20],
                 "speed": [20.0]}[p.kind]
    return found if p.required else [None, *found]


def call(spec: CommandSpec, values: dict[str, Any]) -> BaseModel:
    """The command's answer for ``values`` (parameter name → text), as every face computes it."""
    given = Given(advisor())
    return spec.call(advisor(), spec.arguments(spec.read(values, given), given))


@cache
def fullest(command: str, market: str) -> tuple[tuple[str, Any], ...]:
    """The arguments of ``command`` in ``market`` that show the most: for each parameter in turn,
    the candidate value that gives the answer with the most distinct message keys (the others as
    chosen so far; a value the command refuses scores nothing)."""
    spec = next(c for c in COMMANDS if c.name == command)
    # the market first: every other value is tried in the market the answer is for
    chosen: dict[str, Any] = {p.name: market for p in spec.params if p.kind == "market"}
    for p in spec.params:  # required parameters first: each is given before the optional ones are tried
        best, best_score = None, -1
        for value in candidates(p, market):
            trial = {**chosen, p.name: value} if value is not None else dict(chosen)
            if any(q.required and q.name not in trial for q in spec.params):
                trial.update({q.name: candidates(q, market)[0] for q in spec.params
                              if q.required and q.name not in trial})
            try:
                score = len(message_keys(call(spec, trial)))
            except AdvisorError:
                score = 0
            if score > best_score:
                best, best_score = value, score
        if best is not None:
            chosen[p.name] = best
    return tuple(chosen.items())


def argv(spec: CommandSpec, values: dict[str, Any]) -> list[str]:
    """The console's words for ``values``: the required parameters as positional words (two cards
    as ``A vs B``), the others as ``--options`` (a flag alone)."""
    required = [str(values[p.name]) for p in spec.params if p.required and p.name in values]
    words = [" vs ".join(required)] if len(required) > 1 else required
    words = [w for text in words for w in text.split()]
    for p in spec.params:
        value = values.get(p.name)
        if p.required or not is_given(value):
            continue
        option = f"--{p.name.replace('_', '-')}"
        words += [option] if p.kind == "flag" else [option, *str(value).split()]
    return words


SAMPLE = [(c.name, m) for c in COMMANDS for m in MARKETS]
"""Every command of the table in every market of the catalogue."""




def spec_of(command: str) -> CommandSpec:
    """The command table's row of ``command``."""
    return next(c for c in COMMANDS if c.name == command)


def answer_faces(spec: CommandSpec, market: str, values: dict[str, Any], language: str) -> Iterator[tuple[str, str]]:
    """``(face, text)`` of everything a member sees of one answer in ``language``."""
    words = [spec.name, *argv(spec, values), "--lang", TAGS[language]]
    yield "console", console(words)
    yield "console --verbose", console([*words, "--verbose"])
    answer = call(spec, values)
    yield "bot short embed", embed_text(answer_embed(answer, language))
    for number, page in enumerate(detail_pages(answer, language), 1):
        yield f"bot Details page {number}", page
    for name in sorted(shown_as_is(answer) & set(advisor().catalog.card_rows)):
        yield f"bot /card {name}", card_text(advisor().catalog.card(name), language)


def card_text(card: Card, language: str) -> str:
    """``/card`` of ``card`` in ``language``, without what it shows as it is (its aliases, codes)."""
    text = embed_text(render_card(card, language=language))
    for kept in sorted(shown_as_is(card), key=len, reverse=True):
        text = text.replace(kept, "□") if kept else text
    return text
