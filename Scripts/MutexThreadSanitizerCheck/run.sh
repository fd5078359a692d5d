#!/usr/bin/env bash
# Builds and runs the check under the thread sanitizer; prints whether it reported the Mutex's
# guarded accesses as a race. Syringe keeps its locks on pthread mutexes (`Lock`, `LockedValue`)
# while this prints "reported".
set -uo pipefail
cd "$(dirname "$0")"
swift build -c debug -Xswiftc -sanitize=thread >&2 || exit 2
output=$(TSAN_OPTIONS=halt_on_error=0 .build/debug/MutexThreadSanitizerCheck 2>&1)
echo "$output" | grep -E "^(consistent|inconsistent)"
if echo "$output" | grep -q "WARNING: ThreadSanitizer"; then
    echo "thread sanitizer: reported a race on Mutex-guarded accesses"
else
    echo "thread sanitizer: no report"
fi
