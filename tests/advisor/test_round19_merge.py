"""What the round-19 merges found between branches (fix36a's hypothesis chain met on main's code)."""

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
