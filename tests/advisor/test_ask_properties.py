"""Properties of the question reader (hypothesis): no text breaks it, and what it reads is the
command it names — the read-as line, typed as that slash command, gives the very same answer."""

from __future__ import annotations

import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from advisor.ask.answer import with_condition
from advisor.ask.reader import MAX_QUESTION_CHARS
from question_words import questions

SLOW = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@SLOW
@given(text=st.text(max_size=MAX_QUESTION_CHARS + 40))
def test_any_text_is_read_without_an_exception(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command in ("recommend", "compare", "why", "fits", "help", "none")
    assert isinstance(q.model_dump(mode="json")["reply"], str)


@SLOW
@given(text=questions)
def test_questions_built_of_real_words_never_break_it(advisor, text):
    q = advisor.ask(text)
    assert (q.answer is None) == bool(q.missing or q.error or q.read_as.command in ("help", "none"))


OPTION = re.compile(r"\s(budget|use_case|gpus|model|task|card_a|card_b|card|precision|market):")


def typed(line: str) -> tuple[str, dict[str, str]]:
    """A slash command as typed ("/recommend budget:800 USD use_case:llm") → its name and options."""
    command, _, rest = line.partition(" ")
    parts = OPTION.split(" " + rest)
    return command.lstrip("/"), {k: v.strip() for k, v in zip(parts[1::2], parts[2::2], strict=True)}


@SLOW
@given(text=questions)
def test_the_read_as_line_typed_as_its_command_gives_the_same_answer(advisor, text):
    q = advisor.ask(text)
    if q.answer is None:
        return
    command, options = typed(q.reply.params["command"].value)
    assert command == q.read_as.command
    adv = with_condition(advisor, q.read_as.condition) if q.read_as.condition else advisor
    market = options.pop("market", None)
    if command == "recommend":
        gpus = options.pop("gpus", None)
        again = adv.recommend(options.pop("budget"), market=market, use_case=options.pop("use_case", "general"),
                              gpus=int(gpus) if gpus else None, model=options.pop("model", None),
                              task=options.pop("task", None))
    elif command == "compare":
        again = adv.compare(options.pop("card_a"), options.pop("card_b"), market=market,
                            use_case=options.pop("use_case", "general"))
    elif command == "why":
        again = adv.why(options.pop("card"), market=market, use_case=options.pop("use_case", "general"),
                        own=options.pop("own", None) == "True", model=options.pop("model", None),
                        task=options.pop("task", None))
    else:
        again = adv.fits(options.pop("model"), task=options.pop("task"), precision=options.pop("precision", None),
                         market=market, card=options.pop("card", None))
    assert options == {}
    assert again == q.answer
