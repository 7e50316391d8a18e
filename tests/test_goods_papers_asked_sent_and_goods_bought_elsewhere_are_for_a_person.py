"""Three asks read as claims on the order's goods (wishes-stated): the goods' papers asked sent, their paper copy told
missing ("I will also need the assembly instructions emailed as the paper copy was missing": the dish rack's damage
refund was held as a part missing), goods bought elsewhere that do not fit ("the replacement bulb I bought separately
doesn't fit - which bulb type does the lamp take?": a change-of-mind return of the lamp), and a seam told before its
fault ("came with a loose seam, a refund would be great": no damage read, the ticket held whole). Wording written for
these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.goods_bought_elsewhere import ELSEWHERE_WHY
from runs.intents.papers_asked_sent import PAPERS_ASKED_WHY
from tests.fresh_cases import case, line, run


def _read(body):
    return read_ticket("My order\n" + body, order_ref="SU-70001")


def _last(body):
    """The sentence of the body that carries a kind (its first clause when the reading splits it), else its last."""
    said = [s for s in _read(body).sentences if s.index > 0]
    return next((s for s in reversed(said) if s.kinds), said[-1])


@pytest.mark.parametrize("sentence", [
    "I will also need the assembly instructions emailed as the paper copy was missing.",
    "The instructions were missing, could you email them?",
    "no manual in the box - pls send me a pdf",
    "Kindly e-mail the user guide, as the printed one was not included.",
    "the fitting instructions didnt come, can u send a link",
    "Also need the instruction leaflet resent, there was none in the parcel.",
])
def test_papers_asked_sent_are_for_a_person(sentence):
    s = _last("The shelf arrived dented on one side, please refund it. " + sentence)
    assert s.kinds == ["other"] and s.why == PAPERS_ASKED_WHY, _read(sentence).sentences


@pytest.mark.parametrize("sentence", [
    "The instructions were missing but I found them online.",
    "The screws were missing, could you send them?",
    "The manual was missing and the shelf is dented, refund please.",
])
def test_papers_found_parts_and_damage_are_not_papers_asked(sentence):
    assert _last(sentence).why != PAPERS_ASKED_WHY


@pytest.mark.parametrize("sentence", [
    "I'm only writing because the replacement bulb I bought separately doesn't fit - which bulb type does the lamp take?",
    "The bulb I got from the hardware store doesn't fit, what size does the lamp need?",
    "the cover we bought on amazon wont go over the cushion?? what size is it",
    "A shade I purchased elsewhere is too small for the base. Which fitting is it please?",
    "the filter i picked up at a local shop doesnt fit the jug",
    "Sir, the battery I buyed from other store is not working in the clock, which type it need?",
])
def test_goods_bought_elsewhere_are_no_claim_on_the_order(sentence):
    s = _last(sentence)
    assert s.kinds == ["other"], _read(sentence).sentences


@pytest.mark.parametrize("sentence", [
    "I bought the lamp in March and it's cracked.",
    "The bulb I bought from you doesn't fit the lamp.",
    "I bought it on your site and it arrived scratched.",
])
def test_goods_of_the_shop_keep_their_reading(sentence):
    assert _last(sentence).why != ELSEWHERE_WHY


@pytest.mark.parametrize("sentence", [
    "Bath mat came with a loose seam, a refund would be great.",
    "the cushion has a split seam down the back. refund pls",
    "Arrived with popped seams on both arms, I'd like my money back.",
    "The jeans have a ripped seam at the knee, please refund them.",
    "tote bag came w a busted seam, money back pls",
    "There is an open seam along the hem; kindly refund me.",
])
def test_a_seam_told_before_its_fault_is_damage(sentence):
    assert "damaged_item" in _last(sentence).kinds, _read(sentence).sentences


@pytest.mark.django_db
def test_the_claim_is_paid_beside_the_papers_and_the_lamp_goes_to_a_person(tmp_path):
    rack = [line("DR-1", "Dish rack", 2800)]
    lamp = [line("LP-1", "Bedside lamp", 4500)]
    paid = [{"amount_cents": 3024, "source": "platform"}]
    cases = [
        case(f"PAPERS-{n}", f"The dish rack from SU-7130{n} arrived dented on one side, please refund it. {ask}", rack, ref=f"SU-7130{n}",
             intents=[{"kind": "damaged_item", "quote": "arrived dented on one side, please refund it"}, {"kind": "other", "quote": ask}],
             expected={"outcome": "partial", "refunds": paid, "escalations": [{"item": word}]})
        for n, (ask, word) in enumerate([("I will also need the assembly instructions emailed as the paper copy was missing.", "instructions"),
                                         ("no manual in the box - pls send me a pdf", "manual")])]
    cases += [
        case(f"ELSE-{n}", f"Hi, about SU-7140{n}. {ask}", lamp, ref=f"SU-7140{n}", intents=[{"kind": "other", "quote": ask}],
             expected={"outcome": "escalated", "refunds": [], "escalations": [{"item": word}]})
        for n, (ask, word) in enumerate([("The bulb I got from the hardware store doesn't fit, what size does the lamp need?", "bulb"),
                                         ("A shade I purchased elsewhere is too small for the base. Which fitting is it please?", "shade")])]
    cases += [case("SEAM-0", "Cushion from SU-71500 came with a loose seam, a refund would be great.", [line("CU-1", "Cushion", 2500)],
                   ref="SU-71500", intents=[{"kind": "damaged_item", "quote": "came with a loose seam"}],
                   expected={"outcome": "resolved", "refunds": [{"amount_cents": 2700, "source": "platform"}]})]
    got = run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert [c["id"] for c in cases if not got[c["id"]]["passed"]] == [], {c["id"]: got[c["id"]]["differences"] for c in cases}
