"""Re-walk finished runs from their record, with no model and no tools, and report.

    manage.py replay 42          exit 0 when identical, 1 when it differs (the first difference is printed)
    manage.py replay --all       every finished run, with progress; exit 1 if any differs
"""

from __future__ import annotations

import json
import sys

from django.core.management.base import BaseCommand, CommandError

from runs.models import Run
from runs.replay import replay_and_record


class Command(BaseCommand):
    help = "Replay runs from their record and compare with what happened."

    def add_arguments(self, parser):
        parser.add_argument("run_id", nargs="?", type=int)
        parser.add_argument("--all", action="store_true", help="Replay every finished run")
        parser.add_argument("--json", action="store_true", help="Print the reports as JSON")

    def handle(self, *args, **opts):
        if opts["all"]:
            runs = list(Run.objects.filter(status__in=Run.FINISHED).select_related("ticket").order_by("id"))
        elif opts["run_id"]:
            runs = list(Run.objects.filter(pk=opts["run_id"]).select_related("ticket"))
            if not runs:
                raise CommandError(f"No run {opts['run_id']}.")
        else:
            raise CommandError("Give a run id or --all.")
        reports = []
        for i, run in enumerate(runs, start=1):
            report = replay_and_record(run, actor="replay-command")
            reports.append(report)
            if opts["all"] and not opts["json"]:
                sys.stderr.write(f"\r[{'#' * (30 * i // len(runs)):<30}] {i}/{len(runs)} run {run.pk}")
                sys.stderr.flush()
        if opts["all"] and not opts["json"]:
            sys.stderr.write("\n")
        differing = [r for r in reports if not r.identical]
        if opts["json"]:
            self.stdout.write(json.dumps([{"run_id": r.run_id, **r.as_payload()} for r in reports], indent=2))
        else:
            for r in reports:
                if r.identical:
                    if not opts["all"]:
                        self.stdout.write(f"run {r.run_id}: identical ({r.events_compared} events)")
                else:
                    self.stdout.write(f"run {r.run_id}: DIFFERS at {json.dumps(r.first_difference)}")
                    for note in r.notes:
                        self.stdout.write(f"  note: {note}")
            if opts["all"]:
                self.stdout.write(f"{len(reports)} runs replayed: {len(reports) - len(differing)} identical, {len(differing)} differ")
        if differing:
            sys.exit(1)
