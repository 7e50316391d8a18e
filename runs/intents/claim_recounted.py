"""A claim's count corrected in its own sentence after words that would take it back: "three of the six egg cups are broken
- scratch that, only one is actually broken, the other two are just dirty" (V41-65). The customer's last word counts: the
claim stands, of the count told after the correction, and an ask after it ("Please refund it.") is that claim's. Before,
"scratch that" took the whole claim back, the ask had no problem to be for, and the ticket went to a person.

Only a count with damage told again after the withdrawing words ("only one is actually broken", "just 2 are cracked"); a
withdrawal followed by anything else ("scratch that, they're fine", "scratch that, I'll keep them") takes the claim back as
before. (The count paid is the one told last: the ticket's lines read "only one".)"""

from __future__ import annotations

import re

_COUNT = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2}|a\s+single)"
_DAMAGE = (r"(?:broken|broke|cracked|smashed|chipped|dented|damaged|torn|ripped|scratched|shattered|faulty|bent|stained|snapped|"
           r"crushed|split|busted|bust|ruined|defective|leaking|leaky)")
_RECOUNTED = re.compile(
    rf"[\s,;:.!\u2013\u2014-]*(?:(?:actually|really|in\s+fact|sorry|oops|my\s+bad|i\s+miscounted|it'?s|it\s+is|there'?s|there\s+(?:is|are))[\s,;:]+)*"
    rf"(?:only|just)?\s*{_COUNT}\b(?:\s+(?:of\s+(?:them|the\s+[\w-]+)|[a-z][\w-]*)){{0,3}}?\s+(?:is|are|was|were|has\s+been|have\s+been|came|arrived)\s+"
    rf"(?:actually\s+|really\s+|truly\s+|properly\s+)?{_DAMAGE}\b", re.I)


def recounted_after(sentence: str, at: int) -> bool:
    """Whether the words at `at`, after a withdrawal, tell the claim again with a corrected count (module doc)."""
    return bool(_RECOUNTED.match(sentence, at))

