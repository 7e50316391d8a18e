"""A parcel its tracking (the app, the carrier, the website) says was delivered, which the customer then denies ("It
wasn't - I was home all day", "it never did", "nope, nothing here", "that's not true, nothing came", "no it didn't",
"not to me it wasn't", "says delivered but I've got nothing"), is a non-delivery claim: the policy sends a parcel
scanned delivered to a person for a delivery investigation. The denial named no parcel and no loss, so it was read
as a problem told, attached to the duplicate charge beside it, and the run closed resolved with only the tax copy
refunded, the parcel never mentioned (blind round ver25a VER25A-33, a silent drop). A "Please look into it." after
the denial goes with the non-delivery, not with a claim in a later sentence. Wording written for these tests.

Near-misses: a tracking confirmed, a denial of something else ("it wasn't late though"), and a parcel told found
after all are no non-delivery claim."""

import pytest

from runs.intents import read_ticket
from tests.blind_round_cases import reworded, round_cases
from tests.fresh_cases import assert_all_pass
from tests.readings import shown

V25A = round_cases("docs/blind-rounds/2026-12-09/ver25a/ver25a.jsonl")


@pytest.mark.parametrize("text", [
    # the denial in the next sentence
    "The app says my parcel was delivered yesterday. It never did, there's nothing on the step.",
    "tracking says deliverd at 2pm... nope, nothing here. can u check",
    "Your courier marked it as delivered on Tuesday. That's not true, nothing came.",
    "UPS shows it delivered. No it didn't! I've checked with every neighbour on the street.",
    "Hi there, the website says it was delivered to my door on Monday. Not to me it wasn't. Please look into it.",
    "FedEx claims it was delivered at 10:14. It wasn't, I was in all morning and no one knocked.",
    "The tracking page says delivered.\n\nIt wasn't.",
    # the denial in the same sentence
    "Says delivered but I've got nothing.",
    "It says delivered on the 3rd, but I have nothing - no box, no card through the door.",
    "ur tracking says DELIVERED - it wasnt, i was home all day",
    "My order page shows the lamp as delivered, but that's wrong, nothing arrived here at all. Could you chase the carrier?",
    "Tracking says delivered. Nothing. Not a thing on the doorstep.",
])
def test_a_delivery_the_tracking_tells_and_the_customer_denies_is_claimed(text):
    reading = read_ticket(f"My order\n{text}", order_ref="SU-70001")
    assert [s for s in reading.requests if "non_delivery" in s.kinds], shown(reading)


@pytest.mark.parametrize("text", [
    "It says delivered and it was, thanks.",
    "tracking says delivered - yes got it, but the mug is chipped.",
    "Tracking says delivered on the 5th. It wasn't late though, just the wrong colour.",
    "The app said delivered and it wasn't damaged at all, lovely.",
    "Tracking said delivered but it wasn't on the step - turned up at number 12 later, all fine.",
    "The tracking says it was delivered. It was, the kids just hid it. Sorry!",
    "Tracking said delivered on the 2nd. It wasn't the first time your driver left it in the rain.",
    "The website says delivered and yes, it's here now. Is there a manual for it?",
    "Tracking says delivered, there's nothing wrong with the parcel but I want to return the lamp.",
    "The app says delivered. I have nothing against your driver, the lamp is just too big. Can I return it?",
])
def test_near_misses_claim_no_parcel_lost(text):
    reading = read_ticket(f"My order\n{text}", order_ref="SU-70001")
    assert not [s for s in reading.requests if "non_delivery" in s.kinds], shown(reading)


def test_please_look_into_it_goes_with_the_denied_delivery_not_the_charge_after_it():
    body = ("Tracking for SU-82533 says delivered on the 5th at the front door. It wasn't - I was home all day, neighbours have "
            "nothing. Please look into it. Separately my card shows the $6.80 tax line twice, please refund the extra one.\n\nBen")
    reading = read_ticket(f"Says delivered - it wasn't\n{body}", order_ref="SU-82533")
    assert set(reading.intents) == {"non_delivery", "duplicate_charge"}, shown(reading)
    kinds = [s.kinds for s in reading.sentences if s.role in ("request", "courtesy", "attached")]
    at = next(i for i, s in enumerate(reading.sentences) if s.text == "Please look into it.")
    before = next(s for s in reversed(reading.sentences[:at]) if s.role == "request")
    assert "non_delivery" in before.kinds, (kinds, shown(reading))
    assert not [s for s in reading.requests if s.kinds == ["other"]], shown(reading)


@pytest.mark.parametrize("text", [
    "app says delivered?? I've nothing here, please check",
    "The tracking says DELIVERED!! Not to me it wasn't.",
])
def test_the_tracking_told_in_disbelief_is_part_of_the_claim_not_a_question(text):
    reading = read_ticket(f"My order\n{text}", order_ref="SU-70001")
    assert [s for s in reading.requests if "non_delivery" in s.kinds], shown(reading)
    assert not [s for s in reading.requests if s.kinds == ["other"]], shown(reading)


# The VER25A-33 world (a parcel scanned delivered at the front door, the sales tax charged twice), the ticket worded
# afresh: the non-delivery goes to a person for a delivery investigation, the tax copy is refunded, the reply names both.
BODIES = [
    "Tracking for SU-82533 says it was delivered on the 5th. It never was - I was in all day and the neighbours have seen nothing. "
    "Please look into it. Separately, my card shows the $6.80 sales tax twice; please refund the extra one.",
    "ups says delivered on the 5th. nope, nothing here, i checked the porch and the bins. can you look into it? also the tax "
    "($6.80) went out of my account twice, refund one pls",
    "Dear team, your website states the parcel was delivered to my front door. That is simply not true, nothing came. "
    "I would be grateful if you could look into it. In addition, the $6.80 tax was charged two times - kindly refund the duplicate.",
]


@pytest.mark.django_db
def test_the_denied_delivery_goes_to_a_person_and_the_tax_copy_is_paid(tmp_path):
    cases = [reworded(V25A, "VER25A-33", f"DELIVERED-DENIED-{i}", body) for i, body in enumerate(BODIES)]
    assert_all_pass(tmp_path, cases)
