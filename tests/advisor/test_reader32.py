"""Kinds of reading fixed after reader32's blind Chinese batch (Z406–Z449, issue 27): each kind on wordings that are
no corpus row, in English and Chinese where the kind has both."""

import pytest


def _read(advisor, text):
    return advisor.ask(text).read_as


# --- 1. a setting's value and a counted part are no money ---------------------------------------------------------
@pytest.mark.parametrize("text", [
    "8卡部署报错：vllm serve qwen --max_num_seqs 4096",
    "四张卡部署失败 --port 8000 --max_model_len 32768",
    "deploy failed on my server, launched with --max_num_batched_tokens 8192",
    "服务器配置：海光7285*2/64G*16/3.84T NVMe*2，能部署72B吗",
])
def test_a_settings_value_or_a_counted_part_is_no_budget(advisor, text):
    q = _read(advisor, text)
    assert q.budget is None, q


@pytest.mark.parametrize("text", [
    "两张3090 max_length 4096 就oom了",
    "my 3090 max_seq_len 2048 still runs out of memory",
])
def test_max_in_a_settings_name_after_a_card_is_no_budget_word(advisor, text):
    q = _read(advisor, text)
    assert q.cards == ["GeForce RTX 3090"] and q.budget is None, q


@pytest.mark.parametrize("text", [
    "3090 max_new_tokens 1024 就oom了",
    "my 4090 with max_new_tokens 512 runs out of memory",
])
def test_new_in_a_settings_name_is_no_condition(advisor, text):
    assert _read(advisor, text).condition is None


def test_max_beside_an_amount_is_still_a_budget_word(advisor):
    q = _read(advisor, "best gpu for llms, 900 max")
    assert q.budget is not None and q.budget.amount == 900.0


# --- 2. a count before a card named with its makers' words ---------------------------------------------------------
@pytest.mark.parametrize(("text", "card", "count"), [
    ("服务器 GPU：4 * NVIDIA GeForce RTX 3090 24G，跑不动70b", "GeForce RTX 3090", 4),
    ("we run 2 * AMD Radeon RX 7900 XTX for ollama", "Radeon RX 7900 XTX", 2),
])
def test_a_count_reaches_a_card_across_its_makers_words(advisor, text, card, count):
    q = _read(advisor, text)
    assert q.cards == [card] and q.gpus == count, q


# --- 3. China's accelerators the catalogue lacks: said unknown, never swapped for a card -------------------------
@pytest.mark.parametrize(("text", "typed"), [
    ("海光K100_AI能跑qwen2.5-32b吗", "k100"),
    ("Hygon DCU Z100 支持vllm吗", "z100"),
    ("BW1100上能部署DeepSeek吗", "bw1100"),
    ("does this run on an NVIDIA H20e?", "h20e"),
    ("华为Atlas 800 能不能训练7b", "atlas 800"),
])
def test_chinas_accelerators_are_said_unknown(advisor, text, typed):
    q = _read(advisor, text)
    assert q.cards == [] and any(typed in u for u in q.unknown), q


def test_the_memory_glued_to_an_unknown_device_with_a_hyphen_is_its_memory(advisor):
    q = _read(advisor, "部署失败：GPU为H20e-141G*8")
    assert "h20e" in " ".join(q.unknown) and q.memory_gb == [141.0] and q.gpus == 8, q


# --- 4. whether a project runs within an amount of memory, no card named: what that memory holds -----------------
@pytest.mark.parametrize("text", ["有没有办法在12G显存下使用", "能不能降到8G显卡的支持", "可以在 16G 显存下运行吗"])
def test_a_memory_asked_to_run_in_is_a_fit(advisor, text):
    q = _read(advisor, text)
    assert q.command == "fits" and q.memory_gb, q


# --- 5. the asker's own hardware said by what happened on it ----------------------------------------------------
@pytest.mark.parametrize("text", [
    "在两张3090上推理llama3-70b-awq非常缓慢",
    "4090生成速度大约12秒一张图，正常吗",
    "把模型放到两张4060ti的卡上跑推理就爆显存",
    "显卡是GTX 1060，是否需要更换显卡？",
    "我们没有这么多的A100，只有两张能跑吗",
    "RTX 5080不支持。",
    "我这边配置是RTX 4070 12G，对配置有要求吗",
])
def test_what_happened_on_the_cards_says_they_are_the_askers(advisor, text):
    assert _read(advisor, text).own, text


@pytest.mark.parametrize("text", ["RTX 5080不支持吗？", "请问支持5080吗"])
def test_whether_a_card_is_supported_asked_is_no_card_had(advisor, text):
    assert not _read(advisor, text).own


# --- 6. the memory after a card and a comma, said as "the N GB one" ------------------------------------------------
def test_the_memory_after_a_comma_as_the_n_gb_one_is_the_cards(advisor):
    q = _read(advisor, "我的显卡是RTX 3060，12G的，能跑qwen 14b吗")
    assert q.memory_gb == [12.0] and q.cards and "3060" in q.cards[0], q


# --- 7. 块 mistyped as 快 between a count and a card ----------------------------------------------------------------
def test_kuai_mistyped_between_a_count_and_a_card_counts(advisor):
    q = _read(advisor, "实验室有8快2080ti，想训练yolov8")
    assert q.cards == ["GeForce RTX 2080 Ti"] and q.gpus == 8, q


# --- 8. a family named with no size beside a slowness seen: the verdict on the card -------------------------------
@pytest.mark.parametrize("text", ["我的3060跑qwen特别慢", "4070运行llama缓慢是什么原因", "my 3060 runs llama so slow"])
def test_an_unsized_family_beside_a_slowness_asks_the_cards_verdict(advisor, text):
    assert _read(advisor, text).command == "why"


def test_an_unsized_family_asked_to_run_stays_a_fit(advisor):
    assert _read(advisor, "3060能跑qwen吗").command == "fits"


# --- 9. a training's max_length is the context wanted -----------------------------------------------------------
@pytest.mark.parametrize(("text", "tokens"), [
    ("两张4090 lora qwen 14b，max_length 要设置到 8192 需要多少显存", 8192),
    ("lora on 2x 3090 with max_length 4096 OOMs", 4096),
])
def test_max_length_is_the_context(advisor, text, tokens):
    assert _read(advisor, text).context_tokens == tokens


# --- 10. one card said as a way of deploying, beside the cards counted that the asker has -----------------------------
def test_the_cards_counted_beat_one_card_said_as_a_way(advisor):
    q = _read(advisor, "单卡部署14b需要30g显存，我现在放到三张12g的卡上跑，还是爆显存")
    assert q.gpus == 3 and q.own, q


# --- 11. the owner's cards joined, a job asked to run on them with no model named: what they hold -------------------
@pytest.mark.parametrize("text", [
    "我有一台4张3090的服务器和一台2张A6000的工作站，能把lora训练跑起来吗",
    "i have a 3090 and a 4090, can we train a lora on them?",
])
def test_the_owners_joined_cards_asked_to_run_a_job_are_a_fit(advisor, text):
    q = _read(advisor, text)
    assert q.command == "fits" and len(q.cards) == 2 and q.own, q


def test_the_owners_cards_weighed_for_a_job_stay_a_comparison(advisor):
    assert _read(advisor, "我有3090和4090，哪个训练lora快").command == "compare"
