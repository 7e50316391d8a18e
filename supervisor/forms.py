"""The forms behind every action a person takes. Each one is a POST with CSRF; the views hand the
cleaned data to a verb in runs.people.actions."""

from __future__ import annotations

import re

from django import forms
from django.contrib.auth import get_user_model

from runs import policy
from runs.models import Run, StepStatus, Subtask
from runs.money import dollars
from runs.plan import SUBTASK_KINDS, StepProposal, SubtaskProposal, length_bounds
from runs.ticket_intake import TicketInvalid, ticket_validate
from supervisor.models import NotificationSettings
from supervisor.selectors.customers import customer_with_orders

NOTE_WIDGET = forms.Textarea(attrs={"rows": 2})


class NoteForm(forms.Form):
    note = forms.CharField(required=False, max_length=2000, widget=NOTE_WIDGET, label="Note (optional)")


def instructions_field() -> forms.CharField:
    """What the agent should do instead, sent back with a rejection and pinned in its requests."""
    return forms.CharField(required=False, max_length=2000, widget=forms.Textarea(attrs={"rows": 2, "hx-preserve": True}),
                           label="Reject with instructions for the agent")


class RejectForm(forms.Form):
    """A plan's rejection: a reason, or instructions that send the plan back to the agent (or both)."""

    note = forms.CharField(required=False, max_length=2000, widget=NOTE_WIDGET, label="Why")
    instructions = instructions_field()

    def clean(self):
        data = super().clean()
        if not (data.get("note") or "").strip() and not (data.get("instructions") or "").strip():
            self.add_error("note", "Say why you reject it, or give the agent instructions: the agent and the audit trail both read it.")
        return data


class RefundDecisionForm(forms.Form):
    """Approve (the proposed amount, or less), reject with a note (the subtask is escalated), or
    reject with instructions (the agent decides again). `proposed_cents` is the decision's amount."""

    decision = forms.ChoiceField(choices=[("approve", "Approve"), ("reject", "Reject")])
    note = forms.CharField(required=False, max_length=2000, widget=NOTE_WIDGET)
    amount = forms.DecimalField(required=False, max_digits=12, decimal_places=2, label="Amount to approve ($)")
    instructions = instructions_field()

    def __init__(self, *args, proposed_cents: int, **kwargs):
        super().__init__(*args, **kwargs)
        self.proposed_cents = proposed_cents

    def clean(self):
        data = super().clean()
        note, instructions = (data.get("note") or "").strip(), (data.get("instructions") or "").strip()
        if data.get("decision") == "reject" and not note and not instructions:
            self.add_error("note", "Say why you reject the refund (the escalation carries your note), or give the agent instructions.")
        if data.get("decision") == "approve":
            if instructions:
                self.add_error("instructions", "Instructions go with a rejection: an approved refund is carried out as it stands.")
            amount = data.get("amount")
            if amount is not None and amount <= 0:
                self.add_error("amount", "Approve more than $0.00; to pay nothing, reject the refund.")
            elif amount is not None and round(amount * 100) > self.proposed_cents:
                self.add_error("amount", f"You can approve at most the {dollars(self.proposed_cents)} proposed, never more.")
        return data

    @property
    def approve(self) -> bool:
        return self.cleaned_data["decision"] == "approve"

    @property
    def amount_cents(self) -> int | None:
        amount = self.cleaned_data.get("amount")
        return None if amount is None else int(round(amount * 100))


class ResolveEscalationForm(forms.Form):
    resolution = forms.CharField(max_length=2000, widget=NOTE_WIDGET, label="What you did",
                                 error_messages={"required": "Say what you did about it."})
    resume = forms.BooleanField(required=False, label="Resume the run (the agent carries on from here, with what you did pinned in its requests)")


class OrderLinkForm(forms.Form):
    """A reviewer confirms that another customer's order belongs with this ticket."""

    order_ref = forms.CharField(max_length=32, widget=forms.HiddenInput)
    note = forms.CharField(max_length=300, label="Why it belongs with this ticket",
                           error_messages={"required": "Say why the order belongs with this ticket (a spouse writing, a gift)."})


class InterveneForm(forms.Form):
    KINDS = [
        ("instruction", "Add an instruction"),
        ("key_info", "Add key information"),
        ("stop", "Stop at the next turn boundary"),
    ]
    # hx-preserve: what a reviewer has typed survives the live updates that replace the form's region.
    kind = forms.ChoiceField(choices=KINDS, widget=forms.RadioSelect(attrs={"hx-preserve": True}), initial="instruction")
    text = forms.CharField(required=False, max_length=2000, widget=forms.Textarea(attrs={"rows": 3, "hx-preserve": True}),
                           label="What the agent should know or do")

    def clean(self):
        data = super().clean()
        if data.get("kind") in ("instruction", "key_info") and not (data.get("text") or "").strip():
            self.add_error("text", "Say what the agent should know or do.")
        return data


class TicketForm(forms.Form):
    """A ticket from the dashboard, validated by the same rules as the API (runs.ticket_intake)."""

    subject = forms.CharField(max_length=200)
    body = forms.CharField(widget=forms.Textarea(attrs={"rows": 8}), label="What the customer wrote")
    customer_email = forms.EmailField(label="Customer email")
    order_ref = forms.CharField(required=False, max_length=32, label="Order ref (if the customer named one)",
                                widget=forms.TextInput(attrs={"list": "customer-order-refs", "autocomplete": "off"}))

    def __init__(self, *args, lookup_url: str = "", **kwargs):
        super().__init__(*args, **kwargs)
        if lookup_url:  # htmx: once an email is typed, the customer's orders are suggested below it
            self.fields["customer_email"].widget.attrs.update({
                "hx-get": lookup_url, "hx-trigger": "input changed delay:400ms, change", "hx-target": "#customer-orders",
                "hx-swap": "outerHTML", "aria-describedby": "customer-orders"})

    def clean(self):
        data = super().clean()
        if self.errors:
            return data
        try:
            self.ticket_data = ticket_validate({k: data.get(k) or "" for k in ("subject", "body", "customer_email", "order_ref")})
        except TicketInvalid as exc:
            for name, message in exc.errors.items():
                self.add_error(None if name not in self.fields else name, message)
            return data
        # A person typing a ticket can check who it is from (the API takes what arrives; the agent escalates).
        email = self.ticket_data["customer_email"]
        if customer_with_orders(email) is None:
            self.add_error("customer_email", f"No customer of the shop has the email {email}. Check the spelling; "
                                             "the agent can only act for a customer the shop knows.")
        return data


# --- Editing a plan ---------------------------------------------------------------------------

NEW_SUBTASK_ROWS = 2
GOAL_MIN, GOAL_MAX = length_bounds(SubtaskProposal, "goal")  # a goal typed here is validated as the model's is


def _step_proposal(step) -> dict:
    """A step of the plan as a proposal carries it: the plan model's fields, which a Step row shares."""
    return {name: getattr(step, name) for name in StepProposal.model_fields}


class PlanEditForm(forms.Form):
    """Change goals, drop subtasks (they are deferred with your reason, never deleted) or add some.

    Fields per open subtask n: `goal_n`, `keep_n`. New rows: `new_goal_i`, `new_kind_i`."""

    trigger = forms.CharField(max_length=300, label="Why you change the plan",
                              help_text="Recorded as the replan's trigger, and as the reason on any subtask you drop.",
                              error_messages={"required": "Say why you change the plan: it is the replan's trigger."})

    def __init__(self, *args, run: Run, subtasks: list[Subtask], **kwargs):
        super().__init__(*args, **kwargs)
        self.run = run
        self.subtasks = subtasks
        self.editable = [s for s in subtasks if not s.is_closed]
        for s in self.editable:
            self.fields[f"goal_{s.number}"] = forms.CharField(max_length=GOAL_MAX, min_length=GOAL_MIN, initial=s.goal,
                                                              label=f"Goal of subtask {s.number}")
            self.fields[f"keep_{s.number}"] = forms.BooleanField(required=False, initial=True, label="Keep")
        kinds = [("", "Kind…")] + [(k, k.replace("_", " ")) for k in SUBTASK_KINDS]
        for i in range(1, NEW_SUBTASK_ROWS + 1):
            self.fields[f"new_goal_{i}"] = forms.CharField(required=False, max_length=GOAL_MAX, label=f"New subtask {i}: goal")
            self.fields[f"new_kind_{i}"] = forms.ChoiceField(required=False, choices=kinds, label=f"New subtask {i}: kind")

    def rows(self) -> list[dict]:
        return [{"subtask": s, "goal": self[f"goal_{s.number}"], "keep": self[f"keep_{s.number}"]} for s in self.editable]

    def new_rows(self) -> list[dict]:
        return [{"goal": self[f"new_goal_{i}"], "kind": self[f"new_kind_{i}"]} for i in range(1, NEW_SUBTASK_ROWS + 1)]

    def clean(self):
        data = super().clean()
        for i in range(1, NEW_SUBTASK_ROWS + 1):
            goal, kind = (data.get(f"new_goal_{i}") or "").strip(), data.get(f"new_kind_{i}")
            if goal and not kind:
                self.add_error(f"new_kind_{i}", "Pick what kind of subtask this is.")
            elif kind and len(goal) < GOAL_MIN:
                self.add_error(f"new_goal_{i}", f"Write the goal in the customer's terms (at least {GOAL_MIN} characters).")
        if self.editable and not any(data.get(f"keep_{s.number}") for s in self.editable) and not any(
                (data.get(f"new_goal_{i}") or "").strip() for i in range(1, NEW_SUBTASK_ROWS + 1)):
            raise forms.ValidationError("A plan needs at least one subtask: keep one or add one.")
        return data

    def proposal(self) -> list[dict]:
        """The subtasks in the shape runs.plan validates; dropped ones are left out (the runtime defers them)."""
        data = self.cleaned_data
        kept = [s for s in self.editable if data.get(f"keep_{s.number}")]
        kept_numbers = {s.number for s in kept}
        closed = {s.number for s in self.subtasks if s.is_closed}
        proposal = []
        for s in kept:
            steps = [st for st in s.steps.all() if st.status == StepStatus.PENDING] or [st for st in s.steps.all() if st.status != StepStatus.SKIPPED]
            proposal.append({"number": s.number, "goal": data[f"goal_{s.number}"].strip(), "kind": s.case_type,
                             # a closed subtask is not part of a replan; depending on it is already settled
                             "depends_on": [d for d in s.depends_on if d not in closed or d in kept_numbers],
                             "steps": [_step_proposal(st) for st in steps]})
        next_number = max([s.number for s in self.subtasks], default=0)
        for i in range(1, NEW_SUBTASK_ROWS + 1):
            goal = (data.get(f"new_goal_{i}") or "").strip()
            if goal:
                next_number += 1
                kind = data[f"new_kind_{i}"]
                # The steps the policy table gives that kind, validated like any proposed step.
                proposal.append({"number": next_number, "goal": goal, "kind": kind, "depends_on": [], "steps": policy.plan_steps(kind)})
        return proposal


class CounterfactualForm(forms.Form):
    """What to change when a finished run (or a set of them) is walked again: the model and the
    settings an auditor may try (runs.counterfactual.SETTABLE). Empty fields keep today's value."""

    model = forms.ChoiceField(choices=[("", "the run's own"), ("offline", "Offline agent"), ("scripted", "Scripted (the run's script)"),
                                       ("anthropic", "Claude")], required=False)
    refund_ceiling = forms.DecimalField(label="Refund ceiling ($)", min_value=0, max_value=100000, decimal_places=2, required=False)
    revision_budget = forms.IntegerField(min_value=0, max_value=20, required=False)
    plan_confirmation_rule = forms.ChoiceField(choices=[("", "as configured"), ("always", "always"), ("never", "never"),
                                                        ("multi_intent_or_over_ceiling", "multi-intent or over the ceiling")],
                                               required=False)
    # For a set from the runs list: finished runs of this outcome, newest first.
    outcome = forms.ChoiceField(choices=[("", "any"), ("resolved", "resolved"), ("partial", "partial"), ("escalated", "escalated")],
                                required=False)
    limit = forms.IntegerField(min_value=1, max_value=50, initial=10, required=False)

    def changes(self) -> dict:
        data = self.cleaned_data
        out = {}
        if data.get("refund_ceiling") is not None:
            out["REFUND_CEILING_CENTS"] = int(data["refund_ceiling"] * 100)
        if data.get("revision_budget") is not None:
            out["REVISION_BUDGET"] = data["revision_budget"]
        if data.get("plan_confirmation_rule"):
            out["PLAN_CONFIRMATION_RULE"] = data["plan_confirmation_rule"]
        return out
AMOUNT_ERRORS = {"invalid": "Give an amount in dollars, like 12.50: this one was not read, so it does not filter.",
                 "max_digits": "That amount is too large to filter by.", "max_decimal_places": "Give the amount to the cent at most, like 12.50.",
                 "max_whole_digits": "That amount is too large to filter by.", "min_value": "Give an amount of $0 or more."}


class WaitFilterForm(forms.Form):
    """The waits page's filters: kind, amount in dollars, only what is assigned to me, only what is overdue."""

    kind = forms.ChoiceField(required=False, choices=[("", "Every kind"), ("plan", "Plans"), ("refund", "Refunds"),
                                                      ("escalation", "Escalations")],
                             error_messages={"invalid_choice": "is not a kind (Plans, Refunds or Escalations): nothing is listed "
                                                               "until it is one."})
    min_amount = forms.DecimalField(required=False, min_value=0, max_digits=12, decimal_places=2, label="From $", error_messages=AMOUNT_ERRORS)
    max_amount = forms.DecimalField(required=False, min_value=0, max_digits=12, decimal_places=2, label="To $", error_messages=AMOUNT_ERRORS)
    mine = forms.BooleanField(required=False, label="Assigned to me")
    overdue = forms.BooleanField(required=False, label="Past its deadline")

    def applied(self) -> dict:
        """The filters that read right: a mistyped one is left out (and shown with its error), the
        others still apply, so a typo in an amount never silently widens the list to every kind.
        A mistyped kind is kept as typed, so it matches nothing: a lead who asked for one kind
        (a bookmarked ?kind=refunds) and then bulk-selects everything must not get other kinds in
        the selection; an empty list with the error named is the safe reading."""
        if not self.is_bound:
            return {}
        self.is_valid()
        data = dict(self.cleaned_data)
        if "kind" in self.errors:
            data["kind"] = str(self.data.get("kind"))
        return data

    def cents(self, name: str) -> int | None:
        value = self.applied().get(name)
        return None if value is None else int(value * 100)


WAIT_KEY = r"^(plan|refund|escalation):\d{1,18}$"


class BulkWaitForm(forms.Form):
    """Several waits at once: reject them (plans and refunds) with one note, or give them to one person."""

    action = forms.ChoiceField(choices=[("reject", "Reject"), ("reassign", "Reassign")])
    items = forms.MultipleChoiceField(choices=(), error_messages={"required": "Select at least one item first."})
    note = forms.CharField(required=False, max_length=2000)
    to = forms.ModelChoiceField(queryset=None, required=False, empty_label="Choose a person")

    def __init__(self, *args, people=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["to"].queryset = get_user_model().objects.filter(pk__in=[p.pk for p in people])
        self.fields["items"].choices = [(v, v) for v in self.data.getlist("items")] if hasattr(self.data, "getlist") else []

    def clean_items(self):
        items = self.cleaned_data["items"]
        bad = [i for i in items if not re.match(WAIT_KEY, i)]
        if bad:
            raise forms.ValidationError(f"Not an item: {bad[0][:40]}")
        return [(i.split(":")[0], int(i.split(":")[1])) for i in items]

    def clean(self):
        data = super().clean()
        if data.get("action") == "reject" and not (data.get("note") or "").strip():
            self.add_error("note", "Say why you reject them: the agent and the audit trail both read it.")
        if data.get("action") == "reassign" and not data.get("to"):
            self.add_error("to", "Choose who gets them.")
        return data


class NotificationSettingsForm(forms.ModelForm):
    class Meta:
        model = NotificationSettings
        fields = ["plan", "refund", "escalation", "by_email", "by_webhook"]
