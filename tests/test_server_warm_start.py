"""A server process loads, before its first request, what the first ticket through the API would
otherwise import while it waits (supervisor/warm.py): under gunicorn --preload the workers fork
with it. Measured in `make loadtest`: the first ticket in each worker took 0.45-0.54 s (160-180 ms
of CPU) against 20-60 ms for the rest, and was the only request over the 500 ms goal. Each case is a
fresh interpreter on the Redis configuration (channels_redis, Celery on Redis), as deployed; the
ticket itself goes into a scratch SQLite file."""

import json
import os
import subprocess
import sys

from tests.test_settings import ROOT, SETTINGS_ENV

PROBE = """
import json, sys
import {entry}
from django.core.management import call_command
call_command("migrate", verbosity=0)
from django.contrib.auth import get_user_model
from django.test import Client
from runs.shop.models import Customer, Order, Seller
from supervisor.models import ApiToken
user = get_user_model().objects.create_superuser("api", "api@example.com", "x")
key = ApiToken.issue(user=user, name="probe", days=1)[1]
shopper = Customer.objects.create(ref="C-1", name="Ann", email="ann@example.com")
seller = Seller.objects.create(ref="S-1", name="House", seller_type="first_party")
Order.objects.create(ref="SU-10001", customer=shopper, seller=seller, status="delivered", placed_at="2026-11-01T09:00:00Z")
loaded = set(sys.modules)
client = Client(HTTP_HOST="127.0.0.1")
body = {{"subject": "cracked", "body": "The mug on SU-10001 came cracked, a refund please.", "customer_email": "ann@example.com",
         "order_ref": "SU-10001", "ref": "T-1"}}
answer = client.post("/api/tickets", data=json.dumps(body), content_type="application/json", HTTP_AUTHORIZATION=f"Bearer {{key}}")
imported = sorted(set(sys.modules) - loaded)
from supervisor.celery import app
app.control.purge()  # the walk it enqueued on this scratch Redis database: nobody walks it here
print(json.dumps({{"status": answer.status_code, "imported": imported}}))
"""

# What a first ticket imported before the warm start (the channel layer's backend, Celery's
# messaging, the broker's transport): none of it may be left to the first request.
LAZY = ("channels_redis", "celery", "kombu", "redis", "encodings.idna")


def first_ticket_imports(entry: str, tmp_path) -> list[str]:
    env = {k: v for k, v in os.environ.items() if k not in SETTINGS_ENV and k != "DJANGO_SETTINGS_MODULE"}
    env.update(SQLITE_PATH=str(tmp_path / "db.sqlite3"), REDIS_URL="redis://127.0.0.1:6379/15", ALLOWED_HOSTS="127.0.0.1", SECRET_KEY="s" * 60,
               DJANGO_SETTINGS_MODULE="supervisor.settings")
    done = subprocess.run([sys.executable, "-c", PROBE.format(entry=entry)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["status"] == 201
    return [m for m in result["imported"] if m.split(".")[0] in LAZY or m in LAZY]


def test_a_pages_worker_has_imported_what_the_first_ticket_needs(tmp_path):
    assert first_ticket_imports("supervisor.wsgi", tmp_path) == []


def test_the_asgi_server_has_imported_what_the_first_ticket_needs(tmp_path):
    assert first_ticket_imports("supervisor.asgi", tmp_path) == []
