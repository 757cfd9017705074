"""Machines of several cards each, said as nodes (issue 27, answers60): "2 nodes with 8 H100 each", "3 nodes x 8
a100", "4 machines each with 2 3090s", "三个节点一个节点八台gpu", "三个节点，每个节点8张A100",
"我有2台机器，每台8张4090", "两台8卡A100" are the machines times the cards each — 16, 24, 8, 24, 24, 16, 16 cards in
all — never one of the two counts alone. Pure: the text in, the counts out; the reader sets the count and says it
on the read-as line.
"""

from __future__ import annotations

import re

from ..i18n import Message, UserText, msg
from ..kinds import count_said
from ..said_once import said_once

_N = r"(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|[两兩二三四五六七八九十]|十六)"
_MACHINES_EN = r"(?:nodes?|servers?|machines?|boxes|hosts?|computers?)"
_MACHINES_CN = r"(?:节点|節點|服务器|伺服器|机器|機器|主机|主機|电脑|電腦)"
_UNIT_CN = r"(?:张|張|块|塊|台|臺|个|個|片)?\s*(?:卡|gpus?|显卡|顯卡|[a-z]*\d{2,4}[a-z]*)?"

_PATTERNS = [
    # "2 nodes with 8 H100 each", "4 machines each with 2 3090s", "3 nodes x 8 a100", "2 nodes of 8 H100",
    # "2 servers, 8 gpus each", "3 nodes with 8 gpus per node"
    re.compile(rf"(?<![a-z\d.]){_N}\s+{_MACHINES_EN}\s*,?\s*(?:(?:each\s+)?(?:with|of|having|having\s+)|x|×|\*|"
               rf"each\s+(?:with|having)|,)\s*{_N}(?![\d.])\s*(?:x\s*|×\s*)?"),
    # "三个节点一个节点八台gpu", "三个节点，每个节点8张A100", "2台机器，每台8张4090", "两台服务器各8卡"
    re.compile(rf"{_N}\s*(?:个|個|台|臺)?\s*{_MACHINES_CN}\s*[,，、]?\s*(?:(?:每|一)\s*(?:个|個|台|臺)?\s*"
               rf"{_MACHINES_CN}?|每台|各)\s*(?:有|都有|是|装|裝|插)?\s*{_N}\s*{_UNIT_CN}"),
    # "两台8卡A100", "2台8卡服务器"
    re.compile(rf"{_N}\s*(?:台|臺)\s*(?:服务器|伺服器|机器|機器)?\s*(?:各|每台)?\s*{_N}\s*(?:卡|张|張|块|塊)"),
    # "2x 8-gpu nodes", "two 8xH100 nodes", "3 8-gpu servers"
    re.compile(rf"(?<![a-z\d.]){_N}\s*(?:x\s*)?\s+{_N}\s*(?:-|x|×)\s*(?:gpus?|cards?|[a-z]*\d{{2,4}}[a-z]*)\s+"
               rf"{_MACHINES_EN}"),
    # a launcher's nodes and its processes (one a GPU) on each (mend55a): "torchrun --nnodes=2 --nproc_per_node=8",
    # either order, a flag or two between; torchrun's own flags (https://pytorch.org/docs/stable/elastic/run.html)
    re.compile(r"(?<![a-z])nnodes\s*[=:]?\s*(\d{1,2})(?![\d.:])(?:\s+--?[a-z_-]+(?:\s*[=\s]\s*[\w.:/-]+)?){0,3}?"
               r"\s+--?nproc[\s_-]*per[\s_-]*node\s*[=:]?\s*(\d{1,2})(?![\d.])"),
    re.compile(r"(?=nproc[\s_-]*per[\s_-]*node\s*[=:]?\s*\d{1,2}(?:\s+--?[a-z_-]+(?:\s*[=\s]\s*[\w.:/-]+)?){0,3}?"
               r"\s+--?nnodes\s*[=:]?\s*(\d{1,2})(?![\d.:]))nproc[\s_-]*per[\s_-]*node\s*[=:]?\s*(\d{1,2})"
               r"(?:\s+--?[a-z_-]+(?:\s*[=\s]\s*[\w.:/-]+)?){0,3}?\s+--?nnodes\s*[=:]?\s*\d{1,2}"),
]


# (reader46) machines of one card each: "5 computers with one 4060 Ti each", "two PCs with a 3090 in each", "two PCs,
# each with a 3090", "I have 5 computers with Nvidia 4060 ti graphics cards" (a card per machine, said in the plural)
_PCS = r"(?:computers?|pcs|machines?|desktops?|servers?|nodes?|boxes|hosts?|rigs?|workstations?)"
_ONE_CARD = r"(?:(?:nvidia|geforce|rtx|gtx|amd|radeon|rx)\s+){0,2}[a-z]{0,4}\s?\d{3,4}(?:\s*(?:ti|super|xtx|xt))?"
_ONE_EACH = [
    re.compile(rf"(?<![a-z\d.]){_N}\s+{_PCS}\s*,?\s*(?:each\s+)?(?:with|having|running|holding)\s+"
               rf"(?:(?:one|a|an|1|single)\s+)?{_ONE_CARD}\s*(?:(?:gpu|card|graphics\s+card)\s+)?"
               rf"(?:each|in\s+each|apiece|per\s+(?:machine|pc|computer|node|box))(?![a-z])"),
    re.compile(rf"(?<![a-z\d.]){_N}\s+{_PCS}\s*,\s*each\s+(?:with|having|running|holding)\s+"
               rf"(?:one|a|an|1|single)\s+{_ONE_CARD}(?![\da-z])"),
    re.compile(rf"(?<![a-z\d.]){_N}\s+{_PCS}\s+(?:with|having|running)\s+{_ONE_CARD}\s+"
               rf"(?:graphics\s+cards|video\s+cards|gpus|cards)(?![a-z])"),
    # "3 台机器每台一张 4090", "三台电脑各一块3090"
    re.compile(rf"{_N}\s*(?:个|個|台|臺)?\s*{_MACHINES_CN}\s*[,，、]?\s*(?:每\s*(?:个|個|台|臺)\s*{_MACHINES_CN}?|各)\s*"
               rf"(?:有|都有|是|装|裝|插)?\s*(一)\s*(?:张|張|块|塊|个|個|片)\s*(?:卡|显卡|顯卡|[a-z]*\s?\d{{2,4}})"),
]


@said_once  # read once a text (advisor.said_once, perf33)
def nodes_said(text: str) -> tuple[int, int, str] | None:
    """``(machines, cards each, as typed)`` of machines of several cards said in ``text`` (lower case), or None.
    The first pattern that reads two counts, of 2 to 16 machines and 2 to 16 cards each, wins; else 2 to 16
    machines of one card each (:data:`_ONE_EACH`, reader46: "5 computers with one 4060 Ti each"), cards each 1."""
    for pattern in _PATTERNS:
        for m in pattern.finditer(text):
            machines, each = count_said(m.group(1)), count_said(m.group(2))
            if machines is None or each is None or not (2 <= machines <= 16 and 2 <= each <= 16):
                continue
            return machines, each, m.group().strip(" ,，")
    for pattern in _ONE_EACH:
        for m in pattern.finditer(text):
            machines = count_said(m.group(1))
            if machines is not None and 2 <= machines <= 16:
                return machines, 1, m.group().strip(" ,，")
    return None


def nodes_note(machines: int, each: int, typed: str) -> Message:
    """The read-as note: the cards in all, from the machines and the cards each; for one card each, that they are
    separate computers, a model split across them running over the network (:mod:`advisor.machine_apart`)."""
    if each == 1:
        return msg("ask.nodes-one-each", "“{typed}” read as {machines:.0f} computers of one card each, not one PC of "
                   "{machines:.0f} cards: each card is answered with its own computer's share, and a model split "
                   "across them runs only over the network between them (llama.cpp's RPC back-end or exo), slower "
                   "than one PC's cards over PCIe.",
                   typed=UserText(value=typed), machines=machines)
    return msg("ask.nodes-count", "“{typed}” read as {total:.0f} cards: {machines:.0f} machines of {each:.0f} each "
               "(a multi-node job).", typed=UserText(value=typed), total=machines * each, machines=machines,
               each=each)


def launcher_apart(nodes: tuple[int, int, str] | None, counts: list[tuple[int, int, int, bool]],
                   counted: str) -> tuple[int, int, str] | None:
    """``nodes`` unless they are a launcher's flags ("torchrun --nnodes 2 --nproc-per-node 8") beside a count of
    cards said apart from them ("我的服务器是8*A6000", Z457): the server's own count then stands, the launcher's nodes
    another machine's command (mend55a). ``counts``: the count spans read in ``counted``."""
    if nodes is None or "nnodes" not in nodes[2]:
        return nodes
    return None if any("proc" not in counted[c[0]:c[1]] for c in counts) else nodes
