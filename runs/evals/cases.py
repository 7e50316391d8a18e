"""The case format (docs/evals.md) and its validation.

A case file is JSONL: one JSON object per line, blank lines and lines starting with `//` ignored.
Every error names the file, the line, the case id and the field, and all of a file's errors are
reported at once, so a broken set is fixed in one pass.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from runs.local_days import zone_problem
from runs.models import RunOutcome
from runs.plan import SUBTASK_KINDS
from runs.policy_terms import EXCLUSIONS
from runs.shop.models import (
    CarrierScanCode,
    CaseType,
    ChargeKind,
    OrderStatus,
    RefundSource,
    ReturnRequestKind,
    SellerSupplementDamageRemedy,
    SellerType,
    ShipmentStatus,
)

INTENTS: tuple[str, ...] = tuple(SUBTASK_KINDS)  # the kinds a subtask can have: a case type, a question, other
OUTCOMES = tuple(o.value for o in RunOutcome if o)  # how a finished run ended
# An order ref the world can renumber per trial: letters, an optional dash, digits.
ORDER_REF_RE = re.compile(r"^([A-Z]{2,4}-?)(\d{4,9})$")
CASE_ID_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,19}$")
SHIPPED = Path(__file__).resolve().parent / "cases"


def _choices(enum) -> tuple[str, ...]:
    return tuple(value for value, _ in enum.choices)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


# --- ticket -------------------------------------------------------------------------------------
class TicketIn(_Strict):
    subject: str = Field(min_length=1, max_length=200)
    body: str = Field(min_length=1, max_length=20000)
    customer_email: str = Field(min_length=3, max_length=200)
    order_ref: str = Field(default="", max_length=32)

    @field_validator("customer_email")
    @classmethod
    def _email(cls, value: str) -> str:
        if not re.fullmatch(r"[^@\s]+@[^@\s]+\.[^@\s]+", value):
            raise ValueError("is not an email address")
        return value


# --- world fixtures -----------------------------------------------------------------------------
class CustomerIn(_Strict):
    ref: str = Field(min_length=1, max_length=20)
    name: str = Field(min_length=1, max_length=200)
    email: str = Field(min_length=3, max_length=200)


class SellerIn(_Strict):
    ref: str = Field(min_length=1, max_length=20)
    name: str = Field(min_length=1, max_length=200)
    seller_type: Literal[tuple(_choices(SellerType))]  # type: ignore[valid-type]


class SupplementIn(_Strict):
    ref: str = Field(min_length=1, max_length=20)
    seller: str
    accepts_returns: bool
    return_window_days: int = Field(default=30, ge=0, le=365)
    damage_remedy: Literal[tuple(_choices(SellerSupplementDamageRemedy))]  # type: ignore[valid-type]
    text: str = Field(min_length=1)


class LineIn(_Strict):
    sku: str = Field(min_length=1, max_length=32)
    description: str = Field(min_length=1, max_length=200)
    quantity: int = Field(default=1, ge=1)
    unit_price_cents: int = Field(ge=1)
    # Why the line can never go back for a change of mind (runs.policy_terms.EXCLUSIONS), or blank.
    exclusion: Literal[("",) + tuple(EXCLUSIONS)] = ""  # type: ignore[valid-type]
    tax_exempt: bool = False


class ChargeIn(_Strict):
    kind: Literal[tuple(_choices(ChargeKind))]  # type: ignore[valid-type]
    description: str = Field(min_length=1, max_length=200)
    amount_cents: int = Field(ge=1)
    charged_at: datetime


class ScanIn(_Strict):
    at: datetime
    code: Literal[tuple(_choices(CarrierScanCode))]  # type: ignore[valid-type]
    location: str = Field(min_length=1, max_length=120)


class EarlierRefundIn(_Strict):
    """A refund the order had before the ticket (another ticket's run, a person at the till), with the
    lines (by sku) or charges (by number on the order, 1-based) it drew on."""

    amount_cents: int = Field(ge=1)
    source: Literal[tuple(_choices(RefundSource))]  # type: ignore[valid-type]
    case_type: Literal[tuple(_choices(CaseType))]  # type: ignore[valid-type]
    reason: str = Field(default="an earlier refund", min_length=1, max_length=300)
    lines: list[str] = Field(default_factory=list)
    charges: list[int] = Field(default_factory=list)


class EarlierReturnIn(_Strict):
    sku: str = Field(min_length=1)
    kind: Literal[tuple(_choices(ReturnRequestKind))] = "return"  # type: ignore[valid-type]
    reason: str = Field(default="an earlier return", min_length=1, max_length=300)
    quantity: int | None = Field(default=None, ge=1)  # units taken back; none: the whole line


class ShipmentIn(_Strict):
    carrier: str = Field(min_length=1, max_length=64)
    tracking_number: str = Field(min_length=1, max_length=48)
    status: Literal[tuple(_choices(ShipmentStatus))]  # type: ignore[valid-type]
    promised_by: date
    delivered_at: datetime | None = None
    scans: list[ScanIn] = Field(default_factory=list)
    # The skus this parcel carried: windows count from its delivery. An order of one parcel needs
    # none (it carried everything); a line no parcel names counts from the order's earliest delivery.
    lines: list[str] = Field(default_factory=list)


class OrderIn(_Strict):
    ref: str
    customer: str
    seller: str
    status: Literal[tuple(_choices(OrderStatus))]  # type: ignore[valid-type]
    placed_at: datetime
    lines: list[LineIn] = Field(min_length=1)
    charges: list[ChargeIn] = Field(default_factory=list)
    shipments: list[ShipmentIn] = Field(default_factory=list)
    replacement_for: str = ""
    refunds: list[EarlierRefundIn] = Field(default_factory=list)
    returns: list[EarlierReturnIn] = Field(default_factory=list)

    @model_validator(mode="after")
    def _earlier(self) -> "OrderIn":
        skus = {x.sku for x in self.lines}
        problems = [f"refunds.{i}.lines: {sku} is not a line of the order" for i, r in enumerate(self.refunds) for sku in r.lines if sku not in skus]
        problems += [f"refunds.{i}.charges: the order has no charge {n}" for i, r in enumerate(self.refunds) for n in r.charges
                     if not 1 <= n <= len(self.charges)]
        problems += [f"returns.{i}.sku: {r.sku} is not a line of the order" for i, r in enumerate(self.returns) if r.sku not in skus]
        problems += [f"shipments.{i}.lines: {sku} is not a line of the order" for i, s in enumerate(self.shipments) for sku in s.lines if sku not in skus]
        carried = [sku for s in self.shipments for sku in s.lines]
        problems += [f"shipments: line {sku} is in two parcels" for sku in sorted({x for x in carried if carried.count(x) > 1})]
        if problems:
            raise ValueError("; ".join(problems))
        return self

    @field_validator("ref")
    @classmethod
    def _ref(cls, value: str) -> str:
        if not ORDER_REF_RE.match(value):
            raise ValueError("must look like SU-12345 (letters, an optional dash, 4-9 digits): the world renumbers it per trial")
        return value


class WorldIn(_Strict):
    # The shop's time zone (an IANA name): the calendar its promised-by dates, windows and "today"
    # are counted in for this case, carried on the ticket so the run, the guard and the judge count
    # the same days. Without it, the installation's SHOP_TIME_ZONE (UTC by default).
    time_zone: str | None = None
    customers: list[CustomerIn] = Field(default_factory=list)
    sellers: list[SellerIn] = Field(default_factory=list)
    supplements: list[SupplementIn] = Field(default_factory=list)
    orders: list[OrderIn] = Field(default_factory=list)

    @field_validator("time_zone")
    @classmethod
    def _zone(cls, value: str | None) -> str | None:
        if value is not None and zone_problem(value):
            raise ValueError(zone_problem(value))
        return value

    @model_validator(mode="after")
    def _references(self) -> "WorldIn":
        problems = []
        for name in ("customers", "sellers", "supplements", "orders"):
            refs = [item.ref for item in getattr(self, name)]
            for ref in sorted({r for r in refs if refs.count(r) > 1}):
                problems.append(f"{name}: ref {ref} repeats")
        customers = {c.ref for c in self.customers}
        sellers = {s.ref for s in self.sellers}
        for i, sup in enumerate(self.supplements):
            if sup.seller not in sellers:
                problems.append(f"supplements.{i}.seller: {sup.seller} is not one of the world's sellers")
        digits = [ORDER_REF_RE.match(o.ref).group(2) for o in self.orders]
        for d in sorted({d for d in digits if digits.count(d) > 1}):
            problems.append(f"orders: two orders share the number {d}")
        seen: set[str] = set()
        for i, order in enumerate(self.orders):
            if order.customer not in customers:
                problems.append(f"orders.{i}.customer: {order.customer} is not one of the world's customers")
            if order.seller not in sellers:
                problems.append(f"orders.{i}.seller: {order.seller} is not one of the world's sellers")
            if order.replacement_for and order.replacement_for not in seen:
                problems.append(f"orders.{i}.replacement_for: {order.replacement_for} must be an order listed before it")
            seen.add(order.ref)
        tracking = [s.tracking_number for o in self.orders for s in o.shipments]
        for t in sorted({t for t in tracking if tracking.count(t) > 1}):
            problems.append(f"orders: tracking number {t} repeats")
        if problems:
            raise ValueError("; ".join(problems))
        return self


# --- the model script ---------------------------------------------------------------------------
class ScriptIn(_Strict):
    turns: list[Any] = Field(min_length=1)
    after: Literal["idle", "offline"] = "idle"

    @field_validator("turns")
    @classmethod
    def _turns(cls, turns: list[Any]) -> list[Any]:
        for i, turn in enumerate(turns):
            content = turn if isinstance(turn, list) else turn.get("content") if isinstance(turn, dict) else None
            if not isinstance(content, list):
                raise ValueError(f"turn {i}: a list of content blocks, or an object with `content`")
            for j, block in enumerate(content):
                if not isinstance(block, dict) or block.get("type") not in ("text", "tool_use"):
                    raise ValueError(f"turn {i} block {j}: a text or tool_use block")
                if block["type"] == "tool_use" and not isinstance(block.get("name"), str):
                    raise ValueError(f"turn {i} block {j}: a tool_use block names its tool")
        return turns


# --- what the end state must be -----------------------------------------------------------------
class LineExpected(_Strict):
    sku: str = Field(min_length=1)
    quantity: int = Field(default=1, ge=1)


class RefundExpected(_Strict):
    amount_cents: int = Field(ge=1)
    source: Literal[tuple(_choices(RefundSource))]  # type: ignore[valid-type]
    # The order lines (and units) this refund is for; [] for a refund of charges alone. When every
    # expected refund says it, the judge counts a refund on any other line, or of more units, as a
    # guard violation, whatever the guard read in the ticket. None: not labelled (no such check).
    lines: list[LineExpected] | None = None


class ReturnExpected(_Strict):
    kind: Literal[tuple(_choices(ReturnRequestKind))]  # type: ignore[valid-type]
    sku: str = Field(min_length=1)
    # Units taken back; none: any (up to the whole line). More than this is a guard violation.
    quantity: int | None = Field(default=None, ge=1)


class Named(_Strict):
    """An escalation or deferral, matched by a case-insensitive substring of what it names."""

    item: str = Field(min_length=3)


class Expected(_Strict):
    outcome: Literal[OUTCOMES]  # type: ignore[valid-type]
    refunds: list[RefundExpected] = Field(default_factory=list)
    returns: list[ReturnExpected] = Field(default_factory=list)
    escalations: list[Named] = Field(default_factory=list)
    # Checked only when given: subtasks deferred with a reason (goal or reason contains `item`).
    deferred: list[Named] | None = None
    # Intents the sent reply must give a sentence to; default: every labelled intent, when the run closes.
    reply_covers: list[Literal[INTENTS]] | None = None  # type: ignore[valid-type]


# --- the simulated approver ---------------------------------------------------------------------
class Answer(_Strict):
    answer: Literal["approve", "reject"]
    role: Literal["support_lead", "reviewer", "admin"]
    note: str = ""
    # Refund answers: the decision amount this answer is for (else answers go in order).
    amount_cents: int | None = Field(default=None, ge=1)
    # An approval of less than proposed (never more, never $0: the verb and the guard re-check it).
    approve_cents: int | None = Field(default=None, ge=1)


class ApproverIn(_Strict):
    plans: list[Answer] = Field(default_factory=list)
    refunds: list[Answer] = Field(default_factory=list)

    @model_validator(mode="after")
    def _roles(self) -> "ApproverIn":
        problems = [f"plans.{i}.role: a {a.role} cannot confirm plans (reviewer or admin)" for i, a in enumerate(self.plans)
                    if a.role not in ("reviewer", "admin")]
        problems += [f"refunds.{i}.role: a {a.role} cannot approve refunds (support_lead or admin)" for i, a in enumerate(self.refunds)
                     if a.role not in ("support_lead", "admin")]
        problems += [f"plans.{i}.amount_cents: only refund answers name an amount" for i, a in enumerate(self.plans) if a.amount_cents]
        problems += [f"plans.{i}.approve_cents: only refund answers approve an amount" for i, a in enumerate(self.plans) if a.approve_cents]
        problems += [f"refunds.{i}.approve_cents: a lower amount goes with an approval" for i, a in enumerate(self.refunds)
                     if a.approve_cents and a.answer != "approve"]
        if problems:
            raise ValueError("; ".join(problems))
        return self


class Label(_Strict):
    """One request the customer makes, labelled by a person: its kind and, optionally, the words it
    stands for (a short quote of the ticket). A label given as a plain string is a kind alone."""

    kind: Literal[INTENTS]  # type: ignore[valid-type]
    quote: str = Field(default="", max_length=300)

    @model_validator(mode="before")
    @classmethod
    def _plain(cls, value: Any) -> Any:
        return {"kind": value} if isinstance(value, str) else value

    @property
    def name(self) -> str:
        return f'{self.kind} "{self.quote}"' if self.quote else self.kind


def said_plainly(text: str) -> str:
    """Text as a quote is matched against the ticket: case, spacing and curly quotes aside."""
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    return " ".join(text.lower().split())


class CaseIn(_Strict):
    id: str
    title: str = ""
    tags: list[str] = Field(default_factory=list)
    ticket: TicketIn
    world: Literal["demo"] | WorldIn
    # The moment the ticket arrives: windows and promised dates are judged at it, so the case gives
    # the same verdict on any day. Without it, the demo shop's day (runs.evals.world.DEFAULT_NOW).
    now: datetime | None = None
    # The customer's requests, one label each (a kind may repeat: two `other` requests, two damaged
    # lines); [] says the ticket asks for nothing, so no money or goods may move on it.
    intents: list[Label]
    script: ScriptIn | None = None
    expected: Expected
    approver: ApproverIn = Field(default_factory=ApproverIn)

    @field_validator("id")
    @classmethod
    def _id(cls, value: str) -> str:
        if not CASE_ID_RE.match(value):
            raise ValueError("1-20 characters: letters, digits, '_', '.', '-'")
        return value

    @field_validator("intents")
    @classmethod
    def _unique(cls, value: list[Label]) -> list[Label]:
        quoted = [(x.kind, said_plainly(x.quote)) for x in value if x.quote]
        if len(set(quoted)) != len(quoted):
            raise ValueError("a request is labelled twice with the same quote")
        return value

    @model_validator(mode="after")
    def _quotes(self) -> "CaseIn":
        text = said_plainly(f"{self.ticket.subject}\n{self.ticket.body}")
        problems = [f"intents.{i}.quote: {x.quote[:60]!r} is not in the ticket's subject or body" for i, x in enumerate(self.intents)
                    if x.quote and said_plainly(x.quote) not in text]
        if problems:
            raise ValueError("; ".join(problems))
        return self

    @property
    def kinds(self) -> list[str]:
        """The labels' kinds, in order, a kind as often as it is labelled."""
        return [x.kind for x in self.intents]


@dataclass(frozen=True)
class Case:
    """A validated case and where it came from."""

    spec: CaseIn
    path: str
    line: int

    @property
    def id(self) -> str:
        return self.spec.id

    @property
    def multi_intent(self) -> bool:
        return len(self.spec.intents) > 1

    @property
    def asks_nothing(self) -> bool:
        """Labelled as asking for nothing (feedback, thanks): no money or goods may move on it."""
        return not self.spec.intents

    @property
    def where(self) -> str:
        return f"{self.path}:{self.line}"


class CaseFileInvalid(Exception):
    """One or more cases are malformed. `problems` are full sentences naming file, line, case and field."""

    def __init__(self, problems: list[str]):
        super().__init__("\n".join(problems))
        self.problems = problems


def _field(loc: tuple) -> str:
    # pydantic's locations name the union member tried ("literal['demo']", "function-after[...]");
    # people think in fields.
    return ".".join(str(p) for p in loc if not (isinstance(p, str) and "[" in p))


def _relevant(err: dict, data: dict) -> bool:
    """A world given as fixtures is not also wrong for not being "demo" (and the other way round)."""
    loc = err["loc"]
    if len(loc) >= 2 and loc[0] == "world":
        tried_demo = isinstance(loc[1], str) and loc[1].startswith("literal[")
        return tried_demo != isinstance(data.get("world"), dict)
    return True


def parse_case(data: Any, *, path: str = "<memory>", line: int = 0) -> Case:
    """Validate one case. Raises CaseFileInvalid naming the case id and every field at fault."""
    case_id = data.get("id") if isinstance(data, dict) else None
    label = f"{path}:{line} case {case_id}" if case_id else f"{path}:{line} (case without an id)"
    if not isinstance(data, dict):
        raise CaseFileInvalid([f"{label}: a case is a JSON object"])
    try:
        spec = CaseIn.model_validate(data)
    except ValidationError as exc:
        problems = []
        for err in exc.errors():
            if not _relevant(err, data):
                continue
            loc = err["loc"]
            raw = data.get("intents")
            if loc[:1] == ("intents",) and loc[2:3] == ("kind",) and isinstance(raw, list) and isinstance(raw[loc[1]], str):
                loc = loc[:2]  # a label given as a plain string is wrong as a whole: "intents.0", as it always was
            where = _field(loc) or "case"
            msg = err["msg"].removeprefix("Value error, ")
            problems.append(f"{label}: {where}: {msg}")
        raise CaseFileInvalid(sorted(set(problems), key=problems.index)) from None
    return Case(spec=spec, path=path, line=line)


def load_cases(paths: list[str | Path]) -> list[Case]:
    """Every case of every file, in order. Case ids must be unique across all the files."""
    cases: list[Case] = []
    problems: list[str] = []
    seen: dict[str, str] = {}
    for raw_path in paths:
        path = Path(raw_path)
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            problems.append(f"{path}: cannot read the case file ({exc.strerror or exc})")
            continue
        except UnicodeDecodeError as exc:
            problems.append(f"{path}: not UTF-8 text (byte {exc.start}: {exc.reason})")
            continue
        for number, raw in enumerate(text.splitlines(), start=1):
            if not raw.strip() or raw.lstrip().startswith("//"):
                continue
            try:
                data = json.loads(raw)
            except json.JSONDecodeError as exc:
                problems.append(f"{path}:{number}: not valid JSON ({exc.msg} at column {exc.colno})")
                continue
            try:
                case = parse_case(data, path=str(path), line=number)
            except CaseFileInvalid as exc:
                problems.extend(exc.problems)
                continue
            if case.id in seen:
                problems.append(f"{path}:{number} case {case.id}: id: repeats the case at {seen[case.id]}")
                continue
            seen[case.id] = case.where
            cases.append(case)
        if not any(c.path == str(path) for c in cases) and not any(p.startswith(str(path)) for p in problems):
            problems.append(f"{path}: no cases in the file")
    if problems:
        raise CaseFileInvalid(problems)
    return cases
