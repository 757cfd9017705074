"""The ``gpu-advisor`` program's entry point (and ``python -m advisor``'s): :func:`run`.

The console uses no pydantic plugin, yet pydantic looks for them among every installed
package's entry points when the first model is built (``importlib.metadata``: a scan of each
distribution's metadata). :func:`run` turns that scan off with pydantic's own switch,
``PYDANTIC_DISABLE_PLUGINS`` (unless the caller set it), before the console is imported, then
runs :func:`advisor.cli.run`. Importing :mod:`advisor.cli` (tests, other callers) changes nothing.
"""

from __future__ import annotations

import os

#: pydantic's switch for its plugins (https://docs.pydantic.dev/latest/concepts/plugins/): all off.
PLUGINS_OFF = ("PYDANTIC_DISABLE_PLUGINS", "__all__")


def run() -> None:
    """The console (:func:`advisor.cli.run`), with pydantic's plugin scan off unless asked for.
    Never returns (the console ends the process)."""
    os.environ.setdefault(*PLUGINS_OFF)
    from .cli import run as console

    console()
