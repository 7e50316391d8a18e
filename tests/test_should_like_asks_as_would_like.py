"""The formal "I should like ..." asks as "I would like ..." does: "The vase I got is the wrong colour. I should like it
exchanged." was read as a statement, so the exchange asked was dropped and the wrong item was settled by a return the
customer never asked for. Now the sentence is the same ask as its "would like" twin, read for read. Wording written for
these tests. Near-misses: "I should like to say ..." (a remark, as "I would like to say" is), "you should like it",
"I should have liked a bigger one" and "we should like it, I think" ask nothing."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import case, line, run

VASE = line("VAS-1", "Ceramic vase", 3500)


def _reading(body: str) -> list[tuple]:
    return [(s.role, s.kinds, s.forbids, s.why) for s in read_ticket(f"my order\n{body}", order_ref="SU-70001").sentences]


@pytest.mark.parametrize("body", [
    "The vase I got is the wrong colour. I should like it exchanged.",
    "Wrong vase in the box (blue, not the green one). I should like it exchanged please.",
    "the mug is chipped, i should like my money back",
    "The teapot came with a cracked lid. We should very much like a replacement sent.",
    "Dear Sir, the rug you sent is not the one I ordered. I should like to exchange it for the correct one.",
    "The lamp arrived broken.\n\nI should really like a refund for it.",
    "the cushion cover has a tear. we should like a new one, thank you",
])
def test_should_like_reads_as_would_like(body):
    assert _reading(body) == _reading(body.replace("should", "would").replace("Should", "Would")), _reading(body)
    said = [s for s in read_ticket(f"my order\n{body}", order_ref="SU-70001").sentences if "should" in s.text.lower()]
    assert said and said[0].role in ("request", "attached"), _reading(body)


@pytest.mark.parametrize("body", [
    "I should like to say the blanket is lovely.",
    "You should like the new range, my friend said.",
    "The throw came on Tuesday. I should have liked a bigger one but it is fine.",
    "The sofa should like fit through the door fine, the size was right.",
    "Honestly I should like it more if it were blue, but it's what I ordered.",
    "It should like arrive tomorrow, the app says.",
])
def test_should_like_near_misses_ask_nothing(body):
    assert not [r for r in _reading(body) if r[0] in ("request", "attached")], _reading(body)


@pytest.mark.django_db
def test_an_exchange_asked_with_should_like_goes_to_a_person_and_nothing_goes_back(tmp_path):
    asked = case("SLX-1", "The vase I got is the wrong colour. I should like it exchanged.", [VASE], intents=["wrong_item"],
                 expected={"outcome": "escalated", "refunds": [], "returns": [],
                           "escalations": [{"item": "I should like it exchanged."}]})
    got = run(tmp_path, [asked])
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0, got[""]
    assert got["SLX-1"]["passed"], got["SLX-1"]["differences"]
