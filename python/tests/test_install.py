"""python/ installs offline with ``pip install ./python`` (pyproject.toml, its in-tree standard-library backend,
nothing downloaded: pip's build isolation included), and works copied as one file. The pip case is skipped, with
the reason, where this Python has no pip (Debian without python3-pip). The same in a fresh virtual environment,
by hand: ``python3 -m venv env && env/bin/pip install --no-index ./python``."""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
PYTHON_DIR = os.path.dirname(HERE)
from support import NEEDS_COMMAND, nlg_metrics  # noqa: E402


def has_pip():
    return subprocess.run([sys.executable, "-m", "pip", "--version"], capture_output=True).returncode == 0


def listing(folder):
    return sorted(os.path.relpath(os.path.join(d, f), folder) for d, _, fs in os.walk(folder) for f in fs
                  if "__pycache__" not in d)


class InstallTest(unittest.TestCase):
    def test_the_pyproject_version_is_the_modules(self):
        with open(os.path.join(PYTHON_DIR, "pyproject.toml"), encoding="utf-8") as f:
            version = re.search(r'^version = "([^"]+)"', f.read(), re.M).group(1)
        self.assertEqual(nlg_metrics.__version__, version)

    @unittest.skipUnless(has_pip(), "this python3 has no pip (Debian: apt-get install python3-pip)")
    def test_pip_installs_it_offline(self):
        before = listing(PYTHON_DIR)
        with tempfile.TemporaryDirectory() as tmp:
            site = os.path.join(tmp, "site")
            clean = {k: v for k, v in os.environ.items() if not k.startswith("PIP_") and k != "PYTHONPATH"}
            # pip's own build isolation, no index: the in-tree backend needs nothing from outside
            pip = subprocess.run([sys.executable, "-m", "pip", "install", "--no-index", "--no-cache-dir",
                                  "--disable-pip-version-check", "--target", site, PYTHON_DIR],
                                 capture_output=True, text=True, env=clean, cwd=tmp)
            self.assertEqual(0, pip.returncode, pip.stdout + pip.stderr)
            got = subprocess.run([sys.executable, "-c", "import nlg_metrics; print(nlg_metrics.__version__);"
                                  " print(nlg_metrics.__file__)"], capture_output=True, text=True,
                                 env=dict(clean, PYTHONPATH=site), cwd=tmp, check=True).stdout.split()
            self.assertEqual(nlg_metrics.__version__, got[0])
            self.assertEqual(os.path.join(site, "nlg_metrics.py"), got[1])
            self.assertTrue(any(d.startswith("nlg_metrics-") and d.endswith(".dist-info") for d in os.listdir(site)))
        self.assertEqual(before, listing(PYTHON_DIR), "the build left nothing in python/")

    @NEEDS_COMMAND
    def test_the_file_copied_next_to_ones_code_works(self):
        with tempfile.TemporaryDirectory() as tmp:
            shutil.copy(os.path.join(PYTHON_DIR, "nlg_metrics.py"), tmp)
            env = dict(os.environ, NLG_METRICS_CMD=" ".join(__import__("shlex").quote(a) for a in nlg_metrics.command()))
            out = subprocess.run([sys.executable, "-c", "import nlg_metrics; print(nlg_metrics.__file__);"
                                  " print(nlg_metrics.score('bleu', ['a b c d'], ['a b c d'])['score'])"],
                                 capture_output=True, text=True, cwd=tmp, env=env, check=True).stdout.split()
            self.assertEqual(os.path.join(tmp, "nlg_metrics.py"), out[0])
            self.assertEqual(100.0, round(float(out[1]), 9))


if __name__ == "__main__":
    unittest.main()
