"""The job's own speed in the console's full answers (``--verbose``; issue 28 §6, fix63e left).

A comparison or verdict for an LLM or image job says each card's speed on that job in its short form (tokens/s on
the model named, it/s on the image model: :class:`advisor.models.Speed`, the shape's ranking lines); its full form
said the training index instead ("relative speed 4.02", "speed 1.22", "TITAN X Pascal = 1.00"), a second figure
nobody asked about. These helpers give the full form the short form's figure and unit when a line's speed is on the
job (``decode`` or ``image``); the training index stays where the answer is about training (each line then says
its figure against the market's reference beside the index, :func:`advisor.cli.render._why_speed`). Pure: they
return messages, the renderer says them.
"""

from __future__ import annotations

from ..i18n import Card, Message, Number, Quantity, Text, msg
from ..models import Alternative, CardFacts, Shape, Speed
from ..shape_speed import figure

JOB_MEASURES = frozenset({"decode", "image"})
"""The measures of a speed on the job itself (tokens/s, it/s), as against the training index."""


INDEX_CARD = "TITAN X Pascal"
"""The training index's card (1.00), the guides' own unit (:data:`advisor.cli.render.INDEX_CARD`)."""


def job_speeds(shape: Shape | None, rebased: bool = False) -> dict[str, Speed]:
    """Each one-card line's speed on the job in ``shape``'s ranking (card name → speed); with ``rebased``, also a
    training figure against a reference other than the index's card (today's market: "0.60x", GeForce RTX 4090 =
    1.00x). Empty when the lines carry the index or no speed, or without a shape."""
    lines = shape.ranking if shape is not None else []
    return {x.card: x.speed for x in lines if x.speed is not None and (x.gpus or 1) == 1 and (
        x.speed.measure in JOB_MEASURES or rebased and x.speed.reference not in (None, INDEX_CARD))}


def job_cell(speed: Speed, kind: Message | Text | str) -> Message:
    """A table cell or spec part: the speed on the job as the short form says it, and how it was obtained
    ("≈ 36 tok/s (Qwen3 32B Q4_K_M) (measured)")."""
    return msg("cli.speed.job", "{speed} ({kind})", speed=figure(speed), kind=kind)


def job_legend(shape: Shape | None, rebased: bool = False) -> Message | None:
    """The unit of the job's speeds (``rebased``: or of the training figures against today's reference), as the
    short form says it under its ranking (``shape.unit``), in place of the index's legend; ``None`` when no line's
    speed is such a figure."""
    if shape is None or shape.unit is None or not job_speeds(shape, rebased):
        return None
    return msg("cli.short.unit", "({unit})", unit=shape.unit)


def alternative_line(alt: Alternative, shape: Shape | None, price: str, asked: CardFacts) -> Message:
    """A verdict's alternative in the full form (``price``: its price as the console says it; ``asked``: the card the
    verdict is about), with the speed its short form's line gives it — on the job (tokens/s, it/s), or against the
    market's reference ("0.68x GeForce RTX 4090"; the guides' markets: their TITAN X Pascal). Without such a line: on
    an LLM or image job its memory (no figure on the job to say, never the training index's "speed 1.22"), else its
    training speed as a ratio to the card asked (fix63e left: the index beside a short form's "0.60x")."""
    lines = shape.ranking if shape is not None else []
    said = alt.speed or next((x.speed for x in lines if x.card == alt.card and (x.gpus or 1) == 1), None)
    params = {"card": Card(value=alt.card), "price": Text(value=price)}
    if said is not None:
        return msg("cli.why.alternative.said", "{card} — {price}, {speed}", **params,
                   speed=said.said() if said.measure == "training" else figure(said))
    if job_speeds(shape) or not asked.relative_performance:
        return msg("cli.why.alternative.memory", "{card} — {price}, {memory:g} GB", **params,
                   memory=Number(value=alt.memory_gb or 0))
    return msg("cli.why.alternative.ratio", "{card} — {price}, {ratio} the training speed of {asked}", **params,
               ratio=Quantity(value=alt.relative_performance / asked.relative_performance, unit="x", digits=2),
               asked=Card(value=asked.card))


__all__ = ["JOB_MEASURES", "alternative_line", "job_cell", "job_legend", "job_speeds"]
