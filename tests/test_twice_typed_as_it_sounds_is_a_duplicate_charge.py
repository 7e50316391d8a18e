""""twice" typed as it sounds ("charged twise", "twize", "twyce") is still twice: the ticket went unread as any kind and
to a person with no reply (verify34 T03). Fresh wording; near-misses: a word of its own, a charge told once."""

import pytest

from tests.fresh_cases import case, charged, line, run
from tests.readings import reading, shown

MUG = line("MUG-1", "Blue stoneware mug", 1800)


@pytest.mark.parametrize("body", [
    "i think i got charged twise for the order can u chek and refund the extra one",
    "Hello, my card was charged twize for this order. Please refund the copy.",
    "u took the money twyce!!! give one back",
    "Charged twise?? pls sort",
    "It looks like I've been billed twise - could you refund one of the charges please?",
    "my bank app shows the payment twise, refund the second please",
])
def test_twice_typed_as_it_sounds_is_a_duplicate_charge(body):
    read = reading(body, "charged")
    assert "duplicate_charge" in read.intents, shown(read)


@pytest.mark.parametrize("body", [
    "I was charged once and that's fine, where is my mug?",
    "The mug is wise and lovely, thanks",
    "My payment was taken on Monday.",
])
def test_no_twice_no_duplicate(body):
    read = reading(body, "my order")
    assert "duplicate_charge" not in read.intents, shown(read)


@pytest.mark.django_db
def test_the_copy_is_paid_end_to_end(tmp_path):
    body = "i think i got charged twise for the order can u chek and refund the extra one"
    c = charged(case("TW-1", body, [MUG], intents=["duplicate_charge"], subject="charged",
                     expected={"outcome": "resolved", "refunds": [{"amount_cents": 1800, "source": "platform", "lines": []}],
                               "returns": [], "escalations": []}), twice=True)
    got = run(tmp_path, [c])
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0, got[""]
    assert got["TW-1"]["passed"], got["TW-1"]["differences"]
