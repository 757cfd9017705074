"""Gaming laptops named by their product line (issue 27, break35 #9): "Lenovo Legion 5 Pro 4070", "ASUS ROG Strix with
RTX 4080", "Dell XPS with 4060", "Razer Blade 16 4090", "MSI Raider", "HP Omen 16", "Acer Predator Helios". The card
said with one is the laptop GPU (a laptop RTX 4080 has 12 GB, the desktop one 16 GB), as "laptop 4070" reads — never
the desktop card, and the line's own words ("pro", "5", "16") are no part of a card's name ("pro 4070").

A line whose name is also a graphics card's board (ROG Strix, TUF, Aorus, Nitro+) or a desktop's (Legion Tower, Omen
45L, Alienware Aurora, XPS 8960, Predator Orion) is a laptop only with a laptop model ("Strix Scar", "TUF A15", "Aorus
15") or with "with" before the card ("ROG Strix with RTX 4080": a machine that has it; a board is never "with" its GPU).
Pure.
"""

from __future__ import annotations

import re

from ..i18n import Message, UserText, msg

LINE_KEY = "ask.note.laptop-line"
_WITH = r"\s+(?:with|w/|has|having)(?=\s)"
_LINES = re.compile(
    r"(?<![a-z0-9])(?:"
    r"(?:asus\s+)?(?:rog\s+)?zephyrus(?:\s+[gm]\d{2}\w*)?"
    r"|(?:asus\s+)?rog\s+flow(?:\s+[xz]\d{2}\w*)?"
    r"|(?:asus\s+)?(?:rog\s+)?strix\s+(?:scar|g\d{2}\w*)(?:\s+(?:1[5-8]|g\d{2}\w*))?"
    rf"|(?:asus\s+)?rog(?:\s+strix)?{_WITH}"
    r"|(?:asus\s+)?tuf(?:\s+gaming)?\s+[af]\d{2}\w*|(?:asus\s+)?tuf(?:\s+gaming)?" + _WITH +
    r"|(?:lenovo\s+)?legion(?!\s+(?:tower|t\d|go|blade))(?:\s+(?:pro|slim))?(?:\s+\d{1,2}i?)?(?:\s+(?:pro|gen\s*\d+))?"
    r"|(?:lenovo\s+)?loq(?!\s+tower)(?:\s+1[56]\w*)?"
    r"|(?:dell\s+)?xps(?!\s+(?:8\d{3}|desktop|tower))(?:\s+1[3-7])?"
    r"|(?:dell\s+)?xps" + _WITH +
    r"|(?:dell\s+)?alienware(?!\s+(?:aurora|area|r\d|desktop|tower))(?:\s+[mx]1[4-8]\w*)?"
    r"|razer\s+blade(?:\s+1[4-8])?"
    r"|msi\s+(?:raider|stealth|vector|katana|titan\s+gt|crosshair|pulse|sword|cyborg|creator\s+z?1[67])(?:\s+\w*\d\w*)?"
    r"|(?:hp\s+)?omen(?!\s+(?:\d{2}l|desktop|tower|obelisk))(?:\s+(?:transcend\s+)?1[4-7])?"
    r"|(?:hp\s+)?victus(?:\s+1[56])?"
    r"|(?:acer\s+)?predator\s+(?:helios|triton)(?:\s+(?:neo|\d{2}))*"
    r"|(?:acer\s+)?nitro\s+(?:5|v|16|17)(?![a-z0-9+])"
    r"|(?:gigabyte\s+)?(?:aorus|aero)\s+1[4-7]\w*"
    r")(?![a-z0-9])")
"""A gaming laptop's product line, with its model's size or number when said; six characters at least, as the
word "laptop" replaces it."""


def laptop_lines(s: str) -> tuple[str, list[str]]:
    """``s`` (lower case) with each laptop line of :data:`_LINES` written as the word "laptop", padded with spaces to
    its length before it (so spans keep their places, and the word stands next to the card after it), and the lines
    as typed."""
    said: list[str] = []

    def out(m: re.Match[str]) -> str:
        if len(m.group()) < len("laptop"):
            return m.group()  # "omen", "xps" alone: too short to say, and too bare to be sure of
        line = re.sub(r"\s+(?:with|w/|has|having)$", "", m.group())
        said.append(" ".join(line.split()))
        with_word = m.group()[len(line):]  # "rog strix with rtx 4080": "laptop with rtx 4080", as a laptop is said
        if len(line) < len("laptop"):
            return m.group() if len(m.group()) < len("laptop") else "laptop".rjust(len(m.group()))
        return "laptop".rjust(len(line)) + with_word
    return _LINES.sub(out, s), said


def line_note(said: list[str]) -> list[Message]:
    """The read-as note of a laptop named by its line: the card in it read as the laptop GPU."""
    if not said:
        return []
    return [msg("ask.note.laptop-line", "“{typed}” is a laptop: the GPU in it is read as the laptop one.",
                typed=UserText(value=said[0]))]



def with_lines(notes: list[Message]) -> list[Message]:
    """``notes`` with the laptop read of each card said in a laptop named by its line ("“lenovo legion 5 pro” is a
    laptop: “4070” read as the laptop GeForce RTX 4070 Mobile"), in place of "“laptop” said" (the word was not said)
    and of the line's own note."""
    line = next((n for n in notes if n.key == LINE_KEY), None)
    if line is None or not any(n.key == "ask.laptop-said" for n in notes):
        return notes
    return [msg("ask.note.laptop-line-card", "“{line}” is a laptop: “{typed}” read as the laptop {card}.",
                line=line.params["typed"], typed=n.params["typed"], card=n.params["card"])
            if n.key == "ask.laptop-said" else n for n in notes if n is not line]
