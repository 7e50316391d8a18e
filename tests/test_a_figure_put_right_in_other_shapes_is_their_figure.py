"""A figure the customer puts right in other shapes than "sorry, it's $45" (runs/withdrawn_figures.py): the right figure
bare ("$54 twice - sorry, typo, forty-five"), in brackets ("charged 54 (45 actually) twice"), or in a sentence of its own
("... $54 twice. Correction: $45.", "I said $54 above, it was $45"). The customer's final figure is their figure; the
duplicate is paid at what the record shows. Held-back round 35, item 2 again: the withdrawn figure won and the duplicate
was held. Near-misses keep the figures as told. Wording written for these tests."""
import pytest

from runs.sentences import amounts_in, split
from tests import fresh_cases as fc

IN_ONE_SENTENCE = [
    ("I was charged $54 twice — sorry, typo, forty-five.", [4500]),
    ("you charged 54 (45 actually) twice", [4500]),
    ("charged 54 (actually 45) twice pls fix", [4500]),
    ("You billed me £54 (£45 actually) two times.", [4500]),
    ("took $54 twice, my bad, 45 not 54", [4500]),
    ("the fee $12.50 - oops, typo, 15.50 - was taken twice", [1550]),
]
KEPT_AS_TOLD = [
    ("charged $54, sorry, one more thing", [5400]),
    ("I paid $54, sorry to bother you, and $20 for delivery", [5400, 2000]),
    ("paid 30 (15) for it", []),
    ("the mug (2 of them) cost $30", [3000]),
    ("charged $54 twice, sorry, 2 of them were mine", [5400]),
]


@pytest.mark.parametrize("text,cents", IN_ONE_SENTENCE + KEPT_AS_TOLD)
def test_a_figure_put_right_in_its_sentence(text, cents):
    assert [a.cents for a in amounts_in(text)] == cents


ACROSS = [
    ("My card was charged $54 twice. Correction: $45. Please refund the duplicate.", 4500),
    ("You charged me $54 twice for the lamp. Please refund one. I said $54 above, it was $45, sorry.", 4500),
    ("Charged 54 dollars twice!! Sorry, typo - I meant 45.", 4500),
    ("Hi, you billed me £30 two times. Make that £38, sorry.", 3800),
    ("charged $12.50 twice. correction: 15.50", 1550),
    ("Double charge of $60 on my card.\nTypo above, sorry: it should be $66.", 6600),
]
NOT_ACROSS = [
    # another figure, not one put right
    ("Charged $54 twice. I said $30 to your colleague, it was $54.", 5400),
    ("Charged $54 twice. The fee was $5 too.", 5400),
    ("Charged $54 twice. Thanks, it was a good lamp.", 5400),
]


@pytest.mark.parametrize("text,cents", ACROSS + NOT_ACROSS)
def test_a_sentence_putting_a_figure_right_changes_the_figure_before_it(text, cents):
    first = split(text)[0]
    assert [a.cents for a in first.amounts] == [cents], [(s.text, s.amounts) for s in split(text)]


@pytest.mark.django_db
@pytest.mark.parametrize("body", ["Hello, the $54 for the teapot was taken twice — sorry, typo, forty-five. Please refund one.",
                                  "You charged me $54 twice for the teapot. Correction: $45. Please refund the duplicate."])
def test_the_duplicate_is_paid_at_the_record_once_put_right(tmp_path, body):
    lines = [fc.line("TPT-2", "Teapot", 4500)]
    c = fc.charged(fc.case("WF2-1", body, lines, intents=["duplicate_charge"], ref="SU-73561",
                           expected={"outcome": "resolved", "refunds": [{"amount_cents": 4500, "source": "platform"}]}), True)
    fc.assert_money_as_expected(tmp_path, [c])
