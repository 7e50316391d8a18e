"""Act on a waiting run from the command line, as a named person (the same verbs the dashboard uses).

    manage.py decide plan 12 --as reviewer --confirm
    manage.py decide refund 13 --as lead --approve --note "carrier claim filed"
    manage.py decide escalation 4 --as reviewer --resolve "refunded by phone" --resume
"""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from runs.people import actions

PERMISSION = {"plan": "runs.confirm_plan", "refund": "runs.approve_refund", "escalation": "runs.resolve_escalation"}


class Command(BaseCommand):
    help = "Confirm or reject a plan, approve or reject a refund, or resolve an escalation, as a named person."

    def add_arguments(self, parser):
        parser.add_argument("what", choices=sorted(PERMISSION))
        parser.add_argument("id", type=int, help="Approval id (plan, refund) or escalation id")
        parser.add_argument("--as", dest="username", required=True)
        verdict = parser.add_mutually_exclusive_group()
        verdict.add_argument("--confirm", "--approve", dest="yes", action="store_true")
        verdict.add_argument("--reject", dest="no", action="store_true")
        parser.add_argument("--resolve", default="", help="Resolution note for an escalation")
        parser.add_argument("--resume", action="store_true", help="Resume the run after resolving its escalation")
        parser.add_argument("--note", default="")

    def handle(self, *args, what, id, username, yes, no, resolve, resume, note, **opts):
        user = get_user_model().objects.filter(username=username).first()
        if user is None:
            raise CommandError(f"No user {username!r}.")
        if not user.has_perm(PERMISSION[what]):
            raise CommandError(f"{username} may not decide {what}s (needs {PERMISSION[what]}).")
        try:
            if what == "escalation":
                if not resolve:
                    raise CommandError("Say how it was resolved: --resolve TEXT.")
                run = actions.escalation_resolve(escalation_id=id, user=user, resolution=resolve, resume=resume)
            elif not (yes or no):
                raise CommandError("Say --confirm/--approve or --reject.")
            elif what == "plan":
                run = (actions.plan_confirm(approval_id=id, user=user, note=note) if yes
                       else actions.plan_reject(approval_id=id, user=user, note=note or "rejected from the command line"))
            else:
                run = actions.refund_decide(approval_id=id, user=user, approve=yes, note=note)
        except actions.ActionRefused as exc:
            raise CommandError(str(exc)) from None
        self.stdout.write(f"run {run.pk} is now {run.status}")
