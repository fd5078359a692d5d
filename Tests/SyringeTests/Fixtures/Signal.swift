/// A one-time signal that tasks wait for, to put concurrent work in a chosen order.
actor Signal {
    private var raised = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Raises the signal: every waiter, present and future, goes on.
    func raise() {
        raised = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }

    /// Returns once the signal is raised.
    func wait() async {
        if raised { return }
        await withCheckedContinuation { waiters.append($0) }
    }
}
