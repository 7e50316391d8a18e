"""Requests of no known kind are never read as telling, nor as a claim they are not: a wish for
papers told as what would be welcome, a discount code that did not come off, a question about how
parcels travel, a pack that came with fewer pieces than it is sold with. Each is a request of kind
`other` a person answers; the near-misses beside them ask for nothing."""

import pytest

from runs.intents import read_ticket


def read(body, subject="SU-88110"):
    return read_ticket(f"{subject}\n{body}")


def roles(body):
    return [(s.text, s.role, s.kinds) for s in read(body).sentences if s.role != "statement" or s.text != "SU-88110"]


def kinds_of(body, sentence):
    found = next(s for s in read(body).sentences if s.text == sentence)
    return found.role, found.kinds


@pytest.mark.parametrize("claim,ask", [
    # papers wished for, told as what would be welcome
    ("The lamp never turned up.", "A VAT invoice for the order would be great too."),
    ("The kettle came dented.", "Also an itemised receipt with my business name on it would be much appreciated."),
    ("my parcel never came!!", "a proper invoice with the vat number on it would be really helpful, thanks"),
    ("The rug arrived torn down the middle.", "Oh, and a gift receipt for the second one would be lovely as well."),
    # a discount code that did not come off
    ("The chair never arrived.", "The discount code SAVE10 didn't apply at checkout though it should have."),
    ("the toaster is scratched down one side.", "my WELCOME15 code wasn't applied either, so I paid full price"),
    ("The rug arrived with a tear.", "Oh and the promo code from your newsletter never came off the total."),
    ("Parcel is a week late.", "Also the voucher from my last complaint would not go through at the till."),
])
def test_papers_wished_for_and_a_code_that_did_not_come_off_beside_a_claim_are_requests_for_a_person(claim, ask):
    assert kinds_of(f"{claim} {ask}", ask) == ("request", ["other"])


@pytest.mark.parametrize("text", [
    "Can the two parcels on this order be sent together instead of separately?",
    "Could the remaining items be shipped together rather than in three boxes?",
    "is there any way to have the last two boxes delivered together instead of on different days?",
])
def test_how_parcels_travel_asked_is_other_never_a_wrong_item(text):
    reading = read(text)
    assert "wrong_item" not in reading.intents and reading.intents == ["other"], reading.as_payload()


@pytest.mark.parametrize("text", [
    "Ordered the 6-pack of candles, box had 4 in it.",
    "The pack of 8 batteries had 6 inside.",
    "Bought a 4 pack of tea towels but there were only 3 in the packet.",
    "the 12-piece glass set came with only 10 glasses",
])
def test_a_pack_short_inside_is_a_request_for_a_person_not_a_parcel_that_never_came(text):
    assert read(text).intents == ["other"]


@pytest.mark.parametrize("claim,near_miss", [
    ("The mug has a chip on the rim.", "The blue would be nice in our hall, so I'll order another colour later."),
    ("The vase came cracked.", "That would be great, thanks."),
    ("The vase came cracked, please refund it.", "The discount code worked fine, no complaints there."),
    ("The duvet arrived torn.", "I used the discount code SPRING5 and it applied fine."),
    ("The duvet arrived torn.", "I had a voucher but I never used it, my fault."),
    ("The lamp is cracked.", "The set of 4 coasters had 4, all good."),
    ("The lamp is cracked.", "The 6-pack of candles arrived fine, all 6 there."),
])
def test_near_misses_ask_for_nothing(claim, near_miss):
    reading = read(f"{claim} {near_miss}")
    assert next(s for s in reading.sentences if s.text == near_miss).role != "request"
    assert "other" not in reading.intents


@pytest.mark.parametrize("text,kind", [
    ("You sent me the grey throw instead of the navy one.", "wrong_item"),
    ("I ordered 6 candles and only 4 came.", "non_delivery"),
    ("My parcels were sent separately instead of together and one of them is dented.", "damaged_item"),
    ("my parcel never came!! please refund it", "non_delivery"),
])
def test_claims_beside_the_catch_all_keep_their_kind(text, kind):
    assert read(text).intents == [kind]
