"""factory-boy factories for the run record, the demo shop and people.

Every default is valid against the database's own constraints, so `XFactory()` always saves.
RunEventFactory takes its `seq` from the run's `next_seq`, like the runtime does, so events a
test makes never collide with the ones the runtime appends afterwards.
"""

import datetime as dt

import factory
from django.contrib.auth import get_user_model
from django.db.models import F
from django.utils import timezone
from factory.django import DjangoModelFactory

from runs import models as runs
from runs.shop import models as shop
from supervisor.models import ApiToken

DEMO_PASSWORD = "demo"


# --- People ---------------------------------------------------------------------------------


class UserFactory(DjangoModelFactory):
    class Meta:
        model = get_user_model()
        django_get_or_create = ["username"]
        skip_postgeneration_save = True

    username = factory.Sequence(lambda n: f"user{n}")
    email = factory.LazyAttribute(lambda o: f"{o.username}@example.com")
    first_name = factory.LazyAttribute(lambda o: o.username.capitalize())
    password = factory.django.Password(DEMO_PASSWORD)

    @factory.post_generation
    def groups(self, create, extracted, **kwargs):
        """`UserFactory(groups=["reviewer"])`: group names (created by ensure_role_groups)."""
        if create and extracted:
            from django.contrib.auth.models import Group

            self.groups.add(*[Group.objects.get(name=name) for name in extracted])


class GroupFactory(DjangoModelFactory):
    class Meta:
        model = "auth.Group"
        django_get_or_create = ["name"]

    name = factory.Sequence(lambda n: f"group {n}")


class AxesRowFactory(DjangoModelFactory):
    """django-axes' rows about login attempts (one per failure, lockout or login)."""

    class Meta:
        abstract = True

    username = factory.Sequence(lambda n: f"someone{n}")
    ip_address = "10.0.0.1"
    user_agent = "pytest"
    http_accept = "text/html"
    path_info = "/accounts/login/"


class AccessAttemptFactory(AxesRowFactory):
    class Meta:
        model = "axes.AccessAttempt"

    get_data = ""
    post_data = "username=someone"
    failures_since_start = 3


class AccessLogFactory(AxesRowFactory):
    class Meta:
        model = "axes.AccessLog"


class AccessFailureLogFactory(AxesRowFactory):
    class Meta:
        model = "axes.AccessFailureLog"


class ApiTokenFactory(DjangoModelFactory):
    class Meta:
        model = ApiToken

    user = factory.SubFactory(UserFactory)
    name = factory.Sequence(lambda n: f"token {n}")
    digest = factory.Sequence(lambda n: ApiToken.digest_of(f"test-key-{n}"))


# --- Demo shop ------------------------------------------------------------------------------


class CustomerFactory(DjangoModelFactory):
    class Meta:
        model = shop.Customer

    ref = factory.Sequence(lambda n: f"CUS-{n:05d}")
    name = factory.Sequence(lambda n: f"Customer {n}")
    email = factory.Sequence(lambda n: f"customer{n}@example.com")


class SellerFactory(DjangoModelFactory):
    class Meta:
        model = shop.Seller

    ref = factory.Sequence(lambda n: f"SEL-{n:04d}")
    name = factory.Sequence(lambda n: f"Seller {n}")
    seller_type = shop.SellerType.MARKETPLACE


class SellerSupplementFactory(DjangoModelFactory):
    class Meta:
        model = shop.SellerSupplement

    ref = factory.Sequence(lambda n: f"SUP-{n:04d}")
    seller = factory.SubFactory(SellerFactory)
    accepts_returns = True
    return_window_days = 30
    damage_remedy = shop.SellerSupplementDamageRemedy.COLLECT_AND_REFUND
    text = "Returns accepted within 30 days; damaged items are collected, then refunded."


class OrderFactory(DjangoModelFactory):
    class Meta:
        model = shop.Order

    ref = factory.Sequence(lambda n: f"ORD-{n:06d}")
    customer = factory.SubFactory(CustomerFactory)
    seller = factory.SubFactory(SellerFactory)
    status = shop.OrderStatus.DELIVERED
    placed_at = factory.LazyFunction(lambda: timezone.now() - dt.timedelta(days=10))
    currency = "USD"


class LineItemFactory(DjangoModelFactory):
    class Meta:
        model = shop.LineItem

    order = factory.SubFactory(OrderFactory)
    sku = factory.Sequence(lambda n: f"SKU-{n:05d}")
    description = "Oak side table"
    quantity = 1
    unit_price_cents = 8900


class ChargeFactory(DjangoModelFactory):
    class Meta:
        model = shop.Charge

    order = factory.SubFactory(OrderFactory)
    kind = shop.ChargeKind.DELIVERY
    description = "Standard delivery"
    amount_cents = 799
    charged_at = factory.LazyAttribute(lambda o: o.order.placed_at)


class ShipmentFactory(DjangoModelFactory):
    class Meta:
        model = shop.Shipment

    order = factory.SubFactory(OrderFactory)
    carrier = "Parcelway"
    tracking_number = factory.Sequence(lambda n: f"PW{n:010d}")
    status = shop.ShipmentStatus.DELIVERED
    promised_by = factory.LazyFunction(lambda: (timezone.now() - dt.timedelta(days=5)).date())
    delivered_at = factory.LazyFunction(lambda: timezone.now() - dt.timedelta(days=6))


class CarrierScanFactory(DjangoModelFactory):
    class Meta:
        model = shop.CarrierScan

    shipment = factory.SubFactory(ShipmentFactory)
    scanned_at = factory.LazyFunction(lambda: timezone.now() - dt.timedelta(days=6))
    code = shop.CarrierScanCode.DELIVERED
    location = "Leeds depot"


class PolicyDocumentFactory(DjangoModelFactory):
    class Meta:
        model = shop.PolicyDocument

    ref = factory.Sequence(lambda n: f"POL-{n:03d}")
    title = "Damaged items"
    case_type = shop.CaseType.DAMAGED_ITEM
    keywords = "damaged broken cracked"
    body = "An item that arrives damaged is refunded in full once the damage is shown."


class RefundFactory(DjangoModelFactory):
    class Meta:
        model = shop.Refund

    order = factory.SubFactory(OrderFactory)
    amount_cents = 799
    source = shop.RefundSource.PLATFORM
    reason = "Duplicate delivery charge"
    idempotency_key = factory.Sequence(lambda n: f"refund-key-{n}")


class ReturnRequestFactory(DjangoModelFactory):
    class Meta:
        model = shop.ReturnRequest

    order = factory.SubFactory(OrderFactory)
    line = factory.SubFactory(LineItemFactory, order=factory.SelfAttribute("..order"))
    kind = shop.ReturnRequestKind.COLLECTION
    status = shop.ReturnRequestStatus.STARTED
    reason = "Cracked side panel"
    idempotency_key = factory.Sequence(lambda n: f"return-key-{n}")


class CustomerReplyFactory(DjangoModelFactory):
    class Meta:
        model = shop.CustomerReply

    order = factory.SubFactory(OrderFactory)
    customer_email = factory.LazyAttribute(lambda o: o.order.customer.email if o.order else "customer@example.com")
    body = "Your duplicate delivery charge has been refunded."
    idempotency_key = factory.Sequence(lambda n: f"reply-key-{n}")


# --- The run record -------------------------------------------------------------------------


class TicketFactory(DjangoModelFactory):
    class Meta:
        model = runs.Ticket

    ref = factory.Sequence(lambda n: f"T-{n:05d}")
    subject = "Charged twice for delivery"
    body = "I was charged for delivery twice on my order. Please refund the extra charge."
    customer_email = factory.Sequence(lambda n: f"customer{n}@example.com")
    order_ref = ""
    channel = runs.TicketChannel.WEB


class RunFactory(DjangoModelFactory):
    class Meta:
        model = runs.Run

    ticket = factory.SubFactory(TicketFactory)
    model_name = "offline"
    phase = runs.Phase.TRIAGE
    status = runs.RunStatus.QUEUED


class RunEventFactory(DjangoModelFactory):
    """`seq` defaults to the run's next_seq (and advances it), as the runtime allocates it."""

    class Meta:
        model = runs.RunEvent

    run = factory.SubFactory(RunFactory)
    seq = None
    turn = factory.LazyAttribute(lambda o: o.run.turn)
    phase = factory.LazyAttribute(lambda o: o.run.phase)
    kind = "note"
    actor = "agent"
    payload = factory.LazyFunction(dict)

    @classmethod
    def _create(cls, model_class, *args, **kwargs):
        if kwargs.get("seq") is None:
            run = kwargs["run"]
            seq = runs.Run.objects.filter(pk=run.pk).values_list("next_seq", flat=True).get()
            runs.Run.objects.filter(pk=run.pk).update(next_seq=F("next_seq") + 1)
            run.next_seq = seq + 1
            kwargs["seq"] = seq
        return super()._create(model_class, *args, **kwargs)


class SubtaskFactory(DjangoModelFactory):
    class Meta:
        model = runs.Subtask

    run = factory.SubFactory(RunFactory)
    number = factory.Sequence(lambda n: n + 1)
    goal = "Refund the duplicate delivery charge"
    case_type = shop.CaseType.DUPLICATE_CHARGE
    status = runs.SubtaskStatus.OPEN

    class Params:
        # SubtaskFactory(resolved=True): resolved, with evidence pointing at an event of its run.
        resolved = factory.Trait(
            status=runs.SubtaskStatus.RESOLVED,
            evidence_event=factory.SubFactory(RunEventFactory, run=factory.SelfAttribute("..run"), kind="tool_result"),
            evidence="refund issued",
        )


class StepFactory(DjangoModelFactory):
    class Meta:
        model = runs.Step

    subtask = factory.SubFactory(SubtaskFactory)
    number = factory.Sequence(lambda n: n + 1)
    title = "Issue the refund"
    tool = "issue_refund"
    precondition = factory.LazyFunction(lambda: ["decision_admitted"])
    acceptance = factory.LazyFunction(lambda: ["refund_issued"])
    effect_class = runs.EffectClass.EXTERNAL_EFFECT
    compensation = "none: a refund cannot be undone"


class ReplanEventFactory(DjangoModelFactory):
    class Meta:
        model = runs.ReplanEvent

    run = factory.SubFactory(RunFactory)
    event = factory.SubFactory(RunEventFactory, run=factory.SelfAttribute("..run"), kind="replan")
    turn = factory.LazyAttribute(lambda o: o.event.turn)
    actor = "agent"
    trigger = "The carrier scan shows the parcel was delivered."
    old_plan = factory.LazyFunction(lambda: [{"number": 1, "goal": "Refund the undelivered parcel"}])
    new_plan = factory.LazyFunction(lambda: [{"number": 1, "goal": "Open a carrier claim for the lost parcel"}])
    diff = factory.LazyFunction(lambda: [{"op": "change", "number": 1, "field": "goal"}])


class ApprovalFactory(DjangoModelFactory):
    class Meta:
        model = runs.Approval

    run = factory.SubFactory(RunFactory)
    kind = runs.ApprovalKind.REFUND
    subject = factory.LazyAttributeSequence(lambda o, n: f"run:{o.run.pk}:decision:{n:08x}")
    decision = factory.LazyFunction(lambda: {"amount_cents": 18900, "source": "seller", "policy_ref": "POL-001"})
    status = runs.ApprovalStatus.PENDING
    requested_by = None
    expires_at = factory.LazyFunction(lambda: timezone.now() + dt.timedelta(hours=72))


class StandingApprovalFactory(DjangoModelFactory):
    class Meta:
        model = runs.StandingApproval

    case_types = factory.LazyFunction(lambda: ["damaged_item"])
    seller_type = "first_party"
    max_amount_cents = 30000
    max_uses = 20
    expires_at = factory.LazyFunction(lambda: timezone.now() + dt.timedelta(days=4))
    requested_by = factory.SubFactory(UserFactory)
    signed_at = factory.LazyFunction(timezone.now)
    granted_by = factory.SubFactory(UserFactory)
    granted_at = factory.LazyFunction(timezone.now)


class StandingApprovalUseFactory(DjangoModelFactory):
    class Meta:
        model = runs.StandingApprovalUse

    standing = factory.SubFactory(StandingApprovalFactory)
    run = factory.SubFactory(RunFactory)
    key = factory.LazyAttribute(lambda o: f"run-{o.run.pk}-s1-refund")
    decision = "D1"
    digest = "0123456789abcdef0123"
    amount_cents = 25000
    number = factory.Sequence(lambda n: n + 1)
    created_at = factory.LazyFunction(timezone.now)


class EscalationFactory(DjangoModelFactory):
    class Meta:
        model = runs.Escalation

    run = factory.SubFactory(RunFactory)
    subtask = None
    open_item = "Settle the cracked side panel"
    reason = "The seller's supplement and the policy disagree."
    status = runs.EscalationStatus.OPEN


class DriftAlertFactory(DjangoModelFactory):
    class Meta:
        model = runs.DriftAlert

    run = factory.SubFactory(RunFactory)
    turn = 4
    reason = runs.DriftAlertReason.IDLE_TURNS
    detail = factory.LazyFunction(lambda: {"idle_turns": 3})
    status = runs.DriftAlertStatus.OPEN


class EvalRunFactory(DjangoModelFactory):
    class Meta:
        model = runs.EvalRun

    model_name = "offline"
    case_files = factory.LazyFunction(lambda: ["evals/cases.jsonl"])
    k = 1


class EvalCaseResultFactory(DjangoModelFactory):
    class Meta:
        model = runs.EvalCaseResult

    eval_run = factory.SubFactory(EvalRunFactory)
    case_id = factory.Sequence(lambda n: f"case-{n:03d}")
    trial = 1
    outcome = "resolved"
    passed = True


def standing_in_force(lead, admin, **scope) -> runs.StandingApproval:
    """A standing approval made as people make it: signed by `lead`, then granted by `admin`."""
    from runs.people import standing

    return standing.grant(standing_id=standing.sign(lead=lead, **scope).pk, admin=admin)
