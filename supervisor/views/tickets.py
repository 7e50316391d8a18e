"""`/tickets/new/`: a ticket typed in by a person starts a run, like one from the API."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods

from runs.models import Ticket
from runs.services import run_start
from runs.ticket_intake import TicketInvalid, ticket_create
from supervisor.forms import TicketForm
from supervisor.views.access import rule_required


@require_http_methods(["GET", "POST"])
@login_required
@rule_required("create_ticket")
def ticket_new(request: HttpRequest) -> HttpResponse:
    form = TicketForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        try:
            with transaction.atomic():
                ticket = ticket_create(data=form.ticket_data, channel=Ticket.Channel.WEB, created_by=request.user)
                run = run_start(ticket=ticket, actor=request.user.username)
        except TicketInvalid as exc:
            for name, message in exc.errors.items():
                form.add_error(name if name in form.fields else None, message)
        else:
            messages.success(request, f"Ticket {ticket.ref} created; run {run.pk} has started.")
            return redirect("run_detail", run_id=run.pk)
    return render(request, "supervisor/tickets/new.html", {"form": form}, status=400 if form.is_bound else 200)
