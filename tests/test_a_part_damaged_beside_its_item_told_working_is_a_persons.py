"""A part or accessory of a line damaged while the customer says the item itself works is a part claim: a person settles
it (a partial amount or a replacement piece), never the whole unit paid (runs/item_said_working.py, read by
runs.named_parts and so by the guard's part check and the offline agent). R2-10: "The coffee maker on SU-43010 works but
the glass carafe that goes with it is cracked so I can't use it. Please refund." paid the whole $85.32 coffee maker; "that
goes with it" was also read as goods called "goes" beside the order's (runs/goods_said_off_the_order.py). Wording written here."""

import pytest

from runs.goods_said_off_the_order import goods_said_off_the_order
from runs.unit_counts import part_of_unit
from tests import fresh_cases as fc

# (the line's description, the customer's words)
PART_BESIDE_WORKING = [
    ("Filter coffee maker", "The coffee maker works but the glass carafe that goes with it is cracked so I can't use it. Please refund."),
    ("Filter coffee maker", "coffee machine itself works, its jug came cracked. refund pls"),
    ("Countertop blender", "blender works ok, jug is cracked tho. can i get my money back"),
    ("Cordless kettle", "The kettle's fine but the lid snapped off in transit, so I'd like a refund please."),
    ("Cordless kettle", "my kettle is working but the filter inside is broke, pleese refund"),
    ("Smart TV", "the tv works great but the remote is cracked down the middle, refund please"),
    ("Wireless headphones", "Headphones work perfectly. Unfortunately the charging cable that came with them is frayed, refund?"),
    ("Desk fan", "Fan runs fine, the cover came cracked though. I want refund for it."),
    ("Stand mixer", "The mixer itself works fine but the bowl came dented. Refund please?"),
    ("Table lamp", "Hello, the lamp itself turns on and is working, but the shade arrived crushed flat. Could I have a refund?"),
]
# the item itself broken, or the part word the goods ordered: the line's own damage, paid as ever
WHOLE_UNIT = [
    ("Filter coffee maker", "The coffee maker doesn't work and the carafe is cracked. Please refund."),
    ("Filter coffee maker", "The coffee maker arrived smashed, carafe and all. Refund please."),
    ("Filter coffee maker", "The coffee maker no longer works, the carafe is cracked too. Refund please."),
    ("Glass carafe", "The carafe is the product I ordered and it arrived cracked. Please refund."),
    ("Glass carafe", "The carafe arrived cracked, refund please."),
    ("Milk jug", "the jug is cracked, refund please"),
]


@pytest.mark.parametrize("description, body", PART_BESIDE_WORKING)
def test_the_part_beside_the_item_told_working_is_a_part_of_the_unit(description, body):
    line = fc.line("A-1", description, 7900)
    assert part_of_unit({"order_ref": "SU-70001", "lines": [line]}, line, [body])


@pytest.mark.parametrize("description, body", WHOLE_UNIT)
def test_the_item_itself_broken_is_the_whole_unit(description, body):
    line = fc.line("A-1", description, 7900)
    assert not part_of_unit({"order_ref": "SU-70001", "lines": [line]}, line, [body])


@pytest.mark.parametrize("said", ["the glass carafe that goes with it is cracked", "the lid that comes with it snapped",
                                  "the strap which belongs with it is torn"])
def test_a_piece_that_goes_with_the_item_is_no_goods_beside_the_order(said):
    assert goods_said_off_the_order(f"The coffee maker works but {said}.") is None


def test_goods_that_came_in_the_same_box_are_still_goods_beside_the_order():
    assert goods_said_off_the_order("the stand mixer that came in the same box also has a cracked bowl") == "mixer"


def _cases(prefix: str, stem: str, bodies, expected):
    return [fc.case(f"{prefix}-{n}", body, [fc.line("A-1", description, 7900)], intents=["damaged_item"], expected=expected(description),
                    ref=f"{stem}{n}") for n, (description, body) in enumerate(bodies)]


@pytest.mark.django_db(transaction=True)
def test_end_to_end_nothing_is_paid_for_a_part_of_an_item_told_working(tmp_path):
    fc.assert_money_as_expected(tmp_path, _cases("PARTWORKS", "SU-7461", PART_BESIDE_WORKING, lambda d: {"outcome": "escalated", "refunds": []}))


@pytest.mark.django_db(transaction=True)
def test_end_to_end_the_item_itself_broken_is_paid_whole(tmp_path):
    line = fc.line("A-1", "x", 7900)
    paid = [fc.refund(fc.cents([line], "A-1", 1), "A-1", 1)]
    fc.assert_money_as_expected(tmp_path, _cases("WHOLEUNIT", "SU-7462", WHOLE_UNIT, lambda d: {"outcome": "resolved", "refunds": paid}))


def test_the_guard_refuses_the_whole_line_for_a_part_of_an_item_told_working():
    from runs import guards
    maker = fc.line("CM-1", "Filter coffee maker", 7900)
    order = {"order_ref": "SU-43010", "lines": [maker]}
    asked = [{"text": "The coffee maker on SU-43010 works but the glass carafe that goes with it is cracked so I can't use it.",
              "kinds": ["damaged_item"], "attached": ["Please refund."]}]
    whole = {"case_type": "damaged_item", "action": "refund", "amount_cents": 7900, "lines": [{"sku": "CM-1", "quantity": 1}]}
    refused = guards.check_lines(whole, order, [], asked)
    assert refused.passed is False and 'a part of Filter coffee maker ("the glass carafe")' in refused.inputs["problems"][0]
    # a partial amount flagged for a person is what the guard admits for a part
    assert guards.check_lines({**whole, "amount_cents": 2000, "needs_human": True}, order, [], asked).passed is True
    # the coffee maker itself broken: the whole line
    broken = [{**asked[0], "text": "The coffee maker doesn't work and the glass carafe is cracked."}]
    assert guards.check_lines(whole, order, [], broken).passed is True
