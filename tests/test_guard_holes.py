"""What a decision's substance is held against, beyond its form: an address is the customer's only
as written (ASCII case aside), the units the ticket says are affected, the clause that holds the
complaint, and what has already gone back to the shop."""

from datetime import date, datetime, timezone

import pytest

from runs import guards, policy_evidence, policy_goods_conditions
from runs.evals.world import Rewrite
from runs.intents import read_ticket
from runs.shop import models as shop
from runs.shop.backend import DemoShop, ShopError
from runs.ticket_intake import TicketInvalid, ticket_validate
from runs.ticket_lines import request_sentences
from runs.unit_counts import stated_quantity
from tests.guard_fixtures import decision_on

UTC = timezone.utc

TUMBLERS = {"order_ref": "SU-55010", "lines": [{"sku": "TMB-6", "description": "Smoked glass tumbler", "quantity": 6, "unit_price_cents": 900}],
            "charges": [{"number": 1, "kind": "items", "description": "Items", "amount_cents": 5400, "charged_at": "2026-10-01T09:00:00+00:00"}]}
DESK = {"order_ref": "SU-55020", "lines": [{"sku": "DSK-WAL", "description": "Walnut writing desk", "quantity": 1, "unit_price_cents": 42000},
                                           {"sku": "CHR-RAT", "description": "Rattan reading chair", "quantity": 1, "unit_price_cents": 16000}],
        "charges": [{"number": 1, "kind": "items", "description": "Items", "amount_cents": 58000, "charged_at": "2026-10-01T09:00:00+00:00"}]}


def _requests(text: str, order: dict) -> list[dict]:
    """The request sentences as the runtime hands them to the guard (runs.screening.requests_about)."""
    return [{"text": s.text, "kinds": list(s.kinds), "spans": {k: [list(x) for x in v] for k, v in s.spans.items()}}
            for s in request_sentences(read_ticket(text, order_ref=order["order_ref"]), order["order_ref"])]


def _refund(sku: str, quantity: int, cents: int) -> dict:
    return decision_on(sku, quantity=quantity, cents=cents)


@pytest.mark.parametrize("text,count", [
    ("Three out of the six tumblers came chipped at the rim.", 3),
    ("Two of my smoked tumblers were in pieces when I opened the parcel.", 2),
    ("A single tumbler arrived shattered, please refund it.", 1),
    ("The tumblers arrived and they are all chipped.", None),
])
def test_the_units_a_request_says_are_affected_are_read_when_it_states_them(text, count):
    texts = [r["text"] for r in _requests(text, TUMBLERS)]
    assert stated_quantity(TUMBLERS, TUMBLERS["lines"][0], texts) == count


def test_a_refund_for_more_units_than_the_ticket_says_broke_is_refused_with_both_counts():
    asked = _requests("Two of my smoked tumblers were in pieces when I opened the parcel.", TUMBLERS)
    whole = guards.check_lines(_refund("TMB-6", 6, 5400), TUMBLERS, [], asked)
    assert whole.passed is False and whole.inputs["problems"] == ["the decision names 6 of Smoked glass tumbler; the ticket says 2"]
    assert guards.check_lines(_refund("TMB-6", 2, 1800), TUMBLERS, [], asked).passed is True


def test_a_line_the_ticket_calls_fine_is_not_named_by_it_even_in_the_same_sentence():
    asked = _requests("On SU-55020 the rattan chair is flawless, whereas the walnut desk arrived with a gouged top.", DESK)
    desk = guards.check_line_in_ticket({"case_type": "damaged_item", "lines": [{"sku": "DSK-WAL", "quantity": 1}]}, DESK, asked)
    chair = guards.check_line_in_ticket({"case_type": "damaged_item", "lines": [{"sku": "CHR-RAT", "quantity": 1}]}, DESK, asked)
    assert desk.passed is True and chair.passed is False
    assert "never mentioned" in " ".join(guards.plain_words("line_in_ticket", chair.inputs))


def test_an_address_with_a_look_alike_letter_is_another_customers_and_says_which_character():
    order = {"order_ref": "SU-55030", "customer": {"email": "nika.berg@example.com"}}
    result = guards.check_owner(order, "ni\u212aa.berg@example.com", "")
    assert result.passed is False and "U+212A KELVIN SIGN" in result.inputs["differs"]
    assert guards.check_owner(order, "  Nika.Berg@EXAMPLE.com", "").passed is True


def test_ticket_intake_refuses_a_mailbox_name_with_a_look_alike_letter():
    with pytest.raises(TicketInvalid) as refused:
        ticket_validate({"subject": "Order", "body": "Where is it?", "customer_email": "ni\u212aa.berg@example.com"})
    assert "U+212A" in refused.value.errors["customer_email"]


def test_the_eval_rewrite_of_an_address_ignores_ascii_case_only():
    rewrite = Rewrite(emails={"nika.berg@example.com": "nika.berg+e1@example.com"})
    assert rewrite.text("From NIKA.Berg@example.com") == "From nika.berg+e1@example.com"
    assert rewrite.text("From ni\u212aa.berg@example.com") == "From ni\u212aa.berg@example.com"


def _one_line_order(ref: str, email: str, sku: str, description: str, quantity: int, cents: int) -> shop.Order:
    buyer = shop.Customer.objects.create(ref=f"C-{ref}", name=email.split("@")[0], email=email)
    seller = shop.Seller.objects.create(ref=f"SEL-{ref}", name="A seller", seller_type="first_party")
    order = shop.Order.objects.create(ref=ref, customer=buyer, seller=seller, status="delivered", placed_at=datetime(2026, 10, 1, 9, tzinfo=UTC))
    shop.LineItem.objects.create(order=order, sku=sku, description=description, quantity=quantity, unit_price_cents=cents)
    return order


@pytest.mark.django_db
def test_the_shop_refuses_a_second_collection_of_a_line_already_on_its_way_back():
    order = _one_line_order("SU-55040", "oda.fenn@example.com", "BNC-OAK", "Oak hall bench", 1, 31000)
    placed = order.placed_at
    shop.Shipment.objects.create(order=order, carrier="ParcelNet", tracking_number="PN55040", status="delivered",
                                 promised_by=date(2026, 10, 6), delivered_at=placed)
    demo = DemoShop()
    first = demo.start_return(order_ref="SU-55040", sku="BNC-OAK", kind="collection", reason="split seat", idempotency_key="run-1-s1-return",
                              customer_email="oda.fenn@example.com")
    assert first["already_started"] is False
    assert demo.start_return(order_ref="SU-55040", sku="BNC-OAK", kind="collection", reason="split seat",
                             idempotency_key="run-1-s1-return")["return_id"] == first["return_id"]  # the same key is the same return
    with pytest.raises(ShopError, match="1 of 1 already returned or collected"):
        demo.start_return(order_ref="SU-55040", sku="BNC-OAK", kind="collection", reason="split seat", idempotency_key="run-2-s1-return",
                          customer_email="oda.fenn@example.com")
    with pytest.raises(ShopError, match="not ni\u212aa"):
        demo.start_return(order_ref="SU-55040", sku="BNC-OAK", kind="return", reason="x", idempotency_key="run-3-s1-return",
                          customer_email="ni\u212aa@example.com")
    assert shop.ReturnRequest.objects.count() == 1
    # the guard reads the same count off the order as get_order shows it
    ev = policy_evidence.Evidence(order=demo.get_order("SU-55040"), now=placed)
    found = policy_goods_conditions.not_returned_already(ev, {"action": "collection", "sku": "BNC-OAK", "lines": [{"sku": "BNC-OAK", "quantity": 1}]})
    assert found.holds is False


def test_a_return_already_admitted_in_this_run_counts_against_a_second_one():
    order = {"order_ref": "SU-55050", "lines": [{"sku": "MUG-1", "description": "Speckled mug", "quantity": 1, "unit_price_cents": 1400}],
             "returns": []}
    state = {"order": order, "decisions": {"D1": {"action": "return", "state": "admitted", "order_ref": "SU-55050", "sku": "MUG-1",
                                                  "lines": [{"sku": "MUG-1", "quantity": 1}]}}}
    ev = guards.evidence_of(state, datetime(2026, 10, 10, tzinfo=UTC))
    assert policy_goods_conditions.returned_quantity(ev.order, "MUG-1") == 1 and order["returns"] == []


@pytest.mark.django_db
def test_get_order_does_not_pin_an_order_for_a_look_alike_address_and_says_why(settings):
    from tests.runtime_world import build_world, call, start, ticket, tool_results, walk_until_pause

    settings.PLAN_CONFIRMATION_RULE = "never"
    build_world()
    order = shop.Order.objects.get(ref="SU-88421")
    look_alike = order.customer.email.replace("a", "\u0430", 1)  # a Cyrillic a
    assert look_alike != order.customer.email
    run = walk_until_pause(start(ticket("My bookcase arrived broken, please refund it.", order_ref="SU-88421", email=look_alike,
                                        subject="Bookcase"),
                                 script={"turns": [[call("get_order", order_ref="SU-88421")],
                                                   [call("escalate_to_human", open_item="the bookcase", reason="not pinned")]]}))
    refused = tool_results(run, "get_order")[0]
    assert refused["ok"] is False and "U+0430 CYRILLIC SMALL LETTER A" in refused["error"]
    assert "order" not in run.state and shop.Refund.objects.count() == 0


@pytest.mark.django_db
def test_units_taken_back_one_return_at_a_time_are_added_up_against_what_was_ordered():
    order = _one_line_order("SU-55060", "pia.moreau@example.com", "CNDL-3", "Beeswax taper", 3, 700)
    demo = DemoShop()
    for n in (1, 2):
        demo.start_return(order_ref="SU-55060", sku="CNDL-3", kind="return", reason="spare", idempotency_key=f"run-{n}-s1-return", quantity=1)
    assert policy_goods_conditions.returned_quantity(demo.get_order("SU-55060"), "CNDL-3") == 2
    with pytest.raises(ShopError, match="cannot take back 2 of Beeswax taper: 2 of 3 already returned"):
        demo.start_return(order_ref="SU-55060", sku="CNDL-3", kind="return", reason="spare", idempotency_key="run-3-s1-return", quantity=2)
    demo.start_return(order_ref="SU-55060", sku="CNDL-3", kind="return", reason="spare", idempotency_key="run-4-s1-return", quantity=1)
    assert shop.ReturnRequest.objects.filter(order=order).count() == 3
