"""image26 #4 (issue 28, break15 #13): FLUX figures agree with each other. A comparison said a 24 GB card holds FLUX.1
dev in bf16 "without offload" where the card's own answer said bf16 fits it "only on the edge": what a card holds
is one rule (the peak within ``advisor.jobs.EDGE`` of its memory). The RTX 5090's 2.20 it/s was printed beside a
bf16 line though its run was fp8 on an overclocked card: a FLUX figure says the setting it was measured in."""

from __future__ import annotations

import re

import pytest

from advisor.i18n import Renderer
from advisor.image_speed import flux_table
from advisor.jobs import EDGE, heaviest_setup, rows
from said import said


def test_a_set_up_held_is_one_held_with_room():
    for memory in (8.0, 12.0, 16.0, 24.0, 32.0):
        found = heaviest_setup("image-gen", memory)
        assert found is not None and found[0] <= EDGE * memory, memory
    bf16 = next(r.vram_gb for r in rows("image-gen") if r.model == "FLUX.1 dev" and r.setting == "bf16")
    assert heaviest_setup("image-gen", bf16)[0] < bf16  # a card of exactly bf16's peak holds it only on the edge


@pytest.mark.parametrize("text", ["5090 vs 4090 for flux", "3090 vs 4090 for flux"])
def test_a_flux_comparison_never_says_24_gb_holds_bf16_with_room(advisor, text):
    out = " ".join(said(c.message) for c in advisor.ask(text).answer.shape.decides)
    assert "both hold without offload is FLUX.1 dev at 1024x1024 (bf16)" not in out, out
    own = said(advisor.ask("how fast is flux on a 4090").answer.shape.headline) if advisor.ask(
        "how fast is flux on a 4090").answer is not None else said(advisor.ask("how fast is flux on a 4090").reply)
    # fix61b's run verdict says "(bf16) fits only on the edge"
    assert re.search(r"\(bf16\) (fits )?only on the edge", own), own


def test_a_measured_flux_figure_says_its_setting(advisor):
    row = flux_table()["GeForce RTX 5090"]
    assert "fp8" in row.setting and "overclocked" in row.setting
    q = advisor.ask("how fast is flux on a 5090")
    for lang in ("en", "zh_Hans", "zh_Hant"):
        out = Renderer(lang)(q.reply) if q.answer is None or q.answer.shape is None else Renderer(lang)(
            q.answer.shape.headline)
        overclocked = {"en": "overclocked", "zh_Hans": "超频", "zh_Hant": "超頻"}[lang]  # said in the answer's
        assert "2.20 it/s" in out and overclocked in out and "fp8" in out, (lang, out)  # language (answers43)
