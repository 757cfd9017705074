"""``gpu-advisor ask "…"``: a question in words, printed as the read-as line and the command's answer.

The answer is printed by the console's own renderer of its type (:data:`advisor.cli.render.RENDERERS`);
a question that asks something back, the help and a refusal print their one reply. The read-as line names the
command as the console types it (``gpu-advisor recommend 500 USD --use-case llm``: :func:`console_command`), not the
bot's slash command the core's reply carries (``/recommend budget:500 USD use_case:llm``), which a console user
cannot type (newuser26).
"""

from __future__ import annotations

import dataclasses
import shlex
from typing import Any

from ..ask.models import Conversation, Question, ReadAs
from ..commands import BY_NAME
from ..i18n import Message, MessageParam, Text, msg
from . import render


def console_command(read_as: ReadAs) -> str | None:
    """The console command a reading amounts to, as typed in a shell: ``gpu-advisor recommend 500 USD --use-case llm
    --model Llama 3 8B`` — the same arguments as the slash command (:meth:`~advisor.commands.CommandSpec.shown`), a
    required or positional parameter first as words (each of several quoted: ``compare 'GeForce RTX 3090'
    'GeForce RTX 4090'``), the others as ``--name value`` (a flag alone, ``--own``; an option taken more than once
    repeated, ``--card 3090 --card 3090``), the market last. ``None`` for a reading of no command (help)."""
    spec = BY_NAME.get(read_as.command)
    if spec is None:
        return None
    values = dict(spec.shown(spec.question(read_as)))
    first = [p for p in spec.params if (p.required or p.positional) and p.name in values]
    words = [shlex.quote(values[p.name]) if len(first) > 1 else _words(values[p.name]) for p in first]
    for p in sorted(spec.params, key=lambda p: p.kind == "market"):
        if p in first or p.name not in values:
            continue
        flag = f"--{p.name.replace('_', '-')}"
        if p.kind == "flag":
            words.append(flag)
        else:  # a card option taken more than once: each value its own flag (the faces join them by " + ")
            words += [f"{flag} {_words(v)}" for v in (values[p.name].split(" + ") if p.many else [values[p.name]])]
    return " ".join(["gpu-advisor", spec.name, *words])


def _words(value: str) -> str:
    """A value the console takes as one or more words (``nargs="+"``): its words as they are, each quoted only when
    the shell would read it otherwise (a ``'`` or ``(``): then the value is quoted whole, never word by word
    (``--card '2x NVIDIA DGX Spark (GB10 Founders Edition, 128 GB)'``, not ``'(GB10' … 'GB)'``)."""
    words = value.split()
    return shlex.quote(value) if any(shlex.quote(w) != w for w in words) else " ".join(words)


def _on_console(reply: Message | MessageParam, typed: str | None) -> Any:
    """``reply`` with its read-as command (``ask.read-as*``'s ``command``, at any depth: "Take GeForce RTX 3060 12 GB
    … Read as /compare …") as the console types it (``typed``)."""
    if typed is None:
        return reply
    params = {name: _on_console(p, typed) if isinstance(p, (Message, MessageParam)) else p
              for name, p in reply.params.items()}
    if reply.key.startswith("ask.read-as") and isinstance(params.get("command"), Text):
        params["command"] = Text(value=typed)
    return reply.model_copy(update={"params": params})


def render_question(q: Question, view: render.View | None = None) -> str:
    """The reply (in the view's language, its read-as command the console's: :func:`console_command`), then the
    answer through its console renderer."""
    view = view or render.View()
    typed = console_command(q.read_as)
    lines = view.wrap(view.t(_on_console(q.reply, typed)))
    if q.read_as_line is not None:  # a reply in words: its answer first ("Yes: …"), then what was read of it ("Read
        # as: 2 × GeForce RTX 3090 — about the power supply.")
        lines = [*lines, "", *view.wrap(view.t(_on_console(q.read_as_line, typed)))]
    if q.answer is not None:  # the answer's short form leaves room for the reply and a blank line
        answer_view = dataclasses.replace(view, reserved=view.reserved + len(lines) + 1)
        lines += ["", render.RENDERERS[type(q.answer)](q.answer, answer_view)]
    return "\n".join(lines)


def render_conversation(c: Conversation, view: render.View | None = None) -> str:
    """A conversation's turns in order, each as its question typed ("> and used?") and then its reply and answer
    (:func:`render_question`), in the view's language."""
    view = view or render.View()
    parts = []
    for turn in c.turns:  # each turn in its own language (the console sets it: advisor.cli.main)
        said = dataclasses.replace(view, language=turn.language)
        asked = said.t(msg("cli.ask.turn", "> {text}", text=Text(value=turn.text)))
        parts.append("\n".join([asked, render_question(turn, said)]))
    return "\n\n".join(parts)
