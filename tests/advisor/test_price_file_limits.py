"""Issue 30 item 4 (breaker F3, F8): the price file reader's work is bounded — a junk file of any
size is refused from its first line, in one sentence, without reading the rest — and a hidden
character in a cell is refused on its line, never dropped silently."""

from __future__ import annotations

import random
import string
import tracemalloc

import pytest

from advisor.overrides import MAX_HEADER_CHARS, PriceFileError, read_price_csv

US = "current-us"
TEN_MB = 10_000_000


def junk(size: int, seed: int = 1, *, lines: bool = False) -> str:
    """``size`` characters of printable junk with commas (and line breaks every 80 or so)."""
    rng = random.Random(seed)
    alphabet = string.ascii_letters + string.digits + ",,,,;\"' " + ("\n" if lines else "")
    chunk = "".join(rng.choice(alphabet) for _ in range(4096))
    return (chunk * (size // len(chunk) + 1))[:size]


def refused_with_work(text: str, advisor) -> tuple[PriceFileError, int]:
    """The refusal and the peak memory the reader allocated for it (bytes): what it looked at."""
    tracemalloc.start()
    try:
        with pytest.raises(PriceFileError) as err:
            read_price_csv(text, advisor)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return err.value, peak


WIDE = "market,card,condition,amount,currency," + ",".join(f"c{i}" for i in range(1_400_000))
"""The breaker's F3 file, at 10 MB: a valid header with a million extra columns."""


@pytest.mark.parametrize("text", [junk(TEN_MB), WIDE + f"\n{US},rtx 4090,new,1599,USD\n"],
                         ids=["junk-one-line", "a-million-columns"])
def test_a_ten_mb_file_with_a_huge_first_line_is_refused_from_its_first_line(advisor, text):
    read_price_csv("market,card,amount\n", advisor)  # messages and catalogues loaded before counting
    error, peak = refused_with_work(text, advisor)
    said = error.render("en")
    assert f"longer than {MAX_HEADER_CHARS:,} characters" in said or f"longer than {MAX_HEADER_CHARS}" in said
    assert "\n" not in said and said.endswith(".") and error.problems[0][0] == 1
    assert peak < 256 * 1024  # it looked at the first line only: no copy, no split of the 10 MB
    assert error.render("zh_Hans") != said  # said in the member's language too


def test_a_ten_mb_junk_file_of_many_lines_is_refused_by_its_header(advisor):
    read_price_csv("market,card,amount\n", advisor)
    error, peak = refused_with_work(junk(TEN_MB, lines=True), advisor)
    assert "needs the columns" in error.message and peak < 256 * 1024


def test_the_work_does_not_grow_with_the_file(advisor):
    """Count work, not time: the memory the refusal allocates is the same for 100 KB and 10 MB."""
    read_price_csv("market,card,amount\n", advisor)
    small = refused_with_work(junk(100_000), advisor)[1]
    large = refused_with_work(junk(TEN_MB), advisor)[1]
    assert large <= small * 1.5 + 4096


def test_extra_columns_and_line_endings_still_read(advisor):
    header = "market,card,condition,amount,currency,set_at,set_by,notes"
    for end in ("\n", "\r\n", "\r"):
        text = end.join([header, f"{US},rtx 4090,new,1599,USD,,,mine", f"{US},gtx 9999,new,5,USD,,,", ""])
        with pytest.raises(PriceFileError) as err:
            read_price_csv(text, advisor)
        assert [line for line, _ in err.value.problems] == [3]  # the header is line 1, whatever the line ends
        assert read_price_csv(end.join(text.split(end)[:2]) + end, advisor).rows[0].card == "GeForce RTX 4090"


@pytest.mark.parametrize("cell", ["rtx 40\x0090", "rtx 40\u200b90", "\x1b[31mrtx 4090", "rtx 4090\u202e"])
def test_a_hidden_character_in_a_card_name_is_refused_on_its_line(advisor, cell):
    text = f"market,card,amount\n{US},rtx 3090,700\n{US},{cell},1599\n"
    with pytest.raises(PriceFileError) as err:
        read_price_csv(text, advisor)
    (line, problem), = err.value.problems
    assert line == 3 and "card cell" in problem and f"U+{ord(next(c for c in cell if not c.isprintable())):04X}" \
        in problem
    assert "nothing was imported" in err.value.message


def test_a_hidden_character_in_any_read_cell_is_refused_but_tabs_and_quoted_breaks_are_text(advisor):
    with pytest.raises(PriceFileError) as err:
        read_price_csv(f"market,card,amount,currency\n{US},rtx 4090,1599,US\x00D\n", advisor)
    assert "currency cell" in err.value.problems[0][1] and "U+0000" in err.value.problems[0][1]
    rows = read_price_csv(f'market,card,amount\n{US},"rtx\t4090",1599\n', advisor).rows
    assert rows[0].card == "GeForce RTX 4090"
