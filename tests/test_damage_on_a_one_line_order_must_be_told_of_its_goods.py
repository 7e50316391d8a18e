"""On an order of one line, a damage decision pays the line only when the ticket tells the line's goods damaged
(`damage_told_of_the_line`, runs/damage_told_of_the_line.py), and paperwork a person "cannot close" is no goods failing
(runs/intents/paperwork_words.py). Blind round ver37c, V37C-06: "our accounts team cannot close the PO without it" was
read as damage on SU-71006 and its one line, A5 notebooks nobody said were damaged, was paid $97.20. Wording written here."""

import pytest

from runs import guards
from runs.damage_told_of_the_line import CHECK, check
from tests import fresh_cases as fc
from tests.readings import guard_requests, reading, shown

LINES = [fc.line("NOTE-A5", "A5 dotted notebook", 450, 20)]
ORDER = {"order_ref": "SU-70001", "lines": LINES}
DECISION = {"case_type": "damaged_item", "action": "refund", "amount_cents": fc.cents(LINES, "NOTE-A5", 20), "sku": "NOTE-A5",
            "lines": [{"sku": "NOTE-A5", "quantity": 20}], "subtask": 1}


def _misread(text: str, word: str, told: tuple = ()) -> list[dict]:
    """`text` as a screener that misread `word` as damage would hand it to the guard (`told`: what the customer said before
    it): the substance check must not pay."""
    at = text.index(word)
    return [{"text": text, "kinds": ["damaged_item"], "spans": {"damaged_item": [[at, at + len(word)]]}, **({"told": list(told)} if told else {})}]


# damage read of something that is not the notebooks (each with the words a misreading took for damage)
TOLD_OF_OTHER_THINGS = [
    ("Please issue a VAT invoice - our accounts team cannot close the PO without it.", "cannot close"),
    ("Our finance people can't close the month until the paperwork is fixed.", "can't close"),
    ("two of the ten ceramic planters arrived broken", "broken"),
    ("The wooden planters arrived cracked, so did the saucers.", "cracked"),
    ("my neighbour's bike was smashed on the step", "smashed"),
    ("the office printer won't print the statement", "won't print"),
    ("The glass teapot from my other order came shattered.", "shattered"),
]
# damage that may be the line's: named, nothing named, a count, a part, the parcel
STILL_THE_LINES = [
    ("The notebooks arrived soaked and torn.", "torn"),
    ("It arrived torn.", "torn"),
    ("Two of them arrived with ripped covers.", "ripped"),
    ("3 of my 20 notebooks are ripped", "ripped"),
    ("The box was crushed and the covers are bent.", "bent"),
    ("the spines were split on arrival", "split", ["I ordered twenty notebooks for the office."]),
    ("my daughter's notebooks came water damaged", "damaged"),
]


@pytest.mark.parametrize("text,word", TOLD_OF_OTHER_THINGS)
def test_damage_told_of_other_things_never_pays_the_one_line(text, word):
    name, passed, inputs, _ = check(DECISION, ORDER, _misread(text, word))
    assert name == CHECK and not passed, inputs
    assert "a person finds which goods" in " ".join(inputs["says"]) and "A5 dotted notebook" in inputs["says"][0]
    assert check(DECISION, ORDER, _misread(text, word), kind_set_by="reviewer")[1]  # a person's edit clears it
    assert CHECK in guards.INCIDENTS and len(CHECK) <= 25
    assert inputs["says"][0] in guards.refusal_reasons([guards.CheckResult(CHECK, passed, inputs, "")])  # the agent is told why


@pytest.mark.parametrize("case", STILL_THE_LINES)
def test_damage_that_may_be_the_lines_is_left_to_the_other_checks(case):
    assert check(DECISION, ORDER, _misread(*case))[1]


def test_one_damage_of_the_line_beside_another_things_backs_it():
    requests = _misread("two of the ten ceramic planters arrived broken", "broken") + _misread("The notebooks arrived torn.", "torn")
    assert check(DECISION, ORDER, requests)[1]
    # an order of several lines is line_in_ticket's to read
    assert check(DECISION, {"lines": [*LINES, fc.line("PEN-1", "Gel pen", 200)]}, _misread("the planters arrived broken", "broken"))[1]
    # other kinds pass
    assert check({**DECISION, "case_type": "duplicate_charge"}, ORDER, _misread("the planters arrived broken", "broken"))[1]


PAPERWORK = [
    "Please also issue a VAT invoice for both orders - our accounts team cannot close the PO without it.",
    "We can't close the books for November until you send a corrected invoice, please send one.",
    "Our AP department won't close the purchase order without a receipt showing the tax - could you email one?",
    "i cant close the ticket on our side till i get the invoice pls",
    "Finance cannot close the quarter without the credit note, please can you send it.",
    "Our bookkeeper can't close the month until we get a proper invoice from you.",
]
STILL_DAMAGE = [
    "The lid of the notebook box cannot close, the hinge is snapped.",
    "I can't close the clasp on the notebook, it's bent out of shape.",
    "The notebook's elastic won't close the cover any more, it arrived stretched and torn.",
]


@pytest.mark.parametrize("body", PAPERWORK)
def test_paperwork_a_person_cannot_close_is_no_damage(body):
    read = reading(body)
    assert not any("damaged_item" in s.kinds for s in read.sentences), shown(read)
    assert any(s.is_request and s.kinds == ["other"] for s in read.sentences), shown(read)  # the invoice asked is a person's


@pytest.mark.parametrize("body", STILL_DAMAGE)
def test_goods_that_cannot_close_are_still_damaged(body):
    assert any("damaged_item" in r["kinds"] for r in guard_requests(body)), shown(reading(body))


def _invoice_case(n: int, body: str) -> dict:
    c = fc.case(f"ONELINE-{n}", body, LINES, intents=["duplicate_charge", "other"], ref=f"SU-7106{n}",
                expected={"outcome": "partial", "refunds": [{"amount_cents": 599, "source": "platform", "lines": []}]})
    order = c["world"]["orders"][0]
    fee = next(x for x in order["charges"] if x["kind"] == "delivery")
    order["charges"].append({**fee, "charged_at": fee["charged_at"].replace(":00:00", ":03:00")})
    return c


@pytest.mark.django_db(transaction=True)
def test_end_to_end_the_duplicate_fee_is_paid_and_the_notebooks_never(tmp_path):
    fc.assert_money_as_expected(tmp_path, [
        _invoice_case(0, "Hello,\n\n- SU-71060 (20 notebooks): the delivery charge of $5.99 appears twice on our statement.\n\n"
                         "Please also issue a VAT invoice addressed to Larkspur Design Ltd - our accounts team cannot close the PO without it.\n\nRegards,\nPriya"),
        _invoice_case(1, "Hi, we were charged the $5.99 delivery fee twice on SU-71061. Also our finance team can't close the month "
                         "without a VAT invoice, could you send one over? Thanks, Sam"),
    ])
