// Syringe under SwinjectAutoregistration's module name, for code written against
// SwinjectAutoregistration that is not to be edited.
//
// A target that depends on this product and is compiled with
// `-module-alias SwinjectAutoregistration=SyringeSwinjectAutoregistration` keeps its
// `import SwinjectAutoregistration`: `autoregister` and the `~>` operators are declared in the
// Syringe module, which this module re-exports, and SyringeSwinject re-exports only the rest. See
// SyringeSwinject.swift for why the module has a name of its own.
@_exported import Syringe
