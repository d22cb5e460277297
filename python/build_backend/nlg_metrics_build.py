"""A PEP 517 build backend for the one-file nlg_metrics module, with the standard library only, so that
``pip install ./python`` works offline (no setuptools or wheel to download into pip's isolated build).

It builds a pure-Python wheel holding ``nlg_metrics.py`` and its ``.dist-info`` (METADATA from
pyproject.toml's [project] table, WHEEL, RECORD with each file's sha256), and an sdist of the folder's
sources. Editable installs are not offered: copy the file, or install again.
"""
import base64
import hashlib
import io
import os
import re
import tarfile
import zipfile

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = ["pyproject.toml", "README.md", "nlg_metrics.py", "build_backend/nlg_metrics_build.py"]


def _project():
    """name, version, description, requires-python, license of pyproject.toml's [project] (flat keys only)."""
    with open(os.path.join(HERE, "pyproject.toml"), encoding="utf-8") as f:
        text = f.read()
    section = text.split("[project]", 1)[1].split("\n[", 1)[0]
    values = dict(re.findall(r'^([\w-]+)\s*=\s*"([^"]*)"', section, re.M))
    lic = re.search(r'^license\s*=\s*\{\s*text\s*=\s*"([^"]*)"', section, re.M)
    values["license"] = lic.group(1) if lic else ""
    return values


def _dist_name(p):
    return re.sub(r"[-_.]+", "_", p["name"]).lower()


def _metadata(p):
    with open(os.path.join(HERE, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    return ("Metadata-Version: 2.1\nName: %s\nVersion: %s\nSummary: %s\nLicense: %s\nRequires-Python: %s\n"
            "Description-Content-Type: text/markdown\n\n%s" % (p["name"], p["version"], p["description"], p["license"],
                                                                p["requires-python"], readme))


def _record_line(path, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode("ascii")
    return "%s,sha256=%s,%d" % (path, digest, len(data))


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    p = _project()
    info = "%s-%s.dist-info" % (_dist_name(p), p["version"])
    os.makedirs(os.path.join(metadata_directory, info), exist_ok=True)
    with open(os.path.join(metadata_directory, info, "METADATA"), "w", encoding="utf-8") as f:
        f.write(_metadata(p))
    return info


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    p = _project()
    name = _dist_name(p)
    info = "%s-%s.dist-info" % (name, p["version"])
    wheel = "%s-%s-py3-none-any.whl" % (name, p["version"])
    with open(os.path.join(HERE, "nlg_metrics.py"), "rb") as f:
        files = [("nlg_metrics.py", f.read())]
    files.append((info + "/METADATA", _metadata(p).encode("utf-8")))
    files.append((info + "/WHEEL", b"Wheel-Version: 1.0\nGenerator: nlg_metrics_build\nRoot-Is-Purelib: true\n"
                                  b"Tag: py3-none-any\n"))
    files.append((info + "/top_level.txt", b"nlg_metrics\n"))
    record = "\n".join(_record_line(path, data) for path, data in files) + "\n%s/RECORD,,\n" % info
    files.append((info + "/RECORD", record.encode("utf-8")))
    with zipfile.ZipFile(os.path.join(wheel_directory, wheel), "w", zipfile.ZIP_DEFLATED) as z:
        for path, data in files:
            z.writestr(zipfile.ZipInfo(path, date_time=(2024, 1, 1, 0, 0, 0)), data)
    return wheel


def build_sdist(sdist_directory, config_settings=None):
    p = _project()
    base = "%s-%s" % (_dist_name(p), p["version"])
    sdist = base + ".tar.gz"
    with tarfile.open(os.path.join(sdist_directory, sdist), "w:gz", format=tarfile.PAX_FORMAT) as t:
        for rel in SOURCES:
            t.add(os.path.join(HERE, rel), arcname=base + "/" + rel)
        pkg = ("Metadata-Version: 2.1\nName: %s\nVersion: %s\n" % (p["name"], p["version"])).encode("utf-8")
        info = tarfile.TarInfo(base + "/PKG-INFO")
        info.size = len(pkg)
        t.addfile(info, io.BytesIO(pkg))
    return sdist
