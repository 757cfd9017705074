"""Merge fixes of round 21 (int36): what one branch's change did to another's answers."""

import pytest


@pytest.mark.parametrize("text", [
    "our company has at most 3000 euros, is a TITAN RTX the right price/quality level for YOLO training?",
    "budget 2000, is a titan rtx good for training a detector?",
    "预算1万，3090适合训练YOLO吗？",
    "with 2500 dollars is the rtx a5000 a good choice for training resnet?",
    "1200 budget, is a 4070 ti good for training a cnn?",
])
def test_a_buyers_named_card_keeps_its_verdict_beside_a_budgets_training_job(advisor, text):
    """fix44c keeps a budget's training job in the reading (break35 #7); the card a buyer names is still judged by
    its own verdict first ("Titans cost far more …"), never replaced by the job's fit that names no card."""
    q = advisor.ask(text)
    r = q.read_as
    assert r.command == "recommend" and len(r.cards) == 1 and r.job in ("cnn", "detector") and not r.own
    verdict = advisor.why(r.cards[0], use_case=r.use_case or "general")
    assert q.answer.shape.headline.key == verdict.shape.headline.key  # the card asked about leads (fix48a)


def test_a_kept_reading_leaves_unset_jobs_out(advisor):
    """The follow-up memory's bound (F5): fix43b's ``jobs``/``at_once`` cost nothing when unset, and a reading
    with them set keeps them."""
    plain = advisor.ask("best gpu for $800").context().stored()
    assert b'"jobs"' not in plain and b'"at_once"' not in plain
    both = advisor.ask("run llama 8b, sdxl and whisper at the same time under $800").context()
    assert both.read_as.at_once and type(both).kept(both.stored()) == both
