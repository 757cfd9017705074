"""Typed spans of a question, read before any card name (issue 27): system RAM, the GPU memory
stated, context length, batch size, quant levels, counts of GPUs, laptops and owners. Pure: no I/O.

Each finder locates a span with a pattern and reads its value with the parameter kind's one
reader (:mod:`advisor.kinds`: :func:`~advisor.kinds.read_ram`, :func:`~advisor.kinds.read_context`,
:func:`~advisor.kinds.read_batch`, :func:`~advisor.kinds.read_memory`,
:func:`~advisor.kinds.read_precision`, :func:`~advisor.kinds.count_said`), so a span means what the
same text typed as an option means. A span read is blanked out of the text (replaced by spaces of
the same length, so later positions hold) and can never be read again as a card: "2x" is a count,
never the AGP card "XPert XL AGP 2X"; "int4" a precision, never the "Playstation 4"; "96GB DDR5"
system RAM, never a budget.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

from ..errors import AdvisorError
from ..kinds import count_said, read_batch, read_memory, read_precision, read_ram, read_users
from ..thresholds import USABLE_DECODE_TOK_S
from .budget_word import WORD_BEFORE
from .cn_count_cues import _CN_PAIR, _CN_TENS, _CN_VAGUE, _SINGLE_OR_MANY
from .context_said import context_said
from .count_after import counts_card_before
from .dynamic_level import base_level
from .gate import opened
from .image_sizes import DIMENSIONS as _DIMENSIONS
from .memory_total import per_card
from .need_over import over_floor
from .people import PEOPLE, blank_people, en_number
from .picture_count import counts_pictures
from .ram_labels import ram_labelled
from .ram_more import more_ram
from .room_said import blank_room
from .soc_chips import EACH_VRAM
from .speed_buyer import BUYING_ASKED, BUYING_SAID, buyer_run_blanked
from .vocabulary import Vocabulary

# "16 GBS Of ram" (round 11); never a bandwidth ("273 GB/s", reader31)
# (reader55) an "x" glued after the unit counts the cards ("两张P4000显卡(8Gx2)", "(24gbx2)"): the unit still ends there
_GB = r"(?:gbs?|gib|g|gigs?|gigabytes?)(?!(?!x[2-9](?!\d))[a-z])(?!\s*/\s*s(?![a-z]))"
_NUM = r"(\d+(?:\.\d+)?)"
# --- system RAM: "64GB RAM", "256GB DRAM", "64 GB of DDR4 RAM", "96GB DDR5", "DDR4 64GB", "内存64GB", "64G内存",
# "256G D4内存"
# the RAM's channels said between its size and its kind ("32gb dual channel ddr4", "64 gb of quad-channel ddr4": fix47a)
_CHANNELS = r"(?:(?:single|dual|quad|octa|eight|twelve|\d{1,2})[\s-]*channels?\s+)?"
_RAM = [re.compile(p) for p in (
    # the RAM a load takes, then the whole: "eating about 12gb RAM as well, out of my 32gb available" (the whole is the
    # RAM; never the card's memory, reader31)
    rf"(?<![\d.])\d+(?:\.\d+)?\s*{_GB}\s*(?:of\s+)?(?:system\s+)?(?<!v)d?ram(?![a-z])[^.;!?]{{0,40}}?"
    rf"out\s+of\s+(?:my|the|a|an|our)?\s*(?:total\s+(?:of\s+)?)?{_NUM}\s*{_GB}",
    # the RAM word first, then the load and the whole: "my ram is at around 118gb out of 128gb", "RAM usage 30/64 GB"
    # (the whole is the RAM; never a card's memory, reader35)
    rf"(?<![a-z])(?<!v)d?ram(?![a-z])(?:\s+usage)?\s*(?:is|was|sits|stays|goes|went|hits?|at|:)?[^.;!?\d]{{0,24}}"
    rf"(?<![\d.])\d+(?:\.\d+)?\s*(?:{_GB})?\s*(?:out\s+of|of|/)\s*(?:my|the|a|an)?\s*(?:total\s+(?:of\s+)?)?{_NUM}\s*{_GB}",
    rf"(?<![\d.]){_NUM}\s*{_GB}\s*(?:of\s+)?{_CHANNELS}(?:(?:ddr|lpddr|d)\d\w*\s*)?(?:system\s+|cpu\s+|host\s+)?"
    rf"(?:(?<!v)d?ram|memory\s+ram)(?![a-z])"
    r"(?!s?\s+(?:of\s+)?(?:the\s+)?gpus?(?![a-z])(?!\s*(?:is|are|was|:|=|-)))"  # never "8G RAMs GPU": the card's
    # never "GPU: rtx 3060 TI 8GB RAM: 16 gb": a RAM word with its own label's colon heads the size after it, the size
    # before it is the previous field's (reader54, E1059)
    rf"(?!\s*[:：=]\s*\d+(?:\.\d+)?\s*{_GB})",
    # a RAM size with no unit, one a machine is sold with, right before "RAM": "32 RAM", "64 ram" (round 10)
    r"(?<![\d.])(8|16|32|48|64|96|128|192|256)\s+(?:of\s+)?(?:system\s+|host\s+)?ram(?![a-z])",
    rf"(?<![\d.]){_NUM}\s*{_GB}\s*(?:of\s+)?{_CHANNELS}(?:ddr|lpddr)\d\w*(?![a-z])",
    # the kind first, its speed or channels, then the size: "DDR4-3200 quad channel 256GB" (review22 #4)
    r"(?<![a-z])(?:lp)?ddr\d[a-z0-9]*(?:[\s-]*(?:\d{4,5}|cpu)\s*(?:mt/s|mts|mhz)?)?[\s,]*(?:(?:single|dual|quad|octa|eight|twelve|"
    rf"\d{{1,2}})[\s-]*channels?)?[\s,]+{_NUM}\s*{_GB}(?!\s*(?:of\s+)?(?:vram|gddr|显存|顯存))",
    rf"(?<![\d.]){_NUM}\s*{_GB}\s*(?:of\s+)?(?:cpu|system|physical|host)\s+memory",  # "32GB of physical memory"
    # a size with a RAM kit's speed and CAS latency: "32GB 6000CL40", "64gb 6400 cl32", "32gb 3200mhz cl16" (reader47)
    rf"(?<![\d.]){_NUM}\s*{_GB}\s*(?:(?:lp)?ddr\d\s*-?\s*)?\d{{4}}\s*(?:mt/s|mts|mhz)?\s*[-_/]?\s*c(?:l|as)\s?\d{{2}}(?![\d])",
    # "kernel - 6.2.0 mem-125G", "ubuntu22.04, mem: 64G": an environment line's memory, said after its system (reader52)
    rf"(?:kernel|ubuntu|centos|debian|linux|xeon|epyc|cpu)[^;?!\n]{{0,40}}?(?<![a-z])mem\s*[-:=]\s*{_NUM}\s*{_GB}",
    # "RAM - 8GB", "(GPU - 2GB; RAM - 8GB)": the dash of a spec list too (round 13)
    rf"(?<![a-z])(?:ddr\d[a-z0-9]*|(?<!v)d?ram|(?:system|cpu|physical|host)\s+memory)\s*(?:of|is|:|-|=)?\s*{_NUM}\s*{_GB}",
    # "64G内存"; never "16G 内存64G", where the word heads the number after it (the 16G is the card's, round 11)
    rf"(?<![\d.]){_NUM}\s*{_GB}\s*(?:的)?\s*(?:d\d\s*)?(?:ddr\d\s*)?(?:运行内存|運行內存|内存|內存|記憶體)"
    rf"(?!\s*(?:只有|仅有|僅有|才|有|是|为|為|:|：)?\s*{_NUM}\s*{_GB})(?!\s*的\s*(?:gpu|显卡|顯卡|卡|graphics))",
    rf"(?:运行内存|運行內存|内存|內存|記憶體)\s*(?:只有|仅有|僅有|才|有|是|为|為|:|：)?\s*{_NUM}\s*{_GB}",
    # the total after a RAM line's sticks ("内存：DDR4 RECC 32G 2666HZ服务器内存条(总128G)"): the whole RAM (reader34)
    rf"(?:内存|內存)[^。；;\n]{{0,48}}?(?:[(（]|\s)\s*(?:总|總|共计|共計|一共|合计|合計|total)\s*(?:是|为|為|:|：)?\s*{_NUM}\s*{_GB}",
    rf"(?:\band|\+|,)\s+{_NUM}\s*{_GB}\s*(?:of\s+)?memory(?!\s*(?:each|per))",  # "8 * 4090 and 256G memory"
    # a spec list, the size alone right after the CPU: "laptop with i7 (10th generation), 16GB, RTX 2070"
    rf"(?:(?<![a-z])(?:i[3579]|ryzen|xeon|core|cpu)(?![a-z])[^,;，、\n]{{0,40}}|ghz)\s*[,，、]\s*{_NUM}\s*{_GB}"
    rf"(?=\s*(?:[,;，、+?？]|and\s|$))",
    # a spec list with no commas, the size right after the CPU and before the card: "i7 13700KF 64G nvidia P4000"
    rf"(?<![a-z])cpu\s+{_NUM}\s*{_GB}(?=\s*(?:nvidia|geforce|rtx|gtx|quadro|tesla|amd|radeon|rx|intel|arc)(?![a-z]))",
    # the size written before the CPU in a spec list, after no card's number: "8G 11400H", ", 16gb i7-12700k" (round 11;
    # "rtx3050 4g i5" keeps the 4g as the card's; the reader has written a CPU's name "cpu" by then)
    rf"(?:(?<=^)|(?<=[^\w\s])|(?<=[^\w\s]\s)|(?<=[a-z]\s)){_NUM}\s*{_GB}\s+(?:of\s+)?(?=(?:intel\s+|amd\s+)?"
    r"(?:core\s+)?(?:cpu(?![a-z])|i[3579][- ]?\d{4,5}[a-z]{0,2}|\d{4,5}(?:hx|hk|hs|h|kf|k|f)(?![a-z])|"
    r"ryzen\s*[3579]?\s*\d{4}|xeon|e5[- ]?\d{4}))",
    # the RAM an upgrade brings it to: "升级内存到96G", "内存加到64G", "upgrade my RAM to 96GB" (round 14)
    rf"(?:(?:升级|升級|加|扩|擴)(?:一下)?\s*(?:运行内存|運行內存|内存|內存)|(?:运行内存|運行內存|内存|內存)\s*(?:升级|升級|加|扩|擴)"
    rf"(?:一下)?|upgrad(?:e|ing)\s+(?:my\s+|the\s+)?(?:system\s+)?ram)\s*(?:到|至|to)\s*{_NUM}\s*{_GB}",
)]
# --- GPU memory stated: "8GB VRAM", "4 gigs of VRAM", "24G GPU", "显存8G", "8G显存", "48G的显卡", "(24GB each)"
_VRAM = [re.compile(p) for p in (
    # "only have about 1 GB of VRAM left": what a load leaves free, no card's memory (round 13)
    rf"(?<![\d.]){_NUM}\s*{_GB}\s*(?:of\s+)?(?:的\s*)?(?:vram|gpu\s+memory|video\s+memory|gddr\d[a-z0-9]*|显存|顯存)"
    r"(?!\s+(?:left|free|remaining|to\s+spare)(?![a-z]))",
    # "显存比较小，只有32G", "my vram is small, only 12gb": a word of smallness and a comma between the memory's word
    # and its size (reader47)
    # "if the VRAM size is below 24G, for example 12G, can it train the model?": the example said is the memory asked
    # about, the bound only its range (reader52)
    rf"(?:vram|gpu\s+memory|显存|顯存)(?:\s+(?:size|capacity))?\s+(?:is\s+)?(?:below|under|less\s+than|smaller\s+than|"
    rf"lower\s+than)\s+\d+(?:\.\d+)?\s*{_GB}\s*,?\s*(?:for\s+example|for\s+instance|e\.g\.?|say|like|such\s+as)\s*[,:]?\s*"
    rf"{_NUM}\s*{_GB}",
    rf"(?:显存|顯存)\s*(?:小于|小於|低于|低於|不到|少于|少於|在)\s*\d+(?:\.\d+)?\s*{_GB}\s*(?:以下)?\s*,?\s*"
    rf"(?:比如|例如|譬如|像)\s*(?:说|說)?\s*{_NUM}\s*{_GB}",  # "显存小于24G，比如12G"
    # "the VRAM size is 12G" (reader52): the memory's word with its size's
    rf"(?:vram|显存|顯存)(?:\s+(?:size|capacity))?\s*(?:(?:is|was)\s+(?:(?:very|quite|too|pretty|so)\s+)?(?:small|limited|low|tight)|"
    rf"(?:比较|比較|太|较|較|有点|有點)?(?:小|少)|不大|有限|不够|不夠)?\s*[，,]?\s*"
    rf"(?:of|is|only|只有|为|為|是|:|：)?\s*(?:only\s+)?{_NUM}\s*{_GB}",
    # "24G单卡", "12G双卡": a card's memory with its count word before the card's (break49 #1)
    rf"(?<![\d.]){_NUM}\s*{_GB}\s*(?:的)?\s*(?:单|單|双|雙)?\s*(?:gpus?|graphics\s+cards?|cards?|显卡|顯卡|卡)(?![a-z])",
    rf"(?<![\d.]){_NUM}\s*{_GB}\s*(?:each|apiece|per\s+card|every\s+card|每张|每張)",
    # "一台4GB内存的GPU", "8g内存的显卡": the memory written before the card's word with 内存 (reader36)
    rf"(?<![\d.]){_NUM}\s*{_GB}\s*(?:内存|內存|memory)\s*的\s*(?:gpu|显卡|顯卡|卡|graphics)",
    # the memory a tool is asked to work in, at the question's end: "LoRA trainer support 24G ?", "does it run on
    # 12GB?", "will it fit in 16gb" (reader35)
    rf"(?<![a-z])(?:supports?|run\s+on|runs\s+on|work\s+on|works\s+on|fit\s+(?:in|on|into)|fits\s+(?:in|on|into))\s+"
    rf"(?:a\s+|an\s+|only\s+|just\s+)?{_NUM}\s*{_GB}(?:\s*(?:vram|gpus?|cards?))?\s*[?？.!]*\s*$",
    # a size with no unit right after a card's word and before "memory" ("the 4060 GPU 16 memory"): the card's GB,
    # one it is sold with (reader33)
    r"(?:gpu|card)\s+(4|6|8|10|11|12|16|20|24|32|48|96)\s+(?:of\s+)?(?:memory|vram)(?![a-z])",
    # "nvidia gpu with at least 64gb memory": a GPU's memory said after the GPU (break28 #19)
    "(?:" + "|".join(f"(?<={w} with {a})" for w in ("gpu", "gpus", "card", "cards") for a in ("", "at least ")) + ")"
    rf"{_NUM}\s*{_GB}\s*(?:of\s+)?(?:memory|ram)?(?![a-z])",
    # "3060*12g*2": the card, its memory, then the count (round 11)
    rf"(?<![\d.])\d{{3,5}}\s*[*×x]\s*{_NUM}\s*{_GB}(?=\s*[*×x]\s*\d)",
    # "RTX 3090 GPU (24GB)", "GPU-12GB", "4 Tesla K80 gpus (12GB)"
    rf"(?<![a-z])(?:gpus?|cards?|显卡|顯卡)\s*[(（-]?\s*{_NUM}\s*{_GB}",
    # "每张卡40G", "每卡24G", "单卡24G", "单张是32G" (reader52): each card's memory, no card named
    rf"(?:每张卡|每張卡|每块卡|每塊卡|每张|每張|每个|每個|每块|每塊|每卡|单卡|單卡|单张卡|單張卡|单张|單張|单块|單塊)\s*(?:都|有|是|为|為)?\s*{_NUM}\s*{_GB}(?![a-z\d])",
    # "在24G上运行", "用16G跑": the memory run on, no card named
    rf"(?:在|用)\s*{_NUM}\s*{_GB}\s*(?:的)?\s*(?:显存|顯存|显卡|顯卡|卡)?\s*(?:上|下)?\s*"
    rf"(?:运行|運行|跑|部署|训练|訓練|推理|微调|微調)",
    # "an error about the gpu memory even it's 6gb", "the memory is only 11GB" (a card's size: up to 48 GB)
    rf"gpu\s+memory[^.,;!?]{{0,16}}?(?<![\d.])([1-9]|[1-3]\d|4[0-8])\s*{_GB}",
    rf"(?<![a-z])the\s+memory\s+is\s+(?:only\s+|just\s+)?([1-9]|[1-3]\d|4[0-8])\s*{_GB}",
    rf"(?<![\d.]){_NUM}\s*{_GB}\s*(?:total\s+)?vram",
    # "lora on 12gb?", "can i run it with only 8gb": the memory run on, said last with no card (newuser13 #5; a card's
    # size, so no "on 500gb?" of data)
    rf"(?<![a-z])(?:on|with)\s+(?:a\s+|an\s+|only\s+|just\s+)?(\d{{1,2}}(?:\.\d+)?)\s*{_GB}(?=\s*(?:[?？.!,;]|$))",
    rf"(?:modified|modded)\s+(?:to\s+)?{_NUM}\s*{_GB}",
    # a maker's name with the memory and no model number: "Radeon 4Gb", "an nvidia 6gb", "AMD 8GB" (round 10)
    rf"(?<![a-z])(?:radeon|nvidia|geforce|amd)\s+{_NUM}\s*{_GB}(?!\s*(?:of\s+)?(?:system\s+|host\s+)?(?:ram|ddr|内存))",
    rf"(?<![\d.])\d\s*(?:卡|张卡|張卡)\s*[(（]?\s*{_NUM}\s*{_GB}(?![a-z\d])",  # "4卡（32G）": each card's memory
    # "we have 8x 40G", "我们这里有8x40G": the cards had, counted by their size alone (mend55a; never RAM sticks)
    rf"(?:(?<![a-z])(?:have|has|got|own)\s+|有\s*)(?:[2-9]|1[0-6])\s*[x×*]\s*{_NUM}\s*{_GB}(?![a-z\d])"
    rf"(?!\s*(?:of\s+)?(?:system\s+)?(?:ram|(?:lp)?ddr|内存|內存|ssd|hdd|nvme|disk|storage))",
    # "2张24G训的动吗", "两块16G": each counted card's memory, no card named (a card's own memory goes with it)
    rf"(?<![\d.])(?:\d|[两兩二三四五六七八])\s*(?:张|張|块|塊)\s*{_NUM}\s*{_GB}(?![a-z\d])"
    rf"(?!\s*(?:的)?\s*(?:rtx|gtx|[a-z]{{0,2}}\d))",
    # "两张24 3090", "三张24 3090": each counted card's memory written bare before its number (a size cards are sold in)
    r"(?<![\d.])(?:\d|[两兩二三四五六七八])\s*(?:张|張|块|塊)\s*(8|10|11|12|16|20|22|24|32|40|48|80)\s+"
    r"(?=(?:rtx\s*|gtx\s*)?\d{4}(?!\d))",
    # "RTX 4070 TI, 12GB:", "gtx 1660 super, 6gb": a card's memory after a comma right after its name (never the RAM
    # or the disk of a spec list: "3060, 16gb ram", "4060, 512gb ssd"; reader31)
    rf"(?<![a-z])(?:rtx|gtx|rx|arc)\s*[a-z]?\d{{3,4}}(?:\s*(?:ti|super|xtx|xt))*\s*,\s*{_NUM}\s*{_GB}"
    rf"(?!\s*(?:of\s+)?(?:(?:lp)?ddr\d|ram|ssd|hdd|nvme|storage|disk|system|cpu|unified|内存))",
    # "6gb laptop", "a 4gb gaming laptop", "16g游戏本": a laptop said by its GPU memory
    rf"(?<![\d.]){_NUM}\s*{_GB}\s*(?:vram\s+)?(?:gaming\s+)?(?:laptop|notebook|游戏本|遊戲本|笔记本|筆記本)",
    rf"(?:fit|fits|run|runs|work|works|fitting|running)\s+(?:in|on|into|within)\s+(?:a\s+)?{_NUM}\s*{_GB}",
    rf"(?<![a-z])(?:with|has|have|got)\s+(?:only\s+|just\s+)?{_NUM}\s*{_GB}"
    rf"(?!\s*(?:of\s+)?(?:(?:ddr|lpddr)\d|ram|system|cpu|内存|unified))",
    # "can 16G run this?", "would 12gb work": the memory asked about as the subject of running
    rf"(?<![a-z])(?:can|could|would|will|does|do)\s+(?:an?\s+)?{_NUM}\s*{_GB}\s*(?:of\s+)?(?:vram\s+)?"
    rf"(?:run|work|handle|do|fit|be\s+enough)(?![a-z])",
    # "16G可以吗", "12g行吗": the memory asked about in Chinese
    rf"(?<![\d.]){_NUM}\s*{_GB}\s*(?:的)?\s*(?:显存|顯存)?\s*(?:可以|行吗|行嗎|行不行|能行|能跑|能用|能不能)",
    # "is 24 GB enough?", "would 16gb suffice", "8G够吗": the memory asked about (system RAM was read before)
    rf"(?<![\d.]){_NUM}\s*{_GB}\s*(?:be\s+|is\s+)?(?:enough|sufficient|suffice|够|夠)",
    # "8GB报错内存不足", "12G跑不动": the memory that ran out
    rf"(?<![\d.]){_NUM}\s*{_GB}\s*(?:就|都|也|还|還)?\s*(?:报错|報錯|爆显存|爆顯存|爆了|跑不|oom|out\s+of\s+memory)",
    # "GPU out of memory issue 6gb:", "OOM on 8gb", "显存不足 6G": the memory that ran out, said after (a card's size)
    rf"(?<![a-z])(?:out\s+of\s+memory|oom|显存不足|顯存不足|显存不够|顯存不夠)\s*(?:issues?|errors?|problems?)?\s*"
    rf"(?:on|with|at|in)?\s*(?:an?\s+|my\s+)?([1-9]|[1-3]\d|4[0-8])\s*{_GB}(?![a-z\d])",
)]
_VRAM += EACH_VRAM  # "各16G", "each memory is 32GB", "the GPU can use up to 90GB" (reader39)
_VRAM += [re.compile(p) for p in (  # (reader43) "I run with 8G RAMs GPU": the GPU's memory called RAM; "L40s 48 VRAM":
    rf"(?<![\d.]){_NUM}\s*{_GB}\s*(?:of\s+)?rams?\s+(?:of\s+)?(?:the\s+)?gpus?(?![a-z])(?!\s*(?:is|are|was|:|=|-))",
    r"(?<![\d.,])(4|6|8|10|11|12|16|20|22|24|32|40|48|80|96)\s+(?:of\s+)?vram(?![a-z])",
    rf"(?<![\d.]){_NUM}\s*{_GB}\s+oc(?![a-z])")]  # "RTX 3060 VENTUS 2X 12G OC": a board's memory in its product name
# a memory said as what a job needs ("需要40G显存才能运行", "it requires 24GB of VRAM"): no card's memory stated
_NEEDED = re.compile(r"(?:需要|要求|至少|最低|(?:说|說|写|寫|称|稱)\s*(?:要|需)|"  # "readme说要40G显存" (reader43)
                     # "推理必须是80G卡吗", "只支持80G的显卡": a need asked (fix79d)
                     r"(?:必须|必須|必需|非得|只支持|只能用?)\s*(?:是|用|有|要|在)?|"
                     r"must\s+(?:be|have|use)(?:\s+an?)?|"
                     r"(?:needs?|requires?)(?:\s+an?)?|required|requirement\s+(?:is|of)|at\s+least|"
                     r"minimum(?:\s+of)?)\s*(?:about\s+|around\s+|~|约|約|大约|大約)?\s*$")
# --- the whole memory, where a part of it is said first: "14gb of vram out of my 24gb", "14/24 GB", "用了14G，总共24G"
_VRAM_TOTAL = [re.compile(p) for p in (
    rf"(?<![a-z])out\s+of\s+(?:my|the|a|an|our)?\s*(?:total\s+(?:of\s+)?)?{_NUM}\s*{_GB}",
    rf"(?<![\d.])\d+(?:\.\d+)?\s*(?:{_GB})?\s*/\s*{_NUM}\s*{_GB}",
    # (never a model's or its files' size: "模型总共27gb", "权重一共60G" — reader40b)
    rf"(?<!模型)(?<!模型\s)(?<!文件)(?<!权重)(?<!權重)(?<!大小)(?:总共|總共|一共|总|總)\s*(?:显存|顯存)?\s*{_NUM}\s*{_GB}",
)]
# speeds and sizes on disk that are no card, count or budget: "10 t/s", "11 tok/sec", "17GB on disk"
_DATA_TOKENS = re.compile(r"(?<![\w.])\d+(?:\.\d+)?\s*[mbt]\s+(?:training\s+)?tokens(?![a-z/])")
"""An amount of training data in tokens ("on 10b tokens", "2t tokens"): blanked, never read as a model's size."""
# (a range too: "11-12 tokens/sec", "5~6 t/s", whose bottom is no budget)
# a card named as its laptop version by "mobile" ("a 4G RTX 3050 mobile", "4060 mobile"): a laptop said, as "laptop"
# says it (never a phone: a card's number comes first)
_CARD_MOBILE = re.compile(r"(?<![a-z\d])(?:rtx|gtx|rx|mx)?\s?\d{3,4}\s?(?:ti|super|xt)?\s+mobile(?![a-z])")
# "notebook with a 4070", "a gaming notebook": a laptop said by its other name (break20 #6) — never a notebook that is a
# service's or a program's ("colab notebook", "free notebooks", "jupyter notebook": the starter's words)
_NOTEBOOK = re.compile(r"(?<![a-z])notebooks?(?![a-z])")
_NOTEBOOK_SERVICE = re.compile(r"(?<![a-z])(?:colab|kaggle|jupyter|ipython|python|free|google|cloud|sagemaker|"
                               r"databricks|paperspace|lightning|online|hosted|web|notebook)\s*(?:pro\s*)?$")
# ... said as a machine had or bought ("a notebook", "my new notebook", "gaming notebook") or with its card after it
# ("notebook with a 4070", "notebook rtx 4060"); "the unsloth notebooks" are programs
_NOTEBOOK_BOUGHT = re.compile(r"(?:^|(?<![a-z])(?:a|an|my|new|gaming|this|that|cheap|used|which|buy|get|one))\s*$")
_NOTEBOOK_CARD = re.compile(r"\s*(?:with|w/|having|gpu|card|rtx|gtx|rx|\d{4})(?![a-z])")
_SPEED = re.compile(r"(?<![\w.])(?:\d+(?:\.\d+)?\s*[-~]\s*)?\d+(?:\.\d+)?\s*"
                    r"(?:t/s|tok/s(?:ec)?|tokens?/s(?:ec)?|tps|it/s|tflops?)(?![a-z])")
# --- a speed wanted: "at least 20 tok/s", "how can I get 300 tokens per second", "5 tokens/s or more", "要2 token每秒",
# "每秒10 token以上" — a speed said with no such word is one measured ("gets 11 tok/sec": advisor.ask.measured)
_TPS_UNIT = r"(?:t/s|tk/s|tok/s(?:ec)?|tokens?\s*(?:/|per)\s*s(?:ec(?:ond)?)?|tps)(?![a-z])"
_TPS = [re.compile(p) for p in (
    rf"(?<![a-z0-9_.])(\d+(?:\.\d+)?)\s*(?:个|個)?\s*(?:{_TPS_UNIT}|(?:tokens?|toks?|t)\s*(?:每秒|/秒))",
    r"每秒(?:钟|鐘)?\s*(?:要|能|有|至少|达到|達到|生成|输出|輸出)?\s*(\d+(?:\.\d+)?)\s*(?:个|個)?\s*(?:tokens?|toks?|t)(?![a-z])",
)]
_TPS_WANTED_BEFORE = re.compile(
    r"(?:at\s+least|minimum|min\.?|need|needs|want|wanted|wants|reach|achieve|target|targeting|aim\s+for|hit|hoping\s+for|"
    r"(?:to|can\s+i|could\s+i|i\s+want\s+to)\s+get|require[sd]?|>=?|要|至少|达到|達到|需要|想要|希望|能到|最低|起码|起碼|要求|"
    r"超过|超過|不低于|不低於)\s*(?:of\s+|at\s+)?(?:about\s+|around\s+|roughly\s+|~|有|在)?\s*$")
_TPS_WANTED_AFTER = re.compile(r"\s*(?:or\s+(?:more|better|faster|above)|\+|以上|起|或更(?:高|快|多))")
_TPS_WANTED_AT = re.compile(r"(?:want|need|like|hoping|hope|expect|"
                            r"(?<![a-z])(?:to|can\s+i|could\s+i|will\s+it|would\s+it)\s+run)"
                            r"[^.?!,;]{0,60}?(?<![a-z])at\s*$")
# ("how to run llama 3 70b at 20 tok/s", "cheapest way to run it at 20 tok/s": a speed to run it at, issue 28)
_TPS_READING = re.compile(r"(?:faster|quicker)\s+than\s+(?:i\s+can\s+|one\s+can\s+|you\s+can\s+)?read(?:ing)?|"
                          r"(?:at|above|over|beyond)\s+(?:human\s+)?reading\s+speed|比(?:我|人)?(?:的)?(?:阅读|閱讀)(?:速度)?"
                          r"(?:还|還|更)?快|(?:超过|超過|达到|達到)?(?:人的)?(?:阅读|閱讀)速度")
"""A speed said as reading speed ("faster than reading speed", "faster than I can read", "比阅读速度快"): the usable
decode speed for chat (:data:`advisor.thresholds.USABLE_DECODE_TOK_S`, "around or above reading speed")."""
# a buyer's question (a budget, "which gpu", "买") with no word of owning or measuring: a speed said in it is the
# one wanted
# ("under $2000 for qwen3 32b at 30 tok/s", "预算2万跑70b，每秒30个token"); "my 3060 runs 13b at 2 tok/s" is measured
_TPS_BUYING = re.compile(r"[$€£¥]|预算|預算|budget|under\s*\d|cheapest|cheaper|least\s+expensive|最便宜|最省钱|最省錢|"
                         r"(?:which|what|best|recommend)\s+(?:\w+\s+)?(?:gpus?|cards?)|(?<![a-z])buy|买|買|推荐|推薦")
# a speed asked about is one wanted when the clause it sits in is the question ("a100 80gb, 40 tokens per second on
# llama 70b?", "can a 3090 do 30 tok/s on qwen 32b", "每秒40个token吗") and says nothing of what happened or
# happens: "GPTQ works at 2048 with 11 tok/sec, can I run 4096 context?" asks after a clause that measured it, "P40s
# are slow: 13B at 2.5 tokens/s. Are they worth it?" after a sentence that did (fix29a; the sentence judging it, "is
# 5 tok/s normal?", "how to speed up 8 tok/s?", says it was had)
_TPS_CLAUSE_END = re.compile(r"[,，、：;；!！?？。\n]|:(?![a-z0-9])|\.(?!\d)")
_TPS_SENTENCE_END = re.compile(r"[!！?？。\n]|\.(?!\d)")  # a dot between digits ("2.5 tok/s") ends nothing
_TPS_ASKED = re.compile(r"[?？]|(?<![a-z])(?:can|could|will|would|possible|doable|feasible|achievable)(?![a-z])|"
                        # "does" asks only first in its clause: "my 3090 does 15 tok/s" is had
                        r"^\s*(?:(?:what|how|which|and|so|but)\s+)?(?:does|do|did)(?![a-z])|"
                        r"可以|能不能|能否|吗|嗎|够不够|夠不夠|行不行|能到|能达到|能達到|能跑到")
_TPS_JUDGED = re.compile(r"(?<![a-z])(?:normal|expected|slow(?:ly|er)?|reasonable|typical|usual|improve|boost|"
                         r"speed\s+(?:it\s+|this\s+|that\s+)?up|as\s+(?:fast|quick)\s+as|compared\s+(?:to|with))(?![a-z])|"
                         r"正常|慢|合理|提速|加速|提升|优化|優化|还可以|還可以|还行|還行|不错|不錯|一样快|一樣快")
# ("as fast as on an A6000 (9-13 tokens/s)?": the A6000's figure; "速度还可以8 token每秒": a speed had, judged)
_TPS_HAPPENED = re.compile(r"(?<![a-z])(?:i'?m\s+getting|(?<!will\s)(?<!would\s)(?<!can\s)(?<!could\s)i\s+get|"
                           r"getting|gets|got|runs|running|ran|works|worked|working|was|were|currently|only|just|averag\w*|measured|"
                           r"eval|prompt|benchmark\w*|shows?|showing|reports?|hitting|hits|manages?|peaks?|tops?\s+out|"
                           r"maxe?s?\s+out|generates?|generated|generating|seeing|saw)(?![a-z])|"
                           r"跑出|只有|只能|才|大概|大约|大約|现在|現在|目前|实测|實測|测出|測出|测得|測得|平均|输出速度|輸出速度")


def _said_in(s: str, m: re.Match) -> tuple[str, str]:
    """The clause and the sentence of ``s`` a speed ``m`` is said in, each with the mark that ends it."""
    start = max((e.end() for e in _TPS_CLAUSE_END.finditer(s, 0, m.start())), default=0)
    sentence_start = max((e.end() for e in _TPS_SENTENCE_END.finditer(s, 0, m.start())), default=0)
    end, sentence_end = _TPS_CLAUSE_END.search(s, m.end()), _TPS_SENTENCE_END.search(s, m.end())
    return (s[start:len(s) if end is None else end.end()],
            s[sentence_start:len(s) if sentence_end is None else sentence_end.end()])


def _asked_speed(s: str, buying: bool = False) -> float | None:
    """The first speed ``s`` says in a clause that asks for it (the comment above :data:`_TPS_CLAUSE_END`), or, in a
    buyer's question (``buying``), in any clause that does not say it happened ("预算8000…跑14b大概20 token/s" is the
    owner's figure: break26 #3)."""
    for m in sorted((m for p in _TPS for m in p.finditer(s)), key=lambda m: m.start()):
        clause, sentence = _said_in(s, m)
        if (buying or _TPS_ASKED.search(clause)) and not _TPS_HAPPENED.search(clause) and not _TPS_JUDGED.search(
                sentence):
            return float(m.group(1))
    return None


_TPS_MEASURED = re.compile(r"(?<![a-z])(?:my|i\s+have|i\s+own|i'?m\s+getting|i\s+get|getting|gets|got|runs|running|"
                           r"currently|only)(?![a-z])|我的|我有|手上|只有|跑出|现在|現在|目前")
# --- batch: "batch size 8", "batch-size of 2", "batch is 32", "batchsize 1", "a batch of 16"
_BATCH = [re.compile(p) for p in (
    # "batches of 100", "batch设成2", "batch设置为8": a plural, a Chinese verb of setting
    r"batch(?:es)?(?:[\s_-]*size)?\s*(?:只能|只可以|最多只能|最多|最大|才能)?\s*"  # "batchsize只能设为2"
    r"(?:都|也|全部|全)?\s*"  # "batchsize都改成8": a word between the batch and its verb (reader37)
    r"(?:of|is|=|:|at|to|like|调整到|調整到|设为|設為|设成|設成|设置为|設置為|设置成|設置成|"
    r"改成|改为|改為|为|為|是)?\s*(?:only\s+)?(?:is\s+)?"
    r"(?:(?:more|greater|larger|bigger|higher|less|smaller|lower)\s+than|over|above|below|up\s+to|at\s+(?:most|least)|"
    r"超过|超過|大于|大於|小于|小於)?\s*(\d{1,4})(?!\d|\.\d|\s*(?:gb|g)\b)",
    # "16 batch"; never a card's number glued to its letters ("a100 batch_size=1": the A100, batch 1; reader37)
    r"(?<![\d.a-z])(\d{1,4})\s*batch(?:[\s_-]*size)?(?![a-z])",
    # "bs=4", "bsize=128", "bs为1", "bs设成2"
    r"(?<![a-z])(?:bs|bsz|bsize)\s*(?:[=:：]|为|為|是|设为|設為|设成|設成|设置为|設置為|改成)\s*(\d{1,4})(?!\d)",
    # "批次=4时", "批大小为8", "batch设为16": the batch in Chinese, a sign or a verb before the number
    r"(?:批次|批大小|批量大小|批处理大小|批處理大小)\s*(?:=|:|：|为|為|是|设为|設為|调整到|調整到|改成|设置为|設置為)\s*(\d{1,4})(?![\d.])",
)]
_CN_DIGITS = "零〇一二两兩三四五六七八九十百"
_USERS_NUM = rf"(\d{{1,4}}|[{_CN_DIGITS}]{{1,4}})"  # a number of people, in digits or Chinese numerals ("十个人用")
_CN_VALUES = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
              "八": 8, "九": 9}


def cn_number(value: str) -> str:
    """``value`` in digits when it is a Chinese numeral of 1-999 ("十" 10, "二十五" 25, "一百" 100), else as it is."""
    if not value or not all(ch in _CN_VALUES or ch in "十百" for ch in value):
        return value
    total, digit = 0, None
    for ch in value:
        if ch in _CN_VALUES:
            digit = _CN_VALUES[ch]
        else:  # 十 or 百: the digit before it (one when none) times ten or a hundred
            total += (1 if digit is None else digit) * (10 if ch == "十" else 100)
            digit = None
    return str(total + (digit or 0))


def _users_said(value: str) -> int:
    """The users a server is for (:func:`~advisor.kinds.read_users`), said in digits or Chinese numerals ("我一个人用":
    just the asker, no server's users)."""
    if value == "一":
        raise ValueError(value)
    return read_users(cn_number(en_number(value)))


# --- users served at once: "a 20-user vllm server", "serve about 5 people", "50 concurrent users", "100+ users" (H3)
_USERS = [re.compile(p) for p in (
    r"(?<![\d.$€£¥])(\d{1,4})\+?[\s-]*(?:concurrent\s+|simultaneous\s+|parallel\s+)?(?:users?|people|persons|clients)(?![a-z])",
    r"(?<![\d.$€£¥])(\d{1,4})\+?[\s-]*(?:concurrent|simultaneous|parallel)\s+(?:requests|sessions|streams)(?![a-z])",
    # "serve it to 50 employees", "for a team of 10": the people it serves
    r"(?<![\d.$€£¥])(\d{1,4})[\s-]*(?:employees|staff|colleagues|coworkers|co-workers|students|developers|engineers|"
    r"team\s+members)(?![a-z])",
    r"(?<![a-z])team\s+of\s+(\d{1,4})(?![\d.])",
    # "给30人用", "供50个员工使用", "团队10个人用"
    # (the number in Chinese numerals too: "十个人用", "二十个用户同时")
    rf"(?<![\d.{_CN_DIGITS}几幾]){_USERS_NUM}\s*(?:个|個|位|名)?\s*(?:人|同事|员工|員工|学生|學生|用户|用戶)\s*(?:一起)?\s*"
    r"(?:用|使用|访问|訪問)",
    rf"(?<![\d.{_CN_DIGITS}几幾]){_USERS_NUM}\s*(?:个|個|位)?\s*(?:用户|用戶|人)\s*(?:同时|同時|并发|並發|使用|在用)",
    # "并发数超过100", "并发量达到200", "并发上100": a count of requests at once past a bound, never yuan (judge31 C08)
    rf"(?:并发|並發)\s*(?:数|數|量|数量|數量)?\s*(?:为|為|是|=|:|：|超过|超過|大于|大於|高于|高於|达到|達到|要到|上|有)?"
    rf"\s*{_USERS_NUM}(?![\d.{_CN_DIGITS}])",
    # "concurrency of 100", "concurrent users over 200", "100 requests at once", "50 queries at the same time"
    r"(?<![a-z])(?:concurrency|concurrent\s+(?:users|requests|sessions))\s*(?:of|over|above|beyond|past|around|about|"
    r"at|is|>=?|[:=])?\s*(?:over|above|about|around|~)?\s*(\d{1,4})(?![\d.])",
    r"(?<![\d.$€£¥])(\d{1,4})\s*\+?\s*(?:requests?|users?|queries|prompts|chats?)\s+at\s+(?:once|the\s+same\s+time)"
    r"(?![a-z])",
    # "32并发时显存不足", "50路并发", "20个并发请求": requests served at once, as many users
    # (three digits at most: "4090 并发数20" is a card before the word)
    rf"(?<![\d.{_CN_DIGITS}几幾a-z])(\d{{1,3}}|[{_CN_DIGITS}]{{1,4}})\s*(?:个|個|路)?\s*(?:并发|並發)",
    # "如果并行有100个人请求", "100个人同时访问", "同时100人使用": people asking at once, never yuan
    r"(?:并行|並行|同时|同時|并发|並發)\s*(?:有|会有|會有|大概|约|約)?\s*(\d{1,4})\s*(?:个|個|位)?\s*(?:用户|用戶|人)",
    r"(?<![\d.])(\d{1,4})\s*(?:个|個|位)?\s*(?:用户|用戶|人)\s*(?:的)?\s*(?:请求|請求|访问|訪問|调用|調用|并发|並發|在线|在線)",
)]
_USERS_OR_PEOPLE = [*_USERS, *PEOPLE]  # one list, made once: a list made per question is a table read afresh (perf29)
# --- quant levels and precisions as people write them (GGUF levels with _K_S/_K_M, IQ levels, AWQ…)
_QUANT = re.compile(
    r"(?<![a-z0-9])(?:"
    r"i?q[1-8]k[sml]|"  # "Q4KM" (the underscores left out): Q4_K_M
    r"(?:ud[_\s-])?i?q[1-8](?:[_\s-](?:k(?:[_\s-](?:[sml]|xl))?|0|1|xxs|xs|s|m|nl|l|ud)(?![a-z0-9]))*|"
    # "Q_4_K_M" (its "_" dropped with Markdown's: "q 4 k m"): a level, its suffix said (reader41)
    r"i?q[_\s-][1-8](?:[_\s-](?:k(?:[_\s-][sml])?|0|1|xxs|xs|s|m|nl|l)(?![a-z0-9]))+"
    r"|awq|gptq|exl[23]|nf4|bnb4|mxfp[468]|nvfp4|fp[4568]|fp16|bf16|fp32|f16|f32|float16|bfloat16|float32|int4|int8|"
    r"w4a16|w8a8|qat"
    r"|[2-8][\s-]?bits?|(?<=r1\s)1\.5[58]|\d(?:\.\d{1,2})?\s?bpw|\d\.\d{1,2}[\s-]?bits?(?:\s+per\s+weight)?"
    r")(?![a-z0-9])")
# --- counts before a card: "4x RTX 3090", "4*2080ti", "8 * 4090", "3 x RTX 3090", "dual-A100", "4 MI50",
# "8 H100s", "2 RTX3090s", "长度1k左右,8*V100" (a comma of a Chinese question); after it: "A800 * 8", "3090 x2";
# with a unit: "4 GPUs", "four GPUs"
_CARDISH = (r"(?:\(?\s*(?:(?:modified|modded|moded|used|physical|identical)\s+)?"  # "2x modded 2080 ti 22gb" (fix38a);
            # "2 x physical K80s" (reader52)
            r"(?:\d+\s*(?:gb|g)\s+)?(?:nvidia\s+|geforce\s+|amd\s+|radeon\s+|tesla\s+|quadro\s+|instinct\s+|"
            r"intel\s+|arc\s+|blackwell\s+|"  # "two nvidia blackwell 6000 pro gpus" (round 14)
            r"ai\s+|pro\s+|"  # "2x AMD AI Pro 9700", "2x Radeon PRO W7900": a workstation line's words (reader42)
            r"rtx\s*|gtx\s*|rx\s*|titan\s*)*(?:(?:[a-z]{1,3}\s?)?\d{2,5}(?!\d|\.\d)|[alt]\d(?=s?(?![a-z0-9]))|titan))")
_PRE_COUNT = re.compile(rf"(?:(?<![a-z0-9_.,$€£¥x])|(?<=[^\d\s],))(\d{{1,2}}|\d{{3}}(?=\s*[x×*✖✕]\s*[a-z])|"
                        rf"\d{{3,9}}(?=[x×*✖✕]\s+\d))\s*[x×*✖✕]\s*(?!\d{{1,3}}(?:\.\d)?\s*b(?![a-z]))(?={_CARDISH})")
# "8x22b", "8x7b": a mixture of experts' name (experts x billions), never 8 cards (reader37)
# "100 x rtx 3090": three digits count the cards only before a card's word (a size, "512x512", stays one), a count
# the command refuses in words (break28 #1: the Velocity 100); "1000000x 3090" too, never one 3090 (fix84a #4)
# a product line's word just before a number: the number is that card's ("arc 770 gpu"), never a count
_LINE_BEFORE = re.compile(r"(?<![a-z])(?:arc|rtx|gtx|gt|rx|radeon|geforce|quadro|tesla|titan|vega|instinct)\s*$")
# the count ends at a digit or a decimal point, not at a sentence's full stop ("--tensor-parallel-size 2."; reader51)
# a launcher's processes on the machine, one a GPU ("torchrun --nproc_per_node=2", "deepspeed --num_gpus 4",
# "accelerate launch --num_processes 8"): that many GPUs too (reader54, E1070)
_PARALLEL = re.compile(r"(?<![a-z])(?:tensor[\s_-]*parallel(?:[\s_-]*size)?|tp|nproc[\s_-]*per[\s_-]*node|"
                       r"num[\s_-]*(?:gpus|process(?:es)?))\s*[=:]?\s*(\d{1,2})(?!\d|\.\d)")
_SLI = re.compile(r"(?<=[a-z0-9])\s+(?:in\s+)?(?:sli|nvlink)(?![a-z])")
_CARD_END = re.compile(r"(?:\d[a-z]{0,4}s?|(?<![a-z])(?:ti|super|xtx?|xp|vii|titan\s?[a-z]{1,5})s?)$")
"""What a card's name ends with ("1080ti", "2080 super", "titan xp"): the card a following "sli" doubles."""
_DIGIT_COUNT = re.compile(r"(?<![\w.,$€£¥:/-])(?<!\d\s)(\d{1,3})\s+"  # "2 used 3090s", "2 x physical K80s" (reader52)
                          r"(?=[\"“]?(?:(?:used|new|second[\s-]?hand|refurbished|more|modified|modded|moded|physical|identical|"
                          r"separate|discrete)\s+)?(?:\d{1,3}\s*gb?\s+)?(?:nvidia\s+|geforce\s+|amd\s+|quadro\s+|intel\s+)?(?:(?:(?:rtx|gtx|rx|"
                          r"tesla|quadro|titan|instinct|radeon|arc|blackwell)\s?(?:[abhklmptv]|mi)?|[abhklmptv]|mi|cmp)\s?-?\d{2,5}[a-z]{0,3}s?|\d{3,5}s|"
                          r"[alt]\ds|"  # "2 l4s", "4 t4s"
                          # "2 rtx pro 6000", "2 pro 6000s", "2 radeon pro w7900": a workstation line's "pro" (fix36a)
                          r"(?:(?:rtx|radeon)\s?)?pro\s?[abw]?\d{4}[a-z]{0,3}s?|"
                          # "4 titan v", "two titan xp", "3 radeon vii": a card named by words, no number
                          r"(?:titan\s?(?:xp|x|v|rtx|z|black)|radeon\s?vii)s?(?![\w.])|"
                          r"\d{4}\s?(?:ti|super|xtx|xt)s?)(?![\w]|\.\d)|"  # "4 1080Ti", "only 2 rtx 4090."
                          r"\d{4}(?=\s*(?:\d{1,3}\s*gb?|cards?|gpus?)(?![a-z]))|"  # "8 3090 24G", "7 3090 cards"
                          # a bare digit before a bare card number ("psu for 2 3090", "2 3090 or 1 4090"; round 13):
                          # never a year ("dec 4 2026") nor a number with a unit ("2 3200mhz")
                          r"(?!20[12]\d(?!\d))\d{4}(?![\w%]|[.,]\d|\s*(?:[km]?hz|w|watts?|rpm|mb|gb?)(?![a-z])))")
# a time or a count of other things right after a count word ("a few seconds", "two hours", "three times"): the word
# counts them, never cards
_TIMES_AFTER = re.compile(r"\s*(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|times|"
                          r"steps?|epochs?|runs?|tries|attempts?)(?![a-z])")
# (reader44) a card named by letters and one digit counts too ("t4 *3", "l4*2")
_POST_COUNT = re.compile(r"(?<![x\d.])((?:[a-z]{0,3}\d{2,5}|(?<![a-z])[a-z]{1,2}\d)[a-z]{0,3}|\))"
                         # the card's memory and a word of its kind may stand between ("4090 24g 涡轮显卡 *2", reader34)
                         r"(?:\s*\d{1,3}\s*gb?(?![a-z]))?(?:\s*[\u4e00-\u9fff]{1,4})?\s*"
                         # "3090 x100": a count of 3-9 digits glued to its "x" (fix86 #1), refused past the rig
                         r"(?:[x×*]\s*(\d{1,2}(?![\d.])|(?<=\s[x×])\d{3,9}(?![\d.a-z]))(?!\s*(?:gb|g)\b))")
_CN_UNITS = r"(?:张|張|块|塊|路|卡|台|片)"
# "一台机器", "一台训练服务器": one machine (a word or two may say what kind), no count of cards
_MACHINE = r"(?:[\u3400-\u9fff]{0,4}?(?:机器|機器|主机|主機|服务器|服務器|电脑|電腦|工作站)|机|機)"
# "both RTX A6000 GPUs", "both of my 3090s": two of one card, said in the plural (never "both 3090 and 4090": reader37)
_BOTH = re.compile(rf"(?<![a-z])both\s+(?:of\s+)?(?:the\s+|my\s+|our\s+|these\s+|those\s+)?(?={_CARDISH}"
                   r"(?:\s*(?:ti|super|ada))?\s*(?:gpus|cards|s)(?![a-z])(?!\s*(?:and|&|or|vs\.?)(?![a-z])))")
# "两张", "四卡", "两个a30" (a count before a card)
_CN_COUNT = re.compile(rf"((?<![\d.万萬千a-z])\d{{1,3}}|"
                       rf"(?<![万萬千十])(?:十[一二三四五六]?|[一二两兩三四五六七八双雙单單]))\s*"
                       rf"(?:{_CN_UNITS}(?!钱|錢|片|图|圖|照|相片|画|畫|表|纸|紙|\s*{_MACHINE}|\s*(?:cpu|xeon|epyc|至强|至強|处理器|處理器))|"
                       rf"[个個](?=\s*{_CARDISH}))")


# what, between a count and a card, says the count belongs to another card: a choice ("or", "vs", "还是"),
# a list's separator, or "a"/"one" — a count of one of its own ("2x 3090 or a 4090": one 4090)
_COUNT_STOP = re.compile(r"(?<![a-z])(?:or|vs\.?|versus|and|against|than|a|an|one|single)(?![a-z0-9])|"
                         r"[,;/|，、；]|还是|還是|或者?|和|跟|与|與|对比|對比|一(?:张|張|块|塊|个|個)")


def count_reaches(between: str) -> bool:
    """Whether a count said before a card reaches it across ``between``, the text from the count's end
    to the card's start: not when a choice, a separator or "a"/"one" stands there ("2x 3090 or a
    4090": the "2x" is the 3090's alone; "two 3090s, 4090": the 4090 is one)."""
    return _COUNT_STOP.search(between) is None


@dataclass
class Spans:
    """What the typed spans of one question say (see the module docstring)."""

    ram_gb: float | None = None
    memory_gb: float | None = None
    need_over: float | None = None  # a need over any floor read ("need 1000000gb vram"): said (.need_over)
    need_gb: float | None = None  # the GPU memory said as needed ("need 128gb vram", "至少需要48G显存"): no card's
    context_tokens: int | None = None
    batch: int | None = None
    users: int | None = None
    speed_tps: float | None = None  # the tokens per second wanted ("at least 20 tok/s", "要2 token每秒")
    precision: str | None = None
    quant_said: bool = False  # a quant level was written ("Q5_K_M", "AWQ"), whatever the task takes
    counts: list[tuple[int, int, int, bool]] = field(default_factory=list)  # (start, end, n, after the card) of each
    laptop: bool = False
    counted_text: str = ""  # the text the counts were read in (their positions index it)


def blank(s: str, span: tuple[int, int]) -> str:
    """``s`` with ``span`` replaced by spaces (positions after it hold)."""
    return s[:span[0]] + " " * (span[1] - span[0]) + s[span[1]:]


T = TypeVar("T")


def _spans(patterns: list[re.Pattern[str]], s: str) -> list[re.Match[str]]:
    """Every span any of ``patterns`` finds in ``s``, in order of their start (pattern by pattern where two start
    together): what :func:`_first` reads, found once for several readings of one text."""
    return sorted((m for p in opened(patterns, s) for m in p.finditer(s)), key=lambda m: m.start())  # issue 30


def _first(patterns: list[re.Pattern[str]], s: str, read: Callable[[str], T], *,
           take: bool = True, not_after: re.Pattern[str] | None = None,
           only_after: re.Pattern[str] | None = None,
           found: list[re.Match[str]] | None = None) -> tuple[T | None, str]:
    """The value of the first span any of ``patterns`` finds that ``read`` accepts (its group 1),
    and ``s`` with that span blanked (when ``take``); ``(None, s)`` when none reads. A span with
    ``not_after`` matching the text just before it is skipped, and so is one without ``only_after`` there.
    ``found``: the spans of ``patterns`` in ``s`` (:func:`_spans`) when they were found already."""
    if found is None:
        found = _spans(patterns, s)
    for m in found:
        if not_after is not None and not_after.search(s[max(0, m.start() - 16):m.start()]):
            continue
        if only_after is not None and not only_after.search(s[max(0, m.start() - 16):m.start()]):
            continue
        try:
            value = read(re.sub(r"\s+", "", m.group(1)))
        except (AdvisorError, ValueError):
            continue
        return value, blank(s, m.span()) if take else s
    return None, s


def speed_wanted(s: str) -> float | None:
    """The tokens per second ``s`` (a question in lower case) wants: a speed said with a word of wanting before it
    ("at least 20 tok/s", "how can I get 300 tokens per second", "要2 token每秒", "I want it at 20 tok/s") or
    "or more" after it ("5 tokens/s or more", "每秒10 token以上"), or a speed in a buyer's question with no word of
    owning or measuring ("under $2000 for qwen3 32b at 30 tok/s", "预算2万跑70b，每秒30个token"), or one in a clause
    that asks for it ("a100 80gb, 40 tokens per second on llama 70b?", :func:`_asked_speed`); None when every speed
    said is one measured ("gets 11 tok/sec", "my 3060 runs 13b at 2 tok/s", "GPTQ works at 2048 with 11 tok/sec, can
    I run 4096?")."""
    for m in sorted((m for p in _TPS for m in p.finditer(s)), key=lambda m: m.start()):
        before = s[max(0, m.start() - 80):m.start()]
        per_second_first = m.group().startswith("每秒") and _TPS_WANTED_BEFORE.search(before[-8:])
        if _TPS_WANTED_BEFORE.search(before[-24:]) or _TPS_WANTED_AFTER.match(s[m.end():]) or (
                _TPS_WANTED_AT.search(before)) or per_second_first:
            return float(m.group(1))
    # a buyer's speed, or a speed asked about ("a100 80gb, 40 tokens per second on llama 70b?"): the one wanted
    s = buyer_run_blanked(s)  # "best card for running 14b at 40 tok/s": the job bought for, never a speed had
    # "…每秒30个token用什么卡", "gpu for running qwen 32b at 30 t/s": a card asked for (fix51c)
    buying = bool(_TPS_BUYING.search(s) or BUYING_ASKED.search(s) or BUYING_SAID.search(s))
    asked = _asked_speed(s, buying=buying and not _TPS_MEASURED.search(s))
    if asked is not None:
        return asked
    if _TPS_READING.search(s):  # "faster than reading speed": the usable speed for chat
        return USABLE_DECODE_TOK_S
    return None


# PyTorch's out-of-memory figures ("Tried to allocate 20.00 GiB (GPU 0; 23.69 GiB total capacity; 20.57 GiB already
# allocated; 94.44 MiB free)"): amounts moved, never a card's memory, a budget or a count
_ALLOCATED = re.compile(r"tried\s+to\s+allocate\s+\d+(?:\.\d+)?\s*[kmg]i?b|"
                        r"\d+(?:\.\d+)?\s*[kmg]i?b\s+(?:already\s+allocated|free|reserved(?:\s+in\s+total)?|memory\s+in\s+use|"
                        r"is\s+(?:allocated|reserved|free))|"
                        # a difference of memory ("even with 4GB less VRAM", "8 GB more memory", "少4G显存"): no card's
                        # memory, no budget (reader50)
                        r"(?<![\w.])\d+(?:\.\d+)?\s*(?:gb|g|gib)\s+(?:less|more|fewer|extra)\s+(?:of\s+)?(?:v?ram|memory)|"
                        r"(?:少|多)了?\s*\d+(?:\.\d+)?\s*(?:gb|g)\s*(?:的)?\s*(?:显存|顯存)")


# the card's memory PyTorch reports, a little under the memory sold ("23.69 GiB total capacity", "a total capacity of
# 6.00 GiB"): the size sold is the next whole GB (11.75 → 12, 10.76 → 11, 79.15 → 80)
_CAPACITY = re.compile(r"(\d+(?:\.\d+)?)\s*gib\s+total\s+capacity|total\s+capacity\s+of\s+(\d+(?:\.\d+)?)\s*gib")


# a sum worked out ("40 * 8 + 80 * 8 = 960", "24+24=48g"): its terms and its result are never a card, a count or money
# (round 11: "= 960" read as the GTX 960)
# (terms of up to three digits: "2x3090 = 48gb" keeps its card)
_SUMS = re.compile(r"(?<![\w.])\d{1,3}(?:\.\d+)?\s*(?:[-+*x×/]\s*\d{1,3}(?:\.\d+)?\s*)+=\s*\d+(?:\.\d+)?\s*(?:gb|g)?"
                   r"(?![\w.])")


# system RAM written as its sticks (reader36: "内存：8x 64G DDR4 2400", "4*32G内存", "64GB x 8 DDR5", "8条32G内存"): the
# whole is the count times the size, read only with a word of RAM after (never "8x 64G" of cards)
_RAM_WORD = r"(?:(?:ddr|lpddr|d)\d\w*|(?:运行)?内存|運行內存|內存|(?<!v)d?ram|r?dimms?|内存条|內存條)"
_RAM_STICKS = re.compile(rf"(?<![\d.])(\d{{1,2}})\s*(?:x|×|\*|条|條|根)\s*{_NUM}\s*{_GB}\s*(?:的)?\s*{_RAM_WORD}|"
                         rf"(?<![\d.]){_NUM}\s*{_GB}\s*(?:{_RAM_WORD}\s*)?(?:x|×|\*)\s*(\d{{1,2}})\s*(?:条|條|根)?\s*"
                         rf"(?:{_RAM_WORD})(?![a-z0-9])|"
                         # the word of RAM first, in a pasted list (reader38: "内存：8g*2", "RAM: 2x16GB")
                         # or said without the colon ("ram 16gb x2", "内存16G*2": 32 GB; fix86 #3)
                         rf"(?<![a-z]){_RAM_WORD}\s*(?:[:：]|is|of|=)?\s*{_NUM}\s*{_GB}\s*(?:x|×|\*)\s*(\d{{1,2}})(?![\d.a-z])|"
                         rf"(?<![a-z]){_RAM_WORD}\s*(?:[:：]|is|of|=)?\s*(\d{{1,2}})\s*(?:x|×|\*)\s*{_NUM}\s*{_GB}|"
                         # a build list's stick, its count last ("Netac 16GB DDR4 3200MHz (x2)"; reader43)
                         rf"(?<![\d.]){_NUM}\s*{_GB}\s*{_RAM_WORD}[^/|,;\n()]{{0,20}}?\(?\s*(?<![a-z0-9])(?:x|×|\*)\s*(\d{{1,2}})\s*\)?"
                         r"(?![\d.a-z])")


def _ram_sticks(s: str) -> tuple[float | None, str]:
    """The system RAM written as its sticks in ``s`` (:data:`_RAM_STICKS`): the count times the size, and ``s`` with
    the span blanked; ``(None, s)`` when none is written or the product is no RAM size."""
    m = _RAM_STICKS.search(s)
    if m is None:
        return None, s
    count, size = next((m.group(c), m.group(z)) for c, z in ((1, 2), (4, 3), (6, 5), (7, 8), (10, 9)) if m.group(c))
    try:
        return read_ram(float(count) * float(size)), blank(s, m.span())
    except AdvisorError:
        return None, s


# a hardware reading in a pasted spec or log line (reader36: "L3 缓存： 36608K", "CPU MHz： 999.902",
# "BogoMIPS： 4800.00", "频率: 2.4GHz"): a cache's size, a clock or a benchmark figure, never money, a card, a count
# or a model's size
_SPEC_READINGS = re.compile(r"(?<![a-z])(?:l[123][di]?\s*(?:缓存|緩存|cache)|缓存|緩存|cache\s*size|cache|"
                            r"(?:cpu\s*)?(?:max\s*|min\s*)?mhz|bogomips|主频|主頻|频率|頻率|clock)\s*[:：=]?\s*"
                            r"\d+(?:\.\d+)?\s*(?:k|kb|kib|m|mb|mib|mhz|ghz)?(?![a-z0-9.])|"
                            r"(?<![\w.])\d+(?:\.\d+)?\s*(?:mhz|ghz)(?![a-z])")


# operating systems and their versions ("win10", "windows 11", "ubuntu 22.04", "macos 14", "centos 7", "wsl2")
_SYSTEMS = re.compile(r"(?<![a-z0-9])(?:win(?:dows)?\s*(?:xp|7|8|8\.1|10|11)(?:\s*(?:x?64|home|pro))?|"
                      r"ubuntu\s*\d{2}\.\d{2}(?:\.\d)?|(?:macos|centos|debian|fedora|rhel)\s*\d{1,2}(?:\.\d+)?|wsl\s*2?)(?![a-z0-9])")


# a family of cards said by its generation and "series" ("16 series cards", "RTX 30 and 40 series", "the 4000-series",
# "50xx series"): never a card ("40" is no L40), a count ("16 series": no 16 cards) or money (reader33)
_SERIES = re.compile(r"(?<![a-z0-9.$€£¥])(?:(?:rtx|gtx|rx|radeon|geforce)\s*)?(?:\d{1,2}|\d000|\d0xx|\dxxx|\dx)"
                     r"(?:\s*(?:,|/|&|and|or)\s*(?:(?:rtx|gtx|rx)\s*)?(?:\d{1,2}|\d000|\d0xx|\dxxx|\dx))*"
                     r"\s*[-‐]?\s*series(?![a-z])")
# a size written as a range with its unit after its top ("400-450gb", "16-24 GB"): the unit is written after its bottom
# too, before the dash is read as a space, so that the bottom is a size, never a card ("Quadro 400") (reader33)
_SIZE_RANGE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*[-–~]\s*(\d+(?:\.\d+)?)\s*(gb|gib|tb)(?![a-z])")


def sized_ranges(s: str) -> str:
    """``s`` (the question, lower case) with each size range's unit written after its bottom too ("400-450gb" →
    "400gb to 450gb")."""
    return _SIZE_RANGE.sub(r"\1\3 to \2\3", s)


def read_spans(s: str, vocab: Vocabulary) -> tuple[Spans, str]:
    """The typed spans of ``s`` (a question in lower case, NFKC) and ``s`` with them blanked."""
    out = Spans()
    for m in _ALLOCATED.finditer(s):
        s = blank(s, m.span())
    for m in _DIMENSIONS.finditer(s):
        s = blank(s, m.span())
    for m in _SUMS.finditer(s):
        s = blank(s, m.span())
    for m in _SPEC_READINGS.finditer(s):  # "l3 缓存： 36608k", "2.40ghz": a spec reading, never money or a card
        s = blank(s, m.span())
    for m in _SYSTEMS.finditer(s):  # "win10", "ubuntu 22.04": an operating system, never a card, count or budget
        s = blank(s, m.span())
    for m in _SERIES.finditer(s):  # "16 series cards", "rtx 30 and 40 series": a family, never a card or a count
        s = blank(s, m.span())
    out.speed_tps = speed_wanted(s)
    for m in _SPEED.finditer(s):
        s = blank(s, m.span())
    for m in _DATA_TOKENS.finditer(s):  # "on 10b tokens", "2T tokens of data": an amount of data, no model's size
        s = blank(s, m.span())
    out.ram_gb, s = _ram_sticks(s)
    if out.ram_gb is None:
        out.ram_gb, s = _first(_RAM, s, read_ram)
    if out.ram_gb is None:
        out.ram_gb = ram_labelled(s)  # "ram in comp is 32gb", "cpu mem: 502gi", "memtotal：256g" (reader40)
    if out.ram_gb is None:
        out.ram_gb = more_ram(s)  # "2t的内存", "2tb ram"; "16g+1060 6g显存", "4090+256g" (reader41)
    out.context_tokens, s = context_said(s)
    out.batch, s = _first(_BATCH, s, read_batch)
    out.users, s = _first(_USERS_OR_PEOPLE, s, _users_said, not_after=WORD_BEFORE)  # "预算5000个人用": money (fix49b)
    s = blank_people(s, PEOPLE)  # "… for a team of 200": people still, never 200 USD (advisor.ask.people)
    out.memory_gb, _ = _first(_VRAM_TOTAL, s, read_memory, take=False)  # the whole, when a part is said too
    # the GPU memory's spans, found once for the three readings of the same text below (none blanks them)
    vram = _spans(_VRAM, s) if out.memory_gb is None else []
    if out.memory_gb is None:
        # "24G" stays: a card's memory ("3060 12gb vram"); "needs 40G" is no card's
        out.memory_gb, _ = _first(_VRAM, s, read_memory, take=False, not_after=_NEEDED, found=vram)
    if out.memory_gb is None:  # "need 128gb vram": a need, which a buyer naming no card asks the ranking to keep
        out.need_gb, _ = _first(_VRAM, s, read_memory, take=False, only_after=_NEEDED, found=vram)
    if out.memory_gb is None and out.need_gb is None:  # "need 1000000gb vram": more than any floor read (break28 #5)
        out.need_over, _ = _first(_VRAM, s, over_floor, take=False, only_after=_NEEDED, found=vram)
    if out.memory_gb is None and (cap := _CAPACITY.search(s)):  # "23.69 GiB total capacity": a 24 GB card
        out.memory_gb = float(math.ceil(float(cap.group(1) or cap.group(2))))
    for m in _QUANT.finditer(s):
        word = m.group()
        try:
            level = re.sub(r"(?<=[0-9a-z])\s+(?=[0-9a-z])", "_", word)  # "q5 k m" (Markdown dropped the "_")
            level = re.sub(r"^(i?q)_(?=\d)", r"\1", level)  # "q_4_k_m": q4_k_m (reader41)
            level = base_level(re.sub(r"^(i?q[1-8])k([sml])$", r"\1_k_\2", level))  # "q4km"; "UD-Q4_K_XL" (fix84a)
            value = read_precision(re.sub(r"(\d)[\s_-]?bits?", r"\1-bit", level))  # "4 bit" (joined "4_bit"): 4-bit
        except AdvisorError:
            value = word  # a level the fits table lacks (exl2, nvfp4): kept as written, never a card
        if out.precision is None:
            out.precision = value
            out.quant_said = True
        s = blank(s, m.span())
    out.laptop = bool(vocab.laptop.search(s)) or bool(_CARD_MOBILE.search(s)) or any(
        not _NOTEBOOK_SERVICE.search(s[max(0, m.start() - 24):m.start()]) and (
            _NOTEBOOK_BOUGHT.search(s[max(0, m.start() - 24):m.start()]) or _NOTEBOOK_CARD.match(s, m.end()))
        for m in _NOTEBOOK.finditer(s))
    return out, s


# what follows a count of GPUs that says the room a box has, not the cards in it ("8x gpu chassis", "a 4 gpu case",
# "4-gpu capable motherboard")
_ROOM_AFTER = re.compile(r"\s*[-‐]?\s*(?:chassis|case|rack|frame|motherboards?|mobo|boards?|slots?|risers?|"
                         r"capable|ready|capacity|support)(?![a-z])")


def _counts_a_card(s: str, m: re.Match[str]) -> bool:
    """Whether the count word ``m`` of ``s`` counts the card said right after it ("two 3090s", "a few 4090s"), never a
    time or other things ("a burst of a few seconds at 99%", "two hours at 350w"; reader31)."""
    if _TIMES_AFTER.match(s, m.end()) or not m.group().isascii():
        return False
    return re.match(rf"\s*-?\s*(?:[a-z]+\s+)?{_CARDISH}", s[m.end():m.end() + 24]) is not None


# the room a board or a chassis has ("主板…(最大支持4张GPU)", "最多可插8块卡", "supports up to 4 gpus"): a capacity,
# never a count of the cards had or wanted (reader34)
_ROOM_FOR = re.compile(r"(?:(?:最大|最多|最高)\s*(?:可以)?\s*支持|(?:最大|最多)?\s*(?:可插|可装|可裝|可安装|可安裝|"
                       r"能插|能装|能裝|可容纳|"
                       r"可容納))\s*(?:到|至)?\s*"
                       r"(?:\d{1,2}|[二两兩三四五六七八九十])\s*(?:张|張|块|塊|个|個|路)?\s*(?:显卡|顯卡|卡|gpus?)|"
                       r"(?<![a-z])supports?\s+up\s+to\s+(?:\d{1,2}|two|three|four|six|eight|ten)\s+(?:gpus?|cards?)(?![a-z])")


# a count said of a set-up had before ("At the time I had 2x 4070 Ti Super … swapped the 4070", "I used to have two
# 3090s", "之前有两张3090"): no count of the cards had now (reader50)
_PAST_HAD = re.compile(r"(?:(?<![a-z])(?:at\s+the\s+time|back\s+then|before|previously|originally),?\s+(?:i|we)\s+"
                       r"(?:had|ran|used)|(?<![a-z])(?:i|we)\s+(?:used\s+to\s+(?:have|run|use)|previously\s+had)|"
                       r"(?:之前|以前|原来|原來)(?:我)?(?:有|是|用)(?:的)?)\s*$")


def _past_had(s: str, start: int) -> bool:
    """Whether the count starting at ``start`` of ``s`` is said of a set-up had before (:data:`_PAST_HAD`)."""
    return _PAST_HAD.search(s[max(0, start - 32):start]) is not None


def _one_of_counted(s: str, m: re.Match[str]) -> bool:
    """Whether the "一张 X" of ``m`` in ``s`` names the card X that a count of two or more names too
    ("2张4090和一张4090速度一样": the one card the two are measured against; "论文用的是8块v100，我只有一块3090"
    names another: counted)."""
    card = re.match(r"\s*(?:张|張|块|塊|卡)?\s*((?:rtx|gtx)?\s*[a-z]{0,2}\d{3,4}(?:\s?(?:ti|super))?)", s[m.end(1):])
    if card is None:
        return False
    same = re.escape(card.group(1).strip())
    counted = rf"(?<![\d.])(?:\d{{1,2}}|[两兩二三四五六七八])\s*(?:张|張|块|塊|卡)\s*{same}(?!\d)"
    return re.search(counted, s) is not None


def read_counts(s: str, out: Spans, vocab: Vocabulary) -> str:
    """Every count of GPUs said in ``s``, blanked (module docstring): its span and number in
    ``out.counts``. Read after the model ("8x7b" is Mixtral) and the budget, before card names."""
    def add(m: re.Match[str], group: int, text: str | None = None) -> None:
        nonlocal s
        n = count_said(text if text is not None else m.group(group))
        if n is None or n < 1:
            return
        out.counts.append((m.start(group), m.end(group), n, False))
        s = blank(s, (m.start(group), m.end(group)))

    out.counted_text = s
    s = _ROOM_FOR.sub(lambda m: " " * len(m.group()), s)  # "最大支持4张GPU": the board's room, no cards had (reader34)
    s = blank_room(s)  # "my pc takes two cards": the PC's room, no count asked (fix43g)
    for m in _PRE_COUNT.finditer(s):  # "4x 3090": the count and its "x"
        n = count_said(m.group(1))
        if n:  # "at the time I had 2x 4070 Ti Super": had before, blanked, no count now (reader50)
            out.counts.extend([] if _past_had(s, m.start()) else [(m.start(), m.end(), n, False)])
            s = blank(s, m.span())
    for m in _POST_COUNT.finditer(s):  # "a800 * 8", "3090 x2": blank the "x 8" after the card
        n = count_said(m.group(2))
        if n:
            start = m.end(1) + max(s.rfind(x, m.end(1), m.start(2)) - m.end(1) for x in "x×*")  # the "x" on
            out.counts.append((start, m.end(), n, True))
            s = blank(s, (start, m.end()))
    for m in vocab.count_unit_phrases.finditer(s):  # "4 gpus", "four gpus", "2 cards": the count and its unit
        if _LINE_BEFORE.search(s[max(0, m.start() - 12):m.start()]) or _ROOM_AFTER.match(s, m.end()):
            continue  # "intel arc 770 gpu", "gtx 970 card": a product line's number, the card's name, no count; "a
            # supermicro 4124 8x gpu chassis": the slots a box has room for, no cards counted (reader33)
        n = count_said(m.group(1))
        if n:
            out.counts.append((m.start(), m.end(), n, False))
            s = blank(s, m.span())
    single_or_many = _SINGLE_OR_MANY.search(s) is not None
    # "单卡部署qwen-7b大概需要9g，然后放到两张8g的卡上跑": one card said as a way of deploying, beside the cards counted
    # that the asker has: the count of two or more is theirs (reader32)
    single_or_many = single_or_many or any(
        m.group(1) not in "单單一" and (count_said(m.group(1)) or _CN_TENS.get(m.group(1)) or 0) >= 2
        and re.match(r"\s*(?:张|張|块|塊)", s[m.end(1):]) for m in _CN_COUNT.finditer(s))
    for m in _CN_COUNT.finditer(s):  # "两张", "四卡", "8卡", "双卡"
        # "单卡快还是多卡快": one card weighed against several as a way of running, no count of the asker's (reader29);
        # "2张4090和一张4090速度一样": the one card the two are measured against, no third (reader50)
        one_of = m.group(1) == "一" and _one_of_counted(out.counted_text, m)
        n = None if single_or_many and (m.group(1) in "单單" or one_of) else (
            count_said(m.group(1)) or _CN_TENS.get(m.group(1)))
        if n and not counts_pictures(s, m.start(), m.end()):  # "只生成了3张": pictures, no cards
            # "2080ti要四张", "3090两张": the card before it counted, as "3090 x2" is
            out.counts.append((m.start(), m.end(), n, counts_card_before(s, m.start(), m.end())))
            s = blank(s, m.span())
    for m in _CN_VAGUE.finditer(s):  # "好几张a40", "多块4090": several, two assumed
        out.counts.append((m.start(), m.end(), 2, False))
        s = blank(s, m.span())
    for m in [*_CN_PAIR.finditer(s), *_BOTH.finditer(s)]:  # "双3090", "both 3090s": two
        out.counts.append((m.start(), m.end(), 2, False))
        s = blank(s, m.span())
    for m in _PARALLEL.finditer(s):  # "tensor parallel 8", "tp=4": that many GPUs of the card said
        n = count_said(m.group(1))
        if n:
            out.counts.append((m.start(), m.end(), n, False))
            s = blank(s, m.span())
    for m in _SLI.finditer(s):  # "1080ti sli": two of the card before it
        if not _CARD_END.search(s[:m.start()]):
            continue  # "be set up for SLI (NVLink)?": the link asked about, no card doubled (round 14)
        out.counts.append((m.start(), m.end(), 2, True))
        s = blank(s, m.span())
    for m in _BOTH.finditer(s):  # "both 3090s": two
        out.counts.append((m.start(), m.end(), 2, False))
        s = blank(s, m.span())
    for m in _DIGIT_COUNT.finditer(s):  # "4 mi50", "8 h100s", "2 rtx3090s"
        add(m, 1)
    for m in vocab.count_words.finditer(s):  # "two 3090s", "dual-a100", "a pair of 3090s"
        if _counts_a_card(s, m):
            add(m, 0)
    out.counts.sort()
    out.memory_gb = per_card(out.counted_text, out.memory_gb, out.counts)  # "2 GPUs with 32GB vram in total": each
    # card's 16 GB, as "2x 16GB cards" says it (break32 #2)
    return s
