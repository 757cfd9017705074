"""``bot/render/errors.py``: user errors fit the 2,000-character message limit."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from advisor.errors import AdvisorError
from bot.render.errors import error_text
from bot_testing import check_error
from discord_limits import assert_content_fits

from .oversized import LONG


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=200))
def test_user_errors_fit_for_any_input(advisor, text):
    for call in (lambda: advisor.recommend(text), lambda: advisor.why(text), lambda: advisor.card(text)):
        try:
            call()
        except AdvisorError as error:
            check_error(error, repr(text))


def test_an_oversized_error_is_clipped_and_never_pings():
    text = error_text("@everyone " + LONG, hint=LONG)

    assert_content_fits(text)
    assert "@everyone" not in text  # escaped: the zero-width space breaks the mention
