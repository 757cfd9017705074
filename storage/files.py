"""What kind of file a path is, said in a sentence: the per-server data (``DATABASE_PATH``) and
the console's price files are read and written only as regular files — a device, FIFO, socket
or folder at such a path is refused before anything opens it (opening a FIFO waits forever for
a writer; replacing ``/dev/full`` with a regular file breaks the machine)."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from advisor.i18n import Message, msg


def special_kind(path: Path) -> Message | None:
    """What ``path`` is when it exists and is not a regular file (after symbolic links): a
    folder, a FIFO, a socket, a character or block device — as a message; ``None`` for a regular
    file or a path with nothing at it. Never opens the path (``stat`` only)."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return None
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return msg("file.kind.folder", "a folder")
    if stat.S_ISFIFO(mode):
        return msg("file.kind.fifo", "a FIFO (named pipe)")
    if stat.S_ISSOCK(mode):
        return msg("file.kind.socket", "a socket")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return msg("file.kind.device", "a device")
    return msg("file.kind.other", "not a regular file")  # pragma: no cover - doors, whiteouts


def owner(path: Path) -> tuple[int, int] | None:
    """``(uid, mode bits)`` of ``path`` (``None`` if it cannot be looked at)."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_uid, stat.S_IMODE(st.st_mode)
