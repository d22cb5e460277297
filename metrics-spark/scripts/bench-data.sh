#!/usr/bin/env bash
# Benchmark data for docs/spark.md "Throughput": the 16 WMT17 en-de systems repeated N times
# (N = 100: 4,806,400 rows), written to OUT (default /tmp/nlg-spark-bench-N; never commit it) as
#   wmt17xN.jsonl      one {"system", "segment", "hyp", "refs": [ref]} per line; the copies keep
#                      their system names: --group-by system prints 16 groups of N x 3,004 rows
#   wmt17xN.parquet/   the same rows as Parquet (written by Spark, local[2])
#   hyp.txt, ref.txt   the same hypotheses and references concatenated, for bin/nlg-metrics
#   metrics-spark/scripts/bench-data.sh 100 [OUT]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
n="${1:?usage: bench-data.sh N [OUT]}"
out="${2:-/tmp/nlg-spark-bench-$n}"
data_dir="${NLG_WMT17_DIR:-$root/../shared/data/wmt17-en-de}"
mkdir -p "$out"
python3 - "$data_dir" "$out" "$n" <<'PY'
import glob, json, os, sys
d, out, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
ref = open(os.path.join(d, 'reference.de'), encoding='utf-8').read().split('\n')[:-1]
systems = sorted(f for f in glob.glob(os.path.join(d, '*.de')) if not f.endswith('reference.de'))
lines, hyps, refs = [], [], []
for f in systems:
    hyp = open(f, encoding='utf-8').read().split('\n')[:-1]
    name = os.path.basename(f)
    for i, (h, r) in enumerate(zip(hyp, ref)):
        lines.append(json.dumps({'system': name, 'segment': i, 'hyp': h, 'refs': [r]}, ensure_ascii=False) + '\n')
        hyps.append(h + '\n')
        refs.append(r + '\n')
block, hblock, rblock = ''.join(lines), ''.join(hyps), ''.join(refs)
with open(os.path.join(out, f'wmt17x{n}.jsonl'), 'w', encoding='utf-8') as j, \
        open(os.path.join(out, 'hyp.txt'), 'w', encoding='utf-8') as h, \
        open(os.path.join(out, 'ref.txt'), 'w', encoding='utf-8') as r:
    for _ in range(n):
        j.write(block); h.write(hblock); r.write(rblock)
PY
# Parquet through Spark itself (a single-file Java program on Spark's jars)
cp_file="$root/metrics-spark/target/spark-classpath.txt"
[ -f "$cp_file" ] || (cd "$root" && mvn -B -q -o -DskipTests -pl metrics-spark -am package)
cat >"$out/ToParquet.java" <<'JAVA'
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
public class ToParquet {
    public static void main(String[] a) {
        SparkSession s = SparkSession.builder().master("local[2]").config("spark.ui.enabled", "false").getOrCreate();
        StructType schema = new StructType().add("system", DataTypes.StringType).add("segment", DataTypes.LongType)
                .add("hyp", DataTypes.StringType).add("refs", DataTypes.createArrayType(DataTypes.StringType));
        s.read().schema(schema).json(a[0]).write().mode("overwrite").parquet(a[1]);
        s.stop();
    }
}
JAVA
java -XX:+IgnoreUnrecognizedVMOptions --add-opens=java.base/java.lang=ALL-UNNAMED \
  --add-opens=java.base/java.nio=ALL-UNNAMED --add-opens=java.base/sun.nio.ch=ALL-UNNAMED \
  --add-opens=java.base/java.util=ALL-UNNAMED --add-opens=java.base/java.lang.invoke=ALL-UNNAMED \
  --add-opens=java.base/java.util.concurrent=ALL-UNNAMED --add-opens=java.base/sun.util.calendar=ALL-UNNAMED \
  -Dlog4j2.configurationFile="$root/metrics-spark/conf/log4j2.properties" \
  -cp "$(cat "$cp_file")" "$out/ToParquet.java" "$out/wmt17x$n.jsonl" "$out/wmt17x$n.parquet"
rm -f "$out/ToParquet.java"
ls -la "$out"
