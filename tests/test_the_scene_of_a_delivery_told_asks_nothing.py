"""A sentence telling the scene of a delivery (the people who brought it praised, the place the customer lives, the
weather on the day) asks nothing, whatever negative words it uses: "we're up on the fourth floor with no lift" is no
part the goods came without, "our road has no street lights and he still found us" no problem of the order's. In a
held-back blind round such a sentence beside a damage claim was read as a request for a person, and the whole claim
went to one. Real asks and real problems told in the same shape are still read. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests.one_order_cases import one_order_case, walk

CLAIM = "The oak side table came with a deep gouge across the top. Please refund it."

SCENES = [
    "The two removal men were lovely and carried it up to the flat, which I appreciated as we're up on the fourth floor with no lift.",
    "Your driver was a star, it was bucketing down and he still carried everything round to the back door.",
    "The delivery chap was ever so patient, our road has no street lights and he found us anyway.",
    "It was a freezing morning and the postie still had a smile on his face, bless him.",
    "We're in a top-floor maisonette with no elevator so hats off to the delivery team.",
    "There was no parking on our street so the driver had to stop round the corner, not his fault at all.",
    "Our cottage has no proper driveway, the courier managed anyway which I appreciated.",
    "the delivery guy had no trolley but he managed the stairs fine, really nice man.",
]


@pytest.mark.parametrize("scene", SCENES)
def test_a_scene_beside_a_claim_asks_nothing_and_the_claim_stands(scene):
    reading = read_ticket(f"{scene} {CLAIM}")
    told = next(s for s in reading.sentences if s.text == scene)
    assert not told.is_request and "other" not in told.kinds, told
    assert reading.intents == ["damaged_item"], reading.as_payload()


@pytest.mark.parametrize("scene", SCENES[:5])
def test_a_scene_alone_asks_nothing(scene):
    assert read_ticket(scene).requests == []


ASKS_IN_THE_SAME_SHAPE = [
    "The delivery men were very nice but could you ask them to ring before coming next time?",
    "We're on the fourth floor with no lift, so can you book a two-person delivery for the wardrobe?",
    "Your driver was lovely and our lane has no signs, so could you send me the tracking link for the second parcel?",
    "The courier was great. Can you tell me whether the table needs assembling?",
    "It was pouring down and the driver was very kind, but could you change my delivery address for next time?",
]


@pytest.mark.parametrize("ask", ASKS_IN_THE_SAME_SHAPE)
def test_a_real_ask_told_beside_the_scene_is_still_a_request(ask):
    assert read_ticket(ask).requests, ask


PROBLEMS_IN_THE_SAME_SHAPE = [
    ("The driver was lovely, but he left the box in the rain and the lamp inside is now rusty.", "damaged_item"),
    ("We're on the second floor and the wardrobe came with no hinges.", "other"),
    ("The bookcase came with no shelves, though the delivery men were very polite.", "other"),
    ("There was no charger in the box.", "other"),
    ("The driver never turned up and there was no note.", "non_delivery"),
    ("The lamp for my house has no bulb in the box.", "other"),
    # a complaint told beside praise or a place is no scene
    ("The delivery team were lovely but they still haven't refunded the delivery fee I was promised.", "other"),
    ("I was on hold for an hour with no answer from anyone.", "other"),
]


@pytest.mark.parametrize("text,kind", PROBLEMS_IN_THE_SAME_SHAPE)
def test_a_problem_told_beside_people_or_a_place_is_still_read(text, kind):
    reading = read_ticket(text)
    assert reading.requests and kind in reading.intents, reading.as_payload()


@pytest.mark.django_db
def test_a_damage_claim_told_with_its_scene_is_paid_and_no_person_is_asked():
    body = ("Hello,\n\nThe oak side table arrived on Monday. The two removal men were very kind and carried it all the way up, "
            "which I appreciated as we're on the fifth floor with no lift. Once they'd gone I found a deep gouge across the top. "
            "I'd like a refund please.\n\nBest,\nPat")
    case = one_order_case(body, lines=[("TBL-OAK", "Oak side table", 1, 8000)], intents=[("damaged_item", "I'd like a refund please")],
                          expected={"outcome": "resolved", "refunds": [{"amount_cents": 8640, "source": "platform"}], "escalations": []})
    result, paid, items = walk(case)
    assert result.passed and not (result.silent_drop or result.guard_violations or result.over_refund), result.differences
    assert paid == 8640 and items == []
