"""A delivery the tracking says was made, denied by the customer: "Tracking for SU-1 says delivered on the 5th. It
wasn't - I was home all day", "the app says delivered but I've got nothing", "Marked as delivered. Nope, nothing
here." is a non-delivery claim (the policy sends a parcel scanned delivered that the customer says never came to a
person, for a delivery investigation). "Says delivered but never arrived" was read by the cue table ("never
arrived"); a denial in words of its own ("It wasn't", "no it didn't", "not to me it wasn't", "that's not true,
nothing came") named no parcel and no loss, so it was read as a problem told, attached to a request beside it (a
duplicate charge), and the parcel was never claimed nor mentioned (blind round ver25a VER25A-33, a silent drop).

The denial is read in the sentence that tells what the tracking says, after those words, or opening the sentence
just after it. A tracking confirmed ("it says delivered and it was, thanks", "yes got it, but the mug is chipped"),
a denial of something else ("it wasn't late though", "it wasn't damaged") and a parcel told found after all ("...
it wasn't there, turned up at no. 12 later") claim nothing."""

from __future__ import annotations

import re

from .denial_words import DENIED_FORMALLY, SAYS_MORE

DELIVERED_DENIED_WHY = "says the tracking shows the parcel delivered and denies it came: a non-delivery claim"

# What the tracking (the app, the carrier, an e-mail) says: delivered. "Tracking says delivered", "the app shows it as
# delivered", "marked delivered", "UPS claims it was delivered", "Says delivered" (a subject), "supposedly delivered".
_DELIVERED = r"(?:delivered|deliverd|delivred|delieverd|deliverred|dilivered)\b"
_SAYS_DELIVERED = re.compile(
    r"\b(?:says?|said|saying|shows?|showed|showing|shown|marked|marks|claims?|claimed|claiming|states?|stated|reads?|lists?|listed|"
    rf"updated\s+to|has\s+(?:it|them)\s+(?:down\s+)?as|confirms?|confirmed|{SAYS_MORE})\s+"
    r"(?:(?:that\s+)?(?:it|they|the\s+\w+|my\s+\w+)\s+)?(?:(?:was|were|has\s+been|have\s+been|is|are|got)\s+)?(?:as\s+)?"
    rf"(?:\"|'|“|‘)?(?:successfully\s+)?{_DELIVERED}"
    rf"|\b(?:supposedly|apparently|allegedly)\s+(?:was\s+|were\s+|been\s+)?{_DELIVERED}"
    rf"|\b{_DELIVERED}[^.!?\n]{{0,20}}\b(?:according\s+to|per|on)\s+(?:the\s+|your\s+|my\s+)?(?:tracking|app|website|site|carrier|courier|scan|ups|fedex|dhl|usps)\b",
    re.I)

# Where a denial may end: the clause closes, or a reason follows ("It wasn't - I was home all day").
_CLAUSE_END = r"(?=\s*(?:[.!?,;:)\-–—…]|$|\b(?:and|but|so|i|i'm|im|we|my|our|no|nothing|neither|nobody|no-one|because|cos|cause)\b))"
# Words a bare denial may carry: where or to whom it was not delivered.
_DENIED_WHERE = (r"(?:\s+(?:delivered|here|there|home|dropped\s+off|left|received|at\s+all|to\s+(?:me|us|my\s+\w+|our\s+\w+|this\s+address)|"
                 r"at\s+(?:my|our|the)\s+(?:door|house|flat|address|place|porch|step|doorstep)|on\s+(?:my|our|the)\s+(?:door)?step))*")
_DENIAL = re.compile(
    r"(?:(?:it|they|that|this|which|the\s+(?:parcel|package|box|order|delivery|shipment))\s+)?"
    r"(?:wasn'?t|was\s+not|wasnt|weren'?t|were\s+not|was\s+never|were\s+never|never\s+was|never\s+did|didn'?t|did\s+not|didnt|hasn'?t|has\s+not|hasnt|"
    r"isn'?t|is\s+not|isnt|never\s+(?:arrived|came|got\s+here))"
    + _DENIED_WHERE + _CLAUSE_END +
    r"|\bnot\s+(?:to\s+(?:me|us)|here|at\s+my\s+(?:door|house|address)|true|so)\b"
    r"|\b(?:that'?s|thats|that\s+is|it'?s|its|this\s+is)\s+(?:just\s+|simply\s+|completely\s+|totally\s+)?(?:not\s+true|untrue|wrong|false|a\s+lie|lies|rubbish|"
    r"nonsense|incorrect|not\s+(?:right|correct|the\s+case))\b|\b(?:lies|liar)\b|\bit'?s\s+lying\b"
    r"|\bnothing\s+(?:has\s+|had\s+|was\s+|ever\s+)?(?:came|come|arrived|turned\s+up|showed\s+up|here|delivered|left|received|at\s+(?:my|our|the)\s+\w+|on\s+(?:my|our|the)\s+\w+)\b"
    r"|\b(?:i'?ve|i\s+have|we'?ve|we\s+have|i|we|ive|weve)\s+(?:got|gotten|received|had|seen|found)\s+nothing\b|\bgot\s+nothing\b"
    r"|\b(?:i|we)(?:\s+have|'ve|’ve|\s+got)\s+(?:got\s+)?nothing\b(?!\s+(?:against|to\s+(?:say|add|do)|but|else|wrong|bad))"
    r"|nothing(?:\s+at\s+all|\s+here|\s+came)?(?=\s*(?:[.!?,;\-–—]|$))"
    r"|\b(?:i|we)\s+(?:don'?t|do\s+not|dont)\s+have\s+(?:it|them|anything|the\s+\w+)\b|\b(?:haven'?t|have\s+not|havent)\s+(?:got|received|seen)\s+(?:it|them|anything|a\s+thing)\b"
    r"|\bthere(?:'|’)?s\s+nothing\b(?!\s+(?:wrong|the\s+matter|to|else|left|much|more|i|we|bad))|\bno\s+(?:parcel|package|box|delivery)\b(?!\s+(?:damage|issue|problem))"
    rf"|{DENIED_FORMALLY}",  # "I categorically deny receipt" (runs/intents/denial_words.py)
    re.I)

# A denial opening its sentence, after a "no" or "but": "It wasn't.", "Nope, nothing here.", "No it didn't", "Not to me it wasn't."
_OPENING = re.compile(r"^\W*(?:(?:no+|nope|nah|but|well|erm|um|sorry|except|however|yet|and|which|er|uh|hmm|really|funny|strange|odd|lol)\b[\s,.!?\-–—:]*)*", re.I)
# Where a sentence turns from the tracking's words to the customer's: "Says delivered - it wasn't", "says delivered on
# the 5th, but I've got nothing", "shows delivered... nope".
_TURN = re.compile(r"[,;:\-–—]|\.\.+|\b(?:but|yet|except|however|though|and|nope|no)\b", re.I)
# The parcel found after all: no claim ("it wasn't on the step - it turned up at no. 12 later").
_FOUND = re.compile(r"\b(?:turned\s+up|showed\s+up|found\s+(?:it|them|the\s+\w+)|it\s+was\s+(?:with|behind|under|at)\s+(?:the|my|a|no|number|next)"
                    r"|(?:neighbou?r|concierge|reception)\w*\s+(?:had|took|has|kept|handed|gave|brought)(?!\s+nothing)"
                    r"|arrived\s+(?:after\s+all|later|in\s+the\s+end|eventually|the\s+next\s+day)|got\s+it\s+(?:now|after\s+all|in\s+the\s+end|later))\b", re.I)


def _denies(text: str) -> bool:
    """Whether `text` opens by denying a delivery ("It wasn't.", "Nope, nothing here.", "No it didn't", "Not to me it wasn't.")."""
    head = _OPENING.match(text)
    return bool(_DENIAL.match(text, head.end() if head else 0))


def _denied_after(text: str, at: int) -> bool:
    """Whether `text` denies the delivery after its tracking's words, which end at `at`, at a turn of the sentence."""
    return any(_denies(text[m.end():]) for m in _TURN.finditer(text, at, min(len(text), at + 80)))


def delivered_scan_denied(text: str, before: str | None, spans: dict) -> dict:
    """`spans` with a non-delivery claim over `text` when it denies a delivery its tracking says was made: after the
    tracking's words in `text` itself, or opening `text` just after `before`, the sentence that tells them."""
    if "non_delivery" in spans or _FOUND.search(text):
        return spans
    if (said := _SAYS_DELIVERED.search(text)) and _denied_after(text, said.end()):
        return {**spans, "non_delivery": [(said.start(), len(text))]}
    if before is not None and (told := _SAYS_DELIVERED.search(before)) and not _FOUND.search(before) \
            and not _denied_after(before, told.end()) and _denies(text):
        return {**spans, "non_delivery": [(0, len(text))]}
    return spans


def said_before(pieces, i: int) -> str | None:
    """The text of the piece just before piece i, the injected left out (None: piece i is the first)."""
    return next((p.text for p in reversed(pieces[:i]) if not p.injected), None)


SCAN_OF_DENIED_WHY = "tells what the tracking says of a delivery the customer denies beside it: part of that non-delivery claim"
# An ask of its own in the tracking's sentence: "why does it say delivered?", "can you tell me why the app says delivered?"
_ASKS = re.compile(r"\b(?:why|how|where|when|what|who|can|could|would|will|please|pls|is|does|do|did|are|has|have)\b", re.I)


def fold_scan_into_denial(read: list) -> None:
    """The tracking's words said in disbelief ("app says delivered??"), read as a question of no kind, just before the
    customer's denial read as a non-delivery claim on the same order: told for that claim, not asked of a person."""
    for s, n in zip(read, read[1:]):
        said = _SAYS_DELIVERED.search(s.text)
        if said and s.role == "request" and s.kinds == ["other"] and not s.why \
                and not _ASKS.search(s.text[:said.start()]) and not _ASKS.search(s.text[said.end():]) \
                and n.role == "request" and "non_delivery" in n.kinds and (not s.order or not n.order or s.order == n.order):
            s.role, s.kinds, s.why = "attached", [], SCAN_OF_DENIED_WHY
