"""Counterfactual replay for auditors: walk a finished run (or a set from the runs list) again under
another model or setting against what its world answered, and read both side by side."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from runs.counterfactual import CounterfactualError, run_counterfactual
from runs.models import Counterfactual, Run
from supervisor.tasks import counterfactual_set
from supervisor.forms import CounterfactualForm
from supervisor.views.access import back, form_refused, rule_required

PAGE_SIZE = 25


@require_GET
@login_required
@rule_required("trigger_replay")
def counterfactual_list(request: HttpRequest) -> HttpResponse:
    results = Counterfactual.objects.select_related("run__ticket", "requested_by").order_by("-created_at", "-id")
    page = Paginator(results, PAGE_SIZE).get_page(request.GET.get("page"))
    return render(request, "supervisor/counterfactuals/list.html", {"page": page, "form": CounterfactualForm(initial={"limit": 10})})


@require_GET
@login_required
@rule_required("trigger_replay")
def counterfactual_detail(request: HttpRequest, counterfactual_id: int) -> HttpResponse:
    cf = get_object_or_404(Counterfactual.objects.select_related("run__ticket", "requested_by"), pk=counterfactual_id)
    rows = [
        ("Outcome", cf.original.get("outcome") or cf.original.get("status"), cf.result.get("outcome") or cf.result.get("status")),
        ("Refunded", cf.original.get("refunded_cents", 0), cf.result.get("refunded_cents", 0)),
    ]
    return render(request, "supervisor/counterfactuals/detail.html", {"cf": cf, "rows": rows, "sides": [("Recorded", cf.original), ("Would have", cf.result)]})


@require_POST
@login_required
@rule_required("trigger_replay")
def counterfactual_start(request: HttpRequest, run_id: int) -> HttpResponse:
    """One finished run, walked again now (a few seconds with the offline or scripted model)."""
    run = get_object_or_404(Run, pk=run_id)
    fallback = reverse("run_detail", args=[run.pk]) + "#run-replay"
    form = CounterfactualForm(request.POST)
    if not form.is_valid():
        form_refused(request, form)
        return back(request, fallback)
    try:
        cf = run_counterfactual(run, model=form.cleaned_data["model"] or run.model_name, changes=form.changes(), requested_by=request.user)
    except CounterfactualError as exc:
        messages.error(request, str(exc))
        return back(request, fallback)
    messages.success(request, "Walked again: " + ("; ".join(cf.differences) or "no difference") + ".")
    return redirect("counterfactual_detail", cf.pk)


@require_POST
@login_required
@rule_required("trigger_replay")
def counterfactual_start_set(request: HttpRequest) -> HttpResponse:
    """Finished runs of an outcome (newest first, at most `limit`), walked again by a worker."""
    form = CounterfactualForm(request.POST)
    fallback = reverse("counterfactual_list")
    if not form.is_valid():
        form_refused(request, form)
        return back(request, fallback)
    finished = Run.objects.filter(status__in=Run.FINISHED)
    if form.cleaned_data["outcome"]:
        finished = finished.filter(outcome=form.cleaned_data["outcome"])
    ids = list(finished.order_by("-pk").values_list("pk", flat=True)[: form.cleaned_data["limit"] or 10])
    if not ids:
        messages.error(request, "No finished run matches.")
        return back(request, fallback)
    counterfactual_set.delay_on_commit(ids, form.cleaned_data["model"], form.changes(), request.user.pk)
    messages.success(request, f"{len(ids)} runs are being walked again; their results appear here as each finishes.")
    return back(request, fallback)
