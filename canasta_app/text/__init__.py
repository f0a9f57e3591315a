"""Text: the one catalogue (key + params -> sentence), the glossary, moves and deals told in words. Imports no feature."""
