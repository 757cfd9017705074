"""Kinds of reading fixed in round 10 of issue 27 (reader19: Chinese and older questions): each kind with English and
Chinese questions where the kind has both, none of them a corpus row."""

import pytest


@pytest.mark.parametrize(("text", "batch"), [
    ("单卡4090，bs为2能训吗", 2),
    ("bs设成4还是爆显存", 4),
    ("训练时batch设成8会oom吗", 8),
    ("batch为16的时候3090够吗", 16),
    ("with batches of 64 my 1080 ti runs out of memory", 64),
])
def test_a_batch_set_with_a_chinese_verb_or_said_in_the_plural_is_the_batch(advisor, text, batch):
    # "bs为1", "batch设成2", "batches of 100" read no batch: only "bs=", "设为" and "batch of" were known
    assert advisor.ask(text).read_as.batch == batch


@pytest.mark.parametrize(("text", "memory"), [
    ("每张卡24G，4张能跑70b吗", 24.0),
    ("在12G上部署qwen 7b行不行", 12.0),
    ("有在16G上运行的办法吗", 16.0),
    ("I have 2 RTX 3090 cards (24GB) for training", 24.0),
    ("I use 4 Tesla V100 gpus (32GB) and it is slow", 32.0),
])
def test_the_memory_of_each_card_or_run_on_is_stated(advisor, text, memory):
    # "8卡，每张卡40G", "在24G上运行", "4 Tesla K80 gpus (12GB)" stated no memory
    assert advisor.ask(text).read_as.memory_gb == [memory]


@pytest.mark.parametrize(("text", "card", "count"), [
    ("大佬 13b 单机两张24 3090可以吗？", "GeForce RTX 3090", 2),
    ("三张24 4090能微调70b吗", "GeForce RTX 4090", 3),
])
def test_a_memory_written_bare_between_the_count_and_the_card_is_its_memory(advisor, text, card, count):
    q = advisor.ask(text).read_as
    assert q.cards == [card] and q.gpus == count and q.memory_gb == [24.0]


@pytest.mark.parametrize(("text", "tokens"), [
    ("想部署glm4-9b-1m，max_model_len为1M要多少显存", 1_048_576),
    ("max_model_len设为128k，4090够吗", 131_072),
    ("上下文为32k的时候4090够吗", 32_768),
])
def test_a_context_set_with_wei_or_said_in_millions_is_read(advisor, text, tokens):
    assert advisor.ask(text).read_as.context_tokens == tokens


@pytest.mark.parametrize(("text", "card", "count"), [
    ("with 8 K80 graphics cards on one server it takes 26 minutes, why slower than one 3090?", "Tesla K80", 8),
    ("I have 4 K40 gpus for training", "Tesla K40c", 4),
    ("are 8 K80s faster than a single 3090 for training?", "Tesla K80", 8),
])
def test_a_count_before_a_k_card_is_no_thousands_of_money(advisor, text, card, count):
    # "8 K80 graphics cards" read a budget of 8,000 USD and 80 RTX 3090s
    q = advisor.ask(text).read_as
    assert q.budget is None
    assert card in q.cards and (q.counts[q.cards.index(card)] if q.counts else q.gpus) == count


@pytest.mark.parametrize(("text", "amount", "currency"), [
    ("budget of 3k", 3000.0, "USD"), ("2k预算", 2000.0, "CNY"), ("around 1.5k for a gpu", 1500.0, "USD"),
])
def test_a_thousands_budget_is_still_read(advisor, text, amount, currency):
    q = advisor.ask(text).read_as
    assert q.budget is not None and (q.budget.amount, q.budget.currency) == (amount, currency)


@pytest.mark.parametrize("text", [
    "2080ti跑不了吗？spconv要sm>=80，但是2080ti只有75",
    "the kernel needs sm 80 but my 2080 ti only has 75, any way to run it?",
    "compute capability of my 1080 is only 61, is it supported?",
])
def test_a_compute_capability_is_no_budget(advisor, text):
    # "sm>=80 … 2080ti只有75" read a budget of 75 USD and a recommendation
    q = advisor.ask(text).read_as
    assert q.budget is None and q.command == "why" and q.cards


@pytest.mark.parametrize("text", ["最便宜的24g显卡", "最便宜的16g显卡是哪张", "最实惠的24g显卡"])
def test_the_cheapest_card_of_a_memory_asked_in_chinese_is_a_recommendation(advisor, text):
    # "最便宜的24g显卡" was "does not look like a question about GPUs" ("最便宜的24gb显卡是哪张" worked)
    q = advisor.ask(text)
    assert q.read_as.command == "recommend" and q.read_as.memory_gb


@pytest.mark.parametrize("text", [
    "24G显存不能正常运行demo：尝试在4090上运行demo，但是显存爆炸了",
    "是显存问题吗，24g显存的3090显卡为什么不能跑",
    "我们内网机器是T4和A10的，能否支持部署？",
    "cuda11.8 显卡是 3090，能跑这个吗",
    "训练速度K80 比 V100慢了10倍，正常吗",
    "i am having a nvidia gpu gtx 1060 with 6gb, would it be sufficient to train the model?",
    "I'm having an RTX 3060, can it train yolov8?",
])
def test_a_card_tried_or_a_machine_described_is_the_askers(advisor, text):
    q = advisor.ask(text).read_as
    assert q.cards and q.own is True


@pytest.mark.parametrize("text", [
    "I'm having trouble choosing between a 3090 and a 4090",
    "推荐的显卡是4090吗",
    "想买4090，cuda12 显卡是 必须的吗",
])
def test_a_buyer_is_no_owner(advisor, text):
    assert advisor.ask(text).read_as.own is False


@pytest.mark.parametrize(("text", "commands"), [
    ("这个本地可以使用AMD显卡跑吗", {"recommend", "why", "fits"}),
    ("有在24G上运行的办法吗？", {"fits"}),
    ("8卡，每张卡40G能训起来么？", {"fits"}),
])
def test_whether_it_runs_or_trains_asked_in_chinese_is_a_question(advisor, text, commands):
    # "…AMD显卡跑吗" and "在24G上运行的办法" were no question ("跑吗", "上运行" were no words of running)
    assert advisor.ask(text).read_as.command in commands


def test_an_owner_of_memory_only_asking_about_image_generation_is_told_what_it_holds(advisor):
    # "I have 32G RAM and 16G VRAM (AMD card), Flux fails": asked back "what is your budget?"
    # (merged with round 10's English kinds: what the image job runs in that memory, never an LLM ladder)
    q = advisor.ask("I have 16G VRAM and 32G RAM, SDXL keeps running out of memory")
    assert q.read_as.memory_gb == [16.0] and q.reply is not None and q.reply.key == "image.needs.reply"


@pytest.mark.parametrize(("text", "machine"), [
    ("mac mini m4能跑7b吗", "Apple Mac mini (M4, 16 GB)"),
    ("can a base M4 Mac mini run llama 8b?", "Apple Mac mini (M4, 16 GB)"),
    ("m4 mac mini 16gb for ollama?", "Apple Mac mini (M4, 16 GB)"),
    ("mac mini m4 pro 64gb for llms", "Apple Mac mini (M4 Pro, 64 GB)"),
    ("在一台mac mini 4 上如何跑起来", "Apple Mac mini (M4, 16 GB)"),  # unknown before (test_ask_reader12_kinds)
])
def test_the_m4_mac_mini_is_a_machine_of_the_catalogue(advisor, text, machine):
    # "mac mini m4" was unknown: the base M4 Mac mini (16 GB) was missing (the 32 GB one has no bandwidth sourced)
    assert advisor.ask(text).read_as.cards == [machine]


def test_the_base_m4_mac_mini_has_its_sourced_memory_and_bandwidth(advisor):
    card = advisor.catalog.card("Apple Mac mini (M4, 16 GB)")
    assert card.memory_gb == 16 and card.bandwidth_gb_s == 120


@pytest.mark.parametrize(("query", "match"), [("m4", "Tesla M4"), ("tesla m4", "Tesla M4")])
def test_a_bare_m4_stays_the_tesla_m4_beside_the_m4_mac_mini(advisor, query, match):
    # with a Mac of the catalogue on the M4, a bare "m4" must not become Apple silicon
    assert advisor.names.resolve(query).match == match


@pytest.mark.parametrize(("text", "card", "count"), [
    ("we have 4 titan v in the lab, enough for imagenet?", "TITAN V", 4),
    ("I have 4 titan xp", "TITAN Xp", 4),
    ("3 radeon vii for training", "Radeon VII", 3),
    ("2 titan x pascal cards", "TITAN X Pascal", 2),
])
def test_a_count_before_a_card_named_by_words_is_its_count(advisor, text, card, count):
    # "4 titan v" read one TITAN V: a count was known only before a card's number
    q = advisor.ask(text).read_as
    assert q.cards == [card] and q.gpus == count


@pytest.mark.parametrize(("text", "users"), [
    ("公司想做私有化部署，deepseek 32b，十个人用", 10),
    ("二十个用户同时用qwen 14b，要几张4090", 20),
    ("并发五十，vllm跑32b", 50),
])
def test_the_users_said_in_chinese_numerals_are_read(advisor, text, users):
    assert advisor.ask(text).read_as.users == users


def test_the_asker_alone_is_no_server_of_one_user(advisor):
    q = advisor.ask("我一个人用，3090够吗").read_as
    assert q.users is None and q.command == "why"


@pytest.mark.parametrize(("text", "own"), [
    ("实验室两台服务器各8张a100，训练72b够吗", True),
    ("公司4张a800能微调qwen 72b吗", True),
    ("公司想买4张a800，能微调72b吗", False),
])
def test_a_labs_or_a_companys_cards_counted_are_had(advisor, text, own):
    assert advisor.ask(text).read_as.own is own


@pytest.mark.parametrize("text", [
    "how many A100s do I need to train this?",
    "how many 4090 cards do I need for flux training?",
    "跑这个至少要几张A100",
    "部署这个项目要多少张4090",
])
def test_how_many_of_a_card_asks_what_they_hold(advisor, text):
    # "how many A100s do I need?" was the verdict on one A100 (why): the count is the question
    assert advisor.ask(text).read_as.command == "fits"


@pytest.mark.parametrize("text", ["how many tokens per second does a 3090 get?", "3090能跑几个模型"])
def test_how_many_of_something_else_is_no_count_of_cards(advisor, text):
    assert advisor.ask(text).read_as.command == "why"


@pytest.mark.parametrize(("text", "own"), [
    ("家里一台2070s，想训练个小模型", True),
    ("服务器上有两张v100 16g，一张t4", True),
    ("家里想买一台4090", False),
])
def test_a_homes_or_a_servers_cards_are_had(advisor, text, own):
    assert advisor.ask(text).read_as.own is own


@pytest.mark.parametrize(("text", "card", "count"), [
    ("we train on 4 v100s, is an a100 faster?", "Tesla V100 PCIe 16 GB", 4),
    ("I have two 2080s", "GeForce RTX 2080", 2),
    ("8 v100s with nvlink", "Tesla V100 PCIe 16 GB", 8),
])
def test_a_plural_after_a_count_is_the_card_never_its_s_variant(advisor, text, card, count):
    # "4 v100s" read four V100S and "two 2080s" two 2080 SUPERs: the "s" after a count is the plural
    q = advisor.ask(text).read_as
    assert q.cards[0] == card and q.gpus == count


@pytest.mark.parametrize(("text", "card"), [
    ("i have a 2080s", "GeForce RTX 2080 SUPER"),
    ("my v100s is slow", "Tesla V100S PCIe 32 GB"),
    ("两张1660s", "GeForce GTX 1660 SUPER"),
])
def test_one_card_ending_in_s_or_a_chinese_count_keeps_the_s_variant(advisor, text, card):
    assert advisor.ask(text).read_as.cards == [card]


@pytest.mark.parametrize(("text", "amount"), [
    ("二手3090 5500值得入吗", 5500.0),
    ("咸鱼上2080ti 22g 2500能买吗", 2500.0),
    ("4090 12999划算吗", 12999.0),
])
def test_a_price_written_after_the_card_in_chinese_is_the_offer_in_yuan(advisor, text, amount):
    # "二手3090 5500值得入吗" read no price (a number after a card needed "at" or "for") and bare amounts were dollars
    q = advisor.ask(text).read_as
    assert q.command == "why" and q.offer is not None and (q.offer.amount, q.offer.currency) == (amount, "CNY")


def test_a_bare_amount_in_a_chinese_question_is_yuan(advisor):
    q = advisor.ask("跑sd的卡 3000").read_as
    assert q.budget is not None and (q.budget.amount, q.budget.currency) == (3000.0, "CNY")


@pytest.mark.parametrize(("text", "amount"), [
    ("I can get a used Tesla M40 24GB for 150 dollars, good for training?", 150.0),
    ("found a 3090 for $600 on ebay, should I?", 600.0),
    ("a guy is selling his 2080 ti for 300", 300.0),
])
def test_a_card_offered_for_a_price_is_judged_as_an_offer(advisor, text, amount):
    # "I can get a used Tesla M40 24GB for 150 dollars" read a budget of 150 USD and a recommendation
    q = advisor.ask(text).read_as
    assert q.command == "why" and q.offer is not None and q.offer.amount == amount and q.budget is None


def test_a_budget_said_beside_a_card_offered_stays_a_budget(advisor):
    q = advisor.ask("my budget is 800, I can get a 3090 for 700").read_as
    assert q.budget is not None and q.budget.amount == 800.0


@pytest.mark.parametrize("text", [
    "3090 24g最大能跑多少b的模型",
    "4060ti 16g能跑多大参数的模型",
    "my 3060 12gb, what size model can I run?",
])
def test_the_largest_model_a_card_runs_asked_is_what_it_holds(advisor, text):
    # "3090 24g最大能跑多少b的模型" was the verdict on the card (why): which model it runs is fits
    assert advisor.ask(text).read_as.command == "fits"


@pytest.mark.parametrize(("text", "card"), [
    ("qwen2.5-72b-instruct-awq 用2张4090 48G总共够不够", "GeForce RTX 4090"),  # fix55: said as the total
    ("two 4090 48gb in all for 70b?", "GeForce RTX 4090"),  # fix55: "two 4090 48gb cards" are the modified ones
    ("2x 3090 48gb for 70b", "GeForce RTX 3090"),
    ("2x 4090 48gb each", "GeForce RTX 4090 48 GB (modified)"),
    ("4090 48g能跑70b吗", "GeForce RTX 4090 48 GB (modified)"),
])
def test_the_memory_after_a_count_is_the_total_when_it_is_the_stock_cards_sum(advisor, text, card):
    # "用2张4090 48G" read two modified 48 GB 4090s: 48 GB is the two stock cards' total
    q = advisor.ask(text)
    assert q.read_as.cards == [card]
    assert not any(n.key == "ask.memory-correction" for n in q.read_as.notes or [] if hasattr(n, "key"))


def test_the_memory_written_before_the_counted_card_is_each_cards(advisor):
    q = advisor.ask("能否通过安装两张22G显存的2080ti显卡满足运行的需求？").read_as
    assert q.cards == ["GeForce RTX 2080 Ti 22 GB (modified)"] and q.gpus == 2


@pytest.mark.parametrize(("text", "batch"), [("我用的GTX1080Ti，batchsize只能设为2", 2), ("3090 batch最多设成4", 4)])
def test_a_batch_limited_by_only_or_at_most_is_the_batch(advisor, text, batch):
    assert advisor.ask(text).read_as.batch == batch


@pytest.mark.parametrize("text", ["1080ti 11g跑不了batch 8", "服务器是4卡2080ti", "我们的服务器是2张a100"])
def test_a_card_that_fails_to_run_or_a_server_described_is_the_askers(advisor, text):
    # "跑不了" is "跑不动" said another way; "服务器是…" a server described as "机器是…" is
    assert advisor.ask(text).read_as.own is True


@pytest.mark.parametrize(("text", "card"), [
    ("论文里用的是8块v100，我只有一块3090", "GeForce RTX 3090"),
    ("论文中使用的是4张a100，我这只有一张4090，能复现吗", "GeForce RTX 4090"),
])
def test_the_papers_cards_said_with_yong_de_shi_are_context(advisor, text, card):
    # "论文里用的是8块v100" read the paper's eight V100s against the asker's 3090
    q = advisor.ask(text).read_as
    assert q.cards == [card] and q.gpus == 1


@pytest.mark.parametrize(("text", "card"), [
    ("we just got 4 L40S in our server", "L40S"), ("2 V100S cards", "Tesla V100S PCIe 32 GB")])
def test_an_s_card_written_with_its_capital_s_after_a_count_stays_that_card(advisor, text, card):
    assert advisor.ask(text).read_as.cards == [card]


@pytest.mark.parametrize("text", ["训练到第3个epoch就oom了，3090", "跑了3个epoch，4090还是慢"])
def test_epochs_counted_with_ge_are_no_count_of_cards(advisor, text):
    # "第3个epoch" read three cards ("个" stands for the cards of "两个呢", a follow-up's count)
    assert advisor.ask(text).read_as.gpus is None


def test_a_follow_ups_count_with_ge_is_still_read(advisor):
    assert advisor.ask("2个呢？").read_as.gpus == 2


@pytest.mark.parametrize(("text", "own"), [
    ("On A100 80GB it takes 2 hours per epoch, is that expected?", True),
    ("每个epoch要2小时，3090正常吗", True),
    ("on a 4090 it would take 2 hours per epoch?", False),
    ("4090每个epoch要多久", False),
])
def test_a_time_per_epoch_measured_on_a_card_says_it_is_the_askers(advisor, text, own):
    assert advisor.ask(text).read_as.own is own


@pytest.mark.parametrize(("text", "count"), [
    ("我现在是两张3090，想再加两张", 4),
    ("I have two 3090s and want to add 2 more for 70b", 4),
    ("一张3060，再加一张3060", 2),
])
def test_several_more_of_the_card_had_are_added_to_its_count(advisor, text, count):
    # "两张3090，想再加两张" read two 3090s: "再加两张" adds two, as "再加一张" adds one
    assert advisor.ask(text).read_as.gpus == count
