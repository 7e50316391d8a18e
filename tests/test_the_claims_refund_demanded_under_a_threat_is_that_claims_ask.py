"""The refund a damage claim already asks, demanded again under a threat of a review, a report to a regulator or a bank
dispute ("Refund it today or I'll report you to trading standards and charge the whole lot back"), is the claim's own ask,
not a second request: read as one, a person got an open item and the reply said "I've refunded $42.12" and then "I
couldn't sort out your request ('Refund it today or ...')" (blind round adv31, A31-10;
runs/intents/threat_beside_claim.py). It is context, its reason saying the claim's subtask pays and a person may read
the threat. A threat of the law, a sum of the customer's own, a further remedy or the whole order asked beside a claim on
some goods still go to a person. Wording written for these tests."""

import pytest

from runs.intents.threat_beside_claim import THREATENED_REFUND_WHY
from tests.fresh_cases import assert_all_pass, case, cents, line, refund
from tests.readings import reading, shown


@pytest.mark.parametrize("body", [
    "Lamp arrived smashed. refund me today or I'll report u to trading standards",
    "The rug came torn. Refund it this week, otherwise I will be taking this to the ombudsman.",
    "The clock arrived with its glass face shattered. Kindly refund it promptly; otherwise I shall report the matter to Trading Standards.",
    "MIRROR CAME SHATTERED. REFUND IT NOW OR I'M GOING TO TRADING STANDARDS AND MY BANK.",
    "Your toaster showed up with a cracked casing. Refund it by Friday or I will leave bad reviews everywhere and call my bank to charge the "
    "whole lot back.",
    "the vase was in bits when it came. Money back please or we'll be reporting you to trading standards.",
])
def test_the_claims_refund_under_a_threat_is_no_request_of_its_own(body):
    read = reading(body)
    threat = read.sentences[-1]
    assert read.intents == ["damaged_item"], shown(read)
    assert threat.role == "context" and threat.why == THREATENED_REFUND_WHY, shown(read)


@pytest.mark.parametrize("body", [
    "The kettle came dented. Refund it or I'll report you to trading standards and sue you.",   # the law: a person answers it
    "The lamp came smashed. Refund me $300 today or I will report you to trading standards.",   # a sum of its own
    "The lamp came smashed. Refund it and send me a voucher or I will leave a bad review.",     # a further remedy
    "The lamp came smashed. Refund the whole order or I'll file a chargeback.",                 # more than the claim
])
def test_more_than_the_claims_refund_still_goes_to_a_person(body):
    read = reading(body)
    assert "other" in read.intents, shown(read)


@pytest.mark.django_db
def test_the_claim_is_paid_and_nothing_goes_to_a_person(tmp_path):
    lamp = [line("LMP-1", "Table lamp", 5400)]
    rug = [line("RUG-1", "Jute rug", 8900)]
    cases = [
        case("THREAT-1", "Lamp arrived smashed. refund me today or I'll report u to trading standards", lamp, intents=["damaged_item"], subject="lamp",
             expected={"outcome": "resolved", "refunds": [refund(cents(lamp, "LMP-1", 1), "LMP-1", 1)], "returns": [], "escalations": []}),
        case("THREAT-2", "The jute rug came torn along one edge. Refund it this week, otherwise I will be taking this to the ombudsman and my "
             "bank to charge the whole lot back.", rug, intents=["damaged_item"], subject="Torn rug",
             expected={"outcome": "resolved", "refunds": [refund(cents(rug, "RUG-1", 1), "RUG-1", 1)], "returns": [], "escalations": []}),
    ]
    assert_all_pass(tmp_path, cases)
