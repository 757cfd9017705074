"""The words of card names, as data: what each typed word means to the name index.

Step 1 of reading a card name (:mod:`advisor.names`). These tables are the whole vocabulary the
tokenizer (:mod:`advisor.names.tokens`) and the resolver (:mod:`advisor.names.resolve`) know:
Chinese and slang words for a whole class of names (``泰坦`` = titan, ``laptop`` = mobile), filler
and board makers' words that are no part of a GPU's name, product-line prefixes a user may leave
out, and the *hard* words of the hard-token rule (``names.ti-distinct``, CN19 L25: variants,
old-style suffixes, architectures, form factors). Add a word here (CONTRIBUTING, "Add a name
alias"); no code changes.
"""

from __future__ import annotations

import re

# Multi-character words (Chinese and nicknames), replaced before tokenising.
PHRASES: tuple[tuple[str, str], ...] = (
    # a card reworked after sale with more memory (issue 29: "魔改2080ti" is the 22 GB RTX 2080 Ti,
    # data/card_variants.csv): the word its catalogue name carries
    ("魔改版", " modified "),
    ("魔改", " modified "),
    ("泰坦", " titan "),
    ("钛", " ti "),
    ("鈦", " ti "),
    ("超级", " super "),
    ("超級", " super "),
    ("笔记本", " mobile "),
    ("筆記本", " mobile "),
    ("筆電", " mobile "),
    ("移动版", " mobile "),
    ("移動版", " mobile "),
    ("移动", " mobile "),
    ("移動", " mobile "),
    ("显卡", " "),
    ("顯卡", " "),
    ("英伟达", " "),
    ("英偉達", " "),
    ("公版", " "),
    ("独显", " "),
    ("桌面版", " "),
    # a reference or board-partner card is the same GPU: "七彩虹 4090" (Colorful) is the
    # RTX 4090 (see also the tokenizer's founders pattern and FILLER)
    ("创始人版", " "),
    ("創始人版", " "),
    ("七彩虹", " "),
    ("华硕", " "),
    ("華碩", " "),
    ("微星", " "),
    ("技嘉", " "),
    ("索泰", " "),
    ("影驰", " "),
    ("影馳", " "),
    ("铭瑄", " "),
    ("銘瑄", " "),
    # board makers' product-line words, no part of a GPU's name, often typed glued to it
    # ("PNY XLR8GeForce RTX 5070", "EVGA XC3Gaming RX6750 XT"): removed like the makers' own names
    ("xlr8", " "),
    ("xc3gaming", " "),
    ("xc3 gaming", " "),
    ("ftw3ultra", " "),
    ("ftw3 ultra", " "),
    ("twin edge", " "),
    ("gamerock", " "),
    # the 2024 "Super" Jetson is the Orin Nano's, the only Nano Super: "NVIDIA Jetson Nano Super 8GB" (round 13)
    ("jetson nano super", " jetson orin nano super "),
)
# Whole words rewritten after tokenising.
WORD_MAP: dict[str, str] = {
    "laptop": "mobile",
    "notebook": "mobile",
    "titanx": "titan x",
    "titanxp": "titan xp",
    "modded": "modified",
}
FILLER: frozenset[str] = frozenset(
    {"nvidia", "geforce", "graphics", "card", "cards", "gpu", "gpus", "video", "vram",
     "founders", "the",
     # reference and factory-overclocked boards, and board makers: not part of a GPU's name
     "fe", "oc", "asus", "msi", "gigabyte", "evga", "zotac", "palit", "colorful", "galax",
     "inno3d", "pny", "gainward", "sapphire", "xfx", "powercolor", "asrock", "maxsun"}
)
# Leading product-line words a user may leave out ("GeForce GTX 1080" → "1080").
PREFIXES: frozenset[str] = frozenset(
    {"gtx", "gts", "gt", "rtx", "radeon", "rx", "hd", "r5", "r7", "r9", "tesla", "quadro",
     "pro", "arc", "instinct", "firepro"}
)
# Variant words: the sets must be equal between query and candidate (names.ti-distinct).
VARIANTS: frozenset[str] = frozenset({"ti", "super", "xt", "xtx", "gre", "mobile", "maxq"})
# Old-style variant suffixes after the model number ("7900 GTX", "8800 GT"): a candidate's
# suffixes must all be typed.
SUFFIXES: frozenset[str] = frozenset(
    {"gt", "gts", "gtx", "gs", "gso", "gto", "gx", "le", "se", "ultra", "xl"}
)
UNITS = frozenset({"g", "gb", "gib", "gig", "gigs", "mb", "mib"})
# Letter runs that split off a number they are glued to (see split_alnum).
SPLIT_WORDS: frozenset[str] = (
    PREFIXES | VARIANTS | SUFFIXES | FILLER | (UNITS - {"g"}) | frozenset(WORD_MAP)
)
# Words that name a vendor's product line: a candidate from another vendor does not match.
VENDOR_WORDS: dict[str, frozenset[str]] = {
    **dict.fromkeys(("radeon", "rx", "firepro", "instinct", "amd", "ati"),
                    frozenset({"amd", "ati"})),
    **dict.fromkeys(("gtx", "rtx", "quadro", "tesla", "titan"), frozenset({"nvidia"})),
    **dict.fromkeys(("arc", "intel", "xeon"), frozenset({"intel"})),
}
ARCH_WORDS: frozenset[str] = frozenset(
    {"kepler", "maxwell", "pascal", "volta", "turing", "ampere", "ada", "hopper", "blackwell",
     "fermi", "rdna", "cdna", "gcn"}
)
# Form factors (hard tokens, like memory sizes): how a data-centre GPU is built — a PCIe card, an SXM module
# for a server baseboard (HGX/DGX), or an NVL pair. A typed one is a hard token: "h100 sxm" is
# one of the H100 SXM5 modules, never the H100 PCIe; the module's generation (sxm4, sxm5) may be
# left out. A card whose name gives none is a PCIe card ("rtx 4090 pcie" is the RTX 4090).
# Words as normalize() writes them → the form factor they name.
FORM_FACTORS: dict[str, str] = {"pcie": "pcie", "nvl": "nvl", "sxm": "sxm",
                                **{f"sxm{n}": "sxm" for n in range(2, 7)}}
SERIES_WITH_DIGITS = frozenset({"r5", "r7", "r9"})
# Board makers' product lines ("ASUS ROG Strix", "MSI Gaming X Trio", "EVGA FTW3 Ultra"): not part
# of a GPU's name. Dropped from a query unless the word is in some card's name ("ultra", "dual"),
# and a typo of one ("Utra", "Ventsu") is dropped too rather than corrected into a card word.
BOARD_WORDS: frozenset[str] = frozenset(
    {"rog", "strix", "tuf", "gaming", "trio", "ventus", "windforce", "aorus", "master", "eagle", "elite",
     "ftw", "ftw3", "xc", "xc3", "black", "amp", "airo", "twin", "edge", "gamerock", "jetstream", "xlr8",
     "verto", "epic", "nitro", "pulse", "red", "devil", "hellhound", "fighter", "speedster", "merc", "qick",
     "swft", "phantom", "challenger", "dual", "vision", "prime", "proart", "ichill", "suprim", "extreme",
     "holo", "trinity", "mech", "aero", "turbo", "blower", "white", "sakura", "hof", "neptune",
     "vulcan", "advanced", "igame", "kudan", "expert", "armor", "inspire", "shadow", "steel", "legend",
     "2x", "3x", "edition", "limited", "reference"}
)
# Board phrases whose second word would otherwise read as a card designator ("Gaming X" is not a Titan X).
BOARD_PHRASES = re.compile(
    r"\b(?:gaming|suprim|trio|speedster|merc)\s+x\b|\bnitro\s*\+|\b(?:ventus|windforce|gaming|eagle|aorus|twin)\s*[234]x\b")
# Words that only mark a card's generation or brand: a bare name without them fits every generation
# ("rtx 4000": Quadro RTX 4000, RTX A4000, RTX 4000 Ada Generation).
GENERATION_WORDS: frozenset[str] = ARCH_WORDS | {"generation", "lovelace", "quadro", "tesla", "radeon"}
WORKSTATION_NUMBER = re.compile(r"[a-z]\d{4}")  # "a4000": Ampere's letter before the number
# Apple silicon (vendor.apple): "apple m3 max", "m2 pro", "M4 Ultra", "macbook pro m3 36gb".
APPLE_CHIP = re.compile(r"m([1-9])(pro|max|ultra)?")
APPLE_TIERS = ("pro", "max", "ultra")
APPLE_WORDS = frozenset({"apple", "mac", "macbook", "imac", "mini", "studio", "silicon", "air", "chip",
                          "soc", "gpu", "cpu", "core", "cores", "unified", "memory", "mobile",
                          # "base m4 mac mini", "丐版 m4": the plain chip's machine, no other name (round 11: the
                          # console's resolve read the M4 Pro where the reader read the M4)
                          "base", "basic", "entry", "standard", "model", "version", "config", "丐版", "基础版",
                          "基礎版", "标准版", "標準版"})

# How many of one card a name asks for ("2x 1080", "1080 x2", "two 1080s", "两张1080"): the count
# words before a name (digits 1-8 are read as they are) and the unit words a count may carry.
COUNT_WORDS: dict[str, int] = {
    "one": 1, "single": 1, "a single": 1, "two": 2, "dual": 2, "twin": 2, "a pair of": 2, "pair of": 2,
    "three": 3, "triple": 3, "four": 4, "quad": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "a dozen": 12, "dozen": 12, "sixteen": 16,
    "一": 1, "单": 1, "單": 1, "两": 2, "兩": 2, "二": 2, "双": 2, "雙": 2, "三": 3, "四": 4, "五": 5, "六": 6,
    "七": 7, "八": 8, "九": 9, "十": 10, "十二": 12, "十六": 16,
}
COUNT_UNITS: tuple[str, ...] = ("x", "×", "*", "张", "張", "块", "塊", "片")
