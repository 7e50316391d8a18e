"""A swap asked for a wrong item is the same remedy whether or not the money is turned down in words: "Hi, the trail shoes
came in blue but I ordered grey. Could you swap it for the green one please?" (held-back round, item 5).

An exchange sends the wrong goods back by its meaning and takes goods, not money, in their place; right_goods_asked.py
already reads "Please don't refund me, I want the 8s - can you exchange them?" so: the wrong item's return starts with no
refund, and one person arranges the goods asked (its `other` subtask). The swap asked without "don't refund me" was read
as goods asked with nothing said of the wrong ones: the claim escalated "arrange the remedy the customer chose instead of a
return" beside the `other` subtask's "a person answers the request", two people for one sentence, and no return started.

So a sentence after a wrong item that asks the goods swapped or exchanged for others (never for the money: "swap it or
refund me" leaves the money open, runs/intents/money_or_goods.py) holds the wrong item's refund and asks its return, as
the exchange with the money turned down does. ("send me S", goods asked sent with no word of a swap, is read the same way: runs/intents/value_sent_for_wrong_item.py.)
Near-misses, left as read: a swap refused ("don't swap it, just
refund me"), a swap beside damage or a change of mind (runs.exchanges_chosen), a swap of goods on another order.
"""

from __future__ import annotations

import re

from .money_or_goods import money_left_open
from .reading import ReadSentence
from .remedies import GOODS_INSTEAD
from .right_goods_asked import goods_asked_instead

SWAP_OF_WRONG_ITEM_WHY = (GOODS_INSTEAD + " (an exchange of the wrong item): the wrong goods' return starts with no refund, and a person "
                          "arranges the goods asked")
# The words of a swap: "swap", "exchange", "switch", "trade" (never "change": "change my address" is no goods).
_SWAP = re.compile(r"\b(?:swap|exchang|switch|trade)\w*\b", re.I)
# A swap refused: "don't swap it", "I don't want to exchange them", "no need to switch".
_REFUSED = re.compile(r"\b(?:don'?t|dont|do\s+not|not|never|no\s+need\s+to|rather\s+not|won'?t|wouldn'?t)\s+(?:\w+\s+){0,3}?(?:swap|exchang|switch|trade)", re.I)


def read_wrong_item_swaps(read: list[ReadSentence]) -> None:
    """A swap of goods asked after a wrong item (see the module's doc): the wrong item's refund held, its return asked."""
    for i, s in enumerate(read):
        if s.role != "request" or s.kinds != ["other"] or not s.why.startswith(GOODS_INSTEAD) or s.asks_return:
            continue
        if not _SWAP.search(s.text) or _REFUSED.search(s.text) or money_left_open(s.text) or not goods_asked_instead(s.text):
            continue
        claim = next((e for e in reversed(read[:i]) if e.role == "request" and e.kinds == ["wrong_item"]
                      and not (s.order and e.order and s.order != e.order)), None)
        if claim is None:
            continue
        s.why = SWAP_OF_WRONG_ITEM_WHY
        s.forbids = list(dict.fromkeys([*s.forbids, "refund"]))
        s.forbid_kinds, s.asks_return = ["wrong_item"], True
