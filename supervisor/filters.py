"""Filters for the run list and the replan audit (django-filter)."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta

import django_filters
from django import forms
from django.db.models import Q, Subquery
from django.utils import timezone

from runs.models import EffectStatus, Phase, RunOutcome, RunStatus

DATE = forms.DateInput(attrs={"type": "date"})
ANY = [("", "Any")]


def start_of_day(day: date) -> datetime:
    """Midnight at the start of `day` in the current time zone, as an aware instant."""
    return timezone.make_aware(datetime.combine(day, time.min))


class RunFilter(django_filters.FilterSet):
    ticket = django_filters.CharFilter(method="filter_ticket", label="Ticket")
    phase = django_filters.ChoiceFilter(choices=Phase.choices, empty_label="Any phase")
    status = django_filters.ChoiceFilter(choices=RunStatus.choices, empty_label="Any status")
    outcome = django_filters.ChoiceFilter(
        choices=[(v, label) for v, label in RunOutcome.choices if v] + [("none", "Not finished")],
        method="filter_outcome", empty_label="Any outcome",
    )
    has_drift = django_filters.ChoiceFilter(choices=[("yes", "Had drift alerts"), ("no", "No drift alerts")],
                                            method="filter_drift", empty_label="Drift: any", label="Drift")
    # As a range of instants from local midnight, so the index on created_at serves it (a date of
    # each row's timestamp would be computed for every run).
    created_after = django_filters.DateFilter(method="filter_created_after", label="Created from", widget=DATE)
    created_before = django_filters.DateFilter(method="filter_created_before", label="Created to", widget=DATE)

    def filter_created_after(self, queryset, name, value):
        return queryset.filter(created_at__gte=start_of_day(value)) if value > date.min else queryset

    def filter_created_before(self, queryset, name, value):
        if value >= date.max:
            return queryset
        end = start_of_day(value + timedelta(days=1))
        # The list reads newest first by id: bound the id as well, by the newest run created before the
        # end (plus a minute, for a run whose id and creation time were taken in the other order), so
        # the database starts there instead of walking back through every newer run.
        newest = queryset.model.objects.filter(created_at__lt=end + timedelta(minutes=1)).order_by("-created_at").values("pk")[:1]
        return queryset.filter(created_at__lt=end, pk__lte=Subquery(newest))

    def filter_ticket(self, queryset, name, value):
        value = value.strip()
        return queryset.filter(Q(ticket__ref__icontains=value) | Q(ticket__subject__icontains=value)) if value else queryset

    def filter_outcome(self, queryset, name, value):
        return queryset.filter(outcome=RunOutcome.NONE if value == "none" else value)

    def filter_drift(self, queryset, name, value):
        # `has_drift` is an alias of supervisor.selectors.run_pages.run_list_queryset (filtered on, not selected).
        return queryset.filter(has_drift=(value == "yes"))


# The largest id a database key holds (a signed 64-bit integer); a larger number names no row, and
# SQLite raises OverflowError rather than finding nothing.
ID_MAX = 2**63 - 1


class IdFilter(django_filters.NumberFilter):
    """A whole-number id between 1 and ID_MAX: "1e30", "-5" or 23 nines are a form error, not a query."""

    field_class = forms.IntegerField

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("min_value", 1)
        kwargs.setdefault("max_value", ID_MAX)
        super().__init__(*args, **kwargs)


class ReplanFilter(django_filters.FilterSet):
    run = IdFilter(field_name="run_id", label="Run #", widget=forms.NumberInput(attrs={"min": 1}))
    ticket = django_filters.CharFilter(field_name="run__ticket__ref", lookup_expr="icontains", label="Ticket")
    actor_kind = django_filters.ChoiceFilter(choices=[("agent", "The agent"), ("person", "A person")], method="filter_actor_kind",
                                             empty_label="Agent or person", label="By")
    actor = django_filters.CharFilter(field_name="actor", lookup_expr="iexact", label="Person (username)")
    created_after = django_filters.DateFilter(field_name="created_at", lookup_expr="date__gte", label="From", widget=DATE)
    created_before = django_filters.DateFilter(field_name="created_at", lookup_expr="date__lte", label="To", widget=DATE)

    def filter_actor_kind(self, queryset, name, value):
        machine = Q(actor__in=["agent", "system"])
        return queryset.filter(machine) if value == "agent" else queryset.exclude(machine)


class EffectFilter(django_filters.FilterSet):
    """The side-effect ledger's filters. "In doubt" is a status here though the row stores
    "requested": a requested effect whose run no worker holds (runs.ledger.in_doubt_q)."""

    effect_class = django_filters.ChoiceFilter(choices=[("refund", "Refund"), ("return", "Return"), ("collection", "Collection"),
                                                        ("reply", "Reply")], empty_label="Any effect", label="Effect")
    status = django_filters.ChoiceFilter(choices=[("requested", "Requested"), ("in_doubt", "In doubt"), ("done", "Done"),
                                                  ("refused", "Refused by the shop"), ("not_made", "Not made (settled)"),
                                                  ("compensated", "Compensated")],
                                         method="filter_status", empty_label="Any status")
    source = django_filters.ChoiceFilter(choices=[("platform", "Platform"), ("seller", "Seller"), ("carrier_claim", "Carrier claim")],
                                         empty_label="Any source", label="Funded by")
    run = django_filters.NumberFilter(field_name="run_id", label="Run", min_value=1, max_value=2**31 - 1)
    requested_after = django_filters.DateFilter(method="filter_after", label="From", widget=DATE)
    requested_before = django_filters.DateFilter(method="filter_before", label="To", widget=DATE)

    def filter_status(self, queryset, name, value):
        from runs.ledger import in_doubt_q

        if value == "in_doubt":
            return queryset.filter(in_doubt_q())
        if value == EffectStatus.REQUESTED:
            return queryset.filter(status=EffectStatus.REQUESTED).exclude(in_doubt_q())
        return queryset.filter(status=value)

    def filter_after(self, queryset, name, value):
        return queryset.filter(requested_at__gte=start_of_day(value)) if value > date.min else queryset

    def filter_before(self, queryset, name, value):
        return queryset.filter(requested_at__lt=start_of_day(value + timedelta(days=1))) if value < date.max else queryset
