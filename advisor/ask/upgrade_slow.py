"""An upgrade that disappoints (reader40b, issue 27): the asker swapped their old card for a new one and the new
one runs slower, or no faster than expected ("Upgraded my 3060 to 5070 and training speed is x6-9 times slower now",
"I had an rtx 1070ti and now i am on a rtx 2080ti … even slower then before", "Gone from a GTX1650 super to a RTX
4070 Super and didnt notice so much the performance jump", "从3060换成了5070，训练反而更慢了"). Both cards are the
asker's, the swap is done: what is wrong with the new card is asked (``why``, on the new card), never whether to
switch — a comparison would price a switch already made. Pure: no I/O."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import Message
from . import concepts, cues
from .gate import gate_module
from .idle_card import idle_note
from .one_alone import again_note
from .options_owned import options_first
from .owned_trouble import owned_trouble, trouble_first
from .rig_asked import cards_fit

if TYPE_CHECKING:
    from .reader import Reading

# the swap, done: "upgraded (my 3060) to", "changed my gpu", "gone/went/moved/switched from", "my new card", "now i am
# on", "my prev 3060 was", "the old card … the new card", "从…换成了", "升级到", "换了新显卡", "旧卡" — never a swap
# planned ("thinking of upgrading my 3060", "my old 1080 ti is slow; is the 4070 better?")
SWAPPED = re.compile(
    r"(?<![a-z])(?:upgraded|changed|swapped|switched|replaced|gone|went|moved|migrated)\s+(?:my\s+|our\s+|the\s+)?"
    r"(?:\w+\s+){0,3}?(?:from|to|gpu|card|graphics\s+card)(?![a-z])|"
    r"(?<![a-z])(?:replaced|swapped|traded)\s+(?:my\s+|our\s+|the\s+|an?\s+)?[^.?!,]{0,30}?\s(?:with|for)(?![a-z])|"
    r"(?<![a-z])(?:my|our)\s+(?:brand\s+)?new\s+(?:[\w-]+\s+){0,4}?(?:card|gpu|\d{3,4})|"
    r"(?<![a-z])now\s+(?:i\s+(?:am|'m)\s+(?:on|using)|i\s+(?:have|use)|with)(?![a-z])|"
    r"(?<![a-z])(?:my|the|our)\s+(?:prev|previous|old|older|former)\s+(?:\w+\s+){0,2}?(?:card|gpu|\d{3,4}\w*)\s+"
    r"(?:was|did|used\s+to|had|ran|trained|got|gave|took)(?![a-z])|"
    r"(?<![a-z])(?:old|previous)\s+card(?![a-z])[^?]{0,200}?(?<![a-z])new\s+card|"
    r"(?<![a-z])new\s+card(?![a-z])[^?]{0,200}?(?<![a-z])(?:old|previous)\s+card|"
    # "slower than my old 4090", "from my previous card"; "3090→5090", "3060 -> 5070" (break31 #5)
    r"(?<![a-z])(?:than|from)\s+(?:my|our|the)\s+(?:old|older|previous|prev|former)(?![a-z])|"
    r"\d\w*\s*(?:→|->|=>|➡)\s*(?:rtx\s*|gtx\s*|rx\s*)?\d|"
    r"(?:换成|換成|换到|換到|升级到|升級到|升级成|升級成|换了|換了|更换了|更換了|升级了|升級了)|"
    r"(?:旧卡|舊卡|之前的卡|原来的卡|原來的卡|以前的卡|老卡)")

# a worth or a choice still asked ("would a 4060 ti be worth it?", "is the 4070 better?"): a purchase weighed
_STILL_ASKED = re.compile(r"(?<![a-z])(?:worth|would\s+(?:a|an|the)|should\s+i|is\s+(?:the|a|an)\s+[\w\s-]{0,20}?"
                          r"better)(?![a-z])|值得|值不值|要不要|该不该|該不該")

# the new card no faster: slower, worse, "performs WORSE", "no/not much performance jump", "not the difference
# expected", "更慢", "变慢", "反而", "没有提升", "不如以前"
NO_GAIN = re.compile(
    r"(?<![a-z])(?:slower|worse|slow(?:\s*\(\s*er\s*\))?)(?![a-z])|"
    r"(?<![a-z])(?:didn'?t|did\s+not|don'?t|do\s+not|not|no|hardly|barely)\s+(?:\w+\s+){0,4}?"
    r"(?:performance|speed)\s+(?:jump|boost|gain|increase|improvement|difference)|"
    r"(?<![a-z])(?:prev|previous|old|older|former)(?![a-z])[^.?!]{0,40}?(?<![a-z])(?:faster|quicker|better)(?![a-z])|"
    r"(?<![a-z])(?:speed|performance)\s+(?:issue|problem|regression|drop)|"
    # "tokens per second went down", "it/s dropped", "速度下降了" (break31 #5)
    r"(?<![a-z])(?:went|gone|goes|go|dropped|fell)\s+down(?![a-z])|(?<![a-z])(?:dropped|decreased)(?![a-z])|"
    r"(?:下降|降低|变低|變低|掉了)|"
    r"not\s+the\s+(?:difference|improvement|speed\s*up|gain)\s+(?:i\s+)?expected|"
    r"(?:更慢|变慢|變慢|慢了|反而|没有提升|沒有提升|没提升|沒提升|没有变快|沒有變快|不如以前|不如之前|不如原来|不如原來)")

# cards joined to the asker's machine ("connect one or more 3090 videocards to my mac", "attach an egpu 4090 to my
# mac mini", "把3090外接到我的mac上", "给我的mac接两张3090"): one rig, what it holds — never the machine weighed
# against the card (reader40b, E866)
ATTACHED = re.compile(r"(?<![a-z])(?:connect|connecting|attach|attaching|plug|plugging|hook(?:ing)?\s+up)\s+"
                      r"[^.?!]{0,60}?(?<![a-z])(?:to|into|on|with)\s+(?:my|our|the)\s+(?:\w+\s+){0,2}?"
                      r"(?:mac|macbook|mac\s+studio|mac\s+mini|pc|machine|server|laptop|computer|rig|workstation)"
                      r"(?![a-z])|"
                      r"(?:外接|接到|接在|连到|連到|连接到|連接到|插到|插在)[^，。,.?？!！]{0,12}?(?:我的|我)?\s*"
                      r"(?:mac|电脑|電腦|主机|主機|服务器|服務器|笔记本|筆記本)|"
                      r"(?:给|給|在)\s*(?:我的)?\s*(?:mac|电脑|電腦|主机|主機|服务器|服務器)[^，。,.?？!！]{0,20}?"
                      r"(?:外接|接|加|插)(?:上|了)?\s*(?:一|两|兩|二|三|四|\d)|"
                      # an external card said ("外接一张3090", "an egpu 4090"): joined to the asker's machine
                      r"外接|(?<![a-z])egpus?(?![a-z])")

# a card to get, said in the past ("if I bought an Nvidia 1050ti … as an eGPU"): a purchase weighed, no rig had
BOUGHT = re.compile(r"(?<![a-z])(?:bought|get\s+an?|got\s+an?|买|買|入手)(?![a-z])")

# the two cards weighed, asked ("vs", "compare", "which one", "哪个"): a comparison, whatever was swapped
WEIGHED = re.compile(r"(?<![a-z])(?:vs\.?|versus|compare|comparison|which\s+(?:one|is\s+(?:better|faster)))(?![a-z])|"
                     r"哪(?:个|個|张|張|块|塊)")


def upgrade_slower(r: Reading, text: str) -> bool:
    """Whether ``text`` (the question, lower case), naming two cards of the asker's (or three: the new one written
    twice, "4060 16Gb" then "5060 16Gb"), tells a swap made from one to
    the other and the new one no faster, with no budget and nothing to buy asked: why the new card is slow. The swap
    told is the asker's ("I went from a 3060 to a 5080", "换了新显卡4070"), whether or not an owner's word was read."""
    return (2 <= len(r.cards) <= 3 and r.budget is None and r.budget_error is None
            and not cues.BUYING.search(text) and WEIGHED.search(text) is None and _STILL_ASKED.search(text) is None
            and SWAPPED.search(text) is not None and NO_GAIN.search(text) is not None)


# the asker's cards tuned, asked ("undervolt my 3090 and 5060ti", "power limits", "降压", "限功率"): how to run the
# cards had, never the two weighed (reader50)
TUNED = re.compile(r"(?<![a-z])(?:under-?volt\w*|power[\s_-]*(?:limit\w*|cap\w*)|overclock\w*|underclock\w*|"
                   r"(?:core|clock|memory)\s+offsets?|fan\s+curves?|sweet\s+spot)(?![a-z])|"
                   r"降压|降壓|限功率|功耗墙|功耗牆|超频|超頻|降频|降頻")


def pair_command(r: Reading, text: str) -> str:
    """The command of a question naming two cards or more: what they hold (:func:`advisor.ask.rig_asked.cards_fit`),
    what is wrong with the software on the asker's cards (:func:`advisor.ask.owned_trouble.owned_trouble`), why the
    new one of an upgrade is slow (:func:`upgrade_slower`), else the cards weighed."""
    if cards_fit(r, text) or r.own and ATTACHED.search(text) and not (
            cues.BUYING.search(text) or BOUGHT.search(text) or WEIGHED.search(text)):
        return "fits"  # held; or cards to be joined to the asker's machine ("connect two 3090 to my mac"): one rig
    if owned_trouble(r, text):
        return "why"  # the software failing on the asker's cards: what is wrong, never the cards weighed (reader48)
    if r.own and TUNED.search(text) and not concepts.WEIGHED.search(text) and not cues.BUYING.search(text):
        return "why"  # the asker's cards tuned ("undervolt my 3090 and 5060ti"): the cards had, none weighed (reader50)
    if not upgrade_slower(r, text):
        return "compare"
    r.own = True  # both cards the asker's: the swap is theirs, done
    return "why"


# which of the swapped cards a card is, by the nearest word before it: the old one ("from", "old", "prev", "had",
# "从", "旧", "之前") or the new one ("to", "now", "new", "换成", "升级到", "现在", "新")
_OLD = (r"(?<![a-z])(?:from|old|older|prev|previous|former|had|used\s+to\s+(?:have|use))(?![a-z])|"
        r"从|從|旧|舊|之前|以前|原来|原來|老")
_NEW = (r"(?<![a-z])(?:to|now|new|newer|current|currently)(?![a-z])|"
        r"换成|換成|换到|換到|升级到|升級到|升级成|升級成|换了|換了|现在|現在|新")
_MARK = re.compile(rf"(?P<old>{_OLD})|(?P<new>{_NEW})")


def _newness(text: str, at: int) -> int:
    """1 when the nearest mark before the card at ``at`` of ``text`` (lower case) calls it the new card, -1 the old
    one, 0 none: within the 48 characters before it, in its sentence."""
    before = re.split(r"[.?!。？！\n]", text[max(0, at - 48):at])[-1]
    marks = list(_MARK.finditer(before))
    return 0 if not marks else (1 if marks[-1].group("new") else -1)


def new_first(r: Reading) -> list[int]:
    """The order of ``r``'s cards with the new card of an upgrade first and the old one last (:func:`_newness`;
    between cards no word marks, the one typed later is the newer: "3060 → 5070")."""
    order = list(range(len(r.cards)))
    if len(r.card_at) != len(r.cards) or not r.card_text:
        return order[::-1]
    text = r.card_text.lower()
    return sorted(order, key=lambda i: (-_newness(text, r.card_at[i]), -i))


def pair_order(r: Reading, command: str, memory: list[float | None] | None,
               notes: list[Message]) -> tuple[list[str], list[float | None] | None, list[int]]:
    """The cards of the reading for ``command``, their memory said and counts: a comparison of more than two with
    its options first (:func:`advisor.ask.options_owned.options_first`), a card it counts several of named alone too
    noted (:func:`advisor.ask.one_alone.again_note`); the why of a trouble with the card said to
    work last (:func:`advisor.ask.owned_trouble.trouble_first`); the why of an upgrade with the new card first
    (:func:`new_first`), the card its verdict is on; else as typed."""
    cards, counts = list(r.cards), list(r.card_counts)
    if command == "compare" and len(cards) > 2:
        return options_first(r, memory, notes)
    if command == "compare" and (again := again_note(r)) is not None:  # "dual 4090 vs dual 3090 vs single 4090"
        notes.append(again)  # the single one weighed with them (judge31 E01)
    if command != "why" or len(cards) < 2:
        return cards, memory, counts
    trouble = owned_trouble(r, r.text.lower())
    if trouble and (idle := idle_note(r.text.lower())) is not None:
        notes.append(idle)  # "Ollama only uses the 4090, not my 3060": why the other card idles (break49 #4)
    order = trouble_first(r) if trouble else new_first(r)
    cards = [r.cards[i] for i in order]
    counts = [r.card_counts[i] for i in order] if len(counts) == len(order) else counts
    if memory is not None and len(memory) == len(order):
        memory = [memory[i] for i in order]
    return cards, memory, counts


gate_module(globals())
