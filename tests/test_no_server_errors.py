"""No input yields a 5xx: property tests (hypothesis) over the ticket API, the ticket form, every
form a person posts and the sockets. Values are arbitrary JSON, and strings with lone surrogates,
letters that grow when upper-cased ("ß" -> "SS"), NUL, right-to-left marks, sizes and nesting.
Every answer is 2xx, 3xx or 4xx, and a refusal names the field it is about."""

from __future__ import annotations

import json
from urllib.parse import quote

import pytest
from asgiref.sync import async_to_sync
from channels.testing import WebsocketCommunicator
from django.urls import reverse
from hypothesis import HealthCheck, given, settings as hsettings, strategies as st

from runs.models import Ticket
from supervisor.models import ApiToken
from tests.dashboard_world import escalated, pending, plan_waiting, refund_waiting, world  # noqa: F401

FIELDS = ["subject", "body", "customer_email", "order_ref", "ref"]
HOSTILE = ["\ud800", "\udfff", "ß", "ﬃ", "\x00", "\u202e", "\u200f", "İ", "ŉ", "\ufeff", "'; DROP TABLE runs_run; --", "=1+1", "\r\n"]

# Text with everything a browser or a script might send: surrogates included (hypothesis leaves them out by default).
any_text = st.one_of(
    st.text(st.characters(codec=None, exclude_categories=()), max_size=60),
    st.lists(st.sampled_from(HOSTILE), max_size=40).map("".join),
    st.builds(lambda s, n: s * n, st.sampled_from(HOSTILE + ["x", "ß"]), st.integers(0, 25000)),
)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | any_text,
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.sampled_from(FIELDS) | any_text, children, max_size=5),
    max_leaves=12,
)
ticket_like = st.fixed_dictionaries({}, optional={name: st.one_of(any_text, json_values) for name in FIELDS})

EXAMPLES = hsettings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


def json_body(value) -> bytes:
    """JSON as a client would send it: a lone surrogate travels as an escape ("\\ud800")."""
    return json.dumps(value).encode()


def form_body(data: dict) -> bytes:
    """A urlencoded body; a lone surrogate becomes the bytes a careless client would send."""
    return "&".join(f"{quote(str(k), errors='surrogatepass')}={quote(str(v), errors='surrogatepass')}" for k, v in data.items()).encode()


def assert_refusal_names_fields(response, fields) -> None:
    assert response.status_code < 500, response.content[:500]
    if response.status_code == 400:
        errors = response.json()["errors"]
        assert errors and set(errors) <= set(fields) | {"__all__"}, errors
        assert all(isinstance(m, str) and m for m in errors.values()), errors


@pytest.fixture
def api(client, lead):
    key = ApiToken.issue(user=lead, name="fuzz")[1]

    def post(body: bytes):
        return client.post(reverse("api_tickets"), body, content_type="application/json", headers={"Authorization": f"Bearer {key}"})

    return post


@given(data=st.one_of(ticket_like, json_values))
@EXAMPLES
def test_the_ticket_api_answers_any_json_with_a_ticket_or_errors_per_field(api, data):
    response = api(json_body(data))
    assert_refusal_names_fields(response, FIELDS)
    if response.status_code == 201:
        ticket = Ticket.objects.get(ref=response.json()["ticket"])
        assert len(ticket.order_ref) <= 32 and len(ticket.subject) <= 200


@given(depth=st.integers(2000, 100000), opener=st.sampled_from(["[", '{"a":']))
@hsettings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_the_ticket_api_refuses_json_nested_without_end(api, depth, opener):
    closer = "]" if opener == "[" else "}"
    response = api((opener * depth + "1" + closer * depth).encode())
    assert response.status_code == 400 and "__all__" in response.json()["errors"]


def test_the_ticket_api_checks_the_order_ref_it_stores_not_the_one_it_was_sent(api, db):
    """ "ß" x 20 is 20 characters, and 40 once upper-cased: refused before it reaches the database."""
    response = api(json_body({"subject": "s", "body": "b", "customer_email": "a@example.com", "order_ref": "ß" * 20}))
    assert response.status_code == 400 and response.json()["errors"] == {"order_ref": "must be at most 32 characters"}
    response = api(json_body({"subject": "a\ud800b", "body": "b", "customer_email": "a@example.com"}))
    assert response.status_code == 400 and set(response.json()["errors"]) == {"subject"}
    response = api(b"[" * 50000 + b"]" * 50000)
    assert response.status_code == 400 and response.json()["errors"] == {"__all__": "the body is nested too deeply"}


def test_the_ticket_api_refuses_a_number_with_too_many_digits(api, db):
    response = api(b'{"subject": ' + b"1" * 5000 + b"}")
    assert response.status_code == 400
    assert response.json()["errors"] == {"__all__": "the body holds a number with too many digits"}


@pytest.mark.parametrize("charset", ["utf-16", "latin-1"])
def test_a_form_post_in_a_charset_other_than_utf8_is_a_400_with_the_csrf_check_on(lead, charset):
    """With the CSRF check on (as on the real server), the error page must not read the body again."""
    from django.test import Client

    client = Client(enforce_csrf_checks=True)
    client.force_login(lead)
    token = client.get(reverse("ticket_new")).context["csrf_token"]
    body = f"csrfmiddlewaretoken={token}&subject=s".encode()
    for url in (reverse("ticket_new"), "/accounts/login/"):
        response = client.post(url, body, content_type=f"application/x-www-form-urlencoded; charset={charset}")
        assert response.status_code == 400, (url, response.status_code)


@given(data=st.dictionaries(st.sampled_from(FIELDS[:4] + ["csrfmiddlewaretoken"]) | any_text, any_text, max_size=6))
@EXAMPLES
def test_the_ticket_form_answers_any_post_with_a_page(client_for, lead, data):
    response = client_for(lead).post(reverse("ticket_new"), form_body(data), content_type="application/x-www-form-urlencoded")
    assert response.status_code in (200, 302, 400), response.status_code
    if response.status_code == 302:
        assert len(Ticket.objects.order_by("-id").first().order_ref) <= 32


def test_the_ticket_form_names_the_order_ref_that_grows_when_upper_cased(client_for, lead):
    data = {"subject": "s", "body": "b", "customer_email": "a@example.com", "order_ref": "ß" * 20}
    response = client_for(lead).post(reverse("ticket_new"), data)
    assert response.status_code == 400
    assert response.context["form"].errors == {"order_ref": ["must be at most 32 characters"]}


# --- every form a person posts ------------------------------------------------------------------------
ACTION_FIELDS = ["note", "decision", "resolution", "resume", "kind", "text", "trigger", "goal_1", "keep_1", "goal_2", "keep_2",
                 "new_goal_1", "new_kind_1", "new_goal_2", "new_kind_2", "action", "items", "to", "refund", "by_email", "amount",
                 "instructions"]


@pytest.fixture
def action_urls(world, admin_user):
    """One url per action form, on runs in the state that form is for."""
    plan = plan_waiting()
    refund = refund_waiting()
    stuck = escalated()
    return [
        reverse("plan_confirm", args=[pending(plan, "plan").pk]),
        reverse("plan_reject", args=[pending(plan, "plan").pk]),
        reverse("plan_edit", args=[plan.pk]),
        reverse("approval_decide", args=[pending(refund, "refund").pk]),
        reverse("escalation_resolve", args=[stuck.escalations.get().pk]),
        reverse("run_intervene", args=[refund.pk]),
        reverse("run_intervene", args=[10**17]),
        reverse("waits_bulk"),
        reverse("notification_settings"),
        reverse("run_pinned_withdraw", args=[refund.pk, 1]),
        reverse("run_pinned_withdraw", args=[10**17, 1]),
    ]


@given(data=st.dictionaries(st.sampled_from(ACTION_FIELDS) | any_text, any_text | st.sampled_from(["approve", "reject", "on", "stop",
                                                                                                    "instruction", "damaged_item",
                                                                                                    "reassign", "refund:1", "1"]),
                            max_size=8),
       which=st.integers(0, 10), htmx=st.booleans())
@EXAMPLES
def test_every_action_form_answers_any_post_without_a_server_error(client_for, admin_user, action_urls, data, which, htmx):
    headers = {"HX-Request": "true"} if htmx else {}
    response = client_for(admin_user).post(action_urls[which], form_body(data), content_type="application/x-www-form-urlencoded",
                                           headers=headers)
    assert response.status_code < 500, (action_urls[which], response.status_code)


@given(path=any_text, query=any_text)
@hsettings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_any_page_path_and_query_answers_without_a_server_error(client_for, admin_user, path, query):
    client = client_for(admin_user)
    for prefix in ("/runs/", "/audit/replans/", "/evals/", "/plans/"):
        url = prefix + quote(path, errors="surrogatepass") + "?" + quote(query, safe="=&", errors="surrogatepass")
        assert client.get(url).status_code < 500, url
    url = "/waits/?" + quote(query, safe="=&", errors="surrogatepass")  # its filters: kind, amounts, mine
    assert client.get(url).status_code < 500, url


# --- sockets -------------------------------------------------------------------------------------------
def socket(path: str):
    from supervisor.asgi import application

    return WebsocketCommunicator(application, path, headers=[(b"origin", b"http://127.0.0.1:8000"), (b"host", b"127.0.0.1:8000")])


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("path", ["/ws/nope/", "/", "/ws/runs/abc/", "/ws/runs/99999999999999999999999/", "/ws/live/extra"])
def test_a_socket_to_a_path_no_route_names_closes_with_4404(path):
    async def attempt():
        communicator = socket(path)
        connected, _ = await communicator.connect()
        closed = await communicator.receive_output(timeout=2)
        await communicator.disconnect()
        return connected, closed

    connected, closed = async_to_sync(attempt)()
    assert connected and closed == {"type": "websocket.close", "code": 4404}


@pytest.mark.parametrize("email", ["\x00", "a\x00@example.com"])
def test_a_ticket_form_posted_with_a_nul_in_the_email_is_shown_again_with_its_error(client_for, lead, email):
    data = {"subject": "s", "body": "b", "customer_email": email, "order_ref": ""}
    response = client_for(lead).post(reverse("ticket_new"), data)
    assert response.status_code == 400
    assert "customer_email" in response.context["form"].errors
    assert client_for(lead).get(reverse("ticket_customer_orders"), {"customer_email": email}).status_code == 200
