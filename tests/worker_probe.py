"""Test-only tasks that real worker processes import with `--include tests.worker_probe`.

They prove the plumbing (broker -> worker process -> test database), not the product.
"""

from supervisor.celery import app


@app.task(name="tests.worker_probe.create_ticket")
def create_ticket(ref: str) -> None:
    """Write a row the test can look for: it exists only if the worker used the test database."""
    from runs.models import Ticket

    Ticket.objects.create(ref=ref, subject="worker probe", body="written by a worker process",
                          customer_email="probe@example.com", channel="eval")
