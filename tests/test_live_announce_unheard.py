"""An announcement on the in-process channel layer reaches a page that listens, and costs no
thread when no page listens (an eval, a worker with no server beside it)."""

from __future__ import annotations

from asgiref.sync import async_to_sync
from channels.layers import InMemoryChannelLayer, channel_layers, get_channel_layer

from runs import live


def _fresh_memory_layer(settings) -> InMemoryChannelLayer:
    settings.CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}
    channel_layers.backends.clear()
    layer = get_channel_layer()
    assert isinstance(layer, InMemoryChannelLayer)
    return layer


def test_a_listening_page_hears_the_runs_newest_seq(settings):
    layer = _fresh_memory_layer(settings)
    channel = async_to_sync(layer.new_channel)()
    async_to_sync(layer.group_add)(live.run_group(41), channel)
    try:
        live.announce(41, 9)
        message = async_to_sync(layer.receive)(channel)
        assert message == {"type": "run.changed", "run_id": 41, "seq": 9}
    finally:
        channel_layers.backends.clear()


def test_nobody_listening_starts_no_event_loop_thread(settings, monkeypatch):
    _fresh_memory_layer(settings)
    started = []
    monkeypatch.setattr(live, "async_to_sync", lambda f: started.append(f) or f)
    try:
        live.announce(42, 3)
        assert started == []
    finally:
        channel_layers.backends.clear()
