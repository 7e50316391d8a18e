"""Work of no money kind (an address changed, a subscription stopped, a window extended, a courier
told) is work too: a sentence for a subtask that is not resolved may not say it was done, even
when a follow-up clause comes after it. Handing a request on, a colleague still to confirm
something, and a decline with its reason are honest and pass. Wording written for these tests."""

import pytest

from runs.reply_check import unresolved_problems

FOLLOW_UP = "; someone from our team will be in touch if anything else is needed."


@pytest.mark.parametrize("status, text", [
    ("escalated", "Your phone number has been changed to the new one you gave us"),
    ("escalated", "We've amended the name on your account to Sam Lee"),
    ("escalated", "Your delivery address is now saved as 3 Mill Lane"),
    ("escalated", "The tea subscription was closed this morning"),
    ("escalated", "Your account was deleted as requested"),
    ("escalated", "You've been unsubscribed from the newsletter"),
    ("escalated", "Your gold membership ended yesterday"),
    ("escalated", "We've extended your return window to the end of the month"),
    ("escalated", "The courier has been notified about the dented parcel"),
    ("escalated", "Our packing bench was told about the loose bottles and has fixed the boxes"),
    ("escalated", "The magazine subscription has been paused until spring"),
    ("deferred", "The invoice address on the order was corrected"),
])
@pytest.mark.parametrize("tail", ["", FOLLOW_UP])
def test_account_work_said_done_is_refused_for_an_open_subtask(status, text, tail):
    problems = unresolved_problems(text + (tail or "."), status)
    assert any("says or implies it was done" in p for p in problems), problems


@pytest.mark.parametrize("status, text", [
    ("deferred", "The delivery fee is not refundable on this order because the parcel came a day early."),
    ("escalated", "Your question about the matching napkins is with our range team, who will answer you directly."),
    ("escalated", "A colleague will confirm that your exchange is still open; nothing has changed on it yet."),
    ("escalated", "We have not changed your email address; a colleague will update it and write to confirm."),
    ("escalated", "I can't close the account myself, so a colleague will close it and let you know."),
    ("escalated", "Your note about the packing has been passed to a colleague, who will reply."),
    ("escalated", "Our warehouse team has been told about your question and will get back to you."),
])
def test_handing_on_and_honest_declines_pass(status, text):
    assert unresolved_problems(text, status) == []
