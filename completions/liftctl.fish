# fish completion for liftctl: its options, signal names, and each signal's fields as
# `field=`. Signals and fields are asked of the running daemon (`liftctl --json help`, at
# most 0.5 s); when it does not answer, the static list below is used.
# Installed as $(PREFIX)/share/fish/vendor_completions.d/liftctl.fish.

# BEGIN static signals: written by scripts/generate-completions, checked by a test
set -g __liftctl_static_signals '
backup
bodyweight limit
change-units units
delete-set set
delete-workout workout
exercises search
finish-workout at
health-export-due since directory
help name
import path csv upload size sha256 units name program
imports limit
log-bodyweight weight units at
log-set exercise weight reps units kind rpe seconds distance notes workout at
merge-exercises from into
metrics
muscle-trend muscle weeks to
ping
preview-program program sessions fail
program-reminder program
program-state program
records exercise
reload
rename-exercise from to
resume-workout
run-schedule name
schedules
set-training-max program exercise track weight
skip-session program at
start-workout name notes at program
state
status
subscribe events
today program
trend exercise weeks to
undo-import import
undo-last-set workout
update-set set weight reps units kind rpe exercise
volume week
weekly-report-due week directory
workout workout
workouts limit
backup-finished file size counts removed
import-chunk upload offset size data
import-finished source format workoutsInFile setsInFile workoutsAdded setsAdded setsAlreadyPresent workoutsUpdated setsUpdated setsRemoved missingFromFileCount skippedRows failedWorkouts stoppedAtLine
metrics-due
personal-record exercise set workout records
progression program exercise track session fromKilograms toKilograms why
records-updated records exercises
report-ready report format paths week excluded
session-reminder program session day text
site-rebuild-due
training-changed cause
units-changed units
'
# END static signals

# The events `liftctl watch` takes (EventKind in the daemon; a test checks the list).
set -g __liftctl_events chain-finished schedule-fired schedule-skipped import-finished personal-record reload error

# Prints one line per signal, "SIGNAL FIELD…": from the daemon at SOCKET (or liftctl's
# default socket when empty), else the static list.
function __liftctl_signal_table --argument-names socket
    set -l socket_arguments
    test -n "$socket"; and set socket_arguments --socket (string replace -r '^~' -- $HOME $socket)
    set -l answer
    # How long the daemon may take to answer help (LIFTCTL_COMPLETION_TIMEOUT, default 0.5 s).
    set -l limit 0.5
    set -q LIFTCTL_COMPLETION_TIMEOUT; and set limit $LIFTCTL_COMPLETION_TIMEOUT
    if command -q liftctl; and command -q timeout
        set answer (timeout $limit liftctl $socket_arguments --json help 2>/dev/null |
            grep -oE '"(name|signal)":"[^"]*"' |
            awk -F'"' '$2 == "name" { fields = fields " " $4 } $2 == "signal" { print $4 fields; fields = "" }')
    end
    if test (count $answer) -gt 0
        printf '%s\n' $answer
    else
        string split \n -- $__liftctl_static_signals | string match -v ''
    end
end

# Prints the candidates for the word under the cursor, each with a description.
function __liftctl_complete
    set -l words (commandline -opc)[2..-1]
    set -l current (commandline -ct)
    set -l socket
    set -l signal
    set -l position 1
    # Options come before the signal; the first other word is the signal.
    while test $position -le (count $words)
        switch $words[$position]
            case --socket -s
                set position (math $position + 1)
                test $position -le (count $words); and set socket $words[$position]
            case '-?*'
            case '*'
                set signal $words[$position]
                break
        end
        set position (math $position + 1)
    end
    if test -z "$signal"; and contains -- "$words[-1]" --socket -s
        __fish_complete_path $current
        return
    end
    set -l table (__liftctl_signal_table "$socket")
    if test -z "$signal"
        if string match -q -- '-*' $current
            printf '%s\t%s\n' --json 'print the raw answer line' --socket 'the control socket' \
                --help 'show usage' --version 'print the version' - 'send each line of stdin as a request'
        else
            for line in $table
                printf '%s\tsignal\n' (string split -f1 ' ' -- $line)
            end
            printf '%s\t%s\n' watch "print liftd's events as they happen"
        end
        return
    end
    if test "$signal" = watch
        # `liftctl watch [EVENT…]`: the events not named yet.
        for event in $__liftctl_events
            contains -- $event $words[(math $position + 1)..-1]; or printf '%s\tevent\n' $event
        end
        return
    end
    # A value after `field=` is free text; `-` takes its requests from stdin.
    if string match -q -- '*=*' $current; or test "$signal" = -
        return
    end
    set -l fields
    for line in $table
        set -l parts (string split ' ' -- $line)
        test "$parts[1]" = "$signal"; and set fields $parts[2..-1]
    end
    set -l given
    set -l positional
    for word in $words[(math $position + 1)..-1]
        if string match -q -- '*=*' $word
            set -a given (string split -f1 '=' -- $word)
        else
            set -a positional $word
        end
    end
    # `liftctl help SIGNAL` takes nothing more.
    if test "$signal" = help; and test (count $positional) -gt 0
        return
    end
    for field in $fields
        contains -- $field $given; or printf '%s=\tfield of %s\n' $field $signal
    end
    # `liftctl help SIGNAL`: the signal to describe.
    if test "$signal" = help; and test (count $positional) -eq 0; and test (count $given) -eq 0
        for line in $table
            printf '%s\tsignal to describe\n' (string split -f1 ' ' -- $line)
        end
    end
    # `liftctl import FILE`: the export to stream.
    if test "$signal" = import; and test (count $positional) -eq 0
        __fish_complete_path $current
    end
end

complete -c liftctl -f -a '(__liftctl_complete)'
