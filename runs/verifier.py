"""The verifier: before the reply goes out, judge the run from its results alone.

It sees only what the seed's verification step allows: the ticket, the plan, the deliverables
(refunds, returns and the reply draft as they stand in the shop) and the end state. It does not
see the transcript, so it cannot be talked into agreeing with it. Every finding is checked in code.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .follow_ups import only_order
from .intents import describe, record_before, unaccounted
from .models import Subtask, SubtaskStatus
from .quoting import shortened
from .handed_relative import as_handed
from .ticket_reading import read_once
from .reply_check import foreign_amount_problems, resolved_problems, unresolved_problems
from .screening import request_dicts
from .figures_of_the_fee import fee_figure_beside
from .stated_amounts import copies_unexplained, copy_figures, foreign_stated, intended_total


@dataclass
class Verdict:
    verdict: str  # PASS | FAIL | PARTIAL
    findings: list[dict] = field(default_factory=list)

    def as_payload(self) -> dict:
        return {"verdict": self.verdict, "findings": self.findings}


def verify(*, ticket: dict, plan: list[dict], deliverables: dict, sentences: dict[int, str], order: dict | None = None,
           run_id: int | None = None) -> Verdict:
    """`ticket`: subject, body and (optional) `order_ref`, the order the run is pinned to, and `given_ref`, the one
    the ticket gave in its own field: the text is read as the screener and the plan check read it ("my other order"
    of a ticket listing two orders is the other than its first, never the other than whichever got pinned). `plan`:
    subtasks with number, kind, status, goal. `deliverables`: {"refunds": [...], "returns": [...]}
    each item carrying the subtask it was made for. `sentences`: the reply's sentence per subtask. `order`: the pinned
    order as the run read it, when there is one: a duplicate's stated figure is held against it as the guard held it, and
    a question whether a refund promised before was made is answered where it shows one (`run_id`'s own refunds left out)."""
    failures: list[dict] = []
    partial: list[dict] = []
    reading = read_once(f"{ticket['subject']}\n{ticket['body']}", ticket.get("given_ref", ticket.get("order_ref", "")))
    reading = as_handed(reading, ticket.get("given_ref", ""), order) if ticket.get("handed") else reading  # runs/handed_relative.py
    rows = unaccounted(reading, plan, ticket.get("order_ref", ""), record_before(order, run_id))
    for row in (only_order(rows, ticket["given_ref"]) if ticket.get("handed") else rows):  # a follow-up's: its own order's (runs.follow_ups)
        # the item a person is handed names the request itself, not only its kind
        failures.append({"check": "intent_covered", "item": f'{row["kind"].replace("_", " ")}: "{shortened(row["text"], 120)}"',
                         "detail": describe(row)})
    by_subtask: dict[int, list[dict]] = {}
    for item in deliverables["refunds"] + deliverables["returns"]:
        by_subtask.setdefault(item["subtask"], []).append(item)
    for s in plan:
        made = by_subtask.get(s["number"], [])
        refunds = [d for d in made if d["type"] == "refund"]
        if s["status"] in Subtask.UNFINISHED:
            failures.append({"check": "subtask_closed", "item": s["goal"], "detail": f"subtask {s['number']} is still {s['status']}"})
        if s["status"] == SubtaskStatus.RESOLVED and s["kind"] != "question" and not made:
            failures.append({"check": "deliverable_exists", "item": s["goal"], "detail": "resolved, but no refund or return exists for it"})
        if len(refunds) > 1:
            failures.append({"check": "refund_once", "item": s["goal"], "detail": f"{len(refunds)} refunds for one subtask"})
        if s["number"] not in sentences:
            failures.append({"check": "reply_covers_subtask", "item": s["goal"], "detail": f"the reply has no sentence for subtask {s['number']}"})
        if s["status"] in (SubtaskStatus.ESCALATED, SubtaskStatus.DEFERRED):
            partial.append({"check": "subtask_outcome", "item": s["goal"], "detail": f"{s['status']}"})
        failures += [{"check": "reply_honest", "item": s["goal"], "detail": f"subtask {s['number']}: {p}"}
                     for p in _sentence_problems(s, made, sentences.get(s["number"]))]
    failures += _amount_mismatches(reading, plan, by_subtask, order)
    failures += _foreign_amounts_told(reading, ticket.get("order_ref", ""), plan, by_subtask, sentences)
    for number in sentences:
        if number not in {s["number"] for s in plan}:
            failures.append({"check": "reply_matches_plan", "item": f"subtask {number}", "detail": "the reply speaks of a subtask the plan does not have"})
    if failures:
        return Verdict("FAIL", failures + partial)
    if partial:
        return Verdict("PARTIAL", partial)
    return Verdict("PASS", [])


def _sentence_problems(subtask: dict, made: list[dict], text: str | None) -> list[str]:
    """A sentence for unfinished work claims nothing; a sentence for finished work states what the shop shows."""
    if not text:
        return []
    if subtask["status"] in (SubtaskStatus.ESCALATED, SubtaskStatus.DEFERRED):
        done = {"refund" if d["type"] == "refund" else d.get("kind", "return") for d in made}
        return unresolved_problems(text, subtask["status"], frozenset(done))
    if subtask["status"] != SubtaskStatus.RESOLVED:
        return []
    refunds = [d["amount_cents"] for d in made if d["type"] == "refund"]
    if refunds:
        problems = resolved_problems(text, action="refund", amount_cents=sum(refunds), kind=subtask.get("kind", ""))
        if len(refunds) == 1 or not problems:
            return problems
        return [p for p in problems if "the sentence says more or otherwise" not in p]  # two refunds recorded: "both" is true
    returns = [d for d in made if d["type"] == "return"]
    if returns:
        return resolved_problems(text, action=returns[0]["kind"], amount_cents=None, kind=subtask.get("kind", ""))
    return []


def _foreign_amounts_told(reading, order_ref: str, plan: list[dict], by_subtask: dict[int, list[dict]], sentences: dict[int, str]) -> list[dict]:
    """A refund paid on a charge the customer states in another currency ("€85 taken twice") is told as made in the
    order's currency for the amount the record shows, never as their figure or a match with it (runs/stated_amounts.py)."""
    out = []
    for s in plan:
        if s["status"] != SubtaskStatus.RESOLVED or not any(d["type"] == "refund" for d in by_subtask.get(s["number"], [])):
            continue
        foreign = list(dict.fromkeys(a["text"] for a in foreign_stated(s.get("kind", ""), request_dicts(reading, order_ref))))
        out += [{"check": "reply_honest", "item": s["goal"], "detail": f"subtask {s['number']}: {p}"}
                for p in foreign_amount_problems(sentences.get(s["number"]) or "", foreign)]
    return out


def _amount_mismatches(reading, plan: list[dict], by_subtask: dict[int, list[dict]], order: dict | None = None) -> list[dict]:
    """A duplicate charge refunded at an amount other than the one the customer states ("charged
    sixty-four dollars and ninety-nine cents two times", $60.10 paid): the decision paid a different
    charge from the one claimed, so a person looks before the reply goes out. With the order, a figure is held
    against it as the guard holds it before paying (runs.stated_amounts.copies_unexplained: the copy with the other
    copies, the total as charged, the total as it should have been beside one of these), so what the guard let
    through never fails here after the money moved."""
    kinds_read = {k for s in reading.requests for k in s.kinds}
    stated = [({"text": a.text, "cents": a.cents}, s.text) for s in reading.requests if "duplicate_charge" in s.kinds
              for a in s.amounts if a.currency == "USD" and a.cents and not fee_figure_beside(s.kinds, s.text, a.text, kinds_read)]  # the fee's own figure
    if not stated:
        return []
    out = []
    for s in plan:
        if s.get("kind") != "duplicate_charge":
            continue
        paid = [d["amount_cents"] for d in by_subtask.get(s["number"], []) if d["type"] == "refund"]
        if not paid:
            continue
        figures = [*paid, sum(paid)]  # "$6 each time" for $5.99: the guard's rounding
        intended = 0
        if order:
            figures += [f for p in paid for f in copy_figures(order, {"amount_cents": p}, [])]
            intended = intended_total(order)
        if len(copies_unexplained([a for a, _ in stated], figures, intended)) == len(stated):
            a, text = stated[0]
            out.append({"check": "amount_stated", "item": s["goal"],
                        "detail": f"the customer states {a['text']} ({shortened(text, 120)!r}); the refund paid {', '.join(f'{c / 100:.2f}' for c in paid)}"})
    return out
