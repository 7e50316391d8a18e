from django.conf import settings


def product(request):
    """Values every page shows: which model is driving runs (the offline agent is labelled as such)."""
    return {"supervisor_model": settings.SUPERVISOR_MODEL, "refund_ceiling_cents": settings.REFUND_CEILING_CENTS}
