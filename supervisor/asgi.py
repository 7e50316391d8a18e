"""ASGI entry: HTTP through Django, websockets through Channels behind the origin check and auth.

Sockets are accepted from exactly the origins in `settings.WEBSOCKET_ALLOWED_ORIGINS` (scheme,
host and port): a page on another port or scheme of an allowed host cannot read pushed regions.

A socket's user is read after the socket is accepted, in the consumer (off the event loop):
channels' AuthMiddleware reads it before, in the one thread channels keeps for such lookups, and
fifty sockets opening at once (`manage.py loadtest`) queued there past daphne's handshake timeout
(5 s), which resets the connection.
"""

import gc
import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings")
django_asgi_app = get_asgi_application()

from supervisor.warm import import_lazy_modules  # noqa: E402

import_lazy_modules()  # what a first request would import while it waits (supervisor/warm.py)

from channels.auth import AuthMiddleware, get_user  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import OriginValidator, WebsocketDenier  # noqa: E402
from channels.sessions import CookieMiddleware, SessionMiddleware  # noqa: E402
from django.conf import settings  # noqa: E402
from urllib.parse import urlparse  # noqa: E402
from django.utils.functional import SimpleLazyObject  # noqa: E402

websocket_urlpatterns: list = []
try:
    from supervisor.routing import websocket_urlpatterns  # noqa: F811
except ImportError:  # the live pages are added with the dashboard
    pass


class StrictOriginValidator(OriginValidator):
    """channels' OriginValidator, but an Origin that cannot be parsed ("http://[::1") or whose port
    cannot be read ("http://host:abc", ":99999") is refused like any other foreign origin instead of
    raising (daphne refuses these itself; another ASGI server would pass them through and answer 500)."""

    async def __call__(self, scope, receive, send):
        for name, value in scope.get("headers", []):
            if name == b"origin":
                try:
                    urlparse(value.decode("latin1")).port  # noqa: B018 - reading it is the check
                except ValueError:
                    return await WebsocketDenier()(scope, receive, send)
        return await super().__call__(scope, receive, send)


class UserOnFirstUse(AuthMiddleware):
    """channels' AuthMiddleware, but `scope["user"]` is read from the session when the consumer first
    looks at it (synchronously, in its own thread), not before the handshake is answered."""

    async def resolve_scope(self, scope):
        read = get_user.func  # channels' own lookup (session, backend, session hash), undecorated
        scope["user"] = SimpleLazyObject(lambda: read(scope))


application = ProtocolTypeRouter(
    {
        "http": django_asgi_app,
        "websocket": StrictOriginValidator(CookieMiddleware(SessionMiddleware(UserOnFirstUse(URLRouter(websocket_urlpatterns)))),
                                     settings.WEBSOCKET_ALLOWED_ORIGINS),
    }
)

# As supervisor.wsgi does: what is loaded by now stays out of the collector's full walks.
gc.freeze()
