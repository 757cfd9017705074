"""Kinds of reading fixed in round 10 of issue 27 (reader18): each kind with English and Chinese
questions where the kind has both, none of them a corpus row."""

import pytest


@pytest.mark.parametrize("text", [
    "I'm getting around 11-12 tokens/sec on my 3090, is that normal?",
    "only 5-6 t/s with qwen 32b on a 4090, why?",
    "在3090上只有8~9 tok/s，正常吗",
])
def test_a_speed_written_as_a_range_is_no_budget(advisor, text):
    # "around 11-12 tokens/sec" read as a budget of $11: the range's top was blanked as a speed, its bottom was not
    q = advisor.ask(text)
    assert q.read_as.budget is None
    assert q.read_as.cards


@pytest.mark.parametrize("text", [
    "After I updated my nvidia drivers from 575 to version 580.65.06, gemma3 loads half on the CPU",
    "since driver 550 my 3090 is slow in ollama",
    "ollama went from 0.10.1 to 0.11.4 and now my 4070 is not used",
    "驱动从 535 升级到 550 以后 3090 变慢了",
])
def test_a_driver_or_software_version_is_no_budget(advisor, text):
    # "drivers from 575 to version 580.65.06" read as a budget of $575 (a bare number after "from")
    assert advisor.ask(text).read_as.budget is None


@pytest.mark.parametrize(("text", "amount"), [
    ("best gpu from 500 to 700 dollars", 700.0),
    ("which card for around 300-400 dollars", 400.0),
    ("预算从3000到5000元买什么显卡", 5000.0),
])
def test_a_budget_range_is_still_money(advisor, text, amount):
    assert advisor.ask(text).read_as.budget.amount == amount


@pytest.mark.parametrize(("text", "ram"), [
    ("a 5090 and at least 128GB of host RAM: can it run qwen3 235b?", 128.0),
    ("I have a Ryzen 5 5500, 32 RAM and two 3060s", 32.0),
    ("3090 with 64 ram, can I run llama 70b q4?", 64.0),
])
def test_system_ram_written_as_host_ram_or_with_no_unit(advisor, text, ram):
    # "128GB of host RAM" was read as the card's memory; "32 RAM" was lost
    q = advisor.ask(text)
    assert q.read_as.ram_gb == ram
    assert not q.read_as.memory_gb or ram not in q.read_as.memory_gb


@pytest.mark.parametrize("text", ["I put 3 ram sticks next to my 3090", "is 2 ram slots enough for a 4090 build"])
def test_a_number_before_ram_that_no_machine_is_sold_with_is_no_ram(advisor, text):
    assert advisor.ask(text).read_as.ram_gb is None


@pytest.mark.parametrize("text", [
    "llama cpp with the Vulkan backend is slow on my 3090",
    "llama-server on my 4090 only uses half the card",
    "用llama cpp在3090上跑很慢",
])
def test_llama_cpp_written_with_a_space_is_a_tool_not_a_model(advisor, text):
    # "llama cpp" was read as the model "llama", making the question a fits one with no size
    q = advisor.ask(text)
    assert q.read_as.model is None
    assert q.read_as.command == "why"


@pytest.mark.parametrize("text", ["run llama3 70b f16 on two 4090s", "qwen 7b F32 on a 3090?"])
def test_a_gguf_float_name_is_its_precision(advisor, text):
    assert advisor.ask(text).read_as.precision in {"fp16", "fp32"}


@pytest.mark.parametrize(("text", "card"), [
    ("I have two Intel Arc B580s and llama.cpp is slow", "Arc B580"),
    ("I have 2 Intel Arc A770s, can they run qwen 32b?", "Arc A770"),
    ("two intel arc a770s for llms?", "Arc A770"),
])
def test_a_count_before_intel_and_arc_reaches_the_card(advisor, text, card):
    # "two Intel Arc B580s" lost its count: "intel" and "arc" were no words a count may cross to its card
    q = advisor.ask(text)
    assert q.read_as.cards == [card]
    assert q.read_as.gpus == 2


@pytest.mark.parametrize("text", [
    "Hardware: 2x NVIDIA A100 40GB GPUs. Model: Deepseek-r1-70B. How do I limit memory on the second GPU?",
    "GPU: RTX 4090. Ollama is slow with qwen 32b",
    "My setup: 2 x 3090, 128GB. vllm fails to start with tp 2",
    "I finally managed to load llama 70b on a 4090 and a 3090 but it is slow",
])
def test_a_labelled_spec_list_or_a_run_managed_is_the_askers_hardware(advisor, text):
    assert advisor.ask(text).read_as.own is True


@pytest.mark.parametrize("text", ["GPU: 3090 or 4090 for llama 70b?", "GPU: which one, 4090 or 5090?"])
def test_a_labelled_choice_is_no_hardware_had(advisor, text):
    assert advisor.ask(text).read_as.own is False


@pytest.mark.parametrize(("text", "cards"), [
    ('You mention "NVIDIA V100 or A100", but can a newer consumer RTX 3080 card work?', ["GeForce RTX 3080"]),
    ("The docs indicate that an A100 works; will my 4070 do?", ["GeForce RTX 4070"]),
    ("OOM while I use 8 x H20 (96G). The context indicates that H100 can work, which has only 80G memory.", []),
])
def test_a_card_mentioned_or_claimed_by_others_is_context(advisor, text, cards):
    # the cited V100 and A100 made a three-card comparison; the H100 "the context indicates" became the asker's card
    assert advisor.ask(text).read_as.cards == cards


def test_a_device_unknown_beside_a_cited_card_keeps_the_device(advisor):
    q = advisor.ask("OOM while I use 8 x H20 (96G). The context indicates that H100 can work.")
    assert any("h20" in u for u in q.read_as.unknown)


def test_a_version_beside_a_card_is_no_device_that_hides_it(advisor):
    # "Digits 6.1" (a version, read as an unknown device) must not make the card cited by "required" context
    q = advisor.ask("Memory Required For Data Error: GeForce GTX 960M, Digits 6.1, Caffe")
    assert q.read_as.cards == ["GeForce GTX 960M"]


@pytest.mark.parametrize(("text", "cards"), [
    ("你们提到V100或A100，我的3080能跑吗", ["GeForce RTX 3080"]),
    ("我有两张intel arc b580，跑qwen很慢", ["Arc B580"]),
])
def test_the_same_kinds_in_chinese(advisor, text, cards):
    assert advisor.ask(text).read_as.cards == cards


@pytest.mark.parametrize(("text", "card"), [
    ('why is gpt-oss using my CPU "9950x" rather my "3090TIFE"?', "GeForce RTX 3090 Ti"),
    ("my 4070superfe is slow with flux", "GeForce RTX 4070 SUPER"),
])
def test_a_founders_edition_glued_to_ti_or_super_is_the_card(advisor, text, card):
    assert advisor.ask(text).read_as.cards == [card]


@pytest.mark.parametrize(("text", "memory"), [
    ("My PC: Radeon 4Gb, Intel 4 core, 32Gb RAM. Which models can I run?", 4.0),
    ("I have an nvidia 6gb, can it run sdxl?", 6.0),
])
def test_a_makers_name_with_memory_is_the_cards_memory(advisor, text, memory):
    assert advisor.ask(text).read_as.memory_gb == [memory]


def test_a_makers_name_with_ram_is_no_cards_memory(advisor):
    q = advisor.ask("AMD 16GB RAM and a 3060")
    assert q.read_as.ram_gb == 16.0 and not q.read_as.memory_gb


@pytest.mark.parametrize(("text", "own"), [
    ("my local machine has a 3090, can it run 70b?", True),
    ("my local system has a 4090, can it run qwen 32b?", True),
    ("I need to run llama3 70b in my local system, for which I decided to buy 2 * A100 80GB cards", False),
    ("the final deployment on my local machine: is a 4090 sufficient?", False),
])
def test_a_local_machine_holds_a_card_only_when_said_to(advisor, text, own):
    assert advisor.ask(text).read_as.own is own


@pytest.mark.parametrize("text", [
    "I have 32G RAM and 16G VRAM. I haven't managed to get Flux working due to memory issues.",
    "my 3060 has memory issues with sdxl",
    "显存问题，3090跑flux报错",
])
def test_memory_issues_are_an_out_of_memory_report(advisor, text):
    # "due to memory issues" was no out-of-memory word: a memory-only owner was asked for a budget
    q = advisor.ask(text)
    assert q.read_as.command in ("why", "fits")  # fits: what the memory said runs of the image job (reader33)
    assert q.read_as.budget is None


@pytest.mark.parametrize(("first", "then", "card"), [
    ("Which model to choose for a 12GB GPU and 64GB RAM?", "I have NVIDIA GeForce RTX 3060 12GB",
     "GeForce RTX 3060 12 GB"),
    ("what models can I run with 16gb of vram?", "it's a 4060 ti 16gb", "GeForce RTX 4060 Ti 16 GB"),
    ("16G显存能跑什么模型？", "我的是4060ti 16g", "GeForce RTX 4060 Ti 16 GB"),
])
def test_the_card_of_a_memory_whose_models_were_asked_keeps_the_question(advisor, first, then, card):
    # "I have NVIDIA GeForce RTX 3060 12GB" after "which model for a 12GB GPU?" was read afresh as a card's verdict
    before = advisor.ask(first)
    assert before.read_as.command == "fits" and before.read_as.model is None
    q = advisor.ask(then, context=before)
    assert q.read_as.command == "fits"
    assert q.read_as.cards == [card]


def test_a_card_after_a_sized_model_question_is_no_memory_follow_up(advisor):
    before = advisor.ask("can 16gb of vram run llama 13b?")
    assert advisor.ask("is the 4090 worth it?", context=before).read_as.cards == ["GeForce RTX 4090"]


@pytest.mark.parametrize("text", [
    "Plan to test on rtx3050 4g. Is qwen3.6 35b worth testing with a 4G RTX 3050 mobile?",
    "rtx3050 4g, a 3050 mobile: which models?",
    "我的rtx3050 4g，也就是3050 mobile，能跑qwen 7b吗",
])
def test_a_card_called_mobile_is_a_laptop_named_once(advisor, text):
    # "rtx3050 4g" and "RTX 3050 mobile" were two cards weighed: "mobile" said no laptop, so the first stayed desktop
    q = advisor.ask(text)
    assert q.read_as.cards == ["GeForce RTX 3050 Mobile"]
    assert q.read_as.laptop is True


def test_a_mobile_card_beside_a_desktop_one_keeps_both(advisor):
    q = advisor.ask("is the 4090 mobile as fast as a desktop 4080?")
    assert q.read_as.cards == ["GeForce RTX 4090 Mobile", "GeForce RTX 4080"]


@pytest.mark.parametrize("text", ["[Usage]: how run on v100 16gb x4", "how to run it on 2x 3090?",
                                  "怎么在4张3090上配置vllm"])
def test_how_to_run_on_several_cards_is_asked_by_their_owner(advisor, text):
    assert advisor.ask(text).read_as.own is True


@pytest.mark.parametrize("text", ["how to run llama 70b on a 4090?", "how to run on 3090 vs 4090, which is faster"])
def test_how_to_run_on_one_card_or_a_choice_says_no_owner(advisor, text):
    assert advisor.ask(text).read_as.own is False


@pytest.mark.parametrize("text", [
    "system requirements for GLM 4.5 Air",
    "GLM-4.5-Air的硬件要求是什么",
    "vram requirement for llama 3 70b",
])
def test_the_requirements_of_a_model_named_are_what_it_needs(advisor, text):
    # "system requirements for GLM 4.5 Air" was a recommendation asking for a budget: 'requirements' was no fits word
    q = advisor.ask(text)
    assert q.read_as.command == "fits"
    assert q.read_as.model is not None


def test_requirements_with_no_model_stay_a_recommendation(advisor):
    assert advisor.ask("minimum requirements for a deep learning gpu?").read_as.command == "recommend"
