"""`/inbox/`: tickets that arrived (by email, the contact form or the API) and no run has read yet. A lead or a
reviewer starts them one at a time or all at once; each start is the same `run_start` the web
form and the API use."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_POST

from runs.services import run_start
from supervisor.selectors.inbox import inbox_tickets
from supervisor.views.access import rule_required

def _start(ticket_ids, user) -> list:
    """Start a run for each ticket that still has none (locked, so two clicks start one run)."""
    started = []
    with transaction.atomic():
        for ticket in inbox_tickets().filter(pk__in=ticket_ids).select_for_update(of=("self",)):
            if ticket.runs.exists():  # started by someone else while we waited for the lock
                continue
            started.append(run_start(ticket=ticket, actor=user.username))
    return started


@require_GET
@login_required
@rule_required("view_dashboard")
def inbox(request: HttpRequest) -> HttpResponse:
    return render(request, "supervisor/inbox/inbox.html", {"tickets": inbox_tickets()})


@require_POST
@login_required
@rule_required("create_ticket")
def inbox_start(request: HttpRequest, ticket_id: int) -> HttpResponse:
    started = _start([ticket_id], request.user)
    if not started:
        messages.error(request, "That ticket has a run already (someone started it just now).")
        return redirect("inbox")
    run = started[0]
    messages.success(request, f"Ticket {run.ticket.ref}: run {run.pk} has started.")
    return redirect("run_detail", run_id=run.pk)


@require_POST
@login_required
@rule_required("create_ticket")
def inbox_start_all(request: HttpRequest) -> HttpResponse:
    started = _start(inbox_tickets().values_list("pk", flat=True), request.user)
    if started:
        messages.success(request, f"Started {len(started)} run{'s' if len(started) != 1 else ''}; they show live on the runs page.")
    else:
        messages.info(request, "The inbox is empty: every ticket has a run.")
    return redirect("run_list")
