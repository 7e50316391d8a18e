"""Thanks, praise or a word of warning the customer asks the shop to pass on is a request of kind `other`
(issue #11 point 2), never courtesy: "could you pass on my thanks to the driver, Dev?" was read as "asks for nothing in
particular", and the run closed resolved with no subtask and no sentence for it in the reply (verify48 V48-708).
Fresh wording in several voices. Near-misses, no ask: thanks told to the shop itself or as something that happened."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import case, line, run


def _said(body: str):
    return read_ticket(f"my order\n{body}", order_ref="SU-70001")


@pytest.mark.parametrize("body", [
    "On a happier note, could you pass on my thanks to the driver, Dev, who carried it all the way upstairs?",
    "Please pass my thanks on to the driver.",
    "would u pls tell ur driver he was great",
    "Pls give my thanks to the delivery lady, she was a star in the rain.",
    "I'd love you to pass on our compliments to the packing team - everything was wrapped so carefully.",
    "can u say a big thank you to the courier guy for me",
    "Kindly relay my gratitude to your warehouse staff.",
    "Could you let your packers know the gift note was a lovely touch?",
])
def test_a_word_asked_passed_on_is_a_request(body):
    reading = _said(body)
    assert reading.intents == ["other"], reading.as_payload()


@pytest.mark.parametrize("body", [
    "Thanks to your driver, it arrived on time.",
    "I simply wanted to pass on my thanks to the packing team.",
    "The driver was lovely, thank you.",
    "Thanks again!",
    "I told the driver thanks when he came.",
])
def test_thanks_told_asks_nothing(body):
    assert _said(body).intents == [], _said(body).as_payload()


@pytest.mark.django_db
def test_the_thanks_is_accounted_for_beside_a_fee_paid_back(tmp_path):
    shelf = line("SHLF-1", "Wall shelf", 3900)
    body = "I was charged twice for delivery. On a happier note, could you pass on my thanks to the driver, Dev, who carried it all the way upstairs?"
    c = case("TPO-1", body, [shelf], intents=["duplicate_charge", "other"],
             expected={"outcome": "partial", "refunds": [{"amount_cents": 599, "source": "platform", "lines": []}], "returns": [],
                       "escalations": [{"item": "driver"}]})
    order = c["world"]["orders"][0]
    fee = next(x for x in order["charges"] if x["kind"] == "delivery")
    order["charges"].append({**fee, "charged_at": fee["charged_at"].replace(":00:00", ":03:00")})
    got = run(tmp_path, [c])
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0, got[""]
    assert got["TPO-1"]["passed"], got["TPO-1"]["differences"]
