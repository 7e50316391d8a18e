"""Whose order, when the ticket does not number it: the order given in the ticket's field is no order of the
requests when the words disown it ("I typed the wrong order number in the box above", "I picked the wrong order
in the dropdown"), and the number the body gives instead, or else the one of the customer's orders whose lines
alone hold the goods the requests name, is the run's (V20C-03 had returned the old order's kettle nobody asked
about and sent the toaster owed to a person; V20A-01 and V20A-31 had sent a lamp and a bookend owed to a person
with "2 orders match and the ticket names none of them"). Goods on several of the orders, or on none, still go to
a person with nothing paid; a field's order not disowned is still the run's. Wording written for these tests."""

import pytest

from runs.intents.read import read_ticket
from runs.models import Run
from runs.sentences import form_ref_disowned
from runs.shop import models as shop
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, small_shop, start, ticket, walk_until_pause


@pytest.mark.parametrize("text", [
    "Sorry, I typed the wrong order number in the box above, I copied it from an old email.",
    "Hello, I think I picked the wrong order in the dropdown.",
    "the order number on the form is wrong, sorry about that",
    "Please ignore the order number above, it's from last year.",
    "i put the wrong number in the order box lol",
    "Put the wrong order no. in the form, apologies!",
    "I chose the wrong order from the menu when I filled this in.",
])
def test_the_fields_order_disowned_in_words(text):
    assert form_ref_disowned(text)


@pytest.mark.parametrize("text", [
    "I ordered the wrong size, my mistake.",
    "You sent the wrong order, this isn't mine.",
    "The wrong item came in the box.",
    "I placed the wrong order by mistake and want to send it back.",
    "the wrong one was in the box",
    "the wrong order came in the box",
    "I gave the wrong number to the driver.",
    "I picked the wrong colour in the dropdown, silly me.",
])
def test_goods_or_a_choice_called_wrong_disown_no_field(text):
    assert not form_ref_disowned(text)


@pytest.mark.parametrize("text", [
    "Sorry, I typed the wrong order number in the box above. The lamp base arrived cracked.",
    "I put the wrong order number in the form, sorry! The lamp base arrived cracked.",
])
def test_the_sentence_disowning_the_field_is_no_request_and_no_change_of_mind(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert reading.intents == ["damaged_item"]
    assert [s.kinds for s in reading.requests] == [["damaged_item"]]


def test_a_change_of_mind_told_beside_a_dropdown_is_still_one():
    reading = read_ticket("I picked the wrong size in the dropdown, my mistake. Can I send it back?", order_ref="SU-1")
    assert "change_of_mind" in reading.intents


@pytest.fixture
def ines(settings):
    _, house = small_shop(settings)
    customer = shop.Customer.objects.create(ref="C-INES", name="Ines Duarte", email="ines@example.com")
    delivered_order("SU-64101", customer, house, [("MUG-4", "Stoneware mug", 4, 1250)])
    delivered_order("SU-64102", customer, house, [("LMP-C", "Ceramic table lamp", 1, 6400)])
    delivered_order("SU-64103", customer, house, [("KTL-G", "Gooseneck kettle", 1, 5200), ("TST-2", "Two-slice toaster", 1, 4500)])
    return customer


def _walk(body: str, order_ref: str = "", subject: str = "About my order") -> Run:
    return walk_until_pause(start(ticket(body, ref="T-" + str(abs(hash(body)) % 10**6), order_ref=order_ref,
                                         email="ines@example.com", subject=subject)))


def _paid() -> list[tuple[str, int]]:
    return sorted(Refund.objects.values_list("order__ref", "amount_cents"))


@pytest.mark.django_db
@pytest.mark.parametrize("body, order_ref", [
    ("The table lamp arrived with a crack right through the base. Refund please.", ""),
    ("hi lamp came smashed, base in 2 bits. money back pls", ""),
    ("Good afternoon. I regret to say the ceramic lamp was cracked when I unpacked it. I would like a refund.", ""),
    ("Wrong order in the dropdown, sorry. The ceramic lamp I got is cracked down the base - refund please.", "SU-64101"),
    ("I typed the wrong order number in the box above! The lamp came with a big crack, can I have my money back?", "SU-64101"),
])
def test_the_order_whose_lines_alone_hold_the_goods_is_paid(ines, body, order_ref):
    run = _walk(body, order_ref)
    assert run.order_ref == "SU-64102"
    assert _paid() == [("SU-64102", 6400)]


@pytest.mark.django_db
def test_the_number_the_body_gives_for_a_disowned_field_is_the_runs(ines):
    run = _walk("Sorry, I typed the wrong order number in the box above. The right one is SU-64103. The toaster arrived dented and "
                "won't toast; the kettle is fine. Refund for the toaster please.", "SU-64101")
    assert run.order_ref == "SU-64103"
    assert _paid() == [("SU-64103", 4500)]
    assert not run.escalations.exists()


@pytest.mark.django_db
@pytest.mark.parametrize("body, order_ref", [
    # goods on none of the customer's orders: nobody can tell which, nothing paid
    ("The vase arrived cracked, refund please.", ""),
    # goods on two of them: a mug and a lamp, told in one ticket naming no order
    ("The lamp arrived cracked and one of the mugs is chipped too. Refund please.", ""),
    # the field's order disowned, no number given, the goods on none
    ("I picked the wrong order in the dropdown. The blender is broken, refund please.", "SU-64101"),
])
def test_goods_on_none_or_several_of_the_orders_go_to_a_person_with_nothing_paid(ines, body, order_ref):
    run = _walk(body, order_ref)
    assert _paid() == []
    assert run.escalations.exists()


@pytest.mark.django_db
def test_a_field_not_disowned_is_still_the_runs_and_goods_it_lacks_go_to_a_follow_up_on_their_own_order(ines):
    """The field's order stays the run's and never pays for a lamp it lacks; the lamp, on one order of the customer's
    alone, is handed to a follow-up run pinned to that order (runs/goods_of_another_order.py), which the same guards check."""
    from runs import follow_ups

    run = _walk("The table lamp arrived with a crack through the base. Refund please.", "SU-64101")
    assert run.order_ref == "SU-64101"
    assert not Refund.objects.filter(order__ref="SU-64101").exists()
    assert [follow_ups.handed_from(f)["order_ref"] for f in follow_ups.follow_ups_of(run)] == ["SU-64102"]
