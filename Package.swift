// swift-tools-version:5.10
import PackageDescription

// Data flows one way: notebook -> NotebookCommands -> NotebookServe -> Notebook -> {SnippetLanguage, Figures, TransformKit,
// Diagnostics}. Only NotebookServe (`notebook serve`'s preview server and rebuilds) knows of sockets.
// TransformKit and Diagnostics depend on nothing (not even Foundation), so the math can be trusted in isolation.
let package = Package(
    name: "notebook",
    products: [
        .executable(name: "notebook", targets: ["notebook"]),
        .library(name: "TransformKit", targets: ["TransformKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The preview server's non-blocking sockets on one epoll loop (FlyingSocks; FlyingFox's HTTP layer is not used).
        .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
    ],
    targets: [
        .target(name: "TransformKit", exclude: ["README.md"]),
        .target(name: "Diagnostics"),
        .target(name: "SnippetLanguage", dependencies: ["TransformKit", "Diagnostics"], exclude: ["README.md"]),
        .target(name: "Figures", dependencies: ["TransformKit"], exclude: ["README.md"]),
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        .target(name: "Notebook", dependencies: [
            "CCmark", "SnippetLanguage", "Figures", "TransformKit", "Diagnostics",
        ], exclude: ["Markdown/README.md", "Book/README.md", "Build/README.md", "Site/README.md"]),
        .target(name: "NotebookServe", dependencies: [
            "Notebook", "SnippetLanguage", "Diagnostics",
            .product(name: "FlyingSocks", package: "FlyingFox"),
        ], exclude: ["README.md"]),
        .target(name: "NotebookCommands", dependencies: [
            "Notebook", "NotebookServe", "SnippetLanguage", "Diagnostics",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "notebook", dependencies: ["NotebookCommands"]),
        .executableTarget(name: "TransformBenchmark", dependencies: ["TransformKit"]),

        // One shared test-helper module: the real binary's runner and the snapshot helper with its one record switch.
        .target(name: "NotebookTestSupport", path: "Tests/NotebookTestSupport"),
        .testTarget(name: "TransformKitTests", dependencies: ["TransformKit"], exclude: ["Fixtures"]),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "SnippetLanguageTests", dependencies: ["SnippetLanguage", "TransformKit", "Diagnostics", "NotebookTestSupport"],
                    resources: [.copy("Examples")]),
        .testTarget(name: "FiguresTests", dependencies: ["Figures", "TransformKit", "NotebookTestSupport"], exclude: ["Snapshots"]),
        .testTarget(name: "NotebookTests", dependencies: ["Notebook", "NotebookServe", "Diagnostics", "NotebookTestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "EndToEndTests", dependencies: ["NotebookCommands", "NotebookTestSupport"]),
        .testTarget(name: "HostileInputTests", dependencies: ["NotebookCommands", "NotebookTestSupport"], exclude: ["Cases"]),
    ]
)
