"""What several pages know, without Streamlit and without a page: the game sheet and a deal's
score problems, the lessons' catalogue, a position and the moves played from it, the rules'
example positions, a class's homework facts and the live class's move (docs/architecture.md).
A feature imports from here; this layer imports no feature."""
