"""`/runs/` (the list, with filters) and `/runs/<id>/` (one run: its phases, plan, timeline), and
the intervention a reviewer makes in a live run."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.template.loader import render_to_string
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from runs import world
from runs.follow_up_reasons import handed_order, handed_run
from runs.follow_ups import handed_from
from runs.evals import from_run
from runs.models import Run
from runs.people import actions
from supervisor.forms import CounterfactualForm, InterveneForm, OrderLinkForm
from supervisor.partials import mark_oob, run_list_context, run_page_context
from supervisor.views.access import back, form_refused, rule_required

INTERVENED = {
    "instruction": "Instruction added: the agent reads it on its next turn.",
    "key_info": "Key information added: the agent reads it on its next turn.",
    "stop": "Stop requested: the run stops at the next turn boundary.",
}


@require_GET
@login_required
@rule_required("view_dashboard")
def run_list(request: HttpRequest) -> HttpResponse:
    template = "supervisor/runs/list.html"
    context = run_list_context(request)
    if not request.htmx:
        outcome = request.GET.get("outcome", "")
        context["counterfactual_form"] = CounterfactualForm(initial={"limit": 10, "outcome": outcome if outcome != "none" else ""})
        return render(request, template, context)
    # New filters: the table, and the live socket again for them (it pushes the table it was opened for).
    response = render(request, template + "#runs-table", context)
    response.write(mark_oob(render_to_string(template + "#live-socket", context, request=request), "live"))
    return response


def _run_action(request: HttpRequest, run_id: int, form_class, act) -> HttpResponse:
    """A form posted about one run: refused as a message if invalid, else `act(run, data)`, whose
    ActionRefused becomes the message; back to the run's actions either way."""
    run = get_object_or_404(Run, pk=run_id)
    fallback = reverse("run_detail", args=[run.pk]) + "#run-actions"
    form = form_class(request.POST)
    if not form.is_valid():
        form_refused(request, form)
        return back(request, fallback)
    try:
        messages.success(request, act(run, form.cleaned_data))
    except actions.ActionRefused as exc:
        messages.error(request, str(exc))
    return back(request, fallback)


@require_POST
@login_required
@rule_required("intervene_run")
def run_order_link(request: HttpRequest, run_id: int) -> HttpResponse:
    def confirm(run: Run, data: dict) -> str:
        actions.order_link_confirm(run_id=run.pk, user=request.user, order_ref=data["order_ref"], note=data["note"])
        return f"Order {data['order_ref'].upper()} confirmed for this ticket: the agent may pin it on its next try."

    return _run_action(request, run_id, OrderLinkForm, confirm)


@require_POST
@login_required
@rule_required("view_dashboard")
def run_pinned_withdraw(request: HttpRequest, run_id: int, seq: int) -> HttpResponse:
    """Take what a person said out of the agent's later requests. Who may is an object rule (the
    author, or another with the role it was said in): the verb checks it on the locked run."""
    run = get_object_or_404(Run, pk=run_id)
    try:
        actions.pinned_withdraw(run_id=run.pk, user=request.user, seq=seq)
    except actions.ActionRefused as exc:
        messages.error(request, str(exc))
    else:
        messages.success(request, f"Withdrawn: the agent's requests no longer carry what was said at E{seq}.")
    return back(request, reverse("run_detail", args=[run.pk]) + "#run-pinned")


@require_GET
@login_required
@rule_required("view_dashboard")
def run_detail(request: HttpRequest, run_id: int) -> HttpResponse:
    try:
        context = run_page_context(run_id)
    except Run.DoesNotExist:
        raise Http404("No such run.") from None
    context["ticket_runs"] = ticket_runs(context["run"], context.get("subtasks"))
    return render(request, "supervisor/runs/detail.html", context)


def ticket_runs(run: Run, subtasks) -> list[dict]:
    """The runs of the run's ticket linked to it (runs.follow_ups), read from what the page has already read (no query):
    the run that handed this one its order, and the follow-ups its subtasks were handed to. [] when there are none."""
    rows = []
    if mine := handed_from(run):
        rows.append({"pk": mine["run"], "how": f"handed this run order {mine['order_ref']} (its subtask {mine['subtask']})"})
    for s in subtasks or []:
        if pk := handed_run(s):
            rows.append({"pk": pk, "how": f"follow-up working order {handed_order(s)} (this run's subtask {s.number})"})
    return rows


@require_POST
@login_required
@rule_required("intervene_run")
def run_intervene(request: HttpRequest, run_id: int) -> HttpResponse:
    def intervene(run: Run, data: dict) -> str:
        kind = data["kind"]
        actions.run_intervene(run_id=run.pk, user=request.user, kind=kind, text=data["text"])
        run.refresh_from_db(fields=["status"])
        return "The run was waiting, so it stopped now." if kind == "stop" and run.status == Run.Status.STOPPED else INTERVENED[kind]

    return _run_action(request, run_id, InterveneForm, intervene)


@require_POST
@login_required
@rule_required("trigger_replay")
def run_replay(request: HttpRequest, run_id: int) -> HttpResponse:
    """An auditor re-walks a finished run from its record alone; the verdict is kept on the run
    and appended to its record (with the auditor's name)."""
    from runs.replay import replay_and_record

    run = get_object_or_404(Run, pk=run_id)
    fallback = reverse("run_detail", args=[run.pk]) + "#run-replay"
    if not run.is_finished:
        messages.error(request, "Only a finished run can be replayed.")
        return back(request, fallback)
    report = replay_and_record(run, actor=request.user.get_username())
    if report.identical:
        messages.success(request, f"Replayed from the record: identical ({report.events_compared} events).")
    else:
        where = report.first_difference.get("seq") or report.first_difference.get("field")
        messages.error(request, f"Replayed from the record: it differs, first at {where}.")
    return back(request, fallback)


@require_POST
@login_required
@rule_required("export_evidence")
def run_export(request: HttpRequest, run_id: int) -> HttpResponse:
    """An auditor downloads the run's signed evidence bundle (runs.evidence); the export is appended
    to the run's record with their name. POST: it writes to the record."""
    from runs.evidence import EvidenceError, export_run

    run = get_object_or_404(Run, pk=run_id)
    try:
        text = export_run(run.pk, exported_by=request.user.get_username())
    except EvidenceError as exc:
        messages.error(request, str(exc))
        return back(request, reverse("run_detail", args=[run.pk]) + "#run-replay")
    response = HttpResponse(text, content_type="application/json; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="run-{run.pk}-evidence-{world.now():%Y%m%d-%H%M%S}.json"'
    return response


@require_POST
@login_required
@rule_required("label_run")
def run_save_case(request: HttpRequest, run_id: int) -> HttpResponse:
    """A reviewer saves a finished run as an eval case: the world it read, the intents as they label
    them, the end state it left with the outcome they confirm (runs.evals.from_run)."""
    run = get_object_or_404(Run, pk=run_id)
    try:
        case = from_run.run_save_as_case(run_id=run.pk, user=request.user, case_set=request.POST.get("case_set", ""),
                                        case_id=request.POST.get("case_id", ""), intents=request.POST.getlist("intents") or None,
                                        outcome=request.POST.get("outcome") or None)
    except actions.ActionRefused as exc:
        messages.error(request, str(exc))
    else:
        messages.success(request, f"Saved as case {case['id']} in {request.POST.get('case_set')}.jsonl (intents: {', '.join(case['intents'])}; "
                                  f"expected {case['expected']['outcome']}).")
    return back(request, reverse("run_detail", args=[run.pk]) + "#run-learn")
