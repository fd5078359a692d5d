#!/usr/bin/env bash
# What an app pays at build time to use Syringe, against Swinject 2.10.0: generates the same app
# module of 500 registrations for each library (Scripts/Benchmarks/GenerateBuildCostApp.swift),
# builds each package once, then rebuilds after touching the app module's sources, the two
# libraries taking turns, and prints a markdown table of the medians: the time of `swift build`
# (the app module's compilation, with SwiftPM's planning and the executable's link) and the app
# module's object code (the text size of its object files).
# Environment: SYRINGE_BUILD_COST_ROUNDS (rebuilds per cell, default 3),
# SYRINGE_BUILD_COST_CONFIGURATIONS (default "release debug").
set -euo pipefail
export LC_ALL=C
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$root/Scripts/Benchmarks/.build-cost"
rounds="${SYRINGE_BUILD_COST_ROUNDS:-3}"
configurations="${SYRINGE_BUILD_COST_CONFIGURATIONS:-release debug}"
libraries="Swinject Syringe"
if ! [[ "$rounds" =~ ^[1-9][0-9]*$ ]]; then
    echo "SYRINGE_BUILD_COST_ROUNDS must be a whole number from 1 up" >&2
    exit 2
fi

for library in $libraries; do
    rm -rf "$work/app-$library/Sources"
    (cd "$root/Scripts/Benchmarks" && swift GenerateBuildCostApp.swift "$library" "$work/app-$library" "$root")
done

median() { sort -g | awk '{ values[NR] = $1 } END { print values[int((NR + 1) / 2)] }'; }

# The seconds `swift build` takes for the package in $1, in configuration $2.
build_seconds() {
    { /usr/bin/time -p swift build -c "$2" --package-path "$1" >&2; } 2>&1 | awk '/^real / { print $2 }'
}

# The text size, in KB, of the app module's object files.
object_code() {
    find "$1" -name '*.o' -exec size {} + | awk 'NR > 1 { text += $1 } END { printf "%.0f", text / 1000 }'
}

echo "| configuration | what | Swinject 2.10.0 | Syringe | Syringe ÷ Swinject |"
echo "|---|---|---:|---:|---:|"
for configuration in $configurations; do
    for library in $libraries; do
        swift build -c "$configuration" --package-path "$work/app-$library" >&2
        : > "$work/times-$library"
    done
    # The libraries take turns round by round, so that a change in the machine's load falls on
    # both alike.
    for _ in $(seq "$rounds"); do
        for library in $libraries; do
            touch "$work/app-$library"/Sources/App/*.swift
            build_seconds "$work/app-$library" "$configuration" >> "$work/times-$library"
        done
    done
    for library in $libraries; do
        "$work/app-$library/.build/$configuration/App" > /dev/null
    done
    swinject_seconds=$(median < "$work/times-Swinject")
    syringe_seconds=$(median < "$work/times-Syringe")
    swinject_kilobytes=$(object_code "$work/app-Swinject/.build/$configuration/App.build")
    syringe_kilobytes=$(object_code "$work/app-Syringe/.build/$configuration/App.build")
    printf '| %s | app module build (s) | %.1f | %.1f | %.2fx |\n' "$configuration" \
        "$swinject_seconds" "$syringe_seconds" "$(echo "$syringe_seconds / $swinject_seconds" | bc -l)"
    printf '| %s | app object code (KB of text) | %d | %d | %.2fx |\n' "$configuration" \
        "$swinject_kilobytes" "$syringe_kilobytes" "$(echo "$syringe_kilobytes / $swinject_kilobytes" | bc -l)"
done
