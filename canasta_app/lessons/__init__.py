"""The lessons page: lessons as data, each step's exercise and feedback, progress."""
