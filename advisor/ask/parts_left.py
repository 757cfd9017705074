"""Parts of a question the answer's command does not weigh, said on its read-as line (fix64d; issue 27 §3, issue 28
§1): "will a 4090 fit in a fractal north case? what gpu for local llms with 850w psu" was answered for the power
supply alone, "3x 3090 on an x570 board, will pcie x4 lanes slow inference?" with a model list, "best gpu for 1500 but
i'm on windows and want to use wsl2" with a ranking — each part dropped without a word.

- PCIe lanes between several cards: answered from a measured run — llama.cpp's default layer split passes one
  layer's activations between the cards per token, so narrower links cost decode little (3 × Tesla P40, 7B Q4_0,
  PCIe 3.0 x16/x8/x8 against x8/x4/x4: 47.91 against 46.46 tokens/s, llama.cpp pull request 4766, its author's
  table), where a tensor split exchanges at every layer and loses more on a slow link (the same author, llama.cpp
  issue 5619: "so much overhead that it may be slower (depends on interconnect speed)").
- WSL2 on Windows with an NVIDIA card: it runs CUDA — NVIDIA's Windows driver carries CUDA into WSL 2
  (``data/engine_windows.csv``'s wsl-cuda row, :data:`advisor.engine_more.WSL_CUDA_SOURCE`).
- A card in a case: the case's GPU clearance is not known here — "Not answered here: …" names it, with what to
  compare.

Each line is said once, only when the answer does not say it already. Pure: no I/O.
"""

from __future__ import annotations

import re

from ..engine_more import WSL_CUDA_SOURCE
from ..i18n import Message, Text, msg
from .lab_server import lab_compare
from .models import Question
from .read_as_line import read_as_message, reply_reading

CASE = re.compile(r"(?<![a-z])(?:fits?|go|goes|squeeze)\s+(?:in|into|inside)\s+(?:an?\s+|my\s+|the\s+|this\s+)?"
                  r"(?:[a-z0-9][\w.+-]*\s+){0,3}(?:case|chassis)(?![a-z])|(?:case|gpu|card)\s+clearance|"
                  r"(?<![a-z])(?:in|into|inside)\s+(?:an?|my|the)\s+(?:(?!(?:worst|best|same|other|such|that|this|any|"
                  r"each|which|first|second|last|former|latter|specific|general|rare|typical|usual)\s)[a-z0-9][\w.+-]*"
                  r"\s+){1,3}(?:case|chassis)(?![a-z])|"
                  r"(?:机箱|機箱|機殼)(?:.{0,30}(?:装得下|裝得下|放得下|塞得下|装不下|裝不下|放不下|空间|空間|长度|長度))|"
                  r"(?:装得进|裝得進|放得进|放得進|塞得进|塞得進|装进|裝進|放进|放進).{0,12}(?:机箱|機箱|機殼)")
"""Words that ask whether a card fits a case ("will a 4090 fit in a fractal north case?", "机箱放得下吗")."""
LANES = re.compile(r"(?<![a-z])(?:pci-?e?\s*(?:[345](?:\.0)?\s*)?x\s?(?:1|2|4|8)|(?:pcie|pci-e)\s+lanes?|x(?:1|4|8)\s+"
                   r"(?:lanes?|slots?|links?)|lanes?|bifurcation)(?![a-z0-9])|pcie\s*(?:通道|带宽|帶寬)|x4\s*(?:通道|插槽)")
"""Words that ask about the PCIe lanes several cards get ("will pcie x4 lanes slow inference?", "x4插槽会不会慢")."""
SEVERAL = re.compile(r"(?<![a-z])(?:gpus|cards|multi[\s-]?gpu)(?![a-z])|多卡|几张|幾張")
"""Words of several cards with none counted ("gpus on x4 lanes")."""
WSL = re.compile(r"(?<![a-z])wsl\s*2?(?![a-z0-9])")
"""Windows Subsystem for Linux said ("i'm on windows and want to use wsl2")."""
LANES_RUN = "https://github.com/ggml-org/llama.cpp/pull/4766"
"""llama.cpp pull request 4766 (ggml-backend integration), its author's table: 3 × Tesla P40, 7B Q4_0, tg128 at PCIe
3.0 x16/x8/x8 47.91 tokens/s and at x8/x4/x4 46.46 (the pull request's column)."""
LANES_SPLIT = "https://github.com/ggml-org/llama.cpp/issues/5619"
"""llama.cpp issue 5619, its maintainer: the parallel (row, tensor) split "has so much overhead that it may be slower
(depends on interconnect speed)"."""
SUPPLY = re.compile(r"(?<![\d.])(\d{3,4})\s*(?:w|watts?)\s*(?:psu|power\s+supply|supply|电源|電源)", re.I)
"""A power supply said by its watts ("my 850w psu", "850w电源"): a question of its own when the answer is no power
answer (fix65b: "will a 4090 fit in a fractal north case? and is it ok with my 850w psu" answered the card alone)."""
NOTE_KEYS = ("ask.part.lanes", "ask.part.wsl", "ask.part.case", "ask.part.supply")
"""The notes of this module (each said once)."""


def _several(q: Question) -> bool:
    """Whether the reading runs several cards (a count said, cards counted, or GPUs)."""
    r = q.read_as
    return (r.gpus or 1) > 1 or any((c or 1) > 1 for c in r.counts or []) or len(r.cards) > 1


def _nvidia(q: Question) -> bool:
    """Whether the reading is not kept to another maker than NVIDIA (WSL2's CUDA is NVIDIA's)."""
    return q.read_as.maker is None or str(q.read_as.maker).lower() == "nvidia"


def _said(q: Question, word: str) -> bool:
    """Whether the answer or reply already carries ``word`` (a source address, a key) anywhere."""
    parts = [q.reply, q.answer, *q.read_as.notes]
    return any(p is not None and word in (p.model_dump_json() if hasattr(p, "model_dump_json") else str(p))
               for p in parts)


def parts_notes(q: Question) -> list[Message]:
    """The lines of the parts of ``q``'s question its answer leaves out (module docstring), in the order above;
    empty when it asks none of them or the answer says them."""
    low = " ".join(q.text.lower().split())
    out: list[Message] = []
    if LANES.search(low) and (_several(q) or SEVERAL.search(low)) and not _said(q, LANES_RUN):
        out.append(msg("ask.part.lanes", "PCIe lanes: llama.cpp's default layer split passes little between the cards "
                       "per token — 3 Tesla P40s decoded 46.5 tokens/s at PCIe 3.0 x8/x4/x4 against 47.9 at x16/x8/x8 "
                       "({run}); a tensor-parallel split (vLLM, llama.cpp's row split) exchanges at every layer and "
                       "loses more on x4 links ({split}).", run=Text(value=LANES_RUN), split=Text(value=LANES_SPLIT)))
    if WSL.search(low) and _nvidia(q) and not _said(q, WSL_CUDA_SOURCE):
        out.append(msg("ask.part.wsl", "WSL2: an NVIDIA card runs CUDA there — NVIDIA's Windows driver carries CUDA "
                       "into WSL 2, where Linux CUDA programs run ({source}).", source=Text(value=WSL_CUDA_SOURCE)))
    if CASE.search(low):
        out.append(msg("ask.part.case", "Not answered here: whether the card fits your case — its length and the "
                       "case's GPU clearance are not in this advisor's data; compare the board maker's length with "
                       "the case maker's clearance."))
    said = SUPPLY.search(low)
    if said is not None and q.read_as.topic != "power" and q.read_as.supply_w is None and q.read_as.cards:
        out.append(msg("ask.part.supply", "Not answered here: whether your {watts} W power supply is enough — ask it "
                       "alone (“is a {watts} W PSU enough for a {card}?”).", watts=Text(value=said[1]),
                       card=Text(value=q.read_as.cards[0])))
    return out


def parts_left(q: Question) -> Question:
    """``q`` with :func:`parts_notes` on its read-as line (an answer's, or a reply's in words); ``q`` unchanged when
    there is none or no read-as line carries them (a refusal, a question asked back). A lab's comparison gets its
    trade (:func:`advisor.ask.lab_server.lab_compare`) first."""
    q = lab_compare(q)  # "my professor's lab has $100k, H100 or 5090s?": never "for an individual" (fix78b #5)
    if q.read_as is None or any(n.key in NOTE_KEYS for n in q.read_as.notes):
        return q
    notes = parts_notes(q)
    if not notes:
        return q
    read_as = q.read_as.model_copy(update={"notes": [*q.read_as.notes, *notes]})
    if q.answer is not None and q.reply is not None and q.reply.key.startswith("ask.read-as"):
        return q.model_copy(update={"read_as": read_as, "reply": read_as_message(read_as)})
    if q.answer is None and q.read_as_line is not None and (line := reply_reading(read_as)) is not None:
        return q.model_copy(update={"read_as": read_as, "read_as_line": line})
    return q


__all__ = ["CASE", "LANES", "WSL", "parts_left", "parts_notes"]
