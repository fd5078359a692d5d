#!/usr/bin/env bash
# Builds the benchmark package and prints the comparison table (markdown).
# Environment: SYRINGE_BENCH_ROUNDS (default 15), SYRINGE_BENCH_ONLY (run scenarios whose name
# contains this text), SYRINGE_BENCH_CONFIGURATION (release, the default, or debug: the whole
# package, libraries included, built as apps and their tests are built during development).
set -euo pipefail
cd "$(dirname "$0")/Benchmarks"
configuration="${SYRINGE_BENCH_CONFIGURATION:-release}"
swift build -c "$configuration" --product SyringeBenchmarks >&2
exec ".build/$configuration/SyringeBenchmarks"
