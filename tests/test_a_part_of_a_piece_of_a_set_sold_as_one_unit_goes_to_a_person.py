"""A damaged part of a piece of a set sold as one unit ("the lid of the teapot is cracked" on one "Porcelain tea set
(teapot, 4 cups and saucers)") is a part of the unit, not the unit: the whole set was paid because the set's own
description names the teapot and nothing was said of the rest in the words the part reading knew. Now, on a line whose
one unit is a set, pack or kit, a damaged lid, spout or handle of one of its pieces goes to a person with the part named
(offline agent), and the guard refuses the whole line from any model. A whole set smashed, a plain item's lid and a
part said fine are unchanged. Wording written for these tests."""

import pytest

from runs import guards
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, offline_run, small_shop
from tests.guard_fixtures import charged_order, checks_named, handed_to_a_person, part_read, proposed_by_a_model, requests_read

pytestmark = pytest.mark.django_db

TEA_SET = "Porcelain tea set (teapot, 4 cups and saucers)"


@pytest.mark.parametrize("description,text,part", [
    (TEA_SET, "The tea set came on Tuesday. Sadly the lid of the teapot is cracked clean in half. The four cups and saucers are perfect.", "lid"),
    (TEA_SET, "teapot's spout chipped, rest ok. what can u do", "spout"),
    (TEA_SET, "Teapot lid - cracked!! cups fine", "lid"),
    (TEA_SET, "hi, lid of teapot broke in the post :( please sort", "lid"),
    ("Stoneware coffee set (cafetiere, 2 mugs)", "The handle snapped off the cafetière on arrival. Refund please.", "handle"),
    ("Cast iron cookware set, 5 pieces", "The big pan's handle came loose straight out of the box, I'd like my money back", "handle"),
    ("Glass storage jar set of 3", "one jar's lid is split down the middle", "lid"),
    ("Dinner set, 12 pieces", "It turned up one day late and the set arrived with one crack across the tureen lid", "lid"),
])
def test_a_damaged_part_of_a_piece_of_a_set_is_a_part_of_the_unit(description, text, part):
    assert part in part_read(description, text).lower()


@pytest.mark.parametrize("description,text", [
    (TEA_SET, "the whole tea set arrived smashed, even the lid. refund please"),
    (TEA_SET, "Everything in the box is broken, lid included."),
    (TEA_SET, "all of it arrived in pieces, the teapot lid too"),
    (TEA_SET, "The tea set arrived smashed to bits."),
    ("Cast iron casserole", "the casserole lid is cracked, can I have a refund"),
    ("Electric kettle, cream", "The kettle arrived with the lid hinge snapped."),
    (TEA_SET, "the tea set is damaged, the lid is fine though"),
])
def test_a_whole_set_smashed_a_plain_items_lid_and_a_part_said_fine_are_no_part(description, text):
    assert part_read(description, text) == ""


def test_the_guard_refuses_the_whole_set_for_the_lid_of_its_teapot():
    order = charged_order(("TEA-SET", TEA_SET, 1, 8800))
    asked = requests_read("Unfortunately the lid of the teapot is cracked clean in half. The four cups and saucers are perfect.", order)
    whole = guards.check_lines({"case_type": "damaged_item", "action": "refund", "amount_cents": 8800, "needs_human": False,
                                "lines": [{"sku": "TEA-SET", "quantity": 1}]}, order, [], asked)
    assert whole.passed is False and "lid" in " ".join(whole.inputs["problems"])


@pytest.fixture
def world(settings):
    maya, house = small_shop(settings)
    delivered_order("SU-66001", maya, house, [("TEA-SET", TEA_SET, 1, 8800)])
    delivered_order("SU-66002", maya, house, [("TEA-SET", TEA_SET, 1, 8800)])


def test_offline_the_lid_of_the_teapot_goes_to_a_person_with_the_lid_named_and_pays_nothing(world):
    run = offline_run("Dear Sir or Madam, the tea set arrived on Tuesday. Unfortunately the lid of the teapot is cracked clean in half. "
                      "The four cups and saucers are perfect. I would be grateful if you could put this right.", "SU-66001", subject="Tea set - lid")
    assert Refund.objects.count() == 0 and handed_to_a_person(run)
    assert "lid" in " ".join(run.escalations.values_list("reason", flat=True))


def test_offline_a_whole_tea_set_smashed_is_still_refunded(world):
    offline_run("the tea set arrived smashed, every piece of it. refund please", "SU-66002")
    assert [r.amount_cents for r in Refund.objects.filter(order__ref="SU-66002")] == [8800]


def test_scripted_the_whole_set_proposed_for_the_teapot_lid_is_refused(world):
    run = proposed_by_a_model("The teapot's lid arrived cracked in two, the cups are all fine.", "SU-66001", "damaged_item",
                              {"action": "refund", "amount_cents": 8800, "lines": [{"sku": "TEA-SET", "quantity": 1}], "reason": "damaged tea set"},
                              subject="tea set")
    lines = checks_named(run, "amount_supported_by_lines")
    assert lines and not any(c["passed"] for c in lines)
    assert Refund.objects.count() == 0 and handed_to_a_person(run)
