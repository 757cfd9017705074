"""The answering side's literal gates (advisor.ask.gate, issue 30 §1, the thirteenth pass): the detectors every
question runs although few are open — which image or video generator it names (``advisor.image_needs``), which topic
it says (``advisor.ask.topics``), which concern it raises (``data/concerns.csv``'s cues), which owner's job it names
(``advisor.kinds.find_job``) — each answers exactly as its pattern, and the answers equal those with every gate open."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from advisor import image_needs
from advisor.ask import gate as gate_mod
from advisor.ask import topics
from advisor.ask.gate import Gated
from advisor.concerns import load
from advisor.kinds import JOB_ORDER, _job_words
from question_words import CORPUS

SLOW = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])



def _gated() -> list[Gated]:
    """Every pattern gated on the answering side."""
    found: list[Gated] = []
    for module in (image_needs, topics):
        for value in vars(module).values():
            if isinstance(value, Gated):
                found.append(value)
            elif isinstance(value, tuple):
                found += [v[0] for v in value if isinstance(v, tuple) and v and isinstance(v[0], Gated)]
    found += [c.cue for c in load() if isinstance(c.cue, Gated)]
    found += [p for job in JOB_ORDER if isinstance(p := _job_words(job)[0], Gated)]
    return found


def test_the_answering_detectors_are_gated():
    patterns = _gated()
    assert len(patterns) >= 35, len(patterns)
    assert all(isinstance(p, Gated) for p, _ in image_needs._GENERATORS)
    assert all(isinstance(c.cue, Gated) for c in load())


def test_every_gated_pattern_answers_as_its_pattern_on_the_corpus():
    patterns = _gated()
    for text in CORPUS:
        for s in (text, text.lower(), " ".join(text.lower().split())):
            for g in patterns:
                m, raw = g.search(s), g.raw.search(s)
                assert (m and m.span()) == (raw and raw.span()), (g.raw.pattern, s)
                assert [x.span() for x in g.finditer(s)] == [x.span() for x in g.raw.finditer(s)]
                assert g.sub("¦", s) == g.raw.sub("¦", s)


@SLOW
@given(data=st.data())
def test_every_gated_pattern_answers_as_its_pattern_on_generated_text(data):
    """On text made of the gates' own strings and characters (where a gate is nearly open)."""
    patterns = _gated()
    pieces = sorted({lit for g in patterns for lit in g.literals})
    alphabet = "".join(sorted({c for p in pieces for c in p} | set(" 0123456789.,?-")))
    s = data.draw(st.lists(st.one_of(st.sampled_from(pieces), st.text(alphabet, max_size=5)), max_size=10).map(
        "".join))
    for g in patterns:
        m, raw = g.search(s), g.raw.search(s)
        assert (m and m.span()) == (raw and raw.span()), (g.raw.pattern, s)
        assert g.findall(s) == g.raw.findall(s)
        assert g.sub("_", s) == g.raw.sub("_", s)


ASKED = ("I have 1,500 EUR, which card for stable diffusion?", "flux schnell on a 3060 12gb?",
         "wan 2.1 14b lora on my 3090", "do I need nvlink for two 3090s?", "what psu for two 3090s?",
         "should I wait for the 50 series or buy a 4090 now?", "my 1080 ti runs out of memory training yolov8",
         "does pytorch work on amd cards? rx 7900 xtx", "a 4090 for vllm in a datacenter?", "is 8gb enough?",
         "the cheapest 24gb card?", "is a 4090 overkill for 7b inference?", "两千美元买什么卡跑stable diffusion")


def test_answers_equal_those_with_every_gate_open(advisor, monkeypatch):
    gated = [advisor.ask(q).model_dump_json() for q in ASKED]
    with monkeypatch.context() as mp:  # every gate open: each pattern runs, as before the gates
        for name in ("search", "match", "fullmatch", "finditer", "findall", "split", "sub", "subn"):
            mp.setattr(gate_mod.Gated, name, lambda self, *args, _name=name: getattr(self.raw, _name)(*args))
        opened = [advisor.ask(q).model_dump_json() for q in ASKED]
    assert gated == opened
