"""fix31b (issues 27, 28; break28 #7, #8, #12, #17): a card's spec wattage is never the asker's supply (one supply
reader, advisor.ask.watts); a supply said beside a choice is a line under the comparison, never the answer instead of
it; a supply added in a follow-up ranks again under it; the power-limit command follows the card's maker."""

from __future__ import annotations

import pytest
from asked import bot_text


def _render(q, lang: str = "en") -> str:
    from advisor.cli.ask import render_question
    from advisor.cli.render import View

    return " ".join(render_question(q, View(language=lang)).split())


def _keys(q) -> list[str]:
    return [n.key for n in q.read_as.notes]


def _all_keys(q) -> list[str]:
    return [c.message.key for c in q.answer.shape.decides] + [c.message.key for c in q.answer.shape.caveats]


# ------------------------------------------------------------------ 7. a card's spec wattage is no supply
@pytest.mark.parametrize("text", ["5090 32gb 575w 1792gb/s vs 4090 24gb 450w", "3090 350w vs 4090 450w for training",
                                  "3090 (350w) or 4090 (450w) for training?",
                                  "a 4090 at 450 watts or a 3090 at 350 watts, which for training?",
                                  "3090(350W)还是4090(450W)，训练用哪个？"])
def test_a_cards_spec_wattage_is_never_read_as_the_supply(advisor, text):
    q = advisor.ask(text)
    assert q.answer is not None and q.read_as.command == "compare" and q.read_as.topic != "power"
    assert "ask.options.supply" not in _all_keys(q)
    out = _render(q)
    assert "power supply" not in out and "supply is below" not in out


@pytest.mark.parametrize(("text", "watts"), [("3090 (350w) or 4090 (450w)", None), ("a 4090 at 450 watts", None),
                                             ("is 750w enough for a 4090", 750.0), ("650W电源，4090还是3090", 650.0),
                                             ("5090 32gb 575w vs 4090, my psu is 1000w", 1000.0)])
def test_one_supply_reader(text, watts):
    from advisor.ask.watts import wattage_said

    assert wattage_said(text) == watts


def test_a_power_question_still_reads_a_bare_wattage(advisor):
    q = advisor.ask("3090 vs 4090, is 750w enough?")
    assert q.read_as.topic == "power"
    out = _render(q)
    assert "Yes: a 750 W supply is enough" in out and "No: a 750 W supply is below the 850 W" in out


# ------------------------------------------------------------------ 8. a supply beside a choice: a line under it
@pytest.mark.parametrize(("text", "lang", "line"), [
    ("with my 850w psu which is better for training: 3090 or 4090?", "en", "Your 850 W power supply"),
    ("my psu is 650w, which is better for llama 8b: 3060 12gb or 4070?", "en", "Your 650 W power supply"),
    ("4090 vs 5090 on an 850w power supply for llama 32b", "en", "Your 850 W power supply"),
    ("我的电源850W，3090和4090哪个更适合训练？", "zh_Hans", "850 W"),
])
def test_a_supply_beside_a_choice_is_a_line_under_the_comparison(advisor, text, lang, line):
    q = advisor.ask(text)
    assert q.answer is not None and q.read_as.command in ("compare", "fits") and q.read_as.topic != "power"
    assert "ask.options.supply" in _all_keys(q)
    out = _render(q, lang)
    assert line in out
    assert "For either card alone" not in out


def test_the_options_are_never_summed_with_the_card_had(advisor):
    q = advisor.ask("I have a 3060 12gb and 750w psu, should I get a 4090 or two 3090s for 70b? budget 2500")
    assert q.read_as.command == "compare" and q.read_as.topic != "power"
    out = _render(q)
    # the console's short form: its read-as line now says the budget beside the comparison (fix68d #2), so the supply
    # line waits for the bot's full message here (intended, mend51a); never the options summed with the card had
    assert "1,900 W" not in out
    bot = bot_text(q)
    assert "1,900 W" not in bot and "Your 750 W power supply" in bot
    assert "GeForce RTX 4090 needs about 850 W" in bot


@pytest.mark.parametrize("text", ["is my 850w psu enough for a 3090 or a 4090?", "what psu for a 3090 or a 4090?"])
def test_a_question_about_the_supply_stays_one(advisor, text):
    assert advisor.ask(text).read_as.topic == "power"


# ------------------------------------------------------------------ 12. a supply added in a follow-up re-ranks
@pytest.mark.parametrize(("first", "then", "lang"), [
    ("best gpu for llama 70b, budget 3000", "what about with a 650w psu?", "en"),
    ("best amd gpu, budget 1000", "and with a 750w psu?", "en"),
    ("预算1万元，跑llama 70b买什么显卡", "那电源只有650W呢？", "zh_Hans"),
])
def test_a_supply_added_in_a_follow_up_ranks_again_under_it(advisor, first, then, lang):
    before = advisor.ask(first)
    q = advisor.ask(then, context=before)
    assert q.read_as.command == "recommend" and q.read_as.topic is None
    assert "ask.note.supply-cap" in _keys(q)
    same = advisor.ask(f"{first}, {then.rstrip('?？')}")  # the same words in one question: the same ranking
    if q.answer is not None and same.answer is not None and "ask.note.supply-cap" in _keys(same):
        assert [p.card for p in q.answer.picks][:1] == [p.card for p in same.answer.picks][:1]


def test_a_follow_up_keeps_the_maker_the_ranking_was_kept_to(advisor):
    q = advisor.ask("and with a 750w psu?", context=advisor.ask("best amd gpu, budget 1000"))
    assert "ask.note.maker-only" in _keys(q) and "ask.note.supply-cap" in _keys(q)
    assert all(advisor.card(p.card).manufacturer == "AMD" for p in q.answer.picks if not advisor.card(p.card).is_system)


def test_a_follow_up_asking_of_the_supply_checks_the_pick_without_the_ranking_note(advisor):
    q = advisor.ask("is a 650w psu enough?", context=advisor.ask("best gpu for llama 70b, budget 3000"))
    assert q.read_as.topic == "power" and "ask.note.supply-cap" not in _keys(q)
    assert "ask.note.picked" in _keys(q)


# ------------------------------------------------------------------ 17. the power-limit command follows the maker
@pytest.mark.parametrize("lang", ["en", "zh_Hans", "zh_Hant"])
def test_the_power_limit_command_follows_the_maker(advisor, lang):
    q = advisor.ask("best pair of gpus for llama 70b under 3000 with a 1000w psu")
    out = _render(q, lang)
    if "Radeon" in out and "board power" in out or "板功耗" in out and "Radeon" in out:
        assert "nvidia-smi -pl 284" not in out
    amd = advisor.ask("what psu for two 7900 xtx?")
    said = _render(amd, lang)
    assert "rocm-smi --setpoweroverdrive 284" in said and "nvidia-smi" not in said
    nvidia = _render(advisor.ask("what psu for two 3090s?"), lang)
    assert "nvidia-smi -pl 280" in nvidia and "rocm-smi" not in nvidia


def test_limit_command_by_maker(advisor):
    from advisor.i18n import render
    from advisor.power_tool import limit_command, limit_tool

    def said(m, lang="en"):
        return render(m.key, m.params, lang)

    for lang in ("en", "zh_Hans", "zh_Hant"):
        assert said(limit_command(advisor.card("7900 xtx"), 284), lang) == "rocm-smi --setpoweroverdrive 284"
        assert said(limit_command(advisor.card("3090"), 280), lang) == "nvidia-smi -pl 280"
        assert "nvidia-smi" not in said(limit_tool(advisor.card("a770")), lang)
