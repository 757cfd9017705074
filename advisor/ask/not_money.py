"""Numbers beside money words that are no money (issue 27, round 6): watts written with the letter that also
writes 万 ("最高165w功耗", "TDP 350w"), a length in thousands ("输入长度1k左右", "context length 8k") and a
processor's model number ("Ryzen 5500", "志强8454H", "i7 12700") and a version of software or a driver
("drivers from 575 to version 580.65.06", "driver 550", "ollama 0.11.4"; round 10). The budget reader
(:mod:`advisor.ask.budgets`) skips them. Pure: no I/O."""

from __future__ import annotations

import re

from ..vision_said import network_said
from .hourly import per_hour_after
from .money import _CUR_SAID_HERE
from .pieces import pieces_said
from .soc_chips import unit_said

# power words: a number with "w" beside them is watts ("最高165w功耗", "功耗450w", "TDP 350w", "165w power")
_POWER_AFTER = re.compile(r"\s*(?:的)?\s*(?:功耗|功率|tdp|供电|供電|电源|電源|power|watts?)(?![a-z])")
_POWER_BEFORE = re.compile(r"(?:功耗|功率|tdp|供电|供電|电源|電源|power|限功率|功耗墙|功耗牆)\s*"
                           # a short clause between ("功耗不高，只有90w": watts; reader50)
                           r"(?:[^\d。.;；!?！？]{0,6}?(?:只有|才|也就|约|約|大约|大約))?\s*"
                           r"(?:是|为|為|在|只有|最高|最大|[:：])?\s*(?:最高|最大|约|約|大约|大約)?\s*"
                           r"(?:\d\s*\+\s*\d\s*)?$")  # "电源: 1+1 2000W": a redundant pair of supplies (reader34)
# a length said before a number in thousands ("输入长度1k左右", "上下文8k", "context length 4k"): no money
LENGTH_BEFORE = re.compile(r"(?:长度|長度|上下文|序列|输入|輸入|输出|輸出|length|context|ctx|seq(?:uence)?(?:\s+len)?|"
                           # an engine's tokens to generate ("num_predict 32k", "n_predict 4k": its underscore is read
                           # as a space by then): tokens, no money (reader48)
                           r"(?<![a-z])(?:num|n)\s+predict|"
                           r"tokens?|prompts?(?:\s+(?:of|is|was))?|提示词|提示詞)\s*(?:是|为|為|在|[:：=])?\s*"
                           r"(?:约|約|大约|大約|about|around|~)?\s*$")  # "the same prompt of 20-30k": tokens (fix47d)
# a context window's words before a number, the number written again in brackets after it ("context length of 20,000
# (20k)", "--ctx-size 32000"): tokens, never money
_CONTEXT_BEFORE = re.compile(r"(?:context(?:\s+(?:length|len|window|size))?|ctx(?:[\s_-]*size)?|n_ctx|num_ctx)\s*"
                             r"(?:of|to|=|:|is|at)?\s*(?:[\d,.]+\s*[km]?\s*\(\s*)?$")
# a processor's brand just before a number: its model number ("ryzen 5500", "xeon 8454h", "志强8454H", "i7 12700")
CPU_BEFORE = re.compile(r"(?<![a-z])(?:ryzen(?:\s*[3579])?|threadripper(?:\s*pro)?|epyc|xeon(?:\s*(?:gold|silver|"
                        r"platinum|w))?|core\s*i[3579]|i[3579]|athlon|celeron|pentium|锐龙|銳龍|至强|至強|志强|志強|"
                        r"酷睿)\s*-?\s*$")


# a version: a software or driver word just before the number ("nvidia drivers from 575", "driver version 550",
# "cuda 12", "rocm 6.3"), or a dotted version across "to" after it ("575 to version 580.65.06", "0.10.1 -> 0.11.4")
_VERSION_BEFORE = re.compile(r"(?<![a-z])(?:drivers?|versions?|ver\.?|build|release|cuda|rocm|ollama|pytorch|torch|"
                             r"python|vllm|firmware|bios|kernel)\s*(?:version\s*)?(?:from\s+|is\s+|[:=v]\s*)?$")
_VERSION_AFTER = re.compile(r"\s*(?:to|->|→|=>)\s*(?:version\s*|v)?\d+\.\d+")
# a dotted number after a word of time ("I had used this up until 12.3 or so", "broken since 0.12"): the release a
# tool worked until or broke at, never money (reader47)
_VERSION_TIME_BEFORE = re.compile(r"(?:(?<![a-z])(?:until|till|since|before|after)|直到|自从|自從)\s*"
                                  r"(?:v(?:ersion)?\s*)?$")
_DOTTED = re.compile(r"v?\d+\.\d+")


# a card's model number said as a card: counted just before it ("for two 7900 xtx", "for 2 3090") or named with a
# variant's word right after it ("for 7900 xtx", "4070 ti super"); round 13
_COUNT_JUST_BEFORE = re.compile(r"(?<![a-z0-9.,$€£¥])(?:two|three|four|five|six|eight|dual|twin|a\s+pair\s+of|"
                                r"\d{1,2}\s*[x×*]?)\s*$")
_VARIANT_AFTER = re.compile(r"\s?(?:xtx|xt|ti|super|gre)s?(?![a-z])")  # "two 7900 xtxs": the plural (fix32c)


def card_number_said(s: str, span: tuple[int, int]) -> bool:
    """Whether the number at ``span`` of ``s`` (the question, lower case) is said as a card's model number: a count
    just before it or a variant's word right after it (the comment above). The caller checks a card was read."""
    return bool(_COUNT_JUST_BEFORE.search(s[max(0, span[0] - 12):span[0]]) or _VARIANT_AFTER.match(s[span[1]:]))


def version_said(s: str, span: tuple[int, int]) -> bool:
    """Whether the number at ``span`` of ``s`` (the question, lower case) is a version of software or a driver:
    a software or driver word just before it, a dotted version across "to" after it, or a dotted number after a word
    of time ("up until 12.3 or so", "since 0.12"; module docstring)."""
    before = s[max(0, span[0] - 24):span[0]]
    return bool(_VERSION_BEFORE.search(before) or _VERSION_AFTER.match(s[span[1]:]) or release_said(s, span))


def release_said(s: str, span: tuple[int, int]) -> bool:
    """Whether the number starting at ``span`` of ``s`` (the question, lower case) is a dotted release after a word of
    time ("up until 12.3 or so", "since 0.12"): what a tool worked until or broke at, however the amount ends."""
    return bool(_VERSION_TIME_BEFORE.search(s[max(0, span[0] - 24):span[0]]) and _DOTTED.match(s, span[0]))


def power_said(s: str, span: tuple[int, int], text: str) -> bool:
    """Whether the amount ``text`` at ``span`` of ``s`` ends in "w" beside a power word: watts, not 万."""
    if not re.search(r"\d\s*w(?:\s*元)?$", text.strip()):  # "2000W 元余(冗余)电源": the 元 is a typo's, no yuan
        return False
    return bool(_POWER_AFTER.match(s[span[1]:]) or _POWER_BEFORE.search(s[max(0, span[0] - 20):span[0]]))


# a setting's name just before a number: a command-line flag ("--max_num_batched_token 2048", "--port 8000") or a
# parameter written as an identifier ("max_length 512", "batch_size=4"): the setting's value, never money (reader32)
_SETTING_BEFORE = re.compile(r"(?:(?<![\w-])--?[a-z][\w-]*|(?<![\w])[a-z][a-z0-9]*_[a-z0-9_]+)\s*[=:]?\s*$")
# a count right after a bare number ("5250*2", "32G*8", "960G SSD*4" in a pasted spec): so many of that part, no money
_TIMES_AFTER = re.compile(r"\s*(?:[*×]|x(?=\d))\s*\d")


def setting_said(s: str, span: tuple[int, int]) -> bool:
    """Whether the number at ``span`` of ``s`` (the question, lower case) is a setting's value: a flag or an
    identifier just before it, or a count of a part right after it (the comment above)."""
    return bool(_SETTING_BEFORE.search(s[max(0, span[0] - 40):span[0]]) or _TIMES_AFTER.match(s, span[1]))


# an image's size (issues 27 and 28, fix45b): a size's word or unit right after the number ("384 resolution",
# "1280px", "640x640", "384 分辨率") or before it ("resolution 384", "imgsz=1280", "image size 640", "分辨率384",
# "输入384"), or "at N" after a vision network's name with N a side a network takes (a multiple of 32 up to 2048:
# "ViT-B/16 at 384", "yolov8x at 1280"): pixels, never money
_IMAGE_AFTER = re.compile(r"\s*(?:px|pixels?|p(?![a-z])|res(?:olution)?(?![a-z])|"
                          r"[x×*]\s*\d{2,4}(?!\s*(?:gb|g)(?![a-z]))|分辨率|像素)")
_IMAGE_BEFORE = re.compile(r"(?:resolution|(?<![a-z])res|imgsz|img[-_ ]?size|image[-_ ]?size|input[-_ ]?size|"
                           r"input resolution|--img|分辨率|输入|輸入|尺寸|图片大小|圖片大小|图像大小|圖像大小)\s*"
                           r"(?:of|=|:|：|is|at|为|為|是)?\s*$")
_AT_SIDE = re.compile(r"(?<![a-z])at\s+$")


def image_size_said(s: str, span: tuple[int, int], text: str) -> bool:
    """Whether the bare number ``text`` at ``span`` of ``s`` (the question, lower case) is an image's size (the
    comment above); a currency said with it keeps it money ("yolov8 at $1280")."""
    m = re.fullmatch(r"(?:at\s+)?(\d{2,4})", text.strip())
    if m is None:
        return False
    if _IMAGE_AFTER.match(s, span[1]) or _IMAGE_BEFORE.search(s[max(0, span[0] - 24):span[0]]):
        return True
    side = int(m.group(1))
    at = text.strip().startswith("at") or _AT_SIDE.search(s[max(0, span[0] - 8):span[0]])
    return bool(at and side % 32 == 0 and 64 <= side <= 2048 and network_said(s[:span[0]]))




# a counter word for items right after an amount in 万 or 千 ("10万条新的数据", "5千张图片", "2万个样本", "100万token"):
# so many records, pictures or tokens, never money (reader34)
_ITEMS_AFTER = re.compile(r"\s*(?:多|余|餘|左右)?\s*(?:条|條|个|個|篇|次|步|轮|輪|行|句|对|對|组|組|样本|樣本|"
                          r"张|張|幅|帧|幀|"
                          r"tokens?|字|词|詞|段|份|道|题|題|用户|用戶|人|样|樣|例|epochs?|steps?|samples?|rows?|images?)")
# a speed's unit (tokens or iterations by the second): said before a number with its words between ("an average tps of
# about 18", "tokens/s: ~40"), or after it with a comparison's word between ("up to 5-10 more tokens/s", "20 extra
# tok/s"); the number is a speed measured or wanted, never money (reader33)
_SPEED_UNIT = (r"(?:tps|tok(?:en)?s?\s*/\s*s(?:ec)?|t/s|tok(?:en)?s?\s+(?:per|a|an)\s+sec(?:ond)?|it/s|s/it)"
               r"(?![a-z])")
_SPEED_BEFORE = re.compile(_SPEED_UNIT + r"\s*(?:of|is|was|at|around|about|approx(?:imately)?|roughly|only|just|"
                           r"up\s+to|"
                           r"under|below|over|above|or|and|vs\.?|[:=~≈])?\s*(?:of|about|around|only|just|~)?\s*[$€£¥]?$")
_SPEED_AFTER = re.compile(r"\s*(?:[-–~]\s*\d+(?:\.\d+)?\s*)?(?:多|余|餘|\+)?\s*"
                          r"(?:more|extra|fewer|less|faster|slower|additional)?\s*" + _SPEED_UNIT)
# (reader49) "100多it/s": an approximation's word between the number and its unit


_TINY_BARE = re.compile(r"(?:under|below|less\s+than|up\s*to|about|around|approx(?:imately)?|roughly|~|≈|<=?|≤)?\s*"
                        r"(?:\d{1,2}(?:\.\d+)?\s*(?:-|–|to|~)\s*)?(\d{1,2}(?:\.\d+)?)")
"""A bare number after a word of approximation, no currency nor multiplier ("about 18", "around 8-16", a range by its
top): under 50 it is no money."""


_RATIO_BEFORE = re.compile(r"(?:(?<![\d.])\d{1,2}|[一二两兩三四五六七八九十])\s*(?:比|:|：)\s*$")
"""A ratio's first term and its word just before a number ("一比5", "1比8", "1:5"): the number is the ratio's second
term (a time, a speed), never money; a card beside 比 ("3090比4090") has more digits."""

_BUDGET_SAID = re.compile(r"预算|預算|budget")
"""A budget's word right before an amount ("预算100w组训练集群": 组 there is "to build", not a counter): money."""


def speed_said(s: str, span: tuple[int, int]) -> bool:
    """Whether the number at ``span`` of ``s`` (the question, lower case) is a speed: its unit (tokens or iterations
    by the second) just before it or after it (the comment above)."""
    return bool(_SPEED_BEFORE.search(s[max(0, span[0] - 40):span[0]]) or _SPEED_AFTER.match(s[span[1]:]))


def ratio_said(s: str, span: tuple[int, int]) -> bool:
    """Whether the number at ``span`` of ``s`` (the question, lower case) is a ratio's second term ("一比5", "1:5";
    :data:`_RATIO_BEFORE`), with no budget word just before it ("预算1:5000" keeps its money)."""
    return bool(_RATIO_BEFORE.search(s[max(0, span[0] - 6):span[0]])) and not _BUDGET_SAID.search(
        s[max(0, span[0] - 10):span[0]])


def no_money(s: str, span: tuple[int, int], text: str) -> bool:
    """Whether the amount ``text`` read at ``span`` of ``s`` (the question, lower case) is no money: a rate by the
    hour, a count of cards ("100张3090"), watts, a length in thousands with no currency said, a processor's model
    number, or a bare number that is a version."""
    if resolution_said(s, span, text):  # "a 4K dataset", "4k gaming": a resolution (judge30)
        return True
    if per_hour_after(s, span[1]):  # "an H100 at $2/hr", "$1.99 per hour": a rental's rate (round 14; .hourly)
        return True
    if not _CUR_SAID_HERE.search(text) and unit_said(s, span):  # "47 TOPS", "192线程", "1024->512" (reader39)
        return True
    if pieces_said(s, span, text):  # "至强8168 x2块": two processors, not 2 yuan (reader40)
        return True
    if not _CUR_SAID_HERE.search(text) and re.search(r"\d\s*(?:万|萬|千|w|k)$", text) and not _BUDGET_SAID.search(
            s[max(0, span[0] - 8):span[1]]) and _ITEMS_AFTER.match(
            s, span[1]):
        return True  # "10万条新的数据": records counted, no money (reader34)
    if not _CUR_SAID_HERE.search(text) and speed_said(s, span):  # "tps of about 18", "5-10 more tokens/s"
        return True
    if not _CUR_SAID_HERE.search(text) and ratio_said(s, span):
        return True  # "大概一比5左右的生成时间", "1:5": a ratio's second term, never money (reader49)
    if image_size_said(s, span, text):  # "ViT-B/16 at 384 resolution", "imgsz=1280": pixels (fix45b)
        return True
    if (tiny := _TINY_BARE.fullmatch(text)) and float(tiny.group(1)) < 50:
        return True  # "gave about 18", "up to 10 more": too small to be money, as a bare number is (reader33)
    if not _CUR_SAID_HERE.search(text) and setting_said(s, span):  # "--max_num_batched_token 2048", "5250*2"
        return True
    if re.fullmatch(r"\d{1,4}", text) and re.match(r"\s*[张張]\s*(?:[a-z]|\d{3,5})", s[span[1]:]):
        return True  # "我有100张3090": a count of cards (past the largest rig, said so), never 100 yuan (break25 #24)
    if power_said(s, span, text) or CPU_BEFORE.search(s[max(0, span[0] - 16):span[0]]) or (
            re.fullmatch(r"[\d.]+", text) and version_said(s, span)) or (
            not _CUR_SAID_HERE.search(text) and release_said(s, span)):  # "up until 12.3 or so": a release (reader47)
        return True
    if not _CUR_SAID_HERE.search(text) and _CONTEXT_BEFORE.search(s[max(0, span[0] - 40):span[0]]):
        return True  # "a context length of 20,000 (20k)": tokens, in any writing of the number (round 13)
    return bool(re.search(r"\d\s*(?:k|千)", text) and not _CUR_SAID_HERE.search(text)
                and LENGTH_BEFORE.search(s[max(0, span[0] - 12):span[0]]))


# a screen's, a picture's or a data set's word right beside "4k"/"8k"/"2k" ("a 4K dataset", "4k gaming", "8K video",
# "gaming at 4k", "4k显示器", "4K游戏"): a resolution, never 4,000 of money (judge30)
_RESOLUTION_WORDS = (r"(?:data\s*-?sets?|data|videos?|images?|imagery|photos?|pictures?|pics|frames?|footage|"
                     r"textures?|resolution|res|monitors?|displays?|screens?|tvs?|gaming|games?|render(?:ing|s)?|"
                     r"upscal\w*|hdr|camera|cameras|streams?|streaming|output|\d{2,3}\s*(?:fps|hz)|"
                     r"数据集|數據集|视频|視頻|图片|圖片|图像|圖像|照片|显示器|顯示器|屏幕|屏|游戏|遊戲|分辨率|"
                     r"画质|畫質|渲染|素材|剪辑|剪輯)")
_RESOLUTION_AFTER = re.compile(r"\s*(?:\d{2,3}\s*(?:fps|hz)?\s*)?(?:uhd\s*)?" + _RESOLUTION_WORDS
                               + r"(?![a-z])")
_RESOLUTION_BEFORE = re.compile(r"(?<![a-z])(?:" + _RESOLUTION_WORDS[3:-1] + r"|play(?:ing)?|edit(?:ing)?|"
                                r"record(?:ing)?|watch(?:ing)?)\s*(?:at|in|of|@|[:：])?\s*$")


# an image or video model, or a generating job, just before "at 4k"/"in 4k" ("can a 4090 run sdxl at 4k", "flux in 4k",
# "generate images at 4k"): the size asked of the picture, never 4,000 of money (fix78d)
_GENERATOR_BEFORE = re.compile(
    r"(?<![a-z])(?:sdxl|sd\s*(?:1\.5|2\.1|3(?:\.5)?)|stable\s*diffusion(?:\s*(?:xl|\d(?:\.\d)?))?|flux(?:\.1)?(?:[\s-]+"
    r"(?:dev|schnell|pro|kontext))?|wan(?:\s*2\.[125])?|hunyuan\s*video|ltx(?:[\s-]*video)?|cogvideo\w*|mochi|"
    r"qwen[\s-]*image|hidream|pixart\w*|kandinsky|midjourney|comfyui|generat\w*|txt2img|img2img|t2v|i2v|"
    r"text[\s-]*to[\s-]*(?:image|video)|image[\s-]*to[\s-]*video)(?:\s+[a-z0-9.]+){0,2}?\s*(?:at|in|@)\s*$")


def resolution_said(s: str, span: tuple[int, int], text: str) -> bool:
    """Whether ``text`` ("4k", "8K", "2k") at ``span`` of ``s`` (the question, lower case), with no currency, is a
    resolution: a word of pictures, screens or data sets right after it or right before it (the comment above)."""
    if not re.fullmatch(r"(?:like\s+|in\s+|at\s+)?[248]\s*k", text.strip()) or _CUR_SAID_HERE.search(text):
        return False
    if _RESOLUTION_AFTER.match(s, span[1]):
        return True
    before = s[max(0, span[0] - 24):span[0]]
    if _GENERATOR_BEFORE.search(s[max(0, span[0] - 48):span[0]]) and not _BUDGET_SAID.search(before):
        return True  # "can a 4090 run sdxl at 4k": the picture's size (fix78d)
    return bool(_RESOLUTION_BEFORE.search(before)) and not _BUDGET_SAID.search(before)
