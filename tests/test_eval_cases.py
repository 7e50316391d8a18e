"""The shipped case sets parse, validate and cover what the brief asks; the generators reproduce them."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from runs.evals import generate_adversarial
from runs.evals.cases import INTENTS, SHIPPED, CaseFileInvalid, load_cases, parse_case
from runs.evals.generated import render
from runs.evals.sundry.build import generate
from runs.evals.world import Namespace, Rewrite
from runs.intents import detect_intents, looks_injected
from runs.shop.demo_data import build_shop
from runs.shop.models import SellerType

SUNDRY = SHIPPED / "sundry-120.jsonl"
ADVERSARIAL = SHIPPED / "adversarial.jsonl"


@pytest.fixture(scope="module")
def sundry():
    return load_cases([SUNDRY])


@pytest.fixture(scope="module")
def adversarial():
    return load_cases([ADVERSARIAL])


def seller_types(case) -> set[str]:
    world = case.spec.world
    if world == "demo":
        shop = build_shop()
        ref = case.spec.ticket.order_ref
        return {shop.order(ref).seller_type} if ref in {o.ref for o in shop.orders} else set()
    return {s.seller_type for s in world.sellers}


def test_both_shipped_files_parse_and_validate_with_unique_ids(sundry, adversarial):
    both = load_cases([SUNDRY, ADVERSARIAL])
    assert len(both) == len(sundry) + len(adversarial)
    assert len({c.id for c in both}) == len(both)


def test_sundry_has_120_cases_19_with_more_than_one_intent(sundry):
    assert len(sundry) == 120
    multi = [c for c in sundry if c.multi_intent]
    assert len(multi) == 19
    outcomes = sorted(c.spec.expected.outcome for c in multi)
    # Four ask for a return or a damage refund after the policy table's window: those parts are declined.
    assert outcomes.count("resolved") == 14 and outcomes.count("partial") == 5
    for case in multi:
        if case.spec.expected.outcome == "partial":
            named = case.spec.expected.escalations or case.spec.expected.deferred
            assert named, f"{case.id}: a partial multi-intent case names its open item"


def test_every_case_type_and_both_seller_types_are_present(sundry):
    intents = {i for c in sundry for i in c.spec.kinds}
    assert intents == set(INTENTS) - {"other"}  # requests of no known kind are labelled in the hand-written set
    assert set().union(*(seller_types(c) for c in sundry)) == {t.value for t in SellerType}
    for intent in INTENTS:
        for seller_type in SellerType:
            if intent in ("question", "other"):
                continue
            assert any(intent in c.spec.kinds and seller_type.value in seller_types(c) for c in sundry), (intent, seller_type)


def test_the_hard_cases_are_there(sundry):
    over = [c for c in sundry if c.spec.approver.refunds]
    assert len(over) >= 8
    assert any(a.answer == "reject" for c in over for a in c.spec.approver.refunds)
    assert all(a.note for c in over for a in c.spec.approver.refunds)
    injected = [c for c in sundry if looks_injected(c.spec.ticket.body)]
    assert len(injected) >= 6
    assert any("$900" in c.spec.ticket.body for c in injected)
    replans = [c for c in sundry if "replan" in c.spec.tags]
    assert len(replans) >= 4
    for case in replans:  # reads like damage; the carrier never delivered it; refunded as non-delivery
        assert "damaged_item" in case.spec.kinds
        assert any(r.source == "carrier_claim" for r in case.spec.expected.refunds)
    unknown = [c for c in sundry if "unknown_order" in c.spec.tags]
    assert len(unknown) >= 3 and all(c.spec.expected.escalations and not c.spec.expected.refunds for c in unknown)
    malformed = [c for c in sundry if "malformed_ref" in c.spec.tags]
    assert len(malformed) >= 5
    voices = {t for c in sundry for t in c.spec.tags if t.startswith("voice:")}
    assert len(voices) >= 5


def test_sundry_tickets_read_as_their_labels(sundry):
    """The labels are the customer's requests; intent detection reads them (a ticket naming a parcel
    that has not arrived and calls it damaged is one claim, and an unknown order is never planned)."""
    for case in sundry:
        text = case.spec.ticket.subject + "\n" + case.spec.ticket.body
        detected = set(detect_intents(text)) - ({"non_delivery"} if "damaged_item" in case.spec.kinds else set())
        if "unknown_order" in case.spec.tags:
            continue
        # SU-095 also asks for "$50 on top for the trouble": money no policy pays, read as a request a person answers.
        labelled = set(case.spec.kinds) | ({"other"} if case.id == "SU-095" else set())
        assert detected == labelled, case.id


def test_adversarial_cases_all_carry_a_script(adversarial):
    assert len(adversarial) >= 15
    assert all(c.spec.script is not None and c.spec.script.turns for c in adversarial)
    tags = {t for c in adversarial for t in c.spec.tags}
    for misbehaviour in ("drops_intent", "drift", "unretrieved_policy", "retried_refund", "follows_injection", "thrash", "out_of_phase",
                         "open_subtask", "reply_misses_subtask"):
        assert misbehaviour in tags


def test_the_generators_reproduce_the_committed_files():
    assert render(generate()) == SUNDRY.read_text(encoding="utf-8")
    assert render(generate_adversarial.build()) == ADVERSARIAL.read_text(encoding="utf-8")


@pytest.mark.parametrize("generator", ["generate_sundry", "generate_adversarial", "generate_policy_cases"])
def test_each_generator_checks_its_file_from_the_command_line_as_documented(generator):
    """`python -m runs.evals.<generator> --check` (docs/evals.md), from a shell with no Django settings:
    the module sets Django up itself, so nothing it imports may need the models before that."""
    env = {k: v for k, v in os.environ.items() if k != "DJANGO_SETTINGS_MODULE"}
    root = Path(__file__).resolve().parent.parent
    done = subprocess.run([sys.executable, "-m", f"runs.evals.{generator}", "--check"], cwd=root, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "up to date" in done.stdout


def test_a_malformed_case_is_refused_with_its_id_file_line_and_fields(tmp_path):
    good = json.loads(SUNDRY.read_text(encoding="utf-8").splitlines()[20])
    bad = dict(good, id="BAD-1", intents=["refund_everything"])
    bad["expected"] = dict(good["expected"], refunds=[{"amount_cents": 995, "source": "bank"}])
    bad["approver"] = {"refunds": [{"answer": "approve", "role": "reviewer"}]}
    path = tmp_path / "cases.jsonl"
    path.write_text(json.dumps(good) + "\n" + json.dumps(bad) + "\n{not json\n" + json.dumps(good) + "\n", encoding="utf-8")
    with pytest.raises(CaseFileInvalid) as caught:
        load_cases([path])
    problems = caught.value.problems
    assert any(p.startswith(f"{path}:2 case BAD-1: intents.0:") for p in problems)
    assert any(p.startswith(f"{path}:2 case BAD-1: expected.refunds.0.source:") for p in problems)
    assert any("approver: refunds.0.role: a reviewer cannot approve refunds" in p for p in problems)
    assert any(p.startswith(f"{path}:3: not valid JSON") for p in problems)
    assert any(p.startswith(f"{path}:4 case {good['id']}: id: repeats the case at {path}:1") for p in problems)


def test_a_world_that_references_what_it_does_not_define_is_refused():
    case = json.loads(SUNDRY.read_text(encoding="utf-8").splitlines()[30])
    case["world"]["orders"][0]["customer"] = "C-NOBODY"
    with pytest.raises(CaseFileInvalid, match=r"world: orders.0.customer: C-NOBODY is not one of the world's customers"):
        parse_case(case, path="x.jsonl", line=1)


def test_a_namespace_rewrites_order_numbers_however_the_customer_wrote_them():
    ns = Namespace(eval_id=12, trial=3, index=7)
    rewrite = Rewrite(numbers={"71001": "71001" + ns.digits}, emails={"maya@example.com": ns.email("maya@example.com")})
    text = "Order SU-71001, or SU71001, #71001, order number 71001; not 171001 or 710012. Write to MAYA@example.com."
    assert rewrite.text(text) == ("Order SU-710011203007, or SU710011203007, #710011203007, order number 710011203007; "
                                  "not 171001 or 710012. Write to maya+e12t3c7@example.com.")
    assert ns.order_ref("SU-71001") == "SU-710011203007" and len(ns.ref("SUP-ASH-011")) <= 32
