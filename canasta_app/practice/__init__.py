"""The practice table: whole deals and games against bots, with the coach's hints."""
