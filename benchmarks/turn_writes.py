"""What a turn's writes cost in this process's CPU, through the ORM and through runs.hot_writes,
round by round, interleaved (on a shared machine the CPU clock of the process, not the wall clock).

    SQLITE_PATH=/tmp/x.sqlite3 python manage.py migrate
    SQLITE_PATH=/tmp/x.sqlite3 python benchmarks/turn_writes.py [--rounds 1500]

Each round writes what a cheap turn writes, one way then the other (the order alternating round by
round), each in its own transaction: the answer's conditional UPDATE of the run row and its event's
INSERT, then the turn's events (3) in one INSERT and the run row's UPDATE of the columns the turn
changed. Prints the median and mean CPU microseconds of each write, each way.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from datetime import timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=1500)
    args = parser.parse_args()

    import django

    django.setup()
    from django.db import transaction
    from django.utils import timezone

    from runs import hot_writes
    from runs.models import Run, RunEvent, Ticket

    ticket = Ticket.objects.create(ref=f"T-BENCH-{os.getpid()}", subject="bench", body="The bookcase arrived cracked.",
                                   customer_email="bench@example.com", channel="eval")
    run = Run.objects.create(ticket=ticket, status=Run.Status.RUNNING, lease_owner="bench:1")
    payloads = [{"tool_use_id": "t1", "name": "search_policy", "result": {"text": "Refunds within 30 days — «any reason» " * 8}},
                {"turn": 1, "notices": ["drift"], "idle": 1}, {"decision": {"kind": "refund", "amount_cents": 1240, "lines": [1, 2]}}]
    cost: dict[tuple[str, str], list[float]] = {}

    def timed(way: str, what: str, write) -> None:
        began = time.process_time()
        write()
        cost.setdefault((way, what), []).append((time.process_time() - began) * 1e6)

    def events(seq: int, turn: int) -> list[RunEvent]:
        return [RunEvent(run=run, seq=seq + n, turn=turn, phase=run.phase, kind=kind, actor="agent", payload=payload, digest=f"{seq + n:064x}")
                for n, (kind, payload) in enumerate(zip(("tool_result", "turn_end", "guard_check"), payloads))]

    def answer(way: str) -> None:
        seen = Run.objects.get(pk=run.pk)
        event = RunEvent(run=seen, seq=seen.next_seq, turn=seen.turn + 1, phase=seen.phase, kind="model_response", actor="agent",
                         payload={"response": {"content": [{"type": "text", "text": "Looking at the policy."}]}, "request_messages": 5})
        event.digest = "a" * 64
        until, now = timezone.now() + timedelta(seconds=60), timezone.now()
        with transaction.atomic():
            if way == "orm":
                timed(way, "answer: conditional UPDATE", lambda: Run.objects.filter(
                    pk=seen.pk, lease_owner="bench:1", status=Run.Status.RUNNING, next_seq=seen.next_seq, turn=seen.turn,
                    phase=seen.phase).update(next_seq=seen.next_seq + 1, record_digest=event.digest, lease_expires_at=until, updated_at=now))
                timed(way, "answer: its event's INSERT", lambda: event.save(force_insert=True))
            else:
                timed(way, "answer: conditional UPDATE", lambda: hot_writes.answer_seq_taken(seen, "bench:1", digest=event.digest,
                                                                                            lease_until=until, now=now))
                timed(way, "answer: its event's INSERT", lambda: hot_writes.save_event(event))

    def turn(way: str) -> None:
        with transaction.atomic():
            locked = Run.objects.select_for_update().get(pk=run.pk)
            batch = events(locked.next_seq, locked.turn + 1)
            locked.turn, locked.next_seq, locked.record_digest = locked.turn + 1, locked.next_seq + 3, batch[-1].digest
            locked.idle_turns += 1
            locked.lease_expires_at = timezone.now() + timedelta(seconds=60)
            names = ["turn", "idle_turns", "next_seq", "record_digest", "lease_expires_at", "updated_at"]
            if way == "orm":
                timed(way, "turn: its events' INSERT (3 rows)", lambda: RunEvent.objects.bulk_create(batch))
                timed(way, "turn: the run row's UPDATE", lambda: locked.save(update_fields=names))
            else:
                timed(way, "turn: its events' INSERT (3 rows)", lambda: hot_writes.insert_events(batch))
                timed(way, "turn: the run row's UPDATE", lambda: hot_writes.save_columns(locked, names))

    for n in range(args.rounds):
        for way in (("orm", "hot") if n % 2 == 0 else ("hot", "orm")):
            answer(way)
            turn(way)
    skip = min(50, args.rounds // 10)  # the first rounds compile and warm caches
    print(f"CPU microseconds per write, {args.rounds} rounds each way, interleaved (the first {skip} left out)")
    print(f"{'write':38s} {'ORM median':>11s} {'hot median':>11s} {'ORM mean':>9s} {'hot mean':>9s} {'saved':>6s}")
    for what in dict.fromkeys(w for _, w in cost):
        orm, hot = cost[("orm", what)][skip:], cost[("hot", what)][skip:]
        print(f"{what:38s} {statistics.median(orm):11.1f} {statistics.median(hot):11.1f} {statistics.fmean(orm):9.1f} "
              f"{statistics.fmean(hot):9.1f} {100 * (1 - statistics.fmean(hot) / statistics.fmean(orm)):5.0f}%")
    orm_total = sum(statistics.fmean(cost[(way, w)][skip:]) for way, w in cost if way == "orm")
    hot_total = sum(statistics.fmean(cost[(way, w)][skip:]) for way, w in cost if way == "hot")
    print(f"{'a turn (the four writes)':38s} {'':11s} {'':11s} {orm_total:9.1f} {hot_total:9.1f} {100 * (1 - hot_total / orm_total):5.0f}%")


if __name__ == "__main__":
    main()
