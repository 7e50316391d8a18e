"""A claim held for a sentence that a subtask of kind `other` already hands to a person: one matter, one person.

"my towels arrived and one is the wrong colour ... Can I exchange it?"
(E26): the wrong item escalated "arrange the remedy the customer chose instead of a return" beside the `other` subtask's
"a person answers the request "Can I exchange it?" (for the blue towel)".

The claim is then deferred naming that request, as a change of mind's swap is (runs/exchanges_chosen.py): nothing is paid
or taken back by the run, the sentence is quoted by the one subtask a person answers, and the reply says a colleague
follows up. (The money asked paid elsewhere, verify33 P04/I07, is left as it was: the claim's escalation "paid to
..." is the one tests/test_a_refund_asked_to_another_account_goes_to_a_person_as_asked.py asks for.) Only where an `other` subtask quotes every sentence that holds the claim, so the ask is never left to nobody;
a damaged item with goods asked keeps its own claim beside them (open-requests OR-08, OR-09), as before."""

from __future__ import annotations

from .exchanges_chosen import quoted_by_other
from .intents.check_asked_before_refund import refund_waits_on_check


def _quoted(forbidding: list[str], subtasks: list[dict]) -> bool:
    return bool(forbidding) and all(quoted_by_other(t, subtasks) for t in forbidding)


def wrong_item_exchange_apart(kind: str, forbidding: list[str], subtasks: list[dict]) -> dict | None:
    """The deferral of a wrong item whose goods-instead sentences (an exchange asked) an `other` subtask quotes; else None."""
    if kind != "wrong_item" or not _quoted(forbidding, subtasks):
        return None
    return {"defer": f"the customer asks for the wrong item exchanged rather than returned for a refund, a request a colleague answers "
                     f"(\"{' '.join(forbidding[0].split())[:120]}\")",
            "defer_told": "you asked for an exchange of the wrong item, and a colleague will follow up on it"}


def refund_after_check_apart(forbidding: list[str], subtasks: list[dict]) -> dict | None:
    """The deferral of a lost-parcel claim whose refund waits on a check the customer asks for, when an `other` subtask
    quotes the condition with the check (runs/intents/check_asked_before_refund.py): that person chases the carrier and
    has the refund's condition before them; else None."""
    if not _quoted(forbidding, subtasks) or not all(refund_waits_on_check(t) for t in forbidding):
        return None
    return {"defer": f"the customer asks that the refund wait until the parcel is checked, a check a colleague makes "
                     f"(\"{' '.join(forbidding[0].split())[:120]}\")",
            "defer_told": "you asked that nothing be refunded until we know whether the parcel is lost, and a colleague will "
                          "follow up on the check you asked for"}
