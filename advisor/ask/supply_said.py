"""A power supply said as the asker's setup beside a choice, and a supply added in a follow-up (issues 27, 28;
break28 #8, #12).

- "with my 850w psu which is better for training: 3090 or 4090?", "4090 vs 5090 on an 850w power supply": the
  question is the choice; the supply is a line under the comparison (:func:`advisor.ask.options_owned.
  supply_against_options`), never the answer instead of it (:func:`supply_beside_choice`). A question that asks
  about the supply ("is my 850w psu enough for a 3090 or a 4090?", "what psu for a 3090 or a 4090?") stays one.
- "best gpu for llama 70b, budget 3000" then "what about with a 650w psu?": the supply said is a limit on the
  ranking, which runs again under it, as when the same words are said in one question
  (:func:`advisor.ask.supply_follow.rerank_on_supply`), never a check of the old pick alone.

Pure.
"""

from __future__ import annotations

import re

from .models import ReadAs
from .watts import supply_watts

CHOICE_ASKED = re.compile(r"(?<![a-z])(?:which|better|vs\.?|versus|or|should\s+i\s+(?:get|buy|go\s+(?:for|with))|"
                          r"compare|pick|choose)(?![a-z])|还是|還是|哪个|哪個|哪张|哪張|选哪|選哪|对比|對比|更好")
"""Words of a choice between the cards named."""
POWER_ASKED = re.compile(r"(?<![a-z])(?:enough|suffice|sufficient|handle|carry|carries|draw|"
                         r"(?:what|which|how\s+big|how\s+much|what\s+size)\s+(?:size\s+)?(?:psu|power\s+supply|supply|"
                         r"wattage)|how\s+many\s+watts|power\s+(?:it|them|both|either|that|one)|(?:can|will|would)\s+it|"
                         r"upgrade\s+(?:my|the)\s+(?:psu|power\s+supply))(?![a-z])|够|夠|多大|多少瓦|带得动|帶得動|"
                         r"带不动|帶不動|能带|能帶|换电源|換電源")
"""Words that ask about the supply itself ("is it enough", "what psu", "can it power both")."""
_SUPPLY_ASKED = re.compile(r"(?<![a-z])(?:psu|power\s+supply|supply|wattage)(?![a-z])|电源|電源")
"""A supply named, for a follow-up that asks of it ("what psu for that?")."""


def supply_beside_choice(text: str, read_as: ReadAs) -> bool:
    """Whether ``text`` says a supply ("my 850w psu") as the setup of a choice between two or more cards it asks,
    asking nothing of the supply (module docstring): the comparison answers, the supply a line under it."""
    low = text.lower()
    return (read_as.command == "compare" and len(set(read_as.cards)) >= 2 and supply_watts(text) is not None
            and CHOICE_ASKED.search(low) is not None and POWER_ASKED.search(low) is None)


__all__ = ["CHOICE_ASKED", "POWER_ASKED", "supply_beside_choice"]
