"""A buyer for speech recognition (newuser17 #20: "whisper large 10x realtime, budget 500" was read as general use,
its realtime target dropped unsaid): the job said on the read-as line (:func:`speech_note`) — a question naming no
model ("speech-to-text", "语音识别") read as Whisper large-v3, whose memory is published per setting — the cards
ranked by the heaviest published setting each holds (:mod:`advisor.ask.job_buyer`), and a realtime target said
weighed against the one published speed (:func:`realtime_said`). Pure.
"""

from __future__ import annotations

import re

from ..i18n import Message, Number, Text, msg
from ..wording import card_param
from .cues import TRAINING_SAID

REALTIME = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*(?:x|×|times|倍)\s*(?:faster\s+than\s+)?"
                      r"(?:real[\s-]*time|rt|实时|實時)"
                      r"|(?<![a-z])rtf\s*(?:of|=|:|<)?\s*(0?\.\d+)")
"""A realtime factor said: "10x realtime", "10× real-time", "10倍实时", "RTF 0.1" (seconds of compute a second of
audio: the inverse)."""

AUDIO_S, FASTER_S, REFERENCE_S = 13 * 60, 54, 4 * 60 + 30
"""SYSTRAN/faster-whisper@00cc7e1b README.md, Benchmark, "Large-v2 model on GPU" (executed on a Tesla V100S, beam
size 5): 13 minutes of audio transcribed in 54 s by faster-whisper fp16 and in 4m30s by openai/whisper fp16 — the
source of ``data/owner_jobs.csv``'s speech rows (their memory figures come from the same table)."""
MEASURED_ON = "Tesla V100S"
"""The one card those times were measured on."""


def speech_note(said: str, g) -> Message:
    """"whisper: speech recognition with Whisper large-v3 — cards ranked by the heaviest published setting each holds
    with room, then speed": the read-as note of a speech buyer (``said``: the words that named the job)."""
    return msg("ask.note.speech", "{said}: speech recognition with {model}, cards ranked by the heaviest published "
               "setting each holds with room, then speed", said=Text(value=said), model=card_param(g.models[0]))


def realtime_wanted(text: str) -> float | None:
    """The realtime factor ``text`` asks for (10 for "10x realtime" or "RTF 0.1"), ``None`` when it says none."""
    m = REALTIME.search(" ".join(text.lower().split()))
    if m is None:
        return None
    if m.group(1) is not None:
        return float(m.group(1)) or None
    rtf = float(m.group(2))
    return 1 / rtf if rtf else None


def realtime_said(text: str) -> Message | None:
    """"A 10× realtime target: the one published speed is about 14× realtime for faster-whisper fp16 (about 3× for
    openai/whisper fp16) on a Tesla V100S, beam size 5; no card here has its own figure, so the target is not weighed
    card by card." for a speech buyer's realtime target; ``None`` when none is said."""
    factor = realtime_wanted(text)
    if factor is None:
        return None
    faster, reference = AUDIO_S / FASTER_S, AUDIO_S / REFERENCE_S
    return msg("ask.speech.realtime", "A {factor}× realtime target: the one published speed of Whisper large is about "
               "{faster}× realtime with faster-whisper fp16 ({reference}× with openai/whisper fp16) on a {card}, beam "
               "size 5 (SYSTRAN/faster-whisper's benchmark); no card here has its own figure, so the target is not "
               "weighed card by card — faster-whisper, int8 and batching are what raise it.",
               factor=Number(value=factor), faster=Number(value=round(faster)),
               reference=Number(value=round(reference)),
               card=card_param(MEASURED_ON))


def fine_tune_said(text: str, model: str) -> Message | None:
    """"fine tune whisper on my own audio": the training asked, said to be beyond the published figures (which are
    transcription's, one file at a time) — never sized as inference without a word (newuser20 #3, fix41d)."""
    if TRAINING_SAID.search(text.lower()) is None:
        return None
    return msg("ask.speech.fine-tune", "Fine-tuning {model} is not what these figures measure: they are for "
               "transcribing, and the table has no fine-tuning figure for it. Training also holds gradients and "
               "optimizer states, so it needs more memory than running: take the card with the most memory the "
               "budget buys.", model=card_param(model))


__all__ = ["REALTIME", "fine_tune_said", "realtime_said", "realtime_wanted", "speech_note"]
