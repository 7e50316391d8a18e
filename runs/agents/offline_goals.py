"""The words a subtask's goal is written in by the offline agent (runs/agents/offline.py): one table per kind, and
the openings other steps recognise a goal by (one of several orders, a follow-up order, a replacement asked).
"""

from __future__ import annotations

import re

from ..order_numbers import ORDER_DIGITS
from .offline_view import _quote


# How a subtask's goal opens when its request names none of the several orders the ticket lists and none can be told.
ONE_OF_ORDERS = "one of orders"


# A subtask about another order the ticket numbers itself ("order SU-83620: refund the delivery fee ..."): handed to a follow-up run.
FOLLOW_UP_GOAL = re.compile(rf"^order ((?:SU|[A-Z]{{2,4}})-{ORDER_DIGITS}): ")  # (a seller's own prefix too: HH-81107)


GOALS = {
    "duplicate_charge": "refund the duplicate {charge} charge",
    "damaged_item": "settle the damaged {item}",
    "non_delivery": "resolve the parcel that never arrived",
    "wrong_item": "put right the wrong item sent instead of the {item}",
    "change_of_mind": "return the {item} for a refund",
    "late_delivery": "refund the delivery fee for the late delivery",
}


SHORT_GOAL = "send or refund the units missing from the delivered parcel"


# a replacement the customer asked for, which the agent cannot send: a person or the seller arranges it
REPLACEMENT_ASKED_GOAL = "a person arranges the replacement the customer asked for"


def _unread_goal(kind: str, text: str, limit: int = 200) -> str:
    return f'settle the {kind.replace("_", " ")} request the customer wrote as "{_quote(text, limit)}"'
