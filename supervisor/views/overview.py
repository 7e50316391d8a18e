"""`/`: what is waiting for people, live runs by phase, open drift alerts, recent finished runs."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from supervisor.selectors.overview import overview as overview_context
from supervisor.views.access import rule_required


@require_GET
@login_required
@rule_required("view_dashboard")
def overview(request: HttpRequest) -> HttpResponse:
    return render(request, "supervisor/overview.html", overview_context())
