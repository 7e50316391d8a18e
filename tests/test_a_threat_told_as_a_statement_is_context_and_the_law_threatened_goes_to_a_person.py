"""A threat told as a statement ("If this isn't sorted I'm going to my bank and disputing the charge.", "Expect a 1-star
review and reporting you to trading standards.") is context with its reason, as the same threat asked as an imperative
already was (runs/intents/threats.py): the run page shows it for a person to read, and no money follows it. Left a bare
statement before, it had no reason at all. A threat of the law ("Refund it or my lawyer hears about it", "I'll get my
solicitor involved") goes to a person as a request of kind `other`, quoted, as "my lawyer will be in touch" already did
(runs/intents/asks_told_as_statements.py); beside a claim, the claim's own money is still paid by its subtask. Wording
written for these tests.

Near-misses: "I went to my bank yesterday.", "My bank disputed it for me last year on another order.", "I'll pop to the
bank later to check my statement." and "My lawyer said to write to you." tell; they are no threats."""

import pytest

from runs.intents.threats import THREAT_WHY
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund, run
from tests.readings import shown, told_after

DAMAGE = "The kettle arrived smashed."


@pytest.mark.parametrize("threat", [
    "If this isn't sorted I'm going to my bank and disputing the charge.",
    "Expect a 1-star review and reporting you to trading standards.",
    "gonna file a chargeback if i dont hear back",
    "Next step is ringing my bank to reverse the payment.",
    "Failing that I'll be disputing the whole transaction.",
    "You'll be getting a one star review from me.",
])
def test_a_threat_told_is_context_with_its_reason(threat):
    reading, said = told_after(DAMAGE, threat)
    assert said.role == "context" and said.why == THREAT_WHY, shown(reading)
    assert reading.intents == ["damaged_item"], shown(reading)


@pytest.mark.parametrize("threat", [
    "Refund it or my lawyer hears about it",
    "I'll get my solicitor involved if I have to.",
    "sort it or im getting a lawyer",
    "We will sue if this drags on.",
])
def test_the_law_threatened_goes_to_a_person(threat):
    reading, said = told_after(DAMAGE, threat)
    assert said.role == "request" and said.kinds == ["other"], shown(reading)
    assert "damaged_item" in reading.intents, shown(reading)


@pytest.mark.parametrize("told", [
    "I went to my bank yesterday.",
    "My bank disputed it for me last year on another order.",
    "I'll pop to the bank later to check my statement.",
    "My lawyer said to write to you.",
])
def test_near_misses_are_no_threats(told):
    reading, said = told_after(DAMAGE, told)
    assert said.why != THREAT_WHY and not said.kinds, shown(reading)


KETTLE = [line("KT-2", "Enamel kettle", 4400)]


@pytest.mark.django_db
def test_a_threat_told_moves_no_money_beyond_the_claim(tmp_path):
    owed = {"outcome": "resolved", "refunds": [refund(cents(KETTLE, "KT-2", 1), "KT-2", 1)]}
    cases = [case(f"THR-{n}", f"{DAMAGE} {threat}", KETTLE, ref=f"SU-7180{n}", intents=["damaged_item"], expected=owed)
             for n, threat in enumerate(["If this isn't sorted I'm going to my bank and disputing the charge.",
                                         "Expect a 1-star review and reporting you to trading standards."])]
    assert_money_as_expected(tmp_path, cases)


@pytest.mark.django_db
def test_the_law_threatened_beside_a_double_charge_pays_the_copy_once_and_a_person_sees_the_threat(tmp_path):
    c = case("LAW-1", "You charged me twice for the kettle. Refund it or my lawyer hears about it", KETTLE, ref="SU-71901",
             intents=["duplicate_charge", "other"], fee_cents=0,
             expected={"outcome": "partial", "refunds": [{"amount_cents": 4400, "source": "platform", "lines": []}],
                       "escalations": [{"item": "lawyer hears about it"}]})
    order = c["world"]["orders"][0]
    items = next(x for x in order["charges"] if x["kind"] == "items")
    order["charges"].append({**items, "charged_at": items["charged_at"].replace(":00:00", ":04:00")})
    got = run(tmp_path, [c])
    assert got[""]["guard_violations"] == 0 and got[""]["silent_drops"] == 0
    assert not [d for d in got["LAW-1"]["differences"] if d.startswith(("unexpected refund", "refund of"))], got["LAW-1"]["differences"]
    assert got["LAW-1"]["passed"], got["LAW-1"]["differences"]
