import Swinject
import Syringe

// Does not compile unless this module's `import Swinject` is Syringe.
private func movedToSyringe(_ container: Swinject.Container) -> Syringe.Container { container }
