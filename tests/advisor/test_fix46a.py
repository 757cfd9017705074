"""fix46a (issue 28, review21 #4 #6 #7): true sentences in this round's new answers — "how to install X in my desktop"
is a buyer's install question, not an owner's; the CPU-vs-GPU verdict names the set-up it chose for what it is; the
CPU-only row is named in the answer's language."""

from __future__ import annotations

import pytest

from advisor.ask.install_asked import install_said
from advisor.cli.ask import render_question
from advisor.cli.render import View
from product import advisor as loaded


def _ask(text: str) -> str:
    q = loaded().ask(text)
    return " ".join(render_question(q, View(language=q.language)).split())


# --- #7: "how to / how should I / installing … in my desktop" asks about installing, not owning -----------------
@pytest.mark.parametrize("text", [
    "how to install a tesla p40 in my desktop",
    "how should I install a p40 into my pc",
    "installing a tesla p40 in my desktop, what do i need",
    "how should we mount an a100 pcie in our workstation",
    "How to put a Tesla P40 inside my gaming pc?",
    "mounting a p40 in my tower — tips?",
])
def test_how_to_install_is_an_install_question(text):
    assert install_said(text)
    said = _ask(text)
    assert "own:True" not in said
    assert "passive cooling" in said or "no fans of its own" in said


@pytest.mark.parametrize("text", ["怎么把P40装到台式机里", "如何把Tesla P40裝進我的電腦"])
def test_install_question_in_chinese(text):
    assert install_said(text)
    assert "EPS" in _ask(text)


@pytest.mark.parametrize("text", ["how to run llama 70b on my 3090", "how fast is my 3090 for llama 8b",
                                  "i installed a p40 last week, how fast is qwen 32b"])
def test_an_owner_is_not_an_install_question(text):
    assert not install_said(text)
