"""A picture's or a video's size said in a question ("480*832", "2048x1080", "1024 × 1024", "720p"): never a card, a
count of cards or money (read and blanked by :func:`advisor.ask.spans.read_spans`). Pure."""

from __future__ import annotations

import re

# a picture's or a video's size ("480*832", "2048x1080", "1024 × 1024", "720p"): never a card, a count or money
# (fix86 #1) an "x" glued to one number only ("100x 3090", "10000x 4090", "3090 x100") counts cards, never a size: a
# size is written "512x512" or "512 x 512", or its second side is an image's ("1024x 1024", "1920x 1080")
SIZE_SIDE = (r"(?:480|540|720|1080|1440|2160|64|128|192|256|320|384|448|512|576|640|704|768|832|896|960|1024|1152|"
             r"1216|1280|1344|1536|1920|2048|2560|3072|3840|4096)")
DIMENSIONS = re.compile(r"(?<![a-z0-9_.])\d{3,5}(?:\s+[x*×]\s+|[x*×](?!\s))\d{3,5}(?![a-z0-9_.])|"
                        rf"(?<![a-z0-9_.])\d{{3,5}}(?:\s*[x*×]\s*){SIZE_SIDE}(?![a-z0-9_.])|"
                        r"(?<![a-z0-9_.])(?:480|540|576|720|1080|1440|2160)p(?![a-z0-9])")
"""A picture's or a video's size (the comments above)."""

__all__ = ["DIMENSIONS", "SIZE_SIDE"]
