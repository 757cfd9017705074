"""The memory levers an owner says they already tried (fix73b, judge29 #14).

"3090爆显存，batch设为1，尝试开启梯度检查，使用半精度", "OOM with batch=1, gradient checkpointing on, half precision",
"already using 4-bit and it still runs out": the levers said as tried are never told again. The answer leads with
what that says — the job, with them, still needs more than the card's memory — then the levers of
``data/oom_levers.csv`` not yet tried, and a card with more memory or one rented by the hour
(:func:`advisor.ask.card_job.rented`, ``data/rent_hourly.csv``). Pure reading of the words; the levers and the
upgrade are the owner's answer's own (``why --own``: :mod:`advisor.owner`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..i18n import Message, Text, msg
from ..wording import card_param, gb, join
from .card_job import rented
from .tried_inference import tried_inference
from .vocabulary import vocabulary

if TYPE_CHECKING:
    from ..api import Advisor
    from ..models import Caveat
    from .models import ReadAs

_BATCH_SET = re.compile(
    r"(?<![a-z])(?:batch(?:[\s_-]*size)?|bs|per[\s_-]device[\s_-]train[\s_-]batch[\s_-]size)\s*(?:=|:|of|to|is|at|"
    r"as|设为|设成|设置为|设置成|設為|設置為|改为|改成|调到|調到|调成|為|为|只有|只|是)?\s*(?:1|one)(?![\d.])|"
    r"gradient[\s_-]*accumulation|梯度累积|梯度累加|梯度累積")
"""The batch lever said as set (a batch of 1, accumulation), never only a smaller batch asked about."""
_BATCH_ASKED = "fact.concerns.batch-accuracy.text"
"""The concern of a smaller batch's accuracy asked (``data/concerns.csv``): its smaller batch is the question."""

# each lever of data/oom_levers.csv, as an owner says it is on: "batch=1", "batch设为1", "梯度检查", "half precision"
_SAID: dict[str, re.Pattern[str]] = {
    "batch-accumulation": re.compile(
        r"(?<![a-z])(?:batch(?:[\s_-]*size)?|bs|per[\s_-]device[\s_-]train[\s_-]batch[\s_-]size)\s*(?:=|:|of|to|is|at|"
        r"as|设为|设成|设置为|设置成|設為|設置為|改为|改成|调到|調到|调成|為|为|只有|只|是)?\s*(?:1|one)(?![\d.])|"
        r"gradient[\s_-]*accumulation|梯度累积|梯度累加|梯度累積|"
        # the batch lowered in words: "lowered batch size", "reduced the batch", "smaller batches", "batch size down"
        r"(?:lower(?:ed|ing)?|reduc(?:e|ed|ing)|decreas(?:e|ed|ing)|smaller|cut|dropp?(?:ed|ing)?|shrunk|shrank|"
        r"halv(?:e|ed|ing))\s+(?:the\s+|my\s+)?(?:train(?:ing)?\s+)?(?:batch(?:es)?|bs)(?![a-z])|"
        r"(?<![a-z])batch(?:[\s_-]*size)?\s+(?:down|lowered|reduced|decreased|cut)(?![a-z])|"
        r"(?:减小|減小|降低|调小|調小|改小|缩小|縮小|减少|減少)(?:了)?\s*(?:batch|bs|批大小|批量)|"
        r"(?:batch|bs|批大小|批量)(?:[\s_-]*size)?\s*(?:也)?(?:减小|減小|降低|调小|調小|改小|缩小|縮小|减少|減少|调低|調低)"),
    "gradient-checkpointing": re.compile(
        r"(?:gradient|activation)[\s_-]*checkpoint\w*|checkpointing|梯度检查|梯度檢查|梯度检查点|重计算|重計算"),
    "mixed-precision": re.compile(
        r"half[\s-]*precision|(?<![a-z])(?:fp16|bf16|amp|autocast|float16|bfloat16)(?![a-z\d])|mixed[\s-]*precision|"
        r"半精度|混合精度"),
    "8bit-optimizer": re.compile(r"8[\s-]*bit\s*(?:adam\w*|optim\w*)|adamw?[\s_-]*8[\s_-]*bit|paged[\s_-]*adam\w*"),
    "cpu-offload": re.compile(r"offload\w*|(?<![a-z])zero[\s-]*(?:2|3|offload)|deepspeed|卸载|卸載"),
    "quantized-weights": re.compile(
        r"(?<![a-z\d])(?:4|8)[\s-]*bit(?!\s*(?:adam|optim))|(?<![a-z])(?:int4|int8|nf4|q4\w*|q8\w*|gguf|awq|gptq)"
        r"(?![a-z])|quantiz\w*|quantis\w*|量化"),
    "shorter-inputs": re.compile(
        r"(?:lower(?:ed|ing)?|smaller|reduc(?:e|ed|ing)|shorter|shorten(?:ed|ing)?|cut(?:ting)?)\s+(?:the\s+)?"
        r"(?:resolution|image\s+size|sequence\s+length|context(?:\s+(?:length|size|window))?|ctx|max[\s_-]*length|"
        r"seq[\s_-]*len)|降低分辨率|减小分辨率|減小分辨率|降低了分辨率|缩短|縮短|(?:减小|減小|降低|调小|調小)(?:了)?上下文"),
}
"""The levers said, by ``data/oom_levers.csv`` id (``mixed-precision`` stands for both rows of it)."""

_TRAINING = re.compile(r"(?<![a-z])(?:train\w*|fine[\s-]?tun\w*|finetun\w*|sft)(?![a-z])|训练|訓練|微调|微調")
"""A training job said ("训练需要多少显存"): its levers are training's."""

# the levers said as done: "tried", "already", "still", "even with", "enabled", "turned on", "尝试", "已", "开启"
_TRIED = re.compile(r"(?<![a-z])(?:tried|trying|already|still|even\s+with|even\s+after|enabled|turned\s+on|"
                    r"switched\s+on|using|used|set|with|on|applied|added)(?![a-z])|尝试|嘗試|试过|試過|试了|試了|已|"
                    r"开启|開啟|开了|開了|打开|打開|用了|使用|设为|設為|设置|設置|还是|還是|仍|依然|都")


# a lever offered or asked about, not done: "a quick fix, such as reducing the batch size?", "should I lower the batch
# size?", "要不要减小batch" (fix86 #4): the clause before it suggests or asks, so the lever is no tried one
_SUGGESTED = re.compile(r"(?<![a-z])(?:such\s+as|like|e\.?g\.?|for\s+example|should|shall|can|could|would|will|maybe|"
                        r"perhaps|how\s+about|what\s+about|worth|need\s+to|do\s+i|does|is\s+it|if\s+i|instead\s+of|"
                        r"or)(?![a-z])|比如|例如|要不要|是否|应该|應該|可以|能不能|能否|试试|試試|该不该|該不該|需不需要")
_CLAUSE_END = re.compile(r"[.?!;,。？！；，\n]")


def _said_done(low: str, p: re.Pattern[str]) -> bool:
    """Whether a lever's words ``p`` stand in ``low`` in a clause that says it done, not one that offers or asks it
    (:data:`_SUGGESTED` before it in its clause)."""
    for m in p.finditer(low):
        clause = _CLAUSE_END.split(low[:m.start()])[-1]
        if not _SUGGESTED.search(clause):
            return True
    return False


def tried(text: str) -> list[str]:
    """The ``data/oom_levers.csv`` ids (``mixed-precision`` for both of its rows) ``text`` says were tried, in the
    table's order; empty when it says none or no word of trying; a lever only offered or asked about ("such as
    reducing the batch size?", "should I lower the batch size?") is none (fix86 #4)."""
    low = text.lower()
    if not _TRIED.search(low):
        return []
    return [lever for lever, p in _SAID.items() if _said_done(low, p)]


def batch_lowered(text: str) -> bool:
    """Whether ``text`` says the batch was lowered already (:func:`tried`: the ``batch-accumulation`` lever)."""
    return "batch-accumulation" in tried(text)


def _is_tried(lever_id: str, done: list[str]) -> bool:
    """Whether the lever ``lever_id`` (a row id) is one of ``done`` (:func:`tried`)."""
    if lever_id.startswith("mixed-precision"):
        return "mixed-precision" in done
    if lever_id == "qlora":
        return "quantized-weights" in done
    return lever_id in done


def _lever_of(c: Caveat) -> str | None:
    """The ``data/oom_levers.csv`` id an owner's caveat says, or ``None``."""
    for p in c.message.params.values():
        key = getattr(p, "key", "") or ""
        if key.startswith("fact.oom_levers.") and key.endswith(".lever"):
            return key.removeprefix("fact.oom_levers.").removesuffix(".lever")
    return None


def tried_first(advisor: Advisor, text: str, read_as: ReadAs, answer: Any) -> Any:
    """``answer`` (an owner's ``why --own`` of a card that runs out of memory) led by the levers the owner already
    tried (:func:`tried`): the job still needs more than the card's memory; the levers not yet tried; a card with
    more memory (the answer's first upgrade) or a rented one. The tried levers leave the short form and the
    owner's list. ``answer`` itself when the owner names no lever tried or it is no owner's answer."""
    running = tried_inference(advisor, text, read_as, answer, tried(text))  # 4-bit, offload tried: what next
    if running is not None:
        return running
    shape = getattr(answer, "shape", None)
    owner = getattr(answer, "owner", None)
    if shape is None or owner is None or shape.asked != "own" or not read_as.own or len(read_as.cards) != 1:
        return answer
    if not vocabulary().intents["oom"].search(text.lower()):
        return answer
    done = tried(text)
    asked = {getattr(shape.headline, "key", None), *(c.message.key for c in shape.decides)}
    if "batch-accumulation" in done and _BATCH_ASKED in asked and not _BATCH_SET.search(text.lower()):
        # "does the smaller batch hurt accuracy?": the smaller batch is the question asked, no lever tried (round 30
        # mend: fix75b's batch lowered in words had taken it for one)
        done = [d for d in done if d != "batch-accumulation"]
    if not done:
        return answer
    card = advisor.card(read_as.cards[0])
    memory = card.memory_gb or owner.memory_gb or 0.0
    said = {lv.id: lv.lever for lv in owner.levers}
    tried_said = [m for lever in ("batch-accumulation", "gradient-checkpointing", "mixed-precision-bf16",
                                  "mixed-precision-fp16", "8bit-optimizer", "cpu-offload", "quantized-weights",
                                  "shorter-inputs")
                  if _is_tried(lever, done) and (m := said.get(lever)) is not None]
    if lever_words := [_SAID_AS[lv] for lv in done if not any(i == lv or i.startswith(lv) for i in said)]:
        tried_said += lever_words  # said though not among the card's rows (4-bit weights on a training job, a batch
        # of 1 on an image job): never "You already tried , and"
    training = _TRAINING.search(text.lower()) is not None or read_as.task not in (None, "inference")
    applies = {r["id"]: r["applies"] for r in advisor.catalog.oom_levers}
    left = [lv for lv in owner.levers if not _is_tried(lv.id, done)]
    if training:  # a training job's levers: never 4-bit weights or a KV cache of inference
        left = [lv for lv in left if applies.get(lv.id) != "inference"]
    upgrade = next((x for x in shape.ranking if (x.memory_gb or 0) > memory), None)
    market = advisor.catalog.market(getattr(getattr(answer, "market", None), "id", None))
    rent = rented(advisor, market, memory + 1)
    ways: list[Message] = []
    if upgrade is not None:
        ways.append(msg("fix73b.tried.bigger", "a card with more memory ({card}, {memory})",
                        card=card_param(upgrade.card), memory=gb(upgrade.memory_gb or 0)))
    if rent is not None:
        ways.append(rent)
    generating = read_as.use_case == "image" or read_as.job in ("image-gen", "video-gen")
    more = [] if training or not generating else diffusion_left(text.lower(), done)  # FLUX after CPU offload:
    # fp8/GGUF, sequential offload (judge31 E02: "those levers are spent" with both untried)
    tried_words = join(tried_said, "comma") if tried_said else Text(value="")
    head = (msg("fix80b.tried.head-left", "You already tried {tried}, and the job still runs out of its {memory}: "
                "with that alone it needs more than {memory}, but levers are left.", tried=tried_words,
                memory=gb(memory)) if left or more else
            msg("fix73b.tried.head", "You already tried {tried}, and the job still runs out of its {memory}: what it "
                "needs is more than {memory}, so those levers are spent.", tried=tried_words, memory=gb(memory)))
    parts = [head]
    if left or more:
        parts.append(msg("fix73b.tried.left", "Not yet tried: {levers}.",
                         levers=join([*more, *[lv.lever for lv in left[:4 - len(more)]]],
                                     "semicolon" if more else "comma")))
    if ways:
        parts.append(msg("fix73b.tried.ways", "Beyond them: {ways}.", ways=join(ways, "semicolon")))
    lead = join(parts)
    caveats = [c for c in shape.caveats if not ((lv := _lever_of(c)) is not None and _is_tried(lv, done))]
    decides = [c for c in shape.decides if c.message.key != "fact.concerns.batch-accuracy.text"]
    shape = shape.model_copy(update={"headline": lead, "decides": decides, "caveats": caveats,
                                     "details": shape.details + 1 + len(shape.caveats) - len(caveats)})
    return answer.model_copy(update={"shape": shape, "owner": owner.model_copy(update={"levers": left})})




_SEQUENTIAL = re.compile(r"sequential[\s_-]*(?:cpu[\s_-]*)?offload\w*|--lowvram|--novram")
"""The most thorough offload said (diffusers' ``enable_sequential_cpu_offload()``, ComfyUI's ``--lowvram``)."""
_FP8 = re.compile(r"(?<![a-z])(?:fp8|float8|e4m3\w*|e5m2)(?![a-z])")
"""An fp8 model said: the generator's weights already quantized."""


def diffusion_left(low: str, done: list[str]) -> list[Message]:
    """The levers of an image or video generator (FLUX, Wan) that ``low`` does not say were tried (``done``:
    :func:`tried`): its transformer in fp8 or GGUF with an fp8 T5 text encoder, and, after model offload, sequential
    offload. Source: diffusers' memory docs (https://huggingface.co/docs/diffusers/optimization/memory: sequential
    offloading's "memory savings are higher than using enable_model_cpu_offload, but performance is lower";
    https://huggingface.co/docs/diffusers/optimization/speed-memory-optims: quantization with model offloading for
    Flux); the fp8 and GGUF rows of ``data/owner_jobs.csv``."""
    out: list[Message] = []
    if "quantized-weights" not in done and not _FP8.search(low):
        out.append(msg("fix80b.lever.fp8", "the transformer in fp8 or GGUF (ComfyUI's fp8/GGUF checkpoints, or "
                       "diffusers' quantization) with the T5 text encoder in fp8"))
    if "cpu-offload" in done and not _SEQUENTIAL.search(low):
        out.append(msg("fix80b.lever.sequential", "enable_sequential_cpu_offload() in diffusers, which moves "
                       "each layer in as it runs: the least memory, and the slowest"))
    return out


_SAID_AS: dict[str, Message] = {
    "batch-accumulation": msg("fix73b.tried.batch", "a batch of 1"),
    "gradient-checkpointing": msg("fix73b.tried.checkpointing", "gradient checkpointing"),
    "mixed-precision": msg("fix73b.tried.half", "half precision"),
    "8bit-optimizer": msg("fix73b.tried.adam8", "an 8-bit optimizer"),
    "cpu-offload": msg("fix73b.tried.offload", "CPU offload"),
    "quantized-weights": msg("fix73b.tried.quantized", "quantized weights"),
    "shorter-inputs": msg("fix73b.tried.shorter", "shorter inputs"),
}
"""Each lever of :func:`tried`, as the answer says it was tried."""


def tried_training(done: list[str], params: dict[str, Any], qlora: float | None, said: Message) -> Message:
    """The fine-tune's out-of-memory levers (:func:`advisor.ask.oom_train.out_of_memory_training`'s ``said``, its
    ``params``: need, context, batch; ``qlora``: the QLoRA variant's GB) without those ``done`` (:func:`tried`): the
    ones tried said as tried, the rest in order, or a bigger card when none is left."""
    left: list[Message] = []
    if "batch-accumulation" not in done:
        left.append(msg("fix73b.oom.batch", "batch 1 with gradient accumulation for the batch you want"))
    if "shorter-inputs" not in done:
        left.append(msg("fix73b.oom.sequence", "a shorter max_seq_length"))
    if "gradient-checkpointing" not in done:
        left.append(msg("fix73b.oom.checkpointing", "gradient checkpointing (gradient_checkpointing_enable(), or "
                        "Unsloth's use_gradient_checkpointing=\"unsloth\")"))
    if qlora is not None and "quantized-weights" not in done:
        left.append(msg("fix73b.oom.qlora", "QLoRA, the base in 4-bit (about {gb})", gb=gb(qlora)))
    rest = (msg("fix73b.oom.left", "Not yet tried, in order: {levers}{logits}.", levers=join(left, "semicolon"),
                logits=said.params.get("logits") or Text(value="")) if left else
            msg("fix73b.oom.none-left", "The usual levers are spent: a card with more memory, or one rented by the "
                "hour, holds the run as you set it."))
    return msg("fix73b.oom.tried", "Your run ran out of memory though the job as sized fits ({need} at {context:,.0f} "
               "tokens, batch {batch:,.0f}), and you already tried {tried}: what still grows is the batch, the "
               "sequence length and the activations kept for the backward pass. {rest}",
               tried=join([_SAID_AS[d] for d in done if d in _SAID_AS], "comma"), rest=rest, **params)


__all__ = ["batch_lowered", "diffusion_left", "tried", "tried_first", "tried_training"]
