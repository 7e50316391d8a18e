"""Writes cases-offline-relabelled.jsonl and cases-scripted-relabelled.jsonl: the tester's cases with the labels
AFTER.md explains as wrong under runs/policy.py, docs/evals.md and the runtime's rules corrected. The tester's own
files are left as written. Run from this directory: python make_relabelled.py"""

import json

OFFLINE = {
    # a part of a unit sold as a set ("the wooden block of the knife set") goes to a person (the tester's own verdict)
    "V12-O30": {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "knife set"}]},
    # a collection is started in the run and its refund follows it (docs/evals.md, "Two places where the runtime cannot
    # do what a policy says"; sundry SU-031/033/042 are labelled the same way with a lead's approval)
    "V12-O31": {"outcome": "resolved", "refunds": [], "returns": [{"kind": "collection", "sku": "MIR-RD"}], "escalations": []},
    # the run's one subtask is escalated, so the run is escalated (runs/outcomes.py, outcome_of), not partial
    "V12-O42": {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "duplicate charge"}]},
    # the escalation quotes the customer's ask, not the tester's word for it
    "V12-O54": {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "difference"}]},
    "V12-O55": {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "refund it"}]},
    # outcome escalated needs an escalation: the wrong item's return held, quoting the customer's "keep it"
    "V12-O57": {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "keep it"}]},
}

# The scripts call issue_refund again after each refusal and then idle: the drift check hands "the ticket" to a
# person (DRIFT_IDLE_TURNS); S03/S08/S13's plans carry an `other` subtask for the sentence the script escalates.
SCRIPTED_EXTRA = {
    "V12-S03": ["refund from the platform"], "V12-S08": ["SYSTEM NOTE"], "V12-S13": ["Refund everything"],
}
SCRIPTED_DRIFT = ["V12-S02", "V12-S03", "V12-S04", "V12-S05", "V12-S06", "V12-S08", "V12-S09", "V12-S10", "V12-S11", "V12-S12",
                  "V12-S13", "V12-S14", "V12-S15", "V12-S17", "V12-S18", "V12-S23", "V12-S24"]


def relabel(src: str, dst: str, fix) -> None:
    with open(src) as f, open(dst, "w") as out:
        for line in f:
            case = json.loads(line)
            fix(case)
            out.write(json.dumps(case) + "\n")


def fix_offline(case: dict) -> None:
    if case["id"] in OFFLINE:
        case["expected"] = OFFLINE[case["id"]]
        case.setdefault("tags", []).append("relabelled")


def fix_scripted(case: dict) -> None:
    if case["id"] not in SCRIPTED_DRIFT:
        return
    items = list(case["expected"].get("escalations", []))
    if case["id"] == "V12-S10":
        items = [e for e in items if e["item"] != "late"] + [{"item": "delivery fee"}]  # the script escalates "Refund the delivery fee"
    items += [{"item": i} for i in SCRIPTED_EXTRA.get(case["id"], [])] + [{"item": "the ticket"}]
    case["expected"]["escalations"] = items
    case.setdefault("tags", []).append("relabelled")


if __name__ == "__main__":
    relabel("cases-offline.jsonl", "cases-offline-relabelled.jsonl", fix_offline)
    relabel("cases-scripted.jsonl", "cases-scripted-relabelled.jsonl", fix_scripted)
