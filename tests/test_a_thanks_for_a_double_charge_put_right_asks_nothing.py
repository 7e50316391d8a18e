"""A thanks for a double charge put right is a settled past problem, not a new duplicate-charge claim.

From a held-back round: the customer thanked the shop for fixing an earlier double charge; it was read as a new
duplicate-charge claim, declined, and the reply told the customer so (runs/intents/thanks_for_charge_fixed.py). A
thanks said ahead of the work, or one that turns to the charge still there or taken again, stays a claim. Wording
written for these tests."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown


@pytest.mark.parametrize("body", [
    "thanks for fixing the double payment! all good now",
    "Thanks for sorting the double charge out. The lamp is great.",
    "thank you for fixing the duplicate charge on my card, really appreciate it",
    "Many thanks for reversing the extra payment you took.",
    "Thank u for fixing the charge that went through twice!",
    "Hello, just a quick note: thank you so much for cancelling that duplicate transaction, very kind of your team.",
    "cheers for sorting out my double charge mate",
])
def test_a_thanks_for_the_second_charge_put_right_asks_nothing(body):
    read = reading(body)
    assert "duplicate_charge" not in read.intents and not read.requests, shown(read)


def test_a_claim_told_after_the_thanks_is_still_read():
    read = reading("Thanks for sorting out that duplicate payment last month. But the mug I got is chipped, please refund it.")
    assert read.intents == ["damaged_item"], shown(read)


@pytest.mark.parametrize("body", [
    "Thanks in advance for sorting the double charge. I was billed twice for the lamp.",
    "I was charged twice. Thanks for fixing the double charge asap.",
    "Thanks for looking into the double charge. It's still on my card though, please refund it.",
    "Thanks for fixing the double charge, but I've been charged twice again this month!",
    "Thanks for your help. I was charged twice for the lamp, please refund the second charge.",
    "thanks for fixing the double charge when you can, it's $69.00 taken twice",
])
def test_a_thanks_ahead_or_a_charge_still_there_is_still_a_claim(body):
    read = reading(body)
    assert "duplicate_charge" in read.intents, shown(read)


LAMP = [fc.line("LMP-1", "Brass table lamp", 6900)]


@pytest.mark.django_db
def test_end_to_end_nothing_is_declined_or_paid(tmp_path):
    # (a ticket read as asking nothing goes to a person to answer: what matters is no claim declined and nothing paid)
    c = fc.case("THX-1", "thanks for fixing the double payment! all good now, the lamp looks great.", LAMP, intents=[],
                refunds=[{"amount_cents": 7452, "case_type": "duplicate_charge", "reason": "duplicate charge"}],
                expected={"outcome": "escalated", "refunds": []})
    fc.charged(c, True)
    got = fc.run(tmp_path, [c])
    assert got[""]["guard_violations"] == 0 and got[""]["silent_drops"] == 0
    assert not [d for d in got["THX-1"]["differences"] if d.startswith(("unexpected refund", "refund of", "outcome"))], got["THX-1"]["differences"]
    assert "declin" not in str(got["THX-1"]).lower(), got["THX-1"]
