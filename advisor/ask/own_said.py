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
    r"|在[^，。？?！!,;；]{1,30}上(?:已经|已經|成功)?(?:跑通|跑起来|跑起來|部署成功|运行成功|運行成功)"
    # the asker called a card's owner ("should I, a 3090 Ti owner, upgrade", "as a 3090 owner", F08; fix84d) — never
    # someone else called one ("a 3090 owner says the memory is enough", U22)
    r"|(?<![a-z])(?:i|me),\s+an?\s+[a-z0-9][\w\s-]{0,30}?\s+owner(?![a-z])"
    r"|(?<![a-z])as\s+(?:an?\s+[a-z0-9][\w\s-]{0,30}?\s+owner|the\s+owner\s+of)(?![a-z])")
# a machine built around the card (fix58d #3: "built my pc in 2020 with a 2070 super, worth upgrading?", "我2020年装的
#电脑，用的是2070 super"): had; read on the text as typed (the reader's own text may have rewritten "built")
BUILT_WITH = re.compile(
    r"(?<![a-z])(?:built|assembled|put\s+together)\s+(?:my|our|a|the)\s+(?:own\s+)?(?:pc|rig|build|computer|machine|"
    r"workstation|system|box|setup)(?![a-z])[^,.;?!]{0,30}?\s(?:with|around|using)\s+(?:an?\s+|my\s+|the\s+)?"
    r"(?:(?:nvidia|amd|geforce|radeon)\s+)?(?:rtx|gtx|rx|arc)?\s?[a-z]?\d{3,4}(?![0-9])"
    r"|(?:装|裝|组|組|配)(?:的|了)(?:一台)?(?:电脑|電腦|主机|主機|机器|機器)[^，。？?！!,;；]{0,12}?(?:用的|配的|配了|带|帶|是)")
# an upgrade weighed of the one card named, with no card to upgrade to ("2070 super, worth upgrading?", "值得升级吗"):
# the card upgraded from is had (fix58d #3); "worth upgrading to", "升级到" name the card bought, never one had
UPGRADE_OF_HAD = re.compile(r"(?<![a-z])(?:worth|time\s+to|should\s+i|do\s+i\s+need\s+to)\s+upgrad(?:e|ing)"
                            r"(?!\s+(?:to|into)(?![a-z]))(?![a-z])|(?:值得|需要|该不该|該不該|要不要)(?:升级|升級)(?!到|成)")
# whether the one card named is any use at all ("is an RX 580 8 GB useless for AI, or can it be used somehow?", F05;
# "is a K80 e-waste?", "RX 580 还能用来跑AI吗"): a card in hand asked about, never one to buy (fix84d) — what it still
# runs answers it, not "don't buy it"
STILL_OF_USE = re.compile(r"(?<![a-z])(?:useless|of\s+(?:any|some)\s+use|any\s+use\s+(?:at\s+all|for|in)|"
                          r"(?:can|could)\s+it\s+(?:still\s+|even\s+)?be\s+used|be\s+used\s+somehow|"
                          r"good\s+for\s+anything|e-?waste|a\s+paperweight)(?![a-z])|"
                          r"(?:还能|還能)(?:用|拿来|拿來)|(?:没用|沒用|废|廢)了(?:吗|嗎)?")
