"""Money that must not move twice or land on the wrong thing: a refund-and-keep on units whose
return is already under way, a change-of-mind return of an item already replaced, a late fee for a
parcel that came on time, a copy of a charge taken seconds after the first, and an order the
ticket never names picked from the customer's several orders. Each: the policy table's reading,
then the offline agent and a scripted model end to end, down to where the money went."""

from datetime import date, datetime, timedelta, timezone

import pytest

from runs import own_choice_words, policy, policy_charges, policy_delivery_conditions, policy_evidence, policy_goods_conditions
from runs.models import Run
from runs.shop import models as shop
from runs.shop.models import Refund, ReturnRequest
from tests.runtime_world import RECEIVED, build_world, call, offline_run, start, ticket, walk_until_pause
from tests.guard_fixtures import checks_named, handed_to_a_person, proposed_by_a_model

UTC = timezone.utc
pytestmark = pytest.mark.django_db


def _ev(order: dict, **kw) -> policy_evidence.Evidence:
    return policy_evidence.Evidence(order=order, now=RECEIVED, **kw)


def _parcel(ref: str, promised: str, delivered: str, skus: list[str]) -> dict:
    return {"tracking_number": ref, "status": "delivered", "promised_by": promised, "delivered_at": f"{delivered}T12:00:00+00:00",
            "lines": skus, "scans": []}


def _fee(number: int, cents: int = 499, description: str = "Standard delivery", at: str = "2026-11-02T09:00:00+00:00") -> dict:
    return {"number": number, "kind": "delivery", "description": description, "amount_cents": cents, "charged_at": at}


# --- the policy table -----------------------------------------------------------------------------------------

def test_a_refund_on_units_already_on_their_way_back_fails_not_returned_already():
    order = {"order_ref": "SU-1", "lines": [{"sku": "KET-1", "description": "Gooseneck kettle", "quantity": 1, "unit_price_cents": 6500}],
             "returns": [{"sku": "KET-1", "kind": "return", "status": "started"}]}
    refund = {"action": "refund", "lines": [{"sku": "KET-1", "quantity": 1}], "sku": "KET-1"}
    found = policy_goods_conditions.not_returned_already(_ev(order), refund)
    assert found.holds is False and "refunded as well" in found.says
    cancelled = {**order, "returns": [{"sku": "KET-1", "kind": "return", "status": "cancelled"}]}
    assert policy_goods_conditions.not_returned_already(_ev(cancelled), refund).holds is True
    # two of four on their way back: the other two can still be refunded, three cannot
    four = {"order_ref": "SU-2", "lines": [{"sku": "BWL", "description": "Ramen bowl", "quantity": 4, "unit_price_cents": 1200}],
            "returns": [{"sku": "BWL", "kind": "return", "status": "started", "quantity": 2}]}
    assert policy_goods_conditions.not_returned_already(_ev(four), {"action": "refund", "lines": [{"sku": "BWL", "quantity": 2}]}).holds is True
    assert policy_goods_conditions.not_returned_already(_ev(four), {"action": "refund", "lines": [{"sku": "BWL", "quantity": 3}]}).holds is False


def test_a_change_of_mind_return_of_an_order_already_replaced_is_not_eligible():
    order = {"order_ref": "SU-3", "replacement_orders": ["SU-4"], "lines": [{"sku": "LAMP", "description": "Arc floor lamp", "quantity": 1,
                                                                              "unit_price_cents": 9000}],
             "shipments": [_parcel("P1", "2026-11-06", "2026-11-05", ["LAMP"])]}
    supplement = {"ref": "SUP-X", "accepts_returns": True, "return_window_days": 30}
    decision = {"action": "return", "sku": "LAMP", "lines": [{"sku": "LAMP", "quantity": 1}]}
    failing = [f.condition for f in policy.eligibility("change_of_mind", _ev(order, supplement=supplement), decision) if not f.holds]
    assert failing == ["no_replacement_sent"]


def test_a_late_parcel_is_judged_on_its_own_dates_and_pays_only_its_own_fee():
    order = {"order_ref": "SU-5", "lines": [{"sku": "CHR", "description": "Desk chair", "quantity": 1, "unit_price_cents": 9000},
                                            {"sku": "MAT", "description": "Floor mat", "quantity": 1, "unit_price_cents": 3000}],
             "charges": [_fee(1), _fee(2, description="Standard delivery (parcel 2)")],
             "shipments": [_parcel("P1", "2026-11-06", "2026-11-05", ["CHR"]), _parcel("P2", "2026-11-07", "2026-11-10", ["MAT"])]}
    ev = _ev(order)
    assert [c["number"] for c in policy_delivery_conditions.late_fees(ev)] == [1]
    assert policy_delivery_conditions.delivered_late(ev, {"charges": [1]}).holds is True
    both = policy_delivery_conditions.delivered_late(ev, {"charges": [1, 2]})
    assert both.holds is False and "names 2 delivery fees but only 1 parcel(s) came late" in both.says
    # the late parcel was promised earlier than the on-time one arrived: the order's last dates call it on time
    early_promise = {**order, "shipments": [_parcel("P1", "2026-11-04", "2026-11-08", ["CHR"]), _parcel("P2", "2026-11-12", "2026-11-09", ["MAT"])]}
    assert policy_delivery_conditions.delivered_late(_ev(early_promise), {"charges": [2]}).holds is True
    on_time = {**order, "shipments": [_parcel("P1", "2026-11-06", "2026-11-05", ["CHR"]), _parcel("P2", "2026-11-07", "2026-11-07", ["MAT"])]}
    assert policy_delivery_conditions.late_fees(_ev(on_time)) == [] and policy_delivery_conditions.delivered_late(_ev(on_time), {"charges": [1]}).holds is False
    one_fee = {**order, "charges": [_fee(1, 899)]}
    assert [c["number"] for c in policy_delivery_conditions.late_fees(_ev(one_fee))] == [1]  # one fee for the order: any late parcel refunds it


def test_a_repeated_fee_is_a_copy_when_the_parcels_are_paid_without_it_whatever_the_minutes_between():
    at = datetime(2026, 11, 2, 9, tzinfo=UTC)
    def order(gap, parcels=1):
        return {"charges": [_fee(1, at=at.isoformat()), _fee(2, at=(at + gap).isoformat())],
                "shipments": [_parcel(f"P{n}", "2026-11-06", "2026-11-05", []) for n in range(parcels)]}
    assert [c["number"] for c in policy_charges.copies(order(timedelta(seconds=7)))] == [2]
    assert [c["number"] for c in policy_charges.copies(order(timedelta(minutes=40)))] == [2]
    # two parcels, a fee each: neither is a copy, however close together they were taken
    assert policy_charges.copies(order(timedelta(seconds=7), parcels=2)) == []
    assert policy_charges.copies({"charges": [_fee(1), _fee(2, description="Standard delivery (parcel 2)")]}) == []


# --- end to end ---------------------------------------------------------------------------------------------

@pytest.fixture
def shopfront(settings):
    settings.PLAN_CONFIRMATION_RULE = "never"
    build_world()
    maya = shop.Customer.objects.get(ref="C-MAYA")
    house = shop.Seller.objects.get(ref="SEL-1P")
    for ref, case, words in [("POL-COM-005", "change_of_mind", "change of mind return"), ("POL-LATE-006", "late_delivery", "late delivery fee")]:
        shop.PolicyDocument.objects.create(ref=ref, title=ref, case_type=case, keywords=words, body=f"{ref} text")
    placed = datetime(2026, 11, 2, 9, tzinfo=UTC)

    def order(ref, lines, parcels=(("2026-11-06", "2026-11-05"),), fees=(495,), **kw):
        made = shop.Order.objects.create(ref=ref, customer=maya, seller=house, status="delivered", placed_at=placed, **kw)
        shop.Charge.objects.create(order=made, kind="items", description="Items", amount_cents=sum(q * p for _, _, q, p in lines), charged_at=placed)
        for n, cents in enumerate(fees):
            shop.Charge.objects.create(order=made, kind="delivery", description="Standard delivery" + (f" (parcel {n + 1})" if n else ""),
                                       amount_cents=cents, charged_at=placed)
        boxes = [shop.Shipment.objects.create(order=made, carrier="ParcelNet", tracking_number=f"PN-{ref}-{i}", status="delivered",
                                              promised_by=date.fromisoformat(p), delivered_at=datetime.fromisoformat(d).replace(hour=14, tzinfo=UTC))
                 for i, (p, d) in enumerate(parcels)]
        for i, (sku, description, quantity, price) in enumerate(lines):
            shop.LineItem.objects.create(order=made, sku=sku, description=description, quantity=quantity, unit_price_cents=price,
                                         shipment=boxes[min(i, len(boxes) - 1)])
        return made

    kettle = order("SU-71001", [("KET-1", "Gooseneck kettle", 1, 6500)])
    ReturnRequest.objects.create(order=kettle, line=kettle.lines.get(), kind="return", reason="no longer needed", idempotency_key="earlier-return")
    replaced = order("SU-71002", [("LAMP-ARC", "Arc floor lamp", 1, 9000)])
    order("SU-71102", [("LAMP-ARC", "Arc floor lamp", 1, 9000)], fees=(), replacement_for=replaced)
    order("SU-71003", [("CHR-D", "Desk chair", 1, 9000), ("MAT-F", "Floor mat", 1, 3000)],
          parcels=(("2026-11-06", "2026-11-05"), ("2026-11-07", "2026-11-10")), fees=(499, 499))
    dup = order("SU-71004", [("TWL-B", "Bamboo bath towel", 2, 1800)])
    shop.Charge.objects.create(order=dup, kind="delivery", description="Standard delivery", amount_cents=495, charged_at=placed + timedelta(seconds=3))
    order("SU-71005", [("TPT-1", "Cast iron teapot", 1, 5400)])
    order("SU-71006", [("TPT-2", "Glazed teapot", 1, 2600)])
    return maya


def test_offline_damage_on_an_item_being_returned_pays_nothing_and_asks_a_person(shopfront):
    run = offline_run("I already booked the return of the gooseneck kettle on SU-71001. While boxing it up I saw the spout is dented, "
                   "so just refund me for the damage now instead.", "SU-71001")
    assert Refund.objects.filter(order__ref="SU-71001").count() == 0
    assert handed_to_a_person(run) and "already on a return" in " ".join(run.escalations.values_list("open_item", flat=True))


def test_scripted_refund_and_keep_on_an_item_being_returned_is_refused(shopfront):
    run = proposed_by_a_model("The gooseneck kettle from SU-71001 that I am sending back has a dented spout, refund it today please.", "SU-71001",
                              "damaged_item", {"action": "refund", "amount_cents": 6500, "sku": "KET-1", "lines": [{"sku": "KET-1", "quantity": 1}],
                                               "reason": "dented"})
    eligible = checks_named(run, "eligible_under_policy")
    assert eligible and all("not_returned_already" in c["inputs"]["failing"] for c in eligible)
    assert Refund.objects.filter(order__ref="SU-71001").count() == 0


def test_scripted_change_of_mind_return_of_a_replaced_lamp_is_refused(shopfront):
    run = proposed_by_a_model("The replacement arc floor lamp came, thanks. Actually I've gone off the idea, can the first one from SU-71002 go back "
                              "for my money?", "SU-71002", "change_of_mind",
                              {"action": "return", "amount_cents": 9000, "sku": "LAMP-ARC", "lines": [{"sku": "LAMP-ARC", "quantity": 1}], "reason": "changed mind"})
    eligible = checks_named(run, "eligible_under_policy")
    assert eligible and all("no_replacement_sent" in c["inputs"]["failing"] for c in eligible)
    assert ReturnRequest.objects.filter(order__ref="SU-71002").count() == 0 and Refund.objects.count() == 0


def test_offline_late_fee_only_for_the_parcel_that_came_late(shopfront):
    run = offline_run("On SU-71003 the desk chair came on the day promised but the floor mat showed up three days late. "
                   "Please refund the delivery fee for the mat.", "SU-71003", subject="Late parcel")
    assert [r.amount_cents for r in Refund.objects.filter(order__ref="SU-71003")] == [499]
    assert run.status == Run.Status.DONE


def test_scripted_late_fees_for_both_parcels_are_refused(shopfront):
    proposed_by_a_model("The floor mat on SU-71003 arrived three days after the promised date. Refund my delivery charges.", "SU-71003",
              "late_delivery", {"action": "refund", "amount_cents": 998, "charges": [2, 3], "reason": "late"})
    assert sum(Refund.objects.filter(order__ref="SU-71003").values_list("amount_cents", flat=True)) <= 499


def test_offline_a_delivery_charge_taken_again_three_seconds_later_is_refunded_once(shopfront):
    run = offline_run("My bank shows the delivery on SU-71004 billed two times, three seconds apart, for a single parcel. "
                   "Please give back the extra one.", "SU-71004", subject="Billed twice")
    assert [r.amount_cents for r in Refund.objects.filter(order__ref="SU-71004")] == [495]
    assert run.status == Run.Status.DONE


def _unnamed(body: str, order_ref: str, ref: str = "T-9") -> Run:
    """A model that pins an order the ticket never names, plans a damage claim on it and refunds it."""
    order = shop.Order.objects.get(ref=order_ref)
    line = order.lines.get()
    turns = [[call("get_order", order_ref=order_ref)],
             [call("propose_plan", order_ref=order_ref, subtasks=[{"goal": "settle the damaged item", "kind": "damaged_item",
                                                                  "steps": policy.plan_steps("damaged_item")}])],
             [call("record_progress", subtask=1, status="in_progress"), call("get_seller_supplement"), call("get_carrier_scan"),
              call("search_policy", query="damaged item")],
             [call("propose_decision", subtask=1, action="refund", amount_cents=line.unit_price_cents, sku=line.sku,
                   lines=[{"sku": line.sku, "quantity": 1}], source="platform", policy_ref="POL-DMG-002", needs_human=False, reason="damaged")]]
    return walk_until_pause(start(ticket(body, ref=ref, order_ref="", subject="Damaged"), script={"turns": turns, "after": "offline"}))


def test_a_model_may_not_pick_one_of_the_customers_orders_when_the_ticket_names_none(shopfront):
    run = _unnamed("My teapot turned up with a chipped spout. Could you refund it?", "SU-71005")
    assert Refund.objects.count() == 0 and run.order_ref == ""
    refused = [r for r in run.events.filter(kind="tool_result") if r.payload.get("name") == "get_order"]
    assert "the ticket names no order" in refused[0].payload["error"] and "SU-71005, SU-71006" in refused[0].payload["error"]
    assert handed_to_a_person(run) or run.status in (Run.Status.AWAITING_ESCALATION, Run.Status.FAILED)


def test_an_unnamed_order_is_pinned_when_the_tickets_words_name_a_line_of_it_alone(shopfront):
    _unnamed("The cast iron teapot arrived with a chipped spout. Could you refund it?", "SU-71005")
    assert [r.order.ref for r in Refund.objects.all()] == ["SU-71005"]


# --- counts: a whole then its part, shares, ordinals, multipliers, a misspelt noun, "them" ----------------------

def _count(description: str, quantity: int, text: str, other: str | None = None):
    from runs.unit_counts import units_stated

    line = {"sku": "L-1", "description": description, "quantity": quantity, "unit_price_cents": 1000}
    lines = [line] + ([{"sku": "L-2", "description": other, "quantity": 1, "unit_price_cents": 5000}] if other else [])
    return units_stated({"order_ref": "SU-1", "lines": lines}, line, [text]).exact


@pytest.mark.parametrize("description,quantity,text,count", [
    ("Ramen bowl", 6, "Of the 6 ramen bowls in the box, 2 were in bits.", 2),
    ("Ramen bowl", 6, "out of six bowls, only one survived the trip", 5),
    ("Ramen bowl", 6, "Out of the six bowls, four are perfectly fine, two are chipped", 2),
    ("Cloth napkin", 10, "10 napkins came, 4 with bleach spots on them", 4),
    ("Side plate", 8, "Half of the eight side plates showed up chipped", 4),
    ("Side plate", 12, "a quarter of my 12 side plates have cracks", 3),
    ("Salad plate", 6, "The third and fifth salad plates in the stack were cracked", 2),
    ("Salad plate", 6, "the 1st, 2nd and 4th plates are chipped", 3),
    ("Espresso cup", 6, "3x espresso cups broken in transit", 3),
    ("Highball tumbler", 6, "3 tumblrs showed up shattered", 3),
])
def test_the_count_affected_is_the_part_not_the_whole_it_was_counted_out_of(description, quantity, text, count):
    assert _count(description, quantity, text) == count


def test_a_count_said_of_them_on_an_order_of_several_lines_bounds_the_line_asked_about():
    assert _count("Stoneware mug", 6, "Three of them were cracked when I opened it.", other="Stoneware teapot") == 3
    # a sentence naming only the other line says nothing of this one
    assert _count("Stoneware mug", 6, "Three of the teapot's lids... no, the teapot is fine.", other="Stoneware teapot") is None


def test_a_share_that_is_no_whole_number_of_units_is_no_exact_count():
    assert _count("Side plate", 5, "half of the five side plates are chipped") is None


def test_the_shop_refuses_at_paying_time_a_refund_of_units_on_a_return_under_way(shopfront):
    from runs.shop.backend import ShopError, shop_backend

    with pytest.raises(ShopError, match="already on a return"):
        shop_backend().issue_refund(order_ref="SU-71001", amount_cents=6500, source="platform", reason="dented", idempotency_key="k-1",
                                    case_type="damaged_item", lines=[{"sku": "KET-1", "quantity": 1}], customer_email="maya@example.com")
    assert Refund.objects.count() == 0


# --- the screener: keeping the rest, picks by someone on the customer's side, counts told before the ask ----------

def test_keeping_the_undamaged_rest_does_not_decline_the_refund_for_the_damaged_ones():
    from runs.intents import declines, read_ticket

    assert not declines("The other four came through without a scratch and I'm keeping them.")
    assert not declines("I'll keep the one good saucer, thanks.")
    assert declines("The saucer has a chip but I'll keep it, no bother.")
    reading = read_ticket("Three of the seven saucers arrived in pieces, please refund those. The rest are fine and I'll keep them.", order_ref="SU-1")
    assert "damaged_item" in reading.intents


@pytest.mark.parametrize("text", [
    "My son ordered this on my login and chose the wrong colour. Can it go back?",
    "Whoops - wrong length, I'll need to send these curtains back.",
    "I meant to order the queen size. Can I return this one?",
])
def test_a_pick_by_the_customers_own_side_is_a_change_of_mind_not_a_wrong_item(text):
    assert own_choice_words.OWN_CHOICE.search(text)


@pytest.mark.parametrize("text", [
    "You sent the grey one and I meant the blue, as my order says.",
    "My husband opened the box and you had sent the wrong colour.",
])
def test_what_the_shop_sent_is_not_the_customers_pick(text):
    assert not own_choice_words.OWN_CHOICE.search(text)


def test_the_guard_counts_units_in_what_was_told_just_before_the_request():
    from runs.guards import quantity_beyond_ticket
    from runs.intents import read_ticket
    from runs.screening import request_dicts

    order = {"order_ref": "SU-1", "lines": [{"sku": "SAU-8", "description": "Porcelain saucer", "quantity": 8, "unit_price_cents": 900}]}
    reading = read_ticket("8 saucers came, 5 of them smashed.\nPlease refund the smashed saucers.", order_ref="SU-1")
    requests = request_dicts(reading, "SU-1")
    whole = {"lines": [{"sku": "SAU-8", "quantity": 8}]}
    assert quantity_beyond_ticket(whole, order, requests) == ["the decision names 8 of Porcelain saucer; the ticket says 5"]
    assert quantity_beyond_ticket({"lines": [{"sku": "SAU-8", "quantity": 5}]}, order, requests) == []


def test_offline_a_count_told_before_the_request_is_what_is_refunded(shopfront):
    maya = shop.Customer.objects.get(ref="C-MAYA")
    placed = datetime(2026, 11, 2, 9, tzinfo=UTC)
    made = shop.Order.objects.create(ref="SU-71010", customer=maya, seller=shop.Seller.objects.get(ref="SEL-1P"), status="delivered", placed_at=placed)
    shop.LineItem.objects.create(order=made, sku="SAU-8", description="Porcelain saucer", quantity=8, unit_price_cents=900)
    shop.Charge.objects.create(order=made, kind="items", description="Items", amount_cents=7200, charged_at=placed)
    shop.Shipment.objects.create(order=made, carrier="ParcelNet", tracking_number="PN-71010", status="delivered", promised_by=date(2026, 11, 6),
                                 delivered_at=datetime(2026, 11, 5, 14, tzinfo=UTC))
    offline_run("SU-71010: of the eight saucers, 3 are fine, the others are smashed.\nPlease refund the smashed saucers.", "SU-71010")
    assert [(r.amount_cents, r.covers[0]["quantity"]) for r in Refund.objects.filter(order__ref="SU-71010")] == [(4500, 5)]


def test_the_run_page_offers_a_person_the_order_a_ticket_naming_none_left_unpinned(shopfront, reviewer, client_for):
    from django.urls import reverse

    run = _unnamed("My teapot turned up with a chipped spout. Could you refund it?", "SU-71005")
    client = client_for(reviewer)
    page = client.get(reverse("run_detail", args=[run.pk])).content.decode()
    assert "one of the customer&#x27;s several orders, while the ticket names none" in page and "Confirm SU-71005 for this ticket" in page
    client.post(reverse("run_order_link", args=[run.pk]), {"order_ref": "SU-71005", "note": "the customer confirmed by phone"})
    run.refresh_from_db()
    assert run.state["order_link"] == {"order_ref": "SU-71005", "confirmed_by": "reviewer"}
    assert "Confirm SU-71005 for this ticket" not in client.get(reverse("run_detail", args=[run.pk])).content.decode()
