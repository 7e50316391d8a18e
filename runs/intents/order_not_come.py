"""An order number, or the parcel by name, told as not come or missing in a few words: a non-delivery claim.

"SU-81023 not arrived" (the subject of blind round ver25c's VER25C-22, over a body "?") was read as telling nothing: an
order number then a bare past participle, which no non-delivery cue took. These patterns (runs/intents/cues.py reads them
with its own) take "SU-81023 not arrived", "order #81023 still hasn't come", "Parcel missing", "Parcel missing - SU-81023",
"Still not arrived!!", "Still not here."; never goods missing a part ("SU-81023 missing a screw": nothing may follow the word but the
sentence's end, a time or an order number). runs/intents/subject_carries.py reads such a subject over a body that asks
nothing of its own."""

from __future__ import annotations

# an order number, then not come or missing: "SU-81023 not arrived", "order #81023 still hasn't come", "81023 - never came",
# "SU-81023 missing" (not "SU-1 missing a screw": nothing may follow the word but the sentence's end, a time or an order number)
_REF = r"(?:\bSU[\s#-]*\d{3,}|#\s?\d{4,}|\border\s*(?:no\.?|number|nr\.?|ref\.?|#)?\s*[:#]?\s*\d{4,})"
_NOT_COME = (r"(?:still\s+|yet\s+)?(?:not|never|n[o']t\s+yet)\s+(?:yet\s+)?(?:arrived|come|came|delivered|received|here|turned\s+up|shown\s+up|showed\s+up|"
             r"got\s+here|arrive|reached\s+(?:me|us))\b(?!\s+(?:off|out|apart|loose|until|till|with|without)\b)")
_GONE = r"(?:still\s+)?(?:missing|lost|gone\s+missing|nowhere\s+to\s+be\s+(?:seen|found))(?=\s*(?:[.!?,;:)]|$|yet|still|since|for|after|in\s+transit|in\s+the\s+post)\b|\s*[.!?]*\s*$|\s*[-–—(,:]\s*(?:SU|#|order)\b)"
ORDER_NOT_COME_TOLD = (
    rf"{_REF}\s*(?:[-:–—,]\s*)?(?:(?:is|has|was|have|were)\s+)?(?:{_NOT_COME}|{_GONE})",
    # the parcel by name in a few words, alone on its line: "Parcel missing", "Order not here yet", "my delivery - lost"
    r"(?m)^\W*(?:re:\s*)?(?:(?:my|our|the)\s+)?(?:parcel|package|order|delivery|shipment|box)\s*(?:[-:–—,]\s*)?(?:(?:is|has|was)\s+)?"
    rf"(?:{_NOT_COME}|{_GONE})(?:\s+yet|\s+still)?(?:\s*(?:[-:–—,(]|for|on|re)\s*{_REF}\)?)?\W*$",  # ("Parcel missing - SU-81023")
    # "Not arrived", "Still not arrived!!", "never came" alone on a line
    # ("Still not here.": here too, issue 11 mendC)
    r"(?m)^\W*(?:(?:still\s+)?(?:not|never)\s+(?:yet\s+)?(?:arrived|came|come|delivered|received|turned\s+up)(?:\s+yet)?"
    r"|still\s+not\s+here(?:\s+yet)?|not\s+here\s+yet)\W*$",  # (a bare "Not here." answers anything: "here" wants still or yet)
    # opening its sentence, and more after it: "still not here, refund whole order incl shipping"
    # (not beside the fee alone asked: "still not here, can i at least get the shipping refunded?" asks where it is,
    # runs/intents/fee_asked_while_not_come.py)
    r"(?m)^\W*still\s+not\s+here(?:\s+yet)?(?=\s*(?:[,;:–—-]|\s(?:and|so|but|after|since|despite)\b))"
    r"(?![^.!?]*\b(?:at\s+least|just|only)\b[^.!?]*\b(?:shipping|postage|delivery|p&p)\b)",
)
