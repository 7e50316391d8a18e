"""Asks put in clipped words, with no "please", question mark or "I want" to show them: "need invoice for SU-2607
asap for work", "any chance of a discount code for the hassle", "what's your warranty on the blender", "...and a
corrected one would be handy when you get a moment". Each was read as a statement, and an ask of no known kind read
as a statement is a silent drop; read as asks here, what they name decides the kind, else a request of kind `other`
quoting the sentence goes to a person.

Near-misses, left as they were: a need told of the goods or a date ("need it by Friday", "needed them for a party"),
a chance that is no ask ("no chance of that", "not a chance"), a question word in a statement ("the warranty card was
in the box", "what's left of the lamp"), and "would be" said of something that is not asked for ("that would be great,
thanks", "the box would be handy for storage", "it would be nice if it worked").
"""

from __future__ import annotations

import re

_OPENER = r"^\W*(?:(?:also|and|so|just|oh|btw|plus|ok|okay|hi|hey|hello|urgent|asap)[\s,:!-]+)*"

_CLIPPED_ASK = re.compile(
    # a need with its subject dropped, naming a thing: "need invoice for SU-2607", "need a new charger asap"
    # (not a pronoun, a verb or a time: "need it by Friday", "need to think", "need more time")
    rf"{_OPENER}(?:need|needs|want|wanting|needing)\s+(?!(?:it|them|this|that|these|those|to|more|time|some\s+time|you|u|him|her|"
    r"by|for|before|until|till|on|at|in|today|tomorrow|asap|now|again|nothing|none)\b)(?:a\s+|an\s+|the\s+|my\s+|our\s+|some\s+)?[a-z][a-z-]+"
    # a chance asked after: "any chance of a discount code", "any chance u could resend" (not "no chance of that")
    r"|(?<!\bno\s)(?<!\bnot\s)(?<!\bwithout\s)\bany\s+chance\s+(?:of|to|that|you|u|i|we|someone)\b"
    # a question about the shop's terms, its mark left off: "what's your warranty on the blender", "whats ur returns policy"
    # (not "what's your problem", a complaint)
    rf"|{_OPENER}(?:what(?:'s|’s|s|\s+is|\s+are)|whats)\s+(?:your|ur|yr)\s+(?!(?:problem|issue|deal|excuse)\b)[a-z]+"
    # a thing wanted, told as what would help: "a corrected one would be handy", "an updated receipt would be great"
    r"|\b(?:a|an)\s+(?:[a-z-]+\s+){0,2}(?:one|copy|version|receipt|invoice|bill|statement|code|voucher|letter|note|label)\s+"
    r"would\s+be\s+(?:really\s+|very\s+|so\s+|most\s+|much\s+)?(?:handy|helpful|useful|appreciated|great|lovely|nice|ideal|welcome|good|brilliant|perfect)\b",
    re.I)


def asks_clipped(text: str) -> bool:
    """Whether `text` asks for something in clipped words (see the module's docstring)."""
    return bool(_CLIPPED_ASK.search(text))
