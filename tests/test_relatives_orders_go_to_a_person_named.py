"""A ticket about an order of someone else (a spouse's, a gift's giver's, a parent's) is never acted
on by the agent, and the person who gets it is told which order and why: it exists and belongs to
another customer, so they can confirm the link, not "identify which order the customer means"."""

import pytest

from tests import fresh_cases as fc

PAN = [fc.line("PAN-28", "Carbon steel frying pan", 4800), fc.line("LID-28", "Glass pan lid", 1200)]
HIS = "omar.hale@example.com"


@pytest.mark.django_db
def test_someone_elses_named_order_goes_to_a_person_naming_the_order_and_nothing_is_paid(tmp_path):
    named = {"outcome": "escalated", "escalations": [{"item": "SU-70001"}]}
    got = fc.run(tmp_path, [
        fc.case("F10-O1", "Hello, my husband ordered the carbon steel frying pan on his own account (SU-70001) and it came warped. "
                "He is travelling, so I'm writing for him. Could it be refunded?", PAN, intents=["damaged_item"], owner_email=HIS, expected=named),
        fc.case("F10-O2", "hi! my aunt sent me a frying pan as a birthday present, order SU-70001, and the glass lid was cracked when i "
                "opened it. can u refund the lid?", PAN, intents=["damaged_item"], owner_email=HIS, expected=named),
        fc.case("F10-O3", "Writing about order SU-70001 which my dad placed for me. THE PAN IS WARPED and rocks on the hob. Refund please.",
                PAN, intents=["damaged_item"], owner_email=HIS, expected=named),
        # the customer's own order is still paid as before
        fc.case("F10-O4", "My carbon steel frying pan from SU-70001 came warped, it rocks on the hob. Refund please.", PAN, intents=["damaged_item"],
                expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(PAN, "PAN-28", 1), "PAN-28", 1)]}),
    ])
    assert all(got[c]["passed"] for c in ("F10-O1", "F10-O2", "F10-O3", "F10-O4")), {c: got[c]["differences"] for c in ("F10-O1", "F10-O2", "F10-O3", "F10-O4")}
    assert got[""]["guard_violations"] == 0
