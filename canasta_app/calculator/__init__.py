"""The score calculator: one deal's score from a form or a position, and the game sheet."""
