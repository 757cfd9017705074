"""A server asked for with no count of users (fix42b, issues 27 and 28): "I have 4 P40s, want to serve llama 70b",
"我有4张P40，想部署qwen 72b给团队用", "host qwen 32b for my team on my 2 3090s". Serving is many users at once on a
batching server (:mod:`advisor.serving`), whose answer needs how many; the batch-1 "largest model" answer is one
person's. With the owner's cards (or memory) and a model named, the question is sized for
:data:`DEFAULT_SERVED_USERS` users at once, said on the read-as line with how to ask for another count. Pure."""

from __future__ import annotations

import re

from ..i18n import Message, Number, msg
from ..thresholds import VLLM_MIN_CC
from .models import ReadAs

DEFAULT_SERVED_USERS = 10
"""The users at once a server is sized for when none is said: a small team's (each user's share of the server's
output stated by :mod:`advisor.serving`; a count said changes it)."""

SERVED = re.compile(
    # "serve llama 70b", "serving qwen to my team", "to serve it": a server's verb (never "self-serve", "served
    # as", "serves me well"), and hosting for other people ("host it for my team", "for the office")
    r"(?<![a-z-])(?:serve|serving)(?![a-z])(?!\s+(?:me|as|my\s+needs|the\s+purpose)\b)|"
    r"(?<![a-z])(?:host|hosting|deploy|deploying|run|running)\b[^.?!]{0,40}\bfor\s+(?:my|our|the|a)\s+"
    r"(?:team|company|office|colleagues|coworkers|co-workers|users|customers|clients|staff|department|lab|group)(?![a-z])|"
    r"(?<![a-z])(?:multi[\s-]?user|concurrent\s+users|api\s+server|inference\s+server|production\s+server)(?![a-z])|"
    # "部署…给团队用", "给同事们用", "供全公司使用", "多人同时用", "对外提供服务", "做成API服务"
    r"(?:给|給|供)\s*(?:整个|整個|全)?\s*(?:团队|團隊|同事|大家|公司|部门|部門|实验室|實驗室|组里|組裡|客户|客戶|用户|用戶)|"
    r"(?:团队|團隊|公司|部门|部門|实验室|實驗室)\s*(?:内部)?\s*(?:用|使用|共用)|多人\s*(?:同时|同時)?\s*(?:用|使用|访问|訪問)|"
    r"(?:对外|對外)\s*(?:提供)?\s*(?:服务|服務)|(?:api|推理)\s*(?:服务|服務)")


def served_without_count(text: str, command: str, model: object, owned: bool, task: str | None,
                         users: int | None) -> bool:
    """``text`` asks to serve ``model`` on the owner's cards (``owned``) with no count of users said."""
    return (command == "fits" and users is None and model is not None and owned and task in (None, "inference")
            and SERVED.search(text.lower()) is not None)


def served_note() -> Message:
    """What the read-as line says of the count assumed."""
    return msg("ask.note.served-users", "Sized for {users:.0f} users at once, as you named no count; say how many "
               "(“for 50 users”) for another.", users=Number(value=DEFAULT_SERVED_USERS))


def unserved_note() -> Message:
    """Said in place of :func:`served_note` when no serving engine's estimate runs on the owner's cards."""
    return msg("ask.note.served-unsized", "No serving estimate on your cards: it is made from vLLM runs, and vLLM "
               "needs an NVIDIA card of compute capability {cc} or newer; the speed below is one user's (batch 1).",
               cc=Number(value=VLLM_MIN_CC))


def served_on_yours(read_as: ReadAs, answer, again):
    """``answer`` as it is when the serving it sized for the default count is on the owner's cards; else (the
    cards are older than vLLM runs: a P40, a V100) the owner's one-user answer (``again`` of the reading without the
    count), the note saying why no serving figure."""
    serving = getattr(answer, "serving", None)
    if not any(n.key == "ask.note.served-users" for n in read_as.notes) or serving is None or not (
            read_as.cards or read_as.memory_gb):  # the configurations, no card kept (advisor.ask.must_card)
        return read_as, answer
    if serving.message.key == "serving.rig.few" and serving.configs and serving.configs[0].max_users >= 1:
        return _as_many_as_held(read_as, serving.configs[0].max_users, again)
    if serving.message.key.startswith("serving.rig."):
        return read_as, answer
    notes = [unserved_note() if n.key == "ask.note.served-users" else n for n in read_as.notes]
    read_as = read_as.model_copy(update={"users": None, "notes": notes})
    return read_as, again(read_as)


def _as_many_as_held(read_as: ReadAs, room: int, again):
    """The owner's serving answer sized for the ``room`` users its cards hold at once, not the count assumed
    (fix74b #5: "can I serve llama 3 8b with a lora adapter on my 4060" said "3 users at once, not 10" of ten users
    nobody named): the read-as note says how many it holds and how to ask for another count."""
    held = msg("ask.note.served-held", "You named no count of users: sized for the {users:.0f} at once your cards "
               "hold; say how many (“for 50 users”) for another.", users=Number(value=room))
    notes = [held if n.key == "ask.note.served-users" else n for n in read_as.notes]
    read_as = read_as.model_copy(update={"users": room, "notes": notes})
    return read_as, again(read_as)
