# bash completion for liftctl: its options, signal names, and each signal's fields as
# `field=`. Signals and fields are asked of the running daemon (`liftctl --json help`, at
# most 0.5 s); when it does not answer, the static list below is used.
# Installed as $(PREFIX)/share/bash-completion/completions/liftctl; or source this file.

# BEGIN static signals: written by scripts/generate-completions, checked by a test
_liftctl_static_signals='
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
_liftctl_events='chain-finished schedule-fired schedule-skipped import-finished personal-record reload error'

# Prints one line per signal, "SIGNAL FIELD…": from the daemon at SOCKET (or liftctl's
# default socket when empty), else the static list.
_liftctl_signal_table() {
    local socket=$1 answer=""
    local -a socket_arguments=()
    [[ -n $socket ]] && socket_arguments=(--socket "${socket/#\~/$HOME}")
    # How long the daemon may take to answer help (LIFTCTL_COMPLETION_TIMEOUT, default 0.5 s).
    if command -v liftctl >/dev/null 2>&1 && command -v timeout >/dev/null 2>&1; then
        answer=$(timeout "${LIFTCTL_COMPLETION_TIMEOUT:-0.5}" liftctl "${socket_arguments[@]}" --json help 2>/dev/null |
            grep -oE '"(name|signal)":"[^"]*"' |
            awk -F'"' '$2 == "name" { fields = fields " " $4 } $2 == "signal" { print $4 fields; fields = "" }')
    fi
    if [[ -n $answer ]]; then
        printf '%s\n' "$answer"
    else
        printf '%s\n' "$_liftctl_static_signals" | grep -v '^$'
    fi
}

_liftctl() {
    COMPREPLY=()
    # Bash splits `key=value` at '=' (COMP_WORDBREAKS): glue the pieces back together.
    local -a words=()
    local index word glued=0
    for ((index = 1; index <= COMP_CWORD; index++)); do
        word=${COMP_WORDS[index]}
        if [[ $word == "=" ]] && ((${#words[@]} > 0)); then
            words[-1]+="="
            glued=1
        elif ((glued)) && [[ -n $word || index -lt COMP_CWORD ]]; then
            words[-1]+=$word
            glued=0
        else
            words+=("$word")
            glued=0
        fi
    done
    local current=${words[-1]} previous="" socket="" signal=""
    ((${#words[@]} > 1)) && previous=${words[-2]}
    # Options come before the signal; the first other word is the signal.
    local position
    for ((position = 0; position < ${#words[@]} - 1; position++)); do
        case ${words[position]} in
            --socket | -s) ((position + 1 < ${#words[@]} - 1)) && socket=${words[position + 1]}; ((position++)) ;;
            -?*) ;;
            *) signal=${words[position]}; break ;;
        esac
    done
    if [[ -z $signal && ($previous == --socket || $previous == -s) ]]; then
        compopt -o filenames 2>/dev/null
        mapfile -t COMPREPLY < <(compgen -f -- "$current")
        return 0
    fi
    local table
    table=$(_liftctl_signal_table "$socket")
    if [[ -z $signal ]]; then
        if [[ $current == -* ]]; then
            mapfile -t COMPREPLY < <(compgen -W "--json --socket --help --version -" -- "$current")
        else
            mapfile -t COMPREPLY < <(compgen -W "$(cut -d' ' -f1 <<<"$table") watch" -- "$current")
        fi
        return 0
    fi
    if [[ $signal == watch ]]; then
        # `liftctl watch [EVENT…]`: the events not named yet.
        local event remaining=""
        for event in $_liftctl_events; do
            [[ " ${words[*]:position+1:${#words[@]}-position-2} " == *" $event "* ]] || remaining+=" $event"
        done
        mapfile -t COMPREPLY < <(compgen -W "$remaining" -- "$current")
        return 0
    fi
    # A value after `field=` is free text; `-` takes its requests from stdin.
    [[ $current == *=* || $signal == - ]] && return 0
    local -a fields=() given=() positional=()
    read -ra fields <<<"$(awk -v signal="$signal" '$1 == signal { $1 = ""; print }' <<<"$table")"
    for word in "${words[@]:position+1:${#words[@]}-position-2}"; do
        if [[ $word == *=* ]]; then given+=("${word%%=*}"); else positional+=("$word"); fi
    done
    # `liftctl help SIGNAL` takes nothing more.
    [[ $signal == help && ${#positional[@]} -gt 0 ]] && return 0
    local -a candidates=()
    local field
    for field in "${fields[@]}"; do
        [[ " ${given[*]} " == *" $field "* ]] || candidates+=("$field=")
    done
    mapfile -t COMPREPLY < <(compgen -W "${candidates[*]}" -- "$current")
    if [[ $signal == help && ${#positional[@]} -eq 0 && ${#given[@]} -eq 0 ]]; then
        # `liftctl help SIGNAL`: the signal to describe.
        mapfile -t -O "${#COMPREPLY[@]}" COMPREPLY < <(compgen -W "$(cut -d' ' -f1 <<<"$table")" -- "$current")
    fi
    if [[ $signal == import && ${#positional[@]} -eq 0 ]]; then
        # `liftctl import FILE`: the export to stream.
        mapfile -t -O "${#COMPREPLY[@]}" COMPREPLY < <(compgen -f -- "$current")
        compopt -o filenames 2>/dev/null
    fi
    # After `field=` comes its value: no space.
    [[ " ${COMPREPLY[*]} " == *"= "* ]] && compopt -o nospace 2>/dev/null
    return 0
}

complete -F _liftctl liftctl
