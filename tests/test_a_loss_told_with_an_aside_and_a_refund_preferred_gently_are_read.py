"""A parcel told lost with an aside after it, and a refund preferred in a softened voice, are the customer's claim and
its remedy: a reply above a quoted support mail ("The courier has now confirmed the parcel is lost (they emailed me
yesterday). Rather than wait for a replacement I'd honestly prefer a refund now, if that's OK.") was read as asking
nothing, the bracket after "lost" hiding the loss and "honestly" the preference. An aside in brackets or after a dash
no longer hides a loss, unless it unsays it ("(but it turned up the next day)"); "I'd honestly / actually / much
prefer" asks as "I'd prefer" does. Wording written for these tests."""

import pytest

from runs.intents import read_ticket


def _read(text: str) -> list[tuple[str, list[str]]]:
    return [(s.role, s.kinds) for s in read_ticket(text).sentences]


@pytest.mark.parametrize("text", [
    "The courier has now confirmed the parcel is lost (they emailed me yesterday).",
    "my parcel is lost - the courier admitted it on the phone",
    "The box with the lamp went missing (ParcelNet ref 4411).",
    "Tracking now says the package is lost (as of Tuesday).",
    "So the delivery was lost — nobody at the depot can find it.",
])
def test_a_loss_with_an_aside_after_it_is_a_lost_parcel(text):
    assert ("request", ["non_delivery"]) in _read(text)


@pytest.mark.parametrize("text", [
    "The parcel was lost (but it turned up the next day, all fine).",
    "The tracking said the parcel was lost - luckily it turned up at my neighbour's. All good.",
    "They said the parcel was lost (it wasn't, it came on Friday).",
])
def test_an_aside_that_unsays_the_loss_tells_no_lost_parcel(text):
    assert all("non_delivery" not in kinds for _, kinds in _read(text))


@pytest.mark.parametrize("ask", [
    "Rather than wait for a replacement I'd honestly prefer a refund now, if that's OK.",
    "I'd actually prefer my money back.",
    "we'd much prefer a refund to another one",
    "Id honestly rather have a refund tbh",
    "I would truly prefer the refund.",
])
def test_a_refund_preferred_in_a_softened_voice_is_the_losss_remedy(ask):
    read = _read("My parcel is lost. " + ask)
    assert read[0] == ("request", ["non_delivery"])
    assert read[1][0] in ("attached", "request")


def test_a_preference_given_up_asks_nothing_of_its_own():
    read = _read("My parcel is lost. As much as I'd honestly prefer a refund, I'll wait for the replacement.")
    assert read[0] == ("request", ["non_delivery"])
