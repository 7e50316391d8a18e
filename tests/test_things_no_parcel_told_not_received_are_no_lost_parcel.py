"""A thing that is no parcel told as not received (a percent-off code, a voucher of some amount, a certificate, a booking
confirmation with several words before it, a refund of an earlier return told with a long subject) is a request of kind
`other` for a person, never a non-delivery: read as one, the whole order was refunded from the carrier claim (adversarial
round notgoods42). A parcel told still coming and accepted ("not here yet, no rush") is a remark, no claim; an ask that
only points back ("Could you send it?", "Could you resend?") is handed over quoting the thing it points at.

Near-misses: goods told as not come stay a non-delivery ("a refund for the lamp that never arrived", "my order with the
discount code never arrived", "the lamp and the voucher never came"), as does a parcel not here with stalled tracking,
a refund asked if lost, or a question. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import _at, case, line, run

NOT_A_PARCEL = [
    "Hello, I never received the 20% birthday discount you emailed about. Can it go on SU-70001?",
    "still havent recieved the £5 goodwill voucher ur agent offered me",
    "I have not yet received the installation appointment booking confirmation that I paid extra for.",
    "We still haven't received the certificate of warranty for the sofa, could you look into it",
    "My credit for the blender I sent back in March still hasn't come through.",
    "The birthday card message I wrote for my dad never came through on the order confirmation.",
    "my loyalty points for SU-70001 never arrived!!",
    "Never got the 25% off welcome code either.",
]

STILL_A_PARCEL = [
    "I want a refund for the lamp that never arrived.",
    "My order with the discount code never arrived.",
    "The lamp never arrived, please refund me.",
    "Never received my parcel, it's been three weeks.",
    "The rug hasn't arrived yet and tracking hasn't moved in a week.",
    "Still not here, no rush but I'd like a refund if it's lost.",
    "The sofa is not here yet, no worries at first but now I think it is lost.",
]

WAIT_ACCEPTED = [
    "(The lamp's not here yet but tracking shows it moving.)",
    "The blanket hasn't arrived yet, so no rush.",
    "The side table has not arrived yet, which I accept.",
    "sofa not here yet, no worries",
    "The mirror still hasn't come but honestly I'm not bothered.",
    "Rug isn't here yet but I'm happy to wait.",
]


@pytest.mark.parametrize("body", NOT_A_PARCEL)
def test_a_thing_no_parcel_not_received_is_no_non_delivery(body):
    assert "non_delivery" not in read_ticket(f"x\n{body}").intents


@pytest.mark.parametrize("body", STILL_A_PARCEL)
def test_goods_not_come_stay_a_non_delivery(body):
    assert "non_delivery" in read_ticket(f"x\n{body}").intents


@pytest.mark.parametrize("remark", WAIT_ACCEPTED)
def test_a_parcel_still_coming_and_accepted_is_no_claim(remark):
    r = read_ticket(f"x\nThe invoice for SU-70001 never arrived in my inbox, please resend it. {remark}")
    assert "non_delivery" not in r.intents and "other" in r.intents


@pytest.mark.parametrize("ask, item", [
    ("I still haven't received the VAT receipt for SU-70001. Could you send it?", "receipt"),
    ("The gift voucher code never arrived. Please forward it.", "voucher"),
    ("Waiting on the user manual PDF, nothing in my inbox. Could you resend?", "PDF"),
    ("No sign of the booking confirmation for the assembly. can u send it over pls", "confirmation"),
])
def test_an_ask_pointing_back_is_quoted_with_the_thing(ask, item):
    from runs.intents.delivery_manner import with_manner
    r = read_ticket(f"x\n{ask}")
    quoted = [with_manner(r, s) for s in r.requests if "other" in s.kinds]
    assert "non_delivery" not in r.intents and any(item.lower() in q.lower() for q in quoted)


def _in_transit(cid: str, body: str, item: str) -> dict:
    c = case(cid, body, [line("LMP-01", "Brass floor lamp", 8900)], intents=["other"], subject="query",
             expected={"outcome": "escalated", "refunds": [], "escalations": [{"item": item}]})
    order = c["world"]["orders"][0]
    order["status"] = "shipped"
    order["shipments"][0].update(status="in_transit", delivered_at=None, promised_by=_at(-3)[:10],
                                 scans=[{"at": _at(2), "code": "picked_up", "location": "Depot"}])
    return c


@pytest.mark.django_db
def test_things_not_received_beside_a_parcel_on_its_way_pay_nothing(tmp_path):
    cases = [
        _in_transit("NGP-1", "Lamp's still on its way, no problem. But I never got the 15% loyalty discount - can it be applied?", "discount"),
        _in_transit("NGP-2", "I have not received the certificate of authenticity for SU-70001. Could you send it? The lamp is not here yet, no rush.", "certificate"),
        _in_transit("NGP-4", "Still waiting on the $20 voucher promised on the phone. (Lamp not here yet but tracking shows it moving.)", "voucher"),
        _in_transit("NGP-5", "Still waiting on the setup guide PDF for SU-70001 - nothing arrived by email. Could you resend?", "PDF"),
    ]
    got = run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert [c["id"] for c in cases if not got[c["id"]]["passed"]] == []
