"""Save a finished run as an eval case (runs.evals.from_run), appended to a named case set in EVAL_CASE_DIR.

    manage.py save_case 42 --set saved --id RUN-42 [--intents duplicate_charge damaged_item] [--outcome partial] --as reviewer
"""

from __future__ import annotations

import json

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from runs.models import RunOutcome
from runs.evals.from_run import run_save_as_case
from runs.people.actions import ActionRefused


class Command(BaseCommand):
    help = "Save a finished run as an eval case."

    def add_arguments(self, parser):
        parser.add_argument("run_id", type=int)
        parser.add_argument("--set", dest="case_set", required=True)
        parser.add_argument("--id", dest="case_id", required=True)
        parser.add_argument("--intents", nargs="+", help="The customer's intents as you label them (default: the screener's reading)")
        parser.add_argument("--outcome", choices=[o for o in RunOutcome.values if o != RunOutcome.NONE], help="The expected outcome (default: the run's)")
        parser.add_argument("--as", dest="username", required=True, help="The reviewer saving it")

    def handle(self, *args, **opts):
        user = get_user_model().objects.filter(username=opts["username"]).first()
        if user is None:
            raise CommandError(f"No user {opts['username']!r}.")
        # The permission the run page's "label_run" rule is made of (the runtime does not import the web layer).
        if not (user.is_active and user.has_perm("runs.label_run")):
            raise CommandError(f"{user.get_username()} may not save runs as eval cases (reviewers and admins do: runs.label_run).")
        try:
            case = run_save_as_case(run_id=opts["run_id"], user=user, case_set=opts["case_set"], case_id=opts["case_id"],
                                    intents=opts["intents"], outcome=opts["outcome"])
        except ActionRefused as exc:
            raise CommandError(str(exc)) from None
        self.stdout.write(json.dumps({"id": case["id"], "intents": case["intents"], "expected": case["expected"]}))
