"""`/annotate/`: closed runs nobody has labelled yet, for reviewers to label correct, or wrong with
a reason (runs.people.actions.run_label); the metrics page shows the labels."""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from runs.models import Run
from runs.people import actions
from supervisor.selectors.labels import annotation_queue
from supervisor.views.access import back, posted_text, rule_required


def _int(value: str | None) -> int | None:
    try:
        number = int(value or "")
    except ValueError:
        return None
    return number if 0 < number < 2**31 else None


@require_GET
@login_required
@rule_required("label_run")
def annotation_list(request: HttpRequest) -> HttpResponse:
    page = annotation_queue(before=_int(request.GET.get("before")), after=_int(request.GET.get("after")))
    return render(request, "supervisor/annotate/queue.html", {"page": page})


@require_POST
@login_required
@rule_required("label_run")
def run_label(request: HttpRequest, run_id: int) -> HttpResponse:
    run = get_object_or_404(Run, pk=run_id)
    try:
        actions.run_label(run_id=run.pk, user=request.user, label=request.POST.get("label", ""), reason=posted_text(request, "reason"))
    except (actions.ActionRefused, ValidationError) as exc:
        messages.error(request, " ".join(exc.messages) if isinstance(exc, ValidationError) else str(exc))
    else:
        messages.success(request, f"Run #{run.pk} labelled {request.POST.get('label')}.")
    return back(request, reverse("annotation_queue"))
