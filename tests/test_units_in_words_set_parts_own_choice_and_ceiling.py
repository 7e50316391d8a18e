"""Units said in words, a part of a set sold as one unit, a customer's own pick said without "my
mistake", and refunds split over two tickets on one order: what the reading, the guard and the
agents make of each, down to the money that moves (or the person who is asked)."""

from datetime import datetime, timezone

import pytest

from runs import guards, own_choice_words, policy, policy_evidence
from runs.intents import read_ticket
from runs.models import Approval, Run
from runs.shop import models as shop
from runs.shop.models import Refund, ReturnRequest
from runs.shop.refund_matrix import refund_source_for
from runs.unit_counts import part_of_unit, units_stated
from tests.guard_fixtures import checks_named, handed_to_a_person, line, proposed_by_a_model, recorded_checks
from tests.runtime_world import call, delivered_order, offline_run, small_shop, start, ticket, walk_until_pause

UTC = timezone.utc
pytestmark = pytest.mark.django_db


def _line(description: str, quantity: int, price: int = 1000, sku: str = "L-1") -> dict:
    return line(sku, description, quantity=quantity, cents=price)


def _units(description: str, quantity: int, text: str):
    line = _line(description, quantity)
    return units_stated({"order_ref": "SU-1", "lines": [line]}, line, [text])


# --- 1. counts in words --------------------------------------------------------------------------------

@pytest.mark.parametrize("description,quantity,text,count", [
    ("Merino hiking socks", 3, "ugh, one pair out of the three pairs has a hole in the toe already", 1),
    ("Smoked glass tumbler", 6, "A couple of the six tumblers turned up with cracks down the side.", 2),
    ("Champagne flute", 12, "half a dozen of the twelve champagne flutes came shattered", 6),
    ("Stoneware mug", 4, "both of the blue mugs have chips on the rim; the other two are perfect", 2),
    ("Terracotta pot", 5, "All but one of the 5 terracotta pots arrived cracked :(", 4),
    ("Porcelain bowl", 6, "Every one but two of the bowls came smashed.", 4),
    ("Bone china cup", 8, "one cup broke in transit, none of the other seven were damaged", 1),
    ("Linen napkin", 20, "Fifteen of the twenty linen napkins have a dye stain", 15),
    ("Crystal wine glass", 6, "a pair of the six glasses were in pieces", 2),
    ("Ceramic egg cup", 20, "seventeen of the twenty egg cups were fine, the rest were crushed", 3),
    ("Stoneware mug", 6, "The mugs came chipped at the handle - the other four are fine tho", 2),
])
def test_a_count_written_in_words_is_the_number_of_units_affected(description, quantity, text, count):
    units = _units(description, quantity, text)
    assert units.exact == count and units.at_most == count


def test_a_vague_count_is_no_number_but_bounds_what_it_could_mean():
    units = _units("Bone china cup", 10, "Roughly half of them showed up with hairline cracks, not sure exactly")
    assert units.exact is None and units.vague and units.at_most == 5
    assert _units("Bone china cup", 10, "some of the cups are chipped").at_most == 9
    assert not _units("Bone china cup", 1, "some of the paint on the cup has flaked").vague


def test_a_modifier_word_is_not_the_singular_and_a_vague_count_outranks_the_singular():
    units = _units("Champagne flute", 8, "the champagne flutes came today and roughly half of them are broken, not counted yet")
    assert units.exact is None and units.at_most == 4
    assert _units("Crystal wine glass", 6, "a wine glass came out of the box in pieces").exact == 1


def test_the_guard_holds_a_scripted_three_pairs_to_the_one_pair_the_customer_stated():
    socks = {"order_ref": "SU-2", "lines": [_line("Merino hiking socks", 3, 1800, "SOCK-3")]}
    asked = [{"text": "One pair of the three came with a hole in the heel, refund that pair please", "kinds": ["damaged_item"]}]
    whole = {"case_type": "damaged_item", "action": "refund", "amount_cents": 5400, "needs_human": False, "lines": [{"sku": "SOCK-3", "quantity": 3}]}
    assert guards.quantity_beyond_ticket(whole, socks, asked) == ["the decision names 3 of Merino hiking socks; the ticket says 1"]
    one = {**whole, "amount_cents": 1800, "lines": [{"sku": "SOCK-3", "quantity": 1}]}
    assert guards.check_lines(one, socks, [], asked).passed is True


def test_the_guard_refuses_more_units_than_a_vague_count_could_mean_and_names_the_words():
    cups = {"order_ref": "SU-3", "lines": [_line("Bone china cup", 10, 900, "CUP-10")]}
    asked = [{"text": "about half of them arrived cracked", "kinds": ["damaged_item"]}]
    all_ten = {"case_type": "damaged_item", "action": "refund", "amount_cents": 9000, "lines": [{"sku": "CUP-10", "quantity": 10}]}
    assert guards.quantity_beyond_ticket(all_ten, cups, asked) == [
        'the decision names 10 of Bone china cup; the ticket says "about half of them", at most 5']
    assert guards.quantity_beyond_ticket({**all_ten, "lines": [{"sku": "CUP-10", "quantity": 5}]}, cups, asked) == []


# --- 2. a part of one unit of a set ------------------------------------------------------------------------

SET = _line("Dinner set, 12 pieces", 1, 12000, "DIN-12")


@pytest.mark.parametrize("text", [
    "A side plate from the set came in two halves.",
    "three of the 12 pieces were chipped when I unpacked",
    "one of the twelve arrived cracked, rest ok",
    "Two of the bowls in it have chips",
    "opened it to find two saucers were chipped",
    "My set arrived with one cracked bowl :(",
])
def test_a_piece_of_a_set_sold_as_one_unit_is_read_as_a_part(text):
    assert part_of_unit({"lines": [SET]}, SET, [text])


@pytest.mark.parametrize("line,text", [
    (SET, "The whole dinner set arrived smashed to pieces."),
    (_line("Dinner set, 12 pieces", 2), "one of the two dinner sets came smashed"),
    (_line("Crystal wine glass", 6), "one of the glasses broke"),
    (SET, "It turned up one day late and the set arrived with one crack across it"),
    (_line("Flatweave rug, 160 x 230 cm", 1), "The rug came with a stain; deliver to 27 Larch Close next time"),
])
def test_a_whole_unit_or_a_line_of_single_things_is_not_a_part(line, text):
    assert part_of_unit({"lines": [line]}, line, [text]) == ""


def test_one_glove_of_a_pair_is_a_part_of_the_pair():
    gloves = _line("Leather driving gloves (pair)", 1)
    assert part_of_unit({"lines": [gloves]}, gloves, ["the right glove's seam split after a day"]) == "the right glove"


def test_the_guard_admits_no_whole_set_for_a_piece_and_a_partial_amount_only_for_a_person():
    order = {"order_ref": "SU-4", "lines": [SET], "charges": [{"number": 1, "kind": "items", "description": "Items", "amount_cents": 12000}]}
    asked = [{"text": "A side plate from the set came in two halves, refund please", "kinds": ["damaged_item"]}]
    whole = {"case_type": "damaged_item", "action": "refund", "amount_cents": 12000, "needs_human": False, "lines": [{"sku": "DIN-12", "quantity": 1}]}
    refused = guards.check_lines(whole, order, [], asked)
    assert refused.passed is False and 'a part of Dinner set, 12 pieces ("A side plate from the set")' in refused.inputs["problems"][0]
    assert guards.check_lines({**whole, "amount_cents": 1000}, order, [], asked).passed is False
    assert guards.check_lines({**whole, "amount_cents": 1000, "needs_human": True}, order, [], asked).passed is True
    assert guards.check_lines({**whole, "needs_human": True}, order, [], asked).passed is False


# --- 3. the customer's own pick ------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "I tapped Mustard instead of Sage on my phone",
    "I left it on grey in the dropdown, didn't notice",
    "I must've clicked the wrong size, sorry",
    "Ordered the 10 when I meant the 12!!",
    "we went for the queen rather than the king",
    "i def picked olive insted of khaki lol",
    "I meant to order the oval one but hit round",
    "forgot to change the colour before I paid",
    "I misclicked the length",
    "I think I chose the 8 when I wanted the 10",
])
def test_a_first_person_selection_error_is_the_customers_own_pick(text):
    assert own_choice_words.OWN_CHOICE.search(text), text


@pytest.mark.parametrize("text", [
    "you sent me grey, I ordered sage",
    "I ordered sage but received grey instead of sage",
    "I picked a medium instead of my usual large, and you sent a small",
    "I ordered it in sage rather than grey, but grey is what came",
    "I didn't order the wrong size, you sent the wrong one",
    "Got the wrong colour in the box",
    "The rug I picked was sage; what came is grey.",
])
def test_what_the_shop_sent_against_what_was_ordered_is_not_the_customers_pick(text):
    assert not own_choice_words.OWN_CHOICE.search(text), text


def test_the_screener_reads_a_wrong_colour_subject_over_an_own_tap_as_a_change_of_mind():
    reading = read_ticket("Wrong colour\nI tapped Mustard instead of Sage on the app. Could I send it back for a refund?")
    assert "wrong_item" not in reading.intents and "change_of_mind" in reading.intents
    assert read_ticket("Wrong colour\nYou sent me mustard, my order says sage.").intents == ["wrong_item"]


# --- 4. the ceiling counts other runs' refunds on the order ---------------------------------------------------

def test_the_ceiling_counts_refunds_other_runs_made_on_the_order_and_not_this_runs_own(settings):
    settings.REFUND_CEILING_CENTS = 15000
    order = {"order_ref": "SU-5", "customer": {"email": "maya@example.com"}, "seller": {"seller_type": "first_party"},
             "lines": [_line("Oak side table", 1, 9800, "TBL"), _line("Ceramic table lamp", 1, 8600, "LMP")],
             "charges": [{"number": 1, "kind": "items", "description": "Items", "amount_cents": 18400, "charged_at": "2026-11-02"}],
             "shipments": [], "refunds": [{"amount_cents": 9800, "case_type": "damaged_item", "date": "2026-11-10", "run": 5,
                                           "covers": [{"sku": "TBL", "quantity": 1, "cents": 9800}]}]}
    decision = {"ref": "D1", "subtask": 1, "case_type": "damaged_item", "action": "refund", "amount_cents": 8600, "order_ref": "SU-5",
                "lines": [{"sku": "LMP", "quantity": 1}], "source": "platform", "policy_ref": "POL-DMG-002", "needs_human": False}

    def ceiling(run_id):
        results = guards.check_decision(decision=decision, retrieved_refs={"POL-DMG-002"}, refunded=[], approval=None,
                                        evidence=policy_evidence.Evidence(order=order, now=datetime(2026, 11, 16, tzinfo=UTC)),
                                        customer_email="maya@example.com", run_id=run_id,
                                        ticket_requests=[{"text": "the lamp arrived cracked", "kinds": ["damaged_item"]}])
        return next(r for r in results if r.check == "amount_within_ceiling")

    other = ceiling(9)
    assert other.passed is False and other.inputs["other_refunds_cents"] == 9800
    assert other.inputs["other_refunds"] == [{"amount_cents": 9800, "date": "2026-11-10", "run": 5}]
    assert guards.plain_words("amount_within_ceiling", other.inputs) == [
        "$86.00 and $98.00 refunded on the order before (1 refund(s) by other tickets or earlier) against a ceiling of $150.00"]
    assert ceiling(5).passed is True  # the run's own refund, seen again on a re-read order, is not counted twice


# --- end to end: the offline agent and a scripted model on a small shop --------------------------------------

@pytest.fixture
def world(settings):
    maya, house = small_shop(settings)
    kiln = shop.Seller.objects.create(ref="SEL-KILN", name="Kiln & Loom", seller_type="marketplace")
    shop.SellerSupplement.objects.create(ref="SUP-KILN-1", seller=kiln, accepts_returns=False, damage_remedy="refund_keep_item",
                                         text="Kiln & Loom takes no change-of-mind returns.")
    for ref, case, words in [("POL-COM-005", "change_of_mind", "change of mind return"), ("POL-WRG-004", "wrong_item", "wrong item sent")]:
        shop.PolicyDocument.objects.create(ref=ref, title=ref, case_type=case, keywords=words, body=f"{ref} text")

    def order(ref, seller, lines):
        delivered_order(ref, maya, seller, lines)

    order("SU-61001", house, [("GLS-6", "Crystal wine glass", 6, 1500)])
    order("SU-61002", house, [("SOCK-3", "Merino hiking socks", 3, 1800)])
    order("SU-61003", house, [("DIN-12", "Dinner set, 12 pieces", 1, 12000)])
    order("SU-61004", kiln, [("CUS-MUS", "Linen cushion cover", 1, 4200)])
    order("SU-61007", house, [("PIC-KIT", "Wicker picnic kit", 1, 8800)])
    order("SU-61006", house, [("TBL-OAK", "Oak side table", 1, 9800), ("LMP-CER", "Ceramic table lamp", 1, 8600)])
    return {"house": house, "kiln": kiln}


def test_offline_a_couple_of_six_glasses_refunds_two_glasses(world):
    run = offline_run("Hi! a couple of the six wine glasses from SU-61001 were cracked when the box came. Could I get my money back for those?",
                   "SU-61001")
    assert [(r.amount_cents, r.covers[0]["quantity"]) for r in Refund.objects.filter(order__ref="SU-61001")] == [(3000, 2)]
    assert run.status == Run.Status.DONE


def test_offline_about_half_of_the_glasses_asks_a_person_and_pays_nothing(world):
    run = offline_run("SU-61001 - about half of them arrived cracked, not sure exactly how many, I haven't unwrapped them all. Refund please.",
                   "SU-61001")
    assert Refund.objects.filter(order__ref="SU-61001").count() == 0
    assert handed_to_a_person(run)


def test_scripted_three_pairs_of_socks_for_one_pair_of_three_is_refused_and_goes_to_a_person(world):
    run = proposed_by_a_model("One pair of the three hiking socks came with a hole in the heel, please refund that pair.", "SU-61002",
                              "damaged_item", {"action": "refund", "amount_cents": 5400, "lines": [{"sku": "SOCK-3", "quantity": 3}], "reason": "socks"})
    lines = checks_named(run, "amount_supported_by_lines")
    assert lines and not any(c["passed"] for c in lines)
    assert "the decision names 3 of Merino hiking socks; the ticket says 1" in lines[0]["inputs"]["problems"]
    assert Refund.objects.filter(order__ref="SU-61002").count() == 0 and handed_to_a_person(run)


def test_offline_one_plate_of_a_dinner_set_goes_to_a_person_and_refunds_no_set(world):
    run = offline_run("hello, one plate of the set arrived broken (SU-61003). Can you refund me?", "SU-61003")
    assert Refund.objects.count() == 0 and not Approval.objects.filter(run=run, kind=Approval.Kind.REFUND).exists()
    assert handed_to_a_person(run)
    reasons = " ".join(run.escalations.values_list("reason", flat=True))
    assert 'a part of Dinner set, 12 pieces ("one plate of the set")' in reasons and "never the whole unit" in reasons


def test_offline_a_cup_of_a_picnic_kit_goes_to_a_person(world):
    run = offline_run("SU-61007: one of the cups from the picnic kit came cracked. Refund?", "SU-61007")
    assert Refund.objects.count() == 0 and not Approval.objects.filter(run=run, kind=Approval.Kind.REFUND).exists()
    assert handed_to_a_person(run)
    assert "part of Wicker picnic kit" in " ".join(run.escalations.values_list("reason", flat=True))


def test_scripted_a_whole_set_for_one_piece_is_refused_and_a_flagged_partial_amount_waits_for_a_lead(world):
    body = "A dinner plate from the set on SU-61003 cracked in the box. Refund for it?"
    whole = proposed_by_a_model(body, "SU-61003", "damaged_item",
                                {"action": "refund", "amount_cents": 12000, "lines": [{"sku": "DIN-12", "quantity": 1}], "reason": "set"})
    assert Refund.objects.count() == 0 and handed_to_a_person(whole)
    assert not any(c["passed"] for c in recorded_checks(whole) if c["check"] == "amount_supported_by_lines")
    partial = proposed_by_a_model(body, "SU-61003", "damaged_item", {"action": "refund", "amount_cents": 1000, "needs_human": True,
                                  "lines": [{"sku": "DIN-12", "quantity": 1}], "reason": "one plate's share"}, ref="T-2")
    assert partial.status == Run.Status.AWAITING_APPROVAL and Refund.objects.count() == 0
    assert Approval.objects.filter(run=partial, status=Approval.Status.PENDING).exists()


def test_offline_an_own_tap_at_a_seller_without_returns_moves_nothing(world):
    run = offline_run("I tapped Mustard instead of Sage when ordering SU-61004. Can I send it back for a refund?", "SU-61004",
                   subject="Wrong colour")
    assert [s.case_type for s in run.subtasks.all()] == ["change_of_mind"]
    assert Refund.objects.count() == 0 and ReturnRequest.objects.count() == 0
    assert run.subtasks.get(number=1).status == "deferred"


def test_offline_a_colour_the_shop_sent_at_a_seller_without_returns_is_still_taken_back(world):
    offline_run("You sent me the mustard cushion cover on SU-61004 but I ordered the sage one. Please take it back.", "SU-61004",
             subject="Wrong colour")
    assert [r.line.sku for r in ReturnRequest.objects.all()] == ["CUS-MUS"]


def test_scripted_a_wrong_item_return_for_a_dropdown_left_on_mustard_moves_nothing(world):
    """The model plans the customer's own pick as a wrong item beside the change of mind the
    screener read, and proposes a wrong-item return twice; the offline agent then finishes."""
    wrong = {"goal": "put right the wrong colour cushion cover", "kind": "wrong_item", "steps": policy.plan_steps("wrong_item")}
    back = {"goal": "take back the cushion cover", "kind": "change_of_mind", "steps": policy.plan_steps("change_of_mind")}
    proposal = call("propose_decision", subtask=1, action="return", amount_cents=4200, sku="CUS-MUS", lines=[{"sku": "CUS-MUS", "quantity": 1}],
                    source=refund_source_for("wrong_item", "marketplace"), policy_ref="POL-WRG-004", needs_human=False, reason="wrong colour")
    turns = [[call("get_order", order_ref="SU-61004")], [call("propose_plan", order_ref="SU-61004", subtasks=[wrong, back])],
             [call("record_progress", subtask=1, status="in_progress"), call("get_seller_supplement"),
              call("search_policy", query="wrong item sent"), call("search_policy", query="change of mind return")],
             [proposal], [proposal]]
    # ("cushion" alone names a cushion, not the "Linen cushion cover": tests/test_a_word_before_the_head_said_alone_names_other_goods.py)
    body = "Wrong colour cushion cover. I left it on mustard in the dropdown and only noticed when it came. Can it go back?"
    run = walk_until_pause(start(ticket(body, order_ref="SU-61004", subject="Cushion"), script={"turns": turns, "after": "offline"}))
    assert ReturnRequest.objects.count() == 0 and Refund.objects.count() == 0
    refused = [c for c in recorded_checks(run) if not c["passed"]]
    assert "request_in_ticket" in {c["check"] for c in refused}, refused
    assert run.subtasks.get(number=1).status == "escalated" and run.subtasks.get(number=2).status == "deferred"


def test_offline_a_second_ticket_on_the_same_order_crossing_the_ceiling_waits_for_a_lead(world):
    first = offline_run("The oak side table on SU-61006 arrived with a split leg. Please refund it.", "SU-61006", ref="T-1")
    assert first.status == Run.Status.DONE and [r.amount_cents for r in Refund.objects.all()] == [9800]
    second = offline_run("The ceramic table lamp from SU-61006 arrived cracked as well. Please refund it.", "SU-61006", ref="T-2")
    assert second.status == Run.Status.AWAITING_APPROVAL and Refund.objects.count() == 1
    ceiling = next(c for c in recorded_checks(second) if c["check"] == "amount_within_ceiling")
    assert ceiling["passed"] is False and ceiling["inputs"]["other_refunds_cents"] == 9800


def test_scripted_a_refund_split_over_two_tickets_is_held_to_the_ceiling_as_one(world):
    table = {"action": "refund", "amount_cents": 9800, "lines": [{"sku": "TBL-OAK", "quantity": 1}], "reason": "split leg"}
    first = proposed_by_a_model("SU-61006: the side table's leg is split, refund it please.", "SU-61006", "damaged_item", table, ref="T-1", times=1)
    assert first.status == Run.Status.DONE and [r.amount_cents for r in Refund.objects.all()] == [9800]
    lamp = {"action": "refund", "amount_cents": 8600, "lines": [{"sku": "LMP-CER", "quantity": 1}], "reason": "cracked lamp"}
    second = proposed_by_a_model("On SU-61006 the ceramic lamp base is cracked; refund it.", "SU-61006", "damaged_item", lamp, ref="T-2", times=1)
    assert second.status == Run.Status.AWAITING_APPROVAL and Refund.objects.count() == 1
    assert Approval.objects.filter(run=second, status=Approval.Status.PENDING).exists()
