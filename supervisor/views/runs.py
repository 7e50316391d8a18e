"""`/runs/` (the list, with filters) and `/runs/<id>/` (one run: its phases, plan, timeline), and
the intervention a reviewer makes in a live run."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from runs.models import Run
from supervisor import actions, selectors
from supervisor.filters import RunFilter
from supervisor.forms import InterveneForm
from supervisor.views.access import back, form_refused, rule_required

PAGE_SIZE = 25

INTERVENED = {
    "instruction": "Instruction added: the agent reads it on its next turn.",
    "key_info": "Key information added: the agent reads it on its next turn.",
    "stop": "Stop requested: the run stops at the next turn boundary.",
}


@require_GET
@login_required
@rule_required("view_dashboard")
def run_list(request: HttpRequest) -> HttpResponse:
    filters = RunFilter(request.GET or None, queryset=selectors.run_list_queryset())
    page = Paginator(filters.qs, PAGE_SIZE).get_page(request.GET.get("page"))
    template = "supervisor/runs/list.html"
    if request.htmx:
        template += "#runs-table"
    return render(request, template, {"filters": filters, "page": page})


@require_GET
@login_required
@rule_required("view_dashboard")
def run_detail(request: HttpRequest, run_id: int) -> HttpResponse:
    try:
        context = selectors.run_detail(run_id)
    except Run.DoesNotExist:
        raise Http404("No such run.") from None
    context["intervene_form"] = InterveneForm()
    return render(request, "supervisor/runs/detail.html", context)


@require_POST
@login_required
@rule_required("intervene_run")
def run_intervene(request: HttpRequest, run_id: int) -> HttpResponse:
    run = get_object_or_404(Run, pk=run_id)
    fallback = reverse("run_detail", args=[run.pk]) + "#run-actions"
    form = InterveneForm(request.POST)
    if not form.is_valid():
        form_refused(request, form)
        return back(request, fallback)
    kind = form.cleaned_data["kind"]
    try:
        actions.run_intervene(run_id=run.pk, user=request.user, kind=kind, text=form.cleaned_data["text"])
    except actions.ActionRefused as exc:
        messages.error(request, str(exc))
    else:
        run.refresh_from_db(fields=["status"])
        messages.success(request, "The run was waiting, so it stopped now." if kind == "stop" and run.status == Run.Status.STOPPED
                         else INTERVENED[kind])
    return back(request, fallback)
