"""A unified-memory machine (a Mac, a Framework Desktop, a DGX Spark) is one machine, never a pool (break30 #4: "M1 Max
32GB vs 3090 for llama 70b" answered "2 x Apple MacBook Pro 14-inch (M1 Max, 32 GB) hold it"). Cards share one PC's
PCIe bus and a layer split over it is what llama.cpp and vLLM do by default; two machines share only a network, and a
model split across them needs a tool made for it (exo, or llama.cpp's RPC back-end), each token's activations crossing
that network. So a machine is counted once: where cards are told how many of them hold a model, a machine is told it
does not, and what a split across machines takes; where a count of machines is said, it is kept and the same is
noted. NVIDIA's GB10 machines, which link two units over ConnectX, are left out. Pure.
"""

from __future__ import annotations

from .i18n import Message, msg
from .models import Card
from .wording import card_param, gb


def unpooled(card: Card) -> bool:
    """Whether ``card`` is a unified-memory machine with no CUDA link of its own (a Mac, a Ryzen AI Max machine):
    NVIDIA's GB10 machines (DGX Spark and its kin) run CUDA and link two units over ConnectX, so they are left
    out."""
    return card.is_system and not card.compute_capability


def machine_unpooled(card: Card) -> Message:
    """What ``card`` (a unified-memory machine) holds alone, and that two of them are no pooled machine."""
    return msg("several.model.machine", "{card} does not ({memory} for its GPU), and two of them are no pooled "
               "machine: a model split across machines runs only through exo or llama.cpp's RPC back-end, over the "
               "network, far slower than one machine", card=card_param(card.name),
               memory=gb(card.llm_memory_gb or card.memory_gb or 0))


__all__ = ["machine_unpooled", "unpooled"]
