"""The late delivery's fee waived in plain words the shrug tables miss: "Do I want the delivery fee back? No.", "it came
a few days late, whatever, dont care", "The lateness didn't bother me so leave the shipping fee", "I'm ok about the
delay, these things happen". The fee is the late delivery's only remedy, so the lateness is context: these spans join
remedy_waivers.waived_remedies as "delivery_refund", which the screener records as declined money and the guard reads
as the remedy waived (runs.guards.check_request_in_ticket, `remedies_waived`).

Read before as the lateness asked, the fee was paid against the customer's word (verify33 M07, G08, H03, J06:
$23.96). Near-misses left asking: "it came late and I'm not ok with that", "I don't care how, just refund the delivery
fee", "the delay didn't bother me but I want the fee back", "I'm ok about the delay as long as the fee comes back"."""

from __future__ import annotations

import re

from .reading import FEE_WAIVED_WHY

_FEE = r"(?:the|that|my|your)\s+(?:delivery|shipping|postage|courier|p&p)(?:\s+(?:fee|charge|cost|money))?s?"
_LATENESS = r"(?:delay|lateness|late\s+(?:delivery|arrival|parcel)|wait)"
_WAIVED = re.compile(
    # the customer's own question answered no: "Do I want the delivery fee back? No."
    rf"\bdo\s+(?:i|we)\s+(?:want|need)\s+{_FEE}\s+(?:back|refunded)\s*\?\s*(?:no|nope|nah)\b"
    # "it came a few days late, whatever, dont care": the shrug closing the lateness's clause
    r"|\blate\b[\s,]*(?:(?:but\s+)?(?:whatever|meh|honestly|tbh)[\s,.-]*)*(?:i\s+)?(?:don'?t|dont|do\s+not)\s+(?:really\s+)?care\b(?=\s*(?:[,.;!-]|$))"
    # "The lateness didn't bother me", "the delay doesn't bother us"
    rf"|\b(?:the\s+)?{_LATENESS}\s+(?:didn'?t|did\s+not|doesn'?t|does\s+not|never)\s+(?:really\s+)?bother(?:ed)?\s+(?:me|us)\b"
    # "I'm ok about the delay", "we're fine with the late delivery"
    rf"|\b(?:i'?m|i\s+am|we'?re|we\s+are|im)\s+(?:totally\s+|perfectly\s+|quite\s+)?(?:ok(?:ay)?|fine|alright|cool|relaxed)\s+(?:about|with)\s+(?:the\s+)?{_LATENESS}\b"
    # "leave the shipping fee" (the fee left with the shop; never "leave the fee out of it")
    rf"|\bleave\s+{_FEE}\b(?!\s+(?:out|off|on)\b)", re.I)
# The fee asked after all in the same sentence: "... but I want the fee back", "... as long as the fee comes back".
_ASKED_AFTER = re.compile(r"\b(?:but|however|though|as\s+long\s+as|provided|if)\b[^.!?]*\b(?:fee|shipping|postage|delivery|refund|back)\b", re.I)


def lateness_waived(text: str) -> list[tuple[int, int]]:
    """Where a sentence waives the late delivery's fee in the words above and asks nothing for it after."""
    out = []
    for m in _WAIVED.finditer(text):
        end = re.search(r"[.!]|$", text[m.end():]).start() + m.end()
        if _ASKED_AFTER.search(text, m.end(), end):
            continue
        out.append(m.span())
    return out


# The customer's own question about the fee and their "No." read apart as two sentences.
_FEE_QUESTION = re.compile(rf"^\W*do\s+(?:i|we)\s+(?:want|need)\s+{_FEE}\s+(?:back|refunded)\s*\?\s*$", re.I)
_NO = re.compile(r"^\W*(?:no|nope|nah)\b[\s.,!]*(?:(?:not\s+really|it'?s\s+fine|keep\s+it)[\s.!]*)?$", re.I)
# The lateness as the customer's own question, answered yes in the next sentence: "Was it late? Yes, by 3 days.",
# "Parcel late? Yes, by a week.", "Did it arrive late? It did - four days."
_LATE_QUESTION = re.compile(r"\blate\b[^.!?]*\?\s*$", re.I)
_YES = re.compile(r"^\W*(?:yes|yep|yeah|yup|it\s+(?:did|was))\b", re.I)
ANSWERED_NO_WHY = "the customer's own question about the delivery fee, answered no in the next sentence: the fee is waived"


def fee_question_answered_no(texts: list[str]) -> list[str]:
    """The questions among consecutive sentences `texts` that the next one answers no ("Do I want the delivery fee back?"
    then "No.")."""
    return [q for q, a in zip(texts, texts[1:]) if _FEE_QUESTION.search(q) and _NO.search(a)]


def drop_fee_answered_no(read: list, waive_told_lateness) -> None:
    """The fee asked in the customer's own question and answered no: context (the guard holds the fee through
    remedy_waivers.fee_waived_anywhere, which reads the pair the same). `waive_told_lateness`: refusals._fee_waived, handed
    in (refusals.py reads asks.py, which reads this module through money.py)."""
    for i, (q, a) in enumerate(zip(read, read[1:])):
        if _FEE_QUESTION.search(q.text) and _NO.search(a.text):
            if q.role == "request":
                q.role, q.kinds, q.why = "context", [], ANSWERED_NO_WHY
            # "Was the parcel late? Yes, by 3 days. Do I want the delivery fee back? No.": the lateness told before it
            # asks for nothing (its fee is its only remedy), as before "No need to refund the postage" (refusals.py)
            waive_told_lateness(read[:i], q)
            for late, yes in zip(read[:i], read[1:i]):  # (asked of no known kind: "Was it late?" names no parcel)
                if late.role == "request" and late.kinds == ["other"] and _LATE_QUESTION.search(late.text) and _YES.search(yes.text):
                    late.role, late.kinds, late.why = "context", [], FEE_WAIVED_WHY
