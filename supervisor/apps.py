from django.apps import AppConfig


class SupervisorConfig(AppConfig):
    """The human side: pages, sockets, permissions and the actions people take on runs."""

    name = "supervisor"
    verbose_name = "Supervision"

    def ready(self) -> None:
        from supervisor import person_roles

        person_roles.connect()
