"""Work on an account or its papers told as a need, not asked: "Also I am need the invoice with my company name (Volkov
Trading OU) for accounting." (a learner's "am need"), "Oh and by the way my billing address needs updating to 14 Fern
Close" ("updating", where "changing" was read). Neither is a question or an imperative, so both were left as telling and
the run closed without them (verify38 V-16, W-07: silent drops). Said this way it is still a request a person answers:
`other`, the sentence quoted.

Two shapes, each naming a detail of the account or a paper the shop issues (an address, a phone number, an e-mail, a
name, the account, an invoice, a receipt):

- the detail said to need work: "my phone number has to be changed", "the name on the invoice must be corrected", "my
  email address would need updating", "the VAT number on my account wants amending", "a receipt is needed for my
  company";
- the customer said to need it in words the plain "I need" reading does not know: "I am need the invoice", "I'm needing a
  receipt", "I will need an invoice", "we'll be needing a VAT invoice", "me need receipt", "I need to update my address".

Never goods said to need something ("the kettle needs descaling often", "the rug needs a good hoover"), a need for the
goods told as a circumstance ("I need it for Christmas"), the customer's own doing ("I'll need to check the invoice"),
nor a need gone by ("I needed the receipt for the warranty, found it").
"""

from __future__ import annotations

import re

from .paper_slips import PAPER_SLIPS
from .passes import QUOTED_WHY
from .reading import TELLS_MORE, ReadSentence

NEED_STATED_WHY = "tells of work needed on the customer's account or papers: a request a person answers"

# A detail of the account, or a paper the shop issues.
_DETAIL = (r"(?:(?:billing|delivery|shipping|postal|home|e-?mail|invoice)\s+)?address(?:es)?|phone(?:\s+number)?|mobile(?:\s+number)?|telephone(?:\s+number)?"
           r"|contact\s+(?:number|details)|e-?mail(?:\s+address)?|surname|(?:company\s+|business\s+|last\s+|first\s+|full\s+)?name|post\s?code|zip(?:\s*code)?"
           rf"|account(?:\s+details)?|details|password|username|vat\s+(?:number|no\.?|id)|{PAPER_SLIPS}|tax\s+invoice")
# The work a detail or a paper is said to need.
_WORK = (r"(?:updat|chang|correct|amend|fix|edit|alter|adjust|reissu|re-?issu|redo|re-?do|re-?send|resend|replac|remov|delet|clos|cancel|send|sent|"
         r"issu|email|e-?mail|mak)\w*")
# (the detail, up to four words, then the need: "my billing address needs updating", "the name on the invoice has to be corrected")
_DETAIL_NEEDS = re.compile(
    rf"\b(?:{_DETAIL})\b(?:\s+(?!(?:and|but|or|so|which|that)\b)[\w'@.()-]+){{0,4}}?\s+"
    r"(?:needs?|wants?|requires?|(?:has|have)\s+to|must|should|(?:will|would|'ll|’ll|'d|’d|might|may)\s+(?:also\s+)?need|(?:is|are)\s+needing)\s+"
    rf"(?:to\s+be\s+|be\s+|(?:a|an|some)\s+)?(?:\w+\s+)?{_WORK}\b"
    # passive: "an invoice with my company name is needed", "a receipt will be required for my employer"
    rf"|\b(?:{_DETAIL})\b(?:\s+(?!(?:and|but|or|so)\b)[\w'@.()-]+){{0,6}}?\s+(?:is|are|will\s+be|would\s+be|'ll\s+be|’ll\s+be)\s+(?:also\s+)?(?:needed|required)\b",
    re.I)
# The customer needing the detail or the paper in words "I need" alone does not read: "I am need", "I'm needing", "I will
# need", "we'll be needing", "me need", "I needing"; or needing to change a detail ("I need to update my address").
_ONE_NEEDING = re.compile(
    r"\b(?:i|we|me)\s*(?:(?:am|'m|’m|m|is|are|'re|’re|will|'ll|’ll|shall|would|'d|’d|also|still|really|now|just|be|will\s+be)\s+){0,3}?"
    r"(?:need|needs|needing)\s+(?!(?:it|them|this|that)\s+(?:for|by|before|on|in)\b)"
    rf"(?:(?:a|an|the|my|our|one|new|proper|official|full|correct|corrected|vat|tax|company|printed|paper|copy\s+of\s+(?:the|my))\s+){{0,4}}(?:{_DETAIL})\b"
    r"|\b(?:i|we|me)\s+(?:(?:am|'m|’m|will|'ll|’ll|would|'d|’d|also|still|really|just)\s+){0,2}(?:need|needs|needing)\s+to\s+(?:get\s+)?"
    rf"(?:update|change|correct|amend|fix|edit)\s+(?:(?:my|our|the)\s+)?(?:\w+\s+)?(?:{_DETAIL})\b"
    rf"|\b(?:i|me)\s+needing\s+(?:(?:a|an|the|my)\s+)?(?:\w+\s+)?(?:{_DETAIL})\b",
    re.I)
# A need gone by, or work the customer does themselves: no ask.
_NOT_ASKED = re.compile(r"\b(?:i|we)\s+(?:only\s+|just\s+|really\s+|once\s+)?needed\b|\b(?:no\s+need|don'?t\s+need|do\s+not\s+need|doesn'?t\s+need|won'?t\s+need|never\s+need|not\s+need)\b"
                        r"|\b(?:i|we)(?:'ll|’ll|\s+will)?\s+(?:need\s+to\s+)?(?:check|look\s+at|find|dig\s+out|print|file|keep|download)\b", re.I)


def need_stated(text: str) -> bool:
    """Whether a sentence tells, without asking, that work is needed on the customer's account or papers (module doc)."""
    return bool(_DETAIL_NEEDS.search(text) or _ONE_NEEDING.search(text)) and not _NOT_ASKED.search(text)


def read_needs_stated(read: list[ReadSentence]) -> None:
    """Last: each sentence left as telling that states such a need is a request of kind `other`, its words quoted."""
    for s in read:
        # (or told as more of the claim beside it: "The name on the invoice must be corrected, it says Jon not John")
        told_more = s.role == "attached" and s.why == TELLS_MORE and bool(_DETAIL_NEEDS.search(s.text))
        if (s.role in ("statement", "context") or told_more) and not s.kinds and s.why != QUOTED_WHY and need_stated(s.text):  # (never words quoted from an earlier mail)
            s.role, s.kinds, s.why, s.spans = "request", ["other"], NEED_STATED_WHY, {}
