"""Who is in the demo: the shop's customers, and one dashboard login per role."""

from __future__ import annotations

from .specs import CustomerSpec, RoleUserSpec

DEMO_PASSWORD = "demo"

# Addresses use the reserved example.* domains: they look like mail, and can never reach anyone.

CUSTOMERS: tuple[CustomerSpec, ...] = tuple(
    CustomerSpec(ref, name, email, city)
    for ref, name, email, city in [
        ("C-1001", "Maya Lindqvist", "maya.lindqvist@example.com", "Portland, OR"),
        ("C-1002", "Daniel Okafor", "daniel.okafor@example.net", "Columbus, OH"),
        ("C-1003", "Priya Nair", "priya.nair88@example.com", "Austin, TX"),
        ("C-1004", "Tom Brennan", "tbrennan@example.org", "Boston, MA"),
        ("C-1005", "Sofia Marquez", "sofia.marquez@example.com", "Phoenix, AZ"),
        ("C-1006", "Hiroshi Tanaka", "h.tanaka@example.net", "Seattle, WA"),
        ("C-1007", "Aisha Bello", "aisha.bello@example.com", "Atlanta, GA"),
        ("C-1008", "Grace Whitfield", "gracewhitfield@example.org", "Raleigh, NC"),
        ("C-1009", "Luca Romano", "luca.romano@example.com", "Chicago, IL"),
        ("C-1010", "Emily Chen", "emily.chen.sj@example.com", "San Jose, CA"),
        ("C-1011", "Marcus Johnson", "marcus.j.johnson@example.net", "Detroit, MI"),
        ("C-1012", "Hannah Schulz", "hannah.schulz@example.org", "Minneapolis, MN"),
        ("C-1013", "Rafael Costa", "rafa.costa@example.com", "Miami, FL"),
        ("C-1014", "Olivia Park", "olivia.park@example.net", "Denver, CO"),
        ("C-1015", "Samuel Adeyemi", "samuel.adeyemi@example.com", "Houston, TX"),
        ("C-1016", "Chloe Dubois", "chloe.dubois@example.org", "New Orleans, LA"),
        ("C-1017", "Ethan Walsh", "ethan.walsh@example.com", "Pittsburgh, PA"),
        ("C-1018", "Fatima Haddad", "fatima.haddad@example.net", "Dearborn, MI"),
        ("C-1019", "Noah Fischer", "noah.fischer@example.com", "Madison, WI"),
        ("C-1020", "Isabella Rossi", "isabella.rossi@example.org", "Providence, RI"),
        ("C-1021", "Kwame Mensah", "kwame.mensah@example.com", "Baltimore, MD"),
        ("C-1022", "Zoe Kaplan", "zoe.kaplan@example.net", "Brooklyn, NY"),
        ("C-1023", "Arjun Mehta", "arjun.mehta@example.com", "Edison, NJ"),
        ("C-1024", "Lucy Harrington", "lucy.harrington@example.org", "Burlington, VT"),
        ("C-1025", "Diego Alvarez", "diego.alvarez@example.com", "San Antonio, TX"),
        ("C-1026", "Nora Sullivan", "nora.sullivan@example.net", "Albany, NY"),
        ("C-1027", "Wei Zhang", "wei.zhang@example.com", "Irvine, CA"),
        ("C-1028", "Amara Nwosu", "amara.nwosu@example.org", "Charlotte, NC"),
        ("C-1029", "Jonas Berg", "jonas.berg@example.com", "Salt Lake City, UT"),
        ("C-1030", "Leah Goldberg", "leah.goldberg@example.net", "Philadelphia, PA"),
        ("C-1031", "Mateo Silva", "mateo.silva@example.com", "Las Vegas, NV"),
        ("C-1032", "Ruth Adler", "ruth.adler@example.org", "Cleveland, OH"),
        ("C-1033", "Kenji Watanabe", "kenji.watanabe@example.com", "Sacramento, CA"),
        ("C-1034", "Yasmin Rahman", "yasmin.rahman@example.net", "Jersey City, NJ"),
        ("C-1035", "Owen Gallagher", "owen.gallagher@example.com", "Kansas City, MO"),
        ("C-1036", "Elena Petrova", "elena.petrova@example.org", "Nashville, TN"),
        ("C-1037", "Caleb Turner", "caleb.turner@example.com", "Boise, ID"),
        ("C-1038", "Ines Ferreira", "ines.ferreira@example.net", "Richmond, VA"),
        ("C-1039", "Tariq Hussain", "tariq.hussain@example.com", "Louisville, KY"),
        ("C-1040", "Mia Johansson", "mia.johansson@example.org", "Omaha, NE"),
    ]
)

ROLE_USERS: tuple[RoleUserSpec, ...] = (
    RoleUserSpec("lead", "support_lead", "Lena", "Ortiz", "lead@supervisor.example"),
    RoleUserSpec("reviewer", "reviewer", "Ravi", "Kumar", "reviewer@supervisor.example"),
    RoleUserSpec("auditor", "auditor", "Ada", "Mills", "auditor@supervisor.example"),
    RoleUserSpec("admin", "admin", "Sam", "Okoro", "admin@supervisor.example", is_staff=True, is_superuser=True),
)

