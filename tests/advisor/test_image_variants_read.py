"""image26 #3 (issue 28): a generator's variant is read as asked. "flux schnell" was read as FLUX.1 dev and quoted
"about 12 s for a 20-step image": schnell is FLUX.1 dev's 12B transformer distilled to 1-4 steps (its model card,
black-forest-labs/FLUX.1-schnell), so its time is 4 steps at the same it/s, and dev's memory rows hold for it. An
unsized "wan 2.1" was read as the 1.3B model alone, where people mean the 14B: it is read as both."""

from __future__ import annotations

import pytest

from advisor.i18n import Renderer
from advisor.image_needs import SCHNELL, SCHNELL_STEPS, find_generator
from advisor.image_speed import flux_its

LANGS = ("en", "zh_Hans", "zh_Hant")


def _all(q, lang="en") -> str:
    r = Renderer(lang)
    shape = getattr(q.answer, "shape", None)
    if shape is None:
        return r(q.reply)
    return " ".join([r(shape.headline), *(r(c.message) for c in shape.decides)])


def test_schnell_is_read_as_itself_on_devs_rows():
    for text in ("flux schnell on a 4090", "flux.1-schnell", "FLUX.1 [schnell] vram"):
        g = find_generator(text)
        assert g.named == SCHNELL and g.models == ("FLUX.1 dev",) and g.steps == SCHNELL_STEPS == 4, text
    assert find_generator("flux dev on a 4090").named is None


@pytest.mark.parametrize(("text", "card"), [("flux schnell on a 4090", "GeForce RTX 4090"),
                                            ("flux schnell 4090 能跑多快", "GeForce RTX 4090")])
def test_a_schnell_image_is_timed_at_four_steps_not_twenty(advisor, text, card):
    q = advisor.ask(text)
    its = flux_its(advisor.catalog, card)[0]
    for lang in LANGS:
        out = _all(q, lang)
        assert "FLUX.1 schnell" in out and f"{SCHNELL_STEPS / its:.1f}" in out, (lang, out)
        assert "20-step" not in out and "20 步" not in out, (lang, out)


def test_a_schnell_image_on_a_card_below_the_measured_setting_is_not_timed(advisor):
    """A 12 GB card runs no published FLUX timing's setting (fp8, 16 GB): no time is said for it (answers30: no
    speed for a setting the card cannot run), neither a 4-step nor a 20-step one."""
    out = _all(advisor.ask("can my 3060 12gb run flux schnell"))
    assert "16 GB" in out and "20-step" not in out and " s for a 4-step" not in out, out


def test_schnells_memory_question_says_devs_rows_hold(advisor):
    out = _all(advisor.ask("how much vram for flux schnell"))
    assert "FLUX.1 schnell" in out and "memory figures hold for it" in out and "fp8 about 16 GB" in out, out


def test_an_unsized_wan_is_the_14b_and_the_1_3b(advisor):
    assert find_generator("wan 2.1 on a 4090").models == ("Wan 2.1 T2V-14B", "Wan 2.1 T2V-1.3B")
    assert find_generator("wan 2.1 14b on a 4090").models == ("Wan 2.1 T2V-14B",)
    out = _all(advisor.ask("wan 2.1 on a 4090"))
    assert "Wan 2.1 T2V-14B at 1280x720x81 (fp8) fits" in out, out
    twelve = _all(advisor.ask("can I run wan 2.1 on 12gb?"))
    assert "Wan 2.1 T2V-1.3B at 480p (5 s) (bf16) fits with room" in twelve, twelve


def test_a_wan_buyer_hears_each_cards_model_with_its_setting(advisor):
    out = _all(advisor.ask("best gpu for wan 2.1 under 1000"))
    assert "Wan 2.1 T2V-14B GGUF Q4, about 12 GB" in out, out
