"""The command that power-limits a card, by its maker (issue 28, break28 #17: "nvidia-smi -pl 284 on Radeon RX 7900
XTX" named NVIDIA's tool for an AMD card).

- NVIDIA: ``nvidia-smi -pl <watts>`` (NVIDIA's System Management Interface; the 80 % limit of
  :data:`advisor.thresholds.POWER_LIMIT_SHARE` was measured with it).
- AMD: ``rocm-smi --setpoweroverdrive <watts>`` (ROCm SMI, which sets the card's maximum package power in watts;
  ``data/SOURCES.md``).
- Any other maker (Intel Arc): no command is named — the maker's own power setting.

Pure.
"""

from __future__ import annotations

from .i18n import Message, Text, msg
from .models import Card


def limit_command(card: Card, watts: float) -> Message:
    """The command (or, for a maker without one here, the words) that limits ``card`` to ``watts``."""
    said = Text(value=f"{watts:.0f}")
    if card.manufacturer == "AMD":
        return msg("power.limit.amd", "rocm-smi --setpoweroverdrive {watts}", watts=said)
    if card.manufacturer == "NVIDIA":
        return msg("power.limit.nvidia", "nvidia-smi -pl {watts}", watts=said)
    return msg("power.limit.other", "its maker's power-limit setting at {watts} W", watts=said)


def limit_tool(card: Card) -> Message:
    """The tool that power-limits ``card`` (module docstring), named alone."""
    if card.manufacturer == "AMD":
        return msg("power.tool.amd", "rocm-smi --setpoweroverdrive")
    if card.manufacturer == "NVIDIA":
        return msg("power.tool.nvidia", "nvidia-smi -pl")
    return msg("power.tool.other", "its maker's power-limit setting")


def monitor_tool(card: Card | None) -> Message:
    """The tool that shows ``card``'s own draw, by its maker (fix78c: "nvidia-smi" said for a Radeon): NVIDIA's
    nvidia-smi; AMD's rocm-smi or amd-smi (ROCm's SMI tools); Intel's xpu-smi or intel_gpu_top; nvidia-smi when no
    card is known."""
    maker = card.manufacturer if card is not None else "NVIDIA"
    if maker == "AMD":
        return msg("power.monitor.amd", "rocm-smi or amd-smi")
    if maker == "Intel":
        return msg("power.monitor.intel", "xpu-smi or intel_gpu_top")
    return msg("power.monitor.nvidia", "nvidia-smi")


def limits_query(card: Card | None) -> Message:
    """The command that shows ``card``'s power limits, by its maker (as :func:`monitor_tool`): nvidia-smi -q -d
    POWER; rocm-smi --showmaxpower (ROCm SMI's maximum package power); xpu-smi stats."""
    maker = card.manufacturer if card is not None else "NVIDIA"
    if maker == "AMD":
        return msg("power.limits.amd", "rocm-smi --showmaxpower")
    if maker == "Intel":
        return msg("power.limits.intel", "xpu-smi stats")
    return msg("power.limits.nvidia", "nvidia-smi -q -d POWER")


__all__ = ["limit_command", "limit_tool", "limits_query", "monitor_tool"]
