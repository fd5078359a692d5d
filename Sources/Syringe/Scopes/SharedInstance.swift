/// The instance a ``ObjectScope/container``-scoped entry shares, boxed so that it can be read
/// without a cast and replaced atomically under the tree lock.
@usableFromInline
final class SharedInstance<Service> {
    @usableFromInline let value: Service

    @inlinable
    init(_ value: Service) {
        self.value = value
    }
}
