"""A follow-up that gives only a size keeps the family named before (breaker, issue 28: "$800 for llama 3 8b" then
"and 70b?" was read as a bare 70B, a shape interpolated between table rows, while the standalone "$800 for llama 3
70b" sizes Llama 3 70B from its config): when the question before named a table model and the follow-up says a bare
size, the same family at that size is taken if the table has it (its name with the size swapped, resolving to a
model within :data:`CLOSE` of the size said); the bare size stays otherwise. A family said small with no size
("Qwen3小模型") is the family's small size (:func:`small_model`); a family said with no size beside a budget ("$500
to run qwen3") is said on the read-as line with its sizes, asking which (:func:`family_unsized`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..commands import BY_NAME
from ..errors import AdvisorError
from ..fits import NAMED_ONLY, estimate, need_gb
from ..fits.memory import quant_name
from ..i18n import ListOf, Message, Number, Quantity, Text, msg
from ..kinds import Given, read_model
from ..wording import card_param, gb
from .families import common_model, current_sizes, generations
from .hosted_follow import hosted_asked, hosted_kept
from .models import ModelSlot, ReadAs
from .vocabulary import second_jobs

if TYPE_CHECKING:
    from ..api import Advisor

CLOSE = 0.15
"""How near (a fraction of the size said) the family's model must be to stand for the bare size."""
_SIZE = re.compile(r"(?i)\b\d+(?:\.\d+)?\s*b\b")


def same_family(advisor: Advisor, previous: ReadAs, read_as: ReadAs, text: str = "") -> ReadAs:
    """``read_as`` with its bare-size model replaced by ``previous``'s family at that size (module docstring); a hosted
    product's note said again for the new model (:func:`advisor.ask.hosted_follow.hosted_kept`, fix79a #5), and the
    follow-up ``text`` read after a hosted product (:func:`advisor.ask.hosted_follow.hosted_asked`, break48 M3)."""
    family = _same_family(advisor, previous, read_as)
    asked = hosted_asked(advisor, text, previous, family)
    return asked if asked is not family else hosted_kept(previous, family)


def _same_family(advisor: Advisor, previous: ReadAs, read_as: ReadAs) -> ReadAs:
    """:func:`same_family` before the hosted product's note."""
    before, now = previous.model, read_as.model
    if before is None or now is None or now is before or not _SIZE.fullmatch(now.name.strip()):
        return read_as
    if _SIZE.fullmatch(before.name.strip()) or not _SIZE.search(before.name):
        return read_as  # the question before named no family either
    candidate = _SIZE.sub(now.name.strip(), before.name, count=1)
    word = re.match(r"[A-Za-z][A-Za-z\-]*[A-Za-z]", before.name)
    try:
        arch = read_model(candidate, Given(advisor))
    except AdvisorError:  # "llama 70b" (Llama 3.3 70B) then "and 8b?": the family's newest 8B, Llama 3.1 8B
        if word is None:
            return read_as
        try:
            arch = read_model(f"{word.group()} {now.name.strip()}", Given(advisor))
        except AdvisorError:
            return read_as
        if int(_generation(arch.name)) < int(_generation(before.name)):  # "llama 3 8b" then "and 13b?": no
            return read_as  # Llama 3 13B, and Llama 2 13B is a generation older than the one named: the size stays bare
    params_b = arch.params / 1e9
    if abs(params_b - now.params_b) > CLOSE * now.params_b or _SIZE.fullmatch(arch.name.strip()):
        return read_as
    return read_as.model_copy(update={"model": ModelSlot(name=arch.name, params_b=round(params_b, 2))})


def _generation(name: str) -> float:
    """The generation a model's name says after its family word ("Llama 3.3 70B" → 3.3, "Llama 2 13B" → 2; a name
    with none → 0), to keep a follow-up's size within the generation named (its major number) or newer."""
    m = re.match(r"[A-Za-z][A-Za-z\-]*[A-Za-z]\s*-?\s*(\d+(?:\.\d+)?)(?![\d.]*\s*[bBmM](?![a-z]))", name)
    return float(m.group(1)) if m else 0.0


SMALL_B = 1.0
"""The size, in billions of parameters, a family's "small model" is at least (product choice: a family's
sub-1B model is its tiny one; people who fine-tune "the small Qwen3" mean its 1-2B size)."""


def small_model(advisor: Advisor, read_as: ReadAs) -> ReadAs:
    """A reading whose model is a family said small with no size ("Qwen3小模型") with that family's small
    size: its smallest dense model of at least :data:`SMALL_B` billion parameters (else its smallest), in
    ``data/models.csv``'s ``family`` column; the assumption is said on the read-as line. Unchanged when no
    row of the table is of that family."""
    assert read_as.model is not None

    def key(name: str) -> str:
        return re.sub(r"[\s\-_]", "", name.lower())

    family = key(read_as.model.name)
    sizes = sorted((float(row["params_b"]), row["name"]) for row in advisor.llm_models.rows
                   if key(str(row.get("family") or "")) == family and int(row.get("experts") or 1) <= 1)
    if not sizes:
        return read_as
    params, name = next(((p, n) for p, n in sizes if p >= SMALL_B), sizes[0])
    note = msg("ask.note.small-model", "“small model” read as {model}, the family's small size ({sizes}); name the "
               "size to choose", model=Text(value=name), sizes=[Text(value=n) for _, n in sizes[:4]])
    return read_as.model_copy(update={"model": ModelSlot(name=name, params_b=round(params, 2)),
                                      "notes": [*read_as.notes, note]})


def family_unsized(advisor: Advisor, family: str | None, read_as: ReadAs) -> ReadAs:
    """A ranking or a comparison asked for a model ``family`` named with no size ("what gpu for 500 bucks to run
    qwen3", "is a mac studio better than 2x 3090 for deepseek?"): the reading says the family was read and asks which
    size, naming its sizes in ``data/models.csv``'s ``family`` column (smallest first; a family word the column spells
    longer, "deepseek" for DeepSeek-R1 and DeepSeek-V3, takes every family it starts), as the ranking's speeds are each
    card's own reference model and the comparison's its own model (newuser13 #2: said, never swapped silently);
    ``read_as`` unchanged for another command, a model read, or a family the table has no row of."""
    if family is None or read_as.command not in ("recommend", "compare") or read_as.model is not None:
        return read_as

    def key(name: str) -> str:
        return re.sub(r"[\s\-_]", "", name.lower())

    families = [str(row.get("family") or "") for row in advisor.llm_models.rows]
    exact = any(key(f) == key(family) for f in families)
    rows = sorted((float(row["params_b"]), int(row.get("experts") or 1), row["name"]) for row in
                  advisor.llm_models.rows if (key(str(row.get("family") or "")) == key(family) if exact else
                                              key(str(row.get("family") or "")).startswith(key(family))))
    if not rows:
        return read_as
    dense = [(p, n) for p, e, n in rows if e <= 1 and p >= SMALL_B]  # its sizes people run (no sub-1B, no MoE)
    # the current generation's sizes, never a size a newer generation supersedes ("llama": no Llama 2 7B; issue 27)
    current = current_sizes(advisor.llm_models.rows, family)  # one (DeepSeek's 671B): its distills are what people run
    sizes = (current if len(current) > 1 else []) or dense or [(p, n) for p, _, n in rows]
    named = {n for _, n in current} if len(current) > 1 else None  # a dense model a newer generation supersedes is
    held_rows = [r for r in rows if named is None or r[2] in named or r[1] > 1]  # never the one compared on ("3090 vs
    held = _largest_held(advisor, read_as, held_rows) if read_as.command == "compare" else None  # 4090 for llama")
    if held is not None:  # "mac studio 512gb vs 4x 3090 for deepseek": on DeepSeek's largest one side holds
        params, name = held
        note = msg("ask.note.family-held-compare", "“{family}” read as {model}, the largest of the family that one "
                   "side holds, with no size said; name a size ({sizes}) to compare the cards on that one",
                   family=Text(value=family), model=Text(value=name), sizes=[Text(value=n) for _, n in sizes[:5]])
        if (top := max(p for p, _, _ in rows)) > params:  # "Mac mini M4 Pro 64G 跑 DeepSeek 还是买 5090": DeepSeek-R1
            # itself (671B) fits neither side, said, never left to be guessed (fix61c, newuser24)
            neither = [msg("ask.note.family-largest-neither", "The family's largest ({largest}: {params:,.0f}B "
                           "parameters) fits neither side.", params=Number(value=top), largest=ListOf(
                               items=[Text(value=n) for p, _, n in rows if p == top], style="or")),
                       *low_levels(advisor, read_as, next(n for p, _, n in rows if p == top))]
        else:
            neither = []
        return read_as.model_copy(update={"model": ModelSlot(name=name, params_b=round(params, 2)),
                                          "use_case": "llm", "notes": [*read_as.notes, note, *neither]})
    if read_as.command == "compare":
        note = msg("ask.note.family-unsized-compare", "“{family}” read as the model family, with no size said: the "
                   "comparison below is on the model it names; name a size ({sizes}) to compare the cards on that one",
                   family=Text(value=family), sizes=[Text(value=n) for _, n in sizes[:5]])
    elif read_as.use_case not in (None, "llm", "general"):  # "mostly for stable diffusion and some llama": the
        # ranking is the image job's (no model's speeds): the LLM heard, not weighed, as "… and some llm" (break36 #13)
        return read_as.model_copy(update={"notes": [*(n for n in read_as.notes if n.key != "ask.use-case-second"),
                                                    *second_jobs(["llm"], read_as.use_case)]})
    else:
        note = msg("ask.note.family-unsized", "“{family}” read as the model family, with no size said: the speeds "
                   "below are each card's own model; name its size ({sizes}) to rank the cards for it",
                   family=Text(value=family), sizes=[Text(value=n) for _, n in sizes[:5]])
    return read_as.model_copy(update={"notes": [*read_as.notes, note]})


def _largest_held(advisor: Advisor, read_as: ReadAs, rows: list[tuple[float, int, str]]) -> tuple[float, str] | None:
    """The largest model of ``rows`` (the family's: params in billions, experts, name) that one side of the
    comparison ``read_as`` holds, run at its default precision (``compare``'s own fit of each side,
    :func:`advisor.several.for_model`), as ``(params_b, name)``; ``None`` when neither side holds any, or a side is
    no card the catalogue knows (newuser14 #2: "… vs 4x 3090 for deepseek" was weighed on gpt-oss 120b)."""
    if len(read_as.cards) != 2:
        return None
    spec = BY_NAME["compare"]
    room = _largest_side(advisor, read_as)
    for params, _experts, name in sorted(rows, reverse=True):
        if room is not None and _need_gb(advisor, name) > room:
            continue  # its 4-bit need alone is past the larger side's memory: no comparison asked of it
        asked = read_as.model_copy(update={"model": ModelSlot(name=name, params_b=round(params, 2)),
                                           "use_case": "llm", "task": None, "precision": None})
        try:
            answer = spec.call(advisor, spec.arguments(spec.question(asked), Given(advisor)))
        except AdvisorError:
            return None
        summary = getattr(answer, "summary", None)
        if summary is not None and not getattr(summary, "key", "").startswith("several.model.neither"):  # nor pairs
            return params, name
    return None


LOW_LEVELS = ("q3_k_m", "q2_k", "iq2_xxs", "iq1_s")
"""The levels below 4-bit a big model is run at when nothing holds its Q4_K_M (``data/performance/quant_bits.csv``
sizes each: 3.74, 3.16, 2.38 and 2.00 bits a weight on Llama 3.1 8B), best first."""
Q2_K_PPL = 3.5199
"""Perplexity Q2_K adds over 16-bit on Llama 3 8B (``data/performance/quant_quality.csv``: ggml-org/llama.cpp@03161a4
tools/quantize/quantize.cpp QUANT_OPTIONS), said as the quality cost of the levels below 4-bit."""


def low_levels(advisor: Advisor, read_as: ReadAs, name: str) -> list[Message]:
    """For a comparison whose family's largest model ``name`` fits neither side at 4-bit ("2x dgx spark vs m3 ultra for
    deepseek": 671B): the best level below 4-bit (:data:`LOW_LEVELS`) each side holds whole on its memory for LLMs
    (times its count), with the quality cost said (fix68d #7); ``[]`` when neither side holds even the lowest, or a
    side or the model is unknown."""
    counts = read_as.counts if read_as.counts and len(read_as.counts) == len(read_as.cards) else [1] * len(
        read_as.cards)
    try:
        arch = advisor.llm_models.resolve(name)
        sides = [(msg("ask.note.low-level.count", "{count:.0f} × {card}", count=n, card=card_param(c)) if n > 1 else
                  card_param(c), (advisor.card(c).llm_memory_gb or 0.0) * n)
                 for c, n in zip(read_as.cards, counts, strict=True)]
        needs = [(level, need_gb(estimate(arch, "inference", level, 4096, 1).total)) for level in LOW_LEVELS]
    except (AdvisorError, ValueError, KeyError):
        return []
    held = []
    for card, memory in sides:
        level = next(((lv, gb_) for lv, gb_ in needs if gb_ <= memory), None)
        held.append(msg("ask.note.low-level.side", "{card}: {level} (about {need})", card=card,
                        level=Text(value=quant_name(level[0])), need=gb(round(level[1], 1))) if level is not None
                    else msg("ask.note.low-level.none", "{card}: not even {level}", card=card,
                             level=Text(value=quant_name(LOW_LEVELS[-1]))))
    if all(m.key == "ask.note.low-level.none" for m in held):
        return []
    return [msg("ask.note.low-level", "Below 4-bit, whole on each side's memory: {sides} — a clear loss of quality "
                "(Q2_K alone adds {ppl:.2f} perplexity on Llama 3 8B).", sides=held, ppl=Q2_K_PPL)]


def _largest_side(advisor: Advisor, read_as: ReadAs) -> float | None:
    """The memory (GB) of the larger side of a comparison, each card's whole memory (a Mac's, before the GPU's share:
    its limit can be raised) times its count; ``None`` when a card is unknown."""
    counts = read_as.counts if read_as.counts and len(read_as.counts) == len(read_as.cards) else [1] * len(
        read_as.cards)
    try:
        return max(max(advisor.card(c).llm_memory_gb or 0.0, advisor.card(c).memory_gb or 0.0) * n
                   for c, n in zip(read_as.cards, counts, strict=True))
    except AdvisorError:
        return None


def _need_gb(advisor: Advisor, name: str) -> float:
    """What the model ``name`` needs to run at its default 4-bit quant (the ``fits`` estimate), in GB; 0 when the
    table cannot size it (then the comparison itself is asked)."""
    try:
        return need_gb(estimate(advisor.llm_models.resolve(name), "inference", "int4", 4096, 1).total)
    except (AdvisorError, ValueError, KeyError):
        return 0.0


OTHER_FAMILIES = ("distill", "ocr")
"""Words of a ``family`` (``data/models.csv``) that make it another model than the maker's flagship LLM a bare maker
name means: R1's distills (Qwen and Llama models) and DeepSeek-OCR (a vision model, fix63c)."""


def family_flagship(advisor: Advisor, read_as: ReadAs) -> ReadAs:
    """A ``fits`` question naming a model family with no size whose table rows are all one size ("I have 16 3090s
    for deepseek": DeepSeek V3, V3.1 and R1 are each 671B; the R1 distills are other families, Qwen and Llama models
    taught by it): read as that model — the first by name, R1 — and said in the reading (break25 #24: "No model
    matches 'deepseek' … did you mean DeepSeek-R1-Distill-Qwen-1.5B"). A family of several sizes ("qwen3") is left
    to the refusal that lists them; ``why`` (a trouble report, "gemma 2 runs too slow" on an owned card) is read the
    same way (fix71); ``read_as`` unchanged for another command or a model read."""
    model = read_as.model
    if read_as.command not in ("fits", "why") or model is None or model.params_b or not model.name.strip():
        return read_as

    def key(name: str) -> str:
        return re.sub(r"[\s\-_]", "", name.lower())

    word = key(model.name)
    rows = [row for row in advisor.llm_models.rows if key(str(row.get("family") or "")).startswith(word)
            and not any(other in key(str(row.get("family") or "")) for other in OTHER_FAMILIES)
            and str(row.get("family") or "") not in NAMED_ONLY]  # DeepSeek LLM and Coder: older, named by name
    if rows and len({round(float(row["params_b"])) for row in rows}) > 1:
        return family_common(advisor, read_as)  # "can a 4090 run llama": the family's common size, said
    if not rows:
        return read_as
    name = min(str(row["name"]) for row in rows)
    params = float(rows[0]["params_b"])
    others = _smaller(advisor, word, params)
    note = msg("ask.note.family-flagship-one", "“{family}” read as {model} ({params:.0f}B), the one size of it my "
               "table has; a smaller model of it, named with its size, is sized as one of that size",
               family=Text(value=model.name), model=Text(value=name), params=params) if not others else msg(
        "ask.note.family-flagship", "“{family}” read as {model} ({params:.0f}B), assumed as the flagship size "
               "the name most often means ({same}); the family has smaller models too ({others}): name one to size "
               "it", family=Text(value=model.name), model=Text(value=name), params=params,
               same=[Text(value=n) for n in sorted({str(row["name"]) for row in rows})], others=others)
    return read_as.model_copy(update={"model": ModelSlot(name=name, params_b=round(params, 2)),
                                      "notes": [*read_as.notes, note]})


def _smaller(advisor: Advisor, word: str, params: float) -> list[Text]:
    """The family's models of another size than its flagship's ``params`` (billions): the table's rows whose family
    the typed ``word`` (spaces and dashes dropped) starts, distilled ones included, vision models (OCR) left out, one
    per size, smallest first (fix75b #2: "deepseek" was said to have one size, though its R1 distills run from 1.5B to
    70B)."""
    def key(name: str) -> str:
        return re.sub(r"[\s\-_]", "", name.lower())

    found: dict[int, str] = {}
    for row in sorted(advisor.llm_models.rows, key=lambda r: float(r["params_b"])):
        family = key(str(row.get("family") or ""))
        size = float(row["params_b"])
        if family.startswith(word) and "ocr" not in family and round(size) != round(params):
            found.setdefault(round(size * 10), str(row["name"]))
    return [Text(value=n) for n in found.values()]


def family_common(advisor: Advisor, read_as: ReadAs) -> ReadAs:
    """A ``fits`` question naming a model family of several sizes with no size ("can a 4090 run llama", "Mac studio
    or nvidia for llama inference"): read as the family's common size in its current generation
    (:func:`advisor.ask.families.common_model`: Llama 3.1 8B, Qwen3 8B), said with the family's current sizes to
    name instead (newuser16 #20: it refused with "Did you mean Llama 2 7B …" in Dec 2026); ``read_as`` unchanged
    when the word is no family of the table."""
    assert read_as.model is not None
    common = common_model(advisor.llm_models.rows, read_as.model.name)
    if common is None:
        return read_as
    params, name = common
    sizes = [n for _, n in current_sizes(advisor.llm_models.rows, read_as.model.name) if n != name] or [
        str(row["name"]) for rank, _, row in generations(advisor.llm_models.rows, read_as.model.name)
        if rank == 0 and row["name"] != name]  # "glm": its one dense size, so its MoE models named (fix69b)
    note = msg("ask.note.family-common", "“{family}” read as {model}, the family's common size, with no size said; "
               "name a size ({sizes}) for another.", family=Text(value=read_as.model.name), model=Text(value=name),
               sizes=[Text(value=n) for n in sizes[:5]])
    return read_as.model_copy(update={"model": ModelSlot(name=name, params_b=round(params, 2)),
                                      "notes": [*read_as.notes, note]})


FULL_LEVEL = "q2_k"
"""The level a family's full MoE is held at when its owner's RAM is weighed (Q2_K, about 2.6 bits a weight): the one
DeepSeek R1 is run at on a 256 GB box (``data/performance/moe_offload.csv``, the ``measured-beside`` Threadripper Pro
run: UD-Q2_K_XL, ~2.51 bits)."""


def family_full(advisor: Advisor, family: str | None, read_as: ReadAs) -> ReadAs:
    """Which card to add for a family named with no size by an owner whose system RAM holds its full MoE ("8-channel
    EPYC with 384 GB DDR5, which GPU should I add for DeepSeek?", fix54a): read as ``fits`` of the family's newest
    mixture-of-experts model (DeepSeek V3.1, 671B-A37B; ``data/models.csv``, its ``family`` column), the assumption said
    on the read-as line — never the R1 distills a budget ranks, which the RAM did not ask for. Held means the model's
    need at :data:`FULL_LEVEL` is within the RAM said; ``read_as`` unchanged for another command, a model or card read,
    no RAM said, or a family with no MoE row."""
    if (family is None or read_as.command != "recommend" or read_as.model is not None or read_as.cards
            or not read_as.ram_gb or read_as.use_case not in (None, "llm", "general") or read_as.budget is not None):
        return read_as
    moe = [(number, str(row["name"])) for rank, number, row in generations(advisor.llm_models.rows, family)
           if rank == 0 and int(row.get("experts") or 1) > 1]
    if not moe:
        return read_as
    _, name = max(moe)  # the newest version, then the later name of it (V3.1 after V3)
    arch = advisor.llm_models.resolve(name)
    if need_gb(estimate(arch, "inference", FULL_LEVEL, 4096, 1).total) > read_as.ram_gb:
        return read_as
    others = [n for _, n in sorted(moe, reverse=True) if n != name] + [
        str(row["name"]) for rank, _, row in sorted(generations(advisor.llm_models.rows, family),
                                                    key=lambda g: -float(g[2]["params_b"])) if rank == 2]
    note = msg("ask.note.family-full", "“{family}” read as {model} ({params:.0f}B, {active:.0f}B active), the family's "
               "newest full model, as your {ram} of RAM can hold it; name another ({sizes}) for that one",
               family=Text(value=family), model=Text(value=name), params=arch.params / 1e9,
               active=(arch.active_params or arch.params) / 1e9, ram=Quantity(value=read_as.ram_gb, unit="GB"),
               sizes=[Text(value=n) for n in others[:5]])
    return read_as.model_copy(update={"command": "fits", "task": "inference", "use_case": "llm",
                                      "model": ModelSlot(name=name, params_b=round(arch.params / 1e9, 2)),
                                      "notes": [*read_as.notes, note]})
