"""Prices offered for cards, read and judged as offers, never as budgets (issue 28; break19 #1-#3, #12).

A price said right after a card ("a 4090 for 1500", "3090 5000元", "two 3090s for $1400 total", "a 3090 for 700 or a
4090 for 1600") is what that card costs the asker: :func:`read_offers` reads it as the card's offer — per card (a
total said for several cards is divided by their count, "each" is kept as said) — in the currency the turn says (a
bare amount: yuan in a Chinese turn, the market's currency otherwise), and a follow-up's own price replaces the one
before ("… 3090 for $700" then "and a 4090 for 1500?": the 4090 at 1,500, never at 700). :func:`run_offered` answers
the command with each offered card priced at its offer, and each offer set against the card's market price.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..i18n import Card, Message, Money, UserText, msg
from ..kinds import Given, read_budget
from ..models import Price
from ..offered_price import unsaid
from ..overrides import PriceOverride
from ..wording import card_param
from . import cues
from .condition_view import with_condition
from .currency_said import SIGNS, currency_after
from .fitted import as_offered, offer_against_market, rebuilt
from .followups import market_rates
from .models import BudgetSlot, Context, ReadAs
from .offer_before import PAY, code_dropped, price_before
from .offer_budget import offer_beside_budget, ranked_budget
from .offer_ok import good_at, ok_amount
from .offer_pattern import ATTACHED as _ATTACHED
from .offer_pattern import BARRIER, CODES, range_top
from .offer_server_card import server_card_offer
from .said_condition import conditions_said

if TYPE_CHECKING:
    from ..api import Advisor
    from .reader import Reading

# "2万4": 24,000 said short (break20 #4); "一万二": 12,000 in words; never the comma after it ("3060 200, which?")
_MARKED = re.compile(r"[" + SIGNS + r"]|(?<![a-z])(?:quid|pounds?|" + CODES + r")(?![a-z])|"
                     r"[一二两兩三四五六七八九十](?:千|万|萬|百)|\d\s*[kw]\d|[元块塊刀]|美元|美金|usd|dollar|buck|rmb|euro|eur|¦")
# a bare number after a card in a Chinese turn, then a question's end: "4090 12000呢", "二手3090 5500值得入吗"
_ZH_END = re.compile(r"\s*(?:靠谱|靠譜|可靠|合适|合適|行不行|怎样|怎樣|如何|是不是|是否|算不算|会不会|會不會|"
                     r"有没有|有沒有|"
                     # "闲鱼 3090 5000 靠谱吗", "5090全新2万是不是骗局" (break21 #2, #4)
                     r"呢|选|選|吗|嗎|值|能|可以|划算|劃算|贵|貴|的话|的話|怎么样|怎麼樣|哪|谁|誰|更|好|[?？]|$)")
# a bare number after a card, then the next option ("3090 700 or 4090 1600?", "二手3090 5500 vs 全新4080s 7000")
# or its condition ("4090 1万2 全新", "3090 700 used": break20 #2)
_SOLD_AS = r"used|new|second[\s-]?hand|refurb(?:ished)?|sealed|bnib|nib|mint|boxed|open[\s-]box"
"""The English words of the condition a card is sold in (both patterns below)."""
_SELLER = (r"obo|ono|firm|shipped|or\s+best\s+offer|neg(?:otiable)?|(?:with\s+|incl(?:\.|uding)?\s+|\+\s*)?free\s+"
           r"(?:shipping|delivery)|(?:incl(?:\.|uding)?\s+|plus\s+|\+\s*)shipping|delivered|local\s+pick\s?up|"
           r"pick\s?up\s+only|cash")
"""A seller's words after the asking price ("3090 asking 800 obo", "3090 700 free shipping"; break21 #7)."""
_SELLER_ZH = (r"包邮|包郵|顺丰|順豐|到付|可小刀|小刀|可刀|不刀|可议价?|可議價?|议价|議價|不议价?|不議價?|"
              r"含运费?|含運費?|运费另付|運費另付|自提|同城|面交|带票|帶票|有票|带发票|帶發票|在保|过保|過保|急出|出售|速出")
"""A Chinese seller's words after the asking price: free shipping ("闲鱼3090 4800包邮，靠谱吗"), courier, room to
bargain, pick-up, invoice, warranty (break23 #7: most Xianyu listings say 包邮)."""
_BESIDE = re.compile(r"\s*(?:or|vs\.?|versus|and|还是|還是|或者?|和|跟|对比|對比|[,，?？]|$|(?:brand\s+new|" + _SOLD_AS
                     + r"|" + _SELLER + r")(?![a-z])|二手|全新|" + _SELLER_ZH + r")")
# a bare number after a card, then the condition it is sold in: "4090 12000 全新", "4090 一万二 全新", "5090 2000 new?"
_CONDITION_AFTER = re.compile(r"\s*(?:" + _SOLD_AS + r"|全新|二手|九成新|九五新)(?![a-z])")
# a model's size is no money either: "2x 3090 for 70b?", "4090 for 8b and 32b", "for a 1.5b" (break21 #1)
_NOT_MONEY = re.compile(r"\s*(?:gb?|gib|w|watts?|tb|mhz|tok|t/s|x|%|fps|hz|p|b|bn|billion|params?|parameters?|"
                        r"gaming|games?|video|monitor|display|"
                        r"screen|resolution|res|context|ctx|tokens?|hours?|days?|years?|steps?|images?)(?![a-z])|"
                        r"\s*(?:年|小时|小時|天|张|張|块显卡|塊顯卡)")
YEAR = re.compile(r"^(?:19|20)\d\d$")
# what makes a year-shaped number said after a card a price of several: "3x 3090 for 2000 total", "2000 each"
_SET_AFTER = re.compile(r"\s*(?:total|in\s+total|altogether|together|all\s+in|each|apiece|for\s+(?:both|all|the\s+"
                        r"(?:pair|set|lot))|一共|总共|總共|每张|每張)(?![a-z])")
# an amount said for each of several cards ("a pair of 3090s for 1300 each", "两张3090每张5500")
PER_CARD = re.compile(r"(?<![a-z])(?:each|apiece|a\s+piece|per\s+(?:card|gpu|unit)|a\s+card|ea)(?![a-z])|"
                      r"每张|每張|单张|單張|一张|一張|每块|每塊")
# words that make a price said of a card an offer even without a deal's words ("5090 for $2500 new, good?", "ok what
# if I can find a used 3090 for $650?", "two 3090s for $1400 total")
OFFER_WORDS = re.compile(r"(?<![a-z])(?:find|found|seller|selling|listed|listing|ebay|marketplace|craigslist|"
                         r"good|worth|deal|steal|legit|scam|fair|asking|asks|wants|obo|new|used|second[\s-]?hand|refurb(?:ished)?|each|apiece|"
                         r"total|altogether|together|both|pair|miner|mined|"
                         # "3090 for $700 or rent?", "4090 for 1500 vs renting for a year": the offer weighed against
                         # renting is still an offer (break20 #2)
                         r"rent|renting|rental|rented|cloud|"
                         # "5090 for 1999 at best buy": a shop named after the price sells it there (break24 #1)
                         r"best\s?buy|micro\s?center|costco|walmart|amazon|newegg|b&h|store|shop|retailer|msrp|"
                         r"offer|offered|offers|paying|paid|"
                         # "I'm offering $500 for a 3090", "buying a 3090 for $600": the asker's own bid (fix79a #4)
                         r"offering|bidding|buying|"
                         # "p40 24gb for 150, still viable for llama.cpp?": whether the card is worth having at that
                         # price is asked (newuser26 #8)
                         r"viable|usable|worthwhile|sensible|reasonable|decent|okay|ok)(?![a-z])|"
                         r"二手|全新|一共|总共|總共|每张|每張|求购|求購|出价|出價|"
                         r"闲鱼|閒魚|值|划算|劃算|能买|能買|能入|可以入|可以买|可以買|租|"
                         # "朋友出一张4090，12000元", "同事转让3090": a card someone sells the asker
                         r"(?:朋友|有人|同事|同学|同學|别人|別人|卖家|賣家|商家|网友|網友)(?:出|卖|賣|转|轉)|转让|轉讓|报价|報價|开价|開價")
BID = re.compile(r"(?<![a-z])(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:offering|bidding|buying)(?![a-z])|"
                 r"(?<![a-z])i\s+(?:offered|bid)(?![a-z])|^\s*(?:offering|bidding|buying)(?![a-z])|"
                 r"我(?:想|就|只|最多)?出\s*[$¥￥]?\d|(?:我|想|要|准备|準備|打算)收|^\s*[$¥￥]?\d+\s*(?:元|块|塊)?\s*收|"
                 # "求购3090，出价2800", "收卡：3090 2000-2500", "收3090 2500": a buyer's own words (break48 M5)
                 r"求购|求購|^\s*收(?:卡|购|購)?\s*[:：]?\s*(?:一张|一張)?\s*(?:rtx|gtx|rx)?\s*\d|"
                 r"(?<![家人方])出[价價]\s*[$¥￥]?\d")
"""Words of the asker's own bid for a card ("I'm offering $500 for a 3090", "buying a 3090 for $600", "我出3000收3090",
"想收一张3090", "3000收3090"): the price is the one they offer, said so (fix79a #4)."""
_NAMING = re.compile(r"(?<![a-z0-9])(?:\d+\s*gb|nvidia|amd|geforce|radeon|instinct|tesla|quadro)(?![a-z])")
"""Words that only name the card further (its brand, its memory): not counted in a short question's words."""
SHORT_WORDS = 4
"""A question of at most this many words that says one card and its price ("3090 for 700?") asks about that price."""
MIN_OFFER = 50
"""A smaller number after a card is no price (a memory size, a count)."""


def attached_prices(advisor: Advisor, r: Reading, *, market: str | None, bare_currency: str | None,
                    refused: list[tuple[str, AdvisorError]] | None = None) -> list[BudgetSlot | None]:
    """The price said right after each card of ``r.cards`` ("a 4090 for 1500", "3090 5000元", "4090 12000呢"), in the
    currency it says — a bare amount in yuan in a Chinese turn, else the server's or the market's currency
    (:func:`advisor.kinds.read_budget`); ``None`` for a card said with no price. The amount the reader took as the
    budget (left as a barrier in ``card_text``) is that budget. A price said in a currency the budget reader refuses
    (no rate here, several currencies named) is added to ``refused`` with the reason."""
    text, at = r.card_text, list(r.card_at)
    if len(at) != len(r.cards) or not text:
        return [None] * len(r.cards)
    spans = _in_question(r.text.lower(), text, at)
    if spans is not None:  # each card's words as typed, where every amount is still said
        text, at = r.text.lower(), spans
    first_barrier = text.find(BARRIER)
    found: list[BudgetSlot | None] = []
    for start in at:
        end = min([a for a in at if a > start] or [len(text)])
        m = _ATTACHED.match(text[start:end])
        if m is None or not m.group("amount").strip():
            found.append(None)
            continue
        said, where = m.group("amount").strip(), start + m.start("amount")
        if re.search(r"(?:^|[^a-z0-9])[-−]$", text[max(0, where - 2):where]) and said[:1].isdigit():
            found.append(None)  # "3090卖-500元": a negative amount is no price (advisor.ask.offer_unusable says so)
            continue
        if said == BARRIER:
            if where != first_barrier or r.budget is None or re.search(  # "3090卖-500元": no price (negative)
                    r"(?:^|[^a-z0-9])[-−]" + f"{r.budget.amount:g}" + r"(?![\d.])", r.text.lower()):
                found.append(None)
            else:
                found.append(BudgetSlot(amount=r.budget.amount, currency=r.budget.currency))
            continue
        rest = text[start + m.end():]
        if (top := range_top(said, rest)) is not None:  # "收卡：3090 2000-2500": judged at the range's top (break48 M5)
            said, rest = top
        marked = bool(_MARKED.search(said))
        if (token := _currency_after(advisor, said, text[start + m.end("amount"):], market)) is not None:
            said, rest, marked = f"{said} {token}", rest[rest.find(token) + len(token):], True  # "65000 yen", "5万日元"
        if not marked and not m.group("lead") and said.replace(",", "") in re.findall(r"\d+", r.cards[len(found)]):
            found.append(None)  # "三张24G 3090可以吗": the card's own number after its memory, no price (Z018)
            continue
        if not marked and (_NOT_MONEY.match(rest) or YEAR.match(said) and not _year_priced(m, said, rest) or not (
                m.group("lead") or (
                r.language != "en" and _ZH_END.match(rest)) or _BESIDE.match(rest) or _CONDITION_AFTER.match(rest)
                or end < len(text) and not text[start + m.end():end].strip())):  # "3090 8000 4090 12000 哪个好"
            found.append(None)
            continue
        found.append(_amount(advisor, r, said, market=market, bare_currency=bare_currency, refused=refused,
                             said_currency=token is not None))
    if spans is not None:  # "would you pay 700 for a 3090": a card with no price after it, its price said before it
        for i, start in enumerate(at):
            if found[i] is None and (before := price_before(text, start)) is not None:
                found[i] = _amount(advisor, r, before, market=market, bare_currency=bare_currency, refused=refused,
                                   said_currency=bool(re.search(r"[^\W\d_]{2,}$", before)))  # "50000 卢布收一张3090"
    return found


_CURRENCY_REFUSED = frozenset({"error.budget.no-rate", "error.budget.ambiguous-currency",
                               "error.budget.unknown-currency"})
"""The budget reader's refusals of a currency said: an offer in it is said unused, never read in another currency."""


_YUAN_SAID = re.compile(r"人民币|人民幣|rmb|cny|[¥￥]|元")
"""The words that say an amount is in Chinese yuan whichever Chinese is written."""


def yuan_assumed(r: Reading, prices: list[BudgetSlot | None], lang: str | None = None) -> list[Message]:
    """The note that a bare amount in a question written in Traditional Chinese ("兩張4090 一共2萬4", where 萬 and
    兩 are written as in Taiwan or Hong Kong) or answered in it (``lang`` ``zh_Hant``: ``--lang zh-TW``) was read in
    Chinese yuan, no yuan being said: no market here holds a
    New Taiwan dollar rate (``data/exchange_rates.csv``), so the currency assumed is said rather than NT$ guessed
    (break21 #12); ``[]`` otherwise."""
    if "zh_Hant" not in (r.language, lang) or r.language == "en" or _YUAN_SAID.search(r.text.lower()):
        return []
    said = next((p for p in prices if p is not None and p.currency == "CNY"), None)
    if said is None:
        return []
    return [msg("ask.offer.yuan-assumed", "{amount} read as Chinese yuan (CN¥): no New Taiwan dollar (NT$) rate is "
                "held here; if you meant NT$, give the price in US$.",
                amount=Money(amount=said.amount, currency=said.currency))]


def _year_priced(m: re.Match[str], said: str, rest: str) -> bool:
    """Whether a year-shaped number ``said`` after a card (``m``: the price pattern's match, ``rest``: what follows)
    is its price: said after "for"/"at" and for several ("3x 3090 for 2000 total"), after the card's condition
    ("5090 new for 2000 is that a scam"), or round to the hundred ("4090 for 1900"): "good for 2025" stays a year."""
    return bool(m.group("lead")) and bool(_SET_AFTER.match(rest) or m.group("cond") or int(said) % 100 == 0)


def _in_question(low: str, card_text: str, at: list[int]) -> list[int] | None:
    """Where each card said at ``at`` in ``card_text`` (the reader's copy, amounts blanked) is said in ``low`` (the
    question as typed, lower case), in order; ``None`` when a card's first word is not found there (a typo the reader
    corrected)."""
    found, pos = [], 0
    for start in at:  # a card's first word ends at a space, a stop or a Chinese character ("全新4090还是二手3090")
        word = re.match(r"[^\s,.;:?!，。；：？！\u3000-\u9fff\uff00-\uffef]+", card_text[start:])
        j = low.find(word.group(), pos) if word else -1
        if j < 0:
            return None
        found.append(j)
        pos = j + len(word.group()) if word else j
    return found


def _currency_after(advisor: Advisor, said: str, rest: str, market: str | None) -> str | None:
    """The currency word or sign said right after the amount ``said`` (``rest``: what follows it), that the price
    pattern does not hold ("3090 for 65000 yen", "5万日元", "2500 zł", "50k rupees": break25 #3), read from the
    currency data (:func:`advisor.ask.currency_said.currency_after`); ``None`` when the amount has its currency, or
    none follows."""
    if re.search(r"[a-z]{2,}$|[" + SIGNS + r"]|[元块塊刀金币幣]$", said):
        return None  # "5000元", "700 usd", "$700": said already
    m = advisor.catalog.market(market if market in advisor.catalog.markets else None)
    return currency_after(rest, [m.currency, *(x.currency for x in m.exchange_rates)], codes=bool(re.match(
        r"\s*[a-z]{3}(?![a-z])\s*(?:[?？.!,，]|$|each|used|new|obo|firm|total)", rest)))


def _amount(advisor: Advisor, r: Reading, said: str, *, market: str | None, bare_currency: str | None,
            refused: list[tuple[str, AdvisorError]] | None = None, said_currency: bool = False) -> BudgetSlot | None:
    """``said`` (an amount with or without its currency) read as the budget reader reads one; ``None`` when it refuses
    it or it is too small to be a card's price. ``said_currency``: ``said`` ends with its currency's word (“50000
    卢布”), never a bare amount read as yuan."""
    said = re.sub(r"(?<=\d),(?=\d{3}(?!\d))", "", said).replace("刀", "美元")  # "1,200"; "1,2k€": a decimal comma
    said = re.sub(r"(\d+)\s*k(\d)(?!\d)", lambda m: str(int(m.group(1)) * 1000 + int(m.group(2)) * 100), said)  # 4k5
    if not said_currency and not _MARKED.search(said) and r.language != "en" and bare_currency is None:
        said += "元"  # a bare amount in a Chinese turn: yuan, as the reader reads one
    try:
        budget = read_budget(said, Given(advisor, market=market if market in advisor.catalog.markets else None,
                                         bare_currency=bare_currency))
    except AdvisorError as err:
        if refused is not None and err.msg is not None and err.msg.key in _CURRENCY_REFUSED:
            refused.append((said, err))  # "3090 for 5000 rubles": said, never read in another currency
        return None
    return BudgetSlot(amount=budget.amount, currency=budget.currency) if budget.amount >= MIN_OFFER else None


def _dropped(read_as: ReadAs) -> ReadAs:
    """``read_as`` without any offer and the notes that said one."""
    return read_as.model_copy(update={"offer": None, "card_offers": None,
                                      "notes": [n for n in read_as.notes if not n.key.startswith("ask.offer")]})


def _restored(read_as: ReadAs, kept: dict[str, BudgetSlot], notes: list[Message]) -> ReadAs:
    """``read_as`` (no offer) with the offers ``kept`` for its cards, and the notes of ``notes`` that said them (a note
    said anew for an offer said further back in the conversation)."""
    if not kept:
        return read_as
    said = [n for n in notes if n.key.startswith("ask.offer") and any(
        getattr(v, "value", None) in kept for v in n.params.values())]
    named = {getattr(v, "value", None) for n in said for v in n.params.values()}
    said += [msg("ask.offer", "{amount} read as the price you are offered for {card}, judged in place of the market's "
                 "price.", amount=Money(amount=o.amount, currency=o.currency), card=card_param(c))
             for c, o in kept.items() if c not in named and c in read_as.cards]  # an offer said further back
    update: dict = {"notes": [*read_as.notes, *said], "budget": None}
    if read_as.command == "compare":
        update["card_offers"] = [kept.get(c) for c in read_as.cards]
    elif read_as.cards and read_as.cards[0] in kept:
        update["offer"] = kept[read_as.cards[0]]
    return read_as.model_copy(update=update)


def priced_cards(read_as: ReadAs) -> dict[str, BudgetSlot]:
    """The offers ``read_as`` holds, by card."""
    if read_as.card_offers:
        return {c: o for c, o in zip(read_as.cards, read_as.card_offers, strict=False) if o is not None}
    return {read_as.cards[0]: read_as.offer} if read_as.offer is not None and read_as.cards else {}


_CONDITION_BEFORE = re.compile(r"(?<![a-z])(?P<cond>used|new|brand[\s-]new|second[\s-]?hand|refurb(?:ished)?|二手|全新)"
                               r"\s*(?:(?:rtx|gtx|rx|geforce|nvidia|amd|radeon)\s*)?$")


def _condition_of(word: str | None) -> str | None:
    """The condition a word says: ``new`` ("new", "brand new", "全新"), ``used`` (the rest), ``None`` for none."""
    if not word:
        return None
    return "new" if "new" in word or word in ("全新", "sealed", "bnib", "nib") else "used"


def card_conditions(r: Reading) -> list[str | None]:
    """The condition said of each card of ``r.cards`` where it is said ("used 5090 for 2800 or new 4090 for 1800?":
    ``["used", "new"]``): the word right before the card, else between the card and its price, else right after the
    price; ``None`` for a card said with none (and for every card when the cards are not found as typed)."""
    low = r.text.lower()
    at = _in_question(low, r.card_text, list(r.card_at)) if len(r.card_at) == len(r.cards) and r.card_text else None
    if at is None:
        return [None] * len(r.cards)
    found: list[str | None] = []
    bound = 0
    for i, start in enumerate(at):
        end = at[i + 1] if i + 1 < len(at) else len(low)
        before = _CONDITION_BEFORE.search(low[bound:start])
        m = _ATTACHED.match(low[start:end])
        after = m.group("cond") if m else None
        if m and not after:
            later = _CONDITION_AFTER.match(low[start + m.end():end])
            after = later.group().strip() if later else None
        found.append(_condition_of(before.group("cond") if before else after))
        bound = start + (m.end() if m else 0)
    return found


def read_offers(advisor: Advisor, r: Reading, read_as: ReadAs, before: Context | None, *, market: str | None,
                bare_currency: str | None, lang: str | None = None) -> ReadAs:
    """``read_as`` with its offers read (:func:`_read_offers`) and, in a comparison, the condition said before each
    card when they differ ("used 3090 for $700 or new 5070 ti?", "new 4090 or used 3090?": :mod:`.said_condition`)."""
    read_as = _read_offers(advisor, r, read_as, before, market=market, bare_currency=bare_currency, lang=lang)
    return conditions_said(read_as, list(r.cards), card_conditions(r)) if read_as.command == "compare" else read_as


def _read_offers(advisor: Advisor, r: Reading, read_as: ReadAs, before: Context | None, *, market: str | None,
                 bare_currency: str | None, lang: str | None = None) -> ReadAs:
    """``read_as`` with the prices said right after its cards read as offers (:func:`attached_prices`), when the
    question weighs them as prices — a deal's words (:data:`advisor.ask.cues.DEAL`, :data:`OFFER_WORDS`), a follow-up
    (``before``: the conversation before), or a comparison whose first card has its own price ("buy a 3090 for 700
    or a 4090 for 1600?") — and no budget is said as one. Each offer is per card: a price for several ("two 3090s for
    $1400 total", "两张3090一共11000元") is divided by their count unless it is said for each. The command is the
    verdict (one card) or the comparison (two), a fit when a model is named; the budget goes (the amount was the
    offer). A follow-up that names another card and no price drops the offer before; one that names no card keeps
    it ("and used?"). ``lang``: the answer's language when chosen (``zh_Hant``: a bare amount's currency assumed is
    said, :func:`yuan_assumed`). ``read_as`` otherwise unchanged."""
    low = r.text.lower()
    again = _repriced(advisor, r, read_as, before, market=market, bare_currency=bare_currency)
    if again is not None:
        return again
    kept = priced_cards(read_as)
    if before is not None:  # the offers before go with their cards: "… 3090 for $700" then "and a 4090?" prices no 4090
        kept = {c: o for c, o in {**before.earlier_offers, **priced_cards(before.read_as)}.items()
                if c in read_as.cards}  # "… 3090 for $700", "and a 4090 for 1500?", "which one?": both offers
        budget = read_as.budget  # the budget said beside the offer before stays (break32 #7): "found a 3090 for $700,
        # budget 900" then "what about for image generation?" is still a ranking for 900, the 3090 at its offer
        read_as = _restored(_dropped(read_as), kept, read_as.notes) if kept or read_as.offer or read_as.card_offers \
            else read_as
        if budget is not None and read_as.budget is None and before.read_as.budget is not None and (
                read_as.command == before.read_as.command == "recommend"):
            read_as = read_as.model_copy(update={"budget": budget})
    owner = r.own and not cues.PAID.search(low)
    if not r.cards or (owner and len(r.cards) < 2):
        return read_as
    budget_said = bool(cues.BUDGET_SAID.search(low))
    if budget_said or ranked_budget(r):  # "700+ on eBay for a 3090, my budget is 1000": both kept (break29 #5);
        # "best gpu under $1000, I was offered a 3090 for $700": the ranking, offer in it (break33 #15)
        one = attached_prices(advisor, r, market=market, bare_currency=bare_currency)[0] if len(r.cards) == 1 else None
        if budget_said or one is None or getattr(r.budget, "amount", None) != one.amount:  # a ranked budget is another
            # amount than the card's own price ("3090 for 700 from a miner, should I buy?" is the offer alone)
            return offer_beside_budget(r, read_as, one, bool(OFFER_WORDS.search(low)),
                                       card_conditions(r)[0] if len(r.cards) == 1 else None)
    refused: list[tuple[str, AdvisorError]] = []
    prices = attached_prices(advisor, r, market=market, bare_currency=bare_currency, refused=refused)
    if refused and not any(prices):  # "3090 for 5000 rubles": the price is said unused, and why
        return read_as.model_copy(update={"budget": None, "notes": [*read_as.notes, *(
            msg("ask.offer.unread", "I did not use “{said}” as the price offered: {reason}", said=UserText(value=said),
                reason=err.msg) for said, err in refused if err.msg is not None)]})
    if owner:  # "I have a 3060, is a 4090 for 1500 worth upgrading?": the card had is said first, the one bought priced
        prices[0] = None
    priced = [i for i, p in enumerate(prices) if p is not None]
    if not priced:
        return read_as
    offering = (bool(cues.DEAL.search(low) or OFFER_WORDS.search(low) or PAY.search(low)) or before is not None
                or (len(r.cards) == 1 and len(code_dropped(_NAMING.sub(" ", low)).split()) <= SHORT_WORDS)
                # "rtx3090 for 700?", "tesla p40 24gb for 150": the card (its brand and memory said) and its price;
                # "$1,200 cad for a 4090?": the amount's code no word (break48 H4)
                or (len(r.cards) >= 2 and (priced[0] < len(r.cards) - 1 or len(priced) >= 2)))
    if not offering:
        return read_as
    per_card = bool(PER_CARD.search(low))
    offers: dict[str, BudgetSlot] = dict(kept)
    notes = [n for n in read_as.notes if not n.key.startswith("ask.offer")]
    for i in priced:
        card, price = r.cards[i], prices[i]
        assert price is not None
        count = r.card_counts[i] if len(r.card_counts) == len(r.cards) else 1
        count = max(count, (read_as.gpus or 1) if len(r.cards) == 1 else 1)
        each = price if count == 1 or per_card else BudgetSlot(amount=float(round(price.amount / count)),
                                                               currency=price.currency)
        offers[card] = each
        if count > 1 and not per_card:
            notes.append(msg("ask.offer.total", "{total} read as the price you are offered for {count} x {card} "
                             "together: {amount} a card, judged in place of the market's price.",
                             total=Money(amount=price.amount, currency=price.currency), count=count,
                             card=card_param(card), amount=Money(amount=each.amount, currency=each.currency)))
        elif BID.search(low):  # "I'm offering $500 for a 3090", "我出3000收3090": the asker's own bid (fix79a #4)
            notes.append(msg("ask.offer.bid", "{amount} read as the price you offer for {card}, judged in place of "
                             "the market's price.", amount=Money(amount=each.amount, currency=each.currency),
                             card=card_param(card)))
        else:
            notes.append(msg("ask.offer", "{amount} read as the price you are offered for {card}, judged in place of "
                             "the market's price.", amount=Money(amount=each.amount, currency=each.currency),
                             card=card_param(card)))
    notes += yuan_assumed(r, [prices[i] for i in priced], lang)  # "兩張4090 一共2萬4": NT$ meant? said read as CN¥
    cards = list(read_as.cards) or list(r.cards)
    command = read_as.command
    if command in ("recommend", "why", "compare") and read_as.model is None:
        command = "compare" if len(set(cards)) >= 2 and len(cards) >= 2 else "why"
    if command == "why":
        cards = cards[:1]
    update: dict = {"command": command, "cards": cards, "budget": None, "notes": notes}
    if command == "compare":
        update.update(offer=None, card_offers=[offers.get(c) for c in cards],
                      condition=None if len(set(cards)) >= 2 else read_as.condition)
        said = dict(zip(r.cards, card_conditions(r), strict=False))
        if len({said[c] for c in cards if said.get(c)}) >= 2:  # "used 5090 for 2800 or new 4090 for 1800?"
            update["offer_conditions"] = [said.get(c) for c in cards]
    else:
        update.update(offer=offers.get(cards[0]), card_offers=None)
        said_as = dict(zip(r.cards, card_conditions(r), strict=False)).get(cards[0])
        if read_as.condition is None and said_as is not None:  # "4090 FE 1600 sealed": judged against its new price
            update["condition"] = said_as
    if command == "compare" and not any(update["card_offers"]) or command != "compare" and update["offer"] is None:
        return read_as
    return read_as.model_copy(update=update)


_LINE_BEFORE = re.compile(r"(?<![a-z])(?:gtx|rtx|gt|rx|quadro|tesla|titan|arc|radeon|geforce|nvidia|amd|[ahlptvm])\s*$")
_PRICE_BEFORE = re.compile(r"(?<![a-z])(?:asks?|asking|wants?|for|at|is|costs?|pay|paying|only|just|sells?\s+(?:it\s+)?"
                           r"for|goes\s+for|down\s+to|drops?\s+to)\s+\$?$|(?:要|卖|賣|降到|便宜到)\s*$")
_ROUND_NUMBER = re.compile(r"(?<![a-z0-9_.])(\d{3,6})(?![a-z0-9_.])")


def _repriced(advisor: Advisor, r: Reading, read_as: ReadAs, before: Context | None, *, market: str | None,
              bare_currency: str | None) -> ReadAs | None:
    """A follow-up that says only another price for the one card offered before ("二手3090 5500值得入吗" then "5000呢",
    "… 3090 for $700" then "what about 600?"): the card before at that price, its verdict (or fit) again — never a
    budget that buys other cards, nor the Quadro RTX 5000 a bare "5000" also names. A count said with the price ("what
    about two of them for 1300?") is that many of the card at the price of each (650; 1,300 when said "each").
    ``None`` for any other question."""
    if before is None or before.read_as.offer is None or len(before.read_as.cards) != 1 or r.model is not None:
        return None
    low = r.text.lower()
    if cues.BUDGET_SAID.search(low) or r.budget_factor or len(r.cards) > 1 or r.gpu_words or (
            r.intents & {"recommend", "compare"}):
        return None  # "what gpu for $800 then?": a budget asked for, the cards it buys
    if r.cards:  # "5000呢": a round number the reader took for a card, said alone
        number = _ROUND_NUMBER.search(low)
        if number is None or number.group(1) not in r.cards[0] or _LINE_BEFORE.search(low[:number.start()]):
            return None  # "and the gtx 750?": a card named with its line
        if not (_PRICE_BEFORE.search(low[:number.start()]) or (
                int(number.group(1)) % 100 == 0 and len(r.text.split()) <= 3)):
            return None  # "5000呢", "what if he asks 750?": a price; "what about 1080?": the card
        price = _amount(advisor, r, number.group(1), market=market, bare_currency=bare_currency)
        named = r.cards[0]
    elif r.budget is not None and float(r.budget.amount) >= MIN_OFFER:
        price, named = BudgetSlot(amount=r.budget.amount, currency=r.budget.currency), None
    else:
        return None
    if price is None:
        return None
    card = before.read_as.cards[0]
    said_count = r.gpus or 0  # "what about two of them for 1300?": the count said now (break20 #3)
    count = said_count if said_count > 1 else before.read_as.gpus or 1
    if count > 1 and (said_count > 1 and not PER_CARD.search(low) or said_count <= 1 and any(
            n.key == "ask.offer.total" for n in before.read_as.notes)):  # the set's price (again)
        total, price = price, BudgetSlot(amount=float(round(price.amount / count)), currency=price.currency)
        note = msg("ask.offer.total", "{total} read as the price you are offered for {count} x {card} together: "
                   "{amount} a card, judged in place of the market's price.",
                   total=Money(amount=total.amount, currency=total.currency), count=count, card=card_param(card),
                   amount=Money(amount=price.amount, currency=price.currency))
    else:
        note = msg("ask.offer", "{amount} read as the price you are offered for {card}, judged in place of the "
                   "market's price.", amount=Money(amount=price.amount, currency=price.currency),
                   card=card_param(card))
    notes = [n for n in read_as.notes if not n.key.startswith("ask.offer") and not (named and any(
        getattr(v, "value", None) == named for v in n.params.values()))]
    return read_as.model_copy(update={
        "command": before.read_as.command, "cards": [card], "memory_gb": before.read_as.memory_gb,
        "counts": before.read_as.counts if said_count <= 1 else None,
        "gpus": count if said_count > 1 else before.read_as.gpus, "offer": price, "card_offers": None,
        "budget": None, "unknown": [], "notes": [*notes, note]})


def offered(r: Reading, read_as: ReadAs) -> ReadAs:
    """A verdict on one card asked with an amount and a deal's words ("a100 40gb used for 1500, good deal?",
    "3090 1500块值得入吗", "is the 5090 worth it at 2500?"): the amount is that card's price to judge (``offer``), not a
    budget, said on the read-as line; ``read_as`` unchanged otherwise (a budget said as one stays a budget: "my budget
    is 1500"), and when an offer is read already (:func:`read_offers`)."""
    text = r.text.lower()
    if (read_as.offer is not None or read_as.card_offers or read_as.command != "why" or read_as.own
            or len(read_as.cards) != 1 or r.budget is None or not (cues.DEAL.search(text) or ok_amount(
                text, float(r.budget.amount)) or good_at(text, float(r.budget.amount)))
            or cues.BUDGET_SAID.search(text)):
        return read_as
    offer = BudgetSlot(amount=r.budget.amount, currency=r.budget.currency)
    note = msg("ask.offer", "{amount} read as the price you are offered for {card}, judged in place of the "
               "market's price.", amount=Money(amount=offer.amount, currency=offer.currency),
               card=card_param(read_as.cards[0]))
    return read_as.model_copy(update={"offer": offer, "budget": None, "notes": [*read_as.notes, note]})


def run_offered(advisor: Advisor, adv: Advisor, read_as: ReadAs, call, market_id: str):
    """The answer ``call`` gives on ``adv`` with each offered card (:func:`_priced_cards`) priced at its offer in
    ``market_id`` — the condition said, else used then new (an offer is never labelled new unless said so) — each
    offer then set against the card's own market price (:func:`advisor.ask.fitted.offer_against_market`), and the
    sentence a server's price would get saying the prices offered instead. Raises ``AdvisorError`` for a currency the
    market cannot convert."""
    offers = priced_cards(read_as)
    said = dict(zip(read_as.cards, read_as.offer_conditions or [], strict=False))
    conditions = [read_as.condition] if read_as.condition else ["used", "new"]
    overrides = [PriceOverride(market=market_id, card=card, condition=c, amount=o.amount, currency=o.currency,
                               set_at="") for card, o in offers.items() for c in conditions]
    try:
        adv = adv.with_prices(market_id, overrides)
    except ValueError as err:  # a currency the market cannot convert, an amount too small: said as a budget is
        raise AdvisorError(str(err)) from None
    if read_as.condition:  # the layer is laid on every price: the wish said ("I only buy new") holds for the whole
        adv = with_condition(adv, read_as.condition)
    answer = call(adv)
    items = [msg("ask.offer.item", "{card} for {amount}", card=Card(value=card),
                 amount=Money(amount=o.amount, currency=o.currency)) for card, o in offers.items()]
    if len(items) == 1:
        judged = msg("ask.offer.judged", "Judged at the price you were offered: {card} for {amount}.",
                     **items[0].params)
    else:
        judged = msg("ask.offer.judged-several", "Judged at the prices you were offered: {offers}.", offers=items)
    answer = as_offered(_unlabelled_new(rebuilt(answer, lambda x: (judged if x.key == "price.server.used" else x)
                                                if isinstance(x, Message) else None), read_as.condition,
                                        _said_new(advisor, market_id, offers, said) if said else None))
    if read_as.condition == "new" and read_as.offer_conditions is not None and not any(
            said.get(card) == "new" for card in offers):  # new by the wish only ("I only buy new"): said "offered"
        answer = unsaid(answer)
    for card, o in reversed(list(offers.items())):
        each = read_as.model_copy(update={"condition": said[card]}) if said.get(card) else read_as
        answer = offer_against_market(advisor, each, answer, market_id, card=card, offer=o)
    return server_card_offer(advisor, read_as, answer)  # a used server card for LLMs: its offer, speed, costs


def _said_new(advisor: Advisor, market_id: str, offers: dict[str, BudgetSlot], said: Mapping[str, str | None]):
    """Whether an offered price (a :class:`~advisor.models.Price` the offer layer laid) is the offer of a card said new
    in ``said`` (per card): the offer whose amount it is, converted at the market's rate when the price is in the
    market's currency ("全新5080 八千" shown as US$1,202)."""
    rates = market_rates(advisor, market_id)

    def is_new(price) -> bool:
        for card, o in offers.items():
            amount = o.amount
            if o.currency != price.currency:
                if o.currency not in rates or price.currency not in rates or rates[price.currency] <= 0:
                    continue
                amount = o.amount * rates[o.currency] / rates[price.currency]
            if abs(amount - price.amount) <= 0.5 + 0.005 * price.amount:
                return said.get(card) == "new"
        return False

    return is_new


def _unlabelled_new(obj, condition: str | None, said_new=None):
    """``obj`` with each offered price (a server price of the layer :func:`run_offered` lays) labelled used unless the
    question said new: an offer with no condition said is a seller's ("buy a 3090 for 700?" was "700 USD new").
    ``said_new``: whether a price is the offer of a card said new, in a comparison of cards said in different
    conditions ("used 5090 for 2800 or new 4090 for 1800?": the 4090's keeps "new"; :func:`_said_new`)."""
    if condition == "new":
        return obj
    return rebuilt(obj, lambda x: (x.model_copy(update={"condition": "used"}) if x.set_by_server and x.condition
                                   == "new" and not (said_new and said_new(x)) else x)
                   if isinstance(x, Price) else None)


def offer_amount(advisor: Advisor, read_as: ReadAs, card: str, market_id: str, currency: str) -> float | None:
    """The price offered for ``card`` (:func:`_priced_cards`) in ``currency`` at the market's rate
    (``data/exchange_rates.csv``), for the lines that weigh the card's price (renting against buying: "its price here"
    is the offer); ``None`` when no price is offered for it or no rate converts it."""
    offer = priced_cards(read_as).get(card) if read_as.cards else None
    if offer is None:
        return None
    if offer.currency == currency:
        return offer.amount
    rates = market_rates(advisor, market_id)
    if offer.currency not in rates or currency not in rates or rates[currency] <= 0:
        return None
    return float(round(offer.amount * rates[offer.currency] / rates[currency]))


__all__ = ["offer_amount", "PER_CARD", "card_conditions", "priced_cards", "attached_prices",
           "offered", "read_offers", "run_offered"]
