"""Many checkouts, versions and processes on one machine (issue 30, "Fast and bounded"): the default
catalogue file is keyed by the fingerprint, so two sets of inputs keep two files instead of rebuilding
each other's; one build at a time per file (a lock beside it), the others wait and read it, or after
:data:`~advisor.catalog.LOCK_WAIT_SECONDS` answer from memory with a warning; old default files are
pruned, never a file that is not ours. Builds are faked (a built catalogue re-stamped), counted, never
timed.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import sqlite3
import threading
from pathlib import Path

import pytest

from advisor import catalog as cat
from advisor.catalog import builder, file, load

A, B = "a" * 64, "b" * 64


def _stamped(good: bytes, stamp: str) -> bytes:
    """A built catalogue's bytes with another fingerprint row (the content digest leaves ``meta`` out)."""
    con = sqlite3.connect(":memory:")
    con.deserialize(good)
    with con:
        con.execute("UPDATE meta SET value = ? WHERE key = 'fingerprint'", (stamp,))
    out = con.serialize()
    con.close()
    return out


@pytest.fixture
def good(advisor, catalog_db) -> bytes:
    return catalog_db.read_bytes()


@pytest.fixture
def cache(tmp_path, monkeypatch) -> Path:
    """The default place (``GPU_ADVISOR_DB`` unset) in a folder of the test's own."""
    monkeypatch.delenv("GPU_ADVISOR_DB", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return tmp_path / "cache" / "gpu-advisor"


class FakeBuild:
    """``_build_bytes`` replaced: the good catalogue stamped as asked; counts its calls (in a file,
    so that processes forked from the test count too)."""

    def __init__(self, good: bytes, counter: Path, monkeypatch, pause: float = 0.0) -> None:
        self.good, self.counter, self.pause = good, counter, pause
        self.stamp = A
        monkeypatch.setattr(builder, "_build_bytes", self)
        monkeypatch.setattr(load, "fingerprint", lambda data=None: self.stamp)

    def __call__(self, data: Path, stamp: str) -> bytes:
        with open(self.counter, "a") as fh:
            fh.write(stamp[:1] + "\n")
        if self.pause:
            threading.Event().wait(self.pause)  # a slow build: the others start while it runs
        return _stamped(self.good, stamp)

    @property
    def builds(self) -> list[str]:
        return self.counter.read_text().split() if self.counter.exists() else []


@pytest.fixture
def fake(good, tmp_path, monkeypatch) -> FakeBuild:
    return FakeBuild(good, tmp_path / "builds.txt", monkeypatch)


def _names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


# ------------------------------------------------------------------------------ keyed by the fingerprint
def test_the_default_file_is_keyed_by_the_fingerprint_and_the_variable_keeps_its_meaning(cache, monkeypatch):
    assert cat.default_db_path(A) == cache / f"catalog-v{cat.SCHEMA_VERSION}-{'a' * 16}.sqlite"
    assert cat.default_db_path() == cache / cat.keyed_name(cat.fingerprint())  # computed when not given
    monkeypatch.setenv("GPU_ADVISOR_DB", str(cache / "mine.sqlite"))
    assert cat.default_db_path(A) == cat.default_db_path() == cache / "mine.sqlite"


def test_two_fingerprints_keep_two_files(cache, fake):
    first = cat.Catalog.load()
    fake.stamp = B
    second = cat.Catalog.load()
    fake.stamp = A
    again = cat.Catalog.load()

    assert first.path == again.path == cache / cat.keyed_name(A) and second.path == cache / cat.keyed_name(B)
    assert fake.builds == ["a", "b"]  # the first file was read again, not rebuilt
    assert _names(cache) == sorted([cat.keyed_name(A), cat.keyed_name(B)])


def test_an_explicit_path_is_still_one_file_for_every_fingerprint(cache, fake, tmp_path, monkeypatch):
    mine = tmp_path / "mine.sqlite"
    monkeypatch.setenv("GPU_ADVISOR_DB", str(mine))
    cat.Catalog.load()
    fake.stamp = B
    assert cat.Catalog.load().path == mine and fake.builds == ["a", "b"]
    assert _names(tmp_path) == ["builds.txt", "mine.sqlite"]


def test_a_used_file_is_marked_used(cache, fake):
    path = cat.Catalog.load().path
    os.utime(path, (1_000_000_000, 1_000_000_000))
    cat.Catalog.load()
    assert path.stat().st_mtime > 1_000_000_000 and fake.builds == ["a"]


# ------------------------------------------------------------------------------ one build at a time
def test_threads_loading_at_once_build_once(cache, good, tmp_path, monkeypatch):
    fake = FakeBuild(good, tmp_path / "builds.txt", monkeypatch, pause=0.3)
    start, loaded = threading.Barrier(8), []

    def one() -> None:
        start.wait()
        loaded.append(cat.Catalog.load().path)

    threads = [threading.Thread(target=one) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert fake.builds == ["a"] and loaded == [cache / cat.keyed_name(A)] * 8
    assert _names(cache) == [cat.keyed_name(A)]  # no lock file, no temporary left


def _load_in_child(out: Path) -> None:
    out.write_text(str(cat.Catalog.load().path))


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(), reason="forks the test's patches")
def test_processes_starting_at_once_build_once(cache, good, tmp_path, monkeypatch):
    fake = FakeBuild(good, tmp_path / "builds.txt", monkeypatch, pause=0.3)
    fork = multiprocessing.get_context("fork")
    outs = [tmp_path / f"out{i}" for i in range(4)]
    children = [fork.Process(target=_load_in_child, args=(out,)) for out in outs]
    for child in children:
        child.start()
    for child in children:
        child.join()
    assert [c.exitcode for c in children] == [0] * 4
    assert fake.builds == ["a"] and {o.read_text() for o in outs} == {str(cache / cat.keyed_name(A))}


def test_a_held_lock_times_out_to_a_catalogue_in_memory_with_a_warning(cache, fake, monkeypatch, caplog):
    fcntl = pytest.importorskip("fcntl")
    cache.mkdir(parents=True)
    path = cache / cat.keyed_name(A)
    fd = os.open(f"{path}.lock", os.O_RDONLY | os.O_CREAT, 0o644)
    fcntl.flock(fd, fcntl.LOCK_EX)  # another process's build that never ends
    monkeypatch.setattr(file, "LOCK_WAIT_SECONDS", 0.05)
    try:
        with caplog.at_level(logging.WARNING, logger="advisor.catalog"):
            catalog = cat.Catalog.load()
    finally:
        os.close(fd)
    assert catalog.path is None and catalog.card("GeForce RTX 3060 12 GB").memory_gb == 12
    assert not path.exists() and fake.builds == ["a"]
    assert any("lock" in r.getMessage() and "built in memory" in r.getMessage() for r in caplog.records)


def test_a_process_that_waited_reads_what_the_other_built(cache, fake, good):
    """The lock's holder writes the file meanwhile: the one that waited reads it, builds nothing."""
    fcntl = pytest.importorskip("fcntl")
    cache.mkdir(parents=True)
    path = cache / cat.keyed_name(A)
    fd = os.open(f"{path}.lock", os.O_RDONLY | os.O_CREAT, 0o644)
    fcntl.flock(fd, fcntl.LOCK_EX)
    loaded = []
    waiter = threading.Thread(target=lambda: loaded.append(cat.Catalog.load().path))
    waiter.start()
    file._save(_stamped(good, A), path)
    os.close(fd)
    waiter.join()
    assert loaded == [path] and fake.builds == []


# ------------------------------------------------------------------------------ pruning
def test_pruning_keeps_the_most_recent_of_ours_and_nothing_else(cache, fake, good, tmp_path):
    cache.mkdir(parents=True)
    old = [cache / cat.keyed_name(f"{i}" * 64) for i in range(5)] + [cache / "catalog-v2.sqlite"]
    for age, path in enumerate(old):  # the last one (the unkeyed file of before) is the oldest
        path.write_bytes(_stamped(good, "c" * 64))
        os.utime(path, (1_000_000_000 - age, 1_000_000_000 - age))
    (cache / f"{cat.keyed_name('4' * 64)}.lock").touch()  # a pruned one's lock
    foreign = cache / cat.keyed_name("d" * 64)
    foreign.write_text("another program's file, named like ours\n")
    elsewhere = tmp_path / "elsewhere.sqlite"
    elsewhere.write_bytes(good)
    (cache / cat.keyed_name("e" * 64)).symlink_to(elsewhere)
    for other in ("mine.sqlite", "notes.txt", "catalog-vX-0000000000000000.sqlite"):
        (cache / other).write_bytes(good)
        os.utime(cache / other, (1, 1))
    for path in (foreign, cache / cat.keyed_name("e" * 64)):
        os.utime(path, (1, 1), follow_symlinks=False)

    assert cat.Catalog.load().path == cache / cat.keyed_name(A)

    kept = {cat.keyed_name(A), *(p.name for p in old[:cat.KEEP_CATALOGUES - 1])}
    untouched = {foreign.name, cat.keyed_name("e" * 64), "mine.sqlite", "notes.txt",
                 "catalog-vX-0000000000000000.sqlite"}
    assert set(_names(cache)) == kept | untouched  # the old ones' lock file went with them
    assert elsewhere.read_bytes() == good and foreign.read_text().startswith("another program")


def test_an_explicit_path_prunes_nothing(cache, fake, good, tmp_path, monkeypatch):
    monkeypatch.setenv("GPU_ADVISOR_DB", str(cache / cat.keyed_name(A)))
    cache.mkdir(parents=True)
    others = [cache / cat.keyed_name(f"{i}" * 64) for i in range(cat.KEEP_CATALOGUES + 1)]
    for path in others:
        path.write_bytes(_stamped(good, "c" * 64))
    cat.Catalog.load()
    assert all(p.exists() for p in others)


def test_a_file_pruned_between_the_look_and_the_read_is_built_again(cache, fake, good, monkeypatch):
    """Another version prunes the file this process just found: built again, not an error."""
    cache.mkdir(parents=True)
    path = cache / cat.keyed_name(A)
    path.write_bytes(_stamped(good, A))
    read = load._read_file

    def pruned_meanwhile(p: Path) -> bytes:
        p.unlink(missing_ok=True)
        return read(p)

    monkeypatch.setattr(load, "_read_file", pruned_meanwhile)
    assert cat.Catalog.load().path == path and fake.builds == ["a"]


def test_a_catalogue_read_is_whole_in_memory_so_removing_its_file_is_safe(cache, fake):
    catalog = cat.Catalog.load()
    catalog.path.unlink()
    assert catalog.card("GeForce RTX 3060 12 GB").memory_gb == 12 and catalog.prices(catalog.default_market)
