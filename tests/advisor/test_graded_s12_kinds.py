"""Issue 28, the graded questions' last PARTIALs (session 12), each fixed as a kind:

* a Fermi (or older) card's owner hears the real last stack of its compute capability — plain CUDA up to CUDA 8.0 for
  Fermi, never "none" — and why simple examples run and a convolution fails (cuDNN needs 3.0+); a laptop part is told
  its GPU cannot be swapped (U06: NVS 5400M, "the simple examples run but the CIFAR-10 convolution example fails");
* a machine weighed against more GeForce cards than one PC holds, for fine-tuning: the machine is ruled out, but the
  rig is never called "worth buying" beside "scales poorly"; one server holds up to eight cards (never "it needs two
  machines"), and the middle routes follow (F19: 192 GB Mac Studio or 8 x 4090).
"""

from __future__ import annotations

import pytest

from advisor import i18n
from said import said


def _all(q) -> str:
    shape = q.answer.shape
    return " ".join(said(m) for m in [shape.headline, *(c.message for c in [*shape.decides, *shape.caveats])])


@pytest.mark.parametrize("text, card", [
    ("on my laptop with an NVS 5400M the simple examples run but the CIFAR-10 convolution example fails", "NVS 5400M"),
    ("my GTX 580 runs the cuda samples but the tensorflow convnet fails, why?", "GeForce GTX 580"),
    ("我的笔记本是NVS 5400M，简单的例子能跑，但CIFAR-10卷积例子失败", "NVS 5400M"),
])
def test_a_fermi_owner_hears_cuda_8_runs_and_cudnn_needs_3_0(advisor, text, card):
    q = advisor.ask(text)
    assert q.read_as.cards == [card] and q.read_as.own, q.read_as
    h = q.answer.shape.headline
    assert h.key == "jobs.no-stack.pre-kepler", h.key
    en = i18n.render(h.key, h.params, "en")
    assert "CUDA 8.0" in en and "cuDNN" in en and "compute capability 2." in en and "none" not in en, en
    assert "CPU" in en, en
    zh = i18n.render(h.key, h.params, "zh_Hans")
    assert "CUDA 8.0" in zh and "cuDNN" in zh and "无（" not in zh, zh


def test_no_pre_kepler_row_says_no_stack_ever_ran():
    """Every support row before Kepler names the CUDA that last ran the card (a CUDA version, never "none")."""
    from product import advisor as loaded

    adv = loaded()
    for row in adv.catalog.software_support:
        if float(row["max_cc"]) < 3.0:
            assert row["last_stack"].startswith("CUDA "), row
            assert "cuDNN" in row["last_stack"], row


def test_a_laptop_part_nothing_current_runs_is_told_its_gpu_cannot_be_swapped(advisor):
    q = advisor.ask("on my laptop with an NVS 5400M the simple examples run but the CIFAR-10 convolution example fails")
    out = _all(q)
    assert "cannot be swapped" in out and "desktop card or another laptop" in out, out
    desktop = advisor.ask("my GTX 580 runs the cuda samples but the tensorflow convnet fails, why?")
    assert "cannot be swapped" not in _all(desktop)


@pytest.mark.parametrize("text", ["有人在Mac Studio上微调过吗？192G的Mac Studio和8张4090比哪个划算？",
                                  "192GB mac studio or 8x 4090 for fine-tuning, which is worth it?",
                                  "m3 ultra mac studio or 6x 3090 for lora training, which is worth it?"])
def test_a_big_rig_is_never_worth_buying_beside_scales_poorly(advisor, text):
    q = advisor.ask(text)
    shape = q.answer.shape
    keys = [shape.headline.key, *(c.message.key for c in shape.decides)]
    assert "ask.worth.trains" not in keys and "ask.worth.trains.rig" in keys, keys
    assert "ask.rig.big.server" in keys and "ask.rig.middle" in keys, keys
    for lang in ("en", "zh_Hans", "zh_Hant"):
        out = " ".join(i18n.render(c.message.key, c.message.params, lang) for c in shape.decides)
        assert "worth buying" not in out and "值得买的是" not in out and "值得買的是" not in out, out
        assert "past two" not in out and "超过两张卡" not in out, out
    server = next(c for c in shape.decides if c.message.key == "ask.rig.big.server")
    en = i18n.render(server.message.key, server.message.params, "en")
    assert "-card server" in en and "scales poorly" in en and "NVLink" in en, en


def test_a_rig_over_one_server_still_needs_machines(advisor):
    q = advisor.ask("16x 4090 vs a dgx b200 for fine-tuning?")
    keys = [c.message.key for c in (q.answer.shape.decides if q.answer and q.answer.shape else [])]
    assert "ask.rig.big.server" not in keys, keys
