// The one place where Syringe reads a value's bits as another type.
//
// Each use is listed with the fact that makes it hold; `unsafeBitCast` itself stops the program
// if the two types differ in size.
// - A generic `Service` value whose type is known, at that point, to be the class it is cast to
//   or from (`AnyObject`): the same single reference (the registration's traits record that the
//   service type is a class).
// - A ``TypedSharedValue``'s value as the type it is read as, which a precondition checks is the
//   value's own type (`SharedValue.value(as:)`).
// - A ``Container`` or ``SynchronizedResolver`` as its one reference to the container
//   (`Resolver.borrowedContainer`, in `ContainerAsResolver.swift`).
// - An `@isolated(any)` function value as the plain function it is (`IsolatedCall.plain`, which
//   checks that layout once per process before the first such call).
// - `UnownedSerialExecutor`, a frozen struct of the runtime's two-word executor reference, as
//   those two words for the runtime's check (`ActorIsolation.isCurrent`).
// - A symbol's address as the C function it is (`VerificationThread`).

/// `value` as `Target`, which must be what `value` is, in the sense the list above gives.
/// Generic, so that it also serves class targets without the compiler suggesting
/// `unsafeDowncast` (which would need an `AnyObject`).
@inline(__always)
func reinterpret<Source, Target>(_ value: Source, as target: Target.Type) -> Target {
    unsafeBitCast(value, to: Target.self)
}
