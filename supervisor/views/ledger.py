"""`/ledger/`: every external effect (refund, return, collection, reply) with its key, decision,
approval, status and compensation; totals per day and source; effects in doubt to settle against
the shop; and the guarded compensation a support lead asks for and another approves."""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from runs.models import Approval, Effect
from runs.people import actions
from supervisor.filters import EffectFilter
from supervisor.selectors import ledger
from supervisor.views.access import back, check_rule, posted_text, rule_required

PAGE_SIZE = 50


@require_GET
@login_required
@rule_required("view_dashboard")
def ledger_list(request: HttpRequest) -> HttpResponse:
    filters = EffectFilter(request.GET or None, queryset=ledger.effect_queryset())
    refused = filters.is_bound and not filters.is_valid()
    qs = filters.qs.none() if refused else filters.qs
    page = Paginator(qs, PAGE_SIZE).get_page(request.GET.get("page"))
    doubtful = ledger.in_doubt(ledger.effect_queryset())
    doubt_ids = {e.pk for e in doubtful}
    shown = ledger.rows(list(page.object_list) + doubtful, doubt_ids)
    page.object_list = shown[:len(page.object_list)]
    context = {"filters": filters, "page": page, "in_doubt": shown[len(page.object_list):], "totals": ledger.totals(qs)}
    template = "supervisor/ledger/list.html"
    if request.htmx:
        template += "#ledger-table"
    return render(request, template, context, status=400 if refused else 200)


def _done(request: HttpRequest, text: str) -> HttpResponse:
    messages.success(request, text)
    return back(request, reverse("ledger"))


@require_POST
@login_required
@rule_required("compensate_effect")
def effect_compensate(request: HttpRequest, effect_id: int) -> HttpResponse:
    effect = get_object_or_404(Effect, pk=effect_id)
    try:
        actions.compensation_request(effect_id=effect.pk, user=request.user, reason=posted_text(request, "reason"))
    except (actions.ActionRefused, ValidationError) as exc:
        messages.error(request, " ".join(exc.messages) if isinstance(exc, ValidationError) else str(exc))
        return back(request, reverse("ledger"))
    return _done(request, f"Compensation of {effect.key} asked for: another support lead approves it.")


@require_POST
@login_required
@rule_required("compensate_effect")
def compensation_decide(request: HttpRequest, approval_id: int) -> HttpResponse:
    approval = get_object_or_404(Approval, pk=approval_id, kind=Approval.Kind.COMPENSATION)
    check_rule(request, "decide_compensation", approval)
    approve = request.POST.get("decision") == "approve"
    try:
        actions.compensation_decide(approval_id=approval.pk, user=request.user, approve=approve, note=posted_text(request, "note"))
    except (actions.ActionRefused, ValidationError) as exc:
        messages.error(request, " ".join(exc.messages) if isinstance(exc, ValidationError) else str(exc))
        return back(request, reverse("ledger"))
    return _done(request, f"Compensation of {approval.decision.get('key')} " + ("carried out." if approve else "rejected."))


@require_POST
@login_required
@rule_required("compensate_effect")
def effect_settle(request: HttpRequest, effect_id: int) -> HttpResponse:
    effect = get_object_or_404(Effect, pk=effect_id)
    try:
        settled = actions.effect_settle(effect_id=effect.pk, user=request.user, note=posted_text(request, "note"))
    except (actions.ActionRefused, ValidationError) as exc:
        messages.error(request, " ".join(exc.messages) if isinstance(exc, ValidationError) else str(exc))
        return back(request, reverse("ledger"))
    return _done(request, f"{effect.key} settled: {settled.get_status_display().lower()} in the shop.")
