"""fix59b: one band for every verdict on an owner's measured decode speed; an engine named with no OS answered first.

- A speed said on one's own card is in line within :data:`advisor.ask.measured_own.BAND` (15 %) under its estimate,
  slow below that (with the usual causes), for one card, a mixed rig and two cards alike; for two cards the gap
  verdict follows the two card verdicts: "normal" only when both are in line (advisor.ask.pair_measured).
- llama.cpp or Ollama named of any maker's card with no OS named: the engine's road on that card leads
  (advisor.engine_cards.engine_any_os), never only PyTorch's or a verdict on value.
"""

from __future__ import annotations

import pytest

from advisor.ask.measured_own import BAND, SLOWER
from tests.asked import bot_text, find_message, question_faces

PAIRS = [
    ("my 2080 ti does 70 tok/s and my 3080 does 95 on mistral 7b, ok?", "en"),
    ("my 4090 gets 120 t/s on llama 3 8b but my 3090 only 90, is that normal?", "en"),
    ("my 4090 gets 125 t/s on llama 3 8b and my 3090 105, is that normal?", "en"),
    ("my 4090 does 200 tok/s on llama 3 8b and my 3090 does 110 tok/s, normal?", "en"),
    ("我的4090跑llama 3 8b有120 t/s，3090只有90，正常吗", "zh_Hans"),
    ("我的4090跑8b有125 t/s，3090有105，正常吗", "zh_Hans"),
    ("my 4090 gets 80 tok/s on llama 3 8b and my 3090 gets 70 tok/s, is that normal?", "en"),
]
STATES = {"ask.pair.slow": "slow", "ask.pair.slow-too": "slow", "ask.pair.normal": "normal", "ask.pair.above": "fast"}


def _verdicts(headline) -> list:
    """The card verdicts of a pair's headline, in order."""
    out: list = []

    def walk(m):
        if m is None:
            return
        if m.key in STATES:
            out.append(m)
        for p in m.params.values():
            if getattr(p, "type", None) == "message":
                walk(p)
    walk(headline)
    return out


@pytest.mark.parametrize(("text", "lang"), PAIRS)
def test_each_speed_is_told_with_one_band_and_the_gap_follows_the_verdicts(advisor, text, lang):
    q, console, bot = question_faces(advisor, text, lang)
    head = q.answer.shape.headline
    verdicts = _verdicts(head)
    assert len(verdicts) == 2, console
    for v in verdicts:  # the band, each way, from the speed said and its figure
        share = v.params["stated"].value / v.params["gives"].value
        want = "slow" if share < SLOWER else "fast" if share > 1 + BAND else "normal"
        assert STATES[v.key] == want, (share, v.key)
    flagged = [v for v in verdicts if v.key != "ask.pair.normal"]
    assert [v.key for v in verdicts].count("ask.pair.slow") <= 1  # the causes said once
    gap = next(k for k in ("ask.pair.gap-normal", "ask.pair.gap-slow", "ask.pair.gap-fast", "ask.pair.gap-both",
                           "ask.pair.gap-off")
               if find_message(head, k) is not None)
    assert (gap == "ask.pair.gap-normal") == (not flagged), console
    if len(flagged) == 1:
        assert gap == ("ask.pair.gap-slow" if STATES[flagged[0].key] == "slow" else "ask.pair.gap-fast")
        assert find_message(head, gap).params["card"].value == flagged[0].params["card"].value
    if len(flagged) == 2:
        same = len({STATES[v.key] for v in flagged}) == 1
        assert gap == ("ask.pair.gap-both" if same else "ask.pair.gap-off")
    assert "15%" in console and "15%" in bot


def test_a_figure_28_percent_under_is_slow_and_never_normal(advisor):
    """The breaker's: 70 on a 2080 Ti estimated at about 97 was "in line", and the gap "normal"."""
    q, console, _ = question_faces(advisor, "my 2080 ti does 70 tok/s and my 3080 does 95 on mistral 7b, ok?")
    slow = find_message(q.answer.shape.headline, "ask.pair.slow")
    assert slow is not None and slow.params["card"].value == "GeForce RTX 2080 Ti"
    assert find_message(q.answer.shape.headline, "ask.pair.gap-normal") is None
    assert "power limit" in console and "fitted to published runs" in console  # causes; why % differ from bandwidth


@pytest.mark.parametrize(("text", "lang", "key"), [
    ("my 3090 does 85 tok/s on llama 3 8b, is that normal?", "en", "ask.measured.slow"),
    ("我的3090跑llama 3 8b每秒85个token，正常吗", "zh_Hans", "ask.measured.slow"),
    ("my 3090 does 105 tok/s on llama 3 8b, is that normal?", "en", "ask.measured.normal"),
])
def test_one_card_uses_the_same_band(advisor, text, lang, key):
    """One card, one speed: the same 15 % band as the pair (85 against about 112 was "normal" at 0.67)."""
    q, console, bot = question_faces(advisor, text, lang)
    said = find_message(q.answer.shape.headline, key)
    assert said is not None, console
    if key == "ask.measured.slow":
        assert ("power limit" in console) if lang == "en" else ("功耗限制" in console and "功耗限制" in bot)


ENGINES = [
    ("does llama.cpp support the arc a770?", "en", "stack.os.engine-llama-intel-any", "SYCL"),
    ("can I run llama.cpp on my intel arc a770?", "en", "stack.os.engine-llama-intel-any", "SYCL"),
    ("llama.cpp能在a770上跑吗", "zh_Hans", "stack.os.engine-llama-intel-any", "SYCL"),
    ("does ollama support the rtx 5090?", "en", "stack.os.engine-ollama-nvidia-any", "compute capability 5.0"),
    ("does ollama 0.12.3 support my 5090? using cuda 12.8", "en", "stack.os.engine-ollama-nvidia-any",
     "own CUDA runtime"),
    ("ollama支持5090吗", "zh_Hans", "stack.os.engine-ollama-nvidia-any", "5.0"),
    ("does llama.cpp work on a 3090?", "en", "stack.os.engine-llama-nvidia-any", "CUDA"),
    ("does llama.cpp support the rx 6600?", "en", "stack.os.engine-llama-amd-any", "Vulkan"),
]


@pytest.mark.parametrize(("text", "lang", "key", "words"), ENGINES)
def test_an_engine_named_with_no_os_leads_with_its_road_on_the_card(advisor, text, lang, key, words):
    q, console, bot = question_faces(advisor, text, lang)
    head = q.answer.shape.headline
    assert head.key == key or (find_message(head, key) is not None and head.key.startswith(("why.", "verdict.",
                                                                                            "shape.why"))), console
    assert words in console and words in bot
    assert "good buy" not in console.split("\n\n")[1].split("\n")[0]  # the engine first, never the value verdict


def test_an_os_named_keeps_its_own_sentence(advisor):
    """Windows named: the Windows sentence (fix56a), not the any-OS one."""
    q, console, _ = question_faces(advisor, "does llama.cpp support the arc a770 on windows?")
    assert find_message(q.answer.shape.headline, "stack.os.engine-llama-intel") is not None, console
    assert find_message(q.answer.shape.headline, "stack.os.engine-llama-intel-any") is None
    assert bot_text(q)
