"""Every model registered in the Django admin: its list, add and change pages load for the admin.

`admin_client` is pytest-django's, logged in as our `admin_user` (tests/conftest.py overrides it).

A model added to the admin without a factory here fails `test_every_registered_model_has_a_factory`
with its name: add one to tests/factories.py and to FACTORIES below.
"""

import pytest
from django.contrib import admin
from django.urls import reverse

from tests import factories as f

FACTORIES = {
    "auth.user": f.UserFactory,
    "auth.group": f.GroupFactory,
    "supervisor.apitoken": f.ApiTokenFactory,
    "axes.accessattempt": f.AccessAttemptFactory,
    "axes.accesslog": f.AccessLogFactory,
    "axes.accessfailurelog": f.AccessFailureLogFactory,
    "runs.ticket": f.TicketFactory,
    "runs.run": f.RunFactory,
    "runs.runevent": f.RunEventFactory,
    "runs.replanevent": f.ReplanEventFactory,
    "runs.subtask": f.SubtaskFactory,
    "runs.step": f.StepFactory,
    "runs.approval": f.ApprovalFactory,
    "runs.standingapproval": f.StandingApprovalFactory,
    "runs.standingapprovaluse": f.StandingApprovalUseFactory,
    "runs.escalation": f.EscalationFactory,
    "runs.driftalert": f.DriftAlertFactory,
    "runs.evalrun": f.EvalRunFactory,
    "runs.evalcaseresult": f.EvalCaseResultFactory,
    "shop.customer": f.CustomerFactory,
    "shop.seller": f.SellerFactory,
    "shop.sellersupplement": f.SellerSupplementFactory,
    "shop.order": f.OrderFactory,
    "shop.lineitem": f.LineItemFactory,
    "shop.charge": f.ChargeFactory,
    "shop.shipment": f.ShipmentFactory,
    "shop.carrierscan": f.CarrierScanFactory,
    "shop.policydocument": f.PolicyDocumentFactory,
    "shop.refund": f.RefundFactory,
    "shop.returnrequest": f.ReturnRequestFactory,
    "shop.customerreply": f.CustomerReplyFactory,
}

REGISTERED = sorted(admin.site._registry.items(), key=lambda item: item[0]._meta.label_lower)
IDS = [model._meta.label_lower for model, _ in REGISTERED]


def test_every_registered_model_has_a_factory():
    missing = [label for label in IDS if label not in FACTORIES]
    assert not missing, f"add factories for {missing} to tests/factories.py and tests/test_admin_pages.py"


def admin_url(model, view: str, *args) -> str:
    return reverse(f"admin:{model._meta.app_label}_{model._meta.model_name}_{view}", args=args)


@pytest.mark.django_db
def test_the_admin_index_loads(admin_client):
    response = admin_client.get(reverse("admin:index"))
    assert response.status_code == 200
    assert b"Run record" in response.content and b"Demo shop" in response.content


@pytest.mark.django_db
@pytest.mark.parametrize(("model", "model_admin"), REGISTERED, ids=IDS)
def test_the_admin_pages_load(model, model_admin, admin_client, rf, admin_user):
    label = model._meta.label_lower
    if label not in FACTORIES:
        pytest.fail(f"no factory for {label}")
    row = FACTORIES[label]()

    response = admin_client.get(admin_url(model, "changelist"))
    assert response.status_code == 200, f"{label} changelist"
    if model_admin.search_fields:
        response = admin_client.get(admin_url(model, "changelist"), {"q": "x"})
        assert response.status_code == 200, f"{label} changelist search"

    request = rf.get("/")
    request.user = admin_user
    if model_admin.has_add_permission(request):
        response = admin_client.get(admin_url(model, "add"))
        assert response.status_code == 200, f"{label} add page"

    response = admin_client.get(admin_url(model, "change", row.pk))
    assert response.status_code == 200, f"{label} change page"
    assert str(row).encode() in response.content or response.context["original"] == row
