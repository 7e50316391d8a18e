"""A refund asked for goods the customer has just called fine ("The towel set is lovely, no issues at all with it. The
kettle ... arrived with a big dent ... Please refund the towels and the kettle.") is accounted for: the kettle's claim
is paid as its own, and the ask goes to a person quoted, as a request of its own; no money is paid on the goods called
fine. Never dropped with the run closed resolved. "The towels are fine, just refund the kettle" asks the kettle only.
Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.models import Run
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, more_policies, offline_run, small_shop


def _ask(text):
    return next(s for s in read_ticket(text).sentences if "other" in s.kinds)


@pytest.mark.parametrize("text, fine", [
    ("The towel set is lovely, no issues at all with it. The kettle though arrived with a big dent. Please refund the towels and the kettle.", "towels"),
    ("The napkins are gorgeous, thank you. The teapot lid arrived cracked though. Could I get a refund for the napkins and the teapot?", "napkins"),
    ("the mug's perfect. the bowl came cracked. pls refund the mug and bowl", "mug"),
    ("Nothing wrong with the candles. The holder, however, came with a chipped rim. I'd like my money back for the holder and the candles.", "candles"),
    ("The scarf is fine, no complaints. The gloves came with a hole in the thumb. Refund the gloves and the scarf, thanks.", "scarf"),
    ("Nothing wrong with the bottle at all. The headlamp came with a cracked lens. Refund both the bottle and the headlamp please.", "bottle"),
    ("The lamp is fine, works great. The cable pack arrived with both cables chewed up and frayed. Please refund the lamp and the cables.", "lamp"),
    ("The lamp is fine. The cable pack arrived chewed up and frayed, please refund the lamp and the cables.", "lamp"),
])
def test_a_refund_of_goods_called_fine_is_a_request_a_person_answers(text, fine):
    reading = read_ticket(text)
    assert "damaged_item" in reading.intents  # the claim beside it stands
    assert fine in _ask(text).why


@pytest.mark.parametrize("text", [
    "The towels are fine, just refund the kettle, it has a dent.",
    "The towel set is lovely. The kettle has a dent. Please refund the kettle.",
    "The scarf is fine. The gloves have a hole, refund the gloves please, not the scarf.",
    "The scarf is fine. The gloves have a hole. Refund the gloves, the scarf is perfect.",
    "The lamp is lovely. The shade arrived torn, please refund the shade.",
    # a claim asking its own refund by the set's name: the pillowcase is of the sheet set whose looks were praised
    "Thanks for the quick delivery. The sheets look great on the bed.\n\nP.S. the second pillowcase has a hole in the seam, can i get a refund on the sheets",
])
def test_a_refund_of_the_claimed_goods_only_is_no_request_of_its_own(text):
    reading = read_ticket(text)
    assert "damaged_item" in reading.intents
    assert "other" not in reading.intents, [(s.text, s.why) for s in reading.requests]


@pytest.fixture
def two_lines(settings):
    maya, house = small_shop(settings)
    more_policies("damaged_item")
    return delivered_order("SU-71633", maya, house, [("TWL-SET", "Cotton towel set", 1, 3200), ("KTL-7", "Electric kettle", 1, 3788)])


@pytest.mark.django_db
@pytest.mark.parametrize("body", [
    "The towel set is lovely, no issues at all with it. The kettle though arrived with a big dent in the base. Please refund the towels and the kettle.",
    "towels r perfect. kettle came dented!! refund the kettle n the towels pls",
])
def test_offline_pays_the_claim_and_hands_the_fine_goods_ask_to_a_person(two_lines, body):
    run = offline_run(body, "SU-71633", subject="kettle dented")
    assert [r.amount_cents for r in Refund.objects.filter(order__ref="SU-71633")] == [3788]
    assert run.outcome != Run.Outcome.RESOLVED
    assert any("towels" in e.open_item for e in run.escalations.all())


@pytest.mark.django_db
def test_offline_pays_only_the_claim_when_the_fine_goods_are_left_out(two_lines):
    run = offline_run("The towels are fine, just refund the kettle please, it has a dent.", "SU-71633", subject="kettle")
    assert [r.amount_cents for r in Refund.objects.filter(order__ref="SU-71633")] == [3788]
    assert not run.escalations.exists()
