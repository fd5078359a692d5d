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
# The Syringe module declares autoregister and the ~> operators and re-exports SyringeCore, which
# declares the rest; the documentation is one module's, Syringe's. The compiler's own symbol graph
# of a module leaves out what it re-exports, so swift-symbolgraph-extract reads the built module
# and is allowed to take in SyringeCore's symbols, as Syringe's. It loads the C modules SyringeCore
# imports through the module maps that SwiftPM generated for them.
swift build --scratch-path "$scratch" --target Syringe
build_dir=$(swift build --scratch-path "$scratch" --show-bin-path)
target=$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -1)
rm -rf "$symbol_graphs"
mkdir -p "$symbol_graphs"
swift-symbolgraph-extract -module-name Syringe -target "$target" \
    -I "$build_dir/Modules" \
    -Xcc -fmodule-map-file="$build_dir/SyringeThreadLocal.build/module.modulemap" \
    -Xcc -fmodule-map-file="$build_dir/SyringeExecutorCheck.build/module.modulemap" \
    -minimum-access-level public \
    -experimental-allowed-reexported-modules=SyringeCore \
    -output-dir "$symbol_graphs"

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
