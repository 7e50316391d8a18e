"""`/tickets/new/`: a person types in a ticket; it is validated like the API's and starts a run."""

import datetime as dt

import pytest
from django.test import Client
from django.urls import reverse

from runs.models import Run, Ticket
from runs.shop import models as shop

ORDERS = reverse("ticket_customer_orders")

URL = reverse("ticket_new")
VALID = {"subject": "Charged twice for delivery", "body": "I was charged twice for delivery on SU-88421.",
         "customer_email": "maya@example.com", "order_ref": "su-88421"}


@pytest.fixture(autouse=True)
def maya(db):
    """The shop's customer the tickets are from, with two orders."""
    customer = shop.Customer.objects.create(ref="C-MAYA", name="Maya Lindqvist", email="maya@example.com")
    seller = shop.Seller.objects.create(ref="SEL-ASH", name="Ashford Home", seller_type="marketplace")
    for ref, day in (("SU-88421", 14), ("SU-88002", 2)):
        order = shop.Order.objects.create(ref=ref, customer=customer, seller=seller, placed_at=dt.datetime(2026, 11, day, tzinfo=dt.UTC))
        order.lines.create(sku=f"SKU-{ref}", description=f"Hartley bookcase {ref}", quantity=1, unit_price_cents=24900)
    return customer


@pytest.mark.parametrize("role,allowed", [("lead", True), ("reviewer", True), ("admin_user", True), ("auditor", False)])
def test_it_lets_leads_reviewers_and_admins_create_a_ticket_that_starts_a_run(request, client_for, role, allowed):
    user = request.getfixturevalue(role)
    client = client_for(user)
    assert client.get(URL).status_code == (200 if allowed else 403)
    response = client.post(URL, VALID)
    if allowed:
        ticket = Ticket.objects.get()
        run = Run.objects.get(ticket=ticket)
        assert response.status_code == 302 and response["Location"] == reverse("run_detail", args=[run.pk])
        assert (ticket.channel, ticket.created_by, ticket.order_ref) == (Ticket.Channel.WEB, user, "SU-88421")
        assert run.status == Run.Status.QUEUED and run.events.get(kind="run_created").actor == user.username
    else:
        assert response.status_code == 403
        assert not Ticket.objects.exists() and not Run.objects.exists()


def test_it_says_which_field_is_wrong(lead, client_for):
    response = client_for(lead).post(URL, {**VALID, "subject": "", "customer_email": "not-an-email"})
    assert response.status_code == 400
    form = response.context["form"]
    assert "subject" in form.errors and "customer_email" in form.errors
    assert 'id="id_subject-error"' in response.content.decode()
    assert not Ticket.objects.exists()


def test_it_applies_the_intake_rules_of_the_api(lead, client_for):
    response = client_for(lead).post(URL, {**VALID, "body": "   "})
    assert response.status_code == 400 and "body" in response.context["form"].errors
    assert not Ticket.objects.exists()


def test_it_says_the_run_started(lead, client_for):
    response = client_for(lead).post(URL, VALID, follow=True)
    ticket = Ticket.objects.get()
    assert f"Ticket {ticket.ref} created; run {ticket.runs.get().pk} has started." in response.content.decode()


def test_it_enforces_csrf(lead):
    client = Client(enforce_csrf_checks=True)
    client.force_login(lead)
    assert client.post(URL, VALID).status_code == 403
    assert not Ticket.objects.exists()


def test_it_refuses_an_email_no_customer_has_and_says_so(lead, client_for):
    response = client_for(lead).post(URL, {**VALID, "customer_email": "maya@example.org"})
    assert response.status_code == 400 and not Ticket.objects.exists()
    assert response.context["form"].errors["customer_email"] == [
        "No customer of the shop has the email maya@example.org. Check the spelling; the agent can only act for a customer the shop knows."]


def test_the_email_field_looks_up_the_customers_orders_with_htmx(lead, client_for):
    html = client_for(lead).get(URL).content.decode()
    assert f'hx-get="{ORDERS}"' in html and 'hx-target="#customer-orders"' in html and 'list="customer-order-refs"' in html
    found = client_for(lead).get(ORDERS, {"customer_email": " MAYA@example.com "}, headers={"HX-Request": "true"}).content.decode()
    assert found.startswith('\n<div id="customer-orders"') or found.lstrip().startswith('<div id="customer-orders"')
    assert "Maya Lindqvist" in found and found.index("SU-88421") < found.index("SU-88002")  # newest first
    assert '<option value="SU-88421">' in found
    unknown = client_for(lead).get(ORDERS, {"customer_email": "nobody@example.com"}).content.decode()
    assert "No customer of the shop has the email nobody@example.com." in unknown and "<option" not in unknown


def test_only_people_who_create_tickets_may_look_customers_up(auditor, client_for):
    assert client_for(auditor).get(ORDERS, {"customer_email": "maya@example.com"}).status_code == 403
