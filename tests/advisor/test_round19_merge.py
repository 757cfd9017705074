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


def test_the_best_level_and_the_split_link_share_the_first_message(advisor):
    """F14 ("does the 40B model run on several 4090s") said the split's PCIe link and fix37c's best level in one
    headline: 1,296 characters in the first Discord message (limit 1,200). With the best level said, the link is a
    caveat the short form drops first; "best quant?" on 3 × 3090 still leads with its level."""
    from bot.render.short import FIRST_CHARS, answer_embed, fits_first

    q = advisor.ask("H100/H200 are out of reach - does the 40B model run on several 4090s, and should I buy some?")
    assert "shape.fit.pcie" not in _keys(q.answer.shape.headline)
    assert fits_first(answer_embed(q.answer, "en"))[0] <= FIRST_CHARS
    q = advisor.ask("qwen2.5 72b on 3x 3090, best quant?")
    assert {"best-level.top", "best-level.said"} & _keys(q.answer.shape.headline)


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
