"""Kinds of reading fixed after reader33's blind English batch (E686–E725, issue 27): each kind on wordings that are
no corpus row."""

import pytest

SPARK = "NVIDIA DGX Spark (GB10 Founders Edition, 128 GB)"


def _read(advisor, text):
    return advisor.ask(text).read_as


# --- 1. a speed is no money -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "my 3090 gives an average tps of about 18, is that ok for qwen 32b?",
    "llama.cpp gets up to 5-10 more tokens/s than ollama on my 4070",
    "which is normal for a 70b: 3 tps or 60-100?",
    "vulkan gives about 20 extra tok/s over rocm on my 7900 xtx",
    "I see a speed of around 45 it/s with sdxl on a 4090",
    "generation is at ~12 tokens per second on my mac studio",
])
def test_a_speed_is_no_budget(advisor, text):
    assert _read(advisor, text).budget is None


@pytest.mark.parametrize("text", [
    "llama gave about 18 on my 3060",
    "it ran up to 30 more than before on my 4090",
    "roughly 25 is what I get on my 3080",
])
def test_a_small_bare_number_after_about_is_no_budget(advisor, text):
    assert _read(advisor, text).budget is None


@pytest.mark.parametrize(("text", "amount"), [
    ("best gpu around 800", 800.0),
    ("a gpu under 40 dollars for mnist", 40.0),
    ("budget about 1800, I want 30 tokens/s on a 32b", 1800.0),
])
def test_a_budget_beside_a_speed_is_still_read(advisor, text, amount):
    assert _read(advisor, text).budget.amount == amount


# --- 2. a family said with "series" is no card and no count -----------------------------------------------------------
@pytest.mark.parametrize("text", [
    "will it work on 16 series cards? I have a gtx 1660",
    "does it support the rtx 30 and 40 series?",
    "is the 50-series supported yet, my 5070 fails",
    "i want to try it on 20 series gpus",
    "any plans for rx 7000 series support?",
])
def test_a_series_is_no_card_and_no_count(advisor, text):
    q = _read(advisor, text)
    assert not any(c in ("L40", "L20", "GeForce GTX 1650") for c in q.cards) and q.gpus in (None, 1), q


# --- 3. a size range is no card ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "the q8 file is 400-450gb, will it fit my mac studio m3 ultra 512gb?",
    "you need 100-120gb for the 235b at q4",
    "models of 500-700 GB need a cluster",
    "that checkpoint is 300-350gb",
    "the weights are 200 - 240 GB in bf16",
])
def test_a_size_range_is_no_card(advisor, text):
    q = _read(advisor, text)
    assert not any(c.startswith(("Quadro", "Radeon", "GeForce")) for c in q.cards), q


# --- 4. trainers said by their class name -----------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "GRPOTrainer runs out of memory on my 4090 with qwen2.5 3b",
    "how much vram does GRPOConfig with num_generations 8 need for llama 8b",
    "a GRPOTrainer job on 2 a100 with qwen 7b is oom",
    "is the GRPO trainer able to train qwen3 4b on a 3090?",
    "I want to use GRPOtrainer on an H100 for qwen 14b",
])
def test_a_grpo_trainer_is_grpo(advisor, text):
    assert _read(advisor, text).task == "grpo"


# --- 5. a DGX Spark said short ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "count"), [
    ("llama 70b is slow on two stacked Sparks, is 3 tps normal?", 2),
    ("I linked two Sparks with the cable, how fast is 120b?", 2),
    ("what can a single Spark run for coding?", None),
    ("my Spark runs gpt-oss 120b at 50 tok/s", None),
    ("our head Spark serves qwen3 30b", None),
])
def test_a_spark_said_short_is_the_dgx_spark(advisor, text, count):
    q = _read(advisor, text)
    assert q.cards == [SPARK] and q.gpus == count, q


@pytest.mark.parametrize("text", [
    "my spark job on a cluster with 2 T4s is slow",
    "our spark cluster uses cpu only",
])
def test_apache_spark_is_no_machine(advisor, text):
    assert SPARK not in _read(advisor, text).cards


# --- 6. an owner from what happened on the machine --------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "70b is an order of magnitude slower than 8b here. Hardware: NVIDIA DGX Spark",
    "That is an order of magnitude below what we expect. Hardware: RTX 4090",
    "Setting the limit with sudo sysctl did nothing on the MacBook Pro M3 Max 128GB",
    "I ran sudo nvidia-smi -pl 250 on the 3090 and it got slower",
    "after sudo modprobe my 7900 xtx is gone",
])
def test_an_owner_from_what_happened(advisor, text):
    assert _read(advisor, text).own is True


@pytest.mark.parametrize("text", [
    "I should order a 5090, is it worth it?",
    "thinking of buying a 4090 in order to run 70b",
])
def test_a_buyer_stays_a_buyer(advisor, text):
    assert _read(advisor, text).own is False


# --- 7. a price paid for a card bought is no budget -------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "I just bought a MI100 because the bandwidth is high for a $1k GPU",
    "we bought a 3090, not bad for a $700 card",
    "I got a 7900 xtx, great for a 900€ card",
    "just picked up a 4060 ti 16gb, decent for a $450 gpu",
    "I bought an a770 since it is cheap for a $300 card",
])
def test_a_price_of_a_card_bought_is_no_budget(advisor, text):
    q = _read(advisor, text)
    assert q.budget is None and q.own is True, q


def test_a_priced_gpu_wanted_is_still_a_budget(advisor):
    assert _read(advisor, "I want a $1k GPU for llms").budget.amount == 1000.0


# --- 8. the room a box has is no count --------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "I run a supermicro 8x gpu chassis with one a100",
    "my 4 gpu case holds a single 3090 now",
    "a 7-gpu motherboard with one 4090 in it",
    "an 8 gpu rack with a single l40s",
    "the 4-gpu capable board has a 3090",
])
def test_a_boxs_room_is_no_count(advisor, text):
    assert _read(advisor, text).gpus in (None, 1)


def test_counted_gpus_are_still_counted(advisor):
    assert _read(advisor, "I have 4 gpus, all 3090").gpus == 4


# --- 9. the authors' card beside the asker's --------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "I am using a single 3090 to train, but you are using an A100 80G, will 24g be enough for llama 7b lora?",
    "I train on a 4060 ti 16gb; you used an H100, can I still fine-tune qwen 7b?",
    "my 4090 runs out of memory, though your A6000 worked for the 13b",
    "on my 3080 it is slow; the authors trained on a V100",
    "I use a 2080 ti, you are using a single A100 for the 7b model, how long will it take?",
])
def test_the_authors_card_is_not_the_askers(advisor, text):
    q = _read(advisor, text)
    assert len(q.cards) == 1 and not q.cards[0].startswith(("A100", "H100", "RTX A6000", "Tesla V100")), q
    assert q.gpus in (None, 1)


def test_two_cards_weighed_stay(advisor):
    assert len(_read(advisor, "a 3090 or an A100 for 7b?").cards) == 2


# --- 10. a Mac's tier said before its chip ----------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "card"), [
    ("Macbook Max M3 128GB for 70b?", "Apple MacBook Pro 16-inch (M3 Max 40-core GPU, 128 GB)"),
    ("is a mac studio ultra m2 192gb good for llama 70b", "Apple Mac Studio (M2 Ultra 76C GPU, 192 GB)"),
    ("my macbook pro max m4 128gb runs qwen 32b slowly", "Apple MacBook Pro 16-inch (M4 Max 16C/40C, 128 GB)"),
    ("mac studio max m4 128gb vs a 5090", "Apple Mac Studio (M4 Max 16C CPU / 40C GPU, 128 GB)"),
    ("a macbook max m1 64gb for local llms?", "Apple MacBook Pro 14-inch (M1 Max 32-core GPU, 64 GB)"),
])
def test_a_macs_tier_before_its_chip(advisor, text, card):
    assert card in _read(advisor, text).cards


# --- 11. the memory written on a name several cards share -------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "i have a RTX 6000 96GB and it is slow in comfyui",
    "our rtx 6000 96gb runs qwen 72b?",
    "is a RTX 6000 96 GB good for video generation",
    "my rtx 6000 96g takes 3 minutes per image",
    "the RTX 6000 96GB in our lab, is it good for training 7b?",
])
def test_the_memory_names_the_card(advisor, text):
    assert "RTX PRO 6000 Blackwell" in _read(advisor, text).cards


def test_the_memory_names_the_card_said(advisor):
    q = _read(advisor, "i have a RTX 6000 96GB")
    assert [n for n in q.notes if n.key == "ask.memory-names-card"] and q.cards == ["RTX PRO 6000 Blackwell"]


@pytest.mark.parametrize(("text", "card"), [
    ("my rtx 6000 24gb", "Quadro RTX 6000"),
    ("a 3060 8gb for sd", "GeForce RTX 3060 8 GB"),
])
def test_other_memories_keep_their_cards(advisor, text, card):
    assert _read(advisor, text).cards == [card]


@pytest.mark.parametrize("text", [
    "Can the 4060 GPU 16 memory run sdxl?",
    "is the 4060 card 16 memory enough for flux?",
])
def test_a_unitless_memory_after_a_card(advisor, text):
    q = _read(advisor, text)
    assert q.memory_gb == [16.0] and q.cards == ["GeForce RTX 4060 Ti 16 GB"], q


# --- 12. an owner's memory and an image job: what the memory runs -----------------------------------------------------
@pytest.mark.parametrize("text", [
    "wan2.2 fails at 720p in my 12G vram",
    "I have 16G VRAM, Flux fails",
    "hunyuan video crashed on my 8gb vram",
    "sdxl runs out of memory in my 6GB VRAM",
    "I have 12gb vram and wan 2.1 14b is too slow",
])
def test_an_owners_memory_and_an_image_job_is_no_buyer(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "fits" and "budget" not in (q.missing or []), q.read_as


def test_a_buyer_with_memory_and_an_image_job_is_still_a_buyer(advisor):
    assert _read(advisor, "best card for flux with 16gb vram").command == "recommend"


# --- 13. the verdict on a purchase made -------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "I did get qwen 7b working on my Arc B580, but was it a poor choice for LLMs?",
    "did I make a mistake buying the 5080? llama 8b runs fine",
    "my 7900 xtx runs llama 3 8b, but was it a bad purchase?",
    "I bought a 4060 ti 16gb and qwen 14b runs, was it the right choice?",
    "I regret buying my 3070, mistral 7b barely fits",
])
def test_a_purchase_weighed_is_the_verdict(advisor, text):
    assert _read(advisor, text).command == "why"


# --- 14. a Mac said by its chips' family only -------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "does the code support a MacBook with M-series chips for a 0.5b model?",
    "my macbook pro with an m series chip, can it run 7b?",
    "a mac mini with apple silicon for stable diffusion?",
    "can a macbook on apple silicon fine-tune qwen 0.5b?",
    "will it run on my macbook air with an M chip?",
])
def test_a_mac_of_a_chip_family_is_unknown(advisor, text):
    q = _read(advisor, text)
    assert q.unknown and not any(c.startswith("Apple ") for c in q.cards), q


@pytest.mark.parametrize(("text", "card"), [
    ("macbook pro m4 max 128gb for 70b", "Apple MacBook Pro 16-inch (M4 Max 16C/40C, 128 GB)"),
    ("a mac mini m4 pro 24gb for 14b", "Apple Mac mini (M4 Pro, 24 GB)"),
])
def test_a_mac_with_its_chip_is_still_read(advisor, text, card):
    assert _read(advisor, text).cards == [card]


# --- 15. a part likened to another card -------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "the DGX Spark has a Grace Blackwell GPU like the 6000 pro, why is qwen 8b slow on mine?",
    "my Strix Halo has a memory like the 4090's? no, why is it slow",
    "my 5070 ti has a chip like the 5080, so why is flux slower?",
    "our DGX Spark has cores like the 5070, why is 70b at 4 tok/s?",
    "my A6000 has a memory just like the 3090, yet 70b fails",
])
def test_a_card_a_part_is_likened_to_is_no_device(advisor, text):
    assert len(_read(advisor, text).cards) == 1


def test_two_cards_compared_stay(advisor):
    assert len(_read(advisor, "is the 4090 like the 3090 for llms?").cards) == 2
