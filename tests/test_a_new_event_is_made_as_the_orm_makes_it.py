"""hot_writes.new_object(model, **values) makes the object model(**values) makes (record.append's
events), without Model.__init__'s per-field work: the same values in the same places, the same state
(adding, its database, the related object cached), the same save; anything it does not cover is made
by the model itself."""

import pytest
from django.db.models.signals import post_init

from runs import hot_writes
from runs.models import Run, RunEvent, Step
from tests.runtime_world import build_world, start, ticket

pytestmark = pytest.mark.django_db(transaction=True)


def _described(obj) -> dict:
    return {"type": type(obj), "values": {k: repr(v) for k, v in obj.__dict__.items() if k != "_state"},
            "order": [k for k in obj.__dict__ if k != "_state"], "adding": obj._state.adding, "db": obj._state.db,
            "cached": dict(obj._state.fields_cache), "deferred": obj.get_deferred_fields()}


def _values(run) -> dict:
    return {"run": run, "seq": 7, "turn": 2, "phase": "investigate", "kind": "tool_result", "actor": "agent", "payload": {"a": [1]}}


def test_an_event_of_a_saved_run_is_the_orms_and_saves_as_it():
    build_world()
    run = Run.objects.get(pk=start(ticket()).pk)
    ours, orm = hot_writes.new_object(RunEvent, **_values(run)), RunEvent(**_values(run))
    assert _described(ours) == _described(orm)
    assert ours.run is run and ours.run_id == run.pk and ours.pk is None and ours.digest == "" and ours.created_at is None
    for values in ({"run_id": run.pk, "seq": 8, "turn": 2, "phase": "triage", "kind": "k"},  # the key by its column, defaults for the rest
                   {"run": run, "seq": 9, "turn": 2, "phase": "triage", "kind": "k", "digest": "d"}):
        assert _described(hot_writes.new_object(RunEvent, **values)) == _described(RunEvent(**values))
    ours.seq = run.next_seq
    ours.save(force_insert=True)
    assert RunEvent.objects.get(pk=ours.pk).payload == {"a": [1]} and not ours._state.adding


def test_what_it_does_not_cover_is_made_by_the_model():
    build_world()
    run = Run.objects.get(pk=start(ticket()).pk)
    unsaved = Run(ticket=run.ticket)
    made = hot_writes.new_object(RunEvent, **_values(unsaved))  # an unsaved run: the descriptor sets the databases
    assert _described(made) == _described(RunEvent(**_values(unsaved)))
    with pytest.raises(ValueError):
        hot_writes.new_object(RunEvent, **{**_values(run), "run": run.ticket})  # not a run: the descriptor's error
    with pytest.raises(TypeError):
        hot_writes.new_object(RunEvent, **_values(run), colour="red")  # not a field: the model's error
    seen = []
    receiver = lambda sender, instance, **kw: seen.append(instance)  # noqa: E731
    post_init.connect(receiver, sender=RunEvent)
    try:
        event = hot_writes.new_object(RunEvent, **_values(run))
    finally:
        post_init.disconnect(receiver, sender=RunEvent)
    assert seen == [event]  # a receiver of object creation hears it
    assert _described(hot_writes.new_object(Step, number=1, title="t")) == _described(Step(number=1, title="t"))
