"""`/approvals/`: refunds over the ceiling waiting for a support lead, with everything needed to
decide: the decision, the order, the cited policy and the evidence. A lead approves the proposed
amount or less, rejects with a note (the subtask is escalated) or with instructions (the agent
decides again). Nobody decides a refund they requested: the page says "you requested this" and
the rule refuses it.

Below the queue, the standing approvals (a lead's yes given in advance, runs.standing), pending,
in force and ended: a support lead signs one, an admin who did not sign it grants it (nothing is
covered on one person's word); an admin or the lead who signed one declines, withdraws or revokes it."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.utils.html import format_html
from django.utils.timezone import localtime
from django.views.decorators.http import require_GET, require_POST

from django.core.exceptions import ValidationError

from runs.models import Approval, StandingApproval
from runs.money import dollars
from runs.people import actions
from runs.people import standing as standing_actions
from runs.people.actions import ActionRefused
from supervisor.forms import RefundDecisionForm
from supervisor.rules import allowed
from supervisor.selectors import queues
from supervisor.selectors.standing import standing_view
from supervisor.standing_forms import StandingApprovalForm
from supervisor.views.access import back, check_rule, form_refused, posted_text, rule_required

OWN_REFUND = "You requested this refund, so another support lead must decide it."


@require_GET
@login_required
@rule_required("view_dashboard")
def approval_queue(request: HttpRequest) -> HttpResponse:
    return _page(request)


def _page(request: HttpRequest, sign_form: StandingApprovalForm | None = None) -> HttpResponse:
    """The queue, and the standing approvals with the form to sign one (for the leads)."""
    if sign_form is None and allowed(request.user, "sign_standing"):
        sign_form = StandingApprovalForm()
    return render(request, "supervisor/approvals/queue.html",
                  {"items": queues.approval_queue(), "standing": standing_view(), "sign_form": sign_form})


@require_POST
@login_required
@rule_required("sign_standing")
def standing_sign(request: HttpRequest) -> HttpResponse:
    """A support lead signs a standing approval: it waits for an admin's grant and covers nothing until then."""
    form = StandingApprovalForm(request.POST)
    if not form.is_valid():
        return _page(request, form)  # the page again, each field with what is wrong with it
    try:
        rule = standing_actions.sign(lead=request.user, **form.grant_args())
    except ActionRefused as exc:
        form.add_error(None, str(exc))
        return _page(request, form)
    messages.success(request, f"Standing approval #{rule.pk} signed: up to {dollars(rule.max_amount_cents)} per refund, "
                              f"{rule.max_uses} refunds at most. It covers nothing until an admin grants it.")
    return back(request, reverse("approval_queue"))


@require_POST
@login_required
@rule_required("view_dashboard")
def standing_grant(request: HttpRequest, standing_id: int) -> HttpResponse:
    """An admin grants a rule a lead signed (never one they signed themselves): in force from now."""
    rule = get_object_or_404(StandingApproval, pk=standing_id)
    check_rule(request, "grant_standing", rule)
    try:
        rule = standing_actions.grant(standing_id=rule.pk, admin=request.user)
    except ActionRefused as exc:
        messages.error(request, str(exc))
    else:
        messages.success(request, f"Standing approval #{rule.pk} granted, signed by {rule.requested_by}: in force until "
                                  f"{localtime(rule.expires_at):%d %b %H:%M %Z}, up to {dollars(rule.max_amount_cents)} per refund.")
    return back(request, reverse("approval_queue"))


@require_POST
@login_required
@rule_required("view_dashboard")
def standing_revoke(request: HttpRequest, standing_id: int) -> HttpResponse:
    rule = get_object_or_404(StandingApproval, pk=standing_id)
    check_rule(request, "revoke_standing", rule)
    try:
        note = posted_text(request, "note", max_length=300)
        pending = rule.is_pending
        standing_actions.revoke(standing_id=rule.pk, user=request.user, note=note)
    except (ActionRefused, ValidationError) as exc:
        messages.error(request, " ".join(getattr(exc, "messages", [str(exc)])))
    else:
        if pending:
            messages.success(request, f"Standing approval #{rule.pk} {'withdrawn' if rule.requested_by_id == request.user.pk else 'declined'}: "
                                      "it was never in force.")
        else:
            messages.success(request, f"Standing approval #{rule.pk} revoked: refunds from now on wait for a support lead again.")
    return back(request, reverse("approval_queue"))


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
