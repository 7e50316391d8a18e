"""Websocket routes (supervisor.asgi mounts them behind the origin check and the session auth)."""

from django.urls import path

from supervisor import consumers

websocket_urlpatterns = [
    path("ws/runs/<int:run_id>/", consumers.RunConsumer.as_asgi()),
    path("ws/live/", consumers.LiveConsumer.as_asgi()),
]
