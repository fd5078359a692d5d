#!/usr/bin/env bash
# Renders the example program's dependency graph (registrations, scopes and the dependencies
# observed while verifying them) to Scripts/example-graph.png with Graphviz.
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-Scripts/example-graph.png}"
swift build --product syringe-example >&2
dot_file="$(mktemp)"
.build/debug/syringe-example --graph > "$dot_file"
if ! command -v dot >/dev/null 2>&1; then
    echo "Graphviz is not installed, so only the DOT text was produced: $dot_file" >&2
    echo "Install it (on Debian: apt-get install graphviz) and run this script again to get a PNG." >&2
    exit 0
fi
dot -Tpng "$dot_file" -o "$output"
echo "Wrote $output" >&2
