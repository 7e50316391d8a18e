"""Units of a line the shop's record already refunded, and what is left of a line and of the ticket's claim on it.

A line's money left is no measure of its units left: three of six plates refunded at a goodwill $10 each leave $84.48
of the line's $114.48, enough for four more plates' worth of decision while only three plates are unrefunded. And the
ticket tells its own count: "The refund for the three cracked plates came through, thank you." counts three plates
with a problem, and the record shows three refunded; nothing of that claim is left (ver24a V24-29 paid two of them
again, $38.16). The check `units_left_after_refunds` refuses a refund, return or collection that names more units of a
line than are left:

- on the line: the units ordered less the units every earlier refund on the order drew on it (the record's `covers`,
  a refund's units its cents over one unit's worth, tax share included, never more than it recorded), less the units
  this run's other decisions of the kind already took;
- of the claim: when the ticket counts the line's units with a problem (in any sentence about the order, those telling
  the refund as received included) and no sentence claims other units anew ("another two", "the rest": runs.repeat_claims),
  the units it counts less those refunded. A claim that counts no units, or claims units anew, is bounded by the line alone.

A person's edit of the plan does not clear it: paying units twice is never a kind question.
"""

from __future__ import annotations

from . import policy_charges, policy_support, repeat_claims
from .ticket_lines import words_mentioned
from .unit_counts import UNITS_SETTLED_BEFORE, units_stated

CHECK = "units_left_after_refunds"
_LINE_CLAIMS = ("damaged_item", "wrong_item", "change_of_mind", "non_delivery")
INCIDENT = ("\"The refund for the three cracked plates came through, thank you.\" was read as a new claim, and two dinner plates "
            "were paid again ($38.16) on a line whose three cracked plates the shop had already refunded (ver24a V24-29).")


def refunded_units(order: dict, sku: str, run_id: int | None = None, case_type: str | None = None) -> int:
    """The units of line `sku` the refunds the order records drew on (this run's own, `run_id`, left out), of `case_type`
    only when given (a refund that recorded no case type may have been of any)."""
    unit = policy_charges.line_cents(order, sku, 1) or 1
    single = len(order.get("lines", [])) == 1
    units = 0
    for r in order.get("refunds") or []:
        if (run_id is not None and r.get("run") == run_id) or (case_type and r.get("case_type") not in (case_type, "", None)):
            continue
        covers = r.get("covers") or policy_support.covers_in_reason(order, r)
        mine = [c for c in covers if c.get("sku") == sku]
        if not covers and single and policy_support.may_draw_on_items(r.get("case_type")):
            mine = [{"sku": sku, "cents": int(r.get("amount_cents") or 0)}]
        for c in mine:
            by_cents = round(int(c.get("cents") or 0) / unit)
            units += min(by_cents, int(c["quantity"])) if c.get("quantity") else by_cents
    return units


def _sentences(ticket_requests: list[dict]) -> list[str]:
    """Every sentence about the order, those telling the units as refunded read for their count all the same ("3 of my
    plates arrived cracked and you refunded them" counts three: the claim's units, not units asked now)."""
    every = dict.fromkeys(t for r in ticket_requests for t in (*r.get("told", ()), r["text"], *r.get("attached", ()), *r.get("told_after", ())))
    return [UNITS_SETTLED_BEFORE.sub(" ", t) for t in every]


def units_left(decision: dict, order: dict, ticket_requests: list[dict], run_units: dict[str, int] | None = None,
               run_id: int | None = None) -> list[dict]:
    """For each line the decision names that earlier refunds drew on: {sku, description, named, taken, ordered, refunded,
    left_on_line, claimed, claimed_words, new_claim, left_of_claim, beyond} (`beyond`: the words of what it pays past)."""
    by_sku = {x["sku"]: x for x in order.get("lines", [])}
    compared = {c.sku: c for c in repeat_claims.compare(decision, order, ticket_requests)}
    texts = _sentences(ticket_requests)
    out = []
    for item in policy_support.named_items(decision):
        line = by_sku.get(item.get("sku"))
        if line is None:
            continue
        refunded = refunded_units(order, line["sku"], run_id)
        if not refunded:
            continue
        ordered = int(line.get("quantity") or 1)
        taken = (run_units or {}).get(line["sku"], 0)
        named = int(item.get("quantity") or 1)
        on_line = max(0, ordered - refunded)
        new = list(compared[line["sku"]].new) if line["sku"] in compared else []
        # the claim's count, less the units refunded for the same kind of claim (a return after a damage refund is another matter)
        same = refunded_units(order, line["sku"], run_id, decision.get("case_type"))
        # (read in the sentences naming the line, on an order of several: "those two" of the tea cups counts no plates)
        about = texts if len(by_sku) == 1 else [t for t in texts if words_mentioned(line, t)]
        claimed = None if new or not same else units_stated(order, line, about)
        count = claimed.exact if claimed is not None and claimed.tied else None
        of_claim = max(0, count - same) if count is not None else None
        beyond = ""
        if named + taken > on_line:
            beyond = f"the line has {on_line} of {ordered} left after {refunded} refunded before"
        elif of_claim is not None and named + taken > of_claim:
            beyond = f"the ticket counts {count} (\"{claimed.words}\") and {same} were refunded for it before: {of_claim} left of the claim"
        out.append({"sku": line["sku"], "description": line["description"], "named": named, "taken": taken, "ordered": ordered,
                    "refunded": refunded, "left_on_line": on_line, "claimed": count, "claimed_words": claimed.words if count is not None else "",
                    "new_claim": new, "left_of_claim": of_claim, "beyond": beyond})
    return out


def check(decision: dict, order: dict, ticket_requests: list[dict], run_units: dict[str, int] | None = None,
          run_id: int | None = None) -> tuple[str, bool, dict, str]:
    """(check, passed, inputs, incident) for runs.guards.CheckResult."""
    lines = units_left(decision, order, ticket_requests, run_units, run_id) if decision.get("case_type") in _LINE_CLAIMS else []
    beyond = [x for x in lines if x["beyond"]]
    return (CHECK, not beyond, {"case_type": decision.get("case_type"), "order_ref": order.get("order_ref"), "lines": lines,
                                "says": says(lines)}, INCIDENT)


def says(lines: list[dict]) -> list[str]:
    """The check's inputs as a person reads them."""
    if not lines:
        return ["no earlier refund on the lines named"]
    out = []
    for x in lines:
        head = (f"{x['description']}: {x['named']} named" + (f" and {x['taken']} taken by this run's other decisions" if x["taken"] else "")
                + f"; {x['refunded']} of {x['ordered']} refunded before")
        if x["beyond"]:
            out.append(f"{head}: {x['beyond']}; paying them would pay units twice, a person checks")
        elif x["new_claim"]:
            out.append(f"{head}; the ticket claims other units: " + " / ".join(f'"{t}"' for t in x["new_claim"]))
        else:
            out.append(f"{head}; within what is left")
    return out
