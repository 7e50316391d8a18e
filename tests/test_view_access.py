"""Who gets in: anonymous people go to the login page from every page and action, a person with no
role gets the 403 page, and the navigation shows each role the links it can use."""

import pytest
from django.urls import reverse

from tests.factories import UserFactory

PAGES = [
    ("overview", []), ("run_list", []), ("run_detail", [1]), ("plan_queue", []), ("plan_edit", [1]), ("approval_queue", []),
    ("escalation_queue", []), ("replan_list", []), ("replan_detail", [1]), ("replan_export_csv", []), ("replan_export_jsonl", []),
    ("metrics", []), ("ticket_new", []), ("inbox", []), ("ticket_customer_orders", []), ("ledger", []),
    ("counterfactual_list", []), ("counterfactual_detail", [1]), ("waits", []), ("notification_settings", []),
]
ACTIONS = [
    ("run_intervene", [1]), ("plan_confirm", [1]), ("plan_reject", [1]), ("plan_edit", [1]), ("approval_decide", [1]),
    ("escalation_resolve", [1]), ("ticket_new", []), ("inbox_start", [1]), ("inbox_start_all", []),
    ("counterfactual_start", [1]), ("counterfactual_start_set", []),
    ("run_export", [1]), ("effect_compensate", [1]), ("effect_settle", [1]), ("compensation_decide", [1]), ("waits_bulk", []),
    ("notification_settings", []), ("standing_sign", []), ("standing_grant", [1]), ("standing_revoke", [1]),
]


@pytest.mark.django_db
@pytest.mark.parametrize("name,args", PAGES, ids=[p[0] for p in PAGES])
def test_it_sends_anonymous_people_to_the_login_page(client, name, args):
    url = reverse(name, args=args)
    response = client.get(url)
    assert response.status_code == 302
    assert response["Location"] == f"{reverse('login')}?next={url}"


@pytest.mark.django_db
@pytest.mark.parametrize("name,args", ACTIONS, ids=[a[0] for a in ACTIONS])
def test_it_sends_anonymous_posts_to_the_login_page(client, name, args):
    response = client.post(reverse(name, args=args), {"note": "x"})
    assert response.status_code == 302
    assert response["Location"].startswith(reverse("login"))


@pytest.mark.parametrize("name,args", [p for p in PAGES if not p[1]], ids=[p[0] for p in PAGES if not p[1]])
def test_it_refuses_a_person_without_a_role(role_groups, client_for, name, args):
    nobody = UserFactory(username="nobody")
    response = client_for(nobody).get(reverse(name, args=args))
    assert response.status_code == 403
    assert "You can't do that" in response.content.decode()


def test_it_says_why_on_the_403_page(auditor, client_for):
    response = client_for(auditor).get(reverse("ticket_new"))
    assert response.status_code == 403
    assert "Your role cannot create tickets." in response.content.decode()


def test_it_refuses_get_on_actions(reviewer, client_for):
    assert client_for(reviewer).get(reverse("plan_confirm", args=[1])).status_code == 405


NAV = ["Overview", "Inbox", "Runs", "Plans", "Approvals", "Escalations", "Waiting", "Audit", "Metrics", "Notifications"]


@pytest.mark.parametrize("role,new_ticket,admin_link", [
    ("lead", True, False), ("reviewer", True, False), ("auditor", False, False), ("admin_user", True, True),
])
def test_it_shows_each_role_its_links(request, client_for, role, new_ticket, admin_link):
    user = request.getfixturevalue(role)
    html = client_for(user).get(reverse("overview")).content.decode()
    for label in NAV:
        assert f">{label}</a>" in html
    assert (f'href="{reverse("ticket_new")}"' in html) is new_ticket
    assert (f'href="{reverse("admin:index")}"' in html) is admin_link
    assert 'aria-current="page">Overview</a>' in html


def test_it_labels_the_offline_agent(reviewer, client_for):
    assert "Offline agent (no network)" in client_for(reviewer).get(reverse("overview")).content.decode()


def test_it_serves_htmx_with_the_csp_nonce_and_no_inline_styles(reviewer, client_for):
    response = client_for(reviewer).get(reverse("overview"))
    html = response.content.decode()
    csp = response["Content-Security-Policy"]
    nonce = csp.split("'nonce-")[1].split("'")[0]
    assert f'<script src="/static/django_htmx/htmx-2.min.js" defer nonce="{nonce}"></script>' in html
    assert "style=" not in html and "<style" not in html
    assert "includeIndicatorStyles" in html  # htmx must not inject the <style> the CSP would refuse
