"""fix64b (issue 27 §3, issue 28 §6): image and video models read as themselves, one truth for Wan, and FLUX.1 LoRA
training tiers as kohya publishes them.

#3: kohya-ss's "Recommended Settings by GPU Memory" are classes of card ("24GB VRAM: Basic settings work fine (batch
size 2)"), not measured peaks: a card gets the tier its memory holds (the largest that fits), so a 24 GB RTX 3090
trains FLUX.1 dev at the 24 GB setting (no swap), never the 16 GB one, and the 16 GB setting's swap is said.
"""

from __future__ import annotations

import pytest

from advisor import jobs
from advisor.image_train_compare import held
from advisor.cli.ask import render_question
from advisor.cli.render import View
from asked import question_faces


def test_a_lora_tier_is_held_by_a_card_of_its_memory():
    for memory in (8.0, 12.0, 16.0, 24.0):
        row = held("FLUX.1 dev", memory)
        assert row is not None and row.vram_gb == memory, (memory, row)
    lora = next(r for r in jobs.rows("image-lora") if r.model == "FLUX.1 dev" and r.vram_gb == 24)
    gen = next(r for r in jobs.rows("image-gen") if r.model == "FLUX.1 dev" and r.setting == "bf16")
    assert jobs.with_room(lora, 24.0) and not jobs.with_room(gen, 24.0)  # a class of card against a measured peak
    assert jobs.room_gb(lora) == 24.0 and jobs.room_gb(gen) > 24.0


@pytest.mark.parametrize("lang", ["en", "zh_Hans"])
def test_flux_lora_comparison_gives_the_3090_the_24_gb_tier(advisor, lang):
    q, console, bot = question_faces(advisor, "5060 ti 16gb vs 3090 for flux dev lora training", lang)
    assert "--train_batch_size 2" in console, console
    line = next(x for x in console.split("\n\n")[1:] if "--train_batch_size 2" in x)
    three = " ".join(line.split())
    assert three.index("3090") < three.index("--train_batch_size 2") < three.index("5060"), three
    assert "--blocks_to_swap --train_batch_size" not in " ".join(console.split())  # the swap said with its count


def _console(advisor, text: str, lang: str = "en") -> str:
    q = advisor.ask(text, lang=lang)
    return " ".join(render_question(q, View(language=q.language)).split())


def test_an_owner_of_24_gb_trains_flux_at_every_published_setting(advisor):
    text = _console(advisor, "can my 3090 train a flux lora?")
    assert "only on the edge" not in text and "lighter setting" not in text, text
    zh = _console(advisor, "我的3090能训练flux lora吗？", "zh_Hans")
    assert "--train_batch_size 2" in zh and "边缘" not in zh, zh
