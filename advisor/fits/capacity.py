"""Memory as a buyer reads it: what a card of so many GB runs and fine-tunes (``why --use-case
llm``, ``compare``'s memory line, ``recommend``'s notes: :func:`capacity_message`), and a memory
floor sized from a model (:class:`MemoryNeed`, ``recommend --model``: ``memory.llm-task``).
"""

from __future__ import annotations

from ..i18n import ListOf, Message, MessageParam, Number, Quantity, Text, msg
from .memory import Architecture, Estimate, need_gb, precision_label
from .parsing import DEFAULT_CONTEXT, TASK_NAME_MESSAGES
from .table import ModelTable


class MemoryNeed(float):
    """A memory floor in GB that comes from sizing a model (``memory.llm-task``); ``message`` says
    how it was sized. It is a float everywhere else (``RuleBook.memory_floor`` reads ``message``)."""

    message: Message

    def __new__(cls, gb: float, message: Message) -> MemoryNeed:
        obj = super().__new__(cls, gb)
        obj.message = message
        return obj

    @property
    def why(self) -> str:
        """How the floor was sized, as a hashable identity (caches key on it)."""
        return self.message.identity

    @classmethod
    def sized(cls, gb: float, message: Message) -> MemoryNeed:
        """A floor of ``gb`` GB whose reason is ``message``."""
        return cls(gb, message)


def sized_message(arch: Architecture, est: Estimate, *, default: bool, gpus: int, per_gpu: float) -> Message:
    """How ``recommend`` sized an LLM job's memory floor (``memory.llm-task``): ``default`` when
    no model was named (the 7-8B class), ``per_gpu`` GB on each of ``gpus`` GPUs."""
    model: Text | Message = Text(value=arch.name)
    if default:
        model = msg("fits.sized-default-model", "{model} (the 7-8B class of the LLM memory rule)", model=arch.name)
    params = dict(model=model, task=TASK_NAME_MESSAGES[est.task], precision=precision_label(est.precision, est.task),
                  context=est.context,
                  total=Quantity(value=need_gb(est.total), unit="GB"))
    if gpus > 1:
        return msg("fits.sized-split", "Sized for {model}: {task} in {precision} with {context:,.0f} tokens needs "
                   "about {total:.1f}, split over {gpus:.0f} GPUs ({per:.1f} each); only cards with at least that "
                   "much are recommended (fits gives the breakdown).", gpus=gpus,
                   per=Quantity(value=per_gpu, unit="GB"), **params)
    return msg("fits.sized", "Sized for {model}: {task} in {precision} with {context:,.0f} tokens needs about "
               "{total:.1f}; only cards with at least that much are recommended (fits gives the breakdown).", **params)


# --------------------------------------------------------------------------------------
# what a card runs (why --use-case llm, compare's memory line)
# --------------------------------------------------------------------------------------
LADDER_B = (1, 3, 7, 8, 13, 14, 32, 70, 405)  # the sizes people ask about (Llama, Qwen, Mistral families)
CAPACITY_ROWS = (
    ("inference", "fp16", "in fp16"),
    ("inference", "int8", "in 8-bit"),
    ("inference", "int4", "in 4-bit"),
    ("qlora", "int4", "with QLoRA"),
    ("lora", "bf16", "with LoRA"),
    ("full-finetune", "bf16", "fully fine-tuned"),
)
#: how each row of :data:`CAPACITY_ROWS` is said, as a message ("8B in 8-bit")
CAPACITY_WORDS: dict[tuple[str, str], Message] = {
    ("inference", "fp16"): msg("fits.capacity.fp16", "{size:.0f}B in fp16", size=0),
    ("inference", "int8"): msg("fits.capacity.int8", "{size:.0f}B in 8-bit", size=0),
    ("inference", "int4"): msg("fits.capacity.int4", "{size:.0f}B in 4-bit", size=0),
    ("qlora", "int4"): msg("fits.capacity.qlora", "{size:.0f}B with QLoRA", size=0),
    ("lora", "bf16"): msg("fits.capacity.lora", "{size:.0f}B with LoRA", size=0),
    ("full-finetune", "bf16"): msg("fits.capacity.full", "{size:.0f}B fully fine-tuned", size=0),
}


def largest(table: ModelTable, memory_gb: float, task: str, precision: str) -> int | None:
    """The largest size of :data:`LADDER_B` (billions) that fits ``memory_gb`` GB, else None."""
    best = None
    for b in LADDER_B:
        if table.need(float(b), task, precision) <= memory_gb:
            best = b
    return best


def _capacity(task: str, precision: str, billions: int) -> MessageParam:
    words = CAPACITY_WORDS[(task, precision)]
    return MessageParam(key=words.key, params={"size": Number(value=billions)})


def capacity_message(table: ModelTable, memory_gb: float) -> Message:
    """What ``memory_gb`` GB runs, e.g. "12 GB runs up to 3B in fp16, 8B in 8-bit and 14B in
    4-bit, fine-tunes 8B with QLoRA and 3B with LoRA; not 7B in fp16 (about 14.4 GB)", as a message."""
    run: list[MessageParam] = []
    tune: list[MessageParam] = []
    for task, precision, _words in CAPACITY_ROWS:
        b = largest(table, memory_gb, task, precision)
        if b is not None:
            (run if task == "inference" else tune).append(_capacity(task, precision, b))
    memory = Quantity(value=memory_gb, unit="GB")
    if not run:
        return msg("fits.capacity.none", "{memory} is too little for even a 1B model.", memory=memory)
    text = msg("fits.capacity.runs", "{memory} runs up to {runs}", memory=memory, runs=_join(run))
    if tune:
        text = msg("fits.capacity.tunes", "{runs}, and fine-tunes up to {tunes}", runs=text, tunes=_join(tune))
    fp16 = largest(table, memory_gb, "inference", "fp16")
    nxt = next((b for b in LADDER_B if fp16 is None or b > fp16), None)
    if nxt is not None and nxt <= 70:
        text = msg("fits.capacity.not", "{runs}; not {size:.0f}B in fp16 (about {need:.1f})", runs=text, size=nxt,
                   need=Quantity(value=table.need(float(nxt), "inference", "fp16"), unit="GB"))
    return msg("fits.capacity", "{capacity} (bare sizes; {run:,.0f}-token context to run, {train:,.0f} to train).",
               capacity=text, run=DEFAULT_CONTEXT["inference"], train=DEFAULT_CONTEXT["qlora"])


def capacity_gap_messages(table: ModelTable, big_gb: float, small_gb: float) -> list[MessageParam]:
    """What fits in ``big_gb`` and not in ``small_gb`` (e.g. "8B in 8-bit", "7B with QLoRA"), as messages."""
    out = []
    for task, precision, _words in CAPACITY_ROWS:
        b_big, b_small = largest(table, big_gb, task, precision), largest(table, small_gb, task, precision)
        if b_big is not None and b_big != b_small:
            out.append(_capacity(task, precision, b_big))
    return out


def _join(items: list[MessageParam]) -> MessageParam | Message:
    """``a``; ``a and b``; ``a, b and c`` (no comma before "and", the answers' style)."""
    if len(items) == 1:
        return items[0]
    return msg("fits.and", "{items} and {last}", items=ListOf(items=items[:-1]), last=items[-1])
