"""The asker's own hardware said by a pasted table, an issue form or a first-person report (issue 27, reader37).
Pure: no I/O.

More ways bug reports name the device they ran on, beside :mod:`advisor.ask.device_report`'s log lines: a row of
``nvidia-smi``'s table ("| 0 NVIDIA GeForce RTX 3090 WDDM | … | 18505MiB / 24576MiB |"), an issue form's labelled
fields ("OS: macOS GPU: mps VRAM: 8GB", "Device - Jetson AGX Orin (64G) … CUDA: 12.6") in a report of a fault, a
configuration pasted under its label ("Server Configuration: … two Nvidia rtx A4000 gpu"), a first-person account of
running on it ("I did a fresh install of InvokeAI on a new Mac Mini", "i am doing mistral 7b inference", "we deployed
it on 4 A100"), a fault met ("I encountered the same issue") and a monitoring tool's reading quoted ("rocm-smi shows
110 W"). Each says the hardware is the asker's;
:func:`advisor.ask.device_report.reported` asks it, and the reader reads it only where a card or an unknown device
was read, never in a buyer's question. The patterns are behind the reader's literal gate (:mod:`advisor.ask.gate`).
"""

from __future__ import annotations

import re

from .gate import gate_module

_MAKER = r"(?:nvidia|amd|intel|geforce|radeon|tesla|quadro)"

# a row of nvidia-smi's table ("|   0  NVIDIA GeForce RTX 3090      WDDM |"), or its memory column ("18505MiB /
# 24576MiB"): the table of the machine the asker runs
_SMI_ROW = re.compile(rf"\|\s*\d{{1,2}}\s+{_MAKER}\s|(?<![\d.])\d{{3,6}}\s*mib\s*/\s*\d{{3,6}}\s*mib(?![a-z])")

# an issue form's fields: two labels or more ("os: macos gpu: mps vram: 8gb", "cuda: 12.6 … device - jetson")
_FORM_LABEL = re.compile(r"(?<![a-z])(os|gpu|vram|ram|cpu|cuda|cudnn|driver|device|python|pytorch|torch|jetpack|"
                         r"tensorrt|platform|hardware)(?:\s+version)?\s*(?:[:：]|-\s)")
# a fault reported beside the form (a form alone may be a build weighed: "CPU: 7950X GPU: 4090, is it good?")
_FAULT = re.compile(r"(?<![a-z])(?:bug|error|issue|slow(?:down|ness)?|crash(?:es|ed)?|fail(?:s|ed|ure)?|hangs?|stuck|"
                    r"oom|out\s+of\s+memory|not\s+work(?:ing)?|doesn'?t\s+work)(?![a-z])|报错|錯誤|错误|失败|失敗|慢")

# a configuration pasted under its label ("server configuration:", "my specs:", "system config -")
_CONFIG_LABEL = re.compile(r"(?<![a-z])(?:server|machine|system|hardware|pc|computer|my|our)\s+"
                           r"(?:configuration|config|specs?|setup)\s*(?:[:：]|-\s)")

# a first-person account of running on it, never a supposition ("if i ran", "can i run", "would we deploy")
_SUPPOSED = r"(?<!if\s)(?<!can\s)(?<!could\s)(?<!would\s)(?<!should\s)(?<!will\s)(?<!do\s)(?<!may\s)(?<!might\s)"
_RAN_ON = re.compile(rf"(?<![a-z']){_SUPPOSED}(?:i|we)\s+(?:just\s+|recently\s+|then\s+|also\s+)?"
                     r"(?:did\s+a\s+(?:fresh\s+|clean\s+|new\s+)?(?:install|setup|build|run|test)|installed|tested|ran|"
                     r"deployed|launched|loaded|trained|compiled|benchmarked|"
                     r"(?:am|'m|are|'re)\s+(?:currently\s+|now\s+)?(?:doing|running|training|deploying|serving|"
                     r"fine-?tuning|testing|benchmarking|inferencing))(?![a-z])")
# a fault met ("i encountered the same issue", "we ran into this error", "i'm facing an oom")
_MET = re.compile(rf"(?<![a-z']){_SUPPOSED}(?:i|we)\s+(?:also\s+|have\s+)?(?:encountered|encounter|ran\s+into|hit|"
                  r"(?:am|'m|are|'re)\s+(?:facing|seeing|hitting)|faced|face)\s+(?:the\s+same|this|that|an?|the)?\s*"
                  r"(?:same\s+)?(?:issue|error|problem|bug|oom|crash|hang)(?![a-z])")

# a monitoring tool's reading quoted ("rocm-smi shows 100-110 watt", "nvidia-smi reports 23 GB used", "radeontop shows
# the graphics pipeline at 100%"): the tool was run on the asker's machine (fix79d)
_TOOL_SHOWS = re.compile(r"(?<![a-z-])(?:nvidia-smi|rocm-smi|amd-smi|xpu-smi|radeon\s*top|nvtop|intel_gpu_top|"
                         r"task\s+manager)\s+(?:now\s+|still\s+|also\s+)?(?:shows|showed|says|said|reports|reported|"
                         r"displays|displayed|lists|listed)(?![a-z])")


def pasted_owner(low: str) -> bool:
    """Whether ``low`` (the question as typed, lower case) says the hardware is the asker's by a pasted table, an
    issue form in a fault's report, a labelled configuration, or a first-person account (see the module)."""
    if _SMI_ROW.search(low) or _CONFIG_LABEL.search(low) or _RAN_ON.search(low) or _MET.search(low) or (
            _TOOL_SHOWS.search(low)):
        return True
    return len({m.group(1) for m in _FORM_LABEL.finditer(low)}) >= 2 and bool(_FAULT.search(low))


gate_module(globals())
