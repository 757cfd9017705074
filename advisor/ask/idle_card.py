"""One of the asker's cards left idle by Ollama (break49 #4: "Ollama only uses the 4090, not my 3060", "ollama只用了一张
卡"): the cause, not a profile of the card. Ollama loads a model on one GPU whenever it fits entirely there (its FAQ,
"How does Ollama load models on multiple GPUs?", https://docs.ollama.com/faq) and spreads it across all GPUs only when
it does not, or when ``OLLAMA_SCHED_SPREAD`` is set (``envconfig/config.go``: "Always schedule model across all GPUs",
https://github.com/ollama/ollama/blob/main/envconfig/config.go); ``CUDA_VISIBLE_DEVICES`` picks the NVIDIA cards it
sees (https://docs.ollama.com/gpu, "GPU Selection"). Pure: no I/O."""

from __future__ import annotations

import re

from ..i18n import Message, msg
from .gate import gate_module

# one card of several used, said ("only uses the 4090", "just using one gpu", "only sees one card", "ollama只用了一张",
# "只识别到一张卡", "the 3060 sits idle", "the 3060 is not used", "doesn't use my 3060", "ignores the 3060")
ONE_USED = re.compile(
    r"(?<![a-z])(?:only|just)\s+(?:uses?|using|utili[sz]es?|utili[sz]ing|sees?|seeing|detects?|detecting|"
    r"recogni[sz]es?|recogni[sz]ing|finds?|picks?\s+up|loads?\s+(?:on|onto|to))\s|"
    r"(?<![a-z])(?:sits?|sitting|stays?|remains?)\s+idle(?![a-z])|(?<![a-z])ignor(?:es|ing)\s+(?:the|my)\s|"
    r"(?:(?<![a-z])not|(?<![a-z])never|n't)\s+(?:being\s+)?(?:use[sd]?|using|utili[sz]ed)\s+(?:the\s+|my\s+)?(?:rtx\s*|gtx\s*)?\d|"
    r"只(?:用|使用|调用|調用|识别|識別|认|認|检测|檢測|跑)(?:了|到|在)*\s*(?:一|1|第一)\s*(?:张|張|块|塊|个|個)|"
    r"(?:另一张|另一張|另一块|另一塊)[^，,。？?]{0,12}(?:没用|沒用|闲置|閒置|不工作|占用为0|佔用為0)")

OLLAMA = re.compile(r"(?<![a-z])ollama(?![a-z])")


def idle_note(text: str) -> Message | None:
    """The cause of Ollama running on one of the asker's cards only, when ``text`` (the question, lower case) names
    Ollama and tells one card of several used (:data:`ONE_USED`); else ``None``."""
    if OLLAMA.search(text) is None or ONE_USED.search(text) is None:
        return None
    return msg("ask.idle-card.ollama",
               "Ollama keeps a model on one GPU when it fits there entirely (less traffic over the PCIe bus, so "
               "usually faster) and spreads it across the cards only when it does not fit on one: the other card "
               "idling is by design. Set OLLAMA_SCHED_SPREAD=1 on the Ollama server to spread every model across "
               "all GPUs, or CUDA_VISIBLE_DEVICES to choose which cards it sees ({source}).",
               source="https://docs.ollama.com/faq#how-does-ollama-load-models-on-multiple-gpus")


__all__ = ["ONE_USED", "idle_note"]

gate_module(globals())
