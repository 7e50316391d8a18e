""""Nothing has come back" after the customer says what they asked before is an answer still awaited, a chase of
that ask: never a parcel that did not arrive. Read as a non-delivery, a ticket about a charge taken twice (a pasted
chat where the shop "passed it to billing", then "It's Thursday and nothing has come back") opened a delivery
investigation of an order delivered days before, and the copy of the charge was never refunded.

Near-misses stay a parcel that never came: "nothing has come yet", "nothing has arrived", "nothing came"."""

import pytest

from runs.intents import read_ticket

CHARGED = "My card shows the sweater payment ($79.00) twice on SU-2211. Please refund the second one."

AWAITED = [
    "It's Thursday and nothing has come back.",
    "I rang on Monday and nothing's come back since.",
    "Emailed last week, nothing came of it.",
    "Two days on and I've heard nothing back.",
    "Your colleague said she'd look into it but nothing has ever come back.",
    "still nothing has come back from your billing team",
]


@pytest.mark.parametrize("chase", AWAITED)
def test_an_answer_awaited_asks_no_parcel(chase):
    reading = read_ticket(f"{CHARGED} {chase}")
    assert reading.intents == ["duplicate_charge"], [(s.text, s.role, s.kinds) for s in reading.sentences]


def test_a_pasted_chat_passed_to_billing_then_nothing_back_is_the_charge_alone():
    text = ("STILL charged twice\n\nPasting our chat:\n\n[10:02] Noor: my card shows the lamp payment ($64.00) twice\n"
            "[10:03] Agent Ben: Thanks Noor, I've passed it to our billing team.\n[10:04] Noor: ok thanks\n\n"
            "A week on and nothing has come back. Order SU-2212. Please just refund the second $64.00.")
    assert read_ticket(text).intents == ["duplicate_charge"]


LOST = [
    "It was due on Monday and nothing has come yet.",
    "Nothing has arrived and it was due last week.",
    "nothing came, tracking says out for delivery since the 3rd",
    "Nothing has turned up at my door.",
    "It's been a week and nothing has come.",
]


@pytest.mark.parametrize("lost", LOST)
def test_a_parcel_that_never_came_is_still_a_non_delivery(lost):
    assert "non_delivery" in read_ticket(f"My order SU-2213 of two frames. {lost}").intents
