"""docs/python.md's Python blocks run as written: in order, in one namespace (as a reader pastes them into one
session), in a fresh empty folder, with the module importable as ``pip install ./python`` leaves it and the
command found as the page says (NLG_METRICS_CMD here). Skipped, with the reason, where there is no command."""
import contextlib
import io
import os
import re
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
PAGE = os.path.join(HERE, "..", "..", "docs", "python.md")
from support import NEEDS_COMMAND  # noqa: E402


def blocks(text):
    """The page's ```python blocks, with the line each starts on."""
    return [(text[:m.start()].count("\n") + 2, m.group(1)) for m in re.finditer(r"^```python\n(.*?)^```$", text, re.M | re.S)]


@NEEDS_COMMAND
class DocsTest(unittest.TestCase):
    def test_every_python_block_of_the_page_runs_as_written(self):
        with open(PAGE, encoding="utf-8") as f:
            found = blocks(f.read())
        self.assertGreaterEqual(len(found), 3)
        namespace = {"__name__": "__docs__"}
        here = os.getcwd()
        with tempfile.TemporaryDirectory() as tmp:
            os.chdir(tmp)
            try:
                for line, code in found:
                    out = io.StringIO()
                    with self.subTest(line=line), contextlib.redirect_stdout(out):
                        exec(compile(code, "docs/python.md:%d" % line, "exec"), namespace)
                self.assertEqual([], os.listdir(tmp), "the page's blocks write no file")
            finally:
                os.chdir(here)


if __name__ == "__main__":
    unittest.main()
