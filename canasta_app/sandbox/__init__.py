"""The sandbox: any situation set up, played move by move, ruled on and shared."""
