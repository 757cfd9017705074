"""The question's words rewritten before the spans are read: sizes glued to names, memories glued to cards, typos
of a card's letters, the common short names of machines (``Reader.read`` applies them in order, each a pattern and its
replacement, to the lower-cased text). Moved out of :mod:`advisor.ask.reader` to keep it one room."""
import re

from .said_as import NAME_REWRITES
from .unknown_version import DS_GLUED, DS_SHORT, EDITION_GLUED

_STRIX = re.compile(r"strix\s*halo|ryzen\s*ai\s*max|(?<![a-z])ai\s*max\+?\s")


def _strix_variant(m: re.Match[str]) -> str:
    """The chip a Strix Halo question names by its number alone ("the 390 variant"): "ryzen ai max 390"; the words
    as typed in any other question (a "390 version" of something else)."""
    return f"ryzen ai max {m.group(1)}" if _STRIX.search(m.string) else m.group(0)


# a Strix Halo machine's maker or product, named beside its chip ("a GMKTEC EVO-X2 which is also based on an AMD Ryzen
# AI Max+ with 128GB"): the product names the machine, the chip said bare is no second one
_STRIX_MAKER = re.compile(r"evo[\s-]?x2|gmktec|framework|minisforum|ms-s1|z2\s*mini|bosgame|beelink|nimo|flow\s*z13|"
                          r"zbook|corsair|sixunited|极摩客|極摩客")


def _max_plus(m: re.Match[str]) -> str:
    """AMD's Max+ line said without its chip ("AI Max+ with 128G"): its one chip, the 395; as typed when a machine's
    maker or product is named (:data:`_STRIX_MAKER`)."""
    return m.group(0) if _STRIX_MAKER.search(m.string) else "ryzen ai max+ 395"


# a file's size in megabytes after a word of a file or a video ("视频理解500M", "mp4 of 500m", "文件大小200MB")
# ("video card 960m", "a 960m for video editing": the laptop card stays)
_FILE_SIZE = re.compile(r"(?:视频|視頻|影片|文件|檔案|video|file|mp4|pdf|大小)(?!\s*(?:cards?|gpus?|卡))"
                        r"[^\d,，。.;；!?]{0,6}?(?<![a-z0-9])(\d{1,4}\s?m)b?(?![a-z0-9])|"
                        # the file's kind after it ("理解500M，半个小时时长的mp4视频")
                        r"(?<![a-z0-9.])(\d{1,4}\s?m)b?(?![a-z0-9])(?=[^\d。.;；!?]{0,12}?(?:mp4|mkv|avi|mov|pdf|"
                        r"视频文件|視頻文件|的视频|的視頻))")


def _file_size_blanked(m: re.Match[str]) -> str:
    """The file's size of ``m`` (:data:`_FILE_SIZE`) blanked, the words before it kept."""
    group = 1 if m.group(1) else 2
    said = m.group(0)
    return said[:m.start(group) - m.start()] + " " * (m.end(group) - m.start(group)) + said[m.end(group) - m.start():]


#: (pattern, replacement) pairs, applied in order by :meth:`advisor.ask.reader.Reader.read`.
REWRITES = ((re.compile(r"(?<![\w.])(\d+)b\s*[x*×]\s*(\d+)(?![\w.])"), r"\2x\1b"),
           *NAME_REWRITES,  # "facebook/opt-125m", "Intel HD Graphics 630", "the openai oss models" (.said_as)
           (re.compile(r"(\d)\s*k\s*(euros?|eur|usd|dollars?)(?![a-z])"), r"\1k \2"),
           # "72bqwen", "7bllama": a size glued to the model's name after it (round 11)
           (re.compile(r"(?<![0-9a-z.])(\d{1,3}(?:\.\d)?b)(?=(?:qwen|llama|glm|deepseek|mistral|gemma|yi|baichuan|internlm)"
                       r"(?![a-z]))"), r"\1 "),
           (re.compile(r"\s*(?:魔改|modified|modded)(?:\s+to)?\s*(?=\d+\s*g)"), " "),
           (re.compile(r"([a-z0-9])\s*[(（]\s*(\d+\s*gb?)\s*[)）]"), r"\1 \2"),  # "v100 (32g)": its memory
           (re.compile(r"(?<![a-z])(\d+\s*gb?)(?=vram|显存|顯存)"), r"\1 "),  # "6gbvram": the memory, then the word
           (re.compile(r"(?<![a-z0-9.])(\d{1,3})\s*bg(?![a-z])"), r"\1gb"),  # "16BG": a typo of 16GB
           (re.compile(r"(\d+\s*gb?)\s*(?:显存|顯存)的?\s*(?=(?:rtx|gtx)?\s*\d{3,4})"), r"\1 "),  # "22g显存的2080ti"
           # "2x3090-24g", "a100-80g": the card, a hyphen, its memory
           (re.compile(r"(?:(?<![a-z0-9])|(?<=\dx))((?:[a-z]{1,3})?\d{3,4}(?:\s?(?:ti|super|d))?)-(\d{1,3}\s?gb?)(?![a-z0-9])"),
            r"\1 \2"),
           # "4060ti16g": the card, then its memory
           (re.compile(r"((?:rtx|gtx|rx)\s?\d{4}|\d{4}(?:ti|super|d))(\d{1,2}\s?gb?)(?![a-z0-9])"), r"\1 \2"),
           # "modded 2080 TIs with 22gb of ram": a modded card's memory, called ram (round 14)
           (re.compile(r"(?<![a-z])(?:modded|modified|mod)\s+((?:rtx\s*)?\d{4}\s?ti)s?\s+with\s+(\d{2})\s?gb?\s+of\s+"
                       r"(?:v?ram|memory)(?![a-z])"), r"\1 \2gb"),
           (re.compile(r"(?<![a-z0-9])(\d{2})\s?gb?\s+(?:mod|modded|modified|魔改)\s+((?:rtx\s*)?\d{4}(?:\s?(?:ti|d))?)(?![a-z0-9])"),
            r"\2 \1gb"),  # "22gb mod RTX 2080 Ti", "48gb modded 4090": the modded card, its memory said first
           # "满血版的模型", "满血版deepseek": the full DeepSeek R1 671B, as Chinese buyers call it in 2025 (round 14)
           (re.compile(r"(?:满血|滿血)(?:版)?(?:的)?\s*(?:模型|deepseek|ds|r1)"), " deepseek r1 "),
           # "a 4070 ti super of 16gb": the card's memory
           (re.compile(r"(\d{3,4}|ti|super|xtx?)\s+(?:of|with)\s+(\d{1,2}\s?gb?)(?![a-z0-9])"), r"\1 \2"),
           # "MX150，2G的", "1050ti，4G的，能训练吗": the card, a comma, then its memory as "the 2 GB one" (reader32)
           (re.compile(r"((?:[a-z]{1,3}\s?)?\d{2,4}(?:\s?(?:ti|super))?)\s*,\s*(\d{1,3}\s?gb?)\s*的(?=\s*(?:[,.;!?。；！？]|$))"),
            r"\1 \2"),
           # "4快1080TI": 块 mistyped as 快 (the same pinyin) between a count and a card (reader32)
           (re.compile(r"(?<![\d.])(\d{1,2})\s*快(?=\s*(?:rtx\s*|gtx\s*|tesla\s*)?[a-z]?\d{3,4})"), r"\1块"),
           # "12G的3060": the card's memory, said before it
           (re.compile(r"(\d+\s*gb?)\s*的\s*(?=(?:rtx|gtx)?\s*(?:[ahlptv]|mi)?\d{2,4}(?![\d.]|\s*b))"), r"\1 "),
           (re.compile(r"(?<![a-z0-9])((?:rtx|gtx)\s?)?((?:[1-5]0[5-9]0|16[56]0)(?:\s?ti)?)m(?![a-z0-9])"),
            r"\1\2 laptop"),  # "3060M": the laptop card, as the name index reads it
           # "2 4070 tis", "two 4070tis": after an English count, "tis" is the plural of Ti (fix33b)
           (re.compile(r"((?<![\d.])(?:\d{1,2}|two|three|four|five|six|seven|eight)\s*x?\s+(?:rtx\s*)?\d{4})\s?tis"
                       r"(?![a-z])"), r"\1 ti"),
           (re.compile(r"(?<!\d)4070\s?ti\s?s(?![a-z])"), "4070 ti super"),  # "4070tis": the Ti SUPER
           (re.compile(r"(\d{3,4})\s?ti\s?super(?![a-z])"), r"\1 ti super"),  # "4070tisuper": Ti and SUPER, glued
           # "A6000 Ada", a common name of the RTX 6000 Ada (no A6000 Ada exists)
           (re.compile(r"(?<![a-z0-9])(?:rtx\s*)?a6000\s*ada(?![a-z])"), "rtx 6000 ada"),
           # "rtx 6000 pro", "6000 pro blackwell": the RTX PRO card with its words swapped, never the RTX 6000 Ada
           # (newuser27 #2: "rtx 6000 pro or 4x 5090" was read as the 48 GB Ada card)
           (re.compile(r"(?<![a-z0-9])(?<!blackwell )(?:rtx\s*)?([2456]000)\s*pro(?![a-z0-9])"), r"rtx pro \1"),
           # "mbp m3 pro 36g", "mba m2": the MacBook Pro / Air, as people shorten them before a chip
           (re.compile(r"(?<![a-z])mbp(?=\s*(?:\d{2}\s*)?m[1-5]|\s*\d{4})"), "macbook pro"),
           (re.compile(r"(?<![a-z])mba(?=\s*m[1-5])"), "macbook air"),
           (re.compile(r"(?<![a-z])dgx[\s_-]*spark(?![a-z])"), "dgx spark"),
           # "Orin NX真机", "my AGX Orin 64GB", "an Orin Nano": NVIDIA's Jetson modules said without "Jetson", as their
           # users write them (reader51); "Jetson Nano Orin" (the words swapped) is left to its own reading
           (re.compile(r"(?<![a-z])(?<!jetson )(?<!jetson)(?<!nano )(?<!nano)(?<!agx )(?<!agx)"
                       r"((?:agx\s*)?orin(?:\s*(?:nx|nano|agx))?)(?![a-z])"),
            r"jetson \1"),
           # "ai max 390", "AI Max+ 395": AMD's Strix Halo chip said without its brand (reader47)
           (re.compile(r"(?<![a-z])(?<!ryzen\s)(?<!ryzen)ai\s*max(\+?)\s*(pro\s*)?(3[89]\d)(?![\d])"),
            r"ryzen ai max\1 \2\3"),
           # "AI Max+ with 128G shared memory": the Max+ line's one chip (the 395) said by the line alone (reader49)
           (re.compile(r"(?<![a-z])(?:ryzen\s*)?ai\s*max\s*\+(?!\s*(?:pro\s*)?3[89]\d)"), _max_plus),
           # "4 cmp 170hx", "CMP 30HX": NVIDIA's mining line with a space before its number, as the name index reads
           # it glued ("cmp170hx"; reader50)
           (re.compile(r"(?<![a-z])cmp[\s_-]+(?=\d{2,3}\s?hx(?![a-z]))"), "cmp"),
           # "Downloading Linux ROCm amd64 bundle", "arm64", "x86_64": a processor architecture, never a card (reader49)
           (re.compile(r"(?<![a-z0-9])(?:amd64|x86[_-]?64|arm64|aarch64)(?![a-z0-9])"), " "),
           # "I am running the 390 variant" in a question about Strix Halo: the Ryzen AI Max chip by its number alone
           (re.compile(r"(?<![a-z0-9.])(3[89]\d)(?:\s+(?:variant|version|sku|edition)(?![a-z])|\s*(?:版本|的版本))"),
            _strix_variant),
           # "我的strix halo是ryzen ai max 390": the family said, then its chip; the chip names the machine
           (re.compile(r"strix\s*halo\s*(?:是|为|為|is|:|：)?\s*(?=ryzen\s+ai\s+max)"), ""),
           # "DSv4", "ds-r1", "ds v3.2": DeepSeek's short name before its version, as its users write it (fix36a)
           (DS_SHORT, "deepseek "),  # "dgx-spark": the machine
           # "deepseekv4flash", "deepseek-v4flash": the family, its version and its edition glued (reader50)
           (DS_GLUED, "deepseek "), (EDITION_GLUED, r"\1 "),
           # "Qwenvl2.5VL-7B", "qwen-vl 2.5", "qwen vl2": the vision line said before its version (reader50)
           (re.compile(r"(?<![a-z])qwen[\s_-]?vl[\s_-]?(\d(?:\.\d)?)(?:[\s_-]?vl)?(?=[\s_-]?\d{1,3}\s?b(?![a-z]))"),
            r"qwen\1-vl"),
           # "视频理解500M", "a 500MB mp4": a file's size in megabytes, never a card ("Quadro 500M"; reader50)
           (_FILE_SIZE, _file_size_blanked),
           # a hyphen between the words of a device's name ("2xRTX-3090", "m3-max", "strix-halo", "mac-studio",
           # "m2-ultra", "gtx-1080"): a space, as the name index reads it (reader38); a model's hyphens stay
           (re.compile(r"(?<![a-z])((?:\d{1,2}\s?x\s?)?(?:rtx|gtx|rx|strix|mac|m[1-5]))-(?=(?:\d{3,4}|max|pro|ultra|halo|"
                       r"studio|mini|book)(?![a-z0-9]))"), r"\1 "),
           # "K-80", "P-40", "V-100", "H-100s": a datacenter card's one letter joined to its number by a hyphen, glued
           # back as its name is spelled (break48 M6); two letters ("RL-100", "GPT-4") stay a name of their own
           (re.compile(r"(?<![a-z0-9_.-])([kmptvahl])-(?=\d{2,4}s?(?![\d.a-z]))"), r"\1"),
           (re.compile(r"(\d)\s*tis(?![a-z])"), r"\1 ti"), (re.compile(r"(?<![a-z])supers(?![a-z])"), "super"),
           # "4090lora微调", "3090qlora", "4090finetune": a card's number glued to the job after it (reader44)
           (re.compile(r"(?<![a-z0-9.])((?:rtx|gtx)?\s?\d{4}(?:\s?(?:ti|super))?)(?=(?:q?lora|sft|dpo|grpo|finetun|fine-tun|"
                       r"train|infer)[a-z]*(?![a-z]))"), r"\1 "),
           # "4卡40GA100", "24g3090": the memory glued before the card's letter and number
           (re.compile(r"(?<![a-z0-9.])(\d{1,3}\s?gb?)(?=(?:[ahlptv]|rtx|gtx)\s?\d{2,4}(?![\d.]))"), r"\1 "))
