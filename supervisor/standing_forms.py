"""The form a support lead signs a standing approval with: what it covers, its caps, until when.
An admin then grants it (runs.people.standing). Each field says what is wrong with it; the verb
re-checks the rows."""

from __future__ import annotations

from decimal import Decimal

from django import forms
from django.conf import settings

from runs import world
from runs.shop.kinds import CaseType, SellerType

DOLLARS = {"min_value": Decimal("0.01"), "max_digits": 9, "decimal_places": 2}


class StandingApprovalForm(forms.Form):
    case_types = forms.MultipleChoiceField(choices=CaseType.choices, widget=forms.CheckboxSelectMultiple, label="Kinds of case",
                                           error_messages={"required": "Tick at least one kind of case it covers."})
    seller_type = forms.ChoiceField(choices=SellerType.choices, label="Orders from", widget=forms.RadioSelect,
                                    error_messages={"required": "Choose first-party or marketplace orders."})
    max_amount = forms.DecimalField(label="Up to $ per refund", error_messages={"required": "Give the most one refund may be."}, **DOLLARS)
    max_uses = forms.IntegerField(label="At most this many refunds", min_value=1, max_value=1000,
                                  error_messages={"required": "Give how many refunds it covers."})
    max_total = forms.DecimalField(label="At most $ in all (optional)", required=False, **DOLLARS)
    expires_at = forms.DateTimeField(label=f"Until ({settings.SHOP_TIME_ZONE})", widget=forms.DateTimeInput(attrs={"type": "datetime-local"}, format="%Y-%m-%dT%H:%M"),
                                     error_messages={"required": "Give the moment it stops covering refunds.",
                                                     "invalid": "Give the end as a date and time, e.g. 2026-12-04T18:00."})
    note = forms.CharField(label="Why (optional)", required=False, max_length=300)

    def clean_expires_at(self):
        value = self.cleaned_data["expires_at"]
        if value <= world.now():
            raise forms.ValidationError("That moment has passed: give an end in the future.")
        return value

    def clean(self):
        data = super().clean()
        if data.get("max_total") is not None and data.get("max_amount") is not None and data["max_total"] < data["max_amount"]:
            self.add_error("max_total", "The total in all is less than one refund may be: raise it or leave it empty.")
        return data

    def grant_args(self) -> dict:
        d = self.cleaned_data
        return {"case_types": d["case_types"], "seller_type": d["seller_type"],
                "max_amount_cents": int(d["max_amount"] * 100), "max_uses": d["max_uses"],
                "max_total_cents": int(d["max_total"] * 100) if d.get("max_total") is not None else None,
                "expires_at": d["expires_at"], "note": d["note"]}
