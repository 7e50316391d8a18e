"""read_ticket reads a ticket sentence by sentence, then runs its passes over the whole reading one after another
(runs/intents/read.py). Their order grew by merges, one pass put in at a time, and no test said it. This one states it,
and for each pair of passes whose order changes how a shipped or blind-round ticket reads, says which runs first and why,
with a ticket that shows it. The pairs were found by moving each pass that changes a ticket's reading past the others
(to the first that reads the ticket differently) and reading again the 1,528 tickets of runs/evals/cases,
runs/evals/screening and docs/blind-rounds; git log -S on each call gives no reason for any of them (each came in
its own commit, put where its author ran it).

The rule most pairs follow: a pass that makes a claim of sentences read one at a time (what came set against what was
ordered, a return that is a wrong item's remedy, a problem told across two sentences, a forwarded problem the customer
adopts) runs before _settle_unread and _settle_told, which settle what is left beside the claims read; and the passes
that refine an ask of no kind (a remedy for goods no claim names, a subject in parts, an ask withdrawn) run after them,
on what they leave.

ORDER is checked as a subsequence, so a pass put in between two stated ones does not fail here. Moving a stated pass
is a change to review: if no pair below breaks, update ORDER with it."""

import ast
import inspect
import textwrap

import pytest

from runs.intents import read as read_module

# The passes after the sentence loop, as read_ticket calls them.
ORDER = [
    "chase_promised_refunds", "chase_quoted_promises", "money_chase_beside_ask", "tie_by_goods", "read_one_came_beside_copy",
    "_withdraw_changed_asks", "_sent_against_ordered", "_return_of_wrong_item", "_adopt_forwarded", "read_forwarded_own",
    "subject_call_off_in_body", "told_across", "wear_told_across", "_settle_unread", "_settle_told",
    "remedy_question_carries_ask", "told_as_background", "read_claim_story", "fine_goods_asked", "_own_pick",
    "charge_sent_back", "_undecided", "_mark_foreign", "_unasked_call_off", "subject_waved_in_body", "_subject_named_in_body",
    "attach_pointers", "fold_lateness_into_loss", "fold_status_into_loss", "fold_scan_into_denial", "_bind_refusals",
    "ask_promises_done", "_promise_told_before_its_question", "others_goods_told_after", "read_claim_remedy_asks",
    "hold_refund_asked_elsewhere", "read_chosen_remedies", "leave_money_open", "read_choice_left_to_shop",
    "read_purchase_wishes", "read_list_openers", "waive_let_go_claims", "hold_struck_goods", "read_mail_footers",
    "message_remarks", "read_goods_gone", "subject_paper_asked", "read_claim_asides", "damage_beside_a_question",
    "chase_told_promises", "chase_return_refunds", "read_conditional_remedies", "read_fee_beside_damage",
    "read_kept_instead", "read_not_wanted_done", "read_price_drop_asks", "read_listed_goods", "read_waved_then_asked",
    "read_refund_route_questions", "read_thanks_told", "read_quoted_remedies", "read_swap_questions",
    "goods_after_money_declined", "read_withdrawn_asks", "subject_parts_asked", "bind_pronoun_asks", "read_subject_carries",
    "account_counted_asks", "read_unwanted_lists", "read_delivery_manner",
]

# (first, then, why; the ticket whose reading changes when they run the other way round)
PAIRS = [
    ("_withdraw_changed_asks", "read_withdrawn_asks",
     "an ask taken back by a change of mind is withdrawn first; the other way round, \"actually never mind, it's grown "
     "on me, I'll keep it\" is read again as goods taken back and forbids a return nobody asked (V11N-22)"),
    ("_sent_against_ordered", "_return_of_wrong_item",
     "a return is the wrong item's remedy only once the sentence before is read as that wrong item: \"Ordered 4 "
     "waffle towels ... you sent two in bright pink. The pink pair needs to go back\" was a change of mind (V10H-N17)"),
    ("_sent_against_ordered", "_settle_unread",
     "\"I'd like to send the orange ones back\" is attached to the wrong item set against the order only if that claim "
     "is read before the asks of no kind are settled; else it is a change of mind (V11K-43)"),
    ("_sent_against_ordered", "_settle_told",
     "\"2) The towels are pink.\" after what was ordered is a wrong item; settled first, it stays a statement and \"I "
     "ordered the grey set.\" goes to a person as a problem of no kind (V11N-05)"),
    ("_sent_against_ordered", "_subject_named_in_body",
     "the subject \"wrong lamp\" is the title of the body's wrong-item claim only when that claim is read before the "
     "subject is set against the body; else it is a second wrong-item request (V11O-25)"),
    ("_return_of_wrong_item", "_settle_unread",
     "\"I'd need the right one by Saturday\" tells why the wrong item does not suit (the shop's error); settled first, it "
     "is an exchange of its own for a person, holding the refund (BF-40)"),
    ("_return_of_wrong_item", "_own_pick",
     "the customer's own pick is read on what the wrong-item return pass leaves: the other way round, \"I left it on "
     "black in the colour dropdown\" is a change of mind of its own beside the claim (POL-56)"),
    ("_return_of_wrong_item", "_subject_named_in_body",
     "the subject \"wrong cable\" is set against the body as the return pass leaves it (V10D-N12)"),
    ("_adopt_forwarded", "read_forwarded_own",
     "\"Yes please, refund the shade.\" under a forwarded \"The lamp shade came torn\" adopts it as the customer's own "
     "claim, and read_forwarded_own stands back where one is adopted; the other way round, the forwarded sentence is "
     "the claim and the customer's ask only attached to it (V11K-17)"),
    ("read_forwarded_own", "_settle_unread",
     "\"Can you sort this out please?\" is a courtesy beside the forwarded claim only once that claim is read; settled "
     "first, it is an ask of no kind for a person (V11N-03)"),
    ("told_across", "_settle_unread",
     "\"I'd like that €5.99 back.\" is the remedy of the charge told across the two sentences before only once that "
     "claim is read; else an ask with no problem, for a person (BL-14)"),
    ("_settle_unread", "_settle_told",
     "asks of no kind are settled against the claims before statements are: the other way round, a past problem told "
     "as background (\"After the mess with the sofa in January (which you did eventually refund...)\") goes to a person "
     "(BF-56; 38 tickets read otherwise)"),
    ("_settle_unread", "remedy_question_carries_ask",
     "\"Could I have a refund?\" after a fault that showed in use is that fault's remedy question, read on the ask "
     "_settle_unread leaves of no kind; the other way round it is attached to a claim (POL-128)"),
    ("_settle_unread", "fine_goods_asked",
     "a refund asked for goods the customer calls fine (\"Could you refund the shade as well?\") is named so only on the "
     "ask _settle_unread leaves of no kind (POL-125)"),
    ("_settle_unread", "_own_pick",
     "\"Can I send the two curtains back?\" is attached to the change of mind the customer owns up to only when it was "
     "settled before _own_pick turns the subject \"wrong size curtains\" into that change of mind (V10E-N38)"),
    ("_settle_unread", "_subject_named_in_body",
     "the subject is read against the body as it is settled: the other way round, \"Please cancel my return\" as a "
     "subject also forbids the return (FR-25; 17 tickets read otherwise)"),
    ("_settle_unread", "read_claim_remedy_asks",
     "\"I want refunds for the pair.\" is a remedy for goods no claim names only on the ask _settle_unread leaves of no "
     "kind; the other way round it is attached to a claim it does not name (V11H-42; 14 tickets)"),
    ("_settle_unread", "read_chosen_remedies",
     "\"Please don't put the refund back on my Visa\" is one ask with the next sentence's card, read on what "
     "_settle_unread leaves; the other way round it is a refusal of the refund for a person (V11C-13)"),
    ("_settle_unread", "waive_let_go_claims",
     "\"Please refund those two; I will keep the good ones.\" keeps the chipped bowls' claim: the ask is attached to "
     "it first, so keeping the good ones lets no claim go (G-04)"),
    ("_settle_unread", "read_withdrawn_asks",
     "\"Please cancel the return so no courier comes.\" calls off a return booked before (the return held) only on "
     "the ask _settle_unread leaves of no kind; the other way round it is an ask with no problem (G-26, V11M-24, V11-05)"),
    ("_settle_unread", "subject_parts_asked",
     "a subject whose parts the body asks (\"cancel please\" over \"Please cancel order ...\") is its title only on "
     "the body as settled (V11E-52; 28 tickets)"),
    ("_settle_unread", "hold_struck_goods",
     "\"On second thoughts, skip the jacket - I'll keep it.\" holds the struck jacket's refund and return only once the "
     "asks around it are settled (POL-150)"),
    ("_settle_unread", "chase_told_promises",
     "a refund chased that the shop promised (\"It's been eight days and still nothing. Could you check on it?\") is "
     "read on the settled asks: the other way round the subject \"Refund not there\" becomes its title and the chase "
     "moves to another sentence (IJ-06)"),
    ("_settle_unread", "read_claim_asides", "the asides around a claim are read on the settled asks (IJ-07)"),
    ("_settle_unread", "damage_beside_a_question", "damage told beside a question is read on the settled asks (V11M-13)"),
    ("_adopt_forwarded", "_settle_told",
     "a forwarded problem the customer adopts is a claim before the statements are settled against the claims (BL-47)"),
    ("_sent_against_ordered", "read_fee_beside_damage",
     "the delivery fee asked beside goods problems is read once the wrong item set against the order is a claim (V11K-43)"),
    ("_settle_told", "_subject_named_in_body",
     "the subject \"speaker late / email change\" names what the body asks only when the body's change of details is "
     "settled first; the other way round it is a request of its own (V11J-25)"),
    ("_settle_told", "chase_told_promises",
     "\"That was 10 days ago and there's nothing on my card.\" is settled as a problem of its own before the chase of a "
     "promise is read; the other way round the chase moves to \"Can you check?\" and the problem is attached (POL-151)"),
    ("_settle_told", "subject_parts_asked",
     "a subject such as \"new address\" is the title of the body's ask only on the body as settled (V11E-21; 9 tickets)"),
    ("_settle_told", "account_counted_asks",
     "\"look at both\" counts the requests read; settled first, \"I chose double, and my confirmation email says double "
     "too.\" is a problem told of its own, not one the count made a request (BF-06)"),
    ("fine_goods_asked", "read_claim_remedy_asks",
     "\"Could you refund the shade as well?\" is a refund of goods the customer called fine, said so before the wider "
     "reading of goods no claim names takes it (POL-125)"),
    ("_own_pick", "_subject_named_in_body",
     "a subject \"Wrong length\" over a body owning up to the pick is the change of mind's title; read the other way "
     "round it is a change of mind of its own (POL-55, POL-56, V10D-N12)"),
    ("_mark_foreign", "_subject_named_in_body",
     "a subject half in German (\"Doppelte Abbuchung / double charge\") is marked foreign first, then found named in "
     "the body as its title; the other way round it goes to a person as German (V11E-09)"),
    ("_mark_foreign", "subject_parts_asked",
     "a subject in German over a body in German (\"Bestellung SU-61877 nicht angekommen\") is the title of what the "
     "body asks, read once each foreign sentence is marked; the other way round it is a second foreign request (BL-08)"),
    ("fold_status_into_loss", "subject_parts_asked",
     "\"WHERE IS IT\" over a parcel the customer says never came is part of that non-delivery claim, folded before the "
     "subject is read as a title (V11K-13)"),
    ("_bind_refusals", "read_conditional_remedies",
     "a refusal binds to its goods before a remedy accepted only if the first cannot be given is read (POL-163)"),
    ("read_claim_remedy_asks", "read_claim_asides",
     "\"Refund the lamp please.\" is the remedy of the lamp's claim before the asides around claims are read; the other "
     "way round it goes to a person as a remedy for goods no claim names (V11E-37; 4 tickets)"),
    ("read_chosen_remedies", "bind_pronoun_asks",
     "the remedy the customer chose is read before an ask pointing back by a pronoun is bound to its goods (BL-32, BL-33, "
     "V11C-62)"),
]


def _passes() -> list[str]:
    """The names read_ticket calls, in order, after its loop over the sentences."""
    fn = ast.parse(textwrap.dedent(inspect.getsource(read_module.read_ticket))).body[0]
    loop = max(i for i, st in enumerate(fn.body) if isinstance(st, ast.For))
    names = []
    for st in fn.body[loop + 1:]:
        if isinstance(st, ast.Expr):
            calls = st.value.elts if isinstance(st.value, ast.Tuple) else [st.value]
            names += [c.func.id for c in calls if isinstance(c, ast.Call) and isinstance(c.func, ast.Name)]
    return names


def test_it_runs_the_stated_passes_in_the_stated_order():
    passes = _passes()
    missing = [p for p in ORDER if p not in passes]
    assert not missing, f"passes no longer called by read_ticket (update ORDER and PAIRS): {missing}"
    at = [passes.index(p) for p in ORDER]
    moved = [(ORDER[k], ORDER[k + 1]) for k in range(len(at) - 1) if at[k] > at[k + 1]]
    assert not moved, f"read_ticket now runs these the other way round: {moved}; check PAIRS, then update ORDER"


@pytest.mark.parametrize("first,then,why", PAIRS, ids=[f"{a}-before-{b}" for a, b, _ in PAIRS])
def test_each_pair_that_matters_runs_first_things_first(first, then, why):
    passes = _passes()
    assert passes.index(first) < passes.index(then), why


def test_every_pair_names_passes_of_the_order():
    assert all(a in ORDER and b in ORDER and ORDER.index(a) < ORDER.index(b) for a, b, _ in PAIRS)
