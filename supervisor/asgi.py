"""ASGI entry: HTTP through Django, websockets through Channels behind the origin check and auth.

Sockets are accepted from exactly the origins in `settings.WEBSOCKET_ALLOWED_ORIGINS` (scheme,
host and port): a page on another port or scheme of an allowed host cannot read pushed regions.

Two things keep one server process responsive under load (`manage.py loadtest`):
- HTTP requests are worked on at most `WEB_CONCURRENT_REQUESTS` at a time per process; the rest
  wait their turn in arrival order. Django gives each request its own thread, and Python runs one
  thread at a time: fifty requests in flight take turns on the lock every few milliseconds, and
  every database answer waits for its turn again, so each page took dozens of times its own cost.
- A socket's user is read after the socket is accepted, in the consumer (off the event loop):
  channels' AuthMiddleware reads it before, in the one thread channels keeps for such lookups,
  and fifty sockets opening at once queued there past daphne's handshake timeout (5 s), which
  resets the connection.
"""

import asyncio
import os
import weakref

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings")
django_asgi_app = get_asgi_application()

from channels.auth import AuthMiddleware, get_user  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import OriginValidator  # noqa: E402
from channels.sessions import CookieMiddleware, SessionMiddleware  # noqa: E402
from django.conf import settings  # noqa: E402
from django.utils.functional import SimpleLazyObject  # noqa: E402

websocket_urlpatterns: list = []
try:
    from supervisor.routing import websocket_urlpatterns  # noqa: F811
except ImportError:  # the live pages are added with the dashboard
    pass


class UserOnFirstUse(AuthMiddleware):
    """channels' AuthMiddleware, but `scope["user"]` is read from the session when the consumer first
    looks at it (synchronously, in its own thread), not before the handshake is answered."""

    async def resolve_scope(self, scope):
        read = get_user.func  # channels' own lookup (session, backend, session hash), undecorated
        scope["user"] = SimpleLazyObject(lambda: read(scope))


class RequestGate:
    """An ASGI app that lets at most `limit` HTTP requests into `app` at once; the others wait in
    arrival order (asyncio's semaphore is first come, first served). Sockets and lifespan pass."""

    def __init__(self, app, limit: int):
        self.app, self.limit = app, limit
        self._gates: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, asyncio.Semaphore] = weakref.WeakKeyDictionary()

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http" or self.limit <= 0:
            return await self.app(scope, receive, send)
        loop = asyncio.get_running_loop()
        gate = self._gates.get(loop)
        if gate is None:
            gate = self._gates[loop] = asyncio.Semaphore(self.limit)
        async with gate:
            return await self.app(scope, receive, send)


application = ProtocolTypeRouter(
    {
        "http": RequestGate(django_asgi_app, settings.WEB_CONCURRENT_REQUESTS),
        "websocket": OriginValidator(CookieMiddleware(SessionMiddleware(UserOnFirstUse(URLRouter(websocket_urlpatterns)))),
                                     settings.WEBSOCKET_ALLOWED_ORIGINS),
    }
)
