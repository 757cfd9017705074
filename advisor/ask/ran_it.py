"""The asker's own hardware said by what they did on it (issue 27, round 6): "我在本地双卡V100部署，推理速度巨慢",
"8*V100 32G，一个step就需要10s+", "MX450的显卡，训练这里显示…没有能用的显卡", "用了三张4090，还是提示显存不足" — a
deployment, a run, a measured slowness or an error shown on the cards named says they are the asker's, with no
"my" or "我的". A buyer's words ("买", "planning") say otherwise (:data:`advisor.ask.cues.BUYING`). Pure: no I/O."""

from __future__ import annotations

import re

from . import cues
from .outcome import happened
from .pasted_error import ARCH_ERROR
from .slow_felt import slow_felt
from .soc_chips import RAN_TOLD

# "我在本地双卡V100部署", "我用两张3090跑", "我这边拿4090训练": the asker doing a job on the hardware
_DID = re.compile(r"我\s*(?:在|用|使用|拿|这边|這邊|这里|這裡)[^，。,.?？!！;；]{0,16}?"
                  r"(?:部署|跑|训练|訓練|运行|運行|推理|测试|測試|微调|微調|训|訓)")
# a slowness or a time measured on it ("推理速度巨慢", "这么慢", "一个step就需要10s+", "只有5-6token/s", "runs so slow")
_SLOW = re.compile(r"(?:速度|推理|生成)\s*(?:巨|很|非常|太|超|特别|特別)?慢|"
                   r"(?:这么|這麼|那么|那麼)慢|"
                   # "虽然它跑ollama都很慢", "运行demo都巨慢": how slow it ran, felt on the card named (reader29)
                   r"(?:它|它们|它們)\s*(?:跑|运行|運行)[^，。,.?？!！;；]{0,12}?(?:都|也|还|還)?\s*"
                   r"(?:很|巨|好|太|非常|特别|特別)?慢(?!\s*(?:吗|嗎|么|麼|不|[?？]))|"
                   r"(?:跑|运行|運行)[^，。,.?？!！;；]{0,12}?(?:都|也)\s*(?:很|巨|好|太|非常|特别|特別)慢"
                   r"(?!\s*(?:吗|嗎|么|麼|不|[?？]))|"
                   # "性能就比较差", "从第二次交互开始首字符就比较慢": how the build ran on it, told (reader52)
                   r"(?:性能|速度|首字符|首字|首token|推理|生成)\s*(?:就|都|也)\s*(?:比较|比較|很|非常|特别|特別)\s*(?:慢|差)"
                   r"(?!\s*(?:吗|嗎|么|麼|[?？]))|"
                   # "v100表示训练起来好慢", "跑起来很慢": how slow the job goes on it, felt (round 13)
                   r"(?:训练|訓練|跑|推理|运行|運行)起来\s*(?:好|很|巨|太|超|非常|特别|特別|有点|有點)?\s*慢|"
                   # "training slower on Titan Xp vs. Titan X", "inference is much slower on my 4090": measured
                   r"(?<![a-z])(?<!is\s)(?<!will\s)(?<!would\s)(?<!does\s)(?:training|inference|it)\s+(?:is\s+|was\s+|runs\s+|ran\s+)?(?:much\s+|way\s+|a\s+lot\s+)?"
                   r"slower\s+on(?![a-z])|"
                   r"一个\s*step\s*(?:就)?(?:需要|要)|"
                   # "官方vLLM只能跑到40tokens", "才跑到5 token/s": a speed measured on it (round 14)
                   r"(?:只能|才)\s*(?:跑到|跑出|跑|到)\s*\d+(?:\.\d+)?\s*(?:tokens?|tok|t/s|it/s)|"
                   r"(?:每个|每個|一个|一個)\s*(?:epoch|step|iter|轮|輪)\s*(?:就)?\s*(?:要|需要|得|花了?|用了?)\s*"
                   r"(?:\d+(?:\.\d+)?|[一二两兩三四五六七八九十几幾半])\s*(?:个|個)?\s*(?:小时|小時|分钟|分鐘|天|秒)|(?:慢|快)了\s*(?:\d+(?:\.\d+)?|[一二两兩三四五六七八九十几幾])\s*倍|只有\s*\d+(?:\.\d+)?\s*(?:-\s*\d+\s*)?(?:token|tok|t/s|it/s)|"
                   r"(?<![a-z])(?:runs?|running|is|so|very|really|painfully)\s+(?:so\s+|very\s+|really\s+)?slow(?![a-z])|"
                   # "with 4080 and 3060, it was found that the 4080 is significantly slower": a test's finding
                   # (reader31)
                   r"(?<![a-z])it\s+(?:was|has\s+been)\s+found\s+that[^.?!]{0,40}?(?:slower|faster)(?![a-z])|"
                   # "goes from 2 mins to 8mins", "从2分钟变成8分钟", "makes … take much longer": a time seen to
                   # change on it (reader52; "it would take longer" is a guess)
                   r"(?<![a-z])(?:goes|went|gone|jumped|jumps|increased|dropped|drops)\s+from\s+\d+(?:\.\d+)?\s*"
                   r"(?:s|secs?|seconds?|mins?|minutes?|hours?|hrs?|h|it/s|t/s|tok/s|tokens?/s)\s+to\s+\d|"
                   r"从\s*\d+(?:\.\d+)?\s*(?:秒|分钟|分鐘|小时|小時|s|min)\s*(?:变成|變成|变为|變為|涨到|漲到|增加到|变到|變到)\s*\d|"
                   r"(?<![a-z])(?:(?:makes?|made)\s+[^.?!]{0,40}?\s+take|takes|took|is\s+taking)\s+(?:much|way|a\s+lot|far)\s+"
                   r"longer(?![a-z])|"
                   # "on A100 80GB it takes 2 hours per epoch": a time measured ("it would take" is a guess)
                   r"(?<!would\s)(?<!will\s)(?<!could\s)(?<![a-z])takes?\s+(?:about\s+|around\s+|roughly\s+|~)?"
                   r"\d+(?:\.\d+)?\s*(?:hours?|hrs?|h|minutes?|mins?|days?|seconds?|secs?|s)\s+"
                   r"(?:per|an?|each|for\s+(?:one|each|an?))\s+(?:epoch|step|iteration|iter|image|batch)")
# what the asker's own hardware did, in words of the rounds since (reader32):
# a slowness seen ("四卡推理…模型非常缓慢"), a speed measured ("速度大约27秒100帧"),
# a job put on the cards ("放到两张8g的卡上跑推理"), the card to be replaced ("是否需要替换显卡"),
# fewer cards had than asked ("我没有如此多的A100"), the card not supported, said as what happened
# ("RTX5090不支援"), the rig described as "this side's" ("这边配置是英伟达3070")
_SEEN = re.compile(r"缓慢|緩慢|"
                   r"速度\s*(?:大约|大約|约|約|大概|只有|才)?\s*\d+(?:\.\d+)?\s*"
                   r"(?:秒|s|分钟|分鐘|it/s|fps|帧|幀|tokens?|t/s)|"
                   r"(?:放到|放在|放进|放進|分到)[^，。,.?？!！;；]{0,12}?(?:卡|gpu|显卡|顯卡)上\s*(?:跑|运行|運行|推理|训练|訓練)|"
                   r"(?:替换|替換|更换|更換|换掉|換掉)\s*(?:一下\s*)?(?:显卡|顯卡|gpu)|"
                   r"(?:没有|沒有)\s*(?:如此|这么|這麼|那么|那麼)多(?:的)?|"
                   r"(?:\d|ti|super)\s*(?:显卡|顯卡)?\s*(?:不支援|不支持|用不了|无法使用|無法使用)"
                   r"(?!\s*(?:吗|嗎|么|麼|吧|呢|[?？]))\s*(?:[，。,.!！]|$)|"
                   r"(?:这边|這邊|这里|這裡)\s*(?:的)?\s*(?:配置|显卡|顯卡|电脑|電腦|机器|機器)\s*(?:是|为|為|:|：)")

# an error the software showed ("训练这里显示很遗憾…", "还是提示显存不足", "报错")
_SHOWN = re.compile(r"(?:显示|顯示|提示|报错|報錯|报了|報了)\s*[^，。,.?？]{0,24}?"
                    r"(?:不足|没有|沒有|失败|失敗|错误|錯誤|error|oom|遗憾|遺憾|不支持)")

# a run tried on it that failed ("尝试在4090上运行demo，但是显存爆炸了", "24g显存的4090显卡为什么不能跑"): tried, so had
_TRIED = re.compile(r"(?:尝试|嘗試|试着|試著)\s*(?:在|用)[^，。,.?？!！;；]{0,16}?(?:部署|跑|运行|運行|训练|訓練|推理)|"
                    r"显存爆炸了|顯存爆炸了|爆显存了|爆顯存了|显存溢出了|顯存溢出了|"
                    r"闪退|閃退|崩溃了|崩潰了|"  # "4G 显存 闪退 1050": the program crashed on it (round 13)
                    # "部署GLM-4.5-Air成功但调用失败", "启动失败": deployed or started on it, then failed (reader29)
                    r"部署[^，。,.?？!！;；]{0,24}?(?:成功|失败|失敗)|(?:调用|調用|启动|啟動)\s*(?:失败|失敗|报错|報錯)|"
                    r"为什么不能跑|為什麼不能跑|为什么跑不|為什麼跑不|"
                    # (reader54) a failure told on the cards: "L40 4卡无法微调", "在generate()处崩了", "显示资源不够";
                    # and the environment the asker runs in: "8卡L40环境中，使用第4~7张GPU卡来微调" (Z793, Z800)
                    r"(?:卡|[a-z]\d{2,4}[a-z]{0,3})\s*(?:无法|無法)\s*(?:微调|微調|训练|訓練|运行|運行|推理|部署|加载|加載|跑)"
                    r"(?![^，。,.?？!！;；]*(?:吗|嗎|[?？]))|"
                    r"(?:处|處|就|直接)\s*崩了|(?:显示|顯示|提示)(?:的是)?\s*(?:资源|資源|显存|顯存|空间|空間)\s*不(?:够|夠|足)|"
                    r"(?:环境|環境)(?:中|里|裡)\s*[,，]?\s*(?:使用|用)")

# a test reported on it ("经测试，在RTX 3000, 6GB显存的配置下无法运行", "实测4060ti两倍速", "tested on a 3060: fails"):
# run, so had
_TESTED = re.compile(r"经测试|經測試|经过测试|經過測試|实测|實測|亲测|親測|测试发现|測試發現|"
                     r"(?:配置|环境|環境|机器|機器)下\s*(?:无法|無法|不能|跑不)|"
                     r"(?<![a-z])(?:tested|benchmarked)\s+(?:it\s+|this\s+)?(?:on|with)(?![a-z])")

# an error pasted that names the card it ran on ("NVIDIA GeForce RTX 5070 Ti with CUDA capability sm_120 is not
# compatible…", "Found GPU0 … which is of cuda capability 3.5"): the software ran on it, so had
_PASTED = re.compile(ARCH_ERROR.pattern.replace("sm_", r"sm[\s_]?") + r"|which\s+is\s+of\s+cuda\s+capability\s+\d|"
                     r"with\s+cuda\s+capability\s+(?:sm[\s_]?)?\d")
# (reader51) an error pasted as the program printed it, read in the question as typed ("CUDA error (/__w/xformers/…
# h:180): invalid argument", "RuntimeError: CUDA error: no kernel image"): the program ran on the card
_PRINTED = re.compile(r"(?<![a-z])cuda\s+error\s*(?:\(|:)|(?<![a-z])runtimeerror\s*:")

# the software's report on the device ("GPU rtx 5060 Ti 16gb not detected by LM Studio", "On an RTX 5090 + 5070 Ti it
# is running almost entirely on CPU", a pasted '"gpu_names": ["NVIDIA GeForce RTX 4060 Laptop GPU"]', "cuda:0 NVIDIA
# GeForce RTX 4060 Laptop GPU", "目前GPU RTX2060s"): a program run on the card named, so had
_REPORTED = re.compile(r"(?<![a-z])(?:not|isn'?t|wasn'?t|never)\s+(?:being\s+)?(?:detected|recognized|recognised)|"
                       r"(?:doesn'?t|does\s+not|can'?t|cannot|won'?t|didn'?t)\s+(?:detect|recognize|recognise)(?![a-z])|"
                       r"(?:running|runs|run)\s+(?:almost\s+|mostly\s+)?(?:entirely\s+|only\s+)?on\s+(?:the\s+)?cpu|"
                       r"gpu[\s_]names?\W{0,4}[:=]|cuda:\d\s*:?\s*(?:nvidia|geforce|amd|radeon|tesla|quadro)|"
                       r"识别不到|識別不到|检测不到|檢測不到|未检测到|未檢測到|没有识别|沒有識別|"
                       # "生成的时候 CPU100%，而 GPU 则在旁观望，没有负载": run on the CPU, the GPU idle (reader29)
                       r"cpu\s*(?:占用|佔用|使用率|利用率|跑满|跑滿)?\s*(?:是|到|达到|達到|了)?\s*100\s*%|"
                       r"(?:gpu|显卡|顯卡)[^，。,.?？!！;；]{0,8}?(?:没有负载|沒有負載|没负载|沒負載|零负载|零負載|"
                       r"在旁观望|在旁觀望|闲置|閒置)|"
                       # "LoRA微调都跑的CPU", "全跑在cpu上": the job fell back to the asker's CPU (round 14)
                       r"(?:都|全|还是|還是)\s*(?:跑的|跑在|用的)\s*cpu|"
                       r"目前(?:的)?\s*(?:gpu|显卡|顯卡)\s*(?:是|为|為|:|：)?\s*(?:rtx|gtx|rx|\d)")


# a run said in English (round 14): "I tested an algorithm on Tesla p100", "I was trying to test … on 2 or 3 1080Ti",
# "I still get 6 hours per epoch", "received no speed-up", "one epoch takes 2Hrs" — done or measured on the cards named
_RAN_EN = re.compile(r"(?<![a-z])(?:i|we)\s+(?:was\s+|am\s+|'m\s+|were\s+|are\s+)?(?:tested|testing|"
                     r"(?:trying|tried)\s+to\s+(?:test|run|train))\s+[^.?!]{0,60}?(?<![a-z])on(?![a-z])|"
                     r"(?<!would\s)(?<!will\s)(?<!could\s)(?<!can\s)(?<!should\s)(?<!might\s)"  # "would I get 30
                     # tok/s on a 4090?": a guess asked, no run (reader26)
                     r"(?<![a-z])(?:i|we)\s+(?:still\s+|only\s+)?get\s+(?:around\s+|about\s+|only\s+)?\d+(?:\.\d+)?\s*"
                     r"(?:hours?|hrs?|minutes?|mins?|seconds?|secs?|it/s|fps|tok(?:en)?s?/s)(?![a-z])|"
                     r"(?:received|got|get|see|saw)\s+no\s+speed[\s-]?up|"
                     # "Why is the training efficiency on two RTX3090s much worse than four?": a difference seen
                     r"(?<![a-z])why\s+(?:is|was|does)\s+(?:the\s+|my\s+)?(?:training|inference)\s+(?:efficiency|speed|"
                     r"throughput|performance)\s+(?:on|with)(?![a-z])|"
                     r"(?<![a-z])(?:one|each|an?|per)\s+epoch\s+takes?\s+(?:about\s+|around\s+)?\d|"
                     # "I am not able to get gpt-oss-20b to work on 2 x B60 cards", "can't get it to run on my 3090":
                     # tried on the cards and failed; "the test is on RTX 4090": a test said run on them (reader45)
                     r"(?<![a-z])(?:not\s+able|unable|can'?t|cannot|couldn'?t|could\s+not)\s+(?:to\s+)?get\s+"
                     r"(?:[^.?!]|\.(?=\d)){0,60}?(?<![a-z])to\s+(?:work|run|load|start)(?![a-z])|"
                     r"(?<![a-z])(?:the\s+|my\s+|our\s+)?(?:test|tests|benchmark|benchmarks)\s+(?:is|was|were|are)\s+"
                     r"(?:done\s+|run\s+)?on(?![a-z])|"
                     # "Got it fully working on 2x DGX Spark", "I have it running on my 3090s", "I was able to use
                     # ComfyUI on Windows only after …": the asker set it up and ran it (reader48)
                     r"(?<![a-z])(?:got|have|had)\s+(?:it|this|them|everything|that)\s+(?:fully\s+|all\s+|finally\s+)?"
                     r"(?:working|running|set\s+up|up\s+and\s+running)\s+(?:on|with)(?![a-z])|"
                     r"(?<![a-z])(?:i|we)\s+(?:was|were)\s+able\s+to\s+(?:use|run|start|load)(?![a-z])")
# few cards had, said against more ("I don't have too much GPUs to use, only four RTX 2080Ti"): the few are theirs
_FEW_HAD = re.compile(r"(?:don'?t|do\s+not)\s+have\s+(?:too\s+|that\s+|so\s+)?(?:much|many)\s+(?:gpus?|cards?|"
                      r"resources?|compute)[^.?!]{0,24}?(?<![a-z])only(?![a-z])")


def ran_it(s: str, cards: bool, raw: str | None = None) -> bool:
    """Whether ``s`` (the question in lower case) says the asker ran a job on the hardware it names (``cards``:
    whether a card or a count was read): a job done, a slowness measured, an error shown or the software's report on
    the device (read in ``raw``, the question as typed in lower case, when given: "目前" is a time word the reader
    takes) — not a buyer's question."""
    if not cards or cues.BUYING.search(s):
        return False
    return bool(_DID.search(s) or _SLOW.search(s) or _SHOWN.search(s) or _TRIED.search(s) or _TESTED.search(s)
                or _SEEN.search(s) or slow_felt(s)  # "转写特别慢", "比以前慢了一半" (reader40b)
                or _PASTED.search(s) or _RAN_EN.search(s) or _FEW_HAD.search(s)
                or _REPORTED.search(raw or s) or happened(raw or s) or RAN_TOLD.search(raw or s)  # (reader39)
                or _PRINTED.search(raw or s))
