"""Kinds of reading fixed in round 5 of issue 27 (reader13): each kind with English and Chinese
questions, none of them a corpus row."""

import pytest


@pytest.mark.parametrize(("text", "users"), [
    ("如果并行有100个人请求的话，需要什么GPU配置", 100),
    ("同时有30人使用qwen 14b，买什么显卡", 30),
    ("50个用户的请求，部署7b模型需要什么卡", 50),
    ("which GPU to serve a 7b model for 20 users?", 20),
])
def test_people_asking_at_once_are_users_never_a_budget(advisor, text, users):
    # "并行有100个人请求" was a budget of 100 USD
    q = advisor.ask(text)
    assert q.read_as.users == users
    assert q.read_as.budget is None


@pytest.mark.parametrize(("text", "memory"), [
    ("is 24 GB enough for training a flux lora?", 24.0),
    ("would 16gb suffice for sdxl?", 16.0),
    ("8GB报错内存不足，最低要求是多少", 8.0),
    ("12G够跑sdxl吗", 12.0),
])
def test_the_memory_asked_about_or_run_out_is_the_memory_stated(advisor, text, memory):
    # "Is 24 GB enough?" and "8GB报错" lost the memory: no VRAM word stood beside it
    q = advisor.ask(text)
    assert q.read_as.memory_gb == [memory]
    assert q.read_as.budget is None and q.read_as.cards == []


@pytest.mark.parametrize("text", ["A100-80Gx8，bsize=128，dpo训练OOM", "bsz=128 on 8x a100 80gb, OOM"])
def test_a_batch_written_as_bsize_or_bsz_is_the_batch(advisor, text):
    assert advisor.ask(text).read_as.batch == 128
