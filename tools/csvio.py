"""CSV text as the data builders write it (header, ``\\n`` line ends), so output is
byte-stable and ``--check`` can compare it with the committed file."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Mapping, Sequence


def render_csv(rows: Iterable[Mapping[str, object]], fields: Sequence[str]) -> str:
    """Rows (dicts keyed by ``fields``) as CSV text with a header line."""
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=list(fields), lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    return buf.getvalue()
