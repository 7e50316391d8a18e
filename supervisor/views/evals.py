"""`/evals/` (every `manage.py eval` run, newest first, with its headline figures) and
`/evals/<id>/` (one eval: the table the command printed, pass^k, per-intent coverage, and each
case with its trials, each linked to the run it walked). Readable by every role."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from runs.models import EvalRun
from supervisor.selectors import evals
from supervisor.views.access import rule_required

PAGE_SIZE = 25


@require_GET
@login_required
@rule_required("view_evals")
def eval_list(request: HttpRequest) -> HttpResponse:
    page = Paginator(evals.eval_run_list(), PAGE_SIZE).get_page(request.GET.get("page"))
    page.object_list = evals.with_figures(page.object_list)
    return render(request, "supervisor/evals/list.html", {"page": page})


@require_GET
@login_required
@rule_required("view_evals")
def eval_detail(request: HttpRequest, eval_id: int) -> HttpResponse:
    try:
        context = evals.eval_detail(eval_id, failed_only=request.GET.get("cases") == "failed", page=request.GET.get("page"))
    except EvalRun.DoesNotExist:
        raise Http404("No such eval.") from None
    return render(request, "supervisor/evals/detail.html", context)
