// The bash script (bash 4, no bash-completion package): the words go to `hoshin __complete` (cobra's protocol).
export const BASH_SCRIPT = `# bash completion for hoshin, printed by "hoshin completion bash".
# Load it from ~/.bashrc with: source <(hoshin completion bash)
# The candidates come from "hoshin __complete WORDS...", which reads local files only.

__hoshin_complete() {
    local IFS=$'\\n' i word glue=0 line out directive=0 strip='' breaks
    local -a words=() lines=() values=() descriptions=()
    # bash splits "field=value" and "--profile=prod" at = and : (COMP_WORDBREAKS): join them again.
    for (( i = 1; i <= COMP_CWORD; i++ )); do
        word=\${COMP_WORDS[i]}
        if (( \${#words[@]} > 0 )) && { (( glue )) || [[ $word =~ ^[=:]+$ ]]; }; then
            words[\${#words[@]}-1]+=$word
        else
            words+=("$word")
        fi
        glue=0
        [[ $word =~ ^[=:]+$ ]] && glue=1
    done
    (( \${#words[@]} > 0 )) || words=('')
    # bash replaces only what follows the last word break: the candidates lose what precedes it.
    breaks=\${COMP_WORDBREAKS//[^=:]/}
    word=\${words[\${#words[@]}-1]}
    if [[ -n $breaks && $word == *[$breaks]* ]]; then
        strip=\${word%"\${word##*[$breaks]}"}
    fi

    out=$("\${COMP_WORDS[0]}" __complete "\${words[@]}" 2>/dev/null) || return
    [[ -n $out ]] || return
    while IFS= read -r line; do lines+=("$line"); done <<<"$out"
    if [[ \${lines[\${#lines[@]}-1]} == :* ]]; then
        directive=\${lines[\${#lines[@]}-1]#:}
        unset "lines[$(( \${#lines[@]} - 1 ))]"
    fi
    (( directive & 1 )) && return
    if (( \${#lines[@]} == 0 )); then
        # No candidates: file names, unless the word takes none.
        (( directive & 4 )) || compopt -o default 2>/dev/null
        COMPREPLY=()
        return
    fi
    (( directive & 2 )) && compopt -o nospace 2>/dev/null
    (( directive & 32 )) && compopt -o nosort 2>/dev/null

    local width=0 value entry columns=\${COLUMNS:-80}
    for line in "\${lines[@]}"; do
        value=\${line%%$'\\t'*}
        value=\${value#"$strip"}
        values+=("$value")
        if [[ $line == *$'\\t'* ]]; then descriptions+=("\${line#*$'\\t'}"); else descriptions+=(''); fi
        (( \${#value} > width )) && width=\${#value}
    done
    if (( \${#values[@]} == 1 )); then
        COMPREPLY=("\${values[0]}")
        return
    fi
    # Several: each with its description ("101  OEE line 2 (%)") on a line of its own (padded to the
    # terminal's width, as cobra does); their common start still completes.
    COMPREPLY=()
    for (( i = 0; i < \${#values[@]}; i++ )); do
        entry=\${values[i]}
        if [[ -n \${descriptions[i]} ]]; then
            printf -v entry '%-*s  %s' "$width" "\${values[i]}" "\${descriptions[i]}"
            printf -v entry '%-*s' $(( columns - 1 )) "\${entry:0:columns-1}"
        fi
        COMPREPLY+=("$entry")
    done
}

complete -F __hoshin_complete hoshin
`;
