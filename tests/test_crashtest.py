"""`manage.py crashtest`: runs walked by real workers that are killed on purpose, then checked."""

import json

import pytest
from django.core.management import CommandError, call_command
from django.test import override_settings

from runs.models import Run


@pytest.mark.services
def test_five_runs_through_killed_workers_lose_and_double_nothing(transactional_db, tmp_path):
    from supervisor.celery import app

    app.control.purge()  # nothing left over from other tests on this Redis database
    call_command("seed_demo", verbosity=0)
    out = tmp_path / "crashtest.json"
    call_command("crashtest", "--runs", "5", "--workers", "2", "--seed", "5", "--timeout", "75", "--kill-every", "2,5",
                 "--lease-seconds", "3", "--json", str(out), "--logs", str(tmp_path / "logs"))
    report = json.loads(out.read_text())
    assert report["ok"] and not report["timed_out"], report
    assert report["runs_started"] == 5
    assert report["runs_finished"] + report["runs_waiting"] == 5
    for counter in ("runs_lost", "duplicate_refunds", "duplicate_returns", "unrecorded_effects", "seq_gaps", "overlapping_walks"):
        assert report[counter] == 0, (counter, report["details"])
    assert report["replay"]["differ"] == 0 and report["replay"]["identical"] == report["replay"]["finished_runs_replayed"] == report["runs_finished"]
    assert report["kills"]["total"] > 0, "the test must have killed something"
    assert Run.objects.filter(ticket__ref__startswith="CT").count() == 5


def test_it_refuses_without_postgres_and_redis(db, tmp_path):
    with override_settings(REDIS_URL=""):
        with pytest.raises(CommandError, match="needs (PostgreSQL|Redis)"):
            call_command("crashtest", "--runs", "1", "--json", str(tmp_path / "x.json"))


@pytest.mark.services
def test_it_refuses_an_unseeded_shop(db, tmp_path):
    with pytest.raises(CommandError, match="seed_demo"):
        call_command("crashtest", "--runs", "1", "--json", str(tmp_path / "x.json"))
