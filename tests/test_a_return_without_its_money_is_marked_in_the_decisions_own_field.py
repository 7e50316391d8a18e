"""A return the customer asks while turning the money down ("I want to return the tea towel but I don't want a
refund for it") is marked in its decision's own field, `refund_declined` (runs.returns_without_money), and the reply's
"as you asked, no refund will be made when it arrives" is told from that field. Before, the fact lived only in fixed
words written into the decision's free-text reason and read back from there: state kept inside text.

Proved here:
- the field is set when the money is turned down for a return, in fresh phrasings (voices, lengths, typos, orders);
- near-misses where the customer does want the money are not marked (the field is there, and false);
- the reply follows the field, not the reason: a reason changed to say nothing of the refusal still gives the right
  reply, and the old words in a reason under a false field do not turn the money down;
- a record written before the field (the old words in its reason, no field) still replies correctly, and replays;
- the run page, the pinned block, replay and the evidence export carry the field; a refund decision cannot carry it.
Wording written for these tests."""

from types import SimpleNamespace

import pytest
from django.core.management import call_command
from django.urls import reverse

from runs import evidence
from runs.agents import offline_decisions
from runs.agents.offline import OfflineAgent
from runs.models import Run
from runs.plan import pinned_block
from runs.replay import replay_run
from runs.returns_without_money import FIELD, LEGACY_WORDS, declined_on_arrival, record_declined
from runs.state import DecisionState
from runs.tools import TOOLS, ToolError
from runs.walk.decisions import decision_digest, propose_decision
from tests.fresh_cases import case, cents, line, run

BREAD = [line("BRB-CR", "Bread bin, cream", 3400), line("TWL-GR", "Tea towel, green", 900)]
RETURN_ONLY = {"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "BRB-CR"}], "escalations": []}
ON_ARRIVAL = cents(BREAD, "BRB-CR", 1)

DECLINED = [
    "Hi, I'd like to send the bread bin back but keep your money, I don't need it refunded.",
    "i want to return the bread bin pls, dont want a refund for it, its just taking up space",
    "Kindly arrange the return of the bread bin. I do not require any refund for it whatsoever.",
    "I'm sending back the bread bin - I don't want my money back for it, just want it out of the kitchen.",
    "Bread bin's going back to you; keep the refund, I don't want it.",
    "Returning the bread bin - no refund please, I'd rather just be rid of it.",
]

# Fresh phrasings of the same ask that the reading once missed (the refusal before the return, the return put as a
# question or a plan, clipped, or the money turned down in words the refusal reading did not know): most went to a
# person, and "without a refund" / "won't be needing a refund" started the return with a reply promising the money.
# Read now by runs/intents/return_money_refused.py (and returns_money_declined.py for the first).
OTHER_WORDS_AND_ORDERS = [
    "The bread bin isn't for me. No refund necessary, I just want it gone - how do I return it?",  # was: guard line_in_ticket
    "No need to refund me!! I just want to send the bread bin back, changed my mind on it.",  # was: the refusal read as a constraint
    "Could you tell me how to return the bread bin? Don't bother refunding it, it was a freebie really.",  # was: read as a question
    "Hello - I've decided against the bread bin and will post it back. There's no need to give me a refund.",  # was: no request read
    "return bread bin plz. no money back needed",  # was: read as other
    "Can you arrange for me to return the bread bin? I don't need refunding.",  # was: read as a question
    # were worse: the return made and the reply promising the money ("$36.72 back once it arrives"), "without a refund"
    # being read as no refusal at all
    "I would like to return the bread bin without a refund - please just send me the returns address.",
    "Please can I return the bread bin? I won't be needing a refund for it.",
]

WANTS_MONEY = [
    "I'd like to return the bread bin and get my money back.",
    "Can I send the bread bin back? No rush on the refund, whenever it's processed is fine.",
    "I want to return the bread bin - I need the refund before Friday if possible.",
    "The bread bin is going back. Refund it to my card please.",
    "Changed my mind about the bread bin, I'd like to return it for a refund. No need to send a replacement.",
    "i want to send the bred bin back, pls refund me when u get it",
]


def _reply(r: Run) -> str:
    return " ".join((r.state.get("reply") or {}).get("sentences", {}).values())


def _goods_decisions(r: Run) -> list[dict]:
    return [d for d in r.state.get("decisions", {}).values() if d["action"] in ("return", "collection")]


def _walked(tmp_path, prefix: str, bodies: list[str]) -> tuple[dict, list[dict], dict[str, Run]]:
    """Each body as a fresh case about the bread bin, run by the offline agent: (results by case id, the cases, their runs)."""
    from runs.models import EvalRun

    cases = [case(f"{prefix}-{i}", body, BREAD, intents=["change_of_mind"], expected=RETURN_ONLY) for i, body in enumerate(bodies, 1)]
    got = run(tmp_path, cases)
    eval_run = EvalRun.objects.order_by("-id").first()
    return got, cases, {r.case_id: r.run for r in eval_run.results.select_related("run")}


@pytest.mark.django_db
def test_a_return_with_its_money_turned_down_sets_the_decisions_field_and_the_reply_reads_it(tmp_path):
    got, cases, runs = _walked(tmp_path, "DECLINED", DECLINED)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    for c in cases:
        assert got[c["id"]]["passed"], (c["id"], c["ticket"]["body"], got[c["id"]]["differences"])
        r = runs[c["id"]]
        (decision,) = _goods_decisions(r)
        assert decision[FIELD] is True, (c["ticket"]["body"], decision)
        assert LEGACY_WORDS not in decision["reason"]  # the new records never write the old words
        assert "no refund will be made" in _reply(r), _reply(r)
        # the evidence export carries the field as recorded, in the decisions and in the event that proposed it
        body = evidence.body_of(r, replay=None)
        assert body["decisions"][decision["ref"]][FIELD] is True
        assert any(e["kind"] == "decision_proposed" and e["payload"]["decision"].get(FIELD) is True for e in body["events"])
    # replay reproduces runs that carry the field
    for c in cases[:3]:
        report = replay_run(runs[c["id"]])
        assert report.identical, (c["id"], report.first_difference, report.notes)


def assert_returned_without_money(tmp_path, prefix: str, bodies: list[str]) -> None:
    """Each body walked: the return made as expected, its decision marked declined, the reply saying no refund."""
    got, cases, runs = _walked(tmp_path, prefix, bodies)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    for c in cases:
        r = runs[c["id"]]
        assert got[c["id"]]["passed"], (c["ticket"]["body"], got[c["id"]]["differences"])
        (decision,) = _goods_decisions(r)
        assert decision[FIELD] is True, (c["ticket"]["body"], decision)
        assert "no refund will be made" in _reply(r) and "back once it arrives" not in _reply(r), (c["ticket"]["body"], _reply(r))


@pytest.mark.django_db
def test_phrasings_once_missed_are_read_as_a_return_without_money(tmp_path):
    assert_returned_without_money(tmp_path, "GAP", OTHER_WORDS_AND_ORDERS)


def assert_money_not_turned_down(tmp_path, prefix: str, bodies: list[str]):
    """Each body walked: no reply says no refund, and every goods decision says its money is wanted (false, not
    left out). Returns the walk (results, cases, runs) for further checks."""
    got, cases, runs = _walked(tmp_path, prefix, bodies)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    for c in cases:
        r = runs[c["id"]]
        assert "no refund will be made" not in _reply(r), (c["ticket"]["body"], _reply(r))
        for decision in _goods_decisions(r):
            assert decision.get(FIELD) is False, (c["ticket"]["body"], decision)  # said, and false: the money is wanted
            assert not declined_on_arrival(decision)
    return got, cases, runs


@pytest.mark.django_db
def test_near_misses_a_return_whose_money_is_wanted_is_not_marked(tmp_path):
    assert_money_not_turned_down(tmp_path, "WANTS", WANTS_MONEY)


def _told(decision: dict) -> str:
    """The offline agent's reply sentence for a resolved return whose executed decision is `decision`."""
    view = {"decisions": {"D1": {"ref": "D1", "subtask": 1, "state": DecisionState.EXECUTED, **decision}},
            "order": {"order_ref": "SU-70001", "lines": BREAD}}
    s = {"number": 1, "kind": "change_of_mind", "goal": "return the bread bin", "status": "resolved"}
    return OfflineAgent()._told(view, s)


RETURN = {"action": "return", "amount_cents": ON_ARRIVAL, "sku": "BRB-CR", "lines": [{"sku": "BRB-CR", "quantity": 1}]}


@pytest.mark.parametrize("reason", [
    "change of mind within 30 days (Hearth & Home)",
    "return and refund the bread bin",  # a reason that even speaks of a refund
    "",
    "the customer turns down the refund when the goods arrive",
])
def test_the_reply_says_no_refund_from_the_field_whatever_the_reason_says(reason):
    said = _told(RETURN | {FIELD: True, "reason": reason})
    assert "no refund will be made" in said and "$" not in said, said
    paid = _told(RETURN | {FIELD: False, "reason": reason})
    assert f"{ON_ARRIVAL / 100:.2f} back" in paid and "no refund will be made" not in paid, paid


def test_the_old_words_under_a_field_that_says_false_turn_no_money_down():
    said = _told(RETURN | {FIELD: False, "reason": f"change of mind within 30 days; {LEGACY_WORDS}"})
    assert "no refund will be made" not in said and f"{ON_ARRIVAL / 100:.2f} back" in said, said


@pytest.mark.parametrize("reason,declined", [
    (f"change of mind within 30 days (Hearth & Home); {LEGACY_WORDS} (\"no need to refund me\")", True),
    (LEGACY_WORDS, True),
    ("change of mind within 30 days (Hearth & Home)", False),
])
def test_an_old_record_with_the_words_only_still_replies_as_it_did(reason, declined):
    old = RETURN | {"reason": reason}  # written before the field: no key at all
    assert FIELD not in old and declined_on_arrival(old) is declined
    assert ("no refund will be made" in _told(old)) is declined


def _as_before_the_field(decision: dict, refusal: str) -> dict:
    """What the decide step wrote before the field existed: the old fixed words in the reason, nothing else."""
    return decision | {"reason": f"{decision.get('reason') or ''}; {LEGACY_WORDS} (\"{refusal[:80]}\")".lstrip("; ")}


@pytest.mark.django_db
def test_a_run_recorded_before_the_field_replies_from_its_words_and_replays(tmp_path, monkeypatch):
    monkeypatch.setattr(offline_decisions, "record_declined", _as_before_the_field)
    monkeypatch.setattr(offline_decisions, "money_said", lambda decision: decision)  # the old agent said nothing of the field
    got, cases, runs = _walked(tmp_path, "OLD", DECLINED[:2])
    for c in cases:
        assert got[c["id"]]["passed"], (c["id"], got[c["id"]]["differences"])
        r = runs[c["id"]]
        (decision,) = _goods_decisions(r)
        assert FIELD not in decision and LEGACY_WORDS in decision["reason"]
        assert "no refund will be made" in _reply(r), _reply(r)
        report = replay_run(r)
        assert report.identical, (report.first_difference, report.notes)


@pytest.mark.django_db
def test_a_reason_that_no_longer_tells_the_refusal_still_gives_the_reply_from_the_field(tmp_path, monkeypatch):
    # the decide step's reason changed to say nothing of the money: the field alone carries it to the reply
    monkeypatch.setattr(offline_decisions, "record_declined", lambda decision, refusal: decision | {FIELD: True})
    got, _, runs = _walked(tmp_path, "SILENT", DECLINED[:1])
    assert got["SILENT-1"]["passed"], got["SILENT-1"]["differences"]
    r = runs["SILENT-1"]
    (decision,) = _goods_decisions(r)
    assert decision[FIELD] is True and "refund" not in decision["reason"].replace("refund the", "")
    assert "no refund will be made" in _reply(r), _reply(r)
    out = call_command_replay(r.pk)
    assert "identical" in out, out


def call_command_replay(run_id: int) -> str:
    import io

    out = io.StringIO()
    call_command("replay", str(run_id), stdout=out)
    return out.getvalue()


@pytest.mark.django_db
def test_the_run_page_shows_the_field_beside_the_decision(tmp_path, reviewer, client_for):
    _, _, runs = _walked(tmp_path, "PAGE", [DECLINED[1], WANTS_MONEY[0]])
    declined = client_for(reviewer).get(reverse("run_detail", args=[runs["PAGE-1"].pk])).content.decode()
    wanted = client_for(reviewer).get(reverse("run_detail", args=[runs["PAGE-2"].pk])).content.decode()
    assert "none when the goods arrive, as the customer asks" in declined
    assert "none when the goods arrive, as the customer asks" not in wanted


def test_the_pinned_block_tells_the_model_the_money_is_turned_down():
    decisions = {"D1": {**RETURN, "subtask": 1, "source": "platform", "policy_ref": "POL-COM-005", "state": "executed", FIELD: True},
                 "D2": {**RETURN, "subtask": 2, "source": "platform", "policy_ref": "POL-COM-005", "state": "executed", FIELD: False}}
    block = pinned_block(ticket_ref="T-1", order_ref="SU-70001", phase="act", turn=3, subtasks=[], decisions=decisions, retrieved=[])
    d1, d2 = (x for x in block.splitlines() if x.startswith(("D1", "D2")))
    assert "no refund on arrival" in d1 and "no refund on arrival" not in d2


def test_the_field_is_in_the_tool_and_counts_in_the_digest_only_when_true():
    assert TOOLS["propose_decision"].input_schema["properties"][FIELD] == {"type": "boolean"}
    assert FIELD not in TOOLS["propose_decision"].input_schema["required"]  # a call recorded before it stays valid
    base = {"subtask": 1, "case_type": "change_of_mind", **RETURN, "source": "platform", "policy_ref": "POL-COM-005",
            "charges": [], "needs_human": False, "order_ref": "SU-70001"}
    assert decision_digest(base) == decision_digest(base | {FIELD: False})  # digests recorded before the field hold
    assert decision_digest(base) != decision_digest(base | {FIELD: True})  # an approval of the return with its money does not cover it
    recorded = record_declined(RETURN | {"reason": "change of mind"}, "keep your money")
    assert recorded[FIELD] is True and "keep your money" in recorded["reason"] and LEGACY_WORDS not in recorded["reason"]


class _Ctx:
    """Just what propose_decision reads of a turn."""

    def __init__(self):
        self.state = {}
        self.run = SimpleNamespace(order_ref="SU-70001")
        self.appended = []

    def subtask(self, number):
        return SimpleNamespace(number=number, case_type="change_of_mind", is_closed=False, status="open")

    def blocked_by(self, subtask):
        return []

    def append(self, kind, payload):
        self.appended.append((kind, payload))


CALL = {"subtask": 1, "amount_cents": ON_ARRIVAL, "source": "platform", "policy_ref": "POL-COM-005", "needs_human": False,
        "reason": "change of mind", "lines": [{"sku": "BRB-CR", "quantity": 1}]}


def test_the_walk_records_the_field_as_the_call_says_it_and_none_for_a_call_that_says_nothing():
    for said, kept in ((True, True), (False, False)):
        ctx = _Ctx()
        propose_decision(ctx, CALL | {"action": "return", FIELD: said})
        assert ctx.state["decisions"]["D1"][FIELD] is kept and ctx.appended[0][1]["decision"][FIELD] is kept
    ctx = _Ctx()
    propose_decision(ctx, CALL | {"action": "return"})  # a call recorded before the field: replayed as it was written
    assert FIELD not in ctx.state["decisions"]["D1"]


def test_a_refund_decision_cannot_say_its_money_is_turned_down():
    with pytest.raises(ToolError, match="refund_declined"):
        propose_decision(_Ctx(), CALL | {"action": "refund", FIELD: True})
    propose_decision(_Ctx(), CALL | {"action": "refund", FIELD: False})  # false says nothing against a refund
