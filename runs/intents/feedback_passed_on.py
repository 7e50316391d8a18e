"""Thanks, praise or a word of warning the customer asks the shop to pass on: "could you pass on my thanks to the driver,
Dev?", "please let your warehouse know so it doesn't happen to someone else", "pls tell whoever packs these to check
the label", "Do thank the delivery lady for me". It asks the shop to do something for no known kind: a request of
kind `other` (issue #11 point 2), never courtesy. Read as "asks for nothing in particular", the run closed resolved
with the ask unaccounted for and no sentence for it in the reply (verify48 V48-708).

Beside a keeping ("They fit fine so I'll keep them, but please let your warehouse know") the word passed on is no
turn to a remedy: the goods are still kept (runs/intents/remedies.declines), and the word is a person's to pass on.

Near-misses, no ask: thanks told to the shop itself or told as done ("I simply wanted to pass on my thanks to the
packing team", "Thanks to your driver, it arrived on time", "the driver was lovely"), thanks in a sign-off
("Thanks again!")."""

from __future__ import annotations

import re

# Asked of the shop: "could you", "please", "I'd appreciate it if you'd", a bare bidding opening the clause ("Pass on ...").
_ASKED = (r"(?:\b(?:could|can|would|will|might)\s+(?:you|u|someone|somebody)\s+(?:please\s+|kindly\s+|possibly\s+|also\s+|just\s+)*"
          r"|\b(?:please|pls|plz|kindly|do)\s+(?:also\s+|just\s+)?"
          r"|\bif\s+(?:you|u)\s+(?:could|would|can|might)\s+(?:please\s+|also\s+|just\s+)*"
          r"|\b(?:i'?d|i\s+would|we'?d|we\s+would)\s+(?:like|love|want)\s+(?:you|u)\s+to\s+"
          r"|\b(?:make\s+sure|be\s+sure)\s+(?:to\s+|you\s+)?"
          r"|(?:^|[,;:(–—-])\s*(?:(?:oh|and|also|but|so)\s+)*)")
# Who it goes to: the people behind the order.
_PEOPLE = (r"(?:warehouse|packers?|packing|pickers?|picking|driver|courier|delivery|dispatch|team|staff|manager|supervisor|colleagues?|"
           r"quality|supplier|seller|vendor|maker|factory|guy|man|lady|woman|person|people|chap|fella|gentleman|postman|postie)")
_PASSED = (
    # "pass on my thanks", "send our compliments", "give my regards to", "pass my thanks on to"
    r"(?:pass|send|give|relay|forward|extend|convey)\s+(?:on\s+|along\s+)?(?:my|our|a|the|this)\s+(?:[\w-]+\s+)?"
    r"(?:thanks|thank[\s-]*you|compliments|gratitude|praise|appreciation|feedback|regards|congratulations|kudos|message|word|note|comment|complaint)"
    # "pass this on to the warehouse", "forward it along"
    r"|(?:pass|send|forward)\s+(?:this|that|it)\s+(?:on|along)\b"
    # "let your warehouse know", "tell the packers", "tell whoever packs these"
    rf"|(?:let|tell|remind|inform|warn|ask)\s+(?:(?:your|ur|yr|the|their)\s+(?:[\w-]+\s+){{0,2}}?{_PEOPLE}\b|whoever\b|the\s+(?:people|person|one)\s+who\b)"
    # "thank the driver for me", "say thanks to the delivery guy"
    rf"|thank\s+(?:(?:your|ur|yr|the|their)\s+(?:[\w-]+\s+){{0,2}}?{_PEOPLE}\b|him|her|them)(?=[^.!?]*\bfor\s+(?:me|us)\b)"
    rf"|thank\s+(?:your|ur|yr|the|their)\s+(?:[\w-]+\s+){{0,2}}?{_PEOPLE}\b"
    r"|say\s+(?:(?:a\s+)?(?:big\s+|huge\s+)?(?:thanks|thank[\s-]*you))\s+to\b")
_FEEDBACK_ASKED = re.compile(rf"(?:{_ASKED})(?:{_PASSED})", re.I)
# A remedy named after the turn: then the turn asks more than a word passed on.
_REMEDY = re.compile(r"\b(?:refund\w*|money|credit\w*|replace\w*|return\w*|exchange\w*|swap\w*|discount\w*|compensat\w*|new\s+one|another\s+one|"
                     r"send\w*\s+(?:me|us)\b|(?:send|post|ship)\w*\s+(?:it|them|this|that)\s+back)\b", re.I)
FEEDBACK_WHY = "asks the shop to pass on thanks, praise or a word of warning: no known kind, a person passes it on"


def asks_feedback_passed_on(text: str) -> bool:
    """Whether a sentence asks the shop to pass on thanks, praise or feedback (module doc)."""
    return bool(_FEEDBACK_ASKED.search(text))


def only_feedback_after(text: str, turn_at: int) -> bool:
    """Whether what follows a turn ("..., but please let your warehouse know") asks only that a word be passed on,
    naming no remedy: the keeping before the turn still declines."""
    rest = text[turn_at:]
    return asks_feedback_passed_on(rest) and not _REMEDY.search(rest)
