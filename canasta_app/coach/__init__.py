"""The strategy coach: grades, the expert's advice and the deal review, from the expert bot's simulations."""
