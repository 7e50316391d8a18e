from django.apps import AppConfig


class RunsConfig(AppConfig):
    name = "runs"
    verbose_name = "Run record"

    def ready(self) -> None:
        from runs import begin_with_first_statement

        begin_with_first_statement.connect()  # a transaction's BEGIN goes with its first statement (PostgreSQL)
