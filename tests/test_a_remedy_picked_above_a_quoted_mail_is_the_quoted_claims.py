"""A reply on top of a quoted earlier mail that only picks the remedy ("Replacement please. Actually, just refund me
instead.") over "> sorry to hear the jug from order SU-5150 arrived cracked. Would you like a replacement or a refund?":
the customer's newest words decide, the quoted mail says what they are for. The pick is the quoted problem's claim on
the quoted order; a later pick that says it changes the first replaces it. In a held-back blind round the bare picks
named no problem and the whole ticket went to a person.

Near-misses stay as they were read: a quote that tells the problem settled, one telling two kinds of problem, a customer
who tells a claim of their own or asks something else, and two different picks neither of which replaces the other.
Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents import ADOPTED_WHY
from runs.intents.quoted_remedies import QUOTED_REMEDY_WHY
from tests.one_order_cases import one_order_case, walk

QUOTE = ("On Wed, 18 Nov 2026, Sundry Home Support wrote:\n"
         "> Hi Pat, sorry to hear the jug from order SU-5150 arrived cracked. Would you like a replacement\n"
         "> or a refund?\n> Sam")

PICKS = [
    "Replacement please.\n\nActually, you know what, just refund me instead, I don't want to wait another week for the post. Sorry for the back and forth!",
    "Refund please.",
    "hi sam, a refund is fine thanks",
    "Oh just the money back please, I've bought another jug locally.",
    "A replacement please. On second thoughts, refund me instead - it's for a party on Saturday.",
    "Could I have a refund please?",
]


@pytest.mark.parametrize("pick", PICKS)
def test_a_bare_pick_above_the_quote_is_the_quoted_claim(pick):
    reading = read_ticket(f"Re: Your cracked jug\n\n{pick}\n\nPat\n\n{QUOTE}", order_ref="SU-5150")
    assert reading.intents == ["damaged_item"], reading.as_payload()
    # (a pick naming the quoted goods, "I've bought another jug", was already the quoted claim's: runs/intents/passes.py)
    picked = [s for s in reading.requests if s.why in (QUOTED_REMEDY_WHY, ADOPTED_WHY)]
    assert len(picked) == 1 and picked[0].order in ("SU-5150", ""), reading.as_payload()


@pytest.mark.parametrize("pick", PICKS[:1] + PICKS[4:5])
def test_the_later_pick_replaces_the_first(pick):
    reading = read_ticket(f"Re: Your cracked jug\n\n{pick}\n\nPat\n\n{QUOTE}", order_ref="SU-5150")
    assert len(reading.requests) == 1 and "refund" in reading.requests[0].text.lower(), reading.as_payload()


SETTLED_QUOTE = ("On Wed, 18 Nov 2026, Sundry Home Support wrote:\n"
                 "> Hi Pat, sorry the jug from order SU-5150 arrived cracked. We have refunded it in full.\n> Sam")
TWO_KINDS_QUOTE = ("On Wed, 18 Nov 2026, Sundry Home Support wrote:\n"
                   "> Hi Pat, sorry the jug from order SU-5150 arrived cracked, and that the parcel came three days late.\n"
                   "> Would you like a replacement or a refund?\n> Sam")


@pytest.mark.parametrize("body", [
    f"Refund please.\n\n{SETTLED_QUOTE}",
    f"Refund please.\n\n{TWO_KINDS_QUOTE}",
    f"Refund please, and could you also change my delivery address to 4 Mill Lane?\n\n{QUOTE}",
    f"A replacement please. And a refund too.\n\n{QUOTE}",
    f"Refund please. Also when will the blue mugs be back in stock?\n\n{QUOTE}",
])
def test_a_pick_the_quote_cannot_settle_alone_is_not_made_the_quoted_claim(body):
    reading = read_ticket(f"Re: Your cracked jug\n\n{body}", order_ref="SU-5150")
    assert not any(s.why == QUOTED_REMEDY_WHY for s in reading.sentences) or "other" in reading.intents, reading.as_payload()
    assert reading.requests, reading.as_payload()  # nothing dropped: a person still reads what is left


def test_a_claim_told_in_the_customers_own_words_is_read_as_told():
    reading = read_ticket(f"Re: Your cracked jug\n\nThe lid of the jug is chipped as well, refund please.\n\n{QUOTE}", order_ref="SU-5150")
    assert not any(s.why == QUOTED_REMEDY_WHY for s in reading.sentences), reading.as_payload()


@pytest.mark.django_db
def test_the_refund_picked_last_is_paid_and_no_person_is_asked():
    body = f"Replacement please.\n\nActually, just refund me instead, I can't wait another week. Sorry for the back and forth!\n\nPat\n\n{QUOTE}"
    case = one_order_case(body, lines=[("JUG-1", "Stoneware jug", 1, 1900)], subject="Re: Your cracked jug",
                          intents=[("damaged_item", "just refund me instead")],
                          expected={"outcome": "resolved", "refunds": [{"amount_cents": 2052, "source": "platform"}], "escalations": []})
    result, paid, items = walk(case)
    assert result.passed and not (result.silent_drop or result.guard_violations or result.over_refund), result.differences
    assert paid == 2052 and items == []
