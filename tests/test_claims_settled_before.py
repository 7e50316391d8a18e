"""A claim on a line an earlier refund already drew on is paid only when the ticket tells it apart
from the settled one ("another two were cracked"); a repeat ("as I said last week"), or a claim that
does not say, goes to a person with the earlier refund's reason, units and date beside it."""

from datetime import datetime, timezone

import pytest

from tests.test_guard_substance import world  # noqa: F401  (the lamp shop with its first-party seller)

from runs import guards, policy_evidence
from runs.intents import read_ticket
from runs.repeat_claims import wording
from runs.screening import request_dicts
from tests import fresh_cases as fc

NOW = datetime(2026, 11, 24, 15, 30, tzinfo=timezone.utc)
MUGS = {"order_ref": "SU-70001", "customer": {"email": "robin.hale@example.com"},
        "lines": [{"sku": "MUG-8", "description": "Enamel camping mug", "quantity": 8, "unit_price_cents": 1000},
                  {"sku": "KTL-1", "description": "Stovetop kettle", "quantity": 1, "unit_price_cents": 4000}],
        "charges": [{"number": 1, "kind": "items", "amount_cents": 12000}, {"number": 2, "kind": "tax", "amount_cents": 960}],
        "refunds": [{"amount_cents": 3240, "case_type": "damaged_item", "reason": "three mugs dented in transit", "date": "2026-11-17",
                     "covers": [{"sku": "MUG-8", "quantity": 8, "cents": 3240}], "run": 5}]}
THREE_MUGS = {"subtask": 1, "case_type": "damaged_item", "action": "refund", "amount_cents": 3240, "lines": [{"sku": "MUG-8", "quantity": 3}]}


def _check(body: str, decision=THREE_MUGS, order=MUGS, run_id=None):
    requests = request_dicts(read_ticket(body, order_ref="SU-70001"), "SU-70001")
    return guards.check_not_settled_before(decision, policy_evidence.Evidence(order=order, now=NOW), requests, run_id=run_id)


@pytest.mark.parametrize("body", [
    "Three of the enamel mugs on SU-70001 came dented, as I told you last week. Refund them please.",
    "hi, chasing this up AGAIN - the 3 camping mugs are still dented and i want my money for them",
    "Following up my previous email about order SU-70001: three mugs dented. Please refund the mugs.",
    "Like I said before, three mugs arrived with dents. I'd like a refund for the mugs.",
    "Three enamel mugs came dented, as I mentioned on the phone. Please refund them too.",
])
def test_a_claim_that_repeats_one_already_refunded_on_the_line_is_held_for_a_person(body):
    result = _check(body)
    assert not result.passed and result.inputs["settled"] == ["MUG-8"]
    words = guards.plain_words("claim_not_settled_before", result.inputs)
    assert 'refunded before, 3 unit(s) ($32.40) on 2026-11-17, 7 day(s) before the ticket, reason "three mugs dented in transit"' in words[0]
    assert "nothing is paid again until a person checks" in words[-1]


def test_a_claim_that_says_nothing_of_new_units_cannot_be_told_from_the_refunded_one():
    result = _check("Three enamel mugs from SU-70001 arrived dented. Please refund them.")
    assert not result.passed
    assert any("does not say these are other units" in w for w in guards.plain_words("claim_not_settled_before", result.inputs))


@pytest.mark.parametrize("body", [
    "You sorted the three dented mugs last week, thanks. Unpacked the rest today and two more of the mugs are dented. Can you refund those two as well?",
    "after the refund for 3 mugs i found anothr two camping mugs bent out of shape at the base, pls refund them too",
    "Further to the earlier refund: this time it's two different mugs, both with dented rims. Refund for the mugs please.",
])
def test_a_new_claim_on_a_line_refunded_before_is_told_apart_and_passes(body):
    two = dict(THREE_MUGS, amount_cents=2160, lines=[{"sku": "MUG-8", "quantity": 2}])
    result = _check(body, decision=two)
    assert result.passed, result.inputs
    assert result.inputs["lines"][0]["new_claim"]


def test_a_line_no_earlier_refund_drew_on_passes_whatever_the_ticket_says():
    kettle = {"subtask": 1, "case_type": "damaged_item", "action": "refund", "amount_cents": 4320, "lines": [{"sku": "KTL-1", "quantity": 1}]}
    assert _check("As I said on the phone, the stovetop kettle arrived with a dented spout. Please refund it.", decision=kettle).passed


def test_an_earlier_refund_of_another_kind_on_the_line_is_not_this_claim():
    wrong = dict(MUGS, refunds=[dict(MUGS["refunds"][0], case_type="wrong_item", reason="three mugs in the wrong colour")])
    assert _check("Three enamel mugs arrived dented, as I mentioned. Refund them please.", order=wrong).passed


def test_this_runs_own_refund_is_not_an_earlier_claim():
    assert _check("Three of the enamel mugs came dented. Refund them please.", run_id=5).passed


@pytest.mark.parametrize("text, read", [
    ("Hello again, two of the bowls came chipped.", ""),
    ("The shelf is too big for the alcove.", ""),
    ("I'd like the lamp as well as the bulbs refunded.", ""),
    ("Once more: the lid is cracked.", "repeat"),
    ("As I said last week two cracked, and now another one has split.", "new"),
    ("As I said last week, two side plates arrived broken too.", "repeat"),
    ("Could you refund that one too?", "also"),
])
def test_greetings_sizes_and_joined_items_are_no_marker_of_a_repeat_or_of_new_units(text, read):
    assert wording(text) == read


PLATES = [fc.line("DSH-4", "Stoneware dinner plate", 1500, 4), fc.line("CUP-4", "Stoneware cup", 800, 4)]
TWO_PLATES = fc.cents(PLATES, "DSH-4", 2)
EARLIER = [{"amount_cents": TWO_PLATES, "case_type": "damaged_item", "reason": "two dinner plates chipped", "lines": ["DSH-4"]}]


@pytest.mark.django_db
def test_the_offline_agent_pays_a_new_claim_and_hands_a_repeated_one_to_a_person(tmp_path):
    got = fc.run(tmp_path, [
        fc.case("F10-R1", "Hi, writing again about SU-70001. Two of the dinner plates were chipped, as I already reported. Please refund the two plates.",
                PLATES, intents=["damaged_item"], refunds=EARLIER, expected={"outcome": "escalated", "escalations": [{"item": "plate"}]}),
        fc.case("F10-R2", "Thanks for refunding the two chipped dinner plates. Sadly I've found one more dinner plate with a chip. Could you refund that one too?",
                PLATES, intents=["damaged_item"], refunds=EARLIER,
                expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(PLATES, "DSH-4", 1), "DSH-4", 1)]}),
        fc.case("F10-R3", "2 dinner plates chipped on SU-70001!! Refund the plates.", PLATES, intents=["damaged_item"], refunds=EARLIER,
                expected={"outcome": "escalated", "escalations": [{"item": "plate"}]}),
    ])
    assert all(got[c]["passed"] for c in ("F10-R1", "F10-R2", "F10-R3")), {c: got[c]["differences"] for c in ("F10-R1", "F10-R2", "F10-R3")}
    assert (got[""]["double_refunds"], got[""]["guard_violations"]) == (0, 0)


@pytest.mark.parametrize("body", [
    "You refunded three dented mugs last week. Found one more enamel mug dented today, please refund it too.",
    "thx for sorting the 3 mugs. another 1 of the camping mugs has a dent now, refund that as well pls",
])
def test_the_count_in_a_sentence_about_the_settled_claim_is_not_the_count_asked_now(body):
    requests = request_dicts(read_ticket(body, order_ref="SU-70001"), "SU-70001")
    refunded = guards.refunded_so_far(MUGS, {})
    two = dict(THREE_MUGS, amount_cents=2160, lines=[{"sku": "MUG-8", "quantity": 2}])
    one = dict(THREE_MUGS, amount_cents=1080, lines=[{"sku": "MUG-8", "quantity": 1}])
    refused = guards.check_lines(two, MUGS, refunded, requests)
    assert not refused.passed and "the ticket says 1" in refused.inputs["problems"][0]
    assert guards.check_lines(one, MUGS, refunded, requests).passed


DAMAGE_PLAN = {"goal": "refund the broken side plates", "kind": "damaged_item", "steps": [
    {"title": "terms", "tool": "get_seller_supplement", "precondition": ["order_pinned"], "acceptance": ["supplement_read"], "effect_class": "read"},
    {"title": "scans", "tool": "get_carrier_scan", "precondition": ["order_pinned"], "acceptance": ["scans_read"], "effect_class": "read"},
    {"title": "policy", "tool": "search_policy", "acceptance": ["policy_retrieved"], "effect_class": "read"},
    {"title": "decide", "tool": "propose_decision", "precondition": ["policy_retrieved"], "acceptance": ["decision_admitted"],
     "effect_class": "internal_write"},
    {"title": "refund", "tool": "issue_refund", "precondition": ["decision_admitted"], "acceptance": ["refund_issued"],
     "effect_class": "external_effect", "compensation": "none: cannot be undone"},
]}


@pytest.mark.django_db
def test_a_model_that_pays_the_same_plates_again_is_refused_twice_and_the_run_page_says_why(world, reviewer, client_for):
    from datetime import date

    from django.urls import reverse

    from runs.shop import models as shop
    from tests.runtime_world import call
    from tests.test_guard_substance import _checks, _walk

    maya, house = shop.Customer.objects.get(ref="C-MAYA"), shop.Seller.objects.get(ref="SEL-1P")
    placed = datetime(2026, 11, 10, 9, tzinfo=timezone.utc)
    plates = shop.Order.objects.create(ref="SU-77002", customer=maya, seller=house, status="delivered", placed_at=placed)
    shop.LineItem.objects.create(order=plates, sku="PLT-6", description="Side plate", quantity=6, unit_price_cents=1100)
    shop.Charge.objects.create(order=plates, kind="items", description="Items", amount_cents=6600, charged_at=placed)
    shop.Charge.objects.create(order=plates, kind="tax", description="Sales tax", amount_cents=528, charged_at=placed)
    shop.Shipment.objects.create(order=plates, carrier="ParcelNet", tracking_number="PN702", status="delivered",
                                 promised_by=date(2026, 11, 14), delivered_at=datetime(2026, 11, 13, 11, tzinfo=timezone.utc))
    shop.Refund.objects.create(order=plates, amount_cents=2376, source="platform", case_type="damaged_item", reason="two side plates broken",
                               idempotency_key="earlier-plates", covers=[{"sku": "PLT-6", "quantity": 6, "cents": 2376}])
    twice = dict(subtask=1, action="refund", lines=[{"sku": "PLT-6", "quantity": 2}], amount_cents=2376, source="platform",
                 policy_ref="POL-DMG-002", needs_human=False, reason="as the customer asked")
    run = _walk("Chasing my complaint from last week: the two side plates are still broken. Refund the two plates please.", [
        [call("get_order", order_ref="SU-77002")],
        [call("propose_plan", order_ref="SU-77002", subtasks=[DAMAGE_PLAN])],
        [call("record_progress", subtask=1, status="in_progress"), call("get_seller_supplement"), call("get_carrier_scan"),
         call("search_policy", query="damaged broken arrived")],
        [call("propose_decision", **twice)],
        [call("propose_decision", **twice)],
    ], order_ref="SU-77002", received=datetime(2026, 11, 24, 9, tzinfo=timezone.utc))
    settled = [c for e in _checks(run) for c in e["checks"] if c["check"] == "claim_not_settled_before"]
    assert [c["passed"] for c in settled] == [False, False]
    assert shop.Refund.objects.filter(order=plates).count() == 1 and run.subtasks.get(number=1).status == "escalated"
    page = client_for(reviewer).get(reverse("run_detail", args=[run.pk])).content.decode()
    assert "refunded before, 2 unit(s) ($23.76)" in page and "nothing is paid again until a person checks" in page


@pytest.mark.parametrize("action", ["collection", "return"])
def test_a_collection_or_return_that_would_pay_the_settled_units_again_on_landing_is_held_too(action):
    collect = dict(THREE_MUGS, action=action)
    assert not _check("Again: three of the enamel mugs are dented. Please collect them and refund me.", decision=collect).passed
    assert _check("Two more enamel mugs turned up dented in the second box. Please collect them and refund me.",
                  decision=dict(collect, lines=[{"sku": "MUG-8", "quantity": 2}], amount_cents=2160)).passed
