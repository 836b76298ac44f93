# MJ Referee. Two commands for a newcomer: `make run` and `make test`.
SHELL := /bin/bash
export PATH := $(HOME)/.cargo/bin:$(PATH)
CARGO ?= cargo

.PHONY: run test fuzz-tools bootstrap ui app package lint web-check web web-e2e web-test-build e2e-all rust-test ui-test e2e bench fuzz-short fuzz soak clean mcr-oracle mcr-oracle-test jsma-oracle jsma-oracle-test

# The browser build too: the head's hall serves it to the tablets (Referees → Open the hall).
run: bootstrap app web-test-build ## Set everything up and open the app on the built-in demo event.
	@if [ -z "$$DISPLAY" ] && [ -z "$$WAYLAND_DISPLAY" ]; then \
	  echo "make run: no display; starting the app under a virtual display (xvfb-run)"; \
	  xvfb-run -a ./target/debug/mj-referee; \
	else ./target/debug/mj-referee; fi

# Fuzzing is `make fuzz-short` / `make fuzz`, not here: its instrumented release build of the
# record's whole dependency tree cost CI more minutes than its five seconds a target found.
test: bootstrap lint rust-test mcr-oracle-test jsma-oracle-test ui-test app e2e web-e2e ## Everything CI checks.

bootstrap:
	@scripts/bootstrap.sh

# The UI's build (ui/dist), made again only when something it is made of changed: lint, the app
# and the browser build each need it, and one `make test` builds it once.
UI_SOURCES := $(shell find ui/src locales -type f 2>/dev/null) ui/index.html ui/package-lock.json \
	ui/vite.config.ts ui/svelte.config.js ui/tsconfig.json
ui: ui/dist/index.html
ui/dist/index.html: $(UI_SOURCES)
	cd ui && npm run --silent build
	@touch $@

app: ui
	$(CARGO) build -p mj-referee -p mjref

# The release app and its Debian package, built offline by Tauri's bundler (the npm package
# @tauri-apps/cli from the lock file; bundle settings in src-tauri/tauri.conf.json, deb only).
# The package carries the browser build (`make web`, as the resource web/: tauri.package.json),
# which the head's hall serves to the tablets; the recipe fails if the .deb lacks it.
DEB_DIR := target/release/bundle/deb
package: bootstrap ui web ## The .deb to install with `apt install ./<file>.deb`; prints its path.
	rm -f $(DEB_DIR)/*.deb
	cd src-tauri && ../ui/node_modules/.bin/tauri build --bundles deb --ci --config tauri.package.json
	@# Tauri names the file after the product ("MJ Referee_0.1.0_amd64.deb"); Debian's own
	@# name has no space: <package>_<version>_<arch>.deb.
	@for built in $(DEB_DIR)/*.deb; do \
	  deb="$(DEB_DIR)/$$(dpkg-deb --showformat='$${Package}_$${Version}_$${Architecture}' --show "$$built").deb"; \
	  [ "$$built" = "$$deb" ] || mv "$$built" "$$deb"; \
	  dpkg-deb --contents "$$deb" | grep '/web/core/web_bg.wasm$$' >/dev/null \
	    || { echo "package: $$deb lacks the browser build (web/core/web_bg.wasm)" >&2; exit 1; }; \
	  echo "package: $$deb ($$(du -h "$$deb" | cut -f1))"; \
	  dpkg-deb --field "$$deb" Package Version Depends | sed 's/^/  /'; \
	done

# The device's core — every command's dispatch over the Desk and the SQLite record — compiles
# for a tablet's browser (wasm32; clang-19 and the target from the bootstrap, the rest in
# .cargo/config.toml), so nothing native-only creeps into it (issue 24). A quick check while
# working: `make test` builds and runs the browser build itself (web-e2e).
web-check:
	$(CARGO) check --target wasm32-unknown-unknown -p device -p web

web: bootstrap ui ## The browser build: static files (the UI and the core as WebAssembly) in target/web.
	scripts/web.sh

# The browser build's e2e in Debian's Chromium (chromedriver, both from the bootstrap), served
# under a LAN-like name: the differential test, the done-when flow at four tablet sizes, and the
# app's floor-referee files on the browser build (scripts/web-e2e.sh). The build is `web-test`'s
# (the same code, built in a fraction of `web`'s time); MJREF_WEB_DIR=target/web tests `make web`'s.
# The virtual display is WebKit's: the ruling flow also runs in WebKitGTK's MiniBrowser (iPads).
web-e2e: bootstrap app web-test-build
	xvfb-run -a -s "-screen 0 1920x1400x24" scripts/web-e2e.sh

web-test-build: bootstrap ui
	WEB_PROFILE=web-test scripts/web.sh

# Both e2e suites at once (scripts/e2e-all.sh): faster, but on two cores each suite failed a
# step once in four runs under the other's load, so `make test` runs them one after the other.
e2e-all: bootstrap app web-test-build
	scripts/e2e-all.sh

lint: ui
	$(CARGO) fmt --all -- --check
	$(CARGO) clippy --workspace --all-targets -- -D warnings
	cd ui && npm run --silent check

rust-test:
	$(CARGO) test --workspace

ui-test:
	cd ui && npm test --silent

# The MCR fan calculator against PyMahjongGB on 10,000 random hands (docs/mcr-oracle.md): its
# own venv under target/mcr-oracle/, GB's throughput beside ours; fails on an undocumented
# disagreement.
mcr-oracle:
	scripts/mcr-oracle/run.sh

# The same comparison in `make test`, with the debug build `rust-test` already made: the answers
# are the same, and only `make bench` judges the speed.
mcr-oracle-test:
	$(CARGO) build -q -p mjref
	MCR_ORACLE_MJREF=target/debug/mjref MCR_ORACLE_DEBUG_BUILD=1 scripts/mcr-oracle/run.sh

# The JSMA hand engine against the `mahjong` package from PyPI on 10,000 random hands
# (docs/jsma-oracle.md): its own venv under target/jsma-oracle/, the package's throughput beside
# ours; fails on an undocumented disagreement.
jsma-oracle:
	scripts/jsma-oracle/run.sh

# The same comparison in `make test` with the debug build (one timed pass of the package, whose
# answers are reused while nothing they depend on changes): only `make bench` judges the speed.
jsma-oracle-test:
	$(CARGO) build -q -p mjref
	JSMA_ORACLE_MJREF=target/debug/mjref JSMA_ORACLE_DEBUG_BUILD=1 scripts/jsma-oracle/run.sh

e2e:
	xvfb-run -a -s "-screen 0 1920x1400x24" scripts/e2e.sh

bench: bootstrap ui web mcr-oracle jsma-oracle ## Performance figures (printed, never asserted).
	$(CARGO) run --release -q -p mjref -- bench record --n 500
	$(CARGO) run --release -q -p mjref -- bench verify
	$(CARGO) run --release -q -p mjref -- bench roster
	$(CARGO) run --release -q -p mjref -- bench review
	@# The hall (issue 25): 40 tablets for two minutes and a join of 10,000 rulings.
	$(CARGO) run --release -q -p mjref -- bench hall
	$(CARGO) run --release -q -p mjref -- bench report
	$(CARGO) run --release -q -p mjref -- bench photos
	$(CARGO) run --release -q -p mjref --features xiangting -- bench hands
	$(CARGO) run --release -q -p mjref -- bench mcr-waits
	$(CARGO) run --release -q -p mjref -- bench jsma-waits
	@# The app's start and memory as a ratio to an empty Tauri app's (scripts/empty-tauri.sh).
	$(CARGO) build --release -q -p mj-referee
	cd ui && MJREF_APP=$(CURDIR)/target/release/mj-referee MJREF_EMPTY_APP=$$(../scripts/empty-tauri.sh) \
	  xvfb-run -a -s "-screen 0 1920x1400x24" node e2e/startup.mjs
	@# The browser build's budgets (issue 24): the same calls natively, then in Chromium.
	mkdir -p target/bench
	$(CARGO) run --release -q -p device --example dispatch_bench -- ui/bench/calls.json >target/bench/native-dispatch.json
	cd ui && node bench/web.mjs ../target/bench/native-dispatch.json

# cargo-fuzz on the stable toolchain (RUSTC_BOOTSTRAP=1); targets in fuzz/fuzz_targets/, seeds
# in fuzz/seeds/<target>/ (read only); what libFuzzer finds goes to target/fuzz-corpus/<target>/.
FUZZ_TARGETS := bundle_import signed_bodies tile_notation catalogue_load photo_input
FUZZ_SHORT ?= 5
FUZZ_LONG ?= 600
fuzz-tools:
	@command -v cargo-fuzz >/dev/null || { echo "installing cargo-fuzz (cargo install --locked --debug)"; \
	  $(CARGO) install --locked --debug cargo-fuzz >/dev/null 2>&1; } || { echo "cargo install cargo-fuzz failed" >&2; exit 1; }
FUZZ_RUN = RUSTC_BOOTSTRAP=1 $(CARGO) fuzz run $$t target/fuzz-corpus/$$t fuzz/seeds/$$t
fuzz-short: bootstrap fuzz-tools ## Each fuzz target for FUZZ_SHORT seconds (under a minute in all; `make fuzz` runs long).
	@for t in $(FUZZ_TARGETS); do \
	  mkdir -p target/fuzz-corpus/$$t; \
	  echo "fuzz $$t: $(FUZZ_SHORT) s"; \
	  $(FUZZ_RUN) -- -max_total_time=$(FUZZ_SHORT) >target/fuzz-$$t.log 2>&1 \
	    || { tail -n 40 target/fuzz-$$t.log; exit 1; }; \
	  tail -n 1 target/fuzz-$$t.log; \
	done

fuzz: bootstrap fuzz-tools ## Each fuzz target for FUZZ_LONG seconds (10 minutes each by default).
	@for t in $(FUZZ_TARGETS); do \
	  mkdir -p target/fuzz-corpus/$$t; \
	  $(FUZZ_RUN) -- -max_total_time=$(FUZZ_LONG) || exit 1; \
	done

soak: ## The crash test with 10,000 SIGKILLs in place of 200.
	MJREF_CRASH_KILLS=10000 $(CARGO) test -p mjref --test crash -- --nocapture

clean:
	$(CARGO) clean
	rm -rf ui/dist ui/node_modules
