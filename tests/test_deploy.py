"""What a server admin relies on: the lock covers the dependencies, the .env example works with
``docker run --env-file`` and pydantic-settings alike, the docs' links resolve inside the
repository or go to public sites, the Dockerfile copies only files the build context has, and
compose.yaml runs the same container as the Dockerfile's own instructions."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from urllib.parse import urlparse

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

ROOT = Path(__file__).resolve().parents[1]
LOCK = ROOT / "requirements.lock"
ENV_EXAMPLE = ROOT / ".env.example"
README = ROOT / "README.md"
DEPLOY = ROOT / "docs" / "deploy.md"
STALE_LOCK = "requirements.lock does not match pyproject.toml: run `make lock` and commit requirements.lock"


def locked() -> dict[str, list[tuple[Version, str]]]:
    """``name -> [(version, marker text)]`` from requirements.lock; each entry must carry hashes."""
    pins: dict[str, list[tuple[Version, str]]] = {}
    text = LOCK.read_text(encoding="utf-8")
    for block in re.split(r"\n(?=[A-Za-z0-9])", text):
        head = block.split("\n", 1)[0]
        match = re.match(r"([A-Za-z0-9][A-Za-z0-9._-]*)==([^ ;\\]+)\s*(?:;\s*([^\\]+?))?\s*\\?$", head)
        if not match:
            continue
        assert "--hash=sha256:" in block, f"{head}: no hash in requirements.lock"
        pins.setdefault(canonicalize_name(match[1]), []).append((Version(match[2]), match[3] or ""))
    return pins


def test_lock_pins_every_runtime_dependency_within_its_range():
    pins = locked()
    assert len(pins) > 10
    deps = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["dependencies"]
    for dep in map(Requirement, deps):
        name = canonicalize_name(dep.name)
        assert name in pins, f"{dep.name} is not in requirements.lock. {STALE_LOCK}"
        for version, _marker in pins[name]:
            assert dep.specifier.contains(version, prereleases=True), f"{dep} but locked {version}. {STALE_LOCK}"


def test_lock_holds_no_test_tools():
    pins = locked()
    optional = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    for extra, deps in optional.items():
        for dep in map(Requirement, deps):
            assert canonicalize_name(dep.name) not in pins, f"{dep.name} (extra {extra!r}) is in the runtime lock"


def env_lines() -> list[tuple[str, str]]:
    """``(key, value)`` of the example's settings, read the way ``docker run --env-file`` reads them."""
    out = []
    for line in ENV_EXAMPLE.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        key, sep, value = line.partition("=")
        assert sep, f"{line!r}: docker needs KEY=value"
        out.append((key, value))
    return out


def test_env_example_is_docker_env_file_safe():
    from bot.settings import PLACEHOLDER_TOKEN

    settings = env_lines()
    assert ("DISCORD_TOKEN", PLACEHOLDER_TOKEN) in settings  # the one value the bot refuses before logging in
    for key, value in settings:
        assert re.fullmatch(r"[A-Z][A-Z0-9_]*", key), f"{key!r} is not a plain variable name"
        # docker keeps quotes, spaces and a '# comment' after a value as part of the value
        assert not re.search(r"[\s#\"']", value), f"{key}={value!r}: docker would take this literally"


def test_env_example_keeps_database_path_where_the_container_can_write():
    for key, value in env_lines():
        if key == "DATABASE_PATH" and value:
            assert value.startswith("/data/"), f"DATABASE_PATH={value}: the image's user can write only under /data"


def test_env_example_loads_as_bot_settings(monkeypatch):
    from bot.settings import BotSettings

    for key, _ in env_lines():
        monkeypatch.delenv(key, raising=False)
    settings = BotSettings(_env_file=ENV_EXAMPLE)
    assert settings.token() == "paste-your-token-here"
    assert settings.sync_guild_id is None  # an empty value means "not set"
    assert settings.database_path is None
    assert settings.log_level == "INFO"


def test_the_deploy_guide_shows_the_env_example_as_it_is():
    blocks = re.findall(r"```dotenv\n(.*?)```", DEPLOY.read_text(encoding="utf-8"), re.S)
    assert blocks == [ENV_EXAMPLE.read_text(encoding="utf-8")]
    assert "```dotenv" not in README.read_text(encoding="utf-8")  # one copy, in the operator's guide


def slug(heading: str) -> str:
    """GitHub's anchor for a Markdown heading."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    """The link targets of a Markdown file: its headings' anchors (outside code blocks) and ``<a id>``s."""
    text = re.sub(r"```.*?```", "", path.read_text(encoding="utf-8"), flags=re.S)
    return {slug(h) for h in re.findall(r"^#+ (.+)$", text, re.M)} | set(re.findall(r'<a id="([^"]+)">', text))


@pytest.mark.parametrize("doc", ["README.md", "docs/rules.md", "docs/deploy.md", "CHANGELOG.md"])
def test_links_stay_in_the_repository_or_go_to_public_sites(doc):
    path = ROOT / doc
    text = path.read_text(encoding="utf-8")
    links = re.findall(r"\]\(([^)\s]+)\)", text)
    assert links
    for link in links:
        url = urlparse(link)
        if url.scheme:
            assert url.scheme == "https", f"{doc}: {link} is not a public https address"
            assert url.hostname and "." in url.hostname and not url.hostname.startswith(("localhost", "127.")), link
            continue
        target = (path.parent / url.path).resolve() if url.path else path
        assert target.is_relative_to(ROOT), f"{doc}: {link} leaves the repository"
        assert target.exists(), f"{doc}: {link} points at nothing"
        if url.fragment and target.suffix == ".md":
            assert url.fragment in anchors(target), f"{doc}: no heading for {link}"


def test_dockerfile_copies_only_what_the_build_context_has():
    ignored = {line.strip().rstrip("/") for line in (ROOT / ".dockerignore").read_text(encoding="utf-8").splitlines()
               if line.strip() and not line.startswith(("#", "!"))}
    sources = ["requirements.lock"]  # bind-mounted from the context, not COPY'd
    for line in (ROOT / "Dockerfile").read_text(encoding="utf-8").splitlines():
        if line.startswith("COPY ") and "--from=" not in line:
            sources += line.split()[1:-1]
    assert "advisor" in sources
    for source in sources:
        assert (ROOT / source).exists(), f"the Dockerfile copies {source}, which the repository lacks"
        assert source not in ignored, f"the Dockerfile copies {source}, which .dockerignore leaves out"


def test_compose_runs_the_image_as_the_dockerfile_says():
    yaml = pytest.importorskip("yaml")
    compose = yaml.safe_load((ROOT / "compose.yaml").read_text(encoding="utf-8"))
    dockerfile = (ROOT / "Dockerfile").read_text(encoding="utf-8")
    volume = re.search(r'^VOLUME \["([^"]+)"\]', dockerfile, re.M)[1]
    database = re.search(r"DATABASE_PATH=(\S+)", dockerfile)[1]
    stop = re.search(r"^STOPSIGNAL (\S+)", dockerfile, re.M)[1]

    plain = [name for name, service in compose["services"].items() if not service.get("profiles")]
    assert plain == ["bot"]  # one bot service by default (PostgreSQL and more bots only in the cluster profile)
    bot = compose["services"]["bot"]
    assert bot["build"] == "." and bot["env_file"] == ".env"  # the token at run time, never in the image
    assert "environment" not in bot or "DISCORD_TOKEN" not in str(bot["environment"])
    mounts = dict(v.split(":", 1) for v in bot["volumes"])
    assert volume in mounts.values() and Path(database).parent == Path(volume)  # the servers' data persists
    assert set(mounts) <= set(compose["volumes"])  # a named volume: created with the image's owner of /data
    assert bot["stop_signal"] == stop and bot["restart"] == "unless-stopped"
    assert "ports" not in bot  # the bot connects out; it opens no port
