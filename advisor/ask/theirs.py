"""A card said as the authors' or the answerer's beside the asker's own (reader33): "I am using a single 4090 24G GPU
… According to my understanding you are using single A100 80G GPU for training": the A100 is the paper's, told to
compare, never a second card of the asker's nor a count of two. A card the words before it give to "you", "your",
"they" or "the authors" ("you are using", "you used", "your A100", "the authors trained on") is dropped when another
card read is not theirs and is said as the asker's ("I am using a", "my", "on my"). Pure: no I/O."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .aside_named import named_aside
from .aside_tried import tried_elsewhere
from .budgets import drop_card
from .floor_cited import floor_cited
from .former import former_cards, laptop_twin
from .made_patterns import compiled
from .memory_picked import bare_named_twice, family_named_twice, memory_named_twice
from .needed_card import needed_cards, needed_note
from .only_had import drop_unsupported
from .theirs_zh import forget_count, theirs_zh
from .unafforded import drop_unafforded

if TYPE_CHECKING:
    from .reader import Reading

_THEIRS_CARD = re.compile(r"(?:(?<![a-z])(?:you|you're|they|the\s+authors?|the\s+paper|others|other\s+(?:people|users)|"
                          r"people|someone|the\s+(?:tutorial|guide|video|blog|notebook))\s+"
                          r"(?:are\s+|were\s+|have\s+|had\s+|(?:actually|successfully|also|all|just)\s+)*"
                          r"(?:using|used|use|had|(?:managed?|manages)\s+to\s+(?:train|run)\s+(?:(?:it|this|that|them)\s+)?(?:on|with)|"
                          r"trained\s+(?:(?:it|this|that|them)\s+)?(?:on|with)|train\s+(?:(?:it|this|that|them)\s+)?(?:on|with)|ran\s+(?:(?:it|this|that|them)\s+)?on|"
                          r"run\s+(?:(?:it|this|that|them)\s+)?on|tested\s+(?:(?:it|this|that|them)\s+)?on|"
                          # "while you're working on the 5060 Ti": the maintainer's card, the asker's another (reader45)
                          r"working\s+(?:on|with))|"
                          r"(?<![a-z])your|"
                          # (reader44) the authors' work said as done on a card ("your work was done on four
                          # Nvidia A100 GPU", "your model was trained on 8 V100s", "the results were run on an H100")
                          r"(?<![a-z])(?:your|their|the\s+authors'?)\s+(?:work|model|paper|experiments?|results?|"
                          r"method|code|project|numbers|benchmarks?|training)\s+(?:was|were|is|are|has\s+been|have\s+been)\s+"
                          r"(?:all\s+)?(?:done|trained|run|ran|tested|conducted|evaluated|measured|benchmarked)\s+"
                          r"(?:on|with|using))\s+(?:(?:a|an|the|single|one|two|three|four|five|six|eight|\d+\s*x?)\s+)*"
                          r"(?:nvidia\s+|tesla\s+|geforce\s+|rtx\s+)?$")

# the asker's own card said without its name ("I have a 24GB GPU", "my 16gb card"): a card named by others' words
# beside it is theirs, even when it is the only card read (reader38)
_MINE_UNNAMED = re.compile(r"(?<![a-z])(?:i\s+(?:have|had|got|own|use|am\s+using|'m\s+using)|i've\s+got|my)\s+"
                           r"(?:an?\s+|one\s+|single\s+)?(\d{1,3})\s*gb?\s*(?:of\s+)?(?:v?ram\s+)?"
                           r"(?:gpu|card|graphics\s+card|video\s+card)(?![a-z])")


_MINE = (r"(?<![a-z])(?:i\s+(?:am|'m)\s+(?:using|training\s+on|running)|i\s+(?:use|train\s+on|run|have)|i'm\s+on|"
         r"my|on\s+my)\s+[^.,;?!]{0,24}?")


def _said_mine(text: str, card: str) -> bool:
    """Whether ``text`` says the card ``card`` (by its model number) is the asker's ("I am using a single 4090")."""
    number = re.search(r"\d{3,5}", card)
    return number is not None and compiled(_MINE + re.escape(number.group()) + r"(?!\d)").search(text) is not None


# the card a maintainer works on ("while you're working on the 5060 Ti"), said before it (reader45)
_UPKEEP = re.compile(r"(?<![a-z])(?:you|you're|you\s+are|they|they're|they\s+are)\s+(?:also\s+|already\s+|still\s+)?"
                     r"working\s+(?:on|with)\s+(?:(?:a|an|the|single|one|\d+\s*x?)\s+)*(?:nvidia\s+|geforce\s+|rtx\s+)?$")


def _said_again(text: str, card: str) -> bool:
    """Whether ``text`` names the card ``card`` (by its model number) twice or more: the card the question is about
    ("add RTX 5070 Ti support? … while you're working on the 5060 Ti? … Qwen3.8-27B on a single 5070 Ti"; reader45)."""
    number = re.search(r"\d{3,5}", card)
    return number is not None and len(compiled(rf"(?<!\d){number.group()}(?!\d)").findall(text)) >= 2


def _theirs_at(text: str, card: str, at: int) -> bool:
    """Whether the card ``card``, read at ``at`` of ``text``, is said as someone else's there or where its model
    number is said again ("a common problem for 3080/3090 … you manage to train on 3090"), and never as the asker's."""
    number = re.search(r"\d{3,5}", card)
    places = [at] + ([m.start() for m in compiled(rf"(?<!\d){number.group()}(?!\d)").finditer(text)] if number else [])
    return any(_THEIRS_CARD.search(text[max(0, p - 40):p]) for p in places) and not _said_mine(text, card)


def drop_theirs(r: Reading) -> None:
    """``r`` without the cards said as someone else's (module docstring), when a card not theirs is left, or when
    the asker's own card is said without its name (:data:`_MINE_UNNAMED`)."""
    if not r.cards or len(r.card_at) != len(r.cards) or not r.card_text:
        return
    theirs = [c for c, at in zip(r.cards, r.card_at, strict=True) if _theirs_at(r.card_text, c, at)]
    if theirs and len(theirs) == len(r.cards) and (unnamed := _MINE_UNNAMED.search(r.card_text)):
        _dropped(r, theirs)  # "They used a T4 GPU with 16GB VRAM … but I have a 24GB GPU": the asker's has no name,
        r.spans.memory_gb = float(unnamed.group(1))  # its memory, the one said with it
        return
    # the asker's: said as theirs ("I am using a 4090"), or the first card of an owner's question ("Single RTX 3080
    # shutdowns computer … you manage to train on 3090": read again once the owner is known, Reader.read)
    upkeep = any(_UPKEEP.search(r.card_text[max(0, at - 40):at]) for c, at in zip(r.cards, r.card_at, strict=True)
                 if c in theirs)  # the maintainer's card: the first card, asked about again, is the asker's (reader45)
    first_again = upkeep and _said_again(r.card_text, r.cards[0])
    mine = [c for c in r.cards if c not in theirs and (_said_mine(r.card_text, c) or (r.own and c == r.cards[0])
                                                         or (first_again and c == r.cards[0]))]
    if not theirs or len(theirs) == len(r.cards) or not mine:
        return  # "can a GTX 1060 train this? the author used a TITAN X": no card of the asker's, the two weighed
    _dropped(r, theirs)


# a part of the device asked about likened to another card's ("a unified memory like the 8060", "a Grace Blackwell GPU
# like the 6000 pro"): that card names what the part is like, it is not a device asked about (reader33)
# (reader43) never a better GPU given its example ("a more powerful GPU like the A100", "a faster card like the 4090"):
# that card is one weighed, not a likeness
_BETTER_KIND = re.compile(r"(?<![a-z])(?:more\s+powerful|faster|better|bigger|stronger|beefier|higher[\s-]end|newer|"
                          r"larger|pricier|more\s+expensive)\s+(?:nvidia\s+|amd\s+)?(?:gpu|card|chip)\s+"
                          r"(?:just\s+|much\s+)?like\s+(?:the|a|an)?\s*(?:nvidia\s+|amd\s+|rtx\s+|radeon\s+)?$")
_LIKENED = re.compile(r"(?<![a-z])(?:memory|gpu|chip|die|bandwidth|architecture|cores?|cooling|design)\s+"
                      r"(?:just\s+|much\s+)?like\s+(?:the|a|an)?\s*(?:nvidia\s+|amd\s+|rtx\s+|radeon\s+)?$")


def drop_likened(r: Reading) -> None:
    """``r`` without the cards said as the likeness of a part (:data:`_LIKENED`), when a card not likened is left."""
    if len(r.cards) < 2 or len(r.card_at) != len(r.cards) or not r.card_text:
        return
    likened = [c for c, at in zip(r.cards, r.card_at, strict=True) if _LIKENED.search(r.card_text[max(0, at - 40):at])
               and not _BETTER_KIND.search(r.card_text[max(0, at - 60):at])]
    if not likened or len(likened) == len(r.cards):
        return
    _dropped(r, likened)


def _dropped(r: Reading, cards: list[str]) -> None:
    """``r`` without ``cards``, nor the notes on the names they were read from ("Assuming the PCIe card; the A100 80 GB
    also comes as an SXM4 module"), the count of the one card left kept."""
    for card in cards:
        drop_card(r, card)
        number = re.search(r"\d{2,5}", card)
        r.notes = [n for n in r.notes if not (n.key.startswith("name_default.") and number is not None
                                              and number.group() in n.key and number.group() not in " ".join(r.cards))]
    if len(r.cards) == 1 and r.card_counts:
        # a single one said ("on a single 5070 Ti") stays said (reader45)
        r.gpus = r.card_counts[0] if r.card_counts[0] > 1 else (1 if r.gpus == 1 else None)


def drop_not_asked(r: Reading) -> None:
    """``r`` without a card not afforded (:func:`advisor.ask.unafforded.drop_unafforded`), one said as someone
    else's (:func:`drop_theirs`) or one a part is likened to (:func:`drop_likened`)."""
    drop_unafforded(r)
    drop_unsupported(r)  # "flashAttention2不支持V100 … 我这边只有2张4090": the card unsupported, not had (reader52)
    drop_theirs(r)
    if aside := named_aside(r):  # "> I have access to an RTX 5000 … I am RTX5080", "the repo's 5060 Ti", "as fast
        single = r.gpus == 1  # as a DGX Spark?" beside the asker's: quoted, the project's, a reference (reader46)
        _dropped(r, aside)
        r.gpus = 1 if single and r.gpus is None else r.gpus  # "on a single 5070 Ti": one card still
    if zh := theirs_zh(r) or tried_elsewhere(r):  # "注意到你们的模型训练用了四张A100": the authors' (reader40);
        _dropped(r, zh)  # "（尝试过在单卡A100 80G …则不会OOM）": a run tried elsewhere (reader40b)
        forget_count(r)
    drop_likened(r)
    if needed := needed_cards(r):  # "do I need an A100 for 7b?", "也是A100 40G以上吗": a guess at the floor (judge27)
        _dropped(r, needed)
        r.notes.append(needed_note(needed))
        r.own = r.own and bool(r.cards)  # "do we have to use H100": asked, never "we have" it (break48 M13)
    if cited := floor_cited(r):  # "8 A100 GPUs … is minimum requirements? … the max GPU memory is 45G" (reader54)
        _dropped(r, cited[0])
        r.spans.memory_gb, r.gpus = cited[1], None if not r.cards else r.gpus
    if left := former_cards(r):  # "I upgraded GPUs from a 3080 ti to a 5080": the 3080 Ti is had no more (reader49)
        _dropped(r, left)
        r.own = True  # the swap told is the asker's: the card swapped to is theirs (as advisor.ask.upgrade_slow)
    if twin := laptop_twin(r):  # "RTX 5070 Ti … NVIDIA GeForce RTX 5070 Ti Laptop GPU": one card, the laptop's
        _dropped(r, twin)
    if twice := memory_named_twice(r):  # "RTX 2060 … RTX 2060 8Gb": one card, the 2060 SUPER (reader40b)
        _dropped(r, twice)
    if twice := family_named_twice(r):  # "RTX 4000 … Quadro RTX 4000": one card, said in full once (reader44)
        _dropped(r, twice)
    if twice := bare_named_twice(r):  # "4070 TI Super … swapped the 4070": one card, said short again (reader50)
        _dropped(r, twice)
