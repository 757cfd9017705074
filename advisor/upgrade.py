"""What an owner pays to add cards (issue 28 §3, U18): a split of the card they already have is priced at
the cards they add, never at the whole rig again.

``fits`` prices a split for a buyer in all: every card and the multi-GPU platform the count needs
(``FitCard.total_price``, :func:`advisor.rigs.platform_cost`: for two cards the x8/x8 board and the 1,500 W
supply a one-card PC lacks, 810 USD, ``data/platforms.csv``). An owner of one RTX 3060 who needs a second
buys one card (225 USD used), and the board and supply only if their PC lacks them — which the answer cannot
see, so it says so with the platform's price instead of adding it (:func:`owner_upgrades`). A card alone is
priced as before; so is a split of a card the owner does not have.
"""

from __future__ import annotations

from collections.abc import Callable

from .i18n import Message, MessageParam, Money, Quantity, Text, msg
from .models import Fit, FitCard, RankLine, RigFit
from .rigs import supply_said
from .wording import card_param

__all__ = ["mixed_makers", "owner_upgrades", "platform_words", "split_price", "total_words", "way_price"]


def owned_counts(rig: RigFit) -> dict[str, int]:
    """How many of each card the owner has (``rig.rig.cards``, by catalogue name)."""
    out: dict[str, int] = {}
    for c in rig.rig.cards:
        out[c.card] = out.get(c.card, 0) + c.count
    return out


def owner_upgrades(lines: list[RankLine], f: Fit, rig: RigFit,
                   line_of: Callable[[FitCard, Fit], RankLine] | None = None) -> list[RankLine]:
    """The buying lines of an owner's ``fits`` answer with what they would really pay: a split of ``n`` of
    a card the owner has ``k`` of (0 < k < n) becomes "add n - k": ``adds`` = n - k, ``total`` = n - k
    cards at the line's price, and its reason names the platform's price (``FitCard.platform_price``) as
    what the PC may lack, not as part of the price. Those lines come first (the cheapest way to hold the
    job is the owner's own cards and a second one); a card alone that was "for about the split's price"
    says it holds the job alone (the split no longer costs what it did). Other lines are unchanged. ``line_of``
    (the shape's line of a way) adds the split of the owner's own card that ``fits`` kept no line for
    (:mod:`advisor.owned_adds`). A split of a card the owner lacks that their one card can take a place in
    (``f.beside``) becomes the cards added beside theirs, with that rig's decode."""
    owned = owned_counts(rig)
    ways = {(c.card, c.count): c for c in f.cards}
    listed = {(x.card, x.gpus) for x in lines}
    if rig.way == "none" and line_of is not None:  # the owner's own card split (advisor.owned_adds), first even
        lines = [line_of(c, f) for c in f.cards if 0 < owned.get(c.card, 0) < c.count and not c.tight
                 and (c.card, c.count) not in listed and c.price is not None][:1] + lines
    adds, rest = [], []
    beside = {(c.card, c.count + 1): c for c in f.beside}
    for x in lines:
        k = owned.get(x.card, 0)
        b = beside.get((x.card, x.gpus)) if x.role == "split" and k == 0 and x.price is not None else None
        if b is not None and x.price is not None:  # a new pair for one who has one card: one fewer, beside theirs
            way = ways.get((x.card, x.gpus))
            platform = way.platform_price if way is not None else 0.0
            mine = rig.rig.cards[0].card
            reason = (msg("shape.role.fit-beside-platform", "with your {card}; {platform} more if your PC lacks the "
                          "board and power supply for {count}", card=card_param(mine), count=x.gpus,
                          platform=Money(amount=platform, currency=x.price.currency))
                      if platform else msg("shape.role.fit-beside", "with your {card}", card=card_param(mine)))
            if mixed_makers(_route(f, mine), b.route):  # an AMD or Intel card beside an NVIDIA one: said (fix56c #4)
                reason = msg("shape.role.fit-beside-makers", "{beside}; across makers (NVIDIA with AMD or Intel) one "
                             "model splits only through llama.cpp's Vulkan (or RPC) backend, which passes data through "
                             "system RAM and is slower than one maker's cards (llama.cpp PR #5321)", beside=reason)
            speed = (x.speed.model_copy(update={"value": round(b.speed.tok_s, 1), "kind": b.speed.kind})
                     if x.speed is not None and b.speed is not None else x.speed)
            adds.append(x.model_copy(update={"gpus": b.count, "adds": b.count, "speed": speed, "reason": reason,
                                             "total": round(x.price.amount * b.count, 2)}))
        elif x.role == "split" and 0 < k < x.gpus and x.price is not None:
            way = ways.get((x.card, x.gpus))
            platform = way.platform_price if way is not None else 0.0
            n = x.gpus - k
            reason = (msg("shape.role.fit-adds-platform", "with yours; {platform} more if your PC lacks the board "
                          "and power supply for {count}", count=x.gpus,
                          platform=Money(amount=platform, currency=x.price.currency))
                      if platform else msg("shape.role.fit-adds", "with yours"))
            adds.append(x.model_copy(update={"adds": n, "total": round(x.price.amount * n, 2), "reason": reason}))
        elif x.reason is not None and x.reason.key == "shape.role.fit-lead-one" and adds:
            rest.append(x.model_copy(update={"reason": msg("shape.role.alone", "holds it alone")}))
        else:
            rest.append(x)
    if adds:  # a line that compared itself with the buyer's split ("for about the split's price", "cheapest …")
        least = min(x.total or 0.0 for x in adds)
        rest = [x.model_copy(update={"reason": msg("shape.role.alone", "holds it alone")})
                if x.reason is not None and (x.reason.key == "shape.role.fit-lead-one" or (
                    x.reason.key in CHEAPEST and _price_of(x) > least)) else x for x in rest]
    return _one_card_first(f, adds, rest)


def _route(f: Fit, card: str) -> str | None:
    """The road (``FitCard.route``) of ``card`` as the fit's ways list it; ``None`` when it lists none."""
    return next((c.route for c in (*f.cards, *f.beside) if c.card == card), None)


def mixed_makers(mine: str | None, added: str | None) -> bool:
    """Whether a card added on road ``added`` beside the owner's on road ``mine`` (:mod:`advisor.routes`) mixes makers:
    NVIDIA's CUDA (``cuda``, ``tinkerer``) with an AMD or Intel card (``non-cuda``). One model then splits only through
    llama.cpp's Vulkan or RPC backend, which copies data between the cards through system RAM ("not particularly
    fast": llama.cpp PR #5321, https://github.com/ggml-org/llama.cpp/pull/5321, a 3090 with a Radeon Pro VII); CUDA,
    ROCm and SYCL each split only their own maker's cards. ``False`` when either road is unknown."""
    if mine is None or added is None:
        return False
    return (mine == "non-cuda") != (added == "non-cuda") and "unified" not in (mine, added)


TRAINED = frozenset({"lora", "qlora", "full-finetune"})
"""The tasks that train: one job whose memory two cards do not pool (U18)."""


def _one_card_first(f: Fit, adds: list[RankLine], rest: list[RankLine]) -> list[RankLine]:
    """``adds + rest``, or for a training job (:data:`TRAINED`; U18: "1 more 3060" ranked above one 3090 for LoRA)
    the first card that holds it alone first, then the cards added beside the owner's, saying why: split over two
    GeForce cards one training job's layers wait on each other over PCIe (``multi.nvlink-p2p``), where one card of
    the memory runs it alone — as an expert weighs one 24 GB card against 2 x 12 GB. Inference keeps the added card
    first: a layer split runs fine for it, and it is the cheapest step."""
    alone = next((x for x in rest if x.gpus == 1 and x.price is not None and x.role != "split"), None)
    if f.task not in TRAINED or not adds or alone is None:
        return adds + rest
    said = []
    for x in adds:
        platform = x.reason.params.get("platform") if x.reason is not None else None
        reason = msg(
            "shape.role.fit-adds-train-platform", "with yours; {platform} more if your PC lacks the board and power "
            "supply for {count}; one training job split over cards waits on PCIe, where one card that holds it "
            "alone does not", platform=platform, count=x.gpus) if isinstance(platform, Money) else msg(
            "shape.role.fit-adds-train", "with yours; one training job split over cards waits on PCIe, where one "
            "card that holds it alone does not")
        said.append(x.model_copy(update={"reason": reason}))
    return [alone, *said, *[x for x in rest if x is not alone]]


CHEAPEST = frozenset({"shape.role.fit-cheapest", "fits.role.cheapest-both", "fits.role.cheapest-usable",
                      "fits.role.cheapest-headline", "fits.role.cheapest-unified", "fits.role.cheapest-cuda",
                      "fits.role.cheapest-no-cuda", "fits.role.cheapest-vram", "fits.role.cheapest-vram-as-fast",
                      "fits.role.cheapest-vram-headline", "fits.role.cheapest-vram-headline-as-fast"})
"""The "cheapest way" labels of :func:`advisor.fits.cheapest_label`: false of a line dearer than the owner's upgrade."""


def _price_of(x: RankLine) -> float:
    """What a buying line costs in all (its ``total`` for several cards, else its one price; 0 unpriced)."""
    if x.gpus > 1 and x.total:
        return x.total
    return x.price.amount if x.price is not None else 0.0


def way_price(total: Money | Message, platform: float, count: int, supply_w: int | None = None,
              supplies: int = 1, priced_w: int | None = None) -> Money | Message:
    """A split's price in all as the ``fits`` sentences say it (issue 28 §3: what the platform line
    contains): "670 USD with 220 USD for the board and 850 W power supply 2 cards need" where the price
    counts a platform (``platform`` > 0, market currency) whose supply is ``supply_w`` (answers58: the
    platform priced is named; ``priced_w``: the smaller unit the price pays for, :func:`advisor.rigs.priced_unit`), else
    ``total`` itself."""
    if not isinstance(total, Money) or platform <= 0:
        return total
    if supply_w and supplies > 1:  # no one unit carries them: the supplies counted (break28 #11)
        return msg("fits.price-with-platform.supplies", "{total} with {platform} for the board and {n:.0f} power "
                   "supplies of {supply} each {count} cards need", total=total, n=supplies,
                   platform=Money(amount=platform, currency=total.currency),
                   supply=Quantity(value=supply_w, unit="W", digits=0), count=count)
    if supply_w:
        return msg("fits.price-with-platform.supply", "{total} with {platform} for the board and {supply} power "
                   "supply {count} cards need", total=total, platform=Money(amount=platform, currency=total.currency),
                   supply=supply_said(supply_w, priced_w), count=count)  # a smaller unit priced, said (fix33b)
    return msg("fits.price-with-platform", "{total} with {platform} for the board and power supply {count} cards "
               "need", total=total, platform=Money(amount=platform, currency=total.currency), count=count)


def split_price(total: Money | Message, c: FitCard) -> Money | Message:
    """A split's price in all with the platform its ``c`` counts (:func:`way_price`)."""
    return way_price(total, c.platform_price, c.count, c.platform_supply_w, c.platform_supplies, c.platform_priced_w)


def total_words(x: RankLine, total: Money, condition: MessageParam | Message) -> Message:
    """A split line's price for the console: "1,260 USD in all, used", or for an owner's upgrade
    (``x.adds``) "225 USD for 1 more, used" (``total``: the amount already formatted)."""
    if x.adds:
        return msg("cli.short.adds", "{total} for {n} more, {condition}", total=total, n=x.adds, condition=condition)
    return msg("cli.short.total", "{total} in all, {condition}", total=total, condition=condition)


def platform_words(x: RankLine) -> Message | None:
    """What a split line's total counts beyond its cards ("incl. 220 USD for the board and power supply 2 cards
    need", or beside a whole computer "incl. 1,980 USD for the rest of the machine": :attr:`RankLine.rest_of_pc`),
    ``None`` for one card, an owner's added cards or a total with no platform in it (issue 28: "2 × RTX 3060 12 GB —
    1,260 USD in all" read as 630 USD a card, where two cost 450 and the platform 810)."""
    if x.gpus < 2 or not x.total or x.adds or x.price is None:
        return None
    platform = x.total - x.gpus * x.price.amount
    if platform < 1.0:
        return None
    if x.rest_of_pc:  # a whole PC's rest beside a whole computer (advisor.several._whole_machine)
        return msg("cli.short.total.pc", "incl. {platform} for the rest of the machine (CPU, board, RAM, supply, "
                   "case)",
                   platform=Money(amount=platform, currency=x.price.currency))
    # a multi-GPU board and supply: never "the rest of the machine" beside a bare card, which needs a PC too
    # (newuser16 #15, answers59)
    money = Money(amount=platform, currency=x.price.currency)
    if x.platform_board and x.platform_supply_w and x.platform_count > 1:  # several machines (fix64a, grade87 F19)
        return msg("cli.short.total.boards-named", "incl. {platform} for the {count:.0f} platforms {gpus} cards need "
                   "(each: {board} board, {n:.0f} × {supply} supplies)", platform=money, gpus=x.gpus,
                   count=x.platform_count, board=Text(value=x.platform_board), n=x.platform_supplies,
                   supply=Quantity(value=x.platform_supply_w, unit="W", digits=0))
    if x.platform_board and x.platform_supply_w and x.platform_supplies > 1:  # what the platform is (fix47b #3)
        return msg("cli.short.total.board-named.supplies", "incl. {platform} for the board and power supply {gpus} "
                   "cards need ({board} board, {n:.0f} supplies of {supply} each)", platform=money, gpus=x.gpus,
                   board=Text(value=x.platform_board), n=x.platform_supplies,
                   supply=Quantity(value=x.platform_supply_w, unit="W", digits=0))
    if x.platform_board and x.platform_supply_w:
        return msg("cli.short.total.board-named", "incl. {platform} for the board and power supply {gpus} "
                   "cards need ({board} board, {supply} supply)", platform=money, gpus=x.gpus,
                   board=Text(value=x.platform_board), supply=Quantity(value=x.platform_supply_w, unit="W", digits=0))
    return msg("cli.short.total.board", "incl. {platform} for the board and power supply {gpus} cards need",
               platform=money, gpus=x.gpus)

