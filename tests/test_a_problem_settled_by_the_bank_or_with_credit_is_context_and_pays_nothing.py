"""A past problem told as settled by the customer's bank, with store credit or a voucher, with the fee handed back, or a
bare "refunded already" is context: nothing is asked, nothing paid again (runs/intents/settled_other_means.py,
runs/intents/delay_settled_aside.py). A settling denied, wished or chased stays asked."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc


def _intents(body: str) -> list[str]:
    return read_ticket(f"My order\n{body}", order_ref="SU-70410").intents


SETTLED = [
    ("The charge was doubled. Refunded by bank. Ok now.", "duplicate_charge"),
    ("I was billed twice. Reversed by my bank already. All fine.", "duplicate_charge"),
    ("It came late but customer service gave me store credit for it. Fine now.", "late_delivery"),
    ("The rug I bought was late but you already gave me the shipping back back then.", "late_delivery"),
    ("The rug came late; shipping refunded already.", "late_delivery"),
    # in other voices
    ("Duplicate payment on my card last week. Refunded by my credit card company on Friday, so we're fine.", "duplicate_charge"),
    ("they took the money twice!! chargeback went through tho so nvm", "duplicate_charge"),
    ("Delivery was three days late. customer care sent me a credit note for it afterwards.", "late_delivery"),
    ("The order turned up late but I received a goodwill gesture from your helpline afterwards.", "late_delivery"),
    ("Package was late, your depot paid the postage back the next day.", "late_delivery"),
    ("Was double billed on the table. Amount reversed already, thank you.", "duplicate_charge"),
    ("the lamp showed up a week late, compensated me already w/ a gift card so im happy", "late_delivery"),
]


@pytest.mark.parametrize("body,kind", SETTLED)
def test_a_problem_settled_by_the_bank_or_in_another_form_asks_nothing(body, kind):
    reading = read_ticket(f"My order\n{body}", order_ref="SU-70410")
    assert kind not in reading.intents, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    told = [s for s in reading.sentences if kind in s.kinds]
    assert told and all(s.role == "context" and s.why for s in told)


def test_a_delay_settled_with_a_voucher_beside_a_damage_claim_leaves_the_damage_asked():
    intents = _intents("parcel arrived late (your team compensated me already via voucher, ty) but anyway the cup inside is chipped")
    assert "damaged_item" in intents and "late_delivery" not in intents


STILL_ASKED = [
    ("The duplicate charge was never refunded even though your agent promised it.", "duplicate_charge"),
    ("I was charged twice and my bank says it will reverse it if you don't.", "duplicate_charge"),
    ("you gave me store credit but I want the money", "other"),
    ("I was refunded for the mug but not the late delivery fee", "late_delivery"),
    ("The parcel came late. the late fee still hasn't been refunded.", "late_delivery"),
    # of our own
    ("I was charged twice. My bank says they can't reverse it, so please refund the second charge.", "duplicate_charge"),
    ("The parcel was late. You offered me a voucher for the late delivery but I'd rather have the shipping fee refunded.", "late_delivery"),
    ("I was charged twice and the second charge hasn't been reversed yet.", "duplicate_charge"),
    # money back named only as the remedy turned down, never as one had (found by the full suite)
    ("My teapot's lid came cracked. I'd rather you posted a new lid than gave me money back.", "damaged_item"),
    ("the vase came smashed - id prefer a new one instead of you sending the money back", "damaged_item"),
]


@pytest.mark.parametrize("body,kind", STILL_ASKED)
def test_a_settling_denied_wished_or_turned_from_stays_asked(body, kind):
    assert kind in _intents(body)


CHAIR = [fc.line("CH-1", "Oak dining chair", 12000)]


@pytest.mark.django_db
def test_a_duplicate_the_bank_reversed_is_not_paid_again(tmp_path):
    settled = fc.charged(fc.case("SBC-1", "I was billed twice for the chair. Reversed by my bank already. All fine.", CHAIR, intents=[],
                                 expected={"outcome": "resolved", "refunds": [], "returns": []}), twice=True)
    fc.assert_money_as_expected(tmp_path, [settled])
