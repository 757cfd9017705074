"""Message catalogues: extract the English sources, update the translations, check them.

Usage::

    python tools/i18n.py extract   # advisor/locale/advisor.pot from the code and data/
    python tools/i18n.py update    # merge the template into every <lang>/LC_MESSAGES/advisor.po
    python tools/i18n.py check     # exit 1 if the template is stale or a translation is
                                   # missing, fuzzy or drops/renames a placeholder
    python tools/i18n.py stats     # translated / total per language
    python tools/i18n.py todo      # the entries to translate, as JSON (key -> English + each language)
    python tools/i18n.py translate FILE.json   # apply {key: {language: text}}, clearing 'fuzzy'

This is the standard gettext flow of the Python ecosystem through Babel's own API (the same
code ``pybabel extract`` / ``pybabel update`` run): messages are found in the code as
``msg("key", "English source", ...)`` calls (keyword spec ``msg:1c,2``: the key is the gettext
*context*, the English text the *msgid*), and in the data files listed in
:data:`DATA_SOURCES` (rule texts, use-case texts, market names…). The template is written
sorted, without locations or a creation date, so it only changes when a message does and a
test can compare it with a fresh extraction.
"""

from __future__ import annotations

import argparse
import io
import string
import sys
from collections.abc import Iterator
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "advisor" / "locale"
DOMAIN = "advisor"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
CODE_DIRS = ("advisor", "bot", "storage")
KEYWORDS = {"msg": ((1, "c"), 2)}

if str(ROOT) not in sys.path:  # run as a script from a checkout: the package beside this folder
    sys.path.insert(0, str(ROOT))

from advisor.datatexts import DATA_SOURCES, DataSource  # noqa: E402
from advisor.datatexts import data_messages as _data_messages  # noqa: E402
from advisor.languages import DEFAULT_LANGUAGE, REGISTRY  # noqa: E402

LANGUAGES = tuple(language.id for language in REGISTRY if language.id != DEFAULT_LANGUAGE)
"""The catalogues to update and check: every registered language but English (the source)."""

__all__ = ["DATA_SOURCES", "DataSource", "data_messages", "extract", "problems"]

# DATA_SOURCES (defined in advisor/datatexts.py, where the catalogue also registers them at load)
# lists every data text a user reads and its message key; its docstring documents each key:
#   rule.<rule_id>, use_case.<use_case>.<era>, support.<min_cc>-<max_cc>[.last_stack],
#   name_default.<query>, market.<id>.name|description|platform_cost_source,
#   fact.card_rules.<rule_id>.note (owner advice), fact.precision_support.<min_cc>-<max_cc>.generation|
#   tensor_precisions|flash_attention, fact.interconnect.<id>.nvlink|pcie_p2p, fact.discontinued.<id>.text,
#   fact.free_tiers.<id>.name|offer, fact.exchange_rates.<market>.source.


def data_messages(data: Path = ROOT / "data") -> Iterator[tuple[str, str, str]]:
    """``(key, English text, file)`` for every data text in :data:`DATA_SOURCES`."""
    return _data_messages(data)


def extract() -> Catalog:
    """A catalogue of every English source: code ``msg()`` calls and data texts."""
    sources: dict[str, str] = {}

    def add(key: str, text: str) -> None:
        if sources.setdefault(key, text) != text:
            raise SystemExit(f"i18n: message key {key!r} has two English sources: {sources[key]!r} and {text!r}")

    for directory in CODE_DIRS:
        for _file, _line, message, _comments, context in extract_from_dir(
                ROOT / directory, method_map=[("**.py", "python")], keywords=KEYWORDS):
            if context and message:
                add(context, message)
    for key, text, _ in data_messages():
        add(key, text)
    catalog = Catalog(project="gpu-advisor", domain=DOMAIN, fuzzy=False)
    for key in sorted(sources):  # sorted by key: a stable file that diffs by message
        catalog.add(sources[key], context=key)
    return catalog


def render_po(catalog: Catalog) -> bytes:
    """The catalogue as a deterministic ``.po``/``.pot`` file."""
    buffer = io.BytesIO()
    write_po(buffer, catalog, omit_header=True, no_location=True, width=100)
    return buffer.getvalue()


def read(path: Path) -> Catalog:
    """Read a ``.po``/``.pot`` file."""
    with open(path, "rb") as fh:
        return read_po(fh, domain=DOMAIN)


def po_path(language: str) -> Path:
    """Where a language's translations live."""
    return LOCALE / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def update(template: Catalog) -> None:
    """Merge the template into every language's catalogue (new entries empty, changed English
    sources marked fuzzy, vanished ones dropped), like ``pybabel update``."""
    for language in LANGUAGES:
        path = po_path(language)
        if path.exists():
            catalog = read(path)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            catalog = Catalog(locale=language, domain=DOMAIN)
        catalog.update(template, no_fuzzy_matching=False, update_header_comment=False)
        catalog.obsolete.clear()
        path.write_bytes(render_po(catalog))


def placeholder_names(text: str) -> set[str]:
    """Placeholder names in a template (``"{a:.2f} and {b}"`` → ``{"a", "b"}``)."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def problems() -> list[str]:
    """Everything wrong with the catalogues: a stale template, a missing, empty or fuzzy
    translation, a placeholder dropped, renamed or added."""
    out = []
    fresh = extract()
    if not TEMPLATE.exists() or TEMPLATE.read_bytes() != render_po(fresh):
        out.append(f"{TEMPLATE.relative_to(ROOT)} is stale: run python tools/i18n.py extract && "
                   "python tools/i18n.py update, then translate the new entries")
    for language in LANGUAGES:
        path = po_path(language)
        if not path.exists():
            out.append(f"{path.relative_to(ROOT)} is missing")
            continue
        translated = {m.context: m for m in read(path) if m.id}
        for source in fresh:
            if not source.id:
                continue
            m = translated.get(source.context)
            where = f"{language}: {source.context}"
            if m is None or not m.string:
                out.append(f"{where}: not translated")
            elif m.fuzzy or m.id != source.id:
                out.append(f"{where}: the English source changed; review the translation and clear 'fuzzy'")
            else:
                try:
                    want, got = placeholder_names(source.id), placeholder_names(m.string)
                except ValueError as exc:
                    out.append(f"{where}: unreadable template ({exc})")
                    continue
                if want != got:
                    out.append(f"{where}: placeholders {sorted(got)} instead of {sorted(want)}")
    return out


def todo() -> dict[str, dict[str, str]]:
    """Every entry some language lacks or has fuzzy: key -> {"en": source, language: current}."""
    out: dict[str, dict[str, str]] = {}
    for language in LANGUAGES:
        for m in read(po_path(language)):
            if m.id and m.context and (not m.string or m.fuzzy):
                out.setdefault(m.context, {"en": m.id})[language] = m.string or ""
    return out


def translate(translations: dict[str, dict[str, str]]) -> list[str]:
    """Set each ``{key: {language: text}}`` translation and clear its 'fuzzy' flag; returns the
    keys or languages that matched no entry."""
    unknown = []
    for language in LANGUAGES:
        path = po_path(language)
        catalog = read(path)
        by_key = {m.context: m for m in catalog if m.id and m.context}
        for key, texts in translations.items():
            if language not in texts:
                continue
            m = by_key.get(key)
            if m is None:
                unknown.append(f"{language}: {key}")
                continue
            m.string = texts[language]
            m.flags.discard("fuzzy")
        path.write_bytes(render_po(catalog))
    return unknown


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=("extract", "update", "check", "stats", "todo", "translate"))
    parser.add_argument("file", nargs="?", help="translate: a JSON file of {key: {language: text}}")
    args = parser.parse_args(argv)
    if args.command == "todo":
        import json

        print(json.dumps(todo(), ensure_ascii=False, indent=1))
        return 0
    if args.command == "translate":
        import json

        unknown = translate(json.loads(Path(args.file).read_text(encoding="utf-8")))
        for u in unknown:
            print(f"no such entry: {u}", file=sys.stderr)
        return 1 if unknown else 0
    if args.command == "extract":
        TEMPLATE.parent.mkdir(parents=True, exist_ok=True)
        TEMPLATE.write_bytes(render_po(extract()))
    elif args.command == "update":
        update(read(TEMPLATE))
    elif args.command == "stats":
        total = len([m for m in read(TEMPLATE) if m.id])
        for language in LANGUAGES:
            done = len([m for m in read(po_path(language)) if m.id and m.string and not m.fuzzy])
            print(f"{language}: {done}/{total} translated")
    else:
        found = problems()
        for p in found[:200]:
            print(p, file=sys.stderr)
        if len(found) > 200:
            print(f"… and {len(found) - 200} more", file=sys.stderr)
        return 1 if found else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
