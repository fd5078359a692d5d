#!/usr/bin/env bash
# Builds the documentation of the Syringe module (Sources/Syringe/Syringe.docc and the doc
# comments of the sources) into docs-site/, a static website, with the toolchain's own docc.
#
# Fails on any documentation warning (an unresolved symbol or article link, in an article or in
# a doc comment), on any public symbol that no topic group of the catalog lists, and on any
# ```swift block of the catalog or of README.md that does not appear verbatim in
# Tests/DocumentationSamples or in the TaskBoard app of Scripts/DefaultMainActorApp, where the
# samples are compiled and tested.
#
# Scratch files go to .build-docs/, so that the package's own .build is left alone.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-docs
catalog=Sources/Syringe/Syringe.docc
samples=Tests/DocumentationSamples,Scripts/DefaultMainActorApp/Sources/TaskBoard,Scripts/DefaultMainActorApp/Tests/TaskBoardTests
output=docs-site
symbol_graphs="$PWD/$scratch/symbol-graphs"
checker="$scratch/docs-check"

echo "== docs: code samples"
mkdir -p "$scratch"
if [[ ! -x "$checker" || Scripts/docs-check.swift -nt "$checker" ]]; then
    swiftc -O -o "$checker" Scripts/docs-check.swift
fi
"$checker" samples "$catalog,README.md" "$samples"

echo "== docs: symbol graph of the Syringe module"
# The compiler writes the symbol graph when it emits the module. If the module was up to date
# but the graph is missing (its directory was removed), build once more with an inert extra flag,
# which recompiles the module.
build_symbol_graph() {
    swift build --scratch-path "$scratch" --target Syringe \
        -Xswiftc -emit-symbol-graph \
        -Xswiftc -emit-symbol-graph-dir -Xswiftc "$symbol_graphs" \
        -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public \
        "$@"
}
mkdir -p "$symbol_graphs"
build_symbol_graph
if [[ ! -f "$symbol_graphs/Syringe.symbols.json" ]]; then
    build_symbol_graph -Xswiftc -DSYRINGE_DOCUMENTATION_BUILD
fi

echo "== docs: docc convert"
rm -rf "$output"
docc convert "$catalog" \
    --additional-symbol-graph-dir "$symbol_graphs" \
    --fallback-display-name Syringe \
    --fallback-bundle-identifier org.syringe.Syringe \
    --fallback-default-module-kind Framework \
    --output-path "$output" \
    --transform-for-static-hosting \
    --warnings-as-errors

echo "== docs: curation"
"$checker" curation "$output" "$symbol_graphs/Syringe.symbols.json"

echo "Documentation written to $output/ (open $output/index.html through a web server, e.g."
echo "python3 -m http.server --directory $output, then /documentation/syringe)."
