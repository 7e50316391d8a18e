"""An auditor replays a finished run from the run page; the verdict is kept on the run."""

import pytest
from django.urls import reverse

from runs.models import Run
from tests.dashboard_world import finished
from tests.runtime_world import build_world


@pytest.fixture
def world(db):
    return build_world()


def test_it_lets_an_auditor_replay_a_finished_run_and_shows_the_verdict(world, auditor, client_for):
    run = finished()
    client = client_for(auditor)
    page = client.get(reverse("run_detail", args=[run.pk])).content.decode()
    assert "Replay from the record" in page and "Not replayed yet." in page
    response = client.post(reverse("run_replay", args=[run.pk]), follow=True)
    run.refresh_from_db()
    assert run.replay_status == "identical" and run.replay_detail["identical"] is True
    assert run.events.get(kind="replay_checked").actor == "auditor"
    html = response.content.decode()
    assert "Replayed from the record: identical" in html and "Identical" in html


@pytest.mark.parametrize("role", ["lead", "reviewer"])
def test_it_refuses_the_replay_to_roles_without_the_permission(world, role, client_for, request):
    run = finished()
    user = request.getfixturevalue(role)
    assert client_for(user).post(reverse("run_replay", args=[run.pk])).status_code == 403
    assert Run.objects.get(pk=run.pk).replay_status == ""
    assert "Replay from the record" not in client_for(user).get(reverse("run_detail", args=[run.pk])).content.decode()


def test_it_sends_anonymous_visitors_to_log_in(world, client):
    run = finished()
    response = client.post(reverse("run_replay", args=[run.pk]))
    assert response.status_code == 302 and "/accounts/login/" in response["Location"]
