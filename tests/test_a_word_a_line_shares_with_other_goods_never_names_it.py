"""A word of a line's name that is not what the line is (its material, its maker, its colour) does not name the line
when the sentence tells of other goods: "The dutch oven I got from you last week has a crack right through the enamel"
paid $15.12 for the "Enamel camp mug" beside a cast iron casserole, though the next sentence said the mug was fine, and
the casserole went unmentioned (blind round ver21a, V21-07). Now the enamel is the oven's, for the offline agent and
the guard alike; with the mug called fine, the casserole is the one line left, and a model proposing the mug is refused.
A line named by what it is ("the enamel mug"), or by its material in a clause telling of nothing else ("the enamel is
chipped"), is named as before. Wording written for these tests."""

import pytest

from runs.guards import check_line_in_ticket
from runs.shop.models import Refund
from runs.ticket_lines import lines_in_clauses
from tests.guard_fixtures import checks_named, handed_to_a_person, order_of, proposed_by_a_model, requests_read
from tests.runtime_world import delivered_order, offline_run, small_shop

pytestmark = pytest.mark.django_db

COOKWARE = order_of(("CAS", "Cast iron casserole 5.2L, Marseille blue", 1, 8900), ("MUG", "Enamel camp mug, blue", 1, 1400), ref="SU-1")
FURNITURE = order_of(("TBL", "Oak side table", 1, 12900), ("LMP", "Ceramic table lamp", 1, 4900), ref="SU-2")
KITCHEN = order_of(("TAB", "Linen tablecloth", 1, 5000), ("JAR", "Glass storage jar", 1, 2500), ("PIE", "Enamel pie dish", 1, 3500), ref="SU-3")


@pytest.mark.parametrize("text", [
    "(P.S. my enamel kettle cracked too this week, but it's ten years old so no complaints there!)",
    "Also kind of funny timing, the glass panel in our front door got cracked the same day when the wind slammed it.",
    "our old glass coffee table got a chip in it during the move lol",
    "ps the enamel sign my dad made fell off the wall, nothing to do with you!",
    "Btw the linen curtains in the lounge faded ages ago, not your problem.",
])
def test_a_material_of_a_thing_no_line_is_names_no_line(text):
    assert lines_in_clauses(KITCHEN, text, []) == set()


@pytest.mark.parametrize("text,sku", [
    ("my glass jar arrived cracked", "JAR"),
    ("the glass one arrived chipped", "JAR"),
    ("glass smashed in transit, refund pls", "JAR"),
    ("the enamel dish came chipped on the rim", "PIE"),
    ("the linen came with a big stain on it", "TAB"),
])
def test_the_material_said_of_the_line_itself_still_names_it(text, sku):
    assert sku in lines_in_clauses(KITCHEN, text, [])


@pytest.mark.parametrize("order,text", [
    (COOKWARE, "The dutch oven I got from you last week has a crack right through the enamel on the inside, can't cook in it."),
    (COOKWARE, "my stockpot came with the enamel all cracked"),
    (COOKWARE, "The Dutch oven arrived chipped, the enamel is damaged near the rim"),
    (COOKWARE, "the casserole has a chip in the enamel"),
    (COOKWARE, "Our new cocotte has a hairline crack running through the blue enamel!!"),
    (FURNITURE, "the lamp has a crack in the ceramic"),
    (FURNITURE, "The bedside cabinet I bought arrived with the oak veneer lifting"),
])
def test_a_material_word_in_a_sentence_about_other_goods_names_no_line_of_that_material(order, text):
    skus = lines_in_clauses(order, text, [])
    assert "MUG" not in skus and "TBL" not in skus


@pytest.mark.parametrize("order,text,sku", [
    (COOKWARE, "The enamel mug arrived chipped.", "MUG"),
    (COOKWARE, "the enamel is chipped on the mug", "MUG"),
    (COOKWARE, "the enamel came off in big flakes", "MUG"),
    (COOKWARE, "The camp mug has a dent in it", "MUG"),
    (FURNITURE, "The oak arrived scratched and the lamp is fine", "TBL"),
    (FURNITURE, "The oak has a chip, the lamp is perfect", "TBL"),
    (FURNITURE, "the ceramic is cracked", "LMP"),
])
def test_a_line_named_by_what_it_is_or_by_its_material_alone_is_named(order, text, sku):
    assert sku in lines_in_clauses(order, text, [])


TICKET = ("The dutch oven I got from you last week has a crack right through the enamel on the inside, can't cook in it. "
          "Please refund it. The little mug that came with the order is fine.")


def test_the_guard_refuses_the_mug_called_fine_for_a_crack_in_the_dutch_ovens_enamel():
    asked = requests_read(TICKET, COOKWARE)
    mug = {"case_type": "damaged_item", "action": "refund", "amount_cents": 1512, "lines": [{"sku": "MUG", "quantity": 1}]}
    casserole = {"case_type": "damaged_item", "action": "refund", "amount_cents": 9612, "lines": [{"sku": "CAS", "quantity": 1}]}
    assert not check_line_in_ticket(mug, COOKWARE, asked).passed
    result = check_line_in_ticket(casserole, COOKWARE, asked)
    assert result.passed and result.inputs["named"][0]["words"] == ["the one line not declined or called fine"]


@pytest.mark.parametrize("subject", ["Cracked enamel", "enamel chipped", "Damaged"])
def test_a_subject_line_naming_only_the_material_claims_no_line_called_fine(subject):
    asked = requests_read(f"{subject}\n{TICKET}", COOKWARE)
    mug = {"case_type": "damaged_item", "action": "refund", "amount_cents": 1512, "lines": [{"sku": "MUG", "quantity": 1}]}
    assert not check_line_in_ticket(mug, COOKWARE, asked).passed


@pytest.fixture
def world(settings):
    maya, house = small_shop(settings)
    lines = [("CAS-52", "Cast iron casserole 5.2L, Marseille blue", 1, 8900), ("MUG-EN", "Enamel camp mug, blue", 1, 1400)]
    for ref in ("SU-68001", "SU-68002", "SU-68003", "SU-68004"):
        delivered_order(ref, maya, house, lines)


def test_offline_the_casserole_is_paid_for_a_crack_in_the_dutch_ovens_enamel_and_the_fine_mug_is_not(world):
    offline_run(TICKET, "SU-68001", subject="Cracked enamel")
    assert [(r.amount_cents, r.covers[0]["sku"]) for r in Refund.objects.filter(order__ref="SU-68001")] == [(8900, "CAS-52")]


def test_offline_the_enamel_mug_named_is_still_refunded(world):
    offline_run("hi the enamel mug came with a big dent in the side, the casserole is perfect. refund the mug pls", "SU-68002")
    assert [r.covers[0]["sku"] for r in Refund.objects.filter(order__ref="SU-68002")] == ["MUG-EN"]


def test_offline_a_crack_in_other_goods_enamel_with_nothing_called_fine_goes_to_a_person(world):
    run = offline_run("My stockpot came with the enamel cracked right across the base. Refund please.", "SU-68003")
    assert Refund.objects.filter(order__ref="SU-68003").count() == 0 and handed_to_a_person(run)


def test_scripted_the_mug_proposed_for_the_dutch_oven_is_refused_twice(world):
    run = proposed_by_a_model(TICKET, "SU-68004", "damaged_item",
                              {"action": "refund", "lines": [{"sku": "MUG-EN", "quantity": 1}], "amount_cents": 1400, "reason": "enamel cracked"},
                              subject="Cracked enamel")
    assert Refund.objects.filter(order__ref="SU-68004").count() == 0
    assert [c["passed"] for c in checks_named(run, "line_in_ticket")] == [False, False]
