"""The asker's hardware said by what they got, ran or met on it (issue 27, reader42). Pure: no I/O.

Kept apart from :mod:`advisor.ask.edge_devices` so :mod:`advisor.ask.cues` imports no device reader (no import cycle).
"""

from __future__ import annotations

import re

# an owner said by what they got, ran or met on it: "I recently acquired the Raspberry Pi AI Kit", "本地环境是“海光 DCU
# K100”", "我已经……在300I Duo上跑通了通用OCR模型", "On RPi 5 with AI Hat, I can't see AI coproc"
OWN_SAID = re.compile(
    r"(?<![a-z])(?:i|we)\s+(?:have\s+|had\s+)?(?:just\s+|recently\s+|finally\s+)?acquired(?![a-z])"
    r"|本地(?:的)?(?:环境|環境|机器|機器|电脑|電腦|服务器|伺服器)\s*(?:是|为|為|:|：)"
    r"|(?:^|[:.!?]\s*)on\s+(?:my\s+|our\s+)?[a-z0-9][^,.;:?!]{1,40},\s*(?:i|we)\s+(?:can'?t|cannot|couldn'?t|can\s+not|"
    r"get|got|see|only\s+get)(?![a-z])"
    r"|在[^，。？?！!,;；]{1,30}上(?:已经|已經|成功)?(?:跑通|跑起来|跑起來|部署成功|运行成功|運行成功)")
