#!/usr/bin/env python3
"""Where a Spark application's time went, from its event log (stdlib only).

    NLG_METRICS_JAVA_OPTS='-Dspark.eventLog.enabled=true -Dspark.eventLog.dir=file:/tmp/events \
        -Dspark.eventLog.rolling.enabled=false -Dspark.eventLog.compress=false' \
        bin/nlg-metrics-spark --master 'local[2]' --profile sacrebleu:bleu --input x.jsonl --group-by system
    metrics-spark/scripts/stage-times.py /tmp/events/local-*

Prints the application's span (session start to end), each job's wall time, and per stage: its
wall time (submission to completion), tasks, the summed task time split into executor run time
(and its CPU time: on a loaded machine run time includes waiting for a core),
deserialization, result serialization and GC, and the input read.
"""
import json
import sys


def main(path):
    app_start = app_end = None
    jobs = {}
    stages = {}
    tasks = {}
    with open(path, encoding='utf-8') as f:
        for line in f:
            e = json.loads(line)
            ev = e.get('Event')
            if ev == 'SparkListenerApplicationStart':
                app_start = e['Timestamp']
            elif ev == 'SparkListenerApplicationEnd':
                app_end = e['Timestamp']
            elif ev == 'SparkListenerJobStart':
                jobs[e['Job ID']] = {'start': e['Submission Time'], 'stages': e.get('Stage IDs', [])}
            elif ev == 'SparkListenerJobEnd':
                jobs.setdefault(e['Job ID'], {})['end'] = e['Completion Time']
            elif ev == 'SparkListenerStageCompleted':
                i = e['Stage Info']
                stages[(i['Stage ID'], i['Stage Attempt ID'])] = i
            elif ev == 'SparkListenerTaskEnd':
                m = e.get('Task Metrics') or {}
                t = tasks.setdefault((e['Stage ID'], e['Stage Attempt ID']), {
                    'n': 0, 'run': 0, 'cpu': 0, 'deser': 0, 'ser': 0, 'gc': 0, 'bytes': 0, 'records': 0, 'wall': 0})
                info = e['Task Info']
                t['n'] += 1
                t['wall'] += info['Finish Time'] - info['Launch Time']
                t['run'] += m.get('Executor Run Time', 0)
                t['cpu'] += m.get('Executor CPU Time', 0) / 1e6
                t['deser'] += m.get('Executor Deserialize Time', 0)
                t['ser'] += m.get('Result Serialization Time', 0)
                t['gc'] += m.get('JVM GC Time', 0)
                inp = m.get('Input Metrics') or {}
                t['bytes'] += inp.get('Bytes Read', 0)
                t['records'] += inp.get('Records Read', 0)
    first_job = min((j['start'] for j in jobs.values() if 'start' in j), default=None)
    if app_start and app_end:
        print(f"application: {(app_end - app_start) / 1000:.2f} s from session start to stop"
              + (f"; first job after {(first_job - app_start) / 1000:.2f} s" if first_job else ''))
    for jid in sorted(jobs):
        j = jobs[jid]
        if 'start' in j and 'end' in j:
            print(f"job {jid}: {(j['end'] - j['start']) / 1000:.2f} s, stages {j['stages']}")
    print(f"{'stage':>7} {'wall s':>7} {'tasks':>5} {'task s':>7} {'run s':>7} {'cpu s':>7} {'deser s':>7} {'gc s':>6}"
          f" {'input MB':>9} {'records':>9}  name")
    for key in sorted(stages):
        i = stages[key]
        t = tasks.get(key, {'n': 0, 'run': 0, 'cpu': 0, 'deser': 0, 'ser': 0, 'gc': 0, 'bytes': 0, 'records': 0,
                            'wall': 0})
        wall = (i.get('Completion Time', 0) - i.get('Submission Time', 0)) / 1000
        print(f"{key[0]:>5}.{key[1]} {wall:>7.2f} {t['n']:>5} {t['wall'] / 1000:>7.2f} {t['run'] / 1000:>7.2f}"
              f" {t['cpu'] / 1000:>7.2f}"
              f" {t['deser'] / 1000:>7.2f} {t['gc'] / 1000:>6.2f} {t['bytes'] / 1e6:>9.1f} {t['records']:>9}"
              f"  {i['Stage Name']}")


if __name__ == '__main__':
    for p in sys.argv[1:]:
        main(p)
