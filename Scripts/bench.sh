#!/usr/bin/env bash
# Builds the benchmark package in release mode and prints the comparison table (markdown).
# Environment: SYRINGE_BENCH_ROUNDS (default 15), SYRINGE_BENCH_ONLY (run scenarios whose name
# contains this text).
set -euo pipefail
cd "$(dirname "$0")/Benchmarks"
swift build -c release --product SyringeBenchmarks >&2
exec .build/release/SyringeBenchmarks
