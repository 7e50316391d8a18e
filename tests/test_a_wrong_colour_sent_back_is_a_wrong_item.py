"""Goods that came in another colour than ordered, sent back in the same breath ("The towels I ordered in sage came in
bright lime green, so they need to go back.", ver30a V30-31), are a wrong item, whose remedy is their return: the
return words were read as a change of mind. Two shades of one family both named by their shade ("sage" and "lime
green") are told apart by the customer; a plain colour on one side, the customer's own pick, or goods that came as
ordered are read as before. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.wrong_colour_sent_back import shades_apart
from tests import fresh_cases as fc

WRONG_SENT_BACK = [
    "The towels I ordered in sage came in bright lime green, so they need to go back.",
    "Ordered sage towels, got lime green ones, they're going back.",
    "the throw i ordered in navy came in cobalt so it's going back",
    "My cushions ordered in cream arrived in ivory, I'll be sending them back.",
    "Ordered the mugs in olive but they came in mint - sending them back please.",
    "The rug we ordered in charcoal came in slate, so we'd like to return it.",
]
AS_BEFORE = [
    ("I ordered them in lime by mistake, so they need to go back.", "change_of_mind"),
    ("The towels came in sage as ordered, but they're too thin, so they're going back.", "change_of_mind"),
    ("Ordered navy, got blue, so it's going back.", "change_of_mind"),
]


def _kinds(text):
    return [k for s in read_ticket(f"Order SU-70501\n{text}").sentences if s.role == "request" for k in s.kinds]


@pytest.mark.parametrize("text", WRONG_SENT_BACK)
def test_another_colour_sent_back_is_a_wrong_item(text):
    kinds = _kinds(text)
    assert "wrong_item" in kinds and "change_of_mind" not in kinds, kinds


@pytest.mark.parametrize("text, kind", AS_BEFORE)
def test_the_customers_pick_or_a_plain_colour_stays_a_change_of_mind(text, kind):
    assert _kinds(text) == [kind]


def test_shades_apart_only_when_both_sides_name_a_shade():
    assert shades_apart("sage", "bright lime green") and shades_apart("navy", "cobalt")
    assert not shades_apart("green", "forest green") and not shades_apart("navy", "blue") and not shades_apart("sage", "sage green")


@pytest.mark.django_db
def test_the_wrong_colour_is_taken_back_as_a_wrong_item(tmp_path):
    towels = [fc.line("TW-SG", "Bath towel, sage", 1900, 2)]
    bodies = ["The towels I ordered in sage came in bright lime green, so they need to go back.",
              "hi, ordered sage towels but got lime green ones. they'll be going back"]
    cases = [fc.case(f"WC-{i}", body, towels, ref=f"SU-7200{i}", intents=["wrong_item"],
                     expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "TW-SG"}]})
             for i, body in enumerate(bodies, start=1)]
    fc.assert_all_pass(tmp_path, cases)
