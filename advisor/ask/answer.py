"""Answering a question asked in words: which command it names, with which slots, and the reply.

:func:`ask` reads the text (:mod:`advisor.ask.reader`), decides the command (:func:`~advisor.ask.command_slots.decide`),
merges a follow-up into the previous question (:func:`merge`), asks the named command for its own
answer with those slots — through the command table (:mod:`advisor.commands`: the slots become the
command's arguments, :meth:`~advisor.commands.CommandSpec.question`, and its call answers) — and
says how it read the question in the command's terms ("Read as /recommend budget:800 USD
use_case:llm model:Llama 3 8B"), so people learn the commands and can correct a misreading. A
question that misses what its answer needs (a required parameter's slot) asks for it in one
sentence instead of guessing; a greeting gets the short help; chatter gets nothing (``command``
``none``).
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING

from ..commands import BY_NAME
from ..concerns import raised, with_concerns
from ..errors import AdvisorError, AppleSilicon
from ..i18n import Money, msg
from ..image_measured import measured_time_first  # "2 minutes per image, normal?" (break29 #6)
from ..image_target import card_time_first
from ..kinds import Given, read_language
from ..price_doubt import price_doubt
from ..wording import card_param, gb
from .accelerators import UNKNOWN as _UNKNOWN
from .accelerators import accelerator_first as _accelerator
from .add_second import second_answered
from .add_which import add_which_first, asks_add
from .added_follow import added_rig
from .amd_owner import amd_owner_word
from .asked_back import ASK_BUDGET, ASK_CARD, ASK_MODEL, ASK_OWN_CARD, HELP, NOTHING, STARTER
from .asked_card import why_less_first
from .asked_fit import fit_lead
from .asker_card import own_card_alone
from .both_models import both_models
from .budget_count import budget_count
from .budget_for_job import budget_for_job
from .budget_instead import budget_instead, server_card_asked
from .budget_jobs import jobs_floor
from .budget_kept import weighs_compare
from .budget_lifted import budget_lifted
from .budget_options import owner_options_first, within_first
from .budget_verdict import budget_verdict
from .buy_two import buy_two
from .buying import laptop_headline, with_buyer_facts
from .card_fact import card_fact_reply
from .card_time import card_time
from .card_variant import variant_of_before
from .card_wish import wish_reply
from .cheapest_lead import cheapest_led
from .china_power import china_power
from .cluster import across_nodes, cluster_runs
from .command_slots import _given, _read, _slots, decide, needed
from .compare_ram import ram_weighed
from .compare_served import compare_served
from .concepts import concept_reply
from .condition_view import with_condition
from .context_follow import context_follow_up
from .conversation_cards import compared_from_conversation, with_earlier
from .cpu_buy import cpu_buy_first
from .cpu_measured import cpu_measured_first
from .cpu_vs_gpu import cpu_vs_gpu
from .currency_priced import priced_said
from .datacenter_buy import datacenter_buy
from .debt_said import debt_first
from .distilled import distilled_owned
from .edge_pair import edge_first
from .editing_reply import editing_reply
from .engine_served import engine_read, engine_sized
from .enough_job import enough_job_first
from .fine_tune_way import fine_tune_way
from .firsts import card_less, distilled_first, image_ranked, image_speed_first, said_first
from .fit_buys import budget_beside, budget_buys_job
from .fit_targets import fit_budget, fit_speed, weighed_after_all
from .fitted import (
    WHOLE_NOTES,
    budget_buys,
    gpu_share,
    laptop_groups,
    laptop_tiers,
    left_out,
    levers_asked,
    reshared,
    smaller_size,
    upgrade_steps,
)
from .followups import Rates, _bare_amount, converted, follows, in_their_language, market_rates, new_card_slots
from .free_asked import free_reply
from .full_levers import full_levers
from .future_card import future_reading, series_reply
from .gaming import gaming_read
from .hosted_chat import hosted_read, hosted_reply
from .how_many import counted, how_many
from .image_follow import kept_generator, with_generator
from .image_full import full_image_tune
from .image_owner_steps import same_memory_steps
from .image_pair import image_pair
from .install_asked import install_first
from .job_after_fit import card_after_job, job_kept, job_read
from .job_replaced import job_switched
from .job_speed import job_speed_first
from .laptop_ranked import laptop_ranked
from .left_out import after_leading, ranked_left_out, weigh_left_out
from .link_job import job_first
from .links import link_currency, read_link, unlinked
from .llm_cuda import cuda_why
from .low_smaller import smaller_beside_low
from .machine_llm import machines_for_llms
from .machine_speed import speed_first
from .machine_train import machine_train_first
from .maker_only import maker_left, maker_said, of_maker
from .memory_only import cheapest_with, memory_enough
from .memory_savers import saver_fit
from .model_answered import model_answered
from .models import BudgetSlot, Context, Question, ReadAs, Slot
from .models_named import largest_model
from .moe_add import moe_add_first
from .moe_card_ram import card_for_ram
from .moe_ram_short import ram_short
from .multi_rig import multi_rig
from .named_lead import named_first
from .need_asked import need_levels
from .need_unnamed import need_unnamed
from .no_limit import no_limit
from .no_limit_node import node_route
from .npu_asked import chip_reply
from .odd_numbers import budget_not_taken, odd_reply
from .offer_bundle import bundle_judged, bundle_read
from .offer_list import listed_offers, several_judged
from .offer_new_wish import new_wish_read, new_wish_said
from .offer_sale import sale_judged, sale_read
from .offer_scam import scam_checked
from .offer_unusable import unusable_offer
from .offers import offered, run_offered
from .offers import read_offers as read_as_offers
from .oom_floor import oom_below_floor
from .oom_train import out_of_memory_training
from .optimizer_budget import optimizer_budget
from .options_owned import options_less_memory, supply_against_options
from .owned_follow import owned_switch_follow
from .owner_buys import kept_owner, owned_floor, owner_answer
from .owner_follow import asked_language, counted_after_cards, owned_counted, runs_on_owned
from .owner_options import no_smaller_card
from .owner_speed_asked import owner_speed_asked
from .owner_video import owner_video_first
from .owner_video_steps import owner_video_steps
from .parts_left import parts_left
from .pasted_error import arch_error_first
from .per_gpu import per_gpu
from .place_follow import ABOUT_ME, ASK_ABOUT_ME, place_moved
from .places_owned import blank_places, on_own_places, with_places
from .platform_follow import egpu_reply, kept_maker, mac_reply, mac_support, platform_reply
from .platform_vs import machine_verdict_first, platform_choice
from .power_asked import power_reply
from .power_cap import capped, carried
from .power_reading import power_reading_reply
from .precision_asked import precision_reply
from .precision_each import precision_each
from .prefill_asked import prefill_first
from .price_currency import price_in_asked
from .price_first import price_first
from .price_place import prices_place_said
from .project_need import cards_kept, project_need
from .pronoun_pick import on_pronoun, pronoun_follows
from .ram_decides import ram_smaller
from .ranked_count import counted_ranking
from .read_as_line import CONDITIONS, budget_said_once, read_as_message, read_as_text, with_reading  # noqa: F401 (read_as_text: kept importable here)
from .reader import Reading, read
from .reference_card import reference_line
from .rig_enough import rig_enough_first
from .said_condition import priced_as_said
from .said_once import refused_reply
from .same_pick import same_pick_said, used_counted
from .sdxl_stand_in import model_stand_in, sdxl_stand_in
from .seats import seats_split, served_users
from .second_or_sell import second_or_sell, ways_costed
from .served_count import served_on_yours
from .served_one import served_one
from .served_oom import served_oom
from .served_runs import family_kept, full_beside, served_runs
from .server_board import box_price_reply, server_board
from .serving_budget import serving_budget
from .shops import shop_new
from .single_tune import single_tune
from .size_choice import sizes_weighed
from .size_family import family_flagship, family_full, family_unsized, same_family, small_model
from .slot_notes import stale_dropped
from .sold_together import sold_together, sold_too
from .speed_wished import speed_wished
from .split_asked import split_asked
from .stack_asked import wheels_asked
from .stack_lead import stack_first
from .stale_notes import fresh_notes
from .starter import cheapest_any, free_start, no_budget_said, starter_note, starting
from .steps_asked import steps_asked
from .strix_follow import strix_memory_said
from .supply_follow import rerank_on_supply
from .switch import switch_said
from .switch_resale import resale_read
from .switch_set_up import switched_rig
from .switch_target import target_dropped
from .symptom_less import symptom_reply
from .system_price import priced_system, system_priced
from .telemetry import telemetry_reply
from .topic_pick import on_pick
from .topics import counted_follow_up, kept_memory, pretraining_fit, with_topic
from .trainer_default import one_gpu_ranking
from .training_named import training_kept, training_named
from .tried_levers import tried_first
from .twin_measured import twin_measured
from .two_of_pick import two_of_pick
from .unified_buy import unified_buy_first
from .unlisted import NOT_CARDS, with_unlisted
from .upgrade_follow import owner_kept
from .upgrade_open import upgrade_open_first
from .upgrade_verdict import upgrade_answered
from .value_asked import value_reply
from .value_lead import value_led
from .vendors_asked import amd_image_reply, rocm_cards, vendor_reply
from .verdicts import (
    NO_VALUE_MEMORY,
    left_over_budget,
    named_verdicts,
    over_budget,
    owned_less_memory,
    owner_floor,
    rates_of,
)
from .vision_fit import said_fit
from .vision_floor import NEED_KEYS, vision_floor
from .vocabulary import vocabulary
from .which_pick import which_first
from .whole_pc import with_whole_budget
from .worth_old import worth_old_first

if TYPE_CHECKING:
    from ..api import Advisor


NAME_NOTES = ("names.", "name_default.", "ask.unknown", "ask.future-card", "ask.strix-halo", "ask.added.")
"""Notes a card's name made (the card assumed, a device unknown, a card not out yet): they go with that card."""
OWN_RULES = frozenset({"command", "budget", "cards", "own", "counts"})
"""The slots of a reading a follow-up changes by rules of their own (:func:`merge`); any other slot
it says (the model, task, precision, use case, number of GPUs, market, condition — and a slot added
later) replaces the previous one."""


def merge(previous: ReadAs, r: Reading, amount: BudgetSlot | None = None, *, rates: Rates | None = None) -> ReadAs:
    """A follow-up read with the previous question: the slots it says replace the previous ones and
    the rest stays ("and used?", "what about for LLMs?", "2 of them?", "in euros", "用二手的呢",
    "and for 70b?"). ``amount``: the budget a bare number of the follow-up is (:func:`_bare_amount`),
    read instead of the card the number also names; ``rates``: the market's exchange rates (:func:`market_rates`), with
    which "in euros" converts the budget before into euros (never relabels 1,000 USD as 1,000 EUR).

    The command follows what the follow-up says: cards make it a verdict, a comparison or a fit
    (a model with them); a model after a verdict or a comparison makes it a fit; a budget after a
    command that takes none (a verdict, a comparison, a fit, or a refusal of one) asks for a
    recommendation with the rest of the reading ("what gpu for $800?" after an unknown card)."""
    if amount is not None:  # the number named no card: nor do the notes of that reading
        r = dataclasses.replace(r, cards=[], card_counts=[], budget=None, budget_bare=False, notes=[], unknown=[])
    fresh = _slots(r, previous.command)
    update: dict = {}
    for name in ReadAs.model_fields.keys() - OWN_RULES:  # every other slot said replaces the one before
        value = getattr(fresh, name)
        if value is not None and value != [] and not (name in ("laptop", "training") and value is False):
            update[name] = value  # a laptop said before stays one: leaving it out never says "not a laptop"
    if amount is not None:
        update["budget"] = amount
    elif fresh.budget is not None:  # a bare amount ("what about 1500?") keeps the currency of the budget before
        before = previous.budget if r.budget_bare else None
        update["budget"] = fresh.budget.model_copy(update={"currency": before.currency}) if before is not None \
            else fresh.budget
    elif r.budget_factor and previous.budget is not None:  # "what if I double the budget?": the budget before, doubled
        update["budget"] = previous.budget.model_copy(update={"amount": float(round(previous.budget.amount
                                                                                      * r.budget_factor))})
    elif r.currency and previous.budget is not None and r.currency != previous.budget.currency:
        said = converted(previous.budget, r.currency, rates)  # "in euros": the same money, in euros
        if said is not None:
            update["budget"] = said
            update["notes"] = [*update.get("notes", fresh.notes), msg(
                "ask.converted", "{amount} is about {converted} at the market's exchange rate; the cards' "
                "prices stay in the market's own currency.",
                amount=Money(amount=previous.budget.amount, currency=previous.budget.currency),
                converted=Money(amount=said.amount, currency=said.currency))]
    command, counted_before = previous.command, bool(previous.counts or previous.gpus)  # "两张呢" (break30 #13)
    if r.cards:
        if previous.command == "compare" and len(r.cards) == 1 and previous.cards:
            other = next((c for c in previous.cards if c != r.cards[0]), previous.cards[0])  # never a card itself
            update["cards"] = [other, r.cards[0]]  # "3090 vs 4090" then "那两张3090呢": 2 x 3090 against the 4090
            kept = [(previous.memory_gb or [None])[0], (fresh.memory_gb or [None])[0]]  # each card's memory said
            update["memory_gb"] = kept if any(m is not None for m in kept) else None
        elif (owned := owned_switch_follow(previous, r)) or previous.command in ("why", "fits") and len(
                previous.cards) == 1 and len(r.cards) == 1 and (
                r.cards[0] != previous.cards[0] and vocabulary().intents["compare"].search(r.text.lower())):
            # "why 3090" then "vs 4090?", "compare it with the 3090", "那和4090比呢": the card before against this one;
            # "I have a 3090" then "should I sell it for a 4090?": the owner's card against it (fix72a #2)
            update["cards"] = [previous.cards[0], r.cards[0]]
            update.update({"own": True} if owned else {})
            kept = [(previous.memory_gb or [None])[0], (fresh.memory_gb or [None])[0]]
            update["memory_gb"] = kept if any(m is not None for m in kept) else None
            command = "compare"
        else:
            update["cards"] = list(r.cards[:2])
            update.update(new_card_slots(previous, r, fresh))  # "what about the 4070?" after "4060 ti 16gb" (fix78b)
            if not fresh.notes:  # "v100 pcie" then "p40呢": what the name before assumed is no note of this card
                update["notes"] = [n for n in previous.notes if not n.key.startswith(NAME_NOTES)]
            else:  # "4060 ti for llm and image generation" then "what about the 4070?": both jobs still (break32 #8)
                update["notes"] = [*fresh.notes, *(n for n in previous.notes if n.key == "ask.both-jobs")]
            if previous.laptop and not previous.cards and not any(fresh.memory_gb or []):
                update["memory_gb"] = previous.memory_gb  # "游戏本16G显存" then "NVIDIA 3080": that laptop's 16 GB
            command = "compare" if len(r.cards) >= 2 else ("why" if previous.command != "fits" else "fits")
    elif "budget" in update and not BY_NAME[command].takes("budget") and (r.budget is not None or amount) and (
            not weighs_compare(previous, r)) and not (  # "4090 vs 5090 for 70b" → "budget 3000": weighed in it
            previous.command == "fits" and (previous.users or 0) >= 2 and previous.model is not None):  # (break28
        # #13); a server's users before → "那两万呢": that server at the budget (advisor.ask.serving_budget, fix68a)
        command = "recommend"  # "what gpu for $800?" after a verdict: the cards were the verdict's
        update["cards"], update["counts"] = [], None  # and so were what was said of them (assumed, unknown)
        update["notes"], update["unknown"] = list(fresh.notes), list(fresh.unknown)
        update.update(kept_owner(previous, r.text))  # "I have a 2080 ti" → "what should I upgrade to for 600?": kept
    if r.model is not None and command in ("why", "compare") and not (command == "compare" and not previous.own and (
            len(update.get("cards", previous.cards)) >= 2 and not ("fits" in r.intents and not counted_before))):
        command = "fits"  # "3090 vs 4090" → "and for 70b?" weighed on 70B (newuser14 #2); counted too (break30 #13);
        # three options named stay compared (mend46a #5)
    job = job_read(previous, r, fresh.job)  # a fit's slots read no job kind
    update.update(job_switched(previous, r, update.get("notes"), job))
    command = update.pop("command", command)  # "for training instead", "and for flux instead?"
    update.update(job_kept(previous, command, job, update))  # "training a yolo model instead": the detector's (fix72b)
    model = update.get("model", previous.model)
    if "task" not in update and r.job_task is not None and model is not None and previous.task != r.job_task:
        update["task"] = r.job_task  # "预算5000元，想跑7B模型" then "换成训练呢": the model before, now trained
    if update.get("task") == "inference" and previous.task not in (None, "inference") and not re.search(
            r"推理|部署|infer|serv|chat|对话|對話", r.text.lower()):
        del update["task"]  # "全量微调72B…" then "8卡A800，跑不起来": a run word, the training before still (round 11)
    if command == "recommend" and model is not None and r.use_case is None and (
            r.model is not None or previous.command != "recommend"):
        update["use_case"] = "llm"  # a recommendation for a model ranks for it, as a question naming both does
    if command == "recommend" and model is not None and r.spans.users and served_users(r.text) and update.get(
            "task", previous.task) in (None, "inference"):  # "best gpu for qwen3 32b under $5000" → "what about for 4
        command, update["task"] = "fits", "inference"  # users?": that model served to them, the budget kept (fix68a)
    update["command"] = command
    update = reshared(update, previous.notes)  # "那5万呢" after a machine budget: the new share (break19 #8)
    # a card named after the owner's (named) card is no owner's; named when it was asked for, it is the owner's
    update["own"] = (r.own or previous.own and not (r.cards and previous.cards)) and command in ("why", "fits") or (
        update.get("own", False) or command == previous.command == "recommend" and previous.own and not r.cards
        or owner_kept(previous, command, update.get("cards", previous.cards)))  # "what about a 3090 instead?"
    if r.cards or command != "compare":
        update["counts"] = fresh.counts if command == "compare" else None
        if command == "compare" and fresh.counts is None and len(r.cards) == 1 and (r.gpus or 1) > 1:
            update["counts"] = [1, r.gpus]  # "4090 vs 3090 for 70b" then "那两张3090呢": two 3090s against the 4090
    return stale_dropped(previous, previous.model_copy(update=update))  # a note goes with its slot (break36 #13)


def run(advisor: Advisor, read_as: ReadAs, *, market: str | None, use_case: str | None,
        bare_currency: str | None):
    """The named command's own answer for ``read_as``: its call with the arguments the slots give and,
    where the question says none, ``market``, ``use_case`` and ``bare_currency`` (a server's
    settings). An ``offer`` (:func:`offered`) is the card's price in that market, new and used unless the
    question says which, and the answer says it judged that price (``ask.offer.judged``). Raises the
    command's :class:`AdvisorError`."""
    priced = on_own_places(priced_as_said(with_condition(advisor, read_as.condition) if read_as.condition else advisor,
                                          read_as), read_as)  # "my pc already takes two cards": the cards alone
    adv = of_maker(capped(priced, read_as), read_as)  # a power limit, a supply, a maker said (break26 #5, 27 #2, #5)
    whole = read_as = counted(read_as)  # "how many 4090s for 405b": the fit on the count said (advisor.ask.how_many)
    if read_as.budget is not None and any(n.key in WHOLE_NOTES for n in read_as.notes):
        read_as = read_as.model_copy(update={"budget": gpu_share(read_as.budget)[0]})  # the budget said, the card's
    spec = BY_NAME[read_as.command]
    given = Given(adv, market=market, use_case=use_case, bare_currency=bare_currency)
    if read_as.offer is None and not read_as.card_offers:
        def call(view: Advisor):  # on the maker's cards when one is chosen (break27 #5)
            a = of_maker(view, read_as)
            return spec.call(a, spec.arguments(spec.question(read_as), Given(
                a, market=market, use_case=use_case, bare_currency=bare_currency)))

        answer = carried(priced, read_as, call)  # a supply said (break27 #2)
        if any(n.key == "ask.pc-rest" for n in read_as.notes):  # what the whole budget buys, with the rest owned
            answer = with_whole_budget(answer, spec.call(adv, spec.arguments(spec.question(whole), given)))
        return answer
    market_id = advisor.catalog.market(read_as.market or market or None).id
    return run_offered(advisor, adv, read_as, lambda priced: spec.call(priced, spec.arguments(
        spec.question(read_as), Given(priced, market=market, use_case=use_case, bare_currency=bare_currency))),
                       market_id)


def concerned(advisor: Advisor, text: str, read_as: ReadAs, answer, owned: bool = False):
    """``answer`` with the concerns ``text`` raises about the cards read (:mod:`advisor.concerns`: CUDA-only
    code on a card that is not NVIDIA's, NVIDIA's GeForce licence in a datacenter, peer-to-peer, vLLM's
    compute-capability floor) leading its short form."""
    answer = scam_checked(text, answer) if read_as.offer is not None else answer  # "is that a scam": said first
    answer = new_wish_said(advisor, text, read_as, family_kept(advisor, text, read_as, answer))  # "what llama …"
    answer = price_first(text, read_as, oom_below_floor(advisor, text, read_as, distilled_owned(advisor, read_as,
                                                                                               answer)))
    answer = price_in_asked(advisor, text, read_as, answer)  # "how much is a 4090 in euros" (fix75d #6)
    answer = sold_too(advisor, read_as, switch_said(text, read_as, answer))  # "sell my 3090 for a 5080?" (fix75c)
    answer = ways_costed(advisor, read_as, sale_judged(advisor, read_as, several_judged(advisor, read_as, answer),
                                                       text))  # "should I sell my 3090?": keep or sell (fix56b)
    answer = bundle_judged(advisor, read_as, answer)  # one price for two cards together (answers55)
    answer = job_speed_first(advisor, text, read_as, answer)  # "train yolov8 on $2000": memory first only if it decides
    answer = full_beside(advisor, text, read_as, saver_fit(advisor, text, read_as, answer))  # "with zero 3 offload"
    answer = full_levers(advisor, text, read_as, answer)  # none named, the cards short: the levers in order
    answer = ram_weighed(advisor, read_as, answer)  # "a 3090 or a 4090 with 64gb ram for 70b": each with that RAM
    answer = cheapest_led(text, read_as, answer)  # "cheapest card that runs gpt-oss 120b": whatever its kind
    answer = training_named(text, read_as, value_led(text, read_as, answer))  # "best value card for qwen 32b": the
    # value first (break26 #7); "best 4 gpu setup for training": "(training)", never "(general)" (fix32c)
    answer = speed_wished(text, read_as, answer)  # "budget 2500 … gpt-oss 120b, I want it fast": the fastest said
    answer = cuda_why(advisor, read_as, answer)  # "预算8000元 Qwen3 30B-A3B": why a Radeon leads, the CUDA ways named
    answer = one_gpu_ranking(text, answer)  # "with unsloth": one card that holds it, never a pair (judge27 #01)
    shape = getattr(answer, "shape", None)
    tiers = laptop_tiers(advisor, read_as, text, answer) if shape is not None else []  # a laptop buyer (F18)
    if tiers and shape is not None:
        ranked = laptop_ranked(advisor, read_as, answer, laptop_groups(advisor, read_as, text, answer),
                               [*tiers, *shape.decides])  # laptops ranked as laptops (issue 28 §2)
        if ranked is not None:
            return ranked
        head = laptop_headline(advisor, read_as, text, answer) or shape.headline  # a laptop GPU, not a desktop card
        return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [*tiers, *shape.decides],
                                                                           "headline": head})})
    if shape is None or not read_as.cards:  # a budget's answer: renting or waiting, when asked about
        answer = ram_short(advisor, read_as, image_speed_first(advisor, text, answer))  # by SD it/s; "内存128G" V3.1
        answer = optimizer_budget(advisor, text, read_as, both_models(advisor, text, read_as, distilled_first(
            advisor, read_as, answer)))  # R1's distils; two LLMs' needs; "full fine-tune with 8-bit adam" (fix72c)
        answer = node_route(advisor, read_as, answer)  # money no object, no workstation holds it: the node
        added = moe_add_first(text, read_as, answer)  # "384 GB DDR5, which GPU to add for DeepSeek R1?" (fix53b)
        answer = added if added is not answer else cpu_buy_first(advisor, text, read_as, answer)  # "7950x, 128gb
        # ram, should I buy a GPU?" (newuser21)
        shape = with_buyer_facts(advisor, text, read_as, answer, answer.shape) if answer.shape is not None else None
        return answer.model_copy(update={"shape": shape}) if shape is not None and shape is not answer.shape else answer
    answer = owner_video_first(advisor, text, read_as, answer)  # "3060 12gb, upgrade for wan 2.2 video" (fix70b)
    shape = answer.shape if answer.shape is not None else shape
    cards = [advisor.card(name) for name in read_as.cards]
    found = raised(text, cards, advisor.rules)
    if found:
        shape = with_concerns(shape, found, advisor.rules)
    comparing = read_as.command == "compare"
    if comparing:
        shape = owner_floor(advisor, read_as, shape, getattr(getattr(answer, "market", None), "id", None))
    shape = levers_asked(text, read_as, shape)
    less = owned_less_memory(read_as, cards) if comparing else None
    if less is not None and not any(c.message.key.startswith("compare.memory.") and c.message.key not in NO_VALUE_MEMORY
                                    for c in shape.decides):  # the owner's memory line says it for them
        shape = shape.model_copy(update={"decides": [*[c for c in shape.decides
                                                       if c.message.key not in NO_VALUE_MEMORY], less]})
    # what the words raise beyond the command's options goes first among the deciding facts
    named = ((named_verdicts(advisor, read_as, answer) if read_as.command == "recommend" else [])
             + (over_budget(read_as, shape, rates_of(advisor, answer)) if read_as.command in ("why", "compare") else [])
             + fit_speed(read_as, shape, answer) + fit_budget(advisor, read_as, answer)  # targets beside a fit (fix28a)
             + (budget_buys_job(advisor, read_as, getattr(getattr(answer, "market", None), "id", None))
                if read_as.command == "fits" else [])  # and what that budget buys for the job (fix54b)
             + options_less_memory(advisor, read_as, answer)  # an option with less memory than had (F07)
             + left_out(advisor, read_as, answer) + budget_buys(advisor, read_as, answer)
             + upgrade_steps(advisor, read_as, owned, answer, text)
             + supply_against_options(advisor, text, read_as, answer))  # "750W电源" beside the options (break26 #3)
    if named:
        shape = shape.model_copy(update={"decides": [*named, *shape.decides]})
    if comparing:  # two cards beside a budget: one verdict that weighs it (break25 #14)
        shape = budget_verdict(advisor, read_as, answer, shape, rates_of(advisor, answer))
    shape = with_buyer_facts(advisor, text, read_as, answer, shape, after=len(named))  # worth it, rent, wait…
    answer = answer.model_copy(update={"shape": shape}) if shape is not answer.shape else answer
    answer = arch_error_first(text, answer, advisor)  # "sm_120 is not compatible", "ChatRTX doesn't support it"
    answer = why_less_first(text, answer)  # "why can't a 2080 Ti (11GB) load it?" beside 12 GB cards (N13)
    answer = upgrade_answered(advisor, text, read_as, answer)  # an owner's yes or no on an upgrade (newuser16 Q27)
    answer = upgrade_open_first(advisor, text, read_as, answer)  # "2070 super, should I upgrade for llms?" (break41)
    answer = owner_video_steps(advisor, text, read_as, answer)  # "2080 ti 22gb, upgrade to for comfyui video?" (fix72c)
    answer = twin_measured(advisor, read_as, answer)  # "llama 3.1 8b on a 3080 ti": Llama 3 8B's measured figure too
    answer = unified_buy_first(advisor, text, read_as, answer)  # "M2 Max 96gb, should I still buy a gpu?": no/yes
    answer = install_first(advisor, text, read_as, answer)  # "can I put an L40S in my tower?" (break35 #4)
    answer = second_answered(advisor, text, read_as, answer)  # "I have a 3090, buy a second?" (break26 #10)
    answer = add_which_first(advisor, text, read_as, answer)  # "which gpu should I add to my 3090?" (fix57d)
    answer = card_time_first(advisor, text, read_as, answer)  # "a 3060, sdxl in under 5 s?": yes or no (break26 #18)
    answer = cpu_vs_gpu(advisor, text, read_as, answer)  # "cpu vs gpu for llama 8b, a 3060, 32gb ram": both sides
    answer = owner_speed_asked(advisor, text, read_as, answer)  # "4090 能跑 r1 70b 吗，速度多少": each way's speed
    answer = prefill_first(advisor, text, read_as, answer)  # "how long to process a 32k prompt" (break36 #11)
    answer = machine_train_first(advisor, read_as, answer)  # "is the DGX Spark good for fine-tuning?" (break36 #16)
    answer = served_runs(advisor, text, read_as, answer)  # "4x p40, the best model I can serve": one that decodes
    answer = machine_verdict_first(advisor, read_as, said_first(advisor, text, read_as, answer))  # RLHF, "enough?"
    answer = steps_asked(advisor, text, read_as, answer)  # an owner's steps up only when a card is asked for (fix48b)
    answer = smaller_beside_low(advisor, read_as, tried_first(advisor, text, read_as, answer))  # tried levers not
    # told again; a 2-3-bit level offered beside a smaller model (fix75b: Q2_K of Llama 3 8B on an 8 GB MacBook Air)
    return edge_first(advisor, text, read_as, answer)  # "rtx 4060 or jetson orin 16gb for edge": the embedded board


def ask(advisor: Advisor, text: str, *, context: Question | Context | None = None, lang: str | None = None,
        market: str | None = None, use_case: str | None = None, bare_currency: str | None = None) -> Question:
    """Read ``text`` and answer it (:meth:`advisor.api.Advisor.ask` documents the arguments).

    ``context`` is the previous question of the conversation (a :class:`Question` or its
    :class:`Context`, the same reading): a follow-up (:func:`follows`) is read with it
    (:func:`merge`). Whatever it is — an answer, a refusal, a question asked back — the follow-up
    is answered, asked back (the slot still missing) or refused in words.

    Never raises for any text: a command's refusal (an unknown card, a budget it cannot read) is
    the reply, with its code in ``error``. Raises InvalidOption only for an unknown ``lang``."""
    chosen = read_language(lang) if lang else None
    said, linked = read_link(text)  # a link alone: its words read, the link said unopened (advisor.ask.links)
    bare_currency = bare_currency or link_currency(text)  # a price beside a Xianyu listing's link: yuan
    before = context.context() if isinstance(context, Question) else context
    chip_memory = strix_memory_said(said, before)  # "ai max 390" → "64gb": that chip with that memory (fix61c)
    r = read(advisor, chip_memory or said, market=market, bare_currency=bare_currency)
    r = context_follow_up(r, before)  # "what about 32k?" after a context: tokens, never 32,000 dollars (break33 #1)
    if before is not None and before.windows:  # "what about ollama?" after vLLM on Windows: Windows still (fix56a)
        r = dataclasses.replace(r, windows_before=True)
    r = counted_ranking(r, before)  # "best gpu under $2000" then "and for four?": four cards, the budget kept
    r = counted_after_cards(counted_follow_up(in_their_language(r, before), before), before)  # "3000" after a
    # Chinese question: Chinese, and yuan; "what about 4" after a fit on 2 cards: 4 cards, never 4 dollars
    answer_lang = chosen or (asked_language(r.text) if before is not None else None) or r.language  # "用中文"
    command, missing = decide(r)
    merged = before is not None and before.read_as.command in BY_NAME and (follows(
        before, r, command, missing) or runs_on_owned(before, r)  # "I have 2 3090s" → "can I run deepseek r1"
        or budget_for_job(before, r) or pronoun_follows(before, r))  # "run qwen3 coder 30b" → "my budget is 2000
    # euros": for it; "compare it with the 5090": the pick before (break36 #4)
    if merged:
        assert before is not None
        amount = _bare_amount(advisor, r, before, market=market, bare_currency=bare_currency)
        read_as = same_family(advisor, before.read_as, merge(before.read_as, r, amount,
                                                             rates=market_rates(advisor, market)), r.text)
        read_as = used_counted(before, read_as, merged)  # "what about used?": every card was priced used already
        if amount is not None:
            r = dataclasses.replace(r, cards=[], unknown=[], notes=[])
        if ABOUT_ME.fullmatch(r.text):  # "what about me?" after an answer: what they have, asked back (fix53c #5)
            return Question(text=r.text, language=answer_lang, read_as=before.read_as, missing=[], reply=ASK_ABOUT_ME)
        if r.currency is None and r.market is None:  # "in Japan?": the reading before, its market moved (fix53c #5)
            read_as = place_moved(advisor, r.text, read_as, market_rates(advisor, read_as.market or market))
    else:
        read_as = largest_model(advisor, r.text, _slots(r, command))  # "deepseek v3.1 and kimi k2": the largest, the
        # others named (fix49b)
        if (hosted := hosted_read(advisor, r.text, read_as)) is not read_as:  # "run chatgpt on my 4090": gpt-oss
            read_as, missing = hosted, [s for s in needed(BY_NAME[hosted.command]) if not _given(hosted, s)]
        if command == "compare" and read_as.command == "fits":  # one card and several models: each one's fit
            missing = [slot for slot in missing if slot != "cards"]
    if read_as.command == "compare" and len(read_as.cards) == 1 and r.command == "compare" and not missing:
        missing = ["cards"]  # "compare 1080 ti": the second card is asked for
    elif read_as.command == "compare" and len(read_as.cards) == 1 and "cards" not in missing:
        read_as = read_as.model_copy(update={"command": "why"})
    read_as = sold_together(advisor, r.text, own_card_alone(r.text, read_as))  # "lab has a 4x a100 but … on my own
    # 4090": the 4090's fit (fix74c); "sell my 3060 and 2060 for a 4070": from the 3060 (fix75c)
    read_as = kept_generator(r, read_as, merged)  # "flux 用什么卡" then "预算4000元呢": still FLUX (break15 #4)
    read_as = gaming_read(r, read_as, merged)  # "what about for gaming": games not weighed, said (fix68b #1)
    read_as = with_topic(r, read_as, before.read_as if merged and before is not None else None)  # "and for three?"
    read_as = with_places(r.text, card_after_job(r, read_as, before), before.read_as if before else None)  # "two"
    read_as = maker_left(kept_maker(read_as, before.read_as if before is not None else None, r.text), r.text)  # "on
    # windows?" keeps the maker asked of; "and nvidia?" or a card named leaves the maker a ranking was kept to
    read_as = training_kept(r.text, pretraining_fit(read_as, merged))  # "pretrain a 3b…" then "on 4090s?": its fit
    read_as = rerank_on_supply(r.text, read_as, before.read_as if merged and before else None)  # "with a 650w psu?"
    read_as = on_pick(read_as, before if merged else None, bool(r.cards))  # "what psu for that?" after a pick
    read_as = on_pronoun(r, read_as, before, merged)  # "compare it with the 5090": the pick before (break36 #4)
    read_as, missing = model_answered(r, read_as, before if merged else None, missing)  # "it's mistral 7b" (fix74c)
    read_as = variant_of_before(advisor, r, before.read_as if merged and before else None, read_as)  # "the sxm2 one?"
    read_as = compared_from_conversation(r, read_as, before if merged else None, before)  # "which one is faster?"
    if merged and read_as.topic == "waiting" and r.unknown and not r.cards:  # "what about the 5080 super?": not the
        read_as = read_as.model_copy(update={"cards": []})  # card before, the one asked about now
    read_as, missing = future_reading(advisor, r.text, read_as, missing)  # "wait for the rtx 6090?": the 5090 now
    read_as, missing = platform_choice(advisor, r.text, read_as, missing, market)  # "mac studio or nvidia?" (answers61)
    read_as = multi_rig(advisor, r.text, read_as, market)  # "$2,500 for a multi-gpu rig?": two cards, said (answers61)
    read_as = switched_rig(advisor, r.text, read_as, "fits" in r.intents and "compare" not in r.intents)  # "going
    # from my 3060 to 2 3090s for llama 70b", "…, what can I run now": the new set-up alone, never pooled (break32 #9)
    read_as = owned_floor(advisor, machines_for_llms(advisor, read_as, r.text), market)  # never less memory than had
    read_as = jobs_floor(advisor, r.text, fresh_notes(read_as), market)  # "budget $1000 for flux and llama 3 8b at
    # the same time"; a "named … too" note of another use case than the reading's dropped (fix45d)
    read_as = vision_floor(r.text, read_as)  # "yolov8x at 1280px, batch 16, budget 1000": its need the floor
    read_as = cluster_runs(how_many(advisor, server_board(advisor, read_as, r.text), r.text), r.text)  # "8x h100":
    # the SXM module; "how many 4090s for 405b": the fewest that hold it; "3 nodes x 8 a100": what they run
    if read_as.command == "recommend" and read_as.model is None and read_as.task == "inference":
        # "想本地部署deepseek，预算2万": running (the default task) with no size said sizes nothing — recommend's task
        # alone sizes the 7-8B class (memory.llm-task), which the member never said
        read_as = read_as.model_copy(update={"task": None})
    read_as = offered(r, read_as_offers(advisor, r, read_as, before if merged else None, market=market,
                                        bare_currency=bare_currency, lang=chosen))  # "and a 4090 for 1500?"
    read_as = new_wish_read(r.text, read_as)  # "I want a new 4090, offered a used one": used is the offer's (break34)
    read_as = system_priced(r, read_as)  # "prebuilt PC with 4070 for 1500": the whole PC's price, no card's (fix44d)
    read_as = server_card_asked(advisor, read_as, market)  # "H100 for a lab, budget 30k": as "why h100, budget 30k"
    if read_as.offer is None and not read_as.card_offers and r.budget is not None and read_as.command in BY_NAME \
            and not BY_NAME[read_as.command].takes("budget") and not priced_system(read_as) and not (
                read_as.own and len(read_as.cards) == 1 and asks_add(r.text)):  # the card to add weighs it (fix58b)
        read_as = read_as.model_copy(update={"notes": [*read_as.notes, msg(  # "my budget is 1k, should I buy a 3090?"
            "ask.budget-unweighed", "Your budget ({amount}) is not weighed in this answer; ask “best gpu for {amount}” "
            "for the cards it buys.", amount=Money(amount=r.budget.amount, currency=r.budget.currency))]})
        read_as = budget_instead(advisor, read_as, market)  # "is an H100 worth it, budget 30k": what to buy instead
    read_as = image_pair(before, r, read_as, merged)  # "best card for sdxl" then "and two of them?": one card each
    read_as = buy_two(advisor, blank_places(r.text), read_as, market, before.picked if merged and before is not None
                      else None)  # "600-700, should I buy two?": 2 × the pick vs one (answers61); after an answer,
    # 2 × its pick (fix27a); "my pc can take two gpus" is the PC's places, no two asked (advisor.ask.places_owned)
    read_as = second_or_sell(r, shop_new(r.text, listed_offers(advisor, r, sale_read(
        advisor, r, read_as, market=market, bare_currency=bare_currency), market=market, bare_currency=bare_currency)
                                         ) if not merged else read_as)  # answers51 #1-#4
    read_as = two_of_pick(r, read_as, before if merged else None)  # "what about two of them?": 2 × the pick (#14)
    read_as = owned_counted(read_as, before, r, merged)  # "I have a 4090" → "what about two?": two owned
    read_as = added_rig(before, r, read_as, merged)  # "add a third?" after two 3090s: three, two of them had
    read_as = target_dropped(r.text, resale_read(r, read_as) if not merged else read_as)  # answers55; break27 #10
    read_as = budget_not_taken(r, bundle_read(r, unusable_offer(r, read_as)))  # "3090 for -500", "budget -500" said
    if merged and read_as.command == "why" and len(read_as.cards) == 1 and (read_as.gpus or 1) > 1 and not (
            before is not None and (before.read_as.gpus or 1) == read_as.gpus) and read_as.topic not in (
            "power", "nvlink") and read_as.offer is None:  # "two of them for 1300?": the price of each, judged
        # "should I get a 4090?" then "what about 2 of them?": the count asked about, weighed against one card
        read_as = read_as.model_copy(update={"command": "compare", "cards": [read_as.cards[0]] * 2,
                                             "counts": [read_as.gpus, 1]})
    if merged:  # what the reading still misses after the question before gave what it could
        missing = [slot for slot in needed(BY_NAME[read_as.command])
                   if not _given(read_as, slot) and not _read(r, slot)]
    if read_as.model is not None and read_as.model.params_b == 0 and "small_model" in r.intents:
        read_as = small_model(advisor, read_as)
    full = family_full(advisor, r.model_family, read_as)  # "384 GB DDR5, which GPU to add for deepseek": its full MoE
    if full is not read_as:
        read_as, missing = full, [slot for slot in needed(BY_NAME[full.command])  # no ranking asked, no budget
                                  if not _given(full, slot) and not _read(r, slot)]
    read_as = family_flagship(advisor, family_unsized(advisor, r.model_family, read_as))  # "run qwen3" ranked: which
    # size, asked; "16 3090s for deepseek": a family of one size, that model
    read_as, missing = no_limit(advisor, r.text, *budget_lifted(r, read_as, missing, merged), market)  # "money is no
    # object": the dearest card; as a follow-up, the budget kept from before dropped first (fix45d)
    free = missing == ["budget"] and read_as.command == "recommend" and starting(r)
    if free:  # no budget is read: the answer is the free start's, and the read-as line says so
        read_as, missing = read_as.model_copy(update={"notes": [*read_as.notes, starter_note(r, STARTER)]}), []
    read_as = prices_place_said(advisor, r, read_as, answer_lang, market, first=before is None)  # "二手3090多少钱合适"
    read_as = engine_read(advisor, r.text, read_as, r.spans.quant_said)  # "想用vllm跑qwen3 32b": AWQ, said (fix51c)
    read_as = card_for_ram(advisor, r.text, read_as, market)  # "best value card for deepseek v3 with 256gb ddr5"
    counted = budget_count(advisor, r, read_as, market, before.read_as if before is not None else None,
                           before.counted if before is not None else None)
    q = Question(text=r.text, language=answer_lang, read_as=counted[0], missing=[], reply=counted[1]) if counted \
        else answered(advisor, with_generator(r, read_as), read_as, missing, language=answer_lang, market=market,
                      use_case=use_case, bare_currency=bare_currency, free=free,
                      served_before=bool(merged and before is not None and before.served))  # "how many 4090 can I
    # buy with $3000-$5000?": the count at each end of the budget, never two prices offered (fix57c)
    q = speed_first(engine_sized(advisor, served_oom(across_nodes(with_reading(which_first(q))))))  # a reply says
    # what was read: which; a machine's speed asked, its drawback first (fix61c)
    q = per_gpu(advisor, full_image_tune(advisor, q))  # "sdxl, full, not lora": never a LoRA's need (fix70c);
    # V100, how many cards (28 §2); several machines (advisor.ask.cluster); an engine's context (fix51c)
    q = parts_left(sizes_weighed(advisor, r.text, q, market))  # PCIe lanes, a case (fix64d); "16gb or 12gb?" (fix84a)
    q = budget_said_once(priced_said(advisor, q))  # a budget in another currency: its rate and whose prices, in
    # every answer (fix61b); a budget the lead says is not said again on the read-as line (mend51a)
    if merged and q.answer is not None:  # "那1万2呢" after "预算1万": the same pick, said why (newuser26)
        q = q.model_copy(update={"answer": same_pick_said(before, q.read_as, q.answer)})
    q = with_earlier(q, before if merged else None)  # the cards talked about, for "which one is faster?" after it
    if "budget" in q.missing and (money := r.currency or (before.budget_currency if merged and before else None)):
        q = q.model_copy(update={"budget_currency": money})  # "best gpu" → "in euros" → "800": 800 EUR (fix68b #5)
    asked = said if chip_memory else r.text  # the question as asked ("64gb", never the chip said with it)
    return unlinked(q, asked if linked is None else text.strip(), linked)


def answered(advisor: Advisor, r: Reading, read_as: ReadAs, missing: list[Slot], *, language: str,
             market: str | None, use_case: str | None, bare_currency: str | None, free: bool = False,
             served_before: bool = False) -> Question:
    """The :class:`Question` for a reading: the help, nothing, the slot asked back, the command's
    refusal in words, or its answer with the read-as line. ``free``: a starter with no budget, answered
    as a budget of 0 is (:func:`free_start`); ``served_before``: the question before had a server's users."""
    base = dict(text=r.text, language=language, read_as=read_as, missing=missing,
                served=served_users(r.text, served_before, read_as.task))  # "4 users" → "那两万呢": one server
    if (series := series_reply(advisor, r.text, read_as, read_as.market or market) or wheels_asked(
            advisor, r.text, read_as) or egpu_reply(advisor, r.text, read_as.cards)  # an eGPU on a Mac
            or mac_support(r.text, read_as)) is not None:  # "windows on a mac to use cuda for stable diffusion"
        return Question(**base, reply=series)  # "等50系super还是现在买": the next generation, then the budget
    if (symptom := telemetry_reply(r.text)  # "450W / 450W, ok?"; "my 3090 at 300W, normal?" (fix72b)
            or power_reading_reply(advisor, r.text, read_as) or hosted_reply(advisor, r.text, read_as)  # "claude"
            or free_reply(advisor, r.text, read_as, market)  # "suggest free online gpus?": the free notebooks
            or wish_reply(advisor, r.text, read_as, read_as.market or market)  # "like a 4090 but more vram"
            or symptom_reply(r.text, read_as)  # first, then the levers and the budget (judge27 #12);
            or editing_reply(advisor, r.text, read_as)  # video editing alone: no deep-learning verdict (fix75c)
            or project_need(advisor, r.text, read_as, "oom" in r.intents)  # "how much memory does
            or split_asked(advisor, r.text, read_as)  # "cogvideox on multi-GPUs?": one card's memory (fix73a)
            or need_unnamed(advisor, r.text, read_as, "oom" in r.intents)  # "推理需要多大显存" (fix73a)
            or served_one(r.text, read_as, advisor)) is not None:  # "单卡支持三个用户并发？": batched (fix73a)
        return Question(**base, reply=symptom)  # PartPacker need?": its need, never a budget or an LLM's fit (fix69a);
        # "ollama not using my gpu": no card (break31 #4)
    if read_as.budget is None and (concept := concept_reply(r.text, ASK_BUDGET if missing == ["budget"] else None,
                                                            advisor, [advisor.card(c) for c in read_as.cards],
                                                            read_as.model is not None, read_as.topic, read_as.gpus)):
        return Question(**base, reply=job_first(advisor, r.text, read_as, concept))  # "do I need nvlink / ecc?":
        # the rules' answer, then the budget; a vision job trained on the linked cards said first (fix44b)
    if (fact := card_fact_reply(advisor, read_as, read_as.market or market)
            or power_reply(advisor, r.text, read_as, read_as.market or market)
            or precision_reply(advisor, r.text, read_as) or precision_each(advisor, r.text, read_as)
            or box_price_reply(advisor, r.text, read_as, read_as.market or market)) is not None:
        return Question(**base, reply=fact)  # "what psu for two 3090s?", "does the 5090 support fp4?": the supply,
        # yes or no — never the card's verdict
    if (card_less_reply := amd_image_reply(advisor, r.text, read_as, ASK_BUDGET if "budget" in missing else None)
            or card_less(advisor, r, read_as, missing, market)) is not None:  # FLUX's memory, rent or buy
        card_less_reply, base["read_as"] = budget_beside(advisor, read_as, card_less_reply, market)  # (fix54b)
        return Question(**base, reply=with_unlisted(read_as.notes, card_time(advisor, r.text, read_as, card_less_reply),
                                                    ("ask.tier-missing",)))  # "flux under 10 s on a 4060 ti?"
    if read_as.command == "help":
        return Question(**base, reply=HELP)
    if not read_as.cards and read_as.model is None and read_as.ram_gb is None and read_as.budget is None and (
            chip := chip_reply(read_as.notes)) is not None:  # "what can my igpu run": what it is, what to say (#3)
        return Question(**base, reply=mac_reply(r.text) or chip)  # "ollama in windows on my m2 mac": the VM said
    if read_as.command == "none":  # "does pytorch work on amd cards?": the maker's answer, else nothing read
        return Question(**base, reply=mac_reply(r.text) or vendor_reply(r.text, ASK_BUDGET, lambda: rocm_cards(
            advisor)) or platform_reply(advisor, r.text, read_as.topic)
            or odd_reply(r.notes, NOTHING))  # "on windows?"; "need -24gb vram": said; "cuda on a mac": macOS
    if missing == ["cards"] and r.unknown and not _accelerator(r):  # "why is the gtx 9999 bad?": say that no card
        # matches it; "ascend 910b" is no card, and its note says what it runs (advisor.ask.accelerators)
        try:
            advisor.card(r.unknown[0])
        except AdvisorError as err:
            mac = mac_reply(r.text) if isinstance(err, AppleSilicon) else None  # "ollama in windows on my m2 mac
            # with parallels": macOS and the VM said (fix58c)
            return Question(**base, reply=mac or err.msg or NOTHING, error=None if mac else err.code)
    if missing == ["cards"] and read_as.command == "compare" and len(read_as.cards) == 1:  # "compare 1080 ti"
        other = "GeForce RTX 4090" if read_as.cards[0] == "GeForce RTX 3090" else "GeForce RTX 3090"  # never itself
        return Question(**base, reply=msg("ask.missing.second-card", "Compare {card} with which card? Name the "
                                          "second one, e.g. “{card} vs {other}”.", card=card_param(read_as.cards[0]),
                                          other=card_param(other)))
    if missing == ["cards"] and "oom" in r.intents and read_as.memory_gb and read_as.memory_gb[0] and not (
            read_as.task or read_as.model or read_as.job or read_as.use_case):  # no job said: ask it, not the card
        return Question(**base, reply=msg(  # a pasted error gives the card's memory ("total capacity of 23.64 GiB")
            "ask.missing.oom-job", "Your {memory} card ran out of memory: what were you running — which model, and "
            "training (LoRA, full fine-tune) or inference? Say it (“lora on llama 3 8b”) and I will say what fits in "
            "{memory} and what saves memory.", memory=gb(read_as.memory_gb[0])))
    if missing == ["budget"] and not read_as.cards and (vendor := mac_reply(
            r.text, use_case=read_as.use_case) or vendor_reply(r.text, ASK_BUDGET, lambda: rocm_cards(advisor))
            or platform_reply(advisor, r.text, read_as.topic)) is not None:  # "a卡能跑吗" → "windows上呢"; "vllm on
        # windows on a macbook": macOS, no budget asked back (fix57a, fix61c)
        return Question(**base, reply=vendor)  # "nvidia or amd?": the makers' rule, then the budget
    if missing == ["budget"] and not read_as.cards and read_as.model is None and (
            (said := cheapest_with(advisor, r.text, read_as.market or market, kept_memory(read_as, "cheapest")))
            or (said := value_reply(advisor, r.text, read_as, read_as.market or market, ASK_BUDGET))  # value first
            or read_as.use_case in (None, "llm") and (said := memory_enough(
                advisor, r.text, read_as.market or market, kept_memory(read_as, "enough"), read_as.use_case))
            or (said := cheapest_any(r, read_as, ASK_BUDGET, lambda: run(
                advisor, free_start(advisor, read_as, market), market=market, use_case=None, bare_currency=None)))):
        return Question(**base, reply=said)  # "the cheapest 24gb card?", "is 8gb enough?": answered, not asked back;
        # "the cheapest gpu for kaggle?": the cheapest worth buying said, the budget still asked
    if missing:  # a device unknown in this message ("M3 Pro芯片可以运行吗"): said, not "which card?"
        unknown = [n for n in r.notes if n.key in _UNKNOWN and missing[0] == "cards"]
        ask_back = unknown[0] if unknown else {"budget": ASK_BUDGET, "model": ASK_MODEL,
                                               "cards": ASK_OWN_CARD if read_as.own else ASK_CARD}[missing[0]]
        return Question(**base, reply=with_unlisted(read_as.notes, ask_back, (*NOT_CARDS, *NEED_KEYS)))  # "MiniMax-M1
        # …": the model unknown; "yolov8 at 1280px, batch 16": its need, then the budget (fix45b)
    errors = {"budget": r.budget_error, "model": r.model_error}  # what the reader refused to read as the slot
    refused = next((errors[slot] for slot in needed(BY_NAME[read_as.command])
                    if slot in errors and (not _given(read_as, slot) or slot == "budget" and r.budget is None
                                           and r.budget_said is not None and errors[slot] is not None)), None)
    if refused is None:
        try:
            answer = run(advisor, free_start(advisor, read_as, market) if free else read_as, market=market,
                         use_case=use_case, bare_currency=bare_currency)
        except AdvisorError as err:
            refused = err
        else:
            answer = fine_tune_way(r.text, read_as, answer)  # "fine-tune" alone: LoRA or QLoRA first (fix42b)
            named = r.task_word or r.precision is not None  # LoRA or "in 16-bit" said: its ranking kept (mend51b)
            read_as, answer = single_tune(r.text, read_as, answer, named, lambda ra: run(  # one card, QLoRA,
                advisor, ra, market=market, use_case=use_case, bare_currency=bare_currency))  # before FSDP (fix68d)
            base["read_as"] = read_as
            read_as, answer = served_on_yours(read_as, answer, lambda ra: run(  # a P40 "to serve": no vLLM (fix42b)
                advisor, ra, market=market, use_case=use_case, bare_currency=bare_currency))
            read_as, answer = seats_split(read_as, answer, lambda ra: run(  # "30 students, $20000": a seat each; a
                advisor, ra, market=market, use_case=use_case, bare_currency=bare_currency), bool(base["served"]),
                r.text)  # lab's budget: one shared box (fix75c)
            read_as, answer = serving_budget(advisor, read_as, answer, lambda ra: run(  # a server within the budget
                advisor, ra, market=market, use_case=use_case, bare_currency=bare_currency), market)  # (fix64a)
            answer = datacenter_buy(advisor, answer)  # "best gpu for $1m": servers of 8 H200s, never one 5090
            answer = compare_served(advisor, read_as, answer)  # "rtx pro 6000 or 4x 5090 for 100 users": as servers
            answer = china_power(advisor, answer, r.language, read_as.budget.currency if read_as.budget else None)
            answer = owner_answer(advisor, r.text, read_as, concerned(advisor, r.text, read_as, answer, r.own), market)
            answer = same_memory_steps(advisor, read_as, answer)  # an image owner: no more memory, 1.5x or unlisted
            answer = said_fit(advisor, r.text, answer)  # "yolov8x at 1280px, batch 16": that job's fit (fix44b)
            answer = price_doubt(advisor, answer)  # a first pick on a one-listing or MSRP price (break33 #18b)
            answer = maker_said(advisor, read_as, amd_owner_word(advisor, read_as, answer, r.own or read_as.own))
            answer = stack_first(advisor, r.text, read_as, answer, r.windows_before)  # "rocm on my 7800 xt?": first
            answer = rig_enough_first(advisor, r.text, read_as, answer)  # "$5000 for 2 × 5090, enough?": no or yes
            answer = named_first(advisor, r.text, read_as, answer)  # "$700, is a gtx 1050 enough?": the 1050 first
            answer = enough_job_first(r.text, answer)  # "2x 4090 or 2x A100, enough for an 8b lora?": yes first
            answer = no_budget_said(answer, "nothing" in r.intents) if free else answer  # never "That budget buys no
            # GPU" for a starter with no budget said (U27)
            if read_as.command == "fits" and "oom" not in r.intents:
                answer = ram_smaller(advisor, read_as, fit_lead(answer, read_as, r.text, r.task_word, r.own or
                                                                read_as.own))  # "On a 3090", not
                # "your", a yes or no; an out-of-memory report, or a GPU said only by its memory ("8G显存能微调吗",
                # "with 12 GB VRAM"), is the member's own ("16gb vram and 32gb ram, can I run qwen3 30b a3b?")
                answer = rig_enough_first(advisor, r.text, read_as, answer, after_fit=True)  # "$2000 enough for 2x
                # 3090 for 70b?": the budget's no leads the fit's own yes (fix67a)
                answer = worth_old_first(advisor, r.text, read_as, answer)  # "p40 still worth it?": its costs
            answer = need_levels(advisor, r.text, read_as, answer)  # "7B需要多大显存", "需要120G吗": 16 and 8 bits too
            answer = cpu_measured_first(advisor, r.text, read_as, answer)  # "on a CPU, under 10 tok/s: normal?"
            answer = out_of_memory_training(advisor, read_as, answer, "oom" in r.intents and read_as.command == "fits",
                                            r.text)
            answer = reference_line(advisor, r.text, answer)  # "H100s are out of reach": what the 4090 shares
            answer = measured_time_first(advisor, r.text, read_as, no_smaller_card(advisor, read_as, answer, r.own))
            smaller = smaller_size(read_as, answer, lambda ra: run(advisor, ra, market=market, use_case=use_case,
                                                                    bare_currency=bare_currency))
            read_as, answer, third = image_ranked(advisor, r.text, *ranked_left_out(read_as, answer, weigh_left_out(
                read_as, answer, lambda ra: run(advisor, ra, market=market, use_case=use_case,
                                                bare_currency=bare_currency)), base))  # a third card
            smaller = [*smaller, *third]  # "3060 vs 2080 ti vs 3080": every card named ranked, else weighed after
            smaller += left_over_budget(advisor, read_as, answer)  # "4090 or 5090 or two 3090s" on 2.5k (fix60a)
            if smaller and answer.shape is not None:  # "7B or 13B": the 7B's own fit, after the 13B's
                answer = answer.model_copy(update={"shape": answer.shape.model_copy(update={
                    "decides": after_leading(smaller, answer.shape.decides)})})
            answer = owner_options_first(read_as, within_first(advisor, read_as, answer))  # "4090 or 5090 or two
            # 3090s" on 2.5k: the 4090 (fix61a); "I have a 3060, 4090, 5090 or two 3090s?": from the 3060 (fix62a)
            answer = sdxl_stand_in(read_as, answer)  # SD 1.5 figures for SDXL: said so (fix57d)
            answer = debt_first(advisor, r.text, read_as, model_stand_in(read_as, answer))  # a loan said (fix75c)
            base["read_as"] = read_as = weighed_after_all(read_as, answer)  # "I do not weigh …" dropped when weighed
            return Question(**base, answer=answer, reply=read_as_message(read_as))
    unknown = [n for n in read_as.notes if n.key in _UNKNOWN]
    if unknown and not read_as.cards:  # "MacBook Pro 32G, which model?": the device unknown is what to say
        return Question(**base, reply=unknown[0], error=refused.code)
    return Question(**base, reply=cards_kept(advisor, r.text, read_as, refused_reply(read_as, refused), refused),
                    error=refused.code)  # the model unknown said once; the cards named still answered (fix69a)
