"""Concept questions with no budget ("do I need ecc memory for deep learning?", "do I need nvlink for two 3090s?",
"需要nvlink吗"): answered from the guides' rules in a sentence or two, then the budget asked where a purchase is
implied — they got "What is your budget?" or a generic verdict on the card (issue 28, answer what was asked).

- ECC: ``line.quadro`` (today: the RTX PRO line, once Quadro, brings ECC with more memory and certified drivers,
  dearer per unit of speed than GeForce, worth it where its memory is needed) and ``line.individual-avoid-pro``
  (individuals avoid workstation and datacenter cards on value unless memory, licence, density or power rule): ECC
  is no reason to buy one.
- NVLink: ``multi.nvlink-p2p`` per card asked about (NVLink only on the RTX 3090 / 3090 Ti among GeForce cards, for
  pairs; none on RTX 40 and 50; no PCIe peer-to-peer on GeForce with the stock driver; workstation and data-centre
  cards do peer-to-peer; a bridge's bandwidth where ``data/card_facts.csv`` ``nvlink_gb_s`` states it), then what two
  cards do without it: run a model split by layers (NVLink was worth 2-4 % of decode even for tensor parallel on
  2 x RTX 3090, club-3090 issue 698) and train data-parallel at the measured 1.77-1.87x
  (``data/performance/multi_gpu_scaling.csv``, ``multi.measured-scaling``) — break17 #10: the old text said two cards
  suit separate experiments "far better than one data-parallel job", against the product's own scaling data.
- ECC of the system RAM ("ecc ram for a deep learning workstation"): registered DIMMs on workstation and server
  platforms (``data/platforms.csv``'s EPYC build), chosen for lanes and slots, not for ECC alone.

The rule ids are cited here, never inside the sentence (``tests/advisor/test_rules.py``). Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..catalog.inputs import data_dir
from ..i18n import ListOf, Message, Number, Quantity, Text, msg
from ..wording import card_param, fact_message, join

if TYPE_CHECKING:
    from ..api import Advisor
    from ..models import Card

ECC = re.compile(r"(?<![a-z])ecc(?![a-z])")
"""ECC memory asked about."""
NVLINK = re.compile(r"(?<![a-z])nv[\s-]?link(?![a-z])|(?<![a-z])sli(?![a-z])")
"""NVLink (or its old gaming bridge, SLI) asked about."""
LADDER_ASKED = re.compile(r"(?<![a-z])what\s+(?:models?\s+|llms?\s+)?(?:can|could)\s+(?:i|we|you|it)\s+(?:still\s+)?"
                          r"(?:run|load|fit|fine[\s-]*tune|finetune|train|do)(?![a-z])|能(?:跑|微调|微調|训练|訓練)(?:什么|什麼|哪些)")
"""What a rig holds asked ("what can I fine-tune with …"): a link said beside it is the rig, not the question."""
NEED = re.compile(r"(?<![a-z])(?:need|needed|necessary|required|worth|matter|matters|important|must|should|"
                  r"do\s+i|is\s+it|does\s+it)(?![a-z])|需要|必要|有用|必须|必須|要不要|值得|有没有用|有沒有用")
"""Words that ask whether a thing is needed or worth it."""
_THING = r"(?:nv[\s-]?link|sli|ecc)"
WHAT = re.compile(r"(?<![a-z])(?:what\s+(?:is|are|does)|what'?s|explain|meaning\s+of|define|definition\s+of)\s+"
                  r"(?:an?\s+|the\s+)?" + _THING + r"(?![a-z])(?:\s+(?:memory|ram|vram|bridge|mean|do))*"
                  r"\s*[?？.!]*\s*$|"
                  + _THING + r"[^，,。？?]{0,12}?(?:是什么|是什麼|是啥|什么意思|什麼意思|是干什么|是幹什麼|有什么用|"
                  r"有什麼用|有啥用)|(?:什么是|什麼是|啥是|介绍一下|介紹一下|解释一下|解釋一下)\s*" + _THING)
"""Words that ask what NVLink or ECC itself is, the question ending on it (break18 #7: "what is nvlink", "nvlink是什么"
got "What is your budget?" and "not a question about GPUs")."""


SYSTEM_RAM = re.compile(r"(?<![a-z])(?:ecc\s+(?:system\s+)?(?:ram|rdimms?|dimms?|ddr\d?)|"
                        r"(?:ram|rdimms?|dimms?)\s+with\s+ecc|system\s+(?:ram|memory))(?![a-z])|内存|記憶體")
"""ECC asked of the system RAM (RDIMMs), not of a card's memory ("do I need ecc ram for a deep learning
workstation")."""
RUN = re.compile(r"(?<![a-z])(?:run|running|inference|serve|serving|chat|decode)(?![a-z])|跑|推理|部署")
"""Words of running a model (a split by layers), not training it."""
SCALING_SOURCE = "https://github.com/noonghunna/club-3090/issues/698"
"""2 x RTX 3090 FE with NVLink against the same pair over PCIe, vLLM tensor parallel 2 (2026-07-13): decode 1.85 % and
3.83 % faster with the bridge."""


LINK_WORDS = 7
"""Product choice: a question of this many words or fewer that names one card and NVLink asks whether it has one."""


def _scaling(advisor: Advisor) -> tuple[float, float] | None:
    """Two cards' measured data-parallel training speed over one without peer-to-peer (``data/performance/
    multi_gpu_scaling.csv`` no-p2p, 2: 1.77-1.87x, Lambda)."""
    import csv


    with open(data_dir() / "performance" / "multi_gpu_scaling.csv", newline="", encoding="utf-8") as fh:
        row = next((r for r in csv.DictReader(fh) if r["link"] == "no-p2p" and r["count"] == "2"), None)
    return (float(row["low"]), float(row["high"])) if row else None


ADA_NO_NVLINK = ("hardwareluxx.de, 2022-09-21, on the RTX 6000 Ada Generation and L40; tweaktown.com, 2022-09-25, "
                 "Jensen Huang on Ada Lovelace")
# sources: https://www.hardwareluxx.de/index.php/news/hardware/grafikkarten/59532-l40-und-rtx-6000-ada-generation-sind-
# die-ersten-profi-karten-der-neuen-generation.html ("Die bisher verwendete NVLink-Schnittstelle kommt mit den Ada-
# Lovelace-Karten nicht mehr zum Einsatz"); https://www.tweaktown.com/news/88605/nvidia-kills-nvlink-support-for-ada-
# lovelace-silent-death-sli/index.html
"""The source that Ada Lovelace workstation cards have no NVLink connector."""


def _nvlink(advisor: Advisor, text: str, cards: Sequence[Card], running: bool, what: bool = False,
            gpus: int | None = None, of_card: bool = False) -> Message:
    """NVLink for the cards asked about: a pair's bridge where the card has one (its bandwidth where
    ``data/card_facts.csv`` ``nvlink_gb_s`` states it), a workstation or data-centre card's PCIe peer-to-peer, a
    GeForce card's neither — then what two cards do without it: a model split by layers to run it, data-parallel
    training at the measured speed (``multi.measured-scaling``). ``what``: the thing asked about, not whether it is
    needed — what NVLink is comes first, and the GeForce sentence does not open on "Not". ``of_card``: whether one
    GeForce card has it ("nvlink on 4090?", break20 #11): its own yes or no first (``data/interconnect.csv``), then
    what two cards do without it."""
    low_high = _scaling(advisor)
    parts: list[Message] = []
    card = cards[0] if cards else None
    row = advisor.rules.interconnect(card) if of_card and card is not None else None
    if row is not None and card is not None:
        said = dict(card=card_param(card.name), p2p=fact_message("interconnect", row, "pcie_p2p"))
        parts.append(msg("ask.concept.nvlink.card.pairs", "Yes: {card} takes an NVLink bridge, for a pair of cards "
                         "(PCIe peer-to-peer: {p2p}).", **said) if row.get("nvlink", "").startswith("pairs") else
                     msg("ask.concept.nvlink.card.none", "No: {card} has no NVLink (PCIe peer-to-peer: {p2p}).",
                         **said))
    if what:
        parts.append(msg("ask.concept.nvlink.what", "NVLink is NVIDIA's direct link between GPUs: a bridge joining "
                         "two cards (in servers, a switch joining the board's modules), so they exchange data without "
                         "going through PCIe and the CPU."))
    if running:
        parts.append(msg("ask.concept.nvlink.run", "No, not to run a model across two cards: split by layers "
                         "(llama.cpp's default), only each layer's activations cross between them; even tensor "
                         "parallel on 2 x RTX 3090 decoded only about 2-4 % faster with NVLink than over PCIe "
                         "({source}).", source=Text(value=SCALING_SOURCE)))
    fact = advisor.catalog.card_fact(card.name, "nvlink_gb_s") if card is not None else None
    if card is not None and card.line in ("quadro", "datacenter"):
        one = len(cards) == 1 and (gpus or 1) <= 1 and not what  # one card asked about, not a pair's need
        if one and fact is not None:  # "does the a6000 support nvlink": its own yes first
            # (a bridge's bandwidth in data/card_facts.csv nvlink_gb_s: break22 #11)
            parts.append(msg("ask.concept.nvlink.pro.yes", "Yes: {card} has NVLink.", card=card_param(card.name)))
        elif one and card.line == "quadro" and card.architecture == "Ada Lovelace":
            parts.append(msg("ask.concept.nvlink.pro.no", "No: {card} has no NVLink — NVIDIA dropped the connector "
                             "from Ada Lovelace cards ({source}).", card=card_param(card.name), source=Text(
                                 value=ADA_NO_NVLINK)))  # "and the rtx 6000 ada?"; others are not known here
        parts.append(msg("ask.concept.nvlink.pro", "{card} is a workstation or data-centre card: these do PCIe "
                         "peer-to-peer with NVIDIA's driver (8 x RTX 6000 Ada trained at 7.10x one card over it, "
                         "Lambda's benchmark), so a pair needs no bridge for most work.", card=card_param(card.name)))
    elif what:  # "what is nvlink": who has it, said as a fact
        parts.append(msg("ask.concept.nvlink.few", "Few need it: among GeForce cards the RTX 3090 and 3090 Ti were the "
                         "last with NVLink, for pairs (before them the RTX 2070 SUPER, 2080, 2080 SUPER, 2080 Ti and "
                         "TITAN RTX; the RTX 40 and 50 have none), and GeForce cards do not do PCIe peer-to-peer with "
                         "NVIDIA's stock driver (data/interconnect.csv)."))
    elif row is None:  # a GeForce card, or none named: which GeForce cards have a bridge
        parts.append(msg("ask.concept.nvlink", "Not for most work: among GeForce cards the RTX 3090 and 3090 Ti were "
                         "the last with NVLink, for pairs (before them the RTX 2070 SUPER, 2080, 2080 SUPER, 2080 Ti "
                         "and TITAN RTX; the RTX 40 and 50 have none), and GeForce cards do not do PCIe peer-to-peer "
                         "with NVIDIA's stock driver (data/interconnect.csv)."))
    if fact is not None and card is not None and (gpus or 2) > 2:  # break18 #5: "and for four?" got the pair's text
        parts.append(msg("ask.concept.nvlink.pairs", "A bridge joins two cards only: {count} × {card} get no NVLink "
                         "across the pairs, so they talk over PCIe; that is fine for running a model (split by layers, "
                         "or tensor parallel over PCIe).", count=Number(value=gpus or 2), card=card_param(card.name)))
    elif fact is not None:
        parts.append(msg("ask.concept.nvlink.bridge", "Its bridge carries {bandwidth} between the two cards "
                         "({source}).", bandwidth=Quantity(value=float(fact["value"]), unit="GB/s", digits=1),
                         source=Text(value=fact["source"].split(" (")[0])))
    if low_high is not None and not running:
        parts.append(msg("ask.concept.nvlink.train", "Without a link, two cards still train one data-parallel job at "
                         "{low}-{high}x one card's speed (measured on 2 x RTX 4090 and 2 x RTX 3090, Lambda).",
                         low=Number(value=low_high[0]), high=Number(value=low_high[1])))
    return join(parts)


DIFFERENT = re.compile(r"(?<![a-z])(?:different|mixed|mismatched|two\s+kinds?\s+of|unlike|other)(?![a-z])|不同|不一样|"
                       r"不一樣|混(?:用|搭|插)")
"""Words of two different cards joined ("sli two different cards", "两张不同的卡nvlink")."""
WEIGHED = re.compile(r"(?<![a-z])(?:vs\.?|versus|or|compare[ds]?|comparison|better|faster|instead|rather)(?![a-z])|"
                     r"还是|還是|或者|哪个|哪個|比较|比較|对比|對比")
"""Words that weigh the cards against each other ("2x 3090 nvlink or one 4090?"): a comparison, not a link asked."""
SAME_MODEL = ("Puget Systems, NVLink bridge compatibility charts (2019, 2021): NVLink joins two identical cards over a "
              "bridge made for them")
# sources: https://www.pugetsystems.com/labs/articles/NVIDIA-NVLink-Bridge-Compatibility-Chart-1330/ ("NVLink requires a
# physical bridge between the cards"); https://www.pugetsystems.com/labs/articles/NVLink-on-NVIDIA-GeForce-RTX-2080-2080-
# Ti-in-Windows-10-1253/ ("NVLink allows bi-directional communication between two identical video cards");
# https://www.pugetsystems.com/labs/articles/NVIDIA-NVLink-2021-Update-and-Compatibility-Chart-2074/ (Ampere: only the
# GeForce RTX 3090 and the RTX A6000 take a bridge)
"""The source that an NVLink bridge joins two cards of the same model."""


def _has_link(advisor: Advisor, card: Card) -> bool:
    """Whether ``card`` has an NVLink connector: a GeForce card's ``data/interconnect.csv`` row says pairs, another
    card's bridge bandwidth is in ``data/card_facts.csv`` ``nvlink_gb_s``."""
    row = advisor.rules.interconnect(card)
    if row is not None:
        return row.get("nvlink", "").startswith("pairs")
    return advisor.catalog.card_fact(card.name, "nvlink_gb_s") is not None


def _mixed(advisor: Advisor, cards: Sequence[Card]) -> Message:
    """NVLink asked of two different cards ("can i nvlink a 3090 and a 3060", "3090和3080能nvlink吗", "sli two
    different cards"): no — a bridge joins two cards of the same model, and a card without the connector is named —
    then what the pair does over PCIe (a split by layers, the smaller card holding less)."""
    source = Text(value=SAME_MODEL)
    names = list(dict.fromkeys(c.name for c in cards))
    lacking = [c.name for c in cards if not _has_link(advisor, c)]
    lacking = list(dict.fromkeys(lacking))
    if not names:
        head = msg("ask.concept.nvlink.mixed.any", "No: NVLink (and SLI before it) joins two cards of the same model "
                   "with a bridge made for them ({source}); two different cards cannot be linked.", source=source)
    elif lacking:
        said = dict(cards=ListOf(items=[card_param(n) for n in lacking], style="and"), source=source)
        head = (msg("ask.concept.nvlink.mixed.lacking", "No: {cards} has no NVLink connector, and a bridge joins two "
                    "cards of the same model only ({source}).", **said) if len(lacking) == 1 else
                msg("ask.concept.nvlink.mixed.lacking-all", "No: {cards} have no NVLink connector, and a bridge joins "
                    "two cards of the same model only ({source}).", **said))
    else:
        head = msg("ask.concept.nvlink.mixed", "No: an NVLink bridge joins two cards of the same model only "
                   "({source}); {cards} are different cards.", source=source,
                   cards=ListOf(items=[card_param(n) for n in names], style="and"))
    pcie = msg("ask.concept.nvlink.mixed.pcie", "Different cards still work together over PCIe, no link needed: a "
               "model split by layers (llama.cpp, device_map) runs across both, each holding what its memory allows, "
               "so the smaller card limits an even split; or each card runs its own job. One training job across "
               "them waits on the slower card.")
    return join([head, pcie])


def concept_reply(text: str, ask_budget: Message | None, advisor: Advisor | None = None,
                  cards: Sequence[Card] = (), model_named: bool = False, topic: str | None = None,
                  gpus: int | None = None) -> Message | None:
    """The answer to a question whether ECC or NVLink is needed (module docstring), followed by ``ask_budget`` when
    given (a purchase implied, no budget said); ``None`` for any other question. ``cards``: the cards asked about
    (NVLink for them: a bridge, peer-to-peer, neither); ``model_named``: a model named with a run ("for two 3090s to
    run 70b"): the split by layers answers it. ``topic``: the reading's (:mod:`advisor.ask.topics`): a follow-up of an
    NVLink question ("and for two a6000s?") is one too; ``gpus``: the cards counted ("for four 3090s", "and for four?":
    a bridge pairs two cards only). A question what the thing is ("what is nvlink", "ecc是什么"),
    with no need asked, is answered what it is, then whether one needs it, and no budget is asked (no purchase)."""
    low = text.lower()
    what = bool(WHAT.search(low)) and not NEED.search(low)
    one_ecc = len(cards) == 1 and bool(ECC.search(low) or topic == "ecc") and not NVLINK.search(low)  # "ecc on
    # 4090?", "does the 3090 have ecc" then "and the 3090 ti?": that card's
    one_link = len(cards) == 1 and bool(NVLINK.search(low) or topic == "nvlink") and not NEED.search(low) and (
        not model_named) and (
        not what and cards[0].line not in ("quadro", "datacenter")) and len(low.split()) <= LINK_WORDS and (
        not LADDER_ASKED.search(low))  # "nvlink on
    # 4090?", "does the 3090 have nvlink?", and its follow-up "and the 4090?" (break23 #17: "Not for most work"):
    # whether it has one; a model or a longer question keeps its own answer
    if NVLINK.search(low) and advisor is not None and not what and not WEIGHED.search(low) and (
            len({c.name for c in cards}) >= 2 or (not cards and DIFFERENT.search(low))):
        return _mixed(advisor, cards)  # "can i nvlink a 3090 and a 3060", "sli two different cards" (issue 28)
    if not NEED.search(low) and not what and topic not in ("nvlink", "ecc") and not one_ecc and not one_link:
        return None
    if what:
        ask_budget = None
    if (NVLINK.search(low) or topic == "nvlink") and advisor is not None:
        said = _nvlink(advisor, text, cards, model_named and bool(RUN.search(low)) or bool(
            RUN.search(low) and not cues_training(low)), what, gpus, one_link)
    elif (ECC.search(low) or topic == "ecc") and SYSTEM_RAM.search(low):
        said = msg("ask.concept.ecc.ram", "Not for a personal deep-learning box: ECC system RAM comes as registered "
                   "DIMMs (RDIMM) on workstation and server platforms (EPYC, Threadripper PRO, Xeon W), which cost "
                   "more than a desktop's; the 4 x RTX 3090 EPYC build of the advisor's platforms uses 32 GB DDR4 ECC "
                   "RDIMM. Choose such a platform for the PCIe lanes and slots several cards need, with ECC a bonus "
                   "for long runs, not for ECC alone.")
    elif one_ecc and not NEED.search(low) and not what:
        said = _ecc_of(cards[0])
    elif (ECC.search(low) or topic == "ecc") and what:
        said = msg("ask.concept.ecc.what", "ECC (error-correcting code) memory stores extra check bits with the data, "
                   "so a flipped bit is found and corrected as it is read. For deep learning on your own machine it is "
                   "no reason to buy a card: it comes with NVIDIA's workstation (RTX PRO, once Quadro) and "
                   "data-centre cards, which cost more per unit of speed than GeForce. {geforce}", geforce=ECC_GEFORCE)
    elif ECC.search(low) or topic == "ecc":
        said = msg("ask.concept.ecc", "No, not for deep learning on your own machine: ECC memory comes with NVIDIA's "
                   "workstation (RTX PRO, once Quadro) and data-centre cards, which cost more per unit of speed than "
                   "GeForce; buy one for its larger memory where a job needs it, not for ECC. {geforce}",
                   geforce=ECC_GEFORCE)
    else:
        return None
    if ask_budget is None:
        return said
    return msg("ask.concept.then-budget", "{said} {ask}", said=said, ask=ask_budget)  # a reply's own key (ask.*)


ECC_GEFORCE = msg("ask.concept.ecc.geforce", "An RTX 4090 can switch ECC on too (NVIDIA Control Panel, Change ECC "
                  "State; off by default), which cost it about 15 % of its speed in Chaos's tests (support.chaos.com, "
                  "article 24886637113617).")
"""ECC on a GeForce card (break19 #7: "ECC only on workstation and data-centre cards" while the RTX 4090 has a
switch): Chaos's support article "ECC State for Nvidia GPUs" (https://support.chaos.com/hc/en-us/articles/
24886637113617): "If you have an RTX 4090 in your system you will see a new tab in Nvidia Control Panel, Change ECC
State"; "turning on ECC reduced performance by 15% on the RTX 4090"; "ECC is off by default for Geforce"."""


ECC_5090 = "Notebookcheck, 2025: the RTX 5090 drops the VRAM ECC switch of the RTX 3090 Ti and RTX 4090"
# source: https://www.notebookcheck.net/Nvidia-GeForce-RTX-5090-departs-from-RTX-3090-Ti-and-RTX-4090-flagship-tradition-
# drops-VRAM-ECC-for-pro-workloads.958141.0.html ("While both the RTX 3090 Ti and the RTX 4090 offered the option to
# toggle the VRAM ECC state in the driver, this option is curiously missing with the RTX 5090")
"""The source that the RTX 5090 has no ECC switch, and the RTX 3090 Ti has one (issue 28)."""


def _ecc_of(card: Card) -> Message:
    """Whether ``card`` has ECC memory ("ecc on 4090?", break20 #8): a workstation or data-centre card does; an RTX
    4090 can switch it on (:data:`ECC_GEFORCE`); another Ada or Blackwell GeForce card has none documented here; an
    older GeForce card (an RTX 3090: break23 #17, "Not that I can show") has none: "No"."""
    if card.line in ("quadro", "datacenter"):
        return msg("ask.concept.ecc.card.pro", "Yes: {card} is a workstation or data-centre card, which come with ECC "
                   "memory (NVIDIA's Control Panel or nvidia-smi -e switches it).", card=card_param(card.name))
    if card.name == "GeForce RTX 4090":
        return msg("ask.concept.ecc.card.4090", "Yes: {geforce}", geforce=ECC_GEFORCE)
    if card.name == "GeForce RTX 3090 Ti":  # Notebookcheck: the RTX 3090 Ti and 4090 offer the driver's ECC switch
        return msg("ask.concept.ecc.card.switch", "Yes, as a switch: {card} can turn ECC on in NVIDIA's driver, off by "
                   "default, as the RTX 4090 can ({source}); for deep learning on your own machine ECC is no reason to "
                   "choose a card.", card=card_param(card.name), source=Text(value=ECC_5090))
    if (card.architecture or "").startswith("Blackwell"):  # the RTX 5090 dropped the switch (Notebookcheck)
        return msg("ask.concept.ecc.card.blackwell", "No: unlike the RTX 3090 Ti and RTX 4090, the GeForce RTX 50 "
                   "cards have no ECC switch in NVIDIA's driver — the RTX 5090, their flagship, dropped it ({source}). "
                   "ECC comes with NVIDIA's workstation (RTX PRO) and data-centre cards; for deep learning on your own "
                   "machine it is no reason to choose a card.", source=Text(value=ECC_5090))
    if (card.architecture or "").startswith(("Ada", "Blackwell")):  # the RTX 4090's generations and after: unknown
        return msg("ask.concept.ecc.card.none", "Not that I can show: ECC memory comes with NVIDIA's workstation and "
                   "data-centre cards, and among GeForce cards only the RTX 4090's switch is documented here; for deep "
                   "learning on your own machine ECC is no reason to choose a card.", card=card_param(card.name))
    # an older GeForce card (an RTX 3090): the switch came with the RTX 4090 (Chaos: "a new tab"), so a plain no
    return msg("ask.concept.ecc.card.no", "No: ECC memory comes with NVIDIA's workstation and data-centre cards, and "
               "among GeForce cards only the RTX 4090's switch is documented here, none for {card}; for deep learning "
               "on your own machine ECC is no reason to choose a card.", card=card_param(card.name))


def cues_training(low: str) -> bool:
    """Whether ``low`` (lower case) speaks of training or fine-tuning."""
    return bool(re.search(r"(?<![a-z])(?:train|training|fine[\s-]?tun\w*|finetun\w*|lora)(?![a-z])|训练|訓練|微调|微調",
                          low))


__all__ = ["ECC", "NEED", "NVLINK", "SYSTEM_RAM", "WHAT", "concept_reply"]
