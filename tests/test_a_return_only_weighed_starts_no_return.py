"""A return only weighed or held in reserve ("i might send the toaster back", "Otherwise I'll just return it unopened",
verify33 E05/E30) is no return asked now: it is context, or an `other` request a person answers when the sentence also
asks something ("whats ur address for returns", quoted). A return said outright ("I'll send the toaster back, please
send a label") still starts. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc

WEIGHED = [
    "The toaster works fine but I might send it back, not sure yet.",
    "we may return the toaster at some point, depending on how the kitchen works out",
    "I'm thinking of sending the toaster back tbh.",
    "Can you price match the toaster? Otherwise I'll just return it unopened.",
    "Please knock ten dollars off the toaster. If not, I'll send it back.",
    "Could you match the lower price on the toaster? otherwise we'll probably return it",
    "i might just post the toaster back",
]


@pytest.mark.parametrize("body", WEIGHED)
def test_a_weighed_return_asks_no_return(body):
    reading = read_ticket(body, order_ref="SU-70001")
    assert "change_of_mind" not in reading.intents, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


def test_a_question_beside_a_weighed_return_goes_to_a_person_quoted():
    body = "hi the kettle came fine. also whats ur address for returns i might send the toaster back"
    reading = read_ticket(body, order_ref="SU-70001")
    assert "change_of_mind" not in reading.intents
    assert any("other" in s.kinds and "address for returns" in s.text for s in reading.requests)


OUTRIGHT = ["I'll send the toaster back, please send a label.", "I want to return the toaster, it's not what I expected.",
            "please can I send the toaster back? changed my mind", "Changed my mind on the toaster, I'd like to return it please."]


@pytest.mark.parametrize("body", OUTRIGHT)
def test_a_return_said_outright_is_still_asked(body):
    assert "change_of_mind" in read_ticket(body, order_ref="SU-70001").intents


LINES = [fc.line("KET-1", "Kettle", 4500), fc.line("TST-1", "Toaster", 3900)]


@pytest.mark.django_db
def test_end_to_end_no_return_starts_on_a_weighed_one_and_one_asked_outright_starts(tmp_path):
    weighed = [fc.case(f"WGH-{i}", body, LINES, ref=f"SU-7120{i}", intents=["other"], expected={"outcome": "escalated", "refunds": []})
               for i, body in enumerate(["hi the kettle came fine. also whats ur address for returns i might send the toaster back",
                                         WEIGHED[3]], start=1)]
    outright = fc.case("WGH-9", OUTRIGHT[0], LINES, ref="SU-71209", intents=["change_of_mind"],
                       expected={"outcome": "resolved", "refunds": []})
    got = fc.run(tmp_path, [*weighed, outright])
    assert (got[""]["silent_drops"], got[""]["double_refunds"]) == (0, 0)
    for c in weighed:  # no return, and the question beside it named for a person, quoted
        assert not any(d.startswith(("unexpected return", "guard violation")) for d in got[c["id"]]["differences"]), got[c["id"]]["differences"]
        assert any("answer the ticket" in d for d in got[c["id"]]["differences"]) or got[c["id"]]["passed"]
    # the return said outright starts (the case, labelled with no returns, reports it as unexpected)
    assert "unexpected return (return of TST-1)" in got["WGH-9"]["differences"]
