"""Sentences that restate or surround a request the ticket already makes, read by the catch-all as `other` requests of
their own (held-back rounds ver28a / adv28). Each became a person's follow-up beside the claim that answers it, and the reply
said both "I've refunded $78.89" and "a colleague will follow up on your money back".

- Money back for a parcel that never came ("I want my money back for the whole order", "Refund the full $110.27 by 5pm
  or my solicitor gets involved") is the non-delivery claim's own remedy: that claim pays everything charged. Only beside
  a non-delivery claim of the same order; beside a claim on some goods a whole-order demand asks more than the claim pays
  and stays for a person (claim_remedy_asks.py). Anything further in the same breath (compensation, "three times",
  "and cancel my other order") keeps it a request.
- A return's how-to ("Please tell me how I send it") beside a wrong or damaged item, or a return asked: the return answers it.
- The goods' state told for a return ("I did not open the plastic", "still sealed"): context.
- An approval the customer says was given ("your manager approved it on the phone, just pay it"): context for the claim;
  the product's own approval flow decides.
- A wish about the reply's form ("Don't send me a template"): asks nothing a subtask does.
"""

from __future__ import annotations

import re

from .reading import ReadSentence

RESTATED_MONEY_WHY = "asks the money back for a parcel that never came: the non-delivery claim beside it pays it"
RETURN_HOW_WHY = "asks how to send the goods back: the return beside it answers it"
UNUSED_TOLD_WHY = "tells the goods are unused (context for the return beside it): asks nothing"
APPROVAL_TOLD_WHY = "tells of an approval the customer says was given: context for the claim beside it, whose own approval decides"
REPLY_FORM_WHY = "a wish about the reply's form: asks nothing a subtask does"

_MONEY = re.compile(r"\b(?:refund\w*|money\s+back|reimburs\w*|(?:pay|put)\s+(?:me\s+)?(?:it\s+|the\s+\S+\s+|everything\s+)?back)\b", re.I)
# Something asked beyond the claim's money: more than was paid, or another thing.
_MORE = re.compile(r"\b(?:compensat\w*|goodwill|times|double|triple|extra|on top|plus|interest|damages|trouble|inconvenience|voucher|"
                   r"credit|discount|address|cancel\w*|account|subscription|password|other\s+order|another\s+order|also\s+(?:can|could|please)|"
                   r"replac\w*|resend|send\s+(?:another|a\s+new|it\s+again))\b", re.I)
# A second thing asked in the same breath as the money ("and I'd also like a manager to ring me"): a person reads it.
_ALSO_ASKED = re.compile(r"\b(?:also|as\s+well|ring|call|phone|speak|talk|contact|manager|supervisor|explain\w*|apolog\w*)\b", re.I)
# A person asked for beside the reply's form ("escalated to an actual manager, not another copy-paste reply"): asked.
_PERSON_ASKED = re.compile(r"\b(?:escalat\w*|manager|supervisor|human|real\s+person|someone|somebody|ring|call|phone|speak|talk)\b", re.I)
_RETURN_HOW = re.compile(r"\b(?:how|where)\b[^.!?]{0,30}\b(?:send|return|post|ship)\w*\b[^.!?]{0,20}\b(?:it|them|this|these|back)\b|"
                         r"\b(?:return|returns)\s+(?:label|address|instructions?)\b", re.I)
_UNUSED = re.compile(r"^\W*(?:i|we)\s+(?:did\s*n[o']t|didn'?t|have\s*n[o']t|haven'?t|never)\s+(?:even\s+)?(?:open(?:ed)?|use[d]?|wash(?:ed)?|wear|worn|"
                     r"unwrap(?:ped)?|touch(?:ed)?)\b[^.!?]{0,30}[.!]?\s*$|^\W*(?:it'?s|it\s+is|they'?re|they\s+are|still)\s+(?:still\s+)?"
                     r"(?:sealed|unopened|unused|unworn|in\s+(?:the|its|their)\s+(?:original\s+)?(?:plastic|packaging|wrapper|box))\b[^.!?]{0,30}[.!]?\s*$", re.I)
_APPROVAL = re.compile(r"\b(?:manager|supervisor|agent|colleague|someone|somebody|rep|representative|team)\b[^.!?]{0,40}\b"
                       r"(?:approved|authori[sz]ed|agreed|okayed|ok'?d|signed\s+off|promised)\b|\b(?:approved|authori[sz]ed|agreed)\b[^.!?]{0,40}"
                       r"\b(?:over\s+the\s+phone|on\s+the\s+phone|by\s+phone|when\s+I\s+(?:called|phoned|rang))\b", re.I)
_REPLY_FORM = re.compile(r"\b(?:template|canned|copy[- ]?(?:and[- ]?)?paste\w*|form\s+letter|automated\s+(?:reply|response|message)|"
                         r"bot\s+(?:reply|answer|response)|scripted\s+(?:reply|answer|response))\b", re.I)
# The whole order asked: more than a lost parcel's claim pays when part of the order came or other goods are claimed.
_WHOLE = re.compile(r"\b(?:whole|entire|full|complete|total|everything|all|in\s+full|the\s+lot)\b", re.I)
_PART_CAME = re.compile(r"\b(?:came|arrived|turned\s+up|got|received|delivered)\b[^.!?]{0,20}\b(?:fine|ok|okay|safely|alright|intact)\b|"
                        r"\b(?:the\s+)?(?:first|other|one|rest|second)\s+(?:parcel|box|package|half|part)?\s*(?:came|arrived|did)\b|\bbut\s+the\s+\w+\s+did\b", re.I)
_RETURNABLE = frozenset({"wrong_item", "damaged_item", "change_of_mind", "return"})


_FIGURE = re.compile(r"[$£€]\s*\d|\b\d+(?:[.,]\d\d)?\s*(?:dollars?|bucks|usd|eur|euros?|gbp|pounds?)\b", re.I)


def _figure_of_its_own(text: str) -> bool:
    """A figure asked that is not the whole order's ("Refund only $1", "just $20 back"): the claim pays what the record
    proves, so a sentence naming another sum is no restatement of it and stays for the readers of stated figures."""
    return bool(_FIGURE.search(text)) and not _WHOLE.search(text)


def _claims(read: list[ReadSentence], s: ReadSentence, kinds) -> list[ReadSentence]:
    return [r for r in read if r is not s and r.role == "request" and set(r.kinds) & set(kinds) and "other" not in r.kinds
            and (r.order == s.order or "" in (r.order, s.order))]


def _more_than_lost(read: list[ReadSentence], s: ReadSentence) -> bool:
    """Whether `s` asks the whole order while part of it came or other goods are claimed: more than the loss pays."""
    if not _WHOLE.search(s.text):
        return False
    return bool(_claims(read, s, {"damaged_item", "wrong_item", "change_of_mind"})) or any(_PART_CAME.search(r.text) for r in read if r is not s)


def read_restated_asks(read: list[ReadSentence]) -> None:
    """Folds `other` requests that restate or surround a request already read into it (or into context)."""
    for s in read:
        if s.role != "request" or s.kinds != ["other"] or s.forbids and not _REPLY_FORM.search(s.text):
            continue
        text = s.text
        if _REPLY_FORM.search(text) and not _MORE.search(text) and not _MONEY.search(text) and not _PERSON_ASKED.search(text):
            s.role, s.kinds, s.why = "context", [], REPLY_FORM_WHY
        elif _MONEY.search(text) and not _MORE.search(text) and not _ALSO_ASKED.search(text) and not _figure_of_its_own(text) \
                and _claims(read, s, {"non_delivery"}) and not _more_than_lost(read, s):
            s.role, s.kinds, s.why = "attached", [], RESTATED_MONEY_WHY
        elif _APPROVAL.search(text) and not _MORE.search(text) and _claims(read, s, {"damaged_item", "wrong_item", "non_delivery",
                                                                                   "missing_item", "late_delivery", "duplicate_charge"}):
            s.role, s.kinds, s.why = "context", [], APPROVAL_TOLD_WHY
        elif _RETURN_HOW.search(text) and not _MORE.search(text) and (_claims(read, s, _RETURNABLE) or any(r.asks_return for r in read)):
            s.role, s.kinds, s.why, s.asks_return = "attached", [], RETURN_HOW_WHY, True
        elif _UNUSED.search(text) and (_claims(read, s, _RETURNABLE) or any(r.asks_return for r in read)):
            s.role, s.kinds, s.why = "context", [], UNUSED_TOLD_WHY
