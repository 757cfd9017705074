"""The commands that show and limit a card's power, by its maker (issue 28, break28 #17: "nvidia-smi -pl 284 on Radeon
RX 7900 XTX" named NVIDIA's tool for an AMD card; fix78c: "nvidia-smi" said for a Radeon's draw). One table a maker
(fix79d: the if/elif chains by maker that each function wrote again made one):

- NVIDIA: ``nvidia-smi`` (NVIDIA's System Management Interface; the 80 % limit of
  :data:`advisor.thresholds.POWER_LIMIT_SHARE` was measured with ``nvidia-smi -pl``).
- AMD: ``rocm-smi`` (ROCm SMI, which sets the card's maximum package power in watts, ``--setpoweroverdrive``;
  ``data/SOURCES.md``) or ``amd-smi``, the tool meant to replace it
  (https://rocm.docs.amd.com/projects/amdsmi/en/latest/how-to/amdsmi-cli-tool.html: "intended to replace and
  deprecate the existing rocm_smi CLI tool"; ``amd-smi process`` lists the processes on the GPU).
- Intel: ``xpu-smi`` (Intel XPU Manager's command line, https://intel.github.io/xpumanager/2.0/xpu-smi/overview.html:
  ``stats``, ``ps``) or ``intel_gpu_top``.
- Apple: Activity Monitor or ``powermetrics`` (macOS's own command line for CPU and GPU measurements, per process
  with ``--show-process-gpu``: https://firefox-source-docs.mozilla.org/performance/powermetrics.html); Apple silicon
  has no power-limit command.
- Any other maker: no command is named — the maker's own tool.

What lists the processes holding a card (:func:`held_by`, fix79d: an idle card's answer named nvidia-smi's P-states
for every maker): ``nvidia-smi``'s process table and Perf column; ``rocm-smi --showpids`` (its man page,
https://manpages.ubuntu.com/manpages/plucky/man1/rocm-smi.1.html) or ``amd-smi process`` ("Lists general process
information running on the specified GPU", https://manpages.debian.org/unstable/amd-smi/amd-smi.1.en.html);
``xpu-smi ps`` ("List status of processes currently using GPU resources",
https://intel.github.io/xpumanager/2.0/xpu-smi/ps.html); ``powermetrics --show-process-gpu`` (per-process GPU
measurements, the powermetrics page above) or Activity Monitor.

Pure.
"""

from __future__ import annotations

from collections.abc import Callable

from .i18n import Message, Text, msg
from .models import Card

_LIMIT_COMMAND: dict[str, Callable[[Text], Message]] = {
    "AMD": lambda said: msg("power.limit.amd", "rocm-smi --setpoweroverdrive {watts}", watts=said),
    "NVIDIA": lambda said: msg("power.limit.nvidia", "nvidia-smi -pl {watts}", watts=said),
}
"""The command that limits a card to some watts, by its maker."""
_LIMIT_TOOL = {"AMD": msg("power.tool.amd", "rocm-smi --setpoweroverdrive"), "NVIDIA": msg("power.tool.nvidia",
                                                                                         "nvidia-smi -pl")}
"""That command named alone, by maker."""
_MONITOR = {"AMD": msg("power.monitor.amd", "rocm-smi or amd-smi"),
            "Intel": msg("power.monitor.intel", "xpu-smi or intel_gpu_top"),
            "Apple": msg("power.monitor.apple", "Activity Monitor's GPU History or sudo powermetrics"),
            "NVIDIA": msg("power.monitor.nvidia", "nvidia-smi")}
"""The tool that shows a card's own draw and use, by maker."""
_LIMITS = {"AMD": msg("power.limits.amd", "rocm-smi --showmaxpower"),
           "Intel": msg("power.limits.intel", "xpu-smi stats"),
           "NVIDIA": msg("power.limits.nvidia", "nvidia-smi -q -d POWER")}
"""The command that shows a card's power limits, by maker."""
_HELD = {"AMD": msg("power.held.amd", "rocm-smi --showpids or amd-smi process lists the processes on it"),
         "Intel": msg("power.held.intel", "xpu-smi ps lists the processes on it"),
         "Apple": msg("power.held.apple", "Activity Monitor, or sudo powermetrics --samplers tasks --show-process-gpu, "
                      "shows which process uses the GPU"),
         "NVIDIA": msg("power.held.nvidia", "nvidia-smi lists the processes, and its Perf column shows P8 when truly "
                       "idle, P0 or P2 when held")}
"""What lists the processes holding a card, by maker."""


def _maker(card: Card | None, maker: str | None = None) -> str:
    """``card``'s maker; when no card is known, the ``maker`` said ("my AMD card": break48 M2), else NVIDIA (the tools
    most people have)."""
    return card.manufacturer if card is not None else maker or "NVIDIA"


def limit_command(card: Card, watts: float) -> Message:
    """The command (or, for a maker without one here, the words) that limits ``card`` to ``watts``."""
    said = Text(value=f"{watts:.0f}")
    command = _LIMIT_COMMAND.get(card.manufacturer)
    return command(said) if command is not None else msg("power.limit.other", "its maker's power-limit setting at "
                                                         "{watts} W", watts=said)


def limit_tool(card: Card) -> Message:
    """The tool that power-limits ``card`` (module docstring), named alone."""
    return _LIMIT_TOOL.get(card.manufacturer) or msg("power.tool.other", "its maker's power-limit setting")


def monitor_tool(card: Card | None, maker: str | None = None) -> Message:
    """The tool that shows ``card``'s own draw and use, by its maker (module docstring; ``maker`` the one said when no
    card is known); nvidia-smi when neither is known or the maker has none here."""
    return _MONITOR.get(_maker(card, maker), _MONITOR["NVIDIA"])


def limits_query(card: Card | None) -> Message:
    """The command that shows ``card``'s power limits, by its maker (as :func:`monitor_tool`): nvidia-smi -q -d
    POWER; rocm-smi --showmaxpower (ROCm SMI's maximum package power); xpu-smi stats."""
    return _LIMITS.get(_maker(card), _LIMITS["NVIDIA"])


def held_by(card: Card | None, maker: str | None = None) -> Message:
    """What shows the processes holding ``card``, by its maker (module docstring; ``maker`` the one said when no card
    is known); NVIDIA's when neither is known or the maker has none here."""
    return _HELD.get(_maker(card, maker), _HELD["NVIDIA"])


__all__ = ["held_by", "limit_command", "limit_tool", "limits_query", "monitor_tool"]
