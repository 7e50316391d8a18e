"""Another person's own unit of the same goods told only as a comparison ("My mum ordered one at the same time on her own
account and hers is fine", "my colleague bought the same teapot on her own order and hers is perfect") leaves the
customer's own claim on the order the ticket names a claim, paid by the rules (runs/intents/others_own_unit.py): neither
passed on for "another person" by the screener nor held by the guard as another person's line or as goods called fine.
And the units beside the one claimed called fine ("The other one's lid is stiff but it's fine", "The rest ... are fine")
never contradict the claim on the one (runs/fine_lines.py).

Near-misses: the claimed goods pointed back at as the person's ("She bought it on her own account") still go to a person;
a claim naming the goods as the person's stays theirs. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.others_own_unit import others_own_unit, without_others_units
from runs.fine_lines import lines_called_fine
from runs.others_lines import lines_of_others
from tests import fresh_cases as fc

COMPARED = [
    "My glass jug (SU-8101) arrived with the handle snapped. My mum ordered one at the same time on her own account and hers is fine. Refund mine please.",
    "The table lamp on SU-8102 came with the shade dented. My neighbour bought the same lamp from you on her own order and had the same problem. Refund for mine pls.",
    "the teapot from SU-8103 arrived with a cracked lid. my colleague got the same teapot on her own account and hers is perfect, so please refund mine",
    "Our kettle (SU-8104) turned up dented. My brother ordered an identical kettle through his own login and his arrived fine. Could we get a refund?",
    "SU-8105 - the vase came chipped on the rim, I'd like a refund for it. I thought I was charged twice but that was my husband's order for the same vase, so ignore that.",
    "My bowl from order SU-8106 arrived cracked!! My sister bought one too on her own account, hers came intact. Refund please.",
]


@pytest.mark.parametrize("text", COMPARED)
def test_the_own_claim_stays_a_claim(text):
    reading = read_ticket(text)
    assert "damaged_item" in reading.intents, [(s.text, s.kinds, s.why) for s in reading.sentences]
    assert not any(s.why.startswith("passed on for another person") for s in reading.sentences), [(s.text, s.why) for s in reading.sentences]


JUG = {"order_ref": "SU-8101", "lines": [fc.line("JUG-1", "Glass jug", 3000)]}


@pytest.mark.parametrize("told", [
    "My mum ordered one at the same time on her own account and hers is fine.",
    "My colleague ordered the same jug on her account last week and hers came perfect, so I think it's just bad luck.",
    "but my husband pointed out the second one was his order for the same jug, so ignore that bit.",
])
def test_the_guard_reads_no_other_persons_or_fine_line(told):
    assert others_own_unit(told)
    texts = ["My glass jug arrived with the handle snapped.", told, "Please refund mine."]
    assert lines_of_others(JUG, texts) == {} and lines_called_fine(JUG, texts) == {}


THEIRS = [
    "My daughter's jug came with a crack. She bought it on her own account.",
    "The jug came chipped. My neighbour bought it herself on her own account, not me.",
    "The jug turned up cracked. The jug is my flatmate's though - she bought it on her own account.",
    "My sister's jug came dented. She ordered the same one on her own account.",
]


@pytest.mark.parametrize("text", THEIRS)
def test_the_claimed_goods_told_as_theirs_still_go_to_a_person(text):
    assert "damaged_item" not in read_ticket(text).intents


def test_the_claimed_goods_pointed_back_at_are_no_unit_of_their_own():
    assert not others_own_unit("My neighbour bought it herself on her own account, not me.")
    assert not others_own_unit("She ordered it on her own account the same day.")
    assert without_others_units("The jug came cracked.") == "The jug came cracked."


BOTTLES = {"order_ref": "SU-8110", "lines": [fc.line("BTL-1", "Water bottle", 1900, 2)]}


@pytest.mark.parametrize("fine", [
    "The other one's lid is a bit stiff but it's fine.",
    "The rest have a slightly uneven glaze, which I assume is the handmade look, so they're fine.",
    "the others are a bit scuffed on the box but they're ok",
    "The remaining three look a little dusty, but they're fine.",
])
def test_the_units_beside_the_claimed_one_called_fine_hold_no_line(fine):
    assert lines_called_fine(BOTTLES, ["One bottle leaks.", fine]) == {}


@pytest.mark.parametrize("fine", ["Having looked again, it's fine.", "The bottle is fine actually.", "Sorry, it's fine, ignore me."])
def test_the_line_called_fine_whole_still_holds(fine):
    assert lines_called_fine(BOTTLES, ["One bottle leaks.", fine]) != {}


JUGS = [fc.line("JUG-1", "Glass jug", 3000)]
PLATES = [fc.line("PLT-5", "Dessert plate", 1300, 4)]


@pytest.mark.django_db
def test_end_to_end_the_own_claim_is_paid(tmp_path):
    cases = fc.damage_claims("OWNU", "SU-8120", JUGS, [
        "My glass jug (SU-81200) arrived with the handle snapped. My mum ordered one at the same time on her own account and hers is fine. Refund mine please.",
        "The glass jug on SU-81201 came with a chipped spout. My colleague bought the same jug from you on her own order and hers is absolutely perfect, so please sort mine out with a refund.",
        "jug on SU-81202 came cracked, my neighbour bought the same jug on her own order last month and had the same problem. refund for mine please",
    ], [fc.refund(fc.cents(JUGS, "JUG-1", 1), "JUG-1", 1)])
    cases += fc.damage_claims("OWNP", "SU-8130", PLATES, [
        "One dessert plate from SU-81300 came chipped. The rest have a slightly uneven glaze, which I assume is the handmade look, so they're fine. Refund the chipped one please.",
        "SU-81301: one plate arrived cracked. the other ones are a bit dusty but they're fine. refund the cracked one",
    ], [fc.refund(fc.cents(PLATES, "PLT-5", 1), "PLT-5", 1)])
    fc.assert_money_as_expected(tmp_path, cases)


@pytest.mark.django_db
def test_end_to_end_the_claimed_goods_told_as_theirs_pay_nothing(tmp_path):
    cases = fc.none_paid("OWNT", "SU-8140", JUGS, [
        "My daughter's glass jug came with a crack. She bought it on her own account.",
        "The glass jug came chipped. My neighbour bought it herself on her own account, not me. Refund it please.",
    ], ["damaged_item"])
    fc.assert_money_as_expected(tmp_path, cases)
