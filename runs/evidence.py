"""Signed evidence: one JSON bundle of a run (its record with the hash chain, decisions, approvals,
effects and replay verdict), signed with Ed25519, that anyone can check offline.

Layout: `body` (the evidence, with who exported it when), `manifest` (a digest of every leaf of the
body, by path, a digest of those digests, the chain head) and `signature` (Ed25519 over the canonical
JSON of everything but the body and the signature's own value). A verifier refuses duplicate or
unknown keys, checks the signature, then each leaf of the body against the manifest, then the hash
chain of the events: a byte changed anywhere is named by the event and field (or the manifest or
signature field) it sits in, not only "does not verify". The key is EVIDENCE_SIGNING_KEY (README,
Settings); the bundle carries its public half, and a bundle verifies only when that is this
deployment's key or one given with --public-key: anyone can make a key and sign.
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

FORMAT = "supervisor-evidence/2"
TOP_KEYS = ("body", "format", "manifest", "signature")
MANIFEST_KEYS = ("chain_head", "events", "exported_at", "exported_by", "format", "leaves", "leaves_digest", "run_id")
BODY_SHAPE = {"run": dict, "ticket": dict, "events": list, "decisions": dict, "approvals": list, "effects": list, "replay": dict,
              "chain": dict, "export": dict}
SIGNATURE_KEYS = ("algorithm", "key_id", "public_key", "value")
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
        try:  # made 0600 from its first byte, and never over a key another process just made
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            return path.read_text().strip()
        with os.fdopen(fd, "w") as f:
            f.write(seed)
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
                       "approved_amount_cents": a.approved_amount_cents,
                       "created_at": _iso(a.created_at), "decided_at": _iso(a.decided_at), "expires_at": _iso(a.expires_at),
                       "used_at": _iso(a.used_at)}
                      for a in run.approvals.select_related("requested_by", "decided_by").order_by("created_at", "pk")],
        "effects": effects,
        "replay": {"at_export": replay,
                   "last_recorded": {"status": run.replay_status, "detail": run.replay_detail, "at": _iso(run.replayed_at)}},
        "chain": {"algorithm": "sha256(previous digest | canonical JSON of [seq, turn, phase, kind, actor, payload])",
                  "head": run.record_digest, "first_broken_seq": record.verify_chain(run)},
    }


def signed_part(bundle: dict) -> bytes:
    """What the signature covers: everything in the bundle but the body (which the manifest's leaves
    cover, field by field) and the signature's own value."""
    return canonical({"format": bundle["format"], "manifest": bundle["manifest"],
                      "signature": {k: v for k, v in bundle["signature"].items() if k != "value"}})


def sign(body: dict, *, run_id: int, exported_by: str, exported_at: str) -> dict:
    """The bundle of `body`. The exporter and time are in the body too (`export`), so a changed
    manifest header is told from a changed signature by comparing the two."""
    key = signing_key()
    public = public_raw(key)
    body = {**body, "export": {"by": exported_by, "at": exported_at, "run_id": run_id}}
    leaves = {path: leaf_digest(v) for path, v in flatten(body).items()}
    manifest = {"format": FORMAT, "run_id": run_id, "exported_by": exported_by, "exported_at": exported_at,
                "chain_head": body["run"]["record_digest"], "events": len(body["events"]),
                "leaves": leaves, "leaves_digest": leaf_digest(leaves)}
    bundle = {"format": FORMAT, "body": body, "manifest": manifest,
              "signature": {"algorithm": "Ed25519", "key_id": key_id(public), "public_key": base64.b64encode(public).decode()}}
    bundle["signature"]["value"] = base64.b64encode(key.sign(signed_part(bundle))).decode()
    return bundle


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

class _Duplicated(dict):
    """An object in which a key appeared more than once (json's default keeps the last silently)."""

    def __init__(self, pairs):
        super().__init__(pairs)
        seen: dict[str, list] = {}
        for k, v in pairs:
            seen.setdefault(k, []).append(v)
        self.duplicated = {k: vs for k, vs in seen.items() if len(vs) > 1}


def _object(pairs):
    keys = [k for k, _ in pairs]
    return _Duplicated(pairs) if len(set(keys)) != len(keys) else dict(pairs)


def _duplicates(value, path: str = "") -> list[tuple[str, str, list]]:
    found = []
    if isinstance(value, _Duplicated):
        found += [(path or "(the top level)", k, vs) for k, vs in value.duplicated.items()]
    if isinstance(value, dict):
        for k, v in value.items():
            found += _duplicates(v, f"{path}.{k}".lstrip(".") if _NAME.match(k) else f"{path}[{json.dumps(k)}]")
    elif isinstance(value, list):
        for i, v in enumerate(value):
            found += _duplicates(v, f"{path}[{i}]")
    return found


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
        seq, kind = e.get("seq"), e.get("kind")
        return {"section": "events", "index": i, "seq": seq if isinstance(seq, int) else None, "kind": kind, "field": m[2] or "(the whole event)"}
    section = re.split(r"[.\[]", path)[0]
    return {"section": section or "(body)", "field": path[len(section):].lstrip(".") or "(the whole section)"}


def _say(where: dict, what: str) -> str:
    if where["section"] == "events" and "index" in where:
        name = f"event E{where['seq']} ({where['kind']})" if where.get("seq") is not None else f"event #{where['index'] + 1}"
        return f"{name}: field {where['field']} {what}"
    return f"{where['section']}: field {where['field']} {what}"


def _short(value) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 80 else text[:77] + "..."


def _json_type(value) -> str:
    return {dict: "object", list: "list", str: "string", bool: "boolean", type(None): "null"}.get(type(value), "number")


def _plain(value) -> str:
    return value if isinstance(value, str) and len(value) <= 80 else _short(value)


def public_key_bytes(text) -> bytes | None:
    """A raw 32-byte Ed25519 public key from its base64, or None."""
    if not isinstance(text, str):
        return None
    try:
        raw = base64.b64decode(text.strip(), validate=True)
    except ValueError:
        return None
    return raw if len(raw) == 32 else None


def _unknown_keys(v: Verdict, where: str, value: dict, expected: tuple[str, ...]) -> None:
    unsigned = " and nothing signs it" if where == "bundle" else ""
    for k in sorted(set(value) - set(expected)):
        v.refuse(f"{where}: key {k!r} is not part of a {FORMAT} bundle{unsigned} (it is {_short(value[k])})", section=where, field=k)
    for k in sorted(set(expected) - set(value)):
        v.refuse(f"{where}: key {k!r} is missing", section=where, field=k)


def _check_signature(bundle: dict, sig: dict) -> bool:
    from cryptography.exceptions import InvalidSignature
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

    public, value = public_key_bytes(sig.get("public_key")), sig.get("value")
    if public is None or not isinstance(value, str):
        return False
    try:
        Ed25519PublicKey.from_public_bytes(public).verify(base64.b64decode(value, validate=True), signed_part(bundle))
    except (InvalidSignature, ValueError, TypeError):
        return False
    return True


def verify_bytes(data: bytes, *, trusted_keys=()) -> Verdict:
    """`verify` of a file's bytes; a byte that is not UTF-8 becomes U+FFFD, so it is named by field."""
    return verify(data.decode("utf-8", errors="replace"), trusted_keys=trusted_keys)


def verify(text: str, *, trusted_keys=()) -> Verdict:
    """Check a bundle's text offline: its shape, the signature (over everything but the body and the
    signature's value), every body field against the signed manifest, the hash chain, and that the
    key is one the caller trusts (`trusted_keys`: base64 public keys). A bundle signed by any other
    key is NOT verified: anyone can make a key and sign."""
    v = Verdict()
    try:
        bundle = json.loads(text, object_pairs_hook=_object)
        dups = _duplicates(bundle)
    except json.JSONDecodeError as exc:
        lines = text.splitlines()
        line = lines[exc.lineno - 1] if 0 < exc.lineno <= len(lines) else ""
        v.refuse(f"the file is no longer valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}: {line.strip()[:100]!r}")
        return v
    except ValueError as exc:  # a number too long to read
        v.refuse(f"the file is no longer valid JSON: {exc}")
        return v
    except RecursionError:
        v.refuse("the file is nested too deeply to be a bundle")
        return v
    for path, key, values in dups:
        v.refuse(f"{path}: key {key!r} appears {len(values)} times in one object ({', '.join(_short(x) for x in values)}): "
                 "readers disagree on which counts, and a bundle never repeats a key", section="duplicate", field=f"{path}.{key}")
    if dups:
        return v
    try:
        _verify(bundle, v, trusted_keys)
    except RecursionError:
        v.refuse("the file is nested too deeply to be a bundle")
    return v


def _verify(bundle, v: Verdict, trusted_keys) -> None:
    if not isinstance(bundle, dict):
        v.refuse(f"not a {FORMAT} bundle: the file holds a JSON {_json_type(bundle)}, not an object")
        return
    if bundle.get("format") != FORMAT:
        earlier = (": an earlier format, whose signature left the header unsigned; export the run again"
                   if bundle.get("format") == "supervisor-evidence/1" else "")
        v.refuse(f"not a {FORMAT} bundle (format: {_short(bundle.get('format'))}){earlier}", section="format", field="format")
        return
    _unknown_keys(v, "bundle", bundle, TOP_KEYS)
    body, manifest, sig = bundle.get("body"), bundle.get("manifest"), bundle.get("signature")
    for name, value in (("body", body), ("manifest", manifest), ("signature", sig)):
        if name in bundle and not isinstance(value, dict):  # a missing one is named above
            v.refuse(f"{name}: is a JSON {_json_type(value)}, not an object", section=name, field="(the whole section)")
    if not v.ok and not all(isinstance(x, dict) for x in (body, manifest, sig)):
        return
    _unknown_keys(v, "manifest", manifest, MANIFEST_KEYS)
    for name, kind in BODY_SHAPE.items():
        if name in body and not isinstance(body[name], kind):
            v.refuse(f"{name}: is a JSON {_json_type(body[name])}, not {'an object' if kind is dict else 'a list'}", section=name,
                     field="(the whole section)")
    _unknown_keys(v, "signature", sig, SIGNATURE_KEYS)
    leaves_signed = manifest.get("leaves")
    if not isinstance(leaves_signed, dict):
        v.refuse(f"manifest: field leaves is a JSON {_json_type(leaves_signed)}, not an object of digests by path",
                 section="manifest", field="leaves")
        leaves_signed = {}
    # 1. The signature, then what the signed part says against the body, to name what changed.
    signed = _check_signature(bundle, sig)
    leaves = flatten(body)
    differences = []
    for path in sorted(set(leaves) | set(leaves_signed), key=lambda p: (p not in leaves, p)):
        if path not in leaves_signed:
            differences.append((path, f"was added (it is {_short(leaves[path])}), it was not in what was signed"))
        elif path not in leaves:
            differences.append((path, "was removed: it was in what was signed"))
        elif leaf_digest(leaves[path]) != leaves_signed[path]:
            differences.append((path, f"differs from what was signed (it is now {_short(leaves[path])})"))
    if signed:
        v.facts.append(f"signature: valid Ed25519 signature by key {sig.get('key_id')}")
        for path, what in differences:
            where = _locate(body, path)
            v.refuse(_say(where, what), **where)
    else:
        _name_the_signed_change(bundle, body, manifest, sig, leaves, differences, v)
    # 2. The hash chain of the events, as runs.record computes it.
    _check_chain(body, manifest, v)
    if v.ok:
        v.facts.append(f"every one of {len(leaves)} fields matches what was signed")
    # 3. Whose key it is: intact is not enough, anyone can make a key and sign.
    if signed:
        public = public_key_bytes(sig["public_key"])
        trusted = {k for k in (public_key_bytes(t) for t in trusted_keys) if k}
        if public in trusted:
            v.facts.append(f"key {sig.get('key_id')} is a key you trust")
        else:
            v.refuse(f"signature: made by key {sig.get('key_id')}, which is neither this deployment's key nor one given with "
                     "--public-key" + ("" if trusted else " (no key to trust was given)") + ": anyone can make a key and sign a "
                     "bundle, so its content is not vouched for. Get the deployment's public key (manage.py verify_export "
                     "--print-public-key, on the deployment) and pass it with --public-key.", section="signature", field="public_key")


def _name_the_signed_change(bundle, body, manifest, sig, leaves, differences, v: Verdict) -> None:
    """The signature does not verify: something it covers changed. Name it by what no longer agrees."""
    named = 0
    leaves_signed = manifest.get("leaves") if isinstance(manifest.get("leaves"), dict) else {}
    manifest_changed = leaf_digest(leaves_signed) != manifest.get("leaves_digest")
    for path, what in differences:
        if manifest_changed:  # the manifest's own entry is what changed: the body field is as it was
            v.refuse(f"manifest: the entry for {path} was changed after signing (the body's field is {_short(leaves.get(path))}"
                     + ("" if path in leaves else "; the body has no such field") + ")", section="manifest", field=f"leaves[{json.dumps(path)}]")
        else:
            where = _locate(body, path)
            v.refuse(_say(where, what) + "; and the signature does not verify either", **where)
        named += 1
    if differences and not manifest_changed:
        v.refuse("signature: does not verify, and the manifest's leaves are as signed: the signature or its header changed too",
                 section="signature", field="value")
        return
    if differences:
        return
    export = body.get("export") if isinstance(body.get("export"), dict) else {}
    run = body.get("run") if isinstance(body.get("run"), dict) else {}
    events = body.get("events")
    says = {"format": bundle.get("format"), "run_id": export.get("run_id"), "exported_by": export.get("by"),
            "exported_at": export.get("at"), "chain_head": run.get("record_digest"),
            "events": len(events) if isinstance(events, list) else None, "leaves_digest": leaf_digest(leaves_signed)}
    for name, expected in says.items():
        if name in manifest and manifest[name] != expected:
            v.refuse(f"manifest: field {name} was changed after signing: it says {_short(manifest[name])}, the signed body says "
                     f"{_short(expected)}", section="manifest", field=name)
            named += 1
    if sig.get("algorithm") != "Ed25519":
        v.refuse(f"signature: field algorithm was changed: it says {_short(sig.get('algorithm'))}; bundles are signed with Ed25519",
                 section="signature", field="algorithm")
        named += 1
    public = public_key_bytes(sig.get("public_key"))
    if public is None:
        v.refuse(f"signature: field public_key is not the base64 of a 32-byte Ed25519 key (it is {_short(sig.get('public_key'))})",
                 section="signature", field="public_key")
        named += 1
    elif key_id(public) != sig.get("key_id"):
        v.refuse(f"signature: the key id {_short(sig.get('key_id'))} is not the id of the public key in the bundle ({key_id(public)}): "
                 "the key or its id was changed", section="signature", field="key_id")
        named += 1
    if not named and v.ok:  # else a key renamed, added or missing (named above) is what the signature no longer covers
        value = sig.get("value")
        v.refuse("signature: field value was changed: it does not verify over the bundle with its key"
                 + ("" if isinstance(value, str) else f" (it is {_short(value)}, not base64 text)"), section="signature", field="value")


def _check_chain(body: dict, manifest: dict, v: Verdict) -> None:
    previous, last = "", ""
    events = body.get("events") if isinstance(body.get("events"), list) else []
    for e in events:
        if not isinstance(e, dict):
            continue
        ev = SimpleNamespace(seq=e.get("seq"), turn=e.get("turn"), phase=e.get("phase"), kind=e.get("kind"), actor=e.get("actor"),
                             payload=e.get("payload"))
        if record.event_digest(previous, ev) != e.get("digest"):
            v.refuse(f"hash chain: event E{_plain(e.get('seq'))} ({_plain(e.get('kind'))}) does not match its digest: its content or "
                     "its digest changed after it was recorded", section="chain", seq=e.get("seq"), kind=e.get("kind"), field="digest")
        previous = last = e.get("digest") if isinstance(e.get("digest"), str) else ""
    run = body.get("run") if isinstance(body.get("run"), dict) else {}
    head = run.get("record_digest")
    if events and last != head:
        v.refuse(f"hash chain: the last event's digest is not the run's record digest {_short(head)}: events were removed or added at the end",
                 section="chain", field="head")
    if manifest.get("chain_head") != head:
        v.refuse("hash chain: the manifest's chain head is not the run's record digest", section="chain", field="head")
    if v.ok:
        v.facts.append(f"hash chain: {len(events)} events, each matching its digest, ending at {str(head)[:16]}…")
