"""A part of one item told missing ("the lamp is missing its shade", "Pegs: missing entirely", "came
without the remote") or asked for on its own ("send a new lid", "arrange the missing part") is a part,
not the unit: the offline agent hands it to a person with the part named, and the guard refuses a
refund of the whole unit's line from any model. A whole item smashed is still the item, a line
missing from the box is still a line not delivered, and a damaged part with nothing else said
("the kettle arrived with the lid hinge snapped") is still the item damaged."""

import pytest

from runs import guards
from runs.intents import read_ticket
from runs.shop.models import Refund
from runs.unit_counts import part_of_unit
from tests.guard_fixtures import charged_order, checks_named, handed_to_a_person, part_read, proposed_by_a_model, requests_read
from tests.runtime_world import delivered_order, offline_run, small_shop

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("description,text,part", [
    ("Floor lamp, brass", "Opened the box and the shade isnt there, only the stand came. Can someone sort it?", "shade"),
    ("Camping tent, 4 person", "tent pegs - missing. poles - ok.", "pegs"),
    ("Oak dining chair", "The chair came missing 4 screws for the legs, please help", "screws"),
    ("Smart TV, 43 inch", "the tv came without the remote, could you send one", "remote"),
    ("Bread bin, enamel", "my bread bin came but there was no lid in the box", "lid"),
    ("Desk lamp", "Kindly arrange the missing part, the lamp came without its shade.", "shade"),
    ("Coffee grinder", "The grinder lid cracked. I'd like a new lid posted out rather than money.", "lid"),
    ("Hiking backpack", "please just send me a replacement strap, the bag is great otherwise", "strap"),
    ("Camping tent", "Two poles bent in transit. Could you send new poles?", "poles"),
])
def test_a_part_told_missing_or_asked_for_on_its_own_is_a_part_of_the_unit(description, text, part):
    assert part in part_read(description, text).lower()


@pytest.mark.parametrize("description,text", [
    ("Desk lamp", "the lamp arrived smashed, refund please"),
    ("Electric kettle, cream", "The kettle arrived with the lid hinge snapped."),
    ("Desk lamp, white", "The desk lamp's shade arrived crushed."),
    ("Trail daypack, 28 L", "The daypack has a torn shoulder strap, the stitching has come away."),
    ("Stoneware mug set of 4", "the mug set was missing from the box"),
    ("Ceramic mug", "The mug arrived chipped. send a replacement or refund, whichever is quicker"),
])
def test_the_whole_item_broken_a_whole_line_missing_or_a_part_that_breaks_the_item_is_no_part(description, text):
    assert part_read(description, text) == ""


def test_a_part_word_naming_another_line_of_the_order_is_that_line_missing_not_a_part():
    order = charged_order(("LMP-1", "Brass floor lamp", 1, 13900), ("SHD-1", "Linen drum shade", 1, 3600))
    texts = [r["text"] for r in requests_read("The floor lamp came fine but the shade was missing from the box.", order)]
    assert [part_of_unit(order, line, texts) for line in order["lines"]] == ["", ""]


def test_the_guard_refuses_the_whole_unit_for_a_missing_part_and_names_it():
    order = charged_order(("LMP-1", "Desk lamp", 1, 4500))
    asked = requests_read("The lamp is there but its shade is missing entirely. Please arrange the missing bit.", order)
    whole = guards.check_lines({"case_type": "damaged_item", "action": "refund", "amount_cents": 4500, "needs_human": False,
                                "lines": [{"sku": "LMP-1", "quantity": 1}]}, order, [], asked)
    assert whole.passed is False and "shade is missing" in " ".join(whole.inputs["problems"])


def test_a_whole_line_missing_from_the_box_is_still_a_line_not_delivered():
    assert read_ticket("Hello\nthe mug set was missing from the box, everything else came").intents == ["non_delivery"]


@pytest.mark.parametrize("text,kinds", [
    ("the tv came without the remote. pls refund", ["damaged_item"]),
    ("Opened the box and the shade isnt there, only the stand came.", ["damaged_item"]),
])
def test_a_part_the_goods_came_without_is_the_goods_come_incomplete(text, kinds):
    assert read_ticket(f"Hello\n{text}").intents == kinds


@pytest.mark.parametrize("text,kinds", [
    ("The chair I ordered is missing two of its legs' screws.", ["damaged_item"]),
    ("the kids tablet case doesnt fit the tablet it says its for", ["other"]),
    ("This phone cover won't fit my phone even though it's listed as compatible.", ["other"]),
    ("Could I have a gift receipt emailed, so my niece can swap it if it doesn't fit?", ["other"]),
    ("The jeans don't fit, I'd like to return them.", ["change_of_mind"]),
])
def test_screws_missing_goods_not_as_listed_and_a_fit_only_supposed_are_no_change_of_mind(text, kinds):
    assert read_ticket(f"Hello\n{text}").intents == kinds


# --- end to end ----------------------------------------------------------------------------------

@pytest.fixture
def world(settings):
    maya, house = small_shop(settings)
    delivered_order("SU-65001", maya, house, [("LMP-1", "Desk lamp", 1, 4500)])
    delivered_order("SU-65002", maya, house, [("TNT-1", "Camping tent", 1, 9900)])
    delivered_order("SU-65003", maya, house, [("LMP-2", "Desk lamp", 1, 4500)])
    delivered_order("SU-65004", maya, house, [("TV-43", "Smart TV, 43 inch", 1, 14900)])


def test_offline_a_lamp_without_its_shade_goes_to_a_person_with_the_shade_named_and_pays_nothing(world):
    run = offline_run("Good morning. My lamp arrived but the shade was not in the box, there was only the base and the bulb. "
                      "Please could you arrange the missing shade? Kind regards, Tom (order SU-65001)", "")
    assert Refund.objects.count() == 0 and handed_to_a_person(run)
    assert "shade" in " ".join(run.escalations.values_list("reason", flat=True))


def test_offline_a_refund_asked_for_a_tv_that_came_without_its_remote_pays_no_tv(world):
    run = offline_run("the tv came without the remote. pls refund", "SU-65004", subject="remote??")
    assert Refund.objects.count() == 0 and handed_to_a_person(run)
    assert "remote" in " ".join(run.escalations.values_list("reason", flat=True))


def test_offline_a_lamp_that_came_smashed_is_still_refunded_whole(world):
    offline_run("the lamp arrived smashed, refund please", "SU-65003")
    assert [r.amount_cents for r in Refund.objects.filter(order__ref="SU-65003")] == [4500]


def test_scripted_the_whole_tent_proposed_for_bent_poles_and_missing_pegs_is_refused(world):
    run = proposed_by_a_model("Pegs: none in the bag at all. Poles: 2 bent. The rest of the tent is perfect.", "SU-65002", "damaged_item",
                              {"action": "refund", "amount_cents": 9900, "lines": [{"sku": "TNT-1", "quantity": 1}], "reason": "damaged tent"},
                              subject="tent")
    lines = checks_named(run, "amount_supported_by_lines")
    assert lines and not any(c["passed"] for c in lines)
    assert "a part of Camping tent" in " ".join(lines[0]["inputs"]["problems"])
    assert Refund.objects.count() == 0 and handed_to_a_person(run)
