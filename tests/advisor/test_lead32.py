"""The lead's fixes of round 32, found trying the merge as a new user (newuser32)."""
import pytest


@pytest.mark.parametrize("text", ["what should I buy for ¥150000 yen for LLMs?", "¥150000 日元 买什么显卡",
                                  "budget ¥150000 JPY for a gpu"])
def test_a_yen_sign_with_the_yen_said_in_words_is_the_yen(advisor, text):
    """newuser32 Q20: "and in yen, ¥150000?" was read as 150,000 CNY (about 22,500 USD) though the note itself says
    "say JPY for Japanese yen"; the yen said in words beside the sign decides it."""
    q = advisor.ask(text)
    assert q.read_as.budget is not None and q.read_as.budget.currency == "JPY", q.read_as


def test_a_yen_follow_up_is_the_yen(advisor):
    first = advisor.ask("what should I buy for $1000 for LLMs?")
    q = advisor.ask("and in yen, ¥150000?", context=first)
    assert q.read_as.budget is not None and q.read_as.budget.currency == "JPY", q.read_as


@pytest.mark.parametrize("text", ["best gpu for ¥5000", "best gpu under ¥5000 for stable diffusion"])
def test_a_bare_yen_sign_stays_the_yuan(advisor, text):
    assert advisor.ask(text).read_as.budget.currency == "CNY"
