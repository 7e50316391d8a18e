"""One of several damaged goods waived in words the waiver table did not know: "I'm not claiming for the plate", "I can't
be bothered chasing that one", "as for the plate, meh, not worth the hassle", "I'll let that one slide", "I'm happy to
live with the plate", "I'll write off the plate myself", "I'm not fussed about the plate.", "the plate's chip doesn't
bother me" (waivers round: the waived goods were paid beside the goods asked, $291.60 in 15 tickets). Each is a row of
runs/intents/waived_goods.py's table: the waiver holds only the goods it names; the goods asked are still paid.
Near-misses: the goods claimed after all, a waiver on a condition, "I can live with the delay". Wording written here."""

import pytest

from runs.intents.waived_goods import waived_spans
from tests import fresh_cases as fc

LINES = [fc.line("BWL-91", "Ceramic bowl", 2400), fc.line("PLT-91", "Ceramic dinner plate", 1800)]

WAIVED = [
    "The bowl came smashed and the plate has a chip. Refund the bowl please, I'm not claiming for the plate.",
    "bowl smashed, pls refund it. the plate also chipped but tbh i cant be bothered chasing that one",
    "The bowl is in pieces, please refund it. As for the plate, eh, not worth the hassle.",
    "Refund the bowl please, it's cracked right through. The plate is chipped as well but I'll let it slide.",
    "Bowl and plate both arrived chipped. I'm happy to live with the plate. Please refund the bowl.",
    "Bowl and dinner plate both damaged. We'll write off the plate ourselves. Bowl refund please.",
    "The bowl arrived cracked and the plate chipped. Refund the bowl. I'm not really fussed about the plate.",
    "The bowl is cracked and the plate is chipped. Please refund the bowl. The plate's chip doesn't bother us.",
    "Bowl cracked - refund please. Plate chipped - same, leave it.",
]
# (sentence, the goods its waiver holds)
SPANS = [
    ("I'm not claiming for the plate.", "the plate"),
    ("The plate also chipped but I'm not claiming for it.", "The plate"),
    ("the plate arrived chipped, honestly cant be bothered chasing it", "the plate"),
    ("The plate, meh, not worth the hassle.", "The plate"),
    ("I'll write off the plate myself.", "the plate"),
    ("We're happy to live with the plate.", "the plate"),
    ("The plate's chip doesn't bother me.", "The plate's chip"),
]
NOT_WAIVED = [
    "I can live with the delay, but the plate is chipped.",  # a delay, not goods
    "I'm not claiming for the plate yet, I'll send photos first.",  # claimed later
    "I'm happy to live with the plate if you knock a bit off.",  # bargained
    "The plate is chipped, please refund it.",  # asked
    "I don't mind which you do, refund or replace the plate.",  # a choice left to the shop
    "No rush on the plate, whenever suits.",  # time given
]


@pytest.mark.parametrize("text,goods", SPANS)
def test_the_waiver_holds_its_goods(text, goods):
    assert [text[a:b] for a, b in waived_spans(text)] == [goods]


@pytest.mark.parametrize("text", NOT_WAIVED)
def test_no_goods_waived(text):
    assert waived_spans(text) == []


@pytest.mark.django_db
def test_end_to_end_the_waived_plate_is_held_and_the_bowl_paid(tmp_path):
    bowl = fc.refund(fc.cents(LINES, "BWL-91", 1), "BWL-91", 1)
    cases = fc.damage_claims("NWW", "SU-7710", LINES, WAIVED, [bowl])
    # near-miss: both asked, both paid (a return postage waiver beside them waives no goods)
    both = [bowl, fc.refund(fc.cents(LINES, "PLT-91", 1), "PLT-91", 1)]
    cases += fc.damage_claims("NWW-N", "SU-7719", LINES, {9: "The bowl and the plate both arrived chipped, please refund both. "
                                                             "No rush, whenever suits."}, both)
    fc.assert_money_as_expected(tmp_path, cases)
