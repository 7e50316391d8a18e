"""Two kinds of sentence that tell of the note, not of the order, and ask nothing:

- the writer's own character, told to be believed: "I mention it only so you know I am not a complainer.", "I'm not one to
  complain", "I never normally write in to companies", "we are not the moaning type". Read for its "not", it became a
  problem of no kind for a person, and the reply quoted it back to an 81-year-old as her request (V29C-01);
- an outline of what the note holds: "Hello, two things on two different orders, sorry to bundle them.", "a couple of
  quick questions across separate orders", "apologies for lumping these together". Read for its "different", a
  greeting became a request a colleague "will follow up" (V29C-09); the things it announces are read where they are told.

Blanked before a sentence is read as telling a problem (runs/intents/unread.py `_tells_a_problem`); anything else in it
("I'm not a complainer but the lid came off in my hand") is still read. Not blanked: different goods told
("two different sizes came"), an outline that names what is wrong ("two things wrong with the kettle").
"""

from __future__ import annotations

import re

# The writer's character: never a complainer, not one to write in.
_CHARACTER = re.compile(
    r"\b(?:i|we)(?:\s+am|'m|’m|m|\s+are|'re|’re)\s+(?:really\s+|honestly\s+|truly\s+|usually\s+|normally\s+|generally\s+)?(?:not|never)\s+"
    r"(?:(?:a|the|an|one\s+of\s+those|usually|normally|really|generally|by\s+nature)\s+)*"
    r"(?:(?:serial|habitual|professional|big|moaning|complaining|fussy|difficult)\s+)*"
    r"(?:complainers?|moaners?|whingers?|customers?\s+who\s+complains?|type\s+to\s+(?:complain|moan|make\s+a\s+fuss)|(?:complaining|moaning|fussy)\s+(?:type|sort|kind)|"
    r"one\s+to\s+(?:complain|moan|whinge|make\s+a\s+fuss|kick\s+up\s+a\s+fuss|write\s+in|grumble))\b"
    r"|\b(?:i|we)\s+(?:(?:do\s+not|don'?t|dont)\s+(?:usually|normally|often|ever|generally)|(?:never|rarely|seldom|hardly\s+ever)(?:\s+(?:usually|normally|ever))?)\s+"
    r"(?:complain|moan|grumble|whinge|write\s+in|write\s+(?:to|these)\b(?:\s+\w+)?|make\s+(?:a\s+)?(?:fuss|complaints?))\b", re.I)
# An outline of the note: how many things, on how many orders, and sorry for putting them together.
_COUNT = r"(?:two|three|four|2|3|4|a\s+few|a\s+couple(?:\s+of)?|several|some|few|couple\s+of)"
_OUTLINE = re.compile(
    rf"\b{_COUNT}\s+(?:(?:small|quick|little|separate|different|unrelated|minor|short|more|other)\s+)*(?:things|issues|matters|queries|questions|bits|points|problems)\b"
    rf"(?:\s+(?:on|about|with|across|for|from|re|regarding)\s+(?:{_COUNT}\s+|my\s+|our\s+)?(?:(?:separate|different|other)\s+)*orders?\b)?"
    r"(?!\s+(?:wrong|with\s+(?:the|my|our|this|that)|broken|missing)\b)"
    rf"|\b(?:on|about|across|for|from)\s+{_COUNT}\s+(?:(?:separate|different)\s+)+orders?\b"
    r"|\b(?:sorry|apologies|forgive\s+me|excuse\s+me)\s+(?:for|to\s+be)?\s*(?:bundling|lumping|combining|putting|to\s+bundle|to\s+lump|to\s+combine|to\s+put)\s+"
    r"(?:them|these|it|both|the\s+two|everything|all\s+this)\s*(?:together|into\s+one(?:\s+\w+)?|in\s+one(?:\s+\w+)?)?", re.I)


def without_outline_or_character(text: str) -> str:
    """`text` with the writer's character and any outline of the note blanked."""
    for pattern in (_CHARACTER, _OUTLINE):
        text = pattern.sub(lambda m: " " * len(m.group(0)), text)
    return text
