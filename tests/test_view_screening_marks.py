"""The run page and the plan queue mark every sentence of the screener's reading that a plan would
drop: a count ordered against a count that came, money taken twice in plain words with no duplicate
charge planned, a sentence beside a request that tells of a problem of its own; a sentence that goes
with a request names the subtask that covers it; a wish is marked for a check only while a reviewer
decides the plan, and otherwise shown for the record."""

from django.urls import reverse
from django.utils.html import escape

from runs.models import Run
from runs.screening_checks import CHECK_COUNT, CHECK_OWN_PROBLEM, CHECK_TWICE, CHECK_WISH, RECORD_WISH
from tests.dashboard_world import next_ref, world  # noqa: F401
from tests.runtime_world import start, ticket, walk_until_pause

CRACKED = "The Hartley bookcase on SU-88421 arrived with a cracked side panel. "


def _page(client, rule, settings, body):
    settings.PLAN_CONFIRMATION_RULE = rule
    run = walk_until_pause(start(ticket(CRACKED + body, ref=next_ref(), subject="Bookcase")))
    return run, client.get(reverse("run_detail", args=[run.pk])).content.decode()


def _row(html: str, sentence: str) -> str:
    """The table row that quotes `sentence`."""
    at = html.index(escape(f"“{sentence}”"))
    return html[html.rindex("<tr", 0, at): html.index("</tr>", at)]


def test_a_count_ordered_against_a_count_that_came_is_marked_as_no_request(world, reviewer, client_for, settings):
    sentence = "Twelve pins were listed, nine arrived."
    run, html = _page(client_for(reviewer), "never", settings, sentence)
    row = _row(html, sentence)
    assert 'screening-row--statement' in row and ">no request read<" in row
    assert f'<strong class="text-warn screening-check">{CHECK_COUNT}</strong>' in row
    assert "1 sentence read as telling looks like a problem or a wish: no subtask covers it (marked below)." in html


def test_money_taken_twice_beside_a_claim_is_no_part_of_it_without_a_duplicate_subtask(world, reviewer, client_for, settings):
    sentence = "Funny thing, the order total left my account on two separate days."
    run, html = _page(client_for(reviewer), "never", settings, sentence)
    assert not run.subtasks.filter(case_type="duplicate_charge").exists()
    row = _row(html, sentence)
    assert ">no request read<" in row and "goes with a request" not in row
    assert f'<strong class="text-warn screening-check">{CHECK_TWICE}</strong>' in row


def test_a_price_complaint_beside_a_claim_is_not_shown_as_going_with_it(world, reviewer, client_for, settings):
    sentence = "The price at checkout wasn't the one on the product page."
    run, html = _page(client_for(reviewer), "never", settings, sentence)
    row = _row(html, sentence)
    assert ">no request read<" in row and "goes with a request" not in html
    assert f'<strong class="text-warn screening-check">{escape(CHECK_OWN_PROBLEM)}</strong>' in row


def test_a_sentence_that_goes_with_a_request_names_the_subtask_covering_it(world, reviewer, client_for, settings):
    sentence = "I expected better from you, honestly."
    run, html = _page(client_for(reviewer), "never", settings, sentence)
    damage = run.subtasks.get(case_type="damaged_item")
    row = _row(html, sentence)
    assert ">goes with a request<" in row
    assert f"asks for the remedy of the requests around it (subtask {damage.number})" in row
    assert "screening-check" not in row


def test_a_wish_is_a_check_while_a_reviewer_decides_the_plan(world, reviewer, client_for, settings):
    sentence = "We were really looking forward to it."
    run, html = _page(client_for(reviewer), "always", settings, sentence)
    assert run.status == Run.Status.AWAITING_PLAN
    row = _row(html, sentence)
    assert f'<strong class="text-warn screening-check">{CHECK_WISH}</strong>' in row
    assert "1 sentence read as telling looks like a problem or a wish: check it (marked below) before confirming the plan." in html
    queue = client_for(reviewer).get(reverse("plan_queue")).content.decode()
    assert f'<strong class="text-warn screening-check">{CHECK_WISH}</strong>' in _row(queue, sentence)


def test_a_wish_on_a_plan_no_reviewer_decides_is_shown_for_the_record(world, reviewer, client_for, settings):
    sentence = "We were really looking forward to it."
    run, html = _page(client_for(reviewer), "never", settings, sentence)
    assert run.status != Run.Status.AWAITING_PLAN
    row = _row(html, sentence)
    assert f'<span class="muted screening-record">{RECORD_WISH}</span>' in row
    assert CHECK_WISH not in html and "screening-check" not in html
    assert "read as telling look" not in html  # no banner: nothing for anyone to check


def test_a_refund_declined_for_another_remedy_is_marked_though_read_as_context(world, reviewer, client_for, settings):
    sentence = "Don't refund me for it, I'd prefer a gift card."
    run, html = _page(client_for(reviewer), "never", settings, sentence)
    assert run.status == Run.Status.AWAITING_ESCALATION  # no request read: a person has the whole ticket
    row = _row(html, sentence)
    assert ">background<" in row
    assert f'<span class="muted screening-record">{RECORD_WISH}</span>' in row


def test_a_remedy_asked_beside_the_claim_is_shown_with_the_claims_subtask(world, reviewer, client_for, settings):
    sentence = "Refund please."
    run, html = _page(client_for(reviewer), "never", settings, sentence)
    damage = run.subtasks.get(case_type="damaged_item")
    row = _row(html, sentence)
    assert ">goes with a request<" in row and f"(subtask {damage.number})" in row
    assert "screening-check" not in row and "looks like a problem or a wish" not in html
