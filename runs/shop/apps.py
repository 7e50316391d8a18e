from django.apps import AppConfig


class ShopConfig(AppConfig):
    """The demo marketplace the agent works on. Tools reach it only through `runs.shop.backend`."""

    name = "runs.shop"
    label = "shop"
    verbose_name = "Demo shop"
