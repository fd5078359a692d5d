// The module that `import Syringe` reads: the container and everything around it, re-exported
// from SyringeCore, and the SwinjectAutoregistration API declared in Operators/ (`autoregister`
// and the `~>` operators).
//
// The two live in separate modules because code written for Swinject keeps `import Swinject`
// through SyringeSwinject, which re-exports SyringeCore only: on Swinject, `autoregister` and
// `~>` come with `import SwinjectAutoregistration`, and a library that imports only Swinject may
// declare `autoregister` overloads of its own, which Syringe's would otherwise take the calls of.
@_exported import SyringeCore
