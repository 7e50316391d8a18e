"""Goods praised in the same breath as they are sent back ("the throw is lovely but just not for me - can i return it?")
are a change-of-mind return of those goods under the return policy: the praise read as the customer calling the line
fine, and the guard held the blanket's return (line_in_ticket) until the run escalated (issue 11, mendC). "The throw"
names a "Wool throw blanket" by its everyday name, as the word for what it is (runs.ticket_lines.named_by_head_word,
runs.goods_phrases.everyday_names); "nice but not for me" is a change of mind in its own words (runs/intents/cues.py).

Near-misses: the throw praised and nothing asked back, and the throw praised beside another line sent back (that line
goes back, the throw stays)."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

THROW = fc.line("THR-6", "Wool throw blanket", 7900)
RUG = fc.line("RUG-6", "Jute runner rug", 5400)

BACK = [
    "the throw is lovely but just not for me - can i return it?",
    "The throw is gorgeous, but it's not really for me. Could I send it back?",
    "Lovely throw, just not my style. How do I return it?",
    "The throw is beautiful but doesn't go with our sofa, can I return it please?",
    "throw is nice but not for me, return pls",
    "The throw is really lovely, I've just changed my mind. Can I send it back for a refund?",
    "Honestly the throw is stunning but it's just not for us - I'd like to return it.",
]


@pytest.mark.parametrize("text", BACK)
def test_praise_then_not_for_me_asks_a_change_of_mind(text):
    read = reading(text)
    assert read.intents == ["change_of_mind"], shown(read)


@pytest.mark.parametrize("text", ["The throw is lovely, thank you! It's perfect on the sofa.", "I love the throw, it's just perfect for me."])
def test_praise_alone_asks_nothing_back(text):
    read = reading(text)
    assert "change_of_mind" not in read.intents, shown(read)


@pytest.mark.django_db
def test_the_throw_goes_back(tmp_path):
    back = {"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "THR-6"}]}
    cases = [fc.case(f"LOVELY-{n}", body, [THROW], ref=f"SU-7318{n}", intents=["change_of_mind"], expected=back) for n, body in enumerate(BACK)]
    # the throw praised beside the rug sent back: the rug goes back, the throw stays
    cases.append(fc.case("LOVELY-RUG", "The throw is lovely but the rug is not for me, can I return the rug?", [THROW, RUG], ref="SU-73189",
                         intents=["change_of_mind"], expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "RUG-6"}]}))
    fc.assert_settled_as_expected(tmp_path, cases)
