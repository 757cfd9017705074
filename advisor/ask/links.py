"""A question that is only a link ("https://www.reddit.com/r/LocalLLaMA/comments/abc/best_gpu_for_70b/"): the bot
opens no page, so it says so, and reads the words the link's path carries ("best gpu for 70b") as the question when
they make one (newuser13 #7, issue 27 §4: say, never drop). Pure: no I/O, never raises.
"""

from __future__ import annotations

import re
from urllib.parse import unquote, urlsplit

from ..i18n import Message, UserText, msg
from .read_as_line import read_as_message

LINK = re.compile(r"https?://\S+|www\.\S+", re.I)
"""A link as people paste it (with or without its scheme)."""
_SLUG_WORD = re.compile(r"[^\W_]+", re.U)
_ID = re.compile(r"(?=.*\d)[a-z0-9]{5,}$")  # a path part that is an id ("1abc2de", "abc123x"), no words in it
_SKIP = frozenset({"r", "comments", "comment", "questions", "question", "threads", "thread", "posts", "post", "p", "t",
                   "s", "q", "index", "html", "htm", "php", "aspx", "www", "com", "forum", "forums", "topic", "topics",
                   "discussion", "discussions", "status", "watch", "blob", "main", "master", "issues", "pull", "wiki"})

LINK_ONLY = msg("ask.link-only", "I can't open links: paste the question itself (the card, the model and your budget) "
                "and I will answer it.")
"""The reply to a link whose words make no question."""


def link_only(text: str) -> bool:
    """Whether ``text`` is one link or several and nothing else (spaces and punctuation aside)."""
    rest = LINK.sub(" ", text or "")
    return bool(LINK.search(text or "")) and not re.sub(r"[\s<>()\[\]!.,?？！。，:;'\"]+", "", rest)


def link_words(text: str) -> str:
    """The words of the links' paths in ``text``, the longest part each: "…/comments/abc/best_gpu_for_70b/" →
    "best gpu for 70b"; "" when no part of a path carries two words or more (an id, a site's section)."""
    out = []
    for m in LINK.finditer(text or ""):
        url = m.group().rstrip(").,>]")
        parts = urlsplit(url if "://" in url else "https://" + url)
        best = ""
        for part in unquote(parts.path).split("/"):
            words = [w for w in _SLUG_WORD.findall(part.replace("_", " ").replace("-", " ").lower())
                     if w not in _SKIP and not _ID.match(w)]
            if len(words) >= 2 and len(" ".join(words)) > len(best):
                best = " ".join(words)
        if best:
            out.append(best)
    return ". ".join(out)


def link_note(words: str) -> Message:
    """The read-as line's note: the link was not opened, its words were read (``words``)."""
    return msg("ask.link-read", "I can't open links; I read the words of yours: “{words}”.",
               words=UserText(value=words))


LINK_UNOPENED = msg("ask.link-unopened", "I can't open links; I read only the words around yours.")
"""The read-as line's note for a link whose path carries no words (break21 #7)."""
_YUAN_SITES = re.compile(r"(?:^|\.)(?:goofish\.com|xianyu\.com|taobao\.com|tmall\.com|jd\.com|pinduoduo\.com|"
                         r"yangkeduo\.com|zhuanzhuan\.com|58\.com|tb\.cn)$")


def link_currency(text: str) -> str | None:
    """``CNY`` when ``text`` links a listing on a Chinese marketplace (Xianyu/Goofish, Taobao, JD, Pinduoduo,
    Zhuanzhuan): a bare price beside it is in yuan there ("https://www.goofish.com/item?id=123 3090 4800": ¥4,800,
    never 4,800 USD; break21 #7); ``None`` otherwise."""
    for m in LINK.finditer(text or ""):
        url = m.group().rstrip(").,>]")
        host = urlsplit(url if "://" in url else "https://" + url).hostname or ""
        if _YUAN_SITES.search(host.lower()):
            return "CNY"
    return None


AROUND_WORDS = 4
"""Product choice: a link with at most this many words around it ("thoughts? https://…") is asked about by its link."""


def read_link(text: str) -> tuple[str, str | None]:
    """(what to read, the link's words): a link alone, or with a few words around it (:data:`AROUND_WORDS`: "thoughts?
    https://…/best_gpu_for_70b/"), is read by the words around it and those of its path (``""`` when the path has
    none); anything else as it is (``None``)."""
    if not LINK.search(text or ""):
        return text, None
    rest = " ".join(LINK.sub(" ", text).replace("<", " ").replace(">", " ").split())
    words = link_words(text)
    if not link_only(text) and len(rest.split()) > AROUND_WORDS:
        # a longer question around a link whose path names a card ("https://www.ebay.com/itm/3090-24gb is this good
        # for llm"): the card read from the path too, said so (break20 #6); a path of other words is left unread
        if words and re.search(r"(?<![\w.])\d{3,4}(?![\w.])", words) and not re.search(
                r"(?<![\w.$€£¥])\d{3,4}(?![\w.])", LINK.sub(" ", text)):
            return rest + " " + words, words
        return text, None
    return " ".join(w for w in (rest, words) if w), words


def unlinked(q, text: str, words: str | None, none_keys: tuple[str, ...] = ("ask.help", "ask.none")):
    """``q`` (a :class:`~advisor.ask.models.Question`) as the answer to ``text``: for a link alone (``words`` not
    None), its words said on the read-as line, or, when they make no question, :data:`LINK_ONLY` instead of the help."""
    update: dict = {} if q.text == text else {"text": text}
    if words is not None and q.answer is None and (q.reply is None or q.reply.key in none_keys):
        update["reply"] = LINK_ONLY
    elif words is not None and q.reply is not None and q.reply.key.startswith("ask.read-as"):
        # "check https://www.amazon.com/dp/B0XYZ rtx 5090": a link whose path has no words, said unopened too
        notes = [link_note(words) if words else LINK_UNOPENED, *q.read_as.notes]
        read_as = q.read_as.model_copy(update={"notes": notes})
        update.update(read_as=read_as, reply=read_as_message(read_as))
    return q.model_copy(update=update) if update else q
