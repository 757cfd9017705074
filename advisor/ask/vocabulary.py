"""The question reader's vocabulary, loaded from ``advisor/ask/words.toml`` (data, not code).

:func:`vocabulary` reads the file once and compiles each list of words into one regular
expression (longest phrase first; Latin phrases on word boundaries, Chinese ones anywhere), so a
question is scanned once per list.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from ..i18n import Message, msg
from .gate import EQUIVALENT

WORDS_FILE = Path(__file__).with_name("words.toml")
REAL_WORDS_FILE = Path(__file__).with_name("real_words.toml")


def pattern(phrases: list[str] | tuple[str, ...]) -> re.Pattern[str]:
    """One regular expression matching any of ``phrases`` (lower case): Latin phrases only as whole
    words (``or`` is not in ``for``), others (Chinese, ``?``) anywhere; longest first.

    A Latin phrase's "no letter or digit before it" is checked right after its first character
    (``w(?<![a-z0-9].)ord``, the same condition as ``(?<![a-z0-9])word``), so every alternative starts
    with a literal character: the regular-expression engine then skips, in C, the positions no phrase
    starts at, instead of trying each alternative's look-behind at every position of the question
    (issue 30 §1: the reader's searches ~7 times faster, the same matches).

    The phrases are then grouped by their first character (:func:`_by_first`): ``w(?<![a-z0-9].)(?:ord|ork)``
    for "word" and "work", so at a position the engine tries only the phrases that start with its character,
    not every alternative of the list (perf23: a list of some hundreds of phrases, ``[intent] own``, was tried
    phrase by phrase at every letter of the question). The same matches, spans and order of trying."""
    ordered = sorted(set(phrases), key=lambda x: (-len(x), x))
    parts = []
    for p in ordered:
        body = re.escape(p).replace(r"\ ", r"\s+")
        if p[:1].isascii() and p[:1].isalnum():  # an ASCII letter or digit: re.escape leaves it as it is
            body = body[0] + r"(?<![a-z0-9].)" + body[1:]
        if p[-1:].isascii() and p[-1:].isalnum():
            body += r"(?![a-z0-9])"
        parts.append(body)
    flat = "|".join(parts) if parts else r"(?!)"
    grouped = _by_first(ordered, parts)
    if grouped is None:
        return re.compile(flat)
    EQUIVALENT[grouped] = flat  # the literal gate reads the flat form's words (advisor.ask.gate.required)
    return re.compile(grouped)


def flat_pattern(phrases: list[str] | tuple[str, ...]) -> str:
    """The flat alternation of :func:`pattern` (each phrase its own alternative, longest first), for a pattern
    that embeds the list: its literal gate then reads the phrases' words as before (:data:`EQUIVALENT`)."""
    compiled = pattern(phrases)
    return EQUIVALENT.get(compiled.pattern, compiled.pattern)


_WORD_START = r"(?<![a-z0-9].)"


def _by_first(phrases: list[str], parts: list[str]) -> str | None:
    """``parts`` (the alternatives :func:`pattern` made of ``phrases``, in their order) grouped by the phrase's first
    character, each group's alternatives in their order: ``c(?:rest1|rest2)``. Two alternatives whose first
    characters differ never match at the same position, so the alternation matches what the flat one matches, with
    the same span and, under backtracking, the same order of trying. None (the flat form) when a phrase starts with a
    character its escaped form does not spell alone (a space, written ``\\s+``), or when there is nothing to group."""
    groups: dict[str, list[str]] = {}
    for phrase, part in zip(phrases, parts, strict=True):
        head = re.escape(phrase[:1])
        if not phrase or phrase[0].isspace() or not part.startswith(head):
            return None
        rest = part[len(head):]
        groups.setdefault(head, []).append(rest)
    if len(groups) == len(parts):
        return None  # no two phrases share a first character: the flat form is the same
    out = []
    for head, rests in groups.items():
        if len(rests) == 1:
            out.append(head + rests[0])
        elif all(r.startswith(_WORD_START) for r in rests):  # a Latin letter or digit: its look-behind said once
            out.append(head + _WORD_START + "(?:" + "|".join(r[len(_WORD_START):] for r in rests) + ")")
        else:
            out.append(head + "(?:" + "|".join(rests) + ")")
    return "|".join(out)


@dataclass(frozen=True)
class Vocabulary:
    """The compiled word lists of ``words.toml`` (see the file for what each means).

    ``intents`` / ``use_cases`` / ``tasks`` / ``tasks_with_model`` / ``precisions`` /
    ``conditions`` / ``markets``: name → pattern. ``phrases``: the raw lists by ``section.name``.
    ``currencies``: "in euros" → ISO code. ``counts``: count word → number. ``traditional``:
    characters only Traditional Chinese writes. ``correctable``: Latin words a typo is corrected to.
    ``keep``: words never corrected — ``words.toml``'s ``[typos] keep`` and ``real_words``, the common
    English words of ``real_words.toml`` (written by ``tools/real_words.py``) that are one or two
    edits from a vocabulary word of another meaning ("conference" ~ "inference").
    """

    intents: dict[str, re.Pattern[str]]
    use_cases: dict[str, re.Pattern[str]]
    tasks: dict[str, re.Pattern[str]]
    tasks_with_model: dict[str, re.Pattern[str]]
    precisions: dict[str, re.Pattern[str]]
    conditions: dict[str, re.Pattern[str]]
    markets: dict[str, re.Pattern[str]]
    follow_lead: re.Pattern[str]
    follow_tail: re.Pattern[str]
    of_them: re.Pattern[str]
    currencies: dict[str, str]
    currency_change: re.Pattern[str]
    counts: dict[str, int]
    count_words: re.Pattern[str]
    count_units: re.Pattern[str]
    count_unit_phrases: re.Pattern[str]
    laptop: re.Pattern[str]
    not_own: re.Pattern[str]
    model_question: re.Pattern[str]
    run_question: re.Pattern[str]
    budget_before: re.Pattern[str]
    gpu_words: re.Pattern[str]
    memory_question: re.Pattern[str]
    model_words: re.Pattern[str]
    families: re.Pattern[str]
    family_ends: re.Pattern[str]
    not_models: re.Pattern[str]
    help_phrases: frozenset[str]
    address: re.Pattern[str]
    chatter_phrases: frozenset[str]
    traditional: frozenset[str]
    correctable: tuple[str, ...]
    keep: frozenset[str]
    real_words: frozenset[str] = frozenset()
    unlisted_memory: dict[str, tuple[float, ...]] = field(default_factory=dict)
    board_memory: dict[str, tuple[float, ...]] = field(default_factory=dict)  # partners' boards of a desktop card
    family_names: frozenset[str] = frozenset()  # the family words as listed ("gpt-oss"): glued forms read as them


def _patterns(section: dict[str, list[str]]) -> dict[str, re.Pattern[str]]:
    return {name: pattern(words) for name, words in section.items() if isinstance(words, list)}


@cache
def _words_file(path: Path) -> dict[str, Any]:
    """The parsed ``path`` (a ``words.toml``), read once."""
    import tomllib  # here, not at start: a command given its options never reads the words (issue 30 §6)

    with open(path, "rb") as fh:
        return tomllib.load(fh)


def word_lists(section: str, path: Path = WORDS_FILE) -> dict[str, list[str]]:
    """The word lists of one ``[section]`` of ``path`` (default ``advisor/ask/words.toml``) as written, for a module
    that builds its own pattern of them (``[trouble]``: :mod:`advisor.ask.owned_trouble`). Raises ``KeyError`` for a
    section the file lacks."""
    return _words_file(path)[section]


def alternation(words: list[str]) -> str:
    """``words`` as one regular-expression alternation (no edges: the caller's pattern sets them), longest first,
    each escaped and its spaces matching any run of white space ("will not" also "will  not")."""
    return "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(set(words), key=lambda w: (-len(w), w)))


@cache
def vocabulary(path: Path = WORDS_FILE, real_words_path: Path = REAL_WORDS_FILE) -> Vocabulary:
    """The vocabulary in ``path`` (default ``advisor/ask/words.toml``) and the real words of
    ``real_words_path`` (default ``advisor/ask/real_words.toml``), compiled once."""
    import tomllib  # here, not at start: a command given its options never reads the words (issue 30 §6)

    d = _words_file(path)
    with open(real_words_path, "rb") as fh:
        real = frozenset(tomllib.load(fh)["words"])
    intent = d["intent"]
    latin: set[str] = set()
    for section in ("intent", "use_case", "task", "task_with_model", "precision", "condition", "words"):
        for words in d[section].values():
            if isinstance(words, list):
                for phrase in words:
                    latin.update(w for w in re.findall(r"[a-z][a-z\-]+", phrase) if len(w) >= 5)
    return Vocabulary(
        intents=_patterns({k: v for k, v in intent.items() if k not in ("help", "chatter", "address", "not_own")}),
        use_cases=_patterns(d["use_case"]),
        tasks=_patterns(d["task"]),
        tasks_with_model=_patterns(d["task_with_model"]),
        precisions=_patterns(d["precision"]),
        conditions=_patterns(d["condition"]),
        markets=_patterns(d["market"]),
        follow_lead=re.compile(r"^\s*(?:" + flat_pattern(d["follow_up"]["lead"]) + ")"),
        follow_tail=re.compile("(?:" + flat_pattern(d["follow_up"]["tail"]) + r")\s*[.!?？。]*\s*$"),
        of_them=pattern(d["follow_up"]["of_them"]),
        currencies=dict(d["follow_up"]["currency"]),
        currency_change=pattern(list(d["follow_up"]["currency"])),
        counts=dict(d["count"]["numbers"]),
        count_words=pattern(list(d["count"]["numbers"])),
        count_units=pattern(d["count"]["units"]),
        count_unit_phrases=re.compile(
            r"(?<![\w.\-])(\d{1,3}|" + flat_pattern(list(d["count"]["numbers"]))
            + r")\s*-?\s*(?:x\s*)?(?:\s(?!gb|gib|gigs?\b|watts?\b|tdp\b|tgp\b|cores?\b|threads?\b|v?cpus?\b)"
            r"[a-z]{2,10}\s+)?(?:"
            + flat_pattern(d["count"]["gpu_units"]) + ")"),
        laptop=pattern(d["words"]["laptop"]),
        not_own=pattern(d["intent"]["not_own"]),
        model_question=pattern(d["words"]["model_question"]),
        run_question=pattern(d["words"]["run_question"]),
        budget_before=pattern(d["words"]["budget_before"]),
        gpu_words=pattern(d["words"]["gpu"]),
        memory_question=pattern(d["words"]["memory_question"]),
        model_words=pattern(d["words"]["model"]),
        families=pattern(d["models"]["families"]),
        family_ends=re.compile(r"(?<![a-z0-9])[a-z]{2,12}(?:" + "|".join(map(re.escape, d["models"]["family_ends"]))
                               + r")(?![a-z])"),
        not_models=pattern(d["models"]["not_models"]),
        help_phrases=frozenset(intent["help"]),
        address=pattern(intent["address"]),
        chatter_phrases=frozenset(intent["chatter"]),
        traditional=frozenset(d["language"]["traditional"]),
        correctable=tuple(sorted(latin | set(d["typos"]["correct_to"]))),
        keep=frozenset(d["typos"]["keep"]) | real | frozenset(w for f in d["models"]["families"] for w in f.split()),
        real_words=real,
        family_names=frozenset(d["models"]["families"]),
        unlisted_memory={card: tuple(float(m) for m in sizes) for card, sizes in d.get("unlisted_memory", {}).items()},
        board_memory={card: tuple(float(m) for m in sizes) for card, sizes in d.get("board_memory", {}).items()},
    )


_CJK = re.compile(r"[\u3400-\u9fff]")
_KANA = re.compile(r"[\u3040-\u30ff\uff66-\uff9f]")  # hiragana, katakana, half-width katakana
# a currency's or an amount's characters beside a number ("1500元", "5千块", "人民币3000"): no Chinese
# words by themselves
_YUAN = r"元|円|块|塊|圆|圓|人民币|人民幣|rmb"
# any currency's name after an amount ("5万日元", "3000卢布", "200英镑", "1000港币"; break29 #18), its unit words
_UNIT = r"[\u4e00-\u9fff]{0,2}?(?:元|币|幣|镑|鎊|布|郎|比|索|圆|圓|块|塊|刀|美金)"
_MONEY_CJK = re.compile(rf"(?<=\d)\s*(?:[千万萬百亿億]\s*(?:{_UNIT}|{_YUAN})?|{_UNIT}|{_YUAN})|"
                        r"(?:人民币|人民幣)\s*(?=\d)", re.IGNORECASE)
_LATIN_WORD = re.compile(r"[a-z]{2,}", re.IGNORECASE)
_CJK_RUN = re.compile(r"[\u3400-\u9fff]+")
_ENGLISH_GRAMMAR = re.compile(r"(?<![a-z])(?:can|could|should|would|will|does|do|is|are|what|how|which|i|my|me|the|"
                              r"on|in|with|for|run|locally|it|a|an|about|use)(?![a-z])", re.IGNORECASE)
"""English's grammar words: a sentence built of them around a Chinese name is English ("can I run 文心一言 locally")."""
_CHINESE_GRAMMAR = re.compile(r"我|的|吗|嗎|什么|什麼|怎么|怎麼|哪|能跑|能不能|能在|可以|用|呢|吧|了|跑|买|買|是")
"""Chinese grammar words: a run with one is Chinese said, not a name."""


def _name_in_english(text: str) -> bool:
    """Whether ``text`` is an English sentence around a Chinese name or two (fix74c #1): at most two runs of Chinese
    characters, each a name's length (≤ 6), among at least three English words of which two are grammar words."""
    runs = _CJK_RUN.findall(text)
    latin = _LATIN_WORD.findall(_CJK_RUN.sub(" ", text))
    return (0 < len(runs) <= 2 and all(len(run) <= 6 and not _CHINESE_GRAMMAR.search(run) for run in runs)
            and len(latin) >= 3
            and len(_ENGLISH_GRAMMAR.findall(_CJK_RUN.sub(" ", text))) >= 2)


def language_of(text: str, vocab: Vocabulary | None = None) -> str:
    """The language a question is written in: ``zh_Hant`` if it has a character only Traditional
    Chinese writes (``words.toml`` ``[language]``), ``zh_Hans`` for other Chinese, else ``en``. Japanese
    (any kana: "5万日元でGPUを買いたい") is not Chinese though it shares the Han characters: it is
    answered in English, the project's other language. English words with only a currency's characters
    beside an amount ("a used 2080 ti for 1500元", "5千块") are English: the question's language is its words'."""
    if not _CJK.search(text) or _KANA.search(text):
        return "en"
    if not _CJK.search(_MONEY_CJK.sub(" ", text)) and len(_LATIN_WORD.findall(text)) >= 3:
        return "en"  # "what about a used 2080 ti for 1500元?": English words, a yuan sign (round 14)
    if _name_in_english(_MONEY_CJK.sub(" ", text)):
        return "en"  # "can I run 文心一言 locally": English words around a Chinese name (fix74c)
    vocab = vocab or vocabulary()
    return "zh_Hant" if any(c in vocab.traditional for c in text) else "zh_Hans"


JOB_SAID: dict[str, Message] = {
    "llm": msg("ask.job-said.llm", "LLMs"),
    "image": msg("ask.job-said.image", "image generation"),
    "kaggle": msg("ask.job-said.kaggle", "Kaggle competitions"),
}
"""A use case as the read-as line names a job heard (:func:`second_jobs`): only those whose words name the job itself
("stable diffusion", "kaggle"); the research fields' words are too loose ("video", "transformers") to say as a job."""


def second_jobs(said: list[str], kept: str | None) -> list[Message]:
    """A note for each use case ``said`` (in the order said) that the reading does not keep (``kept``): "budget 1500
    CAD for stable diffusion and some llm" is answered for the LLM (memory first), and the read-as line says the image
    job was heard too (newuser13 #5). A learner's word beside a field ("a phd student in nlp") is no second job."""
    if kept not in JOB_SAID:
        return []
    return [msg("ask.use-case-second", "You named {dropped} too: this answer is for {kept}; ask about {dropped} "
                "alone for its own answer.", dropped=JOB_SAID[u], kept=JOB_SAID[kept])
            for u in dict.fromkeys(said) if u != kept and u in JOB_SAID]
