"""A commit announces each run it wrote to once, with its newest event (runs.live): a turn's many
events are one message on the channel layer, not one per event."""

import pytest
from django.db import transaction

from runs import record
from runs.walk import walk
from tests.runtime_world import build_world, start, ticket, walk_until_pause


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
def test_a_walk_announces_once_per_turn_and_never_an_effects_request_alone(announced, settings):
    """The canonical ticket's walk: two refunds and a reply are external effects, each requested in
    a commit of its own before the shop acts; those commits are announced with the turn's last."""
    from runs.models import RunEvent

    settings.PLAN_CONFIRMATION_RULE = "never"
    build_world()
    run = start(ticket())
    run = walk_until_pause(run, limit=60)
    assert run.status == run.Status.DONE
    kinds = dict(RunEvent.objects.filter(run=run).values_list("seq", "kind"))
    walked = [seq for run_id, seq in announced if run_id == run.pk and seq > 1]
    assert walked and walked[-1] == run.next_seq - 1
    assert "effect_requested" not in {kinds[seq] for seq in walked}
    turns = RunEvent.objects.filter(run=run, kind="turn_end").count()
    walks = RunEvent.objects.filter(run=run, kind="walk_started").count()
    assert len(walked) == turns + walks + 1  # each turn, each walk's start, and the screening step


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


@pytest.mark.services
def test_announcements_go_through_the_processs_one_redis_layer():
    """The consumers' layer carries the announcements too: channels_redis keeps a pool per event
    loop inside one layer, so the announcing loop needs no layer of its own."""
    from asgiref.sync import async_to_sync
    from channels.layers import get_channel_layer

    from runs import live

    layer = get_channel_layer()
    assert hasattr(layer, "close_pools"), "needs the Redis channel layer (REDIS_URL)"

    async def listen() -> str:
        channel = await layer.new_channel()
        await layer.group_add(live.run_group(4242), channel)
        return channel

    channel = async_to_sync(listen)()
    live.announce(4242, 7)
    assert async_to_sync(layer.receive)(channel) == {"type": "run.changed", "run_id": 4242, "seq": 7}
    assert live._announcing() in layer._layers  # the announcing loop's pool lives in this same layer
