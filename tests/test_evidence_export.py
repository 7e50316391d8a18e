"""Signed evidence: `export_run` writes one bundle of a run (record with its hash chain, decisions,
approvals, effects, replay verdict) signed with Ed25519; `verify_export` checks it offline and names
the event and field of any byte changed since."""

import base64
import json
import os

import pytest
from django.core.management import call_command
from django.urls import reverse

from runs import evidence
from runs.models import Run
from tests.dashboard_world import finished, plan_waiting, world  # noqa: F401


@pytest.fixture(autouse=True)
def signing_key(settings):
    settings.EVIDENCE_SIGNING_KEY = base64.b64encode(os.urandom(32)).decode()
    settings.EVIDENCE_SIGNING_KEY_FILE = None
    return settings.EVIDENCE_SIGNING_KEY


def exported(tmp_path, run) -> tuple[str, object]:
    out = tmp_path / f"run-{run.pk}.json"
    call_command("export_run", str(run.pk), "--out", str(out), "--as", "auditor")
    return out.read_text(), out


def verify_file(path, capsys, *args) -> tuple[int, str]:
    code = 0
    try:
        call_command("verify_export", str(path), *args)
    except SystemExit as exc:
        code = exc.code
    return code, capsys.readouterr().out


def test_an_exported_run_verifies_offline_with_its_record_effects_and_replay_verdict(world, tmp_path, capsys):
    run = finished()
    text, path = exported(tmp_path, run)
    bundle = json.loads(text)
    body = bundle["body"]
    assert [e["seq"] for e in body["events"]] == list(run.events.exclude(kind="evidence_exported").order_by("seq").values_list("seq", flat=True))
    assert body["replay"]["at_export"]["identical"] is True
    assert body["chain"]["head"] == body["events"][-1]["digest"] and body["chain"]["first_broken_seq"] is None
    refund = next(fx for fx in body["effects"] if fx["effect_class"] == "refund")
    assert refund["status"] == "done" and refund["amount_cents"] == 995 and refund["in_shop_at_export"]["amount_cents"] == 995
    assert [fx["effect_class"] for fx in body["effects"]] == ["refund", "reply"]
    assert body["decisions"] and bundle["signature"]["algorithm"] == "Ed25519"
    # The export itself is appended to the record, after the events the bundle holds.
    last = Run.objects.get(pk=run.pk).events.order_by("-seq").first()
    assert last.kind == "evidence_exported" and last.actor == "auditor" and last.seq == body["events"][-1]["seq"] + 1
    code, out = verify_file(path, capsys)
    assert code == 0 and "VERIFIED" in out and "is a key you trust" in out


def _flip(text: str, at: int) -> str:
    """`text` with the one character at `at` replaced by another printable one of the same kind."""
    ch = text[at]
    new = "7" if ch.isdigit() and ch != "7" else ("3" if ch.isdigit() else ("q" if ch != "q" else "z"))
    return text[:at] + new + text[at + 1:]


def test_one_changed_byte_in_a_refund_amount_is_named_by_event_and_field(world, tmp_path, capsys):
    run = finished()
    text, path = exported(tmp_path, run)
    bundle = json.loads(text)
    result = next(e for e in bundle["body"]["events"] if e["kind"] == "tool_result" and e["payload"]["name"] == "issue_refund")
    # The refund's result in the file: fields are sorted (digest, kind, payload: input, name, ok, result), so after
    # the event's own digest comes its payload's result, whose first field is the amount.
    block = text.index(f'"digest": "{result["digest"]}"')
    at = text.index('"amount_cents": 995', text.index('"result": {', block)) + len('"amount_cents": ')
    path.write_text(_flip(text, at))
    code, out = verify_file(path, capsys)
    assert code == 1
    assert f"event E{result['seq']} (tool_result): field payload.result.amount_cents differs from what was signed (it is now 795)" in out
    assert f"hash chain: event E{result['seq']} (tool_result) does not match its digest" in out
    assert "valid Ed25519 signature" in out  # the signed manifest is intact: it is the data that changed


def test_a_changed_byte_in_the_ticket_or_a_digest_or_the_signature_is_named(world, tmp_path, capsys):
    run = finished()
    text, path = exported(tmp_path, run)
    v = evidence.verify(_flip(text, text.rindex("charged twice") + 1))  # the ticket is the body's last section
    assert not v.ok and v.where[0] == {"section": "ticket", "field": "body"}
    second = json.loads(text)["body"]["events"][1]
    v = evidence.verify(_flip(text, text.index(second["digest"]) + 5))
    assert {"section": "events", "index": 1, "seq": second["seq"], "kind": second["kind"], "field": "digest"} in v.where
    assert any(w.get("section") == "chain" and w.get("seq") == second["seq"] for w in v.where)
    signature = json.loads(text)["signature"]["value"]
    v = evidence.verify(text.replace(signature, ("A" if signature[0] != "A" else "B") + signature[1:]))
    assert not v.ok and v.where == [{"section": "signature", "field": "value"}]


def test_every_sampled_single_byte_change_is_refused_with_a_place(world, tmp_path):
    run = finished()
    text, _ = exported(tmp_path, run)
    body_start = text.index('"body"')
    for at in range(body_start, len(text), max(1, len(text) // 150)):
        if not text[at].isalnum():
            continue
        v = evidence.verify(_flip(text, at))
        assert not v.ok and v.problems, f"a change at byte {at} ({text[max(0, at - 30):at + 30]!r}) went unnoticed"


def test_a_refund_changed_chain_recomputed_and_re_signed_with_a_fresh_key_fails(world, tmp_path, capsys, settings):
    from types import SimpleNamespace

    from runs.record import event_digest

    run = finished()
    text, path = exported(tmp_path, run)
    body = json.loads(text)["body"]
    for e in body["events"]:
        if e["kind"] == "tool_result" and e["payload"]["name"] == "issue_refund":
            e["payload"]["result"]["amount_cents"] = 1
    previous = ""
    for e in body["events"]:
        e["digest"] = previous = event_digest(previous, SimpleNamespace(**{k: e[k] for k in ("seq", "turn", "phase", "kind", "actor", "payload")}))
    body["run"]["record_digest"] = body["chain"]["head"] = previous
    deployment_key = settings.EVIDENCE_SIGNING_KEY
    settings.EVIDENCE_SIGNING_KEY = base64.b64encode(os.urandom(32)).decode()  # the forger's own key
    export = body.pop("export")
    forged = tmp_path / "forged.json"
    forged.write_text(evidence.dumps(evidence.sign(body, run_id=run.pk, exported_by=export["by"], exported_at=export["at"])))
    settings.EVIDENCE_SIGNING_KEY = deployment_key
    code, out = verify_file(forged, capsys)
    assert code == 1 and "VERIFIED" not in out.replace("NOT VERIFIED", "")
    assert "neither this deployment's key nor one given with --public-key" in out
    settings.EVIDENCE_SIGNING_KEY = ""  # offline, with no key of its own: the same
    code, out = verify_file(forged, capsys)
    assert code == 1 and "no key to trust was given" in out


def test_offline_a_bundle_verifies_only_with_the_public_key_the_deployment_prints(world, tmp_path, capsys, settings):
    run = finished()
    _, path = exported(tmp_path, run)
    call_command("verify_export", "--print-public-key")
    public = capsys.readouterr().out.strip()
    assert public == json.loads(path.read_text())["signature"]["public_key"]
    settings.EVIDENCE_SIGNING_KEY = ""
    code, out = verify_file(path, capsys)
    assert code == 1 and "pass it with --public-key" in out
    code, out = verify_file(path, capsys, "--public-key", public)
    assert code == 0 and "VERIFIED" in out and "is a key you trust" in out
    with pytest.raises(Exception, match="not the base64 of a 32-byte"):
        call_command("verify_export", str(path), "--public-key", "not-a-key")


def test_without_a_key_the_export_is_refused_naming_the_setting(world, tmp_path, settings):
    settings.EVIDENCE_SIGNING_KEY = ""
    run = finished()
    with pytest.raises(Exception, match="EVIDENCE_SIGNING_KEY is not set"):
        call_command("export_run", str(run.pk), "--out", str(tmp_path / "x.json"))
    assert not run.events.filter(kind="evidence_exported").exists()


def test_embedded_mode_makes_a_key_in_var_on_first_export(world, tmp_path, settings):
    settings.EVIDENCE_SIGNING_KEY = ""
    settings.EVIDENCE_SIGNING_KEY_FILE = tmp_path / "var" / "evidence_signing_key"
    run = finished()
    first = json.loads(evidence.export_run(run.pk, exported_by="auditor"))["signature"]["key_id"]
    assert settings.EVIDENCE_SIGNING_KEY_FILE.exists() and oct(settings.EVIDENCE_SIGNING_KEY_FILE.stat().st_mode)[-3:] == "600"
    assert json.loads(evidence.export_run(run.pk, exported_by="auditor"))["signature"]["key_id"] == first


def test_the_key_file_is_private_from_its_first_byte(world, tmp_path, settings, monkeypatch):
    settings.EVIDENCE_SIGNING_KEY = ""
    settings.EVIDENCE_SIGNING_KEY_FILE = tmp_path / "var" / "evidence_signing_key"
    modes = []
    real_fdopen = os.fdopen

    def fdopen(fd, *args, **kwargs):  # the file's mode when its key is written into it
        modes.append(oct(os.fstat(fd).st_mode)[-3:])
        return real_fdopen(fd, *args, **kwargs)

    monkeypatch.setattr(os, "fdopen", fdopen)
    old = os.umask(0)  # nothing from the umask: the mode given at creation is all there is
    try:
        assert evidence.deployment_public_key() is None  # verifying never makes a key
        evidence.signing_key()
    finally:
        os.umask(old)
    assert modes == ["600"] and oct(settings.EVIDENCE_SIGNING_KEY_FILE.stat().st_mode)[-3:] == "600"


def test_a_run_with_an_export_in_its_record_still_replays_identically(world, tmp_path):
    from runs.replay import replay_run

    run = finished()
    exported(tmp_path, run)
    report = replay_run(Run.objects.get(pk=run.pk))
    assert report.identical, report.as_payload()


def test_auditors_download_the_bundle_from_the_run_page_and_others_may_not(world, auditor, lead, client_for):
    run = finished()
    url = reverse("run_export", args=[run.pk])
    page = client_for(auditor).get(reverse("run_detail", args=[run.pk])).content.decode()
    assert url in page
    assert url not in client_for(lead).get(reverse("run_detail", args=[run.pk])).content.decode()
    assert client_for(lead).post(url).status_code == 403
    assert client_for(auditor).get(url).status_code == 405
    response = client_for(auditor).post(url)
    assert response.status_code == 200 and response["Content-Disposition"].startswith(f'attachment; filename="run-{run.pk}-evidence-')
    text = b"".join(response.streaming_content).decode() if response.streaming else response.content.decode()
    assert evidence.verify(text, trusted_keys=[evidence.deployment_public_key()]).ok
    assert run.events.filter(kind="evidence_exported", actor="auditor").count() == 1


def test_an_unfinished_run_is_exported_without_a_replay_verdict(world, tmp_path):
    run = plan_waiting()
    text, _ = exported(tmp_path, run)
    assert json.loads(text)["body"]["replay"]["at_export"] is None
    assert evidence.verify(text, trusted_keys=[evidence.deployment_public_key()]).ok
