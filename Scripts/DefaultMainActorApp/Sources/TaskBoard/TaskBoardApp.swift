import Syringe

@main
enum TaskBoardApp {
    @Space(\.dependenciesAssembler) private static var assembler: Assembler

    static func main() async {
        assembler.apply(assemblies: AppAssemblies.all)

        let model = TaskListModel()            // its @Injected services resolve on first use
        model.refresh()
        print((assembler.resolver ~> SummaryModel.self).text)
        for row in model.rows { print("- \(row)") }

        let titles = model.rows
        let copied = await Task.detached { BackupUploader().upload(titles) }.value
        print("Backed up \(copied) tasks")
    }
}
