"""`/tickets/new/`: a ticket typed in by a person starts a run, like one from the API."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_http_methods

from runs.models import Ticket
from runs.services import run_start
from runs.ticket_intake import TicketInvalid, ticket_create
from supervisor.forms import TicketForm
from supervisor.selectors.customers import customer_with_orders
from supervisor.views.access import rule_required


@require_http_methods(["GET", "POST"])
@login_required
@rule_required("create_ticket")
def ticket_new(request: HttpRequest) -> HttpResponse:
    form = TicketForm(request.POST or None, lookup_url=reverse("ticket_customer_orders"))
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
    email = form.data.get("customer_email", "") if form.is_bound else ""
    return render(request, "supervisor/tickets/new.html", {"form": form, **_orders_context(email)},
                  status=400 if form.is_bound else 200)


def _orders_context(email: str) -> dict:
    return {"lookup_email": email.strip(), "customer": customer_with_orders(email)}


@require_GET
@login_required
@rule_required("create_ticket")
def ticket_customer_orders(request: HttpRequest) -> HttpResponse:
    """htmx: the orders of the customer whose email is typed, or a clear word that the shop has no such customer."""
    return render(request, "supervisor/tickets/new.html#customer-orders", _orders_context(request.GET.get("customer_email", "")))
