import ChildProcessTesting
import Foundation

/// A shell that completes liftctl's command line with the script in `completions/`, driven
/// the way each shell drives it: bash calls `_liftctl` with `COMP_WORDS`/`COMP_CWORD` set and
/// reads `COMPREPLY`; fish loads `liftctl.fish` from `fish_complete_path` and answers
/// `complete -C`; zsh autoloads `_liftctl` from `fpath` and calls it with `words`/`CURRENT`
/// set, its `compadd` (a builtin only a live editor provides) replaced by a function that
/// prints the candidates matching the word, as compadd would offer them.
enum CompletionShell: String, CaseIterable, Sendable {
    case bash, zsh, fish

    /// The shell's executable, when installed.
    var executable: String? {
        ["/usr/bin/", "/bin/"].map { $0 + rawValue }.first(where: FileManager.default.isExecutableFile)
    }

    /// Whether the shell is installed.
    var isInstalled: Bool { executable != nil }

    /// What a suite driving the shell needs, for its skip reason.
    var requirement: String { "\(rawValue) (apt-get install \(rawValue); scripts/test does)" }

    /// The candidates the shell offers for the last of `words` (`""` after a space), run in
    /// `directory` with `environment` added. Fails if the shell errs or runs past a bound.
    func candidates(
        _ words: [String], in directory: String, environment: [String: String] = [:]
    ) async throws -> [String] {
        guard let executable else { throw CompletionFailure("\(rawValue) is not installed") }
        let home = directory + "/.home"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let base = [
            "PATH": BuiltProducts.directory.path + ":/usr/bin:/bin", "HOME": home, "XDG_DATA_HOME": home,
            "XDG_CONFIG_HOME": home, "XDG_CACHE_HOME": home, "LIFTD_SOCKET": directory + "/no-daemon.sock",
        ]
        // `timeout` bounds each run: a completion that hangs fails the test instead of the run.
        let run = try await ProgramRun.run(
            "/usr/bin/timeout", ["20", executable] + arguments(for: words, in: directory),
            environment: base.merging(environment) { _, given in given })
        guard run.status == 0, run.standardError.isEmpty else {
            let reason = run.status == 124 ? "did not finish within 20 s" : "exited \(run.status)"
            throw CompletionFailure("\(rawValue) completing \(words) \(reason); stderr: \(run.standardError)")
        }
        return run.outputLines.map { String($0.prefix { $0 != "\t" }) }.filter { !$0.isEmpty }
    }

    private func arguments(for words: [String], in directory: String) -> [String] {
        let scripts = CompletionScripts.directory
        switch self {
        case .bash:
            // Bash splits words at '=' (it is in COMP_WORDBREAKS), so `a=b` reaches the function as `a` `=` `b`.
            let split = words.flatMap { word -> [String] in
                guard word.contains("=") else { return [word] }
                let parts = word.split(separator: "=", omittingEmptySubsequences: false).map(String.init)
                return parts.enumerated().flatMap { index, part in
                    (index == 0 ? [] : ["="]) + (part.isEmpty ? [] : [part])
                }
            }
            return ["--norc", "--noprofile", "-c", Self.bashHarness, "bash", directory, scripts + "/liftctl.bash"] + split
        case .zsh:
            return ["-f", "-c", Self.zshHarness, "zsh", directory, scripts] + words
        case .fish:
            return ["--no-config", "-c", Self.fishHarness, directory, scripts, words.joined(separator: " ")]
        }
    }

    private static let bashHarness = #"""
        cd "$1" && source "$2" || exit 1
        shift 2
        [[ $(complete -p liftctl) == "complete -F _liftctl liftctl" ]] || { echo "liftctl is not bound to _liftctl" >&2; exit 1; }
        COMP_WORDS=("$@")
        COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
        _liftctl liftctl "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
        printf '%s\n' "${COMPREPLY[@]}"
        """#

    private static let zshHarness = #"""
        cd "$1" || exit 1
        fpath=("$2" $fpath)
        shift 2
        autoload -Uz _liftctl
        compadd() {
            while (( $# )); do
                case $1 in
                    --) shift; break ;;
                    -[SPpWXJVx]) shift 2 ;;
                    *) shift ;;
                esac
            done
            local candidate
            for candidate in "$@"; do [[ $candidate == ${PREFIX}* ]] && print -r -- $candidate; done
            return 0
        }
        _files() { compadd -f -- *(N) }
        words=("$@")
        CURRENT=$#words
        PREFIX=$words[CURRENT]
        _liftctl
        return 0
        """#

    private static let fishHarness = #"""
        cd $argv[1]; or exit 1
        set -g fish_complete_path $argv[2]
        complete -C $argv[3]
        """#
}

/// A completion run that went wrong, with what was seen.
struct CompletionFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
