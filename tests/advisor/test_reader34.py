"""Kinds of reading fixed after reader34's blind Chinese batch (Z450–Z489, issue 27): each kind on wordings that are
no corpus row, in English and Chinese where the kind has both."""

import pytest


def _read(advisor, text):
    return advisor.ask(text).read_as


# --- 1. a setting's value is never a card ---------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "在4090上部署很慢，启动参数 --port 8000 --gpu-memory-utilization 0.9",
    "已设置MAX_CACHE_SIZE=5000，用3090推理还是很慢",
    "my 4090 serves qwen with --seed 3090 --max-model-len 8192, why so slow?",
    "单卡3060跑不动，export NUM_WORKERS=4 RANDOM_SEED=1080",
    "vllm serve --port 6000 on a 3090 gets OOM",
])
def test_a_settings_value_is_never_a_card(advisor, text):
    q = _read(advisor, text)
    assert len(q.cards) == 1 and not any(w in c for c in q.cards for w in ("Quadro", "RTX 8000", "RTX 5000",
                                                                            "RTX 6000", "GTX 1080")), q


def test_a_batch_or_length_setting_still_reads_as_its_span(advisor):
    q = _read(advisor, "用 --batch_size 4 --max_length 2048 在3090上训练qwen 7b")
    assert q.batch == 4 and q.context_tokens == 2048 and q.cards == ["GeForce RTX 3090"], q


# --- 2. what happened on the cards makes them the asker's -----------------------------------------------------------
@pytest.mark.parametrize("text", [
    "Qwen2.5-7B推理，单张3090耗时大约15秒一条，这个速度正常吗",
    "A100 80G 训练了3个小时才一个epoch，有办法加速吗",
    "flux在4070上生成一张图速度是3.5 s/it，能优化吗",
    "同一个镜像在3090服务器上运行正常，换到4090服务器上启动失败，是驱动问题吗",
    "分别在V100上和A10上测试了吞吐，结果如下，差距很大",
    "4060ti 16g跑sdxl训练，一直卡在这一步，要等多久",
    "训练耗时明显高于3090，这张4090是不是有问题",
    "服务器配置，4卡L40。部署qwen2.5-72b用什么量化好",
])
def test_what_happened_on_the_cards_makes_them_owned(advisor, text):
    assert _read(advisor, text).own is True


@pytest.mark.parametrize("text", [
    "4090跑70b推理一条需要多久？",
    "在4090上测试过吗？速度怎么样",
    "3090能运行成功吗",
    "我想买4090，跑sdxl大概耗时多少秒一张？",
    "如果用A100训练，速度是多少it/s？",
])
def test_a_question_about_a_run_reports_nothing(advisor, text):
    assert _read(advisor, text).own is False


def test_pasted_timings_make_the_machine_owned(advisor):
    q = _read(advisor, "mac mini m4 跑tts太慢了 >> gen_time: 12.5 seconds >> vocoder_time: 3.1 seconds")
    assert q.own is True and q.cards and "Mac mini" in q.cards[0], q


# --- 3. a maker of accelerators the catalogue lacks, named alone, is said unknown -----------------------------------
@pytest.mark.parametrize("text", [
    "摩尔线程的显卡能跑stable diffusion吗",
    "请问支持摩爾線程的GPU推理吗",
    "does this project support Moore Threads GPUs?",
    "燧原的卡可以部署qwen吗",
    "公司只有摩尔线程的卡，可以训练yolo吗",
])
def test_a_maker_named_alone_is_an_unknown_device(advisor, text):
    q = _read(advisor, text)
    assert q.unknown and not q.cards and q.budget is None, q


# --- 4. an amount in 万 or 千 of records, pictures or tokens is no money ---------------------------------------------
@pytest.mark.parametrize("text", [
    "我有20万条对话数据，想用3090微调7b",
    "5千张图片训练yolov8，用4060够吗",
    "10万张图片训练分类模型，用3090够吗",
    "大概3万个样本，全量微调qwen 1.5b要多久",
    "I have 10k samples to fine-tune a 7b model on my 4090",
])
def test_items_counted_in_thousands_are_no_budget(advisor, text):
    assert _read(advisor, text).budget is None


@pytest.mark.parametrize("text", ["预算2万，买什么显卡跑7b", "2w预算配一台跑sd的电脑"])
def test_an_amount_in_wan_is_still_money(advisor, text):
    assert _read(advisor, text).budget is not None


def test_a_redundant_power_supply_is_watts_not_money(advisor):
    q = _read(advisor, "配置：两张4090，电源: 1+1 2000W 冗余电源，能跑72b吗")
    assert q.budget is None, q


# --- 5. a board's room is no count; a count after a card's kind word counts it ------------------------------------
@pytest.mark.parametrize("text", [
    "主板最多支持8张卡，现在插了两张3090，能跑70b吗",
    "机箱最多可插4块显卡，先装两张4090跑72b",
    "the board supports up to 4 gpus, I have two 3090s for 70b",
])
def test_a_boards_room_is_no_count(advisor, text):
    q = _read(advisor, text)
    assert q.gpus == 2, q


@pytest.mark.parametrize("text", [
    "想配 4090 24G 涡轮版 *2，能微调14b吗",
    "A6000 48G 公版 x2 能跑72b吗",
    "GPU: 3090 24G 涡轮显卡 *4，能跑deepseek 70b吗",
])
def test_a_count_after_a_cards_kind_word_counts_the_card(advisor, text):
    assert (_read(advisor, text).gpus or 1) >= 2


def test_support_for_cards_is_still_a_count(advisor):
    assert _read(advisor, "请问支持4卡A100微调吗").gpus == 4


# --- 6. a card said as more than needed is not weighed ---------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "是不是不需要4090这么好的卡？我手上有一张3060 12g",
    "我觉得没必要上4090，我有一张3090，跑14b够吗",
    "I don't need a 4090, I have a 3060 12gb, is it enough for sdxl?",
    "用不着A100吧，我的4090能训练yolov8吗",
    "no need for an H100, my A6000 should run 70b at int4, right?",
])
def test_a_card_not_needed_is_dropped_beside_the_card_had(advisor, text):
    assert len(_read(advisor, text).cards) == 1


# --- 7. a slowness seen on hardware not named asks why, never a budget ----------------------------------------------
@pytest.mark.parametrize("text", [
    "为什么服务器上的训练速度不如我自己电脑的显卡，要改什么设置",
    "我的显卡推理很慢，是哪里没设置对",
    "why is training slower on the cloud server than on my desktop?",
    "our lab gpu is so slow compared to my laptop, what could be wrong",
    "为什么我这边推理比别人慢很多",
])
def test_a_slowness_seen_on_unnamed_hardware_asks_why(advisor, text):
    answer = advisor.ask(text)
    assert answer.read_as.command == "why" and answer.read_as.budget is None, answer.read_as


# --- 8. a word of having that goes on to buying is a buyer's --------------------------------------------------------
@pytest.mark.parametrize("text", [
    "我目前打算买两张4090，能跑72b吗",
    "我现在想买一台mac studio跑大模型",
    "I currently plan to buy a 5090, can it run 32b at q8?",
])
def test_having_words_that_go_on_to_buying_are_no_owner(advisor, text):
    assert _read(advisor, text).own is False


def test_a_ram_total_after_its_sticks_is_the_ram(advisor):
    assert _read(advisor, "服务器：两张4090，内存：DDR4 32G*4 (总128G)，能跑72b吗").ram_gb == 128


# --- 9. cards named one each, split by tensor parallel; one card supposed as a mode is no count --------------------
@pytest.mark.parametrize("text", [
    "两个显卡分别是3090和4090，加了--tp=2就报错，只能单卡跑吗",
    "俩个显卡分别为A10和T4，设置 tensor parallel 2 以后启动失败",
    "I have two cards, a 3090 and a 3060, and vllm with --tp 2 fails",
])
def test_a_split_over_the_cards_named_counts_one_of_each(advisor, text):
    q = _read(advisor, text)
    assert len(q.cards) == 2 and q.counts in ([1, 1], None), q


@pytest.mark.parametrize("text", [
    "我有两张3090，如果只允许单卡的话，能跑32b吗",
    "两张4090，要是用单卡跑14b够吗",
])
def test_one_card_supposed_as_a_mode_is_no_count(advisor, text):
    assert _read(advisor, text).gpus == 2
