"""A real PostgreSQL server for the tests, started and stopped by the tests themselves (Debian's
``postgresql`` package: ``.ci/run`` installs it; locally ``apt-get install postgresql``).

:func:`find_pg_ctl` finds its binaries (on ``PATH``, else ``/usr/lib/postgresql/*/bin``);
:class:`PostgresServer` runs one in a temporary folder on a free port of 127.0.0.1 — as the
``postgres`` user (or ``nobody``) when the tests run as root, since PostgreSQL refuses to run as
root. ``pytest-postgresql`` does the same but cannot drop root, which CI runs as.
"""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path


def find_pg_ctl() -> Path | None:
    """``pg_ctl`` of the newest PostgreSQL installed, or ``None``."""
    found = shutil.which("pg_ctl")
    if found:
        return Path(found).resolve()
    candidates = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"), key=lambda p: int(p.split("/")[4]))
    return Path(candidates[-1]) if candidates else None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class PostgresServer:
    """One PostgreSQL server in a fresh folder: :meth:`start`, :meth:`stop`, :attr:`url` (the
    ``postgres`` database, user ``gpu``, trust authentication on 127.0.0.1 only)."""

    def __init__(self, pg_ctl: Path) -> None:
        self.bindir = pg_ctl.parent
        self.port = _free_port()
        self.folder = Path(tempfile.mkdtemp(prefix="gpu-advisor-pg-", dir="/tmp"))
        self.data = self.folder / "data"
        self.user: dict = {}
        if os.geteuid() == 0:
            try:
                account = pwd.getpwnam("postgres")
            except KeyError:
                account = pwd.getpwnam("nobody")
            os.chown(self.folder, account.pw_uid, account.pw_gid)
            self.user = {"user": account.pw_uid, "group": account.pw_gid}
        self.url = f"postgresql://gpu@127.0.0.1:{self.port}/postgres"

    def _run(self, *args: str) -> None:
        subprocess.run([str(self.bindir / args[0]), *args[1:]], check=True, capture_output=True, cwd=self.folder,
                       timeout=120, **self.user)

    def start(self) -> PostgresServer:
        if not self.data.exists():
            self._run("initdb", "-D", str(self.data), "-U", "gpu", "--auth=trust", "-E", "UTF8", "-N")
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.folder / "log"), "-w", "-o",
                  f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c fsync=off "
                  "-c max_connections=200", "start")
        return self

    def stop(self, mode: str = "fast") -> None:
        self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "stop")

    def remove(self) -> None:
        with contextlib.suppress(subprocess.CalledProcessError):
            self.stop("immediate")
        shutil.rmtree(self.folder, ignore_errors=True)

    def new_database(self, name: str) -> str:
        """A fresh, empty database; its URL."""
        import psycopg

        with psycopg.connect(self.url, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}"')
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url.rsplit("/", 1)[0] + f"/{name}"
