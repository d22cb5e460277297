#!/usr/bin/env python3
"""Generate a deterministic CNN/DailyMail-sized summarisation corpus for the whole-process
benchmarks (docs/performance.md): N pairs of ~60-word system summaries against ~50-word
references, 3 sentences each, in English-like text (common words, inflected forms, numbers,
punctuation) so that tokenizers, the Porter stemmer and WordNet synonymy all do real work.

The pairs are synthetic (no summarisation corpus is bundled): each reference is drawn from a
Zipf-weighted vocabulary, and the summary paraphrases it: it keeps most words, inflects or swaps
some for synonyms, reorders clauses and adds words, so ROUGE-1 F lands near 0.4-0.6 as for real
abstractive systems.

Writes, into OUT_DIR:
  hyp.txt, ref.txt          one pair per line, sentences separated by " <n> " (rouge --sentence-sep '<n>')
  hyp.plain, ref.plain      the same without separators (METEOR, BLEU)
  pairs.jsonl               {"hyp": ..., "refs": [...]} with sentences separated by "\n"
  rouge155/settings.xml     ROUGE-1.5.5 settings (SPL format), with peers/ and models/ beside it

Usage: make_summaries.py OUT_DIR [N=11490] [SEED=12]
"""
import json
import os
import random
import sys

NOUNS = """government minister president police officer court judge report company market share price
bank economy country city village family child mother father woman man people player team coach club
match season goal game fan stadium school student teacher university research scientist study disease
hospital doctor patient health water energy power oil gas climate weather storm flood fire building
house road car driver train plane airport passenger ticket hotel holiday beach island river mountain
forest animal dog cat bird fish horse farmer food restaurant chef meal drink coffee wine music singer
song album band concert film actor director camera television show series episode newspaper journalist
story book author library museum artist painting election vote party campaign candidate leader member
parliament law rule policy tax budget debt job worker union strike salary contract deal agreement talk
meeting summit war army soldier attack weapon border refugee camp crisis protest crowd street night
morning week month year decade century history future plan idea problem question answer decision change
record increase decline rate number percent million billion dollar pound euro phone computer internet
website software network data company customer product service shop store sale brand industry factory
""".split()
VERBS = """say tell ask announce report claim deny confirm reveal warn agree refuse decide plan expect
hope want need try make take give find keep leave meet win lose beat score play lead follow join
open close start finish launch build create develop produce sell buy pay cost raise cut increase reduce
grow fall rise drop jump climb move travel arrive return visit stay live die kill injure arrest charge
accuse investigate search discover study show suggest prove support oppose criticise praise attack
defend protect save help change improve replace remove add include involve describe explain discuss
""".split()
ADJS = """new old big small large high low long short young early late major minor local national
international public private political economic social financial military medical human natural
former current recent previous final important serious strong weak good bad best worst happy sad
dangerous safe popular famous rich poor cheap expensive free full empty hot cold dark bright
""".split()
FUNC = """the a an of to in on at for with by from about after before during over under between
into through against without and but or because while although if when that which who this these
those its their his her our your it they he she we you there here also still only even just very
""".split()
SYN = {"big": "large", "large": "big", "say": "state", "tell": "inform", "buy": "purchase",
       "start": "begin", "begin": "start", "end": "finish", "finish": "end", "car": "automobile",
       "child": "kid", "film": "movie", "movie": "film", "help": "aid", "job": "occupation",
       "small": "little", "rich": "wealthy", "happy": "glad", "show": "display", "fall": "drop",
       "rise": "increase", "kill": "murder", "study": "survey", "plan": "programme", "talk": "speech",
       "leader": "chief", "woman": "lady", "house": "home", "street": "road", "fast": "quick"}


def zipf_choice(rnd, words):
    # rank-weighted choice: weight 1/(rank+2)
    total = sum(1.0 / (i + 2) for i in range(len(words)))
    x = rnd.random() * total
    for i, w in enumerate(words):
        x -= 1.0 / (i + 2)
        if x <= 0:
            return w
    return words[-1]


def inflect_noun(rnd, w):
    if rnd.random() < 0.3:
        if w.endswith("y") and w[-2] not in "aeiou":
            return w[:-1] + "ies"
        if w.endswith(("s", "x", "ch", "sh")):
            return w + "es"
        return w + "s"
    return w


def inflect_verb(rnd, w):
    r = rnd.random()
    if r < 0.35:
        return w + ("d" if w.endswith("e") else "ed")
    if r < 0.5:
        return (w[:-1] if w.endswith("e") else w) + "ing"
    if r < 0.65:
        return w + ("es" if w.endswith(("s", "sh", "ch")) else "s")
    return w


def sentence(rnd, length):
    words = []
    while len(words) < length:
        r = rnd.random()
        if r < 0.40:
            words.append(zipf_choice(rnd, FUNC))
        elif r < 0.70:
            words.append(inflect_noun(rnd, zipf_choice(rnd, NOUNS)))
        elif r < 0.85:
            words.append(inflect_verb(rnd, zipf_choice(rnd, VERBS)))
        elif r < 0.96:
            words.append(zipf_choice(rnd, ADJS))
        else:
            words.append(str(rnd.randint(2, 2030)))
    words[0] = words[0].capitalize()
    if rnd.random() < 0.3:
        words.insert(rnd.randint(2, len(words) - 1), ",")
        words = [w for w in words]
    text = " ".join(words).replace(" ,", ",")
    return text + rnd.choice([".", ".", ".", "!", "?"]) if rnd.random() < 0.2 else text + "."


def paraphrase(rnd, ref_sentence, extra):
    words = ref_sentence.rstrip(".!?").split()
    out = []
    for w in words:
        r = rnd.random()
        base = w.lower().strip(",")
        if r < 0.12:
            continue
        if r < 0.22 and base in SYN:
            out.append(SYN[base])
        elif r < 0.30:
            out.append(zipf_choice(rnd, NOUNS + VERBS))
        else:
            out.append(w)
    for _ in range(extra):
        out.insert(rnd.randint(0, len(out)), zipf_choice(rnd, FUNC + ADJS + NOUNS))
    if len(out) > 6 and rnd.random() < 0.3:
        k = rnd.randint(2, len(out) - 2)
        out = out[k:] + out[:k]
    if out:
        out[0] = out[0][:1].upper() + out[0][1:]
    return " ".join(out) + "."


def main():
    out_dir = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 11490
    rnd = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 12)
    os.makedirs(os.path.join(out_dir, "rouge155", "peers"), exist_ok=True)
    os.makedirs(os.path.join(out_dir, "rouge155", "models"), exist_ok=True)
    with open(os.path.join(out_dir, "hyp.txt"), "w") as fh, open(os.path.join(out_dir, "ref.txt"), "w") as fr, \
            open(os.path.join(out_dir, "hyp.plain"), "w") as ph, open(os.path.join(out_dir, "ref.plain"), "w") as pr, \
            open(os.path.join(out_dir, "pairs.jsonl"), "w") as js, \
            open(os.path.join(out_dir, "rouge155", "settings.xml"), "w") as xml:
        xml.write('<ROUGE_EVAL version="1.55">\n')
        for i in range(n):
            ref = [sentence(rnd, rnd.randint(13, 20)) for _ in range(3)]
            hyp = [paraphrase(rnd, s, rnd.randint(4, 8)) for s in ref]
            fh.write(" <n> ".join(hyp) + "\n")
            fr.write(" <n> ".join(ref) + "\n")
            ph.write(" ".join(hyp) + "\n")
            pr.write(" ".join(ref) + "\n")
            js.write(json.dumps({"hyp": "\n".join(hyp), "refs": ["\n".join(ref)]}) + "\n")
            with open(os.path.join(out_dir, "rouge155", "peers", "%d.txt" % i), "w") as f:
                f.write("\n".join(hyp) + "\n")
            with open(os.path.join(out_dir, "rouge155", "models", "%d.A.txt" % i), "w") as f:
                f.write("\n".join(ref) + "\n")
            xml.write('<EVAL ID="%d">\n<PEER-ROOT>%s</PEER-ROOT>\n<MODEL-ROOT>%s</MODEL-ROOT>\n'
                      '<INPUT-FORMAT TYPE="SPL"></INPUT-FORMAT>\n<PEERS>\n<P ID="1">%d.txt</P>\n</PEERS>\n'
                      '<MODELS>\n<M ID="A">%d.A.txt</M>\n</MODELS>\n</EVAL>\n'
                      % (i, os.path.abspath(os.path.join(out_dir, "rouge155", "peers")),
                         os.path.abspath(os.path.join(out_dir, "rouge155", "models")), i, i))
        xml.write('</ROUGE_EVAL>\n')


if __name__ == "__main__":
    main()
