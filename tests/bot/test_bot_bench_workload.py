"""The bench's interaction workload stays valid as the core's rules change (make bench is not
part of make test, so a workload the core now refuses would only show up there)."""

from __future__ import annotations

from bench import bot_bench


def test_every_bench_interaction_is_a_valid_request(advisor):
    workload = bot_bench._workload(advisor)
    for i in range(60):  # more than one full cycle of every list in the workload
        command, options = workload["/recommend"](i)
        assert command == "recommend"
        advisor.recommend(options["budget"], market=options["market"], use_case=options["use_case"],
                          gpus=options["gpus"])
        _, options = workload["/compare"](i)
        advisor.compare(options["card_a"], options["card_b"], market=options["market"])
        _, options = workload["/why"](i)
        advisor.why(options["card"], market=options["market"])
