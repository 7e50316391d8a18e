"""Who a ticket is from: the shop's customer with an email, and their orders (newest first), for
the ticket form's suggestions."""

from __future__ import annotations

from django.db.models import Prefetch

from runs.shop.models import Customer, Order


def customer_with_orders(email: str) -> Customer | None:
    """The customer with this email (any case), their orders prefetched as `recent_orders`, or None."""
    email = (email or "").strip()
    if not email or "\x00" in email:
        return None  # no email holds a NUL, and PostgreSQL refuses one in a query (the form re-shown after a bad post)
    orders = Order.objects.select_related("seller").prefetch_related("lines").order_by("-placed_at", "-pk")
    return (Customer.objects.filter(email__iexact=email)
            .prefetch_related(Prefetch("orders", queryset=orders, to_attr="recent_orders")).first())
