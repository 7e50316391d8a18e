"""A decision names what the customer wrote about: the line their sentence names (never the
dearest line, never a guess), and a kind of request the screener read in the ticket, unless the
carrier scans turned damage into a non-delivery or a person gave the subtask its kind."""

import re
from datetime import date, datetime, timezone

import pytest
from django.urls import reverse

from runs import policy
from runs.intents import read_ticket
from runs.models import Run
from runs.people import actions
from runs.shop import models as shop
from runs.shop.models import Refund, ReturnRequest
from runs.ticket_lines import line_asked_about, lines_asked_about
from tests.factories import UserFactory
from tests.guard_fixtures import checks_named, proposed
from tests.runtime_world import build_world, call, start, ticket, walk_until_pause

UTC = timezone.utc
TABLE, SHADE = "TBL-OAK", "SHD-LIN"
TABLE_CENTS, SHADE_CENTS = 18000 + 1485, 3600 + 297  # price and 8.25% tax


# --- which line a sentence is about (no database) ---------------------------------------------------

TWO_LINES = {"order_ref": "SU-66001", "lines": [{"sku": TABLE, "description": "Oak bedside table", "unit_price_cents": 18000},
                                                 {"sku": SHADE, "description": "Linen lamp shade", "unit_price_cents": 3600}]}


def _line(text: str, kind: str = "damaged_item", order: dict = TWO_LINES):
    line, why = line_asked_about(order, read_ticket(text, order_ref="SU-66001"), kind)
    return (line["sku"] if line else None), why


def test_the_last_part_of_a_compound_names_the_line():
    assert _line("Torn lampshade\nThe lampshade on SU-66001 came with a rip in the fabric.") == (SHADE, "")


def test_the_clause_that_holds_the_complaint_picks_between_two_lines_in_one_sentence():
    assert _line("Help\nThe oak table is in perfect shape, but the linen shade got crushed on the way.") == (SHADE, "")


def test_a_line_another_request_names_on_its_own_is_left_to_that_request():
    text = ("Bedside table dented and the wrong shade\nThe bedside table has a dent in its top. "
            "Also you sent the wrong shade: I ordered the linen one and a paper one came.")
    assert _line(text) == (TABLE, "")


def test_no_line_named_on_an_order_of_two_is_not_guessed():
    sku, why = _line("Breakage\nSomething in my parcel SU-66001 is smashed, please help.")
    assert sku is None and why == "the order has several lines (Oak bedside table, Linen lamp shade) and the request names none of them"


def test_two_lines_each_complained_of_are_both_asked_about_each_on_its_own():
    text = "Two problems\nThe table leg is snapped. The shade is scratched as well, could you help?"
    found, why = lines_asked_about(TWO_LINES, read_ticket(text, order_ref="SU-66001"), "damaged_item")
    assert [x["sku"] for x in found] == [TABLE, SHADE] and why == ""
    sku, why = _line(text)  # no single line: each is a subtask of its own
    assert sku is None and "several lines of the order (Oak bedside table, Linen lamp shade)" in why


def test_a_single_line_order_needs_no_naming():
    one = {"order_ref": "SU-66001", "lines": TWO_LINES["lines"][:1]}
    assert _line("Broken\nIt arrived broken.", order=one) == (TABLE, "")


# --- the runtime -----------------------------------------------------------------------------------

@pytest.fixture
def other_reviewer(role_groups):
    """A second reviewer: nobody confirms a plan they edited."""
    return UserFactory(username="reviewer2", groups=["reviewer"])


@pytest.fixture
def world(settings, db):
    settings.PLAN_CONFIRMATION_RULE = "never"
    settings.REFUND_CEILING_CENTS = 50000
    made = build_world()
    maya = shop.Customer.objects.get(ref="C-MAYA")
    house = shop.Seller.objects.get(ref="SEL-1P")
    placed = datetime(2026, 10, 20, 9, tzinfo=UTC)
    order = shop.Order.objects.create(ref="SU-66001", customer=maya, seller=house, status="delivered", placed_at=placed)
    shop.LineItem.objects.create(order=order, sku=TABLE, description="Oak bedside table", unit_price_cents=18000)
    shop.LineItem.objects.create(order=order, sku=SHADE, description="Linen lamp shade", unit_price_cents=3600)
    shop.Charge.objects.create(order=order, kind="items", description="Items", amount_cents=21600, charged_at=placed)
    shop.Charge.objects.create(order=order, kind="delivery", description="Standard delivery", amount_cents=995, charged_at=placed)
    shop.Charge.objects.create(order=order, kind="tax", description="Sales tax 8.25%", amount_cents=1782, charged_at=placed)
    shop.Shipment.objects.create(order=order, carrier="ParcelNet", tracking_number="PN661", status="delivered",
                                 promised_by=date(2026, 10, 29), delivered_at=datetime(2026, 10, 28, 15, tzinfo=UTC))
    lost = shop.Order.objects.create(ref="SU-66002", customer=maya, seller=house, status="shipped", placed_at=placed)
    shop.LineItem.objects.create(order=lost, sku="STOOL-9", description="Rattan stool", unit_price_cents=5200)
    shop.Charge.objects.create(order=lost, kind="items", description="Items", amount_cents=5200, charged_at=placed)
    shipment = shop.Shipment.objects.create(order=lost, carrier="ParcelNet", tracking_number="PN662", status="lost", promised_by=date(2026, 10, 27))
    shop.CarrierScan.objects.create(shipment=shipment, scanned_at=datetime(2026, 10, 21, 8, tzinfo=UTC), code="picked_up", location="Reno hub")
    for ref, case, words in [("POL-COM-005", "change_of_mind", "change of mind return"), ("POL-WRG-004", "wrong_item", "wrong item sent")]:
        shop.PolicyDocument.objects.create(ref=ref, title=ref, case_type=case, keywords=words, body=f"{ref} text")
    return made


def _plan(kind: str, goal: str, number: int | None = None) -> dict:
    return {**({"number": number} if number else {}), "goal": goal, "kind": kind, "steps": policy.plan_steps(kind)}


READS = [call("get_seller_supplement"), call("get_carrier_scan"), call("search_policy", query="damaged broken cracked arrived")]


# The customer keeps the table after all: the return subtask closes, the damage one is decided alone.
KEEPS_IT = call("record_progress", subtask=1, status="deferred", deferred_reason="the customer keeps the table once the top is refunded")


def _walk(body: str, turns: list, *, order_ref: str = "SU-66001", subject: str = "My order") -> Run:
    return walk_until_pause(start(ticket(body, order_ref=order_ref, subject=subject), script={"turns": turns}))


def test_a_refund_naming_a_line_the_ticket_never_mentions_is_refused_twice_and_goes_to_a_person(world):
    table = proposed(1, "damaged_item", TABLE, TABLE_CENTS)
    run = _walk("The lampshade from SU-66001 came ripped along the seam. Please sort it out.", [
        [call("get_order", order_ref="SU-66001")],
        [call("propose_plan", order_ref="SU-66001", subtasks=[_plan("damaged_item", "settle the ripped lampshade")])],
        [call("record_progress", subtask=1, status="in_progress"), *READS], [table], [table]])
    first, second = checks_named(run, "line_in_ticket")
    assert first["passed"] is False and second["passed"] is False
    assert first["inputs"]["named"] == [{"sku": TABLE, "description": "Oak bedside table", "words": []}]
    assert first["inputs"]["lines_on_order"] == ["Oak bedside table", "Linen lamp shade"]
    assert first["inputs"]["request_sentences"] == ["The lampshade from SU-66001 came ripped along the seam."]
    notices = [n for e in run.events.filter(kind="turn_end") for n in e.payload["notices"]]
    assert any("Oak bedside table: named by the decision, never mentioned in the ticket's damaged item requests" in n for n in notices)
    assert run.subtasks.get(number=1).status == "escalated" and Refund.objects.count() == 0


def test_a_refund_naming_the_line_the_customer_wrote_about_passes_the_line_check(world):
    run = _walk("The lampshade from SU-66001 came ripped along the seam. Please sort it out.", [
        [call("get_order", order_ref="SU-66001")],
        [call("propose_plan", order_ref="SU-66001", subtasks=[_plan("damaged_item", "settle the ripped lampshade")])],
        [call("record_progress", subtask=1, status="in_progress"), *READS], [proposed(1, "damaged_item", SHADE, SHADE_CENTS)],
        [call("issue_refund", decision="D1")]])
    check = checks_named(run, "line_in_ticket")[0]
    assert check["passed"] and check["inputs"]["named"][0]["words"] == ["shade"]
    assert [r.amount_cents for r in Refund.objects.all()] == [SHADE_CENTS]


def test_the_offline_agent_refunds_the_lampshade_not_the_table(world):
    run = walk_until_pause(start(ticket("Hi, the lampshade in SU-66001 turned up with a dent in its rim. What can you do?",
                                        order_ref="SU-66001", subject="Dented lampshade")))
    assert [(r.amount_cents, [c["sku"] for c in r.covers if "sku" in c]) for r in Refund.objects.all()] == [(SHADE_CENTS, [SHADE])]
    assert run.status == Run.Status.DONE


def test_the_offline_agent_asks_a_person_which_line_when_the_ticket_names_none(world):
    run = walk_until_pause(start(ticket("Hello, one piece of my order SU-66001 came out of the box cracked. Could you help me?",
                                        order_ref="SU-66001", subject="Cracked")))
    escalation = run.escalations.get()
    assert 'the customer wrote as "Hello, one piece of my order SU-66001 came out of the box cracked."' in escalation.open_item
    assert "Oak bedside table, Linen lamp shade" in escalation.reason and "request names none of them" in escalation.reason
    assert Refund.objects.count() == 0 and ReturnRequest.objects.count() == 0


def _return_relabelled_as_damage(sku: str, cents: int) -> Run:
    """A change of mind the model re-plans as a damage claim, then decides twice."""
    damage = proposed(2, "damaged_item", sku, cents)
    return _walk("I've changed my mind about the oak bedside table on SU-66001; may I return it?", [
        [call("get_order", order_ref="SU-66001")],
        [call("propose_plan", order_ref="SU-66001", subtasks=[_plan("change_of_mind", "take back the bedside table")])],
        [call("replan", trigger="a damage claim pays without a return", subtasks=[_plan("damaged_item", "refund it as damaged")])],
        [call("record_progress", subtask=2, status="in_progress"), *READS], [damage], [damage]])


def test_a_declined_return_replanned_as_damage_is_refused_for_want_of_such_a_request(world):
    run = _return_relabelled_as_damage(TABLE, TABLE_CENTS)
    first, second = checks_named(run, "request_in_ticket")
    assert not first["passed"] and not second["passed"]
    assert first["inputs"]["kinds_read"] == ["change_of_mind"] and first["inputs"]["asking"] == [] and first["inputs"]["backed_by"] is None
    assert run.subtasks.get(number=2).status == "escalated" and Refund.objects.count() == 0
    assert "request_in_ticket" in run.escalations.get(subtask__number=2).reason


def test_a_damage_claim_on_a_parcel_never_delivered_is_paid_as_a_non_delivery(world):
    run = walk_until_pause(start(ticket("My rattan stool on SU-66002 must have been smashed, I want my money back.",
                                        order_ref="SU-66002", subject="Stool")))
    check = checks_named(run, "request_in_ticket")[-1]
    assert check["passed"] and check["inputs"]["case_type"] == "non_delivery"
    assert check["inputs"]["backed_by"] == "a damage claim on a parcel the carrier scans show was never delivered"
    assert [r.amount_cents for r in Refund.objects.all()] == [5200]


def test_a_kind_a_reviewer_gave_a_subtask_by_editing_the_plan_backs_the_decision(world, settings, reviewer, other_reviewer):
    settings.PLAN_CONFIRMATION_RULE = "always"
    run = _walk("I'd like to send back the oak bedside table from SU-66001, it is too tall for the room.", [
        [call("get_order", order_ref="SU-66001")],
        [call("propose_plan", order_ref="SU-66001", subtasks=[_plan("change_of_mind", "take back the bedside table")])],
        [KEEPS_IT, call("record_progress", subtask=2, status="in_progress"), *READS], [proposed(2, "damaged_item", TABLE, TABLE_CENTS)]])
    assert run.status == Run.Status.AWAITING_PLAN
    actions.plan_edit(run_id=run.pk, user=reviewer, trigger="the customer phoned: the table top is split as well",
                      subtasks=[_plan("change_of_mind", "take back the bedside table", 1), _plan("damaged_item", "refund the split table")])
    actions.plan_confirm(approval_id=run.approvals.get(status="pending").pk, user=other_reviewer)
    run = walk_until_pause(run)
    check = checks_named(run, "request_in_ticket")[0]
    assert check["passed"] and check["inputs"]["backed_by"] == "reviewer's edit of the plan"


def test_a_confirmed_plan_alone_does_not_back_a_kind_the_ticket_never_asks_for(world, settings, reviewer):
    settings.PLAN_CONFIRMATION_RULE = "always"
    damage = proposed(2, "damaged_item", TABLE, TABLE_CENTS)
    run = _walk("I'd like to send back the oak bedside table from SU-66001, it is too tall for the room.", [
        [call("get_order", order_ref="SU-66001")],
        [call("propose_plan", order_ref="SU-66001", subtasks=[_plan("change_of_mind", "take back the bedside table"),
                                                               _plan("damaged_item", "refund the split table")])],
        [KEEPS_IT, call("record_progress", subtask=2, status="in_progress"), *READS], [damage], [damage]])
    actions.plan_confirm(approval_id=run.approvals.get(status="pending").pk, user=reviewer)
    run = walk_until_pause(run)
    assert [c["passed"] for c in checks_named(run, "request_in_ticket")] == [False, False]
    assert Refund.objects.count() == 0


# --- what people see ---------------------------------------------------------------------------------

RAW = ("_cents", "amount_cents", "supported_cents", "days_since_delivery", "window_days", "lines_on_order", "request_sentences",
       "kinds_read", "backed_by", "case_type", "order_customer", "ticket_customer", "within_return_window", "damaged_item")


def _text(html: str) -> str:
    """The words of a piece of page, tags aside (attribute values are not what a person reads)."""
    return " ".join(re.sub(r"<[^>]+>", " ", html).replace("&#x27;", "'").replace("&quot;", '"').split())


def _guard_tables(html: str) -> str:
    """The run page's guard-check tables (the page also shows each tool's raw input and result, on purpose)."""
    return " ".join(_text(t) for t in re.findall(r'<table class="table table--compact checks">.*?</table>', html, flags=re.S))


def _over_the_ceiling(settings) -> Run:
    settings.REFUND_CEILING_CENTS = 10000
    return _walk("The oak bedside table on SU-66001 arrived with a split top. What can you do?", [
        [call("get_order", order_ref="SU-66001")],
        [call("propose_plan", order_ref="SU-66001", subtasks=[_plan("damaged_item", "settle the split bedside table")])],
        [call("record_progress", subtask=1, status="in_progress"), *READS], [proposed(1, "damaged_item", TABLE, TABLE_CENTS)]])


def test_the_approval_card_shows_each_new_check_in_dollars_dates_and_words(world, settings, lead, client_for):
    run = _over_the_ceiling(settings)
    assert run.status == Run.Status.AWAITING_APPROVAL
    text = _text(client_for(lead).get(reverse("approval_queue")).content.decode())
    assert "order SU-66001 is maya@example.com's; the ticket is from maya@example.com" in text
    assert "$194.85 against $194.85 that the named lines and charges support" in text
    assert "Oak bedside table x1: $194.85" in text
    assert "✓ delivered 28 Oct 2026" in text and "✓ delivered 19 days ago, window 30 days" in text
    assert "the order has 2 lines: Oak bedside table, Linen lamp shade" in text
    assert 'Oak bedside table: the ticket\'s requests call it "bedside", "oak", "table"' in text
    assert 'the ticket asks: "The oak bedside table on SU-66001 arrived with a split top."' in text and "backed by the ticket" in text
    for raw in RAW:
        assert raw not in text, raw
    assert "19485" not in text


def test_the_run_page_shows_refused_new_checks_in_words_and_their_inputs_without_raw_fields(world, settings, reviewer, client_for):
    run = _return_relabelled_as_damage(SHADE, SHADE_CENTS)
    text = _guard_tables(client_for(reviewer).get(reverse("run_detail", args=[run.pk])).content.decode())
    assert "Linen lamp shade: named by the decision, never mentioned in the ticket's damaged item requests" in text
    assert "the ticket asks for no damaged item on order SU-66001; what it asks for: change of mind" in text
    assert "$38.97 against $38.97 that the named lines and charges support" in text
    assert "✓ delivered 19 days ago, window 30 days" in text
    assert "Linen lamp shade x1, worth $38.97, refunded $0.00, left $38.97" in text  # the recorded inputs, in words
    for raw in RAW:
        assert raw not in text, raw
    assert "3897" not in text


@pytest.mark.parametrize("text,named", [
    ("The mirror came cracked, the frame too.", []),          # "cracked" ends in "rack": no toast rack
    ("the toast rack arrived bent", ["rack", "toast"]),
    ("My new dishrack wobbles.", ["rack"]),                    # a compound of a real word and the line's
])
def test_a_word_that_only_ends_in_a_lines_name_does_not_name_the_line(text, named):
    from runs.ticket_lines import words_mentioned
    assert words_mentioned({"description": "Toast rack, oak"}, text) == named
