/// Greets a user by name; made with the name as a runtime argument.
struct Greeting: Sendable {
    let user: String
    let clock: Clock

    var text: String { "Hello, \(user)! Today is \(day(clock.now))." }
}
