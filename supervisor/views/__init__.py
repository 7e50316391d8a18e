"""The dashboard's pages, one small module per page; URLs in supervisor.urls."""
