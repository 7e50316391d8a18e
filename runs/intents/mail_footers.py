"""The boilerplate a mail program or a company adds under a message: a confidentiality notice ("This email is
confidential; if you received it in error please delete it and notify the sender."), a note on printing ("Please
consider the environment before printing this email.", "Think before you print."), "Sent from my iPhone", an
unsubscribe line, a legal disclaimer ("DISCLAIMER: Please do not reply to this address. Kindly contact the sender
directly."). Worded as asks, they ask the shop nothing: context, never an `other` request quoted back to the customer.

What stays a request: "Please do not reply to my old address, use this one" (the customer's own address), "please
delete my account", "please unsubscribe me from your newsletter", "please don't print my name on the parcel".
"""

from __future__ import annotations

import re

from ..first_person import FIRST_PERSON
from .reading import ReadSentence

FOOTER_WHY = "boilerplate under the message (a disclaimer, a confidentiality or printing notice): it asks nothing"

_MAIL = r"(?:e-?mail|message|communication|transmission|correspondence)"
_FOOTER = re.compile(
    r"^\W*(?:legal\s+)?disclaimer\b|^\W*confidential(?:ity)?\s+(?:notice|warning|statement)\b"
    r"|\b(?:consider|think\s+(?:of|about)|respect)\s+the\s+environment\s+before\s+print"
    r"|\bthink\s+before\s+(?:you\s+)?print|\b(?:save|spare)\s+(?:a\s+tree|paper)\b[^.!?\n]{0,30}\bprint|\bdo(?:\s+not|n'?t)\s+print\s+this\s+" + _MAIL +
    r"|\bprint\s+(?:this\s+" + _MAIL + r"\s+)?only\s+if\s+(?:necessary|needed|you\s+must)"
    r"|\bthis\s+" + _MAIL + r"\s+(?:\(?and\s+any\s+(?:files\s+|attachments?\s+)[\w\s)]{0,30}?\)?)?(?:is|are|may\s+be|may\s+contain|contains)\s+"
    r"(?:strictly\s+|private\s+and\s+)?(?:confidential|privileged|intended\s+(?:solely|only))"
    r"|\bif\s+you\s+(?:have\s+)?received\s+(?:it|this(?:\s+" + _MAIL + r")?)\s+(?:in\s+error|by\s+mistake|by\s+accident|in\s+mistake)"
    r"|\bintended\s+(?:solely|only)\s+for\s+(?:the\s+)?(?:use\s+of\s+)?(?:the\s+)?(?:named\s+)?(?:addressee|recipient|individual|person)"
    r"|\bif\s+you\s+are\s+not\s+the\s+intended\s+recipient"
    r"|^\W*sent\s+(?:from|via|with)\s+(?:my\s+)?(?:iphone|ipad|android|galaxy|samsung|pixel|mobile|phone|blackberry|outlook|yahoo|gmail|aol)\b"
    r"|^\W*get\s+outlook\s+for\b"
    r"|\b(?:to|click\s+here\s+to)\s+unsubscribe\b|^\W*unsubscribe\W*(?:\|.*)?$|\bunsubscribe\s+(?:here|below|at\s+any\s+time)\b"
    r"|\bif\s+you\s+(?:no\s+longer\s+wish|do\s+not\s+wish|don'?t\s+want)\s+to\s+receive\s+(?:these|such|further|our|this)"
    r"|\byou\s+(?:are|were)\s+receiving\s+this\s+(?:e-?mail\s+|message\s+)?because\b|^\W*manage\s+(?:your\s+)?(?:e-?mail\s+)?preferences\W*$"
    r"|\b(?:please\s+)?do\s+not\s+reply\s+to\s+this\s+(?:e-?mail\s+|mail\s+)?(?:address|" + _MAIL + r"|mailbox)\b"
    r"|\bthis\s+(?:mailbox|inbox|address)\s+is\s+(?:not|un)\s*monitored|\bno-?reply\s+address\b"
    r"|\bviews\s+(?:or\s+opinions\s+)?expressed\s+(?:in\s+this\s+" + _MAIL + r"\s+)?are\s+(?:those|solely)"
    r"|\b(?:accepts?|assumes?)\s+no\s+(?:liability|responsibility)\b|\bregistered\s+(?:in\s+england|office|company)\b|\bcompany\s+(?:registration|reg\.?)\s+(?:no|number)\b"
    r"|\bscanned\s+for\s+viruses\b|\bfree\s+(?:from|of)\s+viruses\b", re.I)
# The words of such a notice that run on after it ("Kindly contact the sender directly.", "Thank you."), told in no
# one's own voice: the notice's too.
_NOTICE_WORDS = re.compile(r"\b(?:sender|recipient|addressee|this\s+(?:e-?mail|message|address)|print\w*|delete|notify|disclos\w*|"
                           r"copy|copying|distribut\w*|prohibited|unauthori[sz]ed|thank\s+you)\b", re.I)
# The customer's own voice: the first person (runs/first_person.py), or, here alone, their order's number, as a line naming
# their order ("do not reply to this address about SU-10432") is no mail program's boilerplate.
_OWN_VOICE = re.compile(rf"{FIRST_PERSON}|\bSU[\s#-]*\d{{4,}}", re.I)


def footer_line(text: str) -> bool:
    """Whether a sentence is boilerplate of a mail's footer, in the customer's voice nowhere."""
    return bool(_FOOTER.search(text)) and not _OWN_VOICE.search(_FOOTER.sub(" ", text))


DETAILS_WHY = "a detail given as a label and its value (a VAT number, a company, an address, a phone number): it asks nothing"
# A detail told as "label: value", alone on its line or between a signature's bars: "VAT no: GB 123 4567 89", "Company: Hale
# Interiors Ltd", "Tel 0113 496 0000", "Reg. no. 0123456", "Address: Unit 4, Mill Lane". It names no problem, whatever its
# words ("no" in "VAT no" is no negation).
_DETAIL_LABEL = re.compile(
    r"^\s*(?:(?:vat|tax|gst|company|co\.?|business|registration|reg\.?|account|acct|customer|po|purchase\s+order|eori|utr|ein|abn)\s*"
    r"(?:no\.?|nr\.?|num(?:ber)?\.?|reg(?:istration)?\.?|id|#)?"
    r"|company(?:\s+name)?|business(?:\s+name)?|name|address|billing\s+address|invoice\s+address|post\s*code|zip|tel(?:ephone)?\.?|phone|mobile|"
    r"mob\.?|cell|fax|e-?mail|web(?:site)?|www|attn|attention|contact|job\s+title|title|dept|department)"
    r"\s*(?:[:#=]|(?=\s+[A-Z0-9+(]))\s*\S", re.I)


_TELLS = re.compile(r"\b(?:i|i'?m|i'?ve|me|my|you|your|we|our|us|it|they|sent|send|never|wrong|not|\w+n'?t|broke\w*|came|arrived|missing|"
                    r"damaged|charged|twice|refund\w*|cancel\w*|change\w*|update\w*)\b", re.I)


def details_line(text: str) -> bool:
    """Whether a sentence only gives details as "label: value" (one, or several between bars), asking nothing."""
    parts = [p for p in re.split(r"\s+[|•·]\s+|\s*\|\s*", text) if p.strip()]
    # (a value that tells something, "Address: 4 Elm Rd - you sent it to the old one", is no bare detail)
    labelled = [p for p in parts if _DETAIL_LABEL.match(p) and not _TELLS.search(p)]
    return bool(labelled) and all(p in labelled or (len(p) <= 40 and not re.search(r"[?!]|\b(?:please|pls|can|could|would|need|want)\b", p, re.I))
                                  for p in parts) and not re.search(r"\b(?:please|pls|plz|kindly)\b|\?\s*$", text, re.I)


def read_mail_footers(read: list[ReadSentence]) -> None:
    """Footer boilerplate, and the notice's own words that run on after it in its paragraph, are context; and so is a
    detail given as "label: value" ("VAT no: GB 123 4567 89") that was read as a problem or an ask of no kind."""
    in_footer = None
    for s in read:
        if s.role == "injected":
            continue
        if s.index and s.role in ("request", "statement", "request_unread") and set(s.kinds) <= {"other"} and details_line(s.text):
            s.role, s.kinds, s.spans, s.why, s.forbids = "context", [], {}, DETAILS_WHY, []
            continue
        if footer_line(s.text):
            in_footer = s.paragraph
        elif in_footer != s.paragraph or not _NOTICE_WORDS.search(s.text) or _OWN_VOICE.search(s.text):
            in_footer = None
            continue
        s.role, s.kinds, s.spans, s.why, s.forbids = "context", [], {}, FOOTER_WHY, []
