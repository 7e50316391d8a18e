"""The database itself keeps the rules that protect money and the audit trail.

Each test goes around the model layer (an `.update()`, a raw statement, a second row) and shows
the database refusing. SQLite enforces the check, unique and partial-unique constraints too, so
those run on both databases; the append-only trigger exists on PostgreSQL only.
"""

from contextlib import contextmanager

import pytest
from django.db import DatabaseError, IntegrityError, connection, transaction

from runs.models import Approval, DriftAlert, Escalation, ReplanEvent, Run, RunEvent, Subtask
from tests.factories import (
    ApprovalFactory,
    DriftAlertFactory,
    EscalationFactory,
    OrderFactory,
    RefundFactory,
    ReplanEventFactory,
    RunEventFactory,
    RunFactory,
    SubtaskFactory,
)

pytestmark = pytest.mark.django_db


@contextmanager
def refused(exc=IntegrityError):
    """Expect the database to refuse, inside a savepoint so the test's transaction stays usable."""
    with pytest.raises(exc) as info, transaction.atomic():
        yield info


# --- Approvals ------------------------------------------------------------------------------


def test_it_refuses_a_second_pending_approval_for_one_subject():
    first = ApprovalFactory(subject="run:1:decision:abc")
    with refused():
        ApprovalFactory(run=first.run, subject="run:1:decision:abc")


def test_it_allows_a_new_pending_approval_once_the_old_one_is_decided(lead, other_lead):
    first = ApprovalFactory(subject="run:1:decision:abc", requested_by=lead)
    Approval.objects.filter(pk=first.pk).update(status=Approval.Status.REJECTED, decided_by=other_lead)
    ApprovalFactory(run=first.run, subject="run:1:decision:abc")
    assert Approval.objects.filter(subject="run:1:decision:abc").count() == 2


def test_it_refuses_an_approval_decided_by_its_requester(lead):
    approval = ApprovalFactory(requested_by=lead)
    with refused():
        Approval.objects.filter(pk=approval.pk).update(status=Approval.Status.APPROVED, decided_by=lead)
    approval.refresh_from_db()
    assert approval.status == Approval.Status.PENDING and approval.decided_by is None


def test_it_accepts_an_approval_decided_by_someone_else(lead, other_lead):
    approval = ApprovalFactory(requested_by=lead)
    Approval.objects.filter(pk=approval.pk).update(status=Approval.Status.APPROVED, decided_by=other_lead)
    approval.refresh_from_db()
    assert approval.decided_by == other_lead


# --- Money ----------------------------------------------------------------------------------


def test_it_refuses_a_duplicate_refund_idempotency_key():
    order = OrderFactory()
    RefundFactory(order=order, idempotency_key="run:7:subtask:1:refund")
    with refused():
        RefundFactory(order=order, idempotency_key="run:7:subtask:1:refund")
    assert order.refunds.count() == 1


# --- Statuses -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("factory", "model"),
    [
        (RunFactory, Run),
        (SubtaskFactory, Subtask),
        (ApprovalFactory, Approval),
        (EscalationFactory, Escalation),
        (DriftAlertFactory, DriftAlert),
    ],
    ids=lambda value: getattr(value, "__name__", str(value)),
)
def test_it_refuses_an_unknown_status(factory, model):
    row = factory()
    with refused():
        model.objects.filter(pk=row.pk).update(status="bogus")
    assert model.objects.get(pk=row.pk).status != "bogus"


def test_it_refuses_an_unknown_status_inserted_with_raw_sql():
    run = RunFactory()
    with refused(), connection.cursor() as cursor:
        cursor.execute(
            "INSERT INTO runs_driftalert (run_id, turn, reason, detail, status, created_at) "
            "VALUES (%s, 1, 'idle_turns', '{}', 'bogus', CURRENT_TIMESTAMP)",
            [run.pk],
        )


# --- The plan -------------------------------------------------------------------------------


def test_it_refuses_a_resolved_subtask_without_evidence():
    subtask = SubtaskFactory()
    with refused():
        Subtask.objects.filter(pk=subtask.pk).update(status=Subtask.Status.RESOLVED)


def test_it_accepts_a_resolved_subtask_with_evidence():
    subtask = SubtaskFactory(resolved=True)
    assert subtask.status == Subtask.Status.RESOLVED
    assert subtask.evidence_event.run_id == subtask.run_id


def test_it_refuses_a_deferred_subtask_without_a_reason():
    subtask = SubtaskFactory()
    with refused():
        Subtask.objects.filter(pk=subtask.pk).update(status=Subtask.Status.DEFERRED)


# --- The history ----------------------------------------------------------------------------


def test_it_refuses_a_duplicate_seq_in_one_run():
    event = RunEventFactory()
    with refused():
        RunEventFactory(run=event.run, seq=event.seq)


def test_it_allows_the_same_seq_in_two_runs():
    first = RunEventFactory(seq=1)
    second = RunEventFactory(seq=1)
    assert first.run_id != second.run_id


def test_the_event_factory_allocates_seq_like_the_runtime():
    run = RunFactory()
    events = [RunEventFactory(run=run) for _ in range(3)]
    run.refresh_from_db()
    assert [e.seq for e in events] == [1, 2, 3]
    assert run.next_seq == 4


@pytest.mark.parametrize("factory", [RunEventFactory, ReplanEventFactory], ids=["RunEvent", "ReplanEvent"])
def test_the_model_refuses_to_change_a_history_row(factory):
    row = factory()
    row.actor = "someone else"
    with pytest.raises(ValueError, match="append-only"):
        row.save()


@pytest.mark.parametrize("factory", [RunEventFactory, ReplanEventFactory], ids=["RunEvent", "ReplanEvent"])
def test_the_model_refuses_to_delete_a_history_row(factory):
    row = factory()
    with pytest.raises(ValueError, match="append-only"):
        row.delete()
    assert type(row).objects.filter(pk=row.pk).exists()


HISTORY = [(RunEventFactory, RunEvent, "runs_runevent"), (ReplanEventFactory, ReplanEvent, "runs_replanevent")]
HISTORY_IDS = ["RunEvent", "ReplanEvent"]


@pytest.mark.postgres
@pytest.mark.parametrize(("factory", "model", "table"), HISTORY, ids=HISTORY_IDS)
def test_the_database_refuses_a_raw_update_of_a_history_row(factory, model, table):
    row = factory(actor="agent")
    with refused(DatabaseError) as info, connection.cursor() as cursor:
        cursor.execute(f"UPDATE {table} SET actor = 'mallory' WHERE id = %s", [row.pk])
    assert "append-only" in str(info.value)
    assert model.objects.get(pk=row.pk).actor == "agent"


@pytest.mark.postgres
@pytest.mark.parametrize(("factory", "model", "table"), HISTORY, ids=HISTORY_IDS)
def test_the_database_refuses_a_raw_delete_of_a_history_row(factory, model, table):
    row = factory()
    with refused(DatabaseError) as info, connection.cursor() as cursor:
        cursor.execute(f"DELETE FROM {table} WHERE id = %s", [row.pk])
    assert "append-only" in str(info.value)
    assert model.objects.filter(pk=row.pk).exists()


@pytest.mark.postgres
@pytest.mark.parametrize(("factory", "model", "table"), HISTORY, ids=HISTORY_IDS)
def test_the_database_refuses_a_queryset_update_or_delete_of_a_history_row(factory, model, table):
    # QuerySet.update()/delete() skip the model's save()/delete() guards; the trigger still holds.
    row = factory()
    with refused(DatabaseError):
        model.objects.filter(pk=row.pk).update(actor="mallory")
    with refused(DatabaseError):
        model.objects.filter(pk=row.pk).delete()
    assert model.objects.get(pk=row.pk).actor == row.actor
