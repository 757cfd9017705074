"""fix47d (issue 27): readings people write that were still misread."""

from __future__ import annotations

import pytest

from advisor.ask.cn_amounts import cn_amounts
from advisor.ask.reader import read


# ----- 1. money ranges, Chinese
@pytest.mark.parametrize(("text", "amount"), [
    ("预算1萬和1萬5之間 買什麼顯卡", 15_000),
    ("预算在1w和1w5之间，跑大模型用什么卡", 15_000),
    ("预算一万到一万五 推荐一张显卡", 15_000),
    ("两万到两万五的预算能买什么显卡", 25_000),
    ("预算1万5到2万 想训练模型", 20_000),
    ("八千至一万 显卡怎么选", 10_000),
    ("预算4到5千 显卡推荐", 5_000),
    ("6到8k 买啥显卡跑sd", 8_000),
    ("預算1到1.5萬 顯卡推薦", 15_000),
])
def test_a_chinese_range_reads_its_top_and_says_the_range(advisor, text, amount):
    """"1萬5" is 15,000 ("1.5萬"), a range said in Chinese numerals or with one multiplier on its top is read whole:
    its top is the budget, in yuan, and the read-as line says the range ("预算1萬和1萬5之間" read 10,000)."""
    r = read(advisor, text)
    assert r.budget is not None and (r.budget.amount, r.budget.currency) == (amount, "CNY"), r.budget
    assert "ask.note.budget-range" in [n.key for n in r.notes]


@pytest.mark.parametrize(("text", "amount"), [
    ("budget 1w5 显卡推荐", 15_000),
    ("1w5预算 推荐显卡", 15_000),
    ("预算2万3 买什么卡", 23_000),
    ("3千5左右的显卡", 3_500),
    ("预算1.5w 买什么卡", 15_000),
])
def test_a_multiplier_with_the_next_digit_is_its_tenths(advisor, text, amount):
    r = read(advisor, text)
    assert r.budget is not None and (r.budget.amount, r.budget.currency) == (amount, "CNY"), r.budget


@pytest.mark.parametrize(("said", "written"), [
    ("1万5", "1.5万"), ("1w5", "1.5w"), ("3千5", "3.5千"), ("一万到一万五", "1万到1.5万"),
    ("1万5千", "1万5千"), ("1w50", "1w50"), ("w5700", "w5700"), ("一万五", "一万五"),
])
def test_only_the_writing_changes(said, written):
    assert cn_amounts(said) == written


@pytest.mark.parametrize("text", [
    "预算 550-750w 电源 配什么显卡",
    "550-750w psu, what gpu for llm",
    "电源 650到850w，推荐什么显卡",
    "预算还没想好，500-650w电源，买什么卡",
    "psu is 600 to 850w, which gpu should I get",
])
def test_a_range_of_watts_is_no_budget_and_the_supply_is_kept(advisor, text):
    """"550-750w" beside a supply is watts at both ends: no budget of 550 yuan (nor an RX 550); the budget is asked,
    the supply kept for the answer after it."""
    q = advisor.ask(text)
    assert q.read_as.budget is None and not q.read_as.cards, q.read_as
    assert q.missing and q.read_as.supply_w is not None


@pytest.mark.parametrize(("text", "amount"), [
    ("5-6k for a gpu to run llms", 6_000),
    ("looking for a gpu, 1-2k", 2_000),
    ("2 to 3k for a deep learning card", 3_000),
])
def test_an_english_range_with_one_multiplier_says_the_range(advisor, text, amount):
    r = read(advisor, text)
    assert r.budget is not None and r.budget.amount == amount
    assert "ask.note.budget-range" in [n.key for n in r.notes]


@pytest.mark.parametrize("text", [
    "8-16k context on a 3090, how fast",
    "2-4k images a day on a 4090",
    "power went from 300 to 600w on my 4090",
    "1万5千张图片训练要多久",
])
def test_no_money_stays_no_money(advisor, text):
    assert read(advisor, text).budget is None


# ----- 2. an owner's comparison
def _keys(message) -> list[str]:
    """Every message key in ``message``, its own first, then its parameters' in order."""
    out = [message.key]
    for value in message.params.values():
        if hasattr(value, "key") and hasattr(value, "params"):
            out.extend(_keys(value))
        elif isinstance(value, list | tuple):
            out.extend(k for v in value if hasattr(v, "key") for k in _keys(v))
    return out


@pytest.mark.parametrize(("text", "mine"), [
    ("is a 4090 faster than my 3090 for llama 8b", "GeForce RTX 3090"),
    ("how much faster is a 5090 than my 4090 for training", "GeForce RTX 4090"),
    ("my 3060 vs a 4070 for sdxl", "GeForce RTX 3060 12 GB"),
    ("is the 4070 ti super better than my 3080 for llms?", "GeForce RTX 3080"),
    ("我的3060和4070比，跑sdxl快多少", "GeForce RTX 3060 12 GB"),
    ("我有一张3090，换4090值得吗（跑7B）", "GeForce RTX 3090"),
    ("我的2080ti换3090值得吗，跑llama 13b", "GeForce RTX 2080 Ti"),
])
def test_a_comparison_with_the_owners_card_leads_with_the_owners_verdict(advisor, text, mine):
    """One side of the comparison is the asker's: the owner's yes or no on going to the other card leads, and their
    card is "your card", never the "best value" to buy (fix47d)."""
    q = advisor.ask(text)
    assert q.read_as.command == "compare" and mine in q.read_as.cards, q.read_as
    shape = q.answer.shape
    keys = _keys(shape.headline)
    assert any(k.startswith("ask.upgrade.") for k in keys[:3]), keys
    line = next(line for line in shape.ranking if line.card == mine)
    assert line.reason is None or line.reason.key != "shape.role.value"


@pytest.mark.parametrize("text", [
    "my 3060 is much slower than a 4090 on sdxl, is that normal?",
    "我的3060比4090慢这么多正常吗",
    "I have a 3090 and a 4090, which is faster for llama 8b?",
    "is a 4090 faster than a 3090 for llama 8b",
    "我有一张3090，跑qwen3 32b只有6 token/s，是不是正常？要不要换5090？",
])
def test_no_owner_verdict_where_none_was_asked(advisor, text):
    """A slowness asked about, both cards had, or no card had: no owner's upgrade verdict."""
    answer = advisor.ask(text).answer
    keys = _keys(answer.shape.headline) if answer is not None and getattr(answer, "shape", None) else []
    assert not any(k.startswith("ask.upgrade.") for k in keys), keys


# ----- 3. a job added, no model
def _chain(advisor, texts: list[str]):
    q = None
    for text in texts:
        q = advisor.ask(text, context=q) if q is not None else advisor.ask(text)
    return q


@pytest.mark.parametrize(("first", "then"), [
    ("预算5000 跑qwen 14b推荐显卡", "我还想用它画图"),
    ("预算6000元，跑llama 8b用什么卡", "另外还想跑跑ai绘画"),
    ("預算5000 跑qwen 7b推薦顯卡", "我還想用它畫圖"),
    ("best gpu for llama 8b under $1500", "and I also want to do stable diffusion"),
    ("what gpu for qwen 14b, budget $1000", "I'd also like to generate images with it"),
    ("best gpu for mistral 7b under 800 dollars", "plus some image generation too"),
])
def test_an_image_job_added_keeps_the_llm_and_says_the_jobs(advisor, first, then):
    """"我还想用它画图" after an LLM ranking adds image generation beside the LLM (its model kept, the generic image
    job's published row sized with it), never a switch to an image ranking; the read-as line says both jobs."""
    before = advisor.ask(first)
    q = _chain(advisor, [first, then])
    r = q.read_as
    assert r.use_case == "llm" and r.model is not None and r.model.name == before.read_as.model.name, r
    assert r.jobs and any(j.startswith(("SDXL", "FLUX", "Stable Diffusion")) for j in r.jobs), r.jobs
    assert any(n.key.startswith("ask.jobs-") for n in r.notes), [n.key for n in r.notes]


@pytest.mark.parametrize(("first", "then"), [
    ("预算5000 跑qwen 14b推荐显卡", "那只用来画图呢"),
    ("best gpu for llama 8b under $1500", "what about just stable diffusion instead?"),
])
def test_a_job_said_instead_still_switches(advisor, first, then):
    assert _chain(advisor, [first, then]).read_as.use_case == "image"


# ----- 4. the edge devices' gate from their own table
def test_the_edge_gate_is_every_rows_words():
    """Each device row's words, and Intel's graphics' families (Arc among them), open the gate: a new device is one
    row (fix47d: "arc" was missing from a list written apart from the patterns)."""
    from advisor.ask import edge_devices as e

    for words, _ in (*e._ROWS, *e._SLOT_ROWS):
        assert set(words) <= set(e.TRIGGERS)
    assert {"hd", "iris", "arc"} <= set(e.TRIGGERS)


@pytest.mark.parametrize(("text", "card"), [
    ("can my intel arc 140v run llama 8b", "Arc 140V Mobile"),
    ("core ultra with arc 130t graphics, run 7b?", "Arc 130T Mobile"),
    ("HD Graphics 630 run llama 3b?", "HD Graphics 630"),
    ("arc a770 vs 3060 for sd", "Arc A770"),
])
def test_intel_graphics_the_catalogue_holds_stay_cards(advisor, text, card):
    assert card in read(advisor, text).cards


@pytest.mark.parametrize("text", ["uhd 520 for llm?", "hailo-8l for yolo", "iris xe can run 7b?"])
def test_intel_graphics_and_edge_devices_the_catalogue_lacks_are_unknown(advisor, text):
    r = read(advisor, text)
    assert not r.cards and "ask.unknown" in [n.key for n in r.notes]
