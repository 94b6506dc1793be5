import Diagnostics

/// The messages about a listing's scene and events blocks.
extension SnippetDiagnostic {
    static var tooManyEvents: SnippetDiagnostic {
        SnippetDiagnostic(id: .eventsLimit, message: "more than \(EventsParser.maximumEvents) events in one block")
    }

    static var expectedTapTarget: SnippetDiagnostic {
        SnippetDiagnostic(id: .eventsSyntax, message: "expected an action name or a point '(X, Y)' after 'tap'")
    }

    static func notAnActionName(_ word: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .eventsSyntax, message: "'\(word)' is not an action name (write 'tap rotationClick:' or 'tap (X, Y)')")
    }

    static var expectedTouchPhase: SnippetDiagnostic {
        SnippetDiagnostic(id: .eventsSyntax, message: "expected 'began', 'moved', 'ended' or 'cancelled' after 'touch'")
    }

    static func unknownEvent(_ keyword: String, suggestion: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .eventsSyntax, message: "unknown event '\(keyword)'\(suggestion); events are 'tap', 'touch' and 'pan'")
    }

    static var expectedPanTranslation: SnippetDiagnostic {
        SnippetDiagnostic(id: .eventsSyntax, message: "expected a translation '(DX, DY)' after 'pan'")
    }

    static var nonPositiveInterval: SnippetDiagnostic {
        SnippetDiagnostic(id: .eventsNumber, message: "the interval between translations must be positive")
    }

    static var toJoinsTwoTranslations: SnippetDiagnostic {
        SnippetDiagnostic(id: .eventsSyntax, message: "'to' joins exactly two translations: '(X0, Y0) to (X1, Y1) in N steps'")
    }

    static var expectedStepCount: SnippetDiagnostic {
        SnippetDiagnostic(id: .eventsSyntax, message: "expected 'in N steps' after the last translation")
    }

    static var invalidStepCount: SnippetDiagnostic {
        SnippetDiagnostic(id: .eventsNumber, message: "expected a whole number of steps from 1 to \(EventsParser.maximumPanSteps) after 'in'")
    }

    static var expectedStepsWord: SnippetDiagnostic {
        SnippetDiagnostic(id: .eventsSyntax, message: "expected 'steps' after the number of steps")
    }

    static var expectedPoint: SnippetDiagnostic {
        SnippetDiagnostic(id: .eventsSyntax, message: "expected a point '(X, Y)'")
    }

    static var expectedCommaInPoint: SnippetDiagnostic {
        SnippetDiagnostic(id: .eventsSyntax, message: "expected ',' between the two numbers of a point")
    }

    static var expectedParenthesisAfterPoint: SnippetDiagnostic {
        SnippetDiagnostic(id: .eventsSyntax, message: "expected ')' after the point")
    }

    static func expectedAfterWord(_ what: String, previous: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .eventsSyntax, message: "expected \(what) after '\(previous)'")
    }

    static func notAFiniteNumber(_ word: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .eventsNumber, message: "'\(word)' is not a finite number")
    }

    static func unexpectedAtEndOfEvent(_ word: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .eventsSyntax, message: "unexpected '\(word)' at the end of the event")
    }

    static var expectedSceneLine: SnippetDiagnostic {
        SnippetDiagnostic(id: .sceneSyntax, message: "expected 'NAME: X Y WIDTH HEIGHT' in scene block")
    }

    static var expectedViewName: SnippetDiagnostic {
        SnippetDiagnostic(id: .sceneSyntax, message: "expected a view name before ':' in scene block")
    }

    static var expectedOneSuperview: SnippetDiagnostic {
        SnippetDiagnostic(id: .sceneSyntax, message: "expected one superview name after 'in'")
    }

    static var sceneRootSuperview: SnippetDiagnostic {
        SnippetDiagnostic(id: .sceneRootSuperview, message: "the root view cannot be placed in another view")
    }

    static func sceneCycle(_ name: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .sceneCycle, message: "view '\(name)' cannot be its own superview")
    }

    static func expectedFourNumbers(_ name: String, count: Int) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .sceneSyntax, message: "expected 4 numbers (x y width height) for '\(name)', found \(count)")
    }

    static func sceneNumber(_ bad: String, name: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .sceneNumber, message: "'\(bad)' is not a number in the frame of '\(name)'")
    }

    static func sceneNegativeSize(_ name: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .sceneNegativeSize, message: "the width and height of '\(name)' must not be negative")
    }

    static func sceneDuplicate(_ name: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .sceneDuplicate, message: "view '\(name)' is placed twice in the scene block")
    }

    static func sceneUnknownSuperview(_ superview: String, of name: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .sceneUnknownSuperview, message: "unknown superview '\(superview)' for '\(name)' in scene block")
    }
}
