"""The system RAM's bandwidth as the owner says it (fix47a, issues 27 and 28): its kind, speed and channels.

Decoding on a CPU, and the experts or layers an owner's card leaves in RAM, read their weights from system RAM, so
the speed follows its bandwidth. Every CPU-side estimate assumed a desktop's dual-channel DDR5-5600 (89.6 GB/s:
``ram_bandwidth_gb_s`` of ``data/performance/moe_offload.csv``); an owner of DDR4-3200 has 51.2 GB/s, one of a
12-channel EPYC several times more. So the RAM said is carried as a spec — ``DDR4-3200x2``: the kind, its speed in
MT/s and its 64-bit channels, each part optional (``DDR5x12``, ``DDR4``, ``x4``) — and its theoretical bandwidth is

    GB/s = MT/s x 8 bytes x channels / 1000

A part not said is assumed and said so: the kind's speed and channels of ``data/ram_kinds.csv`` (a standard's top
speed, a desktop's two channels, a laptop's 128-bit LPDDR bus), DDR5 when only a speed or channels is said. A named
server or workstation CPU gives its platform's kind, speed and channels (``data/cpu_memory.csv``, read by
:mod:`advisor.ask.ram_kind`). :func:`offload_at` is the offload model at that bandwidth, which the CPU-only fit, the
CPU-vs-GPU verdict and the owner's offload speed all read, so they agree. Pure but for reading the two tables.
"""

from __future__ import annotations

import copy
import csv
import re
import unicodedata
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from .errors import InvalidOption
from .i18n import ListOf, Message, MessageParam, Number, Text, msg

if TYPE_CHECKING:
    from .offload import OffloadModel

KINDS_TABLE = "ram_kinds.csv"
PLATFORMS_TABLE = "cpu_memory.csv"
BYTES_PER_CHANNEL = 8
"""A DDR channel is 64 bits wide (DDR5: two 32-bit subchannels a DIMM; LPDDR counted in 64-bit widths)."""
DEFAULT_KIND = "DDR5"
"""The kind assumed when a speed or channels are said alone (the table's desktop assumption)."""
MAX_CHANNELS = 24
"""Two sockets of twelve channels: the most a spec takes."""
SERVER_PLATFORM = "xeon-4th-gen"
"""The platform assumed for more system RAM than a desktop takes, its channels not said (fix53b): eight DDR5-4800
channels a socket (``data/cpu_memory.csv``), the same platform as the offload plan's ``server_ram_bandwidth_gb_s``
(307.2 GB/s, ``data/performance/moe_offload.csv``), so every command reads "512GB DDR5" at one bandwidth."""

_SPEC = re.compile(r"(?P<kind>(?:lp)?ddr[345]x?)?(?:-?(?P<mts>\d{3,5}))?(?:\s*[x×]\s*(?P<channels>\d{1,2}))?")


@dataclass(frozen=True)
class RamKind:
    """A kind of memory (``data/ram_kinds.csv``): its speed and channels assumed when not said."""

    kind: str
    default_mts: int
    channels: int
    source: str


@dataclass(frozen=True)
class Platform:
    """A CPU platform's memory (``data/cpu_memory.csv``): kind, speed (``None``: not in its source), channels."""

    id: str
    kind: str
    mts: int | None
    channels: int
    source: str


def _rows(name: str) -> list[dict[str, str]]:
    from .catalog import data_dir

    with (data_dir() / name).open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    for r in rows:
        if not r["source"].strip():
            raise ValueError(f"{name}: row {next(iter(r.values()))} has no source")
    return rows


@cache
def ram_kinds() -> dict[str, RamKind]:
    """The kinds of ``data/ram_kinds.csv`` by name (``DDR4``)."""
    return {r["kind"]: RamKind(r["kind"], int(r["default_mts"]), int(r["channels"]), r["source"])
            for r in _rows(KINDS_TABLE)}


@cache
def platforms() -> dict[str, Platform]:
    """The platforms of ``data/cpu_memory.csv`` by id."""
    return {r["id"]: Platform(r["id"], r["kind"], int(r["mts"]) if r["mts"] else None, int(r["channels"]),
                              r["source"]) for r in _rows(PLATFORMS_TABLE)}


def spec(kind: str | None, mts: int | None, channels: int | None) -> str | None:
    """The spec of the parts said (``DDR4-3200x2``, ``DDR5x12``, ``x4``), ``None`` when none is."""
    if kind is None and mts is None and channels is None:
        return None
    out = kind or ""
    out += f"-{mts}" if mts and kind else str(mts) if mts else ""
    return out + (f"x{channels}" if channels else "")


def read_ram_kind(value: Any, given: Any = None) -> str:
    """A RAM spec as an option takes it (``ddr4-3200x2``, ``DDR5 x12``, ``lpddr5x``) in its canonical spelling
    (``DDR4-3200x2``). Raises InvalidOption for another text, an unknown kind, a speed outside 800-12,000 MT/s or
    channels outside 1-24."""
    text = "".join(unicodedata.normalize("NFKC", str(value or "")).lower().split())
    m = _SPEC.fullmatch(text) if text else None
    kind = m.group("kind").upper() if m and m.group("kind") else None
    mts = int(m.group("mts")) if m and m.group("mts") else None
    channels = int(m.group("channels")) if m and m.group("channels") else None
    said = spec(kind, mts, channels)
    if (m is None or said is None or (kind is not None and kind not in ram_kinds())
            or (mts is not None and not 800 <= mts <= 12_000)
            or (channels is not None and not 1 <= channels <= MAX_CHANNELS)):
        raise InvalidOption(msg("error.option.ram-kind", "The RAM must be its kind, speed and channels, each part "
                                "optional: DDR4-3200x2 (DDR4 at 3200 MT/s in two channels), DDR5x12, LPDDR5X; kinds: "
                                "{kinds}.", kinds=ListOf(items=[Text(value=k) for k in ram_kinds()])))
    return said


@dataclass(frozen=True)
class RamSaid:
    """The RAM of a spec with every part filled (``assumed``: the parts not said: ``kind``, ``speed``,
    ``channels``) and its theoretical bandwidth."""

    kind: str
    mts: int
    channels: int
    assumed: tuple[str, ...]
    server: bool = False
    """Whether the channels (and a DDR5 speed) not said are a workstation or server platform's
    (:data:`SERVER_PLATFORM`), assumed for more RAM than a desktop takes."""

    @property
    def bandwidth_gb_s(self) -> float:
        """MT/s x 8 bytes x channels, in GB/s."""
        return round(self.mts * BYTES_PER_CHANNEL * self.channels / 1000, 1)


def ram_said(said: str | None, server: bool = False) -> RamSaid | None:
    """The RAM a spec says, its unsaid parts assumed (module docstring); ``None`` for no spec. With ``server`` (more
    RAM said than a desktop takes) the channels not said are :data:`SERVER_PLATFORM`'s, and so is the speed when the
    kind is that platform's or not said — also with no spec at all (fix53b: "512GB DDR5" read at two channels by one
    command and eight by another)."""
    if not said and not server:
        return None
    if not said:
        server_row = platforms()[SERVER_PLATFORM]
        return RamSaid(server_row.kind, server_row.mts or ram_kinds()[server_row.kind].default_mts,
                       server_row.channels, ("kind", "speed", "channels"), server=True)
    text = read_ram_kind(said)
    m = _SPEC.fullmatch(text.lower())
    assert m is not None
    assumed = []
    kind = m.group("kind").upper() if m.group("kind") else None
    if kind is None:
        assumed.append("kind")
    row = ram_kinds()[kind or DEFAULT_KIND]
    mts = int(m.group("mts")) if m.group("mts") else None
    if mts is None:
        assumed.append("speed")
    channels = int(m.group("channels")) if m.group("channels") else None
    if channels is None:
        assumed.append("channels")
    if server and channels is None:
        platform = platforms()[SERVER_PLATFORM]
        same = row.kind == platform.kind
        return RamSaid(row.kind, mts or (platform.mts if same and platform.mts else row.default_mts),
                       platform.channels, tuple(assumed), server=True)
    return RamSaid(row.kind, mts or row.default_mts, channels or row.channels, tuple(assumed))


_PARTS = {"kind": lambda: msg("ram.part.kind", "the kind"), "speed": lambda: msg("ram.part.speed", "the speed"),
          "channels": lambda: msg("ram.part.channels", "the channels")}


def ram_basis(said: RamSaid | None) -> Message:
    """What the bandwidth of an estimate is: the RAM said (its assumed parts named), or the desktop assumption."""
    if said is None:
        return msg("ram.basis.assumed", "dual-channel DDR5-5600 assumed; say your RAM's kind, speed and channels, "
                   "as in “DDR4-3200 dual channel”, for your own figure")
    params: dict[str, Any] = dict(kind=Text(value=said.kind), mts=Number(value=said.mts),
                                  channels=Number(value=said.channels))
    if said.server:
        return msg("ram.basis.server", "{kind}-{mts:.0f} in {channels:.0f} channels — more RAM than a desktop takes, "
                   "so a workstation or server platform's, assumed as {assumed} not said", assumed=ListOf(
                       items=[_item(_PARTS[p]()) for p in said.assumed], style="and"), **params)
    if not said.assumed:
        return msg("ram.basis.said", "{kind}-{mts:.0f} in {channels:.0f} channels, as said", **params)
    return msg("ram.basis.partly", "{kind}-{mts:.0f} in {channels:.0f} channels — {assumed} not said, so assumed",
               assumed=ListOf(items=[_item(_PARTS[p]()) for p in said.assumed], style="and"), **params)


def _item(m: Message) -> MessageParam:
    """``m`` as an item of a list parameter."""
    return MessageParam(key=m.key, params=dict(m.params))


def offload_at(offload: OffloadModel, said: str | None, ram_gb: float | None = None) -> OffloadModel:
    """``offload`` reading system RAM at the bandwidth of the RAM said (``None``: as it is, the desktop
    assumption): a copy, the shared model untouched. ``ram_gb`` (the system RAM said, GB) above the table's desktop
    maximum (``max_desktop_ram_gb``) reads it as a workstation or server platform's (:func:`ram_said`'s ``server``)."""
    ram = ram_said(said, server=ram_gb is not None and ram_gb > offload.max_ram_gb)
    if ram is None:
        return offload
    out = copy.copy(offload)
    out.ram_bandwidth_gb_s = ram.bandwidth_gb_s
    out.ram_said = ram
    return out


def offload_basis(offload: OffloadModel) -> Message:
    """:func:`ram_basis` of the RAM ``offload`` reads at."""
    return ram_basis(offload.ram_said)


def with_ram_read(done: Any, offload: OffloadModel) -> Any:
    """An owner's rig fit (:class:`advisor.models.RigFit`) whose speed reads experts or layers from the RAM said,
    saying that RAM's bandwidth after its sentence; as it is when no RAM kind was said or nothing is read from RAM."""
    if offload.ram_said is None or done.way != "offload" or done.speed is None:
        return done
    from .i18n import Quantity

    return done.model_copy(update={"message": msg(
        "owned.ram.read", "{text} Its RAM part is read at {bandwidth} ({memory}).", text=done.message,
        bandwidth=Quantity(value=offload.ram_bandwidth_gb_s, unit="GB/s"), memory=offload_basis(offload))})


@cache
def desktop_max_ram_gb() -> float:
    """The most system RAM a mainstream desktop takes (GB): ``max_desktop_ram_gb`` of
    ``data/performance/moe_offload.csv`` (AM5 and LGA1851: 4 x 64 GB), the line past which a server platform is
    assumed (:func:`ram_said`'s ``server``)."""
    rows = _rows("performance/moe_offload.csv")
    return float(next(r["value"] for r in rows if r["kind"] == "assumption" and r["id"] == "max_desktop_ram_gb"))


def server_ram_note(ram_gb: float | None, kind: str | None) -> list[Message]:
    """The read-as note of a server platform assumed for ``ram_gb`` of system RAM (more than a desktop takes) whose
    channels ``kind`` (the spec said, :func:`spec`) does not say; ``[]`` otherwise."""
    said = ram_said(kind, server=True) if ram_gb is not None and ram_gb > desktop_max_ram_gb() else None
    if said is None or not said.server:
        return []
    from .i18n import Quantity

    return [msg("ask.note.server-ram", "{ram} of RAM is more than a desktop takes ({desktop}): read as a workstation "
                "or server platform's, {kind}-{mts:.0f} in {channels:.0f} channels assumed; say yours (“8-channel "
                "DDR5-5600”, “EPYC 9654”) for your own figure.", ram=Quantity(value=ram_gb, unit="GB", digits=0),
                desktop=Quantity(value=desktop_max_ram_gb(), unit="GB", digits=0), kind=Text(value=said.kind),
                mts=Number(value=said.mts), channels=Number(value=said.channels))]
