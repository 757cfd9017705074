"""Questions asked in words (issue 19): read the intent and slots, answer with the named command.

:func:`advisor.ask.answer.ask` (:meth:`advisor.api.Advisor.ask`) returns a
:class:`~advisor.ask.models.Question`; the reading is :mod:`advisor.ask.reader` (vocabulary in
``words.toml``, :mod:`advisor.ask.vocabulary`), the answering :mod:`advisor.ask.answer`, which
dispatches through the command table (:mod:`advisor.commands`).

The package imports nothing itself: the parameter kinds' readers (:mod:`advisor.kinds`) read the
vocabulary, and the answering reads the command table, which reads the kinds — import the
submodule you need.
"""
