"""A follow-up keeps the image job the conversation is about (break15 #4, issue 28: answer what was asked).

The answers read which image or video generator is meant (FLUX, SDXL, Wan…) from the question's words
(:func:`advisor.image_needs.find_generator`), and a follow-up's words ("预算4000元呢", "and on a 4090?", "和4090比呢")
name none: "flux 用什么卡" then "预算4000元呢" ranked by SD 1.5 and bought a 12 GB card though the first answer said
FLUX runs well from 16 GB. The reading keeps the generator said (:attr:`ReadAs.generator`, the words that named it)
across follow-ups until one names another generator or another job ("换成训练呢", "what about for llms?"), and the
follow-up is answered as if it had named it (:func:`with_generator`).
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING

from ..i18n import ListOf, Quantity, Text, msg
from ..image_needs import (
    _GENERATORS,
    BARE_WAN,
    RANKED_AS,
    SPEECH_WORDS,
    VIDEO_GENERIC,
    VIDEO_WORDS,
    _rows,
    find_generator,
    find_generators,
    wan_read,
)
from ..jobs import rows
from ..wording import card_param
from . import cues
from .models import ReadAs
from .speech_job import speech_note

if TYPE_CHECKING:
    from .reader import Reading

OTHER_JOB = re.compile(r"(?<![a-z])(?:pretrain\w*|llms?|language\s+models?|chatbot|gaming|games?|kaggle|"
                       r"cnns?|resnet|yolo\w*|bert)(?![a-z])|大模型|语言模型|語言模型|游戏|遊戲")
"""Words of a job that is not image generation, said in a follow-up ("what about for llms?"): the generator before
is not kept (with :data:`advisor.ask.cues.TRAINING_SAID`: "换成训练呢")."""


BARE_VIDEO = re.compile(r"(?<![a-z])(?:videos?|clips?)(?![a-z])|视频|視頻|影片|視訊")
"""The bare word of video ("what about video?", "那跑视频呢"): in a conversation about an image generator, video
generation (Wan's rows, as :data:`advisor.image_needs.VIDEO_WORDS` say it), never the vision-research list."""


def video_switched(r: Reading, read_as: ReadAs, merged: bool) -> tuple[Reading, dict]:
    """A follow-up that moves an image generator's conversation to video (:data:`BARE_VIDEO`, no generator named):
    the follow-up read as naming video generation, with the slots that sets (the image use case, and no training
    task kept unless training is said: a LoRA of SDXL is no Wan job; issue 27 §5, fix68b #1). ``(r, {})`` otherwise."""
    low = " ".join(r.text.lower().split())
    if not merged or (read_as.generator is None and read_as.use_case != "image") or generator_words(r.text) \
            or VIDEO_WORDS.search(low) or (bare := BARE_VIDEO.search(low)) is None or OTHER_JOB.search(low) \
            or r.model is not None:
        return r, {}
    words = {"视频": "视频生成", "影片": "视频生成", "視頻": "視頻生成", "視訊": "視訊生成"}.get(bare.group(0),
                                                                                "video generation")
    update: dict = {"use_case": "image", "job": None}
    if not (cues.TRAINING_SAID.search(low) or IMAGE_TRAINING.search(low)):
        update |= {"task": None, "precision": None}
    return dataclasses.replace(r, text=f"{r.text} ({words})"), update


GENERATING = frozenset({"image-gen", "video-gen"})
"""The jobs of ``data/owner_jobs.csv`` whose model, named with no use case read from the words ("sd3.5", "wan 2.1
1.3b"), makes the question an image one: ranked by that model's published settings, as FLUX and SDXL are (fix63d #2:
"best gpu for sd3.5 under 500" was ranked as a general ranking)."""

_SIZE = re.compile(r"\d+(?:\.\d+)?[bm]", re.IGNORECASE)
"""A model read from a size alone ("1.3B"): the size of a generator's name, misread as a language model."""


def _size_misread(read_as: ReadAs, g) -> bool:
    """Whether ``read_as`` reads a language model that is only a size ("1.3B") the named generator ``g``'s model
    names carry ("Wan 2.1 T2V-1.3B"): "best gpu for wan 2.1 1.3b under 300" asked about Wan, not an LLM."""
    name = getattr(read_as.model, "name", None)
    return bool(read_as.use_case == "llm" and name and _SIZE.fullmatch(name)
                and any(m.upper().endswith(name.upper()) or f"-{name.upper()}" in m.upper() for m in g.models))


def generator_words(text: str) -> str | None:
    """The words of ``text`` that name an image or video generator (``flux``, ``sdxl``, ``wan 2.1 14b``; the
    patterns of :mod:`advisor.image_needs`), lower-cased; ``None`` when it names none."""
    low = wan_read(" ".join(str(text).lower().split()))  # a bare "wan" beside video words: Wan 2.2
    return next((m.group(0) for pattern, _ in _GENERATORS if (m := pattern.search(low)) is not None), None)


IMAGE_TRAINING = re.compile(r"(?<![a-z])(?:loras?|dreambooth|fine[\s-]?tun(?:e|es|ing)|finetun(?:e|es|ing))(?![a-z])|"
                            r"炼丹|煉丹")
"""Words that train the image model of a conversation about one ("…for stable diffusion" then "what if I also want to
train loras?"): its LoRA, not another job (a bare "训练" switches to the training list, as before)."""


def kept_generator(r: Reading, read_as: ReadAs, merged: bool) -> ReadAs:
    """:func:`kept_read` with, for a buyer of an image model's training (its LoRA, DreamBooth, a fine-tune: newuser19
    #17), the task said: ``lora`` — ranked by the model's published training memory, then training speed
    (:mod:`advisor.image_train`), never by image-generation speed."""
    low = " ".join(r.text.lower().split())
    follow = (merged and read_as.generator is not None and read_as.use_case == "image" and r.model is None
              and IMAGE_TRAINING.search(low) is not None and not OTHER_JOB.search(low))
    out = read_as if follow else kept_read(r, read_as, merged)  # "also train loras?": the model kept, trained
    if out.command != "recommend" or out.use_case != "image" or out.model is not None:
        return out
    g = find_generator(f"{r.text} ({out.generator})" if follow else r.text)
    if g is None or g.job != "image-lora" or g.models[0] not in ("SDXL", "FLUX.1 dev"):
        return out
    return out.model_copy(update={"task": "lora", "precision": None})


def kept_read(r: Reading, read_as: ReadAs, merged: bool) -> ReadAs:
    """``read_as`` with the generator its question names (:func:`generator_words`); for a follow-up (``merged``)
    that names none, the one before is kept — unless the follow-up says another job (training, an LLM, gaming:
    :data:`OTHER_JOB`) or another use case, which drops it and, for training said, the image use case too
    ("best gpu for sdxl under $700" then "换成训练呢": the training list, not the image list again); "那跑视频呢"
    after an image generator: video generation (:func:`video_switched`)."""
    r, video = video_switched(r, read_as, merged)
    read_as = read_as.model_copy(update=video) if video else read_as
    said = generator_words(r.text)
    buyer = read_as.command == "recommend"  # "best gpu for ai video generation under 1500": Wan 2.1's figures, said
    if said is None and buyer and (m := VIDEO_WORDS.search(" ".join(r.text.lower().split())) or SPEECH_WORDS.search(
            " ".join(r.text.lower().split()))) is not None:  # "speech-to-text under 500": Whisper's rows (newuser17)
        said = m.group(0)
    stricter = _stricter(r.text) if said is not None and buyer else None
    if stricter is not None:  # "budget $3000 for flux and wan 2.2": the video job, the heavier (fix64d)
        said = stricter
    if said is not None:
        g = find_generator(r.text, unnamed_video=buyer) if stricter is None else find_generator(
            stricter, unnamed_video=True)
        stand = None if g is None else g.stand_in or (  # "flux 2": a ranking by FLUX.1's it/s (a card's own
            (g.models[0], RANKED_AS[g.models[0]]) if g.models[0] in RANKED_AS  # answer shows none: no stand-in)
            and read_as.command in ("recommend", "compare") else None)
        if g is not None and g.job == "speech" and buyer:  # "whisper", "语音识别": the speech job, said (newuser17)
            stand = None
            read_as = read_as.model_copy(update={"notes": [*read_as.notes, speech_note(said, g)]})
        notes = read_as.notes if stand is None else [*read_as.notes, msg(
            "ask.note.stand-in.video", "{asked} read as {rows}, the newest video model with published figures here "
            "(its A14B; TI2V-5B, the lighter one, for smaller cards)", asked=Text(value=stand[0]),
            rows=Text(value=stand[1])) if g is not None and g.models == VIDEO_GENERIC.models and VIDEO_WORDS.fullmatch(
                stand[0]) else msg(
            "ask.note.stand-in", "{asked} read as {rows}'s published figures (none of its own here)",
            asked=Text(value=stand[0]), rows=Text(value=stand[1]))]  # "wan 2.2": said, never swapped
        if g is not None and g.job in GENERATING and wan_read(low := " ".join(r.text.lower().split())) != low:
            notes = [*notes, msg("ask.note.bare-wan", "\"{asked}\" read as Wan 2.2, the newest Wan with published "
                                 "figures here (its A14B; TI2V-5B, the lighter one, for smaller cards).",
                                 asked=Text(value="wan"))]  # the assumption said (fix64d left)
        misread = False
        named: dict = {"generator": said, "notes": notes + _also_named(r.text, g, buyer)}
        if buyer and g is not None and g.job in GENERATING and (read_as.use_case is None or (
                misread := _size_misread(read_as, g))):  # "best gpu for sd3.5 under 500": by the model's settings
            named |= {"use_case": "image", "model": None} if misread else {"use_case": "image"}
        return read_as.model_copy(update=named)
    if not merged or read_as.generator is None:
        return read_as
    low = r.text.lower()
    training = cues.TRAINING_SAID.search(low) is not None
    if training or OTHER_JOB.search(low) or (r.use_case is not None and r.use_case != "image") or r.model is not None:
        update: dict = {"generator": None}
        if read_as.use_case == "image" and r.use_case is None:
            update["use_case"] = None  # the job switched: the general (training) answer, not the image list
        return read_as.model_copy(update=update)
    return read_as


_BOTH = ("image-gen", "video-gen")
"""The jobs one budget may be asked for at once, each ranked by its own published memory (fix64d)."""


def _heaviest(g) -> float:
    """GB of ``g``'s heaviest supported published setting (``data/owner_jobs.csv``), 0 with none."""
    return max((row.vram_gb for row in _rows(g) if row.level == "supported"), default=0.0)


def _stricter(text: str) -> str | None:
    """The words naming the stricter job when ``text`` asks one budget for an image and a video generator ("budget
    $3000 for flux and wan 2.2": Wan 2.2, whose heaviest published setting needs about 60 GB against FLUX.1 dev's 24;
    newuser26 #5 was ranked for FLUX alone) and the one :func:`generator_words` reads first is the lighter; ``None``
    otherwise. Video said without a model ("flux and ai video generation") is :data:`VIDEO_GENERIC`'s rows."""
    low = wan_read(" ".join(str(text).lower().split()))
    found = [g for g in find_generators(low) if g.job in _BOTH]
    if not any(g.job == "video-gen" for g in found) and (m := VIDEO_WORDS.search(low)) is not None:
        found.append(VIDEO_GENERIC)
    first = find_generator(low)
    if first is None or first.job not in _BOTH or len({g.job for g in found}) < 2:
        return None
    heavy = max(found, key=lambda g: (_heaviest(g), g.job == "video-gen"))
    if heavy.job == first.job:
        return None
    if heavy is VIDEO_GENERIC:
        return m.group(0) if (m := VIDEO_WORDS.search(low)) is not None else None
    return next((m.group(0) for pattern, g in _GENERATORS if set(g.models) & set(heavy.models)
                 and (m := pattern.search(low)) is not None), None)


def _lighter_dropped(text: str, chosen) -> str:
    """``text`` without the words of the generators of another job than ``chosen``'s (image or video): the answers
    that read the generator from the words then read the stricter one (:func:`_stricter`)."""
    out = wan_read(" ".join(text.lower().split())) if BARE_WAN.search(text.lower()) else text
    for pattern, g in _GENERATORS:
        if g.job in _BOTH and g.job != chosen.job:
            out = re.sub(pattern.pattern, " ", out, flags=re.IGNORECASE)
    return " ".join(out.split())


def _also_named(text: str, g, buyer: bool) -> list:
    """A note naming the other generators ``text`` names beside ``g`` (the one ranked: the patterns list the heavier
    first), for a buyer ("sdxl vs flux what card for $500": ranked for FLUX.1 dev, the heavier, and a card that runs
    it runs SDXL; newuser15 #3: SDXL was dropped unsaid); none otherwise."""
    if g is None or not buyer:
        return []
    low = wan_read(" ".join(str(text).lower().split()))
    kept = set(g.models) | ({g.named} if g.named else set())
    others: list[str] = []
    for pattern, other in _GENERATORS:
        if pattern.search(low) and (other.job == g.job or {other.job, g.job} == set(_BOTH)) and not kept & set(
                other.models):  # an image model beside the video model ranked for (fix64d)
            others += [m for m in other.models if m not in others]
            kept |= set(other.models)
    if not others:
        return []
    model = g.named or g.models[0]
    heaviest = max((r.vram_gb for r in rows(g.job, named=True) if r.model in g.models), default=0.0)
    lightest = {m: min((r.vram_gb for r in rows(g.job, named=True) if r.model == m and r.level == "supported"),
                       default=0.0) for m in others}
    past = [m for m in others if lightest[m] > heaviest > 0]  # "hunyuan image 3 / qwen-image": no card holds the
    if past:  # 80B MoE that Qwen-Image's cards would be said to hold (fix64b #1)
        return [msg("ask.note.generator-past", "{others} named too: its lightest published setting needs about "
                    "{need}, more than {model} at its heaviest — ranked for {model}.",
                    others=ListOf(items=[card_param(m) for m in past], style="and"),
                    need=Quantity(value=max(lightest[m] for m in past), unit="GB"), model=card_param(model))]
    return [msg("ask.note.generator-heavier", "{others} named too: ranked for {model}, the heavier — a card that "
                "runs it runs {others}.", others=ListOf(items=[card_param(m) for m in others], style="and"),
                model=card_param(g.named or g.models[0]))]


def with_generator(r: Reading, read_as: ReadAs) -> Reading:
    """``r`` as answered: a follow-up that names no generator, read with the generator the conversation kept
    (``read_as.generator``) after its words, so the answers that read the generator from the words (FLUX's speed
    and memory, SDXL's ranking) answer about it — a comparison with both its cards, as "3090 vs 4090 for flux" is
    read; ``r`` itself otherwise."""
    if read_as.generator is None:
        return r
    if generator_words(r.text) is not None:
        chosen, first = find_generator(str(read_as.generator), unnamed_video=True), find_generator(r.text)
        if chosen is None or first is None or chosen.job == first.job or {chosen.job, first.job} != set(_BOTH):
            return r
        return dataclasses.replace(r, text=_lighter_dropped(r.text, chosen))  # "flux and wan 2.2": Wan's answer
    text = f"{r.text} ({read_as.generator})"
    if read_as.command == "compare" and len(read_as.cards) > len(r.cards):  # "和4090比呢": both cards, compared
        return dataclasses.replace(r, text=text, cards=list(read_as.cards), card_counts=[])
    return dataclasses.replace(r, text=text)


__all__ = ["IMAGE_TRAINING", "OTHER_JOB", "generator_words", "kept_generator", "kept_read", "with_generator"]
