"""Write ``advisor/ask/real_words.toml``: common English words the question reader's typo
corrector must leave alone.

Usage: ``python tools/real_words.py [--top N] [--check]`` (needs ``pip install wordfreq``, a
development-time source only: the reader never imports it).

The reader corrects a Latin word of five letters or more that no list knows to the vocabulary
word one edit away (two from eight letters; ``advisor/ask/reader.py``). Many real words are that
close to a vocabulary word of another meaning: "conference" → "inference" (a task), "sounds" →
"pounds" (a currency), "brain" → "train", "insufficient" → "sufficient", "different" →
"difference" (a compare word). This tool takes wordfreq's ``top_n_list("en", N)`` (default
30,000; ASCII letters, five or more), runs the corrector on each word with the vocabulary of
``words.toml`` and no real-word list, and keeps every word it changes — except an inflection of
the word it is changed to ("students" → "student", "budgets" → "budget", "videos" → "video"),
which is the reading meant. ``--check`` writes nothing and exits 1 if the committed file differs.
Rerun it after adding vocabulary words.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
OUTPUT = ROOT / "advisor" / "ask" / "real_words.toml"
ENDINGS = ("s", "es", "d", "ed", "ing", "er", "ers", "ly", "r")


def inflection(word: str, target: str) -> bool:
    """Whether ``word`` and ``target`` are forms of one word (one is the other plus an ending,
    a final ``e`` dropped before it: "pretrained" / "pretrain", "serving" / "serve")."""
    short, long_ = sorted((word, target), key=len)
    stems = {short, short[:-1]} if short.endswith("e") else {short}
    return any(long_ == stem + end for stem in stems for end in ENDINGS)


def changed_words(top: int) -> list[str]:
    """The words of wordfreq's top ``top`` English words that the corrector changes into a
    vocabulary word that is not a form of them, most frequent first."""
    from wordfreq import top_n_list

    from advisor.api import Advisor
    from advisor.ask.reader import Reader, _correct_typos
    from advisor.ask.vocabulary import vocabulary

    reader = Reader(Advisor.load())
    vocab = vocabulary()
    bare = dataclasses.replace(vocab, keep=vocab.keep - vocab.real_words, real_words=frozenset())
    out = []
    for w in top_n_list("en", top):
        if len(w) < 5 or not (w.isascii() and w.isalpha()):
            continue
        fixed = _correct_typos(w, bare, reader._known)
        if fixed != w and not inflection(w, fixed):
            out.append(w)
    return out


def render(words: list[str], top: int) -> str:
    """The file's text (the same words always give the same bytes)."""
    lines = [
        "# Common English words the question reader never typo-corrects (advisor/ask/reader.py): each is one or",
        '# two edits from a vocabulary word of another meaning ("conference" ~ "inference", "sounds" ~ "pounds").',
        f"# Written by `python tools/real_words.py` from wordfreq 3.1.1's top_n_list(\"en\", {top}) (ASCII words",
        "# of five letters or more that the corrector changed, inflections of their correction left out); rerun",
        "# it after adding vocabulary words. Do not edit by hand.",
        "words = [",
    ]
    row: list[str] = []
    for w in words:
        row.append(f'"{w}"')
        if len(", ".join(row)) > 100:
            lines.append("    " + ", ".join(row) + ",")
            row = []
    if row:
        lines.append("    " + ", ".join(row) + ",")
    lines.append("]")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Write (or ``--check``) ``advisor/ask/real_words.toml``; 0 on success, 1 if it differs."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--top", type=int, default=30_000, help="how many of wordfreq's English words (default 30000)")
    p.add_argument("--check", action="store_true", help="exit 1 if the committed file differs")
    a = p.parse_args(argv)
    text = render(changed_words(a.top), a.top)
    if a.check:
        same = OUTPUT.exists() and OUTPUT.read_text(encoding="utf-8") == text
        print("up to date" if same else f"{OUTPUT.name} differs: run python tools/real_words.py")
        return 0 if same else 1
    OUTPUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUTPUT.relative_to(ROOT)}: {text.count(',')} words")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
