#!/usr/bin/env bash
# What an app pays at build time to use Syringe, against Swinject 2.10.0: generates the same app
# module of 500 registrations for each library (Scripts/Benchmarks/GenerateBuildCostApp.swift),
# builds each package once, then rebuilds the app module alone after touching its sources, the
# two libraries taking turns, and prints a markdown table of the medians: the module's build
# time and its object code (the text size of its object files).
# Environment: SYRINGE_BUILD_COST_ROUNDS (rebuilds per cell, default 3),
# SYRINGE_BUILD_COST_CONFIGURATIONS (default "release debug").
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$root/Scripts/Benchmarks/.build-cost"
rounds="${SYRINGE_BUILD_COST_ROUNDS:-3}"
configurations="${SYRINGE_BUILD_COST_CONFIGURATIONS:-release debug}"
libraries="Swinject Syringe"

for library in $libraries; do
    rm -rf "$work/app-$library/Sources"
    (cd "$root/Scripts/Benchmarks" && swift GenerateBuildCostApp.swift "$library" "$work/app-$library" "$root")
done

median() { sort -g | awk '{ values[NR] = $1 } END { print values[int((NR + 1) / 2)] }'; }

# The text size, in KB, of the app module's object files.
object_code() {
    find "$1" -name '*.o' -print0 | xargs -0 size | awk 'NR > 1 { text += $1 } END { printf "%.0f", text / 1000 }'
}

echo "| configuration | what | Swinject 2.10.0 | Syringe | Syringe ÷ Swinject |"
echo "|---|---|---:|---:|---:|"
for configuration in $configurations; do
    declare -A times=() kilobytes=()
    for library in $libraries; do
        swift build -c "$configuration" --package-path "$work/app-$library" >&2
    done
    # The libraries take turns round by round, so that a change in the machine's load falls on
    # both alike.
    for _ in $(seq "$rounds"); do
        for library in $libraries; do
            package="$work/app-$library"
            touch "$package"/Sources/App/*.swift
            start=$(date +%s.%N)
            swift build -c "$configuration" --package-path "$package" >&2
            end=$(date +%s.%N)
            times[$library]+="$(echo "$end - $start" | bc) "
        done
    done
    declare -A seconds=()
    for library in $libraries; do
        package="$work/app-$library"
        seconds[$library]=$(printf '%s\n' ${times[$library]} | median)
        kilobytes[$library]=$(object_code "$package/.build/$configuration/App.build")
        "$package/.build/$configuration/App" > /dev/null
    done
    printf '| %s | app module build (s) | %.1f | %.1f | %.2fx |\n' "$configuration" \
        "${seconds[Swinject]}" "${seconds[Syringe]}" "$(echo "${seconds[Syringe]} / ${seconds[Swinject]}" | bc -l)"
    printf '| %s | app object code (KB of text) | %d | %d | %.2fx |\n' "$configuration" \
        "${kilobytes[Swinject]}" "${kilobytes[Syringe]}" "$(echo "${kilobytes[Syringe]} / ${kilobytes[Swinject]}" | bc -l)"
    unset times seconds kilobytes
done
