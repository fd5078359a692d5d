/// Keeps results alive so that the optimizer cannot delete the work being measured.
@inline(never)
func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
