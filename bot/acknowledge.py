"""Discord's 3 seconds (issue 30 §5): every interaction is acknowledged before the work that can
wait, and past what the process can serve the member is told so, politely, instead of getting
nothing.

Discord drops an interaction whose first response does not arrive within 3 s of its creation; a
deferral ("GPU Advisor is thinking…") buys 15 minutes for the answer. Three pieces, used by the
command tree (:class:`bot.tree.AdvisorTree`) so that no command has to remember them:

* :class:`Answers` (``bot.answers``): the interactions admitted and not yet answered. Past
  ``ANSWER_QUEUE`` of them, a new one gets :data:`BUSY` (ephemeral, in the member's language) at
  once rather than joining a queue it would wait minutes in. Admitted answers take their
  :meth:`turn <Answers.turn>` to do their work: one per pass of the event loop, in order, so an
  interaction that arrives while hundreds are being answered is acknowledged after at most one
  answer's work, not after all of them.
* :func:`acknowledge` defers the interaction (publicly, or ephemerally, or — for a button that
  edits its message — as an update) and puts an :class:`AcknowledgedResponse` in place of
  ``interaction.response``, so the command's own calls keep working: its ``defer()`` is already
  done, its ``send_message()`` becomes the answer (the deferred message edited into it), its
  ``edit_message()`` edits the message, and an ephemeral message after a public deferral (a user
  error) replaces the "thinking…" message with one only the member sees (the public one is
  completed with :data:`PRIVATE`, then removed: Discord loses every followup of a "thinking…"
  message deleted unanswered).
* :func:`acknowledges_first`: which commands the tree acknowledges before they run — every
  command, except those that declare ``extras={"acknowledge": False}`` and the server admins'
  tools (commands with default member permissions: ``/price``, ``/settings``, ``/sync``), which
  answer ephemerally and defer themselves where they do slow work.

A command that must answer with a modal declares ``extras={"acknowledge": False}`` (a modal
cannot follow a deferral). A component (a button) acknowledges itself: its callback calls
``await acknowledge(interaction, ephemeral=True)`` (a new ephemeral message) or
``await acknowledge(interaction, update=True)`` (it edits its own message) first.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import OrderedDict, deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from advisor.i18n import msg

if TYPE_CHECKING:
    from discord.app_commands import Command, ContextMenu, Group

log = logging.getLogger(__name__)

BUSY = msg("bot.busy", "I'm answering a lot of questions right now: please try again in a moment.")
"""Said (ephemerally, in the member's language) to an interaction past ``ANSWER_QUEUE``."""

PRIVATE = msg("bot.answered-privately", "Answered privately.")
"""What the public "thinking…" message says, for the moment between its completion and its
removal, when the answer is only the member's (an error after a public deferral)."""

EXPIRED_CODE = 10062
"""Discord's error code for an interaction that can no longer be answered ("Unknown interaction")."""

LATE_SECONDS = 2.0
"""An interaction that waited this long on the event loop since it reached the process (its arrival,
stamped by :mod:`bot.arrivals`) is told :data:`BUSY` instead of being admitted: the process is behind
what it can serve, its deferral would come near Discord's 3 s, and its answer would push every later
one further back. The polite reply still goes out within the 3 s."""

GONE_SECONDS = 3.0
"""An interaction that waited this long since it reached the process is past Discord's 3 s (counted
from its creation, before it reached the process): nothing sent to it can arrive (Discord answers
10062, Unknown interaction), so nothing is sent: the REST call would only take the time of the
interactions behind it."""

ARRIVALS = 8192
"""Most arrival stamps kept (interactions not yet admitted, autocompletes, buttons): the oldest dropped first."""

STALE_SECONDS = 15 * 60.0
"""After this long an admitted interaction can no longer be answered (its token expires): it no
longer counts as waiting, whatever happened to it."""


class Expired(app_commands.CheckFailure):
    """The interaction expired before it could be acknowledged (nothing can be sent to it)."""


class NotAcknowledged(app_commands.CheckFailure):
    """Discord refused the deferral (``original``: its :class:`discord.HTTPException`); the
    command did not run."""

    def __init__(self, original: discord.HTTPException) -> None:
        super().__init__(f"the deferral failed: {original}")
        self.original = original


class AcknowledgedResponse(discord.InteractionResponse):
    """``interaction.response`` after :func:`acknowledge`: the interaction is deferred, and the
    command's calls are turned into what they mean after a deferral (see the module docstring).
    ``ephemeral``: the deferral's "thinking…" message is only the member's; ``update``: the
    deferral edits the component's own message."""

    __slots__ = ("ephemeral", "update", "answered")

    def __init__(self, parent: discord.Interaction, *, ephemeral: bool = False, update: bool = False) -> None:
        super().__init__(parent)
        self.ephemeral = ephemeral
        self.update = update
        self.answered = False

    async def acknowledge(self) -> None:
        """Send the deferral (``InteractionResponse.defer``). Raises :class:`discord.HTTPException`."""
        await discord.InteractionResponse.defer(self, ephemeral=self.ephemeral, thinking=not self.update)

    async def defer(self, *, ephemeral: bool = False, thinking: bool = False) -> None:
        """Already deferred: nothing to do."""
        return None

    async def send_message(self, content: Any = None, *, ephemeral: bool = False,  # type: ignore[override]
                           delete_after: float | None = None, **kwargs: Any) -> None:
        """The answer: the first one edits the "thinking…" message into it (Discord's followup).

        An ephemeral one after a public deferral (a user error) must stay private, but the first
        followup of a deferral takes the deferral's visibility, and a "thinking…" message deleted
        unanswered takes every later followup with it (Discord answers 10008, Unknown Message). So
        the "thinking…" message is first completed with :data:`PRIVATE` (no user text), then the
        message goes out as an ephemeral followup, and the public one is deleted."""
        interaction = self._parent
        if ephemeral and not self.ephemeral and not self.answered:
            from bot.i18n import interaction_language, t

            await interaction.edit_original_response(content=t(PRIVATE, interaction_language(interaction)))
            self.answered = True
            await interaction.followup.send(content if content is not None else discord.utils.MISSING,
                                            ephemeral=True, **kwargs)
            try:
                await interaction.delete_original_response()
            except discord.HTTPException as exc:
                log.debug("could not remove the public stand-in of %s: %s", interaction.id, exc)
            return
        if self.update and not self.answered and not ephemeral:
            await self.edit_message(content=content, **kwargs)
            return
        sent = await interaction.followup.send(content if content is not None else discord.utils.MISSING,
                                               ephemeral=ephemeral, wait=True, **kwargs)
        self.answered = True
        if delete_after is not None:
            await sent.delete(delay=delete_after)

    async def edit_message(self, **kwargs: Any) -> None:
        """Edit the message the deferral stands for (a component's own message, or the answer)."""
        kwargs.pop("delete_after", None)
        await self._parent.edit_original_response(**kwargs)
        self.answered = True


async def acknowledge(interaction: discord.Interaction, *, ephemeral: bool = False, update: bool = False) -> bool:
    """Defer ``interaction`` now and put an :class:`AcknowledgedResponse` in its place (see the
    module docstring); ``False`` when it had been answered already (nothing done).

    Raises :class:`Expired` when Discord says the interaction can no longer be answered, and
    :class:`NotAcknowledged` when the deferral fails otherwise (both are command check failures:
    the tree's ``on_error`` handles them)."""
    if interaction.response.is_done():
        return False
    response = AcknowledgedResponse(interaction, ephemeral=ephemeral, update=update)
    try:
        await response.acknowledge()
    except discord.HTTPException as exc:
        if isinstance(exc, discord.NotFound) and exc.code == EXPIRED_CODE:
            log.warning("interaction %s expired before it could be acknowledged", interaction.id)
            raise Expired("the interaction expired") from None
        log.warning("could not acknowledge interaction %s: %s", interaction.id, exc)
        raise NotAcknowledged(exc) from None
    interaction._cs_response = response  # type: ignore[attr-defined]  # discord.py's cached slot of .response
    return True


def acknowledges_first(command: Command[Any, ..., Any] | Group | ContextMenu) -> bool:
    """Whether the tree acknowledges ``command`` before it runs: unless it (or its group) declares
    ``extras={"acknowledge": False}`` or is one of the admins' tools (default member permissions)."""
    node: Any = command
    while node is not None:
        if node.extras.get("acknowledge") is False or getattr(node, "default_permissions", None) is not None:
            return False
        node = getattr(node, "parent", None)
    return True


class Answers:
    """The interactions a bot admitted and has not answered yet, and their turns.

    Args:
        capacity: most interactions waiting for their answer at once (``settings.answer_queue``);
            past it :meth:`admit` refuses (the tree then says :data:`BUSY`).
        clock: seconds, for how long an interaction waited since :meth:`arrived` (default
            ``time.perf_counter``; tests give their own).

    Not thread-safe: use it from the event loop's thread.
    """

    def __init__(self, capacity: int, clock: Callable[[], float] = time.perf_counter) -> None:
        self.capacity = max(1, int(capacity))
        self._admitted: dict[int, float] = {}  # interaction id -> when admitted (time.monotonic())
        self._arrivals: OrderedDict[int, float] = OrderedDict()  # interaction id -> clock() when it arrived
        self.clock = clock
        self._turns: deque[asyncio.Future[None]] = deque()
        self._granter: asyncio.Task[None] | None = None
        self.refused = 0  # interactions told BUSY (logs, benchmarks)
        self.dropped = 0  # interactions past Discord's 3 s before their turn: nothing sent (logs, benchmarks)

    def arrived(self, interaction_id: int) -> None:
        """Stamp the moment interaction ``interaction_id`` reached the process (:mod:`bot.arrivals`,
        before discord.py parses it); at most :data:`ARRIVALS` stamps are kept."""
        self._arrivals[interaction_id] = self.clock()
        while len(self._arrivals) > ARRIVALS:
            self._arrivals.popitem(last=False)

    def waited(self, interaction: discord.Interaction) -> float:
        """Seconds ``interaction`` waited since it reached the process (0 when it was not stamped:
        a bot without :mod:`bot.arrivals`' readers); the stamp is kept until :meth:`admit`."""
        at = self._arrivals.get(interaction.id)
        return 0.0 if at is None else max(0.0, self.clock() - at)

    def gone(self, interaction: discord.Interaction) -> bool:
        """Whether ``interaction`` waited past :data:`GONE_SECONDS` (Discord has dropped it: nothing is
        to be sent to it); counted in :attr:`dropped`, its stamp dropped."""
        if self.waited(interaction) < GONE_SECONDS:
            return False
        self._arrivals.pop(interaction.id, None)
        self.dropped += 1
        if self.dropped == 1 or self.dropped % 100 == 0:
            log.warning("behind: %d interactions waited past Discord's 3 s before their turn (none sent)",
                        self.dropped)
        return True

    def __len__(self) -> int:
        return len(self._admitted)

    def admit(self, interaction: discord.Interaction) -> bool:
        """Count ``interaction`` as waiting for its answer; ``False`` when :attr:`capacity` are
        waiting already, or when it waited :data:`LATE_SECONDS` on the event loop since it arrived
        (the process is behind: nothing counted, the tree tells the member :data:`BUSY`)."""
        late = self.waited(interaction) >= LATE_SECONDS
        self._arrivals.pop(interaction.id, None)
        if len(self._admitted) >= self.capacity:
            self._forget_stale()
        if late or len(self._admitted) >= self.capacity:
            self.refused += 1
            if self.refused == 1 or self.refused % 100 == 0:
                log.warning("busy: %d interactions waiting for an answer%s; %d told to try again so far",
                            len(self._admitted), " (this one waited its turn too long)" if late else "",
                            self.refused)
            return False
        self._admitted[interaction.id] = time.monotonic()
        return True

    def done(self, interaction: discord.Interaction) -> None:
        """``interaction`` is answered (or failed): it no longer waits (idempotent)."""
        self._admitted.pop(interaction.id, None)

    def _forget_stale(self) -> None:
        oldest = time.monotonic() - STALE_SECONDS
        for key in [k for k, at in self._admitted.items() if at < oldest]:
            del self._admitted[key]

    async def turn(self) -> None:
        """Wait for this answer's turn to work: turns are given in order, one per pass of the
        event loop, so that between two answers' work the loop reads what Discord sent meanwhile
        and acknowledges it."""
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._turns.append(future)
        if self._granter is None or self._granter.done():
            self._granter = asyncio.ensure_future(self._grant())
        await future

    async def _grant(self) -> None:
        while self._turns:
            future = self._turns.popleft()
            if not future.done():
                future.set_result(None)
                await asyncio.sleep(0)  # that answer works in the next pass; the next turn after it
