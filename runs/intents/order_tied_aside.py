"""A claim naming no order, and a sentence beside it that ties the ticket to one of the customer's orders by number: "The
mug arrived cracked, refund please. PS this is about SU-2, not the other one", "Mug came broken. / Dana Reyes / Order no.
SU-2", "This concerns SU-2.", "My order number is SU-2.", "(order SU-2)", "I mean order SU-2". The claim is SU-2's.

Read against the order the ticket was filed under (its form field, or the subject "Order SU-1"), the claim was paid on
SU-1 whenever SU-1 held goods of the same name (both orders a "stoneware mug"): the wrong order's money, while SU-2's run
(a follow-up, when SU-1 is the ticket's) never saw the claim. The customer's own words about which order they write of
outrank the field they filled in.

Only a sentence with no claim of its own, whose words tie the number to the ticket: a label ("Order no.", "Order:",
"Ref:", "my order number is"), a pointer ("this is about", "this concerns", "re:", "it's order"), a correction ("I mean",
"wrong number above"), or a line holding nothing but the number (a signature). Not a tie: an order told as history or as
fine ("my last order SU-3 was fine", "order SU-3 arrived ok"), a model, serial, SKU, tracking or phone number (no order
label, no order prefix), an order named in passing ("I also have order SU-3 coming"). Only when the body ties exactly one
order, and no claim names an order of its own. A subject naming one order and a body tying another without correcting
it ("Order SU-1" over "... (order SU-2)") is two answers: the claims are left to a person (order_unsure). Whose the order
is stays the follow-up's owner check (runs/follow_ups.py): another customer's order is still held. With no field and no
subject order there is nothing to outrank: the claim is left unnumbered, so the run may still move to the customer's one
other order holding its goods (a signature's "Ref: SU-2" over goods all on SU-1)."""

from __future__ import annotations

import re

from ..sentences import ORDER_IN_TEXT, normalise_ref
from .order_corrected_next import _CLAIMS, corrected_to  # (the claim kinds a corrected number moves, the same here)
from .settled import earlier_time

_LABEL = r"(?:(?:my|the|your|our)\s+)?(?:order|ref(?:erence)?|re)\s*(?:no\.?|number|num|nr\.?|#|ref(?:erence)?)?\s*(?:(?:is|was)\s+)?[:#]?\s*"
_NUMBER = r"(?:[A-Z]{2,4}[\s#-]?)?\d{5,}"
# A line that is the number under a label or bare, with at most a date after it: "Order no. SU-2", "Ref: SU2",
# "(Order SU-2, placed 10 Nov)", "SU-2", "PS: order SU-2".
_LABELLED_LINE = re.compile(rf"^\W*(?:p\.?\s?s\.?\W*)?(?:{_LABEL})?#?{_NUMBER}\b(?:\s*[,;-]?\s*(?:placed|ordered|dated|from|on|bought)\b[^.!?]{{0,30}})?\W*$", re.I)
# A pointer from the ticket to the number: "this is about", "this concerns", "it's (for) order", "regarding order".
_POINTER = re.compile(rf"\b(?:this|it|that|which|my\s+(?:email|message|ticket|request|complaint|question))(?:'s|\s+is|\s+was)?\s+"
                      rf"(?:(?:all\s+|only\s+|actually\s+|really\s+)?(?:about|for|regarding|re|concerning|concerns|relates\s+to|on)\s+|(?=(?:my\s+)?order\b))"
                      rf"(?:{_LABEL})?$"
                      rf"|\b(?:regarding|concerning|re:?)\s+(?:{_LABEL})?$"
                      rf"|\bmy\s+order\s*(?:no\.?|number|num|#|ref(?:erence)?)\s*(?:is|was|:)\s*$", re.I)
# The number told of as fine, or of another time: no claim of this ticket is tied to it.
_FINE_AFTER = re.compile(r"^\W{0,3}(?:(?:was|is|are|were|came|arrived|went)\s+)?(?:fine|ok(?:ay)?|all\s+good|perfect|great|no\s+problem)", re.I)
_NOT_THIS = re.compile(r"\b(?:last|previous|earlier|old|older|past|prior)\s+(?:order|purchase)\b"
                       r"|\b(?:model|serial|sku|part|item|product|tracking|phone|tel|mobile|invoice|account|card|postcode|zip)\b", re.I)


def tied_order(text: str) -> str:
    """The order a sentence with no claim ties the ticket to ('' when none): a labelled or bare number line, a pointer
    ("this concerns SU-2"), or a correction ("I mean order SU-2")."""
    found = list(ORDER_IN_TEXT.finditer(text))
    refs = {normalise_ref(m.group(1)) for m in found}
    if len(refs) != 1 or _NOT_THIS.search(text) or earlier_time(text):
        return ""
    m = found[-1]
    if _FINE_AFTER.match(text[m.end():]):
        return ""
    if _LABELLED_LINE.match(text) or _POINTER.search(text[:m.start()].rstrip()) or _POINTER.search(text[:m.start()]):
        return normalise_ref(m.group(1))
    return corrected_to(text)


def _corrects(text: str) -> bool:
    """Whether an aside says the number before it was the wrong one ("wrong number above", "PS ... not the other one")."""
    return bool(corrected_to(text) or re.search(r"\b(?:actually|not\s+the\s+other|wrong\s+(?:number|order|one)|instead)\b", text, re.I))


def read_order_tied_aside(read: list, order_ref: str = "") -> None:
    """Claims naming no order are the order the ticket's words tie it to (module doc); `order_ref`: the ticket's own
    order field (an aside tying the claim to that same order changes nothing)."""
    claims = [s for s in read if s.role == "request" and set(s.kinds) & set(_CLAIMS)]
    if not claims or any(ORDER_IN_TEXT.search(s.text) or s.also or s.kinds_by_order or s.other_than for s in claims):
        return
    subject = read[0] if read and read[0].index == 0 and read[0].role != "request" else None
    # (the customer's own lines only: a quoted or forwarded message's "Order no." is the earlier mail's, role context)
    asides = [(s, ref) for s in read if s is not subject and s.role == "statement" and not set(s.kinds) & set(_CLAIMS)
              and (ref := tied_order(s.text))]
    tied = {ref for _, ref in asides}
    if len(tied) != 1:
        return
    ref = tied.pop()
    given = {normalise_ref(m.group(1)) for m in ORDER_IN_TEXT.finditer(subject.text)} if subject is not None else set()
    if not order_ref and not given:
        # no field or subject order for the aside to outrank: its number is the one the run pins anyway, and a claim left
        # unnumbered may still yield to the customer's other order holding its goods (a signature's "Ref: SU-2" over goods
        # all on SU-1, offline_orders._goods_home)
        return
    if ref == normalise_ref(order_ref) or (not order_ref and ref in given):
        return  # the order the ticket already reads its claims against
    # (a body numbering further orders beside the tied one, "Lee - SU-1 / SU-2", ties the claim to none of them)
    if {normalise_ref(o) for s in read if s is not subject for o in (s.order, *s.also) if o} - given - {ref}:
        return
    unsure = bool(given) and ref not in given and not any(_corrects(s.text) for s, _ in asides)
    for s in read:
        if s.role not in ("request", "attached") or s.also or s.kinds_by_order or ORDER_IN_TEXT.search(s.text):
            continue
        if unsure:
            s.order, s.order_unsure = "", True  # two answers to which order: a person's to find
        else:
            s.order, s.order_unsure, s.order_carried = ref, False, False
