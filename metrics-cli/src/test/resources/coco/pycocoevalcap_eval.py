"""What pycocoevalcap's COCOEvalCap.evaluate() prints for BLEU, ROUGE-L and CIDEr on a COCO
results/annotations pair, without pycocotools: the files are read as COCO() and loadRes() read
them (imgToAnns in file order; evaluated images = cocoRes.getImgIds(), the annotation file's
images that have a result, in file order), then PTBTokenizer and the three scorers run as in
evaluate(). METEOR and SPICE are left out. Last, the evalImgs list as JSON.
Usage: source /work/refs/env.sh; PYTHONPATH=$COCO_PY python3 pycocoevalcap_eval.py RESULTS ANNOTATIONS"""
import json, sys
from collections import defaultdict
from pycocoevalcap.tokenizer.ptbtokenizer import PTBTokenizer
from pycocoevalcap.bleu.bleu import Bleu
from pycocoevalcap.rouge.rouge import Rouge
from pycocoevalcap.cider.cider import Cider

results, annotations = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
gts_anns, res_anns = defaultdict(list), defaultdict(list)
for a in annotations["annotations"]:
    gts_anns[a["image_id"]].append(a)
for a in results:
    res_anns[a["image_id"]].append(a)
result_ids = set(a["image_id"] for a in results)
img_ids = [img["id"] for img in annotations["images"] if img["id"] in result_ids]
gts = {i: gts_anns[i] for i in img_ids}
res = {i: res_anns[i] for i in img_ids}
print('tokenization...')
tokenizer = PTBTokenizer()
gts = tokenizer.tokenize(gts)
res = tokenizer.tokenize(res)
print('setting up scorers...')
scorers = [(Bleu(4), ["Bleu_1", "Bleu_2", "Bleu_3", "Bleu_4"]), (Rouge(), "ROUGE_L"), (Cider(), "CIDEr")]
evals, img_to_eval = {}, {}
for scorer, method in scorers:
    print('computing %s score...' % (scorer.method()))
    score, scores = scorer.compute_score(gts, res)
    for sc, scs, m in (zip(score, scores, method) if type(method) == list else [(score, scores, method)]):
        evals[m] = sc
        for img_id, s in zip(gts.keys(), scs):
            img_to_eval.setdefault(img_id, {"image_id": img_id})[m] = s
        print("%s: %0.3f" % (m, sc))
json.dump({"overall": {k: float(v) for k, v in evals.items()},
           "evalImgs": [{k: (float(v) if k != "image_id" else v) for k, v in e.items()} for e in img_to_eval.values()]},
          open(sys.argv[3] if len(sys.argv) > 3 else "/dev/null", "w"), indent=1)
