"""The goods a wrong-item claim tells as what came, blanked before the other-goods checks read the claim.

"You sent microfibre pillows, I ordered feather ones." on an order of one Feather pillow line (blind round 31, A31-04,
a $54.00 return held and a needless person): the guard's line check read "microfibre pillows" as goods the order does
not hold, and refused the return as a claim on other goods. For a wrong item, the goods told as sent are by nature not
on the order: they are the mistake. Only the goods told as ordered, wanted or expected say which line the claim is
about. So a wrong-item claim is read for other goods with what it tells as received blanked out: "you sent (me) X",
"I got / received X", "X came / arrived instead", "what came was X". Another kind of claim is read whole ("you sent
the kettle dented" of a toaster order still names a kettle).
"""

from __future__ import annotations

import re

# Where the goods told as sent end: a comma or stop, or the words that turn to what was ordered.
_UNTIL = r"(?=\s*(?:[,.;:!?()]|\binstead\b|\brather\b|\bnot\b|\bbut\b|\bwhen\b|\bwhereas\b|\bwhile\b|\bwhich\b|\band\s+(?:i|we|not)\b|\bin\s+place\b|$))"
_SENT = re.compile(
    r"\b(?:you(?:'ve|’ve|\s+have|\s+guys)?\s+(?:sent|shipped|delivered|posted|gave)(?:\s+(?:me|us))?"
    r"|(?:i|we)(?:'ve|’ve|\s+have)?\s+(?:got|gotten|received|recieved|recived|was\s+sent|were\s+sent|was\s+given|ended\s+up\s+with)"
    r"|what\s+(?:came|arrived|turned\s+up|showed\s+up|was\s+delivered)\s+(?:was|were|is|are)"
    r"|(?:it|they|the\s+parcel|the\s+box|the\s+package)\s+(?:came|arrived)\s+as)"
    # (never a verb after it: "the cushion I got is the wrong shade" tells no goods sent "is the wrong shade")
    rf"\s+(?!(?:is|was|are|were|has|had|looks?|seems?)\b)(?P<goods>[^,.;:!?()]{{1,60}}?){_UNTIL}", re.I)
# "microfibre pillows came instead", "a blue one arrived instead of the green"
_CAME_INSTEAD = re.compile(r"(?:^|(?<=[,.;:!?])|\b(?:but|and|so)\b)\s*(?P<goods>(?:the|a|an|some|two|three|\d+)?\s*[a-z][a-z' -]{1,40}?)\s+"
                           r"(?:came|arrived|turned\s+up|showed\s+up|was\s+delivered|were\s+delivered)\s+instead\b", re.I)


def without_goods_sent(text: str) -> str:
    """`text` with the goods it tells as received blanked (offsets kept)."""
    out = list(text)
    for pattern in (_SENT, _CAME_INSTEAD):
        for m in pattern.finditer(text):
            a, b = m.span("goods")
            out[a:b] = " " * (b - a)
    return "".join(out)


def named_by_own_word(description: str, phrase: str) -> bool:
    """Whether a phrase read as other goods is one word of the line's own name, said as what was ordered in a wrong-item
    claim ("I ordered feather" of a "Feather pillow"): the line, named short."""
    name = re.split(r"\s[-\u2013\u2014]\s|[,(:/]", description, maxsplit=1)[0].lower()
    return " " not in phrase.strip() and phrase.strip().lower() in re.findall(r"[a-z][a-z'-]*", name)
