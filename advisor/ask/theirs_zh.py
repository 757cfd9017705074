"""Cards said in Chinese as someone else's beside the asker's (reader40):
"一张4070Super能训练出来效果吗？注意到你们的模型训练用了四张A100" (the four A100 are the authors'),
"我4090 48G 跑…要1个小时？我看到他们报告测试的时候8块H800也要跑接近30秒" (the eight H800 are the
report's machine). The clause before such a card gives it to "you" (你们, 您们, 贵组), "they" (他们, 作者,
官方, 别人, 大佬), or to a paper, report, README or video (论文, 报告, 文档, 视频; reader44: 文中, 文章, 项目, with
"所写的"/"提到": "文中所写的配置是A100,那3090能跑吗"): it is dropped, with its
count, when another card read is not theirs — the asker's, or the one asked about. A card given to someone by 的 right
before it is theirs too ("我看别人笔记本的3060推理速度都有100多it/s": a yardstick, reader49). Pure: no I/O."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .reader import Reading

# ("看文档是3090 都能微调13B": the document's card, said with 是, reader52; never the 是 of a choice or a word —
# "视频生成 5080还是4090" weighs both cards, mend52b)
# someone else's, said in the clause before the card: a subject that is not the asker, then (within the
# clause) a verb of using or testing it ("你们的模型训练用了四张A100", "作者用的是A100",
# "他们报告测试文生视频的时候8块H800", "论文里用8卡A100", "他们报告里8块H800": the place said is
# theirs too)
_THEIRS_ZH = re.compile(r"(?:你们|你們|您们|您們|贵组|貴組|贵司|貴司|他们|他們|她们|她們|作者|官方|"
                        r"别人|別人|人家|大佬们?|博主|up主|论文|論文|报告|報告|文档|文檔|readme|视频|視頻|教程|"
                        r"文中|文章|原文|文章里|仓库|倉庫|项目|項目|"
                        r"paper|technical\s+report)"
                        r"[^，。,;；!！?？\n]{0,24}?"
                        r"(?:用了|用的是|用的|使用了|使用|采用|採用|用|测试|測試|跑|训练|訓練|在|里|裏|中|"
                        r"写的|寫的|所写|所寫|写着|寫著|写了|寫了|提到|说的|說的|说是|說是|(?<![还還或就都也不要而])是)"
                        r"[^，。,;；!！?？\n]{0,12}$|"
                        # (reader49) given to someone by 的 just before it ("别人笔记本的3060", "人家的4090")
                        r"(?:别人|別人|人家|他们|他們|你们|你們|作者|大佬们?)[^，。,;；!！?？\n]{0,8}?的\s*"
                        r"(?:rtx|gtx|rx)?\s*$")

# the asker's own words in the clause before a card ("我的4090", "我4090", "我用3090"): never theirs
_MINE_ZH = re.compile(r"(?:我|俺|本人|自己)[^，。,;；!！?？\n]{0,6}$")


# someone asked whether they have tried the cards ("请问有大佬测试过2080ti，3080ti，4090…吗", "有没有人跑过…"): the
# cards are the ones asked about, never someone else's (judge31 C09)
_ASKED_OF_ZH = re.compile(r"有(?:没有|沒有)?(?:大佬们?|人|哪位|朋友|同学|同學)[^，。,;；!！?？\n]{0,10}$")
# the words between two cards of one list ("2080ti，3080ti，4090", "3090、4090和a100"): a card's name, then a separator
_LIST_GAP = re.compile(r"[a-z0-9 .+-]{1,16}(?:[,，、/／&]|和|与|與|及|或|跟)\s*")


def _theirs_at(text: str, at: int) -> bool:
    """Whether the card read at ``at`` of ``text`` (lower case) is said as someone else's in its clause."""
    before = text[max(0, at - 40):at]
    return bool(_THEIRS_ZH.search(before)) and not _MINE_ZH.search(before[-8:]) and not _ASKED_OF_ZH.search(before)


def _owners(text: str, at: list[int]) -> list[bool]:
    """Whether each card read at ``at`` (ascending offsets in ``text``) is someone else's; a card listed right after
    another (:data:`_LIST_GAP`) is that card's: a list has one owner ("大佬测试过2080ti，3080ti，4090": all three)."""
    out: list[bool] = []
    for i, start in enumerate(at):
        listed = i > 0 and at[i - 1] < start and _LIST_GAP.fullmatch(text[at[i - 1]:start]) is not None
        out.append(out[-1] if listed else _theirs_at(text, start))
    return out


def theirs_zh(r: Reading) -> list[str]:
    """The cards of ``r`` said in Chinese as someone else's (module docstring), when a card not theirs is left;
    none otherwise. :func:`advisor.ask.theirs.drop_not_asked` drops them."""
    if len(r.cards) < 2 or len(r.card_at) != len(r.cards) or not r.card_text:
        return []
    if not re.search(r"[\u3400-\u9fff]", r.card_text):
        return []
    order = sorted(range(len(r.cards)), key=lambda i: r.card_at[i])
    owned = dict(zip(order, _owners(r.card_text, [r.card_at[i] for i in order]), strict=True))
    theirs = [c for i, c in enumerate(r.cards) if owned[i]]
    return [] if len(theirs) == len(r.cards) else theirs


def forget_count(r: Reading) -> None:
    """``r`` without a count left from the cards dropped ("8块H800"), when its one card left is not counted."""
    if len(r.cards) == 1 and not (r.card_counts and r.card_counts[0] > 1):
        r.gpus = None
