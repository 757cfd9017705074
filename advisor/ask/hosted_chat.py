"""A hosted chat product asked to run on the asker's card (fix72b #2): "文心一言能在4090上跑吗", "can I run ChatGPT
locally on my 4090", "Claude 能本地部署吗" got the card's verdict, the product never said;
"智谱清言和通义千问哪个能在3060跑" answered one of the two.

A chat product (ChatGPT, Claude, Gemini, Kimi, 豆包, 文心一言, 智谱清言, 通义千问) is a service: its model runs on its
maker's servers and is not downloaded. When its maker publishes open weights that the model table has (:data:`HOSTED`:
OpenAI's gpt-oss, Google's Gemma, Moonshot's Kimi K2, Zhipu's GLM, Alibaba's Qwen), that model is what runs locally:
the question is read as it, said on the read-as line (:func:`hosted_read`). When the table has none, the reply says
the product is hosted, names the open weights its maker published where there are some, and asks for a model to size
(:func:`hosted_reply`). A product named only as something else (its API used, what it said: "还是继续用 Claude API",
"chatgpt told me…") is none. Pure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..i18n import Message, Text, msg
from ..wording import join
from .families import common_model
from .gate import Gated, gate
from .hosted_fit import largest_fitting, too_big
from .hosted_gen import hosted_gen_reply, hosted_music_reply
from .models import ModelSlot
from .project_known import published

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs


@dataclass(frozen=True)
class Hosted:
    """A hosted chat product: its name as said (``product``), its maker, the open-weight model of the table that
    runs locally in its stead (``open_model``: a model name, or a family word read as its common size), and open
    weights its maker published that the table lacks (``unlisted``, with their source); ``line``: the maker's open
    models of the table, smallest first, the largest that fits a card named read (:mod:`advisor.ask.hosted_fit`);
    ``stand_in``: the open model is another maker's (a coding assistant's open coding model); ``image``: an image
    service, whose open stand-ins are image models (FLUX.1, SDXL); ``video``: a video service, whose open stand-ins are
    video models (Wan, HunyuanVideo, LTX-Video: :mod:`advisor.ask.hosted_gen`); ``music``: a music service, with no
    open stand-in in the project's tables (fix78b)."""

    words: re.Pattern[str]
    product: str
    maker: str
    open_model: str | None = None
    unlisted: str | None = None
    line: tuple[str, ...] = ()
    stand_in: bool = False
    image: bool = False
    video: bool = False
    music: bool = False


_GPT = ("gpt-oss 20b", "gpt-oss 120b")
_GEMMA = ("Gemma 3 1B", "Gemma 3 4B", "Gemma 3 12B", "Gemma 3 27B")
_QWEN = ("Qwen3 4B", "Qwen3 8B", "Qwen3 14B", "Qwen3 32B", "Qwen3 235B-A22B")
_GLM = ("GLM-4 9B", "GLM-4.5-Air", "GLM-4.6")

HOSTED = (
    Hosted(re.compile(r"(?<![a-z])chat[\s-]?gpt(?![a-z])"), "ChatGPT", "OpenAI", "gpt-oss 20b", line=_GPT),
    Hosted(re.compile(r"(?<![a-z])(?:gpt[\s-]?[45](?:o|\.\d)?(?:[\s-]?(?:turbo|mini))?|o[134](?:[\s-]?(?:mini|pro|"
                      r"preview))?)(?![a-z0-9])"), "GPT-4", "OpenAI", "gpt-oss 20b", line=_GPT),
    Hosted(re.compile(r"(?<![a-z])claude(?![a-z])(?![\s-]*code)"), "Claude", "Anthropic"),
    Hosted(re.compile(r"(?<![a-z])gemini(?![\s-]*\d{1,3}\s*b)(?![a-z])"), "Gemini", "Google", "gemma", line=_GEMMA),
    Hosted(re.compile(r"(?<![a-z])kimi(?![\s-]*(?:k\d|vl|audio|dev|linear|researcher|\d))(?![a-z])|kimi智能助手"),
           "Kimi", "Moonshot AI", "Kimi K2", line=("Kimi K2",)),
    Hosted(re.compile(r"(?<![a-z])(?:github\s+)?copilot(?![a-z])"), "GitHub Copilot", "GitHub", "Qwen3-Coder 30B-A3B",
           line=("Qwen3-Coder 30B-A3B",), stand_in=True),
    Hosted(re.compile(r"(?<![a-z])mid[\s-]?journey(?![a-z])"), "Midjourney", "Midjourney", image=True),
    Hosted(re.compile(r"(?<![a-z])dall[\s·-]?e(?:[\s-]?[23])?(?![a-z])"), "DALL-E", "OpenAI", image=True),
    Hosted(re.compile(r"(?<![a-z])(?:google\s+)?imagen(?:[\s-]?\d)?(?![a-z])"), "Imagen", "Google", image=True),
    Hosted(re.compile(r"(?<![a-z])(?:adobe\s+)?firefly(?![a-z])"), "Firefly", "Adobe", image=True),
    Hosted(re.compile(r"(?<![a-z])suno(?:\s*ai)?(?![a-z])"), "Suno", "Suno", music=True),
    Hosted(re.compile(r"(?<![a-z])udio(?![a-z])"), "Udio", "Udio", music=True),
    Hosted(re.compile(r"(?<![a-z])(?<!open[\s_-])sora(?:[\s-]?2)?(?![a-z])"), "Sora", "OpenAI", video=True),
    Hosted(re.compile(r"(?<![a-z])(?:google\s+)?veo(?:[\s-]?\d(?:\.\d)?)?(?![a-z])"), "Veo", "Google", video=True),
    Hosted(re.compile(r"(?<![a-z])kling(?:\s*ai)?(?![a-z])|可灵|可靈"), "Kling", "Kuaishou", video=True),
    Hosted(re.compile(r"(?<![a-z])runway(?:\s*ml)?(?:\s+gen[\s-]?\d)?(?![a-z])"), "Runway", "Runway", video=True),
    Hosted(re.compile(r"(?<![a-z])perplexity(?![\s-]*(?:score|of|is))(?![a-z])"), "Perplexity", "Perplexity AI",
           unlisted="R1 1776, a post-trained DeepSeek R1 (huggingface.co/perplexity-ai/r1-1776)"),
    Hosted(re.compile(r"(?<![a-z])grok(?![\s-]*[12](?![.\d]))(?![a-z])"), "Grok", "xAI",
           unlisted="Grok-1 and Grok-2 (huggingface.co/xai-org)"),
    Hosted(re.compile(r"腾讯元宝|騰訊元寶|元宝|元寶|(?:腾讯|騰訊)?混元(?![\s-]*(?:video|视频|視頻|图|圖|3d))|"
                      r"(?<![a-z])(?:yuanbao|hunyuan(?![\s-]*(?:video|image|3d|a13b|\d)))(?![a-z])"),
           "Tencent Yuanbao (腾讯元宝, Hunyuan)", "Tencent",
           unlisted="Hunyuan-A13B and Hunyuan 7B (huggingface.co/tencent)"),
    Hosted(re.compile(r"豆包|(?<![a-z])doubao(?![a-z])"), "Doubao (豆包)", "ByteDance",
           unlisted="Seed-OSS-36B (huggingface.co/ByteDance-Seed/Seed-OSS-36B-Instruct)"),
    Hosted(re.compile(r"文心一言|(?<![a-z])ernie\s+bot(?![a-z])|(?<![a-z])yiyan(?![a-z])"), "ERNIE Bot (文心一言)",
           "Baidu", unlisted="ERNIE 4.5 (huggingface.co/baidu)"),
    Hosted(re.compile(r"智谱清言|智譜清言|(?<![a-z])chatglm\s+app(?![a-z])"), "Zhipu Qingyan (智谱清言)", "Zhipu AI",
           "glm", line=_GLM),
    Hosted(re.compile(r"通义千问|通義千問|通义app|通義app"), "Tongyi Qianwen (通义千问)", "Alibaba", "qwen",
           line=_QWEN),
)
"""The hosted chat products (product list: the ones people ask to run locally) and their makers' open weights (the
model table's rows: data/models.csv gpt-oss, Gemma 3, Kimi K2, GLM-4, Qwen3; the unlisted ones with their source).
GitHub Copilot's stand-in is an open coding model of the table (Qwen3-Coder 30B-A3B), Midjourney's the open image
models (FLUX.1 dev, SDXL: data/owner_jobs.csv), the video services' (Sora, Veo, Kling, Runway: weights not released)
the open video models (Wan, HunyuanVideo, LTX-Video); DALL-E, Imagen and Firefly are hosted image services like
Midjourney; Suno and Udio hosted music services (fix78b)."""

_CLAUSE = re.compile(r"[^,.;!?，。；！？\n]+")
_RUN = re.compile(r"(?<![a-z])(?:run|runs|running|ran|host|self[\s-]?host(?:ed|ing)?|deploy(?:ed|ing)?|download|"
                  r"install|locally|local|offline|at\s+home|on\s+(?:my|a|an|one|two|\d)(?![a-z])|fit|fits)(?![a-z])|"
                  r"跑|运行|運行|部署|本地|离线|離線|下载|下載|装在|裝在|能在|可以在")
"""Words of running a model on one's own hardware."""
_GPU_FOR = re.compile(r"(?<![a-z])(?:gpu|gpus|card|graphics\s+card|vram)(?![a-z])[^.]*?(?<![a-z])"
                      r"(?:for|to\s+(?:use|get|do))\s+(?:the\s+)?$|(?:显卡|顯卡)[^。]*?(?:跑|用|玩)$")
"""A card asked for the product named next ("which gpu do I need for midjourney"): running it on one's own card
(fix78b #3), checked on the words before the product."""
_ELSEWHERE = re.compile(r"^\s*(?:'s\s+)?(?:api|said|says|told|tells|recommend\w*|suggest\w*|thinks|claims|plus|pro|"
                        r"subscription|会员|會員|说|說|告诉|告訴|推荐|推薦|api)|^\s*(?:的)?\s*(?:api|会员|會員)", re.I)
"""What follows a product named as something else than the model to run: its API, what it said, a subscription."""


SIZE_ASKED = re.compile(r"(?<![a-z])(?:how\s+(?:big|large)\s+(?:is|are)|(?:the\s+)?size\s+of|"
                        r"how\s+much\s+(?:v?ram|(?:gpu\s+|video\s+)?memory)|how\s+many\s+gb|"
                        r"(?:v?ram|memory)\s+(?:requirements?|needed|usage)\s+(?:of|for)|how\s+many\s+"
                        r"(?:parameters|params|weights)|(?:parameter|param)\s+count\s+of)(?![a-z])|"
                        # "a chatgpt-sized model": after the name, never behind the word start's guard (fix86 #6)
                        r"(?<=[a-z0-9])[\s-]sized(?![a-z])|"
                        r"多大|多少参数|多少參數|参数量|參數量|几b|幾b|(?:同等|一样|一樣)?(?:规模|規模)")
"""Words asking a model's size ("how big is gemini?", "what's the size of GPT-4?", "how many parameters does chatgpt
have", "chatgpt参数量多少"; break49 #5: "how much vram does claude
need"), or asking for a model of its size ("a GPT-4 sized model", "GPT-4规模的模型"): a hosted
product's size, which its maker does not publish (break48 M3, L12)."""


_YARDSTICK = re.compile(r"(?:(?<![a-z])(?:than|compared\s+(?:to|with)|versus|vs\.?)|比|相比|对比|對比)\s*(?:the\s+)?$")
"""A product said as the yardstick of a local run ("本地4090跑起来比通义千问网页版慢很多", "slower than qwen chat"): the
service the run is measured against, never a model asked to run (mend52b: reader52's yardstick kept no model)."""


_GPT_WORDS = ("gpt", "o1", "o3", "o4")
"""The strings one of which every match of GPT-4's pattern holds ("gpt-4o", "o3 pro"): its branch of "o" and a digit is
too short for :func:`advisor.ask.gate.required` to find, so written here."""
_GATES = tuple(Gated(h.words, _GPT_WORDS) if h.product == "GPT-4" else gate(h.words) for h in HOSTED)
"""Each product's pattern behind the strings one of which its every match holds (perf37): a text that holds none of
a product's strings holds none in any of its clauses, so the product is not searched clause by clause."""


def hosted_named(text: str) -> list[Hosted]:
    """The hosted products ``text`` asks to run locally (module docstring), in the order said, each once: only the
    products whose strings the text holds are searched (:data:`_GATES`), and no clause when it holds none."""
    low = text.lower()
    found: list[tuple[int, Hosted]] = []
    held = [h for h, g in zip(HOSTED, _GATES, strict=True) if not isinstance(g, Gated) or g.may(low)]
    if not held:
        return []
    for clause in _CLAUSE.finditer(low):
        part = clause.group()
        run = _RUN.search(part) is not None or SIZE_ASKED.search(part) is not None  # its size: its stand-in's
        for h in held:
            m = h.words.search(part)
            if m is None or not (run or _GPU_FOR.search(part[:m.start()])):
                continue
            if not _ELSEWHERE.match(part[m.end():]) and not _YARDSTICK.search(part[:m.start()]) and (
                    h.words not in [f.words for _, f in found]):
                said = h if h.product != "GPT-4" else replace(h, product=re.sub("gpt", "GPT", m.group().strip()))
                found.append((clause.start() + m.start(), said))  # "gpt-4o": GPT-4o, as said
    return [h for _, h in sorted(found, key=lambda f: f[0])]


def _open_model(advisor: Advisor, h: Hosted, card: str | None = None) -> tuple[str, float] | None:
    """The table's model that runs in ``h``'s stead, with its parameters (billions), or ``None``: on a ``card`` named,
    the largest of its maker's line that fits it (:func:`advisor.ask.hosted_fit.largest_fitting`) when one does."""
    if h.open_model is None:
        return None
    rows = advisor.llm_models.rows
    wanted = (largest_fitting(advisor, h.line, card) if card is not None else None) or h.open_model
    row = next((r for r in rows if str(r["name"]).lower() == wanted.lower()), None)
    if row is not None:
        return str(row["name"]), round(float(row["params_b"]), 2)
    common = common_model(rows, h.open_model)
    return (common[1], round(common[0], 2)) if common is not None else None


def _hosted_note(advisor: Advisor, h: Hosted, model: str, card: str | None) -> Message:
    if card is not None and h.line and not h.stand_in and largest_fitting(advisor, h.line, card) is None:
        return too_big(advisor, h.product, h.maker, model, card)  # Kimi K2 on a 4090: said, never "runs"
    if h.stand_in:
        return msg("ask.hosted.stand-in", "{product} is {maker}'s hosted service: its models run on {maker}'s servers "
                   "and can't be downloaded. An open model that does its job on your own card is {model}.",
                   product=Text(value=h.product), maker=Text(value=h.maker), model=Text(value=model))
    return msg("ask.hosted.open", "{product} is {maker}'s hosted chat service: its model runs on {maker}'s servers "
               "and can't be downloaded. What runs on your own card is {maker}'s open-weight {model}.",
               product=Text(value=h.product), maker=Text(value=h.maker), model=Text(value=model))


def unpublished(named: list[Hosted], text: str) -> list[Message]:
    """The note that each hosted product of ``named`` whose size ``text`` asks (:data:`SIZE_ASKED`) has a size its
    maker does not publish (break48 M3: "what's the size of GPT-4?" asked for a budget); ``[]`` when no size is
    asked."""
    if SIZE_ASKED.search(text.lower()) is None:
        return []
    return [msg("ask.hosted.size-unpublished", "{maker} does not publish the size of {product}'s model (its parameter "
                "count or its memory), so no card can be sized for it.", product=Text(value=h.product),
                maker=Text(value=h.maker)) for h in named]


def hosted_read(advisor: Advisor, text: str, read_as: ReadAs) -> ReadAs:
    """``read_as`` for a question asking to run a hosted chat product (module docstring): each product's open-weight
    model said on the read-as line, and — when no model of the table was read (none, or a family word) — the first
    product's open model read as the model asked about, its fit asked when a card is named; ``read_as`` as it is when
    no product is named to run."""
    named = hosted_named(text)
    if not named or read_as.command not in ("fits", "why", "recommend", "compare", "none"):
        return read_as
    card = read_as.cards[0] if len(read_as.cards) == 1 else None
    opened = [(h, m) for h in named if (m := _open_model(advisor, h, card)) is not None]
    if card is not None:  # "gemini or kimi on my 4090": the one whose model fits the card read first
        opened.sort(key=lambda o: bool(o[0].line) and largest_fitting(advisor, o[0].line, card) is None)
    closed = [msg("ask.hosted.closed-short", "{product} is {maker}'s hosted service: no open-weight model of it is in "
                  "my tables, so it is not answered here.", product=Text(value=h.product), maker=Text(value=h.maker))
              for h in named if _open_model(advisor, h) is None]  # "kimi和豆包": Doubao said, beside Kimi K2's fit
    if not opened:  # "can I run Claude locally?": the reply says it (hosted_reply); a follow-up keeps it (break48 M3)
        # "文心一言能本地跑吗" (read as no command): kept as the English wording is, a follow-up linked (fix86 #6)
        return read_as.model_copy(update={"notes": [*read_as.notes, *closed], "command": "recommend" if (
            read_as.command == "none") else read_as.command}) if closed and not (
            read_as.cards or read_as.gpus or published(text)) and all(
            not (h.image or h.video or h.music) for h in named) else read_as
    model = read_as.model
    if model is not None and model.name in advisor.llm_models.name_set:  # read already ("智谱清言和通义千问": both)
        return read_as.model_copy(update={"notes": [*read_as.notes, *(msg(
            "ask.hosted.open-short", "{product} is {maker}'s hosted service; its open-weight {model} is what runs "
            "locally.", product=Text(value=h.product), maker=Text(value=h.maker), model=Text(value=m[0]))
            for h, m in opened), *closed]})
    notes = [*read_as.notes, *unpublished(named, text), *(_hosted_note(advisor, h, m[0], card) for h, m in opened),
             *closed]
    name, params = opened[0][1]
    notes = [n for n in notes if not n.key.startswith("ask.unknown-model") and n.key != "ask.note.family-common"]
    command = read_as.command if len(read_as.cards) >= 2 or (not read_as.cards and read_as.budget is not None) else (
        "fits")  # one card: the open model's fit on it; none and no budget: what it needs; a budget: the ranking
    return read_as.model_copy(update={"notes": notes, "command": command, "topic": None,
                                      "model": ModelSlot(name=name, params_b=params)})


def hosted_reply(advisor: Advisor, text: str, read_as: ReadAs) -> Message | None:
    """The reply to a hosted chat product asked to run locally whose maker has no open weights in the model table
    (module docstring): hosted, the open weights published if any, and a model to name; ``None`` for any other
    question (a model read: :func:`hosted_read` read its open model)."""
    if read_as.model is not None and read_as.model.name in advisor.llm_models.name_set:
        return None
    named = [h for h in hosted_named(text) if _open_model(advisor, h) is None] or asked_again(text, read_as)
    if not named or published(text):  # "hunyuan custom", "open-sora": an open model whose memory is published
        return None  # (data/project_memory.csv), never the hosted service of its family's name (fix80b)
    h = named[0]
    base = dict(product=Text(value=h.product), maker=Text(value=h.maker))
    size = unpublished([h], text)  # "how big is claude?": its size is not published, said first (break48 M3)
    reply = _closed_reply(advisor, read_as, h, base)
    return join([*size, reply]) if size else reply


def asked_again(text: str, read_as: ReadAs) -> list[Hosted]:
    """The hosted product a follow-up asks the size of without naming it ("how big is it?" after "can I run Claude
    locally?"): the one the reading's note kept (:func:`hosted_read`), when ``text`` asks a size; else ``[]``."""
    if SIZE_ASKED.search(text.lower()) is None:
        return []
    kept = [n.params.get("product") for n in read_as.notes if n.key == "ask.hosted.closed-short"]
    return [h for h in HOSTED for p in kept if isinstance(p, Text) and h.product == p.value][:1]


def _closed_reply(advisor: Advisor, read_as: ReadAs, h: Hosted, base: dict[str, Text]) -> Message:
    """The reply for ``h``, a hosted product with no open model in the table (:func:`hosted_reply`)."""
    if h.music:  # "can I run suno on my 4090": hosted, and no open music model in the tables (fix78b #3)
        return hosted_music_reply(h.product, h.maker)
    if h.image or h.video:  # "sora on my 4090": the open video models and their fit on it (fix75b)
        return hosted_gen_reply(advisor, read_as, h.product, h.maker, h.video)
    if h.unlisted is not None:
        return msg("ask.hosted.unlisted", "{product} is {maker}'s hosted chat service: its model runs on {maker}'s "
                   "servers and can't be downloaded, so no card runs it locally. {maker} has published open weights, "
                   "{weights}, which my model table lacks: give its size (“a 21b model on a 4090”) or name an open "
                   "model I know (“qwen3 14b”, “llama 3.1 8b”) and I'll say what your card runs.",
                   weights=Text(value=h.unlisted), **base)
    return msg("ask.hosted.none", "{product} is {maker}'s hosted chat service: its model runs on {maker}'s servers "
               "and can't be downloaded, so no card runs it locally, and {maker} publishes no open-weight model. Name "
               "an open model (“qwen3 14b”, “gpt-oss 20b”, “llama 3.1 8b”) and I'll say what your card runs.", **base)


__all__ = ["HOSTED", "SIZE_ASKED", "asked_again", "hosted_named", "hosted_read", "hosted_reply", "unpublished"]
