"""A label, an email or a code the customer never got is no parcel that never came: no non-delivery is read (a person
sees to it), while a parcel told missing beside it still is. Fresh wording written for these tests."""

import pytest

from runs.intents import read_ticket


def _kinds(text):
    return [k for s in read_ticket("SU-71234\n" + text).sentences if s.role == "request" for k in s.kinds]


@pytest.mark.parametrize("text", [
    "I asked for a return label for the jeans last week but never got it. Can you send it again?",
    "The confirmation email never arrived.",
    "I never received the discount code you promised.",
    "still haven't got the returns label, could you resend?",
    "The password reset link never came through.",
    "I never got a receipt for this, please email one.",
])
def test_a_message_never_received_is_no_non_delivery(text):
    kinds = _kinds(text)
    assert "non_delivery" not in kinds and kinds, kinds


@pytest.mark.parametrize("text", [
    "My parcel never arrived.",
    "The order never came, not even a confirmation email.",
    "The label you emailed never came and neither did my parcel.",
    "I never received the blender.",
    "Never got the lamp, the tracking says delivered.",
])
def test_goods_never_received_are_still_a_non_delivery(text):
    assert "non_delivery" in _kinds(text)
