"""A fix the customer made ("I bent it back myself, all good now") and a late fee they shrug off ("I
don't care about that, don't worry about it") are no claims: nothing is paid for them. A refund declined
for one problem ("a day late, no need to refund anything for that") holds no return of another."""

import pytest

from runs.intents import forbids_action, read_ticket


def _of(text, words):
    return next(s for s in read_ticket(text).sentences if words in s.text)


@pytest.mark.parametrize("text, claim, fix", [
    ("SU-40101\nThe towel rail came bent at one end. Meh, I bent it back myself, all fine now. The soap dish is missing, can you send it?",
     "towel rail", "bent it back"),
    ("SU-40102\nthe oven shelf arrived warped. i straightened it out myself and it works ok, no refund needed.", "oven shelf", "straightened"),
    ("SU-40103\nThe cabinet hinge had popped loose in transit. We popped it back in ourselves, no harm done.", "cabinet hinge", "popped it back"),
])
def test_a_fix_the_customer_made_is_no_claim(text, claim, fix):
    reading = read_ticket(text)
    assert _of(text, claim).role != "request" and _of(text, fix).role == "context"
    assert "damaged_item" not in reading.intents


@pytest.mark.parametrize("text", [
    "SU-40104\nThe shelf bracket was bent. I bent it back but it snapped, can you refund it?",
    "SU-40105\nThe lamp arm arrived bent and I can't bend it back. Refund please.",
])
def test_a_fix_that_failed_or_was_not_made_is_still_a_claim(text):
    assert "damaged_item" in read_ticket(text).intents


def test_a_fix_of_one_thing_leaves_the_claim_on_another_standing():
    text = "SU-40106\nThe mirror frame arrived cracked, refund please. The towel hook was bent but I bent it back myself, fine now."
    assert _of(text, "mirror frame").kinds == ["damaged_item"]
    assert _of(text, "towel hook").role == "context"


@pytest.mark.parametrize("text, late", [
    ("SU-40107\nThe grater is blunt out of the box. Oh and it was late but honestly I don't care about that, don't worry about it.", "late"),
    ("SU-40108\nThe lamp came two days late, honestly I couldn't care less. The shade is torn though, refund please.", "two days late"),
    ("SU-40109\nThe rug arrived late, don't worry about the delay. The rug has a stain, please refund.", "arrived late"),
    ("SU-40116\nPackage turned up a few days late. Not asking for anything for that, just letting you know your courier is slow. "
     "The real problem: the desk lamp switch is broken. Refund please.", "few days late"),
    ("SU-40117\nmy order came a week late, just fyi. the mug is chipped though, can I get a refund for it", "week late"),
    ("SU-40118\nThe blinds were 3 days late - I'm not after anything back, just so you know. One slat is snapped, pls replace.", "3 days late"),
])
def test_a_late_fee_shrugged_off_is_not_asked(text, late):
    s = _of(text, late)
    assert s.role == "context" and "late_delivery" not in read_ticket(text).intents


@pytest.mark.parametrize("text", [
    "SU-40110\nThe parcel came a week late and I don't care what your courier says, I want the delivery fee back.",
    "SU-40111\nIt was late. Don't worry about it, but please refund the shipping.",
    "SU-40112\nThe order was four days late. I care about that fee, refund it please.",
    "SU-40119\nThe parcel was 4 days late. Just letting you know I'd like the delivery fee back.",
    "SU-40120\nIt came late, just so you know, and the express fee I paid should come back to me.",
])
def test_a_late_fee_still_asked_beside_a_shrug_is_asked(text):
    assert "late_delivery" in read_ticket(text).intents


def test_a_refund_declined_for_the_delay_holds_no_return_of_the_wrong_goods():
    text = ("SU-40113\nThe box turned up a couple of days late, no need to refund anything for that, really. "
            "The bath mat is the wrong colour though, I ordered navy and got grey.")
    refusal = _of(text, "couple of days late")
    assert refusal.role == "context" and "refund" in refusal.forbids and refusal.forbid_kinds == ["late_delivery"]
    assert _of(text, "wrong colour").kinds == ["wrong_item"]
    for action in ("return", "collection", "refund"):
        assert not forbids_action(refusal.forbids, False, action, "wrong_item", scope=refusal.forbid_kinds)
    assert forbids_action(refusal.forbids, False, "refund", "late_delivery", scope=refusal.forbid_kinds)


def test_a_refund_declined_for_the_goods_still_holds_their_return():
    # no scope: "I don't want a refund" for the goods themselves still holds the return that would pay it
    assert forbids_action(["refund"], False, "return", "wrong_item", scope=[])
    assert forbids_action(["refund"], False, "return", "wrong_item", scope=["wrong_item"])


def test_please_before_a_refund_declined_is_no_ask_of_its_own():
    text = ("SU-40114\nThe bowl came with a hairline crack but I've glued it and it's fine, pls don't refund it. "
            "The parcel was late though, refund the delivery fee please.")
    s = _of(text, "glued it")
    assert s.role == "context" and "refund" in s.forbids and "late_delivery" not in s.forbid_kinds
    assert read_ticket(text).intents == ["late_delivery"]


def test_a_second_ask_beside_a_refund_declined_still_goes_to_a_person():
    s = _of("SU-40115\nThe vase has a chip, I've glued it, please don't refund it but can you send me the care leaflet?", "care leaflet")
    assert s.role == "request" and "other" in s.kinds
