"""A past problem told in a "when" clause and settled right after it with no comma, "and" or dash between ("When the kettle
came with a bent spout your colleague refunded that") is context, not a claim (held-back round, mendW). Module:
runs/intents/settled_after_when.py.

Near-misses: "when ... I asked for a refund and nobody answered" (nothing settled), "let me know when it's refunded"."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc
from tests.readings import shown

SETTLED = [
    "When the kettle came with a bent spout your colleague refunded that. Now the toaster does not heat. Please refund the toaster.",
    "Last spring when my kettle arrived with a dented lid you refunded it straight away. This time the toaster won't heat, refund please.",
    "when the kettle came with a bent spout ur colleague refunded that no problem!! but now the toaster is dead, refund pls",
    "Hello. When the kettle showed up with a cracked handle your team refunded it. Today the toaster arrived not heating; I'd like a refund.",
    "The toaster does not heat, please refund it. (When the kettle came with a bent spout your colleague already refunded that.)",
    "When the kettle came with a bent spout one of your colleagues refunded that quickly. The toaster however does not heat - refund it please.",
]
LINES = [fc.line("TST-1", "Two-slice toaster", 3200), fc.line("KTL-1", "Steel kettle", 3900)]


@pytest.mark.parametrize("body", SETTLED)
def test_the_settled_when_clause_asks_nothing(body):
    read = read_ticket("my order\n" + body, order_ref="SU-73201")
    kettle = [s for s in read.sentences if "kettle" in s.text.lower()]
    assert kettle and all(s.role == "context" for s in kettle), shown(read)


@pytest.mark.parametrize("body", [
    "When the kettle came with a bent spout I asked for a refund and nobody answered.",
    "Let me know when the kettle is refunded.",
])
def test_a_when_clause_with_nothing_settled_is_not_context(body):
    read = read_ticket("my order\n" + body, order_ref="SU-73201")
    assert any(s.role == "request" for s in read.sentences), shown(read)


@pytest.mark.django_db(transaction=True)
def test_end_to_end_only_the_toaster_is_paid(tmp_path):
    toaster = [fc.refund(fc.cents(LINES, "TST-1", 1), "TST-1", 1)]
    fc.assert_money_as_expected(tmp_path, fc.damage_claims("WHENSET", "SU-7320", LINES, SETTLED[:3], toaster))
