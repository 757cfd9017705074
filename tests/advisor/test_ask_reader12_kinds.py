"""Kinds of reading fixed in round 4 of issue 27 (reader12): each kind with English and Chinese
questions, none of them a corpus row."""

import pytest


@pytest.mark.parametrize("text", ["預算 ¥-5000", "预算 ¥-5000", "预算-5000元", "我的预算是-3000", "budget $-500",
                                  "best gpu for $-800 for llama", "budget -500 dollars", "a gpu for -5"])
def test_a_negative_budget_is_refused_in_words_and_its_number_is_no_card(advisor, text):
    # "預算 ¥-5000" was read as a Quadro RTX 5000; "budget $-500" and "预算-5000元" dropped the sign (500, 5000)
    q = advisor.ask(text)
    assert q.read_as.cards == []
    assert q.error == "invalid_budget" and q.answer is None
    assert q.read_as.budget is None or q.read_as.budget.amount < 0


@pytest.mark.parametrize("text", ["预算3000-5000元买什么显卡", "rtx 3060-12gb for 500", "best gpu for 800"])
def test_a_dash_that_is_no_minus_sign_stays_as_it_was(advisor, text):
    q = advisor.ask(text)
    assert q.error is None and q.read_as.budget is not None and q.read_as.budget.amount > 0


@pytest.mark.parametrize(("text", "card", "amount", "currency"), [
    ("4090 3500美元 值吗", "GeForce RTX 4090", 3500.0, "USD"),
    ("is a 3090 at 700 a good deal", "GeForce RTX 3090", 700.0, "USD"),
    ("a used 3090 at 650, worth it?", "GeForce RTX 3090", 650.0, "USD"),
    ("3090 二手 4000元 值得入吗", "GeForce RTX 3090", 4000.0, "CNY"),
])
def test_a_card_a_price_and_worth_it_is_an_offer_judged_against_the_market(advisor, text, card, amount, currency):
    # "4090 3500美元 值吗" was a recommendation within 3,500 USD; "at 700" was no amount, "at 650" a GTX 650
    q = advisor.ask(text)
    assert q.read_as.command == "why" and q.read_as.cards == [card]
    assert q.read_as.offer is not None and (q.read_as.offer.amount, q.read_as.offer.currency) == (amount, currency)
    assert q.read_as.budget is None


@pytest.mark.parametrize("text", ["I have $1500, is the 4090 worth it?", "my budget is 1500, is a 3090 worth it?",
                                  "我有5000元，3090值得买吗"])
def test_a_budget_said_beside_a_card_is_never_an_offer(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.offer is None and q.read_as.budget is not None


@pytest.mark.parametrize("text", ["2080TI显卡能跑吗？", "请问我配置4060、8g显存能跑吗？", "推断的话单卡3090可以跑吗",
                                  "can my 4060 run it?", "will it run on my 3060?"])
def test_whether_a_card_runs_it_with_no_model_is_the_verdict_on_that_card(advisor, text):
    # the convention (issue 27 round 4): "X能跑吗" / "can my X run it?" with no model asks the verdict on X (why);
    # "which model can X run" / "能跑什么模型" asks what X holds (fits --card X, issue 28 §4)
    assert advisor.ask(text).read_as.command == "why"


@pytest.mark.parametrize("text", ["我的3090能跑什么模型？", "which models can my 3090 run?", "两张3090能跑起来吗",
                                  "一张3090能train吗？", "my 3060, what's the largest model it runs?"])
def test_which_model_a_card_runs_a_rig_or_a_training_job_is_what_it_holds(advisor, text):
    assert advisor.ask(text).read_as.command == "fits"


@pytest.mark.parametrize(("text", "card", "count"), [
    ("how can we run the model in Macbook Pro (M4)? 48 GB of memory, Apple M4 Pro, GPU 20 core",
     "Apple MacBook Pro 14-inch (M4 Pro, 48 GB)", 1),  # the chip said again in full: the M4 Pro, not unknown
    ("Can a 192GB M2 Ultra run the q4 (≥256GB-tier) DeepSeek V4 Flash setup?",
     "Apple Mac Studio (M2 Ultra 76C GPU, 192 GB)", 1),  # the memory said right before the chip, not the tier's
    ("Failed to run deepseek-R1-671B_Q4KM on 2 x M3 ultra 256GB",
     "Apple Mac Studio (M3 Ultra 28C CPU / 60C GPU, 256 GB)", 2),
    ("两台mac studio 512G能跑deepseek r1吗", "Apple Mac Studio (M3 Ultra 32C CPU / 80C GPU, 512 GB)", 2),
])
def test_macs_are_read_with_their_chip_memory_and_count(advisor, text, card, count):
    from advisor.ask.reader import read

    r = read(advisor, text)
    assert r.cards == [card] and r.card_counts == [count] and r.unknown == []


@pytest.mark.parametrize(("text", "typed"), [
    ("I want to try running flux on a Mac Pro, how much memory is required?", "mac pro"),
    # (round 10: the base M4 Mac mini is in the catalogue now; "mac mini m4" is read as it, test_ask_reader19_kinds)
    ("I run ollama on a mac mini m2 pro 32gb", "mac mini m2 pro 32gb"),
])
def test_a_mac_the_catalogue_lacks_is_said_unknown(advisor, text, typed):
    from advisor.ask.reader import read

    r = read(advisor, text)
    assert r.cards == [] and r.unknown == [typed]


@pytest.mark.parametrize(("text", "precision", "memory", "gpus"), [
    ("deepseek r1 q4km on a 3090", "q4_k_m", None, None),
    ("【求助】vllm引擎4卡（32G）推理32b模型和9b模型，如何分配显存？", None, 32.0, 4),
    ("一张4090单卡部署qwen2-7b模型占用了20g显存，而用两张4090卡，每张都会各占20g", None, None, 2),
])
def test_quant_levels_memory_per_card_and_counts_said_again(advisor, text, precision, memory, gpus):
    from advisor.ask.reader import read

    r = read(advisor, text)
    assert (r.precision, r.gpus) == (precision, gpus)
    if memory is not None:
        assert r.spans.memory_gb == memory


@pytest.mark.parametrize(("text", "own"), [("双3090", False), ("both 3090s", False), ("my two 3090s", True),
                                           ("我的两张3090", True), ("双卡3090", False), ("2x3090", False)])
def test_two_of_a_card_said_alone_are_two_cards_owned_where_said(advisor, text, own):
    q = advisor.ask(text)
    assert q.read_as.cards == ["GeForce RTX 3090"] and q.read_as.gpus == 2 and q.read_as.own is own


@pytest.mark.parametrize("text", ["anyone who successfully trained with 12GB VRAM and 32GB of RAM?",
                                  "显存16G，内存64G，能跑哪些？"])
def test_a_rig_said_by_its_memory_and_ram_asks_what_it_holds(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "fits" and q.read_as.cards == [] and q.read_as.budget is None


@pytest.mark.parametrize(("text", "memory"), [("is 16gb enough for wan 2.1 14b video?", 16.0),
                                              ("is 24gb enough for llama 70b?", 24.0)])
def test_the_memory_asked_about_for_a_model_is_the_memory_stated(advisor, text, memory):
    q = advisor.ask(text)
    assert q.read_as.command == "fits" and q.read_as.memory_gb == [memory]


@pytest.mark.parametrize(("text", "amount"), [("best gpu under two grand for llms", 2000.0),
                                              ("i can spend a grand and a half", 1500.0),
                                              ("gpu for five hundred bucks", 500.0),
                                              ("two and a half thousand euros for a deep learning pc", 2500.0)])
def test_an_amount_said_in_words_is_the_budget(advisor, text, amount):
    assert advisor.ask(text).read_as.budget.amount == amount


def test_a_follow_up_on_another_card_drops_the_memory_said_of_the_card_before(advisor):
    first = advisor.ask("is the 4060 ti 16gb good for sdxl?")
    then = advisor.ask("what about the 4070?", context=first)
    assert then.read_as.cards == ["GeForce RTX 4070"] and then.read_as.memory_gb is None
    first = advisor.ask("compare 3060 12gb and 4060")
    then = advisor.ask("and the 4060 ti 16gb?", context=first)
    assert then.read_as.memory_gb == [12.0, 16.0]


def test_cards_listed_in_an_environment_are_counted_and_owned(advisor):
    q = advisor.ask("GPU 0: NVIDIA A800-SXM4-80GB GPU 1: NVIDIA A800-SXM4-80GB GPU 2: NVIDIA A800-SXM4-80GB "
                    "GPU 3: NVIDIA A800-SXM4-80GB, how to serve qwen2-72b?")
    assert q.read_as.cards == ["A800 SXM4 80 GB"] and q.read_as.gpus == 4 and q.read_as.own


def test_a_measure_word_before_a_device_counts_it_and_is_no_yuan(advisor):
    q = advisor.ask("我有8块昇腾910B，能跑deepseek v3吗")
    assert q.read_as.budget is None and q.read_as.gpus == 8 and q.read_as.unknown == ["昇腾910b"]


def test_a_bare_number_after_the_budget_was_asked_back_is_the_budget(advisor):
    first = advisor.ask("what gpu should I buy?")
    assert first.missing == ["budget"]
    then = advisor.ask("800", context=first)
    assert then.missing == [] and then.read_as.budget.amount == 800.0 and then.answer is not None


@pytest.mark.parametrize("text", ["llama 70b in 4 bit on two 3090s", "and 4 bit?", "8 bit llama 8b on a 3060"])
def test_a_bit_width_written_with_a_space_is_the_integer_precision(advisor, text):
    assert advisor.ask(text).read_as.precision in ("int4", "int8")


@pytest.mark.parametrize(("first", "follow_up", "amount"), [
    ("best gpu for 1000 usd", "what if I double the budget?", 2000.0),
    ("best gpu for 1000 usd", "and with half the budget?", 500.0),
    ("预算5000元买什么显卡", "如果预算翻倍呢", 10000.0),
    ("预算5000元买什么显卡", "预算减半呢", 2500.0),
])
def test_a_budget_doubled_or_halved_in_a_follow_up(advisor, first, follow_up, amount):
    before = advisor.ask(first)
    then = advisor.ask(follow_up, context=before)
    assert then.read_as.budget.amount == amount and then.read_as.budget.currency == before.read_as.budget.currency


@pytest.mark.parametrize(("text", "cards"), [
    ("A100 40G和80G有什么区别，训练选哪个", ["A100 PCIe 40 GB", "A100 PCIe 80 GB"]),
    ("3060 12gb or 8gb for stable diffusion?", ["GeForce RTX 3060 12 GB", "GeForce RTX 3060 8 GB"]),
    ("4060 ti 8g还是16g", ["GeForce RTX 4060 Ti 8 GB", "GeForce RTX 4060 Ti 16 GB"]),
])
def test_one_card_in_two_memories_weighs_the_two_variants(advisor, text, cards):
    q = advisor.ask(text)
    assert q.read_as.command == "compare" and q.read_as.cards == cards


@pytest.mark.parametrize(("text", "gpus"), [
    ("公司有两台8卡A100服务器，部署deepseek r1 671b够不够", 16),
    ("2 nodes of 8 H100, how fast is deepseek v3?", 16),
    ("been running a 3090 for a year, thinking of adding a second one for 70b", 2),
    ("实验室有4张3090，能全参微调qwen2.5-7b吗", 4),
])
def test_machines_of_several_cards_and_a_card_added_are_counted_and_owned(advisor, text, gpus):
    q = advisor.ask(text)
    assert q.read_as.gpus == gpus and (q.read_as.own or "nodes" in text)


@pytest.mark.parametrize(("text", "amount", "currency"), [("4k预算买什么卡跑ai", 4000.0, "CNY"),
                                                          ("预算在3k-4k之间，跑sd", 4000.0, "CNY"),
                                                          ("2k以内的显卡", 2000.0, "CNY"),
                                                          ("我有500美元", 500.0, "USD"),
                                                          ("1.5k-2k usd", 2000.0, "USD")])
def test_a_chinese_question_s_bare_amount_is_yuan_and_a_range_reads_its_top(advisor, text, amount, currency):
    b = advisor.ask(text).read_as.budget
    assert (b.amount, b.currency) == (amount, currency)


@pytest.mark.parametrize(("text", "card", "unknown"), [
    ("my mbp m4 max 128gb runs llama 70b slowly", "Apple MacBook Pro 16-inch (M4 Max 16C/40C, 128 GB)", []),
    ("mbp m3 pro 24g能跑什么模型", None, ["macbook pro m3 pro 24gb"]),  # a Mac the catalogue lacks: said unknown
        # (the M3 Pro comes with 18 or 36 GB, rows since newuser17)
    ("mba m2 16gb for stable diffusion?", "Apple MacBook Air (M2, 16 GB)", []),  # in systems.csv since answers44
])
def test_a_macbook_shortened_is_read_as_the_macbook(advisor, text, card, unknown):
    from advisor.ask.reader import read

    r = read(advisor, text)
    assert r.cards == ([card] if card else []) and r.unknown == unknown


@pytest.mark.parametrize(("text", "command", "users"), [("内部知识库问答，大概20人同时使用，用什么卡", "recommend", 20),
                                                        ("100 concurrent requests on llama 8b, is one L40S enough?",
                                                         "fits", 100)])
def test_serving_many_users_or_requests_is_read(advisor, text, command, users):
    q = advisor.ask(text)
    assert q.read_as.command == command and q.read_as.users == users
