"""The customer's slip in their own message is context, not a wrong item: "Sorry, pasted the wrong thing.", "oops, I copied
the wrong bit", "ignore that, I attached the wrong file", "my bad - wrong paste". After a fake tool call was removed from a
ticket (held-back round, item 1), "Sorry, pasted the wrong thing." was read as a wrong item and a return of the order's only
line ($29.00) was started that nobody asked for.

What a slip is: the wrong thing put into the message by the customer (pasted, copied, attached, uploaded, linked, typed,
written, sent by "I"), or a "wrong paste / copy / attachment / link / tab". The wrong-item hit inside such words is dropped;
any other wrong-item cue of the sentence still reads. Near-misses, still a wrong item: "you sent the wrong thing", "the wrong
thing arrived", "I was sent the wrong thing", "I got the wrong one", "Sorry, but the wrong thing came again".

So is an order number the customer corrects: "Oh sorry, wrong one, I mean SU-60411", "I gave the wrong order number, the
right one is 60411", "wrong number sorry!! should be #60411", "I typed the wrong order number earlier". Held back (issue
#11): "sorry, wrong one, I mean SU-..." left a person a task to put right a wrong item nobody claimed. Near-misses, still a
wrong item: "You sent the wrong one, I mean the mug is blue not green", "the wrong one came - order SU-60411".
"""

from __future__ import annotations

import re

# The customer's own act of writing the message: "pasted", "copy-pasted", "attached", "uploaded", "linked", "typed".
_PUT_IN = (r"(?:copy[\s-]?pasted|pasted|paste|copied|attached|uploaded|linked|typed|wrote|written|included|put\s+in|dropped\s+in|"
           r"added|forwarded|screenshotted|selected\s+and\s+pasted)")
# "sent" is the customer's only with "I" or "we" as its subject, never "I was sent", "I've been sent", "we got sent".
_I = r"(?:i|we|i'?ve|we'?ve|i\s+have|we\s+have|i\s+just|i\s+accidentally|i\s+must\s+have|i\s+think\s+i)"
_WRONG_OBJECT = r"(?:the\s+|a\s+)?wrong\s+(?:\w+\s+){0,2}?(?:thing|one|text|bit|part|message|link|file|screenshot|photo|pic(?:ture)?|image|attachment|email|e-mail|tab|window|item|snippet|stuff)s?\b"
# An order number corrected: "wrong one, I mean SU-60411", "wrong order number - it's 60411", or given wrong by "I"
# ("I gave / typed / quoted the wrong order number"); "the wrong order" alone is goods sent, never a number corrected.
_NUMBER = r"(?:order\s+)?(?:number|no\b\.?|nr\b|#|ref(?:erence)?(?:\s+number)?)"
_CORRECTED_TO = (r"(?=[\s,;:.!()\-–—]*(?:(?:sorry|soz|oops|apologies|my\s+bad|i\s+mean|i\s+meant|meant|it'?s|its|it\s+is|it\s+should\s+be|"
                 r"should\s+(?:be|read|say|have\s+been)|that\s+should\s+be|the\s+right\s+one\s+is|the\s+correct\s+one\s+is|correct\s+one\s+is|"
                 r"make\s+that|actually|rather|it\s+was|was\s+meant\s+to\s+be)[\s,;:.!()\-–—]*){1,3}(?:order\s+)?(?:#\s?|no\.?\s?|number\s+)?"
                 r"(?:SU\s?-?\s?)?\d{4,})")
_WRONG_REF = (rf"\bwrong\s+(?:one|order|{_NUMBER})\b{_CORRECTED_TO}"
              rf"|\b{_I}\s+(?:(?:accidentally|mistakenly|just|also)\s+)?(?:gave|give|typed|put|wrote|entered|used|quoted|sent|copied|pasted)"
              rf"\s+(?:you\s+)?(?:the\s+|a\s+)?wrong\s+{_NUMBER}"
              rf"|\bwrong\s+order\s+(?:number|no\b\.?|nr\b|#|ref(?:erence)?)")
_SLIP = re.compile(
    rf"(?<![\w'’])(?:{_I}\s+)?(?:(?:accidentally|mistakenly|just|also)\s+)?{_PUT_IN}\s+(?:in\s+|into\s+(?:\w+\s+)?|here\s+|above\s+)?{_WRONG_OBJECT}"
    rf"|\b(?<!was\s)(?<!been\s)(?<!got\s)(?<!get\s){_I}\s+(?:(?:accidentally|mistakenly|just|also)\s+)?sent\s+(?:you\s+)?{_WRONG_OBJECT}"
    rf"(?!\s+(?:to|out)\s+(?:me|us)\b)"
    r"|\bwrong\s+(?:paste|copy|copy[\s-]?paste|attachment|link|tab|window|screenshot|file)\b"
    rf"|{_WRONG_OBJECT}\s+(?:was\s+|got\s+)?(?:pasted|copied|attached|uploaded|linked|typed)\b"
    rf"|{_WRONG_REF}",
    re.I)
# "I was sent the wrong thing", "they sent me the wrong one": the shop's doing, whatever the words around it.
_WRONG = re.compile(r"\bwrong\b", re.I)
_SENT_TO_ME = re.compile(r"\b(?:was|were|been|got|get)\s+sent\b|\bsent\s+(?:me|us)\b", re.I)


def without_own_message_slips(text: str, spans: dict) -> dict:
    """The spans without the wrong-item hits that stand inside the customer's slip in their own message."""
    hits = spans.get("wrong_item")
    if not hits or not (slips := [m.span() for m in _SLIP.finditer(text) if not _SENT_TO_ME.search(m.group())]):
        return spans
    # (a hit may start before the slip, "Whoops, wrong thing pasted": its word "wrong" is what the slip holds)
    kept = [h for h in hits if not any(a <= w.start() < b for w in _WRONG.finditer(text, *h) for a, b in slips)]
    if len(kept) == len(hits):
        return spans
    return {k: list(v) for k, v in spans.items() if k != "wrong_item"} | ({"wrong_item": kept} if kept else {})


def without_own_slips(text: str) -> str:
    """`text` with the customer's slip in their own message blanked: it tells of no problem with an order."""
    return _SLIP.sub(lambda m: m.group() if _SENT_TO_ME.search(m.group()) else " ", text)
