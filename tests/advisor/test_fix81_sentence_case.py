"""judge87 F17: a read-as note written to follow the dash ("the budget is for the whole PC: …") said after another
note read "… the speeds the answer gives. the budget is for the whole PC". In English a sentence joined after a full
stop starts with a capital letter (``advisor.i18n.SENTENCE_JOINS``), its template's own word only — a value keeps
its case."""

from __future__ import annotations

from advisor.ask.fitted import gpu_share
from advisor.ask.models import BudgetSlot
from advisor.i18n import Text, english, msg
from advisor.wording import join


def test_a_lower_case_sentence_after_a_full_stop_starts_with_a_capital():
    first = msg("ask.note.sentence", "{note}.", note=msg("ask.note.compare-budget", "with your budget of {budget}: "
                                                         "each side is weighed against it.", budget=Text(value="x")))
    _, second = gpu_share(BudgetSlot(amount=1000, currency="EUR"))
    out = english(join([first, second]))
    assert ". The budget is for the whole PC" in out, out
    assert english(second).startswith("the budget is for the whole PC"), english(second)  # first after the dash


def test_a_value_at_the_start_keeps_its_case_and_no_capital_without_a_full_stop():
    value = msg("answer.labelled", "{name}: {text}", name=Text(value="gpt-oss 20b"), text=Text(value="runs"))
    out = english(join([msg("answer.sentence", "{text}.", text=Text(value="One")), value]))
    assert out == "One. gpt-oss 20b: runs", out
    semi = english(join([msg("answer.labelled", "{name}: {text}", name=Text(value="a"), text=Text(value="b")),
                         msg("ask.note.compare-budget", "with your budget of {budget}: each side is weighed against "
                             "it.", budget=Text(value="x"))]))
    assert semi.endswith(" with your budget of x: each side is weighed against it."), semi


def test_the_whole_pc_budget_question_reads_as_sentences(advisor):
    q = advisor.ask("I want hardware that runs the LLM on the GPU at 5 tokens/s or more. Budget about 1000€ (GPU, "
                    "RAM, CPU).")
    out = english(q.reply)
    assert ". the " not in out and "The budget is for the whole PC" in out, out
