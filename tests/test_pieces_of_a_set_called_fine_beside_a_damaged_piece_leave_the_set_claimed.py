"""Pieces of one set called fine beside another piece told damaged ("the plates are lovely and the bowls are fine, but
one of the mugs has a crack" of one "Stoneware dinner set (plates, bowls, mugs)") do not call the set fine: the set is
the claim's line, and the damaged piece, a part of a unit sold as one, goes to a person naming the set. It was read as
the set called fine, so the one other line left on the order (the napkins, the tea) was taken for the claim, twice
proposed, and named to the person and the customer. Lines of their own praised beside a damaged line, and a set whose
pieces are all said fine, are unchanged. Wording written for these tests."""

import pytest

from runs.shop.models import Refund
from runs.ticket_lines import said_to_be_fine
from tests.guard_fixtures import charged_order, checks_named, handed_to_a_person, lines_asked, proposed_by_a_model
from tests.runtime_world import delivered_order, offline_run, small_shop

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("set_line, other, text", [
    ("Stoneware dinner set (plates, bowls, mugs)", "Linen napkins, set of 4",
     "The plates are lovely and the bowls are fine, but one of the mugs has a crack down the side."),
    ("Bathroom set (soap dish, tumbler, toothbrush holder)", "Cotton bath mat",
     "soap dish perfect, tumbler ok, but the toothbrush holder arrived snapped in two"),
    ("Cruet set (salt shaker, pepper mill, tray)", "Olive oil 500ml",
     "The salt shaker is fine but the pepper mill has a split running down the wood."),
    ("Desk set (pen pot, letter tray, stapler)", "Notebook A5",
     "pen pot is great and arrived fine; the letter tray though came cracked along one edge"),
    ("Garden tool set (trowel, fork, pruners)", "Galvanised watering can",
     "Trowel and fork both fine. The pruners however were bent at the blade when I unwrapped them."),
])
def test_a_piece_told_damaged_beside_pieces_called_fine_claims_the_set(set_line, other, text):
    order = charged_order(("SET", set_line, 1, 6000), ("OTHER", other, 1, 900))
    assert lines_asked(order, f"About my order\n{text}") == ["SET"]


@pytest.mark.parametrize("lines, text, fine", [
    ((("POT", "Porcelain teapot", 1, 4000), ("JUG", "Porcelain milk jug", 1, 1500)),
     "The teapot is fine, but the milk jug has a chip in the spout.", {"POT"}),
    ((("SET", "Porcelain tea set (teapot, milk jug, sugar bowl)", 1, 7200), ("TEA", "Loose leaf tea, Assam 250g", 1, 900)),
     "The tea set is perfect but the bag of Assam arrived split open.", {"SET"}),
    ((("SET", "Porcelain tea set (teapot, milk jug, sugar bowl)", 1, 7200),),
     "The milk jug is perfect and the teapot is fine too.", {"SET"}),
    ((("SET", "Stoneware dinner set (plates, bowls, mugs)", 1, 6000),),
     "The plates survived, the bowls are fine.", {"SET"}),
])
def test_lines_of_their_own_or_a_set_all_said_fine_are_still_fine(lines, text, fine):
    assert said_to_be_fine(charged_order(*lines), text) == fine


def test_a_line_of_its_own_called_fine_beside_a_damaged_line_is_not_claimed():
    order = charged_order(("POT", "Porcelain teapot", 1, 4000), ("JUG", "Porcelain milk jug", 1, 1500))
    assert lines_asked(order, "About my order\nThe teapot is gorgeous, but the milk jug has a chip in the spout.") == ["JUG"]


@pytest.fixture
def world(settings):
    maya, house = small_shop(settings)
    delivered_order("SU-67401", maya, house, [("SET", "Stoneware dinner set (plates, bowls, mugs)", 1, 6000),
                                              ("NAP", "Linen napkins, set of 4", 1, 900)])


def test_offline_the_set_goes_to_a_person_named_and_the_other_line_is_never_proposed(world):
    run = offline_run("Hello! The dinner set came on Monday. The plates are lovely and the bowls are fine, but one of the mugs has a "
                      "crack right down the side. What can you do? The napkins are nice too.", "SU-67401", subject="dinner set")
    assert Refund.objects.count() == 0 and handed_to_a_person(run)
    told = " ".join(run.escalations.values_list("open_item", flat=True)) + " " + " ".join(run.subtasks.values_list("goal", flat=True))
    assert "napkin" not in told.lower() and "dinner set" in told.lower()
    assert not checks_named(run, "line_in_ticket")  # nothing proposed on the napkins


def test_a_model_paying_the_napkins_for_the_mug_of_the_set_is_refused(world):
    run = proposed_by_a_model("The plates are lovely and the bowls are fine, but one of the mugs has a crack right down the side.",
                              "SU-67401", "damaged_item",
                              {"action": "refund", "amount_cents": 900, "lines": [{"sku": "NAP", "quantity": 1}], "reason": "damaged"})
    checks = checks_named(run, "line_in_ticket")
    assert checks and not any(c["passed"] for c in checks)
    assert Refund.objects.count() == 0 and handed_to_a_person(run)
