"""A subtask's status, written by TurnContext.set_status through runs.hot_writes.save_fields, is
saved as subtask.save(update_fields=...) saves it: the same UPDATE text and parameters, the same
row, the same object afterwards, the same refusals; on the database the suite runs on."""

import pytest
from django.db import transaction
from django.db.models.signals import pre_save

from runs import hot_writes
from runs.models import RunEvent, Subtask
from tests.test_hot_writes import a_run, described, rows_of, side_by_side

pytestmark = pytest.mark.django_db

FIELD_SETS = [
    ["status", "updated_turn"],
    ["status", "updated_turn", "evidence_event", "evidence"],
    ["status", "updated_turn", "deferred_reason"],
    ["updated_turn", "status"],  # in any order: save() writes them in the model's
    ["evidence", "deferred_reason", "outcome_sentence", "updated_turn"],
]


def a_subtask() -> tuple[Subtask, RunEvent]:
    run = a_run()
    evidence = run.events.order_by("seq").first()
    subtask = Subtask.objects.create(run=run, number=1, goal="Refund the cracked teapot", case_type="damaged_item")
    return subtask, evidence


def changed(subtask: Subtask, evidence: RunEvent, n: int = 0) -> Subtask:
    subtask.status = [Subtask.Status.IN_PROGRESS, Subtask.Status.ESCALATED, Subtask.Status.OPEN][n % 3]
    subtask.updated_turn = 4 + n
    subtask.evidence_event = evidence
    subtask.evidence = f"get_order result, turn {3 + n} — «£12.40» 50%"
    subtask.deferred_reason = "waiting on the carrier's scan" if n % 3 == 2 else "the customer's O'Brien note"
    subtask.outcome_sentence = "Refunded £12.40 for the teapot."
    return subtask


@pytest.mark.parametrize("names", FIELD_SETS)
def test_a_subtask_row_is_updated_as_save_with_update_fields_updates_it(names):
    subtask, evidence = a_subtask()
    copies = [changed(Subtask.objects.get(pk=subtask.pk), evidence) for _ in range(2)]
    before = rows_of(Subtask, pk=subtask.pk)
    (orm_sql, hot_sql), (orm_rows, hot_rows), _ = side_by_side(
        lambda: copies[0].save(update_fields=names), lambda: hot_writes.save_fields(copies[1], names), lambda: rows_of(Subtask, pk=subtask.pk))
    assert hot_sql == orm_sql and len(hot_sql) == 1 and hot_sql[0].startswith('UPDATE "runs_subtask" SET')
    assert hot_rows == orm_rows != before
    assert described(copies[1]) == described(copies[0])
    for n in (1, 2):  # again, the statement compiled already: the new values are written
        again = changed(Subtask.objects.get(pk=subtask.pk), evidence, n)
        hot_writes.save_fields(again, names)
        stored = Subtask.objects.get(pk=subtask.pk)
        for name in names:
            assert getattr(stored, name) == getattr(again, name), name


def test_a_subtask_gone_is_refused_as_save_refuses_it():
    subtask, evidence = a_subtask()
    found = []
    for write in (lambda s: s.save(update_fields=["status"]), lambda s: hot_writes.save_fields(s, ["status"])):
        gone = changed(Subtask.objects.get(pk=subtask.pk), evidence)
        gone.pk = 1_999_000_001
        with transaction.atomic():
            with pytest.raises(Exception) as raised:
                write(gone)
        found.append((type(raised.value), str(raised.value)))
    assert found[1] == found[0] and found[0][0] is Subtask.NotUpdated


def test_a_name_save_refuses_is_refused_with_saves_words():
    subtask, evidence = a_subtask()
    found = []
    for write in (lambda s: s.save(update_fields=["status", "nonsense"]), lambda s: hot_writes.save_fields(s, ["status", "nonsense"])):
        with pytest.raises(ValueError) as raised:
            write(changed(Subtask.objects.get(pk=subtask.pk), evidence))
        found.append(str(raised.value))
    assert found[1] == found[0]


def test_an_unsaved_evidence_event_is_refused_as_save_refuses_it():
    subtask, evidence = a_subtask()
    found = []
    for write in (lambda s: s.save(update_fields=["evidence_event"]), lambda s: hot_writes.save_fields(s, ["evidence_event"])):
        unsaved = Subtask.objects.get(pk=subtask.pk)
        unsaved.evidence_event = RunEvent(run=subtask.run, seq=999, turn=1, phase="triage", kind="tool_result", payload={})
        with pytest.raises(ValueError) as raised:
            write(unsaved)
        found.append(str(raised.value))
    assert found[1] == found[0]


def test_no_names_writes_nothing_and_a_receiver_of_saves_hears_the_save():
    subtask, evidence = a_subtask()
    assert hot_writes.save_fields(changed(subtask, evidence), []) is None
    assert rows_of(Subtask, pk=subtask.pk)[0]["status"] == Subtask.Status.OPEN
    heard = []

    def hear(sender, instance, update_fields, **kwargs):
        heard.append(sorted(update_fields))

    pre_save.connect(hear, sender=Subtask)
    try:
        hot_writes.save_fields(changed(Subtask.objects.get(pk=subtask.pk), evidence), ["status", "updated_turn"])
    finally:
        pre_save.disconnect(hear, sender=Subtask)
    assert heard == [["status", "updated_turn"]]
    assert Subtask.objects.get(pk=subtask.pk).status == Subtask.Status.IN_PROGRESS
