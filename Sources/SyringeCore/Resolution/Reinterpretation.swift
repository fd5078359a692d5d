// The one place where Syringe reads a value's bits as another type, or an object as a class
// without checking its class in a release build.
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

/// `value` as `Target`, which must be what `value` is, in the sense the list above gives.
/// Generic, so that it also serves class targets without the compiler suggesting
/// `unsafeDowncast` (which needs an `AnyObject`).
@inline(__always)
func reinterpret<Source, Target>(_ value: Source, as target: Target.Type) -> Target {
    unsafeBitCast(value, to: Target.self)
}

// Objects read as the class that a registration's traits say they are. The traits are set when the
// registration is made and changed only under the registry's write lock, together with what they
// describe, so a reader in a read section sees the two agree. A debug build checks each cast
// (`unsafeDowncast` does); a release build does not, because `as!` there costs a call into the
// runtime on every resolve of a protocol-typed, struct or forwarded singleton.
// - A registration's slot as its ``EntryState``, when the traits say the slot does not hold the
//   shared object itself (`keepsObjectInRecord`).
// - The box of a shared value as a ``SharedValue``, when the instance's form says it is boxed
//   (``SharedForm``).
// - A registration that is no alias as the ``ServiceEntry`` of its key's service type, which is
//   what `register` made it.

/// `object` as `Target`, which must be its class or a superclass of it, in the sense the list
/// above gives; checked in debug builds only.
@inline(__always)
func downcast<Target: AnyObject>(_ object: AnyObject, to target: Target.Type) -> Target {
    unsafeDowncast(object, to: Target.self)
}
