# Thin wrappers: people and CI run the same commands.
SWIFT ?= swift
DATA ?= Data
CORPUS ?= ../shared/corpus/ipad-recipes
RELEASE_BIN = .build/release/recipes
# Every release build links the Swift runtime and FoundationEssentials
# statically (no ICU: the product imports FoundationEssentials only); the
# same flags everywhere, so one build serves release, test, run and bench.
SWIFT_RELEASE_FLAGS = -c release --static-swift-stdlib
# Swift's own UTF-8 handling does not need it, but ncursesw and wcwidth do.
export LANG ?= C.UTF-8

.PHONY: all build release run test snapshots e2e bench fuzz lint format render check-data clean deps pinyin-table

all: build

deps:
	@./.ci/deps run

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build $(SWIFT_RELEASE_FLAGS) --product recipes

## Build and open the browser on the bundled Data/.
run: release
	$(RELEASE_BIN) --data $(DATA)

## Build and pass every test (unit, snapshots, corpus, end to end in tmux),
## then one line counted from Swift Testing's output: `N passed, N failed,
## N skipped` (a skipped test's line gives its reason). The exit status is
## swift test's.
TEST_OUTPUT = .build/test-output.txt
TEST_SUMMARY = '/^[^ ]+ Test run with / { next } \
  /^[^ ]+ Test .* passed after / { passed++; next } \
  /^[^ ]+ Test .* failed after / { failed++; next } \
  /^[^ ]+ Test .* skipped(: ".*"|\.)?$$/ { skipped++ } \
  END { printf "%d passed, %d failed, %d skipped\n", passed, failed, skipped }'
test:
	@./.ci/deps test
	$(SWIFT) build $(SWIFT_RELEASE_FLAGS) --product recipes
	$(SWIFT) build --build-tests
	@{ $(SWIFT) test --skip-build 2>&1; echo $$? > $(TEST_OUTPUT).status; } | tee $(TEST_OUTPUT)
	@awk $(TEST_SUMMARY) $(TEST_OUTPUT)
	@exit "$$(cat $(TEST_OUTPUT).status)"

## Re-record the golden snapshots; review them with `git diff` before committing.
snapshots:
	-RECORD_SNAPSHOTS=1 $(SWIFT) test
	@git status --short -- Tests

## Only the end-to-end tests (release binary in tmux).
e2e: release
	$(SWIFT) test --filter EndToEnd

## Benchmarks: in-process figures and the terminal measurements (ptybench from
## ../shared/bench when present; skipped with a note otherwise), one table.
## Re-record the reference figures: make bench BENCH_ARGS=--record
bench: deps
	$(SWIFT) build $(SWIFT_RELEASE_FLAGS) --product recipes
	$(SWIFT) build $(SWIFT_RELEASE_FLAGS) --product bench
	.build/release/bench run $(BENCH_ARGS)

## Long fuzzing runs: make fuzz N=1000000 [SEED=...] [KILLS=500 (SIGKILLs of the state test)]
## [COOKLANG=10000 (recipes compared with the official Cooklang parser)]
fuzz:
	$(SWIFT) build --build-tests
	FUZZ_EVENTS=$(or $(N),1000000) FUZZ_SEED=$(SEED) $(SWIFT) test --skip-build --filter 'RecipeAppTests\.InputFuzzTests'
	FUZZ_COOKLANG=$(or $(COOKLANG),10000) FUZZ_SEED=$(SEED) $(SWIFT) test --skip-build --filter 'RecipeAppTests\.CooklangDifferentialTests'
	STATE_KILLS=$(or $(KILLS),500) $(SWIFT) test --skip-build --filter 'RecipeAppTests\.StateKillTests'

render: release
	$(RELEASE_BIN) --data $(DATA) --render 120x40 --keys "down down tab down"

check-data: release
	$(RELEASE_BIN) --check-data $(DATA)
	@if [ -d $(CORPUS) ]; then $(RELEASE_BIN) --check-data $(CORPUS); else echo "corpus absent: $(CORPUS)"; fi

## How many saved pages the importer reads with all five core fields right
## (title, ingredients, instructions, the yield's number, total minutes):
## make import-check [DIR=../shared/import-pages]; failing pages are listed.
IMPORT_PAGES ?= ../shared/import-pages
DIR ?= $(IMPORT_PAGES)
.PHONY: import-check
import-check:
	$(SWIFT) build $(SWIFT_RELEASE_FLAGS) --product import-check
	.build/release/import-check $(DIR)

## Regenerate RecipeKit's pinyin table from Debian's unicode-data package.
UNIHAN_READINGS ?= /usr/share/unicode/Unihan_Readings.txt.bz2
PINYIN_TABLE = Sources/RecipeKit/Search/PinyinTable+Data.swift
pinyin-table:
	$(SWIFT) build --product pinyin-table
	bzcat $(UNIHAN_READINGS) | .build/debug/pinyin-table > $(PINYIN_TABLE).new
	mv $(PINYIN_TABLE).new $(PINYIN_TABLE)

## Regenerate RecipeKit's bilingual vocabulary from scripts/*.tsv (issue 30,
## item 8); `vocabulary-names` lists the ingredient names it must cover.
.PHONY: vocabulary vocabulary-names
vocabulary:
	python3 scripts/vocabulary-swift.py
vocabulary-names:
	python3 scripts/derive-vocabulary.py Data ../shared/corpus/ipad-recipes

## The man page and the completions, generated from the option table (and
## committed: a test fails when they differ from what the table gives).
.PHONY: man completions install uninstall deb
SHARE_SRC = Sources/recipes/share
MAN_PAGE = man/man1/recipes.1
BASH_COMPLETION = bash-completion/completions/recipes
ZSH_COMPLETION = zsh/site-functions/_recipes
FISH_COMPLETION = fish/vendor_completions.d/recipes.fish
DEBUG_BIN = .build/debug/recipes
man:
	$(SWIFT) build --product recipes
	$(DEBUG_BIN) --generate man > $(SHARE_SRC)/$(MAN_PAGE)
completions:
	$(SWIFT) build --product recipes
	$(DEBUG_BIN) --generate bash > $(SHARE_SRC)/$(BASH_COMPLETION)
	$(DEBUG_BIN) --generate zsh > $(SHARE_SRC)/$(ZSH_COMPLETION)
	$(DEBUG_BIN) --generate fish > $(SHARE_SRC)/$(FISH_COMPLETION)

## make install [PREFIX=/usr/local] [DESTDIR=]: the stripped release binary,
## the bundled data as share/recipes/Data, the man page, three completions.
## make uninstall removes exactly those (and share/recipes when empty).
PREFIX ?= /usr/local
DESTDIR ?=
STRIP ?= strip
ROOT = $(DESTDIR)$(PREFIX)
# Data's files and folders are walked with find -exec (names may hold spaces:
# Data/Cooklang's recipes are named by their titles).
INSTALLED_DATA = $(ROOT)/share/recipes/Data
# Debian's zsh reads packages' completions from vendor-completions.
ZSH_INSTALLED = $(ZSH_COMPLETION)
INSTALLED_FILES = $(MAN_PAGE) $(BASH_COMPLETION) $(ZSH_INSTALLED) $(FISH_COMPLETION)
install: release
	install -d $(ROOT)/bin $(INSTALLED_DATA)
	install -m 755 $(RELEASE_BIN) $(ROOT)/bin/recipes
	$(STRIP) $(ROOT)/bin/recipes
	cd $(DATA) && find . -type f -exec sh -c \
	  'for file; do install -D -m 644 "$$file" "$$0/$$file" || exit 1; done' "$(INSTALLED_DATA)" {} +
	for file in $(MAN_PAGE) $(BASH_COMPLETION) $(FISH_COMPLETION); do \
	  install -D -m 644 "$(SHARE_SRC)/$$file" "$(ROOT)/share/$$file" || exit 1; done
	install -D -m 644 $(SHARE_SRC)/$(ZSH_COMPLETION) $(ROOT)/share/$(ZSH_INSTALLED)
uninstall:
	rm -f $(ROOT)/bin/recipes
	for file in $(INSTALLED_FILES); do rm -f "$(ROOT)/share/$$file"; done
	cd $(DATA) && find . -type f -exec sh -c 'for file; do rm -f "$$0/$$file"; done' "$(INSTALLED_DATA)" {} +
	cd $(DATA) && find . -mindepth 1 -depth -type d -exec sh -c \
	  'for folder; do rmdir "$$0/$$folder" 2>/dev/null || true; done' "$(INSTALLED_DATA)" {} +
	rmdir $(ROOT)/share/recipes/Data $(ROOT)/share/recipes 2>/dev/null || true

## make deb: recipes_<version>_<arch>.deb with dpkg-deb (/usr/bin/recipes,
## /usr/share/recipes/Data, the man page, the completions, a copyright file,
## changelog.Debian.gz from .ci/deb/changelog, DEBIAN/md5sums; Depends from
## dpkg-shlibdeps).
VERSION = $(shell sed -n 's/.*static let version = "\(.*\)"/\1/p' Sources/RecipeApp/RecipesCommand.swift)
ARCH = $(shell dpkg --print-architecture 2>/dev/null || uname -m)
DEB = recipes_$(VERSION)_$(ARCH).deb
DEB_WORK = .build/deb
deb: release
	rm -rf $(DEB_WORK) && mkdir -p $(DEB_WORK)/root/DEBIAN $(DEB_WORK)/debian
	$(MAKE) --no-print-directory -o release install DESTDIR=$(CURDIR)/$(DEB_WORK)/root PREFIX=/usr \
	  ZSH_INSTALLED=zsh/vendor-completions/_recipes
	gzip -9n $(DEB_WORK)/root/usr/share/man/man1/recipes.1
	install -D -m 644 .ci/deb/copyright $(DEB_WORK)/root/usr/share/doc/recipes/copyright
	gzip -9n < .ci/deb/changelog > $(DEB_WORK)/root/usr/share/doc/recipes/changelog.Debian.gz
	chmod 644 $(DEB_WORK)/root/usr/share/doc/recipes/changelog.Debian.gz
	VERSION=$(VERSION) ARCH=$(ARCH) .ci/deb/control $(DEB_WORK) > $(DEB_WORK)/root/DEBIAN/control
	cd $(DEB_WORK)/root && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | LC_ALL=C sort -z \
	  | xargs -0r md5sum > DEBIAN/md5sums
	mkdir -p $(dir $(DEB))
	dpkg-deb --root-owner-group --build $(DEB_WORK)/root $(DEB)

lint:
	$(SWIFT) format lint --strict -r Sources Tests Package.swift

format:
	$(SWIFT) format -i -r Sources Tests Package.swift

clean:
	rm -rf .build
