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
   ("比distill的70B更好", "13B runs - a 34B?", "runs 13b, but 30b?": :mod:`advisor.ask.cues`;
   :mod:`advisor.ask.model_reading`);
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
   said on the read-as line with the nearest known one (say, never swap) (:mod:`advisor.ask.card_reading`);
7. words: the use case, the task, the precision, used/new, and the words of each intent (an owner's
   words, "my", "i have", "i'm on", "我的", "手上有", "用2080ti", and out-of-memory words, "runs out of
   memory", "爆显存", set ``own``; "my budget" and "my first gpu" do not) (:mod:`advisor.ask.word_reading`).

Chinese needs no segmenter: card names and sizes in a Chinese question are written in Latin
letters and digits, which end every Chinese run, and the vocabulary's Chinese words are matched
as substrings. (jieba was considered: its dictionary costs ~1 s to load and it splits "3060和4060"
no better than the script boundary does.)
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from rapidfuzz import process
from rapidfuzz.distance import OSA

from ..commands import BY_NAME
from ..errors import AdvisorError
from ..fits.parsing import released_precision
from ..i18n import Message, Number, Quantity, UserText, msg
from ..image_needs import generator_spans
from ..kinds import MAX_RIG, Given, read_market, read_task
from ..models import SIZED_AS
from ..names.vocabulary import PHRASES
from ..text import clean_input
from . import budgets, card_reading, card_words, cues, devices, era, families, machines, money, several, spans
from . import ran_it as ran_it_module
from .accelerators import noted_devices
from .add_which import asks_add
from .added_job import train_too
from .bare_price import drop_priced_workstations
from .budget_range import range_note, ranges_joined, tilde_joined
from .budgets import MAX_QUESTION_CHARS, BudgetReading, take
from .build_wish import build_notes
from .card_lists import memory_of_unknown
from .card_reading import NAME_WORDS, CardReading
from .cluster import per_node_note
from .cn_amounts import cn_amounts
from .context_said import context_past
from .count_memory import counted_memory
from .device_report import reported
from .devices import device_memory, read_devices
from .edge_devices import intel_numbers, read_codenames, read_edge
from .era import dates_the_asker, era_market
from .families import lora_use
from .family_typos import family_typos
from .framework_train import framework_training
from .free_memory import free_memory
from .gate import gate_loaded, gate_module, gated_vocabulary, opened_items, rewritten
from .gpu_list import listed_counts
from .igpu_aside import blank_intel_igpus, set_aside
from .image_jobs_added import image_jobs_said
from .image_lora_said import image_lora_said
from .image_trained import image_trained
from .integrated_gpu import less_integrated
from .laptop_lines import laptop_lines, line_note
from .level_format import format_blanked
from .list_items import unlist
from .long_text import kept_ends
from .lost_card import lost_cards
from .machines import machine_counts, read_machines, spark_short, strix_halo_share
from .mainly import image_trained_apart, occasional_task
from .memory_each import set_each_memory
from .memory_each_variant import each_variant
from .memory_unnamed import set_pair_counts, set_sized_pair_owned, set_unnamed_memory
from .mine_twice import keep_one_of_mine
from .model_reading import ModelReading
from .model_tags import untagged
from .money import _A_GRAND, blank_amounts, cn_apart, cn_ranges, worded, write_out
from .more_had import more_had, one_more
from .need_over import over_note
from .no_gpu import no_gpu
from .nodes import launcher_apart, nodes_note, nodes_said
from .odd_numbers import odd_spans
from .os_share import os_share_notes
from .own_said import BUILT_WITH, STILL_OF_USE, UPGRADE_OF_HAD
from .owned_memory import OWNED_MEMORY_CARD
from .psu_name import only_supply_owned, psu_blanked
from .ram_as_memory import ram_as_card_memory
from .ran_it import ran_it
from .rewrites import REWRITES as _REWRITES
from .said_apart import likeness_blanked, mac_memory_after
from .setting_values import setting_spans
from .several import one_each
from .sized_twice import keep_sized
from .soc_chips import blank_products, extra_digit, unglue
from .spans import Spans, read_counts, read_spans, sized_ranges
from .theirs import drop_not_asked, drop_theirs
from .tilde import tilde_ranges
from .titan_era import titan_of_era
from .train_llm import train_as_finetune, usd_of
from .trainer_default import stack_default
from .two_budgets import two_budgets
from .two_jobs import second_job
from .units import in_gigabytes
from .unknown_version import blank_unknown, glued_unknown, unknown_note
from .unlisted import blank_unlisted, read_listed, unlisted_model
from .vlm_default import vlm_default
from .vocabulary import Vocabulary, language_of, vocabulary
from .watts import supply_blanked
from .word_reading import WordReading, _first_read

if TYPE_CHECKING:
    from ..api import Advisor
    from ..fits import Architecture
    from ..models import Budget

# a budget changed by a factor in a follow-up: "double the budget", "预算翻倍"; "half the budget", "预算减半"
_FACTOR = re.compile(r"(?:(half|halve|一半|减半|減半)|double|twice|翻倍|翻一倍|加倍|两倍|兩倍)[^.?!]{0,12}?"
                     r"(?:budget|money|spend|预算|預算|钱|錢|$)|(?:budget|预算|預算)[^.?!]{0,6}?(?:(减半|減半|一半)|翻倍|翻一倍|加倍|两倍|兩倍)")
# an environment's list: "GPU 0: NVIDIA A800-SXM4-80GB", "GPU_1: RX 6700 XT" (reader47)
_GPU_INDEX = re.compile(r"(?<![a-z])gpu[\s_]*(\d{1,2})\s*[:：]")
_SEVERAL = re.compile(r"多卡|多张|多張|multi-?gpu|multiple\s+(?:gpus|cards)|several\s+(?:gpus|cards)")
_MARKUP = re.compile(r"<(?:@[!&]?|#|a?:\w+:|t:)\d+(?::\w)?>|@(?:everyone|here)\b|https?://\S+|[*_~`|>\[\]()]")
# a script's or a config's file name ("train_ppo_llama.sh", "configs/qwen_7b.yaml"): no model, card or count in it
_FILE_NAME = re.compile(r"[a-z0-9_./-]*[a-z0-9_]\.(?:sh|py|ipynb|ya?ml|json|cfg|toml|txt|md|bat|ps1)(?![a-z0-9])")
_LATIN_WORD = re.compile(r"(?<![a-z0-9\-])[a-z][a-z\-]{4,}(?![a-z0-9])")  # a whole word ("deepseek-r1" is a name)
# a parameter written as an identifier, then its values in words ("max_seq_length from 2048 to 1024", "num_ctx set to
# 8192", "max_new_tokens of 512"): the setting's, never money (reader38)
_SETTING_WORDS = re.compile(r"(?<![a-z0-9_])[a-z][a-z0-9]*_[a-z0-9_]+\s+(?:from|set\s+to|to|of|at|is|was|as)\s+"
                            r"(\d+(?:\.\d+)?)(?![\w.])(?:\s*(?:to|->|→)\s*(\d+(?:\.\d+)?)(?![\w.]))?")
_TIMES_COUNT = re.compile(r"(?<![\w.])(\d{2,6})\s*(?:[*×]|x(?=\d))\s*\d")
_STAR_COUNT = re.compile(r"(?<![a-z0-9_.])(\d{1,2})\s*\*\s*(?=(?:(?:nvidia|geforce|amd|radeon|tesla|quadro)\s+)*"
                         r"[a-z]{0,6}\s?\d)")  # "8 * NVIDIA GeForce RTX 4090" (reader32)
_STAR_AFTER = re.compile(r"([a-z0-9\u4e00-\u9fff])\s*\*\s*(\d{1,2})(?![\d.])")  # "涡轮显卡 *2" too (reader34)
# "mixtral 7b*8" is Mixtral 8x7B; "30 kEuro" is 30k euros; "2080ti 魔改22g" the modified 22 GB card
# a card's number typed with the letter o for a zero ("3o90", "rtx3o90", "4o9o", "1o80ti"): read as the digit where the
# number then names a card (Reader._zero_letters), never in a word ("1oo%" has one digit, "good" none)
_LETTER_O = re.compile(r"(?<![a-z0-9.])((?:rtx|gtx|rx)\s?)?([1-9][0-9o]{2,3})(?![0-9o])")
# "1660T", "gtx 2080t": a Ti written as a bare "t" right after the number (Reader._zero_letters)
_SHORT_TI = re.compile(r"(?<![a-z0-9.])((?:(?:rtx|gtx)\s?)?(\d{3,4}))t(?![a-z0-9])")
# a Founders Edition's "fe" glued to the Ti or Super ("3090tife", "4070superfe"): the card, its edition dropped
_GLUED_FE = re.compile(r"(?<![a-z0-9.])((?:(?:rtx|gtx)\s?)?\d{3,4}\s?(?:ti|super))fe(?![a-z0-9])")
# a data-centre card's code ("h20", "b70"): a single word that names no card is an unknown device


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
    windows_before: bool = False  # the question before named Windows (Context.windows): an engine asked after it
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
    run_asked: bool = False  # "能跑吗", "can it run": whether it runs, with no model asked for
    verdict_asked: bool = False  # a why word that is no owner's word ("worth it", "any good", "怎么样")
    upgraded_from: bool = False  # the card read is the one the owner upgrades from ("upgrade from my 1080 ti")
    task: str | None = None
    precision: str | None = None
    use_case: str | None = None
    gpus: int | None = None
    market: str | None = None
    condition: str | None = None
    currency: str | None = None  # "in euros": the budget's currency changes
    budget_factor: float | None = None  # "what if I double the budget?", "预算减半": the budget before, times this
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
    memory_each: list[float] = field(default_factory=list)  # cards said by memory alone, one each ("22G和24G": fix51a)
    card_at: list[int] = field(default_factory=list)  # where each card of ``cards`` was said in ``card_text``
    card_text: str = ""  # the question as the card reader read it (lower case): ``card_at``'s offsets
    model_family: str | None = None  # a model family named with no size the table knows ("llava", "r1")
    enough_asked: bool = False  # "enough", "够": whether the hardware is enough asked
    job_task: str | None = None  # the task a job word says with no model named ("训练": full-finetune)
    task_word: bool = False  # LoRA named as such ("lora", "peft"), not read from "fine-tune" alone
    unsupported_dropped: bool = False  # a card dropped as a software's unsupported one (advisor.ask.only_had)
    identifiers: list[str] = field(default_factory=list)  # names joined by underscores ("oa_sft_llama_30b")
    # the values given to a setting ("--max_num_batched_token 2048", "max_length 512"): numbers, never money (reader32)
    setting_values: set[str] = field(default_factory=set)
    family_use: bool = False  # the LLM use case was read from a model family's word alone ("for llama")
    unknown_model_ends: list[int] = field(default_factory=list)  # where each model the table lacks ended (fix33a)
    stand_in: Architecture | None = None  # a model the answer is sized on, none named (an unnamed VLM: fix48b)
    unknown_glued: str | None = None  # "glm5.1": a version the table lacks glued to its family, the family named
    notes: list[Message] = field(default_factory=list)  # assumptions and corrections said on the read-as line


TYPO_FIXES = 4096
"""At most this many words' corrections kept per reader (:func:`_correct_typos`' ``fixes``), then started afresh."""


def _correct_typos(s: str, vocab: Vocabulary, known: frozenset[str], fixes: dict[str, str] | None = None) -> str:
    """Latin words of five letters or more that no list and no card name knows, replaced by the
    vocabulary word one edit away (two from eight letters): "recomend" → "recommend". ``fixes``: each word's
    correction kept (the reader's: ``vocab`` and ``known`` are its own, so a word's correction never changes;
    rapidfuzz's search of the vocabulary made once per word, not per question: perf37)."""
    def fix(m: re.Match[str]) -> str:
        w = m.group()
        if w in known or w in vocab.keep:
            return w
        if fixes is not None and (done := fixes.get(w)) is not None:
            return done
        limit = 1 if len(w) < 8 else 2
        hit = process.extractOne(w, vocab.correctable, scorer=OSA.distance, processor=None, score_cutoff=limit)
        fixed = hit[0] if hit else w
        if fixes is not None:
            if len(fixes) >= TYPO_FIXES:
                fixes.clear()
            fixes[w] = fixed
        return fixed

    return _LATIN_WORD.sub(fix, s)


def v_model_words(vocab: Vocabulary, s: str) -> bool:
    """Whether ``s`` asks which model ("which model", "能跑什么"), not only whether it runs."""
    return any(not cues.NO_MATTER.search(s[max(0, m.start() - 12):m.start()]) for m in vocab.model_question.finditer(s))


class Reader(CardReading, BudgetReading, ModelReading, WordReading):
    """Reads questions with one advisor's name index, model table and markets (:func:`read`)."""

    def __init__(self, advisor: Advisor, vocab: Vocabulary | None = None) -> None:
        """Read with ``advisor``'s catalogue and ``vocab`` (default: ``words.toml``)."""
        self.advisor = advisor
        self.vocab = gated_vocabulary(vocab or vocabulary())  # its patterns behind their literal gates (.gate)
        tables = advisor.names.tables
        self._known = frozenset(tables.vocab_freq) | frozenset(tables.board) | frozenset(self.vocab.correctable)
        self._card_numbers = frozenset(tables.numbers)
        self._intel_numbers = intel_numbers([e.name for e in tables.entries])  # Intel iGPUs held (.edge_devices)
        # the numbers sold with a Ti ("1660", "2080"): "1660T", "2080t" is the Ti written short (_zero_letters)
        self._ti_numbers = frozenset(m.group(1) for e in tables.entries
                                     if (m := re.search(r"(?<![\w.])(\d{3,4}) Ti(?![\w])", e.name)))
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
        self._typo_fixes: dict[str, str] = {}  # a word → its correction (_correct_typos: perf37)
        # a family's name written glued ("gptoss", "deepseekr1"): read as the family word the table spells apart
        glued = {re.sub(r"[\s-]", "", f): f for f in self.vocab.family_names if re.search(r"[\s-]", f)}
        self._glued = {g: f for g, f in glued.items() if g not in self.vocab.family_names}
        self._glued_words = re.compile(r"(?<![a-z0-9])(" + "|".join(map(re.escape, self._glued)) + r")(?![a-z])")
        self._before_end = re.compile("(?:" + self.vocab.budget_before.pattern + r")\s*(?:a\s+|an\s+)?$")

    # -- the steps ---------------------------------------------------------------------------
    def _no_models(self, s: str) -> str:
        """``s`` without the words that look like an LLM and are none: a tool ("llama.cpp", ``words.toml``
        ``not_models``) or an image or video generator named with its size or kind ("wan 2.2 14b", "qwen-image":
        :func:`advisor.image_needs.generator_spans`, fix64b)."""
        m = self.vocab.not_models.search(s)
        while m:
            s = take(s, m.span())
            m = self.vocab.not_models.search(s)
        for span in sorted(generator_spans(s), reverse=True):
            s = take(s, span)
        return s

    def read(self, text: str, *, market: str | None = None, bare_currency: str | None = None) -> Reading:
        """Read ``text`` (any string; see the module docstring). ``market`` is the market a budget
        is read in when the text names none; ``bare_currency`` the currency of a bare amount
        (a Discord server's setting). Never raises."""
        text = "" if text is None else str(text)
        text, cut = kept_ends(text, MAX_QUESTION_CHARS)  # a long post: its start and its end (advisor.ask.long_text)
        raw = clean_input(text, len(text))
        text_clean = raw == text  # nothing hidden was dropped
        r = Reading(text=raw.strip(), language=language_of(raw, self.vocab), notes=cut)
        # a full-width comma separates, never groups digits: "预算¥6000，4060ti" is 6000 and a 4060 Ti, never 6000,4060
        s = unicodedata.normalize("NFKC", raw.replace("，", "， ")).lower().replace("’", "'")
        s = spark_short(sized_ranges(tilde_ranges(s)))  # "650~850w" (.tilde); "400-450gb" (.spans); "two Sparks"
        s = re.sub(r"(?<![a-z0-9_.])(\d{3,5})\s*\*\s*(\d{3,5})(?![a-z0-9_.])", r"\1x\2", s)  # "480*832": a size (spans)
        s = unlist(s)  # "1. buy 1 pascal titan x 2. buy 2 gtx 1080": the options, each its card and count
        s = _STAR_COUNT.sub(r"\1x ", s)  # "8 * 4090", "7* 3090": a count, before Markdown's "*" is dropped
        s = _STAR_AFTER.sub(r"\1 x\2", s)  # "a800 * 8", "mixtral 7b*8"
        r.identifiers = [i.replace("_", " ") for i in re.findall(r"[a-z0-9]+(?:_[a-z0-9]+)+", s)]
        r.setting_values, s = setting_spans(s)  # "--port 8000", "CACHE_SIZE=5000": a setting's, never a card (reader34)
        r.setting_values |= {m.group(1) for m in _TIMES_COUNT.finditer(s)}  # "5250*2" in a pasted spec: a part, counted
        r.setting_values |= {n for m in _SETTING_WORDS.finditer(s) for n in m.groups() if n}  # "max_seq_length from
        # 2048 to 1024": the setting's values, never money (reader38)
        s, likened, likened_memory = likeness_blanked(mac_memory_after(s))  # "32 GB Mac M4"; "(it's like a 2080 Ti"
        r.notes += [msg("ask.likeness", "“{typed}” is read as what the device is likened to, not a card asked about.",
                        typed=UserText(value=typed)) for typed in likened]  # (fix76a)
        s = _MARKUP.sub(" ", tilde_joined(s))  # "预算3k~5k": a range of money, before "~" is dropped (.budget_range)
        for a, b in PHRASES:  # the name index's Chinese and nickname words (泰坦 = titan, 显卡 dropped)
            if a in s and b.strip():
                s = s.replace(a, b)
        s = self._glued_words.sub(lambda m: self._glued[m.group(1)], s)  # "gptoss 120b": gpt-oss 120b
        s = cues.GLUED_TITAN.sub(r"titan \1", s)  # "one single TitanX GPU": the Titan X, never corrected to "titan"
        s, lines = laptop_lines(s)  # "lenovo legion 5 pro 4070": a laptop's GPU, before typos ("legion") (break35 #9)
        r.notes += line_note(lines)
        s = family_typos(_correct_typos(s, self.vocab, self._known, self._typo_fixes), self.vocab, self._known,
                         r.notes)  # "lama 3 8b"
        s = extra_digit(unglue(self._zero_letters(s)), self._ti_numbers, self._card_numbers)  # "arc770", "20808ti"
        s = rewritten(_REWRITES, s)  # each pair in turn, only where its words are (advisor.ask.gate)
        s = cn_apart(in_gigabytes(untagged(s)))  # "qwen3:30b-a3b" (.model_tags); "4go vram" (.units); "4090一万二"
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
        # "train_ppo_llama.sh": a file, never the model "llama.sh"; "8-bit adam": the optimizer's states, no precision
        # the last first: a barrier is not as long as what it takes, so a later span found before it would shift
        # ("… detr.ipynb. … detr.ipynb? My 6GB GPU": the second take blanked "my 6g", reader54)
        for span in sorted((f.span() for f in [*_FILE_NAME.finditer(s), *cues.EIGHT_BIT_OPTIMIZER.finditer(s)]),
                           reverse=True):
            s = take(s, span)
        codenamed, s = read_codenames(s)  # "the granite ridge GPU": an AMD chip's graphics, no Granite model (reader42)
        s = self._no_models(s)  # "llama.cpp", "wan 2.2 14b", "qwen-image": no LLM
        s, r.model = read_listed(s, self._given)  # "kimi k2", "minimax m1 456b": rows of the model table
        r.unknown_glued = glued_unknown(s, self.vocab.family_names, self._given.need().llm_models.rows)
        s, r.unknown_model_ends = blank_unknown(blank_unlisted(s), self.vocab.family_names,
                                                self._given.need().llm_models.rows)  # "minimax m2", "deepseek v4": a
        # model the table lacks, never an Apple M2 nor another model (.unlisted, .unknown_version); where each ended
        before = s
        edge, s = read_edge(s, self._intel_numbers)  # "hailo-8l", "2x cmp", "5900hx igpu", "uhd 520" (reader42)
        edge = codenamed + [d for d in edge if d not in codenamed]
        machines, s = read_machines(blank_products(s), self._given, r.notes)  # "framework 13 laptop": no macbook
        intel, s = blank_intel_igpus(s)  # "a 3060 and intel uhd 770": an iGPU, never the GTX 770 (fix42c)
        devices, s = read_devices(s)  # "昇腾910B", "MTT S80", "snapdragon 870": never a card or a model
        devices = edge + [d for d in devices if d not in edge]
        odd, s = odd_spans(s, before)  # "need -24gb vram", "under 0 seconds", "1e9 tok/s": said, unread (.odd_numbers)
        r.spans, s = read_spans(s, self.vocab)
        r.spans.memory_gb = r.spans.memory_gb if r.spans.memory_gb is not None else likened_memory  # "(…, 16 GB)"
        r.notes += odd
        r.spans.memory_gb = device_memory(before, devices, r.spans.memory_gb)  # "8 x Ascend 910B4 32GB": its memory
        if r.spans.speed_tps is not None:  # "at least 20 tok/s", "要2 token每秒": said, as no answer ranks by it
            r.notes.append(msg("ask.speed-wanted", "You want at least {speed} tokens a second: I do not rank by "
                               "speed, so weigh it against the speeds the answer gives.", speed=Number(
                                   value=r.spans.speed_tps)))
        counted_machines = machine_counts(before, machines)  # "2 x M3 ultra 256GB": two of that machine
        # "笔记本" is rewritten "mobile" by the name index's phrases: a laptop said, wherever it stands
        r.spans.laptop = r.spans.laptop or bool(cues.CN_LAPTOP.search(raw))
        if r.spans.precision is not None:
            r.precision = r.spans.precision
        levels = format_blanked(before)  # "q8 gguf": the level's format, no second precision said (reader54)
        said = sorted((m.start(), name) for name, p in opened_items(self.vocab.precisions, levels)
                      for m in p.finditer(levels))
        if len({name for _, name in said}) > 1 and cues.NEXT_TRY.search(before[:said[-1][0]][-24:]):
            r.precision = said[-1][1]  # "even int8 gives me OOM, maybe int4?": the one asked about, not the one tried
        s = self._model(s, r) if r.model is None else s
        if r.precision == "released":  # "full precision": the model's released weights (words.toml [precision])
            r.precision = released_precision(r.model) if r.model is not None or r.use_case in (None, "llm") else "fp32"
        s = _A_GRAND.sub(r"\1 1 grand", worded(s))  # "less than a grand": one thousand; "two grand": 2 grand
        s = cn_amounts(cn_ranges(write_out(s)))  # "$1e12": its amount, said too large; "三四千": 3千-4千; "1万5": 1.5万
        s = ranges_joined(s, self._popular)  # "between 500 and 700": "500-700", its top the budget (break35 #13)
        s = blank_amounts(self._budget(s, r, market or r.market, bare_currency))  # a second amount is no card
        counted = s
        s = self._counts(s, r)
        if counted_machines:
            r.spans.counts = sorted([*r.spans.counts, *counted_machines])
            r.gpus, r.count_at = r.spans.counts[0][2], r.spans.counts[0][:2]
        s = self._cards(psu_blanked(supply_blanked(s)), r, machines)  # "a G 750M power": a supply, no GT 750M
        self._family_in_card(r)  # "is a Xeon Phi better than the GTX 1080s": Phi was the card, no LLM was said
        drop_priced_workstations(r, self.advisor)  # "二手3090 5000": the 3090's price, no Quadro RTX 5000
        drop_not_asked(r)  # "no money for a 5090 but … a 5080" (reader31), "you are using single A100" (reader33)
        if len(r.cards) == 1:
            more_had(r)  # "一张3060，再加一张3060", "两张3090，想再加两张": more than had
        elif len(r.cards) >= 2:
            one_more(r)  # "现有3060一张，再买一张3060还是换成3090": two 3060s weighed against the 3090
        self._recount(r)
        ram_as_card_memory(r, lambda n: self.advisor.catalog.card(n).memory_gb)  # "型号为RTX 3060，内存12G" (reader50)
        set_each_memory(r)  # "3050ti和3060ti … 显存一个是4g，一个是8g": each card's memory, in order (reader43)
        each_variant(self.advisor, r)  # "2080ti和3090，显存分别22G和24G": the 22 GB 2080 Ti (.memory_each_variant)
        counted_memory(self.advisor, r)  # "2x 3090 48gb": 48 GB in all; "2x 4090 48GB": the other reading said
        if one_each(counted, r.spans.counts, r.cards):  # "two cards 3090 and 2080ti": one of each
            r.card_counts, r.gpus = [1] * len(r.cards), None
        self._memory_variant(r)  # "3060 GPU 8 GB": the 8 GB 3060; "a 4090 (24 GB)": its memory stated
        self._machine_for_model(r, machines)  # "mac mini vs 3090 for 70b": the Mac mini that holds 70B
        self._era(r, market)  # "the new 1080 ti": the market of its era
        titan_of_era(r, self.advisor.names.get)  # "2080Ti还是Titan": the TITAN RTX, never the 2013 GTX TITAN
        if not r.cards and r.spans.memory_gb is None:  # "3500MB free vram", no card: the memory to fit in (break29 #2)
            r.spans.memory_gb = free_memory(before)
        if len(r.cards) == 1 and r.card_memory[0] is None and r.spans.memory_gb is not None and not (
                OWNED_MEMORY_CARD.search(r.text.lower())) and not memory_of_unknown(r.unknown, r.spans.memory_gb):
            # "I have a 24GB card, is a 5090 worth it?" (fix38a); "rtx 4060 or jetson orin 16gb": the Jetson's (fix73b)
            self._laptop_by_memory(r, r.spans.memory_gb)  # "a 3080 … 16GB VRAM": the laptop 3080 has 16 GB
            self._note_card(r, r.cards[0], "", r.spans.memory_gb)  # "my rtx2080ti with 12g": 11 GB, not 12 GB
        self._note_unknown(r)
        devices = set_aside(r, intel, self.advisor) + devices  # an iGPU beside a discrete card: set aside (fix42c)
        noted_devices(r, devices, before)  # no card in the catalogue is one of them: no nearest card is said
        self._owner(r, before)
        drop_theirs(r)  # an owner's card first, another said as someone else's: "… you manage to train on 3090"
        keep_one_of_mine(r)  # "on my Ada L40 … for my NVIDIA L40s": one card of the asker's, named twice (reader43)
        keep_sized(r)  # "一块2080ti … 我目前用的是2080ti22GB": the asker's one card, bare and sized (reader53)
        self._bare_budget(s, r, market or r.market, bare_currency)
        r.notes.extend(range_note(r.budget))  # "600-800": the range said, its top read (break35 #13)
        r.notes.extend(two_budgets(r.text, r.budget))  # "1000 euros or 800 dollars": the one used, said
        r.notes += build_notes(r.text.lower(), r.cards)  # "quiet and low power", "小机箱": kept to (build_wish)
        r.notes += os_share_notes(r.text, r.cards)  # "strix halo on linux": the GPU's share there (fix53b)
        if r.budget is not None and not text_clean:
            self._hidden_budget(text, r, market or r.market, bare_currency)
        self._settle(r, r.text.lower())
        no_gpu(r)  # "I have no GPU, what can I run?", "0 GB VRAM", "没有显卡": what the CPU runs (break30 #12)
        r.own = r.own and not only_supply_owned(r.text.lower())  # "will my corsair rm850x run a 4090?": the supply's
        if r.budget is None and (factor := _FACTOR.search(r.text.lower())):
            r.budget_factor = 0.5 if factor.group(1) or factor.group(2) else 2.0
        job = _first_read(self.vocab.tasks_with_model, s, read_task)
        # a budget beside a card ("I have $1500, is the 4090 worth it?", "our company has 3000 euros"): a buyer
        mine = cues.MY_CARD.search(s) or cues.CARD_IS.search(r.text.lower())  # "my current card is an old rx 580"
        upgrading = cues.UPGRADE.search(s) or cues.BUY_WHAT.search(s) or cues.SHOULD_BUY.search(s)  # "I have an rx
        # 580, which card to buy for 800?", "I have a 3060, budget 2500, should I get a 4090 or a 5090?"
        r.own = r.own and (r.budget is None or "oom" in r.intents or bool(mine) or bool(upgrading and (
            cues.I_HAVE_CARD.search(s) or cues.bought(r.text.lower()))) or bool(
            asks_add(r.text) and cues.I_HAVE_CARD.search(s))) or r.upgraded_from  # "upgrade from 1080 ti,
        # budget 1000", "2017年买的1080，预算5000元升级": the card replaced is had
        set_pair_counts(r)  # "is a 4090 faster than my 3090 … with two of them": a pair against a pair (fix51a)
        set_sized_pair_owned(r)  # "2080ti 22g + 3090 24g, can they run 70b together": the owner's pair (fix51a)
        set_unnamed_memory(r)  # "我的两张卡显存分别22G和24G": the owner's cards by their memory, one each (fix51a)
        lost_cards(r)  # "my 3090 died, replacement under $1000?": a buyer, the card gone no card had
        r.use_case = r.use_case or lora_use(r, s)  # "LoRA微调 预算1万": the LLM fine-tune, ranked for it
        done = self.vocab.tasks["inference"].search(s) if r.task == "inference" else None
        if done is not None and cues.WANT_TRAIN.search(s, done.end()):
            r.task = None  # "推理跑起来了。想基于70b训练": the training wanted after it, not the inference done
        if r.model is not None and r.task is None:
            r.task = job
        # "1500 euros for training LLMs": the fine-tune a buyer trains; "$100000 for my own llm": a server
        train_as_finetune(image_trained_apart(occasional_task(r)), s, usd_of(self.advisor, r))
        train_too(r, s, self.vocab.tasks["full-finetune"].search(s) is not None)  # "llama 3 8b, and train too"
        stack_default(r, s, self.vocab.tasks["full-finetune"].search(s) is not None)  # "with unsloth": its QLoRA
        r.job_task = r.task or job
        second_job(r, lambda part: _first_read(self.vocab.tasks_with_model, part, read_task) or _first_read(
            self.vocab.tasks, part, read_task))  # "run qwen 32b and LoRA a 7b": the first pair's task, the second said
        if r.task in SIZED_AS:  # "GRPO on a 7b": sized as the training it does, and the read-as line says so
            r.notes.append(msg("ask.grpo-sized", "GRPO is sized as its LoRA training; the rollouts' generation "
                               "needs memory on top."))
        return r

    def _recount(self, r: Reading) -> None:
        """The count of the one card read, from what the question says beside the counts read: the cards an
        environment lists ("GPU 0: A800 … GPU 3: A800": four, owned), machines of several cards each ("两台8卡A100":
        sixteen) and the card said again with more of it ("一张4090…两张4090": two)."""
        if len(r.cards) >= 2 and (each := listed_counts(r.text.lower(), r.cards)) is not None:
            r.card_counts, r.own = each, True  # "GPU 0: … 3090, GPU 1: … 3090, GPU 2: … 4090": two 3090s, one 4090
        nodes = nodes_said(r.text.lower()) if len(r.cards) <= 1 else None  # "两台8卡A100", "3 nodes x 8 a100"
        nodes = launcher_apart(nodes, r.spans.counts, r.spans.counted_text)  # "--nnodes 2 … 我的服务器是8*A6000": 8
        if nodes is not None and not r.cards and (r.gpus or 1) in (1, *nodes[:2]):  # "三个节点一个节点八台gpu": 24
            r.gpus = nodes[0] * nodes[1]
            r.notes.append(nodes_note(*nodes))
        if len(r.cards) != 1:
            return
        listed = len(set(_GPU_INDEX.findall(r.text.lower())))
        if listed >= 2 and r.card_counts[0] == 1:  # "GPU 0: A800 … GPU 3: A800": four listed
            r.card_counts[0], r.own = listed, True
        if nodes is not None and r.card_counts[0] in (1, *nodes[:2]):  # "2 nodes with 8 H100 each": 16 cards in all
            r.card_counts[0] = nodes[0] * nodes[1] if nodes[0] * nodes[1] <= MAX_RIG else nodes[1]  # past one rig:
            r.notes.append(nodes_note(*nodes) if nodes[0] * nodes[1] <= MAX_RIG else per_node_note(*nodes))  # a node
        if r.card_counts[0] > (r.gpus or 1) or (len(r.spans.counts) >= 2 and r.card_counts[0] != r.gpus and (
                r.card_counts[0] in {c[2] for c in r.spans.counts[1:]})):
            # "一张4090单卡…而用两张4090卡": the card said again with more of it; "4x mi50 32gb vs 2x 3090",
            # "1000 epochs on 4 gpus takes 3 days, can a single 4090 do it?": the count the card has, never another's
            r.gpus = r.card_counts[0]

    def _settle(self, r: Reading, low: str) -> None:
        """What the slots read say together (issue 27 round 4): the memory asked about for a model is the
        memory stated; a rig said by its memory and RAM asks what it holds; whether one card runs it, with no
        model, asks its verdict (why); a card, a price and a deal's words ask the verdict on that offer."""
        sized = r.model.name if r.model is not None and r.model.kind == "size" else None  # "nemotron 70b": generic
        if (r.model is None or sized) and r.model_family in (None, r.unknown_glued) and (
                unlisted := unlisted_model(low, sized) or (
                unknown_note(low, self.vocab.family_names, self._given.need().llm_models.rows, sized))):
            r.notes.append(unlisted)  # "kimi k2 on 2x 5090": a model the table lacks, said (advisor.ask.unlisted)
            r.use_case = r.use_case or "llm"  # "glm5.1 完整版本700g+": an LLM named, if unknown
        vlm_default(r, low, self._given)  # "caption images with a local VLM": a VLM's size and speed (fix48b)
        image_lora_said(r, low)  # "想訓練自己的LoRA畫動漫圖": the image model's LoRA, by what it draws (fix51d)
        image_trained(r, low)  # "3090 or 5070 ti for training diffusion models": memory, then training (fix48b)
        image_jobs_said(r, low)  # "generate images with flux and also train a LoRA": both jobs said (fix56b)
        if r.spans.memory_gb is None and r.memory_gb is not None and not r.cards and (r.model or r.model_family):
            r.spans.memory_gb = r.memory_gb  # "is 16gb enough for wan 2.1 14b?": the memory asked about, stated
        r.spans.memory_gb = strix_halo_share(r.unknown, r.spans.memory_gb, self.advisor.names.names, lambda n: (
            self.advisor.catalog.card(n).llm_memory_gb)) or r.spans.memory_gb  # "ai max 390 with 64gb": the GPU's 48
        if not (r.cards or r.unknown or r.own or r.model or r.model_family):  # "need 128gb vram under 5000": a floor
            r.spans.memory_gb = r.spans.memory_gb if r.spans.memory_gb is not None else r.spans.need_gb  # (break27 #4)
        if r.spans.need_over is not None and not r.cards:  # "need 1000000gb vram": said, never dropped (break28 #5)
            r.notes.append(over_note(r.spans.need_over))
        if r.spans.context_tokens is None and (past := context_past(low)) is not None:  # "gemma 2b with 10m
            r.notes.append(past)  # context": longer than any sized here, said (judge32 E14)
        said = r.spans.memory_gb if r.spans.memory_gb is not None else r.memory_gb
        if r.enough_asked and said is not None and not r.cards and not r.own and r.model is None and (
                r.model_family is None):  # "are 4 or 6 GB enough?": asked about, never a minimum the ranking keeps to
            r.notes.append(msg("ask.memory-asked", "You asked whether {memory} is enough: the cards below are not "
                               "limited to that memory.", memory=Quantity(value=said, unit="GB")))
        if not r.cards and not r.unknown and r.budget is None and r.model is None and (
                r.spans.memory_gb is not None and r.spans.ram_gb is not None):
            r.model_question = True  # "trained with VRAM 12GB and 32GB of RAM?": a rig described, what it holds
        if r.run_asked and r.model_question and not v_model_words(self.vocab, low) and (len(r.cards) == 1 or (
                not r.cards and len(r.unknown) == 1)) and max(  # "M3 Pro芯片可以运行吗": a device unknown, the same
                [r.gpus or 1, *r.card_counts]) == 1 and r.model is None and r.model_family is None and (
                not _SEVERAL.search(low)):
            r.model_question = False  # "2080TI显卡能跑吗？", "can my 4060 run it?": the verdict on that card (why)
        if r.model_question and framework_training(r.text, model_named=bool(r.model or r.model_family), llm_use=(
                r.use_case == "llm")):  # "can I train with pytorch?": the card's training standing (break26 #24)
            r.model_question = False
        if len(r.cards) == 1 and r.budget is not None and (not r.own or cues.PAID.search(low)) and (
                cues.DEAL.search(low)) and not cues.BUDGET_SAID.search(low):
            r.intents.add("why")  # "4090 3500美元 值吗": a price offered for the card, its verdict asked (an offer)

    def _zero_letters(self, s: str) -> str:
        """``s`` with each card number typed with the letter o for a zero read with the digit ("rtx3o90" → "rtx3090",
        "4o9o" → "4090"): only where two digits or more were typed and the number names a card of the catalogue; and
        a Ti written as a bare "t" ("1660T", "2080t") read as the Ti, where that number is sold as a Ti; a Founders
        Edition's "fe" glued to the Ti or Super ("3090TIFE") left out."""
        def digit(m: re.Match) -> str:
            number = m.group(2)
            fixed = number.replace("o", "0")
            if "o" not in number or sum(ch.isdigit() for ch in number) < 2 or fixed not in self._card_numbers:
                return m.group()
            return (m.group(1) or "") + fixed
        s = _GLUED_FE.sub(r"\1", _LETTER_O.sub(digit, cues.SWAPPED_LINE.sub("rtx", s)))
        return _SHORT_TI.sub(lambda m: m.group(1) + " ti" if m.group(2) in self._ti_numbers else m.group(), s)

    @staticmethod
    def _owner(r: Reading, s: str) -> None:
        """The asker's own hardware said without an owner's word: a rig listed with its system RAM
        ("40核6133 CPU、显卡 4*4090D、256G D4内存", "RTX 5090 32GB … 内存64GB DDR5"), "总共4张卡", "单卡A6000 40G",
        "使用colab的T4" — unless the question is about buying."""
        if r.own:
            return
        if (r.cards or r.unknown) and (cues.bought(s) or BUILT_WITH.search(r.text.lower())):
            r.own = True  # "got a used mi50 32gb", "刚买了一张3090", "built my pc with a 2070 super": had
            return
        if cues.BUYING.search(s):
            return
        r.own = bool(cues.CN_RIG.search(s)) or bool(cues.BARE_HAVE.search(s)) or ran_it(
            s, bool(r.cards) or bool(r.unknown) or (r.gpus or 1) > 1, r.text.lower()) or (
            # "3060+P100，需要在哪里设置一下", "4卡（32G）推理32b，如何分配显存": set up, so had
            (bool(r.cards) or (r.gpus or 1) > 1) and bool(cues.SETUP.search(s))) or (
            bool(r.cards) and bool(cues.RIG_JOINED.search(s))) or (
            r.spans.ram_gb is not None and bool(r.cards) and not cues.WEIGHED_CARD.search(s)) or (
            r.spans.memory_gb is not None and bool(cues.USAGE_OF.search(r.text.lower()))) or (
            # "MacBook Pro，32G 内存，可以跑哪个model": a machine described, its models asked
            r.model_question and any(re.search(r"\d\s?gb$", u) for u in r.unknown)) or (
            bool(r.cards or r.unknown) and reported(r.text.lower())) or (
            (bool(cues.CARD_HEADER.match(s)) and not cues.CHOICE.search(s)) or (
                bool(r.cards or r.unknown) and cues.labelled_rig(s))) or (
            # "2070 super, worth upgrading?"; "is an rx 580 useless for ai?" (fix84d)
            len(r.cards) == 1 and not r.unknown and bool(UPGRADE_OF_HAD.search(s))) or (
            len(r.cards) == 1 and not r.unknown and bool(STILL_OF_USE.search(r.text.lower())))

    def _family_in_card(self, r: Reading) -> None:
        """The LLM use read from a model family's word alone is unsaid when every such word of the question is a
        word of a card read ("Xeon Phi": the Xeon Phi 7120P, not Microsoft's Phi models; U11)."""
        if not (r.family_use and r.cards):
            return
        words = {w for c in r.cards for w in c.lower().split()}
        found = [m.group().strip() for m in self.vocab.families.finditer(r.text.lower())]
        if found and all(f in words for f in found):
            r.use_case = None


    def _era(self, r: Reading, market: str | None) -> None:
        """The market of the era a card called new names (:mod:`advisor.ask.era`), when no market is set."""
        if market is None and r.market is None and r.cards:
            r.market = era_market(r.text.lower(), r.cards, self._release_year, self.advisor.catalog.markets,
                                  self.advisor.catalog.market(None).id)

    def _release_year(self, card: str) -> int | None:
        """A card's release year in the catalogue (None for a machine or a card it dates not)."""
        entry = self.advisor.names.get(card)
        return entry.release_year if entry is not None else None

    def _market(self, s: str, r: Reading) -> str:
        known = self.advisor.catalog.markets
        for market_id, p in self.vocab.markets.items():
            m = p.search(s)
            if m and market_id in known:
                if not (any(ch.isdigit() for ch in m.group()) and dates_the_asker(s, m.span())):
                    r.market = r.market or read_market(m.group(), self._given)  # "2017年买的1080": no market
                s = take(s, m.span())
        return s


    def _counts(self, s: str, r: Reading) -> str:
        """Every count of GPUs (module docstring, 5; :func:`advisor.ask.spans.read_counts`), blanked so that
        no count is read as a card ("2x3090" → "3090"); ``gpus`` is the first count said."""
        said = s
        s = read_counts(s, r.spans, self.vocab)
        vague = [c for c in r.spans.counts if cues.VAGUE_COUNT.match(said[c[0]:c[1]].strip())]
        asked = [c for c in vague if cues.VAGUE_CHOICE.search(said[max(0, c[0] - 24):c[0]])]  # "single or multiple"
        one = [d for d in r.spans.counts for c in asked if d[2] == 1 and 0 <= c[0] - d[1] <= 24]  # its "single"
        r.spans.counts = [c for c in r.spans.counts if c not in asked and c not in one]
        vague = [c for c in vague if c not in asked]
        if vague and any(c[2] > 1 for c in r.spans.counts if c not in vague):  # "multiple GPUs (4x 3090)": the number
            # said ("a few 3090s or one A6000": "one" is another card's, the few stay two assumed)
            r.spans.counts = [c for c in r.spans.counts if c not in vague]
            vague = []
        for start, end, n, _ in vague:  # "several 4090s": two assumed, said so
            r.notes.append(msg("ask.count-assumed", "“{typed}” read as {count:.0f} cards; say how many you mean.",
                               typed=UserText(value=said[start:end].strip()), count=n))
        theirs = [c for c in r.spans.counts if cues.THEIRS_AFTER.match(said[c[1]:c[1] + 40])
                  or cues.THEIRS_BEFORE.search(said[max(0, c[0] - 24):c[0]])]
        if theirs and len(theirs) < len(r.spans.counts):  # "our equipment is 4090 X 4, not the 4090 X 8 you have":
            r.spans.counts = [c for c in r.spans.counts if c not in theirs]  # the authors' count is not the asker's
        r.spans.counts = less_integrated(r.spans.counts, said)  # "2 gpu's? … a 3060 and an integrated gpu" (reader41)
        if r.spans.counts:
            r.gpus = r.spans.counts[0][2]
            r.count_at = r.spans.counts[0][:2]
        elif self.vocab.of_them.search(s):  # "2 of them", "两个呢"
            # "第3个epoch", "3个epoch": no count of cards
            m = re.search(r"(?<![\d.第])([1-8]|two|three|four|five|six|seven|eight)\s*"
                          r"(?:of\s+(?:them|those|these|it)|(?:个|個)(?=\s*(?:呢|吗|嗎|吧|的话|的話|卡|显卡|顯卡|gpu|"
                          r"[?？。，,!！]|$)))", s)
            if m:  # "2 of them", "two of them", "两个呢"
                r.gpus = int(m.group(1)) if m.group(1).isdigit() else self.vocab.counts[m.group(1)]
        return s


def reader_of(advisor: Advisor) -> Reader:
    """``advisor``'s :class:`Reader` (one per advisor, kept on it; made on first use)."""
    reader = advisor.__dict__.get("_question_reader")
    if reader is None or reader.advisor.names is not advisor.names:
        reader = Reader(advisor)
        advisor.__dict__["_question_reader"] = reader
        gate_loaded()  # every reading and answering module's patterns behind their gates (advisor.ask.gate)
    return reader


def read(advisor: Advisor, text: str, *, market: str | None = None, bare_currency: str | None = None) -> Reading:
    """Read ``text`` with ``advisor`` (:class:`Reader`, one per advisor, kept on it)."""
    return reader_of(advisor).read(text, market=market, bare_currency=bare_currency)


# issue 30 §1: each pattern of the reader's modules behind its literal gate (advisor.ask.gate): a pattern none of
# whose required strings is in the text is not run; every answer is the pattern's own
for _module in (budgets, card_reading, card_words, cues, devices, era, families, machines, money, ran_it_module,
                several, spans):
    gate_module(vars(_module))
gate_module(globals())
