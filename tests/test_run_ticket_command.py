"""`manage.py run_ticket`: start a run for a ticket and print what happened as JSON."""

import json
import os
import subprocess
import sys

import pytest
from django.core.management import CommandError, call_command

from runs.shop.models import Refund
from tests.conftest import ROOT, _test_database_url


def test_it_walks_the_canonical_demo_ticket_in_process_and_prints_json(db, capsys):
    call_command("seed_demo", verbosity=0, demo_deployment=True)
    call_command("run_ticket", "T-40219", "--wait", "--inline", "--json", "--act-as", "reviewer,lead")
    out = json.loads(capsys.readouterr().out)
    assert (out["status"], out["outcome"]) == ("done", "resolved")
    assert [(s["kind"], s["status"]) for s in out["subtasks"]] == [("duplicate_charge", "resolved"), ("damaged_item", "resolved"), ("question", "resolved")]
    assert all(s["evidence"].startswith("E") for s in out["subtasks"])
    assert [(r["amount_cents"], r["source"]) for r in out["refunds"]] == [(995, "platform")]
    assert [(r["kind"], r["sku"]) for r in out["returns"]] == [("collection", Refund.objects.get().order.lines.get().sku)]
    assert out["reply"].count("\n") >= 2 and isinstance(out["run_id"], int)


def test_it_creates_a_ticket_from_a_file_and_rejects_a_malformed_one(db, tmp_path, capsys):
    call_command("seed_demo", verbosity=0, demo_deployment=True)
    good = tmp_path / "ticket.json"
    good.write_text(json.dumps({"subject": "Charged twice", "body": "I was charged twice for delivery on SU-88421.",
                                "customer_email": "someone@example.com", "order_ref": "su-88421"}))
    call_command("run_ticket", "--file", str(good), "--json")
    out = json.loads(capsys.readouterr().out)
    assert out["ticket"].startswith("T-") and out["status"] == "queued"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"subject": "", "customer_email": "not-an-email", "extra": 1}))
    with pytest.raises(CommandError) as err:
        call_command("run_ticket", "--file", str(bad))
    message = str(err.value)
    assert "subject" in message and "body" in message and "customer_email" in message and "unknown field(s): extra" in message
    (tmp_path / "broken.json").write_text("{not json")
    with pytest.raises(CommandError, match="Cannot read"):
        call_command("run_ticket", "--file", str(tmp_path / "broken.json"))


def test_an_unknown_ticket_ref_is_a_clear_error(db):
    with pytest.raises(CommandError, match="No ticket 'T-1'"):
        call_command("run_ticket", "T-1")


@pytest.mark.services
def test_on_postgres_and_redis_a_worker_process_walks_t40219_to_three_resolved_subtasks(celery_worker):
    call_command("seed_demo", verbosity=0, demo_deployment=True)
    env = {**os.environ, "DATABASE_URL": _test_database_url(), "PYTHONUNBUFFERED": "1"}
    done = subprocess.run([sys.executable, "manage.py", "run_ticket", "T-40219", "--wait", "--json", "--act-as", "reviewer", "--timeout", "90"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr + celery_worker.log()[-3000:]
    out = json.loads(done.stdout)
    assert (out["status"], out["outcome"]) == ("done", "resolved")
    assert [s["status"] for s in out["subtasks"]] == ["resolved"] * 3
    assert [(r["amount_cents"], r["source"]) for r in out["refunds"]] == [(995, "platform")]
    assert Refund.objects.filter(order__ref="SU-88421").count() == 1
    assert "Task runs.walk_run" in celery_worker.log()  # the walk happened in the worker process, not here


def test_a_ticket_file_that_is_not_utf8_or_carries_a_nul_is_refused_clearly(db, tmp_path):
    latin = tmp_path / "latin.json"
    latin.write_bytes('{"subject": "Caf\xe9", "body": "x", "customer_email": "a@example.com"}'.encode("latin-1"))
    with pytest.raises(CommandError, match="as UTF-8 JSON"):
        call_command("run_ticket", "--file", str(latin))
    nul = tmp_path / "nul.json"
    nul.write_text(json.dumps({"subject": "hi", "body": "bad\u0000byte", "customer_email": "a@example.com"}))
    with pytest.raises(CommandError, match="contains a NUL character"):
        call_command("run_ticket", "--file", str(nul))
