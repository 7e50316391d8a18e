"""A charge the customer says they did not choose: a request, never a remark.

"And my card was charged a $12.50 gift wrap fee even though I definitely unticked gift wrap, I have the screenshot."
(blind round ver25c, VER25C-27) was read as a statement of no kind: the run closed resolved and the $12.50 was never
mentioned. A fee or an extra the customer says they unticked, opted out of, never agreed to or did not pick ("you billed
me for express but I picked standard", "there's a fee I never agreed to", "insurance was added without my consent") tells
money taken that was not owed: runs/intents/told.py reads it as a charge told, `other`, which a person confirms (the line
refunded only where the record bears it out). A fee the customer chose ("I ticked gift wrap and paid the $5, it's lovely",
"I opted into insurance") is no such thing, nor a refund never asked for ("I never asked for a refund of the fee")."""

from __future__ import annotations

import re

_CLAUSE = r"(?:[^.;!?]|\.(?=\d))"  # within one sentence; a decimal point ("$12.50") ends none
# money taken or put on the order: "charged", "billed", "a fee", "a surcharge", "added", "on my card"
_CHARGE = (r"(?:\b(?:charg(?:ed|es?|ing)|bill(?:ed|ing)?|debited|invoiced|fees?|surcharges?|levy|levied|added|slapped\s+on|stuck\s+on|"
           r"took|taken|deducted|premium|extra\s+\$?\d|on\s+(?:my|the)\s+(?:card|bill|invoice|receipt|statement))\b"
           r"|[$€£]\s?\d|\b\d+[.,]\d\d\b)")  # (or its sum: "I never agreed to the $12.50 gift wrap")
# the customer saying they did not choose it: "I (definitely) unticked", "we never agreed to", "I didn't select",
# "without my consent" (not what was never asked for that is money back or a reply: "I never asked for a refund")
_NOT_CHOSEN = (
    r"\b(?:i|we)\s+(?:had\s+|have\s+|'d\s+|'ve\s+)?(?:\w+\s+){0,2}?(?:un-?ticked|un-?checked|de-?selected|unselected|untoggled|"
    r"switched\s+(?:it\s+|that\s+)?off|turned\s+(?:it\s+|that\s+)?off|opted\s+out|said\s+no\s+to|removed\s+(?:it|that|the)|took\s+(?:it|that)\s+off)\b"
    r"|\b(?:i|we)\s+(?:\w+\s+)?(?:never|didn'?t|didnt|did\s+not|had\s+not|hadn'?t|have\s+not|haven'?t)\s+(?:\w+\s+)?"
    r"(?:agree|agreed|choose|chose|chosen|select|selected|pick|picked|tick|ticked|check|checked|want|wanted|ask|asked|order|ordered|"
    r"sign\s+up|signed\s+up|opt\s+in|opted\s+in|authori[sz]e|authori[sz]ed|consent|consented|add|added|request|requested|approve|approved)\b"
    r"(?!\s+(?:for\s+|to\s+)?(?:a\s+|the\s+|any\s+|my\s+)?(?:refund|money|reply|response|compensation|discount|voucher|call)\b)"
    r"(?!\s+to\s+(?:make|cause|be|bother|complain|moan|kick|sound|seem|go|wait|chase|write))"
    r"|\bwithout\s+(?:my|our|me|us)\s+(?:\w+\s+)?(?:consent|permission|agreement|approval|ok|okay|say-?so|asking|agreeing|knowing|choosing)\b"
    r"|\bnot\s+something\s+(?:i|we)\s+(?:\w+\s+)?(?:chose|picked|selected|agreed\s+to|ordered|asked\s+for|wanted)\b"
)
# billed for one option while the customer picked another: "you billed me for express but I picked standard"
_OTHER_PICKED = (
    r"\b(?:charged?|charging|billed?|paid|debited|took)\b" + _CLAUSE + r"{0,60}?\b(?:express|next[- ]day|priority|premium|expedited|upgraded?|faster|"
    r"first[- ]class|insurance|gift[- ]?wrap(?:ping)?|protection|warranty|larger|bigger)\b" + _CLAUSE + r"{0,40}?\b(?:but|though|although|yet|when|while|whereas)\s+"
    r"(?:i|we)\s+(?:\w+\s+)?(?:picked|chose|selected|went\s+(?:for|with)|opted\s+for|ordered|asked\s+for|paid\s+for|ticked)\s+"
    r"(?:the\s+)?(?:standard|free|economy|regular|basic|normal|cheaper|cheapest|slow(?:er)?|no)\b"
)
_UNCHOSEN = re.compile(
    rf"{_CHARGE}{_CLAUSE}{{0,90}}?(?:{_NOT_CHOSEN})|(?:{_NOT_CHOSEN}){_CLAUSE}{{0,60}}?{_CHARGE}|{_OTHER_PICKED}", re.I)


def charge_not_chosen(text: str) -> bool:
    """Whether a sentence tells a charge the customer says they did not choose ("charged a gift wrap fee even though I
    unticked gift wrap", "there's a fee I never agreed to", "billed for express but I picked standard")."""
    return bool(_UNCHOSEN.search(text))


OPTION_BILLED = re.compile(_OTHER_PICKED, re.I)


def without_option_mismatch(text: str, spans: dict[str, list[tuple[int, int]]]) -> dict[str, list[tuple[int, int]]]:
    """The cue spans less a wrong-item hit inside "billed me for express but I picked standard": a delivery option
    charged that was not picked is money for a person to check, never goods sent back (told.py reads it as a charge)."""
    if "wrong_item" not in spans or not (m := OPTION_BILLED.search(text)):
        return spans
    kept = [h for h in spans["wrong_item"] if not (m.start() <= h[0] < m.end() or h[0] <= m.start() < h[1])]
    return {k: (kept if k == "wrong_item" else v) for k, v in spans.items() if k != "wrong_item" or kept}
