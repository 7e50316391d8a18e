"""What a webhook URL must be to be POSTed to: http or https, with a host. Read by the settings at
startup (a malformed NOTIFY_WEBHOOK_URLS stops it) and by the webhook channel before each POST (a
URL set at runtime fails its notification at once instead of raising on every try). No Django
imports: the settings module reads it before Django is set up."""

from __future__ import annotations

from urllib.parse import urlsplit


def problem(url: str) -> str:
    """Empty when `url` can be POSTed to; else, in words, what is wrong with it."""
    try:
        parts = urlsplit(url)
        host = parts.hostname
        parts.port  # noqa: B018 (raises ValueError on a port that is no number)
    except ValueError as exc:
        return f"{url!r} is no URL ({exc})"
    if "://" not in url:  # 'hooks.example.com/x' and 'localhost:8080/x' both lack it (the second reads as a scheme)
        return f"{url!r} has no http:// or https:// in front"
    if parts.scheme not in ("http", "https"):
        return f"{url!r} is not http or https"
    if not host:
        return f"{url!r} names no host"
    return ""
