"""``gpu-advisor prices export|import``: the console twin of ``/price`` for bulk changes — all or
nothing, bad rows by line, and nothing half-applied when the process is killed mid-import."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from advisor.cli import main
from storage import Storage

REPO = Path(__file__).resolve().parents[3]
GUILD = "4242"


@pytest.fixture
def data(tmp_path) -> Path:
    path = tmp_path / "server-data.sqlite"
    with Storage.open(path) as store:
        store.set_price(int(GUILD), market="current-us", card="GeForce RTX 4090", condition="new", amount=1599,
                        currency="USD", user_id=77)
    return path


@pytest.fixture
def run(capsys, advisor, data):
    """``run(*argv)`` → (exit status, stdout, stderr) of ``gpu-advisor prices … --database DATA``."""
    def run(*argv):
        code = main(["prices", *argv, "--guild", GUILD, "--database", str(data)], advisor=advisor)
        out = capsys.readouterr()
        return code, out.out, out.err
    return run


def prices(path: Path, guild: int = int(GUILD)) -> dict[tuple[str, str, str], float]:
    with Storage.open(path) as store:
        return {p.key: p.amount for p in store.prices(guild)}


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_export_then_import_round_trips(run, data, tmp_path):
    out_file = tmp_path / "prices.csv"
    code, out, err = run("export", str(out_file))
    assert code == 0 and not err
    assert "Exported 1 prices" in out and str(data) in out  # says which data file it used
    lines = out_file.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "market,card,condition,amount,currency,set_at,set_by"
    assert lines[1].startswith("current-us,GeForce RTX 4090,new,1599,USD,") and lines[1].endswith(",77")

    code, out, _ = run("import", str(out_file))
    assert code == 0 and "0 added, 0 changed, 1 unchanged" in out


def test_import_applies_every_row_audited_as_the_console(run, data, tmp_path):
    file = write(tmp_path / "in.csv", "market,card,condition,amount,currency\n"
                                      "current-us,rtx 4090,new,1499,\n"
                                      "current-us,3090,used,3200元,\n"
                                      "2019-cn,2080 ti,,9000,\n")
    code, out, err = run("import", str(file))
    assert code == 0 and not err and "1 added" not in out and "2 added, 1 changed" in out
    assert prices(data) == {("current-us", "GeForce RTX 4090", "new"): 1499,
                            ("current-us", "GeForce RTX 3090", "used"): 3200,
                            ("2019-cn", "GeForce RTX 2080 Ti", "new"): 9000}
    with Storage.open(data) as store:
        latest = store.history(int(GUILD), limit=3)
    assert {(e.via, e.user_id, e.action) for e in latest} == {("console", None, "import")}


def test_one_bad_row_and_nothing_is_applied(run, data, tmp_path):
    file = write(tmp_path / "in.csv", "market,card,condition,amount,currency\n"
                                      "current-us,rtx 4090,new,1,\n"
                                      "current-us,rtx 9999,new,5,\n"
                                      "current-us,3090,used,lots,\n")
    code, out, err = run("import", str(file))
    assert code == 2 and not out
    assert "2 bad row(s); nothing was imported" in err
    assert "line 3:" in err and "line 4:" in err and "line 2:" not in err
    assert prices(data) == {("current-us", "GeForce RTX 4090", "new"): 1599}


def test_json_errors_list_the_problems(capsys, advisor, data, tmp_path):
    file = write(tmp_path / "in.csv", "market,card,amount\ncurrent-us,banana,5\n")
    code = main(["prices", "import", str(file), "--guild", GUILD, "--database", str(data), "--json"], advisor=advisor)
    error = json.loads(capsys.readouterr().out)["error"]
    assert code == 2 and error["code"] == "invalid_price_file" and error["problems"][0]["line"] == 2


def test_dry_run_and_replace(run, data, tmp_path):
    file = write(tmp_path / "in.csv", "market,card,amount\ncurrent-us,3090,700\n")
    code, out, _ = run("import", str(file), "--dry-run")
    assert code == 0 and "nothing was changed" in out
    assert prices(data) == {("current-us", "GeForce RTX 4090", "new"): 1599}
    code, out, _ = run("import", str(file), "--replace")
    assert code == 0 and "1 added, 0 changed, 0 unchanged, 1 removed" in out
    assert prices(data) == {("current-us", "GeForce RTX 3090", "new"): 700}


def test_export_never_replaces_a_file_unless_told(run, tmp_path):
    mine = write(tmp_path / "thesis.csv", "my precious data\n")
    code, _, err = run("export", str(mine))
    assert code == 2 and "already exists" in err and mine.read_text() == "my precious data\n"
    code, _, _ = run("export", str(mine), "--force")
    assert code == 0 and mine.read_text().startswith("market,card")
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


@pytest.mark.parametrize(("content", "words"), [
    (b"\xff\xfe\x00binary", "not UTF-8"), (b"just,some\ntext,here\n", "columns"),
])
def test_unreadable_files_are_one_clear_error(run, tmp_path, content, words):
    path = tmp_path / "in.csv"
    path.write_bytes(content)
    code, out, err = run("import", str(path))
    assert code == 2 and words in err and not out
    code, _, err = run("import", str(tmp_path / "missing.csv"))
    assert code == 2 and "Cannot read" in err


def test_a_file_that_is_not_the_server_data_is_refused(capsys, advisor, catalog_db, tmp_path):
    before = catalog_db.read_bytes()
    code = main(["prices", "export", str(tmp_path / "x.csv"), "--guild", GUILD, "--database", str(catalog_db)],
                advisor=advisor)
    assert code == 2 and "card catalogue" in capsys.readouterr().err
    assert catalog_db.read_bytes() == before


def test_the_database_path_is_read_as_the_bot_reads_it(capsys, advisor, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DATABASE_PATH", raising=False)
    (tmp_path / ".env").write_text(f"DATABASE_PATH={tmp_path / 'from-dotenv.sqlite'}\n", encoding="utf-8")
    assert main(["prices", "export", "a.csv", "--guild", GUILD], advisor=advisor) == 0
    assert "from-dotenv.sqlite" in capsys.readouterr().out
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "from-env.sqlite"))
    assert main(["prices", "export", "b.csv", "--guild", GUILD], advisor=advisor) == 0
    assert "from-env.sqlite" in capsys.readouterr().out


# A real import in its own process, paused inside its transaction after half the rows (the
# storage's progress hook), then killed with SIGKILL: no chance to roll back or clean up.
KILLED_IMPORT = """
import sys, time
import storage.sqlite as storage

real = storage.Storage.import_prices

def import_prices(self, guild, rows, **kwargs):
    rows = list(rows)
    def progress(i):
        if i == len(rows) // 2:
            print("half", flush=True)
            time.sleep(600)
    return real(self, guild, rows, progress=progress, **kwargs)

storage.Storage.import_prices = import_prices
from advisor.cli import main
sys.exit(main(sys.argv[1:]))
"""


def test_killing_an_import_midway_applies_nothing(data, tmp_path, catalog_db):
    names = ["rtx 4090", "rtx 4080", "rtx 4070", "rtx 3090", "rtx 3080", "rtx 3070", "rtx 2080 ti", "titan rtx",
             "rtx 5090", "rtx 5080", "rtx 5070", "rtx 4060", "rtx 3060", "gtx 1080 ti", "a100 pcie 80 gb", "h100 pcie"]
    file = write(tmp_path / "big.csv", "market,card,amount\n" + "".join(f"current-us,{n},{100 + i}\n"
                                                                         for i, n in enumerate(names)))
    before = prices(data)
    with Storage.open(data) as store:
        versions = store.version(int(GUILD))
    proc = subprocess.Popen([sys.executable, "-c", KILLED_IMPORT, "prices", "import", str(file), "--guild", GUILD,
                             "--database", str(data)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            cwd=REPO, env={**os.environ, "GPU_ADVISOR_DB": str(catalog_db)})
    try:
        assert proc.stdout.readline().strip() == "half", proc.stderr.read()
        assert Path(str(data) + "-wal").stat().st_size > 0  # rows were written into the open transaction
        proc.send_signal(signal.SIGKILL)
        assert proc.wait(timeout=60) == -signal.SIGKILL
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.stdout.close()
        proc.stderr.close()

    assert prices(data) == before
    with Storage.open(data) as store:
        assert store.version(int(GUILD)) == versions  # no audit row either
        assert store.integrity_check() == "ok"
    code = subprocess.run([sys.executable, "-m", "advisor", "prices", "import", str(file), "--guild", GUILD,
                           "--database", str(data)], capture_output=True, text=True, cwd=REPO,
                          env={**os.environ, "GPU_ADVISOR_DB": str(catalog_db)})
    assert code.returncode == 0, code.stderr
    assert len(prices(data)) == len(names)  # the same import, run again, applies whole


def test_the_size_cap_holds_for_a_file_and_for_standard_input(run, tmp_path, monkeypatch, catalog_db, data):
    """The cap is on what is read, not on what ``stat`` says (0 for a pipe): standard input fed
    one byte more than the cap is refused like a regular file of that size."""
    from advisor.cli import prices as cli_prices

    monkeypatch.setattr(cli_prices, "MAX_FILE_BYTES", 1_000)
    body = ("market,card,amount\n" + "current-us,rtx 3090,700\n" * 60).encode()
    assert len(body) > 1_001
    regular = tmp_path / "big.csv"
    regular.write_bytes(body)
    code, out, err = run("import", str(regular), "--dry-run")
    assert code == 2 and "larger than" in err and not out

    big = b"market,card,amount\n" + b"current-us,rtx 3090,700\n" * 210_000  # the real cap: 5 MB
    assert len(big) > 5_000_001
    done = subprocess.run([sys.executable, "-m", "advisor", "prices", "import", "-", "--guild", GUILD, "--database",
                           str(data), "--dry-run"], input=big, capture_output=True, cwd=REPO, timeout=120,
                          env={**os.environ, "GPU_ADVISOR_DB": str(catalog_db)})
    assert done.returncode == 2 and b"larger than 5 MB" in done.stderr and not done.stdout


def special_files(tmp_path: Path) -> dict[str, Path]:
    """A FIFO, a socket, a folder and (as root) a character device like /dev/null, in tmp_path."""
    import socket
    import stat

    out = {"fifo": tmp_path / "p.fifo", "socket": tmp_path / "s.sock", "folder": tmp_path / "folder"}
    os.mkfifo(out["fifo"])
    sock = socket.socket(socket.AF_UNIX)
    sock.bind(str(out["socket"]))
    sock.close()
    out["folder"].mkdir()
    if os.geteuid() == 0:
        out["device"] = tmp_path / "null-device"
        os.mknod(out["device"], stat.S_IFCHR | 0o666, os.makedev(1, 3))
    return out


def test_export_never_replaces_a_device_fifo_socket_or_folder(run, tmp_path):
    """Issue 21 item 2: as root, ``export --force /dev/full`` replaced the device with a file."""
    for kind, path in special_files(tmp_path).items():
        before = os.stat(path)
        code, out, err = run("export", str(path), "--force")
        assert code == 2 and not out and "Traceback" not in err, kind
        assert err.startswith("gpu-advisor: ") and "not a regular file" in err and len(err.strip().splitlines()) == 1
        after = os.stat(path)
        assert (after.st_mode, after.st_ino) == (before.st_mode, before.st_ino), kind  # left as it was
    assert not any(p.name.endswith(".tmp") for p in tmp_path.iterdir())


def test_import_refuses_a_fifo_device_socket_or_folder_at_once(catalog_db, data, tmp_path):
    """A FIFO with no writer used to wait forever: the real console process answers at once."""
    for kind, path in special_files(tmp_path).items():
        done = subprocess.run([sys.executable, "-m", "advisor", "prices", "import", str(path), "--guild", GUILD,
                               "--database", str(data), "--json"], capture_output=True, text=True, cwd=REPO,
                              timeout=60, env={**os.environ, "GPU_ADVISOR_DB": str(catalog_db)})
        assert done.returncode == 2, (kind, done.stderr)
        error = json.loads(done.stdout)["error"]
        assert "not a regular file" in error["message"] and "standard input" in error["message"], kind


@pytest.mark.parametrize("where", ["missing-folder/x.csv", "a-file/x.csv"])
def test_export_to_a_place_that_cannot_be_written_is_one_sentence(run, tmp_path, where):
    (tmp_path / "a-file").write_text("not a folder\n")
    code, out, err = run("export", str(tmp_path / where))
    assert code == 2 and not out
    assert err.startswith("gpu-advisor: Cannot write ") and len(err.strip().splitlines()) == 1
    assert "Traceback" not in err


def test_export_to_an_unwritable_folder_is_one_sentence(run, tmp_path, monkeypatch, capsys, advisor, data):
    import tempfile

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(tempfile, "mkstemp", refuse)  # root ignores folder permissions, so say it as the OS would
    code, out, err = run("export", str(tmp_path / "x.csv"))
    assert code == 2 and not out and "Cannot write" in err and "Permission denied" in err
    code = main(["prices", "export", str(tmp_path / "x.csv"), "--guild", GUILD, "--database", str(data), "--json"],
                advisor=advisor)
    error = json.loads(capsys.readouterr().out)["error"]
    assert code == 2 and error["code"] == "invalid_option" and "Cannot write" in error["message"]


@pytest.mark.parametrize("guild", ["0", "-5", str(2**63), "99999999999999999999999"])
def test_a_guild_that_is_no_discord_id_is_one_sentence(capsys, advisor, data, tmp_path, guild):
    code = main(["prices", "export", str(tmp_path / "x.csv"), "--guild", guild, "--database", str(data)],
                advisor=advisor)
    err = capsys.readouterr().err
    assert code == 2 and "--guild must be a Discord server id" in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "x.csv").exists()


def test_export_to_dash_writes_the_csv_to_stdout_and_the_report_to_stderr(run, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, out, err = run("export", "-")
    assert code == 0
    assert out.splitlines()[0] == "market,card,condition,amount,currency,set_at,set_by" and len(out.splitlines()) == 2
    assert "Exported 1 prices" in err and not (tmp_path / "-").exists()


def test_exported_files_get_the_usual_permissions(run, tmp_path):
    old = os.umask(0o022)
    try:
        code, _, _ = run("export", str(tmp_path / "x.csv"))
    finally:
        os.umask(old)
    assert code == 0 and (tmp_path / "x.csv").stat().st_mode & 0o777 == 0o644


@pytest.mark.parametrize("replace", [True, False])
@pytest.mark.parametrize("body", [
    "market,card,amount\n",  # header only: --replace would empty the server
    "market,card,amount\ncurrent-us,rtx 4090,1599\ncurrent-us,rtx 3090,650\ncurrent-us,rtx 5090,2100\n",
])
def test_a_dry_run_reports_what_the_real_run_would_do(run, data, tmp_path, replace, body):
    with Storage.open(data) as store:
        for card, amount in [("GeForce RTX 3090", 700), ("GeForce RTX 4080", 999), ("GeForce RTX 4070", 599)]:
            store.set_price(int(GUILD), market="current-us", card=card, condition="new", amount=amount,
                            currency="USD", user_id=77)
        versions = store.version(int(GUILD))
    before = prices(data)
    assert len(before) == 4
    file = write(tmp_path / "in.csv", body)
    flags = ["--replace"] if replace else []
    code, dry, _ = run("import", str(file), *flags, "--dry-run", "--json")
    assert code == 0 and prices(data) == before
    with Storage.open(data) as store:
        assert store.version(int(GUILD)) == versions  # no audit row either
    code, real, _ = run("import", str(file), *flags, "--json")
    assert code == 0
    counts = ("added", "changed", "unchanged", "removed")
    dry, real = json.loads(dry), json.loads(real)
    assert not dry["applied"] and real["applied"]
    assert {k: dry[k] for k in counts} == {k: real[k] for k in counts}
    if replace and body.count("\n") == 1:
        assert real["removed"] == 4


def test_a_dry_run_says_the_counts(run, tmp_path):
    file = write(tmp_path / "in.csv", "market,card,amount\n")
    code, out, _ = run("import", str(file), "--replace", "--dry-run")
    assert code == 0 and "remove 1 prices" in out and "nothing was changed" in out


BAD_ROWS = ("market,card,condition,amount,currency\n"
            "current-us,rtx 4090,new,1,\n"
            "current-us,rtx 9999,new,5,\n"
            "current-us,3090,used,lots,\n"
            "current-us,4090,new,7,\n")


def test_each_bad_row_is_its_own_line(run, tmp_path):
    code, out, err = run("import", str(write(tmp_path / "in.csv", BAD_ROWS)))
    lines = err.splitlines()
    assert code == 2 and not out and len(lines) == 4
    assert lines[0].startswith("gpu-advisor: The price file has 3 bad row(s)")
    assert [line.split(":")[0].strip() for line in lines[1:]] == ["line 3", "line 4", "line 5"]
    assert "already on line 2" in lines[3]


@pytest.mark.parametrize(("tag", "row_word"), [("zh-CN", "第 3 行"), ("zh-TW", "第 3 列")])
def test_bad_rows_are_said_in_the_language_asked(capsys, advisor, data, tmp_path, tag, row_word):
    file = write(tmp_path / "in.csv", BAD_ROWS)
    argv = ["prices", "import", str(file), "--guild", GUILD, "--database", str(data)]
    assert main([*argv, "--lang", "en"], advisor=advisor) == 2
    english = capsys.readouterr().err.splitlines()
    assert main([*argv, "--lang", tag], advisor=advisor) == 2
    said = capsys.readouterr().err.splitlines()
    assert len(said) == len(english) == 4 and row_word in said[1]
    for theirs, ours in zip(said[1:], english[1:], strict=True):
        assert "line" not in theirs and theirs.split("：", 1)[1] != ours.split(": ", 1)[1]  # the problem too

    assert main([*argv, "--lang", tag, "--json"], advisor=advisor) == 2
    problems = json.loads(capsys.readouterr().out)["error"]["problems"]
    assert [p["line"] for p in problems] == [3, 4, 5]
    assert [p["key"] for p in problems][2] == "price.file.duplicate_row"
    assert all(p["message"] == line.split("：", 1)[1].strip() for p, line in zip(problems, said[1:], strict=True))


def test_a_column_named_twice_is_one_sentence(run, data, tmp_path):
    file = write(tmp_path / "in.csv", "market,card,amount,amount\ncurrent-us,rtx 3090,700,800\n")
    code, out, err = run("import", str(file))
    assert code == 2 and not out and len(err.splitlines()) == 1
    assert "names amount more than once" in err
    assert prices(data) == {("current-us", "GeForce RTX 4090", "new"): 1599}


def test_the_console_imports_into_postgresql_when_database_url_is_set(pg_url, catalog_db, tmp_path):
    """Issue 22: the operator's console twin works on the database the bot processes share."""
    from storage import open_store

    file = tmp_path / "p.csv"
    file.write_text("market,card,amount\ncurrent-us,rtx 3090,700\n", encoding="utf-8")
    env = {**os.environ, "GPU_ADVISOR_DB": str(catalog_db), "DATABASE_URL": pg_url}
    done = subprocess.run([sys.executable, "-m", "advisor", "prices", "import", str(file), "--guild", GUILD],
                          capture_output=True, text=True, cwd=tmp_path, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "127.0.0.1" in done.stdout and "1 added" in done.stdout
    with open_store(url=pg_url) as store:
        assert [(p.card, p.amount, p.set_by) for p in store.prices(int(GUILD))] == [("GeForce RTX 3090", 700, None)]
        assert store.history(int(GUILD))[0].via == "console"
