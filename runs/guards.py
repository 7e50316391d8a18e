"""The guard on decide -> act: comparisons between structured values, never model prose.

The brief's four checks (ceiling or approval, policy cited not recalled, refund source from the
matrix, needs_human implies approval), a fifth the evaluation showed was missing (the amount must
be one the order's own charges support for this kind of case), and five on the decision's
substance rather than its form: whose order it is, what the named lines or charges support,
whether the policy table's conditions hold on the evidence recorded in this run (`runs.policy`),
whether the lines it names are ones the ticket's requests mention, and whether the ticket asks for
its kind at all (`runs.ticket_lines`, over the screener's reading).

Each check records its inputs and result as an event. The incident beside each one is the reason
it exists; the run page shows it next to the check's result.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass

from django.conf import settings

from . import (claim_totals, due_amounts, order_owner, own_choice_words, policy, policy_charges, policy_evidence, policy_support,
               repeat_claims, stated_amounts)
from .colour_families import colours_naming
from .local_days import local_day
from .money import dollars
from .quoting import shortened
from .intents import FEE_IN_GOAL, GOODS_PROBLEMS, cause_at_home, content_stems, refund_elsewhere, settled_by_next, settled_in_words, taken_back_later, thought_not_so
from .intents.remedy_put_off import money_asked_later, money_asked_now
from .intents.goods_gone import nothing_to_take_back
from .intents.remedy_waivers import remedies_waived
from .quoted_claim_goods import words_of_quoted_claim
from .ticket_lines import (LINE_KINDS, asking_only, lines_in_clauses, size_one_words, lines_named_whole, lines_set_aside, misfit_phrases,
                           misnamed, named_by_head_word, named_just_before, of_other_goods, other_goods_named, request_spans,
                           said_to_be_fine, the_line_left, typed_for_several, words_mentioned)
from .unit_counts import loose_count, part_of_unit, units_stated
from .remedy_names_the_line import line_named_by_remedy
from .shop.kinds import NOT_A_CASE
from .shop.models import ReturnRequestStatus
from .shop.refund_matrix import refund_source_for
from .fine_lines import claimed_anew, claims_beyond_withdrawn, lines_called_fine, lines_praised, lines_waved_off, lines_withdrawn
from .kept_lines import lines_kept
from .other_goods_told import other_goods_told
from .goods_told_damaged import lines_of_other_goods
from .others_lines import lines_of_others, others_goods_told
from .line_told_for_another_claim import goods_named_beside_another_claim
from .line_named_outside_the_claim import goods_from_elsewhere, goods_of_the_claim, lines_named_before_only_as_received
from .refusal_holds import refusals_holding
from .story_damage_check import INCIDENT as STORY_INCIDENT, damage_said_of_goods
from .settled_lines import another_occasion, lines_settled
from .worn_goods import INCIDENT as WORN_INCIDENT, worn_goods_check
from .contradicted_lines import CHECK as CONTRADICTED, INCIDENT as CONTRADICTED_INCIDENT, contradiction_check
from . import bought_before_the_order, damage_told_of_the_line, inflated_counts, refunded_units, reply_quotes_removed, supposed_damage_check, told_damaged_counts, units_asked_fewer
from .state import GOODS_ACTIONS, TAKEN_DECISIONS, DecisionAction


@dataclass(frozen=True)
class CheckResult:
    check: str
    passed: bool
    inputs: dict
    incident: str


INCIDENTS = {
    "amount_within_ceiling": ("A refund over the ceiling went out with nobody's sign-off; later, a sum split over two tickets on one "
                              "order slipped under it, and a $194.40 desk claim split into two $97.20 decisions had its first half paid "
                              "with no lead asked."),
    "policy_retrieved_this_run": "The agent cited a policy it remembered from another ticket's query: cited, not recalled.",
    "source_matches_matrix": "A marketplace seller's damage was refunded out of platform funds.",
    "needs_human_has_approval": "A decision the agent itself flagged for a person went ahead without one.",
    "amount_supported_by_order": "An instruction pasted into a ticket got a buyer refunded more than the charge in question.",
    "order_belongs_to_customer": "A ticket asking to refund a neighbour's order got that order pinned and refunded.",
    "amount_supported_by_lines": ("An injected $60.00 was paid for a $38.97 lamp shade, because the order's total allowed it; later a whole "
                                  "desk lamp ($48.60) was paid for a shade missing from its box; and a whole $85.32 coffee maker for \"The coffee "
                                  "maker works but the glass carafe that goes with it is cracked\"."),
    "eligible_under_policy": "A change-of-mind return went out 54 days after delivery against a 30-day window.",
    "line_in_ticket": ("After a claim about a lamp's shade was refused, the undamaged lamp base was refunded instead; later a \"bread knife\" "
                       "the order did not hold was paid as its cheese knife, a \"wool throw\" as a throw pillow cover, and a crack \"through the enamel\" "
                       "of a dutch oven as the enamel camp mug the customer called fine; and a neighbour's glass teapot, smashed \"inside\" the "
                       "parcel, as the customer's own wool throw, which she said arrived beautifully; and \"the wooden salad servers arrived snapped\" "
                       "paid a salad bowl the customer called lovely, \"the cheese knife that was meant to come with my board is bent\" the board; "
                       "and \"I got the rug yesterday. The lamp I bought elsewhere arrived broken\" paid the rug, named only as having come; and "
                       "$26.40 was paid on a mug the ticket never named for the cracked base of a table lamp \"a friend sent me ... as a birthday "
                       "present, ordered on her account\", the mug the one line left once the customer called her own lamp fine."),
    "request_in_ticket": ("A change of mind the policy refused was re-planned as a damaged item and $42.22 was paid for it; later $5.99 "
                          "was refunded to a customer who wrote \"I was going to ask for the delivery fee back but honestly don't bother\", "
                          "and a chair that was right went back as a wrong item on \"I don't need a replacement or a different model\"; "
                          "and a claim told plainly and taken back only in a later sentence (\"The lamp arrived cracked. Actually never mind, "
                          "it was a reflection on the glass, it's fine.\") was read by the guard as still asking."),
    "claim_not_settled_before": ("A ticket repeating last week's complaint about two plates on a line of six, already refunded, was "
                                 "paid $23.76 again: four plates were left unrefunded on the line, so the amount checks admitted it."),
    "amount_due_on_lines": ("A $194.40 desk was refunded $149.00 with no lead asked and the run closed resolved: the customer was "
                            "short-paid $45.40."),
    "damage_not_caused_at_home": ("\"My son dropped the vase. It smashed.\" was paid as a damaged item: the policy pays damage in "
                                  "transit or on arrival, and damage done at home after delivery is no claim on the shop."),
    "damage_not_worn_in_use": WORN_INCIDENT,
    "damage_said_of_goods": STORY_INCIDENT,
    CONTRADICTED: CONTRADICTED_INCIDENT,
    refunded_units.CHECK: refunded_units.INCIDENT,
    inflated_counts.CHECK: inflated_counts.INCIDENT,
    told_damaged_counts.CHECK: told_damaged_counts.INCIDENT,
    supposed_damage_check.CHECK: supposed_damage_check.INCIDENT,
    damage_told_of_the_line.CHECK: damage_told_of_the_line.INCIDENT,
    bought_before_the_order.CHECK: bought_before_the_order.INCIDENT,
    reply_quotes_removed.CHECK: reply_quotes_removed.INCIDENT,  # the reply's check at send_reply (runs/walk/reply.py)
    "amount_stated_in_ticket": "A customer asked back \"the second charge of $84.10\" on an order with no such charge; the $9.95 delivery "
                               "copy was paid, and the mismatch was only found in the reply check, after the money moved.",
}


def check_decision(*, decision: dict, retrieved_refs: set[str], evidence: policy_evidence.Evidence, refunded: list[dict], approval: dict | None,
                   customer_email: str, ticket_requests: list[dict], link_confirmed_by: str = "", kind_set_by: str = "",
                   run_before_cents: int = 0, run_id: int | None = None, run_units: dict[str, int] | None = None,
                   claim_parts: list[dict] | None = None, lowered_by: str = "") -> list[CheckResult]:
    """Run every check on one decision. `approval` is an approved, unexpired, unused approval whose
    subject is exactly this decision's digest, or None. `evidence.order` is the order as get_order
    pinned it; `refunded` its refunds then and this run's admitted ones since (with what they
    `covers`). `ticket_requests` are the sentences the screener read as asking for something about
    this order ({text, kinds}). `link_confirmed_by` names the person who confirmed another
    customer's order belongs to this ticket (a spouse, a gift); `kind_set_by` the person whose plan
    edit gave the decision's subtask its kind. `run_before_cents` is what this run already admitted
    or paid on the same order: the ceiling counts it with the decision, so splitting a sum does not get under it;
    and it counts the refunds other runs (another ticket on the same order) and earlier payments
    made on the order, which the order as pinned lists: run `run_id`'s own are not counted twice.
    `run_units` is how many units of each line this run's other admitted or paid decisions of the
    same case type already took: the count the ticket states is for all of them together.
    `claim_parts` are this run's other live decisions on the same lines or charges (runs.claim_totals.same_claim):
    the ceiling counts the whole claim they and this decision are parts of, so the first half of a
    split waits for a lead as the whole would. `lowered_by` names the support lead whose instructions
    on this subtask allow less than the due amount on its lines (runs.due_amounts)."""
    order = evidence.order
    ceiling = settings.REFUND_CEILING_CENTS
    seller_type = (order.get("seller") or {}).get("seller_type", "")
    room = policy_support.order_room_cents(decision["case_type"], order, refunded)
    try:
        expected_source = refund_source_for(decision["case_type"], seller_type)
    except (KeyError, ValueError):
        expected_source = None
    has_approval = approval is not None
    # A support lead's standing approval (runs.standing) stands in for their yes on this one refund.
    standing = {"standing_approval": approval["standing"]} if approval and approval.get("standing") else {}
    others = other_refunds(decision, order, run_id)
    others_cents = sum(r["amount_cents"] for r in others)
    claim, counted = claim_totals.claim_cents(decision, order, claim_parts or [], units_claimed(decision, order, ticket_requests),
                                              amount_set_by_person=bool(lowered_by or decision.get("amended_by")))
    total = max(decision["amount_cents"] + run_before_cents, claim) + others_cents
    return [
        CheckResult("amount_within_ceiling", total <= ceiling or has_approval,
                    {"amount_cents": decision["amount_cents"], "run_before_cents": run_before_cents, "other_refunds_cents": others_cents,
                     "other_refunds": others, "claim_cents": claim, "claim": counted, "claim_parts": [p["ref"] for p in claim_parts or []],
                     "counted_cents": total, "ceiling_cents": ceiling, "approval": approval and approval["id"], **standing},
                    INCIDENTS["amount_within_ceiling"]),
        CheckResult("policy_retrieved_this_run", decision["policy_ref"] in retrieved_refs,
                    {"policy_ref": decision["policy_ref"], "retrieved_this_run": sorted(retrieved_refs)}, INCIDENTS["policy_retrieved_this_run"]),
        CheckResult("source_matches_matrix", decision["source"] == expected_source,
                    {"source": decision["source"], "matrix": expected_source, "case_type": decision["case_type"], "seller_type": seller_type,
                     "seller": (order.get("seller") or {}).get("name", "")},
                    INCIDENTS["source_matches_matrix"]),
        CheckResult("needs_human_has_approval", (not decision["needs_human"]) or has_approval,
                    {"needs_human": decision["needs_human"], "approval": approval and approval["id"]}, INCIDENTS["needs_human_has_approval"]),
        CheckResult("amount_supported_by_order", decision["amount_cents"] <= room,
                    {"amount_cents": decision["amount_cents"], "refundable_cents": room, "case_type": decision["case_type"],
                     "refunded_before": refunded}, INCIDENTS["amount_supported_by_order"]),
        check_owner(order, customer_email, link_confirmed_by),
        check_lines(decision, order, refunded, ticket_requests, run_units),
        check_eligible(decision, with_said(evidence, decision, ticket_requests)),
        check_line_in_ticket(decision, order, ticket_requests, kind_set_by, evidence),
        check_request_in_ticket(decision, evidence, ticket_requests, kind_set_by),
        check_not_settled_before(decision, evidence, ticket_requests, kind_set_by, run_id),
        check_amount_stated(decision, order, refunded, ticket_requests),
        check_amount_due(decision, order, refunded, ticket_requests, lowered_by),
        check_not_caused_at_home(decision, order, ticket_requests, kind_set_by),
        CheckResult("damage_said_of_goods", *damage_said_of_goods(decision, ticket_requests, kind_set_by)),
        CheckResult(*worn_goods_check(decision, order, ticket_requests, kind_set_by)),
        CheckResult(*contradiction_check(decision, order, ticket_requests, kind_set_by)),
        CheckResult(*refunded_units.check(decision, order, ticket_requests, run_units, run_id)),
        CheckResult(*inflated_counts.check(decision, order, ticket_requests, kind_set_by)),
        CheckResult(*told_damaged_counts.check(decision, order, ticket_requests, run_units)),
        CheckResult(*supposed_damage_check.check(decision, order, ticket_requests, kind_set_by)),
        CheckResult(*damage_told_of_the_line.check(decision, order, ticket_requests, kind_set_by)),
        CheckResult(*bought_before_the_order.check(decision, order, ticket_requests, evidence.now, kind_set_by)),
    ]


# Who pays a refund, in words (a refund's `source`).
FUNDED_BY = {"platform": "the shop", "seller": "the seller", "carrier_claim": "a claim against the carrier"}

# The checks a support lead's approval clears: failing only these routes the decision to a lead.
APPROVAL_CLEARS = frozenset({"amount_within_ceiling", "needs_human_has_approval"})


def routed_to_approval(failed: set[str]) -> bool:
    """True when the failed checks are all ones a support lead's approval can clear."""
    return bool(failed) and failed <= APPROVAL_CLEARS


def other_refunds(decision: dict, order: dict, run_id: int | None) -> list[dict]:
    """For a refund, the refunds already made on the order by anyone but run `run_id` (another
    ticket's run, an earlier payment), as the order was pinned: {amount_cents, date, run}. Two
    tickets on one order are one sum against the ceiling, as two decisions in one run are."""
    if decision.get("action") != DecisionAction.REFUND:
        return []
    return [{"amount_cents": r["amount_cents"], "date": r.get("date"), "run": r.get("run")}
            for r in order.get("refunds") or [] if run_id is None or r.get("run") != run_id]


def check_owner(order: dict, customer_email: str, link_confirmed_by: str) -> CheckResult:
    """Only the order's own customer, or a person who confirmed the link, clears money on an order."""
    owner = (order.get("customer") or {}).get("email", "")
    differs = order_owner.email_difference(owner, customer_email)
    return CheckResult("order_belongs_to_customer", not differs or bool(link_confirmed_by),
                       {"order_ref": order.get("order_ref"), "order_customer": owner, "ticket_customer": customer_email,
                        "differs": differs or None, "link_confirmed_by": link_confirmed_by or None},
                       INCIDENTS["order_belongs_to_customer"])


def check_lines(decision: dict, order: dict, refunded: list[dict], ticket_requests: list[dict] | None = None,
                run_units: dict[str, int] | None = None) -> CheckResult:
    """The amount is at most what the named lines/charges support, less what was refunded on them,
    and a named line's quantity, with the units this run's other decisions of the kind already took
    on it, is at most the count the ticket's requests state for it, when they state one ("one of
    the four glasses": one glass, not four; "two of the mugs" paid once, not in two subtasks)."""
    got = policy_support.support(decision["case_type"], order, decision, refunded)
    problems = list(got.problems) + quantity_beyond_ticket(decision, order, ticket_requests or [], run_units or {})
    return CheckResult("amount_supported_by_lines", not problems and decision["amount_cents"] <= got.cents,
                       {"amount_cents": decision["amount_cents"], "supported_cents": got.cents, "named": got.items, "problems": problems},
                       INCIDENTS["amount_supported_by_lines"])


def quantity_beyond_ticket(decision: dict, order: dict, ticket_requests: list[dict], run_units: dict[str, int] | None = None) -> list[str]:
    """Each named line whose quantity is more than the units the ticket's requests say are
    affected (an exact count, or the most a vague one could mean: "about half" of 8 is 4), and each
    whole unit of a set/pack/kit/pair line paid for a part of it ("one plate of the set")."""
    by_sku = {x["sku"]: x for x in order.get("lines", [])}
    texts, after, settled = unit_texts(ticket_requests)
    out = []
    for item in policy_support.named_items(decision):
        line = by_sku.get(item.get("sku"))
        if line is None:
            continue
        units = units_stated(order, line, texts)
        taken = (run_units or {}).get(line["sku"], 0)
        before = f" and this run's other decisions already took {taken}" if taken else ""
        if units.at_most is not None and item["quantity"] + taken > units.at_most:
            says = str(units.exact) if not units.vague else f'"{units.words}", at most {units.at_most}'
            out.append(f"the decision names {item['quantity']} of {line['description']}{before}; the ticket says {says}")
        elif units.at_most is None and (loose := loose_count(order, line, texts)) and item["quantity"] + taken > loose[0]:
            # A count the reading could not tie to the line ("a couple arived shatterd"): never more than it, a person settles it
            out.append(f"the decision names {item['quantity']} of {line['description']}{before}; the ticket says \"{loose[1]}\" "
                       f"and no count could be tied to the line: at most {loose[0]}, a person decides")
        # a part of the set is read in every sentence of the ticket about this order (ticket_lines.part_texts):
        # what was told after the last request, and what it tells as settled ("everything except the spatula came scratched")
        out += part_beyond_ticket(decision, order, line, texts + after + settled)
    return out


def unit_texts(ticket_requests: list[dict]) -> tuple[list[str], list[str], list[str]]:
    """The sentences a count of units is read in: each asking request with what the customer told
    just before it ("4 of the 6 are fine. Refund the broken two."), not the sentences telling of a
    problem as settled ("you refunded the two plates" counts units dealt with); what was told after
    the last request; and the settled ones (a part of a set is read in all three)."""
    settled = sorted({r["text"] for r in ticket_requests if r.get("settles")})
    texts = list(dict.fromkeys(t for r in asking_only(ticket_requests) for t in [*r.get("told", []), r["text"]] if t not in settled))
    after = [t for r in asking_only(ticket_requests) for t in r.get("told_after", []) if t not in texts]
    return texts, after, settled


def units_claimed(decision: dict, order: dict, ticket_requests: list[dict]) -> dict[str, int]:
    """For each line the decision names, the units the ticket's claim is about: the most its requests
    say are affected, or, when they state no count, the whole line (as the agent reads a request with
    no count: "the armchairs came torn" is all of them). Read in the requests of the decision's kind
    when the ticket has any: "two chairs came cracked" says nothing of the one sent back for a change of mind."""
    by_sku = {x["sku"]: x for x in order.get("lines", [])}
    of_kind = [r for r in ticket_requests if decision.get("case_type") in (r.get("kinds") or [])] or ticket_requests
    texts = unit_texts(of_kind)[0]
    stated = {item["sku"]: units_stated(order, by_sku[item["sku"]], texts).at_most or int(by_sku[item["sku"]].get("quantity") or 1)
              for item in policy_support.named_items(decision) if item.get("sku") in by_sku}
    if decision.get("case_type") == "damaged_item":
        # the customer's own lower count asked ("all 4 have wobbly legs ... just refund me for one chair") is the claim: one
        # chair is no four-chair claim for a lead (runs.units_asked_fewer; what the decision itself names is still counted)
        asked = [t for r in asking_only(of_kind) for t in (r["text"], *r.get("attached", ()), *r.get("told_after", ()))]
        stated = {sku: units_asked_fewer.capped(order, by_sku[sku], asked, units) for sku, units in stated.items()}
    return stated


def part_beyond_ticket(decision: dict, order: dict, line: dict, texts: list[str]) -> list[str]:
    """A part of one unit (a piece of a set, a part of an item missing or asked for) is not the unit: for it,
    only an amount below one unit's worth that the decision flags for a person (a lead approves it) is
    admitted; the whole unit never."""
    part = part_of_unit(order, line, texts)
    if not part:
        return []
    unit = policy_charges.line_cents(order, line["sku"], 1)
    if decision.get("needs_human") and decision["amount_cents"] < unit:
        return []
    return [f'the ticket names a part of {line["description"]} ("{part}"), sold as one unit worth {dollars(unit)}: '
            "a refund or return of the whole unit is not admitted; a person decides a partial amount (flagged for approval) or a replacement"]


def with_said(evidence: policy_evidence.Evidence, decision: dict, ticket_requests: list[dict]) -> policy_evidence.Evidence:
    """The evidence with the customer's own account of this decision's matter: the request sentences
    of its kind, and those naming its line (all of them, on an order of one line)."""
    import dataclasses

    order = evidence.order
    by_sku = {x["sku"]: x for x in order.get("lines", [])}
    lines = [by_sku[sku] for sku in policy_evidence.acted_skus(decision) if sku in by_sku]
    said = [r["text"] for r in asking_only(ticket_requests) if decision["case_type"] in (r.get("kinds") or [])
            or len(by_sku) <= 1 or any(words_mentioned(line, r["text"]) for line in lines)]
    # what the customer tells around the requests ("I've opened it and used it for a week."), for the
    # conditions that read the customer's account of the goods beyond what is asked
    told = [t for r in asking_only(ticket_requests) for t in (r["text"], *r.get("told", ()), *r.get("attached", ()), *r.get("told_after", ()))]
    return dataclasses.replace(evidence, said=tuple(said), told=tuple(dict.fromkeys(told)))


def check_eligible(decision: dict, evidence: policy_evidence.Evidence) -> CheckResult:
    """Every condition of the case type's row holds on this run's evidence; the failing ones are named."""
    findings = policy.eligibility(decision["case_type"], evidence, decision)
    return CheckResult("eligible_under_policy", all(f.holds for f in findings),
                       {"case_type": decision["case_type"], **evidence.clock(),
                        "conditions": [f.recorded() for f in findings],
                        "failing": [f.condition for f in findings if not f.holds]},
                       INCIDENTS["eligible_under_policy"])


def check_line_in_ticket(decision: dict, order: dict, ticket_requests: list[dict], kind_set_by: str = "",
                         evidence: policy_evidence.Evidence | None = None) -> CheckResult:
    """On an order of several lines, every line the decision names (or acts on) is one the ticket's
    requests of the decision's own kind mention: a claim about the shade never pays for the lamp
    base, and a question about the vase never pays for the vase as damaged. A non-delivery claim
    on an order the carrier's scans show nothing of delivered is a claim on the whole order: each
    of its lines is claimed ("still waiting on both parcels"), whichever the sentences name. Goods
    are never taken back from a line the ticket says the customer keeps ("The lamp I'm keeping"), and no
    money or goods move on a line the ticket says is another person's, bought on an order or account not
    this one ("the scarf was my sister's order, not mine"): a person finds that order (runs/others_lines.py). A line
    named only outside the claim, as goods that came ("I got the rug yesterday. The vase is cracked"), or beside goods the
    claim tells as from elsewhere, is not the claim's (runs/line_named_outside_the_claim.py)."""
    lines = order.get("lines", [])
    by_sku = {x["sku"]: x for x in lines}
    texts = [r["text"] for r in asking_only(ticket_requests)]
    said = named_in_requests(order, ticket_requests, decision["case_type"], kind_set_by)
    whole = _whole_order_unarrived(decision, ticket_requests, evidence)
    skus = policy_evidence.acted_skus(decision)
    named = [{"sku": sku, "description": by_sku.get(sku, {}).get("description", sku), "words": said.get(sku, []) or whole} for sku in skus]
    # "Bread knife ... snapped" never names the "Cheese knife": the customer's words for other goods (runs.goods_phrases)
    misnamed = {n["sku"]: p for n in named if not n["words"] and n["sku"] in by_sku
                for p in [sorted({w for t in texts for w in misfit_phrases(by_sku[n["sku"]], t)})] if p}
    # one line is the request's line, unless the ticket names several orders and every request of the kind inherited
    # this one only as the first of a list ("re: SU-1 / SU-2 / SU-3 ... the headphones are wrong"): then its words must name it;
    # and never a line the ticket says the customer keeps
    asked = [r for r in asking_only(ticket_requests) if decision["case_type"] in (r.get("kinds") or [])]
    listed_only = bool(asked) and all(r.get("order_unsure") for r in asked)
    kept = _kept_of(decision, order, ticket_requests)
    fine = _fine_of(decision, order, ticket_requests)
    others = _others_of(decision, order, ticket_requests)
    # a one-line order's claim that names only other goods ("the blue throw arrived torn" on an order of one cushion cover)
    told = [t for r in ticket_requests for t in (r["text"], *r.get("told", ()), *r.get("attached", ()), *r.get("told_after", ()))]
    elsewhere = (other_goods_named(lines[0], [r["text"] for r in asked], told, decision["case_type"])
                 or goods_named_beside_another_claim(lines[0], asked, ticket_requests, decision["case_type"])
                 # goods the claim tells as got elsewhere ("The lamp I bought elsewhere arrived broken"), the claim read
                 # as another kind or none: never the line's (runs/line_named_outside_the_claim.py)
                 or [g for t in ([r["text"] for r in asked] or texts) if not words_mentioned(lines[0], t) for g in goods_from_elsewhere(t)]) \
        if len(lines) == 1 and not kind_set_by and decision["case_type"] in LINE_KINDS else []
    # "there's a second copy on backorder, can you cancel that one?": the backorder line is cancelled, never taken back
    backordered = _backorder_cancelled(decision, lines, told)
    # "the wooden salad servers arrived snapped" of a salad bowl, "the cheese knife meant to come with my board": other goods
    # told damaged, the line named only by a word they share or as what they came with (runs/goods_told_damaged.py)
    beside = lines_of_other_goods(skus or [x["sku"] for x in lines], order, asked) if decision["case_type"] == "damaged_item" and not kind_set_by else {}
    passed = ((len(lines) <= 1 and not listed_only) or all(n["words"] for n in named)) and not elsewhere and not kept and not fine \
        and not others and not backordered and not beside
    # refused beside goods told as another person's ("a friend sent me a table lamp ... ordered on her account"): the
    # sentences that tell it, for the person who finds that order (runs/other_goods_open_item.py)
    theirs = [] if passed else others_goods_told(order, told)
    return CheckResult("line_in_ticket", passed,
                       {"order_ref": order.get("order_ref"), "case_type": decision["case_type"], "lines_on_order": [x["description"] for x in lines],
                        "named": named, "request_sentences": texts, **({"kept_by_customer": kept} if kept else {}),
                        **({"fine_by_customer": fine} if fine else {}), **({"another_persons": others} if others else {}),
                        **({"other_goods_named": elsewhere} if elsewhere else {}), **({"named_as_other_goods": misnamed} if misnamed else {}),
                        **({"backorder_to_cancel": backordered} if backordered else {}),
                        **({"other_goods_told_damaged": beside} if beside else {}),
                        **({"others_goods_told": theirs} if theirs else {})},
                       INCIDENTS["line_in_ticket"])


_BACKORDER = re.compile(r"\bback[\s-]?order", re.I)
_CANCEL = re.compile(r"\bcancel", re.I)


def _backorder_cancelled(decision: dict, lines: list[dict], texts: list[str]) -> list[str]:
    """The backorder lines a return would take back when the ticket asks to cancel its backorder: goods not yet sent are
    cancelled by a person, not returned."""
    if decision.get("action") != "return" and decision.get("case_type") != "change_of_mind":
        return []
    if not any(_BACKORDER.search(t) and _CANCEL.search(t) for t in texts):
        return []
    by_sku = {x["sku"]: x for x in lines}
    return [sku for sku in policy_evidence.acted_skus(decision) if sku in by_sku and _BACKORDER.search(by_sku[sku].get("description", ""))]


def _others_of(decision: dict, order: dict, ticket_requests: list[dict]) -> dict[str, str]:
    """{sku: the customer's words} for the lines a refund, return or collection acts on (the only line, when it names
    none) that the ticket says are another person's, on an order or account not this one. A person's edit of the plan
    does not clear it: the goods are on another order, which the run never pinned."""
    lines = order.get("lines", [])
    acted = policy_evidence.acted_skus(decision) or ([x["sku"] for x in lines] if len(lines) == 1 and decision["case_type"] not in _ORDER_KINDS else [])
    texts = list(dict.fromkeys(t for r in ticket_requests for t in [*r.get("told", []), r["text"], *r.get("attached", []), *r.get("told_after", [])]))
    others = lines_of_others(order, texts)
    return {sku: others[sku] for sku in acted if sku in others}


# Which customer's words hold a line, by the kind of claim: goods called fine are no damaged or lost goods,
# and a change of mind is of goods that are fine, unless it asks them back in words (fine_lines.claimed_anew);
# "fine" says nothing of a wrong size or colour, but a wrong item waved off ("wrong colour, dont care") is no claim.
# Goods praised or said to have come as ordered ("I love the cups", "ordered the large and got the large") are no wrong
# item and no change of mind, unless asked back in words; praise says nothing of damage ("lovely, but the handle snapped").
_FINE_HOLDS = {"damaged_item": (lines_called_fine, lines_waved_off), "non_delivery": (lines_called_fine, lines_waved_off),
               "change_of_mind": (lines_called_fine, lines_praised), "wrong_item": (lines_waved_off, lines_praised)}


def _fine_of(decision: dict, order: dict, ticket_requests: list[dict]) -> dict[str, str]:
    """For a refund, return or collection of goods, {sku: the customer's words} for the lines it acts on (all the
    order's lines, when it names none) that the ticket calls fine or whose problem it waves off ("shoes r fine. box
    was crushed but dont care"), and that no request of the decision's kind claims anew outside those words."""
    kind = decision["case_type"]
    if kind not in _FINE_HOLDS:
        return {}
    lines = order.get("lines", [])
    acted = policy_evidence.acted_skus(decision) or [x["sku"] for x in lines]
    texts = list(dict.fromkeys(t for r in ticket_requests for t in [*r.get("told", []), r["text"], *r.get("told_after", []), *r.get("attached", [])]))
    claims = {r["text"]: _asked_after(r) for r in ticket_requests if set(r.get("kinds") or []) & {"damaged_item", "wrong_item"}}
    fine = {**(lines_praised(order, texts) if lines_praised in _FINE_HOLDS[kind] else {}),
            **(lines_called_fine(order, texts) if lines_called_fine in _FINE_HOLDS[kind] else {})}
    waved = lines_waved_off(order, texts, claims) if lines_waved_off in _FINE_HOLDS[kind] else {}
    asking = [r for r in asking_only(ticket_requests) if kind in (r.get("kinds") or [])]
    # goods called fine and named again are named by what they are, never only by a word they share with other goods
    # ("Cracked enamel" over "The little mug ... is fine" is no claim on the "Enamel camp mug"; "How do I return it?" names none)
    by_sku = {x["sku"]: x for x in lines}
    anew = {sku for r in asking for sku in claimed_anew(order, r["text"], request_spans(r, kind), kind, _asked_after(r))
            if sku not in fine or named_by_head_word(order, sku, r["text"]) or not words_mentioned(by_sku.get(sku, {}), r["text"])}
    # a claim naming no line, not itself waved off, is on the only line, whatever was waved before it ("Box squashed, not
    # bothered. But the thing inside is broken."); goods the customer called fine are claimed again only by name
    only = [x["sku"] for x in lines] if len(lines) == 1 and any(not lines_waved_off(order, [r["text"]], claims) for r in asking) else []
    # a claim the customer takes back ("forget what I said about the scratch on the side table") holds its line for every
    # kind of goods claim, unless a request of the kind claims it anew outside those words (the only line, by a claim naming none)
    withdrawn = lines_withdrawn(order, texts)
    only_anew = [x["sku"] for x in lines] if len(lines) == 1 and any(claims_beyond_withdrawn(r["text"], request_spans(r, kind)) for r in asking) else []
    held = {**withdrawn, **waved, **fine}
    return {sku: held[sku] for sku in acted if (sku in fine and sku not in anew) or (sku in waved and sku not in anew and sku not in only)
            or (sku in withdrawn and sku not in anew and sku not in only_anew)}


def _asked_after(request: dict) -> str | None:
    """The remedy the customer asked in the sentences attached to a request ("Refund please."), or None."""
    return " ".join(request.get("attached") or []) or None


def _kept_of(decision: dict, order: dict, ticket_requests: list[dict]) -> dict[str, str]:
    """For a return or collection, {sku: the customer's words} for the lines it would take back that
    the ticket's sentences about the order say the customer keeps; {} for a refund (refund-and-keep)."""
    if decision.get("action") not in GOODS_ACTIONS:
        return {}
    texts = list(dict.fromkeys(t for r in ticket_requests for t in [*r.get("told", []), r["text"], *r.get("told_after", [])]))
    kept = lines_kept(order, texts)
    return {sku: kept[sku] for sku in policy_evidence.acted_skus(decision) if sku in kept}


def _whole_order_unarrived(decision: dict, ticket_requests: list[dict], evidence: policy_evidence.Evidence | None) -> list[str]:
    """["the whole order, none of it delivered"] when the decision is a non-delivery claim the
    ticket asks for and the scans read in this run show no parcel of the order delivered; else []."""
    if decision["case_type"] != "non_delivery" or evidence is None or not evidence.scans or policy_evidence.delivered_on(evidence) is not None:
        return []
    asked = any("non_delivery" in (r.get("kinds") or []) for r in asking_only(ticket_requests))
    return ["the whole order, none of it delivered"] if asked else []


# An item of the order told by its place or as the one ordered, naming no goods: "the second item I ordered", "the thing I got".
# ... or goods told as got from this shop: "The dutch oven I got from you last week has a crack" (the casserole left).
_AN_ITEM_ORDERED = re.compile(r"\b(?:(?:first|second|third|fourth|fifth|last|other|one)\s+(?:item|thing|product|one)"
                              r"|(?:item|thing|product)\s+(?:that\s+|which\s+)?(?:i|we)\s+(?:ordered|bought|got|received|purchased)"
                              r"|(?:i|we)\s+(?:ordered|bought|got|received|purchased)\s+(?:from|off|with)\s+(?:you|u|ya|your\s+(?:shop|store|site)))\b", re.I)


def named_in_requests(order: dict, ticket_requests: list[dict], kind: str, kind_set_by: str = "") -> dict[str, list[str]]:
    """{sku: the words naming it} for the lines the requests of this kind name where they ask for
    it, the same clause-aware reading the offline agent picks a line by: in "the lamp itself is
    perfect, but its shade came split" only the shade is named. A line named only in a request of
    another kind, or in a question ("does the vase come taller?"), is not named for this one. The
    exceptions are request_in_ticket's: a damage claim backs a non-delivery once the scans say so,
    and a subtask a person gave its kind takes the lines of any request the agent acts on."""
    by_sku = {x["sku"]: x for x in order.get("lines", [])}
    kinds = {kind, "damaged_item"} if kind == "non_delivery" else {kind}
    out: dict[str, set[str]] = {}
    all_told = [t for q in ticket_requests for t in (*(q.get("told") or ()), q["text"], *(q.get("attached") or ()), *(q.get("told_after") or ()))]
    for r in ticket_requests:
        mine = kinds & set(r.get("kinds") or [])
        if not mine and not (kind_set_by and set(r.get("kinds") or []) - set(NOT_A_CASE)):
            continue
        spans = [span for k in mine for span in (r.get("spans") or {}).get(k, [])] or request_spans(r, kind)
        # a word typed as close to two lines' words as to one ("the saucepon" of a saucepan and a saucepot) names neither
        # for sure, as in the planning reading: a person reads which (a word close to one line only names it)
        typed = typed_for_several(order, r["text"])
        in_clauses = lines_in_clauses(order, r["text"], spans) - (typed if len(typed) > 1 else set())
        if not in_clauses and (quoted := words_of_quoted_claim(order, r, words_mentioned)):
            # "Refund me please" over the customer's own "> the table lamp arrived with a cracked base": the quote names it
            for sku, words in quoted.items():
                out.setdefault(sku, set()).update(words)
            continue
        if not in_clauses and (loose := misnamed(order, r["text"])):
            # "The lamp ... has a crack" + attached "Please refund me for the lamp base": the remedy says which (runs/remedy_names_the_line.py)
            in_clauses = line_named_by_remedy(order.get("lines", []), set(loose), r.get("attached") or [], words_mentioned, misfit_phrases,
                                             lambda t: said_to_be_fine(order, t))
            for sku in in_clauses:
                out.setdefault(sku, set()).update(w for t in r.get("attached") or [] for w in words_mentioned(by_sku[sku], t))
            if in_clauses:
                continue
        for sku in in_clauses:
            # "the green one" of a sage planter: named by its colour's family (runs.colour_families)
            # ... or by its size alone, "the big one" of a small and a large planter
            out.setdefault(sku, set()).update(words_mentioned(by_sku[sku], r["text"]) or colours_naming(by_sku[sku], r["text"])
                                              or size_one_words(order, sku, r["text"]))
        # (a line named only by what other goods are made of is not named: "the dutch oven has a crack through the enamel")
        if not ({sku for sku, x in by_sku.items() if words_mentioned(x, r["text"])} - of_other_goods(order, r["text"], set(by_sku))):
            told = r.get("told") or []
            # "Please don't refund the candles, they're perfect. One of the arms snapped off, refund that": the one line left
            refused = [(q["text"], q.get("about") or "") for q in ticket_requests if "refund" in (q.get("forbids") or [])
                       and (not q.get("forbid_kinds") or kind in q["forbid_kinds"])]
            # a line called fine anywhere about this order, also told before another request ("The notebook and the ink
            # cartridges were fine. Please could I have a refund for it.")
            set_aside = lines_set_aside(order, refused, list(dict.fromkeys(
                t for q in ticket_requests for t in (*(q.get("told") or ()), q["text"], *(q.get("told_after") or ())))))
            left = the_line_left(order, set_aside)
            # ... and only when the claim fits it: no goods the line left is not ("the teapot came smashed" is no pen), unless
            # it tells of an item of the order by its place or as got from the shop, whose parts the other nouns are ("The
            # second item I ordered arrived snapped in half - the barrel is in two pieces")
            if left and (misnamed(order, r["text"]) or (not _AN_ITEM_ORDERED.search(r["text"])
                                                        and other_goods_named(by_sku[next(iter(left))], [r["text"]], told))):
                left = set()
            before = named_just_before(order, told, r["text"])
            if before and goods_from_elsewhere(r["text"]):
                before = set()  # "I ordered the rug. The lamp from another shop arrived broken": the lamp is no line's
            elif before and goods_of_the_claim(r["text"], lambda h: any(words_mentioned(x, h) for x in by_sku.values())):
                # "I got the rug yesterday. The vase is cracked": a line told only as come is not the goods the claim names
                before -= lines_named_before_only_as_received(before, told, {sku: (lambda t, x=by_sku[sku]: bool(words_mentioned(x, t)))
                                                                             for sku in before})
            if before and left and before <= set(by_sku) - left:
                before = set()  # "I don't need a refund for the mugs. One came chipped": not the mugs declined
            for sku in before:  # "The bowls came today. Two arrived chipped."
                out.setdefault(sku, set()).update(w for t in told for w in words_mentioned(by_sku[sku], t))
            if not before:
                # "Tracking says exception. Refund the lamp please.": the remedy attached to it names the line
                found = False
                for t in r.get("attached") or []:
                    # (never a line called fine or declined, named only by a word it shares with other goods: "Cracked enamel")
                    one = [sku for sku, x in by_sku.items() if words_mentioned(x, t) and (sku not in set_aside or named_by_head_word(order, sku, t))]
                    if len(one) == 1:
                        out.setdefault(one[0], set()).update(words_mentioned(by_sku[one[0]], t))
                        found = True
                if found:
                    continue
                # (never beside goods the ticket tells as another person's, bought on their order: "a friend sent me a
                # table lamp as a present, ordered on her account. It arrived with the base cracked. The lamp from my own
                # order is fine" is no claim on the mug, the line left; a person finds the friend's order, runs/others_lines.py)
                if left and others_goods_told(order, all_told):
                    left = set()
                for sku in left:
                    out.setdefault(sku, set()).add("the one line not declined or called fine")
    return {sku: sorted(words) for sku, words in out.items()}


def check_request_in_ticket(decision: dict, evidence: policy_evidence.Evidence, ticket_requests: list[dict], kind_set_by: str) -> CheckResult:
    """The decision's subtask kind answers a request of that kind the screener read in the ticket,
    about this order, and no sentence about this order asks that the decision's action not be taken
    ("please don't refund the delivery to my card"). A wrong item stands on words saying other goods came, never on
    a wrong thing of the customer's own ("our sockets are the wrong type"). A sentence the screener read with doubt (a
    settled past problem, another person's order, a question about a refund under way) has no kind,
    so it backs no decision. The exceptions the runtime already makes: a damage claim becomes a
    non-delivery claim once the carrier scans show the parcel never arrived, and a person may give
    a subtask its kind by editing the plan. A remedy the customer meant to ask and let go ("I was going to ask for the
    delivery fee back but honestly don't bother") is not asked, and alternatives said not to be wanted ("I don't need a
    replacement or a different model") tell of no other goods, whatever kinds the screener read."""
    kind = decision["case_type"]
    asking = [r["text"] for r in ticket_requests if kind in r["kinds"]]
    # a wrong item stands on words saying other goods came, not on the screener's kind alone: "it came 4 days after you
    # promised" read as a wrong item took both mugs back
    about_order = [t for r in ticket_requests for t in (*r.get("told", ()), r["text"])]
    unfounded = [r["text"] for r in ticket_requests if kind == "wrong_item" and kind in r["kinds"] and not other_goods_told(r, about_order)]
    # ... nor on a wrong thing of the customer's own: "our sockets are the wrong type for the hub" took the plugs back as
    # sent in error; unless the ticket says other goods came, the goods are what was ordered (runs.own_choice_words.own_choice)
    if kind == "wrong_item" and own_choice_words.own_choice(about_order):
        unfounded += [r["text"] for r in ticket_requests if kind in r["kinds"] and r["text"] not in unfounded and own_choice_words.own_choice([r["text"]])]
    asking = [t for t in asking if t not in unfounded]
    action = decision.get("action") or DecisionAction.REFUND
    # a remedy the customer meant to ask and let go ("I was going to ask for the delivery fee back but honestly don't
    # bother") is not asked, whatever kind the screener read (runs/intents/remedy_waivers.py)
    waived = remedies_waived(kind, str(action), asking, about_order)
    asking = [t for t in asking if t not in waived]
    # money asked only on a later occasion or if the goods have not come by a day still to come ("if the next one is late I want
    # the delivery fee back", "if it still hasn't shown up by Monday I'd want my money back"), and none asked now: no refund yet,
    # whatever kind the screener read (runs/intents/remedy_put_off.money_asked_later; verify48 V48-109, V48-305)
    later = [t for t in about_order if money_asked_later(t)] if action == DecisionAction.REFUND else []
    if later and not any(money_asked_now(t) for t in asking if t not in later):
        asking = []
    backed_by = "the ticket" if asking else ""
    forbidding = refusals_holding(evidence.order, decision, kind, ticket_requests, ticket_requests)
    # "please don't refund it to my card": the customer asked that this action not be taken; "my bank
    # already reversed the second payment": paying it here pays it twice. Only a person (a plan edit) may.
    held = {"forbidding": forbidding} if forbidding else {"settled": settled} if (settled := settled_against(decision, evidence.order, ticket_requests)) else {}
    if held and not kind_set_by:
        return CheckResult("request_in_ticket", False,
                           {"case_type": kind, "subtask": decision.get("subtask"), "order_ref": evidence.order.get("order_ref"),
                            "kinds_read": sorted({k for r in ticket_requests for k in r["kinds"]}), "asking": asking,
                            **held, "action": action, "backed_by": None},
                           INCIDENTS["request_in_ticket"])
    if not asking and kind == "non_delivery" and evidence.scans and never_delivered(evidence, decision):
        asking = [r["text"] for r in ticket_requests if "damaged_item" in r["kinds"]]
        backed_by = "a damage claim on a parcel the carrier scans show was never delivered" if asking else ""
    if not backed_by and kind_set_by:
        backed_by = f"{kind_set_by}'s edit of the plan"
    return CheckResult("request_in_ticket", bool(backed_by),
                       {"case_type": kind, "subtask": decision.get("subtask"), "order_ref": evidence.order.get("order_ref"),
                        "kinds_read": sorted({k for r in ticket_requests for k in r["kinds"]}), "asking": asking,
                        **({"no_other_goods_told": unfounded} if unfounded else {}), **({"waived": waived} if waived else {}),
                        **({"asked_later": later} if later else {}),
                        "backed_by": backed_by or None},
                       INCIDENTS["request_in_ticket"])


def check_not_caused_at_home(decision: dict, order: dict, ticket_requests: list[dict], kind_set_by: str = "") -> CheckResult:
    """A damage decision never pays for goods the ticket says were damaged at home, after delivery, by the customer,
    their household, their animals or people they hired ("My son dropped the vase. It smashed.", "Our cat got on the
    shelf last night. The vase is in pieces."), whatever the model decided: the policy pays damage in transit or on
    arrival. The same reading the screener uses (runs/intents/damage_words.cause_at_home), on every sentence the
    ticket tells about the order. Goodwill is a person's call: a person's edit of the plan clears it."""
    caused = caused_lines(decision, order, ticket_requests) if decision["case_type"] == "damaged_item" else {}
    return CheckResult("damage_not_caused_at_home", not caused or bool(kind_set_by),
                       {"case_type": decision["case_type"], "order_ref": order.get("order_ref"), "caused_at_home": caused,
                        **({"cleared_by": kind_set_by} if caused and kind_set_by else {})},
                       INCIDENTS["damage_not_caused_at_home"])


def caused_lines(decision: dict, order: dict, ticket_requests: list[dict]) -> dict[str, str]:
    """{sku: the customer's sentence telling who did it} for the lines a decision acts on (all the order's lines, when
    it names none) whose damage the ticket tells as done at home. A telling that names no line of the order holds
    every line the decision acts on: which goods were hurt at home is then a person's to tell."""
    lines = order.get("lines", [])
    acted = policy_evidence.acted_skus(decision) or [x["sku"] for x in lines]
    told: list[tuple[str, str]] = []
    for r in ticket_requests:
        if r.get("caused_at_home"):
            told.append((r["text"], r["caused_at_home"]))
            continue
        if "damaged_item" not in (r.get("kinds") or []):
            continue
        texts = [*r.get("told", []), r["text"], *r.get("attached", []), *r.get("told_after", [])]
        if cause := cause_at_home(texts, len(r.get("told", []))):
            told.append((r["text"], cause))
    out: dict[str, str] = {}
    for damage, cause in told:
        named = lines_named_whole(order, damage) | lines_named_whole(order, cause)
        for sku in named or acted:
            out.setdefault(sku, cause)
    return {sku: out[sku] for sku in acted if sku in out}


def never_delivered(evidence: policy_evidence.Evidence, decision: dict) -> bool:
    """No parcel of the order was delivered, or, on a split order, none of the parcels carrying the
    lines the decision names ("the shelf came but the brackets never did"): a damage claim on them is
    a claim on a lost parcel (POL-DMG-002 sends it to POL-NDL-003)."""
    if policy_evidence.delivered_on(evidence) is None:
        return True
    skus = policy_evidence.acted_skus(decision)
    return bool(skus) and policy_evidence.parcels_of(evidence, skus)[1] and policy_evidence.line_delivered_on(evidence, skus)[0] is None


# Kinds about the order as a whole: one settled is settled for the order.
_ORDER_KINDS = ("duplicate_charge", "late_delivery")


# A sentence settling a copy of the delivery fee by name, and naming no goods: "the bank reversed the double postage".
_OTHER_CHARGE_NAMED = re.compile(r"\b(?:items?|goods|products?|total|whole|everything|both|all)\b", re.I)


def _delivery_copy_only(text: str, lines: list[dict]) -> bool:
    return bool(FEE_IN_GOAL.search(text)) and not _OTHER_CHARGE_NAMED.search(text) and not any(words_mentioned(x, text) for x in lines)


def taken_back_after(order: dict, ticket_requests: list[dict]) -> list[dict]:
    """The asking requests of a goods problem whose claim a later sentence of the ticket takes back, asking nothing
    (runs/intents/problem_thought_not_so.taken_back_later): the customer's sentences in the order told (each request's
    sentences told before it, its own, those attached, and after the last one those told after). A taking back naming a
    line of the order the claim does not name is of those goods, never of the claim's ("Ignore my note on the mug")."""
    asking = asking_only(ticket_requests)
    texts: list[str] = []
    at: dict[int, int] = {}
    for n, r in enumerate(asking):
        texts += [t for t in r.get("told") or [] if t not in texts]
        at[n] = len(texts)
        texts += [r["text"], *(t for t in r.get("attached") or [] if t not in texts)]
        if n == len(asking) - 1:
            texts += [t for t in r.get("told_after") or [] if t not in texts]
    lines = order.get("lines", [])
    out = []
    for n, r in enumerate(asking):
        undoing = taken_back_later(texts, at[n]) if set(r.get("kinds") or []) & set(GOODS_PROBLEMS) else ""
        if not undoing:
            continue
        claim = {x["sku"] for x in lines if words_mentioned(x, r["text"])}
        if {x["sku"] for x in lines if words_mentioned(x, undoing)} - claim:
            continue
        out.append(r)
    return out


def settled_against(decision: dict, order: dict, ticket_requests: list[dict]) -> list[str]:
    """The sentences telling of the decision's problem as settled, taken back or declined, that its
    refund would pay again. A charge or a delivery fee is one per order: any such sentence of its
    kind holds it for a person. Goods are line by line: a sentence settling the lamp holds a refund
    of the lamp (the only line, when it names none), unless another sentence claims the lamp anew. A
    past problem of other goods or of an earlier order ("last spring a blender arrived cracked and you
    refunded it") holds nothing on this one (runs.settled_lines)."""
    if decision.get("action", DecisionAction.REFUND) != DecisionAction.REFUND:
        return []
    kind = decision["case_type"]
    of_kind = {kind, "damaged_item"} if kind == "non_delivery" else {kind}
    # a sentence read as asking whose own words tell its problem as over ("Cracked pot (resolved)", "sorted by your chat team
    # with a refund, all good now", "ignore my earlier email about being charged twice"), or tells its problem only believed
    # and then not so ("I thought the mirror was cracked but it was just a hair": runs/intents/problem_thought_not_so.py):
    # it settles what it names all the same
    # ... or whose next sentence settles it in that sentence's own words ("The side table came scratched." "The seller gave me
    # 50% back already, and I'm happy with that.": verify48 V48-314, runs/intents/settled.settled_by_next)
    over = [r for r in asking_only(ticket_requests) if of_kind & set(r.get("kinds") or [])
            and (settled_in_words(r["text"]) or thought_not_so(r["text"])
                 or (bool(r.get("told_after")) and settled_by_next(r["text"], r["told_after"][0], r.get("kinds") or [])))]
    # ... or told plainly and taken back in a later sentence ("The lamp arrived cracked. Actually never mind, it was a
    # reflection on the glass, it's fine.": POL-175), whatever the screener made of the later one
    over += [r for r in taken_back_after(order, ticket_requests) if of_kind & set(r.get("kinds") or []) and r not in over]
    settling = [r for r in ticket_requests if of_kind & set(r.get("settles") or [])] + over
    lines = order.get("lines", [])
    if kind == "duplicate_charge" and not policy_charges.draws_delivery(order, decision):
        # "My bank already reversed the delivery fee double charge": that copy is settled, not the goods' charge taken twice
        # on the same order (the order's record is the evidence of that copy, POL-BILL-001)
        settling = [r for r in settling if not _delivery_copy_only(r["text"], lines)]
    if kind in _ORDER_KINDS:
        # a charge or a fee settled on another order, or on an earlier occasion, settles nothing on this one
        asking = [t for r in asking_only(ticket_requests) if kind in (r.get("kinds") or []) for t in [*r.get("told", []), r["text"]]]
        return [r["text"] for r in settling if not another_occasion(r["text"], order.get("order_ref", ""), asking)]
    if not settling:
        return []
    acted = set(policy_evidence.acted_skus(decision)) or {x["sku"] for x in lines}
    # each sentence holds what it names (on a one-line order, the line), not what another order's past problem names
    settled = {sku for r in settling for sku in lines_settled(order, r["text"])}
    # A claim naming no line is about the line told just before it: "You refunded 2 tumblers last week.
    # Another two were cracked." claims the tumblers anew (claim_not_settled_before tells new from repeated).
    # (a claim in no words the settling sentences do not use tells the settled problem again, no new one: the subject
    # "Cracked pot" over "the plant pot that arrived cracked - a replacement came yesterday")
    told = [content_stems(r["text"]) for r in settling]
    claimed_anew = {sku for r in asking_only(ticket_requests) if kind in r["kinds"] and r not in over
                    and not any(content_stems(r["text"]) <= words for words in told)
                    for sku in ({x["sku"] for x in lines if words_mentioned(x, r["text"])} or named_just_before(order, r.get("told") or [], r["text"]))}
    held = (settled - claimed_anew) & acted
    return [r["text"] for r in settling if lines_settled(order, r["text"]) & held]


def check_not_settled_before(decision: dict, evidence: policy_evidence.Evidence, ticket_requests: list[dict], kind_set_by: str = "",
                             run_id: int | None = None) -> CheckResult:
    """A refund (or a return or collection, which pays when the goods land) on a line that an
    earlier refund of the same kind drew on pays only a claim the ticket tells apart from the settled
    one ("another two were cracked"): units left on the line are no proof that these are other units. A repeat ("as I said last week"), or a claim that does not
    say, goes to a person (a plan edit by a person clears it, as for request_in_ticket)."""
    order = dict(evidence.order)
    order["refunds"] = [r for r in order.get("refunds") or [] if run_id is None or r.get("run") != run_id]
    compared = repeat_claims.compare(decision, order, ticket_requests)
    settled = [c for c in compared if c.settled]
    return CheckResult("claim_not_settled_before", not settled or bool(kind_set_by),
                       {"case_type": decision["case_type"], **evidence.clock(), "lines": [c.as_payload() for c in compared],
                        "settled": [c.sku for c in settled], "cleared_by": kind_set_by or None},
                       INCIDENTS["claim_not_settled_before"])


def check_amount_stated(decision: dict, order: dict, refunded: list[dict], ticket_requests: list[dict]) -> CheckResult:
    """Every dollar amount the ticket states for the decision's kind is a figure on the order (a
    charge or a sum of charges, a line's units with or without their tax, an earlier refund), to
    the cent or, stated in whole dollars, to the dollar: a refund is never paid against a charge
    the customer names and the record does not show (runs/stated_amounts.py). An amount stated in
    another currency is recorded and flagged, never compared as dollars."""
    unexplained, figures = stated_amounts.unexplained(decision, order, refunded, ticket_requests)
    stated = stated_amounts.stated_for(decision["case_type"], ticket_requests) if decision.get("action", DecisionAction.REFUND) == DecisionAction.REFUND else []
    return CheckResult("amount_stated_in_ticket", not unexplained,
                       {"case_type": decision["case_type"], "amount_cents": decision["amount_cents"], "stated": stated,
                        # (a figure in another currency, paid on the record: flagged where the reviewer reads the check)
                        **({"flags": flags} if (flags := stated_amounts.currency_flags(stated, unexplained)) else {}),
                        "unexplained": unexplained, "charges_cents": [c["amount_cents"] for c in order.get("charges", [])],
                        "figures_compared": len(figures), **stated_amounts.copy_inputs(decision, order)},
                       INCIDENTS["amount_stated_in_ticket"])


def check_amount_due(decision: dict, order: dict, refunded: list[dict], ticket_requests: list[dict], lowered_by: str = "") -> CheckResult:
    """A decision on order lines pays what the policy makes due for the units it names (their price
    and tax share, less earlier refunds on them), not an arbitrary lower figure: less only when a
    person set it (runs.due_amounts)."""
    due, items = due_amounts.due_on_lines(decision, order, refunded)
    short = due_amounts.short_by(decision["amount_cents"] or 0, due, items)
    by_sku = {x["sku"]: x for x in order.get("lines", [])}
    texts = [t for group in unit_texts(ticket_requests) for t in group]
    part = next((p for i in items if i.get("sku") in by_sku and (p := part_of_unit(order, by_sku[i["sku"]], texts))), "")
    set_by = (f"{decision['amended_by']} approved less" if decision.get("amended_by") else
              f"{lowered_by}'s instructions" if lowered_by else
              f'a part of one unit ("{part}"), flagged for a person' if part and decision.get("needs_human") else "")
    return CheckResult("amount_due_on_lines", not short or bool(set_by),
                       {"case_type": decision["case_type"], "amount_cents": decision["amount_cents"], "due_cents": due, "short_cents": short,
                        "named": items, "lower_amount_set_by": set_by or None},
                       INCIDENTS["amount_due_on_lines"])


def evidence_of(state: dict, now, zone: str = "") -> policy_evidence.Evidence:
    """The evidence a run recorded (the order as pinned, the seller's terms, the scans), judged at
    `now`: the moment the ticket arrived, so a replay or an eval on another day agrees; its days
    counted in `zone`, the ticket's time zone (blank: the shop's)."""
    order = dict(state.get("order") or {})
    if order:
        order["returns"] = list(order.get("returns") or []) + returns_this_run(order, state.get("decisions", {}))
    return policy_evidence.Evidence(order=order, now=now, supplement=state.get("supplement"), scans=state.get("scans"), zone=zone)


def returns_this_run(order: dict, decisions: dict) -> list[dict]:
    """This run's admitted or carried-out returns and collections on the order, which the order as
    pinned may not show yet: a second return of the same line in one run counts the first."""
    out = []
    for d in decisions.values():
        if d.get("action") in GOODS_ACTIONS and d.get("state") in TAKEN_DECISIONS \
                and d.get("order_ref", order.get("order_ref")) == order.get("order_ref"):
            quantities = {x["sku"]: int(x.get("quantity") or 1) for x in d.get("lines") or []}
            out += [{"sku": sku, "kind": d["action"], "status": ReturnRequestStatus.STARTED, "quantity": quantities.get(sku)} for sku in policy_evidence.acted_skus(d)]
    return out


def refunded_so_far(order: dict, decisions: dict) -> list[dict]:
    """Refunds on the order when it was pinned, and this run's own admitted or paid ones since, each
    with the lines and charges it drew on."""
    return [{"amount_cents": r["amount_cents"], "case_type": r.get("case_type", ""), "covers": r.get("covers") or [],
             **({"reason": r["reason"]} if r.get("reason") else {})}
            for r in order.get("refunds", [])] + [
        {"amount_cents": d["amount_cents"], "case_type": d["case_type"], "covers": d.get("covers") or []}
        for d in decisions.values() if d["state"] in TAKEN_DECISIONS and d["action"] == DecisionAction.REFUND]


def run_before_cents(decision: dict, decisions: dict) -> int:
    """For a refund, what this run already admitted or paid in refunds on the same order, the
    decision aside (a return pays nothing when it starts: it is not counted, nor counted against)."""
    if decision.get("action") != DecisionAction.REFUND:
        return 0
    return sum(d["amount_cents"] for d in decisions.values()
               if d.get("ref") != decision.get("ref") and d.get("action") == DecisionAction.REFUND and d.get("order_ref") == decision.get("order_ref")
               and d["state"] in TAKEN_DECISIONS)


def units_taken(decision: dict, decisions: dict) -> dict[str, int]:
    """Units of each line this run's other admitted or paid decisions of the same case type on the
    same order took (refunds and returns alike): two subtasks that each name "two of the mugs" of a
    ticket that says two broke have taken four."""
    taken: dict[str, int] = {}
    for d in decisions.values():
        if (d.get("ref") == decision.get("ref") or d["state"] not in TAKEN_DECISIONS or d.get("case_type") != decision.get("case_type")
                or d.get("order_ref") != decision.get("order_ref")):
            continue
        for item in policy_support.named_items(d):
            if "sku" in item:
                taken[item["sku"]] = taken.get(item["sku"], 0) + int(item.get("quantity") or 0)
    return taken


def covers_of(decision: dict, order: dict, refunded: list[dict]) -> list[dict]:
    """What an admitted decision draws on, line by line and charge by charge."""
    return policy_support.allocate(decision["amount_cents"], policy_support.support(decision["case_type"], order, decision, refunded).items)


def refusal_reasons(results: list[CheckResult]) -> str:
    """The failed checks in words the agent can act on: the failing conditions with their values."""
    out = []
    for r in results:
        if r.passed:
            continue
        if r.check == "eligible_under_policy":
            out.append("not eligible: " + "; ".join(c["says"] for c in r.inputs["conditions"] if not c["holds"]))
        elif r.check == "amount_supported_by_lines":
            named = ", ".join(f"{i['what']} {dollars(i['left_cents'])}" for i in r.inputs["named"])
            out.append(f"{dollars(r.inputs['amount_cents'])} is more than what it names supports "
                       f"({'; '.join(r.inputs['problems']) or named or 'nothing named'})")
        elif r.check == "order_belongs_to_customer":
            out.append(f"order {r.inputs['order_ref']} is not the ticket customer's order"
                       + (f" ({r.inputs['differs']})" if r.inputs.get("differs") else "") + "; only a person can confirm the link")
        elif r.check in ("line_in_ticket", "request_in_ticket", "amount_stated_in_ticket", "claim_not_settled_before", "amount_due_on_lines",
                         "damage_not_caused_at_home"):
            out.append("; ".join(plain_words(r.check, r.inputs)))
        else:
            out.append("; ".join(r.inputs.get("says") or [r.check]))
    return "; ".join(out)


def plain_words(check: str, inputs: dict) -> list[str]:
    """A recorded check's inputs as a person reads them: dollars, dates, the conditions compared
    (nothing for a record written before a check had these inputs: the raw inputs still show)."""
    try:
        return _plain_words(check, inputs)
    except (KeyError, TypeError):
        return []


def _plain_words(check: str, i: dict) -> list[str]:
    usd = dollars
    kind = (i.get("case_type") or "").replace("_", " ")
    if check == "amount_within_ceiling":
        before, others = i.get("run_before_cents") or 0, i.get("other_refunds_cents") or 0
        return [f"{usd(i['amount_cents'])}" + (f" and {usd(before)} this run already admitted on the order" if before else "")
                + (f" and {usd(others)} refunded on the order before ({len(i.get('other_refunds') or [])} refund(s) by other tickets "
                   "or earlier)" if others else "")
                + (f"; the claim it is part of is worth {usd(i['claim_cents'])} ("
                   + "; ".join(claim_words(c) for c in i.get("claim") or []) + ")"
                   if i.get("claim_cents", 0) > i["amount_cents"] + before else "")
                + f" against a ceiling of {usd(i['ceiling_cents'])}"
                + (f"; approved (approval {i['approval']})" if i.get("approval") else "")] + standing_words(i.get("standing_approval"))
    if check == "policy_retrieved_this_run":
        return [f"cites {i['policy_ref']}; retrieved in this run: {', '.join(i['retrieved_this_run']) or 'nothing'}"]
    if check == "source_matches_matrix":
        seller = f"{i['seller']}, a {i['seller_type'].replace('_', '-')} seller" if i.get("seller") else f"a {i['seller_type'].replace('_', '-')} seller"
        return [f"paid by {FUNDED_BY.get(i['source'], i['source'])}; the policy's table of who pays says "
                f"{FUNDED_BY.get(i['matrix'], i['matrix'] or 'nobody')} for a {kind} at {seller}"]
    if check == "needs_human_has_approval":
        return ["flagged for a person" + (f", approved (approval {i['approval']})" if i.get("approval") else ", no approval")
                if i["needs_human"] else "not flagged for a person"]
    if check == "amount_supported_by_order":
        before = sum(r["amount_cents"] for r in i.get("refunded_before") or [])
        return [f"{usd(i['amount_cents'])} against {usd(i['refundable_cents'])} the order has left for a {kind}"
                + (f" ({usd(before)} refunded before)" if before else "")]
    if check == "order_belongs_to_customer":
        return [f"order {i['order_ref']} is {i['order_customer'] or 'nobody'}'s; the ticket is from {i['ticket_customer']}"
                + (f": {i['differs']}" if i.get("differs") else "")
                + (f"; link confirmed by {i['link_confirmed_by']}" if i.get("link_confirmed_by") else "")]
    if check == "amount_supported_by_lines":
        named = [f"{x['what']}: {usd(x['worth_cents'])}" + (f", {usd(x['refunded_cents'])} refunded before" if x["refunded_cents"] else "")
                 for x in i.get("named") or []]
        return [f"{usd(i['amount_cents'])} against {usd(i['supported_cents'])} that the named lines and charges support", *named,
                *i.get("problems", [])]
    if check == "eligible_under_policy":
        return [("✓ " if c["holds"] else "✗ ") + c["says"] for c in i.get("conditions") or []]
    if check == "line_in_ticket":
        kept = [f'the customer keeps it: "{words}"' for words in (i.get("kept_by_customer") or {}).values()]
        kept += [f'the customer says it is fine, or waves its problem off: "{words}"' for words in (i.get("fine_by_customer") or {}).values()]
        kept += [f'the ticket says it is another person\'s, on an order or account not this one: "{words}"; a person finds that order'
                 for words in (i.get("another_persons") or {}).values()]
        kept += [f"{sku} is on backorder and the ticket asks to cancel it: a person cancels it, it is never taken back as a return"
                 for sku in i.get("backorder_to_cancel") or []]
        kept += [f"{sku}: the goods the ticket tells damaged are other goods (" + ", ".join(f'"{w}"' for w in words)
                 + "), the line named only by a word they share or as what they came with; a person finds which goods they are"
                 for sku, words in (i.get("other_goods_told_damaged") or {}).items()]
        if i.get("other_goods_named"):
            return [f"the order has one line: {', '.join(i['lines_on_order'])}", "the ticket's requests name other goods: "
                    + ", ".join(f'"{w}"' for w in i["other_goods_named"]) + "; a person finds which order they are on", *kept]
        if len(i["lines_on_order"]) <= 1:
            return ["the order has one line: the request can only be about it", *kept]
        out = [f"the order has {len(i['lines_on_order'])} lines: {', '.join(i['lines_on_order'])}"]
        other = i.get("named_as_other_goods") or {}
        out += [f"{n['description']}: the ticket's requests call it " + ", ".join(f'"{w}"' for w in n["words"]) if n["words"]
                else f"{n['description']}: the ticket's requests name other goods by its words (" + ", ".join(f'"{w}"' for w in other[n["sku"]])
                + "); a person asks which goods they mean" if n["sku"] in other
                else f"{n['description']}: named by the decision, never mentioned in the ticket's {kind or ''} requests".replace("  ", " ")
                for n in i["named"]]
        return [*out, *kept] if i["named"] else [*out, "the decision names no order line"]
    if check == "request_in_ticket":
        if i.get("forbidding") and all(refund_elsewhere(t) for t in i["forbidding"]):
            return [f"a {kind} decision ({i.get('action')})", f"the ticket asks for the money paid to {refund_elsewhere(i['forbidding'][0])}, not back "
                    "to the payment the order was made with: " + " / ".join(f'"{t}"' for t in i["forbidding"]),
                    "the refund tool pays only the original payment; a person arranges it (an edit of the plan)"]
        if i.get("forbidding") and i.get("action") in GOODS_ACTIONS and any(nothing_to_take_back(t) for t in i["forbidding"]):
            return [f"a {kind} decision ({i.get('action')})", "the ticket asks that nobody come for the goods, or says they are gone: "
                    + " / ".join(f'"{t}"' for t in i["forbidding"]), "nothing can be taken back; a person decides whether to refund without them"]
        if i.get("forbidding"):
            return [f"a {kind} decision ({i.get('action')})", "the ticket asks that it not be done: " + " / ".join(f'"{t}"' for t in i["forbidding"]),
                    "only a person may do it (an edit of the plan)"]
        if i.get("settled"):
            return [f"a {kind} refund", "the ticket says it was settled, taken back or declined: " + " / ".join(f'"{t}"' for t in i["settled"]),
                    "paying it would pay it twice or against the customer's word; only a person may do it (an edit of the plan)"]
        asked = ("the ticket asks: " + " / ".join(f'"{t}"' for t in i["asking"])) if i["asking"] else \
            (f"the ticket asks for no {kind} on order {i['order_ref']}; what it asks for: "
             + (", ".join(k.replace("_", " ") for k in i["kinds_read"]) or "nothing read"))
        unfounded = ["no word of it says other goods came than were ordered: " + " / ".join(f'"{t}"' for t in i["no_other_goods_told"])] \
            if i.get("no_other_goods_told") else []
        return [f"a {kind} decision", asked, *unfounded] + ([f"backed by {i['backed_by']}"] if i.get("backed_by") else [])
    if check == "claim_not_settled_before":
        return settled_words(i)
    if check == "damage_not_caused_at_home":
        return caused_words(i)
    if check == "amount_due_on_lines":
        return due_words(i)
    if check == "amount_stated_in_ticket":
        return stated_amounts.held_words(i)
    return list(i.get("says") or [])


def caused_words(i: dict) -> list[str]:
    """Whether the ticket tells the damage as done at home, as a person reads it: the customer's own sentence quoted."""
    caused = i.get("caused_at_home") or {}
    if not caused:
        return ["the ticket tells of no damage done at home, after delivery"]
    said = list(dict.fromkeys(caused.values()))
    out = ["the ticket tells the damage was done at home, after delivery: " + " / ".join(f'"{shortened(t, 160)}"' for t in said),
           "the policy pays damage in transit or found on arrival, not damage done at home; any goodwill refund is a person's call"]
    return out + ([f"cleared by {i['cleared_by']}'s edit of the plan"] if i.get("cleared_by") else [])


def due_words(i: dict) -> list[str]:
    """The amount against what the named lines make due, as the agent and a person read it."""
    if i.get("due_cents") is None:
        return ["names no order line alone: the amount is held by the other checks"]
    named = ", ".join(f"{x['what']} {dollars(x['left_cents'])}" for x in i.get("named") or [])
    if not i.get("short_cents"):
        return [f"{dollars(i['amount_cents'])} is what {named} makes due ({dollars(i['due_cents'])})"
                + (f"; less set by {i['lower_amount_set_by']}" if i.get("lower_amount_set_by") else "")]
    return [f"{dollars(i['amount_cents'])} is {dollars(i['short_cents'])} less than the {dollars(i['due_cents'])} the policy makes due "
            f"for what it names ({named}: price and tax share): propose the due amount; a lower one is a support lead's to set "
            "(they can approve less)"]


def settled_words(i: dict) -> list[str]:
    """The lines compared with their earlier refunds, and what follows, as a person reads it."""
    # The day the guard counted in: inputs recorded before the shop had a zone of its own were UTC days.
    today = local_day(i["now"], i.get("time_zone") or "UTC")
    out = [w for line in i.get("lines") or [] for w in repeat_claims.says(repeat_claims.from_payload(line), today)]
    if i.get("settled") and any(line.get("told_refunded") for line in i.get("lines") or []):
        out.append("the ticket tells of an earlier refund the order does not record: nothing is paid until a person checks"
                   + (f" (cleared by {i['cleared_by']}'s edit of the plan)" if i.get("cleared_by") else ""))
    elif i.get("settled"):
        out.append("an earlier refund on the line may have settled this claim: nothing is paid again until a person checks"
                   + (f" (cleared by {i['cleared_by']}'s edit of the plan)" if i.get("cleared_by") else ""))
    return out or ["no earlier refund of this kind on the lines named"]


def claim_words(c: dict) -> str:
    """One line or charge of the claim the ceiling counted, in words."""
    if "sku" not in c:
        return f"{dollars(c['by_other_decisions_cents'])} more on the same charge in this run's other decisions"
    why = [f"{c['named']} named by this decision"] + ([f"{c['by_other_decisions']} by this run's other decisions"] if c["by_other_decisions"] else []) \
        + ([f"the ticket's claim is about {c['stated']}"] if c.get("stated") else [])
    return f"{c['sku']} x{c['units']}, {dollars(c['worth_cents'])}: " + ", ".join(why)


def standing_words(covered: dict | None) -> list[str]:
    """The standing approval that stood in for a lead's yes, as the run page and the audit say it."""
    if not covered:
        return []
    return [f"covered by standing approval #{covered['id']}, signed by {covered['signed_by']} and granted by {covered['granted_by']}: "
            f"use {covered['use']} of {covered['of']}, refunds up to {dollars(covered['max_amount_cents'])}"]


def needs_approval_only(results: list[CheckResult]) -> bool:
    """True when the only failures are ones a support lead's approval can clear."""
    return routed_to_approval({r.check for r in results if not r.passed})


def as_payload(results: list[CheckResult]) -> list[dict]:
    return [asdict(r) for r in results]
