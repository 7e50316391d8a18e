"""Run one ticket and print what happened as JSON.

    manage.py run_ticket T-40219 --wait --json
    manage.py run_ticket --file ticket.json --wait --json --act-as reviewer,lead

Without REDIS_URL (embedded) the walk happens in this process; with it, a Celery worker walks the
run and this command watches the database. `--act-as` lets named people confirm plans and approve
refunds when the run waits for them (each as themselves, with their permissions), for demos.
"""

from __future__ import annotations

import json
import time

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from runs.models import Approval, Run, Ticket
from runs.services import run_start
from runs.ticket_intake import TicketInvalid, ticket_create
from runs.views_data import run_summary


class Command(BaseCommand):
    help = "Start a run for a ticket (by ref, or from a JSON file) and optionally wait for it."

    def add_arguments(self, parser):
        parser.add_argument("ref", nargs="?", help="Ticket ref, e.g. T-40219")
        parser.add_argument("--file", help="A JSON file with a new ticket: subject, body, customer_email, order_ref (optional), ref (optional)")
        parser.add_argument("--model", choices=["offline", "scripted", "anthropic"], default=None)
        parser.add_argument("--script", help="JSON file with a script for the scripted model")
        parser.add_argument("--wait", action="store_true", help="Wait until the run finishes or waits for a person")
        parser.add_argument("--json", action="store_true", help="Print the result as JSON")
        parser.add_argument("--act-as", default="", help="Comma-separated usernames who confirm plans / approve refunds while waiting")
        parser.add_argument("--timeout", type=float, default=300.0)
        parser.add_argument("--inline", action="store_true", help="Walk in this process even when Celery workers exist")

    def handle(self, *args, **opts):
        ticket = self._ticket(opts)
        script = None
        if opts["script"]:
            with open(opts["script"]) as fh:
                script = json.load(fh)
        model = opts["model"] or ("scripted" if script else settings.SUPERVISOR_MODEL)
        run = run_start(ticket=ticket, model_name=model, script=script, actor="command")
        if opts["wait"]:
            run = self._wait(run, opts)
        summary = run_summary(Run.objects.get(pk=run.pk))
        if opts["json"]:
            self.stdout.write(json.dumps(summary, indent=2))
        else:
            self.stdout.write(f"run {summary['run_id']} {summary['status']} {summary['outcome'] or ''}")
            for s in summary["subtasks"]:
                self.stdout.write(f"  {s['number']}. [{s['status']}] {s['goal']}  {s['evidence'] or ''}")

    def _ticket(self, opts) -> Ticket:
        if opts["file"]:
            try:
                with open(opts["file"]) as fh:
                    data = json.load(fh)
            except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
                raise CommandError(f"Cannot read {opts['file']} as UTF-8 JSON: {exc}") from None
            try:
                return ticket_create(data=data, channel=Ticket.Channel.COMMAND)
            except TicketInvalid as exc:
                raise CommandError(f"Invalid ticket: {exc.errors}") from None
        if not opts["ref"]:
            raise CommandError("Give a ticket ref or --file.")
        try:
            return Ticket.objects.get(ref=opts["ref"])
        except Ticket.DoesNotExist:
            raise CommandError(f"No ticket {opts['ref']!r}. Run `manage.py seed_demo` for the demo tickets.") from None

    def _wait(self, run: Run, opts) -> Run:
        from runs.walk import walk
        from runs.people import actions

        people = [get_user_model().objects.get(username=u) for u in opts["act_as"].split(",") if u.strip()]
        deadline = time.monotonic() + opts["timeout"]
        inline = opts["inline"] or not settings.REDIS_URL
        while time.monotonic() < deadline:
            run.refresh_from_db()
            if run.status in (Run.Status.QUEUED, Run.Status.RUNNING):
                if inline:
                    walk(run.pk)
                else:
                    time.sleep(0.2)
                continue
            if run.status in (Run.Status.AWAITING_PLAN, Run.Status.AWAITING_APPROVAL) and people:
                for approval in run.approvals.filter(status=Approval.Status.PENDING):
                    perm = "runs.confirm_plan" if approval.kind == Approval.Kind.PLAN else "runs.approve_refund"
                    person = next((p for p in people if p.has_perm(perm) and p.pk != approval.requested_by_id), None)
                    if person is None:
                        raise CommandError(f"Run {run.pk} waits for {approval.get_kind_display()}; none of --act-as may give it.")
                    if approval.kind == Approval.Kind.PLAN:
                        actions.plan_confirm(approval_id=approval.pk, user=person, note="confirmed from run_ticket")
                    else:
                        actions.refund_decide(approval_id=approval.pk, user=person, approve=True, note="approved from run_ticket")
                continue
            if run.status in (Run.Status.AWAITING_PLAN, Run.Status.AWAITING_APPROVAL):
                pending = run.approvals.filter(status=Approval.Status.PENDING).first()
                if pending is not None:
                    what = "plan" if pending.kind == Approval.Kind.PLAN else "refund"
                    who = "reviewer" if what == "plan" else "lead"
                    self.stderr.write(f"Run {run.pk} waits for a person: manage.py decide {what} {pending.pk} --as {who} --approve "
                                      f"(or pass --act-as {who}).")
            return run
        raise CommandError(f"Run {run.pk} did not finish within {opts['timeout']}s (status {run.status}).")
