"""Which of a ticket's refusals hold a decision: what the refusal stands for, no more and no less.

runs.ticket_lines.forbids_decision binds a refusal ("keep the refund", "please don't refund that")
to the lines it names, else to the lines named in the clause its "that" stands for (`about`). Two
ties it cannot make from line names alone, both read from the ticket's claims:

- A "that" standing for the very claim the decision answers holds it whatever the customer calls
  the goods: "The ceramic lamp base has a crack ... keep the refund, I want a new one instead" holds
  the refund of the one line the shop lists as "Luna table light". It does so on an order of one
  line, or when that claim is the only one of its kind on the order; a "that" standing for
  something else ("the care leaflet was missing. Don't refund that") still holds no line.
- A refusal of a refund made before ("you refunded the broken one last week, please don't refund
  that again") is of the units already refunded: it does not hold a claim the ticket makes for
  other units of the line ("the second one has a chip too"). Whether that claim is told apart from
  the settled one is claim_not_settled_before's to judge (runs.repeat_claims), on the refunds the
  order records; a claim that does not say it is about other units stays held.

The guard and the offline agent read the same answer (request dicts: runs.screening.request_dicts).
"""

from __future__ import annotations

import re

from . import policy_evidence, refund_to_the_payment_made
from .intents.given_remedies import wished_before
from .intents.settled import _settling
from .repeat_claims import sentences_about, wording
from .ticket_lines import asking_only, forbids_decision, lines_refused
from .whole_sums_asked import whole_sum_asked

# A refund refused because it was made already: "don't refund that again", "no need to pay it twice".
_NOT_AGAIN = re.compile(r"\b(?:refund\w*|pay\w*|reimburs\w*|credit\w*)\b[^.!?]{0,25}?\b(?:again|twice|a\s+second\s+time|once\s+more|two\s+times)\b", re.I)


def refuses_a_repeat(text: str) -> bool:
    """Whether a refusal is of a refund already made: it says "again" or "twice" of the refund, or
    tells that the refund was made ("you refunded it already, so no refund for that")."""
    if _NOT_AGAIN.search(text):
        return True
    # "I'd much rather you sent a replacement instead of the money": goods wished for, no refund told as made
    made = _settling(text)
    return made is not None and not wished_before(text, made.start())


def _claim_clause(about: str, claim: dict, kind: str) -> bool:
    """Whether the clause a refusal's "that" stands for is (the problem of) this claim sentence."""
    told = about.strip().rstrip(".!?").strip()
    at = claim["text"].find(told) if told else -1
    if at < 0:
        return False
    spans = (claim.get("spans") or {}).get(kind) or []
    return not spans or any(at <= a and b <= at + len(told) for a, b in spans)


def stands_for_the_claim(order: dict, kind: str, about: str, requests: list[dict]) -> bool:
    """Whether a refusal's "that" stands for the claim of `kind` a decision on this order answers:
    the clause is that claim's, and the order has one line or the ticket makes no other such claim."""
    claims = [r for r in asking_only(requests) if kind in (r.get("kinds") or [])]
    if not about or not any(_claim_clause(about, r, kind) for r in claims):
        return False
    return len(order.get("lines", [])) == 1 or len(claims) == 1


def claimed_anew(order: dict, sku: str, kind: str, requests: list[dict]) -> bool:
    """Whether the ticket claims other units of the line than those refunded before: a sentence
    about it says so ("another", "the rest", "that one too") and none repeats the old claim."""
    said = [wording(t) for t in sentences_about(order, sku, kind, requests)]
    return "repeat" not in said and any(w in ("new", "also") for w in said)


def refusal_holds(order: dict, decision: dict, kind: str, refusal: dict, requests: list[dict]) -> bool:
    """Whether a sentence of the ticket (a request dict) asks that this decision not be made."""
    args = (refusal.get("forbids") or [], bool(refusal.get("goods_instead")), refusal.get("forbid_kinds") or [], bool(refusal.get("asks_return")))
    about = refusal.get("about") or ""
    held = forbids_decision(order, decision, kind, refusal["text"], *args, about)
    if not held and stands_for_the_claim(order, kind, about, requests) and not lines_refused(order.get("lines", []), refusal["text"], about):
        # (never when its "that" names a line of its own: "the bowl came cracked, the plate chipped too. dont refund me a
        # penny for it - the bowl is the one I care about" holds the plate, never the bowl its claim sentence tells too)
        # bound to the decision's own claim: read as a refusal naming no other goods, which holds the decision's lines
        held = forbids_decision(order, decision, kind, refusal["text"], *args, "")
    return held and not spent_on_units_refunded(order, kind, refusal["text"], set(policy_evidence.acted_skus(decision)), requests)


def spent_on_units_refunded(order: dict, kind: str, text: str, acted: set[str], requests: list[dict]) -> bool:
    """Whether a refusal is of a refund made before, and the ticket claims other units of every line
    in `acted` (the skus a decision of `kind` draws on): then it does not hold that decision."""
    return bool(acted) and refuses_a_repeat(text) and all(claimed_anew(order, sku, kind, requests) for sku in acted)


def refusals_holding(order: dict, decision: dict, kind: str, refusals: list[dict], requests: list[dict]) -> list[str]:
    """The texts of the `refusals` (request dicts) that hold the decision; `requests`: the ticket's
    request dicts about the order, the claims read beside them."""
    held = [r["text"] for r in refusals if refusal_holds(order, decision, kind, r, requests)
            and not whole_sum_asked(order, decision, r["text"])]  # "Refund $19.98 for the bowl": the whole figure (whole_sums_asked.py)
    return refund_to_the_payment_made.still_held(decision, held, requests)  # money asked elsewhere goes back where it came from
