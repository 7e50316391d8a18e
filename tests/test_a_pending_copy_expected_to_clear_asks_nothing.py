"""A copy of a charge the customer's bank shows as pending and expects to clear by itself, told with nothing asked
("the second one is marked 'pending' and my bank says pending holds like that usually fall off by themselves ... I
don't think there's anything for you to do"), asks for nothing: read as a duplicate to refund, it paid a copy never
taken. The guard reads the same words (settled_in_words), so no model's refund of it is paid either. A pending copy
the customer says stays or went through, or one they ask refunded, still asks."""
import pytest

from runs.intents import read_ticket, settled_in_words


def duplicate_asked(text: str) -> bool:
    return any(s.is_request and "duplicate_charge" in s.kinds for s in read_ticket(text).sentences)


CLEARING = [
    "Hi, the lamp payment is on my card twice but the second one is marked 'pending' and my bank says pending holds "
    "usually fall off by themselves in a few days. I don't think there's anything for you to do.",
    "charged twice for the rug on SU-88120. the 2nd one shows as pending tho and the bank reckons it'll disappear on its own",
    "Two payments for the desk, one is still pending. My bank said it should drop off within 5 working days so nothing needed from you.",
    "I noticed a double charge but its listed as pending and apparently those pending charges normally clear automatically. "
    "you dont need to do anything",
    "Double payment on the stool order. The extra is only showing as pending - the card company expects it to be released shortly.",
    "FYI my statement has the kettle twice; the second is flagged pending and my bank says pending authorisations will vanish by themselves.",
]
STILL_ASKS = [
    "I was billed two times for order SU-5. One of them is pending and my bank said it won't drop off, please refund it.",
    "The kettle payment went through twice. It was pending but it has now gone through, can you refund the second?",
    "I've been charged twice for the mirror and both are taken, not pending. Please refund one.",
    "My card shows the sweater payment twice. Please refund the extra one, it is still there after a week.",
    "the chair was charged twice, the second was pending but it's still there now, refund it pls",
]


@pytest.mark.parametrize("text", CLEARING)
def test_a_pending_copy_the_bank_expects_to_clear_asks_no_refund(text):
    assert not duplicate_asked(text)


@pytest.mark.parametrize("text", STILL_ASKS)
def test_a_copy_taken_or_asked_refunded_still_asks(text):
    assert duplicate_asked(text)


@pytest.mark.parametrize("text", [
    "I can see the chair payment twice, but the second one is marked 'pending' and my bank says pending holds like that usually fall off by themselves.",
    "the 2nd charge shows as pending and the bank reckons it'll disappear on its own",
])
def test_the_guard_reads_a_clearing_pending_copy_as_settled_in_its_own_words(text):
    # a model that proposes the copy's refund anyway is held by the guard's settled check, which reads these words
    assert settled_in_words(text)


def test_nothing_for_you_to_do_said_hedged_settles_the_problem_before_it():
    text = "The vase payment shows twice on my card. I don't think there's anything for you to do, it's a pending thing."
    assert not duplicate_asked(text)
