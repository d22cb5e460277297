"""Generates a COCO-format pair for the whole-process captioning benchmark: N images x 5 references
of caption-like sentences (Zipf-like words from a small vocabulary, some punctuation and capitals),
the results a noisy copy of each image's first reference.
Usage: python3 make_coco_bench.py OUT_DIR [N=5000]"""
import json, os, random, sys

out, n = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 5000
rng = random.Random(20261122)
words = ["a", "the", "man", "woman", "dog", "cat", "riding", "sitting", "on", "in", "with", "of", "next", "to",
         "table", "horse", "street", "two", "people", "standing", "holding", "large", "small", "white", "black",
         "red", "green", "train", "bus", "pizza", "plate", "field", "water", "beach", "kite", "surfboard", "giraffe",
         "elephant", "is", "are", "and", "near", "top", "front", "an", "young", "group", "playing", "eating", "open"]
words += ["w%d" % i for i in range(2000)]

def sentence():
    k = max(4, int(rng.gauss(10, 2.5)))
    ws = [words[int(rng.random() ** 2 * len(words))] for _ in range(k)]
    ws[0] = ws[0].capitalize()
    return " ".join(ws) + rng.choice([".", ".", " .", "", "!"])

images, anns, results = [], [], []
for i in range(n):
    image_id = 100000 + i
    images.append({"id": image_id})
    refs = [sentence() for _ in range(5)]
    for r in refs:
        anns.append({"image_id": image_id, "id": len(anns) + 1, "caption": r})
    h = [w if rng.random() > 0.3 else words[rng.randrange(len(words))] for w in refs[0].split(" ")]
    results.append({"image_id": image_id, "caption": " ".join(h)})
os.makedirs(out, exist_ok=True)
json.dump({"images": images, "annotations": anns}, open(os.path.join(out, "captions_annotations.json"), "w"))
json.dump(results, open(os.path.join(out, "captions_results.json"), "w"))
print(n, "images,", len(anns), "annotations ->", out)
