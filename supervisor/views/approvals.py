"""`/approvals/`: refunds over the ceiling waiting for a support lead, with everything needed to
decide: the decision, the order, the cited policy and the evidence. A lead approves the proposed
amount or less, rejects with a note (the subtask is escalated) or with instructions (the agent
decides again). Nobody decides a refund they requested: the page says "you requested this" and
the rule refuses it."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.utils.html import format_html
from django.views.decorators.http import require_GET, require_POST

from runs.models import Approval
from runs.money import dollars
from runs.people import actions
from supervisor.forms import RefundDecisionForm
from supervisor.selectors import queues
from supervisor.views.access import back, check_rule, form_refused, rule_required

OWN_REFUND = "You requested this refund, so another support lead must decide it."


@require_GET
@login_required
@rule_required("view_dashboard")
def approval_queue(request: HttpRequest) -> HttpResponse:
    return render(request, "supervisor/approvals/queue.html", {"items": queues.approval_queue()})


@require_POST
@login_required
@rule_required("decide_approval")
def approval_decide(request: HttpRequest, approval_id: int) -> HttpResponse:
    approval = get_object_or_404(Approval, pk=approval_id, kind=Approval.Kind.REFUND)
    check_rule(request, "decide_approval", approval, OWN_REFUND if approval.requested_by_id == request.user.pk else None)
    proposed = approval.decision.get("amount_cents", 0)
    form = RefundDecisionForm(request.POST, proposed_cents=proposed)
    if not form.is_valid():
        form_refused(request, form)
        return back(request, reverse("approval_queue"))
    instructions = form.cleaned_data["instructions"].strip()
    try:
        run = actions.refund_decide(approval_id=approval.pk, user=request.user, approve=form.approve, note=form.cleaned_data["note"],
                                    amount_cents=form.amount_cents, instructions=instructions)
    except actions.ActionRefused as exc:
        messages.error(request, str(exc))
    else:
        approval.refresh_from_db(fields=["approved_amount_cents"])
        messages.success(request, format_html("Refund of {amount} " + _done(form.approve, approval, instructions)
                                              + ". <a href=\"{url}\">Watch the run</a>.", amount=dollars(proposed),
                                              lower=dollars(approval.approved_amount_cents or 0), run=run.pk,
                                              url=reverse("run_detail", args=[run.pk])))
    return back(request, reverse("approval_queue"))


def _done(approve: bool, approval: Approval, instructions: str) -> str:
    """What happens next, for the message (a format_html template: {lower}, {run})."""
    if approve and approval.approved_amount_cents is not None:
        return "approved at {lower}; the guard checks the changed decision again before run {run} pays it"
    if approve:
        return "approved; run {run} goes on to act"
    if instructions:
        return "rejected; run {run} decides again with your instructions pinned"
    return "rejected; run {run} escalates it with your note"
