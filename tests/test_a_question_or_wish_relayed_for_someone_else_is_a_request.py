"""A question or a wish passed on for someone else ("He also wants to know whether the charger works with the older 18V
batteries he has from another brand", "My mum would like a copy of the invoice") is asked of the shop as the writer's
own would be. Read only in the first person it was a plain statement: no subtask covered it, no escalation quoted it
and the reply left it out (blind round ver27c, V27C-27). Not a past wish, the goods kept, a need for the goods, nor
what someone else in the story wants of the customer. Fresh wording in several voices."""

import pytest

from runs.intents import read_ticket


@pytest.mark.parametrize("text", [
    "drill SU-40401\nHe also wants to know whether the charger works with the older 18V batteries he has from another brand.",
    "SU-40402\nMy mum would like to know if the lid is dishwasher safe.",
    "Order SU-40403\nWriting for my father. He wants his money back for the radio, it never worked.",
    "SU-40404\nmy dad'd like a copy of the invoice pls",
    "SU-40405\nPaolo wonders if the cover fits the older model of the grill.",
    "SU-40406\nAnd she's asking if the blue one will be back in stock before Christmas",
    "SU-40407\nDear Sir, I act for my client, Mrs Hale. She would prefer a refund to a credit note, and she would like it by Friday.",
    "SU-40408\nmy husband also wonders whether u deliver to Jersey??",
])
def test_a_relayed_ask_is_a_request(text):
    reading = read_ticket(text)
    assert reading.requests, reading.as_payload()


@pytest.mark.parametrize("text", [
    "SU-40411\nThe jumper is lovely. My husband wants to keep it, so no action needed.",
    "SU-40412\nHe wanted the blue one originally but the green is nice too.",
    "SU-40413\nThe dress arrived in time. She needs it for a wedding on Saturday.",
    "SU-40414\nThe courier said he wants a signature next time.",
    "SU-40415\nEverything came safely. My wife would like to say thank you to the driver.",
])
def test_what_someone_else_wanted_told_asks_nothing(text):
    reading = read_ticket(text)
    assert reading.requests == [], reading.as_payload()
