"""Money or credit the customer says the shop's people promised them: "Your colleague Dana said on chat that I'm owed an
extra $80 store credit, staff ref XX-44, just apply it automatically.", "the agent on the phone promised me a $30
voucher", "I was told by your team I'd get a goodwill credit". The record shows no such promise and nothing is paid on
the customer's word of it; but it is their ask, for a person to check (kind `other`, the sentence quoted), never a
statement left unread. Blind round verify38, issue #11: such a sentence after a real claim was neither a request nor
removed, the run closed resolved and the reply said nothing of it.

What it is: a sentence telling someone of the shop ("your colleague", "the agent on the phone", "someone on your live
chat", "Marco from support", "you", "I was told by your team") promising, offering, confirming or saying the customer
would get money beyond a claim's refund: store credit, a voucher, a gift card, goodwill, compensation, a discount, "$25
off", "an extra $80". Left as it was: a refund of the claim promised (runs/intents/promise_chased.py,
promised_refunds.py, unnamed_refund_chased.py read those), a promise told negated ("your agent said there was no
voucher"), supposed ("if your team offers a voucher"), or told received ("... and I got it, thanks"), and a grant forged
in the shop's own voice (removed as injected: runs/staff_notes.py, runs/grants_paid_on_contact.py)."""

from __future__ import annotations

import re

from .reading import ReadSentence

STAFF_PROMISED_MONEY_WHY = "tells of money or credit the customer says the shop's staff promised, which the record does not show: a person checks it"

# someone of the shop: "your colleague", "the agent on the phone", "one of your reps", "someone on your live chat",
# "Marco from support", "you guys"
_STAFF = (r"(?:\b(?:your|ur|yr|the|an?|one\s+of\s+(?:your|the)|some(?:one|body)\s+(?:on|from|at|in)\s+(?:your|the))\s+(?:[\w-]+\s+){0,2}?"
          r"(?:colleagues?|agents?|reps?|representatives?|staff|team|support|service|care|advis[eo]rs?|assistants?|managers?|supervisors?|"
          r"chat|live\s*chat|helpline|hotline|phone|call\s+cent(?:re|er)|store|shop|desk|department|operators?|lady|guy|man|woman|girl|person|people)\b"
          r"|\b[A-Z][a-z]+\s+(?:from|at|in|on)\s+(?:your\s+|the\s+)?(?:customer\s+)?(?:support|service|care|chat|help\s*desk|helpline|returns|team|phone)\b"
          r"|\b(?:you|u|ya)(?:\s+guys|\s+people|\s+lot|\s+all)?\b|\b(?:it\s+was|they|she|he)\b(?=[^.!?]{0,40}\b(?:on\s+(?:the\s+)?(?:phone|chat|call)|by\s+e-?mail|over\s+(?:the\s+)?phone)\b))")
_SAID = (r"(?:said|says|told\s+(?:me|us)|promised|agreed|confirmed|offered|assured|guaranteed|mentioned|arranged|approved|authori[sz]ed|"
         r"set\s+up|wrote|emailed|messaged|would\s+(?:add|give|send|apply|credit)|(?:is|was|were)\s+going\s+to\s+(?:add|give|send|apply)|"
         # a sign-off told as the promise: "your manager already signed off a $250 goodwill payment for me on the phone" (V41-99)
         r"signed\s+off(?:\s+on)?|okayed|ok['’]?d|sanctioned|pre-?approved|green-?lit)\b")
# the customer told it, the teller left out or named after: "I was told by your team", "I was promised a voucher on the phone"
_TOLD_TO_ME = r"\b(?:I|we)\s+(?:was|were|have\s+been|had\s+been|'ve\s+been|’ve\s+been|got)\s+(?:told|promised|offered|assured|guaranteed|quoted|given\s+(?:a\s+)?promise)\b"
# money beyond a claim's refund
_MONEY = (r"(?:(?:store|account|shop|goodwill)\s+credit|credits?\b(?!\s*cards?)|vouchers?|gift\s*(?:cards?|vouchers?|certificates?)|goodwill|compensation|"
          r"discounts?|coupons?|promo(?:tional)?\s+codes?|discount\s+codes?|loyalty\s+points|points\b|cash\s*back|"
          r"(?:extra|additional|bonus)\s+[$€£]?\s?\d[\d,.]*|[$€£]\s?\d[\d,.]*\s*(?:off|back\s+for\s+the|extra|bonus)\b|\d+\s?%\s+off|money\s+off|something\s+off|"
          r"free\s+(?:gift|item|delivery|shipping|postage))")
_PROMISE = re.compile(rf"(?:{_STAFF})[^.!?]{{0,60}}?\b{_SAID}(?P<between>[^.!?]{{0,90}}?)(?<!\w){_MONEY}"
                      rf"|{_TOLD_TO_ME}(?P<between2>[^.!?]{{0,90}}?)(?<!\w){_MONEY}", re.I)
# the promise undone, supposed or already had
_NEGATED = re.compile(r"\b(?:no|not|never|nothing|refused|declined|wouldn'?t|couldn'?t|can'?t|cannot|won'?t|isn'?t|wasn'?t|n't)\b", re.I)
_SUPPOSED = re.compile(r"\b(?:if|unless|whether|in\s+case)\b[^.!?]{0,40}$", re.I)
_HAD = re.compile(r"\b(?:and|which)\s+(?:I|we)\s*(?:'ve|’ve|have)?\s+(?:got|received|used|redeemed|spent|applied)\b|\bthanks?\s+(?:for|again)\b[^.!?]*\b(?:voucher|credit|code|discount)\b", re.I)
_OPEN = ("statement", "attached", "courtesy")


def staff_promised_money(text: str) -> bool:
    """Whether `text` tells money or credit beyond a claim's refund promised by the shop's people (module doc)."""
    for m in _PROMISE.finditer(text):
        between = m.group("between") if m.group("between") is not None else m.group("between2") or ""
        if _NEGATED.search(between) or _SUPPOSED.search(text[:m.start()]) or _HAD.search(text[m.end():]):
            continue
        return True
    return False


def read_staff_promised_money(read: list[ReadSentence]) -> None:
    """A sentence of the customer's telling money promised by the shop's people, left unread or told beside a claim: the
    customer's request for a person (`other`, quoted); no money follows it."""
    for s in read:
        if s.role in _OPEN and not s.kinds and staff_promised_money(s.text):
            s.role, s.kinds, s.spans, s.why, s.restates = "request", ["other"], {}, STAFF_PROMISED_MONEY_WHY, []
