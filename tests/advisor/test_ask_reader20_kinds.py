"""Kinds of reading fixed in round 11 of issue 27 (reader20): each kind with English and Chinese questions where the
kind has both, none of them a corpus row."""

import pytest


@pytest.mark.parametrize(("text", "amount", "currency"), [
    ("显卡推荐 5000", 5000.0, "CNY"),
    ("顯卡推薦 8000", 8000.0, "CNY"),
    ("跑sd显卡推荐 3000左右", 3000.0, "CNY"),
    ("recommend 5000", 5000.0, "USD"),
])
def test_a_bare_number_after_a_recommend_word_is_the_budget(advisor, text, amount, currency):
    # "显卡推荐 5000" read the Quadro RTX 5000: "recommend" led a budget, "推荐" did not
    q = advisor.ask(text).read_as
    assert q.cards == [] and q.budget is not None
    assert (q.budget.amount, q.budget.currency) == (amount, currency)


def test_a_popular_card_after_a_recommend_word_stays_a_card(advisor):
    q = advisor.ask("推荐 3090 还是 4090").read_as
    assert q.cards == ["GeForce RTX 3090", "GeForce RTX 4090"] and q.budget is None


@pytest.mark.parametrize("text", [
    "4090跑不动70b吧，买两张3090？",
    "3060跑不了吧，买4060ti 16g吗",
    "5090带不动这个模型吧，要不要入手两张4090",
])
def test_a_failure_guessed_of_a_card_before_buying_is_no_card_had(advisor, text):
    # "…跑不动…吧，买…": a supposition about a card, then a purchase (it read as an owner asking fits)
    assert advisor.ask(text).read_as.own is False


def test_a_failure_reported_of_a_card_is_still_had(advisor):
    assert advisor.ask("我的4090跑不动70b，买两张3090？").read_as.own is True


@pytest.mark.parametrize(("text", "ram"), [
    ("8G 11400H", 8.0),
    ("tested with a 4G RTX 3050 mobile, 8G 11400H and a 500G SSD", 8.0),
    ("i have 32gb i9-13900k and a 3090", 32.0),
    ("16g i7-12700 加一张4060ti能跑sd吗", 16.0),
    ("my specs: RTX 3050, 16 GBS Of ram, intel i7 12 gen", 16.0),
])
def test_ram_written_before_the_cpu_or_as_gbs_is_ram(advisor, text, ram):
    # "8G 11400H" and "16 GBS Of ram" lost the RAM
    assert advisor.ask(text).read_as.ram_gb == ram


def test_a_card_s_memory_before_a_cpu_stays_the_card_s(advisor):
    q = advisor.ask("rtx3050 4g i5 11400h").read_as
    assert q.ram_gb is None and q.memory_gb == [4.0]


@pytest.mark.parametrize(("text", "memory", "ram"), [
    ("RTX 4080Super 16G 内存64G 能跑多少B的模型", 16.0, 64.0),
    ("4060ti 16G 内存32G 能跑14b吗", 16.0, 32.0),
    ("电脑配置40G内存 4060 8G显存", 8.0, 40.0),
])
def test_the_ram_word_heads_the_size_after_it(advisor, text, memory, ram):
    # "16G 内存64G" read 16 as the RAM and 64 as the card's memory
    q = advisor.ask(text).read_as
    assert q.memory_gb == [memory] and q.ram_gb == ram


@pytest.mark.parametrize("text", [
    "base m4 mac mini",
    "base model m4 mac mini",
    "丐版 mac mini m4",
])
def test_one_resolver_reads_a_base_mac_for_the_console_and_the_reader(advisor, text):
    # the console's resolve read "base m4 mac mini" as the M4 Pro, the reader as the base M4
    assert advisor.resolve(text).match == "Apple Mac mini (M4, 16 GB)"
    assert advisor.ask(f"{text} 能跑 8b 吗").read_as.cards == ["Apple Mac mini (M4, 16 GB)"]


@pytest.mark.parametrize(("text", "card"), [
    ("can 8gb rtx 3060 run the 13b model?", "GeForce RTX 3060 8 GB"),
    ("8g的3060能跑7b吗", "GeForce RTX 3060 8 GB"),
    ("2060 8gb", "GeForce RTX 2060 SUPER"),  # no RTX 2060 has 8 GB: the family's card that has it
])
def test_a_memory_typed_picks_the_named_card_before_a_sibling(advisor, text, card):
    # "8gb rtx 3060" read the RTX 3060 Ti (8 GB too) before the RTX 3060 8 GB
    assert advisor.ask(text).read_as.cards == [card]


@pytest.mark.parametrize(("text", "cards"), [
    ("我有一台40G A100 服务器， 40 * 8 = 320 ， 能跑70b吗", ["A100 PCIe 40 GB"]),
    ("two 24gb cards, 24+24=48gb, enough for 70b?", []),
])
def test_a_sum_worked_out_names_no_card(advisor, text, cards):
    # "40 * 8 + 80 * 8 = 960" read the GTX 960
    assert advisor.ask(text).read_as.cards == cards


def test_a_count_times_a_card_is_no_sum(advisor):
    q = advisor.ask("2x3090 = 48gb, enough for 70b?").read_as
    assert q.cards == ["GeForce RTX 3090"] and q.gpus == 2


@pytest.mark.parametrize("text", [
    "a 4080 can be had all day for $1000-$1100 in usa, but I have a 4080: is 16gb enough?",
    "a 4090 might be $2000+ now; my 3090 runs out of memory on flux",
    "a 3090 goes for 700 used, worth it?",
])
def test_a_price_said_of_a_card_is_no_budget(advisor, text):
    # "can be had all day for $1000-$1100", "might be $2000+" read as the asker's budget (and lost the owner)
    assert advisor.ask(text).read_as.budget is None


def test_a_budget_that_might_be_is_still_the_budget(advisor):
    q = advisor.ask("my budget might be $1000").read_as
    assert q.budget is not None and q.budget.amount == 1000.0


@pytest.mark.parametrize(("text", "tokens"), [
    ("求教：Llama3-70B 8K全参数微调至少需要多少张A100 80G的卡？", 8192),
    ("can I fine-tune a 7b 32k on two 3090s?", 32768),
])
def test_thousands_of_tokens_after_a_model_size_are_its_context(advisor, text, tokens):
    assert advisor.ask(text).read_as.context_tokens == tokens


@pytest.mark.parametrize("text", ["lora微调72Bqwen需要几张a100", "can a 4090 run 7bllama at fp16?"])
def test_a_size_glued_to_the_model_name_is_the_model_s(advisor, text):
    # "72Bqwen" read no model
    assert advisor.ask(text).read_as.model is not None


@pytest.mark.parametrize(("text", "memory", "count"), [
    ("3060*12g*2 不知道这样可以不？", 12.0, 2),
    ("planning 3090*24g*4 for 70b", 24.0, 4),
])
def test_card_memory_count_written_with_stars(advisor, text, memory, count):
    # "3060*12g*2" lost the memory
    q = advisor.ask(text).read_as
    assert q.memory_gb == [memory] and q.gpus == count


@pytest.mark.parametrize("text", [
    "I can't get the 355M model to run on my rtx 3080, it keeps returning memory errors",
    "training keeps giving memory errors on a 2080 ti",
])
def test_memory_errors_are_an_out_of_memory_report(advisor, text):
    assert advisor.ask(text).read_as.own is True


def test_a_follow_up_naming_the_cards_tried_reads_with_the_model_before(advisor):
    # "全量微调 72B 需要多少资源呢" then "单机8卡A800 内存900gb，跑不起来" read afresh: no model, a verdict
    before = advisor.ask("全量微调 72B 需要多少资源呢")
    q = advisor.ask("单机8卡A800，跑不起来", context=before).read_as
    assert q.command == "fits" and q.model is not None and q.model.params_b == 72
    assert q.task == "full-finetune" and q.gpus == 8


def test_a_follow_up_saying_inference_changes_the_task(advisor):
    before = advisor.ask("全量微调 72B 需要多少资源呢")
    assert advisor.ask("单机8卡A800，推理跑不起来", context=before).read_as.task == "inference"


@pytest.mark.parametrize("text", ["8卡，每张卡24G能训起来么？", "两张3090能训起来吗", "4090训得动7b吗"])
def test_xun_alone_is_training(advisor, text):
    # "能训起来么" read no training
    assert advisor.ask(text).read_as.task in ("full-finetune", "lora", "qlora")


def test_hardware_tested_so_far_is_no_card_asked_about(advisor):
    # "all test systems … done on systems with GTX 1070 GPUs. Will RTX 2070 & RTX 3070 do the trick?" read the 1070 too
    q = advisor.ask("Our tests were done on systems with GTX 1080 GPUs. Will an RTX 3060 or RTX 4060 do?").read_as
    assert "GeForce GTX 1080" not in q.cards and len(q.cards) == 2


@pytest.mark.parametrize("text", ["Plan to test on a 3060 12gb with 16gb ram, can it run 8b?",
                                  "I'm planning to test on an rtx 2080 ti: will qwen 14b fit?"])
def test_a_test_planned_on_hardware_is_an_owner_s(advisor, text):
    assert advisor.ask(text).read_as.own is True
