"""Two asks in one closing sentence, joined by "and", after an opener ("So yes, please could you arrange the return for
the boots and refund the second $89.00"), are each read, as they are when the sentence opens with the first ask. The
opener ("so yes", "ok so", "right", "anyway", "well") and two polite words stacked ("please could you", "could you
please") hid the list: the sentence was read only as the charge taken twice and the return of the boots was dropped,
the run closing resolved (blind round ver27c, V27C-04). A return named bare, as typed in a hurry ("pls arrange return
for the jeans"), opens a list too. Fresh wording throughout; near-misses stay one ask."""

import pytest

from runs.intents import read_ticket


@pytest.mark.parametrize("text, goods", [
    ("Fwd: boots SU-40101\nSo yes, please could you arrange the return for the boots and refund the second $89.00.", "boots"),
    ("SU-40102\nOk so could u arrange a return of the kettle and refund the duplicate $45, cheers", "kettle"),
    ("SU-40104 - hi\nAnyway can you arrange the return of the coat and refund the second charge of $120 ASAP", "coat"),
    ("Order SU-40105\nDear team,\nWell, kindly arrange the return of the lamp and refund the duplicated $64.00.\nYours, R. Patel", "lamp"),
    ("SU-40106\nso yes pls arrange return for the jeans and refund the second $55 thank u", "jeans"),
    ("SU-40108\nRight, can you please arrange the return of the vase and reverse the second payment?", "vase"),
    ("re SU-40109\nOK so yes, could you please arrange the return of the duvet and refund the extra charge of $70 you took twice.", "duvet"),
])
def test_the_return_asked_before_and_is_a_request_of_its_own(text, goods):
    reading = read_ticket(text)
    returns = [s for s in reading.requests if goods in s.text]
    assert returns, reading.as_payload()
    # (a return named bare, "arrange return for the jeans", is no known kind's cue: a person arranges it, never dropped)
    assert "refund" not in returns[0].text and set(returns[0].kinds) & {"change_of_mind", "other"}
    assert "duplicate_charge" not in returns[0].kinds


@pytest.mark.parametrize("text", [
    "SU-40110\nSo yes, please could you cancel the order and refund me.",
    "SU-40111\nOk so could you refund the mug and the plate please, both came cracked.",
    "SU-40112\nRight, can you arrange the return and refund it please?",
])
def test_one_ask_and_its_own_money_stay_one_request(text):
    reading = read_ticket(text)
    assert len([s for s in reading.sentences if s.role in ("request", "attached", "request_unread")]) == 1, reading.as_payload()


def test_an_opener_before_a_sentence_that_tells_lists_no_asks():
    reading = read_ticket("SU-40113\nSo yes, the boots and the bag both arrived on Monday and fit well.")
    assert reading.requests == [], reading.as_payload()
