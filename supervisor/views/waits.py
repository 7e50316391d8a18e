"""`/waits/`: everything waiting on people, soonest deadline first, as a support lead's inbox:
filters by kind and amount, "assigned to me", "overdue", bulk reject or reassign, and keyboard
shortcuts (static/js/waits.js). Approving and rejecting one item posts to the queues' own actions.
The list is live: its socket (supervisor.partials, page "waits") pushes it again as waits come and go."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from runs.models import Approval, Escalation
from runs.people import actions
from supervisor.forms import BulkWaitForm, NotificationSettingsForm
from supervisor.models import NotificationSettings
from supervisor.rules import allowed
from supervisor.partials import waits_context
from supervisor.selectors.waits import assignable_people
from supervisor.views.access import back, form_refused, rule_required


@require_GET
@login_required
@rule_required("view_dashboard")
def waits_page(request: HttpRequest) -> HttpResponse:
    return render(request, "supervisor/waits/inbox.html", waits_context(request))


def _wait(kind: str, pk: int) -> Approval | Escalation | None:
    if kind == "escalation":
        return Escalation.objects.filter(pk=pk).first()
    return Approval.objects.filter(pk=pk, kind=kind).first()


@require_POST
@login_required
@rule_required("view_dashboard")
def waits_bulk(request: HttpRequest) -> HttpResponse:
    form = BulkWaitForm(request.POST, people=assignable_people())
    if not form.is_valid():
        form_refused(request, form)
        return back(request, reverse("waits"))
    done, refused = [], []
    for kind, pk in form.cleaned_data["items"]:
        wait = _wait(kind, pk)
        name = f"{kind} {pk}"
        if wait is None:
            refused.append(f"{name}: no such item")
            continue
        name = f"{wait.run.ticket.ref} ({kind})"
        try:
            if form.cleaned_data["action"] == "reassign":
                if not allowed(request.user, f"reassign_{kind}"):
                    raise actions.ActionRefused("you do not decide this kind")
                actions.wait_reassign(kind=kind, wait_id=pk, user=request.user, to=form.cleaned_data["to"])
            elif kind == "escalation":
                raise actions.ActionRefused("an escalation is resolved with what you did, not rejected")
            elif kind == "plan":
                if not allowed(request.user, "decide_plan", wait):
                    raise actions.ActionRefused("you may not decide this plan")
                actions.plan_reject(approval_id=pk, user=request.user, note=form.cleaned_data["note"])
            else:
                if not allowed(request.user, "decide_approval", wait):
                    raise actions.ActionRefused("you may not decide this refund")
                actions.refund_decide(approval_id=pk, user=request.user, approve=False, note=form.cleaned_data["note"])
        except actions.ActionRefused as exc:
            refused.append(f"{name}: {exc}")
        else:
            done.append(name)
    verb = "Reassigned to " + form.cleaned_data["to"].get_username() if form.cleaned_data["action"] == "reassign" else "Rejected"
    if done:
        messages.success(request, f"{verb}: {', '.join(done)}.")
    if refused:
        messages.error(request, "Not done: " + "; ".join(refused))
    return back(request, reverse("waits"))


@require_http_methods(["GET", "POST"])
@login_required
@rule_required("view_dashboard")
def notification_settings(request: HttpRequest) -> HttpResponse:
    """A person's own notification settings: which kinds of overdue waits, by which channels."""
    current = NotificationSettings.objects.filter(user=request.user).first() or NotificationSettings(user=request.user)
    form = NotificationSettingsForm(request.POST or None, instance=current)
    if request.method == "POST" and form.is_valid():
        form.save()
        messages.success(request, "Your notification settings are saved.")
        return redirect("notification_settings")
    return render(request, "supervisor/waits/notification_settings.html", {"form": form, "email": request.user.email},
                  status=400 if form.is_bound else 200)
