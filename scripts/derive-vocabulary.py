#!/usr/bin/env python3
"""Lists the ingredient names the bilingual vocabulary must cover (issue 30
item 8): every ingredient name of Data/ (iPad pages and Cooklang recipes) and
the names making up 95% of ingredient mentions in a corpus of iPad pages.
Names are cut at their first bracket (the page's note). Prints one name a
line: names of Data/ first, then the corpus's by falling count.

usage: derive-vocabulary.py DATA_DIR CORPUS_DIR [SHARE]"""
import collections, glob, os, re, sys

LABEL = re.compile(r'<label class="fcbm inblok">([^<]*)</label>')
COOK = re.compile(r'@([^@#~{}\n]*?)\{|@([^\s@#~{}.,;:!?()]+)')

def base(name):
    name = re.split(r'[（(【\[]', name, maxsplit=1)[0]
    return name.strip().replace('&nbsp;', '').strip('：: ')

def page_names(path):
    with open(path, encoding='utf-8', errors='replace') as f:
        return [base(n) for n in LABEL.findall(f.read())]

def cook_names(path):
    with open(path, encoding='utf-8', errors='replace') as f:
        text = f.read()
    names = [base(a or b) for a, b in COOK.findall(text)]
    # A recipe reference (`@./Sauces/Tomato Sauce{}`) is no ingredient; a
    # name of ASCII letters only is English already.
    return [n for n in names if not n.startswith('.') and not n.isascii()]

data, corpus = sys.argv[1], sys.argv[2]
share = float(sys.argv[3]) if len(sys.argv) > 3 else 0.95
seen = []
for path in sorted(glob.glob(os.path.join(data, 'Html/food/*.html'))):
    seen += page_names(path)
for path in sorted(glob.glob(os.path.join(data, 'Cooklang/**/*.cook'), recursive=True)):
    seen += cook_names(path)
mentions = collections.Counter()
for path in sorted(glob.glob(os.path.join(corpus, 'Html/food/*.html'))):
    mentions.update(n for n in page_names(path) if n)
total = sum(mentions.values())
out, done = [], set()
for name in seen:
    if name and name not in done:
        done.add(name); out.append(name)
covered = 0
for name, count in mentions.most_common():
    if covered >= share * total:
        break
    covered += count
    if name not in done:
        done.add(name); out.append(name)
print('\n'.join(out))
print(f'# {len(out)} names; corpus: {total} mentions, {len(mentions)} names, '
      f'{covered} mentions covered', file=sys.stderr)
