"""What the approval ceiling counts for one decision: the whole claim it is a part of, not the decision alone.

A $194.40 desk claim was paid $97.20 with nobody's sign-off because a model split it into two
decisions of $97.20 each: the first was under the ceiling on its own. The ceiling is about what
the run pays on a claim, so it counts, for each order line a decision names, the worth of every
unit of that line the claim is about, whichever decision names them:

- the units this decision names, and those this run's other live decisions (proposed, waiting for
  a lead, admitted or carried out) name on the same line, together;
- at least the units the ticket's requests state for the line ("all four chairs", "one of the
  three glasses"), or the whole line when they state no count ("the chairs came torn");
- never more than the line holds, and less what earlier refunds already drew on the line (the
  policy table's own reckoning, `policy_support.support`).

A unit is worth its price and tax share (`policy_charges.line_cents`): a decision naming one desk for half
its worth is a claim on one desk. For a charge (a duplicate's copy, a delivery fee) the claim is the
decision's amount and what the run's other live decisions put on the same charge.
"""

from __future__ import annotations

from . import policy_support
from .state import OPEN_DECISIONS, TAKEN_DECISIONS

LIVE_DECISIONS = (*OPEN_DECISIONS, *TAKEN_DECISIONS)


def same_claim(decision: dict, decisions: dict) -> list[dict]:
    """This run's other live decisions of the same case type on the same order that name a line or a
    charge the decision names: the other parts of its claim, however the model split it ({ref,
    amount_cents, lines, charges, state}). A decision of another kind on the line (one chair sent back
    for a change of mind beside two refunded as damaged) is another claim."""
    mine = {policy_support.item_key(i) for i in policy_support.named_items(decision)}
    out = []
    for d in decisions.values():
        if (d.get("ref") == decision.get("ref") or d.get("state") not in LIVE_DECISIONS or d.get("order_ref") != decision.get("order_ref")
                or d.get("case_type") != decision.get("case_type")):
            continue
        if mine & {policy_support.item_key(i) for i in policy_support.named_items(d)}:
            out.append({"ref": d.get("ref"), "amount_cents": int(d.get("amount_cents") or 0), "lines": list(d.get("lines") or []),
                        "charges": list(d.get("charges") or []), "state": d.get("state")})
    return out


def claim_cents(decision: dict, order: dict, parts: list[dict], stated: dict[str, int], *, amount_set_by_person: bool = False
                ) -> tuple[int, list[dict]]:
    """The claim's worth for the ceiling, and how it was counted, line by line and charge by charge.
    `parts`: the other decisions of the claim (`same_claim`); `stated`: the units the ticket's
    claim is about on each line (sku -> units; runs.guards.units_claimed). What earlier runs refunded on a line
    (the order as pinned) is not claimed again: the ceiling counts those refunds on their own. An amount
    a support lead set lower (`amount_set_by_person`: their instructions, their approval of less) is the
    claim's worth on its lines: the policy's partial amount, not a part of the whole."""
    earlier = order.get("refunds") or []
    by_sku = {x["sku"]: x for x in order.get("lines", [])}
    counted, lines_cents = [], 0
    for item in policy_support.named_items(decision):
        line = by_sku.get(item.get("sku"))
        if line is None:
            continue
        others = sum(i["quantity"] for p in parts for i in policy_support.named_items(p) if i.get("sku") == item["sku"])
        units = min(int(line.get("quantity") or 1), max(item["quantity"] + others, stated.get(item["sku"], 0)))
        worth = policy_support.support(decision["case_type"], order, {"lines": [{"sku": item["sku"], "quantity": units}]}, earlier).cents
        counted.append({"sku": item["sku"], "units": units, "named": item["quantity"], "by_other_decisions": others,
                        "stated": stated.get(item["sku"]), "worth_cents": worth})
        lines_cents += worth
    mine = {int(c) for c in decision.get("charges") or []}
    # each other decision on one of the same charges counts once, whatever else it names
    on_charges = sum(p["amount_cents"] for p in parts if mine & {int(c) for c in p.get("charges") or []})
    if on_charges:
        counted.append({"charges": sorted(mine), "by_other_decisions_cents": on_charges})
    own = max(lines_cents, decision["amount_cents"]) if lines_cents and not amount_set_by_person else decision["amount_cents"]
    return own + on_charges, counted
