"""`manage.py screen`: score the screener on sets of tickets a person labelled, request by request.

    python manage.py screen --cases runs/evals/screening/blind-60.jsonl [--json PATH] [--quiet]

Prints how many labelled requests were read as their kind, caught as `other` (a person closes
them), or dropped, and every false claim, missed injection and wrong language, with its sentence.
Exits 1 when any request is dropped or cut out as injected. No database is touched.
"""

from __future__ import annotations

import json

from django.core.management.base import BaseCommand, CommandError

from runs.evals.screening_sets import ScreeningSetInvalid, load, render, score_set


class Command(BaseCommand):
    help = "Score the ticket screener against labelled screening sets (no database, no model)."

    def add_arguments(self, parser):
        parser.add_argument("--cases", nargs="+", required=True, metavar="PATH", help="Screening set JSONL files.")
        parser.add_argument("--json", metavar="PATH", help="Write the summary (and per-case drops) as JSON.")
        parser.add_argument("--quiet", action="store_true", help="Only the summary table.")

    def handle(self, *args, **opts):
        cases = []
        try:
            for path in opts["cases"]:
                cases.extend(load(path))
        except (OSError, ScreeningSetInvalid) as exc:
            raise CommandError(str(exc)) from exc
        result = score_set(cases)
        self.stdout.write(render(result, detail=not opts["quiet"]))
        if opts["json"]:
            report = result.summary() | {"dropped_detail": [
                {"id": s.case.id, "kind": label.kind, "quote": label.quote, "read_as": seen} for s in result.scores for label, seen in s.dropped]}
            with open(opts["json"], "w", encoding="utf-8") as fh:
                json.dump(report, fh, indent=2)
        summary = result.summary()
        if summary["dropped"] or summary["requests_cut_as_injected"]:
            raise SystemExit(1)
