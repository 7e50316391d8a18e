"""The inbox: tickets that arrived and no run has read yet (the inbox page, and its count on the overview)."""

from __future__ import annotations

from django.db.models import QuerySet

from runs.models import Ticket

# Tickets that are not work for people: the eval set's own tickets.
NOT_INCOMING = [Ticket.Channel.EVAL]


def inbox_tickets() -> QuerySet[Ticket]:
    """Incoming tickets without a run, oldest first."""
    return Ticket.objects.filter(runs__isnull=True).exclude(channel__in=NOT_INCOMING).order_by("created_at", "pk")
