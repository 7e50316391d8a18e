"""A claim told of several goods, and the next sentence lets one of them go: "Both the serving bowl and the side
plate came chipped. The side plate is only a tiny nick, I'll keep it as is, no need to do anything about that one. The
bowl though, refund please." The keeping settles the side plate, not the claim: read as settling the whole sentence,
the bowl's refund asked after it had no problem left to be for and the ticket went to a person whole (verify33 H01,
$43.20 held). The goods let go are set aside by their own sentence (runs/ticket_lines.py reads the declining).

Near-misses, settling the whole claim: one goods claimed ("The bowl came chipped. I'll keep it, no need to do
anything."), the next sentence naming every goods claimed or none ("I'll keep them both as they are")."""

from __future__ import annotations

import re

# "both the serving bowl and the side plate came chipped", "my mug and my jug arrived cracked"
_SEVERAL = re.compile(
    r"\b(?:the|my|our)\s+(?:[a-z][\w-]*\s+){0,2}?(?P<one>[a-z][\w-]*)\s+and\s+(?:the|my|our|its|their)\s+(?:[a-z][\w-]*\s+){0,2}?(?P<two>[a-z][\w-]*)"
    r"\s+(?:both\s+)?(?:came|come|arrived|are|were|was|is|have|has|got|turned\s+up|showed\s+up)\b", re.I)
# the keeping told as the customer's own decline, which sets those goods aside by name (runs/ticket_lines.py): "I'll keep
# it as is", "happy to keep it"; not "the teapot i can keep", read as no decline, so the teapot would have been paid
_KEEPS = re.compile(r"\b(?:i(?:'ll|\s+will)\s+keep|happy\s+to\s+keep|keep(?:ing)?\s+(?:it|that\s+one|this\s+one)\s+as\s+(?:is|it\s+is))\b", re.I)
_EVERY = re.compile(r"\b(?:both|them\s+all|all\s+of\s+them|them|they|everything)\b", re.I)


def _named(word: str, text: str) -> bool:
    return re.search(rf"\b{re.escape(word.rstrip('s'))}s?\b", text, re.I) is not None


def lets_one_go(following: str, sentence: str) -> bool:
    """Whether `following` settles only one of the goods `sentence` claims together (module doc)."""
    m = _SEVERAL.search(sentence)
    if m is None or _EVERY.search(following) or not _KEEPS.search(following):
        return False
    one, two = _named(m.group("one"), following), _named(m.group("two"), following)
    return one != two
