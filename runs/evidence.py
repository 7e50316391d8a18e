"""Signed evidence: one JSON bundle of a run (its record with the hash chain, decisions, approvals,
effects and replay verdict), signed with Ed25519, that anyone can check offline.

Layout: `body` (the evidence), `manifest` (a digest of every leaf of the body, by path, with the
chain head) and `signature` (Ed25519 over the manifest's canonical JSON). A verifier checks the
signature, then each leaf of the body against the manifest, then the hash chain of the events: a
byte changed anywhere is named by the event and field it sits in, not only "does not verify".
The key is EVIDENCE_SIGNING_KEY (README, Settings); the bundle carries its public half and id, and
`verify_export` says whether that is the key of this deployment or one given with --public-key.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace

from django.conf import settings
from django.db import transaction

from . import ledger, record, world
from .models import Run

FORMAT = "supervisor-evidence/1"
_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


class EvidenceError(Exception):
    """The export cannot be made (no signing key, no such run); the message says what to do."""


def canonical(value) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def leaf_digest(value) -> str:
    return hashlib.sha256(canonical(value)).hexdigest()[:32]


def flatten(value, path: str = "") -> dict[str, object]:
    """Every leaf of a JSON value by its path (`events[3].payload.result.amount_cents`); an empty
    object or list is a leaf too, so a key added to it shows."""
    if isinstance(value, dict) and value:
        out = {}
        for k, v in value.items():
            out.update(flatten(v, f"{path}.{k}" if _NAME.match(k) else f"{path}[{json.dumps(k)}]"))
        return out
    if isinstance(value, list) and value:
        out = {}
        for i, v in enumerate(value):
            out.update(flatten(v, f"{path}[{i}]"))
        return out
    return {path.lstrip("."): value}


# -- the key -----------------------------------------------------------------------------------

def _key_text(create: bool) -> str:
    raw = (settings.EVIDENCE_SIGNING_KEY or "").strip()
    if raw or not settings.EVIDENCE_SIGNING_KEY_FILE:
        return raw
    path = Path(settings.EVIDENCE_SIGNING_KEY_FILE)
    try:
        return path.read_text().strip()
    except FileNotFoundError:
        if not create:
            return ""
        path.parent.mkdir(exist_ok=True)
        seed = base64.b64encode(os.urandom(32)).decode()
        path.write_text(seed)
        path.chmod(0o600)
        return seed


def signing_key(*, create: bool = True):
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    raw = _key_text(create)
    if not raw:
        raise EvidenceError("EVIDENCE_SIGNING_KEY is not set: set it to the base64 of a 32-byte Ed25519 seed "
                            "(python -c 'import os,base64; print(base64.b64encode(os.urandom(32)).decode())') or a PEM private key.")
    if raw.startswith("-----BEGIN"):
        key = serialization.load_pem_private_key(raw.encode(), password=None)
        if not isinstance(key, Ed25519PrivateKey):
            raise EvidenceError("EVIDENCE_SIGNING_KEY is a PEM key but not an Ed25519 one.")
        return key
    try:
        seed = base64.b64decode(raw + "=" * (-len(raw) % 4), altchars=b"-_" if ("-" in raw or "_" in raw) else None, validate=True)
    except ValueError:
        raise EvidenceError("EVIDENCE_SIGNING_KEY is neither base64 nor a PEM key.") from None
    if len(seed) != 32:
        raise EvidenceError(f"EVIDENCE_SIGNING_KEY decodes to {len(seed)} bytes; an Ed25519 seed is 32.")
    return Ed25519PrivateKey.from_private_bytes(seed)


def public_raw(private_key) -> bytes:
    from cryptography.hazmat.primitives import serialization

    return private_key.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)


def key_id(public: bytes) -> str:
    return hashlib.sha256(public).hexdigest()[:16]


def deployment_public_key() -> str | None:
    """This deployment's public key (base64), or None when it has no signing key."""
    try:
        return base64.b64encode(public_raw(signing_key(create=False))).decode()
    except EvidenceError:
        return None


# -- the bundle --------------------------------------------------------------------------------

def _iso(at) -> str | None:
    return at.isoformat() if at else None


def body_of(run: Run, *, replay: dict | None) -> dict:
    """Everything the bundle says about the run, as JSON (no signature)."""
    events = list(run.events.order_by("seq"))
    t = run.ticket
    shop = world.shop()
    effects = ledger.fold_effects(events)
    for fx in effects:
        fx.pop("requested_seqs", None)
        look = getattr(shop, "effect_in_shop", None)
        fx["in_shop_at_export"] = look(fx["key"]) if look else None
    return {
        "run": {"id": run.pk, "status": run.status, "outcome": run.outcome, "phase": run.phase, "turn": run.turn,
                "model": run.model_name, "order_ref": run.order_ref, "revision_count": run.revision_count,
                "guard_failures": run.guard_failures, "failure_reason": run.failure_reason, "created_at": _iso(run.created_at),
                "finished_at": _iso(run.finished_at), "record_digest": run.record_digest, "next_seq": run.next_seq},
        "ticket": {"ref": t.ref, "subject": t.subject, "body": t.body, "customer_email": t.customer_email, "order_ref": t.order_ref,
                   "channel": t.channel, "created_at": _iso(t.created_at), "created_by": t.created_by.get_username() if t.created_by else None},
        "events": [{"seq": e.seq, "turn": e.turn, "phase": e.phase, "kind": e.kind, "actor": e.actor, "payload": e.payload,
                    "digest": e.digest, "created_at": _iso(e.created_at)} for e in events],
        "decisions": run.state.get("decisions", {}),
        "approvals": [{"id": a.pk, "kind": a.kind, "subject": a.subject, "decision": a.decision, "status": a.status,
                       "requested_by": a.requested_by.get_username() if a.requested_by else None,
                       "decided_by": a.decided_by.get_username() if a.decided_by else None, "note": a.note,
                       "created_at": _iso(a.created_at), "decided_at": _iso(a.decided_at), "expires_at": _iso(a.expires_at),
                       "used_at": _iso(a.used_at)}
                      for a in run.approvals.select_related("requested_by", "decided_by").order_by("created_at", "pk")],
        "effects": effects,
        "replay": {"at_export": replay,
                   "last_recorded": {"status": run.replay_status, "detail": run.replay_detail, "at": _iso(run.replayed_at)}},
        "chain": {"algorithm": "sha256(previous digest | canonical JSON of [seq, turn, phase, kind, actor, payload])",
                  "head": run.record_digest, "first_broken_seq": record.verify_chain(run)},
    }


def sign(body: dict, *, run_id: int, exported_by: str, exported_at: str) -> dict:
    key = signing_key()
    public = public_raw(key)
    manifest = {"format": FORMAT, "run_id": run_id, "exported_by": exported_by, "exported_at": exported_at,
                "chain_head": body["run"]["record_digest"], "events": len(body["events"]),
                "leaves": {path: leaf_digest(v) for path, v in flatten(body).items()}}
    return {"format": FORMAT, "body": body, "manifest": manifest,
            "signature": {"algorithm": "Ed25519", "key_id": key_id(public), "public_key": base64.b64encode(public).decode(),
                          "value": base64.b64encode(key.sign(canonical(manifest))).decode()}}


def dumps(bundle: dict) -> str:
    """The file's text: one field a line, so a changed byte is also easy to find by eye."""
    return json.dumps(bundle, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def export_run(run_id: int, *, exported_by: str) -> str:
    """The signed bundle of a run as text. A finished run is replayed first (rolled back, as the
    replay always is) and the verdict goes in the bundle; the export is then appended to the run's
    record (who, the manifest's digest, the key), after the events the bundle holds."""
    from .replay import replay_run

    run = Run.objects.select_related("ticket", "ticket__created_by").filter(pk=run_id).first()
    if run is None:
        raise EvidenceError(f"No run {run_id}.")
    signing_key()  # refuse before any work when there is no key
    replay = replay_run(run).as_payload() if run.is_finished else None
    run.refresh_from_db()
    bundle = sign(body_of(run, replay=replay), run_id=run.pk, exported_by=exported_by, exported_at=world.now().isoformat())
    with transaction.atomic():
        locked = record.lock_run(run.pk)
        record.append(locked, "evidence_exported", {
            "manifest_digest": hashlib.sha256(canonical(bundle["manifest"])).hexdigest(), "key_id": bundle["signature"]["key_id"],
            "events": len(bundle["body"]["events"]), "chain_head": bundle["manifest"]["chain_head"],
            "replay_identical": None if replay is None else replay["identical"]}, actor=exported_by, turn=locked.turn)
    return dumps(bundle)


# -- verifying ---------------------------------------------------------------------------------

@dataclass
class Verdict:
    ok: bool = True
    problems: list[str] = field(default_factory=list)
    facts: list[str] = field(default_factory=list)
    where: list[dict] = field(default_factory=list)  # each difference: event seq / kind, or section, and the field path

    def refuse(self, text: str, **where) -> None:
        self.ok = False
        self.problems.append(text)
        if where:
            self.where.append(where)


def _locate(body: dict, path: str) -> dict:
    """Which event (seq, kind) or section a body path is in, and the field inside it."""
    m = re.match(r"^events\[(\d+)\]\.?(.*)$", path)
    if m:
        events = body.get("events") if isinstance(body.get("events"), list) else []
        i = int(m[1])
        e = events[i] if i < len(events) and isinstance(events[i], dict) else {}
        return {"section": "events", "index": i, "seq": e.get("seq"), "kind": e.get("kind"), "field": m[2] or "(the whole event)"}
    section, _, rest = path.partition(".")
    section = re.split(r"[\[]", section)[0]
    return {"section": section, "field": path[len(section):].lstrip(".") or "(the whole section)"}


def _say(where: dict, what: str) -> str:
    if where["section"] == "events":
        name = f"event E{where['seq']} ({where['kind']})" if where.get("seq") is not None else f"event #{where['index'] + 1}"
        return f"{name}: field {where['field']} {what}"
    return f"{where['section']}: field {where['field']} {what}"


def _short(value) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 80 else text[:77] + "..."


def verify(text: str, *, trusted_keys: list[str] = ()) -> Verdict:
    """Check a bundle's text offline: signature, every leaf against the signed manifest, the hash chain."""
    from cryptography.exceptions import InvalidSignature
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

    v = Verdict()
    try:
        bundle = json.loads(text)
    except json.JSONDecodeError as exc:
        line = text.splitlines()[exc.lineno - 1] if 0 < exc.lineno <= len(text.splitlines()) else ""
        v.refuse(f"the file is no longer valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}: {line.strip()[:100]!r}")
        return v
    if not isinstance(bundle, dict) or bundle.get("format") != FORMAT:
        v.refuse(f"not a {FORMAT} bundle (format: {bundle.get('format') if isinstance(bundle, dict) else type(bundle).__name__!r})")
        return v
    body, manifest, sig = bundle.get("body"), bundle.get("manifest"), bundle.get("signature") or {}
    if not isinstance(body, dict) or not isinstance(manifest, dict):
        v.refuse("the bundle has no body or no manifest")
        return v
    # 1. The signature over the manifest.
    signed = False
    try:
        public = base64.b64decode(sig.get("public_key", ""), validate=True)
        if key_id(public) != sig.get("key_id"):
            v.refuse(f"signature: the key id {sig.get('key_id')!r} is not the id of the public key in the bundle "
                     f"({key_id(public)}): the key or its id was changed", section="signature", field="key_id")
        Ed25519PublicKey.from_public_bytes(public).verify(base64.b64decode(sig.get("value", ""), validate=True), canonical(manifest))
        signed = True
    except (InvalidSignature, ValueError):
        pass
    # 2. Every leaf of the body against the manifest.
    leaves = flatten(body)
    signed_leaves = manifest.get("leaves") or {}
    differences = []
    for path in sorted(set(leaves) | set(signed_leaves), key=lambda p: (p not in leaves, p)):
        if path not in signed_leaves:
            differences.append((path, f"was added (it is {_short(leaves[path])}), it was not in what was signed"))
        elif path not in leaves:
            differences.append((path, "was removed: it was in what was signed"))
        elif leaf_digest(leaves[path]) != signed_leaves[path]:
            differences.append((path, f"differs from what was signed (it is now {_short(leaves[path])})"))
    if signed:
        v.facts.append(f"signature: valid Ed25519 signature by key {sig.get('key_id')}")
        for path, what in differences:
            where = _locate(body, path)
            v.refuse(_say(where, what), **where)
    else:
        if differences:
            for path, what in differences:
                where = _locate(body, path)
                v.refuse(_say(where, what) + "; and the signature does not verify, so the signed manifest itself may be what changed",
                         **where)
        else:
            v.refuse("signature: does not verify over the manifest; the body matches the manifest, so the signature, its key or "
                     "the manifest's header (format, run, exporter, time, chain head) was changed", section="signature", field="value")
    # 3. The hash chain of the events, as runs.record computes it.
    previous, last = "", ""
    events = body.get("events") if isinstance(body.get("events"), list) else []
    for e in events:
        if not isinstance(e, dict):
            continue
        ev = SimpleNamespace(seq=e.get("seq"), turn=e.get("turn"), phase=e.get("phase"), kind=e.get("kind"), actor=e.get("actor"),
                             payload=e.get("payload"))
        if record.event_digest(previous, ev) != e.get("digest"):
            v.refuse(f"hash chain: event E{e.get('seq')} ({e.get('kind')}) does not match its digest: its content or its digest "
                     "changed after it was recorded", section="chain", seq=e.get("seq"), kind=e.get("kind"), field="digest")
        previous = last = e.get("digest") or ""
    head = (body.get("run") or {}).get("record_digest")
    if events and last != head:
        v.refuse(f"hash chain: the last event's digest is not the run's record digest {head!r}: events were removed or added at the end",
                 section="chain", field="head")
    if manifest.get("chain_head") != head:
        v.refuse("hash chain: the manifest's chain head is not the run's record digest", section="chain", field="head")
    if v.ok:
        v.facts.append(f"hash chain: {len(events)} events, each matching its digest, ending at {str(head)[:16]}…")
        v.facts.append(f"every one of {len(leaves)} fields matches what was signed")
    if signed:
        key = sig.get("public_key")
        trusted = set(trusted_keys)
        if key in trusted:
            v.facts.append(f"key {sig.get('key_id')} is a key you trust")
        else:
            v.facts.append(f"key {sig.get('key_id')} is NOT one you named or this deployment's key: the bundle is intact, but "
                           "check its public key out of band before you rely on who signed it")
    return v
