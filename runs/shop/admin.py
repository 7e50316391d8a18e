from django.contrib import admin

from . import models


class LineInline(admin.TabularInline):
    model = models.LineItem
    extra = 0


class ChargeInline(admin.TabularInline):
    model = models.Charge
    extra = 0


class ShipmentInline(admin.TabularInline):
    model = models.Shipment
    extra = 0


@admin.register(models.Order)
class OrderAdmin(admin.ModelAdmin):
    list_display = ["ref", "customer", "seller", "status", "placed_at"]
    list_filter = ["status", "seller__seller_type"]
    search_fields = ["ref", "customer__email"]
    list_select_related = ["customer", "seller"]
    inlines = [LineInline, ChargeInline, ShipmentInline]


@admin.register(models.Refund)
class RefundAdmin(admin.ModelAdmin):
    list_display = ["order", "amount_cents", "source", "idempotency_key", "created_at"]
    list_filter = ["source"]
    search_fields = ["order__ref", "idempotency_key"]
    list_select_related = ["order"]


@admin.register(models.ReturnRequest)
class ReturnRequestAdmin(admin.ModelAdmin):
    list_display = ["order", "line", "kind", "status", "created_at"]
    list_filter = ["kind", "status"]
    list_select_related = ["order", "line"]


@admin.register(models.Seller)
class SellerAdmin(admin.ModelAdmin):
    list_display = ["ref", "name", "seller_type"]
    list_filter = ["seller_type"]


@admin.register(models.SellerSupplement)
class SellerSupplementAdmin(admin.ModelAdmin):
    list_display = ["ref", "seller", "accepts_returns", "damage_remedy"]
    list_select_related = ["seller"]


@admin.register(models.PolicyDocument)
class PolicyDocumentAdmin(admin.ModelAdmin):
    list_display = ["ref", "title", "case_type"]
    list_filter = ["case_type"]


@admin.register(models.Shipment)
class ShipmentAdmin(admin.ModelAdmin):
    list_display = ["tracking_number", "order", "carrier", "status", "promised_by"]
    list_filter = ["status", "carrier"]
    list_select_related = ["order"]


admin.site.register(models.Customer, search_fields=["ref", "email", "name"])
admin.site.register(models.LineItem, list_display=["order", "sku", "description", "unit_price_cents"], list_select_related=["order"])
admin.site.register(models.Charge, list_display=["order", "kind", "amount_cents", "charged_at"], list_select_related=["order"])
admin.site.register(models.CarrierScan, list_display=["shipment", "scanned_at", "code", "location"], list_select_related=["shipment"])
admin.site.register(models.CustomerReply, list_display=["customer_email", "order", "created_at"], list_select_related=["order"])
