"""A rule's reason made without pydantic's walk over its fields (``advisor.wording.make_reason``, issue 30 §1):
the same instance pydantic's ``model_construct`` and its validation make — equal, the same fields set, the same
JSON and copies — for every rule of the catalogue and the reasons of real answers."""

from __future__ import annotations

import pydantic
import pytest

from advisor.i18n import msg
from advisor.models import Reason
from advisor.wording import make_reason, rule_source


def _same(made: Reason, rule_id: str, message, source) -> None:
    for other in (Reason.model_construct(rule_id=rule_id, message=message, source=source),
                  Reason(rule_id=rule_id, message=message, source=source)):
        assert made == other
        assert made.model_fields_set == other.model_fields_set
        assert vars(made) == vars(other)
        assert made.model_dump_json() == other.model_dump_json()
        assert made.model_dump(exclude_unset=True) == other.model_dump(exclude_unset=True)
        assert made.model_copy(update={"rule_id": "x"}) == other.model_copy(update={"rule_id": "x"})


def test_every_rule_made_as_pydantic_makes_it(advisor):
    for rule_id, row in advisor.catalog.rules.items():
        source = rule_source(rule_id, row["source"])
        message = msg("test.reason", "{card} and {n}", card=rule_id, n=3)
        _same(make_reason(rule_id, message, source), rule_id, message, source)


@pytest.mark.parametrize("card", ["GeForce RTX 3090", "Tesla P40", "GeForce GTX 970"])
def test_the_reasons_of_answers_made_as_pydantic_makes_them(advisor, card):
    for reason in [*advisor.why(card).reasons, *advisor.compare(card, "4090").reasons]:
        _same(make_reason(reason.rule_id, reason.message, reason.source), reason.rule_id, reason.message,
              reason.source)


def test_a_made_reason_is_frozen():
    made = make_reason("vendor.nvidia", msg("test.frozen", "frozen"), rule_source("vendor.nvidia", "D17"))
    with pytest.raises(pydantic.ValidationError):
        made.rule_id = "other"  # type: ignore[misc]
