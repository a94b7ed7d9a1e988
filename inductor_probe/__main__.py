import sys

from inductor_probe.cli import main

sys.exit(main())
