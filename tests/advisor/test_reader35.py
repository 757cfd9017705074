"""Kinds of reading fixed after reader35's blind English batch (E726–E765, issue 27): each kind on wordings that are no
corpus row."""

import pytest


def _read(advisor, text):
    return advisor.ask(text).read_as


# --- 1. a range whose top has a unit gives its bottom the unit: never a budget --------------------------------------
@pytest.mark.parametrize("text", [
    "im on a 3090 and each step takes 200-400 seconds, why?",
    "my 4070 draws 150-200 watts while generating, normal?",
    "a lora run on my 3060 takes 90-120 minutes, is that slow",
    "training on a 4090 runs 300-500 steps before it crashes",
    "the a100 finished 100-150 epochs overnight, why so slow on my 3090",
])
def test_a_unit_after_a_range_is_never_money(advisor, text):
    q = _read(advisor, text)
    assert q.budget is None and q.cards, q


def test_a_range_of_money_is_still_a_budget(advisor):
    assert _read(advisor, "which gpu for 300-600 dollars").budget is not None


# --- 2. a site's price said of things had or named: never the asker's budget ----------------------------------------
@pytest.mark.parametrize("text", [
    "I run two Tesla P40s. They're also $400+ on eBay now, so why is vllm dropping them?",
    "I have 4 MI50s and they're still $150 on ebay. Why is rocm so slow with them?",
    "my old 1080 ti, it's $200 on marketplace now, can it run llama 8b?",
    "Got three T4s in a Dell. These are $700 on ebay today. Why no sm75 kernels?",
    "my 3090 is $750 used on ebay now. can it train sdxl loras?",
])
def test_a_sites_price_is_no_budget(advisor, text):
    assert _read(advisor, text).budget is None


def test_a_budget_spent_on_a_site_stays_a_budget(advisor):
    q = _read(advisor, "I can spend $700 on ebay, which card for llms?")
    assert q.budget is not None and q.budget.amount == 700, q


# --- 3. Intel's graphics named with "Graphics" in the name are a device, never money --------------------------------
@pytest.mark.parametrize("text", [
    "GPU is Intel HD Graphics 630, why is whisper so slow",
    "my laptop only has intel hd graphics 620, can it run anything",
    "Task manager says Intel HD Graphics 530, is that why transcription takes hours?",
    "the gpu: hd graphics 630. too weak for stable diffusion?",
    "I only have Intel HD Graphics 630 on this office pc",
])
def test_intel_graphics_are_a_device_never_money(advisor, text):
    q = _read(advisor, text)
    assert q.budget is None and q.cards and q.cards[0].startswith("HD Graphics"), q


# --- 4. the RAM word said first, then the load and the whole ---------------------------------------------------------
@pytest.mark.parametrize("text, ram", [
    ("my ram is at around 118gb out of 128gb while training on a 4090", 128),
    ("RAM usage 30/64 GB on my 3090, why so slow", 64),
    ("ram sits at 60gb of 96gb with my 5090 loading wan 2.2", 96),
    ("system ram is 31 out of 32gb when comfyui runs on my 3060", 32),
    ("my ram goes to about 50gb of 64gb and the 4070 stalls", 64),
])
def test_the_ram_whole_after_its_load_is_system_ram(advisor, text, ram):
    q = _read(advisor, text)
    assert q.ram_gb == ram and not q.memory_gb, q


# --- 5. cores and threads beside a count are the CPU's, never GPUs ----------------------------------------------------
@pytest.mark.parametrize("text", [
    "CPU: i9-9900KF (16 cores) GPU: RTX 2080 Ti",
    "32 cores gpu rtx 3090 ram 64gb",
    "Threadripper 64 threads gpu: 4090",
    "epyc with 128 cpus gpu a6000",
    "24 cores, one gpu: rtx a5000",
])
def test_cores_are_never_a_count_of_gpus(advisor, text):
    q = _read(advisor, text)
    assert q.gpus in (None, 1) and len(q.cards) == 1, q


# --- 6. the owner from what happened on the card; a planned upgrade is not had ---------------------------------------
@pytest.mark.parametrize("text", [
    "Not able to run on NVIDIA GeForce RTX 5060 laptop, it says the architecture is not supported",
    "Crash on 9070 XT: Not able to load the model, it says hip error",
    "can't get it to run on my 6700 xt",
    "I couldn't get this to work on an RTX 5080, cuda error",
    "not able to start: RTX 5090, sm_120 not compatible",
])
def test_a_failure_on_a_card_makes_it_owned(advisor, text):
    assert _read(advisor, text).own is True


@pytest.mark.parametrize("text", [
    "I'm planning my hardware upgrade path: when will you support RTX 5090 GPUs?",
    "planning my next build around an RTX 5080, does the docker image support it?",
    "I want to buy 2x3060 12gb as I get them for only 400, then run llama 30b 4bit (as I have 24gb vram)",
    "thinking of buying a 4090 as I can get it for 1500, will it run flux?",
    "my upgrade path is a 5070 ti, does comfyui support it?",
])
def test_a_planned_purchase_is_not_owned(advisor, text):
    assert _read(advisor, text).own is False


# --- 7. the condition of a machine had is no price condition ----------------------------------------------------------
@pytest.mark.parametrize("text", [
    "My whole rig is brand new this year and ROCm keeps crashing on my RX 9070 XT",
    "our server is new, why does vllm not see the a100s?",
    "my pc is brand new and the 5080 still fails in comfyui",
    "my build is all new, the 7900 xtx gives hip errors",
    "my entire setup is new and my 4090 is slow in wan",
])
def test_a_machines_age_is_no_condition(advisor, text):
    assert _read(advisor, text).condition is None


def test_a_used_card_asked_about_keeps_its_condition(advisor):
    assert _read(advisor, "is a used 3090 worth it for sdxl?").condition == "used"


# --- 8. hardware asked for a job with no device: a recommendation -----------------------------------------------------
@pytest.mark.parametrize("text", [
    "which is the recommended hardware for real time TTS?",
    "what hardware do you recommend for whisper large transcription",
    "hardware recommendation for running xtts in real time?",
    "which hardware should we use for a speech model",
    "any hardware recommendations for a yolo detector at 60fps?",
])
def test_hardware_asked_is_a_recommendation(advisor, text):
    assert _read(advisor, text).command == "recommend"


# --- 9. memory asked of a tool at the end of a question ---------------------------------------------------------------
@pytest.mark.parametrize("text, gb", [
    ("Qwen-Image LoRA trainer support 16G ?", 16),
    ("does this flux lora script run on 12GB?", 12),
    ("will the wan 2.2 workflow fit in 24gb?", 24),
    ("can the trainer work on 8gb?", 8),
    ("sdxl dreambooth supports 16GB vram?", 16),
])
def test_memory_asked_at_the_end_is_the_memory(advisor, text, gb):
    assert _read(advisor, text).memory_gb == [gb]


# --- 10. an owner's memory and a why on a job with no memory answer of its own: the verdict (which card is asked),
# never a budget asked ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "why does my 8gb vram card run out during yolo training? I have 16gb ram",
    "why can't my 6gb vram laptop train a resnet? 16gb ram",
    "Why doesn't the profile add 32G RAM + 16G VRAM? we have 16G VRAM cards but only use 8G of video memory",
    "why is segmentation training so slow with my 12gb vram, 64gb ram?",
    "why does object detection training crash on my 10GB VRAM, 32GB RAM?",
])
def test_an_owners_memory_and_a_why_is_a_verdict(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "why" and "budget" not in (q.missing or []), q


# --- 11. a tool that does not use the card: a support verdict, not the models it holds --------------------------------
@pytest.mark.parametrize("text", [
    "For some reason Ollama won't use my RTX 4090. I use Ollama + OpenChat.",
    "LM Studio is not using my gpu, a 3060 12gb, with mistral",
    "How do I get llama.cpp to use my 7900 XTX? it runs qwen on the cpu",
    "koboldcpp doesn't detect my rx 6800 with llama 3",
    "ollama does not see my 5070 ti, running gemma",
])
def test_a_card_not_used_by_a_tool_is_a_verdict(advisor, text):
    assert _read(advisor, text).command == "why"


# --- 12. models named as people say them ------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "can my 4090 run the openai oss models in ollama?",
    "is openai's oss 120b usable on a mac studio?",
    "OpenAI OSS on a 3090, how fast?",
])
def test_openai_oss_is_gpt_oss(advisor, text):
    q = _read(advisor, text)
    assert q.model is not None and "gpt-oss" in q.model.name, q


@pytest.mark.parametrize("text, size", [
    ('vllm on 2x3090s, model_name="facebook/opt-125m"', 0.125),
    ("pythia-410m on a 1060", 0.41),
    ("can smollm2-135m run on a raspberry pi gpu? I have a 1050", 0.135),
])
def test_a_size_in_millions_after_a_name_is_the_model(advisor, text, size):
    q = _read(advisor, text)
    assert q.model is not None and abs(q.model.params_b - size) < 0.01, q


def test_a_card_named_as_a_yardstick_of_wages_is_not_weighed(advisor):
    q = _read(advisor, "I run three Tesla T4s. In countries where an RTX 4090 costs six months of wages, old cards "
                       "are all we have. Please keep sm75 support.")
    assert q.cards == ["Tesla T4"], q


# --- 13. a slowness reported on the asker's device running a model: the device's verdict ------------------------------
@pytest.mark.parametrize("text", [
    "Slow performance on my DGX Spark: qwen3:8b returned 8 t/s, I expected better",
    "my 7900 xtx runs llama 3 8b super slow in ollama, something seems wrong",
    "Tested gemma 3 12b on my 3060: ROCm is only about ~0.8 of Vulkan's speed, I think it's a performance issue",
    "qwen-image on my 4070 is much slower than on comfyui, slow as hell",
    "since the update, mistral 7b on my 3090 is reduced to ~5 tok/s",
])
def test_a_slowness_reported_on_the_device_is_its_verdict(advisor, text):
    assert _read(advisor, text).command == "why"


@pytest.mark.parametrize("text", [
    "can my 3090 run llama 70b at a usable speed, or is it too slow?",
    "I want to buy a 4090, will qwen 32b be slow on it?",
])
def test_a_speed_asked_before_running_is_no_report(advisor, text):
    assert _read(advisor, text).command == "fits"
