"""Websocket routes (supervisor.asgi mounts them behind the origin check and the session auth)."""

from django.urls import path, re_path

from supervisor import consumers, converters  # noqa: F401 - converters registers <id:...>

websocket_urlpatterns = [
    path("ws/runs/<id:run_id>/", consumers.RunConsumer.as_asgi()),
    path("ws/live/", consumers.LiveConsumer.as_asgi()),
    re_path(r"", consumers.NoSuchPageConsumer.as_asgi()),  # last: every other path closes with 4404
]
