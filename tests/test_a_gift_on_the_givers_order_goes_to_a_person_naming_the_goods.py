"""A claim on a gift whose order belongs to the giver goes to a person who is told which order, that it is another
customer's, and what the customer asks about it in their words: "confirm whether order SU-91004 ... belongs with this
ticket" named no kettle, so whoever picked it up read the ticket again to learn what was wrong. Nothing is paid, and
the customer's own order is paid as before. Wording written for these tests."""

import pytest

from tests import fresh_cases as fc

KETTLE = [fc.line("KTL-C", "Copper stovetop kettle", 6400), fc.line("TRV-1", "Trivet, cast iron", 1500)]
HERS = "june.ashby@example.com"


@pytest.mark.django_db
def test_someone_elses_order_goes_to_a_person_naming_the_order_and_the_goods(tmp_path):
    def named(cid, body):
        return fc.case(cid, body, KETTLE, intents=["damaged_item"], owner_email=HERS,
                       expected={"outcome": "escalated", "escalations": [{"item": "kettle"}]})
    cases = [
        named("GV-1", "Hello, my sister sent me one of your copper kettles for my birthday (order SU-70001 is printed on the gift note) and "
                      "the spout was squashed flat when I opened the box. Can you refund it, or do whatever you normally do?"),
        named("GV-2", "hi my mum got me the kettle off your site, order SU-70001, and the lid came dented. she said to email u"),
        named("GV-3", "A friend ordered me a kettle as a housewarming present (SU-70001). The handle had snapped off in the box."),
        named("GV-4", "Order SU-70001 was a gift from my partner. The copper kettle arrived with a big dent in the side. Refund please?"),
        named("GV-5", "Writing about SU-70001, which my son placed for me. The kettle whistle is missing and the base is scratched."),
        # the customer's own order is still paid as before
        fc.case("GV-6", "My copper kettle from SU-70001 arrived with a big dent in the side. Refund please.", KETTLE, intents=["damaged_item"],
                expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(KETTLE, "KTL-C", 1), "KTL-C", 1)]}),
    ]
    got = fc.run(tmp_path, cases)
    ids = [c["id"] for c in cases]
    assert all(got[c]["passed"] for c in ids), {c: got[c]["differences"] for c in ids if not got[c]["passed"]}
    assert got[""]["guard_violations"] == 0
