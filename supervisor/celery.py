"""The Celery app. Broker from settings: Redis when REDIS_URL is set, else the in-process memory transport."""

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings")

app = Celery("supervisor")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
# Every worker sweeps for stalled runs (named, not imported: the app is built before Django is set up).
app.steps["consumer"].add("runs.tasks:ResumeStalledRuns")
app.steps["consumer"].add("supervisor.tasks:FoldTallies")  # keeps the metrics page's totals current
