"""`manage.py seed_runs --runs 100000`: fill a scratch database with history, fast, for page benchmarks.

    manage.py seed_runs --runs 1000            # until there are 1,000 runs in all
    manage.py seed_runs --runs 100000 --batch 5000

It copies real runs rather than inventing rows: the finished runs already in the database (or, if
there are none, the runs an offline `manage.py eval` of the fresh-42 cases walks first) are the
templates, and each new run is a copy of one of them with everything it owns: its ticket, events
(the hash chain holds, since a digest never names the run), subtasks and steps (evidence pointing at
the copy's own events), replans, approvals (subjects renamed to the new run), escalations and drift
alerts. The copies are written by INSERT ... SELECT from a table of (template, new run) pairs, one
batch per transaction, so the database does the copying: about 100k runs and a few million events
in minutes on PostgreSQL. Copies are spread over the last --days days, newest last; their tickets
are named B-<id>. At the end the metrics are folded (supervisor.tallies) and, on PostgreSQL, the
tables analysed, as a deployment's periodic fold and autovacuum would have done.

Only copies of finished runs are added: what waits for people stays what it was, as in a real
deployment whose history grows while its queues do not. For a scratch database only.
"""

from __future__ import annotations

import re
import time
from datetime import timedelta

from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError
from django.db import connection, transaction
from django.utils import timezone

from runs.models import ApprovalStatus, EscalationStatus, Run

CASES = "runs/evals/cases/fresh-42.jsonl"
PREFIX = "B-"

# Each statement copies one kind of row for every pair in seed_pairs(template, run, ticket, at).
COPIES = [
    """INSERT INTO runs_ticket (id, ref, subject, body, customer_email, order_ref, channel, time_zone, created_by_id, created_at)
       SELECT p.ticket, '{prefix}' || p.ticket, t.subject, t.body, t.customer_email, t.order_ref, t.channel, t.time_zone,
         t.created_by_id, p.at
       FROM seed_pairs p JOIN runs_run r ON r.id = p.template JOIN runs_ticket t ON t.id = r.ticket_id""",
    """INSERT INTO runs_run (id, ticket_id, model_name, script, phase, status, outcome, order_ref, turn, revision_count,
         guard_failures, idle_turns, fix_rounds, next_seq, record_digest, state, lease_owner, lease_expires_at, attempts,
         failure_reason, replay_status, replay_detail, replayed_at, created_at, updated_at, finished_at)
       SELECT p.run, p.ticket, r.model_name, r.script, r.phase, r.status, r.outcome, r.order_ref, r.turn, r.revision_count,
         r.guard_failures, r.idle_turns, r.fix_rounds, r.next_seq, r.record_digest, r.state, '', NULL, r.attempts,
         r.failure_reason, '', NULL, NULL, p.at, p.at, p.at
       FROM seed_pairs p JOIN runs_run r ON r.id = p.template""",
    """INSERT INTO runs_runevent (run_id, seq, turn, phase, kind, actor, payload, digest, created_at)
       SELECT p.run, e.seq, e.turn, e.phase, e.kind, e.actor, e.payload, e.digest, p.at
       FROM seed_pairs p JOIN runs_runevent e ON e.run_id = p.template""",
    """INSERT INTO runs_subtask (run_id, number, goal, case_type, status, depends_on, expects_tools, evidence_event_id,
         evidence, deferred_reason, outcome_sentence, updated_turn)
       SELECT p.run, s.number, s.goal, s.case_type, s.status, s.depends_on, s.expects_tools,
         (SELECT ne.id FROM runs_runevent oe JOIN runs_runevent ne ON ne.run_id = p.run AND ne.seq = oe.seq
          WHERE oe.id = s.evidence_event_id),
         s.evidence, s.deferred_reason, s.outcome_sentence, s.updated_turn
       FROM seed_pairs p JOIN runs_subtask s ON s.run_id = p.template""",
    """INSERT INTO runs_step (subtask_id, number, title, tool, precondition, acceptance, effect_class, compensation,
         budget_turns, budget_tokens, status, result_event_id)
       SELECT ns.id, st.number, st.title, st.tool, st.precondition, st.acceptance, st.effect_class, st.compensation,
         st.budget_turns, st.budget_tokens, st.status,
         (SELECT ne.id FROM runs_runevent oe JOIN runs_runevent ne ON ne.run_id = p.run AND ne.seq = oe.seq
          WHERE oe.id = st.result_event_id)
       FROM seed_pairs p JOIN runs_subtask os ON os.run_id = p.template JOIN runs_step st ON st.subtask_id = os.id
         JOIN runs_subtask ns ON ns.run_id = p.run AND ns.number = os.number""",
    """INSERT INTO runs_replanevent (run_id, event_id, turn, actor, "trigger", old_plan, new_plan, diff, created_at)
       SELECT p.run, ne.id, x.turn, x.actor, x."trigger", x.old_plan, x.new_plan, x.diff, p.at
       FROM seed_pairs p JOIN runs_replanevent x ON x.run_id = p.template JOIN runs_runevent oe ON oe.id = x.event_id
         JOIN runs_runevent ne ON ne.run_id = p.run AND ne.seq = oe.seq""",
    # Approvals keep their wait (request to decision) but move to the copy's time: {shift} is the
    # database's way of saying "this instant, moved as far as p.at is from the approval's request".
    f"""INSERT INTO runs_approval (run_id, kind, subject, decision, status, requested_by_id, decided_by_id, note, created_at,
         decided_at, expires_at, used_at, assigned_group)
       SELECT p.run, a.kind, 'run:' || p.run || substr(a.subject, length('run:' || p.template) + 1), a.decision,
         CASE WHEN a.status = '{ApprovalStatus.PENDING}' THEN '{ApprovalStatus.VOID}' ELSE a.status END, a.requested_by_id,
         a.decided_by_id, a.note, p.at, {{shift:a.decided_at}}, {{shift:a.expires_at}}, {{shift:a.used_at}}, a.assigned_group
       FROM seed_pairs p JOIN runs_approval a ON a.run_id = p.template""",
    # A copy's escalation was dealt with long ago: resolved (by the first person in the database).
    f"""INSERT INTO runs_escalation (run_id, subtask_id, open_item, reason, status, resolution, resolved_by_id, resolved_at, created_at,
         assigned_group)
       SELECT p.run, ns.id, x.open_item, x.reason, '{EscalationStatus.RESOLVED}', CASE WHEN x.resolution = '' THEN 'Handled.' ELSE x.resolution END,
         COALESCE(x.resolved_by_id, (SELECT MIN(id) FROM auth_user)), p.at, p.at, x.assigned_group
       FROM seed_pairs p JOIN runs_escalation x ON x.run_id = p.template
         LEFT JOIN runs_subtask os ON os.id = x.subtask_id LEFT JOIN runs_subtask ns ON ns.run_id = p.run AND ns.number = os.number""",
    """INSERT INTO runs_driftalert (run_id, turn, reason, detail, status, closed_turn, created_at)
       SELECT p.run, d.turn, d.reason, d.detail, d.status, d.closed_turn, p.at
       FROM seed_pairs p JOIN runs_driftalert d ON d.run_id = p.template""",
]


SHIFT = re.compile(r"\{shift:(\w+\.\w+)\}")


def _shift(match: re.Match) -> str:
    column = match.group(1)
    if connection.vendor == "postgresql":
        return f"p.at + ({column} - a.created_at)"
    return (f"CASE WHEN {column} IS NULL THEN NULL ELSE strftime('%Y-%m-%d %H:%M:%f', "
            f"julianday(p.at) + julianday({column}) - julianday(a.created_at)) END")


class Command(BaseCommand):
    help = "Add copies of finished runs (with their whole history) until there are --runs runs. Scratch databases only."

    def add_arguments(self, parser):
        parser.add_argument("--runs", type=int, required=True, help="How many runs there should be in all.")
        parser.add_argument("--batch", type=int, default=5000, help="Runs copied per transaction (default 5000).")
        parser.add_argument("--days", type=int, default=90, help="Spread the copies over this many past days (default 90).")
        parser.add_argument("--templates", type=int, default=200, help="At most this many finished runs are copied from.")

    def handle(self, *args, runs: int, batch: int, days: int, templates: int, verbosity=1, **options):
        started = time.monotonic()
        if not Run.objects.filter(status__in=Run.FINISHED).exists():
            if verbosity:
                self.stdout.write(f"No finished run to copy: walking {CASES} with the offline model first.")
            call_command("eval", cases=[CASES], model="offline", verbosity=0)
        sources = list(Run.objects.filter(status__in=Run.FINISHED).exclude(ticket__ref__startswith=PREFIX)
                       .order_by("pk").values_list("pk", flat=True)[:templates])
        if not sources:
            raise CommandError("No finished run to copy from.")
        have = Run.objects.count()
        missing = max(runs - have, 0)
        if verbosity:
            self.stdout.write(f"{have} runs; adding {missing} copies of {len(sources)} finished runs.")
        now = timezone.now()
        span = timedelta(days=days).total_seconds()
        done = 0
        while done < missing:
            size = min(batch, missing - done)
            self._copy_batch(sources, first=done, size=size, total=missing, now=now, span=span)
            done += size
            if verbosity:
                self.stdout.write(f"  {have + done} runs ({time.monotonic() - started:.0f} s)")
        from supervisor.tallies import fold

        folded = fold()
        if connection.vendor == "postgresql":
            with connection.cursor() as cursor:
                cursor.execute("ANALYZE")
        if verbosity:
            self.stdout.write(f"Done: {Run.objects.count()} runs, metrics folded for {folded}, in {time.monotonic() - started:.0f} s.")

    def _copy_batch(self, sources: list[int], *, first: int, size: int, total: int, now, span: float) -> None:
        with transaction.atomic(), connection.cursor() as cursor:
            run_id, ticket_id = self._next_ids(cursor, size)
            cursor.execute("CREATE TEMPORARY TABLE seed_pairs (template integer, run integer, ticket integer, at timestamp with time zone)"
                           if connection.vendor == "postgresql" else
                           "CREATE TEMPORARY TABLE seed_pairs (template integer, run integer, ticket integer, at datetime)")
            pairs = []
            for i in range(size):
                n = first + i
                at = now - timedelta(seconds=span * (total - n) / max(total, 1))  # oldest first, like real history
                pairs.append((sources[n % len(sources)], run_id + i, ticket_id + i, at if connection.vendor == "postgresql" else
                              at.strftime("%Y-%m-%d %H:%M:%S.%f")))
            cursor.executemany("INSERT INTO seed_pairs VALUES (%s, %s, %s, %s)", pairs)
            for sql in COPIES:
                cursor.execute(SHIFT.sub(_shift, sql.replace("{prefix}", PREFIX)))
            cursor.execute("DROP TABLE seed_pairs")
            if connection.vendor == "postgresql":
                for table, last in (("runs_run", run_id + size - 1), ("runs_ticket", ticket_id + size - 1)):
                    cursor.execute(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), %s)", [last])

    @staticmethod
    def _next_ids(cursor, size: int) -> tuple[int, int]:
        """First free run and ticket ids (this command is the only writer of a scratch database)."""
        cursor.execute("SELECT COALESCE(MAX(id), 0) + 1 FROM runs_run")
        run_id = cursor.fetchone()[0]
        cursor.execute("SELECT COALESCE(MAX(id), 0) + 1 FROM runs_ticket")
        return run_id, cursor.fetchone()[0]
