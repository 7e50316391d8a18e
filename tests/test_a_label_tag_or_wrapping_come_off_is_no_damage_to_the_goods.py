"""A label, a tag, tape or packaging that fell or came off is no damage to the goods ("The label fell off." paid $60 for
an undamaged rug, "The sticker on the box fell off." $40 for a clock, "The care tag came off in the wash, could you tell
me the washing temperature?" $35 for a cushion: ver32c P-25a, P-43, P-25b); a part of the goods that came off still
is ("The handle fell off the frying pan the first time I lifted it."). Wording written for these tests."""

from datetime import datetime, timezone

import pytest

from runs import guards, policy
from tests import fresh_cases as fc
from tests.guard_fixtures import line
from tests.readings import guard_requests, reading, shown

WRAPPING_CAME_OFF = [
    "The label fell off.",
    "the sticker on the box fell off lol",
    "Price tag peeled off before I'd even opened it, no big deal.",
    "The box lid came off in the van so the driver had taped it shut.",
    "The tape on the parcel had come loose by the time it got here.",
    "Its swing tag fell off somewhere in the post.",
    "the wrapping paper came off one corner",
    "The lid came off the carton but everything inside was fine.",
    "The gift ribbon came loose.",
    "Both labels have just fallen off the jars.",
    "My jumper's care label came off in the wash.",
    "the cardboard sleeve came away when I lifted it out",
]
GOODS_PART_CAME_OFF = [
    "The handle fell off the frying pan the first time I lifted it.",
    "one leg came off the stool",
    "the zip came off",
    "The knob came off the lid of the teapot.",
    "the sole came away from the boot",
    "The strap came off the bag the first time I wore it.",
    "The lampshade came loose from its base.",
    "The lid came off the casserole dish.",
    "The label fell off and the jar underneath is cracked.",
]


@pytest.mark.parametrize("text", WRAPPING_CAME_OFF)
def test_a_label_tag_tape_or_packaging_come_off_is_no_damage_claim(text):
    read = reading(text)
    assert not any("damaged_item" in s.kinds for s in read.sentences), shown(read)
    assert not [r for r in guard_requests(text) if "damaged_item" in r.get("kinds", ())]


@pytest.mark.parametrize("text", GOODS_PART_CAME_OFF)
def test_a_part_of_the_goods_come_off_is_still_damage(text):
    read = reading(text)
    assert "damaged_item" in read.intents, shown(read)


@pytest.mark.parametrize("text", [
    "The care tag came off in the wash, could you tell me the washing temperature?",
    "the little sticker with the barcode has come away, can you tell me the model number?",
])
def test_a_question_beside_a_tag_come_off_is_asked_alone(text):
    read = reading(text)
    assert read.intents == ["other"], shown(read)


# --- end to end: what is paid ----------------------------------------------------------------------

@pytest.mark.django_db
def test_nothing_is_paid_for_goods_whose_label_or_tag_came_off(tmp_path):
    rug = [fc.line("RUG-3", "Cotton runner rug", 6000)]
    clock = [fc.line("CLK-1", "Oak wall clock", 4000)]
    cushion = [fc.line("CUS-2", "Linen cushion", 3500)]
    cases = [
        fc.case("WO-1", "The label fell off. Other than that it's lovely, thanks.", rug, ref="SU-71701", intents=[],
                expected={"outcome": "resolved", "refunds": []}),
        fc.case("WO-2", "Please can you send me a VAT invoice for this order? The sticker on the box fell off so I couldn't see "
                "the order number.", clock, ref="SU-71702", intents=["other"], expected={"outcome": "escalated", "refunds": []}),
        fc.case("WO-3", "Love the cushion! The care tag came off in the wash, could you tell me the washing temperature?", cushion,
                ref="SU-71703", intents=["other"], expected={"outcome": "escalated", "refunds": []}),
        fc.case("WO-4", "the price tag peeled off and the tape on the box had come loose, but the clock works perfectly", clock,
                ref="SU-71704", intents=[], expected={"outcome": "resolved", "refunds": []}),
    ]
    fc.assert_money_as_expected(tmp_path, cases)


@pytest.mark.django_db
def test_a_goods_part_that_came_off_is_still_paid(tmp_path):
    pan = [fc.line("PAN-1", "Cast iron frying pan", 4200), fc.line("SPT-1", "Wooden spatula", 600)]
    stool = [fc.line("STL-1", "Pine step stool", 3800)]
    cases = [
        fc.case("WP-1", "The handle fell off the frying pan the first time I lifted it. Refund please.", pan, ref="SU-71711",
                intents=["damaged_item"], expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(pan, "PAN-1", 1), "PAN-1", 1)]}),
        fc.case("WP-2", "Unboxed the stool last night and one leg came off the stool in my hand, the label fell off too. I'd like "
                "my money back for it.", stool, ref="SU-71712", intents=["damaged_item"],
                expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(stool, "STL-1", 1), "STL-1", 1)]}),
    ]
    fc.assert_money_as_expected(tmp_path, cases)


@pytest.mark.parametrize("text", [
    "It came 4 days late - please refund the postage. The label fell off.",
    "Please send a VAT invoice. The sticker on the box fell off.",
    "The care tag came off in the wash, could you tell me the washing temperature?",
])
def test_the_guard_backs_no_damage_refund_on_a_label_that_came_off(text):
    rug = line("RUG-3", "Cotton runner rug", cents=6000)
    evidence = policy.Evidence(order={"order_ref": "SU-70001", "lines": [rug], "charges": [], "refunds": []},
                               now=datetime(2026, 11, 20, tzinfo=timezone.utc), supplement=None, scans=None)
    decision = {"case_type": "damaged_item", "action": "refund", "subtask": 1, "amount_cents": 6000, "order_ref": "SU-70001",
                "lines": [{"sku": "RUG-3", "quantity": 1}]}
    assert not guards.check_request_in_ticket(decision, evidence, guard_requests(text), "").passed
