"""One of two payments asked back: "one of these needs to go back please" under a forwarded bank alert
showing the same sum twice, "send one of them back to me" after "you charged me twice". Said of charges,
payments or transactions, the words ask for the duplicate's refund, not for goods to be returned: read
as a change of mind, a return of the cushions was started beside the duplicate's refund. Said of goods
("one of the cushions needs to go back") they still ask for a return."""

from __future__ import annotations

import re

from .reading import ReadSentence

# "one of these", "one of them", "either of those", "the second one", "one of these payments": the words pointing at
# one of two, then either a word of money or no noun at all (a verb, "back", "please", the end), never a noun of goods
_MONEY = r"(?:payments?|charges?|transactions?|debits?|amounts?|deductions?|withdrawals?|ones?)"
_ONE_OF_TWO = re.compile(
    r"\b(?:(?:one|either)\s+of\s+(?:these|those|them|the\s+(?:two|2)|both|'?em)|the\s+(?:second|other|extra|duplicate)(?:\s+one)?)"
    rf"(?:\s+{_MONEY})?"
    r"(?=\s*(?:[.,!?;:)]|$|\s(?:needs?|has|have|should|must|is|was|to|please|pls|back|will|can|could|gets?|be|sent|returned|reversed|refunded|"
    r"asap|thanks?|thank|so|as|straight|for|goes|going|go)\b))", re.I)
# what is said of that one: it goes back, is sent back, returned, reversed or refunded
_GOES_BACK = re.compile(r"\b(?:go(?:es|ing)?|send|sent|put|give|pay|paid|get|gets|hand|come|comes)\b[^.!?]{0,30}\bback\b"
                        r"|\b(?:return(?:ed)?|reverse[ds]?|reversed|refund(?:ed)?|cancel(?:l?ed)?)\b", re.I)
# the customer sending goods back themself ("I will return one of them to you"): their return, whatever was charged
_I_SEND = re.compile(r"\b(?:i|we)(?:'ll|’ll|'m|’m|\s+will|\s+shall|\s+am|\s+can|\s+could|\s+want\s+to|\s+need\s+to|\s+have\s+to)?(?:\s+going\s+to)?"
                     r"\s+(?:return|send|post|bring|ship|drop)\b", re.I)
CHARGE_SENT_BACK_WHY = "asks that one of two payments told of in the ticket go back: the duplicate's refund, not a return of goods"


# one of several payments named in words of money: "one of these payments", "either of the charges", "the second debit"
# (not a bare "one of these", which may be goods)
_ONE_PAYMENT = re.compile(r"\b(?:(?:one|either)\s+of\s+(?:the|these|those|my|both|them)\s+(?:two\s+|2\s+|identical\s+|duplicate\s+)?"
                          r"|the\s+(?:second|other|extra|duplicate|later|last)\s+)(?:payments?|charges?|transactions?|debits?|deductions?|withdrawals?)\b", re.I)


def payment_asked_back(text: str) -> bool:
    """Whether `text` asks, in words of money, that one of several payments go back ("one of these payments should be
    returned pls"): under a forwarded bank alert showing one sum twice, the alert's payments are the customer's claim
    (runs.intents.passes._adopt_forwarded); the order's record still decides whether a copy was taken."""
    return bool(_ONE_PAYMENT.search(text) and _GOES_BACK.search(text) and not _I_SEND.search(text))


def charge_sent_back(read: list[ReadSentence]) -> None:
    """A change-of-mind request that asks one of two go back, in a ticket that tells of a duplicate charge,
    with no goods named in the pointing words, is that duplicate charge's request."""
    if not any("duplicate_charge" in s.kinds for s in read if s.role != "injected"):
        return
    for s in read:
        if s.role == "request" and "change_of_mind" in s.kinds and _ONE_OF_TWO.search(s.text) and _GOES_BACK.search(s.text)\
                and not _I_SEND.search(s.text):
            s.kinds = list(dict.fromkeys("duplicate_charge" if k == "change_of_mind" else k for k in s.kinds))
            s.spans.setdefault("duplicate_charge", []).extend(s.spans.pop("change_of_mind", []))
            s.asks_return = False
            s.why = s.why or CHARGE_SENT_BACK_WHY
