"""Cards named aside from the asker's own (reader46, issue 27): a card the question only mentions is neither the
asker's nor a second card to weigh. Three kinds, each dropped when a card not aside is left and the aside card's
number is said nowhere else (where it is, the asker weighs it):

- a quoted reply ("> I have access to an RTX 5000 … I am RTX5080"): a line or sentence opened by ">" is another
  person's words; and another person's words said as such ("someone said their 4090 …", "a friend mentioned his
  A6000", "楼上说的3090", "有人说他的4090");
- a project's or author's card ("while you're working on the 5060 Ti", "the repo's 5060 Ti results; mine is a
  5070 Ti", "the project's benchmarks on a 4090"), or an example's ("使用示例的2x3090启动命令", "the example's 2x3090
  command"): the card the work is done for, not a candidate;
- a device named only as a reference for a comparison ("as fast as a DGX Spark?", "compared to the DGX Spark",
  "the new DGX Spark can't get those numbers", "use the dual 3090 context as a reference",
  "跟DGX Spark比呢", "还不如3090显卡运行的快"), when the asker says another as theirs and
  weighs no purchase ("should I buy", "worth", "还是": then the two are weighed and both stay).

Pure: no I/O."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .made_patterns import compiled

if TYPE_CHECKING:
    from .reader import Reading

# a quote: ">" opening a line or a sentence, to the end of that line or sentence ("> I have access to an RTX 5000
# with Ubuntu 20.04 … CUDA Version: 12.2. If you can …": the sentence ends at a stop before a space)
_QUOTE = re.compile(r"(?:^|(?<=[\s:：]))>\s?[^\n]*?(?:[.!?。！？](?=\s|$)|\n|$)")

# another person's words before the card, in its clause
_OTHERS_SAID = re.compile(
    r"(?<![a-z])(?:someone|somebody|a\s+(?:friend|colleague|user|commenter|poster|redditor)|my\s+(?:friend|colleague|"
    r"coworker|co-worker|brother)|another\s+(?:user|commenter|poster)|one\s+(?:user|commenter)|he|she|they|others|"
    r"people|the\s+op|op)\s+(?:here\s+|above\s+|below\s+)?(?:said|says|mentioned|mentions|claims?|claimed|reported|"
    r"reports|wrote|posted|suggested|recommended)\s+(?:that\s+)?(?:(?:their|his|her|the|a|an|its|they\s+(?:have|had|"
    r"use|used|got))\s+)?(?:own\s+)?(?:single\s+|one\s+|two\s+|\d\s*x?\s*)?(?:nvidia\s+|geforce\s+|rtx\s+|amd\s+)?$"
    r"|(?:楼上|樓上|楼主|樓主|层主|層主|有人|网友|網友|朋友|同事|别人|別人)[^，。,;；!！?？\n]{0,6}?"
    r"(?:说|說|提到|讲|講|推荐|推薦|用)(?:的|过|過|了)?[^，。,;；!！?？\n]{0,4}?$")

# the project's or the authors' card: the work is done for it ("while you're working on the 5060 Ti", "the repo's
# 5060 Ti results", "the project's benchmarks on a 4090")
_PROJECTS = re.compile(
    r"(?<![a-z])(?:you(?:'re|\s+are)|you've\s+been|the\s+authors?\s+(?:is|are))\s+(?:currently\s+|already\s+|"
    r"mainly\s+)?(?:working\s+on|supporting|targeting|optimi[sz]ing\s+for|tuning\s+for|focused\s+on|building\s+for|"
    r"developing\s+for)\s+(?:the\s+|a\s+|an\s+)?(?:nvidia\s+|geforce\s+|rtx\s+)?$"
    r"|(?<![a-z])(?:the\s+|this\s+|your\s+)?(?:repo|repository|project|library|fork|readme|benchmark|author|authors)"
    r"(?:'s|'|s')?\s+(?:(?:results?|numbers|benchmarks?|figures|tests?|runs?)\s+(?:on|for|with)\s+)?"
    r"(?:the\s+|a\s+|an\s+)?(?:nvidia\s+|geforce\s+|rtx\s+)?$"
    # an example's card, its count with it ("使用示例的2x3090启动命令", "the example's 2x3090 command", "the sample
    # config for 4x A100"): the setup the docs were written for, not the asker's (reader48)
    r"|(?:示例|样例|樣例|例子|范例|範例|教程|文档|文檔)(?:里|裡|中|上|给的|給的)?的?\s*(?:\d{1,2}\s*[x×*]\s*)?"
    r"(?:nvidia\s*|geforce\s*|rtx\s*)?$"
    r"|(?<![a-z])(?:the|an?)\s+(?:example|sample|demo|tutorial|docs?|documentation)(?:'s|s')?\s+"
    r"(?:(?:commands?|configs?|scripts?|setups?|recipes?)\s+(?:for|with|on|uses?|assumes?)\s+)?"
    r"(?:\d{1,2}\s*[x×]\s*)?(?:nvidia\s+|geforce\s+|rtx\s*)?$")

# a device named as the measure the asker's card is held to, before it ("as fast as a", "compared to the",
# "相比", "跟")
_REFERENCE_BEFORE = re.compile(
    r"(?<![a-z])(?:as\s+(?:fast|quick|good|strong|powerful|capable)\s+as|compared\s+(?:to|with)|in\s+comparison\s+"
    r"(?:to|with)|relative\s+to)\s+(?:the\s+|a\s+|an\s+)?(?:new\s+|newer\s+|shiny\s+)?(?:\S+\s+)?(?:nvidia\s+)?$"
    r"|(?:比起|相比于|相比於|相较于|相較於)\s*(?:那个|那個|这个|這個)?\s*$"
    # the asker's device said to fall short of it ("还不如3090显卡运行的快", "都不如一张4090"): the yardstick (reader48)
    r"|(?:还|還|都|也|甚至)?不如\s*(?:一张|一張|单张|單張|一块|一塊|我的)?\s*$")
# after it: the device said not to reach the asker's figures ("DGX Spark can't get those numbers"), or compared in
# Chinese ("跟DGX Spark比呢")
_REFERENCE_AFTER = re.compile(
    r"^[a-z0-9 .\-]{0,24}?\s(?:can't|cannot|can\s+not|couldn't|doesn't|does\s+not|won't|isn't|is\s+not)\s+(?:even\s+)?"
    r"(?:get|match|reach|beat|hit|touch|do|as\s+fast)"
    # or taken as the yardstick ("use the dual 3090 context as a reference", "the 4090 numbers as a baseline"; reader47)
    r"|^[a-z0-9 .\-]{0,24}?\sas\s+(?:a\s+|the\s+|our\s+)?(?:reference|baseline|yardstick)(?![a-z])")
# in Chinese, around it: "跟DGX Spark比呢", "和DGX Spark相比" (never "A比B": the A is the one held to the B)
_REFERENCE_ZH_BEFORE = re.compile(r"(?:跟|和|与|與|同)\s*$")
_REFERENCE_ZH_AFTER = re.compile(r"^[a-z0-9 .\-]{0,24}?(?:比|相比|比起来|比起來|对比|對比|比较|比較)")
# a purchase weighed, or the difference between the two asked ("how much faster", "快多少": the two are measured
# against each other, fix47d's '我的3060和4070比，跑sdxl快多少'): the device compared is a candidate then
_WEIGHED = re.compile(r"(?<![a-z])(?:buy|buying|purchase|get\s+(?:a|an|the|one)|upgrade|switch|worth|instead|"
                      r"should\s+i|which\s+(?:one|is\s+better)|or\s+(?:a|an|the)\s|how\s+much\s+(?:faster|"
                      r"slower|better|quicker)|faster\s+by\s+how\s+much)|买|買|换|換|升级|升級|值得|还是|還是|"
                      r"选哪|選哪|(?:快|慢|强|強|差)(?:多少|几倍|幾倍|多久)")

_MINE = re.compile(r"(?<![a-z])(?:my|mine\s+(?:is|'s)|i\s+(?:have|own|use|am\s+using|'m\s+using|am\s+on|run)|"
                   r"i'm\s+(?:on|using|running)|in\s+my|on\s+my)(?![a-z])|我的|我用|我有|我这|我這|本人|"
                   # a spec sheet's label ("硬件配置：M2 Ultra", "环境：", "my setup:"): the asker's machine (reader48)
                   r"(?:(?:硬件|硬體|机器|機器)?配置|环境|環境|hardware|setup|specs?)\s*[:：]")


def _number(card: str) -> str | None:
    """The model number a card is said by ("5060" of "GeForce RTX 5060 Ti 16 GB"), or its last word when none."""
    found = re.search(r"\d{3,5}", card)
    return found.group() if found else None


def _places(text: str, card: str, at: int) -> list[int]:
    """Every place of ``text`` the card ``card`` (read at ``at``) is said by its model number (from the letters
    glued before it: "a6000", "rtx5080")."""
    number = _number(card)
    found = [m.start() for m in compiled(rf"(?<![\da-z])[a-z]{{0,4}}{number}(?!\d)").finditer(text)] if number else []
    return found or [at]


def _quoted(text: str) -> list[tuple[int, int]]:
    """The spans of ``text`` that quote another person (:data:`_QUOTE`)."""
    return [m.span() for m in _QUOTE.finditer(text)]


def _aside_at(text: str, p: int) -> bool:
    """Whether the card said at ``p`` of ``text`` is another person's or the project's there."""
    before = text[max(0, p - 60):p]
    return bool(_OTHERS_SAID.search(before)) or bool(_PROJECTS.search(before))


def _only_quoted(question: str, card: str) -> bool:
    """Whether the card ``card`` is said in ``question`` (lower case) by its model number only inside quotes (the
    quotes are read on the question as asked: the card reader blanks the ">")."""
    quotes = _quoted(question)
    number = _number(card)
    if not quotes or number is None:
        return False
    places = [m.start() for m in re.finditer(rf"(?<!\d){number}(?!\d)", question)]
    return bool(places) and all(any(a <= p < b for a, b in quotes) for p in places)


def _reference_at(text: str, p: int) -> bool:
    """Whether the card said at ``p`` of ``text`` is named only as a reference for a comparison."""
    after = text[p:p + 80]
    before = text[max(0, p - 40):p]
    return bool(_REFERENCE_BEFORE.search(before) or _REFERENCE_AFTER.search(after) or (
        _REFERENCE_ZH_BEFORE.search(before) and _REFERENCE_ZH_AFTER.search(after)))


def named_aside(r: Reading) -> list[str]:
    """The cards of ``r`` named aside from the asker's (module docstring), when a card not aside is left; none
    otherwise. :func:`advisor.ask.theirs.drop_not_asked` drops them."""
    if len(r.cards) < 2 or len(r.card_at) != len(r.cards) or not r.card_text:
        return []
    text, question = r.card_text, r.text.lower()
    aside = [c for c, at in zip(r.cards, r.card_at, strict=True)
             if _only_quoted(question, c) or all(_aside_at(text, p) for p in _places(text, c, at))]
    left = [c for c in r.cards if c not in aside]
    if left and not _WEIGHED.search(text):
        mine = any(_MINE.search(text[max(0, at - 30):at]) for c, at in zip(r.cards, r.card_at, strict=True)
                   if c in left) or bool(r.own)
        if mine:
            aside += [c for c, at in zip(r.cards, r.card_at, strict=True) if c in left and all(
                _reference_at(text, p) for p in _places(text, c, at))]
    return [] if not aside or len(aside) == len(r.cards) else aside
