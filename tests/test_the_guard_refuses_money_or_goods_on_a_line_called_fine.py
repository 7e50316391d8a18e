"""A refund or a return on a line the ticket calls fine, or whose problem the customer waves off, is
refused by the guard (line_in_ticket), whatever proposed it: the guard reads the customer's words
itself, so a screener that misread "box was crushed but dont care" as a damage claim, or a model
that plans a return of a mug "it's fine", still moves no money or goods. A line claimed beside one
called fine ("the mug is fine but the plate arrived smashed") is still paid."""

from datetime import datetime, timezone

import pytest

from runs import policy
from runs.guards import check_line_in_ticket
from runs.models import Run
from runs.shop import models as shop
from runs.shop.models import Refund, ReturnRequest
from tests.guard_fixtures import decision_on, proposed
from tests.runtime_world import call, delivered_order, more_policies, small_shop, start, ticket, walk_until_pause

UTC = timezone.utc

SHOES = {"order_ref": "SU-1", "lines": [{"sku": "SHO-1", "description": "Running shoes", "quantity": 1, "unit_price_cents": 6500}]}
KETTLE = {"order_ref": "SU-2", "lines": [{"sku": "KET-1", "description": "Stainless kettle", "quantity": 1, "unit_price_cents": 4200}]}
MUG_AND_PLATE = {"order_ref": "SU-3", "lines": [{"sku": "MUG-1", "description": "Stoneware mug", "quantity": 1, "unit_price_cents": 1400},
                                                 {"sku": "PLT-1", "description": "Dinner plate", "quantity": 1, "unit_price_cents": 1800}]}
SCARF = {"order_ref": "SU-4", "lines": [{"sku": "SCF-1", "description": "Wool scarf", "quantity": 1, "unit_price_cents": 3000}]}


def _decision(kind: str, sku: str, action: str = "refund") -> dict:
    return decision_on(sku, kind=kind, action=action)


def _asks(text: str, kind: str, *, told: tuple = ()) -> dict:
    """A request as a screener might have read it (rightly or not): the whole sentence asking `kind`."""
    return {"text": text, "kinds": [kind], "spans": {kind: [[0, len(text)]]}, **({"told": list(told)} if told else {})}


@pytest.mark.parametrize("requests", [
    # the blind round's misreading, in other words: a crushed box waved off read as damage, the goods called fine before it
    [_asks("box got crushed but dont care.", "damaged_item", told=("trainers r fine.",))],
    [_asks("The shoe box was a bit bashed, not bothered about that.", "damaged_item")],
    [_asks("there is small mark on the shoes, i not care about it.", "damaged_item")],
    [_asks("Shoes arrived fine, the packaging was torn though.", "damaged_item")],
])
def test_a_damage_refund_on_goods_called_fine_or_waved_off_is_refused(requests):
    check = check_line_in_ticket(_decision("damaged_item", "SHO-1"), SHOES, requests)
    assert not check.passed and set(check.inputs["fine_by_customer"]) == {"SHO-1"}


@pytest.mark.parametrize("text", [
    "And I do NOT want the kettle replaced, it's fine, I just want the extra delivery charge back.",
    "dont want the kettle swapped, its ok, only the double charge back pls",
    "The kettle is perfect, no need to exchange anything, but the postage went out twice.",
])
def test_a_return_on_goods_called_fine_beside_a_remedy_refused_is_refused(text):
    check = check_line_in_ticket(_decision("change_of_mind", "KET-1", "return"), KETTLE, [_asks(text, "change_of_mind")])
    assert not check.passed and set(check.inputs["fine_by_customer"]) == {"KET-1"}


@pytest.mark.parametrize("text", [
    "The kettle is fine, I just changed my mind, can I send it back?",
    "Nothing wrong with the kettle, we no longer need it. How do I return it?",
])
def test_a_change_of_mind_return_of_goods_that_are_fine_still_passes(text):
    assert check_line_in_ticket(_decision("change_of_mind", "KET-1", "return"), KETTLE, [_asks(text, "change_of_mind")]).passed


def test_the_line_claimed_beside_a_line_called_fine_passes_and_the_fine_one_is_refused():
    text = "the mug is fine but the plate arrived smashed, please refund the plate."
    asks = [{"text": text, "kinds": ["damaged_item"], "spans": {"damaged_item": [[text.index("smashed"), text.index("smashed") + 7]]}}]
    assert check_line_in_ticket(_decision("damaged_item", "PLT-1"), MUG_AND_PLATE, asks).passed
    mug = check_line_in_ticket(_decision("damaged_item", "MUG-1"), MUG_AND_PLATE, asks)
    assert not mug.passed and set(mug.inputs["fine_by_customer"]) == {"MUG-1"}


def test_goods_called_fine_say_nothing_of_a_wrong_colour_but_a_wrong_colour_waved_off_is_held():
    fine = _asks("The scarf itself is fine but it's the wrong colour, I ordered grey and got red.", "wrong_item")
    assert check_line_in_ticket(_decision("wrong_item", "SCF-1", "return"), SCARF, [fine]).passed
    waved = _asks("They sent the red scarf not the grey one but honestly it doesn't matter, I like it.", "wrong_item")
    assert not check_line_in_ticket(_decision("wrong_item", "SCF-1", "return"), SCARF, [waved]).passed


def test_a_real_damage_claim_on_the_only_line_still_passes():
    told = _asks("The box was crushed and the vase inside is broken.", "damaged_item")
    vase = {"order_ref": "SU-5", "lines": [{"sku": "VAS-1", "description": "Glass vase", "quantity": 1, "unit_price_cents": 3900}]}
    assert check_line_in_ticket(_decision("damaged_item", "VAS-1"), vase, [told]).passed


def test_a_problem_told_with_a_polite_no_worries_and_a_refund_asked_after_it_still_passes():
    vase = {"order_ref": "SU-5", "lines": [{"sku": "VAS-1", "description": "Glass vase", "quantity": 1, "unit_price_cents": 3900}]}
    told = {**_asks("The vase arrived broken - no worries, these things happen.", "damaged_item"), "attached": ["Could I get a refund please?"]}
    assert check_line_in_ticket(_decision("damaged_item", "VAS-1"), vase, [told]).passed


def test_a_claim_naming_no_line_after_a_box_waved_off_is_on_the_only_line_and_passes():
    told = _asks("But the thing inside is broken, refund please.", "damaged_item", told=("The box got squashed, not bothered about that.",))
    assert check_line_in_ticket(_decision("damaged_item", "SHO-1"), SHOES, [told]).passed


def test_some_units_of_a_line_said_to_survive_do_not_hold_the_broken_ones():
    plates = {"order_ref": "SU-6", "lines": [{"sku": "PLT-6", "description": "Dessert plate", "quantity": 6, "unit_price_cents": 650}]}
    told = _asks("only two of the six dessert plates survived the courier, the others are in bits.", "damaged_item")
    assert check_line_in_ticket(_decision("damaged_item", "PLT-6"), plates, [told]).passed


# --- the runtime: a scripted model proposing money or goods for a fine line --------------------------

@pytest.fixture
def world(settings, db):
    maya, house = small_shop(settings)
    more_policies("duplicate_charge", "damaged_item")
    delivered_order("SU-81001", maya, house, [("LMP-1", "Brass reading lamp", 1, 6400)])
    trainers = delivered_order("SU-81002", maya, house, [("TRN-1", "Trail trainers", 1, 7000)], delivery_cents=599)
    shop.Charge.objects.create(order=trainers, kind="delivery", description="Delivery", amount_cents=599,
                               charged_at=datetime(2026, 11, 2, 9, 5, tzinfo=UTC))
    delivered_order("SU-81003", maya, house, [("JUG-1", "Enamel milk jug", 1, 2600)])


def _plan(kind: str, goal: str) -> dict:
    return {"goal": goal, "kind": kind, "steps": policy.plan_steps(kind)}


READS = [call("get_seller_supplement"), call("get_carrier_scan"), call("search_policy", query="damaged broken cracked arrived")]


def _line_checks(run: Run) -> list[dict]:
    return [c for e in run.events.filter(kind="guard_check").order_by("seq") for c in e.payload["checks"] if c["check"] == "line_in_ticket"]


def test_a_model_refunding_a_lamp_the_customer_calls_fine_is_refused_and_nothing_is_paid(world):
    body = "The lamp itself arrived perfectly fine. The carton was crushed and the little bulb holder inside is bent, could you help?"
    refund = proposed(1, "damaged_item", "LMP-1", 6400)
    run = walk_until_pause(start(ticket(body, order_ref="SU-81001", subject="lamp"), script={"turns": [
        [call("get_order", order_ref="SU-81001")],
        [call("propose_plan", order_ref="SU-81001", subtasks=[_plan("damaged_item", "settle the bent bulb holder")])],
        [call("record_progress", subtask=1, status="in_progress"), *READS], [refund], [refund]]}))
    first = _line_checks(run)[0]
    assert first["passed"] is False
    assert first["inputs"]["fine_by_customer"] == {"LMP-1": "The lamp itself arrived perfectly fine."}
    notices = [n for e in run.events.filter(kind="turn_end") for n in e.payload["notices"]]
    assert any('the customer says it is fine, or waves its problem off: "The lamp itself arrived perfectly fine."' in n for n in notices)
    assert Refund.objects.count() == 0


def test_a_model_replanning_a_waved_off_box_as_damage_to_the_trainers_is_refused(world):
    body = "trainers r fine. box got a bit crushed but dont care. only thing: u took delivery 2x, 5.99 and 5.99"
    damage = proposed(2, "damaged_item", "TRN-1", 7000)
    run = walk_until_pause(start(ticket(body, order_ref="SU-81002", subject="trainers"), script={"turns": [
        [call("get_order", order_ref="SU-81002")],
        [call("propose_plan", order_ref="SU-81002", subtasks=[_plan("duplicate_charge", "refund the second delivery charge")])],
        [call("replan", trigger="the box was crushed", subtasks=[_plan("damaged_item", "refund the trainers as damaged")])],
        [call("record_progress", subtask=2, status="in_progress"), *READS], [damage], [damage]]}))
    first = _line_checks(run)[0]
    assert first["passed"] is False and set(first["inputs"]["fine_by_customer"]) == {"TRN-1"}
    assert not Refund.objects.filter(order__ref="SU-81002", amount_cents=7000).exists()


def test_the_offline_agent_pays_only_the_charge_taken_twice_beside_a_waved_off_box(world):
    run = walk_until_pause(start(ticket("trainers r fine. box got a bit crushed but dont care. only thing: u took delivery 2x, 5.99 and 5.99",
                                        order_ref="SU-81002", subject="trainers")))
    assert [r.amount_cents for r in Refund.objects.filter(order__ref="SU-81002")] == [599]
    assert ReturnRequest.objects.count() == 0 and run.status == Run.Status.DONE


def test_the_offline_agent_starts_no_return_of_goods_called_fine_beside_a_remedy_refused(world):
    run = walk_until_pause(start(ticket("Two delivery charges of $5.99 on SU-81002, that's wrong. I do NOT want the trainers swapped, "
                                        "they're fine, I only want the extra delivery charge back.", order_ref="SU-81002", subject="charged twice")))
    assert [r.amount_cents for r in Refund.objects.filter(order__ref="SU-81002")] == [599]
    assert ReturnRequest.objects.count() == 0 and run.status == Run.Status.DONE


def test_the_offline_agent_still_pays_goods_broken_inside_a_box_the_customer_waves_off(world):
    run = walk_until_pause(start(ticket("The box got squashed on the way, not bothered about that. But the jug inside is cracked, refund please.",
                                        order_ref="SU-81003", subject="jug")))
    assert [r.amount_cents for r in Refund.objects.filter(order__ref="SU-81003")] == [2600] and run.status == Run.Status.DONE
