"""Cues around a value that say which value a question means (:mod:`advisor.ask.reader`): the
next thing to try after one tried, sizes listed as examples, a price quoted, a series named, a
laptop said in Chinese, a card's version suffix, and a card the asker does not have."""

from __future__ import annotations

import re

from .own_said import OWN_SAID
from .soc_chips import GOT_MACHINE

# words that bring in the next thing to try, after one tried ("int8 fails, maybe int4?", "改用int4")
NEXT_TRY = re.compile(r"(?:\b(?:maybe|instead|perhaps|then|try|trying|what about|how about|switch to|use)\b"
                       r"|换成|換成|改用|改成|试试|試試|换|換)[^.!?;。！？；,，]*$")
ONE_SIZE = r"\d+(?:\.\d+)?\s*b(?![a-z])"
# sizes listed as examples ("如 14B、32B、72B", "e.g. 7b, 13b or 70b"): the question is which, no model is named
EXAMPLE_SIZES = re.compile(rf"(?:例如|比如|如|譬如|\be\.?g\.?|such as|like)\s*[:：]?\s*{ONE_SIZE}"
                            rf"(?:\s*(?:、|,|，|/|\bor\b|\band\b|或|和)\s*{ONE_SIZE})+")
# words that quote a price ("costs $1,300", "priced at", "售价"): the amount after them is no budget
# "Rtx 3060 (342 USD)", "4060 ti 16gb (560 usd)": a price in brackets right after a card is that card's
PRICE_AFTER_CARD = re.compile(r"(?<![a-z])(?:rtx|gtx|rx)\s*\d{3,4}(?:\s*(?:ti|super|xtx?))?(?:\s*\d{1,2}\s*gb?)?"
                              r"\s*[(（]?\s*$")
PRICE_BEFORE = re.compile(r"(?:\bcosts?|\bpriced\s+at|\bsells?\s+for|\bselling\s+for|\bgo(?:es|ing)?\s+for|"
                           r"\bretails?\s+"
                           # "a 4080 can be had all day for $1000", "a 4090 might be $2000+": a card's price (round 11)
                           r"(?:for|at)|\bcan\s+be\s+(?:had|found|bought)(?:\s+all\s+day)?\s+for|"
                           r"\b(?:an?|the)\s+(?:rtx\s*|gtx\s*|rx\s*)?\d{3,4}(?:\s*(?:ti|super|xtx?))?\s+"
                           r"(?:might|would|could|will)\s+be|"
                           r"\blisted\s+at|\bbought\s+(?:[\w'-]+\s+){0,3}?for|\bpaid(?:\s+only|\s+just)?|"
                           # "bought a used PNY 2080 Ti … from eBay for $222": the seller said, then the price paid
                           r"\bfrom\s+(?:ebay|amazon|craigslist|(?:facebook\s+)?marketplace|newegg|offerup|kijiji|"
                           r"a\s+(?:friend|miner|seller|coworker|colleague|local\s+seller))\s+for|"
                           r"\bgot\s+(?:it|mine|one|them|my\s+[\w-]+)\s+for|\bpicked\s+(?:it|one)\s+up\s+for|花了|"
                           # "snagged a used 3090 for $600", "picked up a 3090 for 700": a card bought, its price
                           r"\b(?:got|snagged|scored|grabbed|purchased|picked\s+up)\s+(?:an?|one|two|my)\s+"
                           r"(?:[\w'-]+\s+){0,3}?for|"
                           r"买的时候|買的時候|入手价|入手價|售价|售價|卖|賣|标价|標價|"
                           # "我还以为要6 7k就可以", "I thought it would be $1000": the price the asker guessed it had,
                           # no budget (round 14)
                           r"(?:以为|以為)(?:要|只要|才|就|是)?(?:\s*\d{1,2}\s*[-~到至]?)?|"
                           r"\bthought\s+(?:it|they|that)\s+(?:would\s+be|was|were|cost)(?:\s+only)?|"
                           # "Tesla T4s are SM75. They're also $700+ on eBay now": what the things said go for, a
                           # price of theirs, never the asker's budget (reader35)
                           # — unless supposed ("and if it's $800?", "what if they're 700": the price asked about)
                           r"(?<!if\s)(?<!suppose\s)(?<!say\s)"
                           r"\b(?:they|these|those|theirs|it|that)(?:'re|'s|\s+are|\s+is)\s+(?:also\s+|now\s+|still\s+)?)"
                           r"\s*(?:about|around|only|just|~|约|約)?\s*$")
# "花3000块买了一张二手3090", "4500收的3090": an amount right before a word of having bought is the price paid (no
# budget, no card)
PAID_AFTER = re.compile(r"\s*(?:买了|買了|入手了|入手的|收了|收的|买的|買的|拿下了?|淘的|淘了)")
# "$700+ on eBay now", "900 used on ebay.": an amount a site asks, said at the end of its clause; no budget unless a
# word of spending comes before it ("I can spend $700 on ebay"; reader35)
SITE_PRICE_AFTER = re.compile(r"\+?\s*(?:each\s+|used\s+|apiece\s+)?(?:on|at)\s+(?:the\s+)?(?:ebay|e-bay|amazon|"
                              r"craigslist|newegg|(?:facebook\s+|fb\s+)?marketplace|offerup|mercari|kijiji|gumtree|"
                              r"kleinanzeigen)(?![a-z])\s*(?:now|today|these\s+days|right\s+now|currently|nowadays)?"
                              r"(?=\s*(?:[.;!?)]|$|and\s|but\s))")
SPEND_BEFORE = re.compile(r"(?:budget|spend|spending|afford|have|got|with|under|below|max(?:imum)?|up\s+to)\s*"
                          r"(?:is|of|about|"
                          r"around|roughly|only|just)?\s*[$€£¥]?\s*$")
SERIES_AFTER = re.compile(r"\s*(?:series|family|lineup|系列)(?![a-z])")  # "the RX7900 series"
# words.toml [words] laptop's Chinese ones, said before any rewrite; "游戏本" a gaming laptop
CN_LAPTOP = re.compile("笔记本|筆記本|筆電|游戏本|遊戲本")
VERSION = re.compile(r"v\d")  # a card's version suffix ("RTX 5090 D V2")
NOT_HAD_BEFORE = re.compile(r"(?:no\s+access\s+to|(?:don'?t|do\s+not|didn'?t|did\s+not)\s+have\s+(?:any\s+)?"
                             r"access\s+to|don'?t\s+have|do\s+not\s+have|without|(?<!有)(?:没有|沒有|没|沒)|"
                             # a card out of reach: "can't afford an a100", "not available to A100", "买不起a100",
                             # "I cannot access A100s" (reader52)
                             r"(?:can'?t|cannot|can\s+not|couldn'?t|could\s+not)\s+(?:afford|get|buy|rent|access)(?!\s+my)|"
                             r"(?:not|no\s+longer)\s+(?:available|accessible)\s+to|no\s+budget\s+for|"
                             r"买不起|買不起|用不起|租不起|买不到|買不到|租不到|借不到|"
                             r"used\s+to\s+(?:have|use|run)|previously\s+(?:had|used|ran)|"
                             r"(?:people|ppl|those|users|folks)\s+with|"
                             r"昨天还用|昨天還用|之前用|以前用|原来用|原來用|曾经用|曾經用)\s*"
                             r"(?:an?\s+|the\s+|my\s+)?"
                             # and every card of a list after them ("ppl with 3090's & 4090's", "没有3090和4090")
                             r"(?:(?:rtx\s*|gtx\s*)?[a-z]{0,2}\d{2,4}[a-z']{0,4}s?\s*(?:&|and|or|,|/|和|或)\s*(?:an?\s+)?)*$"
                             # a card replaced is one card: "replace my 3080, 4090 or two 3090s?" weighs the 4090
                             r"|(?:replace\s+my(?:\s+aging|\s+old)?|switched\s+from|upgrad(?:e|ing)\s+from(?:\s+my)?"
                             # (reader49) a swap done, said in the past with its object: "I upgraded GPUs from a 3080 ti
                             # to a 5080", "swapped my card from a 3070": the card left is no longer had
                             r"|(?:upgraded|swapped|changed|switched)\s+(?:(?:my|our|the)\s+)?(?:gpus?|cards?|"
                             r"graphics\s+cards?|video\s+cards?)\s+from)"
                             r"\s*(?:an?\s+|the\s+|my\s+)?$")
# a count that is the authors' or the addressee's, beside the asker's own ("4090 X 4, not the 4090 X 8 you have
# learned", "你们用8卡A100训练的，我只有两张3090"): never the asker's count
THEIRS_AFTER = re.compile(r"[^.,;?!，。；？]{0,30}?(?<![a-z])(?:you|you've|you'd|your|the\s+authors?|the\s+paper|they)"
                          r"(?![a-z])|[^，。；？,]{0,12}?(?:你们|你們|您|作者|论文|論文)")
THEIRS_BEFORE = re.compile(r"(?:(?<![a-z])(?:you|they|the\s+authors?)\s+"
                           r"(?:used|use|had|have|trained\s+(?:on|with)|ran\s+(?:it\s+)?on)|"
                           # "论文里用的是8块v100", "作者使用了8张a100": the paper's or the authors' cards
                           r"(?:你们|你們|作者|论文(?:里|中)?|論文(?:裡|中)?)\s*(?:用了?|用的是|使用了?|使用的是)|"
                           # "I found in document said: Minimum 2x4090 48G": a requirement quoted (round 13)
                           r"(?:document|docs|readme|paper|guide)\s*(?:said|says)?\s*[:：]?\s*(?:a\s+)?"
                           r"(?:minimum|min\.?|at\s+least|requires?|recommended))\s*(?:of\s+)?(?:an?\s+)?$")
# the asker's GPU memory in a usage report ("less than 3gb of vram usage (out of 24gb) in use", "显存占用 3G/24G"):
# theirs, with no card named
USAGE_OF = re.compile(r"(?:vram|gpu\s+memory|memory)\s+(?:usage|use|used)[^.;!?]{0,40}?(?:out\s+of|/)\s*"
                      r"\d+(?:\.\d+)?\s*gi?b?|"
                      r"\d+(?:\.\d+)?\s*gi?b?\s*(?:of\s+vram\s+)?\(?\s*out\s+of\s+\d+(?:\.\d+)?\s*gi?b|"
                      r"(?:显存|顯存)(?:占用|佔用|使用)[^，。；]{0,16}?\d+(?:\.\d+)?\s*g?b?\s*/\s*\d+(?:\.\d+)?\s*g")
# the hardware to get asked for a model named ("which CPU and GPU models are known to work well with LLaMA 2 70B?",
# "跑70b有哪些显卡可以选"): a recommendation, not the model's fit
# which cards to buy for the model named, asked as the GPU models or as what to upgrade ("what I need to update in my
# PC", "what should I upgrade": round 14)
GPU_MODELS_ASKED = re.compile(r"(?<![a-z])(?:which|what)\s+(?:cpu\s+and\s+)?gpu\s+models|"
                              r"(?<![a-z])what\s+(?:do\s+|would\s+)?i\s+(?:need\s+to|have\s+to|should)\s+(?:update|"
                              r"upgrade)\s+(?:in|on)\s+my\s+(?:pc|computer|rig|machine|setup)(?![a-z])|"
                              r"(?<![a-z])what\s+(?:should|do)\s+i\s+upgrade(?![a-z])|"
                              r"(?<![a-z])(?:which|what)\s+cpu\s+and\s+gpus?(?![a-z])|"
                              r"哪些(?:型号的?)?(?:显卡|顯卡)|(?:什么|什麼)cpu\s*和\s*(?:显卡|顯卡|gpu)")
# a question headed by the asker's card ("GTX 1650 TI: is playing this with 4 gigs of VRAM possible?")
CARD_HEADER = re.compile(r"\s*(?:nvidia\s+|geforce\s+|amd\s+|radeon\s+)?(?:rtx|gtx|rx)\s*\d{3,4}\s*"
                         r"(?:ti|super|xtx?)?\s*"
                         r"(?:\d+\s*gb?)?\s*[:：]")
# a bug report's spec list labelled ("Hardware: 2x NVIDIA A100 40GB GPUs", "GPU: RTX 4090", "My setup: 2 x 3090"):
# the hardware the asker runs (round 10); never a choice ("GPU: 3090 or 4090?": :meth:`Reader._owner` checks)
# (a template's "GPU model and memory:" and "Graphic Card:" labels too: reader30; "Env: Intel(R) Xeon(R) w7-3455, 2
# ARC770": reader52)
SPEC_LABEL = re.compile(r"(?:^|[.,;\n]\s*)(?:my\s+)?(?:hardware|gpus?(?:\s+model(?:\s+and\s+memory)?)?|"
                        r"graphics?\s+cards?|setup|environment|env|system|specs?|rig)(?:\s*/\s*vram)?\s*[:：]\s*"
                        r"(?:\d{1,2}\s*[x×*]\s*)?(?:nvidia|geforce|amd|radeon|intel|arc|rtx|gtx|rx|tesla|"
                        r"quadro|[a-z]{0,2}\d{2,4})(?![a-z])")
CHOICE = re.compile(r"(?<![a-z])(?:vs|versus|or)(?![a-z])|还是|還是")
"""A choice said ("GPU: 3090 or 4090?"): a spec label before it names no hardware had."""
# a card asked about, not had: "is the 3090 good for 70b", "would a 3090 or a 4090 with 64gb ram run 70b?", "was
# looking at a used 3090" (break25 #20, #10): RAM said beside it describes no rig of the asker's
WEIGHED_CARD = re.compile(r"(?<![a-z])(?:(?:is|are|would|will|could|does|do|can)\s+(?:a|an|the|one|two|2)\s+"
                          r"(?:(?:used|new|nvidia|geforce|amd|rtx|gtx|rx)\s+){0,2}\d{3,4}|(?:was|am|i'm|been)\s+"
                          r"(?:looking\s+at|eyeing|considering)|torn\s+between|deciding\s+between)(?![a-z])|"
                          r"(?:还是|還是)")


# a report's clause that starts with the setup it ran on ("Using 2x 5060 TI 16GB: python3 -m sglang…", "Using one RTX
# A6000."): the asker's hardware said with the "I'm" left out; never asked ("Using a 4090 or two 3090s, which is
# faster?": a choice; "using a 3090, could I…?": a question)
USING_RIG = re.compile(r"(?:^|[.;:!\n]\s*)using\s+(?:an?\s+|one\s+|two\s+|three\s+|four\s+|eight\s+|"
                       r"\d{1,2}\s*[x×*]?\s*)?(?:nvidia\s+|geforce\s+|amd\s+|radeon\s+)?"
                       r"(?:rtx|gtx|rx|tesla|quadro|[a-z]{0,2}\d{3,4})(?![a-z])")


def labelled_rig(s: str) -> bool:
    """Whether ``s`` (the question, lower case) lists the asker's hardware under a label (:data:`SPEC_LABEL`), or
    starts a clause with it (:data:`USING_RIG`), with no choice in that clause ("Hardware: RTX 3080ti. … 2 minutes
    vs 25-30s": had; "GPU: 3090 or 4090?": not)."""
    for using, m in [*((False, m) for m in SPEC_LABEL.finditer(s)), *((True, m) for m in USING_RIG.finditer(s))]:
        stop = re.compile(r"[.;\n?!]").search(s, m.end())
        if using and stop is not None and s[stop.start()] == "?":
            continue  # "using a 3090, can I run 70b?": a setup supposed in a question
        if not CHOICE.search(s, m.start(), stop.start() if stop else len(s)):
            return True
    return False


# "have a 3090, can it run 13b?", "Same thing, have two cards 3090 and 2080Ti": an owner with the "I" left out
BARE_HAVE = re.compile(r"(?:^|[.,;!?:]\s*|\s-\s*)(?:also\s+|still\s+|just\s+|only\s+)?(?:have|got)\s+"
                       r"(?:an?\s+|one\s+|two\s+|three\s+|four\s+|\d+\s*x?\s*|my\s+)?(?:nvidia\s+|geforce\s+)?(?:rtx|gtx|rx|tesla|cards?|gpus?|[a-z]?\d{3,4})|"
                       r"(?:^|[，,。；;])\s*(?:手里|手裡|家里|家裡)?有\s*(?:[一二两兩三四五六七八]|\d+)\s*(?:张|張|块|塊|个|個)|"
                       # "i am having a nvidia gpu gtx 1050": had, said with "having" (never "having trouble")
                       r"(?<![a-z])(?:i\s+am|i'?m)\s+having\s+(?:an?\s+|one\s+|two\s+)?(?:nvidia\s+|geforce\s+)?"
                       r"(?:gpu|rtx|gtx|rx|tesla|quadro|[a-z]?\d{3,4})")
# words of spending: a bare "32k" beside them is money, not a context
SPEND = re.compile(r"(?<![a-z])(?:budget|spend|spending|afford|cost|costs|price|pay|buy|buying|usd|eur|dollars?)"
                   r"(?![a-z])|"
                   r"预算|預算|花|买|買|价|價|钱|錢|元|块|塊")
# "no matter which model", "不管运行什么模型": a model said as any, not asked for
NO_MATTER = re.compile(r"(?:不管|无论|無論|不论|不論|no\s+matter|regardless\s+of)\s*(?:运行|運行|跑|用|run|running|"
                       r"which|what)?\s*$")
# a card cited as a yardstick of another device's speed ("理论3080的算力", "相当于3060的性能"): no card asked about
YARDSTICK_BEFORE = re.compile(r"(?:理论|理論|号称|號稱|理论上|理論上)\s*(?:rtx|gtx)?\s*$")
YARDSTICK_AFTER = re.compile(r"\s*(?:ti\s*)?(?:的|级别的?|級別的?)?\s*(?:算力|性能|水平)")
NOT_HAD_AFTER = re.compile(r"\s*(?:/\s*[a-z0-9]+\s*)?(?:(?:are|is)\s+(?:out\s+of\s+reach|too\s+expensive)|太贵|太貴)")
# a card said as what a price means to someone, beside the cards asked about ("people in countries where an RTX 4090
# costs six months of wages"): a yardstick of cost, no card weighed (reader35)
WAGE_YARDSTICK_AFTER = re.compile(r"\s*(?:costs?|is|are|=)\s+"
                                  r"(?:more\s+than\s+|over\s+|about\s+|around\s+|as\s+much\s+as\s+)?"
                                  r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|several|\d{1,2})?\s*"
                                  r"(?:full\s+)?(?:months?|years?|weeks?)(?:'s?)?\s+(?:of\s+)?(?:(?:an?\s+)?average\s+)?"
                                  r"(?:wages?|salary|salaries|pay|income|rent)(?![a-z])")
# words of buying or planning to: a machine described next to them is not (yet) the asker's
# ("an order of magnitude below", "in order to": no order placed; reader33)
BUYING = re.compile(r"(?<![a-z])(?:buy|buying|purchase|purchasing|(?<!in\s)order(?!\s+of\s+magnitude|\s+to(?![a-z]))|"
                    r"ordering|planning|plan\s+to|thinking\s+of|"
                    r"should\s+i\s+get|considering|"
                    # a machine still to be built ("I'm on the way to assemble a GPU server with 8xGPUs"; round 14)
                    r"(?:on\s+the\s+way|going|about)\s+to\s+(?:assemble|build)|"
                    r"assembling\s+(?:a|an|my|our)\s+(?:new\s+)?(?:gpu\s+)?(?:server|rig|workstation|machine|pc|box))"
                    # "比买卡便宜": than buying; "打算升级内存到96G": a RAM upgrade planned, no card bought (round 14)
                    r"(?![a-z])|(?<!比)买|(?<!比)買|购|購|入手|采购|採購|推荐|推薦|准备|準備|"
                    r"打算(?!\s*(?:升级|升級|加|扩|擴)(?:一下)?(?:运行内存|内存|內存))")
# a card the asker has already bought ("got a used mi50 32gb", "just picked up a 3090", "I bought two 3060s",
# "刚买了一张3090", "入手了4090", "新买的3060"): theirs now, whatever buying word is in the question (never "想买了",
# "没买", "if I bought")
BOUGHT = re.compile(r"(?:(?<![a-z])(?:i|we)\s+|(?<![a-z])(?:just|recently|finally|already)\s+|^\s*|[.,;!?:]\s*)"
                    r"(?:got|bought|picked\s+up|snagged|scored|grabbed|purchased)\s+(?:myself\s+|me\s+)?"
                    r"(?:an?|one|two|three|four|\d+\s*x?|some|these|this)?\s*"
                    r"(?:(?:used|new|second[\s-]?hand|refurbished|refurb|cheap|brand[\s-]new|nvidia|amd|geforce|radeon|"
                    # a board maker between ("I bought a used PNY 2080 Ti 11GB", "got an EVGA 3090"; round 14)
                    r"instinct|tesla|intel|pny|evga|asus|msi|gigabyte|zotac|palit|gainward|galax|inno3d|colorful|"
                    r"sapphire|xfx|powercolor|asrock|dell|hp|lenovo)\s+){0,3}(?:(?:rtx|gtx|rx|mi|arc|[a-z]{0,2})\s?\d{2,4}|"
                    # a Mac had ("got an M2 Max 32gb macbook", "just bought a macbook pro": newuser17 #27)
                    r"(?:apple\s+)?m[1-5](?![0-9])|mac\s*(?:book|studio|mini)|imac)|"
                    r"(?<![想要该該不没沒])(?:刚|剛|新|已经|已經|最近|前几天|前幾天)?(?:买了|買了|入手了|购入了|購入了|买到了|買到了|"
                    r"收了|捡了|撿了)|(?:刚|剛|新|已经|已經)(?:买|買|入手|购入|購入)(?:的|了)?|"
                    r"(?:刚|剛|已经|已經)(?:换了|換了|换上了|換上了)|(?:换了|換了)(?:个|個|张|張|块|塊)|新换的|新換的|"
                    r"(?<=[\d块塊元])\s*(?:收的|买的|買的|入手的|淘的)|"
                    # "2017年买的1080", "去年买的3090": a card bought at a time said, so had (break25 #2)
                    r"(?:年|以前|之前)\s*(?:买的|買的|入手的|购入的|購入的)")
_SUPPOSED = re.compile(r"(?<![a-z])(?:if|when|once|suppose|say|unless)\s*$|"
                       r"(?:如果|假如|要是|假设|假設)\s*(?:我们|我們|我)?\s*$")  # "要是我买了": supposed


def bought(s: str) -> bool:
    """Whether ``s`` (a question in lower case) says the asker has already bought the hardware it names
    (:data:`BOUGHT`), not as a supposition ("if I bought a 3090", "如果买了")."""
    return any(not _SUPPOSED.search(s[:m.start() + (len(m.group()) - len(m.group().lstrip(".,;!?: ")))])
               for m in [*BOUGHT.finditer(s), *GOT_MACHINE.finditer(s),  # "just got a new laptop" (reader39)
                         *OWN_SAID.finditer(s)])  # "i recently acquired", "本地环境是", "在…上跑通了" (reader42)


# the asker's machine written as its parts joined by "+" ("7950x+3090+win11", "Windows10 + RX 6600XT", "ubuntu 22.04 +
# rtx 3090"): an operating system or a CPU joined to the card names the machine it runs on, so it is theirs
_OS = r"(?:win(?:dows)?\s?(?:7|8|10|11)|ubuntu(?:\s?\d{2}\.\d{2})?|linux|debian|fedora|centos|wsl2?|macos)"
_CPU = (r"(?:i[3579][\s-]?\d{4,5}[a-z]{0,2}|ryzen\s?[3579]?\s?\d{4}[a-z0-9]{0,3}|r[579]\s?\d{4}x?3?d?|\d{4}x3?d?|"
        r"xeon\s?[a-z0-9-]+|epyc\s?\d{4}[a-z0-9]*)")
RIG_JOINED = re.compile(rf"(?<![a-z0-9])(?:{_OS}|{_CPU})\s*[+＋]|[+＋]\s*(?:{_OS}|{_CPU})(?![a-z0-9])|"
                        # an environment listed with commas ("Ubuntu 22.04, RTX 5090, Driver 570.124.04", "RTX 4090,
                        # driver 550"): an operating system beside the card, or its driver's version after it (reader48)
                        rf"(?<![a-z0-9]){_OS}(?:\s*[\d.]+)?\s*[,，;；]\s*(?:nvidia\s+|geforce\s+|amd\s+|radeon\s+)?"
                        r"(?:rtx|gtx|rx|tesla|quadro)\s*\d(?![^.;?\n]*(?<![a-z])(?:or|vs|versus)(?![a-z]))|"
                        r"(?<![a-z])(?:rtx|gtx|rx)\s*\d{3,4}\w*(?:\s+\w+)?\s*[,，;；]\s*(?:nvidia\s+)?driver\s*"
                        r"(?:version\s*)?[:：=]?\s*\d{3}")
# an asker's rig said in Chinese: "总共4张卡", "单卡A6000 40G够吗", "使用colab的T4"
CN_RIG = re.compile(r"(?:总共|總共|一共)\s*(?:有\s*)?\d+\s*(?:张|張|块|塊)\s*卡|"
                    # "我们这里有8x40G", "咱们这边有4张": the asker's group has them counted (fix79d)
                    r"(?:我们|我們|咱们|咱們)\s*(?:这里|這裡|这边|這邊|手上|手里|手裡)?\s*有\s*"
                    r"(?:[一二两兩三四五六七八九十]|\d{1,3})\s*(?:[x×*]\s*\d|张|張|块|塊|台)|"
                    # "实验室两台服务器各8张a100", "公司4张a800", "家里一台2070s": a lab, a company or a home has them
                    r"(?:实验室|實驗室|公司|组里|組裡|课题组|課題組|家里|家裡)\s*(?:的)?\s*(?:[一二两兩三四五六七八九十]|\d{1,3})\s*"
                    r"(?:台|张|張|块|塊)|"
                    # a spec sheet's line naming the asker's card ("GPU: 2xL20 SXM", "GPU type: NVIDIA A800")
                    r"(?<![a-z])(?:gpus?|gpu\s+type|graphics\s+card|vga|video\s+card)\s*[:=：]\s*(?:\d+\s*[x×*]\s*)?"
                    r"(?:nvidia\s+|geforce\s+|amd\s+|radeon\s+)*(?:rtx\s*|gtx\s*|rx\s*|tesla\s*|quadro\s*)?[a-z]{0,3}\d"
                    r"(?![^,;?]*\b(?:or|vs)\b)|"
                    r"(?:单卡|單卡)\s*(?:rtx|gtx|tesla|[a-z]{0,2}\d)|"
                    # "Hardware is: AI Max+ with 128G", "my setup is: 2x 3090": an issue's hardware line (reader49)
                    r"(?<![a-z])(?:hardware|my\s+setup|my\s+system)\s+is\s*[:：]\s*(?:an?\s+|\d+\s*[x×*]\s*)?"
                    r"(?:nvidia\s+|amd\s+|apple\s+|geforce\s+|radeon\s+)?(?:rtx|gtx|rx|tesla|quadro|ryzen|mac|dgx|jetson|"
                    r"m[1-5](?![a-z])|[a-z]{0,3}\s?\d)|"
                    # a spec sheet's Chinese label ("环境：DLC上H800 256卡", "硬件配置：4060"): the asker's machine,
                    # never a choice in that clause ("显卡：3090还是4090？"; reader48)
                    r"(?:(?:硬件|硬體|机器|機器|运行|運行)?配置|环境|環境|硬件|硬體)\s*[:：]\s*[^，。,;；\n]{0,8}?"
                    r"(?:\d+\s*[x×*]\s*)?(?:nvidia\s*|geforce\s*|amd\s*)?(?:rtx|gtx|rx|tesla|quadro|[a-z]{0,3}\s?\d)"
                    r"(?![^，。,;；?？\n]*(?:还是|還是|(?<![a-z])(?:or|vs)(?![a-z])))|"
                    # "显卡是4060 8g", "我的电脑是3070ti": the asker's machine said, at a clause's start or after 我的
                    # (never "推荐的显卡是V100", "最好的显卡是4090吗")
                    # "我们内网机器是T4和V100的", "cuda11.2 显卡是 3080": a team's machines, an environment's line
                    r"(?:^|[,.;!?:，。；：]\s*|我(?:们|們)?的?\s*(?:内网|內網|本地|公司|实验室|實驗室)?的?\s*|本人的?\s*|"
                    r"(?<![a-z])(?:cuda|cudnn|torch|pytorch)\s*[\d.]+\s*)"
                    r"(?:显卡|顯卡|电脑|電腦|机器|機器|主机|主機|笔记本|筆記本|服务器|伺服器)\s*(?:是|为|為|用的是)\s*"
                    r"(?:nvidia\s*|geforce\s*|amd\s*)?(?:rtx|gtx|rx|tesla|quadro|[a-z]{0,3}\s?\d)|"
                    r"(?:使用|用)\s*[a-z]{2,8}\s*的\s*(?:rtx|gtx|tesla|nvidia|amd|[ahpvlt]\d)")
BARE_COUNT = re.compile(r"(?<![a-z])how\s+many(?:\s+(?:(?:do|would|will|should|must)\s+(?:i|we|you)\s+"
                        r"(?:need|get|buy|use)|"
                        r"(?:are|is|would\s+be)\s+(?:needed|required|enough)|of\s+(?:them|those|these)))?\s*(?:[?？.!]|$)|"
                        r"(?<![a-z])how\s+many\s+(?:do|would|will|should|must)\s+(?:i|we|you)\s+need(?![a-z])")
"""How many asked with the card said elsewhere ("V100s for llama 70b, how many?", "how many do I need for 70b with
3090s"; fix72b #4): a count asked of the card the question names."""
# how many of the card are needed ("how many A100s do I need to train this?", "跑这个至少要几张A100", "要多少张h100"):
# what the cards hold, not the verdict on one (the count is the question)
COUNT_ASKED = re.compile(r"(?<![a-z])how\s+many\s+(?:[a-z0-9-]+\s+){0,2}?(?:gpus?|cards?|graphics\s+cards?)(?![a-z])|"
                         r"(?<![a-z])how\s+many\s+(?:nvidia\s+|rtx\s*|tesla\s*)?[a-z]{0,2}\d{2,4}[a-z]{0,3}s(?![a-z])|"
                         # "how many 4060 ti 16gb cards do i need", "how many 4060 ti 16gb to run 70b": the card with
                         # its suffix or memory variant said, then the job (fix74a)
                         r"(?<![a-z])how\s+many\s+(?:nvidia\s+|geforce\s+|rtx\s*|gtx\s*|tesla\s*|rx\s*)?[a-z]{0,2}"
                         r"\d{3,4}[a-z]{0,3}(?:\s*(?:ti|super|xtx?)(?![a-z]))*(?:\s*\d{1,3}\s*(?:gb|g)(?![a-z]))?s?"
                         r"(?:\s+(?:cards?|gpus?))?(?=\s+(?:for|to|do|would|will|are|is|needed|i|we|in|at|with)"
                         r"(?![a-z]))|"
                         r"(?:几|幾|多少)\s*(?:张|張|块|塊|台|卡)|" + BARE_COUNT.pattern)
# cards cited as what someone else recommends, requires, mentions or claims ("我看推荐的显卡是V100,A100以及3090的", "the
# readme recommends a V100 or A100", "you mention V100 or A100"): up to the clause's end, they are no card asked about
CITED = re.compile(r"(?:推荐的|推薦的|建议的|建議的|要求的|官方|readme|recommended|suggested|requires|required|"
                   # "you mention 'V100 or A100'", "the context indicates that H100 can work" (round 10)
                   r"you\s+mention(?:ed|s)?|(?<![a-z])(?:indicates?|claims?)\s+that|"
                   # "p106-100 6gb (mining version of a GTX 1060)": a card named only to say what another is (round 14)
                   r"(?<![a-z])(?:mining|mobile|laptop|cut[\s-]?down|oem|server|headless)\s+(?:version|variant|edition)\s+"
                   r"of|(?<![a-z])(?:same\s+chip\s+as|rebadged|rebranded)|"
                   # "all test systems we have done was done on systems with GTX 1070 GPUs. Will RTX 2070 … do?": the
                   # hardware tested so far, beside the cards asked about (round 11)
                   r"(?<![a-z])tests?(?:\s+systems?)?\s+(?:[a-z]+\s+){0,4}?(?:done|run|ran|made)\s+on(?:\s+systems?\s+with)?|"
                   r"(?:你|您)(?:们|們)?\s*(?:提供了|提供的|给出了|給出了|测的|測的|测了|測了|提到了?|提到的|提及的?))"
                   r"[^,.;!?]{0,8}?(?:是|为|為|有|:|\s(?:are|is|includes?|like))?\s*")
# a card's price weighed as an offer ("a100 40gb used for 1500, good deal?", "3090 1500块值得入吗"): the amount said is
# the card's price to judge, not a budget
DEAL = re.compile(r"(?<![a-z])(?:good|great|fair|bad|decent|ok|okay)\s+(?:deal|price|offer)|worth\s+(?:it|buying|the\s+"
                  r"(?:money|price))|a\s+steal|rip[\s-]?off|overpriced|划算|劃算|值得|值不值|值吗|值嗎|价格合适|價格合適|"
                  r"贵不贵|貴不貴|贵吗|貴嗎|能入吗|能入嗎|可以入吗|可以入嗎|值得入|能买吗|能買嗎|可以买吗|可以買嗎|"
                  r"over[\s-]?pa(?:y|id|ying)|paid\s+too\s+much|too\s+much\s+for|买贵|買貴|亏了|虧了|被坑|"
                  # "I can get a used M40 24GB for 150 dollars", "found a 3090 for $600", "selling it for 700": offered
                  r"(?<![a-z])(?:can|could)\s+(?:get|buy|grab|pick\s+up)\s+(?:[a-z0-9-]+\s+){0,5}?for\s+[$€£¥]?\s?\d|"
                  r"(?<![a-z])found\s+(?:an?\s+|one\s+)?(?:[a-z0-9-]+\s+){0,5}?for\s+[$€£¥]?\s?\d|"
                  r"(?<![a-z])(?:selling|sells|listed|offered|offering)\s+(?:[a-z0-9-]+\s+){0,4}?for\s+[$€£¥]?\s?\d|"
                  # "should I buy a used 3090 for 700?", "buy a 3090 for $700?": a card's price asked about
                  r"(?<![a-z])(?:buy|get|grab|pick\s+up|snag)\s+(?:an?\s+|the\s+|this\s+|that\s+|one\s+)?"
                  r"(?:used\s+|new\s+|second[\s-]?hand\s+)?[a-z]{0,8}\s?\d[^.?!,;]{0,24}?\s+for\s+"
                  r"(?:only\s+|just\s+|about\s+|around\s+|~)?[$€£¥]?\d")
# a price paid for a card had, judged ("got a 3090 for 650 used, did I overpay?", "3090 4500买贵了吗"): an offer, the
# owner's words notwithstanding
PAID = re.compile(r"over[\s-]?pa(?:y|id|ying)|paid\s+too\s+much|买贵|買貴|亏了|虧了|被坑")
# a budget said as one ("my budget is 1500, is a 3090 worth it?", "I have $1500, is the 4090 worth it?"): never an offer
BUDGET_SAID = re.compile(r"budget|afford|(?:can|could|want\s+to)\s+spend|预算|預算|"
                         r"(?<![a-z])i\s+(?:have|'ve\s+got|got)\s+(?:about\s+|around\s+|only\s+)?[$€£¥]|我(?:只)?有\s*[$¥]?\d")
# one more of the card had ("手上一张3060，再加一张3060", "I have one 3090 and want to add another", "my 3090 plus one
# more"): the count is one more than had
ANOTHER = re.compile(r"(?<![a-z])(?:add(?:ing)?|buy(?:ing)?|get(?:ting)?|plus|and|with)\s+(?:another|one\s+more|"
                     r"a\s+second|a\s+third|a\s+fourth)(?![a-z])"  # "2x 3090 … buy a third 3090?" (break26 #13)
                     r"(?!\s*\d+\s*(?:gb?|tb)\b)(?!\s+(?:stick|dimm|ssd|drive|monitor|psu|of\s+ram))"
                     # "and another 2 computers, one with rtx 4090": more machines, never one more card (round 13)
                     r"(?!\s+(?:\d+|two|three|four)?\s*(?:computers?|machines?|pcs?|servers?|nodes?|boxes|box|"
                     r"laptops?|macs?|workstations?)(?![a-z]))|"
                     # "Would a second RTX 3060 on an x4 slot fit a Q4/Q5 31B?": one more of the card had (round 13)
                     r"(?<![a-z])a\s+second(?=\s+(?:used\s+)?(?:nvidia\s+|geforce\s+|amd\s+)?(?:rtx|gtx|rx)?\s*\d{3,4}"
                     r"(?!\d))|"
                     r"再(?:加|买|買|来|來|插|上)(?:一|1)\s*(?:张|張|块|塊|个|個|片)")
# several more of the card had ("两张3090，想再加两张", "I have two 3090s and want to add 2 more"): that many more
MORE_N = re.compile(r"再(?:加|买|買|来|來|插|上)\s*([两兩二三四五六七2-7])\s*(?:张|張|块|塊|个|個|片)|"
                    r"(?<![a-z])(?:add(?:ing)?|buy(?:ing)?|get(?:ting)?)\s+([2-7]|two|three|four|five|six)\s+more(?![a-z])")
MORE_VALUES = {"两": 2, "兩": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "two": 2, "three": 3, "four": 4,
               "five": 5, "six": 6}
# the training wanted after the inference done ("推理跑起来了。想基于70b训练一部分数据", "inference works, now I want to
# train it"): the task asked about is the training
WANT_TRAIN = re.compile(r"(?:想|打算|准备|準備|想要|want\s+to|would\s+like\s+to|plan\s+to|planning\s+to|"
                        r"now\s+i\s+need\s+to)[^,.;!?，。；！？]{0,12}?(?:训练|訓練|train|fine-?tun|微调|微調)")
# the setup someone else used, said with its count ("the training costs 7 3090 24GB cards", "your model uses 4
# V100 GPUs", "you trained it on 8 A100s", "作者用了8张A100"): with another card asked about, it is context
AUTHORS_SETUP = re.compile(r"(?<![a-z])(?:(?:the\s+)?training\s+(?:costs?|took|takes|used|uses|needs?)|"
                           r"you\s+(?:guys\s+)?(?:used|use|trained\s+(?:it\s+|this\s+|the\s+model\s+)?(?:on|with))|"
                           # "I noticed that you are using 8 Nvidia V100 to run the model" (reader55)
                           r"you(?:\s+guys)?(?:\s+(?:are|were)|'re)\s+(?:also\s+|all\s+)?using|"
                           r"(?:your|the\s+authors?'?s?|the\s+paper'?s?)\s+(?:[\w-]+\s+){0,3}?(?:uses|used|trained\s+on)|"
                           r"(?:the\s+)?(?:authors?|paper|they)\s+(?:used|uses|trained\s+(?:it\s+)?on)|"
                           # "the paper says 4x V100", "the readme mentions an A100": a setup reported
                           r"(?:the\s+)?(?:paper|readme|authors?|docs?)\s+(?:says?|mentions?|reports?|states?|lists?)"
                           r"(?:\s+(?:that|it\s+(?:needs|used|uses)|using))?)|"
                           r"(?:作者|论文(?:里|中)?|論文(?:裡|中)?|你们|你們|官方)\s*(?:用了|使用了|用的是|使用的是|用|使用|训练用了|"
                           r"訓練用了)|"
                           # "你这边用的是48G的RTX8000": the setup of the one asked
                           r"(?:你|您)\s*(?:这边|這邊|那边|那邊|这里|這裡)?\s*(?:用的是|使用的是|用了|使用了)")
# the asker's own memory said beside someone else's setup ("我这边大概仅有20g的显存", "I only have 12GB"): the setup's
# cards are context even with no other card named
OWN_MEMORY = re.compile(r"(?:我|我这边|我這邊|本人)[^，。,.;!?？]{0,8}?(?:只有|仅有|僅有|有)\s*\d{1,3}\s*g|"
                        r"(?<![a-z])(?:i\s+(?:only\s+|just\s+)?have|i've\s+(?:only\s+)?got|mine\s+(?:is|has))\s+"
                        r"(?:only\s+|just\s+)?\d{1,3}\s*gb?(?![a-z])")
# a clause ends at a stop (not "v100, a100"), a "but", or an "or" that asks another question ("… or can a K80 work")
CLAUSE_END = re.compile(r"[,.;!?](?=\s*(?![a-z]{0,3}\d)\S)|(?:^|\s)(?:but|however|though|while|"
                        r"or\s+(?:can|could|will|would|is|should|do|does))\s|$")
# a model said as the one compared against ("比distill的70B更好", "better than a 70b"): context, not the model
# asked about
THAN_BEFORE = re.compile(r"(?:比(?!如|方)|than|instead\s+of)[^,.;!?]{0,12}$")
# a model said as running already ("13B runs with headroom - how do I squeeze in a 34B?"): the later one is asked about
ALREADY_RUNS = re.compile(r"\s*(?:models?\s+)?(?:runs|ran|works|worked|is\s+fine|loads|跑得动|跑得動|能跑|可以跑)")
# (reader51) a model said as the one that ran before ("…Qwen2.5-VL 3B 显存不足。但是之前推理Qwen2-VL 7B 都可以的",
# "previously the 7b worked fine"): context, the other one is asked about
RAN_BEFORE = re.compile(r"(?:之前|以前|原来|原來|(?<![a-z])(?:previously|before))[^,.;!?，。；！？]{0,24}$")
RAN_FINE_AFTER = re.compile(r"[^,.;!?，。；！？]{0,6}?(?:都可以|可以的|都行|没问题|沒問題|正常|能跑|可以跑|"
                            r"(?<![a-z])(?:worked|ran|was\s+fine|were\s+fine|loaded)(?![a-z]))")
# a family word inside the question of which model ("哪个 Qwen 模型", "Qwen 的哪个模型规模", "which llama model"):
# asked, not named
FAMILY_ASKED_BEFORE = re.compile(r"(?:哪个|哪個|哪些|哪款|(?<![为為])(?:什么|什麼)|啥|which|what)\s*$")  # 跑什么llama
# ("跑deepseek哪个好": the cards weighed after the family, which is better, not which of its models)
FAMILY_ASKED_AFTER = re.compile(r"[a-z0-9.\-]*\s*的?\s*(?:哪(?![个個]\s*(?:好|快|更|强|強|划算|劃算|值|便宜))|which"
                                r"(?!\s+(?:is|one)\s+(?:better|faster|cheaper)))")
# words inside a model's name that its short alias leaves out ("deepseek r1 distill 32b" is "deepseek r1 32b")
MODEL_FILLER = re.compile(r"(?<![a-z])(?:distill(?:ed)?|instruct|chat)\s+")
# a GPU asked for a purpose ("gpu for abc", "a card to run llama"): a recommendation, even with nothing else read
GPU_FOR = re.compile(r"(?:gpu|gpus|card|graphics\s+card|video\s+card)\s+(?:for|to)\s+\S")
# a vision-language model named: an LLM job, whatever images it reads ("caption images with a local VLM")
VLM = re.compile(r"vision[\s-]+language|(?<![a-z])vlms?(?![a-z])|multi-?modal\s+(?:llm|model)|"
                 r"多模态|多模態|视觉语言|視覺語言")
# one device weighed against GPUs in general ("买 Mac Studio 会比单买 GPU 更划算吗", "a mac studio or a gpu?")
# ("cpu vs gpu", "CPU比GPU慢多少": the asker's card against running on the CPU, no second card asked; reader41)
VERSUS_GENERIC = re.compile(r"(?<!cpu)(?<!cpu\s)(?<!cpus\s)(?<!处理器)"
                            r"(?:比|than|vs\.?|versus|instead\s+of|或者|还是|還是|\bor)\s*"
                            r"(?:单买|單買|单独买|單獨買|买|買|a|an|the|just\s+a)?\s*(?:gpus?|显卡|顯卡|graphics\s+cards?|(?:gaming\s+)?pc|nvidia\s+(?:gpu|card)s?)"
                            r"(?![a-z])(?!\s*[(（:：]?\s*(?:nvidia|geforce|rtx|gtx|amd|radeon|rx|tesla|quadro|[a-z]?\d{3,4}))")
# ("CPU or GPU (Nvidia RTX 4000)?": the GPU is the card named, nothing generic weighed against it)
# a comparison left unfinished ("1080 vs", "4090 versus?", "3090还是"): the second card is asked, as `compare 1080 ti`
# asks it (newuser15), never the one card's verdict
VERSUS_UNFINISHED = re.compile(r"(?<![a-z])(?:vs\.?|versus|compared\s+(?:to|with)|against|or)\s*[?？.!]*\s*$|"
                               r"(?:还是|還是|对比|對比|或者|和|跟)\s*[?？。!！]*\s*$")
# a device named as an example of what is wanted ("a mac mini or similar with 192 GB"): a recommendation
SIMILAR = re.compile(r"or\s+(?:something\s+)?similar|or\s+equivalent|something\s+like|或类似|或類似|类似的|類似的")
# a count said without a number ("several 4090s"): read as two, and said so
VAGUE_COUNT = re.compile(r"several|multiple|a\s+few|好几|好幾|若干|多\s*[张張块塊]")
# a vague count offered as the other choice to one card ("a single GPU or multiple A100/H100", "one or several",
# "单卡还是多卡"): how many is what is asked, no count of two to assume (fix69b, judge28 #18)
VAGUE_CHOICE = re.compile(r"(?:(?<![a-z])(?:single|one|a|1)(?:\s+(?:gpu|card|node|machine|server)s?)?|"
                          r"单卡|單卡|单张|單張|一张|一張|一块|一塊)\s*(?:,\s*)?(?:or|vs\.?|versus|还是|還是|或者?|或是|/)\s*"
                          r"(?:on\s+|use\s+|with\s+|用\s*)?$")
# bitsandbytes' 4-bit loading beside fine-tuning words: QLoRA (the LoRA of 4-bit weights), unless 8-bit is said
BNB_4BIT = re.compile(r"(?<![a-z])(?:bitsandbytes|bnb[\s_-]?(?:4[\s_-]?bit|nf4)|load[\s_-]?in[\s_-]?4[\s_-]?bit)"
                      r"(?![a-z])")
# an optimizer's 8 bits, never the model's precision ("full fine-tune 8b with 8-bit adam", break25 #22)
EIGHT_BIT_OPTIMIZER = re.compile(r"8[\s_-]?bit\s*(?:adamw?|optimi[sz]ers?)|adamw?[\s_-]?8[\s_-]?bit|adam8bit|"
                                 r"paged[\s_-]adamw?(?:[\s_-]?8[\s_-]?bit)?|8\s*位\s*adamw?")
EIGHT_BIT = re.compile(r"(?<![a-z0-9])(?:8[\s_-]?bit|int8)(?![a-z])|load[\s_-]?in[\s_-]?8")
# a full fine-tune said with "fully" or "all", in either order ("fully fine-tune llama 70b", "fine-tune llama 70b
# fully", "retrain all the weights"): never "fully on the GPU", "fits fully in VRAM", "fully offloaded" (fix32d)
FULLY_TUNED = re.compile(r"(?<![a-z])(?:fully|completely|entirely)\s+(?:re)?(?:fine[\s-]?tun|finetun|train)|"
                         r"(?<![a-z])(?:fine[\s-]?tun|finetun|(?<!pre)train)[a-z]*\s+(?:[^\s.,;!?。，]+\s+){0,4}?"
                         r"(?:fully|completely|entirely|all\s+(?:the\s+)?(?:weights|params))(?![a-z])"
                         r"(?!\s+(?:in|into|offload\w*|loaded|local\w*)(?![a-z])|"
                         r"\s+on\s+(?:(?:the|a|my|one|single)\s+)*(?:gpu|vram|card|memory|device)s?(?![a-z]))|"
                         r"(?:微调|微調|训练|訓練)\s*(?:全部|所有)?\s*(?:全量|全参|全參|全部参数|全部參數|所有参数|所有參數)")
# LoRA named as such, not read from "fine-tune" alone
LORA_NAMED = re.compile(r"(?<![a-z])(?:q?lora|peft|adapters?)(?![a-z])")
# the words before a later size that make it the one asked about ("my 3090 runs 13b, but can it handle 30b?")
LATER_ASKED = re.compile(r"(?<![a-z])(?:but|what\s+about|how\s+about|instead|or\s+even|maybe\s+even|然后|那|但是|但)"
                         r"(?![a-z])[^.!?。！？]{0,24}$")
# a maker asked for in a recommendation ("best amd gpu under 800", "best mac for llms"): the list is not limited to it
MAKER = re.compile(r"(?<![a-z])(amd|radeon|intel|arc|apple|mac|macs|macbooks?)(?![a-z])")
# a card said with a possessive ("my 3090", "our two a100s", "我的4090"): owned even beside a budget ("my 3090 is
# slow, budget 1000 to upgrade?"), where "I have $1500, is the 4090 worth it?" owns only the money
MY_CARD = re.compile(r"(?<![a-z])(?:my|our)\s+(?:(?:old|current|two|three|four|\d+\s*x?)\s+)?"
                     r"(?:rtx|gtx|tesla|quadro|radeon|rx|arc|titan|[a-z]?\d{3,4})(?![a-z])|(?:我的|我们的|我們的)\s*"
                     r"(?:rtx|gtx|tesla|[a-z]?\d{3,4})")
# the asker's card said as what their card is ("my current card is an old rx 580", "my gpu is a 2080 ti",
# "我现在的显卡是rx580", "我目前用的显卡是1080ti"): owned even beside a budget, as MY_CARD is (newuser14 #1); read
# in the question as typed, the card's name whole
CARD_IS = re.compile(r"(?<![a-z])(?:my|our)\s+(?:current\s+|old\s+|present\s+)?"
                     r"(?:gpu|card|graphics\s+card|video\s+card)\s+(?:is|=|:)\s+(?:an?\s+)?(?:old\s+|aging\s+)?(?:nvidia\s+|amd\s+)?(?:geforce\s+)?"
                     r"(?:rtx|gtx|tesla|quadro|radeon|rx|arc|titan|[a-z]?\d{3,4})(?![a-z])"
                     # "currently using a 3060 12gb", "right now I run a 1080 ti"
                     r"|(?<![a-z])(?:currently|right\s+now)\s+(?:i\s+)?(?:using|use|running|run|have|on)\s+(?:an?\s+)?"
                     r"(?:rtx|gtx|tesla|quadro|radeon|rx|arc|titan|[a-z]?\d{3,4})(?![a-z])"
                     r"|我(?:现在|現在|目前|当前|當前)?(?:用)?的\s*(?:显卡|顯卡|卡)\s*(?:是|为|為)\s*"
                     r"(?:rtx|gtx|rx|tesla|[a-z]?\d{3,4})"
                     # "现在用一张3060 12G", "目前在用2080ti": the card in use now, with no "我" (break26 #3)
                     r"|(?:现在|現在|目前|当前|當前)\s*(?:在)?(?:用|使用)(?:的是|着|著)?\s*(?:[一两兩二三四\d]\s*[张張块塊]\s*)?"
                     r"(?:rtx|gtx|rx|tesla|[a-z]?\d{3,4}(?:\s*(?:ti|super|xtx|xt|gre))?)(?![a-z\d])")
# words asking which card to get ("what gpu should i get", "which card to buy", "what should I upgrade to",
# "recommend me a gpu", "买什么显卡", "换什么卡"): never "should I get a 3090?", the verdict on one card
BUY_WHAT = re.compile(
    r"(?<![a-z])(?:what|which)\s+(?:[a-z]+\s+){0,3}?(?:should|would|could|can|do)\s+(?:i|we)\s+"
    r"(?:get|buy|pick|choose|go\s+for|upgrade\s+to|replace\s+it\s+with)(?![a-z])"
    r"|(?<![a-z])(?:what|which)\s+(?:gpu|card|graphics\s+card|video\s+card|upgrade)\s+(?:to\s+|should\s+i\s+)?"
    r"(?:get|buy)(?![a-z])"
    r"|(?<![a-z])(?:recommend|suggest)\s+(?:me\s+)?(?:a\s+|an\s+)?(?:gpu|card|graphics\s+card|upgrade)(?![a-z])"
    # "i have a 3060 12gb, best gpu under $500 for llm": the best card for a budget is a card to buy (break24 #5)
    r"|(?<![a-z])best\s+(?:gpu|card|graphics\s+card|video\s+card|upgrade)s?\s*(?:(?:under|below|for|within|around|"
    r"up\s+to)(?![a-z])|¦)"  # (the budget read leaves its barrier, advisor.ask.budgets.BARRIER)
    r"|买什么|買什麼|买哪|買哪|换什么|換什麼|换哪|換哪|升级什么|升級什麼|推荐.{0,4}显卡|推薦.{0,4}顯卡")
# the card an owner upgrades from ("upgrade from 1080 ti, budget 1000", "upgrading from my 2070", "从1080ti升级"):
# theirs, kept as the owner's card when the question weighs no other card (card_reading), owned beside a budget
UPGRADE_FROM = re.compile(r"(?<![a-z])(?:upgrad(?:e|ing)\s+from|replac(?:e|ing)\s+my(?:\s+aging|\s+old)?|"
                          # "I'm going from a 3060 to a 4070 super", "switching from my 4070 to a 3090" (break30 #7)
                          r"(?:going|go|switch(?:ing)?|mov(?:e|ing)|jump(?:ing)?|stepping\s+up|step\s+up)\s+from)"
                          r"(?![a-z])|(?:从|從)[^，,。；;!?！？]{0,16}(?:升级|升級|换到|換到|换成|換成)")
# an owner asking whether to buy ("I have a 3060, budget 2500, should I get a 4090, a 5090 or two 3090s?", "我有一张
# 3060，预算一万，买4090还是5090？"): with a card had said (I_HAVE_CARD), the card had is the owner's (fix62a #3)
SHOULD_BUY = re.compile(r"(?<![a-z])(?:should|shall|would|do)\s+(?:i|we)\s+(?:get|buy|go\s+for|pick|grab)(?![a-z])|"
                        r"(?:买|買|入手|换|換)[^，,。；;!?！？]{0,12}(?:还是|還是|或者?)")
# an owner asking what to replace their card with ("my 3060 is slow, upgrade for under 800?", "我的3060想升级")
UPGRADE_SAID = re.compile(r"(?<![a-z])(?:upgrad(?:e|ing)|replac(?:e|ed|ing|ement))|升级|升級|换卡|換卡|换成|換成")
# (a Chinese word right after a card: "从1080ti升级")
SWITCH_ASKED = re.compile(r"(?:要不要|该不该|該不該|值不值得|想)[换換]")
"""A switch asked of a card had ("我有3090，要不要换RTX PRO 6000", F08): an upgrade weighed, as the English "should I
switch to"; beside a model sized ("qwen3 32b只有6 token/s，正常吗？要不要换5090？", break27 #10) the owner's fit with
the card switched to as its target, never a comparison (:func:`advisor.ask.rig_asked.cards_fit` reads
:data:`UPGRADE_SAID` alone)."""
UPGRADE = re.compile(f"{UPGRADE_SAID.pattern}|{SWITCH_ASKED.pattern}")
"""An owner asking what to replace their card with (:data:`UPGRADE_SAID`) or whether to switch
(:data:`SWITCH_ASKED`)."""
# "I have a 1080 ti and want to upgrade, budget 1000": a card had, said beside a budget — owned, where "I have $1500"
# or "I have 1500 dollars" owns only money
I_HAVE_CARD = re.compile(r"(?<![a-z])(?:i\s+(?:have|hav|own|got|use)|i've\s+got|ive\s+got|i\s+already\s+have)\s+"
                         r"(?:an?\s+|two\s+|\d\s*x\s*)?(?:rtx|gtx|tesla|quadro|radeon|rx|arc|titan|[a-z]?\d{3,4})"
                         r"(?![a-z])(?!\s*(?:\$|usd|dollars?|bucks|eur|euros?|k(?![a-z])|元|块))"
                         # "我有一张4060 8g，预算4000升级跑大模型", "我手上有块3060": the same in Chinese (break23 #8)
                         r"|我(?:现在|現在|目前|已经|已經|手上|手里|手裡|自己)?(?:有|用的是|用着|用著)\s*"
                         r"(?:[一两兩二三四\d]?\s*[张張块塊]\s*)?(?:rtx|gtx|tesla|quadro|radeon|rx|arc|titan|[a-z]?\d{3,4}"
                         # "我有一张4060ti 16g": the card's suffix said with it
                         r"(?:\s*(?:ti|super|xtx|xt|gre))?)(?![a-z\d])(?!\s*(?:\$|usd|dollars?|k(?![a-z])|元|块|塊|刀|美元))")
# a vision, 3D or speech task named ("the view synthesis model", "depth estimation", "语音识别"): no LLM job, even
# when its "inference" is said
NON_LLM_TASK = re.compile(r"(?<![a-z])(?:view[\s-]synthesis|novel[\s-]view|nerfs?|gaussian[\s-]splatting|3d[\s-]"
                          r"reconstruction|depth[\s-]estimation|pose[\s-]estimation|(?:semantic|instance|image)[\s-]"
                          r"segmentation|super[\s-]resolution|upscal(?:er|ing)|denois(?:er|ing)|inpainting|optical[\s-]"
                          r"flow|point[\s-]clouds?|object[\s-]tracking|speech|whisper|tts|asr|text[\s-]to[\s-]speech|"
                          r"voice[\s-]clon(?:e|ing))(?![a-z])|"
                          r"视角合成|視角合成|新视角|新視角|三维重建|三維重建|深度估计|深度估計|姿态估计|姿態估計|超分|"
                          r"点云|點雲|语音|語音|图像分割|圖像分割|去噪")
VISION_TASK = re.compile(r"(?<![a-z])(?:view[\s-]synthesis|novel[\s-]view|nerfs?|gaussian[\s-]splatting|3d[\s-]"
                         r"reconstruction|depth[\s-]estimation|pose[\s-]estimation|(?:semantic|instance|image)[\s-]"
                         r"segmentation|super[\s-]resolution|upscal(?:er|ing)|denois(?:er|ing)|inpainting|optical[\s-]"
                         r"flow|point[\s-]clouds?|object[\s-]tracking)(?![a-z])|"
                         r"视角合成|視角合成|新视角|新視角|三维重建|三維重建|深度估计|深度估計|姿态估计|姿態估計|超分|"
                         r"点云|點雲|图像分割|圖像分割|去噪")
"""The vision tasks of :data:`NON_LLM_TASK` (its speech words left out): running one is the owner's vision job."""
GENERATOR_NAMED = re.compile(r"(?<![a-z])(?:stable[\s-]diffusion|sdxl|sd\s?1\.5|flux|comfyui|automatic1111|a1111|"
                             r"text[\s-]to[\s-](?:image|video)|image\s+generation|video\s+generation|wan(?:2\.1)?|"
                             r"hunyuanvideo)(?![a-z])|文生图|文生圖|文生视频|视频生成|图像生成")
"""An image or video generator named (not "images" or "video" alone): "segmentation on large images" and "pose
estimation on video" are the vision job, not a generation job."""
TRAINING_SAID = re.compile(r"(?<![a-z])(?:train|trains|training|trained|fine[\s-]?tun\w*)(?![a-z])|训练|訓練|微调|微調")
"""Words that say the job trains (a vision model trained is no inference job)."""
CAN_TRAIN = re.compile(r"(?<![a-z])(?:(?:can|could|will|would)\s+(?:an?|the|one|this|that)\s+[^,.;!?]{1,30}?\s+"
                       r"(?:still\s+)?(?:train|handle|do)|(?:ok|okay|good\s+enough|enough|fine|suitable|good)\s+for\s+"
                       r"(?:training|train))(?![a-z])|(?:能|可以|够|夠)(?:用来|用來|用于|用於)?(?:训练|訓練)")
"""A yes-or-no question whether a card (not the asker's) trains a job: "can a 1080 ti still train a resnet?", "is a
3060 ok for training yolov8?", "3060能训练yolo吗" — the job's fit answers it (what batch, how fast), as for an owner."""
TRAIN_ON_ASKED = re.compile(r"(?<![a-z])(?:train|training|fine[\s-]?tun\w*)\s+[^.;!?]{1,40}?\s+(?:on|with)\s+"
                            r"[^.;!?]{1,30}?(?:\?|(?<![a-z])(?:ok|okay|fine|enough|possible|feasible|doable)(?![a-z]))|"
                            r"(?:用|拿|在)[^，。；！？,.;!?]{1,16}?(?:训练|訓練)[^，。；！？,.;!?]{0,20}?"
                            r"(?:吗|嗎|么|麼|行不行|可不可以|可以不)")
"""The same question said the other way round: the job trained on a card, then asked ("train yolov8 on a 4060 8gb,
ok?", "用4060训练yolov8可以吗"): the job's fit answers it, not the 2017 vision floor (issue 28: SITUATIONAL "below
the 12 GB this use needs" for a YOLOv8 that trains in 8 GB)."""
# a card said in a question to someone else ("how can you load a 20B model using a 4090? I'm trying to use 8
# v100s"): with the asker's own card said, context, not a card asked about. A card someone else used ("the
# author used a TITAN X", "see you trained on an A100") stays: it is weighed against the asker's (U24).
OTHERS_ASKED = re.compile(r"(?<![a-z])(?:(?:can|could|do|did)\s+you|(?:i(?:'ve|\s+have)?\s+)?(?:seen|saw|heard\s+of)\s+"
                          r"(?:people|others|someone|users|folks))\s+(?:load|run|fit|train|use)\w*\s[^.?!;,]{0,50}?"
                          r"(?:on|with|using)\s+(?:an?\s+|the\s+|one\s+|a\s+single\s+)?")


def others(s: str, own: bool) -> list[tuple[int, int]]:
    """Where a card asked of someone else starts in ``s`` (:data:`OTHERS_ASKED`), when the asker owns a
    card (``own``): windows of ``(start, end)`` a card's first word starts in; none for a buyer."""
    if not own:
        return []
    out = []
    for m in OTHERS_ASKED.finditer(s):  # "i have seen people run these models on gtx 1050 ti or 1060 3gb": every one
        end = CLAUSE_END.search(s, m.end())
        out.append((m.end(), end.start() if end else len(s)))
    return out
# how to set the cards named up ("3060+P100显卡，需要在哪里设置一下才能双卡训练", "how do I configure my 2 cards"): the
# asker has them
SETUP = re.compile(r"(?:在哪里|在哪裡|怎么|怎麼|如何|要|需要)\s*(?:设置|設置|设定|設定|配置一下|配置|分配|切分)|"
                   r"(?<![a-z])how\s+(?:do|can|should)\s+i\s+(?:set\s*up|configure|enable|get)\s+(?:both|the|these|my|them|"
                   r"it|\d|two|multi)|"
                   # "how run on v100 16gb x4", "how to run it on 2x 3090": running on several cards set up (round 10)
                   r"(?<![a-z])how\s+(?:to\s+|do\s+i\s+|can\s+i\s+|should\s+i\s+)?run\s+(?:it\s+|this\s+|them\s+)?on\s+"
                   r"[^.?!,;]{0,24}?(?:[x×*]\s?\d(?![\d.])|(?<![\d.])\d\s?[x×*]|\d\s+gpus)|"
                   r"(?:怎么|怎麼|如何)\s*在\s*[^，。？?,]{0,12}?(?:张|張|块|塊|卡)[^，。？?,]{0,10}?上\s*"
                   r"(?:跑|运行|運行|部署|配置)")
# a budget for the whole PC, not the card alone ("about 1000€ for GPU, RAM and CPU", "整机预算5000")
WHOLE_BUILD = re.compile(r"(?<![a-z])(?:whole|entire|complete|full)\s+(?:pc|build|system|computer|rig|machine)(?![a-z])"
                         r"|(?<![a-z])for\s+(?:the\s+)?(?:gpu|graphics\s+card)\s*(?:,|\+|and)\s*(?:ram|cpu|memory|"
                         r"motherboard)(?![a-z])|(?<![a-z])(?:gpu|cpu|ram)\s*(?:,|\+)\s*(?:gpu|cpu|ram)\s*,?\s*(?:,|\+|"
                         r"and)\s*(?:gpu|cpu|ram|motherboard|psu)(?![a-z])|整机|整機|装机预算|裝機預算|配一台|全套")
# the phase a model runs out of memory in, when it is not training: testing, inference, prediction, evaluation
# ("testing runs out of memory on my 2080 ti", "OOM during inference", "推理时显存不足"): that phase's levers
# (batch 1, half precision, resolution, tiles, offload), never a trainer's gradient accumulation (N03)
INFERENCE_PHASE = re.compile(r"(?<![a-z])(?:test|testing|tested|inference|inferring|infer|predict|predicting|"
                             r"prediction|evaluat(?:e|ing|ion)|eval|validation|demo)(?![a-z])|推理|测试|測試|预测|預測|评估|"
                             r"評估")
# an LLM said in words, without a model named ("my llm ooms at inference", "大模型推理显存不足", "tokens/s")
LLM_SAID = re.compile(r"(?<![a-z])(?:llms?|language\s+models?|gpt|chatbot|chat|tokens?|gguf|llama(?:\.cpp)?|ollama|"
                      r"vllm|transformers?|lora|qlora)(?![a-z])|大模型|大语言模型|大語言模型|语言模型|語言模型")
# a power supply's words: "is my PSU enough", "enough headroom", "电源够吗" ask about power, never about memory
POWER = re.compile(r"(?<![a-z])(?:psu|power\s+supply|power\s+supplies|wattage|headroom|watts?)(?![a-z])|"
                   r"电源|電源|功率|瓦数|瓦數")
# "what can my 1660 super run?", "what could a 3060 handle": which model the device holds, asked with it named between
WHAT_RUNS = re.compile(r"(?<![a-z])what\s+(?:models?\s+|llms?\s+)?(?:can|could|will|would)\s+"
                       r"(?:my|a|an|the|this|our|these|two|three|four|dual|\d{1,2}\s*[x×*]?)\s+[a-z0-9 .-]{1,30}?\s+"
                       r"(?:run|handle|fit|load)(?![a-z])"  # "what can 2x 2080ti 22g run": cards counted (fix38a)
                       # "what can I still run on a K40", "what models could we load on my 3060"
                       r"|(?<![a-z])what\s+(?:models?\s+|llms?\s+)?(?:can|could)\s+(?:i|we|you)\s+(?:still\s+)?"
                       r"(?:run|load|fit)\s+(?:on|with|in)\s+(?:my|a|an|the|this|our)(?![a-z])"
                       # (reader44) "可以使用哪些大尺寸和小尺寸的模型", "能跑哪些开源的大模型": which
                       # models, words between
                       r"|(?<!不管)(?<!无论)(?<!無論)(?:跑|运行|運行|使用|部署|加载|加載|推理)\s*(?:哪些|哪几个|哪幾個|哪种|哪種)"
                       r"[^，。,;；!！?？]{1,12}?模型(?!\s*都)")  # "不管运行哪些…模型都卡": any model, none asked


PRICE_CONDITION = re.compile(
    r"\d[\d,.]*\s*(?:k|usd|dollars?|bucks|eur|euros?|€|\$|元|块|塊|rmb)?\s*(?P<after>used|new)(?![a-z])"
    # "7900xtx … used to be fast", "wan2.2 used to run": the habit ('used to'), never second-hand (reader43)
    r"(?!\s+to(?![a-z]))"
    r"(?!\s*(?:gen|generation|series|versions?|releases?|models?|arch\w*|drivers?|cards?\s+(?:are|is|come)))|"
    # "used for 600", never "can used for 5090d v2" (a card's number, a letter glued after it or a Ti said)
    r"(?<![a-z])(?P<before>used|new)\s+(?:for|at)\s*[$€¥]?\s*\d[\d,.]*"
    r"(?![\d,.]*[a-df-jl-tv-z])"
    r"(?!\s*(?:ti|super|xtx?|laptop|mobile)(?![a-z]))")
"""A condition said beside a price, where the words of ``[condition]`` do not say it: "a 4090 for 1500 used", "3090
for 300 USD new", "used for $1500" (answers38 #7: the offer was judged as new, or a new one against the used price);
never a card's number ("can used for 5090d v2 24G?": the verb, round 14)."""

# a LoRA of a picture's subject or style ("a lora of my face", "anime style lora", "角色lora"): an image model's LoRA,
# never read as the LLM fine-tune a bare "lora" is (advisor.ask.reader)
IMAGE_LORA = re.compile(r"(?<![a-z])(?:face|faces|selfies?|portraits?|character|characters|style|art|artwork|anime|"
                        r"photos?|pictures?|images?|person|people|pony|illustrious|kohya|comfy\w*|civitai|"
                        r"diffusion|sd(?:xl|1\.5|15)?)(?![a-z])|人物|人像|画风|畫風|角色|二次元|照片|图片|圖片|绘画|繪畫")

# a family word with its version glued ("glm5.1", "glm4.5v", "deepseek3"): a model named with no size the table
# knows, as "glm-4.5-air" is (reader29; "r1" and the like are too short to say a family before a digit)
FAMILY_VERSION = re.compile(r"(?<![a-z0-9])(?:glm|chatglm|qwen|llama|gemma|deepseek|kimi|minimax|mistral|internlm|"
                            r"minicpm|baichuan|phi|grok|nemotron)(?=\d{1,2}(?:\.\d{1,2})?(?![\d.]))")
# "used" after an adverb ("the officially used ones", "widely used cards"): how others use them, never second-hand
# ("only used ones" is still the condition)
PARTICIPLE_USED = re.compile(r"(?<![a-z])(?!only(?![a-z]))[a-z]{2,}ly\s+used(?![a-z])|"
                             # a card's age judged ("显卡太旧的意思", "比较旧的卡", "老旧的"): too old to run, never a
                             # second-hand price (reader36)
                             r"(?:太|过|過|比较|比較|有点|有點|有些|很|老|更|较|較)\s*(?:旧|舊)(?:的)?|"
                             # the condition of a machine the asker has, never of a card to price: "My whole rig is
                             # brand new this year", "I built a server out of a used Dell R740xd" (reader35)
                             r"(?<![a-z])(?:my|our)\s+(?:whole\s+|entire\s+)?(?:rig|pc|build|system|setup|computer|"
                             r"machine|server|workstation)\s+(?:is|was)\s+(?:(?:all|brand|completely|fairly|pretty)\s+)?"
                             r"new(?![a-z])|"
                             r"(?<![a-z])(?:built|put\s+together|made)\s+(?:a|my|the|our)\s+(?:server|rig|pc|workstation|"
                             r"machine|box)\s+(?:out\s+of|from|on|with)\s+an?\s+used(?![a-z])|"
                             # a machine the asker runs on now, said new: "the exact same process on a brand new
                             # desktop, RTX 5060 TI … i'm plagued with OOM's" (reader51)
                             r"(?<![a-z])(?:on|with|in)\s+(?:a|an|my|our|the)\s+(?:brand[\s-]new|new)\s+(?:desktop|pc|"
                             r"laptop|notebook|machine|computer|rig|build|system|workstation|server)(?![a-z])")
# (reader30) a Titan typed glued to its letters ("TitanX", "titanxp", "TitanV"): the name the index knows, spaced
GLUED_TITAN = re.compile(r"(?<![a-z0-9])titan(xp|x|v|rtx)(?![a-z0-9])")
# the line's letters swapped ("RXT3060-12G", "rxt 4090"): RTX, where a card number follows
SWAPPED_LINE = re.compile(r"(?<![a-z0-9])(?:rxt|rtz|trx)(?=\s?[1-9]\d{3}(?![0-9]))")


# a pick asked below a card's price ("which card is cheaper than the RTX 4090 but fastest for YOLOv8", "the best gpu
# cheaper than a 4090"): what to buy, the card named its ceiling — never the named card's verdict (reader31)
PICK_BELOW_CARD = re.compile(r"(?<![a-z])(?:which|what|best|fastest|recommend\w*)(?![a-z])[^.?!]{0,60}?"
                             r"(?:cheaper|less\s+expensive|more\s+affordable)\s+than\s+(?:the\s+|a\s+|an\s+)?"
                             r"(?:nvidia\s+|geforce\s+)?(?:rtx\s*|gtx\s*|rx\s*)?[a-z]{0,2}\d{2,4}")
# which cards are enough asked in the plural ("what GPUs are 'enough' for meaningful usage?"), whatever the asker
# owns: a pick of cards to buy, not the verdict on the owner's card (reader31)
WHICH_CARDS_ENOUGH = re.compile(r"(?<![a-z])(?:what|which)\s+(?:gpus|cards|graphics\s+cards|video\s+cards)\s+"
                                r"(?:are|would\s+be|will\s+be)\s+['\"‘“]?(?:good\s+)?enough")
DENSE = re.compile(r"(?<![a-z])dense(?![a-z])|稠密|密集")
"""A size said dense ("a dense 120b model"): a generic dense shape, never the well-known MoE of that size (gpt-oss
120b: :meth:`advisor.fits.ModelTable.only_of_size`)."""
# whether the project runs within an amount of memory, with no card named ("是否有可以在 24G 显存下使用的方法",
# "能降低到16G显卡的支持吗", "能支持8G显存吗", "有没有办法在12G显存下运行"): what that memory holds, never a card to
# buy (reader32)
MEMORY_RUN = re.compile(r"(?:在|用|降低到|降到|减到|減到|支持|适配|適配)\s*\d{1,3}\s*g[b]?\s*(?:的)?\s*"
                        r"(?:显存|顯存|显卡|顯卡|vram)\s*(?:下|上|里|裡)?\s*(?:使用|运行|運行|跑|推理|的支持|支持|吗|嗎)")
# whether a memory said runs it, asked of the memory itself ("16G显存是否可用", "6G显存可以吗？", "24G显存能用吗",
# "8g的显卡行不行"; reader36): what that memory holds of the job, never a budget asked
MEMORY_USABLE = re.compile(r"(?<![\d.])\d{1,3}\s*g[b]?\s*(?:的)?\s*(?:显存|顯存|vram)\s*(?:的\s*)?(?:显卡|顯卡|卡)?\s*"
                           r"(?:是否|能否|能不能|可不可以|可否)?\s*(?:可以|可用|能用|行|可行|ok)\s*"
                           r"(?:吗|嗎|么|麼|不|呢|[?？]|$)|"
                           r"(?<![\d.])\d{1,3}\s*g[b]?\s*(?:的)?\s*(?:显存|顯存|vram)\s*(?:的\s*)?(?:显卡|顯卡|卡)?\s*"
                           r"(?:是否|能否)\s*(?:可以|可用|能用|行|可行|支持|够|夠)")
# a slowness seen, said as what happened ("运行llama缓慢", "跑qwen很慢", "runs llama slowly"): a family named with no
# size beside it is no model to size, the verdict on the card is asked (reader32)
# a word of having at the start of a clause that goes on to buying ("我目前了解下想买 GPU: …", "I currently plan to
# buy"): the asker's present plan, no hardware had (reader34)
OWN_THEN_BUY = re.compile(r"(?:我目前|我现在|我現在|目前|现在|現在|(?<![a-z])i\s+currently|(?<![a-z])currently)"
                          r"[^，。,.;；?？!！]{0,10}?"
                          r"(?:想买|想買|打算买|打算買|准备买|準備買|要买|要買|计划买|計劃買|想入手|"
                          r"plan(?:ning)?\s+to\s+(?:buy|get)|want\s+to\s+(?:buy|get)|looking\s+to\s+buy)")
SLOW_SEEN = re.compile(r"缓慢|緩慢|(?:很|太|巨|超|非常|特别|特別|好)\s*慢|"
                       r"(?<![a-z])(?:so|very|really|too)\s+slow(?:ly)?(?![a-z])|"
                       r"(?<![a-z])runs?\s+(?:\w+\s+){0,3}?slow(?:ly)?(?![a-z])")


# the card had weighed as a purchase made ("trying to decide if using an Arc for LLM was a poor choice", "did I make a
# mistake buying the 5080?", "do I regret the 7900 xtx"): the verdict on it, even beside a model that already runs on
# it (reader33)
_REGRET = re.compile(r"(?<![a-z])(?:poor|bad|wrong|good|smart|right)\s+(?:choice|buy|purchase|decision)"
                     r"(?![a-z])|(?<![a-z])(?:made|make)\s+a\s+mistake|(?<![a-z])regret(?:ting)?\s+(?:buying|getting|the|my)"
                     r"(?![a-z])|(?<![a-z])buy(?:ing)?\s+(?:it|this|that|one)\s+for\s+nothing")


def regretted(r) -> bool:  # noqa: ANN001 (a Reading: advisor.ask.reader imports this module)
    """Whether ``r`` asks the verdict on the one device had as a purchase (:data:`_REGRET`): owned, or said bought
    ("a mistake buying", "regret getting"); "a good buy" of a card not had is a buyer's question."""
    said = _REGRET.search(r.text.lower())
    return len(r.cards) == 1 and said is not None and (r.own or not said.group().startswith(("poor", "bad", "good")))


# a LoRA asked for without quantisation ("不量化的lora", "非量化lora", "lora不量化", "unquantized lora", "lora without
# quantization"): a plain LoRA, whatever QLoRA the question also tells of (reader36)
PLAIN_LORA = re.compile(r"(?:不|非|没有|沒有|无|無|不做|不用|不加)\s*量化\s*(?:的)?\s*(?:的\s*)?lora|"
                        r"lora\s*(?:微调|微調)?\s*(?:不|非|不做|不用)\s*量化|"
                        r"(?<![a-z])(?:unquantized|unquantised|non[-\s]?quantized|full[-\s]?precision)\s+lora|"
                        r"lora\s+without\s+(?:any\s+)?quanti[sz]ation")


# a tool that does not use the asker's card ("For some reason Ollama won't use my RTX 4090", "How to get Ollama to use
# my RTX 4090", "comfyui is not using my gpu"): a support problem on the card, its verdict, never the models it holds
# (reader35)
GPU_NOT_USED = re.compile(r"(?<![a-z])(?:won'?t|wont|doesn'?t|does\s+not|will\s+not|isn'?t|is\s+not|not|never|"
                          r"can'?t|cannot)"
                          r"\s+(?:use|using|utili[sz]e|utili[sz]ing|detect|detecting|see|seeing|recogni[sz]e|find)\s+"
                          r"(?:my|the|our)\s+(?:gpu|graphics\s+card|video\s+card|card|rtx|gtx|rx|radeon|nvidia|amd|"
                          r"arc|\d{4})|"
                          r"(?<![a-z])how\s+(?:can|do|to)\s+(?:i\s+)?(?:get|make|force)\s+[\w.-]+\s+(?:to\s+)?use\s+my"
                          r"(?![a-z])")


GGUF_TOOLS = re.compile(r"gguf|llama\.?cpp|ollama|lm ?studio|koboldcpp|q[2-8]_|\bq[2-8]\b|exl2|awq|gptq|mlx")
"""Words that say a model runs as a quantized file (an out-of-memory report with none runs the framework's
16-bit weights)."""

LLM_TASKS = ("lora", "qlora", "grpo")
"""Tasks that name an LLM job by themselves: with one device named, the question is what it holds (fits)."""
