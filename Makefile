# MJ Referee. Two commands for a newcomer: `make run` and `make test`.
SHELL := /bin/bash
export PATH := $(HOME)/.cargo/bin:$(PATH)
CARGO ?= cargo

.PHONY: run test bootstrap ui app lint rust-test ui-test e2e bench clean

run: bootstrap app ## Set everything up and open the app on the built-in demo event.
	@if [ -z "$$DISPLAY" ] && [ -z "$$WAYLAND_DISPLAY" ]; then \
	  echo "make run: no display; starting the app under a virtual display (xvfb-run)"; \
	  xvfb-run -a ./target/debug/mj-referee; \
	else ./target/debug/mj-referee; fi

test: bootstrap lint rust-test ui-test app e2e ## Everything CI checks.

bootstrap:
	@scripts/bootstrap.sh

ui:
	cd ui && npm run --silent build

app: ui
	$(CARGO) build -p mj-referee -p mjref

lint:
	$(CARGO) fmt --all -- --check
	cd ui && npm run --silent build
	$(CARGO) clippy --workspace --all-targets -- -D warnings
	cd ui && npm run --silent check

rust-test:
	$(CARGO) test --workspace

ui-test:
	cd ui && npm test --silent

e2e:
	xvfb-run -a -s "-screen 0 1920x1400x24" scripts/e2e.sh

bench: bootstrap app ## Performance figures (printed, never asserted).
	$(CARGO) run --release -q -p mjref -- bench record --n 500
	$(CARGO) run --release -q -p mjref --features xiangting -- bench hands
	xvfb-run -a -s "-screen 0 1920x1400x24" scripts/e2e.sh startup

clean:
	$(CARGO) clean
	rm -rf ui/dist ui/node_modules
