"""Will an image or video model run on a card: yes, slowly, only just or no first, with the setting (fp16, fp8, GGUF,
offload) and its memory (newuser24: "Wan 2.2 on a 4070 12GB?" was told which settings fit with no yes or no, and the
GGUF Q5 of Wan 2.2 A14B that people run in about 10 GB was left to a list).

:func:`run_verdict` says one sentence a model the question names (:class:`advisor.image_needs.Generator`'s models, in
its order), from that model's own rows of ``data/owner_jobs.csv`` (each with its source, said by the answer after):

* **Yes** — a supported setting fits with room (under :data:`advisor.jobs.EDGE` of the card's memory): the heaviest
  such, with its memory, and the next heavier (on the edge, or what it needs);
* **Yes, slowly** — that setting offloads to system RAM (its ``speed_note`` ``offload``), or the card trains at under
  :data:`SLOW` of today's reference card;
* **Only just** — the heaviest setting that fits the memory at all has no room, and nothing lighter fits with room
  but offloaded (said after it: a supported offload setting, else one people report);
* **Yes, slowly** — no supported setting fits and a *reported* one does with room (people run it, offloaded; its
  makers publish it for more memory): the GGUF Q5 of Wan 2.2 A14B in about 10 GB;
* **No** — none fits: the lightest published setting and its memory (the route, rent or offload, said after by
  :func:`advisor.ask.card_job._route`).

Where a sentence of :func:`advisor.jobs._generation_job` says only which settings fit (:data:`PLAIN`), the verdict
stands for it; one that says a speed is kept after it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import jobs
from .i18n import Message, MessageParam, Quantity, Text, msg
from .wording import join

if TYPE_CHECKING:
    from .api import Advisor
    from .image_needs import Generator
    from .jobs import JobRow
    from .models import Card, Market

SLOW = next(low for low, words in jobs.PACES if words.key == "jobs.pace.fair")
"""Under this training speed relative to the market's reference card a card is slow for the job (the lower bound of
:data:`advisor.jobs.PACES`' "at a fair pace", the bound :mod:`advisor.image_owner` uses)."""

LORA_JOBS = frozenset({"image-lora", "video-lora"})
"""Training an image or video model's LoRA: its rows are the trainer's published settings (kohya-ss)."""

PLAIN = frozenset({"jobs.gen.runs", "jobs.gen.none", "jobs.gen.reported"})
"""The keys of :func:`advisor.jobs._generation_job`'s sentences that say only which settings fit, no speed: a verdict
said first stands for them (one truth, said once)."""

SPEED_KEYS = frozenset({"jobs.gen.runs.flux-fits", "jobs.gen.runs.flux-unrun", "jobs.gen.runs.flux",
                        "jobs.gen.runs.image", "jobs.gen.runs.its", "jobs.gen.runs.speed",
                        "jobs.gen.runs.unmeasured"})
"""The keys of :func:`advisor.jobs._generation_job`'s sentences that say which settings fit and a speed (fix62d #4:
after the verdict, "FLUX.1 dev (GGUF Q4) fits (about 6.5 GB); (GGUF Q8_0) needs 12.7 GB" was said again): the
verdict carries the settings and their memory, :func:`speed_only` the speed."""
WRAPPED = frozenset({"jobs.gen.no-bf16", "jobs.gen.cc-floor"})
"""The sentences of :func:`advisor.jobs._generation_job` that add a fact after its settings sentence (``{said}``)."""

WORDS = {
    "yes": msg("run.word.yes", "Yes"),
    "slowly": msg("run.word.slowly", "Yes, slowly"),
    "edge": msg("run.word.edge", "Only just"),
    "no": msg("run.word.no", "No"),
}
"""The word each verdict starts with."""


def _word(key: str) -> MessageParam:
    said = WORDS[key]
    return MessageParam(key=said.key, params=said.params)


def _gb(value: float) -> Quantity:
    return Quantity(value=value, unit="GB")


def model_verdict(rows: list[JobRow], memory: float, slow: bool) -> Message | None:
    """The verdict sentence (module docstring) of one model's published ``rows`` on a card of ``memory`` GB (its
    share for the GPU); ``slow``: the card trains at under :data:`SLOW` of the reference card.
    ``None`` without rows."""
    ordered = sorted(rows, key=lambda r: r.vram_gb)
    supported = [r for r in ordered if r.level == "supported"]
    if not ordered:
        return None
    held = [r for r in supported if jobs.with_room(r, memory)]
    reported = [r for r in ordered if r.level == "reported" and jobs.with_room(r, memory)]
    edge = [r for r in supported if r.vram_gb <= memory]
    mem = _gb(memory)
    if edge and edge[-1] not in held and (not held or held[-1].speed_note == "offload"):
        # the heaviest that fits at all is on the edge, and what fits with room (if any) offloads: only just
        roomy = msg("run.edge.roomy", " With room: {setting}, about {need}, offloading to system RAM (slower).",
                    setting=jobs._setting(held[-1]), need=_gb(held[-1].vram_gb)) if held else msg(
            "run.edge.reported", " With room, as people report: {setting}, about {need}, offloaded (slower).",
            setting=jobs._setting(reported[-1]), need=_gb(reported[-1].vram_gb)) if reported else Text(value="")
        return msg("run.edge", "{word}: {setting} fits only on the edge, about {need} of {memory} (a larger image, "
                   "batch or another program on the card tips it over).{roomy}", word=_word("edge"),
                   setting=jobs._setting(edge[-1]), need=_gb(edge[-1].vram_gb), memory=mem, roomy=roomy)
    if held:
        best = held[-1]
        if best.speed_note == "offload":
            said = msg("run.offload", "{word}: {setting} runs in about {need} of {memory}, offloading to system "
                       "RAM as it goes (slower).", word=_word("slowly"), setting=jobs._setting(best),
                       need=_gb(best.vram_gb), memory=mem)
        elif slow:
            said = msg("run.fits.slow", "{word}: {setting} fits with room, about {need} of {memory}, but the card "
                       "itself is slow for it today.", word=_word("slowly"), setting=jobs._setting(best),
                       need=_gb(best.vram_gb), memory=mem)
        else:
            said = msg("run.fits", "{word}: {setting} fits with room, about {need} of {memory}.",
                       word=_word("yes"), setting=jobs._setting(best), need=_gb(best.vram_gb), memory=mem)
        heavier = next((r for r in supported if not jobs.with_room(r, memory)), None)
        if heavier is None:
            return said
        if heavier.vram_gb <= memory:
            return msg("run.heavier.edge", "{said} {setting} fits only on the edge (about {need}).", said=said,
                       setting=jobs._setting(heavier), need=_gb(heavier.vram_gb))
        return msg("run.heavier", "{said} {setting} needs about {need}.", said=said, setting=jobs._setting(heavier),
                   need=_gb(heavier.vram_gb))
    if reported:
        best = reported[-1]
        if not supported:
            return msg("run.reported.only", "{word}: {setting} is reported to run in about {need} of {memory} "
                       "(offloaded, slower).", word=_word("slowly"), setting=jobs._setting(best),
                       need=_gb(best.vram_gb), memory=mem)
        return msg("run.reported", "{word}: {setting} is reported to run in about {need} of {memory} "
                   "(offloaded, slower); the lightest setting its makers publish, {lightest}, needs about "
                   "{lightest_need}.", word=_word("slowly"), setting=jobs._setting(best), need=_gb(best.vram_gb),
                   memory=mem, lightest=jobs._setting(supported[0]), lightest_need=_gb(supported[0].vram_gb))
    lightest = (supported or ordered)[0]
    tight = [r for r in ordered if r.level == "reported" and r.vram_gb <= memory]
    if tight and supported:  # "No … 16 GB" beside a GGUF Q5 of 10 GB listed for a 10 GB card (fix64b #2): said
        return msg("run.no.reported-edge", "{word}: the lightest published setting, {setting}, needs about {need}, "
                   "more than {memory}; {reported}, as people report, needs about {reported_need}: only on the edge "
                   "of {memory}, offloaded and slower.", word=_word("no"), setting=jobs._setting(lightest),
                   need=_gb(lightest.vram_gb), memory=mem, reported=jobs._setting(tight[-1]),
                   reported_need=_gb(tight[-1].vram_gb))
    return msg("run.no", "{word}: the lightest published setting, {setting}, needs about {need}, more than "
               "{memory}.", word=_word("no"), setting=jobs._setting(lightest), need=_gb(lightest.vram_gb),
               memory=mem)


def speed_only(said: Message) -> Message | None:
    """What ``said`` (a sentence of :func:`advisor.jobs._generation_job`) adds after a verdict that names the settings
    that fit and their memory: its speed alone (:data:`SPEED_ONLY`), its added fact (:data:`WRAPPED`) after that;
    ``None`` when it says nothing more (:data:`PLAIN`); ``said`` itself for any other sentence."""
    if said.key in PLAIN:
        return None
    if said.key in WRAPPED and isinstance(inner := said.params.get("said"), MessageParam):
        kept = speed_only(Message(key=inner.key, params=inner.params))
        if kept is not None:
            return said.model_copy(update={"params": {**said.params, "said": MessageParam(key=kept.key,
                                                                                           params=kept.params)}})
        p = said.params
        if said.key == "jobs.gen.no-bf16":
            return msg("jobs.gen.after.no-bf16", "{card} has no BF16 arithmetic: it runs in FP32 (or FP16, where "
                       "its FP16 is fast), which needs up to twice the memory for the weights and may run slower "
                       "still.", card=p["card"])
        return msg("jobs.gen.after.cc-floor", "{setting} would fit its memory but needs compute capability {min:.1f} "
                   "or newer (this card is {cc:.1f}: the tool refuses it there).", setting=p["setting"],
                   min=p["min"], cc=p["cc"])
    if said.key not in SPEED_KEYS:
        return said
    p = said.params
    if said.key == "jobs.gen.runs.flux-fits":
        return msg("jobs.gen.after.setting", "In {setting}, which fits, it runs {its}.", setting=p["setting"],
                   its=p["its"])
    if said.key == "jobs.gen.runs.flux-unrun":
        return msg("jobs.gen.after.unrun", "No speed is said: the published runs are in a setting no lighter than "
                   "{setting}, which needs {need}.", setting=p["setting"], need=p["need"])
    if said.key == "jobs.gen.runs.its":
        return msg("jobs.gen.after.pace", "The card runs {its}{pace}.", its=p["its"], pace=p["pace"])
    if said.key == "jobs.gen.runs.speed":
        return msg("jobs.gen.after.card", "The card runs {its}.", its=p["speed"])
    if said.key == "jobs.gen.runs.unmeasured":
        return msg("jobs.gen.after.unmeasured", "No published speed of {model} is in the tables.", model=p["model"])
    return msg("jobs.gen.after.card", "The card runs {its}.", its=p["its"])  # .flux, .image


def slow_card(advisor: Advisor, card: Card, market: Market) -> bool:
    """Whether ``card`` trains at under :data:`SLOW` of ``market``'s reference card (the training
    index, :func:`advisor.recommend.picks.training_speed`): "slowly" even where the model fits."""
    from .recommend.picks import training_speed  # the ranking's modules, loaded only when a card is weighed

    speed = training_speed(advisor.catalog, market, card.name)
    return speed is not None and speed.value < SLOW


def run_verdict(g: Generator, rows: list[JobRow], memory: float, slow: bool = False,
                training: bool = False) -> Message | None:
    """The yes/no sentences (module docstring) for each model of ``g`` (an inference job: image or video
    generation) from its published ``rows`` (:func:`advisor.image_needs._rows`) on a card of ``memory`` GB (its
    share for the GPU); ``slow``: :func:`slow_card`; ``training``: a LoRA's training rows answered too (a memory
    asked about with no card: "flux lora training 12gb enough?"; an owner's card hears
    :func:`advisor.image_owner.owner_verdict`). ``None`` for another job, a model without rows, or no memory."""
    if not memory or (g.job not in jobs.GENERATION_JOBS and not (training and g.job in LORA_JOBS)):
        return None
    said = [v for m in dict.fromkeys(g.models)
            if (v := model_verdict([r for r in rows if r.model == m], memory, slow)) is not None]
    if not said:
        return None
    verdict = said[0] if len(said) == 1 else join(said, "sentences")
    if g.job in LORA_JOBS:  # the job named, as the read-as line names only the model and the memory
        return msg("run.job", "{job} in {memory} — {verdict}", job=jobs.JOB_NAMES[g.job], memory=_gb(memory),
                   verdict=verdict)
    return verdict


__all__ = ["model_verdict", "run_verdict", "slow_card", "speed_only"]
