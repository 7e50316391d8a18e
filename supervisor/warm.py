"""Modules a server process would otherwise import while its first request waits.

Django loads the views at start (supervisor.wsgi, supervisor.asgi), but some of what a request
uses is imported on first use: the channel layer's backend (the live announcement after a ticket
is saved), Celery's messaging and the broker's transport (the walk it enqueues), the messages and
session storage, the e-mail validator's and the URL resolver's patterns. In `make loadtest` the first ticket through the API in each gunicorn worker spent
160-180 ms of CPU and about 0.5 s on these, its view p95 four times the goal. Importing them here
makes them part of what `gunicorn --preload` forks with. Nothing here connects to anything."""

from __future__ import annotations

from importlib import import_module

from django.conf import settings


def import_lazy_modules() -> None:
    for dotted in (settings.CHANNEL_LAYERS["default"]["BACKEND"], settings.MESSAGE_STORAGE, settings.SESSION_SERIALIZER):
        import_module(dotted.rpartition(".")[0])
    import_module("encodings.idna")  # a host name's encoding, on the first connection to Redis
    from supervisor.celery import app

    app.amqp  # noqa: B018 - celery.app.amqp and kombu's messaging
    app.backend  # noqa: B018 - the result backend's module (celery.backends)
    app.events  # noqa: B018 - celery.app.events, which sending a task reads
    app.connection_for_write().transport  # noqa: B018 - the broker's transport module (kombu.transport.redis, redis)
    import_module("celery.contrib.django.task")  # delay_on_commit
    import_module("celery.events.dispatcher")
    # Django compiles the e-mail validator's patterns on first use (a ticket's customer_email): 30 ms.
    from django.core.validators import validate_email

    validate_email("first.use@example.com")
    # The URL resolver compiles its patterns and builds its reverse table on the first resolve and reverse.
    from django.urls import get_resolver

    resolver = get_resolver()
    resolver.reverse_dict  # noqa: B018
    for pattern in resolver.url_patterns:
        pattern.pattern.regex  # noqa: B018
