"""A remedy the customer says they meant to ask for and then lets go: "I was going to ask for the delivery fee back but
honestly don't bother, it's fine", "I'd normally want the fee back but it's fine", "I thought about asking for a refund
on the postage, but never mind". Told so, the remedy is no request: it is waived, as "no need to refund the shipping",
"forget the delivery charge" or "keep the fee" waive it in fewer words.

Read before as the remedy asked (the cue tables see "the delivery fee back" and stop), $5.99 was refunded against an
explicit waiver in the same sentence. The reading here feeds the money the screener records as declined
(runs/intents/money.money_held: the sentence `forbids` the refund), and the guard reads the same words whatever the
screener made of the sentence (runs/guards.check_request_in_ticket: a waived remedy is not asked).

Near-misses it leaves alone: the intention carried out ("I was going to let it go, but actually I do want the fee
back"), the waiver turned round ("I was going to ask for a refund but don't bother with a replacement, just refund
it"), another thing asked after the waiver ("... but never mind that. The mug is chipped, please refund it" asks the
mug's money, the fee stays waived), and a fee kept by the customer's bank or asked why it was kept ("why did you keep
the fee?")."""

from __future__ import annotations

import re

from .fee_shrugged_off import fee_shrugged_off
from .lateness_waived import fee_question_answered_no, lateness_waived
from .money_back_words import REFUND_VERBS, REFUND_WORDS
from .question_in_its_clause import NO_QUESTION_IN_ITS_CLAUSE

# The remedy named: money back, a fee back or refunded, compensation, credit.
_FEE_WORD = r"(?:delivery|shipping|postage|courier|express|p&p|carriage)(?:\s+(?:fee|charge|cost|money))?|(?:late\s+)?fees?"
_REMEDY = (r"(?:(?:a|any|my|the|some|your)\s+)?(?:(?:full|partial|small)\s+)?"
           rf"(?:{REFUND_WORDS}|compensation|credit|discount|goodwill\s+\w+"
           rf"|(?:{_FEE_WORD})\s+(?:(?:to\s+be\s+)?(?:back|refunded|returned|reimbursed|waived)))"
           rf"|(?:the|my|that|your)\s+(?:{_FEE_WORD})\b"
           rf"|(?:{REFUND_VERBS})\s+(?:(?:me|us)\s+)?(?:for\s+|on\s+|of\s+)?(?:the|my|that)\s+(?:{_FEE_WORD})")
# An ask the customer meant or would usually make, and did not: "I was going to ask for", "I'd normally want",
# "I thought about asking for", "I could ask for", "I did consider claiming".
_MEANT = re.compile(
    r"(?:\b(?:i|we)(?:'d|’d|\s+would|\s+was|\s+were|\s+had|'m|\s+am)?\s+|^\W*(?:(?:was|were)\s+)?)(?:(?:normally|usually|originally|initially|honestly|really|actually|half|first|"
    r"at\s+first|kind\s+of|sort\s+of|genuinely)\s+)?"
    r"(?:going\s+to|gonna|about\s+to|planning\s+(?:on|to)|meaning\s+to|thinking\s+(?:of|about)|tempted\s+to|(?:have\s+)?wanted\s+to|want\s+to|"
    r"like\s+to|thought\s+(?:about|of)|considered|did\s+(?:think|consider)(?:\s+(?:about|of))?|almost|nearly|could|might)\s+"
    r"(?P<verb>ask(?:ing)?|request(?:ing)?|claim(?:ing)?|chas(?:e|ing)|push(?:ing)?|want(?:ing)?|get(?:ting)?|have|having|expect(?:ing)?|"
    r"put(?:ting)?\s+in\s+for)\s+(?:you\s+|u\s+)?(?:for\s+|about\s+)?"
    rf"(?P<remedy>{_REMEDY})"
    # "I'd normally want the fee back", "we would usually ask for a refund": what the customer would ask, and does not
    r"|\b(?:i|we)(?:'d|’d|\s+would)\s+(?:(?:normally|usually|ordinarily|otherwise|typically|probably)\s+)?(?:want|ask\s+for|expect|request|claim)\s+"
    rf"(?P<remedy2>{_REMEDY})", re.I)
# "I'd normally want the fee back", "normally I'd ask for a refund": the same with its adverb first.
_NORMALLY_FIRST = re.compile(
    r"\b(?:normally|usually|ordinarily|otherwise|in\s+the\s+past)\W+(?:i|we)(?:'d|’d|\s+would)\s+(?:ask\s+for|want|expect|request|claim|chase)\s+"
    rf"(?P<remedy>{_REMEDY})", re.I)
# The turn and the letting go after it: "but honestly don't bother", "but never mind", "though it's fine", "but nah".
_LET_GO = re.compile(
    r"\b(?:but|though|however|then|yet)\b[\s,]*(?:(?:honestly|tbh|really|actually|you\s+know\s+what|on\s+reflection|on\s+second\s+thoughts?|"
    r"nah|no|meh|well|to\s+be\s+(?:fair|honest)|then|i\s+(?:think|guess|suppose))[\s,]+)*"
    # a reason told before the letting go: "but it's only $15 so it's not worth the hassle", "but you've been so nice that I won't"
    r"(?:[^.!?;]{0,60}?\b(?:so|that|and|as|which\s+means)\s+)?"
    r"(?:(?:please\s+|just\s+)?(?:don'?t|do\s+not|dont)\s+(?:bother|worry)(?!\s+(?:sending|to\s+send|with\s+(?:a|the|any)\s+(?:replacement|new|exchange)))"
    r"|never\s*mind|forget\s+(?:it|that|about\s+it)|skip\s+it|leave\s+it|let\s+it\s+(?:go|slide|pass)|(?:i'?ll|i\s+will|we'?ll)\s+let\s+it\s+(?:go|slide|pass)"
    r"|(?:it'?s|its|it\s+is|that'?s|that\s+is)\s+(?:really\s+|honestly\s+|totally\s+|absolutely\s+|perfectly\s+)?(?:fine|ok(?:ay)?|alright|all\s+right|"
    r"all\s+good|not\s+(?:worth\s+(?:it|the\s+(?:hassle|bother|faff|effort))|a\s+(?:big\s+)?(?:deal|problem)|necessary|needed))"
    r"(?!\s+(?:if|as\s+long|provided|unless|with|by|for\s+now)\b)"
    r"|no\s+(?:need|worries|bother|big\s+deal|biggie)|not\s+(?:worth\s+(?:it|the\s+(?:hassle|bother|faff))|a\s+big\s+deal|bothered|fussed|necessary)"
    r"|(?:i|we)\s+(?:won'?t|will\s+not|decided\s+(?:not\s+to|against\s+it)|changed\s+(?:my|our)\s+minds?|can'?t\s+be\s+bothered|don'?t\s+(?:need|mind)|"
    r"am\s+not\s+going\s+to|'m\s+not\s+going\s+to)|(?:it|that)\s+doesn'?t\s+matter|i\s+can\s+live\s+with\s+it)\b", re.I)
# An ask after the letting go turns it round: "... but don't bother, just refund the mug", "... but actually I do want it".
_ASKED_AFTER = re.compile(r"\b(?:please|pls|plz|could\s+you|can\s+you|would\s+you|i'?d\s+like|i\s+would\s+like|i\s+(?:do\s+|really\s+)?(?:want|need)|"
                          r"just\s+(?:refund|send|give)|refund\s+(?:me|it|them|the)|actually\s+i\s+do)\b", re.I)
# The shop told to keep its fee, in the bare form the fee tables miss: "keep the fee", "you can keep the fee, honestly".
_KEEP_THE_FEE = re.compile(
    r"(?:^\W*|[,;:–—(]\s*|\s-\s*|\b(?:please|pls|just|so|and|but|honestly|you\s+can|you\s+could|feel\s+free\s+to|happy\s+for\s+you\s+to)\s+)"
    r"(?:just\s+)?keep\s+(?:the|that|your)\s+(?:late\s+|little\s+)?fees?\b" + NO_QUESTION_IN_ITS_CLAUSE, re.I)
_FEE_NAMED = re.compile(rf"\b(?:{_FEE_WORD}|delay\w*|lateness|late\s+(?:delivery|arrival|parcel))\b", re.I)


def _action(remedy: str) -> str:
    return "delivery_refund" if _FEE_NAMED.search(remedy) else "refund"


def waived_remedies(text: str) -> list[tuple[tuple[int, int], str]]:
    """Where a sentence waives a remedy it meant or would usually ask for, and which: "delivery_refund" when the remedy
    named is the delivery fee, else "refund" (module doc); [] when it waives none."""
    out: list[tuple[tuple[int, int], str]] = []
    for pattern in (_MEANT, _NORMALLY_FIRST):
        for m in pattern.finditer(text):
            end = re.search(r"[.!?;]|$", text[m.end():]).start() + m.end()
            let_go = _LET_GO.search(text, m.end(), end)
            if let_go is None or _ASKED_AFTER.search(text, let_go.end(), end) or _ASKED_AFTER.search(text, m.end(), let_go.start()):
                continue
            out.append(((m.start(), let_go.end()), _action(text[m.start():let_go.start()])))
    out += [(m.span(), "delivery_refund") for m in _KEEP_THE_FEE.finditer(text)]
    out += [(span, "delivery_refund") for span in fee_shrugged_off(text)]  # "not fussed about the delivery fee" (fee_shrugged_off.py)
    out += [(span, "delivery_refund") for span in lateness_waived(text)]  # "the lateness didn't bother me" (lateness_waived.py)
    return out


# The refunds a waived remedy holds: a fee waived holds the late delivery's refund; money waived, any refund the
# sentence's own claim would pay (and the return that pays a damaged or wrong item's money when it lands).
_FEE_REMEDIED = ("late_delivery",)
_PAID_ON_ARRIVAL = ("damaged_item", "wrong_item")


def waives_remedy_of(text: str, kind: str, action: str) -> bool:
    """Whether `text` waives the remedy a decision of `kind` and `action` ("refund", "return"...) would give."""
    waived = {a for _, a in waived_remedies(text)}
    if action == "refund" and kind in _FEE_REMEDIED and waived:
        return True
    return "refund" in waived and (action == "refund" or (action in ("return", "collection") and kind in _PAID_ON_ARRIVAL))


def fee_waived_anywhere(texts: list[str]) -> list[str]:
    """The sentences among `texts` that waive the delivery fee in the shapes above: a late delivery's only remedy."""
    answered_no = fee_question_answered_no(texts)  # "Do I want the delivery fee back?" "No." (lateness_waived.py)
    return [t for t in texts if t in answered_no or any(a == "delivery_refund" for _, a in waived_remedies(t))]


def remedies_waived(kind: str, action: str, asking: list[str], about_order: list[str]) -> list[str]:
    """The sentences of `asking` (read as asking a decision's `kind`) that cannot back a decision of `kind` and `action`
    because the remedy is waived: in their own words, or, for a late delivery's refund (the fee, its only remedy), in any
    sentence about the order (`about_order`)."""
    if action == "refund" and kind in _FEE_REMEDIED and fee_waived_anywhere(about_order):
        return list(asking)
    return [t for t in asking if waives_remedy_of(t, kind, action)]
