"""The size or colour ordered, asked to be sent after the wrong one came: "Got the coat in XS, ordered S - send me S",
"received 10s, ordered 9s. pls send the 9s", "wanted blu got pink, can I have blue". An exchange: goods instead of money.

Read before as the wrong item alone (the ask folded into the mismatch told in its sentence) or as a request of no kind
beside it, so the wrong goods were refunded and the size asked was answered by nobody (blind round probe30). The value
asked is the value the claim says was ordered, so the ask is the exchange: a person arranges the goods, no refund is
paid for them without one (the goods-instead reading, runs/intents/remedies.py GOODS_INSTEAD), and the wrong goods' return
still starts.

Near-misses: the value refused ("don't send me S"), asked whether under way ("is the S being sent?"), another value than
the one ordered ("send me a medium" beside "ordered S": a person reads that as any other ask), or money asked
("refund me, I'll buy the S myself")."""

from __future__ import annotations

import re

from .colour_slips import slipped_colour
from .cues import _typed_right
from .reading import ReadSentence
from .remedies import GOODS_INSTEAD
from .told import came_other_than_picked, values_picked
from .unread import AROUND_WHY

ORDERED_VALUE_ASKED_WHY = GOODS_INSTEAD + " (the size or colour ordered, sent in exchange for the wrong one): a person arranges it"

_ARTICLE = r"(?:(?:the|a|an|my|one\s+in|one|it\s+in|them\s+in|in)\s+)?(?:size\s+)?"
# the verb that gets the goods, asked: "send me", "pls send", "can I have", "I need", "I want", "swap it for"
_ASK = (r"(?:(?<!n't\s)(?<!not\s)(?<!dont\s)(?<!never\s)\b(?:send|ship|post|resend|re-send)(?:\s+(?:me|us|out|over))?"
        r"|\b(?:can|could|may)\s+(?:i|we)\s+(?:please\s+|just\s+)?(?:get|have)"
        r"|(?<!n't\s)(?<!not\s)(?<!dont\s)\b(?:i|we)\s+(?:just\s+|only\s+|really\s+)?(?:need|want)"
        r"|\b(?:swap|exchange|change|switch)(?:\s+(?:it|them|for\s+me))?\s+(?:for|to|into))")
_UNDER_WAY = re.compile(r"\b(?:is|are|has|have|being|been)\s+(?:\w+\s+)?(?:sent|posted|shipped|dispatched|on\s+(?:its|the)\s+way)\b\s*\?", re.I)
_ELSEWHERE = re.compile(r"\b(?:myself|ourselves|elsewhere|from\s+another\s+shop|locally|in\s+town)\b", re.I)


def asks_value(text: str, values: list[str]) -> tuple[int, int] | None:
    """Where `text` asks goods of one of `values` (the sizes or colours told as ordered) be sent, else None (a span of
    `text` with its slips set right)."""
    if not values or _UNDER_WAY.search(text) or _ELSEWHERE.search(text):
        return None
    # ("can i get blu?" beside "wanted blu": the colour as meant, as values_picked reads it: cues.py, colour_slips.py)
    text = re.sub(r"[A-Za-z]+", lambda m: slipped_colour(m.group()) or m.group(), _typed_right(text)[0])
    for value in dict.fromkeys(values):
        said = re.escape(value.strip())
        # a one-letter size in capitals only, as it was told ("send me S", never "send me s")
        flags = 0 if len(value.strip()) == 1 else re.I
        asked = re.compile(rf"(?i:{_ASK})\s+(?i:{_ARTICLE})(?:{said}|{said}['’]?s)(?![\w'’])", flags)
        if m := asked.search(text):
            return m.span()
    return None


def read_ordered_value_asked(read: list[ReadSentence]) -> None:
    """A wrong item told, and in its sentence or the next request of its paragraph the value ordered asked to be sent: that
    ask is the exchange, goods instead of money (see the module's docstring)."""
    for i, s in enumerate(read):
        if s.role == "request" and s.kinds == ["other"] and s.why.startswith(GOODS_INSTEAD) and came_other_than_picked(s.text) \
                and asks_value(s.text, values_picked(s.text)):
            # "I got the dress in green, ordered navy - please send the navy": read as the goods asked alone, its wrong item lost
            s.kinds, s.spans = ["wrong_item", "other"], {**s.spans, "wrong_item": [(0, len(s.text))]}
            continue
        if s.role != "request" or "wrong_item" not in s.kinds or s.why.startswith(GOODS_INSTEAD) or "refund" in s.forbids:
            continue  # (an exchange with its money turned down is read by right_goods_asked.py)
        values = values_picked(s.text)
        if not values:
            continue
        if asks_value(s.text, values):
            s.kinds = [*s.kinds, *(["other"] if "other" not in s.kinds else [])]
            s.why, s.forbids = ORDERED_VALUE_ASKED_WHY, list(dict.fromkeys([*s.forbids, "refund"]))
            continue
        # the next ask of the paragraph: a request of no kind, or one read as asking the claim's own remedy ("can i get blu?")
        after = next((n for n in read[i + 1:] if n.role in ("request", "attached")), None)
        open_ask = after is not None and ((after.role == "request" and after.kinds == ["other"] and not after.why)
                                          or (after.role == "attached" and after.why == AROUND_WHY))
        if open_ask and after.paragraph == s.paragraph and (after.order or s.order) == s.order and asks_value(after.text, values):
            after.role, after.kinds = "request", ["other"]
            after.why, after.forbids = ORDERED_VALUE_ASKED_WHY, list(dict.fromkeys([*after.forbids, "refund"]))
