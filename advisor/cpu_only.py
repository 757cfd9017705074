"""No GPU, only system RAM (break25 #17): "no gpu, just 64gb ram, can I run qwen3 30b a3b on cpu?",
"我没有显卡，32G内存能跑什么模型" were refused with a CLI flag ("Give your cards too (--card 3090)").

llama.cpp runs a model on the CPU alone from system RAM, and decoding is bound by memory bandwidth there as on a
GPU: each token reads the active weights once (all of a dense model's, only the routed experts a token uses and the
shared parts of an MoE). So the answer sizes the job against the RAM less the OS's share (a quarter of it, at least
3 GB and at most the 8 GB the expert-offload plans keep: ``ram_reserve_*`` of ``data/performance/moe_offload.csv``,
:meth:`advisor.offload.OffloadModel.cpu_reserve_gb`) as one device known only by its memory (:func:`cpu_card`,
like :func:`advisor.owned.vram_card`), and says the decode speed as

    tokens/s = 1 / (bytes read per token / (W_ram x e) + h)

with ``W_ram`` the RAM said (:mod:`advisor.ram_speed`), else the desktop assumption of the same table (dual-channel
DDR5-5600, 89.6 GB/s), ``e`` the fraction of that theoretical bandwidth llama.cpp reaches and ``h`` the time a token
costs the CPU beyond its reads, fitted once on the table's llama.cpp runs with and without a GPU
(:mod:`advisor.ram_fit`, fix54a: the expert-offload plans use the same two figures, so adding a card never says a
slower decode). An estimate, said with that fit's error. Pure."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cpu_fit import fitted
from .i18n import Message, Number, Quantity, msg
from .models import Card, DecodeSpeed

if TYPE_CHECKING:
    from .fits import Estimate
    from .models import OwnedRig
    from .offload import OffloadModel

CPU_CARD = "CPU only, {gb:g} GB of RAM"
"""The name of the device a question with no GPU and its RAM is sized on."""


def cpu_card(ram_gb: float, reserve_gb: float) -> Card:
    """The CPU with ``ram_gb`` of system RAM, ``reserve_gb`` of it left to the OS: no bandwidth figure, so the fit
    gives no GPU speed; :func:`cpu_speed` says the CPU's."""
    return Card(name=CPU_CARD.format(gb=ram_gb), manufacturer="unknown", line="other", dl_relevant=True,
                memory_gb=max(ram_gb - reserve_gb, 1.0))


def is_cpu(card: Card | str) -> bool:
    """Whether ``card`` (a card or its name) is :func:`cpu_card`'s device."""
    name = card if isinstance(card, str) else card.name
    return (isinstance(card, str) or card.manufacturer == "unknown") and name.startswith(CPU_CARD.split("{")[0])


def cpu_ram_gb(card: Card | str) -> float:
    """The system RAM (GB) :func:`cpu_card`'s device was made with, read back from its name."""
    name = card if isinstance(card, str) else card.name
    return float(name[len(CPU_CARD.split("{")[0]):].split(" ")[0])


def cpu_label(name: str) -> Message:
    """The CPU device as an answer names it, in the reader's language (break33 #13: "你的 CPU only, 64 GB of RAM")."""
    return msg("cpu.rig.name", "CPU (no GPU) with {ram} of RAM", ram=Quantity(value=cpu_ram_gb(name), unit="GB"))


def rig_memory(rig: OwnedRig) -> Message | Quantity:
    """The figure said beside a rig's name: its memory, or for the CPU alone what of its RAM is usable."""
    if len(rig.cards) == 1 and is_cpu(rig.cards[0].card):
        return cpu_memory(rig.cards[0].card, rig.memory_gb)
    return Quantity(value=rig.memory_gb, unit="GB")


def cpu_memory(name: str, usable_gb: float) -> Message:
    """What the CPU's figure beside its name is (break33 #13: an unexplained "(56 GB)"): the RAM a model may use."""
    return msg("cpu.rig.usable", "{usable} of it usable, {reserve} left to the system",
               usable=Quantity(value=usable_gb, unit="GB"),
               reserve=Quantity(value=round(cpu_ram_gb(name) - usable_gb, 1), unit="GB"))


def bytes_per_token(est: Estimate, offload: OffloadModel) -> float:
    """Bytes of weights one generated token reads (the routed experts it uses and everything else), as llama.cpp
    stores them at the job's precision."""
    from .offload import split

    s = split(est.arch, est.precision, offload.speeds)
    return s.ram_bytes + s.gpu_active_b * 1e9 * s.gpu_bits / 8


def cpu_speed(est: Estimate, offload: OffloadModel) -> float:
    """Decode tokens/s of ``est`` on the CPU alone (module docstring)."""
    return 1 / offload.fit.seconds(bytes_per_token(est, offload), offload.ram_bandwidth_gb_s)


def cpu_message(est: Estimate, offload: OffloadModel, ram_gb: float) -> Message:
    """What the CPU alone does with the job: where it runs, how much a token reads and how fast it decodes."""
    tok_s = cpu_speed(est, offload)
    reserve = offload.cpu_reserve_gb(ram_gb)
    from .ram_speed import offload_basis

    return msg("fits.own.cpu.speed", "With no GPU, llama.cpp runs it on the CPU from the {ram} of system RAM "
               "({reserve} of it left to the OS): each token reads about {read} of weights, so at {bandwidth} "
               "({memory}) it decodes ≈ {tok_s}, an estimate (± {error}; the CPU's share of RAM bandwidth, x "
               "{efficiency:.2f}, and its {overhead} a token beyond the reads are fitted on {rows:.0f} measured "
               "llama.cpp runs with and without a GPU). An MoE reads only its active experts, so it runs far faster "
               "on a CPU than a dense model of its size.",
               overhead=Quantity(value=round(offload.overhead_s * 1000, 1), unit="ms", digits=1),
               ram=Quantity(value=ram_gb, unit="GB"), reserve=Quantity(value=reserve, unit="GB"),
               read=Quantity(value=round(bytes_per_token(est, offload) / 1e9, 2), unit="GB"),
               bandwidth=Quantity(value=offload.ram_bandwidth_gb_s, unit="GB/s"), memory=offload_basis(offload),
               tok_s=Quantity(value=round(tok_s, 1), unit="tok/s", digits=1 if tok_s < 10 else 0),
               error=Quantity(value=round(fitted(offload).error * 100), unit="%", digits=0),
               efficiency=Number(value=fitted(offload).efficiency), rows=Number(value=fitted(offload).rows))


def cpu_decode(est: Estimate, offload: OffloadModel) -> DecodeSpeed:
    """:func:`cpu_speed` as a decode figure (what a rig's list of models says beside each)."""
    read = bytes_per_token(est, offload)
    source = msg("fits.cpu.source", "estimated: {read} of weights read per token from system RAM at {bandwidth} "
                 "(x {efficiency:.2f}, plus {overhead} a token, fitted on {rows:.0f} measured llama.cpp runs with "
                 "and without a GPU)",
                 overhead=Quantity(value=round(offload.overhead_s * 1000, 1), unit="ms", digits=1),
                 read=Quantity(value=round(read / 1e9, 2), unit="GB"),
                 bandwidth=Quantity(value=offload.ram_bandwidth_gb_s, unit="GB/s"),
                 efficiency=Number(value=fitted(offload).efficiency), rows=Number(value=fitted(offload).rows))
    return DecodeSpeed(tok_s=round(cpu_speed(est, offload), 2), kind="estimated", device="CPU", source=source,
                       bytes_per_token_gb=round(read / 1e9, 3), calibrated_on=fitted(offload).rows)


CPU_SOURCE = ("data/performance/moe_offload.csv (ram_bandwidth_gb_s; ram_reserve_share, ram_reserve_floor_gb and "
              "ram_reserve_gb: the OS's share of RAM; the measured-cpu rows' fit, advisor.cpu_fit)")
