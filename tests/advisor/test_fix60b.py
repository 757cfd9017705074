"""fix60b (issue 28, one truth): a "No." headline never contradicts the cheaper way the same answer shows fits.

"is DGX Spark good for fine-tuning 70B models?" led with "No." (LoRA in bf16 needs 153.7 GB) above "with QLoRA …
it needs 39 GB and fits". A fine-tune asked with no method named ("fine-tune", not "LoRA") whose cheaper way fits
leads with "Not with LoRA in bf16; yes with QLoRA (4-bit weights)"; LoRA named leads with "Yes, with QLoRA" (fix64a,
grade87 U18: QLoRA is a LoRA route); a full fine-tune named, or no cheaper way that fits, keeps the "No.".
"""

from __future__ import annotations

import pytest
from asked import bot_text as _bot
from asked import find_message as _find

from advisor.cli.ask import render_question
from advisor.cli.render import View


def _console(q) -> str:
    return " ".join(render_question(q, View(language=q.language)).split())


@pytest.mark.parametrize("text", ["is DGX Spark good for fine-tuning 70B models?", "can a 3090 fine-tune llama 13b?",
                                  "could a dgx spark finetune llama 70b", "can an RTX 3060 12GB fine-tune llama 8b?"])
def test_unnamed_fine_tune_leads_with_its_cheaper_way(advisor, text):
    q = advisor.ask(text)
    head = q.answer.shape.headline
    assert _find(head, "ask.fit.cheaper-tune") is not None and _find(head, "ask.fit.no") is None
    console = _console(q)
    assert "Not with LoRA in bf16; yes with QLoRA (4-bit weights), as below." in console
    assert not console.split("\n")[0].startswith("No.") and " No. " not in console
    assert "yes with QLoRA" in _bot(q)


@pytest.mark.parametrize("text", ["DGX Spark能微调70b吗", "3090能微调llama 13b吗"])
def test_unnamed_fine_tune_leads_with_its_cheaper_way_zh(advisor, text):
    q = advisor.ask(text, lang="zh")
    console = _console(q)
    assert "bf16 的 LoRA 不行；改用 QLoRA（4-bit 权重）可以" in console
    assert "不行。" not in console
    assert "改用 QLoRA" in _bot(q)


@pytest.mark.parametrize("text", ["can a 4090 fine-tune 70b?", "5090能微调70b吗",
                                  "can a 3090 do a full fine-tune of llama 13b?"])
def test_a_named_method_or_no_cheaper_way_keeps_the_no(advisor, text):
    q = advisor.ask(text, lang="zh" if "能" in text else "en")
    head = q.answer.shape.headline
    assert _find(head, "ask.fit.cheaper-tune") is None
    assert _find(head, "ask.fit.no") is not None
