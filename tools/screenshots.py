"""The README's pictures: one ``/recommend`` answer in English and one in Chinese, as PNG files.

Usage (``make screenshots``)::

    python tools/screenshots.py [--out docs/screenshots]

Offline and from packages only: the real bot answers the real commands in SimCord's simulated
Discord; SimCord's local preview renders the message as Discord shows it (embed and chart) and
captures it with Playwright driving Debian's Chromium (``apt-get install -y chromium
fonts-noto-cjk``), never a downloaded browser. Needs the ``screenshots`` extra
(``pip install -e '.[screenshots]'``); ``make test`` needs none of this.

The Chinese answer is the one a member whose Discord client is set to 简体中文 (``zh-CN``)
receives: SimCord sends ``en-US`` as every interaction's locale, so its payload builder is
wrapped to send ``zh-CN`` instead.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = ("/usr/bin/chromium", "/usr/bin/chromium-browser")
SHOTS = (("recommend-en.png", "en-US"), ("recommend-zh.png", "zh-CN"))
BUDGET = "700"
MARKET = "2017-us"  # the guide's own market: its picks do not move with today's prices
WIDTH, HEIGHT = 900, 1500


def chromium() -> str:
    """Debian's Chromium (``CHROMIUM`` overrides); exits with a one-line hint when missing."""
    for path in (os.environ.get("CHROMIUM"), *CHROMIUM, shutil.which("chromium")):
        if path and Path(path).exists():
            return path
    sys.exit("screenshots: no Chromium found; install Debian's: apt-get install -y chromium fonts-noto-cjk")


@contextlib.contextmanager
def interaction_locale(locale: str):
    """Send ``locale`` as the member's client language in SimCord's interactions."""
    import simcord.interactions

    real = simcord.interactions.base_payload

    def base_payload(*args, **kwargs):
        record, payload = real(*args, **kwargs)
        payload["locale"] = locale
        return record, payload

    simcord.interactions.base_payload = base_payload
    try:
        yield
    finally:
        simcord.interactions.base_payload = real


async def capture(out: Path, browser_path: str) -> list[Path]:
    """Answer ``/recommend`` once per language and capture each answer as a PNG in ``out``."""
    import simcord
    from playwright.async_api import async_playwright

    from advisor import Advisor
    from bot import create_bot, sync_commands
    from bot.settings import BotSettings

    advisor = Advisor.load()
    settings = BotSettings(_env_file=None, discord_token=None, sync_guild_id=None, database_path=None,
                           chart_cooldown_rate=0, shard_count=1)
    written = []
    async with simcord.run(create_bot(settings, advisor=advisor)) as env:
        env.backend.edit_bot_profile("GPU Advisor")
        await sync_commands(env.bot)
        guild = env.create_guild("GPU Club")
        channel = guild.create_text_channel("hardware")
        member = guild.add_member(env.create_user("alice"))
        for filename, locale in SHOTS:
            with interaction_locale(locale):
                result = await member.slash(channel, "recommend", budget=BUDGET, market=MARKET)
            async with env.preview(channel, viewers=[member], layout="message", display="fixed", width=WIDTH,
                                   height=HEIGHT, locale=locale) as preview:
                # SimCord's capture launches Playwright's own browser build; hand it Debian's instead.
                manager = preview._capture_manager
                manager._playwright = await async_playwright().start()
                manager._browser = await manager._playwright.chromium.launch(executable_path=browser_path)
                await preview.show(result)
                path = out / filename
                await preview.screenshot(path, target=result)
                written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for path in asyncio.run(capture(args.out, chromium())):
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
