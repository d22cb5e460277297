"""Builds a COCO-format results/annotations pair from the coco.csv golden rows (PTB corpus rows
with default options and no line breaks), with scattered image ids and results out of order.
Usage: python3 make_pair.py ../../../../../conformance-data/coco.csv"""
import csv, json, random, re, sys

rows = [r for r in csv.DictReader(open(sys.argv[1], encoding="utf-8"))
        if r["metric"] == "cider-d" and json.loads(r["options"]).get("tokenizer") == "ptb"
        and "error" not in r["expected"] and set(json.loads(r["options"])) <= {"tokenizer", "source"}]
images, annotations, results = [], [], []
ann_id = 1
for r in rows:
    hyps, refs = json.loads(r["hypotheses"]), json.loads(r["references"])
    if any(re.search("[\r\u2028\u2029\x0b\x0c]", c) for c in hyps + [x for rs in refs for x in rs]):
        continue
    for h, rs in zip(hyps, refs):
        image_id = 1000 + 7 * len(images)
        images.append({"id": image_id, "file_name": "COCO_val2014_%012d.jpg" % image_id})
        for c in rs:
            annotations.append({"image_id": image_id, "id": ann_id, "caption": c})
            ann_id += 1
        results.append({"image_id": image_id, "caption": h})
rng = random.Random(13)
rng.shuffle(images)
rng.shuffle(results)
json.dump({"info": {}, "images": images, "annotations": annotations}, open("captions_annotations.json", "w"),
          ensure_ascii=False, indent=1)
json.dump(results, open("captions_results.json", "w"), ensure_ascii=False, indent=1)
print(len(images), "images,", len(annotations), "annotations")
