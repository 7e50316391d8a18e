"""A refund the customer was told was made, chased as never arrived, with its figure told in the sentence ("you said you
refunded the double charge of $59.00 on the 3rd but it NEVER arrived. Refund it again now.") is a chase for a person
(runs/intents/settled_words.py NOT_SETTLED): the words between its parts may hold a figure's point or comma and run
longer than they did (issue 11's mending, finding 1: the gap stopped at "$59." and the sentence was read as a new copy
and a parcel never come, and the ask to refund it again went with that claim). Never a new refund of the copy, never a
non-delivery claim, nothing dropped. Near-misses: a new copy told beside an old one settled is still a duplicate charge.
Wording written for these tests."""

import pytest

from runs.intents.settled_words import CHASED_WHY
from tests import fresh_cases as fc
from tests.readings import reading, shown

CHASED = [
    ("Hi, you said you refunded the double charge of $59.00 on the 3rd but it NEVER arrived.", "Refund it again now."),
    ("Your agent told me on 12 March that the duplicate payment of £42.50 had been refunded, but nothing has shown up on my card.",
     "Please sort it."),
    ("back in may u guys confirmed a refund of $129.99 for the 2nd charge, still not on my statment.", "can u refund it again"),
    ("You emailed on the 2nd to say the duplicate $64.00 payment was reversed, but my bank says it never came back.", "Refund it again."),
    ("Hello. Your colleague Priya confirmed by email that my second charge (USD 18.75, taken on 4 Nov) was refunded in full, "
     "but it has not arrived in my account.", "Please refund it again."),
    ("I was told the copy of the $59.00 payment was refunded - it wasn't.", "Refund it again please."),
    ("The refund of €35.20 you promised for the charge taken twice, never arrived.", "Please refund it now."),
    ("Dear team, you said the double charge of $1,249.00 for my sofa order was refunded, but I never got it.", "Please refund it again."),
]


@pytest.mark.parametrize("chase, ask", CHASED)
def test_the_chase_is_a_persons_and_no_new_copy_nor_lost_parcel(chase, ask):
    read = reading(f"{chase} {ask}", "refund")
    assert "duplicate_charge" not in read.intents and "non_delivery" not in read.intents, shown(read)
    told = [s for s in read.sentences if len(s.text) > 20 and s.text in chase]
    assert told and told[0].role == "request" and told[0].kinds == ["other"] and told[0].why.startswith(CHASED_WHY), shown(read)
    asked = [s for s in read.sentences if s.text == ask]
    assert asked and asked[0].role in ("request", "attached"), shown(read)  # the ask again: never dropped


NEW_COPY_BESIDE_OLD = [
    "You refunded the double charge of $59.00 last month, thanks. But now I've been charged twice again: $42.00 twice on the 9th for the lamp.",
    "you said you refunded the double charge of $59.00 and it arrived, thanks. This week though the $23.50 for the mug was taken twice.",
    "The $59.00 double charge you refunded in May came through fine. My card shows the $31.20 candle payment twice now, please refund one.",
    "You refunded the $59.00 double charge in May, and now the $59.00 has been taken twice again this month.",
    "Your team said it refunded the double charge of $59.00 on 3 Oct and it did arrive. Now I've been billed two times for the $24.99 rug.",
    "Thanks for refunding the duplicate £18.75 last week. Sadly the £18.75 went out twice again yesterday - please refund the second one.",
]


@pytest.mark.parametrize("body", NEW_COPY_BESIDE_OLD)
def test_a_new_copy_told_beside_an_old_settled_one_is_still_read(body):
    read = reading(body, "charged twice")
    assert "duplicate_charge" in read.intents and "non_delivery" not in read.intents, shown(read)


LAMP = [fc.line("LMP-1", "Brass desk lamp", 5900)]


@pytest.mark.django_db
def test_the_chase_pays_no_second_refund_and_goes_to_a_person(tmp_path):
    body = " ".join(CHASED[0])
    refunded = fc.charged(fc.case("CHASE-FIG-1", body, LAMP, ref="SU-70311", subject="refund", intents=["other"],
                                  refunds=[{"amount_cents": 5900, "case_type": "duplicate_charge", "reason": "copy of the items charge", "lines": []}],
                                  expected={"outcome": "escalated", "refunds": [], "returns": [],
                                            "escalations": [{"item": "refunded"}]}), True)
    unrecorded = fc.charged(fc.case("CHASE-FIG-2", " ".join(CHASED[5]), LAMP, ref="SU-70312", subject="refund", intents=["other"],
                                    refunds=[{"amount_cents": 5900, "case_type": "duplicate_charge", "reason": "copy of the items charge", "lines": []}],
                                    expected={"outcome": "escalated", "refunds": [], "returns": [],
                                            "escalations": [{"item": "refunded"}]}), True)
    got = fc.run(tmp_path, [refunded, unrecorded])
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0 and got[""]["double_refunds"] == 0, got[""]
    for cid in ("CHASE-FIG-1", "CHASE-FIG-2"):
        assert not [d for d in got[cid]["differences"] if d.startswith(("unexpected refund", "refund of"))], got[cid]["differences"]
        assert got[cid]["passed"], (cid, got[cid]["differences"])
