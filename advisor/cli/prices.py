"""``gpu-advisor prices export|import --guild ID FILE.csv``: a Discord server's own prices, in bulk.

The console twin of ``/price`` for the bot's operator: it opens the bot's per-server data file
(``--database PATH``, else ``DATABASE_PATH`` from the environment or ``.env`` as the bot reads it
(:class:`storage.settings.StorageSettings`),
else the default, :func:`storage.default_path`) — or, when ``DATABASE_URL`` is set and no
``--database`` is given, the PostgreSQL database the bot's processes share — and says which it used.

- ``export`` writes the server's prices as CSV (``market, card, condition, amount, currency,
  set_at, set_by``), refusing to replace an existing file unless ``--force``; FILE ``-`` is
  standard output (the report then goes to standard error). A file gets the permissions a new
  file gets here (the umask), or those of the file it replaces.
- ``import`` reads such a file (``set_at``/``set_by`` ignored; the card as people type it, the
  amount as ``/price set`` reads it, see :func:`advisor.overrides.read_price_csv`), checks every
  row, and applies all of them in one transaction — or, if any row is wrong, none, listing every
  bad row by its line. ``--replace`` also removes the server's prices the file does not name;
  ``--dry-run`` checks and says what the import would do, changing nothing. At most 5 MB is read
  (``-`` is standard input). Each change is audited as made "via the console" (no Discord user).

The console is the operator's: whoever can run it can read and write the data file anyway, so
it asks no Discord permission. Nothing from Discord is imported (the store is plain SQLite).
"""

from __future__ import annotations

import argparse
import csv
import io
import os
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from ..errors import InvalidOption
from ..i18n import Message, Text, UserText, msg
from ..i18n import render as render_message
from ..models import AnswerModel, FilePath
from ..overrides import CSV_COLUMNS, read_price_csv

if TYPE_CHECKING:
    from ..api import Advisor

MAX_FILE_BYTES = 5_000_000
"""Largest price file read (a full catalogue's prices are well under 1 MB)."""

EXPORT_COLUMNS = (*CSV_COLUMNS, "set_at", "set_by")

MAX_SNOWFLAKE = 2**63
"""Discord ids ("snowflakes") are unsigned 64-bit numbers whose top bit is never set (they count
milliseconds since 2015 in their top 42 bits), so every real id is below 2**63 — which is also
SQLite's INTEGER limit (a larger one raised ``OverflowError``). Source:
https://discord.com/developers/docs/reference#snowflakes"""

STDIO = "-"
"""The FILE that means standard output (export) or standard input (import)."""


def to_stdout(a: argparse.Namespace) -> bool:
    """Whether the command writes its CSV to standard output (``export -``): then its report goes
    to standard error, so the CSV stays clean."""
    return a.action == "export" and a.file == STDIO


class PricesReport(AnswerModel):
    """What ``prices`` did: the action, the files, the server, and the counts (``rows`` read or
    written; ``added``/``changed``/``unchanged``/``removed`` by an import — or, with ``applied``
    false, a dry run, what the import would do); ``readings`` says how card names that fit several
    cards were read, by line."""

    action: Literal["export", "import"]
    guild: int
    database: FilePath
    file: FilePath
    rows: int
    added: int = 0
    changed: int = 0
    unchanged: int = 0
    removed: int = 0
    applied: bool = True
    readings: list[Message] = []


def database_path(explicit: str | None) -> Path | None:
    """The data file to open: ``--database``, else ``DATABASE_PATH`` as the bot reads it (the
    environment, then ``.env``), else ``None`` (the store's default)."""
    if explicit:
        return Path(explicit)
    if os.environ.get("DATABASE_PATH", "").strip():
        return Path(os.environ["DATABASE_PATH"].strip())
    try:
        from storage.settings import StorageSettings

        return StorageSettings().database_path
    except Exception:  # a .env that cannot be read: fall back to the default, which is said in the output
        return None


def database_url() -> str | None:
    """``DATABASE_URL`` as the bot reads it (the environment, then ``.env``): the server data in
    PostgreSQL, or ``None`` (the SQLite file)."""
    try:
        from storage.settings import StorageSettings

        return StorageSettings().url()
    except Exception:  # a .env that cannot be read: the SQLite file, which the output names
        return None


def run(adv: Advisor, a: argparse.Namespace) -> PricesReport:
    """Export or import one server's prices; raises ``AdvisorError`` (a bad file, rows, or data
    file; a price file that is a device, FIFO, socket or folder, before it is opened)."""
    from storage import open_store

    if not 0 < a.guild < MAX_SNOWFLAKE:
        raise InvalidOption(msg("admin.console.guild", "--guild must be a Discord server id (a positive whole "
                                "number below 2^63)."))
    url, path = None if a.database else database_url(), database_path(a.database)
    if a.action == "export" and not url:
        from storage import default_path

        file = Path(path) if path is not None else default_path()
        if a.database and not os.path.lexists(file) and not file.parent.is_dir():  # a path typed whose folder is
            # not there either: a mistyped path, never "Exported 0 prices" as for a server with none (newuser14);
            # a missing file in a real folder is a bot that has stored nothing yet
            raise InvalidOption(msg("admin.console.no-database", "No server data file at {file}: its folder does not "
                                    "exist; check --database.", file=UserText(value=str(file))))
        if not os.path.lexists(file):  # a read creates nothing: no data file (the default or DATABASE_PATH's) holds
            return _export([], str(file), a)  # no prices
    with open_store(url=url, path=path) as store:
        if a.action == "export":
            return _export(store.prices(a.guild), str(store.path), a)
        return _import(adv, store, a)


def _export(prices: list, database: str, a: argparse.Namespace) -> PricesReport:
    """Write ``prices`` (one server's, from the data file or database named ``database``) to the
    file ``a.file`` as CSV (``-``: standard output); raises ``InvalidOption`` for a file that is
    not a regular one, one that exists without ``--force``, or one that cannot be written."""
    from storage.files import special_kind

    target = Path(a.file)
    kind = special_kind(target) if a.file != STDIO else None
    if kind is not None:  # --force or not: a device, FIFO, socket or folder is never replaced
        raise InvalidOption(msg("admin.console.export_not_regular", "{file} is {kind}, not a regular file; export to "
                                "a regular file or a new path (or - for standard output).",
                                file=UserText(value=str(target)), kind=kind))
    if a.file != STDIO and target.exists() and not a.force:
        raise InvalidOption(msg("admin.console.exists", "{file} already exists; give --force to replace it.",
                                file=UserText(value=str(target))))
    buffer = io.StringIO(newline="")
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(EXPORT_COLUMNS)
    for p in prices:
        amount = f"{p.amount:.2f}".rstrip("0").rstrip(".")
        writer.writerow([p.market, p.card, p.condition, amount, p.currency, p.set_at, p.set_by or ""])
    report = PricesReport(action="export", guild=a.guild, database=database, file=a.file, rows=len(prices))
    if a.file == STDIO:
        try:
            sys.stdout.write(buffer.getvalue())
            sys.stdout.flush()
        except BrokenPipeError:  # `… export - | head`: the reader left, not an error
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return report
    try:
        _write_whole(target, buffer.getvalue())
    except OSError as exc:
        raise InvalidOption(msg("admin.console.unwritable", "Cannot write {file}: {why}.",
                                file=UserText(value=str(target)), why=Text(value=exc.strerror or str(exc)))) from None
    return report


def _write_whole(target: Path, text: str) -> None:
    """Write ``text`` to ``target`` whole or not at all (a temporary file beside it, then renamed),
    with the permissions a new file gets here (``0666`` less the umask) or, when replacing a
    file, that file's own. Raises ``OSError`` (a missing or unwritable folder, a full disk)."""
    directory = target.parent if str(target.parent) else Path(".")
    try:
        mode = target.stat().st_mode & 0o7777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    fd, tmp = tempfile.mkstemp(dir=directory, prefix=f".{target.name}.", suffix=".tmp")  # mode 0600
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
            fh.write(text)
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _read_at_most(source: Path, limit: int) -> bytes:
    """At most ``limit`` bytes of ``source`` (``-``: standard input, which may be a pipe): a
    bounded read, so a pipe — whose size ``stat`` says is 0 — can never fill memory (a device or
    FIFO named as the file is refused before this). Raises ``OSError``."""
    if str(source) == STDIO:
        return sys.stdin.buffer.read(limit)
    with source.open("rb") as fh:
        return fh.read(limit)


def _import(adv: Advisor, store, a: argparse.Namespace) -> PricesReport:
    from storage.files import special_kind

    source = Path(a.file)
    kind = special_kind(source) if a.file != STDIO else None
    if kind is not None:  # a FIFO would wait forever for a writer; a device never ends
        raise InvalidOption(msg("admin.console.import_not_regular", "{file} is {kind}, not a regular file; import "
                                "from a regular file (or give - and pipe it to standard input).",
                                file=UserText(value=str(source)), kind=kind))
    try:
        data = _read_at_most(source, MAX_FILE_BYTES + 1)
        if len(data) > MAX_FILE_BYTES:
            raise InvalidOption(msg("admin.console.too_big", "{file} is larger than {size} MB; split it.",
                                    file=UserText(value=str(source)), size=MAX_FILE_BYTES // 1_000_000))
        text = data.decode("utf-8-sig")
    except OSError as exc:
        raise InvalidOption(msg("admin.console.unreadable", "Cannot read {file}: {why}.",
                                file=UserText(value=str(source)), why=Text(value=exc.strerror or str(exc)))) from None
    except UnicodeDecodeError as exc:
        raise InvalidOption(msg("admin.console.not_utf8", "{file} is not UTF-8 text (byte {at}); save it as "
                                "UTF-8 CSV.", file=UserText(value=str(source)), at=exc.start)) from None
    read = read_price_csv(text, adv, bare_currency=store.settings(a.guild).bare_currency)
    rows = read.rows
    report = PricesReport(action="import", guild=a.guild, database=str(store.path), file=str(source),
                          rows=len(rows), applied=not a.dry_run,
                          readings=[msg("price.file.reading", "line {line}: {note}", line=Text(value=str(line)),
                                        note=note) for line, note in read.readings])
    summary = store.import_prices(a.guild, [(r.market, r.card, r.condition, r.amount, r.currency) for r in rows],
                                  replace=a.replace, via="console", dry_run=a.dry_run)  # a dry run: rolled back
    return report.model_copy(update={"added": summary.added, "changed": summary.changed,
                                     "unchanged": summary.unchanged, "removed": summary.removed})


def render(report: PricesReport, language: str = "en") -> str:
    """The report as two lines of text (the second names the data file used)."""
    params = {"rows": report.rows, "guild": Text(value=str(report.guild)), "file": UserText(value=report.file)}
    if report.action == "export":
        first = msg("admin.console.exported", "Exported {rows} prices of server {guild} to {file}.", **params)
    elif not report.applied:
        first = msg("admin.console.checked", "{file}: all {rows} rows are valid; importing it would add {added}, "
                    "change {changed}, leave {unchanged} unchanged and remove {removed} prices; nothing was changed "
                    "(--dry-run).", added=report.added, changed=report.changed, unchanged=report.unchanged,
                    removed=report.removed, **params)
    else:
        first = msg("admin.console.imported", "Imported {file} into server {guild}: {added} added, {changed} "
                    "changed, {unchanged} unchanged, {removed} removed.", added=report.added, changed=report.changed,
                    unchanged=report.unchanged, removed=report.removed, **params)
    second = msg("admin.console.database", "(server data: {database})", database=Text(value=report.database))
    lines = [render_message(m.key, m.params, language, user_text=str) for m in (first, second)]
    readings = [render_message(r.key, r.params, language, user_text=str) for r in report.readings]
    return "\n".join([lines[0], *(f"  {r}" for r in readings), lines[1]])
