"""Part of a claim paid by someone else, the rest asked of the shop: "My travel insurance has already covered $40.00 of
it, so could you refund the remaining $12.80 please?", "paypal gave me back 20 quid, can u do the rest", "the courier
paid out £15 towards it - just the difference please". Case R3-09: the lamp was refunded whole ($52.80), the $40.00
paid twice. The guard pays a line, never an amount named by the customer, so a person answers (quoted) and no refund is
made: paying the line would pay beyond the rest asked.

Near-misses left as they are: "insurance refused, please refund the lamp", "Revolut couldn't get it back, please
refund", "refund the rest of the order" (no money told had elsewhere)."""

from __future__ import annotations

import re

from .reading import ReadSentence
from .third_party_money_back import PAYER

PART_ELSEWHERE_WHY = ("part of the claim was paid by someone else and the rest is asked: a person answers, and no refund is "
                      "made beyond the rest asked")

_AMOUNT = r"(?:[£$€]\s?\d[\d.,]*|\d[\d.,]*\s*(?:pounds|quid|dollars|euros?|bucks))"
# A part of the money, told without a sum: "part of it", "some of the charge", "half", "a bit of it".
_PART = (r"(?:(?:a\s+)?part\s+of\s+(?:it|them|that|the\s+[\w-]+(?:\s+[\w-]+)?|my\s+[\w-]+)|some\s+of\s+(?:it|them|that|the\s+[\w-]+|my\s+[\w-]+)|"
         r"half(?:\s+of\s+(?:it|them|that|the\s+[\w-]+))?|a\s+(?:bit|portion|fraction|little)(?:\s+of\s+(?:it|them|that|the\s+[\w-]+))?|some|part)\b")
# Some money had from the payer: "covered $40.00 of it", "paid out £15 towards it", "gave me back 20 quid", "refunded me $10".
_PART_HAD = re.compile(
    rf"\b{PAYER}\s+(?:(?:has|have|had|'s|’s|'ve|’ve)\s+)?(?:(?:already|just|only|kindly|also)\s+)*"
    rf"(?:covered|paid(?:\s+(?:me|us|out))?|refunded(?:\s+(?:me|us))?|reimbursed(?:\s+(?:me|us))?|compensated\s+(?:me|us)(?:\s+(?:with|for))?|"
    rf"gave\s+(?:me|us)(?:\s+back)?|given\s+(?:me|us)(?:\s+back)?|sent\s+(?:me|us)(?:\s+back)?|put\s+back|returned|credited(?:\s+(?:me|us))?)\s+"
    rf"(?:(?:about|around|roughly|only|just)\s+)?(?:{_AMOUNT}|{_PART})"
    # a part told without a sum, in any tense: "my bank gave back part of the double charge", "revolut only give me back half"
    rf"|\b{PAYER}\s+(?:(?:has|have|had|'s|’s|'ve|’ve|did|do|does|is|are|was)\s+)?(?:(?:already|just|only|kindly|also)\s+)*"
    rf"(?:covere?d?|cover|pa(?:id|y)(?:\s+(?:me|us))?(?:\s+(?:back|out))?|refunde?d?(?:\s+(?:me|us))?|reimburse?d?(?:\s+(?:me|us))?|"
    rf"g[ai]ve?n?\s+(?:(?:me|us)\s+)?back|give\s+(?:me|us)|sen[dt]\s+(?:(?:me|us)\s+)?back|put\s+back|returne?d?|credite?d?(?:\s+(?:me|us))?|"
    rf"reverse?d?|claw(?:ed)?\s+back)\s+(?:(?:only|just)\s+)?{_PART}"
    rf"|\b(?:got|received|had)\s+(?:(?:about|around|only|just)\s+)?{_AMOUNT}(?:\s+back)?\s+(?:from|through|via|off)\s+{PAYER}", re.I)
# The rest asked of the shop: "the remaining $12.80", "the rest", "the difference", "the balance", "the other £12".
_REST = re.compile(r"\b(?:the\s+)?(?:remaining|remainder|rest|difference|balance|outstanding|left\s*over|shortfall|top[\s-]?up)\b"
                   r"|\bthe\s+other\s+" + _AMOUNT, re.I)


def rest_after_money_elsewhere(text: str) -> bool:
    """Whether `text` tells part of a claim paid by someone else and asks the rest (module doc)."""
    had = _PART_HAD.search(text)
    return bool(had) and bool(_REST.search(text))


def read_rest_after_money_elsewhere(live: list[ReadSentence]) -> None:
    """Each sentence asking the rest after part paid elsewhere (module doc) becomes a request a person answers, forbidding
    any refund. `live`: the sentences the customer wrote."""
    for i, s in enumerate(live):
        told = [s] if rest_after_money_elsewhere(s.text) else []
        if not told and _PART_HAD.search(s.text) and i + 1 < len(live) and live[i + 1].paragraph == s.paragraph \
                and _REST.search(live[i + 1].text) and not _PART_HAD.search(live[i + 1].text):
            told = [s, live[i + 1]]  # "revolut only give me back half. pls refund remaining": the part told, the rest asked next
        for t in told:
            t.role, t.kinds, t.spans, t.why = "request", ["other"], {}, PART_ELSEWHERE_WHY
            t.forbids, t.forbid_kinds = list(dict.fromkeys([*t.forbids, "refund"])), []
