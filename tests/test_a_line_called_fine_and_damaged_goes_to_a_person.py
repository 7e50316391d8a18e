"""A line the ticket calls fine in one sentence and damaged in another (a P.S., the next paragraph, either order), or a
claim the customer takes back on a second look, is never paid: the guard's `line_not_fine_and_damaged` refuses
it and the offline agent hands both sentences to a person. Near-misses still pay: the fine goods and the damaged ones
are different lines, the fine words were a first look ("looked fine in the box"), or the damage was found after a fine
first impression ("When I lifted it out, the handle came off"). Wording written for these tests (runs/contradicted_lines.py)."""

import pytest

from runs import guards
from runs.contradicted_lines import CHECK, contradiction_check, contradictions
from runs.models import Run
from runs.shop.models import Refund
from tests.guard_fixtures import decision_on, order_of, requests_read
from tests.runtime_world import delivered_order, more_policies, offline_run, small_shop

_ORDER = order_of(("BOWL", "Stoneware serving bowl", 1, 4200), ("MATS", "Cotton placemats, set of 4", 1, 2400),
                  ("MUG", "Enamel mug", 1, 1400), ("LID", "Glass storage jar lid", 1, 900), ("JUG", "Milk jug", 1, 1800),
                  ("JAR", "Glass storage jar", 1, 2200))


def _found(body: str, sku: str) -> list[dict]:
    return contradictions(decision_on(sku), _ORDER, requests_read(body, _ORDER))


CONTRADICTED = [
    ("Hello! The serving bowl arrived in perfect condition - really well packed, not a scratch on it - and the placemats are lovely too. "
     "Very happy with everything.\n\nLucas\n\nP.S. please refund the serving bowl, it is damaged.", "BOWL"),
    ("The serving bowl arrived in perfect condition, not a scratch on it.\n\nPlease refund the serving bowl, it is damaged.\n\nLucas", "BOWL"),
    ("Everything arrived. The placemats are flawless, really nice quality.\n\nLucas\n\nP.S. please refund the placemats, they came torn.", "MATS"),
    ("the milk jug got here in one piece, no damage at all!! oh and can u refund the milk jug its broken", "JUG"),
    ("Jug: perfect. Refund the jug please - it came chipped.", "JUG"),
    ("The enamel mug is immaculate, love the colour.\n\nThe mug is dented on one side, could you refund it?", "MUG"),
]
TAKEN_BACK = [
    ("I would like a refund for the enamel mug, which arrived dented. For the record, the mug itself is pristine and I'm very pleased with it.", "MUG"),
    ("Please refund the serving bowl, it is damaged. Having looked again, the serving bowl is in perfect condition, not a scratch.", "BOWL"),
    ("The milk jug arrived with a crack, refund please.\n\nUPDATE: looked at it properly in daylight, the jug is in perfect condition - no crack at all.", "JUG"),
]
STILL_CLAIMS = [
    # different lines
    ("The jar is fine but the lid is cracked, please refund the lid.", "LID"),
    ("The serving bowl is fine. The placemats arrived torn though, refund the placemats please.", "MATS"),
    ("Everything else is perfect, only the jug is chipped. Refund the jug please.", "JUG"),
    ("The placemats are flawless. The serving bowl came chipped, please refund it.", "BOWL"),
    # some units of the line fine, others not
    ("Two of the mugs are flawless. The other enamel mug came dented, please refund that one.", "MUG"),
    # a first look, then damage found
    ("The mug looked fine in the box but when I lifted it the handle came off. Refund please.", "MUG"),
    ("The enamel mug seemed perfect at first. When I took it out of the wrapping there was a big dent on the base, please refund the mug.", "MUG"),
    ("The mug arrived fine. But when I picked it up the handle came clean off, can I get a refund for the mug?", "MUG"),
    ("The serving bowl arrived in perfect condition, or so it looked. On closer inspection there's a hairline crack, please refund the bowl.", "BOWL"),
]


@pytest.mark.parametrize("body, sku", CONTRADICTED)
def test_a_line_called_fine_and_claimed_in_another_sentence_is_held(body, sku):
    found = _found(body, sku)
    assert [c["sku"] for c in found] == [sku]
    assert not found[0]["taken_back"]
    check, passed, inputs, incident = contradiction_check(decision_on(sku), _ORDER, requests_read(body, _ORDER))
    assert (check, passed) == (CHECK, False)
    assert found[0]["fine"] in inputs["says"][0] or found[0]["fine"][:60] in inputs["says"][0]


@pytest.mark.parametrize("body, sku", TAKEN_BACK)
def test_a_claim_taken_back_on_a_second_look_is_held_and_read_as_taken_back(body, sku):
    found = _found(body, sku)
    assert [c["sku"] for c in found] == [sku]
    assert found[0]["taken_back"]
    assert "takes it back" in contradiction_check(decision_on(sku), _ORDER, requests_read(body, _ORDER))[2]["says"][0]


def test_a_claim_taken_back_by_its_own_words_later_is_no_claim_before_any_line_check():
    # "my mistake" taking the claim back is read by the screener and the guard alike (POL-175,
    # runs/intents/problem_thought_not_so.taken_back_later): no claim is left for the line check to hold
    from runs.intents import read_ticket
    body = "Refund the milk jug pls, it arrived cracked.\n\nEdit: sorry, my mistake, the jug is perfectly fine."
    assert not any("damaged_item" in r.kinds for r in read_ticket(body).requests), read_ticket(body).as_payload()


@pytest.mark.parametrize("body, sku", STILL_CLAIMS)
def test_other_goods_fine_or_damage_found_after_a_first_look_still_claims(body, sku):
    assert _found(body, sku) == []
    assert contradiction_check(decision_on(sku), _ORDER, requests_read(body, _ORDER))[1]


def test_a_persons_edit_clears_it_and_the_check_has_its_incident():
    body, sku = CONTRADICTED[0]
    assert contradiction_check(decision_on(sku), _ORDER, requests_read(body, _ORDER), kind_set_by="lead1")[1]
    assert CHECK in guards.INCIDENTS and "$45.36" in guards.INCIDENTS[CHECK]


def test_a_change_of_mind_or_a_question_is_never_held_by_it():
    body, sku = CONTRADICTED[0]
    assert contradictions(decision_on(sku, kind="change_of_mind", action="return"), _ORDER, requests_read(body, _ORDER)) == []


@pytest.fixture
def bowl_order(settings):
    maya, house = small_shop(settings)
    more_policies("damaged_item")
    return delivered_order("SU-72951", maya, house, [("BOWL-SV", "Stoneware serving bowl", 1, 4200), ("MAT-4", "Cotton placemats, set of 4", 1, 2400)])


@pytest.mark.django_db
@pytest.mark.parametrize("body", [
    "The serving bowl arrived in perfect condition - not a scratch on it - and the placemats are lovely too.\n\nMaya\n\nP.S. please refund the serving bowl, it is damaged.",
    "Please refund the serving bowl, it is damaged. Having looked again, the serving bowl is in perfect condition, not a scratch.",
])
def test_offline_hands_the_contradiction_to_a_person_naming_both_sentences(bowl_order, body):
    run = offline_run(body, "SU-72951", subject="bowl")
    assert not Refund.objects.filter(order__ref="SU-72951").exists()
    assert run.outcome != Run.Outcome.RESOLVED
    items = [e.open_item for e in run.escalations.all()]
    assert any("bowl" in i and "perfect condition" in i and "damaged" in i for i in items), items


@pytest.mark.django_db
def test_offline_still_pays_damage_found_after_a_fine_first_look(bowl_order):
    offline_run("The serving bowl looked fine in the box but when I lifted it out there was a big crack along the base. Please refund the bowl.",
                "SU-72951", subject="bowl")
    assert [r.amount_cents for r in Refund.objects.filter(order__ref="SU-72951")] == [4200]  # the bowl, no tax on this order
