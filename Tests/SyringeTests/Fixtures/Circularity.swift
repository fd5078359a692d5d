protocol ParentProtocol: AnyObject {}
protocol ChildProtocol: AnyObject {}

final class Parent: ParentProtocol {
    var child: ChildProtocol?

    init(child: ChildProtocol? = nil) {
        self.child = child
    }
}

final class Child: ChildProtocol {
    weak var parent: ParentProtocol?
}

protocol A: AnyObject {}
protocol B: AnyObject {}
protocol C: AnyObject {}
protocol D: AnyObject {}

final class ADependingOnB: A {
    var b: B?
    init(b: B? = nil) { self.b = b }
}

final class BDependingOnC: B {
    var c: C?
    init(c: C? = nil) { self.c = c }
}

final class CDependingOnAD: C {
    weak var a: A?
    var d: D?
    init(d: D? = nil) { self.d = d }
}

final class DDependingOnBC: D {
    weak var b: B?
    weak var c: C?
}

final class CDependingOnWeakB: C {
    weak var b: B?
}
