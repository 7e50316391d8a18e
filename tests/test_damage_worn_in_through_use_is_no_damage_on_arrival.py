"""Damage that came through weeks of use ("I have used the frying pan every single day since it came three weeks
ago and now the coating is peeling") is no damage on arrival (POL-DMG-002): a person decides, with the words
quoted, and no damage refund is paid by itself ($48.60 was). So is damage after a spell of working told without
a use verb ("worked perfectly for the first three weeks but yesterday the handle cracked": $42.22 was paid).
Damage seen on arrival, found later with no use told before it, or a unit dead within minutes, is still a damage
claim."""
import pytest

from runs.intents import read_ticket
from runs.intents.doubt import FAULT_AFTER_USE_WHY


def read(text: str):
    return [s for s in read_ticket(text).sentences if s.is_request]


WORN = [
    "I have used the frying pan every single day since it came three weeks ago and now the coating is cracking. I'd like my money back.",
    "Been cooking in the wok daily for a month and now the handle has cracked, refund please",
    "we've used the kettle loads since it arrived and the lid hinge has now snapped. can i get a refund",
    "ive worn the boots most days since they came and the sole is now split, pls refund",
    "After using the saucepan for two weeks the base has warped and now it's dented, refund?",
    # a spell of working told without a use verb: the goods came working and broke later
    "The toaster worked fine for about six weeks but now the lever has snapped off. Refund please.",
    "hi, blender was great for a couple of months then the jug cracked down the side, can i get my money back",
    "My hair dryer lasted two weeks before the casing split open. I want a refund.",
    "After a month of use the handle on the saucepan has come loose, please refund me",
    "Since last week the lamp has started to flicker and now the base is cracked. Refund?",
    "the iron worked perfectly for the first 3 weeks and then yesterday the soleplate cracked, money back pls",
    "Our kettle ran fine for a fortnight, until the lid hinge broke this morning. We'd like a refund.",
]
ON_ARRIVAL = [
    "The mug came chipped and now I've noticed the handle is cracked too, please refund",
    "The frying pan arrived with a dent in the base, I haven't even used it. Refund please.",
    "The teapot was cracked when it came - I haven't used it every day or anything, it was like that out of the box. Refund please.",
    "My vase arrived smashed, please refund.",
    "The plate was chipped on arrival and the bowl is cracked as well, refund both please",
    # found late, dead within minutes, or weeks of delay before the damage: still damage on arrival
    "The vase arrived cracked and I only noticed after a week, please refund.",
    "The kettle came with a cracked handle, I just didn't spot it for a few days. Refund please.",
    "the lamp worked for two minutes then died and the casing is cracked, refund please",
    "My mug arrived chipped. Refund please.",
    "The teapot was broken when it came, it hasn't worked for weeks because I never used it. Refund please.",
    "The parcel was held at the depot for two weeks and then the rug came torn. Refund please.",
    "The parcel was held up for two weeks and then the kettle came with a cracked lid, refund please",
    "It was stuck in transit for about a month but when the lamp came the shade was crushed, refund please",
]


@pytest.mark.parametrize("text", WORN)
def test_damage_after_a_spell_of_use_goes_to_a_person_quoted(text):
    requests = read(text)
    assert not any("damaged_item" in s.kinds for s in requests)
    assert any(s.why.startswith(FAULT_AFTER_USE_WHY) for s in requests)


@pytest.mark.parametrize("text", ON_ARRIVAL)
def test_damage_on_arrival_is_still_a_damage_claim(text):
    assert any("damaged_item" in s.kinds for s in read(text))


def test_the_guard_admits_no_damage_refund_a_model_proposes_for_wear_in_use():
    # whatever a model proposes, a damage refund stands on a damage claim the screener read; wear in use is none
    from datetime import datetime, timezone

    from runs import policy_evidence
    from runs.guards import check_request_in_ticket
    from runs.screening import request_dicts

    order = {"order_ref": "SU-90210", "lines": [{"sku": "PAN-1", "description": "Non-stick frying pan", "quantity": 1, "unit_price_cents": 4500}],
             "charges": [], "shipments": [], "replacement_orders": [], "refunds": [], "returns": []}
    text = "I have used the frying pan every single day since it came three weeks ago and now the coating is flaking off. I'd like my money back."
    asked = request_dicts(read_ticket(text, order_ref="SU-90210"), "SU-90210")
    decision = {"case_type": "damaged_item", "action": "refund", "needs_human": False, "lines": [{"sku": "PAN-1", "quantity": 1}],
                "sku": "PAN-1", "amount_cents": 4860}
    result = check_request_in_ticket(decision, policy_evidence.Evidence(order=order, now=datetime(2026, 10, 14, tzinfo=timezone.utc)), asked, "")
    assert not result.passed
