"""Three readers merged together took sentences that are not theirs (fixa29):
- restatements.py folded a sum left to judgement ("refund whatever you think is fair"), money taken in error beside no
  double charge, and a refund asked under a threat of the law ("or I'm taking legal action") into the claim beside them:
  each adds something a person must answer, so each stays an `other` request;
- asks_told_as_statements.py reopened the same ask told again ("send them or tell me what happened", asked_again.py) and
  a question quoted from the shop's earlier mail ("> Could you confirm what the two payments are for?");
- parcel_status.py read a place on the goods ("a patch where the glaze is thin") as asking where a parcel is.
Near-misses: a bare "please refund it" beside a claim still folds, a wish to know still asks, an indirect where-question
still asks. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.parcel_status import asks_where_parcel
from tests.readings import shown as _shown

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("body", [
    "The vase arrived smashed. Refund whatever you feel is right.",
    "Charged twice for my kettle. Pls refund what u think is fair.",
    "The rug has a stain. Just refund whatever seems reasonable to you.",
    "The rug arrived torn. Please refund whatever was charged by mistake.",
    "Double charged for the throw!! Refund it today or we will take legal action.",
    "The mug was chipped. refund it now or I'll see you in small claims court",
    "The blender arrived dead. Refund me today or I'm contacting trading standards.",
])
def test_a_sum_left_to_judgement_or_a_threat_beside_a_claim_stays_a_request(body):
    reading = read_ticket(f"About my order\n{body}")
    assert "other" in reading.intents, _shown(reading)
    assert not any(s.restates for s in reading.sentences), _shown(reading)


@pytest.mark.parametrize("body", [
    "The vase arrived smashed. Please refund it.",
    "Charged twice for the kettle. Refund it please.",
])
def test_money_asked_again_with_nothing_added_still_folds(body):
    reading = read_ticket(f"About my order\n{body}")
    assert "other" not in reading.intents, _shown(reading)


@pytest.mark.parametrize("body", [
    "where r the rest of them?? send them or tell me what happened",
    "Where is the rest of my order?? Send it or tell me what happened.",
])
def test_the_same_ask_told_again_stays_one_request(body):
    reading = read_ticket(f"Question\nOrder SU-81701. {body}")
    assert [s.kinds for s in reading.requests] == [["other"]], _shown(reading)


def test_a_question_quoted_from_the_shop_stays_context():
    reading = read_ticket("Re: order SU-70111\n\nBoth charges were for the same lamp, refund one please.\n\n"
                          "On Mon, Nov 16, 2026 Sundry Support wrote:\n> Could you tell me what the two payments are for?\n")
    assert reading.intents == ["duplicate_charge"], _shown(reading)


def test_a_wish_to_know_beside_a_claim_still_asks():
    reading = read_ticket("The kettle arrived dented, refund please. Also let me know if the return postage is free.")
    assert "other" in reading.intents, _shown(reading)


@pytest.mark.parametrize("text", [
    "The serving bowl has a patch where the glaze is thin.",
    "There's a spot where the paint is chipped on the tray.",
    "the corner where the seams are loose is fraying",
])
def test_a_place_on_the_goods_asks_no_parcel_status(text):
    assert not asks_where_parcel(text)


@pytest.mark.parametrize("text", [
    "wondering where my order is, tracking hasnt moved",
    "not sure where my parcel is at the moment",
    "Just checking where the lamp is - thanks",
    "no idea where my rug has got to",
])
def test_an_indirect_where_question_still_asks(text):
    assert asks_where_parcel(text)
