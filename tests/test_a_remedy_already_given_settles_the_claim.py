"""A problem the shop already put right in words the settled table did not know — a courier who came back with a
fresh unit, a discount or code given for it and taken — asks for nothing: read as a claim, it paid a refund on top
(a $38.88 jug the courier had already replaced, a $23.76 frame settled by chat with a 20% code). A time phrase about
the courier's return visit ("came back the next morning") is no late delivery. A remedy asked, wished or turned down
still leaves the claim standing."""
import pytest

from runs.intents import read_ticket


def asked(text: str) -> set[str]:
    return {k for s in read_ticket(text).sentences if s.is_request for k in s.kinds}


GIVEN = [
    "The jug from SU-72006 was smashed when it arrived but the courier came back the next morning with a fresh one from your depot. Nothing needed from you.",
    "the kettle was dented but ur driver popped round the same afternoon with a replacement, all good",
    "Chair arrived with a split leg. The delivery guy brought a new one round the next day. Just letting you know.",
    "The white frame had a scuff on the corner. Your live chat person gave me a 20% code for next time which I'm happy with, so consider it settled.",
    "The vase came cracked but your phone team knocked 20% off my next order for it, I'm happy with that.",
    "Lamp shade had a dent. One of your agents emailed me a £10 voucher for it and I'm fine with that.",
    "my blanket had a pulled thread, the store manager gave me a 15 percent discount code, consider the matter closed",
]
STANDS = [
    "The lamp came dented. Your chat team offered me a 10% voucher but I'd rather have a refund please.",
    "My mug arrived chipped, I'd love it if the driver came back with a new one",
    "The bowl came cracked. Can the courier come back with a fresh one?",
    "The frame is scratched. A 20% code for next time would be fine, or a refund.",
    "The jug arrived smashed, please refund it. The courier came back the next day to collect the box.",
]


@pytest.mark.parametrize("text", GIVEN)
def test_a_remedy_given_and_taken_asks_for_nothing(text):
    assert not asked(text) & {"damaged_item", "late_delivery"}


@pytest.mark.parametrize("text", STANDS)
def test_a_remedy_asked_wished_or_refused_leaves_the_claim(text):
    assert asked(text)


@pytest.mark.parametrize("text", [
    "The courier came back the next morning with a fresh one.",
    "The teapot was cracked, the courier came back later that day and swapped it.",
    "The driver came back two days later to pick up the broken table, please refund it.",
    "Our courier came back round the next afternoon, the bowl was smashed, refund please.",
    "the postman came back the following morning with my parcel which had a cracked mug in it, pls refund the mug",
])
def test_a_courier_coming_back_is_no_late_delivery(text):
    assert "late_delivery" not in asked(text)


def test_a_late_delivery_fee_asked_beside_a_courier_visit_is_still_asked():
    assert "late_delivery" in asked("The courier came back to collect the parcel and my delivery fee should be refunded as it was late.")
