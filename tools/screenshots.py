"""The README's pictures: today's short ``/recommend`` answer (the default market, ``current-us``)
with its chart and its Details button, and the Details page the button opens, in English and in
Chinese, as PNG files.

Usage (``make screenshots``)::

    python tools/screenshots.py [--out docs/screenshots]

Writes ``recommend-en.png``, ``recommend-zh.png`` (the public answer) and ``details-en.png``,
``details-zh.png`` (the first Details page, which only the member who pressed sees).

Offline and from packages only: the real bot answers the real commands in SimCord's simulated
Discord (its chart drawn by the bot's own chart workers, its Details button pressed as a member
presses it); SimCord's local preview renders each message as Discord shows it and captures it
with Playwright driving Debian's Chromium (``apt-get install -y chromium fonts-noto-cjk``), never
a downloaded browser. A capture SimCord reports incomplete (a font or the chart missing) stops
the run with its reason, and nothing half-made is kept. Needs the ``screenshots`` extra
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
LANGUAGES = (("en", "en-US"), ("zh", "zh-CN"))
"""The pictures' languages: the file suffix and the member's Discord locale."""
BUDGET = "1000"  # in today's market (the default): what a 2026 reader would ask
WIDTH = 900
HEIGHTS = {"recommend": 1500, "details": 1000}
"""The capture's height (pixels) by picture: the whole answer; the beginning of its Details page."""
SETTLE = 300.0
"""Seconds SimCord may wait for the bot (a chart worker starts with the first chart): a net only."""


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
    """Answer ``/recommend`` once per language, press its Details button, and capture the answer
    and the Details page as PNGs in ``out``. Raises ``RuntimeError`` when a capture is incomplete."""
    import simcord
    from playwright.async_api import async_playwright

    from advisor import Advisor
    from bot import create_bot, sync_commands
    from bot.settings import BotSettings

    advisor = Advisor.load()
    settings = BotSettings(_env_file=None, discord_token=None, sync_guild_id=None, database_path=None,
                           chart_cooldown_rate=0, shard_count=1)
    written = []
    async with simcord.run(create_bot(settings, advisor=advisor), settle_timeout=SETTLE) as env:
        env.backend.edit_bot_profile("GPU Advisor")
        await sync_commands(env.bot)
        guild = env.create_guild("GPU Club")
        channel = guild.create_text_channel("hardware")
        member = guild.add_member(env.create_user("alice"))
        playwright = await async_playwright().start()
        try:
            browser = await playwright.chromium.launch(executable_path=browser_path)
            for suffix, locale in LANGUAGES:
                with interaction_locale(locale):
                    answer = await member.slash(channel, "recommend", budget=BUDGET)
                    if answer.response is None or not answer.response.attachments:
                        raise RuntimeError(f"the {locale} answer came without its chart: {answer!r}")
                    [button] = [c for row in answer.response.components for c in row["components"]]
                    details = await member.click(answer.response, custom_id=button["custom_id"])
                for kind, result in (("recommend", answer), ("details", details)):
                    written.append(await _shoot(env, channel, member, locale, browser, result,
                                                out / f"{kind}-{suffix}.png", HEIGHTS[kind]))
        finally:
            await playwright.stop()
    return written


async def _shoot(env, channel, member, locale: str, browser, result, path: Path, height: int) -> Path:
    """Capture ``result``'s message as ``member`` sees it (``height`` pixels of it at most), with
    Debian's Chromium, into ``path``."""
    async with env.preview(channel, viewers=[member], layout="message", display="fixed", width=WIDTH,
                           height=height, locale=locale) as preview:
        # SimCord's capture would launch Playwright's own browser build; it gets Debian's instead.
        manager = preview._capture_manager
        manager._browser = browser
        await preview.show(result)
        report = await preview.screenshot(None, target=result)
        manager._browser = None  # the browser is the run's: the preview must not close it
        if not (report.ready and report.complete):
            raise RuntimeError(f"{path.name}: SimCord's capture is incomplete: {report!r}")
    partial = path.with_suffix(".partial.png")
    partial.write_bytes(report.png)
    partial.replace(path)
    return path


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
