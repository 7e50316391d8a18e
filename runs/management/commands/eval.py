"""`manage.py eval`: walk a case set through the real runtime and judge the end state.

    python manage.py eval [--cases PATH ...] [--model offline|scripted|anthropic] [--k N]
                          [--workers N] [--json PATH] [--only ID ...] [--timeout SECONDS]

Progress goes to stderr, the table to stdout; `--json` writes the report's keys (docs/evals.md).
The EvalRun row keeps the whole summary; one EvalCaseResult per case and trial links to its run.
"""

from __future__ import annotations

import getpass
import json
import sys
import time
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from django.utils import timezone

from runs.evals.cases import SHIPPED, CaseFileInvalid, load_cases
from runs.evals.metrics import json_report, render_table, summarize
from runs.evals.runner import MODELS, EvalSession, Trial, Workers

DEFAULT_CASES = [SHIPPED / "sundry-120.jsonl"]


class Progress:
    """`[#####.....] 57/120 SU-057` on stderr, redrawn in place on a terminal."""

    def __init__(self, stream, total: int, *, width: int = 30):
        self.stream, self.total, self.width, self.done = stream, total, width, 0
        self.tty = hasattr(stream, "isatty") and stream.isatty()

    def step(self, label: str, note: str = "") -> None:
        self.done += 1
        filled = round(self.width * self.done / max(self.total, 1))
        line = f"[{'#' * filled}{'.' * (self.width - filled)}] {self.done}/{self.total} {label}" + (f" {note}" if note else "")
        if self.tty:
            self.stream.write("\r" + line.ljust(self.width + 40))
            if self.done == self.total:
                self.stream.write("\n")
        else:
            self.stream.write(line + "\n")
        self.stream.flush()


class Command(BaseCommand):
    help = "Run an evaluation case set through the runtime and judge the end state of the database."

    def add_arguments(self, parser):
        parser.add_argument("--cases", nargs="+", metavar="PATH", help="JSONL case files (default: the shipped sundry-120 set).")
        parser.add_argument("--model", choices=MODELS, default="offline",
                            help="offline (default), scripted (each case's script; cases without one run offline), anthropic.")
        parser.add_argument("--k", type=int, default=1, help="Trials per case; pass^1..pass^k are reported when k > 1.")
        parser.add_argument("--workers", type=int, default=0,
                            help="0: walk in this process. N > 0: start N Celery workers (needs REDIS_URL) and wait on the database.")
        parser.add_argument("--json", metavar="PATH", help="Write the report as JSON.")
        parser.add_argument("--only", nargs="+", metavar="ID", help="Run only these case ids.")
        parser.add_argument("--timeout", type=float, default=300.0, help="Seconds a trial may take before it is judged unfinished.")

    def handle(self, *args, cases=None, model="offline", k=1, workers=0, json=None, only=None, timeout=300.0, **options):
        paths = [Path(p) for p in (cases or DEFAULT_CASES)]
        try:
            loaded = load_cases(paths)
        except CaseFileInvalid as exc:
            raise CommandError("the case set is invalid:\n" + "\n".join(f"  {p}" for p in exc.problems)) from None
        if only:
            missing = sorted(set(only) - {c.id for c in loaded})
            if missing:
                raise CommandError(f"no case with id {', '.join(missing)} in {', '.join(map(str, paths))}")
            loaded = [c for c in loaded if c.id in set(only)]
        if not 1 <= k <= 99:
            raise CommandError("--k must be between 1 and 99")
        if workers < 0:
            raise CommandError("--workers must be 0 or more")
        if workers and not settings.REDIS_URL:
            raise CommandError("--workers needs REDIS_URL (the Celery broker the workers share with this process)")
        if model == "anthropic" and not settings.ANTHROPIC_API_KEY:
            raise CommandError("--model anthropic needs ANTHROPIC_API_KEY")

        files = [_shown(p) for p in paths]
        session = EvalSession.open(cases=loaded, model=model, k=k, files=files, created_by=_who())
        if len(loaded) > 1000:
            raise CommandError("at most 1000 cases per eval run")
        trials = [Trial(case, n, index) for n in range(1, k + 1) for index, case in enumerate(loaded)]
        progress = Progress(self.stderr._out if hasattr(self.stderr, "_out") else sys.stderr, len(trials))
        began = time.monotonic()

        def tick(trial: Trial) -> None:
            r = trial.result
            flag = "" if r.passed else f"({r.outcome}, not as expected)"
            progress.step(trial.case.id + (f"#{trial.number}" if k > 1 else ""), flag)

        if workers:
            if settings.DATABASES["default"]["ENGINE"].endswith("sqlite3"):
                self.stderr.write("note: SQLite serialises every writer; use PostgreSQL for workers.")
            with Workers(workers):
                session.run_on_workers(trials, timeout=timeout, tick=tick)
        else:
            for trial in trials:
                session.run_in_process(trial, timeout=timeout)
                tick(trial)
        seconds = time.monotonic() - began

        results = [t.result for t in trials]
        summary = summarize(loaded, results, k=k)
        table = render_table(summary, model=model, files=files, seconds=seconds)
        summary.update(timing={"seconds": round(seconds, 2), "per_run": round(seconds / max(len(trials), 1), 3),
                               "workers": workers, "database": settings.DATABASES["default"]["ENGINE"].rsplit(".", 1)[-1]},
                       model=model, files=files, table=table)
        session.eval_run.summary = summary
        session.eval_run.finished_at = timezone.now()
        session.eval_run.save(update_fields=["summary", "finished_at"])
        self.stdout.write(table)
        self.stdout.write(f"\n  EvalRun {session.eval_run.pk} saved with {len(results)} case results.")
        if json:
            Path(json).write_text(_json_dump(json_report(summary)) + "\n", encoding="utf-8")
            self.stdout.write(f"  JSON report: {json}")


def _shown(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path(settings.BASE_DIR)))
    except ValueError:
        return str(path)


def _who() -> str:
    try:
        return getpass.getuser()
    except Exception:  # noqa: BLE001 - no login name in some containers
        return ""


def _json_dump(data) -> str:
    return json.dumps(data, indent=2, sort_keys=False)
