"""WSGI entry for the pages (gunicorn's sync workers; the sockets go to daphne, supervisor.asgi).

The URLconf, and with it every view and the runtime they import, is loaded here rather than on the
first request: under `gunicorn --preload` the workers are forked with it loaded (seconds of CPU a
worker otherwise spends on its first request, while that request waits)."""

import gc
import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings")
application = get_wsgi_application()

from django.urls import get_resolver  # noqa: E402 - after the settings are configured

get_resolver().url_patterns  # noqa: B018 - reading them imports the views

from supervisor.warm import import_lazy_modules  # noqa: E402

import_lazy_modules()

# What is loaded by now lives as long as the process: out of the collector's sight (gc.freeze), so a
# full collection walks only what requests left behind. Walking it all took 90-180 ms of CPU, during
# which the page being served waited. Under --preload the workers fork with it frozen.
gc.freeze()
