"""Which command a question read in words asks and with which slots (:mod:`advisor.ask.answer`):
:func:`decide` (the command a reading names and the slots it misses) and :func:`_slots` (the reading as a
:class:`~advisor.ask.models.ReadAs` for that command), with the owner's job a ``why`` answers for (:func:`_job`).
"""

from __future__ import annotations

import re

from ..commands import BY_NAME, CommandSpec
from ..fits import TASK_PRECISIONS
from ..fits.parsing import released_precision
from ..i18n import msg
from ..image_measured import image_time_had
from ..image_needs import find_generator, generator_spans
from ..jobs import BATCH_JOBS, VISION_JOB
from ..kinds import find_job
from ..models import USE_CASES
from ..ram_speed import server_ram_note
from . import cues
from .asked_mark import asked
from .buying import laptop_said
from .count_how import how_asked
from .device_support import device_support
from .family_runs import largest_of_family
from .fitted import gpu_share, largest_size
from .laptop_lines import with_lines
from .local_support import owner_asked
from .long_context import long_context_note
from .maker_only import maker_notes, negated_blanked
from .models import BudgetSlot, ModelSlot, ReadAs, Slot
from .offer_ok import good_at, ok_amount
from .owned_memory import owned_memory_fit
from .owner_buys import buying_gpus, buying_with_budget, buys_instead
from .power_cap import cap_asked, cap_note, power_cap, supply_note
from .problem_seen import problem_seen, run_seen
from .ram_kind import ram_kind_said
from .reader import Reading
from .rig_asked import rig_question
from .said_as import card_unused, slow_reported, support_refused
from .seats import seats_trained
from .served_count import DEFAULT_SERVED_USERS, served_note, served_without_count
from .slow_owned import slow_seen_owned
from .soldered_box import kind_beside
from .stated_floor import bare_floor
from .unlisted import model_named, unlisted_run
from .upgrade_slow import pair_command, pair_order
from .vendors_asked import weighs_makers
from .watts import supply_watts
from .whole_pc import whole_machine

SLOTS: dict[str, Slot] = {"budget": "budget", "card": "cards", "model": "model"}
"""The slot a question must give for a required parameter of each kind (asked back when missing)."""
LAPTOP_UNRANKED = msg("ask.laptop-weighed", "You said a laptop: its GPU comes with it, so laptop GPUs are ranked by "
                      "memory, priced at whole laptops' launch “from” prices where I have them (none of today's).")


def needed(spec: CommandSpec) -> list[Slot]:
    """The slots ``spec``'s required parameters need (``budget``, ``cards``, ``model``), in order."""
    return list(dict.fromkeys(SLOTS[p.kind] for p in spec.params if p.required and p.kind in SLOTS))


def _read(r: Reading, slot: Slot) -> bool:
    """Whether the reading said ``slot`` (a budget or model it could not read counts: it is refused)."""
    if slot == "budget":
        return r.budget is not None or r.budget_error is not None
    if slot == "model":
        return r.model is not None or r.model_error is not None
    return bool(r.cards)


def _given(read_as: ReadAs, slot: Slot) -> bool:
    """Whether a reading (after a follow-up's merge) holds ``slot``."""
    return bool(read_as.cards) if slot == "cards" else getattr(read_as, slot) is not None


def _command_word(r: Reading) -> bool:
    """Whether the question's first word is the command it asks: a command's name typed alone ("why?")
    or with what its answer needs ("recommend 500", "why 970", "cheapest 7b"). A name that starts a
    question without that is a word like the others ("cheapest gpu for kaggle" asks for a
    recommendation, as ``words.toml`` reads "cheapest")."""
    def said(slot: Slot) -> bool:  # a card name that matched no card was said too ("why gtx 9999": say so)
        return _read(r, slot) or (slot == "cards" and bool(r.unknown))

    if r.command == "why" and len(r.cards) >= 2:
        return False  # "why a DGX Spark and not an RTX 5090?": two devices weighed, a comparison
    return r.command is not None and (r.command_alone or all(said(slot) for slot in needed(BY_NAME[r.command])))




def _llm_job(r: Reading) -> bool:
    """Whether a question naming one device and no sized model asks what it holds for an LLM job:
    LoRA, QLoRA or GRPO said, or "which model can it run" (a model asked for, and a run word)."""
    if r.verdict_asked and "oom" not in r.intents:
        return False  # "is it any good, and which models can I run?": the verdict first
    if r.model is None and (r.task not in cues.LLM_TASKS or r.use_case not in (None, "llm")) and (
            find_job(r.text) in CV_JOBS):
        return False  # "can my 3060 train yolov8?", "train a LoRA for FLUX on a 4070 Ti?": an image job, not an LLM
    return r.task in cues.LLM_TASKS or bool(r.model_question)


def _vision_counted(r: Reading) -> bool:
    """Whether a count asked of one card ("YOLOv8 on a 3080 12 GB: how many GPUs and how much RAM?") is asked of an
    image job (a detector, a CNN) and no LLM: the card's verdict for that job (one card trains it; the batch it
    holds), never what LLMs it holds (judge30)."""
    return r.model is None and r.task not in cues.LLM_TASKS and r.use_case in (None, "cv-research", "image") and (
        find_job(r.text) in CV_JOBS - GENERATION_JOBS)  # "how many 4090s for flux training?": what they hold (mend53c)


def _chip_sized(r: Reading) -> bool:
    """Whether a Ryzen AI Max chip no machine here has is said with its memory and no card, for LLMs or nothing else
    ("ai max 390 with 64gb for llm", fix61c): its GPU's share was read as the memory (:func:`advisor.ask.machines.
    strix_halo_share`), and what that share holds is the answer, never "which card?"."""
    return not r.cards and r.spans.memory_gb is not None and r.use_case in (None, "llm") and any(
        n.key == "ask.strix-halo-unknown" for n in r.notes)


# the memory a named model needs, asked ("glm5.1完整版本700g+，是否内存需要满足700+"): what it takes (reader29)
_MEMORY_NEEDED = re.compile(r"(?:内存|內存|显存|顯存)\s*(?:需要|要|得|够|夠)|"
                            r"(?:需要|要)\s*(?:多少|多大)?\s*(?:的)?\s*(?:内存|內存|显存|顯存)")


def _generator_named(r: Reading) -> bool:
    """Whether ``r`` names an image or video generator by a name an LLM's reading would take ("is 16gb enough for wan
    2.1 14b", "Qwen-Image-Edit LoRA … 24G?": its size, its family's word; :func:`advisor.image_needs.generator_spans`)
    and no card: asked of the memory said, a fit as when the size was read as a model (fix64b)."""
    return not r.cards and bool(generator_spans(" ".join(r.text.lower().split())))


def decide(r: Reading) -> tuple[str, list[Slot]]:
    """The command a reading names and the slots it misses (see :mod:`advisor.ask.answer`)."""
    said = bool(r.budget or r.cards or r.model)
    text = r.text.lower()
    worded = r.command is not None and _command_word(r)
    if worded or device_support(r, text):  # "does vLLM support deployment on V100?", "支持昆仑芯部署吗" (fix77b)
        command = r.command if worded and r.command is not None else "why"
    elif not said and r.help:
        return "help", []
    elif not said and r.chatter:
        return "none", []
    elif len(r.cards) >= 2:  # held (advisor.ask.rig_asked), weighed, or an upgrade that disappoints (reader40b)
        command = pair_command(r, text)
    elif r.model is not None and not cues.regretted(r) or (model_named(r) and r.budget is None and not (
            r.task is None and not r.model_question and cues.SLOW_SEEN.search(text)) and (  # 缓慢": why (reader32)
            r.cards or r.unknown or {"fits", "oom"} & r.intents or _MEMORY_NEEDED.search(text))):
        # a budget refused for its currency ("台幣3萬 … 跑 llama 8b": no rate for TWD) is still a budget: its
        # refusal is the reply (never a negative number taken from a name: "6b-128k")
        refused = r.budget_error is not None and r.budget_error.msg is not None and r.budget_error.msg.key in (
            "error.budget.no-rate", "error.budget.unknown-currency", "error.budget.dot-thousands")
        command = "fits" if owned_memory_fit(r, text) else "recommend" if (
            r.budget is not None or refused or cues.GPU_MODELS_ASKED.search(text)) and (
            not r.cards) and (not r.spans.users or seats_trained(text, r.task, r.spans.users)) or (  # fix55: people
            cues.PICK_BELOW_CARD.search(text)) or buys_instead(r) else (  # who each fine-tune are seats, no server
            "why" if card_unused(r, text) or slow_reported(r, text) or support_refused(r, text)  # reader35, reader50
            or problem_seen(r, text) else "fits")  # an error, a crash, a card idle on the owner's cards (fix77b)
        # "which GPU models work well with LLaMA 2 70B?", "the best gpu cheaper than a 5090 for 70b" (reader31): what
        # to buy; "I already have a 24GB card, … for 70b, budget 1500": the owner's card, its fit and what to add
        # (fix38a)
    elif r.unknown and not r.cards and r.budget is None and cues.SIMILAR.search(text):
        command = "recommend"  # "can we find a mac mini or similar with >= 192 GB?": what to buy
    elif len(r.cards) == 1 and (cues.VERSUS_GENERIC.search(text) or cues.VERSUS_UNFINISHED.search(text)):
        return "compare", ["cards"]  # "买 Mac Studio 会比单买 GPU 更划算吗": which GPU to weigh it against is asked
    elif len(r.cards) == 1 or (r.unknown and not r.cards and r.budget is None):
        if cues.PICK_BELOW_CARD.search(text) or cues.WHICH_CARDS_ENOUGH.search(text):
            command = "recommend"  # "which card cheaper than the 4090 …", "what GPUs are 'enough'?" (reader31)
        elif r.budget is not None and "why" not in r.intents and not r.own and not ok_amount(
                text, r.budget.amount) and not good_at(text, r.budget.amount):  # "is the 5060 Ti good at $450?"
            command = "recommend"  # "4090, is 1600 ok?": the card at that price (advisor.ask.offer_ok)
        elif buying_with_budget(r):  # "my 3060 is slow, upgrade for under 800?", "… my current card is an old rx 580.
            command = "recommend"  # what gpu should i get?" (newuser14 #1): what the budget buys to replace it
        elif card_unused(r, text) or problem_seen(r, text):  # or an error, a crash on them (fix77b)
            command = "why"  # "Ollama won't use my RTX 4090": the tool not using the card, a support problem (reader35)
        else:  # one device: what it runs for an LLM job or "which model can it run", else the verdict (why --own)
            # a server's users said ("can my 3090 serve 20 users?"): what it serves, the fit's serving answer
            command = "fits" if _llm_job(r) or rig_question(r) or r.spans.users or cues.COUNT_ASKED.search(
                text) and not _vision_counted(r) or unlisted_run(r) or _chip_sized(r) else "why"  # "how many A100s do I
            # need?": what the
            # cards hold; "ai max 390 with 64gb for llm": what its GPU's share holds (fix61c)
    elif r.spans.need_gb is not None and r.spans.memory_gb == r.spans.need_gb and not r.cards and (
            r.budget is None and r.budget_error is None and not r.model_question):
        command = "recommend"  # "至少需要48G显存": what to buy with that memory, the budget asked (break27 #4)
    elif r.spans.memory_gb is not None and r.budget is None and r.budget_error is None and not r.unknown and (
            cues.MEMORY_USABLE.search(text)) and not cues.BUYING.search(text):
        command = "fits"  # "16G显存是否可用", "6G显存可以吗？": what that memory holds of the job, asked of it
        # (reader36)
    elif r.spans.memory_gb is not None and r.budget is None and (
            "fits" in r.intents or r.model_question or r.task is not None or r.own and "oom" not in r.intents
            or cues.MEMORY_RUN.search(text)) and (
            r.use_case in (None, "llm")) and not cues.BUYING.search(text) and find_generator(r.text) is None:
        # "我是48g的显卡，多少显存够用", "two 8G cards, will it run?", "lora on 12gb": what that memory holds (an
        # image job's memory, "I have 16G VRAM, Flux fails", is told what its memory runs of that job:
        # advisor.ask.firsts.card_less)
        command = "fits"
    elif r.spans.memory_gb is not None and r.budget is None and r.budget_error is None and (r.own and (
            r.use_case == "image" or find_generator(r.text) is not None) or _generator_named(r)) and not \
            cues.BUYING.search(text):  # (or a generator named as an LLM's reading would take it: _generator_named)
        # "wan2.2 12G failed to run 720p … in 12G vram", "I have 16G VRAM, Flux fails": an owner's memory and an
        # image job: what that memory runs of the job (advisor.ask.firsts.card_less), never a budget asked (reader33)
        command = "fits"
    elif (asked_of := owner_asked(r, text) or how_asked(r, text)) is not None:  # "Why doesn't Profile add … 16G
        # VRAM? … we have 16G VRAM cards" (reader35); "只有32G，怎么跑step-video-t2v？",
        # "目前支持wan2.2模型吗？本地使用…" (reader48)
        command = asked_of  # "我是单机8卡，如何同时使用8卡并行推理vllm", "支持单卡并发调用模型API么":
        # the asker's cards or the tool's support, never what to buy (advisor.ask.count_how, reader53)
    elif ("oom" in r.intents or slow_seen_owned(r, text)) and r.budget is None and r.budget_error is None:
        command = "why"  # out of memory (or slow: reader34) on a card not named: ask which card (ASK_OWN_CARD)
    elif r.budget is not None or r.budget_error is not None:
        command = "recommend"
    elif "fits" in r.intents and (r.model_asked or r.model_error is not None) and r.memory_gb is None and (
            "recommend" not in r.intents or r.model_error is not None):  # "which card do you recommend for training
        # your own models": a recommendation, not a model's fit
        command = "fits"
    elif ("recommend" in r.intents or r.use_case or r.memory_gb or r.gpus or "nothing" in r.intents  # "$0", "没钱":
          # nothing to spend, said alone, is a budget of nothing (the free start), as "budget $0, what gpu?" is
          or (r.gpu_words and (r.intents or asked(r.text) or cues.GPU_FOR.search(text)))) or cap_asked(r):
        command = "recommend"  # "可以用a卡训练吗"; "under 75w", "75w以下显卡": a capped ranking (fix32c, break28 #22)
    else:
        return "none", []
    return command, [slot for slot in needed(BY_NAME[command]) if not _read(r, slot)]


def _slots(r: Reading, command: str) -> ReadAs:
    """The reading as a :class:`ReadAs` for ``command``, with the task and precision made consistent
    (a 4-bit LoRA is QLoRA; a precision the task does not take is dropped)."""
    task, precision = r.task, r.precision
    if precision == "released":  # "full precision": an LLM's released weights (BF16, FP8, MXFP4), FP32 without one
        precision = released_precision(r.model) if r.model is not None or r.use_case == "llm" else "fp32"
    if command == "fits" and r.model is None and (task is None and r.job_task == "full-finetune" or (
            task == "lora" and not r.task_word)):
        task = "full-finetune"  # "can my 4070 Ti train it?", "2080ti OOM, can't finetune": training, no model named
    if task == "lora" and precision == "int4":
        task = "qlora"
    if precision and precision not in TASK_PRECISIONS.get(task or "inference", ()) and not r.spans.quant_said and not (
            precision == "fp64" and command in ("compare", "why")):  # "for double precision": cards weighed by it
        precision = None  # a level written as a quant ("8 bit QLoRA", "exl2") is kept as said: the command says why not
    ranked = r.model is not None and (command == "recommend" or command == "fits" and not r.cards
                                      and not r.spans.users)  # the answer ranks by it: advisor.speed_target
    notes = with_lines([laptop_said(n) if r.spans.laptop and n.key == "ask.laptop-only" else n for n in r.notes
                        if not (ranked and n.key == "ask.speed-wanted")])  # the answer ranks by the speed wanted:
    # no "I do not"; with_lines: "“legion 5 pro” is a laptop: “4070” read as the laptop …" (fix44d)
    if (precision is None and "oom" in r.intents and r.model is not None and task in (None, "inference")
            and command == "fits" and not cues.GGUF_TOOLS.search(r.text.lower())):
        precision = "fp16"  # an out-of-memory report running a model: the framework's 16-bit load, not a GGUF file
        notes.append(msg("ask.note.oom-fp16", "sized at 16-bit, as PyTorch and transformers load a model unless told "
                         "otherwise (8-bit or 4-bit is the way to fit it)"))
    if command == "recommend" and not r.cards and not weighs_makers(negated_blanked(r.text)):  # "nvidia or amd":
        notes += maker_notes(r.text)  # the question (break17 #12); "nvidia only", "no mac": kept to or without a maker
    if command == "recommend" and r.spans.laptop:  # "I need a laptop, budget $933": said, as the ranking has no laptops
        notes.append(LAPTOP_UNRANKED)
    if command in ("recommend", "fits") and not r.cards and (cap := power_cap(r.text)) is not None:  # "under 300w"
        notes.append(cap_note(cap))  # the ranking filtered by board power (break26 #5)
    if command == "recommend" and (not r.cards or r.own) and (supply := supply_watts(r.text)) is not None:
        notes.append(supply_note(supply))  # "my psu is 650w": the ranking filtered by what it carries (break27 #2)
    if command in ("recommend", "fits"):  # "with long context": the length sized at, said (fix41d)
        notes += long_context_note(r.text, r.spans.context_tokens, r.model is not None)
    budget = BudgetSlot(amount=r.budget.amount, currency=r.budget.currency) if r.budget else None
    if command == "recommend" and budget is not None and budget.amount > 0 and not r.cards and (
            cues.WHOLE_BUILD.search(r.text.lower()) or whole_machine(r.text)):  # a machine's budget (break17 #9)
        notes.append(gpu_share(budget)[1])  # "about 1000€ for GPU, RAM and CPU": the card's share of the PC (F17)
    use_case = "llm" if r.model is not None and command == "recommend" else r.use_case
    model = ModelSlot(name=r.model.name, params_b=round(r.model.params / 1e9, 2)) if r.model else None
    if model and r.model and r.model.kind == "size" and command in ("fits", "recommend", "compare"):
        model = largest_size(r.text.lower(), model, notes)  # "the 7B/13B model": the largest, said (F13)
    if model is None and r.model_family is not None and command in ("fits", "why") and not (
            command == "fits" and (r.cards or r.spans.memory_gb) and largest_of_family(r.text)):  # its list (fix79c)
        model = ModelSlot(name=r.model_family, params_b=0.0)  # named without a size: the command asks which (a
        # trouble report's "my 3090 runs qwen3 slowly" keeps the family too, read at its common size: fix71)
    memory: list[float | None] | None = list(r.card_memory) if any(m is not None for m in r.card_memory) else None
    if memory is None and r.memory_each and not r.cards:  # "两张卡显存分别22G和24G": each card's, in order (fix51a)
        memory = list(r.memory_each)
    elif memory is None and r.spans.memory_gb is not None:
        memory = [r.spans.memory_gb]
    elif memory is None and r.spans.need_gb is not None and command == "recommend" and not r.cards and not r.own:
        memory = [r.spans.need_gb]  # "for llama 8b, need 16gb vram, budget 600": a floor beside a model (break28 #5)
    elif memory is None and command == "recommend" and r.budget is not None and not r.cards and not r.own and (
            r.spans.ram_gb is None and (floor := bare_floor(r.text)) is not None):
        memory = [floor]  # "24 GB, budget 1200 dollars", "need 24gb, max 1200": the floor wanted (fix43g)
    counted = len(r.card_counts) >= 2 and (max(r.card_counts) > 1 or len(r.spans.counts) >= 2)
    gpus, memory = (sum(r.card_counts), memory) if command == "fits" and counted else buying_gpus(r, command, memory)
    cards, memory, counts = pair_order(r, command, memory, notes)  # compared, or an upgrade's new card first
    users = r.spans.users
    if served_without_count(r.text, command, model, bool(cards or memory), task, users):
        users = DEFAULT_SERVED_USERS  # "I have 4 P40s, want to serve llama 70b": a server, sized for a stated count
        notes.append(served_note())
    notes += server_ram_note(r.spans.ram_gb, kind_beside(ram_kind_said(r.text), notes))  # "512GB DDR5" (fix53b)
    stand_in = r.stand_in if model is None and command in ("recommend", "fits", "compare") else None
    if r.stand_in is not None and stand_in is None:  # "can my 3060 run a VLM?" (why): no stand-in sized, none said
        notes = [n for n in notes if n.key != "ask.vlm-default"]
    return ReadAs(
        command=command,
        budget=budget if budget is not None else (
            BudgetSlot(amount=r.budget_said[0], currency=r.budget_said[1])
            if r.budget_said and BY_NAME[command].takes("budget") else None),
        cards=cards,
        model=model, task=task, precision=precision, use_case=use_case if use_case in USE_CASES else None,
        gpus=gpus, market=r.market, condition=r.condition, own=r.own or run_seen(r, command),
        counts=counts if counted else None,
        ram_gb=r.spans.ram_gb, ram_kind=kind_beside(ram_kind_said(r.text), notes), memory_gb=memory,
        context_tokens=r.spans.context_tokens, batch=r.spans.batch,
        users=users, speed_tps=r.spans.speed_tps,
        laptop=r.spans.laptop, unknown=list(r.unknown), notes=notes,
        # the owner's job ("my 3090 for stylegan?", "my 970 is slow for stable diffusion"); an out-of-memory
        # report keeps the owner's memory answer (what saves memory, the upgrade: issue 17 §4)
        # and a planned card's training job ("will training GET3D fit in its 24 GB?"): the job's fit answers both
        # — unless the job generates images or video, whose own levers save its memory (--medvram for SDXL, not a
        # trainer's gradient accumulation); a training job out of memory keeps the training levers
        job=_job(r) if command == "why" and ("oom" not in r.intents or _job(r) in GENERATING) else (
            ranked_job(r) if command == "recommend" else None),
        stand_in_model=ModelSlot(name=stand_in.name, params_b=round(stand_in.params / 1e9, 2)) if stand_in else None,
    )


CV_JOBS = frozenset({"cnn", "detector", "gan", "image-gen", "video-gen"})
GENERATION_JOBS = frozenset({"image-gen", "video-gen"})
"""An image or video generator's jobs (FLUX, SDXL, Wan): a count of cards asked for them is what they hold (their
LoRA tables), never a detector's or a CNN's verdict (:func:`_vision_counted`)."""
"""The owner's jobs that are no LLM (``advisor.kinds.JOB_WORDS``): a question naming one is answered for that job."""
GENERATING = frozenset({"image-gen", "video-gen", VISION_JOB})
"""The owner's jobs that generate or infer (no training): out of memory, their own levers answer (``jobs.levers``)."""
_DATASET = re.compile(r"(?<![a-z])(?:data\s*-?sets?|(?:my|own|custom)\s+(?:data|images))(?![a-z])|数据集|數據集")
"""A data set said with a detector or a CNN ("YOLOv8 on a 4K dataset"): the job is training it (judge30)."""
TRAINING_JOBS = frozenset({"cnn", "detector", "gan", "finetune"})
"""The owner's jobs that train (``advisor.kinds.JOB_WORDS``): a planned card asked whether such a job fits
gets the job's fit too; running a model on a planned card is the verdict's question."""


def ranked_job(r: Reading) -> str | None:
    """The training job a budget's ranking is made for ("best gpu for training a ResNet on ImageNet for 1500": the
    ``cnn`` ranking, :func:`advisor.ask.job_speed.job_speed_first`), kept in the reading so a follow-up ranks for it
    too ("what about 2 of them?" said "the ranking here picks GeForce RTX 3090": break35 #7); ``None`` for a model
    named or no batch job."""

    job = find_job(r.text) if r.model is None else None
    return job if job in BATCH_JOBS else None


def _job(r: Reading) -> str | None:
    """The job a ``why`` reading answers for: the owner's job named, or a planned card's training job asked
    to fit (:data:`TRAINING_JOBS`); ``None`` otherwise."""
    job, low = find_job(r.text) or ("image-gen" if r.own and image_time_had(r.text) else None), r.text.lower()
    if (job in (None, "llm") or (job in GENERATING and not cues.GENERATOR_NAMED.search(low))) and (
            r.model is None and r.model_family is None and r.use_case != "llm" and cues.NON_LLM_TASK.search(low)):
        # "inference of the view synthesis model": a named vision task, no LLM's — running one is the vision job
        # (its own levers: batch 1, fp16, resolution, tiles, offload), training one is no job figures answer
        job = VISION_JOB if (r.task in (None, "inference") and cues.VISION_TASK.search(low)
                             and not cues.TRAINING_SAID.search(low)) else None
    # "inference" alone is no LLM word (kinds.JOB_WORDS reads it as one): with no LLM said, the inference levers
    if job in (None, "llm") and r.own and "oom" in r.intents and _no_llm(r, low) and cues.INFERENCE_PHASE.search(
            low) and not (cues.TRAINING_SAID.search(low) or cues.GENERATOR_NAMED.search(low)):
        job = VISION_JOB  # "testing runs out of memory on my 2080 ti": the inference levers, not a trainer's (N03)
    return job if r.own or (job in TRAINING_JOBS and ("fits" in r.intents or cues.CAN_TRAIN.search(low)
                                                     or cues.TRAIN_ON_ASKED.search(low))) or (
        job in BATCH_JOBS and (cues.TRAINING_SAID.search(low) or _DATASET.search(low) or cues.COUNT_ASKED.search(
            low))) else None  # "rtx 4060 8gb for yolov8 training"; "YOLOv8 on a 4K dataset … how many GPUs?" (judge30)


def _no_llm(r: Reading, low: str) -> bool:
    """Whether the reading names no LLM: no model, model family, LLM use case or LLM word (:data:`cues.LLM_SAID`)."""
    return r.model is None and r.model_family is None and r.use_case != "llm" and not cues.LLM_SAID.search(low)
