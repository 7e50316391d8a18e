"""A person's permissions and roles are kept between requests (supervisor.person_roles), and any
change an admin makes to people, groups or permissions shows on that person's very next request."""

from django.contrib.auth.models import Group, Permission
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from supervisor import person_roles

PLANS = reverse("plan_queue")
LABELS = reverse("annotation_queue")  # a reviewer's (label_run)
NEW_TICKET = reverse("ticket_new")  # a support lead's (create_ticket)


def _roles_shown(html: str) -> list[str]:
    return [part.split("</span>")[0] for part in html.split('<span class="role">')[1:]]


def test_a_second_page_reads_no_permission_or_group_again(reviewer, client_for):
    client = client_for(reviewer)
    client.get(PLANS)
    with CaptureQueriesContext(connection) as queries:
        assert client.get(PLANS).status_code == 200
    tables = " ".join(q["sql"] for q in queries.captured_queries)
    assert "auth_permission" not in tables and "auth_user_groups" not in tables


def test_a_person_moved_to_another_group_has_its_pages_and_chips_on_the_next_request(auditor, client_for):
    client = client_for(auditor)
    assert client.get(LABELS).status_code == 403 and _roles_shown(client.get(PLANS).content.decode()) == ["auditor"]
    auditor.groups.set([Group.objects.get(name="reviewer")])
    page = client.get(LABELS)
    assert page.status_code == 200 and _roles_shown(page.content.decode()) == ["reviewer"]
    auditor.groups.set([Group.objects.get(name="auditor")])
    assert client.get(LABELS).status_code == 403


def test_a_permission_taken_from_a_group_is_gone_on_the_next_request(reviewer, client_for):
    client = client_for(reviewer)
    assert client.get(PLANS).status_code == 200
    Group.objects.get(name="reviewer").permissions.remove(Permission.objects.get(codename="view_run"))
    assert client.get(PLANS).status_code == 403


def test_a_person_given_a_permission_of_their_own_has_it_on_the_next_request(auditor, client_for):
    client = client_for(auditor)
    assert client.get(NEW_TICKET).status_code == 403
    auditor.user_permissions.add(Permission.objects.get(codename="create_ticket"))
    assert client.get(NEW_TICKET).status_code == 200


def test_a_deactivated_person_holds_nothing_at_once(reviewer, client_for):
    client_for(reviewer).get(PLANS)
    reviewer.is_active = False
    reviewer.save()
    assert person_roles.permissions(type(reviewer).objects.get(pk=reviewer.pk)) == frozenset()


def test_a_login_keeps_what_is_kept(reviewer, client_for):
    """Logging in writes last_login only: the kept permissions stay valid, nothing is read again."""
    client = client_for(reviewer)
    client.get(PLANS)
    version = person_roles._version()
    client_for(reviewer)  # logs in again
    reviewer.save(update_fields=["last_login"])
    assert person_roles._version() == version
