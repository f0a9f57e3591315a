"""The Home page: the "Is this legal?" box, the example deal and the way into every part of the site."""
