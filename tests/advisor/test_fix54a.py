"""One calibration of decode from system RAM for the CPU alone and with a GPU beside it (fix54a, issue 28: one truth),
and a bare "DeepSeek" read as its full MoE when the owner's RAM holds it."""

from __future__ import annotations

import copy

import pytest
from hypothesis import given
from hypothesis import strategies as st

from advisor.api import Advisor
from advisor.cpu_fit import fitted
from advisor.cpu_only import bytes_per_token, cpu_speed
from advisor.fits import estimate
from advisor.i18n import Renderer
from advisor.offload import references
from advisor.ram_fit import Run, fit

EPYC_R1 = "I have an 8-channel EPYC with 384 GB DDR5, which GPU should I add for DeepSeek R1?"
EPYC_R1_ZH = "我有一台8通道EPYC，384G DDR5内存，跑DeepSeek R1该加什么显卡？"
MOE = ["DeepSeek R1", "Qwen3 30B-A3B", "Mixtral 8x7B", "gpt-oss 120b", "Qwen3 235B-A22B", "gpt-oss 20b"]
CARDS = ["GeForce RTX 4060 Ti 16 GB", "GeForce RTX 3090", "GeForce RTX 2080", "GeForce RTX 3060 12 GB",
         "GeForce RTX 4090"]


@pytest.fixture(scope="module")
def advisor() -> Advisor:
    return Advisor.load()


def _at(offload, bandwidth_gb_s: float):
    out = copy.copy(offload)
    out.ram_bandwidth_gb_s = bandwidth_gb_s
    return out


def test_one_fit_serves_both(advisor: Advisor) -> None:
    off = advisor.offload
    cpu = fitted(off)
    assert (cpu.efficiency, cpu.overhead_s, cpu.error) == (off.efficiency, off.overhead_s, off.error)
    assert off.rows == len(off.measured) + len(off.cpu_runs) >= 6
    assert 0.5 < off.efficiency <= 1.0 and off.overhead_s > 0


def test_every_sourced_run_within_the_stated_error(advisor: Advisor) -> None:
    """Each measured llama.cpp run of data/performance/moe_offload.csv, with a GPU and without, is estimated within the
    error said with every figure."""
    off = advisor.offload
    for m, _s, _gpu in off._rows:
        got = off.speed(m.device, advisor.llm_models.resolve(m.model), _prec(m.quant), m.cpu_moe_layers,
                        m.ram_bandwidth_gb_s)
        assert got is not None and abs(got.tok_s / m.tok_s - 1) <= off.error, (m.id, got.tok_s, m.tok_s)
    cpu_rows = references(off.data, "measured-cpu")
    assert len(cpu_rows) >= 4
    for m in cpu_rows:
        est = estimate(advisor.llm_models.resolve(m.model), "inference", _prec(m.quant), 4096, 1)
        tok_s = cpu_speed(est, _at(off, m.ram_bandwidth_gb_s))
        assert abs(tok_s / m.tok_s - 1) <= off.error, (m.id, tok_s, m.tok_s)
    assert off.fit_error <= off.error


def _prec(quant: str) -> str:
    from advisor.offload import _precision

    return _precision(quant)


@given(model=st.sampled_from(MOE), card=st.sampled_from(CARDS), precision=st.sampled_from(["int4", "int8", "q3_k_m"]),
       bandwidth=st.floats(min_value=40.0, max_value=920.0))
def test_adding_a_gpu_never_decodes_slower(advisor: Advisor, model: str, card: str, precision: str,
                                           bandwidth: float) -> None:
    off = advisor.offload
    arch = advisor.llm_models.resolve(model)
    est = estimate(arch, "inference", precision, 4096, 1)
    alone = cpu_speed(est, _at(off, bandwidth))
    with_card = off.speed(card, arch, precision, bandwidth_gb_s=bandwidth)
    assert with_card is not None
    assert with_card.tok_s >= round(alone, 2) - 0.01, (model, card, precision, bandwidth, with_card.tok_s, alone)


def test_the_fit_rejects_a_run_faster_than_its_card() -> None:
    with pytest.raises(ValueError):
        fit([Run(1e9, 100.0, 0.5, 10.0, cpu_only=False)])
    with pytest.raises(ValueError):
        fit([])


def test_the_fit_finds_a_known_law() -> None:
    """Runs made by t = R / (W x 0.8) + 10 ms are fitted back to those figures."""
    runs = [Run(r, w, c, 1 / (r / (w * 1e9 * 0.8) + 0.010 + c), cpu_only=c == 0)
            for r, w, c in [(1e9, 100.0, 0.005), (9e9, 460.0, 0.0), (14e9, 57.6, 0.0), (0.6e9, 100.0, 0.008)]]
    got = fit(runs)
    assert got.efficiency == pytest.approx(0.8, rel=0.01) and got.overhead_s == pytest.approx(0.010, abs=1e-4)
    assert got.fit_error < 0.01


@pytest.mark.parametrize(("text", "lang"), [(EPYC_R1, "en"), (EPYC_R1_ZH, "zh")])
def test_the_epyc_owner_is_told_a_card_that_is_no_slower(advisor: Advisor, text: str, lang: str) -> None:
    q = advisor.ask(text, lang=lang)
    plan = q.answer.offload
    assert plan is not None and q.read_as.ram_gb == 384
    off = advisor.offload
    arch = advisor.llm_models.resolve("DeepSeek R1")
    est = estimate(arch, "inference", q.answer.precision, 4096, 1)
    alone = cpu_speed(est, _at(off, plan.ram_bandwidth_gb_s))
    assert plan.speed.tok_s >= round(alone, 2) - 0.01
    assert bytes_per_token(est, off) > 0
    head = Renderer("en" if lang == "en" else "zh_Hans")(q.answer.shape.headline)
    assert ("Q4_K_M (an estimate" in head and "the same fit as the CPU's alone" in head) if lang == "en" else (
        "以 Q4_K_M 生成速度" in head and "同一拟合" in head), head


@pytest.mark.parametrize(("text", "lang"), [
    ("I have an 8-channel EPYC with 384 GB DDR5, which GPU should I add for DeepSeek?", "en"),
    ("I have 512GB of DDR5 RAM on a Threadripper, what GPU should I add for deepseek", "en"),
    ("我有一台8通道EPYC，384G DDR5内存，跑DeepSeek该加什么显卡？", "zh"),
    ("我有512G内存的服务器，跑deepseek应该加什么显卡", "zh"),
])
def test_bare_deepseek_with_server_ram_is_the_full_model(advisor: Advisor, text: str, lang: str) -> None:
    q = advisor.ask(text, lang=lang)
    assert q.read_as.command == "fits", q.read_as
    assert q.read_as.model is not None and q.read_as.model.params_b > 600, q.read_as.model
    assert "distill" not in q.read_as.model.name.lower()
    assert any(n.key == "ask.note.family-full" for n in q.read_as.notes), q.read_as.notes
    assert not q.missing


@pytest.mark.parametrize(("text", "lang"), [
    ("I have 32 GB of RAM, which GPU should I add for deepseek?", "en"),
    ("我有32G内存，跑deepseek应该加什么显卡", "zh"),
])
def test_bare_deepseek_with_desktop_ram_stays_the_family(advisor: Advisor, text: str, lang: str) -> None:
    q = advisor.ask(text, lang=lang)
    assert not any(n.key == "ask.note.family-full" for n in q.read_as.notes), q.read_as.notes
