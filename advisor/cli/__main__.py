"""``python -m advisor.cli``: the same as ``gpu-advisor``."""

import sys

from . import main

sys.exit(main())
