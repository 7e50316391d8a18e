"""A parcel the customer says is lost on the word of its tracking ("The parcel is LOST according to your own tracking
page.", "lost per the UPS page", "went missing according to the courier app"), followed by an ask for the money back,
is a non-delivery claim, and the ask is its remedy. The words naming the source ("according to", "per", "judging by",
"based on", "apparently") ended the lost-parcel cue's reading, the sentence was a bare statement, and the ask was
attached to the duplicate charge after it: the lost parcel was neither paid nor mentioned (blind round ver24a V24-16,
a silent drop). So did a parcel named by the goods it held ("the parcel with the oven gloves and tea towels was lost"),
when the list ran past a few words. Wording written for these tests.

Near-misses: a parcel told lost that turned up, one lost and already refunded, a question whether it is lost, a
piece missing from goods "according to" someone, and a box that came with a piece missing are no lost parcel."""

import pytest

from runs.intents import read_ticket
from tests.blind_round_cases import reworded, round_cases
from tests.fresh_cases import assert_all_pass

V24A = round_cases("docs/blind-rounds/2026-12-08/ver24a/ver24a.jsonl")


@pytest.mark.parametrize("text", [
    "The parcel is LOST according to your own tracking page. I want ALL my money back, including the shipping.",
    "The parcel was lost per the UPS page, so please refund me in full.",
    "apparently the package went missing according to the courier app!! refund everything pls",
    "My parcel has been lost judging by the tracking (no scans for 10 days). Can I have my money back?",
    "The box was lost based on what your tracking says. Please refund the order.",
    "hiya, the delivery got lost apparently. i'd like a refund for the lot",
    # the parcel named by what it held, however long the list
    "The parcel with the oven gloves and tea towels was lost according to the tracking page. Please refund that order.",
    "The box with the lamp, the shade and the bulbs went missing in transit. I'd like my money back.",
])
def test_the_lost_parcel_is_claimed_and_the_money_is_its_remedy(text):
    reading = read_ticket(f"My order\n{text}", order_ref="SU-70001")
    claims = [s for s in reading.requests if "non_delivery" in s.kinds]
    assert claims, [(s.role, s.kinds, s.text) for s in reading.sentences]
    # the ask for the money is the claim's remedy, never a request of no kind for a person
    assert not [s for s in reading.requests if s.kinds == ["other"]], [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]


@pytest.mark.parametrize("text", [
    "Your tracking page said the parcel was lost according to UPS, but it turned up this morning. All good now.",
    "The parcel was lost according to the courier last month and you refunded it already, thanks.",
    "Is the parcel lost according to your system? Just checking.",
    "The manual was missing a page according to my wife. Love the lamp though.",
    "The parcel was missing a screw according to the leaflet, the shelf itself is fine.",
    "The box with the lamp arrived but the shade was missing.",
    "The box with the mugs was missing a lid.",
])
def test_near_misses_claim_no_lost_parcel(text):
    reading = read_ticket(f"My order\n{text}", order_ref="SU-70001")
    assert not [s for s in reading.requests if "non_delivery" in s.kinds], [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]


# The V24-16 world (a lost parcel, its items charged twice), the ticket worded afresh. Both refunds come to more than
# the ceiling, so the second waits for a support lead, who approves it (the case as shipped has no approver, and waits).
APPROVED = {"refunds": [{"answer": "approve", "role": "support_lead", "note": "Tracking shows the parcel lost; the copy is on the statement."}]}
BODIES = [
    "Writing for the third time now. Your own tracking says the parcel was lost according to UPS. I want every cent back, shipping "
    "included. You also took $123.00 off my card twice for this order - refund the extra one. Then close my account please, I'm finished with you.",
    "the parcel is lost according to the tracking page!!! refund me everything incl delivery. also you charged me 123.00 two times, fix "
    "that. and close my account",
    "Hello. Per your tracking page my parcel was lost in transit. I would like a full refund including postage, please. Separately, my card "
    "was charged $123.00 twice for this order; please refund the second charge. Finally, kindly close my customer account.",
    "The parcel was LOST apparently (your tracking, not me). Money back in full, delivery too. AND the $123.00 went out of my account two "
    "times! After that, close my account.",
    "This is my third email. The package went missing according to your own website. I want ALL of my money back including shipping. "
    "You've also charged my card twice, $123.00 both times!! Refund that too. Once that's done I want my account closed.",
]


@pytest.mark.django_db
def test_the_lost_parcel_is_paid_by_carrier_claim_beside_the_copy(tmp_path):
    cases = [reworded(V24A, "V24-16", f"LOST-TOLD-{i}", body, approver=APPROVED) for i, body in enumerate(BODIES)]
    assert_all_pass(tmp_path, cases)
