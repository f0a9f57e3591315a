import sys

from canasta_core.cli import main

sys.exit(main())
