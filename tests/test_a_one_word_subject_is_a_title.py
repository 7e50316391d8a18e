"""A subject line of one word naming a topic ("Charge", "Payment", "Billing") is a title, not a request
(runs/intents/one_word_subjects.py): "Charge" over a body telling a matter already settled was read as a remedy asked with
no problem, a needless item for a person (verify31 T02, T03). A word naming a remedy ("Refund", "Cancel") still asks,
unless the body tells the matter settled. End to end a settled double charge pays nothing, and the ticket goes to a person only as one asking nothing.
Wording written for these tests."""

import pytest

from runs.intents.one_word_subjects import TITLE_WHY
from tests.fresh_cases import case, charged, line, run
from tests.readings import reading, shown

SETTLED = [
    ("Charge", "Double charge on my card. The bank refunded it."),
    ("Charge", "There were two charges for the same order; the second was refunded by Visa last week."),
    ("Payment", "Just so you know I was charged twice, but my bank reversed the second one. All fine."),
    ("Charges", "hi, the duplicate payment dropped off my statement by itself, no action needed"),
    ("Refund", "Double charge on my card. The bank refunded it."),
    ("BILLING", "The extra $45 debit has been refunded already, thank you!"),
]


@pytest.mark.parametrize("subject, body", SETTLED)
def test_a_one_word_subject_over_a_settled_body_asks_nothing(subject, body):
    read = reading(body, subject)
    assert not read.requests, shown(read)


@pytest.mark.parametrize("subject, body", [
    ("Charge", "I was charged twice for SU-70001, please refund the copy."),
    ("Billing", "Could you send me a VAT invoice for this order?"),
    ("Refund", "Hi, it's order SU-70001."),
    ("Cancel", "order SU-70001 please"),
    ("Payment", "Can I pay by bank transfer next time?"),
    ("Charge", "Two payments of $45 taken on Monday, please give one back."),
])
def test_the_body_s_ask_or_a_remedy_word_over_nothing_settled_still_asks(subject, body):
    read = reading(body, subject)
    assert read.requests, shown(read)


@pytest.mark.parametrize("subject, body", [SETTLED[0], SETTLED[1], SETTLED[4]])
def test_the_topic_word_is_read_as_a_title(subject, body):
    read = reading(body, subject)
    assert read.sentences[0].why == TITLE_WHY, shown(read)


@pytest.mark.django_db
def test_a_settled_double_charge_under_a_one_word_subject_pays_nothing(tmp_path):
    cases = [charged(case(f"OWS-{i}", body, [line("KTL-1", "Enamel stovetop kettle", 4500)], intents=[], subject=subject, ref=f"SU-7600{i}",
                          expected={"outcome": "resolved", "refunds": [], "returns": [], "escalations": []}), twice=True)
             for i, (subject, body) in enumerate(SETTLED[:2])]
    got = run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0, got[""]
    for c in cases:
        assert not [d for d in got[c["id"]]["differences"] if d.startswith("unexpected refund")], got[c["id"]]["differences"]
        # (a ticket asking nothing is handed to a person whole, read as asking nothing: never the subject quoted as an ask)
        assert all("read as asking nothing" in d for d in got[c["id"]]["differences"] if d.startswith("unexpected escalation")), got[c["id"]]["differences"]
