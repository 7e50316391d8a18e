"""The claims of a mail the customer says is no request ("I know this looks like a refund request but it isn't. It's dented
near the base - just for your quality people."): told, not asked, wherever in the mail they stand. The denial speaks of
the whole mail, so a claim told after it is as unasked as one told before (refusals.py takes back only the claims before a
declining sentence): left a claim, the dented lamp was paid in full (verify38 Z-11). A claim that asks its own remedy
("...but could you refund the mug?") or a remedy asked after the denial (remedies.declines) still stands."""

from __future__ import annotations

import re

from .asks import _asks
from .cues import GOODS_PROBLEMS
from .not_a_request_said import NOT_A_REQUEST
from .reading import DECLINED_WHY, ReadSentence
from .remedies import asks_money, declines

_SAID = re.compile(NOT_A_REQUEST, re.I)
SAID_NO_REQUEST_WHY = "the customer says the mail is no request (no refund asked, no complaint): nothing is asked"


def read_mail_said_no_request(read: list[ReadSentence]) -> None:
    """A sentence saying the mail is no request, declining all else, leaves the goods claims of the mail (of its order)
    that ask nothing of their own as context: the customer declines the refund for them."""
    for s in read:
        if s.role == "injected" or not _SAID.search(s.text) or not declines(s.text):
            continue
        for claim in read:
            if claim is s or claim.role != "request" or not claim.kinds or not set(claim.kinds) <= set(GOODS_PROBLEMS):
                continue
            if claim.order != s.order and claim.order and s.order:
                continue  # (the whole mail, any paragraph: "The lamp has a dent.\n\nThis email is not a refund request.")
            if asks_money(claim.text) or _asks(claim.text, title=False):
                continue  # "This isn't a complaint, but the mug's chipped - could you refund it?"
            claim.role, claim.why = "context", DECLINED_WHY
        if s.role in ("attached", "courtesy", "statement"):
            s.role, s.kinds, s.why = "context", [], SAID_NO_REQUEST_WHY  # (read as restating the claim's money ask: it asks none)
