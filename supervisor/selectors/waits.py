"""Everything waiting on people in one list, soonest deadline first: the waits page (a lead's inbox).

Two queries whatever the number of waits (pending approvals, open escalations), filtered by kind
and assignee in the database and by amount (inside a JSON decision) after; the deadline of each is its start plus its kind's period
(runs.waits), so sorting needs no stored column.
"""

from __future__ import annotations

import operator
from dataclasses import dataclass
from datetime import datetime
from functools import reduce

from django.contrib.auth import get_user_model
from django.db.models import Q

from runs.models import Approval, Escalation, Run
from runs.waits import WAIT_KINDS, due_at, past_due


@dataclass
class WaitItem:
    kind: str
    wait: Approval | Escalation
    run: Run
    due_at: datetime
    amount_cents: int | None
    summary: str

    @property
    def key(self) -> str:
        """How a form names it: `refund:12`."""
        return f"{self.kind}:{self.wait.pk}"

    @property
    def label(self) -> str:
        return WAIT_KINDS[self.kind].label


def _order_value(run: Run) -> int:
    order = run.state.get("order") or {}
    return sum(line.get("unit_price_cents", 0) * line.get("quantity", 0) for line in order.get("lines", []))


def waits_inbox(*, kind: str = "", min_cents: int | None = None, max_cents: int | None = None, mine=None,
                overdue_at: datetime | None = None) -> list[WaitItem]:
    """Open waits, soonest deadline first. `mine`: a user; only what is assigned to them or to a group
    of theirs (`mine.group_names`, a set the caller read). Amounts: a refund's, a plan's order value;
    an escalation has none, so an amount filter leaves escalations out. `overdue_at`: only waits
    past their deadline at that moment (what the overview counts as overdue). `kind`: empty for
    every kind; one that is none of them (a typo) matches nothing, never every kind."""
    items: list[WaitItem] = []
    kinds = list(WAIT_KINDS) if not kind else [kind] if kind in WAIT_KINDS else []
    assigned = Q()
    if mine is not None:
        assigned = Q(assignee=mine) | Q(assigned_group__in=mine.group_names)
    approval_kinds = [k for k in kinds if k != "escalation"]
    if approval_kinds:
        due = Q()
        if overdue_at is not None:  # each kind has its own period: one condition per kind, one query
            due = reduce(operator.or_, (Q(kind=k) & past_due(k, overdue_at) for k in approval_kinds))
        approvals = (Approval.objects.filter(assigned, due, kind__in=approval_kinds, status=Approval.Status.PENDING)
                     .select_related("run__ticket", "assignee", "requested_by"))
        for a in approvals:
            amount = a.decision.get("amount_cents") if a.kind == Approval.Kind.REFUND else _order_value(a.run)
            summary = (f"{a.decision.get('action') or 'refund'} on {a.decision.get('order_ref') or a.run.order_ref}: {a.decision.get('reason', '')}"
                       if a.kind == Approval.Kind.REFUND else f"plan for order {a.run.order_ref or '?'}")
            items.append(WaitItem(a.kind, a, a.run, due_at(a.kind, a.created_at), amount, summary))
    if "escalation" in kinds and min_cents is None and max_cents is None:
        due = past_due("escalation", overdue_at) if overdue_at is not None else Q()
        escalations = Escalation.objects.filter(assigned, due, status=Escalation.Status.OPEN).select_related("run__ticket", "assignee")
        items += [WaitItem("escalation", e, e.run, due_at("escalation", e.created_at), None, e.open_item) for e in escalations]
    if min_cents is not None:
        items = [i for i in items if i.amount_cents is not None and i.amount_cents >= min_cents]
    if max_cents is not None:
        items = [i for i in items if i.amount_cents is not None and i.amount_cents <= max_cents]
    return sorted(items, key=lambda i: (i.due_at, i.kind, i.wait.pk))


def assignable_people() -> list:
    """Everyone who decides some kind of wait, for the reassign menu."""
    groups = {k.group for k in WAIT_KINDS.values()} | {"admin"}
    return list(get_user_model().objects.filter(is_active=True, groups__name__in=groups).distinct().order_by("username"))
