"""What the demo shop sells: its carriers, its sellers with their delivery options, its products."""

from __future__ import annotations

from ..models import SellerType
from .specs import ProductSpec, SellerSpec, ShippingOption

MERIDIAN = "Meridian Parcel"
BLUEJAY = "Bluejay Express"
FREIGHTLINE = "Freightline Home Delivery"

FP, MP = SellerType.FIRST_PARTY.value, SellerType.MARKETPLACE.value

SELLERS: tuple[SellerSpec, ...] = (
    SellerSpec(
        "SEL-SUN", "Sundry", FP, "Reno, NV",
        standard=ShippingOption(MERIDIAN, "Standard delivery", 599, (3, 5), free_over_cents=3500),
        express=ShippingOption(BLUEJAY, "Express delivery", 1299, (2, 2)),
    ),
    SellerSpec(
        "SEL-SUH", "Sundry Home", FP, "Memphis, TN",
        standard=ShippingOption(MERIDIAN, "Standard delivery", 995, (4, 6)),
        bulky=ShippingOption(FREIGHTLINE, "Two-person delivery", 4900, (6, 9)),
    ),
    SellerSpec(
        "SEL-ASH", "Ashford Home", MP, "Grand Rapids, MI",
        standard=ShippingOption(MERIDIAN, "Standard delivery", 995, (4, 6)),
        bulky=ShippingOption(FREIGHTLINE, "White-glove delivery", 7900, (7, 10)),
    ),
    SellerSpec("SEL-KPN", "Kettle & Pine", MP, "Asheville, NC", standard=ShippingOption(MERIDIAN, "Standard delivery", 650, (3, 5))),
    SellerSpec("SEL-NBO", "Northbound Outfitters", MP, "Bend, OR", standard=ShippingOption(BLUEJAY, "Standard delivery", 795, (3, 5))),
    SellerSpec("SEL-CYD", "Circuit Yard Refurbished", MP, "Round Rock, TX", standard=ShippingOption(BLUEJAY, "Tracked delivery", 899, (2, 4))),
    SellerSpec("SEL-LML", "Loom & Lantern", MP, "Santa Fe, NM", standard=ShippingOption(MERIDIAN, "Standard delivery", 1100, (5, 7))),
    SellerSpec("SEL-PFS", "Paper Finch Stationery", MP, "Providence, RI", standard=ShippingOption(MERIDIAN, "Standard delivery", 450, (3, 5))),
)

PRODUCTS: tuple[ProductSpec, ...] = tuple(
    ProductSpec(sku, sku_seller, description, price, bulky)
    for sku, sku_seller, description, price, bulky in [
        # Sundry (first party)
        ("SUN-KTL-01", "SEL-SUN", "Sundry Basics electric kettle, 1.7 L, brushed steel", 3499, False),
        ("SUN-HDP-02", "SEL-SUN", "Over-ear wireless headphones, black", 8999, False),
        ("SUN-LMP-03", "SEL-SUN", "LED desk lamp with USB-C port", 3995, False),
        ("SUN-BLN-04", "SEL-SUN", "Countertop blender, 1200 W, glass jar", 7950, False),
        ("SUN-CKW-05", "SEL-SUN", "Nonstick cookware set, 10 pieces", 12900, False),
        ("SUN-TWL-06", "SEL-SUN", "Cotton bath towel set, 6 pieces, slate", 4400, False),
        ("SUN-VAC-07", "SEL-SUN", "Cordless stick vacuum", 18999, False),
        ("SUN-MTR-08", "SEL-SUN", "27-inch 4K monitor", 32900, False),
        ("SUN-SHT-09", "SEL-SUN", "Percale sheet set, queen, white", 5900, False),
        ("SUN-CHR-10", "SEL-SUN", "USB-C charging cable, 2 m, 2-pack", 1499, False),
        ("SUN-AIR-11", "SEL-SUN", "HEPA air purifier, medium room", 11900, False),
        # Sundry Home (first party, large items)
        ("SUH-SOF-01", "SEL-SUH", "Marlow 3-seat sofa, charcoal", 68900, True),
        ("SUH-MAT-02", "SEL-SUH", "Hybrid mattress, queen, medium-firm", 54900, True),
        ("SUH-TBL-03", "SEL-SUH", "Solid oak dining table, seats 6", 46900, True),
        ("SUH-DSK-04", "SEL-SUH", "Electric standing desk, walnut top", 38900, True),
        ("SUH-TV-05", "SEL-SUH", "55-inch 4K smart TV", 44900, True),
        ("SUH-RUG-06", "SEL-SUH", "Wool area rug, 5 x 8 ft, ivory", 11900, False),
        ("SUH-BKS-07", "SEL-SUH", "Five-shelf bookcase, white", 8900, False),
        # Ashford Home (marketplace furniture)
        ("ASH-BKC-31", "SEL-ASH", "Hartley oak-veneer bookcase, 5 shelves", 10900, False),
        ("ASH-SDB-14", "SEL-ASH", "Linden sideboard, smoked oak, 3 doors", 38500, True),
        ("ASH-SOF-22", "SEL-ASH", "Wren 2-seat sofa, oat linen", 42000, True),
        ("ASH-NST-08", "SEL-ASH", "Pair of bedside tables, walnut", 17900, False),
        ("ASH-MIR-05", "SEL-ASH", "Arched floor mirror, brass frame", 12400, True),
        ("ASH-CNS-11", "SEL-ASH", "Console table, reclaimed pine", 9900, False),
        ("ASH-LMP-03", "SEL-ASH", "Ceramic table lamp, sage", 6400, False),
        # Kettle & Pine (marketplace kitchenware)
        ("KPN-SKL-10", "SEL-KPN", "Cast-iron skillet, 12 in", 5200, False),
        ("KPN-DOV-05", "SEL-KPN", "Enamelled Dutch oven, 5.5 qt, teal", 11900, False),
        ("KPN-KNF-08", "SEL-KPN", "Chef's knife, 8 in, Damascus steel", 8900, False),
        ("KPN-BRD-02", "SEL-KPN", "End-grain walnut cutting board", 7200, False),
        ("KPN-MUG-04", "SEL-KPN", "Stoneware mugs, set of 4", 3600, False),
        ("KPN-ESP-12", "SEL-KPN", "Manual burr coffee grinder", 12900, False),
        # Northbound Outfitters (marketplace outdoor gear)
        ("NBO-TNT-02", "SEL-NBO", "Ridgeline 2-person backpacking tent", 24900, False),
        ("NBO-SLB-05", "SEL-NBO", "Down sleeping bag, 20 F", 18900, False),
        ("NBO-JKT-11", "SEL-NBO", "Waterproof rain shell, men's M, forest", 12900, False),
        ("NBO-BTL-03", "SEL-NBO", "Insulated bottle, 1 L", 3200, False),
        ("NBO-HDL-07", "SEL-NBO", "Rechargeable headlamp, 400 lm", 4500, False),
        ("NBO-BPK-09", "SEL-NBO", "Daypack, 28 L, charcoal", 8900, False),
        ("NBO-STV-04", "SEL-NBO", "Canister camp stove", 5900, False),
        # Circuit Yard Refurbished (marketplace electronics)
        ("CYD-TAB-01", "SEL-CYD", "Refurbished 10.9-inch tablet, 64 GB", 27900, False),
        ("CYD-PHN-02", "SEL-CYD", "Refurbished smartphone, 128 GB, graphite", 31900, False),
        ("CYD-EBR-03", "SEL-CYD", "Refurbished e-reader, 8 GB", 7900, False),
        ("CYD-SPK-05", "SEL-CYD", "Refurbished Bluetooth speaker", 5900, False),
        ("CYD-WAT-06", "SEL-CYD", "Refurbished fitness watch", 9900, False),
        # Loom & Lantern (marketplace textiles and lighting)
        ("LML-THR-01", "SEL-LML", "Hand-woven wool throw, ochre", 11200, False),
        ("LML-CSH-02", "SEL-LML", "Linen cushion covers, set of 2, rust", 4800, False),
        ("LML-QLT-03", "SEL-LML", "Block-print cotton quilt, king", 16800, False),
        ("LML-PND-04", "SEL-LML", "Rattan pendant shade, 45 cm", 8800, False),
        ("LML-RUG-07", "SEL-LML", "Hand-knotted runner rug, 2.5 x 8 ft", 26500, False),
        # Paper Finch Stationery (marketplace)
        ("PFS-PLN-01", "SEL-PFS", "2027 weekly planner, linen cover", 3200, False),
        ("PFS-NBK-02", "SEL-PFS", "Dot-grid notebooks, A5, 3-pack", 2400, False),
        ("PFS-PEN-03", "SEL-PFS", "Fountain pen, fine nib, matte black", 6800, False),
        ("PFS-INK-04", "SEL-PFS", "Bottled ink, 50 ml, set of 3", 2700, False),
    ]
)

