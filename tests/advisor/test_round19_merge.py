"""What the round-19 merges found between branches (fix36a's hypothesis chain met on main's code)."""
import pytest

from advisor.ask.fit_targets import _other_setting
from advisor.ask.models import ReadAs
from advisor.models.owned import OwnedRig, RigCard


def test_an_owners_hardware_as_the_answers_rig_is_no_fit_to_weigh_a_speed_at():
    """A follow-up whose answer carries the owner's hardware (an ``OwnedRig``, no ``way``) in ``rig`` raised
    ``AttributeError: 'OwnedRig' object has no attribute 'way'`` when a speed was wanted; it is no other setting."""
    owned = OwnedRig(cards=[RigCard(card="GeForce RTX 3060 12 GB", memory_gb=12.0)], memory_gb=12.0, ram_gb=32.0)
    read_as = ReadAs(command="fits", cards=["GeForce RTX 3060 12 GB"], task="inference")
    assert _other_setting(read_as, 20.0, owned) is None
    assert _other_setting(read_as, 20.0, None) is None


def test_no_better_level_is_said_of_system_ram_nobody_gave(advisor):
    """fix37c's best level walked an offloaded MoE up to Q8_0 on "can my 3090 run deepseek r1?" ("Your VRAM and RAM
    hold it up to Q8_0: about 665.5 GB") with no RAM said, and pushed the Discord first message past 1,200
    characters (test_fp8_line); with the RAM said it is still weighed."""
    keys = _keys(advisor.ask("can my 3090 run deepseek r1?").answer.shape.headline)
    assert "best-level.ram" not in keys
    keys = _keys(advisor.ask("qwen3 235b on my 4090 with 256gb ram, which quant?").answer.shape.headline)
    assert "best-level.ram" in keys


def _keys(message) -> set[str]:
    """Every message key inside ``message`` (its params, nested)."""
    out, todo = set(), [message]
    while todo:
        m = todo.pop()
        if hasattr(m, "key") and hasattr(m, "params"):
            out.add(m.key)
            todo.extend(m.params.values())
    return out


def test_the_split_link_keeps_the_headline_and_the_best_level_waits_in_details(advisor):
    """F14 ("does the 40B model run on several 4090s") said the split's PCIe link, the 16-bit need and fix37c's best
    level in one headline: 1,296 characters in the first Discord message (limit 1,200). The split's link and the
    16-bit need keep the headline (test_shape_fit_head, test_answer_fit_kinds); the best level is in the Details."""
    from bot.render.short import FIRST_CHARS, answer_embed, fits_first

    q = advisor.ask("H100/H200 are out of reach - does the 40B model run on several 4090s, and should I buy some?")
    assert "shape.fit.pcie" in _keys(q.answer.shape.headline)
    assert not {"best-level.top", "best-level.said"} & _keys(q.answer.shape.headline)
    assert any(r.message.key.startswith("best-level.") for r in q.answer.reasons)
    assert fits_first(answer_embed(q.answer, "en"))[0] <= FIRST_CHARS


@pytest.mark.parametrize("text", ["i have 64gb ddr5 and a 4060 8gb, what's the biggest moe I can run",
                                  "what's the biggest moe my 4060 can run with 64gb ram",
                                  "我的4060 8g，内存64g，能跑多大的moe",
                                  "largest mixture of experts my 3090 runs with 128gb ram",
                                  "which moe can i run on a 3060 12gb with 32gb ram"])
def test_the_biggest_moe_a_card_runs_is_what_it_runs_with_its_ram(advisor, text):
    """Tried as a new user (round 19): "what's the biggest moe I can run" with a card and RAM was the card's general
    profile (/why, the RAM dropped); it is the card's list of what it runs, with the MoE models its RAM holds."""
    q = advisor.ask(text).read_as
    assert q.command == "fits" and q.model is None and q.ram_gb is not None


def test_a_recommendations_caveats_say_each_rule_once_with_the_msrp_sentence(advisor):
    """Found by test_shape's hypothesis on the merged code: 2,015 USD (general) said the used-over-MSRP sentence
    (fix36c's caveat) and the pick's plain used-price note, both ``value.used-market``."""
    s = advisor.recommend(2015, market="current-us", use_case="general", gpus=1).shape
    assert len({c.rule_id for c in s.caveats}) == len(s.caveats)
    assert any(c.message.key.startswith("price.used-over-msrp") for c in s.caveats)
