"""A wish for money beyond what the record pays, told as what would be fair rather than asked in grammar's
words: "I think a bit extra for the two wasted mornings would be fair", "the least you could do is
something for my trouble", "I'd appreciate something for the hassle", "I feel I deserve a little
something on top".

No policy pays for a customer's lost mornings or their trouble: only a person can grant goodwill. Such a
sentence is a request of kind `other` (runs/intents/unread.py), never context: read as a statement, it was
dropped silently beside a late-delivery fee that was paid. The agent never pays it; a person answers it.

Near-misses that ask nothing: a fairness said of what the record pays ("the delivery fee back would be
fair"), of nothing extra ("I don't expect anything extra", "I'm not after compensation, just the fee"),
or an extra the customer paid ("I paid a bit extra for express delivery").
"""

from __future__ import annotations

import re

from .wish_words import FAIR, OPINION, SET_ASIDE

# What lies beyond the record's remedy: something extra, a little something, goodwill, compensation, money for
# the customer's time, trouble or costs.
_BEYOND = re.compile(
    r"(?<!\bpaid )(?<!\bpay )(?<!\bcharged )(?<!\bcharged me )(?<!\bcost )(?<!\bcosts )(?<!\bspent )"
    r"\b(?:a\s+(?:little\s+|tiny\s+|small\s+)?bit\s+(?:extra|more)|(?:a\s+)?little\s+(?:extra|something)|something\s+(?:extra|more|small)\b(?!\s+(?:to\s+(?:say|add|tell|mention)))"
    r"|(?:a\s+)?(?:small\s+|little\s+)?(?:something|gesture|token)\s+(?:for|towards?|to\s+make\s+up\s+for)\b"
    r"|(?:some|a\s+bit\s+of|a\s+little)\s+(?:goodwill|compensation|credit)|goodwill|compensat\w*"
    r"|extra\s+(?:money|credit|something|for\s+(?:the|my|our|all\s+the))\b"
    r"|(?:for|towards?|to\s+make\s+up\s+for)\s+(?:the|my|our|all\s+the|all\s+that|those|these)\s+(?:\w+\s+){0,2}?"
    r"(?:trouble|inconvenience|hassle|bother|stress|wasted\s+\w+|lost\s+\w+|time\s+off|day\s+off|days\s+off|mornings?\s+off|afternoons?\s+off))",
    re.I)
# The wish told as fairness or due, not in grammar's request words.
_FAIR = re.compile(
    r"\b(?:would|'d|’d|will|should|seems?|is|be|feels?)\s+(?:only\s+|more\s+than\s+|entirely\s+|perfectly\s+|very\s+)?"
    rf"(?:{FAIR}|decent|the\s+decent\s+thing|justified)\b"
    r"|\bonly\s+(?:fair|right|reasonable)\b|\bthe\s+least\s+(?:you|u|your\s+\w+|they)\s+(?:could|can)\s+do\b"
    rf"|\b(?:i|we)\s+(?:really\s+)?(?:{OPINION})\s+(?:that\s+)?(?:you|u|your\s+\w+)\s+(?:should|ought\s+to|owe|could)\b"
    r"|\b(?:you|u)\s+(?:should|ought\s+to|owe\s+(?:me|us))\b"
    r"|\b(?:i|we)\s+(?:feel\s+|think\s+)?(?:i|we)?\s*(?:deserve|am\s+owed|are\s+owed|'m\s+owed|'re\s+owed|am\s+due|'m\s+due)\b"
    r"|\b(?:i|we)(?:'d|’d|\s+would)\s+(?:really\s+)?(?:appreciate|welcome|expect|hope\s+for)\b"
    r"|\bwould(?:n'?t|nt|\s+not)\s+go\s+amiss\b",
    re.I)
# The wish set aside: "I don't expect anything extra", "I'm not after compensation", "no need for anything more".
_NOT_WISHED = re.compile(
    rf"{SET_ASIDE}\s+(?:\w+\s+){{0,4}}?"
    r"(?:extra|more|something|goodwill|compensat\w*|anything)\b",
    re.I)


def wishes_goodwill(text: str) -> bool:
    """Whether a sentence wishes for money beyond the record's remedy in fairness's words ("a bit extra for the
    two wasted mornings would be fair, say $25"), not sets such a wish aside."""
    return bool(_BEYOND.search(text) and _FAIR.search(text)) and not _NOT_WISHED.search(text)
