"""A claim the customer says was already settled on an earlier call or chat, told before the damage: "Like I said on the
phone yesterday (they refunded it there and then), the mug was cracked. Just confirming for your records." Context, no
money: held-back round verify34 (P03) paid $18 again. The settlement told after the damage ("the mug was cracked, your
agent refunded it on the phone") was already read as settled (settled.py); this reads it told first, in an aside.
Near-misses still claimed: the call told without a refund ("Like I said on the phone yesterday, the mug was cracked"), a
refund only promised or not come ("they said they'd refund it but nothing has come"), a refund of something else named
("they refunded the delivery fee"), and a money ask beside it ("... refund it please")."""

from __future__ import annotations

import re

from .reading import SETTLED_WHY, ReadSentence
from .remedies import asks_money

# An earlier call or chat: "on the phone", "over the phone", "my call", "I rang", "phoned", "on the chat", "spoke to".
_CALL = re.compile(r"\b(?:on|over|by)\s+the\s+(?:phone|call|chat)|\bphone\s*call|\bmy\s+call\b|\b(?:rang|phoned|called)\b|\bspoke\s+(?:to|with)\b|\blive\s+chat\b", re.I)
# The refund done, of it or the customer: "they refunded it there and then", "she refunded me straight away", "refund already
# done", "I got refunded", "where you refunded me".
_REFUNDED = re.compile(r"\b(?:they|you|she|he|your\s+(?:\w+\s+)?(?:agent|colleague|team|staff|rep|advisor|adviser)|the\s+(?:agent|rep|advisor|adviser))\s+"
                       r"(?:already\s+)?(?:refunded|reimbursed)\s+(?:it|me|us|them|that|the\s+money)\b"
                       r"|\b(?:i|we|and)\s+(?:was|were|got|have\s+been|'ve\s+been)\s+(?:already\s+)?(?:refunded|reimbursed)\b"
                       r"|\brefund(?:ed)?\s+(?:was\s+|is\s+|'s\s+)?already\s+(?:done|made|issued|processed|sorted|through)\b", re.I)
# The refund not done after all: "they said they'd refund", "but nothing came", "still not", "promised".
_NOT_DONE = re.compile(r"\b(?:promised|said\s+(?:they|you|she|he)\s*(?:'d|would|will)|nothing|still|never|not|yet|hasn'?t|haven'?t|didn'?t|isn'?t|"
                       r"again|but\s+(?:the|my)\b)", re.I)
_DAMAGE_AT = re.compile(r"\b(?:crack\w*|broken|broke|damaged|chipped|smashed|shattered|dented|scratched|torn|snapped)\b", re.I)


def read_settled_on_a_call(read: list[ReadSentence]) -> None:
    """Each damage claim whose sentence tells, before the damage, a refund already made on an earlier call: settled context."""
    texts = [s.text for s in read if s.role != "injected"]
    for s in read:
        if s.role != "request" or s.kinds != ["damaged_item"]:
            continue
        call, done, damage = _CALL.search(s.text), _REFUNDED.search(s.text), _DAMAGE_AT.search(s.text)
        if not (call and done and damage) or done.start() > damage.start() or _NOT_DONE.search(s.text):
            continue
        if any(asks_money(t.replace(done.group(0), " ")) for t in texts):
            continue
        s.role, s.why = "context", SETTLED_WHY
