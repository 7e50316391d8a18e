"""A copy of a charge the customer says turned out to be a hold and is gone ("The double charge I mentioned
turned out to be a pending hold, it's gone now") asks for nothing: read as a request, it proposed a refund of a
charge no longer taken. A charge still there, or money gone from the account, still asks."""
import pytest

from runs.intents import read_ticket


def duplicate_asked(text: str) -> bool:
    return any(s.is_request and "duplicate_charge" in s.kinds for s in read_ticket(text).sentences)


@pytest.mark.parametrize("text", [
    "The double charge I mentioned turned out to be a pending hold, it's gone now. But can you tell me when the bed frame will ship?",
    "the double charge turned out to be a pending hold, it's gone now",
    "Update: the second payment of $58 turned out to be just a temporary authorisation and it's gone.",
    "my bank told me the extra charge was a pending hold and that one's gone now",
    "So the duplicate payment has been a temporary hold all along, and it's gone. Thanks anyway",
])
def test_a_copy_that_was_a_hold_and_is_gone_asks_no_refund(text):
    assert not duplicate_asked(text)


@pytest.mark.parametrize("text", [
    "I was charged twice and the money's gone from my account, refund one",
    "you charged me twice and the price has gone up since, refund the extra one",
    "I was charged twice, $340 and $340. it's not gone, still showing. refund one please",
    "The bank said the double charge might be a pending hold but it is still there a week later, please refund it",
])
def test_a_copy_still_taken_still_asks(text):
    assert duplicate_asked(text)
