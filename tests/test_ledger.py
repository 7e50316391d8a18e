"""The side-effect ledger: every external effect of every run, folded from the records, with its
status (requested, in doubt, done, refused, not made, compensated), its compensation and whether
the shop still allows it; settling effects in doubt; a compensation asked for by one support lead,
approved by another, carried out and recorded; refunds refused."""

import datetime as dt

import pytest
from django.urls import reverse

from runs.models import Approval, Effect, Run
from runs.people import actions
from runs.replay import replay_run
from runs.shop.models import Charge, LineItem, Order, Refund, ReturnRequest, Shipment
from tests.dashboard_world import ONE_INTENT, finished, next_ref, plan_waiting, world  # noqa: F401
from tests.runtime_world import start, ticket, walk_until_pause, walker_dies_at

LEDGER = reverse("ledger")


def collected_run(reviewer) -> Run:
    """The canonical three-intent ticket walked to the end: a refund, a collection of the cracked
    bookcase (the seller collects damaged items) and the reply."""
    run = plan_waiting()
    actions.plan_confirm(approval_id=run.approvals.get(kind="plan", status="pending").pk, user=reviewer)
    run = walk_until_pause(run)
    assert run.status == Run.Status.DONE, run.status
    return run


def another_order(ref: str) -> str:
    """An order of Maya's like SU-88421 (delivery charged twice), so one more run can refund its duplicate."""
    canonical = Order.objects.get(ref="SU-88421")
    order = Order.objects.create(ref=ref, customer=canonical.customer, seller=canonical.seller, status="delivered", placed_at=canonical.placed_at)
    for line in canonical.lines.all():
        LineItem.objects.create(order=order, sku=line.sku, description=line.description, unit_price_cents=line.unit_price_cents)
    for charge in canonical.charges.order_by("pk"):
        Charge.objects.create(order=order, kind=charge.kind, description=charge.description, amount_cents=charge.amount_cents,
                              charged_at=charge.charged_at)
    for s in canonical.shipments.all():
        Shipment.objects.create(order=order, carrier=s.carrier, tracking_number=f"{s.tracking_number}-{ref}", status=s.status,
                                promised_by=s.promised_by, delivered_at=s.delivered_at)
    return ref


def crashed_after_the_shop_paid(settings, point: str = "after", order_ref: str = "SU-88421") -> Run:
    """A worker dies right after (or before) the shop acts on the refund: the request is recorded, its answer is not."""
    settings.PLAN_CONFIRMATION_RULE = "never"
    run = start(ticket(ONE_INTENT.replace("SU-88421", order_ref), ref=next_ref(), subject="Charged twice", order_ref=order_ref))
    with walker_dies_at(point), pytest.raises(KeyboardInterrupt):
        walk_until_pause(run)
    run.refresh_from_db()
    return run


def status_of(effect: Effect) -> str:
    return "in_doubt" if Effect.objects.filter(pk=effect.pk, status="requested").exclude(
        run__status="running", run__lease_expires_at__gt=dt.datetime.now(dt.UTC)).exists() else effect.status


def test_a_finished_run_has_its_refund_and_reply_in_the_ledger_as_done(world):
    run = finished()
    effects = list(run.effects.order_by("requested_seq"))
    assert [(e.effect_class, e.status) for e in effects] == [("refund", "done"), ("reply", "done")]
    refund = effects[0]
    assert refund.key == Refund.objects.get().idempotency_key and refund.amount_cents == 995 and refund.decision == "D1"
    assert refund.compensation == "none: cannot be undone" and refund.result_seq > refund.requested_seq


def test_a_refund_requested_but_never_confirmed_is_in_doubt_until_a_lead_settles_it_against_the_shop(world, settings, lead, client_for):
    run = crashed_after_the_shop_paid(settings)
    effect = run.effects.get(effect_class="refund")
    assert effect.status == "requested" and effect.result_seq is None and status_of(effect) == "in_doubt"
    assert Refund.objects.filter(idempotency_key=effect.key).exists()  # the shop paid; the record does not say so
    page = client_for(lead).get(LEDGER)
    assert [row.effect.pk for row in page.context["in_doubt"]] == [effect.pk]
    assert "Settle as done" in page.content.decode()
    response = client_for(lead).post(reverse("effect_settle", args=[effect.pk]), {"note": "refund 995 seen in the shop's admin"})
    assert response.status_code == 302
    effect.refresh_from_db()
    assert effect.status == "done" and effect.settled_by == "lead"
    settled = run.events.get(kind="effect_settled")
    assert settled.actor == "lead" and settled.payload["found"] is True and settled.payload["shop"]["amount_cents"] == 995
    assert client_for(lead).get(LEDGER).context["in_doubt"] == []


def test_an_effect_in_doubt_the_shop_never_made_is_settled_not_made_and_a_later_walk_still_records_the_shop(world, settings, lead):
    run = crashed_after_the_shop_paid(settings, point="before")
    effect = run.effects.get(effect_class="refund")
    assert status_of(effect) == "in_doubt" and not Refund.objects.exists()
    assert actions.effect_settle(effect_id=effect.pk, user=lead, note="nothing under the key").status == "not_made"
    run = walk_until_pause(run)  # the walk re-issues the same key: the shop's own answer wins
    effect.refresh_from_db()
    assert run.status == "done" and effect.status == "done" and Refund.objects.count() == 1
    assert replay_run(run).identical


def test_an_effect_a_worker_is_walking_is_not_in_doubt_and_cannot_be_settled(world, settings, lead):
    run = crashed_after_the_shop_paid(settings)
    effect = run.effects.get(effect_class="refund")
    Run.objects.filter(pk=run.pk).update(status="running", lease_owner="w2", lease_expires_at=dt.datetime.now(dt.UTC) + dt.timedelta(minutes=1))
    assert status_of(effect) == "requested"
    with pytest.raises(actions.ActionRefused, match="a worker is walking its run now"):
        actions.effect_settle(effect_id=effect.pk, user=lead, note="looked")


def test_compensation_refuses_a_refund_and_a_reply(world, lead, client_for):
    run = finished()
    refund = run.effects.get(effect_class="refund")
    with pytest.raises(actions.ActionRefused, match=r"A refund cannot be undone \(none: cannot be undone\)"):
        actions.compensation_request(effect_id=refund.pk, user=lead, reason="customer changed their mind")
    response = client_for(lead).post(reverse("effect_compensate", args=[refund.pk]), {"reason": "try anyway"}, follow=True)
    assert "A refund cannot be undone" in response.content.decode()
    with pytest.raises(actions.ActionRefused, match="A reply cannot be undone"):
        actions.compensation_request(effect_id=run.effects.get(effect_class="reply").pk, user=lead, reason="wrong text")
    assert not Approval.objects.filter(kind="compensation").exists() and not run.events.filter(kind="compensation_requested").exists()
    assert f'action="{reverse("effect_compensate", args=[refund.pk])}"' not in client_for(lead).get(LEDGER).content.decode()


def test_a_collection_is_cancelled_before_the_carrier_collects_once_another_lead_approves(world, reviewer, lead, other_lead, client_for):
    run = collected_run(reviewer)
    collection = run.effects.get(effect_class="collection")
    assert collection.status == "done" and collection.compensation == "cancel the return before the carrier collects"
    page = client_for(lead).get(LEDGER)
    row = next(r for r in page.context["page"].object_list if r.effect.pk == collection.pk)
    assert row.undo == "can" and row.undo_label == "can still be undone"
    client_for(lead).post(reverse("effect_compensate", args=[collection.pk]), {"reason": "customer will keep it after all"})
    collection.refresh_from_db()
    approval = collection.compensation_approval
    assert collection.compensation_state == "requested" and approval.requested_by == lead and approval.kind == "compensation"
    # Nobody approves what they asked for: not in the page, not by a POST, not in the verb.
    decide = reverse("compensation_decide", args=[approval.pk])
    assert decide not in client_for(lead).get(LEDGER).content.decode()
    assert client_for(lead).post(decide, {"decision": "approve"}).status_code == 403
    with pytest.raises(actions.ActionRefused, match="someone else must decide"):
        actions.compensation_decide(approval_id=approval.pk, user=lead, approve=True)
    assert decide in client_for(other_lead).get(LEDGER).content.decode()
    client_for(other_lead).post(decide, {"decision": "approve"})
    collection.refresh_from_db()
    assert collection.status == "compensated" and collection.compensated_by == "lead2"
    assert ReturnRequest.objects.get(idempotency_key=collection.key).status == "cancelled"
    kinds = [(e.kind, e.actor) for e in run.events.filter(kind__in=["compensation_requested", "compensation_started", "effect_compensated"])]
    assert kinds == [("compensation_requested", "lead"), ("compensation_started", "lead2"), ("effect_compensated", "lead2")]
    approval.refresh_from_db()
    assert approval.status == "used" and approval.decided_by == other_lead
    assert replay_run(Run.objects.get(pk=run.pk)).identical


def test_a_collection_the_carrier_has_collected_can_no_longer_be_compensated(world, reviewer, lead, other_lead):
    run = collected_run(reviewer)
    collection = run.effects.get(effect_class="collection")
    approval = actions.compensation_request(effect_id=collection.pk, user=lead, reason="keeping it")
    ReturnRequest.objects.filter(idempotency_key=collection.key).update(status="collected")  # the carrier came first
    with pytest.raises(actions.ActionRefused, match="collected by the carrier: it can no longer be cancelled"):
        actions.compensation_decide(approval_id=approval.pk, user=other_lead, approve=True)
    collection.refresh_from_db()
    assert collection.status == "done" and collection.compensation_state == "refused"
    assert run.events.get(kind="effect_compensated").payload["ok"] is False
    with pytest.raises(actions.ActionRefused, match="shows this collection as collected"):
        actions.compensation_request(effect_id=collection.pk, user=lead, reason="again")


def test_a_rejected_compensation_changes_nothing_in_the_shop(world, reviewer, lead, other_lead):
    run = collected_run(reviewer)
    collection = run.effects.get(effect_class="collection")
    approval = actions.compensation_request(effect_id=collection.pk, user=lead, reason="keeping it")
    actions.compensation_decide(approval_id=approval.pk, user=other_lead, approve=False, note="the seller wants it back")
    collection.refresh_from_db()
    assert collection.status == "done" and collection.compensation_state == "rejected"
    assert ReturnRequest.objects.get(idempotency_key=collection.key).status == "started"


@pytest.mark.parametrize("role", ["auditor", "reviewer", "lead"])
def test_every_role_reads_the_ledger_and_only_leads_get_its_actions(request, world, settings, client_for, role):
    finished()
    crashed_after_the_shop_paid(settings, order_ref=another_order("SU-88500"))
    response = client_for(request.getfixturevalue(role)).get(LEDGER)
    assert response.status_code == 200
    assert ("Settle as" in response.content.decode()) == (role == "lead")


def test_the_ledger_needs_a_login_and_its_actions_a_lead(world, client, reviewer, auditor, client_for):
    assert client.get(LEDGER).status_code == 302
    effect = finished().effects.first()
    for user in (reviewer, auditor):
        assert client_for(user).post(reverse("effect_settle", args=[effect.pk]), {"note": "x"}).status_code == 403
        assert client_for(user).post(reverse("effect_compensate", args=[effect.pk]), {"reason": "x"}).status_code == 403


def test_filters_and_totals_per_day_and_source(world, settings, auditor, client_for):
    done = finished()
    crashed_after_the_shop_paid(settings, order_ref=another_order("SU-88500"))
    client = client_for(auditor)
    listed = lambda **q: sorted((r.effect.run_id, r.effect.effect_class) for r in client.get(LEDGER, q).context["page"].object_list)  # noqa: E731
    assert listed(effect_class="reply") == [(done.pk, "reply")]
    assert [e for _, e in listed(status="in_doubt")] == ["refund"]
    assert listed(status="done", effect_class="refund") == [(done.pk, "refund")]
    assert listed(run=done.pk) == [(done.pk, "refund"), (done.pk, "reply")]
    assert listed(requested_before="2000-01-01") == []
    totals = client.get(LEDGER, {"effect_class": "refund"}).context["totals"]
    assert [(t["effect_class"], t["source"], t["n"], t["cents"]) for t in totals] == [("refund", "platform", 2, 1990)]
    assert client.get(LEDGER, {"run": "x"}).status_code == 400


def test_the_ledger_page_asks_the_same_queries_however_many_effects(world, settings, reviewer, lead, client_for, django_assert_num_queries):
    finished()
    client = client_for(lead)
    client.get(LEDGER)
    # session, user (permissions and role chips kept between requests: supervisor.person_roles), count, page of effects, in-doubt effects, the shop under
    # the keys shown (refunds, returns, replies), totals
    with django_assert_num_queries(9):
        client.get(LEDGER)
    crashed_after_the_shop_paid(settings, order_ref=another_order("SU-88500"))
    assert Effect.objects.count() == 3
    with django_assert_num_queries(9):
        client.get(LEDGER)


def test_the_ledger_is_rebuilt_from_the_records_alone_as_the_migration_does(world, settings, reviewer, lead, other_lead):
    import importlib

    from django.apps import apps

    run = collected_run(reviewer)
    approval = actions.compensation_request(effect_id=run.effects.get(effect_class="collection").pk, user=lead, reason="kept")
    actions.compensation_decide(approval_id=approval.pk, user=other_lead, approve=True)
    crashed_after_the_shop_paid(settings, order_ref=another_order("SU-88500"))
    columns = [f.attname for f in Effect._meta.concrete_fields if f.attname != "id"]
    written = sorted(Effect.objects.values_list(*columns))
    Effect.objects.all().delete()
    importlib.import_module("runs.migrations.0009_effect_ledger").backfill(apps, None)
    assert sorted(Effect.objects.values_list(*columns)) == written


def test_a_compensation_waiting_on_a_run_does_not_hold_back_the_refund_it_waits_for(world, lead, other_lead):
    from tests.dashboard_world import refund_waiting

    run = refund_waiting()
    Approval.objects.create(run=run, kind=Approval.Kind.COMPENSATION, subject=f"run:{run.pk}:compensate:earlier-return", requested_by=other_lead)
    actions.refund_decide(approval_id=run.approvals.get(kind="refund", status="pending").pk, user=lead, approve=True)
    run.refresh_from_db()
    assert run.status == Run.Status.QUEUED


def test_a_nul_character_in_a_persons_text_is_refused_by_name_and_nothing_is_stored(world, reviewer, lead, other_lead, client_for):
    # PostgreSQL cannot store a NUL: the ledger's and the label queue's free text is checked as a form checks it.
    run = collected_run(reviewer)
    collection = run.effects.get(effect_class="collection")
    response = client_for(lead).post(reverse("effect_compensate", args=[collection.pk]), {"reason": "carrier\x00mix-up"}, follow=True)
    assert response.status_code == 200 and "Reason: Null characters are not allowed." in response.content.decode()
    assert not Approval.objects.filter(kind="compensation").exists()
    approval = actions.compensation_request(effect_id=collection.pk, user=lead, reason="carrier mix-up")
    response = client_for(other_lead).post(reverse("compensation_decide", args=[approval.pk]), {"decision": "reject", "note": "no\x00"},
                                           follow=True)
    assert "Note: Null characters are not allowed." in response.content.decode()
    assert Approval.objects.get(pk=approval.pk).status == Approval.Status.PENDING
    response = client_for(reviewer).post(reverse("run_label", args=[run.pk]), {"label": "wrong", "reason": "bad\x00reply"}, follow=True)
    assert "Reason: Null characters are not allowed." in response.content.decode() and not run.labels.exists()
