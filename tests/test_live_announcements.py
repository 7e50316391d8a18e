"""A commit announces each run it wrote to once, with its newest event (runs.live): a turn's many
events are one message on the channel layer, not one per event."""

import pytest
from django.db import transaction

from runs import record
from runs.walk import walk
from tests.runtime_world import build_world, start, ticket


@pytest.mark.django_db(transaction=True)
def test_a_commit_of_many_events_is_one_announcement_of_the_last(announced):
    build_world()
    run = start(ticket())
    announced.clear()
    with transaction.atomic():
        locked = record.lock_run(run.pk)
        for text in ("one", "two", "three"):
            record.append(locked, "intervention", {"type": "instruction", "text": text}, actor="reviewer")
    assert announced == [(run.pk, locked.next_seq - 1)]


@pytest.mark.django_db(transaction=True)
def test_a_walk_announces_once_per_commit_and_last_its_newest_event(announced):
    build_world()
    run = start(ticket())
    announced.clear()
    walk(run.pk, owner="w", yield_after_turns=2)
    run.refresh_from_db()
    events = run.events.filter(seq__gt=1).count()
    assert 0 < len(announced) < events
    assert announced[-1] == (run.pk, run.next_seq - 1)
    assert [seq for _, seq in announced] == sorted({seq for _, seq in announced})  # one per commit, in order
