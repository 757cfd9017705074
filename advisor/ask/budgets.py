"""The budget of a question (issue 27's money spans, the reader's step 4): a span with a currency, a
multiplier or a budget word around a number, read by the budget reader
(:func:`advisor.budget.parse_budget`), or a bare number after a budget word. A mixin of
:class:`advisor.ask.reader.Reader` (it reads with the reader's advisor and card look-up)."""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING

from ..budget import hidden_in_number
from ..commands import BY_NAME
from ..currencies import AmbiguousCurrency, current_currencies, is_iso_code, read_currency
from ..errors import AdvisorError, ZeroBudget
from ..kinds import Given, read_budget
from ..text import clean_input
from . import cues, money
from .budget_range import UNIT_TOP, bare_top
from .budget_word import personal_after_budget
from .gate import opened
from .job_amount import budget_for_job
from .made_patterns import compiled
from .money import _AMOUNT, _BUDGETS, _CN_MONEY_RUN, _CUR_SAID_HERE, _CURRENCY_SAID, _PRE_NUMBER
from .not_money import (
    CPU_BEFORE,
    card_number_said,
    image_size_said,
    no_money,
    ratio_said,
    setting_said,
    speed_said,
    version_said,
)
from .offer_first import offered_before_budget
from .offer_ok import OK_AFTER
from .pair_measured import number_is_speed
from .place_currency import placed
from .rent_said import hourly_spans
from .soc_chips import unit_said
from .spans import blank
from .supposed_price import supposed

if TYPE_CHECKING:
    from ..api import Advisor
    from ..kinds import Given as _Given
    from ..models import Budget
    from .reader import Reading
    from .vocabulary import Vocabulary

MAX_QUESTION_CHARS = 1000
"""At most this many characters of a question are read (a Discord message holds 2,000): a long post's start and end
(:mod:`advisor.ask.long_text`). 1,000 reads whole the long posts people write (the corpus's longest rows: ~600), where
500 cut an owner's card out of a 529-character one (E627); 1,000 characters read in ~15 ms against ~2 ms
for a short question (2026-12-05, a loaded machine)."""

CJK = re.compile(r"[\u3400-\u9fff]")
WORD_CODES = frozenset({"ALL", "AMD", "AWG", "BOB", "CUP", "ERN", "GEL", "MAD", "MOP", "NAD", "PEN", "PHP", "SOS",
                        "TOP", "TRY"})
"""Current ISO 4217 codes that are also English words (or a language's name: PHP; a maker's: AMD, "best 4 amd gpu
setup", fix33b): after an amount in a question ("why is the 970 all about", "800 try") they are read as money only
where the market converts them."""
# a code's own words or sign, the money cue that makes a word code a currency ("800 try lira", "₺800")
_WORD_CODE_CUES = {"TRY": r"lira|₺|(?<![a-z])tl(?![a-z])|turk", "ALL": r"(?<![a-z])lek", "PHP": r"peso|₱",
                   "MAD": r"dirham", "PEN": r"(?<![a-z])sol(?:es)?(?![a-z])", "GEL": r"lari|₾", "BOB": r"boliviano",
                   "CUP": r"peso", "TOP": r"pa'?anga", "MOP": r"pataca", "NAD": r"(?:namibian\s+)?dollar",
                   "SOS": r"shilling", "ERN": r"nakfa", "AWG": r"florin", "AMD": r"(?<![a-z])drams?(?![a-z])|֏"}
YEAR = re.compile(r"^20[12]\d$")  # 2010-2029: a year ("in 2026"), never the RTX 2060-2080
_A_THING = re.compile(r"(?:(?<![a-z])(?:a|an|one|my|the|this|that)\s+(?:gtx\s+|rtx\s+)?|"
                      r"(?:一|两|兩|\d)?\s*(?:张|張|块|塊)\s*)$")
NOT_BUYING = frozenset({"own", "oom", "why", "compare", "fits", "starter", "small_model"})  # no buying words
# what follows a number that is no amount of money ("60-core", "70 w", "80 gb", "125m params"; "50多fps": some 50 fps;
# "each image is 300 Ko": kilobytes written in French, reader31)
NOT_AMOUNT = re.compile(r"\s*-?\s*(?:多|余|餘|来|來)?\s*"
                        # "about 8 of my 10gb VRAM": a part of the memory; "we have 20000 of them": things counted;
                        # no money (reader31)
                        r"(?:(?:out\s+)?of\s+(?:my|the|its|your|our)?\s*\d{1,3}\s*(?:gb|g|gib)|of\s+them|"
                        r"cores?|c|w|watts?|tb|gb|g|mb|gib|kb|kib|mib|ko|mo|kilobytes?|megabytes?|hz|mhz|fps|%|tok|t/s|tokens?|steps?|px|m|per|"
                        # "upscale images up to 5-6MP": megapixels, an image's size (reader43)
                        r"mp|mpx|megapixels?|"
                        r"params|parameters|layers|epochs?|images?|x|hours?|hrs?|h|minutes?|mins?|seconds?|secs?|days?|weeks?|months?|"
                        r"iterations?|iters?|samples?|photos?|pictures?|videos?|frames?|s|ms|times|fold|小时|小時|分钟|分鐘|秒|天|倍|"
                        # "3-5个请求", "32并发", "10人": things or people counted, never yuan; "300瓦": watts
                        r"[个個](?!\s*(?:人民|w|万|萬|k|千|美元|刀))|[次条條位路瓦]|人(?!民)|并发|並發)(?![a-z])")
BARRIER = " ¦ "
# a memory's need said just before a bare number ("内存需要满足700+", "显存至少要80"): the number is gigabytes
_MEMORY_BEFORE = re.compile(r"(?:内存|內存|显存|顯存)\s*(?:需要|要|得)?\s*"
                            r"(?:满足|滿足|达到|達到|至少|最少|有|是|为|為)?\s*(?:要|需要)?\s*$")
# minutes and seconds after a number: a time ("371:05:56", "12:30"), never an amount
_CLOCK_AFTER = re.compile(r":[0-5]\d(?![0-9])")
# a range's top after its bottom ("预算在3k-4k之间")
_RANGE_REST = re.compile(r"\s*[-~到至]\s*\d+(?:\.\d+)?\s*(?:k|w|千|万|萬)?(?![\d.a-z])")
_AT_END = re.compile(r"(?:(?<![a-z])at|@)\s*[$€£¥]?\s*$")  # "a 3090 at 700", "3090 @ $650": a price said of a card
# a number said right after a card (its memory, its condition) and before a word of a deal: "二手3090 5500值得入吗",
# "2080ti 22g 2500能买吗" — the card's price offered, in a Chinese question that writes no "at" or "for"
_CARD_JUST_BEFORE = re.compile(r"(?:\d{3,5}\s*(?:ti|super|s|d|xt|xtx)?|\d{1,3}\s*gb?|二手|全新)\s*$")
_DEAL_AFTER = re.compile(r"\s*(?:元|块|塊|rmb)?\s*(?:的话|的話)?\s*"
                         r"(?:值得|值不值|值吗|值嗎|能买|能買|可以买|可以買|能入|可以入|划算|劃算|贵不贵|貴不貴|贵吗|貴嗎)")
# words of pictures and screens: "4k" beside them is a resolution ("render image, like 4K", "4k video")
_PICTURE = re.compile(r"resolution|render|image|video|monitor|display|screen|分辨率|渲染|视频|視頻|显示器|顯示器")
# a CUDA compute capability said ("spconv要sm>=80，但是2080ti只有75", "sm_75", "compute capability 8.6"): its numbers
# are the architecture's, never money
COMPUTE_CAPABILITY = re.compile(r"(?<![a-z])sm\s*(?:_|>=|<=|>|<|=|:)?\s*\d{2,3}(?!\d)|compute\s+capability|"
                                r"计算能力|計算能力")
# a context length said bare beside a model ("32k", "128k"): a power of two thousand tokens, no money
CONTEXT_K = re.compile(r"(?:2|4|8|16|32|64|128|256|512)\s*k")
# what follows "N块" when 块 counts cards: a memory size, a card's number or line, a card word
_SPEND_LEAD = re.compile(r"(?:想|打算|准备|準備|能|可以|愿意|願意)花\s*")  # "想花5000买显卡": money to spend
# an article before an amount and a card's number after it ("a 800€ 9070XT", "a $700 used 3090"): the card's price
_ARTICLE_END = re.compile(r"(?<![a-z])(?:a|an|my|the|this|that|our)\s*$")
_CARD_NUMBER_AFTER = re.compile(r"\s*(?:used\s+|new\s+|second[- ]hand\s+)?(?:rtx|gtx|rx|radeon|geforce|arc|tesla)?"
                                r"\s?\d{3,4}(?![\d.,])")


_GPU_WORD_AFTER = re.compile(r"\s*(?:gpus?|cards?|graphics\s+cards?)(?![a-z])")


def _card_priced(s: str, span: tuple[int, int], text: str) -> bool:
    """Whether the amount ``text`` at ``span`` of ``s`` is a card's price: a currency said, an article before it and a
    card's number right after it ("a 800€ 9070XT"; reader31), or "gpu" or "card" after it in a question that says a
    card was bought ("I just bought a MI100 because … pretty high for a $1k GPU": what it cost; reader33)."""
    if not (_CUR_SAID_HERE.search(text) and _ARTICLE_END.search(s[max(0, span[0] - 8):span[0]])):
        return False
    return bool(_CARD_NUMBER_AFTER.match(s[span[1]:]) or (_GPU_WORD_AFTER.match(s[span[1]:]) and cues.bought(s)))


CARD_AFTER = re.compile(r"\s*(?:\d+(?:\.\d+)?\s*(?:gb?|gib)(?![a-z])|"
                        r"(?:rtx|gtx|rx|tesla|nvidia|amd|[ahlptv])?\s?\d{2,4}|"
                        r"显卡|顯卡|gpu|卡|card)", re.I)


CODE_BEFORE_AMOUNT = re.compile(r"\s(?:usd|eur|gbp|cad|aud|cny|rmb|jpy|nzd|chf|sek|inr|twd|hkd|sgd)$")
"""A currency's code that ends a span read as money: followed by a number, it is that number's (break21 #2)."""


def code_of_next(s: str, span: tuple[int, int], text: str) -> bool:
    """Whether the money ``text`` at ``span`` of ``s`` ends with a currency's code that a number follows ("3090 CAD
    900"): the code is the currency of the amount after it, never of the card's number before it."""
    return bool(CODE_BEFORE_AMOUNT.search(text)) and re.match(r"\s*\d", s[span[1]:]) is not None


def take(s: str, span: tuple[int, int]) -> str:
    """``s`` with ``span`` replaced by a barrier (the words are read; nothing spans across it)."""
    return s[:span[0]] + BARRIER + s[span[1]:]


def _said(text: str, given: _Given) -> tuple[float, str] | None:
    """The amount and currency a budget the budget reader refuses says ("-5" → (-5, USD), "$1000000000000"
    → (1e12, USD)): its number times what the same words make of 1 (the currency, a multiplier). Shown on
    the read-as line with the refusal; ``None`` when the words make no amount even so."""
    m = re.search(r"-?\s?\d+(?:[.,]\d+)*", text)
    if m is None:
        return None
    number = m.group().replace(" ", "").replace(",", "")
    try:
        unit = read_budget(text[:m.start()] + "1" + text[m.end():], given)
        return float(number) * unit.amount, unit.currency
    except (AdvisorError, ValueError):
        return None



WATTS_FROM = 300
"""A bare number with a "w" from here up is watts (a power supply: 300–2,000 W), never 万 yuan: a GPU budget of
3,000,000 yuan or more is not written "300w" (a lab's 100w, one million, still is a budget)."""


WATTS_RANGE = re.compile(r"\d\s*(?:-|–|—|~|to|到|至)\s*\d+\s*w$")
"""A range of watts ("550-750w", a supply's): skipped as no money, it is blanked whole, so that its bottom is never
read as a bare amount after the supply's words are taken (fix47d)."""


def watts(text: str, language: str) -> bool:
    """Whether a money span as typed is watts: two digits or more before "w" in an English question ("70W"), or, in
    any language, a bare number of :data:`WATTS_FROM` or more before it ("850w够4090吗", break17 #1)."""
    if language == "en" and re.search(r"\d\d\s*w(?![a-z])", text):
        return True
    bare = re.fullmatch(r"(\d{3,4})\s*w", text)
    return bare is not None and int(bare.group(1)) >= WATTS_FROM


_WATTS_AROUND_AFTER = re.compile(r"\s*(?:以下|以内|以內|之内|之內|以上|左右)?\s*(?:功耗|的?(?:显卡|顯卡|卡|板卡)|tdp)")
_WATTS_AROUND_BEFORE = re.compile(r"(?:功耗|功率|tdp|电源|電源)\s*(?:限制|上限|限|封顶|封頂)?\s*"
                                  r"(?:在|是|为|為|不超过|不超過|小于|小於|低于|低於|:|：)?\s*$")
_BUDGET_SAID = re.compile(r"(?:预算|預算|budget)\s*(?:是|为|為|有|:|：|of|is)?\s*[¥$￥]?\s*\d")


_BARE_W = re.compile(r"(?:under|below|less\s+than|不超过|不超過|低于|低於)?\s*(\d+(?:\.\d+)?)\s*w\s*"
                     r"(?:以下|以内|以內|之内|之內)?")
_WATTS_CARD_FROM = 30
"""A bare "Nw" beside a card's or power word is watts from here up (a board of 30–700 W); below, 万 ("1w以内的显卡")."""


def watts_beside(s: str, span: tuple[int, int], text: str) -> bool:
    """Whether a bare "Nw" at ``span`` of ``s`` is watts by what is said around it: a budget said elsewhere after its
    own word ("最好的75W以下显卡，预算3000元": the 预算 amount is the budget, break28 #6), or, from 30 up, a card's or
    a power word beside it ("75W以下显卡", "75w功耗", "功耗75w"); "1w以内的显卡" stays 10,000 yuan."""
    said = _BARE_W.fullmatch(text)
    if said is None:
        return False
    if any(not (m.start() <= span[0] < m.end() + 2) for m in _BUDGET_SAID.finditer(s)):
        return True
    return float(said.group(1)) >= _WATTS_CARD_FROM and bool(
        _WATTS_AROUND_AFTER.match(s, span[1]) or _WATTS_AROUND_BEFORE.search(s[max(0, span[0] - 12):span[0]]))


def _after_range(s: str, span: tuple[int, int], text: str) -> str:
    """What follows the amount ``text`` at ``span`` of ``s``, past a range's top written after it ("around
    11-12 tokens/sec": " tokens/sec"), so that a unit after the range says it is no money."""
    after = s[span[1]:]
    if (upper := _RANGE_REST.match(after)) is not None and not re.search(r"[-~到至]", text):
        return after[upper.end():]
    return after

_PRICE_BARE = re.compile(r"(?:以为|以為|花了|花费了|花費了)(?:要|只要|才|就|是)?\s*(\d{3,6})"
                         r"(?!\d|[.,]\d|\s*(?:万|萬|千|k|w)(?![a-z]))")
"""A bare amount after the words of a price paid or guessed ("花了5000", "以为要5000就能买到"): money, no card
number."""


def prices_blanked(s: str) -> str:
    """``s`` (a question in lower case) with each bare amount of :data:`_PRICE_BARE` blanked: no budget, no card."""
    for m in _PRICE_BARE.finditer(s):
        s = blank(s, m.span(1))
    for span in hourly_spans(s):  # "每小时2.5美元", "at $2.5/hr": a rent price by the hour, never a budget (fix70c)
        s = blank(s, span)
    return s


_AMOUNT_AFTER_WORD = re.compile(r"\s*(?:of|is|=|:)?\s*[$€£¥]?\s*(\d[\d,.]*)")
"""An amount right after a budget word: "… 6000 budget 5000" is the card's number, then the budget (fix27a)."""
_BUDGET_LEAD = re.compile(r"(?:my\s+)?budget|预算|預算")
"""A budget said as such: after a card's name ("why rtx 3090 budget 1500") it is the budget, never the card's price."""

def _english_budget(s: str, span: tuple[int, int], text: str) -> bool:
    """Whether ``text`` at ``span`` is "budget N" with no amount said before the word ("nvidia gpu with at least 64gb
    memory, budget 6000": 6,000, no RTX 6000, break28 #19; "a 1500 budget 4090 or 3090?" keeps its card)."""
    return bool(re.match(r"(?:my\s+)?budget\b", text)) and not re.search(r"\d[\d,.]*\s*[k$€£¥]?\s*$", s[:span[0]])

# what a follow-up may say beside its bare amount and still be read whole (fix32a's "asdf 1234 ???" is not): a count of
# the cards ("two of them", "两张") and whether the amount is their total or each one's ("一共", "each", "for")
_COUNT_SAID = re.compile(r"(?<![a-z\d])(?:[1-8]|two|three|four|five|six|seven|eight)\s+(?:of\s+(?:them|those|these)|"
                         r"cards?|gpus?)(?![a-z])|(?<!\d)(?:[1-8]|[一两兩二三四五六七八])\s*(?:张|張|块|塊|个|個)")
_SCOPE_WORDS = re.compile(r"(?<![a-z])(?:for|total|in\s+total|altogether|together|each|apiece|per\s+(?:card|gpu))"
                          r"(?![a-z])|一共|总共|總共|合计|合計|每张|每張|每块|每塊")


_SIGN_ONLY = re.compile(r"(?:budget\s+(?:of\s+|is\s+)?)?[$£€¥]\s?\d[\d.,]*\s?(?:k|grand)?")
"""A budget's text whose currency is a bare sign ("$1500", "budget $1.2k"): an ISO code after it may say which."""
_CODE_AFTER_SIGN = re.compile(r"\s*([a-z]{3})(?![a-z])")

class BudgetReading:
    """The budget steps of :class:`advisor.ask.reader.Reader` (it sets ``advisor``, ``_given``,
    ``_before_end``, ``vocab`` and ``_lookup``)."""

    advisor: Advisor
    _given: _Given
    _before_end: re.Pattern[str]
    vocab: Vocabulary

    def _lookup(self, group: list[str]) -> tuple[str | None, bool, bool]:
        raise NotImplementedError  # the reader's card look-up

    def _budget_after(self, s: str, span: tuple[int, int], text: str) -> bool:
        """Whether ``text`` at ``span`` is a number and the budget word with another amount right after that word
        ("why rtx pro 6000 budget 5000"): the card keeps its number, the budget is the amount after (fix27a) —
        unless that amount is a popular card's number ("a 1500 budget 4090 or 3090?")."""
        nxt = _AMOUNT_AFTER_WORD.match(s[span[1]:])
        return bool(nxt and re.search(r"budget\s*$", text) and not _CUR_SAID_HERE.search(text)
                    and not self._popular(nxt.group(1)))

    def _popular(self, number: str) -> bool:
        """Whether a bare ``number`` names a popular deep-learning card ("3090", "1080")."""
        card, _, popular = self._lookup([number])
        return bool(card and popular)

    def _hidden_budget(self, text: str, r: Reading, market: str | None, bare_currency: str | None) -> None:
        """Refuse the budget read when a hidden character sits inside its number in what was typed
        ("$5\u202e00" shows as 500 or 005): the budget reader's own refusal (issue 21 §5), where the
        cleaned question would have read 500."""
        digits = re.sub(r"\D", "", r.budget.text) if r.budget else ""
        for token in text[:MAX_QUESTION_CHARS].split():
            if hidden_in_number(token) is None:
                continue
            seen = re.sub(r"\D", "", unicodedata.normalize("NFKC", clean_input(token)))
            if seen and seen in digits:
                r.budget = None
                r.budget_bare = False
                self._parse_budget(token, r, market, bare_currency)  # sets budget_error: the hidden character
                return

    def _budget(self, s: str, r: Reading, market: str | None, bare_currency: str | None) -> str:
        """The first span that reads as a budget (module docstring, 4)."""
        self._as_typed = r.text  # the question with its capitals: "500 TRY" is a code, "500 try" a verb
        s = prices_blanked(s)  # "花了5000", "以为要5000就能买到": a price, never a card (round 14)
        found: list[tuple[int, int]] = []
        for p in opened(_BUDGETS, s):  # the ones whose words are in s (advisor.ask.gate)
            found.extend(m.span() for m in p.finditer(s) if m.group().strip())
        for m in _AMOUNT.finditer(s):  # "港幣5000", "5000港币", "500 chf": a currency word the patterns lack
            widened, _ = self._with_currency_word(s, m.span(), m.group(), market)
            if widened != m.span():
                found.append(widened)
        refused: list[tuple[int, int]] = []  # a span refused ("5000万美元": too large): never read again in part
        for span in sorted(set(found), key=lambda sp: (sp[0], -(sp[1] - sp[0]))):
            if any(a < span[1] and span[0] < b for a, b in refused):
                continue
            text = s[span[0]:span[1]].strip()
            if not re.search(r"\d", text) and not _CN_MONEY_RUN.search(text):
                continue
            if watts(text, r.language) or watts_beside(s, span, text) or code_of_next(s, span, text) or (
                    text in r.setting_values):
                s = blank(s, span) if WATTS_RANGE.search(text) else s  # "550-750w": its bottom is watts too
                continue  # "70W", "850w够4090吗": watts, never 70万 or 850万 yuan ("1w" is 10,000); "3090 CAD 900";
                # "--max_num_batched_token 2048": a setting's value, no money (reader32)
            if NOT_AMOUNT.match(_after_range(s, span, text)) and not personal_after_budget(s, span, text) and (
                    not _CUR_SAID_HERE.search(text)) and not (
                    _CURRENCY_SAID.search(text) and not re.search(r"\d\s*$", text)) or no_money(s, span, text) or (
                    _MEMORY_BEFORE.search(s[max(0, span[0] - 16):span[0]]) and not _CURRENCY_SAID.search(text)):
                # "about 70 w", "大概32G显存", "最高165w功耗", "输入长度1k左右", "Ryzen 5500": no money;
                s = blank(s, span) if WATTS_RANGE.search(text) else s  # "预算 550-750w 电源": no 550 yuan either
                continue  # "内存需要满足700+" (reader29): the memory a model needs
            if re.fullmatch(r"(?:like\s+|in\s+|at\s+)?[248]\s*k", text) and _PICTURE.search(s) or (
                    self._budget_after(s, span, text)):  # "why rtx pro 6000 budget 5000": the one after the word
                continue  # "higher resolution render image, like 4K": a resolution, no money
            if r.model is not None and CONTEXT_K.fullmatch(text) and not cues.SPEND.search(s):
                continue  # "现在训练发现32k用16张910B可以训qwen2.5-33B": a model's context, no budget
            if re.search(r"[块塊]$", text) and (CARD_AFTER.match(s[span[1]:]) or re.match(r"\s{3}", s[span[1]:])):
                continue  # "8块8G的显卡", "两块3090", "8块昇腾910B" (a device read): 块 counts them, it is no yuan
            if cues.PRICE_BEFORE.search(s[max(0, span[0] - 24):span[0]]) or supposed(s, span) or (
                    cues.PRICE_AFTER_CARD.search(s[max(0, span[0] - 24):span[0]]) and not _BUDGET_LEAD.match(text)) or (
                    cues.PAID_AFTER.match(s[span[1]:])) or _card_priced(s, span, text) or (
                    offered_before_budget(s, span)) or (
                    cues.SITE_PRICE_AFTER.match(s[span[1]:]) and not cues.SPEND_BEFORE.search(
                        s[max(0, span[0] - 24):span[0]]) and not _BUDGET_LEAD.match(text)):  # "花3000块买了": the price
                # paid; "I have a 800€ 9070XT" (reader31)
                s = blank(s, span)  # "an RTX 3090 costs $1,300": a card's price quoted, no budget (nor a card)
                refused.append(span)  # nor a part of it read again as an amount ("€ 9070")
                continue
            if (pre := _PRE_NUMBER.fullmatch(text)) and self._popular(pre.group(1)) and not (
                    (re.match(r"预算|預算", text) or _SPEND_LEAD.match(text) or _english_budget(s, span, text))
                    and not CARD_AFTER.match(s[span[1]:])
                    and not s[span[1]:].lstrip().startswith("的")):  # "想花4090的钱": a card's price, the card
                continue  # "what about 3090?", "around 4090": a popular card's number is the card ("预算6000": money)
            if lead := _SPEND_LEAD.match(text):  # "想花5000": the amount after the words of spending it
                span, text = (span[0] + lead.end(), span[1]), text[lead.end():]
            if (bare := re.fullmatch(r"(\d{3,5})\s*(?:budget|预算|預算)?", text)) and _A_THING.search(s[:span[0]]) and (
                    self._popular(bare.group(1))):
                continue  # "at most a 3090 budget": a popular card named as the ceiling, never 3,090 dollars
            span, text = self._with_currency_word(s, span, text, market)
            if (more := _RANGE_REST.match(s[span[1]:])) is not None and not re.search(r"[-~到至]", text):
                span, text = (span[0], span[1] + more.end()), text + more.group()  # "预算在3k-4k之间": the range
            plain = re.sub("[到至]", "-", text)  # "5到6k": a range's word is no currency said (fix47d)
            where = placed(text, r.text, r.language, bare_currency)  # "¥150000 … in japan": yen (fix51d)
            text = where.text
            if r.language != "en" and bare_currency is None and not _CURRENCY_SAID.search(plain) and (
                    re.fullmatch(r"[\d.,\s\-~到至kw]+", text)):
                text += "元"  # "4k预算买什么卡": a bare amount in a Chinese question is yuan
            text = "-" + text if money.MINUS_BEFORE.search(s[:span[0]]) else text  # "for -500 dollars": refused below
            before = r.budget_error
            budget = self._parse_budget(text, r, market, bare_currency)
            if budget is not None:
                r.budget, r.budget_bare = budget, not _CURRENCY_SAID.search(text)
                r.notes.extend(where.said(budget.currency))  # the currency the place decided, or the yuan assumed
                r.notes.extend(m for m in budget.assumptions if m.key == "budget.k-unsaid")  # "5k": dollars? (P05)
                return take(s, span)
            if r.budget_error is not None and r.budget_error is not before:
                refused.append(span)
                s = blank(s, span)  # nor its number as a card ("5000": a Quadro RTX 5000)
        if r.budget is None and (neg := money.NEGATIVE.search(s)):  # "a gpu for -5", "預算 ¥-5000": said, and refused
            if r.budget_error is None:
                text = neg.group().replace(" ", "")
                self._parse_budget("-" + text.replace("-", "") if text[0] in "$€£¥" else text, r, market, bare_currency)
            s = blank(s, neg.span())  # nor its number as a card ("5000": a Quadro RTX 5000)
        return s

    def _with_currency_word(self, s: str, span: tuple[int, int], text: str,
                            market: str | None) -> tuple[tuple[int, int], str]:
        """The budget's span and text with the Chinese currency word or ISO code beside it that the
        budget reader knows and this module's patterns do not list ("台幣三萬", "5000港币", "500
        chf", "5000 reais", "2000 zł"): read as that currency, never as a bare amount (yuan or dollars)."""
        if _CUR_SAID_HERE.search(text):
            code = _CODE_AFTER_SIGN.match(s, span[1]) if _SIGN_ONLY.fullmatch(text) else None
            if code and is_iso_code(code.group(1)) and self._code_after_amount(code.group(1), market):
                return (span[0], code.end(1)), text + " " + code.group(1)  # "$1500 NZD": the code says which dollar
            return span, text
        def known(token: str) -> bool:
            try:
                return read_currency(token, ()) is not None
            except AmbiguousCurrency:
                return True  # the budget reader says which it could be
        left = re.search(r"[\u3400-\u9fff]{2,4}$", s[:span[0]].rstrip())
        if left:
            run = left.group()
            for n in range(len(run), 1, -1):
                if known(run[-n:]):
                    start = s[:span[0]].rstrip().rfind(run[-n:])  # "人民币预算6000": the budget word between goes
                    return (start, span[1]), run[-n:] + re.sub(r"^(?:预算|預算)(?:是|为|為|在)?\s*", "", text)
        right = re.match(r"\s*([\u3400-\u9fff]{2,4}|[a-z]{3}(?![a-z])|[^\W\d_]{2,12}(?![^\W\d_]))", s[span[1]:])
        if right:
            token = right.group(1)
            if not CJK.match(token) and len(token) != 3:  # a currency's name or symbol in letters: "reais", "zł"
                if self._converted(token, market):
                    return (span[0], span[1] + right.end(1)), text + " " + token
                return span, text
            for n in range(len(token), 1 if CJK.match(token) else 2, -1):
                if n == 3 and not CJK.match(token) and not self._code_after_amount(token[:n], market):
                    continue  # "why is the 970 bad": no Bosnian dinar budget
                if known(token[:n]) and (n == 3 or CJK.match(token)):
                    end = span[1] + right.start(1) + n
                    return (span[0], end), text + " " + token[:n]
        return span, text

    def _code_after_amount(self, code: str, market: str | None) -> bool:
        """Whether three letters typed after an amount may be read as its ISO currency code: a currency in use
        today (CLDR's tender dates: "970 bad" is no Bosnian dinar of 1992-1994), and, for a code that is also an
        English word (:data:`WORD_CODES`: "970 all", "500 top", "800 try"), only one the market converts."""
        upper = code.upper()
        if not is_iso_code(code):
            return True  # no code: a currency's word ("lei") or no money, as the readers after this say
        if upper not in current_currencies():
            return False
        if upper not in WORD_CODES:
            return True
        m = self._market_of(market)
        if upper not in {m.currency, *(r.currency for r in m.exchange_rates)}:
            return False
        # an English word is a currency only beside a clear money cue: the member's own currency, the code typed in
        # capitals ("500 TRY") or the currency's own word or sign beside it ("500 try lira", "₺"); otherwise the
        # amount stays a plain number, read in the member's market ("what can I get for 500 try": 500 there)
        typed = getattr(self, "_as_typed", "")
        return upper == m.currency or bool(re.search(rf"\d\s*{upper}(?![A-Za-z])", typed)) or bool(
            _WORD_CODE_CUES.get(upper) and re.search(_WORD_CODE_CUES[upper], typed, re.IGNORECASE))

    def _market_of(self, market: str | None):
        """The market ``market`` names, the default one when it names none the catalogue knows."""
        known = market is not None and market.strip().lower() in self.advisor.catalog.markets
        return self.advisor.catalog.market(market if known else None)

    def _converted(self, token: str, market: str | None) -> bool:
        """Whether ``token`` (letters after an amount: "reais", "zł") is a currency the market converts, by its
        name or its home locales' symbol (:func:`advisor.currencies.read_currency`)."""
        m = self._market_of(market)
        try:
            return read_currency(token, [m.currency, *(r.currency for r in m.exchange_rates)], m.currency) is not None
        except AmbiguousCurrency:
            return True  # the budget reader says which it could be

    def _parse_budget(self, text: str, r: Reading, market: str | None, bare_currency: str | None) -> Budget | None:
        """The budget kind's reader on a span (:func:`advisor.kinds.read_budget`), in ``market``
        (the default market when that is none the catalogue knows); ``None`` for nothing to spend or
        an amount it refuses (kept in ``budget_error``)."""
        known = market is not None and market.strip().lower() in self.advisor.catalog.markets
        given = Given(self.advisor, market=market if known else None, bare_currency=bare_currency)
        try:
            return read_budget(text, given)
        except ZeroBudget:  # "0元", "€0", "$0": nothing to spend, said in money (words.toml [intent] nothing)
            r.intents.add("nothing")
            return None
        except AdvisorError as err:
            if r.budget_error is None:
                r.budget_error = err
                r.budget_said = _said(text, given)
            return None

    def _bare_budget(self, s: str, r: Reading, market: str | None, bare_currency: str | None) -> None:
        """A bare number after a budget word ("which card for 500?", "recommend 500"), or alone in
        a question that names no card ("best gpu 800"), is the budget."""
        if r.budget is not None or r.budget_error is not None:
            return  # an amount refused ("新台幣20000": no rate for TWD) is not read again as a bare one
        # never a tag glued by a hyphen to a word ("ministral-3-3b-reasoning-2512", "qwen3-4b-thinking-2507": a model's
        # release, no money; reader47)
        for m in re.finditer(r"(?<![a-z0-9_.])(?<![a-z]-)(\d{2,12}(?:\.\d+)?)(?![a-z0-9_.])", s):
            number = m.group(1)
            if any(number in u.split() for u in r.unknown):
                continue  # part of a name that matched no card ("gtx 9999")
            if YEAR.fullmatch(number) or NOT_AMOUNT.match(s[m.end():]) or CPU_BEFORE.search(s[max(0, m.start() - 16):
                                                                                             m.start()]):
                continue  # "macbook pro 2026", "60-core gpu", "80 gb cards", "70w", "ryzen 5500": no amount of money
            if version_said(s, m.span()) or setting_said(s, m.span()) or number in r.setting_values or unit_said(
                    s, m.span()) or image_size_said(s, m.span(), number) or speed_said(s, m.span()) or ratio_said(
                    s, m.span()):  # "47 tops npu", "192线程", "1024->512"; "都有100多it/s", "一比5" (reader49)
                # (reader39); "ViT-B/16 at 384 resolution": pixels (fix45b)
                continue  # "drivers from 575 to version 580.65.06", "--max_num_batched_token 2048", "5250*2": no money
            if (rest := _RANGE_REST.match(s, m.end())) is not None and NOT_AMOUNT.match(s[rest.end():]):
                continue  # "300-600 seconds", "200-300w": a range's top has a unit, its bottom has it too (reader35)
            if number_is_speed(r.text, float(number)):
                continue  # "我的4090跑8b有120 t/s，3090只有90": a speed beside a speed said, no money (fix57b)
            if _CLOCK_AFTER.match(s[m.end():]):
                continue  # "[00:21<371:05:56, 2.25it/s]": a progress bar's time left (hours:minutes:seconds), no money
            before = s[max(0, m.start() - 24):m.start()]
            if _MEMORY_BEFORE.search(before):
                continue  # "内存需要满足700+": the gigabytes a model needs, never 700 yuan (reader29)
            after_word = self._before_end.search(before) is not None or (  # "is a 3090 at 700 a good deal": its price
                len(r.cards) == 1 and bool(cues.DEAL.search(s)) and bool(_AT_END.search(before))) or (
                len(r.cards) == 1 and bool(_CARD_JUST_BEFORE.search(before)) and bool(_DEAL_AFTER.match(s[m.end():]))
            ) or (len(r.cards) == 1 and bool(OK_AFTER.match(s[m.end():])) and number not in [  # "is 1600 ok": offered
                self._short(c) for c in r.cards])
            card, _, popular = self._lookup([number])  # resolved here: not what earlier questions left cached
            read = number in [self._short(c) for c in r.cards]  # the number of a card read ("a 6900 xt")
            is_card = card is not None or read
            if is_card and read and (not after_word or card_number_said(s, m.span())):
                continue  # "for two 7900 xtx": a card read, counted or named with its variant, never money
            if is_card and popular and after_word and not r.command:
                continue  # "for 3090": a popular card's number stays a card
            if is_card and (_A_THING.search(before) or compiled(rf"(?:张|張|块|塊)\s*{number}(?!\d)").search(r.text)):
                continue  # "I have a 1650", "我有一张1660": an article or a measure word before it: a card, not money
            budget_command = r.command is not None and BY_NAME[r.command].takes("budget")  # "recommend 500"
            buying = bool(r.intents - NOT_BUYING) or r.gpu_words  # a buying word ("best", "推荐") or a gpu word
            alone = not r.cards and not is_card and buying and float(number) >= 100
            # a follow-up's number that names no card ("and with 3000?", "what about 1500 then?"): the amount,
            # in the budget's currency before (advisor.ask.followups.merge)
            follow = r.follow_up and not r.cards and not is_card and float(number) >= 100 and (
                self.vocab.follow_lead.search(s) is not None or self._number_alone(s, m.span()))
            # "~1200" beside cards ("laptop 4060 or desktop 3060, ~1200"): an approximate amount names no card (read
            # as typed: Markdown's "~" is dropped from ``s``)
            approx = not is_card and float(number) >= 100 and compiled(rf"~\s*\$?{number}(?![\d.])").search(r.text)
            # "900 for llm", "1500跑大模型": a bare number said for a job is the amount to spend (break31 #20)
            for_job = not r.cards and not is_card and budget_for_job(s, m.span(), number, r.use_case is not None)
            if not (after_word or budget_command or alone or follow or approx or for_job):
                continue
            if float(number) < 50 or (float(number) <= 130 and COMPUTE_CAPABILITY.search(r.text.lower())):
                continue  # too small to be money, or a compute capability ("sm>=80 … 只有75")
            if UNIT_TOP.match(s, m.end()):
                continue  # "budget 600-800w": a range of watts, its bottom no money either (review21 #3)
            minus = "-" if money.MINUS_BEFORE.search(s[:m.start()]) else ""  # "budget $-500": refused, never 500
            yuan = "元" if r.language != "en" and bare_currency is None else ""  # "跑sd的卡 3000": yuan, as in _budget
            said = bare_top(s, m.end(), number) or number  # "gpu for training 600-800": the range, its top
            budget = self._parse_budget(minus + said + yuan, r, market, bare_currency)
            if budget is not None:
                r.budget, r.budget_bare = budget, True
                if card is not None and card in r.cards:
                    drop_card(r, card)  # "显卡推荐 5000": the amount, never the Quadro RTX 5000 nor its note
                return

    def _number_alone(self, s: str, span: tuple[int, int]) -> bool:
        """Whether the number at ``span`` is all a follow-up says beside its closing words ("1500?", "1500 then?",
        "1500呢"): "asdf 1234 ???" is no amount answered (newuser17 #19), its other words are nothing read."""
        rest = (s[:span[0]] + " " + s[span[1]:]).strip()
        rest = self.vocab.follow_tail.sub("", rest)
        rest = _SCOPE_WORDS.sub(" ", _COUNT_SAID.sub(" ", rest))  # "两张一共9000呢": a count and a total are read
        return not re.sub(r"[\s!.,?？！。，~:;'\"$€£¥￥]+", "", rest)

    @staticmethod
    def _short(card: str) -> str:
        m = re.search(r"\d{3,5}", card)
        return m.group() if m else card


def drop_card(r, card: str) -> None:
    """``card`` taken out of a reading read as money after all: from ``cards`` and every list kept beside it
    (``card_counts``, ``card_memory``, ``card_at`` when of the same length), and the resolver's notes about it
    ("'5000' fits 2 cards; assuming Quadro RTX 5000")."""
    i = r.cards.index(card)
    for name in ("card_counts", "card_memory", "card_at"):
        kept = getattr(r, name)
        if len(kept) == len(r.cards):
            del kept[i]
    r.cards.remove(card)
    r.notes = [n for n in r.notes if not any(getattr(v, "value", None) == card for v in n.params.values())]
