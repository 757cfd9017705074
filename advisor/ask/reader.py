"""Reading a question asked in words: intent and slots, in English and Chinese. Pure: no I/O.

:func:`read` takes what someone typed ("what gpu should I buy for $800? mostly llama 3 8b",
"3060 12gb or 4060 for stable diffusion?", "预算5000元，想跑7B模型微调，买什么显卡？") and finds, in
this order, each slot's words and takes them out of the text so that no word is read twice:

1. the text is cleaned (:func:`advisor.text.clean_input`, at most :data:`MAX_QUESTION_CHARS`
   characters), NFKC-normalised and lower-cased; Discord markup (``<@id>``, ``@everyone``, links,
   Markdown marks) is dropped; mistyped Latin words are corrected against the vocabulary
   (rapidfuzz, one edit — two from eight letters on);
2. a market named by a year or word ("in 2017", "today"; ``words.toml`` ``[market]``);
   then the typed spans, each read by its kind's reader and blanked so that no span is ever read as a
   card (issue 27): machines with their chip and memory (:mod:`advisor.ask.machines`: "Mac Studio M3
   Ultra … 256GB", "DGX Spark", "HP Z2 with 128 GB"), system RAM, the GPU memory stated, context,
   batch, quant levels kept as written ("Q5_K_M", "AWQ", "EXL2"), speeds, and the laptop word
   (:mod:`advisor.ask.spans`);
3. a model: a family word and a size ("llama 3 8b", "qwen 2.5 14b"), a name the model table knows
   ("mixtral"), or a bare size ("7b", "a 70B model"), read by the model table
   (:class:`advisor.fits.ModelTable`, ``data/models.csv``); a size said as context is not the model
   ("比distill的70B更好", "13B runs - a 34B?", "runs 13b, but 30b?": :mod:`advisor.ask.cues`);
4. a budget: a span with a currency, a multiplier or a budget word around a number ("$800",
   "under 1500 dollars", "600 bucks", "1.5k", "400 budget", "预算5000元", "两万块钱", "1w以内"), read by
   the budget reader (:func:`advisor.budget.parse_budget`: currencies, ``k``/``w``, Chinese numerals
   through cn2an); a bare number after a budget word ("for 500", "recommend 500") is one too,
   unless it is a popular card's number;
5. counts of GPUs ("2 gpus", "two 3090s", "2x 4090", "3090 x2", "a800 * 8", "dual 3090", "两张3090", "双卡",
   "tensor parallel 8", "1080ti sli"), each attached to the card beside it (:func:`advisor.ask.spans.read_counts`);
6. cards: runs of card-name words (model numbers, product lines, variants, memory sizes) split
   where a new name starts, each resolved by the name index (:class:`advisor.names.NameIndex`;
   "vs", "or", "和", "还是" and every other word end a run); a bare number must name a deep-learning
   card, a group with no model number, code or name word names none ("cifar-10"), an entry far from
   deep learning (AGP cards, consoles, phone chips) only on a word of its own; a device said as not
   had or replaced ("no access to an A100", "没有3090", "switched from a 4090") is not read, a card
   said twice is one card (and so is a shorter mention after it: "v100s … v100"), cards only cited
   ("推荐的显卡是V100,A100") are dropped when another is asked about, cards of one line written with a
   slash ("a100/a800") are the first, and a name that matches nothing is kept as an unknown device,
   said on the read-as line with the nearest known one (say, never swap);
7. words: the use case, the task, the precision, used/new, and the words of each intent (an owner's
   words, "my", "i have", "i'm on", "我的", "手上有", "用2080ti", and out-of-memory words, "runs out of
   memory", "爆显存", set ``own``; "my budget" and "my first gpu" do not).

Chinese needs no segmenter: card names and sizes in a Chinese question are written in Latin
letters and digits, which end every Chinese run, and the vocabulary's Chinese words are matched
as substrings. (jieba was considered: its dictionary costs ~1 s to load and it splits "3060和4060"
no better than the script boundary does.)
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from rapidfuzz import process
from rapidfuzz.distance import OSA

from ..commands import BY_NAME
from ..errors import AdvisorError, UnknownCard
from ..i18n import Card, Message, Quantity, Text, UserText, msg
from ..kinds import (
    Given,
    read_card,
    read_market,
    read_model,
    read_precision,
    read_task,
    read_use_case,
)
from ..models import SIZED_AS
from ..names import PREFIXES, SUFFIXES, VARIANTS
from ..names.vocabulary import ARCH_WORDS, FORM_FACTORS, PHRASES
from ..text import clean_input
from . import cues
from .budgets import BARRIER, MAX_QUESTION_CHARS, YEAR, BudgetReading, take
from .card_words import (
    _CODE,
    _DATACENTER_CODE,
    _MEMORY,
    _MOBILE,
    _PLURAL,
    _base,
    _distinctive,
    laptop_by_memory_note,
    laptop_other,
    slash_pairs,
)
from .devices import read_devices
from .families import VARIANT_AFTER, only_model, point_release
from .machines import nearest_mac, read_machines
from .money import _A_GRAND, cn_ranges, write_out
from .setups import asked_about
from .several import one_each, same_card
from .spans import Spans, blank, count_reaches, read_counts, read_spans
from .vocabulary import Vocabulary, language_of, vocabulary

if TYPE_CHECKING:
    from ..api import Advisor
    from ..fits import Architecture
    from ..models import Budget, Resolution

_MARKUP = re.compile(r"<(?:@[!&]?|#|a?:\w+:|t:)\d+(?::\w)?>|@(?:everyone|here)\b|https?://\S+|[*_~`|>\[\]()]")
_LATIN_WORD = re.compile(r"(?<![a-z0-9\-])[a-z][a-z\-]{4,}(?![a-z0-9])")  # a whole word ("deepseek-r1" is a name)
# A model size: "7b", "1.5b", "70 B", "8x7b" (never "8gb", "$1.5b" has no model before it anyway)
# … and in millions only with "params" after ("125M params"); never a card's letter and number ("4 b200")
_SIZE = re.compile(r"(?<![0-9_.])(?<!-a)(?:(\d+)\s*x\s*)?(\d+(?:\.\d+)?)\s*"
                   r"(?:b|bn|billion|m(?=\s*(?:params?|parameters?|参数|參數)(?![a-z])))(?![a-z]|\d{2})")
_STAR_COUNT = re.compile(r"(?<![a-z0-9_.])(\d{1,2})\s*\*\s*(?=[a-z]{0,6}\s?\d)")
_STAR_AFTER = re.compile(r"([a-z0-9])\s*\*\s*(\d{1,2})(?![\d.])")
# "mixtral 7b*8" is Mixtral 8x7B; "30 kEuro" is 30k euros; "2080ti 魔改22g" the modified 22 GB card
_REWRITES = ((re.compile(r"(?<![\w.])(\d+)b\s*[x*×]\s*(\d+)(?![\w.])"), r"\2x\1b"),
             (re.compile(r"(\d)\s*k\s*(euros?|eur|usd|dollars?)(?![a-z])"), r"\1k \2"),
             (re.compile(r"\s*(?:魔改|modified|modded)(?:\s+to)?\s*(?=\d+\s*g)"), " "),
             (re.compile(r"([a-z0-9])\s*[(（]\s*(\d+\s*gb?)\s*[)）]"), r"\1 \2"),  # "v100 (32g)": its memory
             (re.compile(r"(\d+\s*gb?)\s*(?:显存|顯存)的?\s*(?=(?:rtx|gtx)?\s*\d{3,4})"), r"\1 "),  # "22g显存的2080ti"
             # "4060ti16g": the card, then its memory
             (re.compile(r"((?:rtx|gtx|rx)\s?\d{4}|\d{4}(?:ti|super|d))(\d{1,2}\s?gb?)(?![a-z0-9])"), r"\1 \2"),
             # "a 4070 ti super of 16gb": the card's memory
             (re.compile(r"(\d{3,4}|ti|super|xtx?)\s+(?:of|with)\s+(\d{1,2}\s?gb?)(?![a-z0-9])"), r"\1 \2"),
             # "12G的3060": the card's memory, said before it
             (re.compile(r"(\d+\s*gb?)\s*的\s*(?=(?:rtx|gtx)?\s*\d{3,4}(?![\d.]|\s*b))"), r"\1 "),
             (re.compile(r"(?<![a-z0-9])((?:rtx|gtx)\s?)?((?:[1-5]0[5-9]0|16[56]0)(?:\s?ti)?)m(?![a-z0-9])"),
              r"\1\2 laptop"),  # "3060M": the laptop card, as the name index reads it
             (re.compile(r"(?<!\d)4070\s?ti\s?s(?![a-z])"), "4070 ti super"),  # "4070tis": the Ti SUPER
             # "A6000 Ada", a common name of the RTX 6000 Ada (no A6000 Ada exists)
             (re.compile(r"(?<![a-z0-9])(?:rtx\s*)?a6000\s*ada(?![a-z])"), "rtx 6000 ada"),
             (re.compile(r"(\d)\s*tis(?![a-z])"), r"\1 ti"), (re.compile(r"(?<![a-z])supers(?![a-z])"), "super"),
             # "4卡40GA100", "24g3090": the memory glued before the card's letter and number
             (re.compile(r"(?<![a-z0-9.])(\d{1,3}\s?gb?)(?=(?:[ahlptv]|rtx|gtx)\s?\d{2,4}(?![\d.]))"), r"\1 "))
_TOKEN = re.compile(r"(\d+(?:\.\d+)?\s?(?:gb|gib|g)(?![a-z]))|([a-z0-9]+(?:[.\-][a-z0-9]+)*)|([\u3400-\u9fff]+)|(\S)")
# a data-centre card's code ("h20", "b70"): a single word that names no card is an unknown device
# "我8G的显卡", "用2080ti 22g跑", "我 8*a10": the asker's own card, in Chinese
_CN_OWN = re.compile(r"(?:我|用|使用)\s*(?:的|现在的|這|这)?\s*(?:[一两兩二三四五六七八]\s*[张張块塊])?\s*"
                     r"(?:\d|rtx|gtx|tesla|nvidia|amd|[ahpvlt]\d)")



#: Words that may be part of a card's name, besides model numbers and memory sizes.
NAME_WORDS: frozenset[str] = (
    PREFIXES | VARIANTS | (SUFFIXES - {"le", "se"}) | frozenset(FORM_FACTORS) | ARCH_WORDS
    | {"nvidia", "geforce", "amd", "intel", "titan", "tesla", "quadro", "radeon", "instinct", "arc", "x", "xp",
       "laptop", "notebook", "maxq", "max-q", "lovelace", "generation", "founders", "vega", "mi", "ada",
       "cmp"}
)
#: Product-line words that start a new card name ("3060 rtx 4060" is two names).
_STARTERS = PREFIXES | {"nvidia", "geforce", "amd", "intel", "titan", "tesla", "quadro", "radeon", "instinct", "arc"}


@dataclass
class Reading:
    """What :func:`read` found (internal; :mod:`advisor.ask.answer` turns it into a
    :class:`~advisor.ask.models.Question`). Slots are ``None``/empty when not said."""

    text: str
    language: str = "en"
    command: str | None = None  # a command typed as a word ("recommend 500")
    command_alone: bool = False  # the question is that word alone ("why?")
    intents: set[str] = field(default_factory=set)
    help: bool = False
    chatter: bool = False
    empty: bool = False
    budget: Budget | None = None
    budget_bare: bool = False  # the budget is a bare amount ("what about 1500?"): no currency said
    budget_error: AdvisorError | None = None
    budget_said: tuple[float, str] | None = None  # the amount and currency of a budget refused ("-5": -5 USD)
    cards: list[str] = field(default_factory=list)
    card_conditions: list[str | None] = field(default_factory=list)
    model: Architecture | None = None
    model_error: AdvisorError | None = None
    model_asked: bool = False  # "a model" said without a size
    model_question: bool = False  # "which model can it run?", "能跑吗": what a device holds
    verdict_asked: bool = False  # a why word that is no owner's word ("worth it", "any good", "怎么样")
    task: str | None = None
    precision: str | None = None
    use_case: str | None = None
    gpus: int | None = None
    market: str | None = None
    condition: str | None = None
    currency: str | None = None  # "in euros": the budget's currency changes
    memory_gb: float | None = None  # "is 8gb enough": a memory size asked about without a card
    gpu_words: bool = False
    follow_up: bool = False
    own: bool = False  # the asker has the card and runs out of memory ("my 1060 runs out of memory")
    count_at: tuple[int, int] | None = None  # where a count of one card was read ("2x 1080": its span)
    card_counts: list[int] = field(default_factory=list)  # how many of each card of ``cards`` (1 unless counted)
    numbers: list[str] = field(default_factory=list)  # bare numbers left unread
    unknown: list[str] = field(default_factory=list)  # card-like words that named no card ("gtx 9999")
    spans: Spans = field(default_factory=Spans)  # the typed spans read before card names (advisor.ask.spans)
    card_memory: list[float | None] = field(default_factory=list)  # the memory said with each card ("2080ti 22g")
    model_family: str | None = None  # a model family named with no size the table knows ("llava", "r1")
    enough_asked: bool = False  # "enough", "够": whether the hardware is enough asked
    job_task: str | None = None  # the task a job word says with no model named ("训练": full-finetune)
    task_word: bool = False  # LoRA named as such ("lora", "peft"), not read from "fine-tune" alone
    identifiers: list[str] = field(default_factory=list)  # names joined by underscores ("oa_sft_llama_30b")
    notes: list[Message] = field(default_factory=list)  # assumptions and corrections said on the read-as line


def _correct_typos(s: str, vocab: Vocabulary, known: frozenset[str]) -> str:
    """Latin words of five letters or more that no list and no card name knows, replaced by the
    vocabulary word one edit away (two from eight letters): "recomend" → "recommend"."""
    def fix(m: re.Match[str]) -> str:
        w = m.group()
        if w in known or w in vocab.keep:
            return w
        limit = 1 if len(w) < 8 else 2
        hit = process.extractOne(w, vocab.correctable, scorer=OSA.distance, processor=None, score_cutoff=limit)
        return hit[0] if hit else w

    return _LATIN_WORD.sub(fix, s)


def _first_read(patterns: dict[str, re.Pattern[str]], s: str, reader: Callable[[str], str]) -> str | None:
    """The value of the first list of ``patterns`` (in the vocabulary's order) said in ``s``: its
    words, read by the kind's reader (:mod:`advisor.kinds`, which knows the same vocabulary)."""
    m = next((m for p in patterns.values() if (m := p.search(s))), None)
    return reader(m.group()) if m else None


class Reader(BudgetReading):
    """Reads questions with one advisor's name index, model table and markets (:func:`read`)."""

    def __init__(self, advisor: Advisor, vocab: Vocabulary | None = None) -> None:
        """Read with ``advisor``'s catalogue and ``vocab`` (default: ``words.toml``)."""
        self.advisor = advisor
        self.vocab = vocab or vocabulary()
        tables = advisor.names.tables
        self._known = frozenset(tables.vocab_freq) | frozenset(tables.board) | frozenset(self.vocab.correctable)
        self._card_numbers = frozenset(tables.numbers)
        # words that name a card without a number ("titan", "radeon vii"): the designators of number-less
        # deep-learning cards, without the one-letter ones ("titan x": "titan" is enough)
        self._hard_words = frozenset(
            w for i, e in enumerate(tables.entries) if e.dl_relevant and tables.entry_info[i].primary is None
            for w in tables.entry_info[i].designators if len(w) > 2 and w not in NAME_WORDS) | {"titan"}
        # their short designators ("v" of "titan v"), name words only right after a name word
        self._short_words = frozenset(
            w for i, e in enumerate(tables.entries) if e.dl_relevant and tables.entry_info[i].primary is None
            for w in tables.entry_info[i].designators if len(w) <= 2 and w.isalpha())
        self._given = Given(advisor)  # what the kind readers need: the catalogue, names and model table
        self._card_cache: dict[str, tuple[str | None, bool, bool]] = {}
        self._before_end = re.compile("(?:" + self.vocab.budget_before.pattern + r")\s*(?:a\s+|an\s+)?$")

    # -- the steps ---------------------------------------------------------------------------
    def read(self, text: str, *, market: str | None = None, bare_currency: str | None = None) -> Reading:
        """Read ``text`` (any string; see the module docstring). ``market`` is the market a budget
        is read in when the text names none; ``bare_currency`` the currency of a bare amount
        (a Discord server's setting). Never raises."""
        text = "" if text is None else str(text)
        raw = clean_input(text, MAX_QUESTION_CHARS)
        text_clean = raw == text[:MAX_QUESTION_CHARS]  # nothing hidden was dropped
        r = Reading(text=raw.strip(), language=language_of(raw, self.vocab))
        s = unicodedata.normalize("NFKC", raw).lower().replace("’", "'")
        s = _STAR_COUNT.sub(r"\1x ", s)  # "8 * 4090", "7* 3090": a count, before Markdown's "*" is dropped
        s = _STAR_AFTER.sub(r"\1 x\2", s)  # "a800 * 8", "mixtral 7b*8"
        r.identifiers = [i.replace("_", " ") for i in re.findall(r"[a-z0-9]+(?:_[a-z0-9]+)+", s)]
        s = _MARKUP.sub(" ", s)
        for a, b in PHRASES:  # the name index's Chinese and nickname words (泰坦 = titan, 显卡 dropped)
            if a in s and b.strip():
                s = s.replace(a, b)
        s = _correct_typos(s, self.vocab, self._known)
        for pattern_, rewrite in _REWRITES:
            s = pattern_.sub(rewrite, s)
        bare = re.sub(r"[\s!.,?？！。，~:;'\"]+", " ", s).strip()
        r.empty = not bare
        plain = " ".join(self.vocab.address.sub(" ", bare).split())  # "hey there" → "hey"
        r.help = r.empty or bare in self.vocab.help_phrases or plain in self.vocab.help_phrases
        if not r.help:  # "你好，請問你會什麼", "hello! what can you do?": a greeting, then a call for help
            parts = [" ".join(self.vocab.address.sub(" ", part).split())
                     for part in re.split(r"[!.,?？！。，~:;]+", s)]
            parts = [part for part in parts if part]
            r.help = len(parts) > 1 and all(part in self.vocab.help_phrases for part in parts)
        r.chatter = bare in self.vocab.chatter_phrases or plain in self.vocab.chatter_phrases or (
            re.sub(r"\s+", "", bare) in self.vocab.chatter_phrases)
        first = bare.split(" ", 1)[0] if bare else ""
        if first in BY_NAME:  # a command typed as a word (advisor.commands.COMMANDS)
            r.command, r.command_alone = first, bare == first
        short = len(bare.split()) <= 5 and len(bare) <= 30  # "2 of them?", "用二手的呢"
        r.follow_up = len(bare) <= 60 and bool(self.vocab.follow_lead.search(s)
                                               or (short and self.vocab.follow_tail.search(s)))
        self._words(s, r)
        s = self._market(s, r)
        m = self.vocab.not_models.search(s)
        while m:  # "llama.cpp" is a tool, not a model
            s = take(s, m.span())
            m = self.vocab.not_models.search(s)
        before = s
        machines, s = read_machines(s, self._given, r.notes)
        devices, s = read_devices(s)  # "昇腾910B", "MTT S80", "snapdragon 870": never a card or a model
        r.spans, s = read_spans(s, self.vocab)
        # "笔记本" is rewritten "mobile" by the name index's phrases: a laptop said, wherever it stands
        r.spans.laptop = r.spans.laptop or bool(cues.CN_LAPTOP.search(raw))
        if r.spans.precision is not None:
            r.precision = r.spans.precision
        said = sorted((m.start(), name) for name, p in self.vocab.precisions.items() for m in p.finditer(before))
        if len({name for _, name in said}) > 1 and cues.NEXT_TRY.search(before[:said[-1][0]][-24:]):
            r.precision = said[-1][1]  # "even int8 gives me OOM, maybe int4?": the one asked about, not the one tried
        s = self._model(s, r)
        s = _A_GRAND.sub(r"\1 1 grand", s)  # "less than a grand": one thousand
        s = cn_ranges(write_out(s))  # "$1e12": its amount, said too large; "三四千": 3千-4千
        s = self._budget(s, r, market or r.market, bare_currency)
        counted = s
        s = self._counts(s, r)
        s = self._cards(s, r, machines)
        if len(r.cards) == 1 and cues.ANOTHER.search(r.text.lower()):  # "一张3060，再加一张3060": one more than had
            r.gpus = r.card_counts[0] = max(r.gpus or 1, r.card_counts[0]) + 1
        if one_each(counted, r.spans.counts, r.cards):  # "two cards 3090 and 2080ti": one of each
            r.card_counts, r.gpus = [1] * len(r.cards), None
        if len(r.cards) == 1 and r.card_memory[0] is None and r.spans.memory_gb is not None:
            self._laptop_by_memory(r, r.spans.memory_gb)  # "a 3080 … 16GB VRAM": the laptop 3080 has 16 GB
            self._note_card(r, r.cards[0], "", r.spans.memory_gb)  # "my rtx2080ti with 12g": 11 GB, not 12 GB
        self._note_unknown(r)
        for typed in devices:  # no card in the catalogue is one of them: no nearest card is said
            r.unknown.append(typed)
            r.notes.append(msg("ask.unknown", "I do not know “{typed}”.", typed=UserText(value=typed)))
        self._owner(r, before)
        self._bare_budget(s, r, market or r.market, bare_currency)
        if r.budget is not None and not text_clean:
            self._hidden_budget(text, r, market or r.market, bare_currency)
        job = _first_read(self.vocab.tasks_with_model, s, read_task)
        # a budget beside a card ("I have $1500, is the 4090 worth it?", "our company has 3000 euros"): a buyer
        r.own = r.own and (r.budget is None or "oom" in r.intents or bool(cues.MY_CARD.search(s)))
        done = self.vocab.tasks["inference"].search(s) if r.task == "inference" else None
        if done is not None and cues.WANT_TRAIN.search(s, done.end()):
            r.task = None  # "推理跑起来了。想基于70b训练": the training wanted after it, not the inference done
        if r.model is not None and r.task is None:
            r.task = job
        r.job_task = r.task or job
        if r.task in SIZED_AS:  # "GRPO on a 7b": sized as the training it does, and the read-as line says so
            r.notes.append(msg("ask.grpo-sized", "GRPO is sized as its LoRA training; the rollouts' generation "
                               "needs memory on top."))
        return r

    @staticmethod
    def _owner(r: Reading, s: str) -> None:
        """The asker's own hardware said without an owner's word: a rig listed with its system RAM
        ("40核6133 CPU、显卡 4*4090D、256G D4内存", "RTX 5090 32GB … 内存64GB DDR5"), "总共4张卡", "单卡A6000 40G",
        "使用colab的T4" — unless the question is about buying."""
        if r.own or cues.BUYING.search(s):
            return
        r.own = bool(cues.CN_RIG.search(s)) or bool(cues.BARE_HAVE.search(s)) or (
            bool(r.cards) and bool(cues.SETUP.search(s))) or (  # "3060+P100，需要在哪里设置一下": set up, so had
            r.spans.ram_gb is not None and bool(r.cards)) or (
            # "MacBook Pro，32G 内存，可以跑哪个model": a machine described, its models asked
            r.model_question and any(re.search(r"\d\s?gb$", u) for u in r.unknown)) or (
            bool(cues.CARD_HEADER.match(s)) and not re.search(r"(?<![a-z])(?:vs|versus|or)(?![a-z])|还是|還是", s))

    def _words(self, s: str, r: Reading) -> None:
        """Intent words, use case, task, precision, condition, currency change, GPU words."""
        v = self.vocab
        numbers_or = re.sub(r"(?<![\w.])\d+\s+or\s+\d+(?![\w.])", " ", s)  # "16 or 32 gpus": no devices weighed
        r.intents = {name for name, p in v.intents.items() if p.search(numbers_or)}
        owned = v.not_own.sub(" ", s)  # "my budget", "my first gpu": no hardware owned
        r.own = "oom" in r.intents or bool(v.intents["own"].search(owned)) or bool(_CN_OWN.search(s))
        first = [(m.start(), name, m.group()) for name, p in v.use_cases.items() if (m := p.search(s))]
        if len(first) > 1:  # "a phd student in nlp": the field of work said beats the learner's words
            first = [f for f in first if f[1] != "beginner"]
        r.use_case = read_use_case(min(first)[2]) if first else None
        if r.use_case is None and self.vocab.families.search(s):  # "best gpu under 1w元 for llama": an LLM job
            r.use_case = "llm"
        if cues.VLM.search(s):  # "caption images with a local vision language model": an LLM job
            r.use_case = "llm"
        named = s
        for name in r.identifiers:  # "oa_sft_llama_30b": a model's name, no task said
            named = named.replace(name, " ")
        r.task = _first_read(v.tasks, named, read_task)
        r.task_word = bool(r.task == "lora" and cues.LORA_NAMED.search(named))
        if r.task == "lora" and (v.tasks["qlora"].search(s) or cues.BNB_4BIT.search(low := r.text.lower())
                                 and not cues.EIGHT_BIT.search(low)):  # "LoRA and bitsandbytes": QLoRA
            r.task = "qlora"
        if v.tasks["full-finetune"].search(s) and r.task == "lora":
            r.task = "full-finetune"
        r.precision = _first_read(v.precisions, s, read_precision)
        said = {c for c, p in v.conditions.items() if p.search(s)}
        if not said and len(s.split()) <= 6:  # "and used?", "only new ones": a short message says it alone
            said = {c for c in ("used", "new") if re.search(rf"(?<![a-z]){c}(?![a-z])", s)}
        r.condition = said.pop() if len(said) == 1 else None
        m = v.currency_change.search(s)
        r.currency = v.currencies[re.sub(r"\s+", " ", m.group())] if m else None
        r.gpu_words = bool(v.gpu_words.search(s))
        r.model_asked = bool(v.model_words.search(s))
        # "不管运行什么模型" (whatever model I run) asks no model; "能跑起来llama.cpp" runs a tool, not a model
        r.model_question = any(not cues.NO_MATTER.search(s[max(0, m.start() - 12):m.start()])
                               and not s[m.end():].lstrip().startswith("都")  # "跑什么都卡": anything, no model asked
                               for m in v.model_question.finditer(s)) or any(
            not v.not_models.match(s[m.end():].lstrip()) for m in v.run_question.finditer(s))
        # a why word that is no owner's word: "is it any good", not "i have a"
        r.verdict_asked = bool(v.intents["why"].search(v.intents["own"].sub(" ", s)))
        r.enough_asked = bool(v.memory_question.search(s))
        if r.enough_asked:
            mm = _MEMORY.search(s)
            r.memory_gb = float(mm.group(1)) if mm else None

    def _market(self, s: str, r: Reading) -> str:
        known = self.advisor.catalog.markets
        for market_id, p in self.vocab.markets.items():
            m = p.search(s)
            if m and market_id in known:
                r.market = r.market or read_market(m.group(), self._given)
                s = take(s, m.span())
        return s

    def _model(self, s: str, r: Reading) -> str:
        """A model: family word + size, a table name as it is, or a bare size (module docstring, 3)."""
        for m in cues.EXAMPLE_SIZES.finditer(s):  # "which size (e.g. 14B, 32B, 72B)?": examples, not the model
            s = s[:m.start()] + " " * (m.end() - m.start()) + s[m.end():]
        sizes = list(_SIZE.finditer(s))  # a size after a family word first ("a 70b … mixtral 8x7b": Mixtral)
        context = [m for m in sizes if cues.THAN_BEFORE.search(s[max(0, m.start() - 16):m.start()])]
        r.model_question = r.model_question or bool(context)  # "anything larger than 13b?": which model is asked
        context += [m for i, m in enumerate(sizes) if cues.ALREADY_RUNS.match(s[m.end():])
                    and any(not cues.ALREADY_RUNS.match(s[later.end():]) for later in sizes[i + 1:])]
        context += [m for i, m in enumerate(sizes) if any(  # "runs 13b, but can it handle 30b?": the later one
            cues.LATER_ASKED.search(s[m.end():later.start()]) for later in sizes[i + 1:])]
        for m in set(context):  # "better than the 70b", "13b runs - a 34b?": said as context, not the model asked about
            s = blank(s, m.span())
        sizes = [m for m in sizes if m not in context]
        sizes.sort(key=lambda m: self.vocab.families.search(s[max(0, m.start() - 28):m.start()]) is None)
        for m in sizes:
            start = m.start()
            window = s[max(0, start - 28):start]
            candidates = []
            for f in reversed(list(self.vocab.families.finditer(window))):  # the nearest family word first
                begin = max(0, start - 28) + f.start()
                name = s[begin:m.end()]
                candidates += [(begin, name), (begin, cues.MODEL_FILLER.sub("", name))]
            active = re.match(r"[\s-]?a\d+(?:\.\d+)?b(?![a-z0-9])", s[m.end():])  # "100b-a6b": an MoE's active size
            candidates.append((m.start(), m.group() + (active.group() if active else "")))
            for begin, name in candidates:
                try:
                    arch = read_model(re.sub(r"\s+", " ", name).strip(), self._given)
                except AdvisorError as err:
                    r.model_error = r.model_error or err
                    continue
                r.model, r.model_error = arch, None
                return take(s, (begin, m.end() + (active.end() if active else 0)))
        rows = self._given.need().llm_models.rows
        for f in self.vocab.families.finditer(s):
            rest = re.findall(r"[a-z0-9][a-z0-9.\-_:]*", s[f.start():])
            for n in range(min(4, len(rest)), 0, -1):
                name = " ".join(rest[:n])
                if n < len(rest) and rest[n] in VARIANT_AFTER:  # "deepseek-r1 distill": no DeepSeek R1
                    continue
                try:
                    arch = read_model(only_model(name, rows) or name, self._given)  # "llama 3.3": its one model
                except AdvisorError:
                    older = point_release(name)  # "deepseek v3.2": the version it updates, said so
                    point = self._point(older, name, r) if older else None
                    if point is None:
                        continue
                    arch = point
                r.model = arch
                return take(s, (f.start(), f.start() + len(name)))
        asked = (cues.FAMILY_ASKED_BEFORE.search(s[max(0, f.start() - 6):f.start()])
                 for f in self.vocab.families.finditer(s))
        r.model_question = r.model_question or any(asked)  # "哪个 qwen 模型", "which llama model": a model asked for
        # "llava", then "webglm": a family word said, not inside the question of which model
        said = next((f for p in (self.vocab.families, self.vocab.family_ends) for f in p.finditer(s)
                     if not cues.FAMILY_ASKED_BEFORE.search(s[max(0, f.start() - 6):f.start()])
                     and not cues.FAMILY_ASKED_AFTER.match(s[f.end():])), None)
        if said is not None and r.model_error is None:  # "llava", "r1", "glm4": named with no size the table knows
            word = re.match(r"[a-z0-9][a-z0-9.\-]*", s[said.start():])
            r.model_family = word.group() if word else said.group()
            end = said.start() + len(r.model_family)
            if (nxt := re.match(r"\s+([a-z]+)", s[end:])) and nxt.group(1) in VARIANT_AFTER:  # "deepseek-r1 distill"
                r.model_family, end = f"{r.model_family}-{nxt.group(1)}", end + nxt.end()
            if pre := re.search(r"(?<![a-z])(visual|vision|code|chat|math)\s+$", s[:said.start()]):  # "visual glm"
                r.model_family = pre.group(1) + r.model_family
                return take(s, (pre.start(), end))
            return take(s, (said.start(), end))
        return s

    def _point(self, older: str, typed: str, r: Reading) -> Architecture | None:
        """The model of the version a point release updates ("deepseek v3.2": DeepSeek V3), said on the
        read-as line; None when the table lacks that version too."""
        try:
            arch = read_model(older, self._given)
        except AdvisorError:
            return None
        r.notes.append(msg("ask.point-release", "“{typed}” is not in my model table: read as {model}, the version it "
                           "updates.", typed=UserText(value=typed), model=Text(value=arch.name)))
        return arch

    def _counts(self, s: str, r: Reading) -> str:
        """Every count of GPUs (module docstring, 5; :func:`advisor.ask.spans.read_counts`), blanked so that
        no count is read as a card ("2x3090" → "3090"); ``gpus`` is the first count said."""
        said = s
        s = read_counts(s, r.spans, self.vocab)
        vague = [c for c in r.spans.counts if cues.VAGUE_COUNT.match(said[c[0]:c[1]].strip())]
        if vague and len(vague) < len(r.spans.counts):  # "multiple GPUs (4x 3090)": the number said
            r.spans.counts = [c for c in r.spans.counts if c not in vague]
            vague = []
        for start, end, n, _ in vague:  # "several 4090s": two assumed, said so
            r.notes.append(msg("ask.count-assumed", "“{typed}” read as {count:.0f} cards; say how many you mean.",
                               typed=UserText(value=said[start:end].strip()), count=n))
        if r.spans.counts:
            r.gpus = r.spans.counts[0][2]
            r.count_at = r.spans.counts[0][:2]
        elif self.vocab.of_them.search(s):  # "2 of them", "两个呢"
            m = re.search(r"(?<![\d.])([1-8]|two|three|four|five|six|seven|eight)\s*"
                          r"(?:of\s+(?:them|those|these|it)|个|個)", s)
            if m:  # "2 of them", "two of them", "两个呢"
                r.gpus = int(m.group(1)) if m.group(1).isdigit() else self.vocab.counts[m.group(1)]
        return s

    def _cards(self, s: str, r: Reading, machines: list[tuple[tuple[int, int], str | None, str]] | None = None) -> str:
        """Card names (module docstring, 6), each resolved by the name index, in the order typed, with
        the machines read before them (``(span, name or None, as typed)``: :mod:`advisor.ask.machines`)."""
        found = [(m.group(), m.start(), m.end()) for m in _TOKEN.finditer(s)]
        groups: list[list[str]] = []
        spans: list[tuple[int, int]] = []  # where each group's words are in ``s``
        run: list[tuple[str, int, int]] = []
        for tok, start, end in [*found, (BARRIER.strip(), len(s), len(s))]:
            t = tok.replace(" ", "")
            if self._name_like(t) or (run and t in self._short_words and (run[-1][0] in NAME_WORDS
                                                                         or run[-1][0] in self._hard_words)):
                run.append((t, start, end))
                continue
            pos = 0
            for g in self._split_run([w for w, _, _ in run]):  # groups keep the run's order
                first = next((i for i in range(pos, len(run)) if run[i][0] == g[0]), pos)
                last = min(first + len(g), len(run)) - 1
                spans.append((run[first][1], run[last][2]))
                groups.append(g)
                pos = last + 1
            run = []
        used: list[str] = []
        found_cards: list[tuple[tuple[int, int], str | None, list[str], str]] = [
            (span, self._resolve_group(g), g, " ".join(g)) for g, span in zip(groups, spans, strict=True)]
        found_cards += [(span, name, [], typed) for span, name, typed in machines or []]
        not_had: set[str | None] = set()
        found_cards = asked_about(s, r, found_cards)
        found_cards = slash_pairs(s, "compare" in r.intents, r.notes, sorted(found_cards, key=lambda f: f[0]))
        read_tokens: list[str] = []
        typings: list[tuple[str, str]] = []  # each card read and how it was typed, every time
        for span, name, g, typed in found_cards:
            if name in not_had or cues.NOT_HAD_BEFORE.search(s[max(0, span[0] - 24):span[0]]) or (
                    cues.NOT_HAD_AFTER.match(s[span[1]:])) or (cues.YARDSTICK_BEFORE.search(
                    s[max(0, span[0] - 8):span[0]]) and cues.YARDSTICK_AFTER.match(s[span[1]:])):
                not_had.add(name)  # "no access to an a100", "没有3090", "switched from a 4090", "理论3080的算力"
                continue
            if name is None and g and cues.SERIES_AFTER.match(s[span[1]:]):
                name = self._series(r, typed)  # "the RX7900 series": one of its cards, said so
            if name is None:
                if not g or (len(g) > 1 and any(t in NAME_WORDS for t in g) and any(
                        re.search(r"\d{3}", t) for t in g)) or (
                        _DATACENTER_CODE.fullmatch(g[0]) and all(_MEMORY.fullmatch(t) for t in g[1:])):  # "h20 96gb"
                    r.unknown.append(typed)
                continue
            if name is not None and g and r.spans.laptop and not _MOBILE.search(name) and "desktop" not in s:
                plain = [t for t in g if not _MEMORY.fullmatch(t) and t not in ("laptop", "notebook")]
                mobile = self._card(" ".join([*plain, "laptop"]))  # "a laptop with an rtx 3070": its mobile variant
                if mobile is not None and mobile.match and _MOBILE.search(mobile.match):
                    name = mobile.match
            same = next((i for i, c in enumerate(r.cards) if c != name and _base(c) == _base(name)), None)
            if same is not None and g:  # "v100 … v100 (32g)", "gtx 1050 2gb … the 1050": one card said twice
                with_memory = any(_MEMORY.fullmatch(t) for t in g)
                if with_memory and r.card_memory[same] is None:
                    r.cards[same] = name  # the variant with the memory said
                    r.card_memory[same] = next(float(m.group(1)) for t in g if (m := _MEMORY.fullmatch(t)))
                said_other = with_memory and r.card_memory[same] is not None and r.cards[same] != name
                if (with_memory or r.card_memory[same] is not None or len(g) == 1) and not said_other:
                    used.append(typed)
                    continue
            if len(g) == 1 and "compare" not in r.intents and any(
                    t.startswith(g[0]) and re.fullmatch(r"[a-z]", t[len(g[0]):]) for t in read_tokens):
                used.append(typed)  # "v100s … flash attention does not support the v100": the card read, said shorter
                continue
            said = next((float(m.group(1)) for t in g if (m := _MEMORY.fullmatch(t))), None)
            if said in self.vocab.unlisted_memory.get(name, ()):  # "mi50 32gb": a variant the catalogue lacks
                r.unknown.append(typed)
                r.notes.append(msg("ask.unknown-near", "I do not know “{typed}”; the nearest I know is {card}, which "
                                   "I did not assume.", typed=UserText(value=typed), card=Card(value=name)))
                continue
            read_tokens += g
            if name in r.cards and (n := self._count_of(r, span, s)) > 1:  # "the 2060 … two 2060s": said again, counted
                r.card_counts[r.cards.index(name)] = n
            elif name in r.cards and re.search(re.escape(typed) + r"\s*(?:and|&|\+|和)\s*(?:an?\s+|another\s+)?$",
                                               s[max(0, span[0] - 40):span[0]]):
                r.card_counts[r.cards.index(name)] += 1  # "a 3090ti and a 3090ti": two of them
            if name in r.cards and r.card_memory[i := r.cards.index(name)] is None:  # "v100 … gpu: v100 16gb"
                r.card_memory[i] = next((float(m.group(1)) for t in g if (m := _MEMORY.fullmatch(t))), None)
            if name not in r.cards:
                r.cards.append(name)
                r.card_counts.append(self._count_of(r, span, s))
                memory = next((float(m.group(1)) for t in g if (m := _MEMORY.fullmatch(t))), None)
                r.card_memory.append(memory)
                self._note_card(r, name, typed, memory)
            typings.append((name, typed))
            used.append(typed)
        r.notes += same_card(typings, "compare" in r.intents, r.spans.counts, r.cards)  # "gtx 1070ti vs 1070 ti"
        for g in groups:  # bare numbers that named no card: maybe a budget (_bare_budget)
            if len(g) == 1 and g[0].isdigit() and " ".join(g) not in used:
                r.numbers.append(g[0])
        return s

    def _series(self, r: Reading, typed: str) -> str | None:
        """The first card of a series named by the words its cards share ("RX7900 series": the RX 7900
        XTX, XT and GRE), with the name index's note saying how many it fits; None for no such series."""
        try:
            read_card(typed, self._given)
            return None
        except UnknownCard as err:
            words = re.findall(r"[a-z]+|\d+", typed)
            members = [n for n in err.suggestions if all(w in re.findall(r"[a-z]+|\d+", n.lower()) for w in words)]
        except AdvisorError:
            return None
        if len(members) < 2:
            return None
        r.notes.append(msg("names.fits", "'{query}' fits {count:.0f} cards; assuming {card}.",
                           query=UserText(value=typed), count=len(members), card=Card(value=members[0])))
        return members[0]

    def _laptop_by_memory(self, r: Reading, memory: float) -> None:
        """The one card read becomes its laptop variant when the memory said is not the desktop card's
        but is the laptop one's ("Will LLaMA run on a 3080 GTX 16GB VRAM?": the laptop RTX 3080), and
        the read-as line says so (ask.laptop-only)."""
        name = r.cards[0]
        try:
            has = self.advisor.card(name).llm_memory_gb
        except AdvisorError:
            return
        if _MOBILE.search(name) or has is None or abs(has - memory) < 0.5:
            return
        res, said = self._card(f"{_base(name)} laptop {memory:g}gb"), self.advisor.resolve(f"{_base(name)} {memory:g}g")
        laptop = res.match if res is not None and res.match and _MOBILE.search(res.match) else laptop_other(said)
        try:
            if laptop is None or abs((self.advisor.card(laptop).llm_memory_gb or 0) - memory) >= 0.5:
                return
        except AdvisorError:
            return
        r.cards[0] = laptop  # "3060ti 6g": no 3060 Ti has 6 GB, the laptop 3060 does (said so)
        r.notes.append(laptop_by_memory_note(said, f"{name} {memory:g} GB", laptop) or msg(
            "ask.laptop-only", "No desktop card is “{typed}”: read as the laptop {card}.",
            typed=UserText(value=f"{name} {memory:g} GB"), card=Card(value=laptop)))
        r.card_memory[0] = memory

    def _note_card(self, r: Reading, name: str, typed: str, memory: float | None) -> None:
        """Say what reading ``typed`` as card ``name`` assumed (module docstring: say, never swap): the
        name index's own note (the card assumed for a name several cards share) and, when the memory said
        is not the card's, the correction ("the GeForce RTX 2080 Ti has 11 GB, not 12 GB")."""
        if typed and (said := laptop_by_memory_note(self.advisor.resolve(typed), typed, name)) is not None:
            return r.notes.append(said)  # "3060ti 6g": the laptop RTX 3060, as no 3060 Ti has 6 GB
        if typed and _MOBILE.search(name) and not _MOBILE.search(typed) and not any(
                w in typed.split() for w in ("laptop", "notebook")):  # "gtx 1650 ti", "3080 16gb": said so
            r.notes.append(msg("ask.laptop-only", "No desktop card is “{typed}”: read as the laptop {card}.",
                               typed=UserText(value=typed), card=Card(value=name)))
            return
        res = self._card(typed) if typed else None
        if res is not None and res.match == name and res.note is not None and (res.ambiguous or memory is not None):
            r.notes.append(res.note)
            return  # the name index's note says it (its own memory correction included)
        try:
            card = self.advisor.card(name)
        except AdvisorError:
            return
        has = card.llm_memory_gb
        if memory is not None and has is not None and abs(has - memory) >= 0.5:
            r.notes.append(msg("ask.memory-correction", "{card} has {has}, not {said}.", card=Card(value=name),
                               has=Quantity(value=has, unit="GB"), said=Quantity(value=memory, unit="GB")))

    def _note_unknown(self, r: Reading) -> None:
        """Each device said that the catalogue does not know, with the nearest name it knows (never read
        as that one)."""
        said = {str(n.params["typed"].value) for n in r.notes if n.key == "ask.unknown-near"}  # type: ignore[union-attr]
        for typed in (t for t in r.unknown if t not in said):
            mac = nearest_mac(typed, self._given)  # a Mac: by chip, product and memory, not by the letters of its name
            near = [mac] if mac else self.advisor.resolve(typed).suggestions
            if near:
                r.notes.append(msg("ask.unknown-near", "I do not know “{typed}”; the nearest I know is {card}, which "
                                   "I did not assume.", typed=UserText(value=typed), card=Card(value=near[0])))
            else:
                r.notes.append(msg("ask.unknown", "I do not know “{typed}”.", typed=UserText(value=typed)))

    @staticmethod
    def _count_of(r: Reading, span: tuple[int, int], s: str) -> int:
        """How many of the card whose words are at ``span`` of ``s`` the question asks for: a count read just
        before it ("2x 1080", "two 1080s", "两张1080", "four gpus (rtx 4090)") with no other card's number,
        choice word or separator between ("2x 3090 or 4090", "2x 3090 or a 4090": one 4090), or just after it
        ("1080 x2", "a800 * 8"), else 1."""
        near = [(span[0] - end, n) for start, end, n, after in r.spans.counts if not after and 0 <= span[0] - end <= 12
                and not re.search(r"\d{3}", s[end:span[0]]) and count_reaches(r.spans.counted_text[end:span[0]])]
        near += [(start - span[1], n) for start, end, n, after in r.spans.counts if after and 0 <= start - span[1] <= 3]
        return min(near)[1] if near else 1

    def _name_like(self, t: str) -> bool:
        if not t or t == BARRIER.strip():
            return False
        if t in NAME_WORDS or t in self._hard_words:
            return True
        if _MEMORY.fullmatch(t):
            return True
        if any(c.isdigit() for c in t) and t.isascii() and re.fullmatch(r"[a-z0-9.\-]+", t):
            return not YEAR.fullmatch(t)
        return False

    def _split_run(self, run: list[str]) -> list[list[str]]:
        """A run of name words cut where a new name starts: a product-line word after a number, or
        a second number ("3090 4090", "3060 12gb rtx 4060") that is no memory size a card comes in
        ("v100 32 or a100 80" is two names with their memory)."""
        groups: list[list[str]] = []
        cur: list[str] = []
        seen_number = seen_digit = False
        sizes = self.advisor.names.tables.memory_sizes
        for t in run:
            is_number = any(c.isdigit() for c in t) and not _MEMORY.fullmatch(t) and not (
                cur and cues.VERSION.fullmatch(t)) and not (  # "5090d v2": a version of the name before, no new name
                cur and t in FORM_FACTORS)  # "v100 sxm2 32g": the form of the card before, no new name
            if is_number and seen_number and t.isdigit() and f"{t}gb" in sizes:
                is_number = False  # "v100 32", "3060 12": a memory size after the model number
            # a product-line word starts a new name after a number, not after a number-less name
            # ("titan rtx" is one card, "titan rtx 3090" two)
            if cur and ((seen_number and is_number) or (seen_digit and t in _STARTERS)):
                groups.append(cur)
                cur, seen_number, seen_digit = [], False, False
            cur.append(t)
            seen_number = seen_number or is_number or t in self._hard_words
            seen_digit = seen_digit or is_number
        if cur:
            groups.append(cur)
        return [g for g in groups if any((any(c.isdigit() for c in t) and not _MEMORY.fullmatch(t))
                                         or t in self._hard_words for t in g)]

    def _card(self, text: str) -> Resolution | None:
        """The card kind's reader on a span (:func:`advisor.kinds.read_card`); ``None`` when it names no card."""
        try:
            return read_card(text, self._given)
        except AdvisorError:
            return None

    def _resolve_group(self, group: list[str]) -> str | None:
        """The card a group of name words names, or None (a bare number must be a deep-learning card)."""
        return self._lookup(group)[0]

    def _lookup(self, group: list[str]) -> tuple[str | None, bool, bool]:
        """``(card or None, bare, popular)`` of a group of name words: the card it names (a bare number
        must name a deep-learning card), whether the group is a bare number ("3090", "3090s") and whether
        the card is a popular one. Cached (up to 4,096 groups); worked out again when not cached."""
        text = " ".join(group)
        cached = self._card_cache.get(text)
        if cached is not None:
            return cached
        names = self.advisor.names
        if self._weak(group):  # "cifar-10", "64 x": no model number, code or name word of a card
            self._card_cache[text] = (None, False, False)
            return None, False, False
        res, match = None, None
        tries = [group]
        if "arc" in group and any(re.fullmatch(r"\d{3}", t) for t in group):  # "arc 770": Intel writes A770, B580
            tries = [[f"{line}{t}" if re.fullmatch(r"\d{3}", t) else t for t in group] for line in "ab"] + tries
        if len(group) > 1 and _MEMORY.fullmatch(group[-1]):  # "3060 6g": the card, its memory stated beside it
            tries.append(group[:-1])  # (read_as memory_gb, the resolver's correction), not another card
        plain = [t for t in group if t not in ("laptop", "notebook") and not _MEMORY.fullmatch(t)]
        if plain and plain != group and plain not in tries:  # "laptop mx150 2gb": the MX150 (a laptop chip)
            tries.append(plain)
        if plain and "laptop" not in group and len(tries) > 1:  # "3080 16gb": no desktop 3080 has 16 GB, the laptop one
            tries.insert(1, [*plain, "laptop", *(t for t in group if _MEMORY.fullmatch(t))])
        elif plain and "laptop" not in group:  # "gtx 1650 ti": made only as a laptop GPU
            tries.append([*plain, "laptop"])
        other = laptop_other(self.advisor.resolve(text)) if plain != group else None  # "3060ti 6g": the laptop 3060
        for words in tries:
            res = self._card(" ".join(words))
            bare_name = other and res and not any(_MEMORY.fullmatch(t) for t in words)
            match = other if bare_name else res.match if res else None
            if match is None and (m := _PLURAL.match(words[-1])):  # "3090s", "a10s"
                res = self._card(" ".join([*words[:-1], m.group(1)]))
                match = res.match if res else None
            if match is not None:
                break
        bare = len(group) == 1 and re.fullmatch(r"\d+s?", group[0]) is not None
        if match is not None and bare and sum(c.isdigit() for c in group[0]) < 3:
            match = None  # "cifar-10", "rcnn 50": a number of two digits is no card's name
        if match is not None and bare and not (res and res.dl_relevant):
            match = None  # "500" is no GMA 500: a bare number must name a deep-learning card
        if match is not None and not (res and res.dl_relevant) and not _distinctive(group, match):
            match = None  # an AGP-era card, a console, a phone chip: only on a word of its own name
        entry = names.get(match) if match else None
        popular = bool(entry and entry.popular)
        found = (match, bare, popular)
        if len(self._card_cache) < 4096:
            self._card_cache[text] = found
        return found

    def _weak(self, group: list[str]) -> bool:
        """Whether a group of words is too weak to name a card: no number of three digits or more, no
        code of letters and digits ("a100", "p40", "mi50", "gb10") and no name word but "x"."""
        runs = [len(d) for t in group if not _MEMORY.fullmatch(t) for d in re.findall(r"\d+", t)]
        if runs and max(runs) >= 3:
            return False
        if any(_CODE.fullmatch(t) for t in group):
            return False
        return not any(t.isalpha() and t != "x" and (t in NAME_WORDS or t in self._hard_words) for t in group)



def read(advisor: Advisor, text: str, *, market: str | None = None, bare_currency: str | None = None) -> Reading:
    """Read ``text`` with ``advisor`` (:class:`Reader`, one per advisor, kept on it)."""
    reader = advisor.__dict__.get("_question_reader")
    if reader is None or reader.advisor.names is not advisor.names:
        reader = Reader(advisor)
        advisor.__dict__["_question_reader"] = reader
    return reader.read(text, market=market, bare_currency=bare_currency)
