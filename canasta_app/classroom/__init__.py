"""The classroom: a narrated bot deal on the projector, Canasta by the numbers, the live class."""
