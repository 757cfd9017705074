"""Tests of ``bot/render/``, one module per answer type (a package, so ``test_recommend`` here and
in ``cogs/`` are different modules)."""
