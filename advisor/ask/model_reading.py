"""The model a question names (:class:`~advisor.ask.reader.Reader`'s step 3, module docstring): a family word
and a size, a table name as it is, or a bare size; a point release read as the version it updates
(:class:`ModelReading`).
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..i18n import Text, UserText, msg
from ..kinds import Given, read_model
from . import cues
from .budgets import take
from .distill_said import distill_said
from .families import VARIANT_AFTER, family_lacks_size, family_size_note, named_of_size, only_model, point_release
from .gate import gate_module
from .mainly import before_mainly
from .said_again import versioned
from .spans import blank
from .unknown_version import named_unknown
from .vocabulary import Vocabulary

if TYPE_CHECKING:
    from ..fits import Architecture
    from .reader import Reading


# A model size: "7b", "1.5b", "70 B", "8x7b" (never "8gb", "$1.5b" has no model before it anyway)
# … and in millions only with "params" or a model word after ("125M params", "a 125m gpt"); never a card's letter
# and number ("4 b200")
_SIZE = re.compile(r"(?<![0-9_.])(?<!-a)(?:(\d+)\s*x\s*)?(\d+(?:\.\d+)?)\s*"
                   r"(?:b|bn|billion|m(?=\s*(?:的\s*)?(?:params?|parameters?|参数|參數|gpt\w*|models?|llms?|模型)(?![a-z])))"
                   r"(?![a-z]|\d{2})")


class ModelReading:
    """The :class:`~advisor.ask.reader.Reader`'s reading of the model (:meth:`_model`, :meth:`_point`)."""

    vocab: Vocabulary
    _given: Given

    def _model(self, s: str, r: Reading) -> str:
        """A model: family word + size, a table name as it is, or a bare size (module docstring, 3)."""
        distill = distill_said(s, (a.name for a in self._given.need().llm_models.archs))
        if distill is not None:  # "deepseek r1 distill qwen 32b", "r1蒸馏版32b": the distill's row (fix66d)
            r.model, r.model_error = read_model(distill[1], self._given), None
            return take(s, distill[0])
        for m in cues.EXAMPLE_SIZES.finditer(s):  # "which size (e.g. 14B, 32B, 72B)?": examples, not the model
            s = s[:m.start()] + " " * (m.end() - m.start()) + s[m.end():]
        sizes = list(_SIZE.finditer(s))  # a size after a family word first ("a 70b … mixtral 8x7b": Mixtral)
        context = [m for m in sizes if cues.THAN_BEFORE.search(s[max(0, m.start() - 16):m.start()])]
        r.model_question = r.model_question or bool(context)  # "anything larger than 13b?": which model is asked
        context += [m for i, m in enumerate(sizes) if cues.ALREADY_RUNS.match(s[m.end():])
                    and any(not cues.ALREADY_RUNS.match(s[later.end():]) for later in sizes[i + 1:])]
        ran = [m for m in sizes if len(sizes) > 1 and cues.RAN_BEFORE.search(s[max(0, m.start() - 40):m.start()])
               and cues.RAN_FINE_AFTER.match(s[m.end():])]  # "但是之前推理Qwen2-VL 7B 都可以的": ran before (reader51)
        context += ran + [m for i, m in enumerate(sizes) if any(  # "runs 13b, but can it handle 30b?": the later one
            cues.LATER_ASKED.search(s[m.end():later.start()]) for later in sizes[i + 1:] if later not in ran)]
        context += before_mainly(s, sizes)
        for m in set(context):  # "better than the 70b", "13b runs - a 34b?": said as context, not the model asked about
            s = blank(s, m.span())
        sizes = [m for m in sizes if m not in context]
        sizes.sort(key=lambda m: self.vocab.families.search(s[max(0, m.start() - 28):m.start()]) is None and not any(
            0 <= m.start() - end <= 1 for end in r.unknown_model_ends))  # "qwen3.6-35b-a3b": its size, the model asked
        for m in sizes:
            start = m.start()
            window = s[max(0, start - 28):start]
            candidates = []
            for f in reversed(list(self.vocab.families.finditer(window))):  # the nearest family word first
                begin = max(0, start - 28) + f.start()
                name = s[begin:m.end()]
                candidates += [(begin, name), (begin, cues.MODEL_FILLER.sub("", name))]
            named = named_of_size([s[b:start] for b, _ in candidates[::2]], float(m.group(2)) * int(m.group(1) or 1),
                                  self._given.need().llm_models.rows, lambda n: read_model(n, self._given))
            if named is not None:  # "deepseek v3 671b": DeepSeek V3, its size said after its name (newuser15 #1)
                r.model, r.model_error = named, None
                return take(s, (candidates[0][0], m.end()))
            active = re.match(r"[\s-]?a\d+(?:\.\d+)?b(?![a-z0-9])", s[m.end():])  # "100b-a6b": an MoE's active size
            candidates.append((m.start(), m.group() + (active.group() if active else "")))
            for begin, name in candidates:
                try:
                    arch = read_model(re.sub(r"\s+", " ", name).strip(), self._given)
                except AdvisorError as err:
                    r.model_error = r.model_error or err
                    continue
                if arch.read_from and begin == m.start() and not active and (cues.DENSE.search(
                        s[max(0, begin - 12):m.end() + 12])
                                                              or named_unknown(r.text.lower(), self.vocab.family_names,
                                                                               self._given.need().llm_models.rows)):
                    size = float(m.group(2)) * int(m.group(1) or 1)  # "a dense 120b": no gpt-oss 120b
                    arch = dataclasses.replace(self._given.need().llm_models.bare_size(size), name=f"{size:g}B dense")
                r.model, r.model_error = arch, None
                r.notes += family_size_note(arch, self._given.need().llm_models)  # "qwen 32b": Qwen3 32B, said
                lacks = family_lacks_size([s[b:start] for b, _ in candidates[:-1:2]], float(m.group(2)) * int(
                    m.group(1) or 1), self._given.need().llm_models.rows) if begin == m.start() else None
                r.notes += [lacks] if lacks is not None else []  # "qwen2 14b": no such model, the size said (fix68d)
                return take(s, (begin, m.end() + (active.end() if active else 0)))
        rows = self._given.need().llm_models.rows
        for f in self.vocab.families.finditer(s):
            rest = re.findall(r"[a-z0-9][a-z0-9.\-_:]*", s[f.start():])
            for n in range(min(4, len(rest)), 0, -1):
                name = " ".join(rest[:n])
                if n < len(rest) and rest[n] in VARIANT_AFTER or n == 1 and cues.FAMILY_ASKED_BEFORE.search(
                        s[max(0, f.start() - 6):f.start()]):  # "deepseek-r1 distill"; "what mistral can I run" (fix84a)
                    continue
                try:
                    arch = read_model(only_model(name, rows) or name, self._given)  # "llama 3.3": its one model
                except AdvisorError:
                    older = point_release(name)  # "deepseek v3.2": the version it updates, said so
                    point = self._point(older, name, r) if older else None
                    if point is None:
                        continue
                    arch = point
                r.model = arch
                return take(s, (f.start(), f.start() + len(name)))
        asked = (cues.FAMILY_ASKED_BEFORE.search(s[max(0, f.start() - 6):f.start()])
                 for f in self.vocab.families.finditer(s))
        r.model_question = r.model_question or any(asked)  # "哪个 qwen 模型", "which llama model": a model asked for
        # "llava", then "webglm": a family word said, not inside the question of which model
        found = (self.vocab.families, self.vocab.family_ends, cues.FAMILY_VERSION)  # "glm5.1": cues (reader29)
        said = next((f for p in found for f in p.finditer(s)
                     if not cues.FAMILY_ASKED_BEFORE.search(s[max(0, f.start() - 6):f.start()])
                     and not cues.FAMILY_ASKED_AFTER.match(s[f.end():])), None)
        if said is not None and r.model_error is None:  # "llava", "r1", "glm4": named with no size the table knows
            word = re.match(r"[a-z0-9][a-z0-9.\-]*", s[said.start():])
            r.model_family = word.group() if word else said.group()
            r.model_family, end = versioned(r.model_family, s, said.start() + len(r.model_family))  # "gemma 2"
            if (nxt := re.match(r"\s+([a-z]+)", s[end:])) and nxt.group(1) in VARIANT_AFTER:  # "deepseek-r1 distill"
                r.model_family, end = f"{r.model_family}-{nxt.group(1)}", end + nxt.end()
            if pre := re.search(r"(?<![a-z])(visual|vision|code|chat|math)\s+$", s[:said.start()]):  # "visual glm"
                r.model_family = pre.group(1) + r.model_family
                return take(s, (pre.start(), end))
            return take(s, (said.start(), end))
        if r.unknown_glued is not None and r.model_error is None:  # "glm5.1", "deepseek4": the family named (reader29),
            r.model_family = r.unknown_glued  # its version said unknown (.unknown_version, fix33a)
        return s

    def _point(self, older: str, typed: str, r: Reading) -> Architecture | None:
        """The model of the version a point release updates ("deepseek v3.2": DeepSeek V3), said on the
        read-as line; None when the table lacks that version too."""
        try:
            arch = read_model(older, self._given)
        except AdvisorError:
            return None
        r.notes.append(msg("ask.point-release", "“{typed}” is not in my model table: read as {model}, the version it "
                           "updates.", typed=UserText(value=typed), model=Text(value=arch.name)))
        return arch


# issue 30 §1: each pattern behind its literal gate (advisor.ask.gate), as in the reader's other modules
gate_module(globals())
