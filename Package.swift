// swift-tools-version:5.10
import PackageDescription

// Data flows one way: notebook -> NotebookCommands -> Notebook -> {SnippetLanguage, Figures, TransformKit, Diagnostics}.
// TransformKit and Diagnostics depend on nothing (not even Foundation), so the math can be trusted in isolation.
// Concrete generic types (a dictionary keyed by a project type, say) get their metadata through accessors the
// compiler writes out, rather than from a mangled name the runtime demangles: resolving a mangled name checks each
// generic requirement by scanning every protocol conformance of the statically linked binary, about 0.36 M
// instructions per new (type, protocol) pair, and a book build made dozens of them (BENCHMARKS.md).
let directMetadataAccess: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"]),
]

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
        .target(name: "SnippetLanguage", dependencies: ["TransformKit", "Diagnostics"], exclude: ["README.md"],
                swiftSettings: directMetadataAccess),
        .target(name: "Figures", dependencies: ["TransformKit"], exclude: ["README.md"], swiftSettings: directMetadataAccess),
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        .target(name: "Notebook", dependencies: [
            "CCmark", "SnippetLanguage", "Figures", "TransformKit", "Diagnostics",
            .product(name: "FlyingSocks", package: "FlyingFox"),
        ],
                exclude: ["Markdown/README.md", "Book/README.md"], swiftSettings: directMetadataAccess),
        // glibc's malloc.h, for tuning the allocator of the build process (AllocatorTuning.swift).
        .systemLibrary(name: "CMalloc"),
        .target(name: "NotebookCommands", dependencies: [
            "Notebook", "CMalloc", "SnippetLanguage", "Diagnostics",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], swiftSettings: directMetadataAccess),
        .executableTarget(name: "notebook", dependencies: ["NotebookCommands"], swiftSettings: directMetadataAccess),
        .executableTarget(name: "TransformBenchmark", dependencies: ["TransformKit"]),

        .testTarget(name: "TransformKitTests", dependencies: ["TransformKit"], exclude: ["Fixtures"]),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "SnippetLanguageTests", dependencies: ["SnippetLanguage", "TransformKit", "Diagnostics"],
                    resources: [.copy("Examples")]),
        .testTarget(name: "FiguresTests", dependencies: ["Figures", "TransformKit"], exclude: ["Snapshots"]),
        .testTarget(name: "NotebookTests", dependencies: ["Notebook", "Diagnostics"], resources: [.copy("Fixtures")]),
        .testTarget(name: "EndToEndTests", dependencies: ["NotebookCommands"]),
        .testTarget(name: "HostileInputTests", dependencies: ["NotebookCommands"], exclude: ["Cases"]),
    ]
)
