"""The right goods asked for tell that the wrong ones came: "You have 48 hours to send the right size or my lawyer gets
involved", "just ship me the correct colour pls", "Can you get the right one out to me this week?".

Asked with no wrong item told anywhere else in the ticket, such a sentence was read as a question whether a
replacement is coming (blind round probe30: "You have 48 hours ..." read as `question`), or as a remedy of no problem;
the run closed resolved and dropped both the exchange and the lawyer. A careful agent reads it as the claim of a wrong
item, with the goods asked in place of the money: `wrong_item` beside `other` (a person arranges the exchange, and no
refund is paid for it without one), the sentence quoted. The law threatened in the same breath goes to that person too,
said in the reason (runs/intents/asks_told_as_statements.py's rule for a threat of the law).

Near-misses, unchanged: the wrong item told in a sentence of its own ("The boots are the wrong size. Send the right
size." keeps its claim and its remedy apart, as before); the customer's own mistake ("I ordered the wrong size, can you
send the right one?" is an exchange of their choosing); papers or advice ("send me the right size chart", "what is the
right size for me?")."""

from __future__ import annotations

import re

from ..shop.kinds import NOT_A_CASE
from .asks_told_as_statements import law_threatened
from .cues import GOODS_PROBLEMS
from .reading import ReadSentence

RIGHT_GOODS_WHY = ("asks that the right goods be sent, which tells that the wrong ones came: a wrong item, and the goods asked "
                   "instead of the money, which a person arranges")
LAW_BESIDE_WHY = "; it also threatens legal action, which that person answers"

_GOODS = r"(?:size|colou?r|shade|one|ones|item|items|model|version|product|goods|pair|variant|style|thing)s?"
_NOT_GOODS = r"(?!\s+(?:chart|guide|table|info\w*|details?|measurements?|advice|link|page)\b)"
_RIGHT_SENT = re.compile(
    rf"\b(?:send|resend|re-send|ship|post|get|dispatch|deliver|mail|give|swap\s+(?:it|them)\s+for)\b(?:\s+(?:me|us|out|over|across))*\s+"
    rf"(?:the\s+|a\s+|my\s+|our\s+)?(?:right|correct|proper|actual)\s+{_GOODS}\b{_NOT_GOODS}"
    rf"|\b(?:the\s+)?(?:right|correct|proper)\s+{_GOODS}\s+(?:sent|shipped|posted|dispatched|delivered|out\s+to)\b", re.I)
# the customer's own mistake: an exchange of their choosing, no wrong item
_OWN_MISTAKE = re.compile(r"\b(?:i|we)\s+(?:\w+\s+)?(?:ordered|picked|chose|selected|bought|clicked)\s+(?:the\s+)?wrong\b"
                          r"|\bmy\s+(?:own\s+)?(?:mistake|fault|bad|error)\b|\bby\s+mistake\b", re.I)


def right_goods_sent_asked(text: str) -> re.Match | None:
    """Where a sentence asks that the right goods be sent (not of the customer's own mistake), else None."""
    return None if _OWN_MISTAKE.search(text) else _RIGHT_SENT.search(text)


def read_wrong_told_by_right_asked(read: list[ReadSentence]) -> None:
    """A request asking only a replacement question or a remedy of no kind, that asks the right goods sent, on an order
    whose ticket tells no goods problem elsewhere: the wrong item's claim and its remedy for a person (module doc)."""
    for s in read:
        if s.role != "request" or set(s.kinds) - set(NOT_A_CASE) or s.doubted or not (m := right_goods_sent_asked(s.text)):
            continue
        if any(r is not s and r.role == "request" and set(r.kinds) & set(GOODS_PROBLEMS) and (not r.order or not s.order or r.order == s.order)
               for r in read):
            continue  # the claim told apart: the remedy stays its own ask
        s.kinds, s.spans = ["wrong_item", "other"], {"wrong_item": [m.span()]}
        s.forbids = list(dict.fromkeys([*s.forbids, "refund"]))
        s.why = RIGHT_GOODS_WHY + (LAW_BESIDE_WHY if law_threatened(s.text) else "")
