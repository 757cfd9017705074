"""fix38a: what this round's fixers saw and left (issues 27, 28)."""
import pytest


# ------------------------------------------- a card named with its modified variant's memory, counted
@pytest.mark.parametrize(("text", "card", "gpus"), [
    ("my rig is 2x modded 2080 ti 22gb", "GeForce RTX 2080 Ti 22 GB (modified)", 2),
    ("we run 4x modified 4090 48gb in one box", "GeForce RTX 4090 48 GB (modified)", 4),
    ("bought 3x 3080 20gb for training", "GeForce RTX 3080 20 GB (modified)", 3),
    ("2080ti 22g x4 能跑多大的模型", "GeForce RTX 2080 Ti 22 GB (modified)", 4),
    ("手上有4张4090 48g，能跑deepseek吗", "GeForce RTX 4090 48 GB (modified)", 4),
])
def test_a_card_with_its_modified_variants_memory_is_that_variant_counted(advisor, text, card, gpus):
    q = advisor.ask(text).read_as
    assert q.cards == [card] and q.gpus == gpus


@pytest.mark.parametrize("text", ["what can 2x 3090 run?", "what could two 4090 48gb handle", "what can 4 p40s run"])
def test_what_counted_cards_run_is_a_fit(advisor, text):
    q = advisor.ask(text).read_as
    assert q.command == "fits" and (q.gpus or 1) >= 2


@pytest.mark.parametrize("text", ["i have two 2080 ti 22gb", "what can 2x 2080ti 22g run", "我有两张2080ti 22g"])
def test_a_counted_card_named_with_its_variants_memory_is_that_variant(advisor, text):
    """Round 23 (fix55) reverses round 19's merge decision: "two 2080 ti 22gb" is two of the 22 GB modified card (44 GB
    in all), as "two 22GB 2080 Tis" and "2080ti 22g x4" were read — "2080ti 22g" names that card; the stock cards'
    total is read only when said so ("2张2080ti 22g总共") or when no variant has that memory ("2x 3090 48gb")."""
    q = advisor.ask(text).read_as
    assert q.cards == ["GeForce RTX 2080 Ti 22 GB (modified)"] and q.gpus == 2


def test_a_stock_memory_counted_stays_the_stock_card(advisor):
    q = advisor.ask("2x used 3090 24gb for 70b").read_as
    assert q.cards == ["GeForce RTX 3090"] and q.gpus == 2


# ------------------------------------------- a video model named by its name is the video job
@pytest.mark.parametrize("text", [
    "best gpu for ltx-video under 1000 usd",
    "which card should I buy for cogvideox, budget $1500",
    "best gpu for mochi 1 under 2000",
    "gpu for open-sora under 1200 dollars",
    "1500美元预算跑ltx-video买什么显卡",
    "预算1万元，跑cogvideox买什么卡",
])
def test_a_video_model_named_ranks_for_video_generation(advisor, text):
    q = advisor.ask(text)
    keys = [d.message.key for d in q.answer.shape.decides if getattr(d, "message", None) is not None]
    assert q.read_as.command == "recommend"
    assert any(n.key == "ask.note.stand-in.video" for n in q.read_as.notes)  # Wan 2.2's figures, said
    assert not any(k.startswith("image.rank") for k in keys)  # never Stable Diffusion's it/s


# ------------------------------------------- a vision network trained is the training job, never an LLM's
@pytest.mark.parametrize("text", [
    "2x a6000 for training a vit",
    "2 3090s for unet training",
    "train a u-net on 2 4090s",
    "4 3090s to train efficientnet",
    "用两张3090训练vit",
    "3 4090s for training resnet",
])
def test_a_vision_network_trained_is_the_vision_training_job(advisor, text):
    q = advisor.ask(text).read_as
    assert q.job == "cnn" and q.task != "full-finetune"


# ------------------------------------------- LLMs and image generation on one card, in Chinese
@pytest.mark.parametrize("text", [
    "3090适合跑大模型和stable diffusion吗",
    "3090適合跑大模型和stable diffusion嗎",
    "4060ti 16g跑大模型和sdxl可以吗",
    "3090适合跑llm和sd吗",
    "4090能跑大模型和flux吗",
])
def test_llms_and_images_asked_in_chinese_answer_both(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "why" and q.read_as.use_case == "llm" and q.answer is not None
    assert any(getattr(d, "message", None) is not None and d.message.key.startswith("jobs.gen.")
               for d in q.answer.shape.decides)  # the image job's own line beside the LLM verdict


# ------------------------------------------- memory an owner states without a card's name is the owner's card
@pytest.mark.parametrize(("text", "memory"), [
    ("I already have a 24GB card, what should I add for 70b, budget 1500", 24.0),
    ("i have 16gb of vram and $800, what to add for qwen 32b", 16.0),
    ("I have 24GB, 32GB RAM, budget 2k, what should I get for 70b", 24.0),
    ("我手上有一张16G的显卡，预算5000，想跑32b", 16.0),
    ("我已经有一张24G的卡了，想跑70b，预算1万元，还要买什么", 24.0),
])
def test_memory_an_owner_states_is_their_card_never_a_floor_to_buy(advisor, text, memory):
    q = advisor.ask(text)
    assert q.read_as.command == "fits" and q.read_as.memory_gb == [memory]  # the model's fit on the owner's memory


def test_a_memory_floor_asked_by_a_buyer_stays_a_floor(advisor):
    assert advisor.ask("best gpu for 70b under 1500, need 24gb").read_as.command == "recommend"


@pytest.mark.parametrize(("text", "card"), [
    ("I already have a 24GB card, is a 5090 worth it?", "GeForce RTX 5090"),
    ("我已经有一张24G的卡了，5090值得买吗", "GeForce RTX 5090"),
    ("I have a 16gb gpu, is the 5080 worth it", "GeForce RTX 5080"),
    ("i've got a 24gb card, should i buy a 5090 now", "GeForce RTX 5090"),
    ("我现在有一块16G的显卡，值得换5080吗", "GeForce RTX 5080"),
])
def test_the_owners_card_memory_is_never_the_memory_of_the_card_asked_about(advisor, text, card):
    # "I already have a 24GB card, is a 5090 worth it?" weighed the laptop 5090 (24 GB)
    assert advisor.ask(text).read_as.cards == [card]


def test_a_memory_said_of_the_card_named_still_picks_its_laptop_variant(advisor):
    assert advisor.ask("my rtx 3060 6gb can it run llama 8b").read_as.cards == ["GeForce RTX 3060 Mobile"]
