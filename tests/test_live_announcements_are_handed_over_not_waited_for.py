"""On the Redis layer a commit's announcement is handed to the process's announcing thread and the
walk goes on (runs.live._Announcer): the messages still go out in the order announced, a stalled
layer makes announce wait for room once ANNOUNCE_BACKLOG wait (a send is given up after
ANNOUNCE_TIMEOUT_SECONDS; never an error for the walk), a send that fails is logged and the next ones still go, and wait_announced
says when everything handed is sent. A fake layer stands in for channels_redis (it has
close_pools, so announce takes the Redis path)."""

import asyncio
import logging
import threading
import time

import pytest

from runs import live


class FakeRedisLayer:
    def __init__(self):
        self.sent: list[tuple[str, dict]] = []
        self.gate = threading.Event()
        self.gate.set()
        self.fail_groups: set[str] = set()

    def close_pools(self):  # what marks channels_redis's layer for runs.live
        pass

    async def group_send(self, group, message):
        while not self.gate.is_set():
            await asyncio.sleep(0.005)
        if group in self.fail_groups:
            raise ConnectionError("redis went away")
        self.sent.append((group, message))


@pytest.fixture
def layer(monkeypatch):
    fake = FakeRedisLayer()
    monkeypatch.setattr(live, "get_channel_layer", lambda: fake)
    monkeypatch.setattr(live, "_announcer", None)  # a fresh announcing thread for this test
    yield fake
    fake.gate.set()
    live.wait_announced(2)


def seqs_sent(layer, group):
    return [message["seq"] for to, message in layer.sent if to == group]


def test_announce_returns_before_the_send_and_the_messages_go_in_the_order_announced(layer):
    layer.gate.clear()
    began = time.monotonic()
    for seq in range(1, 8):
        live.announce(7, seq)
    assert time.monotonic() - began < 1.0  # none of them waited for the stalled layer
    assert layer.sent == []
    layer.gate.set()
    assert live.wait_announced(5)
    assert seqs_sent(layer, live.run_group(7)) == list(range(1, 8))
    assert seqs_sent(layer, live.RUNS_GROUP) == list(range(1, 8))


def test_every_announcement_reaches_both_groups_once(layer):
    for run_id, seq in [(1, 3), (2, 5), (1, 4)]:
        live.announce(run_id, seq)
    assert live.wait_announced(5)
    assert sorted(layer.sent, key=repr) == sorted(
        [(live.run_group(r), {"type": "run.changed", "run_id": r, "seq": s}) for r, s in [(1, 3), (2, 5), (1, 4)]]
        + [(live.RUNS_GROUP, {"type": "run.changed", "run_id": r, "seq": s}) for r, s in [(1, 3), (2, 5), (1, 4)]], key=repr)


def test_a_stalled_layer_makes_announce_wait_for_room_never_raise_and_the_next_ones_go_once_it_recovers(monkeypatch, layer, caplog):
    monkeypatch.setattr(live, "ANNOUNCE_BACKLOG", 2)
    monkeypatch.setattr(live, "ANNOUNCE_TIMEOUT_SECONDS", 0.3)  # both the wait for room and each send's
    layer.gate.clear()
    live.announce(9, 1)
    live.announce(9, 2)
    began = time.monotonic()
    with caplog.at_level(logging.WARNING, logger="runs.live"):
        live.announce(9, 3)  # no room: waits (a send given up after its timeout frees some), never raises
        waited = time.monotonic() - began
        assert live.wait_announced(5)
    assert waited >= 0.2
    assert any("live announce failed" in r.getMessage() for r in caplog.records)  # the sends the stalled layer held are given up, and said so
    layer.gate.set()
    live.announce(9, 4)
    assert live.wait_announced(5)
    sent = seqs_sent(layer, live.run_group(9))
    assert sent[-1] == 4 and sent == sorted(sent)


def test_a_send_that_fails_is_logged_and_the_next_announcements_still_go(layer, caplog):
    layer.fail_groups.add(live.run_group(5))
    with caplog.at_level(logging.WARNING, logger="runs.live"):
        live.announce(5, 1)
        assert live.wait_announced(5)
    assert any("live announce failed" in r.getMessage() for r in caplog.records)
    assert seqs_sent(layer, live.RUNS_GROUP) == [1]  # the other group's send is not held back by the failure
    layer.fail_groups.clear()
    live.announce(5, 2)
    assert live.wait_announced(5)
    assert seqs_sent(layer, live.run_group(5)) == [2]


def test_wait_announced_says_whether_everything_handed_is_sent(layer):
    assert live.wait_announced(0.1)  # nothing handed yet
    layer.gate.clear()
    live.announce(3, 1)
    assert not live.wait_announced(0.1)
    layer.gate.set()
    assert live.wait_announced(5)
