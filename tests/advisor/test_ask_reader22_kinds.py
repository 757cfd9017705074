"""Kinds of reading fixed in round 13 of issue 27 (reader22, an English blind batch): each kind with questions that
are no corpus row, and its neighbours that must keep their old reading."""

import pytest


def _count(read_as):
    """How many of the one card read: ``gpus`` (None is one)."""
    return read_as.gpus or 1


@pytest.mark.parametrize(("text", "card", "n"), [
    ("what power supply do I need for 2 3090", "GeForce RTX 3090", 2),
    ("I only have 2 RTX 4090. Is it enough for training?", "GeForce RTX 4090", 2),
    ("I have 3 3090 and 128gb ram", "GeForce RTX 3090", 3),
    ("psu for 3 4090s?", "GeForce RTX 4090", 3),
    ("2 3090s for llama 70b?", "GeForce RTX 3090", 2),
    ("two 3090 for llama 70b?", "GeForce RTX 3090", 2),
    ("a pair of 7900 xtx for llama 70b", "Radeon RX 7900 XTX", 2),
])
def test_a_bare_count_before_a_card_number_counts_it(advisor, text, card, n):
    # "2 3090" read one card (a bare digit before a bare number); "2 RTX 4090." lost its count at the full stop
    q = advisor.ask(text).read_as
    assert q.cards == [card] and _count(q) == n


def test_a_count_before_each_of_two_cards_weighs_them_counted(advisor):
    q = advisor.ask("2 3090 or 1 4090 for llm").read_as
    assert q.command == "compare" and q.cards == ["GeForce RTX 3090", "GeForce RTX 4090"] and q.counts == [2, 1]


@pytest.mark.parametrize("text", [
    "on dec 4 2026 I bought a 3090",  # a date: no count
    "I have 2 3200mhz sticks and a 3090",  # a memory speed: no card, no count
])
def test_a_digit_before_a_year_or_a_unit_is_no_count(advisor, text):
    q = advisor.ask(text).read_as
    assert q.cards == ["GeForce RTX 3090"] and _count(q) == 1


@pytest.mark.parametrize("text", [
    "nvidia or amd for two 7900 xtx",
    "nvidia or amd for 7900 xtx",
    "best gpu for 2 3090",
])
def test_a_card_number_counted_or_named_with_its_variant_is_no_money(advisor, text):
    # "for two 7900 xtx" read 7,900 USD as the budget
    q = advisor.ask(text).read_as
    assert q.budget is None and len(q.cards) == 1


@pytest.mark.parametrize(("text", "amount"), [
    ("which gpu for 800?", 800.0),
    ("recommend a card for 1500", 1500.0),
])
def test_a_bare_amount_after_for_is_still_the_budget(advisor, text, amount):
    q = advisor.ask(text).read_as
    assert q.budget is not None and q.budget.amount == amount


@pytest.mark.parametrize(("text", "tokens"), [
    ("Gemma 3 27B on my 4090 with a context length of 20,000 (20k) leaves 1 GB free", 20000),
    ("llama-server with --ctx-size 32000 -ngl 999 on my 3090", 32000),
    ("llama-server -c 8192 on my 3060", 8192),
])
def test_a_context_written_with_commas_or_as_a_flag_is_the_context_not_money(advisor, text, tokens):
    # "a context length of 20,000 (20k)" read 20,000 USD; "--ctx-size 32000" read no context
    q = advisor.ask(text).read_as
    assert q.context_tokens == tokens and q.budget is None


def test_a_budget_in_thousands_beside_a_context_stays_the_budget(advisor):
    q = advisor.ask("budget 20k, context length 32k, which gpu for qwen 32b").read_as
    assert q.budget is not None and q.budget.amount == 20000 and q.context_tokens == 32768


@pytest.mark.parametrize("text", [
    "I'm using Gemma 3 27B Q4KM, GPU: 4090. Is this a bug?",
    "gpt-oss 120b taking really long to load. Hardware: RTX 3080ti. It takes 2 minutes vs 25-30s for glm 4.5 air",
    "at present I just have one RTX 4090 GPU (24GB memory). Is it possible to run this project?",
    "With 4 V100 GPUs, loading the Qwen3-30B-A3B model results in an error during startup",
])
def test_a_rig_labelled_after_a_comma_or_a_choice_elsewhere_is_had(advisor, text):
    # the spec label needed a full stop before it, any "vs" anywhere unsaid it; "I just have" was no owner's word
    assert advisor.ask(text).read_as.own is True


def test_a_choice_in_the_labels_own_clause_is_no_rig_had(advisor):
    assert advisor.ask("Which is better for llama, GPU: 3090 or 4090?").read_as.own is False


@pytest.mark.parametrize(("text", "card", "stale"), [
    ("With 4 V100 GPUs (32GB each), loading the Qwen3-30B-A3B model fails", "Tesla V100 PCIe 32 GB",
     "name_default.v100"),
    ("nvidia 3060 GPU 8 GB for sd?", "GeForce RTX 3060 8 GB", "name_default.3060"),
])
def test_the_memory_said_apart_from_a_card_picks_its_variant_even_among_forms(advisor, text, card, stale):
    # "4 V100 GPUs (32GB each)" kept the 16 GB V100 assumed (the 32 GB ones come as PCIe and SXM forms), and the
    # default variant's note ("Assuming the RTX 3060 12 GB") stayed on the 8 GB card read
    q = advisor.ask(text).read_as
    assert q.cards == [card]
    assert stale not in [n.key for n in q.notes]


def test_a_memory_no_variant_has_is_still_a_correction(advisor):
    q = advisor.ask("a V100 GPU with 16GB, can it run 13b?").read_as
    assert q.cards == ["Tesla V100 PCIe 16 GB"]


@pytest.mark.parametrize("text", [
    "Llama Factory fails to use TWO AMD GPUs RX 7900 XTX GPUs x 2, only one works",
    "llama index on my 3090",
    "LlamaFactory on my 3090 fails",
])
def test_a_framework_named_after_a_family_is_no_model(advisor, text):
    # "Llama Factory" read the model "llama"
    assert advisor.ask(text).read_as.model is None


def test_a_framework_beside_a_model_keeps_the_model(advisor):
    q = advisor.ask("LLaMA-Factory fine-tuning llama 3 8b on 2 4090").read_as
    assert q.model is not None and q.model.name == "Llama 3 8B" and (q.gpus or 1) == 2


@pytest.mark.parametrize(("text", "family"), [
    ("Can Kimi K2.5 run on only 1 RTX 4090 48G?", "kimi"),
    ("the GPU requirements to use the kimi vl models for inference, in bf16", "kimi-vl"),
    ("devstral on a 3090?", "devstral"),
])
def test_a_2025_family_the_table_lacks_is_said_as_named(advisor, text, family):
    # "Kimi K2.5", "kimi vl" read no model at all. Merged with reader24's unknown models (advisor.ask.unlisted): a
    # family the table lacks is said unknown by its typed name on the read-as line, and no model of the table stands
    # in for it — either reading names the family asked about
    q = advisor.ask(text).read_as
    typed = [str(n.params["typed"].value) for n in q.notes if n.key.startswith("ask.unknown-model")]
    named = q.model.name if q.model is not None else " ".join(typed)
    assert family.split("-")[0] in named.lower(), (q.model, typed)


def test_more_machines_are_no_more_cards(advisor):
    # "and another 2 computers, one with rtx 4090" read two 4090s ("another": one more of the card had)
    q = advisor.ask("What about Mac pro, and another 2 computers, one with rtx 4090, other with rtx 2090. "
                    "Can I combine all 3?").read_as
    assert q.cards == ["GeForce RTX 4090"] and (q.gpus or 1) == 1


def test_another_of_the_card_had_still_counts_one_more(advisor):
    assert advisor.ask("I have a 3090, should I add another 3090?").read_as.gpus == 2


def test_a_modified_card_said_again_in_a_requirement_stays_one_modified_card(advisor):
    # "1 RTX 4090 48G … document said: Minimum 2x4090 48G" read the modded card and two stock 4090s (48 GB their
    # total), weighed: the same card said twice, the document's count a requirement quoted
    q = advisor.ask("Can Kimi K2.5 run on only 1 RTX 4090 48G? I found in document said: Minimum 2x4090 48G. "
                    "But I have only 1").read_as
    assert q.cards == ["GeForce RTX 4090 48 GB (modified)"] and (q.gpus or 1) == 1 and q.command == "fits"


def test_a_count_of_a_card_with_its_total_memory_said_once_stays_the_stock_cards(advisor):
    # fix55 (round 23): "用2张4090 48G跑70b" is two modified 48 GB cards; the total is read when said so
    q = advisor.ask("用2张4090 48G总共跑70b").read_as
    assert q.cards == ["GeForce RTX 4090"] and q.gpus == 2


def test_a_desktop_card_said_again_with_a_memory_only_its_laptop_has_is_one_card(advisor):
    # "RTX 5070 Ti … the NVIDIA GeForce RTX 5070 Ti (12GB)" weighed the desktop card against the laptop one
    q = advisor.ask("RTX 5070 Ti not detected (Total VRAM: 0 B). Ollama fails to detect the newly released NVIDIA "
                    "GeForce RTX 5070 Ti (12GB) on Windows.").read_as
    assert q.cards == ["GeForce RTX 5070 Ti"] and q.command != "compare"


def test_a_card_and_its_laptop_memory_weighed_stay_two_cards(advisor):
    q = advisor.ask("rtx 3060 or rtx 3060 6gb?").read_as
    assert q.command == "compare" and q.cards == ["GeForce RTX 3060 12 GB", "GeForce RTX 3060 Mobile"]


@pytest.mark.parametrize(("text", "counts"), [
    ("I currently have 1*5090, 2*4090 and I'll be getting another 5090 tomorrow, to keep only 2*5090s",
     {"GeForce RTX 5090": 2, "GeForce RTX 4090": 2}),
    ("I have a 4090 and want to get another, 2 cards for 70b?", {"GeForce RTX 4090": 2}),
])
def test_another_before_the_total_said_is_in_the_total(advisor, text, counts):
    # "getting another 5090 … keep only 2*5090s" read three 5090s
    q = advisor.ask(text).read_as
    got = dict(zip(q.cards, q.counts or [q.gpus or 1] * len(q.cards), strict=True))
    assert got == counts


@pytest.mark.parametrize(("text", "n"), [
    ("Single 12 GB RTX 3060 (i5-8500, 48 GB DDR4): Would a second RTX 3060 on an x4 slot fit a Q4/Q5 31B?", 2),
    ("I have a 3090; would a second 3090 let me run llama 70b?", 2),
])
def test_a_second_of_the_card_had_is_one_more(advisor, text, n):
    # "Would a second RTX 3060 …" read one card: "a second" counted only after a verb ("add a second")
    assert advisor.ask(text).read_as.gpus == n


def test_a_spec_list_labelled_gpu_slash_vram_with_a_glued_unknown_card_is_had_and_said(advisor):
    # "GPU/VRAM: RTX5700Ti 16GB" read no device at all (the glued name was no unknown, the label no rig's)
    q = advisor.ask("Device: desktop, OS: Ubuntu, CPU: i5-8400, GPU/VRAM: RTX5700Ti 16GB, RAM: 48GB, "
                    "Model: gemma3:1b").read_as
    assert q.cards == [] and q.unknown == ["rtx5700ti 16gb"] and q.own is True and q.memory_gb == [16.0]


def test_a_glued_known_card_is_still_the_card(advisor):
    assert advisor.ask("my rtx5090 runs llama 3 8b").read_as.cards == ["GeForce RTX 5090"]


def test_the_memory_said_with_an_unknown_device_is_stated(advisor):
    q = advisor.ask("GPU: H20 96GB, can it run qwen3 32b?").read_as
    assert q.unknown == ["h20 96gb"] and q.memory_gb == [96.0]


def test_the_model_asked_is_the_one_run_not_the_one_compared(advisor):
    # "Gemini 34B on A100 … 40 tokens per sec in llama-70B" read the 70B (a family word before it, none before 34B)
    q = advisor.ask("When running Gemini 34B on A100 I get only 10 tokens/sec, when I can get 40 tokens per sec in "
                    "llama-70B running on same GPU.").read_as
    assert q.model is not None and q.model.params_b == 34.0


def test_a_jetson_nano_super_is_the_orin_nano_super(advisor):
    q = advisor.ask("Does it run on a NVDIA Jetson Nano Super 8Go device?").read_as
    assert q.cards == ["Jetson Orin Nano Super"] and q.unknown == []


def test_the_memory_a_load_leaves_free_is_no_cards_memory(advisor):
    # "I only have about 1 GB of VRAM left" on a 4090 read 1 GB as the card's memory ("has 24 GB, not 1 GB")
    q = advisor.ask("I'm using Gemma 3 27B Q4KM, GPU: 4090. I only have about 1 GB of VRAM left.").read_as
    assert q.cards == ["GeForce RTX 4090"] and q.memory_gb in (None, [], [None])
    assert "ask.memory-correction" not in [n.key for n in q.notes]


def test_the_memory_had_is_still_read(advisor):
    assert advisor.ask("I have 8gb of vram, can I run llama 3 8b?").read_as.memory_gb == [8.0]
