"""ASGI entry: HTTP through Django, websockets through Channels behind the origin check and auth.

Sockets are accepted from exactly the origins in `settings.WEBSOCKET_ALLOWED_ORIGINS` (scheme,
host and port): a page on another port or scheme of an allowed host cannot read pushed regions."""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings")
django_asgi_app = get_asgi_application()

from channels.auth import AuthMiddlewareStack  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import OriginValidator  # noqa: E402
from django.conf import settings  # noqa: E402

websocket_urlpatterns: list = []
try:
    from supervisor.routing import websocket_urlpatterns  # noqa: F811
except ImportError:  # the live pages are added with the dashboard
    pass

application = ProtocolTypeRouter(
    {
        "http": django_asgi_app,
        "websocket": OriginValidator(AuthMiddlewareStack(URLRouter(websocket_urlpatterns)), settings.WEBSOCKET_ALLOWED_ORIGINS),
    }
)
