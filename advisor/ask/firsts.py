"""The facts an owner's question turns on, put first in an ``ask`` answer (issue 28 §1): RLHF's several models
(:mod:`.rlhf`), a speed measured far below what the card gives (:mod:`.measured`), what several owned cards
do together when one holds the job (:mod:`.rig_room`), and "would X be enough?" answered yes or no
(:mod:`.enough`). What waiting for a newer generation buys is the buyer's line (:mod:`.buying`), said to owners
too."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..i18n import Money, msg
from ..image_lines import with_image_lines
from ..image_needs import (
    IMAGE_WORDS,
    RENT_OR_BUY,
    TRAINING_JOBS,
    find_generator,
    known_size,
    memory_said,
    rent_or_buy,
    sized_generator,
    sizing,
    unknown_sized,
)
from ..image_owner import memory_oom, owner_oom, owner_verdict
from ..image_rank import IMAGE_RANK_KEYS, image_decides
from ..image_stack import stack_said
from ..image_target import seconds_wanted, with_time_target
from ..models import Caveat, Comparison, Recommendation
from ..needs_words import BUDGET_AFTER, read_line, with_reading
from ..owner_steps import RESOLUTION_FACTOR, memory_steps
from ..wording import card_param, gb, join
from .asked_fact import asked_fact_first
from .both_jobs import image_too
from .card_job import job_on_card, job_on_card_first
from .distilled import distilled_first  # noqa: F401 (imported from here by .answer)
from .editing_compare import editing_weighed
from .encoder_asked import encoder_asked
from .enough import enough_first
from .gtx16_half import gtx16_fix_first, gtx16_reply
from .half_rate import half_rate_first
from .image_compare import image_compare_first
from .image_lora_buyer import edit_more, trained_model_first
from .image_lora_said import lora_stand_in
from .image_tool import tool_levers
from .job_buyer import by_setting, job_memory_first
from .job_need import job_need
from .jobs_one_card import jobs_on_card, unnamed_lora_on_card
from .measured import slow_said
from .measured_image import image_measured_first
from .measured_own import measured_first
from .memory_job import memory_job
from .models_named import llm_too
from .named_project import named_project
from .oom_tool import tool_oom_first
from .overkill import OVERKILL, image_overkill, memory_overkill
from .owner_tails import owner_asks_normal, owner_tails_dropped
from .pair_measured import pair_measured
from .power_cap import job_capped
from .ram_asked import ram_asked, ram_on_card_asked
from .ratio_seen import ratio_seen_first
from .rent_node_said import rent_node_first
from .rented_upgrade import rented_upgrade_first
from .rig_room import rig_room
from .rlhf import rlhf_first
from .runs_asked import runs_said
from .runs_on import runs_on_first
from .same_time import SAME_TIME
from .slow_normal import slow_normal_first
from .slower_upgrade import upgrade_slow_first
from .small_inference import inference_reply
from .speed_complaint import same_card_first
from .summary_cedes import asked_over_summary, step_down_first
from .switch_target import target_weighed
from .tool_support import tool_support_first
from .tried_levers import batch_lowered
from .upscale_job import upscale_first, upscale_on_card, upscaler_said
from .value_shown import value_pick_ranked
from .video_lora import unnamed_lora, video_lora

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs


SAID_BY_LEVERS = frozenset({"fact.concerns.oom-resolution-nvidia.text", "fact.concerns.oom-resolution-amd.text"})
"""Concerns a vision job's headline already says (lower resolution, tiles, CPU offload:
:func:`advisor.jobs.vision_job`)."""


def said_first(advisor: Advisor, text: str, read_as: ReadAs, answer):
    """``answer`` with each of the module's facts that ``text`` raises leading its short form; a concern the
    headline already says (a vision job's levers) is not said again."""
    shape = getattr(answer, "shape", None)
    if shape is not None and shape.headline.key == "jobs.vision":
        answer = answer.model_copy(update={"shape": shape.model_copy(update={
            "decides": [c for c in shape.decides if c.message.key not in SAID_BY_LEVERS]})})
    answer = job_on_card_first(advisor, text, read_as, answer)  # the named model's own rows (break13 #2, #3)
    answer = _resolution_steps(advisor, read_as, answer)
    answer = named_project(advisor, text, read_as, answer)  # U22: GET3D from its own row, never StyleGAN3's
    answer = _machine_owned(advisor, answer)
    answer = advantage_first(text, answer)
    answer = unnamed_lora(advisor, read_as, text, video_lora(advisor, text, read_as, answer))  # F12: video LoRA
    answer = rlhf_first(advisor, text, read_as, answer)
    answer = slow_said(advisor, text, read_as, answer)
    answer = measured_first(advisor, text, read_as, answer)  # "getting 9 t/s, is that normal?" (break26 #13)
    answer = image_measured_first(advisor, text, read_as, answer)  # "my 4090 does 3 it/s on sdxl, slow?" (break27 #9)
    answer = ratio_seen_first(text, answer)  # "my 3060 is 10x slower than a 4090, normal?" (break29 #7)
    answer = slow_normal_first(text, answer)  # "an A100 slower than my 4070 Ti, normal?": no, the setup (fix69b)
    answer = tool_support_first(advisor, text, answer)  # "does onediff support the T4 or L4?": each card's (fix69b)
    answer = runs_said(text, answer)  # "what is a 970 worth, and which models can it run?": the owner's line (U05)
    answer = step_down_first(asked_over_summary(answer))  # U15, F19: the asked fact over a rig's summary; F07
    answer = pair_measured(advisor, text, read_as, answer)  # "my 7900 … at 80 tok/s, my 7900 xt is slower" (fix57b)
    answer = upgrade_slow_first(advisor, text, read_as, answer)  # "upgraded 3060 to 5070, slower" (break31 #5)
    answer = same_card_first(advisor, text, read_as, answer)  # "10x slower than my friend's 4090"; no offload (#6, #7)
    answer = rented_upgrade_first(advisor, text, read_as, answer)  # "my 3090 is rented, upgrade to?" (fix70b #4)
    answer = target_weighed(advisor, read_as, answer)  # "…要不要换5090？": what the card considered gives (break27 #10)
    answer = rig_room(advisor, read_as, answer)
    if getattr(read_as, "topic", None) != "pretrain":  # pretraining weighs its own cluster; QLoRA is no way to pretrain
        answer = rent_node_first(text, answer)  # a full fine-tune to rent (break29 #12)
    answer = half_rate_first(advisor, text, read_as, answer)  # SD on Pascal: FP16 math at 1/64, fp16 weights kept
    answer = gtx16_fix_first(advisor, text, read_as, answer)  # black images on a GTX 16: --upcast-sampling (fix79b)
    answer = editing_weighed(advisor, text, read_as, answer)  # "premiere pro and llama, 4070 or 3090?" (fix79b)
    answer = tool_levers(advisor, text, answer)  # U01: a notebook's lever is diffusers', never the WebUI's flag
    answer = tool_oom_first(advisor, text, read_as, answer)  # break17 #5: the named tool's levers, upgrades after
    if isinstance(answer, Comparison):  # "whisper: 3060 ti 8gb or 3060 12gb?": what each card runs of the job
        answer = job_memory_first(advisor, text, answer)
        if find_generator(text) is None and read_as.use_case == "image":  # "Real-ESRGAN, 3060
            # or 4060?": tiles, then speed (fix84c)
            answer = upscale_first(text, answer)
    answer = runs_on_first(advisor, text, read_as, answer)  # F02: "can my card run what was built on that one?"
    answer = value_pick_ranked(advisor, read_as, answer)  # U22: the same memory for less, in the ranking too
    answer = asked_fact_first(batch_first(enough_first(advisor, text, read_as, answer)))  # the asked fact leads
    # an owner's symptom verdict, or "…slower than my friend's 4090, normal?": no renting, no "better value" (#15)
    return owner_tails_dropped(answer, owner_asks_normal(text, read_as))


BATCH_ACCURACY = "fact.concerns.batch-accuracy.text"
"""The concern of a question about the batch itself ("does the smaller batch hurt accuracy?", U23): gradient
accumulation, the learning-rate scaling rule, batch norm (``data/concerns.csv`` ``batch-accuracy``, its sources)."""


def batch_first(answer):
    """``answer`` led by the batch-size fact when the question asks whether a smaller batch hurts accuracy or a
    batch of N will do (U23: an 8 GB owner who must train at batch 32): that is what was asked, so it is the
    headline; the card's overview it replaces (what it runs of every job) goes to the details, and the owner's
    memory lever stays among the caveats."""
    shape = getattr(answer, "shape", None)
    fact = next((c for c in shape.decides if c.message.key == BATCH_ACCURACY), None) if shape is not None else None
    if shape is None or fact is None or shape.headline.key == BATCH_ACCURACY:
        return answer
    rest = [c for c in shape.decides if c is not fact]
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": fact.message, "decides": rest,
                                                                         "details": shape.details + 1})})


ADVANTAGE = re.compile(r"(?<![a-z])(?:what\s+(?:does|do|would|will)\s+(?:an?\s+|the\s+)?[\w\s.-]{1,40}?\s+give\s+"
                       r"(?:me\s+|us\s+)?over|(?:advantages?|benefits?|point)\s+of\s+(?:an?\s+|the\s+)?[\w\s.-]{1,40}?\s+over|"
                       r"why\s+(?:would|should)\s+(?:i|we|anyone)\s+(?:buy|pick|choose|get)\s+)(?![a-z])|"
                       r"比[^。？！?]{1,20}(?:好在哪|强在哪|強在哪|优势|優勢)")
"""A question that asks what one card gives over the other ("what does a Tesla V100 give me over an RTX 3090?",
"V100 比 3090 好在哪？")."""
WINS = ("compare.datacenter.wins",)
"""The comparison's sentences that say where one card wins besides speed and price (``line.tesla-why``)."""


def advantage_first(text: str, answer):
    """A comparison asked "what does X give me over Y?" (U12): where the data-centre card wins (power, passive cooling
    for racks, multi-GPU servers, product life, licence: ``line.tesla-why``, CN19) is what was asked, so it is the
    first deciding fact, not left to ``--verbose``. Any other answer as it is."""
    shape = getattr(answer, "shape", None)
    if not isinstance(answer, Comparison) or shape is None or not ADVANTAGE.search(text.lower()):
        return answer
    wins = next((r for r in answer.reasons if r.message.key in WINS), None)
    if wins is None or any(c.message.key in WINS for c in shape.decides):
        return answer
    fact = Caveat(rule_id=wins.rule_id, message=wins.message, weight=DECIDING_WEIGHT)
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [fact, *shape.decides],
                                                                         "details": max(0, shape.details - 1)})})


def _machine_owned(advisor: Advisor, answer):
    """An owner of a unified-memory machine (a Mac Studio, a Strix Halo box: ``Card.is_system``) is not sold another
    machine as a lever: the MoE expert-offload plan (a discrete card beside system RAM, :mod:`advisor.offload`) is a
    new PC, not a change to theirs, so it leaves the owner's short form (breaker: a 128 GB Mac owner shown a
    purchase line). Any other answer as it is."""
    shape = getattr(answer, "shape", None)
    rig = getattr(answer, "rig", None)
    owned = getattr(rig, "cards", None) or getattr(getattr(rig, "rig", None), "cards", None) or []  # OwnedRig or RigFit
    if shape is None or not any(c.card in advisor.catalog.card_rows and advisor.card(c.card).is_system
                                for c in owned):
        return answer
    keep = [c for c in shape.caveats if not c.message.key.startswith("offload.")]
    decides = [c for c in shape.decides if not c.message.key.startswith("offload.")]
    if len(keep) == len(shape.caveats) and len(decides) == len(shape.decides):
        return answer
    gone = len(shape.caveats) - len(keep) + len(shape.decides) - len(decides)
    return answer.model_copy(update={"shape": shape.model_copy(update={"caveats": keep, "decides": decides,
                                                                         "details": shape.details + gone})})


def _resolution_steps(advisor: Advisor, read_as: ReadAs, answer):
    """An owner out of memory at a higher resolution (``oom-resolution-*``: tiles, offload, "a mode that needs more
    still needs a card with more memory") hears the steps up that can hold such a mode — at least twice the card's
    memory (:data:`advisor.owner_steps.RESOLUTION_FACTOR`), every size, the faster 32 GB card beside a cheaper 48 GB
    one (N15: the high-resolution mode needs more than 24 GB; a 24 GB step for a 16 GB card is no way out) — within
    that sentence: "Twice the side is four times the pixels: a step up holds at least 32 GB: 32 GB (GeForce RTX 5090,
    …), 48 GB (RTX A6000, …)"."""
    shape = getattr(answer, "shape", None)
    owner = getattr(answer, "owner", None)
    if shape is None or owner is None or not owner.memory_gb or not any(
            c.message.key in SAID_BY_LEVERS for c in shape.decides):
        return answer
    market = advisor.catalog.market(answer.market.id)
    maker = advisor.catalog.card(owner.card).manufacturer
    ups = memory_steps(advisor.catalog, advisor.rules, market, owner.memory_gb, read_as.use_case or "general",
                       maker=maker if maker in ("NVIDIA", "AMD") else None)
    if not ups:
        return answer
    steps = join([msg("ask.oom-resolution.step", "{memory} ({card}, {price})", memory=gb(u.memory_gb or 0),
                              card=card_param(u.card), price=Money(amount=u.price.amount, currency=u.price.currency))
                  for u in ups if u.price is not None], "comma")
    laptop = advisor.rules.is_laptop(advisor.catalog.card(owner.card))  # desktop cards, said so (fix48b, kind F)
    decides = [c.model_copy(update={"message": msg(
        "ask.oom-resolution.steps-laptop", "{text} Twice the side is four times the pixels, and the activations grow "
        "with them: a step up that holds such a mode has at least {floor}: {steps} — desktop cards, as a laptop's GPU "
        "cannot be swapped: a desktop PC, an external GPU enclosure (eGPU) or a cloud GPU by the hour.",
        text=c.message, floor=gb(owner.memory_gb * RESOLUTION_FACTOR), steps=steps) if laptop else msg(
        "ask.oom-resolution.steps-double", "{text} Twice the side is four times the pixels, and the activations grow "
        "with them: a step up that holds such a mode has at least {floor}: {steps}.", text=c.message,
        floor=gb(owner.memory_gb * RESOLUTION_FACTOR), steps=steps)})
               if c.message.key in SAID_BY_LEVERS else c for c in shape.decides]
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": decides})})


def card_less(advisor: Advisor, r, read_as: ReadAs, missing: Sequence[str], market: str | None):
    """:func:`_card_less`, a GTX 16 card's black images said first (:func:`advisor.ask.gtx16_half.gtx16_reply`)."""
    return gtx16_reply(advisor, r.text, r.cards, inference_reply(advisor, r, read_as)  # YOLOv7's FPS on a 3050,
                       or _card_less(advisor, r, read_as, missing, market))  # BERT served on a Mac (fix85a)


def _card_less(advisor: Advisor, r, read_as: ReadAs, missing: Sequence[str], market: str | None):
    """The reply to an image or video generator asked about with no card and no budget ("how much vram for flux
    dev?", "is 8gb enough for sdxl?", "can I run wan 2.1 on 12gb?"), or to "rent or buy?" with no budget: what the
    generator needs and what runs it (:func:`advisor.image_needs.sizing`), the rent-or-buy arithmetic
    (:func:`advisor.image_needs.rent_or_buy`); ``None`` for any other question (break9 #8)."""
    sized = sized_generator(r.text)  # "wan 2.2 14b": the generator's variant, never an LLM of 14B (image18 #1)
    chosen = read_as.market or market
    one = r.cards if len(read_as.cards) < 2 else read_as.cards  # a machine against "N卡": two sides, no job on one
    if read_as.model is not None and SAME_TIME.search(r.text.lower()):  # "在4090上同时跑qwen 7b、whisper和sdxl": the
        return None  # LLM's fit with every job's memory summed (.same_time, break32 #5), never one job's reply alone
    if len(one) == 1 and (each := jobs_on_card(advisor, r.text, one, read_as.own, advisor.catalog.market(
            chosen if chosen in advisor.catalog.markets else None))) is not None:  # "sdxl lora vs flux lora on a
        return each  # 3090": each job on the card (fix54b)
    here = advisor.catalog.market(chosen if chosen in advisor.catalog.markets else None)
    if len(one) == 1 and (lora := unnamed_lora_on_card(advisor, r.text.lower(), one, r.use_case, r.task,
                                                        here)) is not None:
        return lora  # "想训练LoRA画图模型，4060Ti 16G够用吗？": SDXL's and FLUX's LoRA on the card (fix82 #3)
    if (ram := ram_on_card_asked(advisor, r.text, one, read_as.ram_gb)) is not None:
        return ram  # "how much RAM for flux on a 3060": the system RAM its setting wants, not the card's fit (fix84c)
    if len(one) == 1 and read_as.budget is None and (up := upscale_on_card(advisor, r.text, one, read_as.own, here)):
        return up  # "Real-ESRGAN on a 1060 6gb?": it runs, memory sets the tile — no image-generation floor (fix84c)
    if not image_too(read_as) and (on := job_on_card(advisor, r.text, one, read_as.own, advisor.catalog.market(
            chosen if chosen in advisor.catalog.markets else None), read_as.topic == "overkill")) is not None:
        return llm_too(advisor, read_as, on)  # "qwen3 32b and flux dev on a 4090": the LLM's fit too (fix68b #2)
    if (bert := encoder_asked(advisor, r, read_as)) is not None:  # "can i fine-tune bert on 8gb" (issue 28)
        return bert
    if (need := job_need(r, read_as)) is not None:  # "how much vram does training yolov8 need?" (judge32 E4, C5)
        return need
    if (trains := memory_job(advisor, r, read_as)) is not None:  # "is 8gb enough for training yolo?" (break23 #3)
        return trains
    if len(r.cards) == 1 and r.budget is None and not r.unknown and len(read_as.cards) < 2:  # on the owner's card: its
        # memory (a machine against "N卡" is the comparison, advisor.ask.platform_vs, here and above: break26 #15)
        return on_card(advisor, r, read_as, market, sized)
    wan_zh = "万相" in r.text or "萬相" in r.text  # Wan's Chinese name: its 万 is no budget's "ten thousand"
    if r.cards or r.unknown or r.budget is not None or (r.budget_error is not None and not wan_zh) or (
            r.model is not None and sized is None):
        return None
    chosen = read_as.market or market
    m = advisor.catalog.market(chosen if chosen in advisor.catalog.markets else None)
    if RENT_OR_BUY.search(r.text.lower()):
        said = rent_or_buy(advisor, m)
        return None if said is None else with_reading(read_line(None, None), said)
    g = find_generator(r.text) or lora_stand_in(r)  # "kohya 训练lora 买什么卡": SDXL's LoRA rows (fix51d)
    memory = r.spans.memory_gb or r.memory_gb or memory_said(r.text) or (
        read_as.memory_gb[0] if read_as.own and read_as.memory_gb and not read_as.cards else None)  # an owner's
    # memory read before (an out-of-memory paste's "23.64 GiB total", then "training a stable diffusion lora")
    sized = sized or (known_size(r.text) if g is None else None)  # "ltx-video": its release's 2B
    if (own := other_size(g, sized)) is not None:  # "flux.2 [klein] 4b vram": its own 4B, no FLUX.1 dev rows
        g, sized = None, own
    if g is None and sized is not None:
        return with_reading(read_line(None, None, sized=sized), unknown_sized(*sized, memory))
    if g is None or (sized is None and read_as.command != "none" and not (read_as.command == "fits" and memory)
                     and list(missing) not in (["budget"], ["cards"], ["model"])):  # an owner's memory and the job:
        # what it runs of it, read as a fit (reader33)
        return None
    if memory in (None, 0, r.spans.ram_gb) and (ram := ram_asked(g, r.text, r.spans.ram_gb)) is not None:  # "how
        # much system RAM do I need for SDXL", "is 8gb ram enough for stable diffusion": the RAM's, never the card's
        return with_reading(read_line(g.said, g.job), join([ram, BUDGET_AFTER], "sentences"))  # (fix83)
    within, cap = job_capped(advisor, r.text)  # "best gpu under 75w for stable diffusion": within it (break29 #4)
    oom = memory_oom(g, memory, batch_lowered(r.text)) if memory and "oom" in r.intents else None
    # "CUDA out of memory … (11.76 GiB total capacity) running sdxl": the owner's card of that memory failed, never
    # "fits with room" nor sold again (fix72a)
    parts = [*([cap] if cap is not None else []), *([oom] if oom is not None else []), sizing(
        within, g, memory, within.catalog.market(m.id), owned=oom is not None, verdict=oom is None,
        failed=oom is not None),
        *([BUDGET_AFTER] if oom is None else [])]
    if memory and g.job in ("image-gen", "video-gen") and OVERKILL.search(r.text.lower()) and (
            verdict := memory_overkill(advisor, g, memory, m)) is not None:  # "is 24gb overkill for sd?": yes or no
        parts.insert(0, verdict)
    return with_reading(read_line(g.said, g.job, memory, stand_in=g.stand_in), join(parts, "sentences"))


def image_speed_first(advisor: Advisor, text: str, answer):
    """A buyer's answer for an image generator named ("best gpu under 600 for stable diffusion xl"): the ranked cards
    by Stable Diffusion speed, measured where ``data/performance/sd_its.csv`` has them, said first
    (:func:`advisor.image_rank.image_decides`); any other answer as it is."""
    answer = trained_model_first(advisor, text, answer)  # "qwen-image-edit lora, 1500": its own training settings
    g = find_generator(text, unnamed_video=isinstance(answer, Recommendation))
    if g is not None and by_setting(g):  # Whisper, video, SD 3.5: each card's setting of the job, not an it/s line
        return job_memory_first(advisor, text, answer)
    if g is None and upscaler_said(text) is not None:  # "real-esrgan under $600": tiles, then speed (fix79b)
        return upscale_first(text, answer)
    generic = g is None and IMAGE_WORDS.search(text.lower()) is not None  # "comfyui": no model named
    if not isinstance(answer, Recommendation) or answer.shape is None or (g is None and not generic) or (
            g is not None and g.job not in ("image-gen", "image-lora")) or answer.use_case != "image":
        return answer  # another use's ranking ("$800 llama 3 8b stable diffusion", "$800 for kaggle stable
        # diffusion": the use said ranks) keeps its own lines, as the command typed from the read-as line does
    sdxl = g is not None and "Stable Diffusion 1.5" not in g.models  # SDXL, FLUX: the table's figures are SD 1.5's
    flux = g is not None and any(m.startswith("FLUX") for m in g.models)  # FLUX's own figures (rank24 #3)
    said = image_decides(advisor.catalog, answer, sdxl=sdxl, generic=generic, flux=flux)
    if (target := seconds_wanted(text)) is not None and (generic or g is not None and g.job == "image-gen"):
        return with_time_target(advisor.catalog, answer, target, g)  # "sdxl in under 5 s": yes or no (break26 #18)
    kept = [c for c in answer.shape.decides if c.message.key not in (*IMAGE_RANK_KEYS, "image.rank.heavier")
            or (not said and generic)]  # said once, as asked: the heavier models' line only where no model is named
    if not said:  # one card within budget: its line still by the image speed, not the training index (break17 #6)
        return with_image_lines(advisor.catalog, answer.model_copy(update={"shape": answer.shape.model_copy(
            update={"decides": kept})}), flux=flux)
    return with_image_lines(advisor.catalog, answer.model_copy(update={"shape": answer.shape.model_copy(update={
        "decides": [*said, *kept]})}), flux=flux)  # the lines by the speed that decides, FLUX's for FLUX


def other_size(g, sized: tuple[str, float] | None) -> tuple[str, float] | None:
    """The size said of a release whose rows stand in for it (:attr:`advisor.image_needs.Generator.stand_in`) when no
    row's model has that size ("flux.2 [klein] 4b": FLUX.1 dev's 12B rows are no figures of a 4B model), named by the
    release said ("FLUX.2", 4.0); ``None`` when the rows stand in ("wan 2.2 14b": Wan 2.1 T2V-14B's rows) or no
    release or no size was said (round 14)."""
    if g is None or g.stand_in is None or sized is None:
        return None
    size = f"{sized[1]:g}b"
    if any(re.search(rf"(?<![\d.]){re.escape(size)}(?![a-z])", m.lower()) for m in g.models):
        return None
    return g.stand_in[0], sized[1]


def on_card(advisor: Advisor, r, read_as: ReadAs, market: str | None, sized: tuple[str, float] | None):
    """A sized generator ("wan 2.2 14b on my 4060 ti") or a generator's LoRA training ("train an sdxl lora on my
    3060") asked about one card: the generator's own figures against the card's memory
    (:func:`advisor.image_needs.sizing`), the card named first; ``None`` for any other question on a card (its
    owner's answer, with the card's speed, stands) (image18 #1, #2)."""
    g = find_generator(r.text)
    if g is not None and g.job == "video-lora":  # a video LoRA on a card: :mod:`advisor.ask.video_lora` (F12)
        return None
    sized = sized or (known_size(r.text) if g is None else None)  # "ltx-video on a 3060": its release's 2B
    if (own := other_size(g, sized)) is not None:  # "flux 2 klein 4b on my 3060": its own 4B, no FLUX.1 dev rows
        g, sized = None, own
    if sized is None and (g is None or g.job not in TRAINING_JOBS):
        return None
    card = advisor.catalog.card(r.cards[0])
    if card is None or not card.memory_gb:
        return None
    chosen = read_as.market or market
    m = advisor.catalog.market(chosen if chosen in advisor.catalog.markets else None)
    if g is not None:
        owner = owner_verdict(advisor, g, card, m) if g.job in ("image-gen", "image-lora") else None
        if owner is None and g.job == "video-gen" and "oom" in r.intents:  # "wan 14b … out of memory on my 4090":
            owner = owner_oom(g, card, r.spans.batch)  # the trouble and its levers, never "fits with room" (judge27
            # #16)
        if owner is not None and "oom" in r.intents and not owner.key.startswith(
                ("image.owner.no", "image.owner.edge")):
            owner = owner_oom(g, card, r.spans.batch, batch_lowered(r.text)) or owner
            # "keeps OOMing … at batch 4": never "Yes, with room"; a batch lowered never offered again (fix78c)
        said = sizing(advisor, g, card.memory_gb, m, owned=True, verdict=owner is None)  # one yes or no (fix61b)
        if owner is not None:  # an image job on the owner's card: yes or no first (newuser19 #23)
            said = join([owner, said], "sentences")
        if (edit := edit_more(r.text, g)) is not None:  # "my 4090, a qwen image edit lora?": more than the figures
            said = join([said, edit], "sentences")
        if g.job in ("image-gen", "video-gen") and (OVERKILL.search(r.text.lower()) or read_as.topic == "overkill") \
                and (verdict := image_overkill(advisor, g, card, m)) is not None:  # "is a 5090 overkill for wan 2.2
            said = join([verdict, said], "sentences")  # 5b?": the verdict first, as for an unsized generator
        line = read_line(g.said, g.job, card=card.name, stand_in=g.stand_in)
    elif sized is not None:
        said = unknown_sized(sized[0], sized[1], card.memory_gb)
        line = read_line(None, None, card=card.name, sized=sized)
    else:
        return None
    stack = stack_said(advisor.rules, card, g is not None and g.job in TRAINING_JOBS)  # not NVIDIA's: the road first
    return with_reading(line, join([stack, said], "sentences") if stack is not None else said)  # the reading names
    # the card


def image_ranked(advisor: Advisor, text: str, read_as: ReadAs, answer, third):
    """``(read_as, answer, third)`` after every named card is ranked (:func:`advisor.ask.several.ranked_left_out`),
    the answer headed by the cards' Stable Diffusion ranking when it compares three or more for image generation
    (:func:`advisor.ask.image_compare.image_compare_first`, break13 #5)."""
    return read_as, image_compare_first(advisor, text, read_as, answer), third
