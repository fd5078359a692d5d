// Syringe under Swinject's module name, for code written against Swinject that is not to be edited.
//
// A target that depends on this product and is compiled with
// `-module-alias Swinject=SyringeSwinject` reads `import Swinject`, `Swinject.Container`,
// `extension Swinject.Container { … }` and `import class Swinject.Container` as Syringe's
// declarations. The module re-exports SyringeCore, so `Swinject.Container` is
// `Syringe.Container`, and the target may import `Syringe` as well.
//
// It re-exports SyringeCore rather than Syringe because on Swinject `autoregister` and the `~>`
// operators come with `import SwinjectAutoregistration`: code that imports only Swinject may
// declare forms of those names of its own, and Syringe's must not take their calls.
//
// The module is not named `Swinject` itself: SwiftPM refuses a package graph in which two packages
// declare targets of the same name, counting every target of every package whether a product of
// it is used or not. A target named `Swinject` here would stop every graph that holds both
// Syringe and Swinject from loading, such as an app that moves to Syringe one module at a time.
@_exported import SyringeCore
