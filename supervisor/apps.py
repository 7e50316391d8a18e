from django.apps import AppConfig


class SupervisorConfig(AppConfig):
    """The human side: pages, sockets, permissions and the actions people take on runs."""

    name = "supervisor"
    verbose_name = "Supervision"
