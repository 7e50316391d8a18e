"""Walk finished runs again under another model or setting, against what their world answered.

    manage.py counterfactual --runs 12,13 --set REFUND_CEILING_CENTS=10000
    manage.py counterfactual --outcome resolved --limit 50 --model offline --set PLAN_CONFIRMATION_RULE=always

Nothing in the shop moves: reads come from each run's record, effects are simulated (runs.counterfactual).
Each result is kept and listed on the dashboard's Counterfactuals page.
"""

from __future__ import annotations

import sys

from django.core.management.base import BaseCommand, CommandError

from runs.counterfactual import MODELS, CounterfactualError, parse_settings, run_counterfactual
from runs.models import Run, RunOutcome
from runs.money import dollars


class Command(BaseCommand):
    help = "Re-walk finished runs with another model or setting against the recorded world; print what would have differed."

    def add_arguments(self, parser):
        parser.add_argument("--runs", default="", help="Comma-separated run ids")
        parser.add_argument("--outcome", default="", choices=RunOutcome.values, help="Or: finished runs with this outcome")
        parser.add_argument("--limit", type=int, default=20, help="At most this many runs of --outcome (newest first)")
        parser.add_argument("--set", dest="changes", action="append", default=[], metavar="NAME=VALUE",
                            help="A setting to change (repeatable): REFUND_CEILING_CENTS, REVISION_BUDGET, PLAN_CONFIRMATION_RULE, ...")
        parser.add_argument("--model", default="", choices=["", *MODELS], help="Model to walk with (default: each run's own)")

    def handle(self, *args, runs, outcome, limit, changes, model, **opts):
        try:
            parsed = parse_settings(changes)
        except CounterfactualError as exc:
            raise CommandError(str(exc)) from None
        if runs:
            try:
                ids = [int(x) for x in runs.split(",") if x.strip()]
            except ValueError:
                raise CommandError(f"--runs takes ids separated by commas, not {runs!r}") from None
            chosen = list(Run.objects.filter(pk__in=ids).select_related("ticket").order_by("pk"))
            missing = sorted(set(ids) - {r.pk for r in chosen})
            if missing:
                raise CommandError(f"no run {', '.join(map(str, missing))}")
        elif outcome:
            chosen = list(Run.objects.filter(status=Run.Status.DONE, outcome=outcome).select_related("ticket").order_by("-pk")[:limit])
        else:
            raise CommandError("say which runs: --runs 1,2 or --outcome resolved")
        if not chosen:
            raise CommandError("no run matches")
        rows, changed = [], 0
        for i, run in enumerate(chosen, 1):
            self.stderr.write(f"[{i}/{len(chosen)}] run {run.pk} ({run.ticket.ref}) ...", ending="\r" if sys.stderr.isatty() else "\n")
            try:
                cf = run_counterfactual(run, model=model or run.model_name, changes=parsed)
            except CounterfactualError as exc:
                rows.append((run.pk, run.ticket.ref, "-", "-", "-", "-", f"not walked: {exc}"))
                continue
            changed += bool(cf.differences)
            before, after = cf.original, cf.result
            rows.append((run.pk, run.ticket.ref, before["outcome"] or before["status"], after["outcome"] or after["status"],
                         dollars(before["refunded_cents"]), dollars(after["refunded_cents"]),
                         "; ".join(cf.differences) or "no difference"))
        head = ("run", "ticket", "was", "would be", "refunded", "would refund", "differences")
        widths = [max(len(str(r[i])) for r in [head, *rows]) for i in range(len(head) - 1)]
        self.stdout.write("")
        self.stdout.write("  ".join(str(h).ljust(w) for h, w in zip(head, widths)) + "  " + head[-1])
        for r in rows:
            self.stdout.write("  ".join(str(c).ljust(w) for c, w in zip(r, widths)) + "  " + r[-1])
        what = ", ".join(f"{k}={v}" for k, v in parsed.items()) or "no setting changed"
        self.stdout.write(f"\n{len(rows)} runs walked again ({what}; model {model or 'each run’s own'}): {changed} would differ.")
