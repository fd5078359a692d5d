import Syringe

/// An app laid out as Xcode 26 makes one: every declaration of this target is main-actor code
/// (`.defaultIsolation(MainActor.self)`), assemblies are applied in `main`, and the models inject
/// their services.
@main
enum TaskBoardApp {
    @Space(\.dependenciesAssembler) private static var assembler: Assembler

    static func main() {
        assembler.apply(assemblies: AppAssemblies.all)
        let model = assembler.resolver ~> TaskListModel.self
        model.refresh()
        print((assembler.resolver ~> SummaryModel.self).text)
        for row in model.rows { print("- \(row)") }
    }
}
