"""perf31 (issue 30 §1): question-free work an ``ask`` (and a named model's ranking, a comparison) made again per call,
now made once and kept keyed on what it depends on; every kept reading is set here against the fresh one.

- a question naming one model the table lacks (a bare size: "预算5000元，想跑7B模型，买什么显卡？") with a list's join
  words (a comma, "or", "和") read each piece again as a whole question to look for several models
  (:func:`advisor.ask.models_named.largest_model`): only a model of the table can be one of those, so the pieces are
  read only when the model read is one (:attr:`advisor.fits.ModelTable.name_set`);
- the name index's list of ~2,900 canonical names (:attr:`advisor.names.NameIndex.names`) was made per question;
- the model table's family-and-size readings (``family_of_size``, ``only_of_size``, ``same_size``) walked every row with
  its aliases' keys three to five times a question naming "qwen 32b";
- :func:`advisor.ask.unknown_version._known` reduced every row's family, name and aliases for each version a question
  says;
- :func:`advisor.decode.model_key` and the model table's keys ran three ``re`` substitutions per call, ~10 calls an
  answer on the same few names; :class:`advisor.kept.Same` hashes without a call to ``id``.
"""

from __future__ import annotations

import csv
import pickle
import random
import re
from pathlib import Path

import pytest

from advisor import decode, kept
from advisor.ask import models_named, ram_kind, unknown_version
from advisor.cli.ask import render_question
from advisor.cli.render import View
from advisor.fits import table as model_table

ROOT = Path(__file__).resolve().parents[2]
JOINED = ["预算5000元，想跑7B模型，买什么显卡？", "A6000 or two 3090s for 70b finetuning",
          "rtx 5090 or rtx pro 6000 for a 70b model", "can I run deepseek v3.1 and kimi k2 on 8x 3090?",
          "llama 3.3 70b or qwen3 235b, a mac studio 512gb or 4x 3090?", "qwen3 32b 和 glm-4.5 air 用什么卡",
          "will llama 3.1 8b and qwen2.5 14b run on a 4060 ti 16gb?", "7b和13b模型，3060还是4060ti？",
          "qwen 32b, 3090 or 4090?", "想跑qwen 32b，3090还是4090？", "mixtral or llama 3 70b on two 3090s",
          "I have about 600 bucks and want to run llama 3 8b locally",
          "2k budget, want to fine-tune llama 3 8b with lora",
          "gpt-oss 20b 和 qwen3 32b，4090够吗？"]
"""Questions with a list's join words, one model or several, said as a size, a family or a name of the table."""


class _Everything:
    """A set holding every name: :func:`largest_model` reads the pieces of every question (as before perf31)."""

    def __contains__(self, item: object) -> bool:
        return True


def _shown(q, lang: str) -> str:
    return " ".join(render_question(q, View(language=lang)).split())


def test_a_model_the_table_lacks_reads_no_pieces(advisor, monkeypatch) -> None:
    """A bare size with join words: the question is read once, not once more per piece."""
    reads: list[str] = []
    real = models_named.read

    def counted(adv, text, **kw):
        reads.append(text)
        return real(adv, text, **kw)

    monkeypatch.setattr(models_named, "read", counted)
    advisor.ask("预算5000元，想跑7B模型，买什么显卡？")
    advisor.ask("A6000 or two 3090s for 70b finetuning")
    assert reads == []
    advisor.ask("can I run deepseek v3.1 and kimi k2 on 8x 3090?")  # models of the table: the pieces are read
    assert len(reads) >= 2


def _every_piece(advisor, text: str) -> list[tuple[str, float]]:
    """:func:`models_named.models_named` as it was: every piece read."""
    if len(text) > models_named.LONGEST:
        return []
    pieces = [p for p in models_named._JOIN.split(text) if p.strip()]
    if len(pieces) < 2:
        return []
    found: dict[str, float] = {}
    for piece in pieces:
        if models_named._CONTEXT.search(piece.lower()):
            continue
        model = models_named.read(advisor, piece).model
        if model is not None and model.kind == "table" and model.name not in found:
            found[model.name] = round(model.params / 1e9, 2)
    return list(found.items())


def test_pieces_read_until_two_models_cannot_be(advisor, monkeypatch) -> None:
    """A question whose first piece names no model reads its second (the last) no more; the models found are those
    of every piece read whenever there are two or more, on the bench's questions and the joined ones."""
    reads: list[str] = []
    real = models_named.read

    def counted(adv, text, **kw):
        reads.append(text)
        return real(adv, text, **kw)

    monkeypatch.setattr(models_named, "read", counted)
    assert models_named.models_named(advisor, "I have about 600 bucks and want to run llama 3 8b locally") == []
    assert reads == ["I have about 600 bucks"]
    assert models_named.models_named(advisor, "2k budget, want to fine-tune llama 3 8b with lora") == []
    assert len(reads) == 1  # "2k budget" can name no model: not read (perf39, advisor.ask.model_gate), the last no more
    assert len(models_named.models_named(advisor, "can I run deepseek v3.1 and kimi k2 on 8x 3090?")) == 2
    texts = [*JOINED, *(row["text"] for path in (ROOT / "tests" / "cases" / "ask.csv",
                                                   ROOT / "tests" / "advisor" / "cases" / "questions.csv")
                        for row in csv.DictReader(path.open(encoding="utf-8")))]
    several = 0
    for text in texts:
        old, new = _every_piece(advisor, text), models_named.models_named(advisor, text)
        assert (new if len(new) >= 2 else []) == (old if len(old) >= 2 else []), text
        several += len(old) >= 2
    assert several >= 2


@pytest.mark.parametrize("text", JOINED)
def test_answers_as_when_every_piece_was_read(advisor, monkeypatch, text: str) -> None:
    """The answer (its data, English and Chinese) is the one made when every question's pieces are read."""
    fast = advisor.ask(text)
    monkeypatch.setattr(advisor.llm_models, "name_set", _Everything())
    monkeypatch.setattr(models_named, "models_named", _every_piece)
    slow = advisor.ask(text)
    assert fast.model_dump_json() == slow.model_dump_json()
    for lang in ("en", "zh_Hans"):
        assert _shown(fast, lang) == _shown(slow, lang)


def test_every_table_reading_is_a_name_of_the_table(advisor) -> None:
    """What ``name_set`` stands for: a model the table resolves to (by name, alias, family and size) is one of its
    names, a bare size or an MoE known by its sizes never is."""
    table = advisor.llm_models
    assert table.name_set == frozenset(table.names)
    for row in table.rows:
        for typed in [row["name"], *str(row.get("aliases") or "").split("|")]:
            if typed.strip():
                arch = table.resolve(typed)
                assert arch.kind == "table" and arch.name in table.name_set
    for typed in ("7b", "13B", "1.5b", "70b", "500m", "100b-a6b", "ling-flash-100b-a6b"):
        arch = table.resolve(typed)
        assert arch.kind == "table" or arch.name not in table.name_set


def test_the_names_are_made_once_and_never_pickled(advisor) -> None:
    index = advisor.names
    assert list(index.names) == [e.name for e in index.entries]
    assert index.names is index.names
    assert "_names" not in index.__getstate__()
    again = pickle.loads(pickle.dumps(index))
    assert "_names" not in again.__dict__ and again.names == index.names


def _sized_keys(table) -> list[str]:
    words = sorted({re.match(r"[a-z]+", str(r.get("family") or "x").lower()).group() for r in table.rows
                    if re.match(r"[a-z]+", str(r.get("family") or "").lower())})
    sizes = ["1.5b", "3b", "7b", "8b", "14b", "27b", "32b", "70b", "120b", "235b", "480b", "671b", "8x7b"]
    return [f"{w}{sep}{s}" for w in words for s in sizes for sep in ("-", " ")] + sizes + ["", "qwen", "70"]


def test_family_and_size_readings_are_kept_as_made(advisor) -> None:
    """Kept readings equal fresh ones, for every family word of the table with common sizes and bare sizes; the same
    object is given again; ``same_size`` hands out a new list each call."""
    table = advisor.llm_models
    for key in _sized_keys(table):
        assert table.family_of_size(key) == table._family_of_size(key)
        assert table.family_of_size(key) is table.family_of_size(key)
        assert table.only_of_size(key) == table._only_of_size(key)
    seen = 0
    for key in _sized_keys(table):
        arch = table.family_of_size(key)
        if arch is None:
            continue
        read = model_table.dataclasses.replace(arch, read_from=key)
        fresh = table._same_size(read)
        assert table.same_size(read) == fresh
        got = table.same_size(read)
        got.append("changed")
        assert table.same_size(read) == fresh
        seen += bool(fresh)
    assert seen  # some family has several versions of one size (so the test could fail)


def test_the_kept_readings_are_keyed_by_reading_and_bounded(advisor) -> None:
    """A model's ``same_size`` depends on its own name and the words it was read from, each kept apart; the table
    keeps at most :data:`advisor.fits.table.RESOLVED` readings."""
    table = model_table.ModelTable(advisor.llm_models.rows)
    arch = table.family_of_size("qwen 32b")
    assert arch is not None
    other = model_table.dataclasses.replace(arch, name="Not A Row", read_from="qwen 32b")
    assert table.same_size(model_table.dataclasses.replace(arch, read_from="qwen 32b")) == table._same_size(
        model_table.dataclasses.replace(arch, read_from="qwen 32b"))
    assert table.same_size(other) == [] == table._same_size(other)
    for i in range(model_table.RESOLVED + 20):
        table.family_of_size(f"qwen {i}b")
    assert len(table._sized) <= model_table.RESOLVED


def _known_walk(key: str, rows) -> bool:
    """:func:`unknown_version._known` as it was: every row reduced for each call."""
    for row in rows:
        said = [row.get("family") or "", row.get("name") or "", *str(row.get("aliases") or "").split("|")]
        if any(unknown_version._fam(s).startswith(key) for s in said if s):
            return True
    return False


def test_known_versions_as_the_walk(advisor) -> None:
    rows = advisor.llm_models.rows
    said = [unknown_version._fam(s) for r in rows for s in (r.get("family") or "", r.get("name") or "") if s]
    rng = random.Random(31)
    keys = {k[:n] for k in said for n in range(1, len(k) + 1)} | {k + "x" for k in said}
    keys |= {"".join(rng.choice("abcdeglmqrsvwx0123456789.") for _ in range(rng.randint(1, 9))) for _ in range(500)}
    for key in sorted(keys):
        assert unknown_version._known(key, rows) is _known_walk(key, rows), key
    assert unknown_version._said_keys(rows) is unknown_version._said_keys(rows)
    copy = [dict(r) for r in rows[:3]]  # another list (another id): its own keys, never the table's
    assert unknown_version._said_keys(copy) == unknown_version._said_keys(rows)[:len(unknown_version._said_keys(copy))]
    assert unknown_version._known("zzzz", []) is False


def test_model_keys_as_made(advisor) -> None:
    names = [*advisor.llm_models.names, *(a for r in advisor.llm_models.rows for a in str(r.get("aliases") or "")
                                          .split("|")), "Llama 3.3 70B Instruct", "gpt-oss-120b", "Qwen (chat) 7B",
             "meta-llama/Llama-3.1-8B-Instruct", "x_y/z:chat", ""]
    for name in names:
        assert decode.model_key(name) == decode.model_key.__wrapped__(name)
        assert model_table._key(name) == model_table._key_of.__wrapped__(name)
    assert decode.model_key("Llama 3.3 70B Instruct") == "llama 3.3 70b"
    assert model_table._key("meta-llama/Llama-3.1-8B-Instruct") == "llama-3.1-8b"


def test_platforms_as_searched() -> None:
    texts = ["epyc 9654 with 12 channels ddr5", "threadripper pro 7995wx", "w7-3455", "xeon w5-2455x",
             "xeon gold 6430", "genoa", "trx50 board", "ryzen 7950x", "epyc 7543", ""]
    for s in texts:
        want = next((pid for pid, p in ram_kind._PLATFORMS.items() if re.search(p, s)), None)
        assert ram_kind._platform(s) == want
    assert ram_kind._platform("epyc 9654") == "epyc-9004"


def test_same_is_identity() -> None:
    a, b = [1], [1]
    assert kept.Same(a) == kept.Same(a) and hash(kept.Same(a)) == hash(kept.Same(a)) == id(a)
    assert kept.Same(a) != kept.Same(b) and kept.Same(a) != a
    assert {(1, kept.Same(a)): "x"}[(1, kept.Same(a))] == "x"
