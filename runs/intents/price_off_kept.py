"""Part of the price asked off, then the goods kept: "Rather than sending them back, could you give me something off
the price and I'll keep them?" (blind round ver25c, VER25C-29). The offer told the other way round ("I'll keep it if
you knock something off") was read as a partial refund a person weighs (runs/intents/remedies.kept_for_a_price); told
price first, it was read as the claim's refund with the goods kept, the claim then let go as kept, and the ticket went
to a person "read as asking nothing". The price asked off is the ask: a request of kind `other`, quoted to the person.

Near-misses: the full money asked with the goods kept ("refund me and I'll keep it") is the refund-and-keep remedy, not
part of the price; keeping the goods with nothing asked off ("no discount needed, I'll keep them") bargains nothing."""

from __future__ import annotations

import re

# Part of the price asked: "something off (the price)", "a discount", "knock a bit off", "reduce the price", "a partial
# refund", "part of the money back", "a few dollars back".
_PRICE_OFF = re.compile(
    r"\b(?:something|anything|a\s+(?:bit|little|few\s+(?:dollars|pounds|quid|bucks|euros))|some(?:thing)?\s+money|\$?\d+(?:\.\d\d)?%?|"
    r"(?:ten|twenty|fifteen|five)\s+(?:percent|per\s+cent|%|dollars|pounds))\s+off\b"
    r"|\b(?:a|some)\s+(?:small\s+|little\s+)?(?:discount|reduction|partial\s+refund|price\s+(?:cut|reduction|adjustment))\b"
    r"|\b(?:knock|take)\s+(?:\w+\s+){0,3}off\b|\b(?:reduce|lower|drop)\s+the\s+price\b|\bpart\s+of\s+(?:the|my)\s+money\b", re.I)
_NOT_BEFORE = re.compile(r"\b(?:no|not|don'?t|dont|without|never)\b(?:\s+\w+){0,3}\s*$", re.I)
# ... then the goods kept: "and I'll keep them", ", I'm happy to keep it", "so we can keep them".
_THEN_KEPT = re.compile(r"^[^.!?]{0,40}?(?:\b(?:and|so|then|if\s+so)\b|,|\s)\s*(?:i'?ll|i\s+will|we'?ll|we\s+will|i\s+can|we\s+can|i'?d|we'?d|"
                        r"(?:i'?m|we'?re|i\s+am|we\s+are)\s+happy\s+to|happy\s+to)\s+(?:just\s+|happily\s+|gladly\s+)?"
                        r"(?:keep|hang\s+on\s+to|hold\s+on\s+to)\b", re.I)


# ... asked, not told: "could you", "if you", "maybe", "please", "knock a bit off" (not "the lamp was $40 off in the sale").
_ASKED = re.compile(r"\b(?:could|can|would|will|if|maybe|perhaps|please|pls|how\s+about|any\s+chance|give|offer|get|knock|take|reduce|lower|drop)\b"
                    r"|\b(?:a|some)\s+(?:small\s+|little\s+)?(?:discount|reduction|partial\s+refund)\b", re.I)


def price_off_then_kept(text: str) -> bool:
    """Whether a sentence asks part of the price off and then keeps the goods for it."""
    return any(not _NOT_BEFORE.search(text[max(0, m.start() - 30):m.start()]) and _THEN_KEPT.match(text[m.end():])
               and _ASKED.search(text[max(0, m.start() - 60):m.end()]) for m in _PRICE_OFF.finditer(text))
