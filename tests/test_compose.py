"""compose.yaml (docs/deploy.md): one bot on SQLite, or PostgreSQL and two bot processes that
split the shards between them and share one DATABASE_URL (issue 22)."""

from __future__ import annotations

from pathlib import Path

import yaml

COMPOSE = Path(__file__).resolve().parents[1] / "compose.yaml"


def test_the_cluster_profile_is_postgres_and_two_complementary_bots():
    from bot.settings import BotSettings

    services = yaml.safe_load(COMPOSE.read_text(encoding="utf-8"))["services"]
    cluster = {name: s for name, s in services.items() if "cluster" in s.get("profiles", [])}
    assert set(cluster) == {"postgres", "bot-0", "bot-1"}
    assert "profiles" not in services["bot"] and "/data" in services["bot"]["volumes"][0]  # plain up: SQLite
    slices, urls = [], set()
    for name in ("bot-0", "bot-1"):
        env = {k: str(v).replace("${SHARD_COUNT:-2}", "2").replace("${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}", "x")
               for k, v in cluster[name]["environment"].items()}
        urls.add(env.pop("DATABASE_URL"))
        settings = BotSettings(_env_file=None, **{k.lower(): v for k, v in env.items()})
        slices.append(settings.shard_slice()[1])
    assert sorted(sum(slices, [])) == [0, 1] and len(urls) == 1  # every shard once, one database
