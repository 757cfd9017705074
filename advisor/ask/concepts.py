"""Concept questions with no budget ("do I need ecc memory for deep learning?", "do I need nvlink for two 3090s?",
"需要nvlink吗"): answered from the guides' rules in a sentence or two, then the budget asked where a purchase is
implied — they got "What is your budget?" or a generic verdict on the card (issue 28, answer what was asked).

- ECC: ``line.quadro`` (today: the RTX PRO line, once Quadro, brings ECC with more memory and certified drivers,
  dearer per unit of speed than GeForce, worth it where its memory is needed) and ``line.individual-avoid-pro``
  (individuals avoid workstation and datacenter cards on value unless memory, licence, density or power rule): ECC
  is no reason to buy one.
- NVLink: ``multi.nvlink-p2p`` (NVLink only on the RTX 3090 / 3090 Ti among GeForce cards, for pairs; none on RTX 40
  and 50; no PCIe peer-to-peer on GeForce with the stock driver; several GeForce cards suit separate experiments or
  layer-split inference far better than one data-parallel training job).

The rule ids are cited here, never inside the sentence (``tests/advisor/test_rules.py``). Pure.
"""

from __future__ import annotations

import re

from ..i18n import Message, msg

ECC = re.compile(r"(?<![a-z])ecc(?![a-z])")
"""ECC memory asked about."""
NVLINK = re.compile(r"(?<![a-z])nv[\s-]?link(?![a-z])|(?<![a-z])sli(?![a-z])")
"""NVLink (or its old gaming bridge, SLI) asked about."""
NEED = re.compile(r"(?<![a-z])(?:need|needed|necessary|required|worth|matter|matters|important|must|should|"
                  r"do\s+i|is\s+it|does\s+it)(?![a-z])|需要|必要|有用|必须|必須|要不要|值得|有没有用|有沒有用")
"""Words that ask whether a thing is needed or worth it."""


def concept_reply(text: str, ask_budget: Message | None) -> Message | None:
    """The rules' answer to a question whether ECC or NVLink is needed (module docstring), followed by
    ``ask_budget`` when given (a purchase implied, no budget said); ``None`` for any other question."""
    low = text.lower()
    if not NEED.search(low):
        return None
    if NVLINK.search(low):
        said = msg("ask.concept.nvlink", "Not for most work: among GeForce cards only the RTX 3090 and 3090 Ti have "
                   "NVLink, for pairs (the RTX 40 and 50 have none), and GeForce cards do not do PCIe peer-to-peer "
                   "with NVIDIA's stock driver; two cards suit separate experiments, or a model split by layers for "
                   "inference, far better than one data-parallel training job.")
    elif ECC.search(low):
        said = msg("ask.concept.ecc", "No, not for deep learning on your own machine: ECC memory comes with NVIDIA's "
                   "workstation (RTX PRO, once Quadro) and data-centre cards, which cost more per unit of speed than "
                   "GeForce; buy one for its larger memory where a job needs it, not for ECC.")
    else:
        return None
    if ask_budget is None:
        return said
    return msg("ask.concept.then-budget", "{said} {ask}", said=said, ask=ask_budget)  # a reply's own key (ask.*)


__all__ = ["ECC", "NEED", "NVLINK", "concept_reply"]
