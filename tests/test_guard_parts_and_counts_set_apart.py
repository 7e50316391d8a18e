"""What the guard pays for a part of one item and for a count the ticket sets apart from its claim:
a named part the item itself is fine without ("the strap tore off, the bag itself is fine") is not
the item; a count of an earlier purchase ("we had eight of these before") or of units the customer
excludes ("not either of the two you covered") is not the count of the units claimed now. Any model
proposing the whole unit or the larger count is refused, not only the offline agent kept from it."""

import pytest

from runs import guards
from runs.intents import read_ticket
from runs.screening import request_dicts
from runs.unit_counts import part_of_unit, units_stated
from tests.guard_fixtures import decision_on, order_of

CHARGED = "2026-10-01T09:00:00+00:00"


def _order(*lines: tuple[str, str, int, int]) -> dict:
    return order_of(*lines, ref="SU-56010", charged_at=CHARGED)


def _asked(text: str, order: dict) -> list[dict]:
    """The ticket's requests as the runtime hands them to the guard (runs.screening.requests_about)."""
    return request_dicts(read_ticket(text, order_ref=order["order_ref"]), order["order_ref"])


def _texts(asked: list[dict]) -> list[str]:
    return [t for r in asked for t in [*r.get("told", []), r["text"]]]


def _refund(sku: str, quantity: int, cents: int, needs_human: bool = False) -> dict:
    return decision_on(sku, quantity=quantity, cents=cents, needs_human=needs_human)


SATCHEL = _order(("SAT-1", "Waxed canvas satchel", 1, 8800))
TEAPOT = _order(("TEA-1", "Glass teapot with infuser", 1, 4200), ("CUP-2", "Glass cup", 2, 900))


# --- a named part of one item ------------------------------------------------------------------------

@pytest.mark.parametrize("order,text,part", [
    (SATCHEL, "One strap snapped off on the first day, but the bag itself is fine. Can you help?", "strap"),
    (SATCHEL, "The buckle on my satchel snapped, otherwise it's perfect.", "buckle"),
    (TEAPOT, "The infuser of the glass teapot came cracked, the teapot itself is fine.", "infuser"),
])
def test_a_part_of_one_item_said_damaged_while_the_item_is_fine_is_a_part(order, text, part):
    said = part_of_unit(order, order["lines"][0], _texts(_asked(text, order)))
    assert part in said.lower()


@pytest.mark.parametrize("description,text", [
    ("Electric kettle, cream", "The kettle arrived with the lid hinge snapped."),
    ("Desk lamp, white", "The desk lamp's shade arrived crushed."),
    ("Ceramic table lamp", "The ceramic lamp is cracked right across its base, please refund it."),
    ("Trail daypack, 28 L", "The daypack has a torn shoulder strap, the stitching has come away."),
    ("Waxed canvas satchel", "The satchel came with a scuff, the strap is fine."),
])
def test_a_damaged_part_that_makes_the_item_damaged_is_the_item(description, text):
    order = _order(("L-1", description, 1, 5000))
    assert part_of_unit(order, order["lines"][0], _texts(_asked(text, order))) == ""


def test_a_part_word_that_is_another_line_of_the_order_is_that_line_not_a_part():
    order = _order(("LMP-1", "Brass floor lamp", 1, 13900), ("SHD-1", "Linen drum shade", 1, 3600))
    texts = _texts(_asked("The floor lamp works fine, but its drum shade is dented. Could you sort that?", order))
    assert [part_of_unit(order, line, texts) for line in order["lines"]] == ["", ""]


def test_the_guard_refuses_the_whole_item_for_a_part_and_admits_only_a_partial_amount_a_person_approves():
    asked = _asked("One strap snapped off on the first day, but the bag itself is fine. Please refund it.", SATCHEL)
    whole = guards.check_lines(_refund("SAT-1", 1, 8800), SATCHEL, [], asked)
    assert whole.passed is False and "strap" in " ".join(whole.inputs["problems"])
    assert guards.check_lines(_refund("SAT-1", 1, 1500, needs_human=True), SATCHEL, [], asked).passed is True
    assert guards.check_lines(_refund("SAT-1", 1, 8800, needs_human=True), SATCHEL, [], asked).passed is False


# --- a count set apart from the claim ----------------------------------------------------------------

MUGS = _order(("MUG-5", "Speckled stoneware mug", 5, 1400))
BOWLS = _order(("BWL-8", "Porcelain rice bowl", 8, 1100))


@pytest.mark.parametrize("order,text,count", [
    (MUGS, "We had 8 of these mugs from you in the spring, so I ordered five more. This time 3 of the 5 came chipped.", 3),
    (MUGS, "I purchased 12 of those for the café last year. Now 2 of the 5 I got this week have cracks.", 2),
    (BOWLS, "You covered two bowls for me already. Today I found one more chipped, not either of the two from before.", 1),
    (BOWLS, "Another one turned up with a hairline crack, other than the three you already sorted.", 1),
])
def test_a_count_of_an_earlier_purchase_or_of_units_set_apart_is_not_the_count_claimed(order, text, count):
    assert units_stated(order, order["lines"][0], _texts(_asked(text, order))).at_most == count


def test_the_guard_holds_a_refund_to_the_units_claimed_not_to_the_units_bought_before():
    asked = _asked("We had 8 of these mugs from you in the spring, so I ordered five more. This time 3 of the 5 came chipped. "
                   "Refund the chipped ones please.", MUGS)
    result = guards.check_lines(_refund("MUG-5", 5, 7000), MUGS, [], asked)
    assert result.passed is False and "the ticket says 3" in " ".join(result.inputs["problems"])
    assert guards.check_lines(_refund("MUG-5", 3, 4200), MUGS, [], asked).passed is True


def test_the_guard_holds_another_one_to_one_unit_beside_a_negated_pair():
    asked = _asked("You covered two bowls for me already. Today I found one more chipped, not either of the two from before. "
                   "Could that one be refunded?", BOWLS)
    assert guards.check_lines(_refund("BWL-8", 2, 2200), BOWLS, [], asked).passed is False
    assert guards.check_lines(_refund("BWL-8", 1, 1100), BOWLS, [], asked).passed is True

