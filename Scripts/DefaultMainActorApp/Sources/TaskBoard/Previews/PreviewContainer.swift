import Syringe

/// What previews show: the app's assemblies, with a client that needs no network.
func previewContainer() -> Container {
    let container = Container()
    _ = Assembler(AppAssemblies.all, container: container)
    container.register(HTTPClient.self) { _ in PreviewHTTPClient() }.inObjectScope(.container)
    return container
}

final class PreviewHTTPClient: HTTPClient {
    override func taskTitles() -> [String] { ["Preview task"] }
}
