"""The rules reference: sections, search, examples, tables and diagrams of the rules, and its page.

The names the page and the tests use are gathered in `canasta_app.reference.model.model`."""
