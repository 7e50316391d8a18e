"""`/metrics/`: outcomes, silent drops, stuck runs, guard failures, revisions and approval wait,
each an inline SVG bar chart with its numbers in a table beside it (no JavaScript)."""

from __future__ import annotations

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from supervisor.selectors.labels import label_summary
from supervisor.selectors.metrics import metrics as metric_charts
from supervisor.selectors.model_usage import usage_by_model_and_outcome
from supervisor.views.access import rule_required

STUCK_CHOICES = [15, 30, 60, 240, 1440]


@require_GET
@login_required
@rule_required("view_dashboard")
def metrics(request: HttpRequest) -> HttpResponse:
    default = getattr(settings, "SUPERVISOR_STUCK_MINUTES", 30)
    try:
        stuck_minutes = max(1, min(int(request.GET.get("stuck_minutes", default)), 60 * 24 * 30))
    except ValueError:
        stuck_minutes = default
    context = metric_charts(stuck_minutes=stuck_minutes)
    context["model_usage"] = usage_by_model_and_outcome()
    context["labels"] = label_summary()
    context["stuck_choices"] = [(m, _label(m)) for m in sorted(set(STUCK_CHOICES) | {stuck_minutes})]
    return render(request, "supervisor/metrics.html", context)


def _label(minutes: int) -> str:
    if minutes < 60 or minutes % 60:
        return f"{minutes} min"
    if minutes < 1440 or minutes % 1440:
        return f"{minutes // 60} h"
    return f"{minutes // 1440} d"
