"""Questions asked in words (issue 19): read the intent and slots, answer with the named command.

:func:`ask` (:meth:`advisor.api.Advisor.ask`) returns a :class:`Question`; the reading is
:mod:`advisor.ask.reader` (vocabulary in ``words.toml``), the answering :mod:`advisor.ask.answer`.
"""

from .answer import ask, read_as_text
from .models import BudgetSlot, ModelSlot, Question, ReadAs

__all__ = ["BudgetSlot", "ModelSlot", "Question", "ReadAs", "ask", "read_as_text"]
