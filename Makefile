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

## Build and pass every test (unit, snapshots, corpus, end to end in tmux).
test:
	@./.ci/deps test
	$(SWIFT) build $(SWIFT_RELEASE_FLAGS) --product recipes
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

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

## Long fuzzing runs: make fuzz N=1000000 [SEED=...]
fuzz:
	$(SWIFT) build --build-tests
	FUZZ_EVENTS=$(or $(N),1000000) FUZZ_SEED=$(SEED) $(SWIFT) test --skip-build --filter 'RecipeAppTests\.InputFuzzTests'

render: release
	$(RELEASE_BIN) --data $(DATA) --render 120x40 --keys "down down tab down"

check-data: release
	$(RELEASE_BIN) --check-data $(DATA)
	@if [ -d $(CORPUS) ]; then $(RELEASE_BIN) --check-data $(CORPUS); else echo "corpus absent: $(CORPUS)"; fi

## Regenerate RecipeKit's pinyin table from Debian's unicode-data package.
UNIHAN_READINGS ?= /usr/share/unicode/Unihan_Readings.txt.bz2
PINYIN_TABLE = Sources/RecipeKit/Search/PinyinTable+Data.swift
pinyin-table:
	$(SWIFT) build --product pinyin-table
	bzcat $(UNIHAN_READINGS) | .build/debug/pinyin-table > $(PINYIN_TABLE).new
	mv $(PINYIN_TABLE).new $(PINYIN_TABLE)

lint:
	$(SWIFT) format lint --strict -r Sources Tests Package.swift

format:
	$(SWIFT) format -i -r Sources Tests Package.swift

clean:
	rm -rf .build
