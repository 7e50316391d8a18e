"""'hi teh 2 wine glases r smashed n the decanter ok. also u charged shipping twice?? refund both thx' (ver22a V22A-14):
the decanter is called fine after a texted "n" (a clause of its own, so the claim is the glasses'), and the count of
glasses is the two told smashed. The unit count had read "2 ... r smashed n the decanter ok" as two units said fine and
so four of six damaged ($57.20 for $28.60): a count said fine never reaches across damage told or a texted "and". "Refund
both" then asks the remedy of the two things just named (the glasses and the doubled shipping), never two more glasses.
A count written after the goods ("wine glasses x2") counts them as one written before does."""

import pytest

from runs.guards import quantity_beyond_ticket, unit_texts
from runs.intents.unit_fractions import counts_said_fine
from runs.ticket_lines import said_to_be_fine
from runs.unit_counts import units_stated
from tests.guard_fixtures import decision_on, lines_asked, order_of, requests_read

GLASSES = order_of(("WGL-CR", "Crystal wine glass", 6, 1300), ("DEC-CR", "Crystal decanter", 1, 4200), ref="SU-81410")
WINE = GLASSES["lines"][0]


def _units(text: str):
    return units_stated(GLASSES, WINE, unit_texts(requests_read(text, GLASSES))[0])


@pytest.mark.parametrize("text,count", [
    ("hi teh 2 wine glases r smashed n the decanter ok. also u charged shipping twice?? refund both thx", 2),
    ("2 of the wine glasses came shattered and the decanter is fine. You also charged me postage twice. Please refund both.", 2),
    ("Hello, I'm afraid two wine glasses arrived smashed, though the decanter is ok. I also see the delivery charge twice on "
     "my card. Could you refund both?", 2),
    ("1 wine glass smashed n the decanter ok. shipping charged twice too. refund both", 1),
    ("wine glasses x2 broken n decanter ok, plus shipping was taken twice - refund both pls", 2),
    ("3 wine glases cracked n decanter fine!! n u took delivery 2x. refund both", 3),
])
def test_the_glasses_claimed_are_the_ones_told_damaged(text, count):
    assert lines_asked(GLASSES, text) == ["WGL-CR"]
    units = _units(text)
    assert units.exact == count and units.at_most == count


@pytest.mark.parametrize("text", [
    "hi teh 2 wine glases r smashed n the decanter ok. also u charged shipping twice?? refund both thx",
    "wine glasses x2 broken n decanter ok, plus shipping was taken twice - refund both pls",
])
def test_four_glasses_are_never_admitted_for_two(text):
    assert quantity_beyond_ticket(decision_on("WGL-CR", quantity=4, cents=5720), GLASSES, requests_read(text, GLASSES))
    assert not quantity_beyond_ticket(decision_on("WGL-CR", quantity=2, cents=2860), GLASSES, requests_read(text, GLASSES))


@pytest.mark.parametrize("text,fine", [
    ("2 wine glases r smashed n the decanter ok", {"DEC-CR"}),
    ("the wine glasses came smashed & the decanter is sound", {"DEC-CR"}),
    ("the glasses and the decanter are fine", {"WGL-CR", "DEC-CR"}),   # both fine: one clause, whole
    ("the decanter is cracked and the glasses are not ok", set()),     # not ok
])
def test_a_join_cuts_only_between_damage_and_a_fine(text, fine):
    assert said_to_be_fine(GLASSES, text) == fine


@pytest.mark.parametrize("text,said", [
    ("2 arrived ok", 2), ("both look ok", 2), ("the two nearest the top are fine", 2), ("Five perfect, one smashed", 5),
    ("2 r ok n 1 smashed", 2),
])
def test_a_count_said_fine_is_still_read(text, said):
    assert counts_said_fine(text)[0][0] == said


@pytest.mark.parametrize("text", [
    "2 wine glases r smashed n the decanter ok",
    "two cups cracked and the saucers are fine",
    "3 plates arrived chipped, teapot ok",
    "2 were chipped n the rest ok",
])
def test_a_count_told_damaged_is_never_a_count_said_fine(text):
    assert counts_said_fine(text) == []


def test_both_things_told_damaged_are_both_claimed():
    assert lines_asked(GLASSES, "two glasses smashed and the decanter cracked. refund both") == ["WGL-CR", "DEC-CR"]
