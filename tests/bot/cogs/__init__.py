"""Tests of ``bot/cogs/``, one module per command (a package, so ``test_recommend`` here and in
``render/`` are different modules)."""
