"""Round 28's integration fixes: a quoted error line ends at its quotation marks, a Chinese log word with no colon
quotes only its clause (advisor.ask.log_quoted)."""

import pytest


@pytest.mark.parametrize(("text", "cards"), [
    ('error: "RTX 4090 not found" but I have a 3080, running llama 8b', ["GeForce RTX 3080"]),  # break44 #1
    ("error: 'RTX 4090 not found' but my card is a 3080", ["GeForce RTX 3080"]),
    ("报错：“RTX 4090 not found”，但我的是3080", ["GeForce RTX 3080"]),
])
def test_a_quoted_error_line_ends_at_its_quotation_marks(advisor, text, cards):
    q = advisor.ask(text)
    assert q.read_as.cards == cards, q.read_as


@pytest.mark.parametrize("text", ["我的3060跑qwen 7b报错，要不要换成3090？",
                                  "我的3060跑qwen 7b报错了，要不要换成3090？"])
def test_a_chinese_log_word_with_no_colon_quotes_only_its_clause(advisor, text):
    q = advisor.ask(text)
    assert "GeForce RTX 3090" in q.read_as.cards, q.read_as
