"""A subject line cut in pieces ("late + double charge SU-71002") names a claim the body says a third party already
settled and says to leave: that piece asks nothing, as a whole subject the body settles asks nothing
(runs/intents/subject_claim.subject_waved_in_body). Case 46-R3-10: only the subject's first piece was checked, so
"double charge SU-71002" stood as a request and the run escalated "refund the duplicate charge" beside the late fee it
paid. A subject naming the settled claim beside one the body asks ("Late delivery & double charge") keeps only the one
asked. The bank's return told in a learner's passive ("is already give back by my bank") is settling words too.
Near-misses still asked: the body asks the duplicate itself, the bank could not get it back, a subject piece naming a
claim the body never settles ("late + damaged")."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc

LAMP = [fc.line("LMP-1", "Table lamp", 4800), fc.line("MUG-1", "Stoneware mug", 2400)]

SETTLED = [
    ("late + double charge {ref}", "Two things. You charged me the $72.00 twice but Revolut already got the second one back for me "
     "through their dispute tool, so leave that. And the parcel was three days late - could you refund the delivery charge please?"),
    ("Charged twice + late parcel", "my bank already reversed the second $72 charge so dont worry about that one. parcel came 3 days late "
     "tho, can i have the delivery fee back"),
    ("double payment / late delivery", "Hello. The double payment is already give back by my bank, please leave it. But the delivery was "
     "late three days, I want the shipping money back please."),
    ("Late & billed twice", "Monzo sorted the duplicate charge out for me via a chargeback, nothing needed there. The parcel was 3 days "
     "late though - please refund the delivery."),
    ("late + charged 2x", "Quick one - PayPal already refunded the duplicate payment through their resolution centre, so ignore that part. "
     "The parcel arrived three days late, please refund delivery."),
    ("Late parcel + duplicate charge", "Dear team, regarding the duplicate charge: my card company already returned it to me, so there is "
     "nothing to do there. However the parcel was three days late and I would like the delivery charge refunded."),
    ("Late delivery & double charge", "Two things. You charged me the $72.00 twice but Revolut already got the second one back for me "
     "through their dispute tool, so leave that. And the parcel was three days late - could you refund the delivery charge please?"),
]


@pytest.mark.parametrize("subject,body", SETTLED)
def test_the_settled_duplicate_in_a_subject_piece_is_not_asked(subject, body):
    reading = read_ticket(f"{subject.format(ref='SU-71002')}\n{body}", order_ref="SU-71002")
    assert reading.intents == ["late_delivery"], [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]


@pytest.mark.parametrize("subject,body,kinds", [
    ("late + double charge", "You charged me the $72.00 twice and my bank could not get it back, please refund the second one. "
     "The parcel was three days late too, please refund the delivery charge.", {"duplicate_charge", "late_delivery"}),
    ("late + double charge", "You charged me twice, please refund the extra one. The parcel was also three days late, refund the delivery "
     "please.", {"duplicate_charge", "late_delivery"}),
    ("late + damaged", "Revolut already got the second charge back for me, so leave that. The parcel was three days late - could you "
     "refund the delivery charge please?", {"damaged_item", "late_delivery"}),
    ("double charge + late", "Can the double payment be given back by my bank? The parcel was three days late, refund the delivery please.",
     {"duplicate_charge", "late_delivery"}),
])
def test_a_duplicate_not_settled_or_a_claim_never_settled_stays_asked(subject, body, kinds):
    reading = read_ticket(f"{subject}\n{body}", order_ref="SU-71002")
    assert kinds <= set(reading.intents), [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]


@pytest.mark.django_db(transaction=True)
def test_only_the_late_fee_is_paid_and_the_run_resolves(tmp_path):
    fee = {"amount_cents": 599, "source": "platform", "lines": []}
    cases = []
    for n, (subject, body) in enumerate(SETTLED):
        c = fc.case(f"SUBPIECE-{n}", body, LAMP, subject=subject.format(ref=f"SU-7810{n}"), intents=["late_delivery"],
                    expected={"outcome": "resolved", "refunds": [fee], "escalations": []}, ref=f"SU-7810{n}")
        cases.append(fc.charged(fc.late_by(c, 3), twice=True))
    fc.assert_all_pass(tmp_path, cases)
