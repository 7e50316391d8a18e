"""`manage.py seed_demo`: the demo marketplace, the demo tickets and one login per role.

The data is checked in the database, against what the tickets and policies say it shows, not
only against the module it came from.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from collections import Counter
from datetime import datetime, timezone
from decimal import ROUND_HALF_UP, Decimal
from io import StringIO
from itertools import product
from pathlib import Path

import pytest
from django.apps import apps
from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.core import serializers
from django.core.management import call_command
from django.core.management.base import CommandError
from django.test import Client

from runs.models import Run, Ticket
from runs.shop import models as shop
from runs.shop.demo_data import (
    CANONICAL_ORDER_REF,
    CANONICAL_TICKET_REF,
    DEMO_TODAY,
    REPLACEMENT_STATUS,
    build_shop,
)
from runs.shop.demo_seed import load_demo
from runs.shop.models import CaseType, SellerType
from runs.shop.refund_matrix import refund_source_for

ROOT = Path(__file__).resolve().parent.parent
ROLES = {"lead": "support_lead", "reviewer": "reviewer", "auditor": "auditor", "admin": "admin"}
FIRST_DAY, LAST_DAY = datetime(2026, 10, 1, tzinfo=timezone.utc), datetime(2026, 12, 1, tzinfo=timezone.utc)


@pytest.fixture(autouse=True)
def fast_hasher(settings):
    # The idempotency of passwords does not depend on the hasher; a fast one keeps reseeding cheap.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


def seed() -> str:
    out, err = StringIO(), StringIO()
    call_command("seed_demo", stdout=out, stderr=err, demo_deployment=True)  # the data, whatever mode the suite runs in
    return out.getvalue() + err.getvalue()


@pytest.mark.django_db
@pytest.mark.parametrize("debug,embedded,looks_like_production", [(False, False, False), (False, True, True), (True, True, True)])
def test_it_refuses_a_production_deployment_and_creates_nobody(settings, debug, embedded, looks_like_production):
    """Embedded (no REDIS_URL) is not enough: PostgreSQL, HTTPS or an own SECRET_KEY make it production."""
    settings.DEBUG, settings.SUPERVISOR_EMBEDDED, settings.LOOKS_LIKE_PRODUCTION = debug, embedded, looks_like_production
    for options in ({}, {"no_users": True}):
        with pytest.raises(CommandError, match="createsuperuser"):
            call_command("seed_demo", **options)
    assert not get_user_model().objects.exists() and not Ticket.objects.exists()


@pytest.mark.django_db
def test_a_production_deployment_declared_a_demo_gets_the_demo_logins(settings):
    settings.DEBUG, settings.SUPERVISOR_EMBEDDED, settings.LOOKS_LIKE_PRODUCTION = False, False, True
    call_command("seed_demo", "--demo-deployment", stdout=StringIO())
    assert get_user_model().objects.get(username="admin").is_superuser


def test_an_embedded_deployment_with_https_and_its_own_key_is_refused_without_the_declaration(tmp_path):
    """No REDIS_URL (so embedded), but HTTPS on and a SECRET_KEY: production, as the operator set it up."""
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL", "DEBUG", "SUPERVISOR_EMBEDDED")}
    env.update(SQLITE_PATH=str(tmp_path / "prod.sqlite3"), SECRET_KEY="k" * 50, HTTPS="on")
    result = subprocess.run([sys.executable, "manage.py", "seed_demo"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode != 0 and "looks like a production deployment" in result.stderr, result.stderr
    assert "--demo-deployment" in result.stderr


@pytest.mark.django_db
def test_an_embedded_deployment_needs_no_declaration(settings):
    settings.DEBUG, settings.SUPERVISOR_EMBEDDED, settings.LOOKS_LIKE_PRODUCTION = False, True, False
    call_command("seed_demo", stdout=StringIO())
    assert get_user_model().objects.filter(username="lead").exists()


@pytest.fixture
def seeded(db):
    return seed()


def dump() -> dict[str, list]:
    """Every row of the shop, the tickets, the runs, users and groups (with their m2m links)."""
    models = [*apps.get_app_config("shop").get_models(), Ticket, Run, get_user_model(), Group]
    return {m._meta.label: serializers.serialize("python", m.objects.order_by("pk")) for m in models}


def tax(cents: int) -> int:
    return int((Decimal(cents) * Decimal("0.0825")).quantize(Decimal(1), rounding=ROUND_HALF_UP))


def charge_key(c: shop.Charge) -> tuple:
    return (c.kind, c.description, c.amount_cents, c.charged_at)


def case_orders(case_type: str):
    data = build_shop()
    return [(spec, case) for spec in data.orders for case in spec.cases if case.case_type == case_type]


# --- Idempotency ----------------------------------------------------------------------------


@pytest.mark.django_db
def test_seeding_twice_changes_nothing(seeded):
    before = dump()
    assert sum(len(rows) for rows in before.values()) > 800
    report = load_demo()
    assert report.changed == 0, {name: t for name, t in report.tallies.items() if t.changed}
    assert dump() == before


@pytest.mark.django_db
def test_the_second_run_says_nothing_changed(seeded):
    assert "Done: already up to date, nothing changed." in seed()


@pytest.mark.django_db
def test_reseeding_does_not_rehash_the_demo_passwords(seeded):
    hashes = dict(get_user_model().objects.values_list("username", "password"))
    seed()
    assert dict(get_user_model().objects.values_list("username", "password")) == hashes


@pytest.mark.django_db
def test_reseeding_restores_a_changed_demo_password_and_role(seeded):
    user = get_user_model().objects.get(username="reviewer")
    user.set_password("something-else")
    user.save()
    user.groups.add(Group.objects.get(name="admin"))
    seed()
    user.refresh_from_db()
    assert user.check_password("demo")
    assert set(user.groups.values_list("name", flat=True)) == {"reviewer"}


@pytest.mark.django_db
def test_reseeding_repairs_demo_rows_that_drifted(seeded):
    order = shop.Order.objects.get(ref=CANONICAL_ORDER_REF)
    order.charges.filter(kind="delivery").first().delete()
    order.charges.filter(kind="items").update(amount_cents=1)
    order.shipments.get().scans.filter(code="delivered").update(location="Nowhere")
    shop.Customer.objects.filter(ref="C-1001").update(name="Someone Else")
    shop.PolicyDocument.objects.filter(ref="POL-BILL-001").update(keywords="")
    shop.Shipment.objects.filter(order=order).update(status="lost")
    order.lines.update(shipment=None)  # the one parcel carried every line
    shop.Shipment.objects.create(order=order, tracking_number="STRAY-1", carrier="UPS", status="in_transit",
                                 promised_by=order.placed_at.date())

    seed()

    assert sorted((c.kind, c.amount_cents) for c in order.charges.all()) == [
        ("delivery", 995), ("delivery", 995), ("items", 10900), ("tax", 899)]
    assert order.shipments.get().status == "delivered"  # the stray parcel is gone
    assert set(order.lines.values_list("shipment", flat=True)) == {order.shipments.get().pk}
    assert order.shipments.get().scans.get(code="delivered").location == "Portland, OR"
    assert shop.Customer.objects.get(ref="C-1001").name == "Maya Lindqvist"
    assert "duplicate charge" in shop.PolicyDocument.objects.get(ref="POL-BILL-001").keywords
    assert load_demo().changed == 0


@pytest.mark.django_db
def test_seeding_never_touches_what_runs_created(seeded):
    ticket = Ticket.objects.get(ref=CANONICAL_TICKET_REF)
    order = shop.Order.objects.get(ref=CANONICAL_ORDER_REF)
    run = Run.objects.create(ticket=ticket)
    refund = shop.Refund.objects.create(order=order, amount_cents=995, source="platform", reason="duplicate delivery",
                                        idempotency_key=f"run:{run.pk}:refund:1")
    bookcase = order.lines.get()
    collection = shop.ReturnRequest.objects.create(order=order, line=bookcase, kind="collection", reason="cracked side panel",
                                                   idempotency_key=f"run:{run.pk}:return:2")
    # A line the demo data does not list: kept when a return points at it, removed otherwise.
    returned = shop.LineItem.objects.create(order=order, sku="ASH-EXTRA", description="Shelf pins", unit_price_cents=300)
    shop.ReturnRequest.objects.create(order=order, line=returned, kind="return", reason="spare", idempotency_key=f"run:{run.pk}:return:3")
    shop.LineItem.objects.create(order=order, sku="ASH-STRAY", description="Stray line", unit_price_cents=100)
    # The ticket a run answered is left exactly as the run read it.
    Ticket.objects.filter(pk=ticket.pk).update(body="The body the run read.")

    output = seed()

    assert Run.objects.filter(pk=run.pk).exists()
    assert shop.Refund.objects.filter(pk=refund.pk, amount_cents=995).exists()
    assert shop.ReturnRequest.objects.filter(pk=collection.pk, line=bookcase).exists()
    assert set(order.lines.values_list("sku", flat=True)) == {"ASH-BKC-31", "ASH-EXTRA"}
    assert Ticket.objects.get(pk=ticket.pk).body == "The body the run read."
    assert "T-40219: left as it is (it has runs)" in output
    assert "kept line ASH-EXTRA" in output


@pytest.mark.django_db
def test_demo_ticket_refs_someone_typed_or_a_command_made_are_not_overwritten(db):
    typist = get_user_model().objects.create_user("typist")
    Ticket.objects.create(ref="T-40220", subject="Mine", body="Typed in the web form", customer_email="x@example.com",
                          channel="web", created_by=typist)
    Ticket.objects.create(ref="T-40221", subject="Mine too", body="From run_ticket", customer_email="y@example.com", channel="command")
    output = seed()
    assert Ticket.objects.get(ref="T-40220").body == "Typed in the web form"
    assert Ticket.objects.get(ref="T-40221").body == "From run_ticket"
    assert "T-40220: left as it is (typist typed it)" in output
    assert "T-40221: left as it is (it came by Management command)" in output


@pytest.mark.django_db
def test_a_demo_ticket_from_before_arrival_channels_gets_its_channel_from_the_demo_data(db):
    seed()
    Ticket.objects.filter(ref="T-40221").update(channel="email")  # what the migration made of the old "demo" channel
    seed()
    assert Ticket.objects.get(ref="T-40221").channel == "web"


# --- The canonical order --------------------------------------------------------------------


@pytest.mark.django_db
def test_the_canonical_order_has_exactly_the_facts_the_ticket_depends_on(seeded):
    order = shop.Order.objects.select_related("seller", "customer").get(ref=CANONICAL_ORDER_REF)
    assert order.status == "delivered"
    assert order.replacement_for is None

    assert (order.seller.ref, order.seller.name, order.seller.seller_type) == ("SEL-ASH", "Ashford Home", "marketplace")
    supplement = order.seller.supplements.get()
    assert supplement.ref == "SUP-ASH-011"
    assert supplement.accepts_returns is True
    assert supplement.damage_remedy == "collect_and_refund"

    (line,) = order.lines.all()
    assert "bookcase" in line.description.lower()
    assert line.quantity == 1
    assert line.unit_price_cents + tax(line.unit_price_cents) < settings.REFUND_CEILING_CENTS

    charges = list(order.charges.all())
    delivery = [c for c in charges if c.kind == "delivery"]
    assert len(delivery) == 2 and {c.amount_cents for c in delivery} == {995}
    assert charge_key(delivery[0]) == charge_key(delivery[1])  # identical rows, not two different fees
    assert Counter(c.kind for c in charges) == {"delivery": 2, "items": 1, "tax": 1}
    assert next(c.amount_cents for c in charges if c.kind == "tax") == tax(line.unit_price_cents)

    (shipment,) = order.shipments.all()
    assert shipment.status == "delivered" and shipment.delivered_at is not None
    assert shipment.delivered_at.date() <= shipment.promised_by  # on time: lateness is not a fourth intent
    assert shipment.scans.last().code == "delivered"


@pytest.mark.django_db
def test_no_replacement_exists_for_the_canonical_order_but_one_does_elsewhere(seeded):
    assert not shop.Order.objects.filter(replacement_for__ref=CANONICAL_ORDER_REF).exists()
    replacements = shop.Order.objects.filter(replacement_for__isnull=False)
    assert replacements.count() >= 2
    skillet = shop.Order.objects.get(ref="SU-88107")
    (replacement,) = skillet.replacements.all()
    assert replacement.ref == "SU-88512"
    assert not replacement.charges.exists()  # a replacement is free
    assert replacement.customer_id == skillet.customer_id and replacement.seller_id == skillet.seller_id
    assert set(replacement.lines.values_list("sku", flat=True)) <= set(skillet.lines.values_list("sku", flat=True))
    assert replacement.shipments.get().promised_by >= DEMO_TODAY  # still on its way


# --- Coverage -------------------------------------------------------------------------------


@pytest.mark.django_db
def test_there_are_at_least_sixty_orders_with_a_case(seeded):
    assert shop.Order.objects.count() >= 60
    assert sum(1 for o in build_shop().orders if o.cases) >= 60


@pytest.mark.django_db
def test_every_case_type_and_seller_type_pair_has_an_order(seeded):
    seller_type = dict(shop.Order.objects.values_list("ref", "seller__seller_type"))
    pairs = Counter((case.case_type, seller_type[spec.ref]) for ct in CaseType.values for spec, case in case_orders(ct))
    for pair in product(CaseType.values, SellerType.values):
        assert pairs[pair] >= 3, pair


@pytest.mark.django_db
def test_several_sellers_each_with_a_supplement_and_varied_terms(seeded):
    sellers = shop.Seller.objects.prefetch_related("supplements")
    assert sellers.filter(seller_type="first_party").exists() and sellers.filter(seller_type="marketplace").count() >= 4
    supplements = [s.supplements.get() for s in sellers]
    assert {s.accepts_returns for s in supplements} == {True, False}
    assert {s.damage_remedy for s in supplements} == set(shop.SellerSupplementDamageRemedy.values)
    assert all(len(s.text) > 150 for s in supplements)


@pytest.mark.django_db
def test_policy_documents_have_stable_refs_case_types_and_keywords(seeded):
    expected = {
        "POL-BILL-001": "duplicate_charge", "POL-DMG-002": "damaged_item", "POL-NDL-003": "non_delivery",
        "POL-WRG-004": "wrong_item", "POL-COM-005": "change_of_mind", "POL-LATE-006": "late_delivery",
        "POL-REPL-007": "damaged_item",
    }
    docs = {d.ref: d for d in shop.PolicyDocument.objects.all()}
    for ref, case_type in expected.items():
        assert docs[ref].case_type == case_type
        assert len(docs[ref].body) > 300 and docs[ref].keywords
    assert {d.case_type for d in docs.values()} == set(CaseType.values)
    assert "unconditionally" in docs["POL-BILL-001"].body


@pytest.mark.django_db
@pytest.mark.parametrize("phrase,ref", [
    ("charged twice", "POL-BILL-001"),
    ("bookcase arrived cracked", "POL-DMG-002"),
    ("parcel never arrived", "POL-NDL-003"),
    ("received the wrong item", "POL-WRG-004"),
    ("changed my mind", "POL-COM-005"),
    ("delivery arrived late", "POL-LATE-006"),
    ("is a replacement being sent", "POL-REPL-007"),
])
def test_customer_words_find_the_right_policy_first(seeded, phrase, ref):
    from runs.shop.backend import shop_backend

    assert shop_backend().search_policy(phrase)[0]["ref"] == ref


# --- The data shows each case ---------------------------------------------------------------


def _orders(refs):
    return {o.ref: o for o in shop.Order.objects.filter(ref__in=refs).prefetch_related("charges", "lines", "shipments__scans")}


@pytest.mark.django_db
def test_duplicate_charges_are_identical_rows_and_only_on_duplicate_charge_orders(seeded):
    duplicates = {spec.ref: case for spec, case in case_orders("duplicate_charge")}
    for order in shop.Order.objects.prefetch_related("charges"):
        counts = Counter(charge_key(c) for c in order.charges.all())
        repeated = sum(key[2] * (n - 1) for key, n in counts.items() if n > 1)
        if order.ref in duplicates:
            assert repeated == duplicates[order.ref].fair_refund_cents > 0, order.ref
        else:
            assert repeated == 0, order.ref


@pytest.mark.django_db
def test_non_delivery_orders_were_never_scanned_as_delivered(seeded):
    specs = {spec.ref: case for spec, case in case_orders("non_delivery")}
    for ref, order in _orders(specs).items():
        (shipment,) = order.shipments.all()
        scans = list(shipment.scans.all())
        assert shipment.delivered_at is None and shipment.status in ("lost", "in_transit"), ref
        assert "delivered" not in {s.code for s in scans}, ref
        assert shipment.promised_by < DEMO_TODAY, ref
        # Lost, an exception, or no movement for five days: POL-NDL-003's test for "not delivered".
        assert shipment.status == "lost" or scans[-1].code == "exception" or (DEMO_TODAY - scans[-1].scanned_at.date()).days >= 5
        assert specs[ref].fair_refund_cents == sum(c.amount_cents for c in order.charges.all())


@pytest.mark.django_db
def test_late_orders_arrived_after_their_promise_and_the_rest_on_time(seeded):
    late = {spec.ref: case for spec, case in case_orders("late_delivery")}
    for shipment in shop.Shipment.objects.filter(status="delivered").select_related("order"):
        arrived = shipment.delivered_at.date()
        if shipment.order.ref in late:
            fee = sum(c.amount_cents for c in shipment.order.charges.filter(kind="delivery"))
            assert arrived > shipment.promised_by and fee > 0
            assert late[shipment.order.ref].fair_refund_cents == fee
        else:
            assert arrived <= shipment.promised_by, shipment.order.ref
        assert arrived < DEMO_TODAY


@pytest.mark.django_db
def test_item_cases_are_delivered_and_worth_the_line_price_and_its_tax(seeded):
    for case_type in ("damaged_item", "wrong_item", "change_of_mind"):
        specs = {spec.ref: case for spec, case in case_orders(case_type)}
        for ref, order in _orders(specs).items():
            case = specs[ref]
            assert order.shipments.get().status == "delivered", ref
            line = order.lines.get(sku=case.sku)
            if case.fair_refund_cents:
                assert case.fair_refund_cents == line.unit_price_cents * line.quantity + tax(line.unit_price_cents * line.quantity)
            elif case.remedy == "replacement_sent":
                assert order.replacements.exists(), ref
            else:
                supplement = order.seller.supplements.get()
                delivered = order.shipments.get().delivered_at.date()
                assert case_type == "change_of_mind"
                assert not supplement.accepts_returns or (DEMO_TODAY - delivered).days > supplement.return_window_days, ref


@pytest.mark.django_db
def test_case_refund_sources_follow_the_matrix(seeded):
    seller_type = dict(shop.Order.objects.values_list("ref", "seller__seller_type"))
    for spec in build_shop().orders:
        for case in spec.cases:
            assert case.refund_source == refund_source_for(case.case_type, seller_type[spec.ref])


@pytest.mark.django_db
def test_some_fair_refunds_are_above_the_ceiling_and_none_sit_on_it(seeded):
    ceiling = settings.REFUND_CEILING_CENTS
    amounts = [(spec, case) for spec in build_shop().orders for case in spec.cases]
    above = [(spec, case) for spec, case in amounts if case.fair_refund_cents > ceiling]
    assert {spec.seller_type for spec, _ in above} == set(SellerType.values)
    assert len({case.case_type for _, case in above}) >= 4
    # The $420 sofa: damaged, well over the ceiling.
    sofa = shop.Order.objects.get(ref="SU-88244")
    assert sofa.lines.get().unit_price_cents == 42000
    assert any(spec.ref == "SU-88244" and case.case_type == "damaged_item" for spec, case in above)
    # Whether a refund needs a lead is never a matter of a few cents of rounding.
    assert not [spec.ref for spec, case in amounts if abs(case.fair_refund_cents - ceiling) < ceiling * 0.05]


@pytest.mark.django_db
def test_no_demo_price_lands_on_half_a_cent_of_tax(seeded):
    for line in shop.LineItem.objects.all():
        assert (line.unit_price_cents * line.quantity * 825) % 10000 != 5000, line.sku


# --- Fixed data -----------------------------------------------------------------------------


@pytest.mark.django_db
def test_every_stored_date_is_fixed_in_october_or_november_2026(seeded):
    stamps = [
        *shop.Order.objects.values_list("placed_at", flat=True),
        *shop.Charge.objects.values_list("charged_at", flat=True),
        *shop.CarrierScan.objects.values_list("scanned_at", flat=True),
        *shop.Shipment.objects.exclude(delivered_at=None).values_list("delivered_at", flat=True),
        *Ticket.objects.values_list("created_at", flat=True),
    ]
    assert stamps and all(FIRST_DAY <= s < LAST_DAY for s in stamps)
    assert all(FIRST_DAY.date() <= d < LAST_DAY.date() for d in shop.Shipment.objects.values_list("promised_by", flat=True))
    for shipment in shop.Shipment.objects.prefetch_related("scans"):
        times = [s.scanned_at for s in shipment.scans.all()]
        assert times == sorted(times) and (not times or times[0] > shipment.order.placed_at)


def test_the_demo_data_is_the_same_in_every_process():
    # Random choices are seeded per order ref; nothing may depend on hash randomisation or the clock.
    script = (
        "import django, hashlib; django.setup(); from runs.shop.demo_data import build_shop; "
        "print(hashlib.sha256(repr(build_shop()).encode()).hexdigest())"
    )
    digests = set()
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed, "DJANGO_SETTINGS_MODULE": "supervisor.settings"}
        result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
        assert result.returncode == 0, result.stderr
        digests.add(result.stdout.strip())
    assert digests == {hashlib.sha256(repr(build_shop()).encode()).hexdigest()}


# --- Demo tickets ---------------------------------------------------------------------------


@pytest.mark.django_db
def test_the_canonical_ticket_carries_three_intents_from_the_orders_customer(seeded):
    ticket = Ticket.objects.get(ref=CANONICAL_TICKET_REF)
    order = shop.Order.objects.select_related("customer").get(ref=CANONICAL_ORDER_REF)
    assert ticket.channel == "email" and ticket.created_by is None
    assert ticket.order_ref == CANONICAL_ORDER_REF and ticket.customer_email == order.customer.email
    body = ticket.body.lower()
    assert "$9.95" in body and "twice" in body  # the duplicate delivery charge
    assert "side panel" in body and "crack" in body  # the damage
    assert "replacement" in body  # confirm none is being sent
    assert build_shop().ticket(CANONICAL_TICKET_REF).intents == ("duplicate_charge", "damaged_item", REPLACEMENT_STATUS)


@pytest.mark.django_db
def test_demo_tickets_cover_every_case_type_and_the_hard_cases(seeded):
    data = build_shop()
    tickets = {t.ref: t for t in Ticket.objects.all()}
    # They arrive as real tickets do: mostly email, some through the contact form, some through the API.
    assert len(tickets) >= 11 and {t.channel for t in tickets.values()} == {"email", "web", "api"}
    assert {intent for spec in data.tickets for intent in spec.intents} >= set(CaseType.values)

    orders = {o.ref: o for o in shop.Order.objects.select_related("customer").prefetch_related("shipments__scans")}
    for spec in data.tickets:
        if "unknown_order" in spec.traits:
            assert spec.order_ref not in orders
            assert not shop.Customer.objects.filter(email=spec.customer_email).exists()
        else:
            assert tickets[spec.ref].customer_email == orders[spec.order_ref].customer.email, spec.ref
            assert spec.order_ref in tickets[spec.ref].body

    injected = [t for t in tickets.values() if "ignore previous instructions" in t.body.lower()]
    assert len(injected) == 1 and "refund $500" in injected[0].body

    ceiling = settings.REFUND_CEILING_CENTS
    above = [s for s in data.tickets if "above_ceiling" in s.traits]
    assert above and all(
        any(c.fair_refund_cents > ceiling for c in data.order(s.order_ref).cases) for s in above
    )

    never_delivered = [s for s in data.tickets if s.order_ref in orders
                       and "non_delivery" in {c.case_type for c in data.order(s.order_ref).cases}]
    assert never_delivered
    for spec in never_delivered:
        codes = {scan.code for shipment in orders[spec.order_ref].shipments.all() for scan in shipment.scans.all()}
        assert "delivered" not in codes


@pytest.mark.django_db
def test_demo_tickets_keep_the_date_the_customer_wrote(seeded):
    for spec in build_shop().tickets:
        assert Ticket.objects.get(ref=spec.ref).created_at == spec.received_at


# --- Logins ---------------------------------------------------------------------------------


@pytest.mark.django_db
@pytest.mark.parametrize("username,group", ROLES.items())
def test_each_role_user_logs_in_with_demo_and_holds_only_its_role(seeded, username, group):
    assert Client().post("/accounts/login/", {"username": username, "password": "demo"}).status_code == 302
    user = get_user_model().objects.get(username=username)
    assert set(user.groups.values_list("name", flat=True)) == {group}
    assert user.is_staff is user.is_superuser is (username == "admin")


@pytest.mark.django_db
def test_role_groups_hold_their_permissions(seeded):
    lead = get_user_model().objects.get(username="lead")
    auditor = get_user_model().objects.get(username="auditor")
    assert lead.has_perm("runs.approve_refund") and not lead.has_perm("runs.export_audit")
    assert auditor.has_perm("runs.export_audit") and not auditor.has_perm("runs.approve_refund")


@pytest.mark.django_db
def test_the_command_prints_its_counts_and_the_demo_logins(db):
    output = seed()
    assert "orders" in output and " 80 " in output.replace("/", " ")
    assert 'Demo logins (password "demo")' in output
    for username, group in ROLES.items():
        assert f"{username:<10} {group}" in output
    for case in CaseType:
        assert case.label in output


@pytest.mark.django_db
def test_four_eyes_works_in_the_demo_without_admin(settings):
    """A second lead approves what the first asked for; a second reviewer confirms what the first edited."""
    from runs.models import Approval
    from supervisor.rules import allowed
    from tests.factories import RunFactory

    call_command("seed_demo", "--demo-deployment", stdout=StringIO())
    users = {u.username: u for u in get_user_model().objects.all()}
    run = RunFactory()
    refund = Approval.objects.create(run=run, kind=Approval.Kind.REFUND, subject="r", decision={}, requested_by=users["lead"])
    plan = Approval.objects.create(run=run, kind=Approval.Kind.PLAN, subject="p", decision={}, requested_by=users["reviewer"])
    assert not allowed(users["lead"], "decide_approval", refund) and allowed(users["lead2"], "decide_approval", refund)
    assert not allowed(users["reviewer"], "decide_plan", plan) and allowed(users["reviewer2"], "decide_plan", plan)
    # The demo tickets wait in the inbox: nobody typed them, so nobody in the app is their requester.
    assert Ticket.objects.filter(created_by__isnull=True, runs__isnull=True).count() == len(build_shop().tickets)
