"""Kinds of reading fixed in round 9 of issue 27 (reader17): each kind with English and Chinese
questions where the kind has both, none of them a corpus row."""

import pytest


@pytest.mark.parametrize(("text", "cards"), [
    ("Should I replace my 3080, 4090 or two 3090s?", ["GeForce RTX 4090", "GeForce RTX 3090"]),
    ("thinking to replace my old 1080 ti, a 4070 or a 3090?", ["GeForce RTX 4070", "GeForce RTX 3090"]),
    ("upgrading from my 2080 ti, 4080 or 7900 xtx for llms?", ["GeForce RTX 4080", "Radeon RX 7900 XTX"]),
])
def test_the_card_replaced_is_one_card_and_the_list_after_it_is_weighed(advisor, text, cards):
    # "replace my 3080, 4090 or two 3090s?" dropped the 4090: the "not had" rule read the whole list as replaced
    assert advisor.ask(text).read_as.cards == cards


@pytest.mark.parametrize("text", [
    "If I bought a 3090, could I run Llama 70B?",
    "if i buy a 4090 can it do flux training?",
    "once I get a 3060 12gb, will it handle sdxl?",
    "如果买了3090，能跑70B吗",
    "要是我买了一张4090，可以训练lora吗",
])
def test_a_purchase_supposed_is_no_card_had(advisor, text):
    # "if I bought a 3090…" read as the asker's 3090 ("i bought" is an owner's word, "could i run" had "i run")
    q = advisor.ask(text)
    assert q.read_as.cards and q.read_as.own is False


@pytest.mark.parametrize("text", ["I bought a 3090, could I run Llama 70B?", "刚买了一张3090，能跑70B吗"])
def test_a_purchase_made_is_still_a_card_had(advisor, text):
    assert advisor.ask(text).read_as.own is True


@pytest.mark.parametrize(("text", "amount"), [
    ("想花5000买显卡跑AI", 5000.0),
    ("打算花8000买个显卡跑大模型", 8000.0),
    ("准备花6000配一张显卡做深度学习", 6000.0),
    ("願意花5000買顯卡跑模型", 5000.0),
])
def test_an_amount_to_spend_said_with_hua_is_the_budget(advisor, text, amount):
    # "想花5000买显卡" read no budget and the Quadro RTX 5000
    q = advisor.ask(text)
    assert q.read_as.budget is not None and q.read_as.budget.amount == amount
    assert q.read_as.budget.currency == "CNY"
    assert q.read_as.cards == []


@pytest.mark.parametrize(("text", "cards"), [
    ("想花4090的钱买两张3090", ["GeForce RTX 4090", "GeForce RTX 3090"]),
    ("花了3000块买了一张二手3090，能跑什么", ["GeForce RTX 3090"]),
])
def test_a_card_price_or_a_price_paid_is_no_budget(advisor, text, cards):
    q = advisor.ask(text)
    assert q.read_as.budget is None
    assert q.read_as.cards == cards


@pytest.mark.parametrize(("text", "card"), [
    ("NVIDIA GeForce RTX 5070 Ti with CUDA capability sm_120 is not compatible with the current PyTorch "
     "installation.", "GeForce RTX 5070 Ti"),
    ("Found GPU0 Tesla K40c which is of cuda capability 3.5. PyTorch no longer supports this GPU", "Tesla K40c"),
    ("报错：NVIDIA GeForce RTX 5090 with CUDA capability sm_120 is not compatible with the current PyTorch "
     "installation", "GeForce RTX 5090"),
])
def test_a_pasted_error_naming_the_card_says_it_is_had(advisor, text, card):
    # the card in PyTorch's architecture error is the one the software ran on: the asker's
    q = advisor.ask(text)
    assert q.read_as.cards == [card]
    assert q.read_as.own is True


def test_a_buyer_quoting_the_error_is_no_owner(advisor):
    q = advisor.ask("planning to buy a 5070 ti, does pytorch still say 'sm_120 is not compatible'?")
    assert q.read_as.own is False


@pytest.mark.parametrize(("text", "ram"), [
    ("It looks like 32GB of physical memory isn't enough for qwen3 30b-a3b", 32.0),
    ("host memory: 64GB, can I offload the experts of gpt-oss 120b?", 64.0),
])
def test_physical_or_host_memory_is_system_ram(advisor, text, ram):
    # "32GB of physical memory" was read as the GPU's memory
    assert advisor.ask(text).read_as.ram_gb == ram


@pytest.mark.parametrize(("text", "cards"), [
    ("RTX 3060 12gb not detected by Ollama, it works in ComfyUI", ["GeForce RTX 3060 12 GB"]),
    ("On an RTX 5090 + 5070 Ti, qwen3 32b is running almost entirely on CPU",
     ["GeForce RTX 5090", "GeForce RTX 5070 Ti"]),
    ('error loading model. "gpu_names": ["NVIDIA GeForce RTX 4060 Laptop GPU"]', ["GeForce RTX 4060 Mobile"]),
    ("设备 cuda:0 NVIDIA GeForce RTX 3070 : cudaMallocAsync，跑flux报错", ["GeForce RTX 3070"]),
    ("目前GPU RTX2060s 能运行哪个模型？", ["GeForce RTX 2060 SUPER"]),
    ("目前显卡是4070，LM Studio识别不到", ["GeForce RTX 4070"]),
])
def test_the_softwares_report_on_a_card_says_it_is_had(advisor, text, cards):
    # "GPU rtx 5060 Ti 16gb not detected by LM Studio", a pasted "gpu_names", "目前GPU RTX2060s": the asker's card
    q = advisor.ask(text)
    assert q.read_as.cards == cards
    assert q.read_as.own is True


@pytest.mark.parametrize("text", ["目前显卡价格太高，4090值得买吗", "should I buy a 4090? will ollama detect it?",
                                  "planning to buy a 5090, is it not detected by older drivers?"])
def test_a_buyer_asking_about_detection_or_prices_has_no_card(advisor, text):
    assert advisor.ask(text).read_as.own is False


@pytest.mark.parametrize(("text", "card", "gpus"), [
    ("Our equipment is 4090 X 4, which is not as present as the 4090 X 8 you have. what is the minimum vram?",
     "GeForce RTX 4090", 4),
    ("we have 2x a100, the authors used 8x a100 — can we still reproduce it?", "A100 PCIe 80 GB", 2),
    ("我们只有4卡A100，你们用了8卡A100训练，能复现吗", "A100 PCIe 80 GB", 4),
])
def test_the_authors_count_beside_the_askers_is_not_theirs(advisor, text, card, gpus):
    # "4090 X 4 … the 4090 X 8 you have" read eight 4090s: the count said again with more was taken as the asker's
    q = advisor.ask(text)
    assert q.read_as.cards == [card]
    assert q.read_as.gpus == gpus


def test_a_count_said_only_of_the_authors_is_still_read(advisor):
    assert advisor.ask("how long did you train with 8 a100?").read_as.gpus == 8


@pytest.mark.parametrize("text", ["请问用4090单卡是否可以lora微调13b模型？", "如果用两张3090能跑70b吗",
                                  "是否用A100训练会快很多？", "請問用3090可以跑qwen 32b嗎"])
def test_a_card_asked_about_after_a_question_word_is_not_had(advisor, text):
    # "请问用4090单卡是否可以…" read the 4090 as the asker's ("用4090" was an owner's words)
    q = advisor.ask(text)
    assert q.read_as.cards and q.read_as.own is False


@pytest.mark.parametrize("text", ["用2080ti 22g跑qwen 32b很慢", "我用4090跑7b，速度正常吗"])
def test_a_card_used_is_still_had(advisor, text):
    assert advisor.ask(text).read_as.own is True


@pytest.mark.parametrize("text", [
    "For the final deployment on my local machine, what level of GPU power is required? Is a 4090 sufficient?",
    "want to run llama 70b on my local pc, would two 3090s be enough?",
    "想在我的电脑上本地部署，需要什么显卡？4090够吗",
])
def test_the_askers_machine_named_without_a_card_has_no_card(advisor, text):
    # "deployment on my local machine … Is a 4090 sufficient?" read the 4090 as the asker's ("on my")
    q = advisor.ask(text)
    assert q.read_as.cards and q.read_as.own is False


@pytest.mark.parametrize("text", ["I have a 3090 on my local machine, can it run 32b?", "我的电脑是4090，能跑32b吗",
                                  "在我的电脑上装了3090，能跑32b吗"])
def test_a_card_in_the_askers_machine_is_had(advisor, text):
    assert advisor.ask(text).read_as.own is True


@pytest.mark.parametrize("text", [
    "unsloth GLM-4.5-Air-GGUF Q4_K_S doesn't seem to load into vram. less than 3gb of vram usage (out of 24gb) in use",
    "运行qwen3 32b时显存占用 23G/24G，为什么这么慢",
])
def test_the_memory_of_a_usage_report_is_the_askers(advisor, text):
    # "3gb of vram usage (out of 24gb)" named no card: the 24 GB was read, the asker's ownership lost
    q = advisor.ask(text)
    assert q.read_as.memory_gb == [24.0]
    assert q.read_as.own is True


@pytest.mark.parametrize("text", [
    "I'm setting up hardware for LLaMA 2 (70B): which CPU and GPU models are known to work well with it?",
    "跑qwen 72b有哪些显卡可以选？",
])
def test_the_hardware_asked_for_a_model_is_a_recommendation(advisor, text):
    # "which CPU and GPU models … work well with LLaMA 2 70B" read as the model's fit
    assert advisor.ask(text).read_as.command == "recommend"


def test_the_gpu_a_model_needs_is_still_its_fit(advisor):
    assert advisor.ask("what gpu do i need for llama 70b?").read_as.command == "fits"


@pytest.mark.parametrize(("first", "then"), [
    ("游戏本16G显存可以训练吗？", "NVIDIA 3080，最高165w功耗"),
    ("my gaming laptop has 16GB of VRAM, can it train a small model?", "it's an RTX 3080"),
])
def test_the_card_named_after_a_laptop_described_is_that_laptops(advisor, first, then):
    # "游戏本16G显存…" then "NVIDIA 3080…" read a desktop 3080 afresh: the laptop and its 16 GB were lost
    q = advisor.ask(then, context=advisor.ask(first))
    assert q.read_as.laptop is True
    assert q.read_as.memory_gb == [16.0]
    assert "3080" in q.read_as.cards[0]


def test_a_card_named_after_a_desktop_card_is_no_laptop(advisor):
    q = advisor.ask("what about the 4070?", context=advisor.ask("is a 4060 ti 16gb good for sdxl?"))
    assert q.read_as.laptop is False
    assert q.read_as.memory_gb in (None, [None])
