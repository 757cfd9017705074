"""The question's words (:class:`~advisor.ask.reader.Reader`'s step 7, module docstring): the intents, an owner's words,
the use case, the task, the precision, used or new, a currency change, GPU and model words (:class:`WordReading`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..image_had import image_time_had
from ..image_needs import find_generator
from ..kinds import read_precision, read_task, read_use_case
from . import cues
from .adapter_inference import adapter_note, lora_for_inference
from .card_words import _MEMORY
from .condition_wish import wished_condition
from .gate import gate_module, opened, opened_items
from .image_making import image_making
from .install_asked import without_install
from .money_had import without_money_had
from .overkill import OVERKILL
from .rented_use import without_rented_use
from .said_as import without_bought_memory
from .shops import SHOP_INTENT
from .sold_other import without_sold_other
from .video_editing import blank_editing, editing_note
from .vocabulary import Vocabulary, second_jobs

_GENERIC_MEDIA = frozenset({"video", "images", "图像", "圖像"})
"""The cv-research words that only say the medium: beside a named image or video generator, its job."""

if TYPE_CHECKING:
    from .reader import Reading


# a training script's name with its method ("run_lora", "finetune_lora", "train_qlora", "lora_finetune"; an
# identifier is no task word otherwise: "oa_sft_llama_30b" names a model): the method the asker runs (reader52)
_SCRIPT_TASK = re.compile(r"^(?:run|train|training|finetune|fine tune|tune|sft)(?:\s+\w+)?\s+(q?lora)(?:\s|$)|"
                          r"^(q?lora)\s+(?:train|training|finetune|fine tune|tune|sft)(?:\s|$)")
_TRAIN_WORD = re.compile(r"train|训|訓")  # a run word that asks a training job ("能训练吗", "can it train")


# two setups weighed against each other in Chinese: "用…还是…", "…和…哪个快", "差多少", "对比"
# a machine named as the place of a run ("on my local machine") that is said to hold a card ("… has a 3090"): had
_MACHINE_WORD = re.compile(r"machine|pc|computer|system")
_MACHINE_HAS = re.compile(r"\s+(?:has|have|with|runs|is\s+running)(?![a-z])")
_WEIGHED = re.compile(r"还是|還是|哪个|哪個|差多少|对比|對比|相比")
# "4090跑不动70b吧，买两张3090？": a failure guessed ("…吧") of a card, then a purchase: no card had (round 11); a
# failure reported ("我的4090跑不动70b") stays an owner's
_GUESSED_FAIL = re.compile(r"(?:跑不动|跑不動|带不动|帶不動|跑不了|跑不起来|跑不起來|不够用|不夠用)"
                           r"[^，,。.！!？?]{0,16}吧(?=.*(?:买|買|购|購|入手))")
# use said in a condition ("rent or buy a 4090 if I use it 10 hours a week", "when I'd use it every day"): the use
# supposed, no card had (break23 #2); "when I use 2 gpus to train …" (O066) reports a use, so had
_CONDITIONAL_USE = re.compile(r"(?<![a-z])(?:(?:if|assuming|suppose|supposing)\s+(?:i|we)(?:'d|'m|\s+(?:would|will|"
                              r"only|just|really|actually|end\s+up|am|were|was))*|(?:when|whenever|once)\s+(?:i|we)"
                              r"(?:'d|'ll|\s+(?:would|will))(?:\s+(?:only|just|really|actually))*)\s+"
                              r"(?:use|using|used|run|running)(?![a-z])")
# "我8G的显卡", "用2080ti 22g跑", "我 8*a10": the asker's own card, in Chinese;
# "想用/打算用/准备用/计划用4090" is a wish, not a card had
# "请问用4090单卡是否可以lora微调13b", "如果用两张3090": a card asked about, after a question's or a supposition's words
_CN_OWN = re.compile(r"(?:我|(?<!想)(?<!算)(?<!备)(?<!備)(?<!划)(?<!劃)(?<!习)(?<!習)"
                     r"(?<!请问)(?<!請問)(?<!问下)(?<!問下)(?<!如果)(?<!假如)(?<!要是)(?<!是否)(?<!能否)(?<!可否)用|使用)\s*(?:的|现在的|這|这)?\s*"
                     r"(?:[一两兩二三四五六七八]\s*[张張块塊])?\s*"
                     r"(?:\d(?!\d*\s*(?:个|個)?\s*(?:小时|小時|天|年|月|周|週|次|分钟|分鐘))|rtx|gtx|tesla|nvidia|amd|[ahpvlt]\d)")
# "每天用8小时": hours of use, no card had (lead14)
# a slowness seen on a device, told ("在 m5 32g 机型上运行 qwen3.5 4b 很慢", "在4090上跑很慢"; never one asked,
# "在4090上跑会很慢吗"): the run is the asker's, on hardware had (reader52)
_CN_RAN_SLOW = re.compile(r"在\s*[^，。,;；?？!！]{1,24}?上\s*(?:运行|運行|跑|部署|推理|训练|訓練)"
                          r"(?![^，。,;；?？!！]{0,24}?(?:会|會|能|可以|是否))"
                          r"[^，。,;；?？!！]{0,24}?(?:很|太|非常|特别|特別|巨|超|好|这么|這麼|那么|那麼)\s*慢"
                          r"(?![^，。,;；?？!！]{0,6}?[吗嗎?？])")


def _first_read(patterns: dict[str, re.Pattern[str]], s: str, reader: Callable[[str], str]) -> str | None:
    """The value of the first list of ``patterns`` (in the vocabulary's order) said in ``s``: its
    words, read by the kind's reader (:mod:`advisor.kinds`, which knows the same vocabulary)."""
    m = next((m for p in opened(patterns, s) if (m := p.search(s))), None)  # the lists said (advisor.ask.gate)
    return reader(m.group()) if m else None


class WordReading:
    """The :class:`~advisor.ask.reader.Reader`'s reading of the question's words (:meth:`_words`)."""

    vocab: Vocabulary

    def _words(self, s: str, r: Reading) -> None:
        """Intent words, use case, task, precision, condition, currency change, GPU words."""
        v = self.vocab
        numbers_or = re.sub(r"(?<![\w.])\d+\s+or\s+\d+(?![\w.])", " ", s)  # "16 or 32 gpus": no devices weighed
        numbers_or = SHOP_INTENT.sub(" ", numbers_or)  # "5090 at best buy": the shop, no best pick asked
        r.intents = {name for name, p in opened_items(v.intents, numbers_or) if p.search(numbers_or)}
        # "my budget", "my first gpu": no hardware owned; "my local machine has a 3090" still has it
        had = without_money_had(s)  # "I have about 2.5k to spend", "我有5000块预算": money had, no card (fix60a)
        had = without_sold_other(had)  # "sell my car to buy a 4090", "卖车买4090": the car had, no card (fix72a)
        owned = v.not_own.sub(lambda m: m.group() if _MACHINE_HAS.match(had, m.end()) and _MACHINE_WORD.search(
            m.group()) else " ", had)
        owned = cues.OWN_THEN_BUY.sub(" ", _GUESSED_FAIL.sub(" ", _CONDITIONAL_USE.sub(" ", owned)))  # "我目前…想买"
        owned = without_rented_use(without_install(without_bought_memory(owned)))  # "I want to buy 2x3060 … (As I
        # have 24gb vram)": none
        # had yet; "can I put an L40S in my tower?": the machine had, not the card (break35 #4); "rent … or buy one? I
        # use it 2 hours a day", "I'm using a 4090 on runpod": a card rented, not had (fix68d #1)
        cn_own = _CN_OWN.search(without_install(had))
        if cn_own is not None and not cn_own.group().startswith("我") and (_WEIGHED.search(s) or OVERKILL.search(s)):
            cn_own = None  # "用2块3090训练和1块A100训练速度差多少": two setups weighed, neither had; "用5090跑7b是不是
            # 大材小用": a card weighed for a job, not one had
        r.own = ("oom" in r.intents or bool(v.intents["own"].search(owned)) or cn_own is not None
                 or _CN_RAN_SLOW.search(owned) is not None)
        jobs, editing = blank_editing(s)  # "video editing": no vision or video-generation job (fix53c #6)
        first = [(m.start(), name, m.group()) for name, p in opened_items(v.use_cases, jobs) if (m := p.search(jobs))]
        if editing:
            r.notes.append(editing_note())
        if (made := image_making(jobs)) is not None:  # "generate images with sdxl": a generator's job, not "images"
            first.append((made.start(), "image", made.group()))
        if any(f[1] == "image" for f in first) and find_generator(jobs) is not None:  # "make it video, wan 2.2":
            # the generator's job; a bare "video" or "images" beside it is that job, not vision research (fix64b #2)
            first = [f for f in first if not (f[1] == "cv-research" and f[2] in _GENERIC_MEDIA)]
        all_said = [f[1] for f in sorted(first)]
        if len(first) > 1:  # "a phd student in nlp": the field of work said beats the learner's words
            first = [f for f in first if f[1] != "beginner"]
        if len(first) > 1 and any(f[1] == "llm" for f in first):  # "stable diffusion and llms": memory first
            first = [f for f in first if f[1] == "llm"]
        # the longer of two words said at one place: "video generation" (image) before "video" (cv-research)
        r.use_case = read_use_case(min(first, key=lambda f: (f[0], -len(f[2]), f[1]))[1]) if first else None
        if r.use_case == "llm":  # "stable diffusion and some llm": the other jobs said, said (issue 27 §4: never
            r.notes += second_jobs(all_said, "llm")  # dropped)
        if r.use_case is None and r.own and image_time_had(r.text):  # "my 3080 takes 2 minutes per image"
            r.use_case = "image"  # the owner's time per image: the image job (break30 #2)
        if r.use_case is None and self.vocab.families.search(s):  # "best gpu under 1w元 for llama": an LLM job
            r.use_case = "llm"
            r.family_use = True  # unsaid if the family word was a card's name ("Xeon Phi": U11), once cards are read
        if cues.VLM.search(s):  # "caption images with a local vision language model": an LLM job
            r.use_case = "llm"
        named = s
        for name in r.identifiers:  # "oa_sft_llama_30b": a model's name, no task said
            named = named.replace(name, " ")
        r.task = _first_read(v.tasks, named, read_task)
        r.task_word = bool(r.task == "lora" and cues.LORA_NAMED.search(named))
        if r.task in (None, "lora") and (script := next((m for i in r.identifiers if (m := _SCRIPT_TASK.search(i))),
                                                        None)):  # "run_LoRa有问题": the script run names its method
            r.task, r.task_word = read_task(script.group(1) or script.group(2)), True  # (reader52)
        if r.task == "lora" and (v.tasks["qlora"].search(s) or cues.BNB_4BIT.search(low := r.text.lower())
                                 and not cues.EIGHT_BIT.search(low)):  # "LoRA and bitsandbytes": QLoRA
            r.task = "qlora"
        if r.task == "qlora" and cues.PLAIN_LORA.search(s):  # "qlora能跑…，我希望尝试不量化的lora": the LoRA asked for
            r.task, r.task_word = "lora", True  # is the unquantised one, named (reader36)
        if (v.tasks["full-finetune"].search(s) or cues.FULLY_TUNED.search(s)) and r.task == "lora":
            r.task = "full-finetune"
        if r.task in ("lora", "qlora") and lora_for_inference(s):  # "inference with llama 3 8b and a lora adapter",
            r.task, r.task_word = "inference", False  # "vllm --enable-lora": the base model run (fix73b)
            r.notes.append(adapter_note())
        r.precision = _first_read(v.precisions, s, read_precision)
        # "weaker GPUs than the officially used ones", "the commonly used cards": a participle, no condition
        plain = s
        for name in r.identifiers:  # "max_new_tokens": a setting's name, never a new card (reader32)
            plain = plain.replace(name, " ")
        said = wished_condition(plain := cues.PARTICIPLE_USED.sub(" ", plain)) or {  # "no used cards": new (newuser19)
            c for c, p in opened_items(v.conditions, plain) if p.search(plain)}
        if not said and len(s.split()) <= 6:  # "and used?", "only new ones": a short message says it alone
            said = {c for c in ("used", "new") if re.search(  # "can used for 5090d?": the verb (can be used for)
                rf"(?<![a-z]){c}(?![a-z])(?!\s+(?:for|to|with|by|in|on|as)(?![a-z]))", plain)}
        if not said:  # "a 4090 for 1500 used", "3090 for 300 USD new": said beside the price
            said = {m.group("after") or m.group("before") for m in cues.PRICE_CONDITION.finditer(s)}
        r.condition = said.pop() if len(said) == 1 else None
        m = v.currency_change.search(s)
        r.currency = v.currencies[re.sub(r"\s+", " ", m.group())] if m else None
        r.gpu_words = bool(v.gpu_words.search(s))
        r.model_asked = bool(v.model_words.search(s))
        # "不管运行什么模型" (whatever model I run) asks no model; "能跑起来llama.cpp" runs a tool, not a model
        r.model_question = any(not cues.NO_MATTER.search(s[max(0, m.start() - 12):m.start()])
                               and not s[m.end():].lstrip().startswith("都")  # "跑什么都卡": anything, no model asked
                               for m in v.model_question.finditer(s))
        runs = [m for m in v.run_question.finditer(s) if not v.not_models.match(s[m.end():].lstrip())]
        r.model_question = r.model_question or bool(runs) or bool(cues.WHAT_RUNS.search(s))
        # "能训练吗", "can it train": a training job asked of the device, what it holds (fits), not only whether it runs
        r.run_asked = bool(runs) and not any(_TRAIN_WORD.search(m.group()) for m in runs)
        # a why word that is no owner's word: "is it any good", not "i have a"
        r.verdict_asked = bool(v.intents["why"].search(v.intents["own"].sub(" ", s)))
        # "is the PSU enough": power asked about, no memory (unless a memory size is said: "is 24gb enough")
        r.enough_asked = bool(v.memory_question.search(s)) and not (cues.POWER.search(s) and not _MEMORY.search(s))
        if r.enough_asked:
            mm = _MEMORY.search(s)
            r.memory_gb = float(mm.group(1)) if mm else None


# issue 30 §1: each pattern behind its literal gate (advisor.ask.gate), as in the reader's other modules
gate_module(globals())
