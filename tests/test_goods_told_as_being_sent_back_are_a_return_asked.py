"""Goods the customer says they are sending back ("I'm sending the lamp back, it's not for me") ask a return, as
"I'm returning the lamp" and "sending back the lamp" always did (runs/intents/cues.py, the return's weak cues). Read as a
problem of no kind, the lamp's return went to a person (blind testers). Near-misses: a return refused ("I'm not
sending the lamp back"), money or papers sent back ("sending the invoice back"), and goods sent back by someone else.
Wording written for these tests."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown


@pytest.mark.parametrize("body", [
    "I'm sending the lamp back, it's not for me.",
    "im sending the lamp back its not for me",
    "Hi there - just to say I am sending the brass lamp back as it doesn't suit the room.",
    "We're sending both rugs back, changed our minds.",
    "I'm sending the table lamp back. Nothing wrong with it, just not my taste.",
    "Sending the lamp back to you this week, hope that's ok!",
])
def test_goods_told_as_being_sent_back_ask_a_return(body):
    read = reading(body)
    assert read.intents == ["change_of_mind"], shown(read)


@pytest.mark.parametrize("body", [
    "I'm not sending the lamp back, it's not for me but my sister wants it.",
    "I'm sending the signed invoice back to you by post.",
    "The courier is sending the parcel back to your depot.",
    "Please refund me, as I do not think I can manage sending it back.",  # a sending the customer cannot face
])
def test_no_return_is_asked_by_goods_kept_or_papers_or_a_couriers_doing(body):
    read = reading(body)
    assert "change_of_mind" not in read.intents, shown(read)


@pytest.mark.django_db
def test_end_to_end_the_return_starts_as_a_change_of_mind(tmp_path):
    goods = [fc.line("LMP-1", "Brass table lamp", 6400), fc.line("RUG-1", "Jute rug", 8900)]
    back = {"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "LMP-1"}], "escalations": []}
    cases = [fc.case("BACK-1", "I'm sending the lamp back, it's not for me.", goods, intents=["change_of_mind"], expected=back),
             fc.case("BACK-2", "Hi there - just to say I am sending the brass lamp back as it doesn't suit the room. The rug is lovely.", goods,
                     intents=["change_of_mind"], expected=back)]
    fc.assert_all_pass(tmp_path, cases)
