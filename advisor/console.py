"""The ``gpu-advisor`` program's entry point (and ``python -m advisor``'s): :func:`run`.

The console uses no pydantic plugin, yet pydantic looks for them among every installed
package's entry points when the first model is built (``importlib.metadata``: a scan of each
distribution's metadata). :func:`run` turns that scan off with pydantic's own switch,
``PYDANTIC_DISABLE_PLUGINS`` (unless the caller set it), before the console is imported, then
runs :func:`advisor.cli.run`. Importing :mod:`advisor.cli` (tests, other callers) changes nothing.

With the scan off pydantic still imports :mod:`importlib.metadata` (its plugin loader takes
``entry_points`` from it when the first model is built), and with it :mod:`email`, :mod:`zipfile`,
:mod:`csv` and :mod:`socket`: about a tenth of a ``why`` answer's start (issue 30 §6). So the
console gives :mod:`importlib.metadata` a stand-in (:class:`_OnFirstUse`) that imports the real
module the first time anything of it is used — an ``entry_points`` that is called, any other
name read (not the import system's own questions, ``__path__``…) — and hands that on: nothing
the console runs uses it, and a program that does gets the real thing.

And the collector of reference cycles is off while the console runs (:func:`run`): a start makes
a few hundred thousand objects (modules, classes, pydantic's schemas, the catalogue's rows, the
name index) that all live until the process ends, and the collector would walk them again and
again for nothing, about a tenth of a start's CPU. One process gives one answer and ends
(:func:`advisor.cli.run`); its peak memory is the same with the collector off (``why``,
``recommend``, ``fits``, ``ask``: within 1 MiB, 2026-12-02).
"""

from __future__ import annotations

import gc
import importlib
import os
import sys
import types
from typing import Any

#: pydantic's switch for its plugins (https://docs.pydantic.dev/latest/concepts/plugins/): all off.
PLUGINS_OFF = ("PYDANTIC_DISABLE_PLUGINS", "__all__")
METADATA = "importlib.metadata"


def _real_metadata() -> types.ModuleType:
    """The real :mod:`importlib.metadata`, imported now in place of the stand-in."""
    if isinstance(sys.modules.get(METADATA), _OnFirstUse):
        del sys.modules[METADATA]
    return importlib.import_module(METADATA)  # the import system sets importlib.metadata too


def _entry_points(*args: Any, **kwargs: Any) -> Any:
    """:func:`importlib.metadata.entry_points`, importing the module when first called."""
    return _real_metadata().entry_points(*args, **kwargs)


class _OnFirstUse(types.ModuleType):
    """A stand-in for :mod:`importlib.metadata` until something uses it: ``from importlib.metadata
    import entry_points`` gets a function that imports the module when called; reading any other
    name imports the module and gives its value."""

    entry_points = staticmethod(_entry_points)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):  # the import system asking what it is (``__path__``): not a use
            raise AttributeError(name)
        return getattr(_real_metadata(), name)


def defer_metadata() -> None:
    """Put the stand-in in :data:`sys.modules` unless :mod:`importlib.metadata` is imported already."""
    if METADATA not in sys.modules:
        stand_in = _OnFirstUse(METADATA)
        sys.modules[METADATA] = stand_in
        importlib.metadata = stand_in  # what `import importlib.metadata` binds


def run() -> None:
    """The console (:func:`advisor.cli.run`), with pydantic's plugin scan off unless asked for,
    :mod:`importlib.metadata` imported only if used and the cycle collector off. Never returns
    (the console ends the process); should it, the collector is as it was."""
    os.environ.setdefault(*PLUGINS_OFF)
    defer_metadata()
    collecting = gc.isenabled()
    gc.disable()
    try:
        from .cli import run as console

        console()
    finally:
        if collecting:
            gc.enable()
