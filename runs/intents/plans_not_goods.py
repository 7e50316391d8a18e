"""Words of plans and timing read as faults of goods (adversarial round 47, R2-10, R3-07, R4-07, R3-08).

- A date, a time, a plan or a booking that does not suit: "Tuesday doesn't work for me, can the courier come Thursday?",
  "The plan doesn't work for me this week, so wait.", "that date wont work for us", "Friday morning isn't good for me",
  "the 14th is not convenient", "the time slot you gave doesn't suit me". The day or the booking does not suit the
  customer: no goods fail (no damage) and none are unwanted (no change of mind, no return). What is asked beside it
  (moving the pickup) is a person's to answer.
- A request to wait: "Please don't start anything yet", "Don't process the return until I confirm", "just dont open a
  return yet". An instruction to the shop, never goods that "won't start" or "won't open".
- "Nothing arrived broken", "nothing came damaged this time": the damage is denied; nothing is said of goods not come.

Near-misses, read as before: "the blender doesn't work", "the lamp won't start", "the lamp won't turn on", "it doesn't
work for me at all, the screen stays black" (goods, not a day), "this style just doesn't work for me" (goods unsuited:
a change of mind), "nothing arrived, the parcel never came" (no state after the coming: nothing came).

A leaf: runs/intents/cues.py and runs/intents/told.py read it.
"""

from __future__ import annotations

import re

# What is planned or booked, or a day or a time: the subject a "doesn't work for me" is said of.
_DAY = (r"(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?|today|tomorrow|tonight|weekend|week|morning|afternoon|evening|"
        r"(?:the\s+)?\d{1,2}(?:st|nd|rd|th)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\s+\d{1,2}(?:st|nd|rd|th)?")
_PLAN = (r"(?:plan|plans|date|dates|day|days|time|times|timing|slot|slots|time\s*slot|window|booking|appointment|arrangement|arrangements|"
         r"schedule|pick-?ups?|pick\s+up|collection\s+(?:date|day|time|slot)|delivery\s+(?:date|day|time|slot|window)|rebooking|"
         r"proposed\s+\w+|suggested\s+\w+|visit|call\s*back|" + _DAY + r")")
# The clause before the words of not suiting, headed by what is planned: "Tuesday", "The plan", "that date", "the time
# slot you gave", "Friday morning", "the pickup on Wednesday", "Wednesday's collection" (never goods: "the sofa you
# delivered on Tuesday", "it").
_LEAD = r"(?:(?:and|but|so|sadly|unfortunately|however|honestly|actually|i'?m\s+afraid|afraid|i\s+think|though|oh|sorry|well|hmm|ok|okay)\s*,?\s+)*"
_DET = r"(?:(?:the|that|this|your|you'?re|ur|my|our|a|an|on|next|these|those|those\s+two|both)\s+)?"
# The words that may follow what is planned before the verb: "the time slot you gave", "the pickup on Wednesday", "the date
# you've booked for me" (never goods: "Today the kettle").
_AFTER_PLAN = (r"(?:you|you'?ve|u|we|we'?d|they|i|i'?d|on|for|at|in|of|next|this|that|the|your|ur|our|my|me|us|proposed|suggested|gave|given|"
               r"offered|booked|arranged|set|picked|chose|mentioned|said|planned|put\s+down|sent|emailed|texted|have|has|had|"
               r"as\s+well|either|then|" + _DAY + r"|" + _PLAN + r")\b")
_PLAN_HEAD = re.compile(
    rf"(?:^|[.,;:!?(\u2013\u2014-]\s*|\b(?:but|and|so|because|as|since)\s+)\s*{_LEAD}{_DET}(?:[\w'-]+\s+){{0,2}}?{_PLAN}\b"
    rf"(?:'s|s)?(?:\s+{_AFTER_PLAN}){{0,5}}?\s*$",
    re.I)
# Not suiting, said of the plan: "doesn't work for me", "won't work for us", "isn't good", "is not convenient", "doesn't suit".
_NEG = (r"(?:doesn'?t|doesnt|dosn'?t|dosnt|dosent|does\s+not|don'?t|dont|do\s+not|won'?t|wont|will\s+not|isn'?t|isnt|is\s+not|aren'?t|"
        r"are\s+not|wasn'?t|was\s+not|'s\s+not|'s\s+no|is\s+no|not)")
_UNSUITED = re.compile(
    rf"\b{_NEG}\s+(?:really\s+|quite\s+|so\s+|too\s+|very\s+|going\s+to\s+|gonna\s+|be\s+|at\s+all\s+)*"
    r"(?:work(?:s|ing)?|wrok|suit(?:s|able)?|good|great|ok|okay|convenient|possible|doable|ideal|fine|an?\s+option|free|"
    r"available|going\s+to\s+work|gonna\s+work|be\s+possible)\b", re.I)


def plan_unsuited_spans(text: str) -> list[tuple[int, int]]:
    """Where `text` tells a day, a time, a plan or a booking not suiting the customer ("Tuesday doesn't work for me")."""
    return [m.span() for m in _UNSUITED.finditer(text) if _PLAN_HEAD.search(text[:m.start()])]


# A request to wait, put to the shop: a "don't" with no subject of its own, or after "please", and done to the shop's
# work ("start", "process", "open", "book", "do anything"), never goods that do not start.
_WAIT_ASKED = re.compile(
    r"(?:^|[.,;:!?(\u2013\u2014-]\s*|\b(?:please|pls|plz|kindly|just|so|and|but|then|for\s+now|yet|now)\s*,?\s+)"
    r"(?:(?:please|pls|plz|kindly|just)\s*,?\s+)?(?:do\s+not|don'?t|dont|dnt|pls\s+don'?t)\s+"
    r"(?:(?:actually|yet|go\s+ahead\s+and|bother\s+to|rush\s+to|try\s+to)\s+)?"
    r"(?:start|process|open|begin|book|arrange|raise|file|submit|action|do|go\s+ahead|proceed|send|issue|set\s+up|log|initiate|"
    r"sort|touch|move|change|cancel|collect|pick)\b", re.I)


def wait_asked_spans(text: str) -> list[tuple[int, int]]:
    """Where `text` asks the shop to hold off ("Please don't start anything yet", "don't process it till I say")."""
    return [m.span() for m in _WAIT_ASKED.finditer(text)]


def plan_or_wait(text: str, span: tuple[int, int]) -> bool:
    """Whether a cue's hit at `span` lies in a plan not suiting or a request to wait, not in goods failing."""
    a, b = span
    return any(x < b and a < y for x, y in (*plan_unsuited_spans(text), *wait_asked_spans(text)))


def without_plan_words(text: str, spans: dict[str, list[tuple[int, int]]]) -> dict[str, list[tuple[int, int]]]:
    """`spans` without the damage and change-of-mind hits that lie in a plan not suiting or a request to wait."""
    for kind in ("damaged_item", "change_of_mind"):
        if kind in spans:
            kept = [s for s in spans[kind] if not plan_or_wait(text, s)]
            if kept:
                spans[kind] = kept
            else:
                del spans[kind]
    return spans


# The state goods came in, after "nothing arrived": "nothing arrived broken", "nothing came damaged", "nothing turned up
# in pieces" (a lookahead for the non-delivery cues: the coming is granted, the damage denied).
STATE_AFTER_COMING = (
    r"(?!\s+(?:(?:at\s+all|this\s+time|today|thankfully|luckily|so\s+far|for\s+once|either|even)\s+)?"
    r"(?:(?:too|badly|properly|visibly|actually|really|remotely|obviously|at\s+all)\s+)?"
    r"(?:broken|broke|brocken|borken|brokn|damaged|damged|dammaged|smashed|cracked|chipped|dented|scratched|scuffed|bent|torn|ripped|crushed|"
    r"squashed|shattered|wrecked|faulty|defective|leaking|leaky|wet|soaked|soggy|mouldy|moldy|stained|late|wrong|missing|open(?:ed)?|"
    r"in\s+(?:bits|pieces|a\s+bad\s+state|bad\s+shape|poor\s+(?:shape|condition)|a\s+state)|the\s+worse\s+for\s+wear|"
    r"with\s+(?:a|any|some)\s+(?:\w+\s+)?(?:damage|scratch|scratches|crack|cracks|dent|dents|chip|chips|marks?))\b)")
