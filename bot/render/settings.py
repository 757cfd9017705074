"""``/settings``' replies: a server's settings and what a change did (ephemeral texts, in the
admin's language). Nothing here decides anything."""

from __future__ import annotations

from collections.abc import Mapping

from advisor.i18n import LANGUAGES, Message, Text, msg
from bot.render.common import CONTENT_MAX, clip
from bot.render.price import say
from storage import SETTINGS, ServerSettings

LABELS: dict[str, Message] = {
    "market": msg("settings.label.market", "Default market"),
    "use_case": msg("settings.label.use_case", "Default use case"),
    "bare_currency": msg("settings.label.bare_currency", "Currency of a budget typed without one"),
    "language": msg("settings.label.language", "Language of public answers"),
}


def value_text(name: str, value: str | None, default_market: str, language: str) -> str:
    """One setting's value as shown, or what applies when it is not set."""
    if value is None:
        unset = {
            "market": msg("settings.unset.market", "not set: {market}, the bot's default",
                          market=Text(value=default_market)),
            "use_case": msg("settings.unset.use_case", "not set: general"),
            "bare_currency": msg("settings.unset.bare_currency", "not set: the market's own currency"),
            "language": msg("settings.unset.language", "not set: each member's own Discord language"),
        }[name]
        return f"*{say(unset, language)}*"
    if name == "language":
        return f"`{value}` ({LANGUAGES.get(value, (value,))[0]})"
    return f"`{value}`"


def show_text(settings: ServerSettings, default_market: str, language: str) -> str:
    """The reply to ``/settings show``."""
    lines = [say(msg("settings.show.title", "**This server's settings** (change them with /settings set; "
                     "`default` clears one):"), language)]
    for name in SETTINGS:
        shown = value_text(name, getattr(settings, name), default_market, language)
        lines.append(f"• {say(LABELS[name], language)}: {shown}")
    return clip("\n".join(lines), CONTENT_MAX)


def changed_text(changes: Mapping[str, tuple[str | None, str | None]], settings: ServerSettings,
                 default_market: str, language: str) -> str:
    """The reply to ``/settings set``: each change (old → new), then all the settings."""
    lines = []
    for name, (old, new) in changes.items():
        if old == new:
            lines.append(say(msg("settings.set.same", "{setting} was already {value}.", setting=LABELS[name],
                                 value=Text(value=value_text(name, new, default_market, language))), language))
        else:
            lines.append(say(msg("settings.set.changed", "✅ {setting}: {old} → {new}", setting=LABELS[name],
                                 old=Text(value=value_text(name, old, default_market, language)),
                                 new=Text(value=value_text(name, new, default_market, language))), language))
    lines.append("")
    lines.append(show_text(settings, default_market, language))
    return clip("\n".join(lines), CONTENT_MAX)
