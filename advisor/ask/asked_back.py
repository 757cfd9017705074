"""What ``ask`` says back when it cannot answer yet: its help, a refusal of a text about no GPU, and the one
question back per missing slot (budget, model, card, the owner's card). Messages only (keys and English sources),
rendered by each face."""

from __future__ import annotations

from ..i18n import msg

HELP = msg("ask.help", "Ask me in words which GPU to buy for deep learning, e.g. “best gpu for $800 for llama 3 8b”, "
           "“3090 vs 4090 for training?”, “why not a gtx 970?” or “will a 70b model fit on two 3090s?” — in English "
           "or Chinese. The commands /recommend, /compare, /why and /fits do the same with options.")
NOTHING = msg("ask.none", "That does not look like a question about GPUs; ask me e.g. “best gpu for $800?” "
              "(or say hi for help).")
ASK_BUDGET = msg("ask.missing.budget", "What is your budget? Give it as 800, $800, 5k, ¥3000 or €700 and I will "
                 "rank the cards for it.")
ASK_MODEL = msg("ask.missing.model", "Which model? Name one (llama 3 8b, qwen2.5 14b) or give its size (7b, 70b).")
ASK_CARD = msg("ask.missing.cards", "Which card? Name it, e.g. rtx 3090 or 1080 ti.")
ASK_OWN_CARD = msg("ask.missing.own-card", "Which card do you have? Name it (gtx 1060 3gb, rtx 2060, 1080 ti) and I "
                   "will say what it runs, what saves memory and what to upgrade to.")
STARTER = msg("ask.note.starter", "no budget said: what is free to start with, then the cheapest card worth buying "
              "(give a budget to rank cards for it)")
