"""Two runs claiming the last use of a standing approval at the same moment, on PostgreSQL, each on
its own connection: one gets it, the other is left to a person, and the count never passes its cap."""

from __future__ import annotations

import threading
from datetime import timedelta

import pytest
from django.db import connection, connections, transaction

from runs import standing, world
from runs.models import Run, StandingApproval, StandingApprovalUse
from tests.factories import standing_in_force
from tests.polling import wait_until
from tests.runtime_world import build_world, ticket

pytestmark = [pytest.mark.services, pytest.mark.django_db(transaction=True)]


def refund(run, ref: str) -> dict:
    return {"ref": ref, "action": "refund", "case_type": "non_delivery", "amount_cents": 44500, "digest": f"digest-{run.pk}"}


def waiting_on_a_lock() -> int:
    with connection.cursor() as cursor:
        cursor.execute("select count(*) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'")
        return cursor.fetchone()[0]


def test_the_last_use_goes_to_one_of_two_runs_claiming_it_at_once(lead, admin_user):
    build_world()
    rule = standing_in_force(lead, admin_user, case_types=["non_delivery"], seller_type="first_party",
                       max_amount_cents=50000, max_uses=1, expires_at=world.now() + timedelta(days=1))
    runs = [Run.objects.create(ticket=ticket(ref=f"T-8000{n}", order_ref="SU-90001", email="tom@example.com")) for n in (1, 2)]
    got: dict[str, dict | None] = {}
    first_claimed, first_may_commit = threading.Event(), threading.Event()

    def claim(name: str, run, hold: bool) -> None:
        try:
            with transaction.atomic():
                got[name] = standing.cover(run, refund(run, "D1"), seller_type="first_party", key=f"run-{run.pk}-s1-refund")
                if hold:  # keep the row locked, uncommitted, until the other run is blocked on it
                    first_claimed.set()
                    first_may_commit.wait(timeout=30)
        finally:
            connections.close_all()

    first = threading.Thread(target=claim, args=("first", runs[0], True))
    second = threading.Thread(target=claim, args=("second", runs[1], False))
    first.start()
    assert first_claimed.wait(timeout=30)
    second.start()
    # The second run's UPDATE waits for the first's row lock: both claims are in flight at once.
    wait_until(waiting_on_a_lock, timeout=15, message="the second claim never blocked on the first")
    first_may_commit.set()
    first.join(timeout=30)
    second.join(timeout=30)
    assert got["first"] is not None and got["first"]["use"] == 1
    assert got["second"] is None  # re-read after the first committed: no use left
    rule.refresh_from_db()
    assert (rule.uses, rule.used_cents) == (1, 44500)
    assert [u.run_id for u in StandingApprovalUse.objects.all()] == [runs[0].pk]


def test_many_runs_claiming_at_once_never_pass_the_cap(lead, admin_user):
    build_world()
    rule = standing_in_force(lead, admin_user, case_types=["non_delivery"], seller_type="first_party",
                       max_amount_cents=50000, max_uses=3, max_total_cents=100000, expires_at=world.now() + timedelta(days=1))
    runs = [Run.objects.create(ticket=ticket(ref=f"T-8100{n}", order_ref="SU-90001", email="tom@example.com")) for n in range(6)]
    barrier = threading.Barrier(len(runs))
    got: list[dict | None] = []

    def claim(run) -> None:
        try:
            barrier.wait(timeout=30)
            with transaction.atomic():
                got.append(standing.cover(run, refund(run, "D1"), seller_type="first_party", key=f"run-{run.pk}-s1-refund"))
        finally:
            connections.close_all()

    threads = [threading.Thread(target=claim, args=(run,)) for run in runs]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    rule.refresh_from_db()
    # Three uses fit the count, but only two $445 refunds fit the $1,000 total.
    assert sorted(g["use"] for g in got if g) == [1, 2] and got.count(None) == 4
    assert (rule.uses, rule.used_cents) == (2, 89000) and StandingApprovalUse.objects.count() == 2
    assert StandingApproval.objects.filter(pk=rule.pk, uses__lte=rule.max_uses).exists()
