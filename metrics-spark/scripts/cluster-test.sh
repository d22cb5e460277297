#!/usr/bin/env bash
# A real Spark standalone cluster on this machine, loopback only: Spark's own Master and two
# Workers as separate JVMs on 127.0.0.1, the job submitted with spark-submit's class
# (org.apache.spark.deploy.SparkSubmit, client mode) and the module's jar, which the driver ships
# to the executors (JVMs the Workers start). It checks that the per-system BLEU and chrF lines of
# the 16 WMT17 en-de systems are those `bin/nlg-metrics bleu|chrf` prints for each system file,
# byte for byte; then runs the job again, kills one Worker and its executor (kill -9) mid-job, and
# checks that the job still finishes (Spark re-runs the lost tasks) with the same bytes. Run 3: a third
# Worker replaces the killed one, and BERTScore (--idf, the tiny RoBERTa of ../shared, reached by every executor
# through that shared path) per system must print what `bin/nlg-metrics bertscore` prints per system file, with
# Worker 3 killed once a group's call has started.
#
#   metrics-spark/scripts/cluster-test.sh [--quick]
#
# --quick: 2 systems instead of 16 (the small version; same checks). Exit 0 when every check
# passes. Bounded: each step has a timeout, the whole script NLG_CLUSTER_TIMEOUT seconds (600).
# Spark's jars come from Maven (mvn dependency:build-classpath, run by the module's package phase:
# metrics-spark/target/spark-classpath.txt); a Spark distribution is not needed: the Workers start
# executors with $SPARK_HOME/jars/*, so SPARK_HOME is a scratch directory whose jars/ links to
# those jars. Every process this script starts is stopped on exit (trap), by its own pid.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
quick=0
[ "${1:-}" = "--quick" ] && quick=1
budget="${NLG_CLUSTER_TIMEOUT:-600}"
data_dir="${NLG_WMT17_DIR:-$root/../shared/data/wmt17-en-de}"
bert_model="${NLG_BERT_MODEL:-$root/../shared/data/bertscore-models/tiny-roberta}"
[ -d "$data_dir" ] || { echo "cluster-test: $data_dir is not present (NLG_WMT17_DIR)" >&2; exit 2; }

work="$(mktemp -d /tmp/nlg-spark-cluster.XXXXXX)"
pids=()
cleanup() {
  local p
  for p in "${pids[@]}"; do
    # the Worker's executor JVMs are its children
    for c in $(pgrep -P "$p" 2>/dev/null || true); do kill -9 "$c" 2>/dev/null || true; done
    kill "$p" 2>/dev/null || true
  done
  sleep 1
  for p in "${pids[@]}"; do kill -9 "$p" 2>/dev/null || true; done
  if [ "${NLG_CLUSTER_KEEP:-0}" != 1 ]; then rm -rf "$work"; else echo "cluster-test: logs kept in $work"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM
# the whole script is bounded: a watchdog ends it (and the trap stops the cluster)
( sleep "$budget"; echo "cluster-test: over the ${budget}s budget, stopping" >&2; kill -TERM $$ 2>/dev/null ) &
watchdog=$!
pids+=("$watchdog")
t0=$(date +%s)
say() { printf 'cluster-test [%3ds] %s\n' "$(( $(date +%s) - t0 ))" "$*"; }

# ---------------------------------------------------------------- the jar and Spark's classpath
jar="$root/metrics-spark/target/nlg-metrics-spark.jar"
cp_file="$root/metrics-spark/target/spark-classpath.txt"
if [ ! -f "$jar" ] || [ ! -f "$cp_file" ] || [ -n "$(find "$root" -path "$root/.git" -prune -o \
     \( -name pom.xml -o -path '*/src/main/*' \) -type f -newer "$jar" -print -quit 2>/dev/null)" ]; then
  say "building the jar and Spark's classpath (mvn package, dependency:build-classpath)"
  (cd "$root" && timeout 600 mvn -B -q -o -DskipTests -pl metrics-spark -am package) >"$work/build.log" 2>&1 \
    || { echo "cluster-test: the build failed; see $work/build.log" >&2; NLG_CLUSTER_KEEP=1; exit 2; }
fi
spark_cp="$(cat "$cp_file")"
export SPARK_HOME="$work/spark-home"
mkdir -p "$SPARK_HOME/jars" "$SPARK_HOME/conf"
IFS=: read -r -a cp_jars <<<"$spark_cp"
for j in "${cp_jars[@]}"; do ln -sf "$j" "$SPARK_HOME/jars/"; done
# A log4j2 configuration that logs at level $1 to stderr (Spark's processes write it to their files).
log4j_console() {
  printf '%s\n' "rootLogger.level = $1" \
    'rootLogger.appenderRef.stderr.ref = console' \
    'appender.console.type = Console' \
    'appender.console.name = console' \
    'appender.console.target = SYSTEM_ERR' \
    'appender.console.layout.type = PatternLayout' \
    'appender.console.layout.pattern = %d{HH:mm:ss.SSS} %p %c{1}: %m%n'
}
# Master, Workers and executors log at INFO to their files (the checks read them)
log4j_console info >"$SPARK_HOME/conf/log4j2.properties"
export SPARK_SCALA_VERSION=2.13 SPARK_LOCAL_IP=127.0.0.1 SPARK_LOG_DIR="$work/logs" SPARK_CONF_DIR="$SPARK_HOME/conf"
mkdir -p "$SPARK_LOG_DIR"

opens=(-XX:+IgnoreUnrecognizedVMOptions
  --add-opens=java.base/java.lang=ALL-UNNAMED --add-opens=java.base/java.lang.invoke=ALL-UNNAMED
  --add-opens=java.base/java.lang.reflect=ALL-UNNAMED --add-opens=java.base/java.io=ALL-UNNAMED
  --add-opens=java.base/java.net=ALL-UNNAMED --add-opens=java.base/java.nio=ALL-UNNAMED
  --add-opens=java.base/java.util=ALL-UNNAMED --add-opens=java.base/java.util.concurrent=ALL-UNNAMED
  --add-opens=java.base/java.util.concurrent.atomic=ALL-UNNAMED --add-opens=java.base/jdk.internal.ref=ALL-UNNAMED
  --add-opens=java.base/sun.nio.ch=ALL-UNNAMED --add-opens=java.base/sun.nio.cs=ALL-UNNAMED
  --add-opens=java.base/sun.security.action=ALL-UNNAMED --add-opens=java.base/sun.util.calendar=ALL-UNNAMED
  -Djdk.reflect.useDirectMethodHandle=false -Dio.netty.tryReflectionSetAccessible=true)
daemon_java=(java "${opens[@]}" -Xmx256m -Dlog4j2.configurationFile="$SPARK_HOME/conf/log4j2.properties"
  -cp "$SPARK_HOME/conf:$spark_cp")

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'; }

# ---------------------------------------------------------------- the data and the CLI's lines
python3 - "$data_dir" "$work" "$quick" <<'EOF'
import glob, json, os, sys
d, work, quick = sys.argv[1], sys.argv[2], sys.argv[3] == '1'
ref = open(os.path.join(d, 'reference.de'), encoding='utf-8').read().split('\n')[:-1]
systems = sorted(f for f in glob.glob(os.path.join(d, '*.de')) if not f.endswith('reference.de'))
if quick:
    systems = [s for s in systems if os.path.basename(s) in ('C-3MA.4959.de', 'uedin-nmt.4722.de')]
with open(os.path.join(work, 'systems.txt'), 'w') as s:
    s.write('\n'.join(systems) + '\n')
with open(os.path.join(work, 'wmt17.jsonl'), 'w', encoding='utf-8') as out:
    for f in systems:
        hyp = open(f, encoding='utf-8').read().split('\n')[:-1]
        for i, (h, r) in enumerate(zip(hyp, ref)):
            out.write(json.dumps({'system': os.path.basename(f), 'segment': i, 'hyp': h, 'refs': [r]},
                                 ensure_ascii=False) + '\n')
EOF
nsys=$(wc -l <"$work/systems.txt")
say "data: $nsys systems, $(wc -l <"$work/wmt17.jsonl") rows, $(du -h "$work/wmt17.jsonl" | cut -f1)"
for m in bleu chrf; do
  while read -r f; do
    printf '%s\t%s\n' "$(basename "$f")" "$(timeout 120 "$root/bin/nlg-metrics" $m -r "$data_dir/reference.de" -i "$f" 2>>"$work/cli.err")"
  done <"$work/systems.txt"
done >"$work/cli.txt"
say "nlg-metrics: $(wc -l <"$work/cli.txt") lines (bleu, chrf per system file)"

# ---------------------------------------------------------------- the cluster
mport=$(free_port)
master="spark://127.0.0.1:$mport"
"${daemon_java[@]}" org.apache.spark.deploy.master.Master --host 127.0.0.1 --port "$mport" --webui-port 0 \
  >"$work/logs/master.log" 2>&1 &
pids+=("$!")
for i in $(seq 1 120); do
  grep -q "I have been elected leader" "$work/logs/master.log" 2>/dev/null && break
  sleep 0.5
done
grep -q "I have been elected leader" "$work/logs/master.log" \
  || { echo "cluster-test: the master did not start; see $work/logs/master.log" >&2; NLG_CLUSTER_KEEP=1; exit 1; }
say "master up at $master (pid ${pids[-1]})"

start_worker() { # $1 = name
  mkdir -p "$work/$1"
  "${daemon_java[@]}" org.apache.spark.deploy.worker.Worker --host 127.0.0.1 --port 0 --webui-port 0 \
    --cores 1 --memory 1g --work-dir "$work/$1" "$master" >"$work/logs/$1.log" 2>&1 &
  pids+=("$!")
  eval "${1}_pid=$!"
}
start_worker worker1
start_worker worker2
for i in $(seq 1 120); do
  [ "$(grep -c "Successfully registered with master" "$work"/logs/worker*.log 2>/dev/null | awk -F: '{s+=$2} END {print s}')" = 2 ] && break
  sleep 0.5
done
[ "$(grep -l "Successfully registered with master" "$work"/logs/worker*.log | wc -l)" = 2 ] \
  || { echo "cluster-test: the workers did not register; see $work/logs" >&2; NLG_CLUSTER_KEEP=1; exit 1; }
say "2 workers registered (pids $worker1_pid, $worker2_pid), 1 core and 1 GB each"

submit() { # $1 = run name; scores with spark-submit's class in client mode, at most 300 s
  timeout 300 java "${opens[@]}" -Xmx1g -cp "$SPARK_HOME/conf:$spark_cp" \
    -Dlog4j2.configurationFile="$work/driver-log4j2.properties" \
    org.apache.spark.deploy.SparkSubmit --master "$master" --deploy-mode client \
    --class io.github.nlgmetrics.spark.SparkScore \
    --conf spark.driver.host=127.0.0.1 --conf spark.driver.bindAddress=127.0.0.1 \
    --conf spark.ui.enabled=false --conf spark.executor.cores=1 --conf spark.executor.memory=512m \
    --conf spark.cores.max=2 --conf spark.task.maxFailures=8 \
    --conf spark.hadoop.mapreduce.input.fileinputformat.split.maxsize="$split" \
    "$jar" "${profiles[@]}" --input "$work/wmt17.jsonl" --group-by system \
    >"$work/$1.out" 2>"$work/$1.err"
}
# the driver logs when tasks start and end, and when an executor is lost
{ log4j_console warn; cat <<'EOF'; } >"$work/driver-log4j2.properties"
logger.tasks.name = org.apache.spark.scheduler.TaskSetManager
logger.tasks.level = info
logger.dag.name = org.apache.spark.scheduler.DAGScheduler
logger.dag.level = info
logger.sched.name = org.apache.spark.scheduler.TaskSchedulerImpl
logger.sched.level = info
EOF
profiles=(--profile sacrebleu:bleu --profile sacrebleu:chrf)
# partitions of ~1 MB (16 systems: 15 MB, 15 tasks; --quick: 2 MB, 8 tasks of 256 KB)
split=$(( quick == 1 ? 262144 : 1048576 ))

# ---------------------------------------------------------------- run 1: both workers
s=$(date +%s)
submit run1 || { echo "cluster-test: run 1 failed; see $work/run1.err" >&2; tail -5 "$work/run1.err" >&2; NLG_CLUSTER_KEEP=1; exit 1; }
execs=$(grep -o "executor [0-9]*" "$work/run1.err" | sort -u | wc -l)
say "run 1: finished in $(( $(date +%s) - s ))s, tasks ran on $execs executors: $(grep -c "Finished task" "$work/run1.err") tasks"
if cmp -s "$work/cli.txt" "$work/run1.out"; then
  say "run 1: $(wc -l <"$work/run1.out") lines IDENTICAL to nlg-metrics (cmp)"
else
  echo "cluster-test: run 1 differs from nlg-metrics:" >&2; diff "$work/cli.txt" "$work/run1.out" | head >&2
  NLG_CLUSTER_KEEP=1; exit 1
fi

# ---------------------------------------------------------------- run 2: a worker killed mid-job
s=$(date +%s)
submit run2 &
job=$!
pids+=("$job")
# the scoring pass is the job after the probe (take): kill once one of its tasks has finished,
# both executors busy and others still to run: its finished and running tasks on worker 2 are lost
killed=0
for i in $(seq 1 1200); do
  if ! kill -0 "$job" 2>/dev/null; then break; fi
  if grep -q "Finished task .* in stage 1.0" "$work/run2.err" 2>/dev/null; then
    victim_exec=$(pgrep -P "$worker2_pid" || true)
    say "run 2: scoring stage under way ($(grep -c "Finished task .* in stage 1.0" "$work/run2.err") tasks done); kill -9 worker 2 (pid $worker2_pid) and its executor (pid ${victim_exec:-none})"
    for c in $victim_exec; do kill -9 "$c" 2>/dev/null || true; done
    kill -9 "$worker2_pid"
    wait "$worker2_pid" 2>/dev/null || true
    killed=1
    break
  fi
  sleep 0.1
done
[ "$killed" = 1 ] || { echo "cluster-test: run 2 ended before a worker could be killed" >&2; NLG_CLUSTER_KEEP=1; exit 1; }
if ! wait "$job"; then
  echo "cluster-test: run 2 failed after the kill; see $work/run2.err" >&2; tail -5 "$work/run2.err" >&2
  NLG_CLUSTER_KEEP=1; exit 1
fi
lost=$(grep -c -E "Lost executor|worker lost" "$work/run2.err" || true)
rerun=$(grep -c -E "Starting task [0-9]+\.[1-9]" "$work/run2.err" || true)
resub=$(grep -c "Resubmitted" "$work/run2.err" || true)
say "run 2: finished $(( $(date +%s) - s ))s after its start; the driver lost $lost executor(s), re-ran $rerun task attempt(s) on the survivor, resubmitted $resub finished task(s) whose shuffle output was lost"
grep -E "Lost executor|Resubmitted|Starting task [0-9]+\.[1-9]" "$work/run2.err" | head -4 | cut -c1-150 | sed 's/^/    /'
if cmp -s "$work/cli.txt" "$work/run2.out"; then
  say "run 2: $(wc -l <"$work/run2.out") lines IDENTICAL to nlg-metrics (cmp) with worker 2 killed mid-job"
else
  echo "cluster-test: run 2 differs from nlg-metrics:" >&2; diff "$work/cli.txt" "$work/run2.out" | head >&2
  NLG_CLUSTER_KEEP=1; exit 1
fi
[ "$lost" -gt 0 ] && [ $(( rerun + resub )) -gt 0 ] \
  || { echo "cluster-test: the driver saw no lost executor or no re-run task" >&2; NLG_CLUSTER_KEEP=1; exit 1; }

# ---------------------------------------------------------------- run 3: BERTScore, a worker killed mid-call
# A third worker replaces the killed one; the job scores BERTScore (idf) with the tiny RoBERTa checkpoint of
# ../shared, read by every executor through that shared path; one engine call per system on the executors.
if [ -d "$bert_model" ]; then
  while read -r f; do
    printf '%s\t%s\n' "$(basename "$f")" "$(timeout 300 "$root/bin/nlg-metrics" bertscore -q -r "$data_dir/reference.de" \
      -i "$f" --model "$bert_model" --idf 2>>"$work/cli.err")"
  done <"$work/systems.txt" >"$work/cli-bertscore.txt"
  say "nlg-metrics bertscore: $(wc -l <"$work/cli-bertscore.txt") lines (tiny-roberta, --idf, per system file)"
  start_worker worker3
  for i in $(seq 1 120); do
    grep -q "Successfully registered with master" "$work/logs/worker3.log" 2>/dev/null && break
    sleep 0.5
  done
  s=$(date +%s)
  profiles=(--profile bert-score:bertscore --model "$bert_model" --idf)
  submit run3 &
  job=$!
  pids+=("$job")
  # the chunks' stage (the map of CorpusSplit.score in SparkBertScore): kill worker 3 and its executor once a chunk has started
  killed=0
  for i in $(seq 1 3000); do
    if ! kill -0 "$job" 2>/dev/null; then break; fi
    stage=$(grep -o "Submitting ResultStage [0-9]* ([^)]* at map at SparkBertScore" "$work/run3.err" 2>/dev/null \
      | head -1 | awk '{print $3}' || true)
    if [ -n "$stage" ] && grep -q "Starting task .* in stage $stage\.0" "$work/run3.err"; then
      victim_exec=$(pgrep -P "$worker3_pid" || true)
      say "run 3: a BERTScore call under way (stage $stage); kill -9 worker 3 (pid $worker3_pid) and its executor (pid ${victim_exec:-none})"
      for c in $victim_exec; do kill -9 "$c" 2>/dev/null || true; done
      kill -9 "$worker3_pid"
      wait "$worker3_pid" 2>/dev/null || true
      killed=1
      break
    fi
    sleep 0.1
  done
  [ "$killed" = 1 ] || { echo "cluster-test: run 3 ended before a worker could be killed" >&2; NLG_CLUSTER_KEEP=1; exit 1; }
  if ! wait "$job"; then
    echo "cluster-test: run 3 failed after the kill; see $work/run3.err" >&2; tail -5 "$work/run3.err" >&2
    NLG_CLUSTER_KEEP=1; exit 1
  fi
  lost=$(grep -c -E "Lost executor|worker lost" "$work/run3.err" || true)
  rerun=$(grep -c -E "Starting task [0-9]+\.[1-9]" "$work/run3.err" || true)
  resub=$(grep -c "Resubmitted" "$work/run3.err" || true)
  say "run 3: finished $(( $(date +%s) - s ))s after its start; lost $lost executor(s), re-ran $rerun task attempt(s), resubmitted $resub"
  if cmp -s "$work/cli-bertscore.txt" "$work/run3.out"; then
    say "run 3: $(wc -l <"$work/run3.out") BERTScore lines IDENTICAL to nlg-metrics bertscore (cmp) with worker 3 killed mid-job"
  else
    echo "cluster-test: run 3 differs from nlg-metrics bertscore:" >&2; diff "$work/cli-bertscore.txt" "$work/run3.out" | head >&2
    NLG_CLUSTER_KEEP=1; exit 1
  fi
  [ "$lost" -gt 0 ] && [ $(( rerun + resub )) -gt 0 ] \
    || { echo "cluster-test: run 3: the driver saw no lost executor or no re-run task" >&2; NLG_CLUSTER_KEEP=1; exit 1; }
else
  say "run 3 skipped: $bert_model is not present (NLG_BERT_MODEL)"
fi
say "PASS: 2 workers, per-system BLEU and chrF (and BERTScore) byte-identical to nlg-metrics, also with a worker killed mid-job"
kill "$watchdog" 2>/dev/null || true
