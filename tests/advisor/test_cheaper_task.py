"""A fine-tuning no card within the budget holds is ranked for its cheaper way (breaker 2026-12-03 #6:
``recommend 2000 --model 13b --task lora`` said "nothing worth buying" beside a 2,623 USD workstation card while
``fits 13b --task qlora`` holds on cards the budget buys)."""

from advisor.cheaper_task import CHEAPER_TASK
from advisor.cli.render import View


def _said(m, language="en"):
    return View(language=language).t(m)


def test_a_lora_no_card_within_holds_is_ranked_for_qlora_as_recommend_ranks_qlora(advisor):
    rec = advisor.recommend("2000", model="13b", task="lora")
    qlora = advisor.recommend("2000", model="13b", task="qlora")
    assert [p.card for p in rec.picks] == [p.card for p in qlora.picks] and rec.picks
    asked, way = rec.stepped
    assert asked.params["task"].key == "fits.task-label.lora" and way.params["task"].key == "fits.task-label.qlora"
    assert asked.params["need"].value > max(p.memory_gb or 0 for p in rec.picks if p.price.amount <= 2000)
    assert rec.shape.headline.key == "shape.recommend.stepped"
    for language in ("en", "zh_Hans"):
        head = _said(rec.shape.headline, language)
        assert "QLoRA" in head and rec.picks[0].card in head, head


def test_a_precision_asked_is_kept_even_when_nothing_within_holds_it(advisor):
    rec = advisor.recommend("2000", model="13b", task="lora", precision="bf16")
    assert not rec.stepped and not rec.picks


def test_a_budget_that_holds_the_task_asked_is_not_stepped(advisor):
    rec = advisor.recommend("6000", model="13b", task="lora")
    assert rec.picks and not rec.stepped


def test_full_fine_tuning_steps_down_the_ladder_to_the_first_way_within(advisor):
    rec = advisor.recommend("1500", model="7b", task="full-finetune")
    assert rec.stepped and rec.picks
    order = ["full-finetune", *CHEAPER_TASK.values()]
    taken = rec.stepped[1].params["task"].key.rsplit(".", 1)[1]
    assert order.index(taken) > 0


def test_ask_a_lora_on_a_budget_says_the_way_it_ranks(advisor):
    q = advisor.ask("budget is like 2 grand, want to finetune 13b models with lora")
    assert q.answer.stepped and "QLoRA" in _said(q.answer.shape.headline)


def test_a_precision_the_cheaper_way_takes_is_kept_and_the_step_made(advisor):
    rec = advisor.recommend("1500", model="7b", task="full-finetune", precision="bf16")
    assert rec.picks and rec.stepped
    way = rec.stepped[1].params
    assert way["task"].key == "fits.task-label.lora" and way["precision"].value == "bf16"
