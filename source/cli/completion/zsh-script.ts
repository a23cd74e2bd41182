// The zsh script: `hoshin __complete`'s candidates through _describe, with their descriptions.
export const ZSH_SCRIPT = `#compdef hoshin
# zsh completion for hoshin, printed by "hoshin completion zsh".
# Load it from ~/.zshrc, after compinit, with: source <(hoshin completion zsh)
# (or save it as _hoshin in a directory of $fpath). The candidates come from
# "hoshin __complete WORDS...", which reads local files only.

_hoshin() {
  local out line value description directive=0
  local -a lines candidates order flags
  out=$("\${words[1]}" __complete "\${(@)words[2,CURRENT]}" 2>/dev/null) || return 1
  [[ -n $out ]] || return 1
  lines=("\${(@f)out}")
  if [[ \${lines[-1]} == :* ]]; then
    directive=\${lines[-1]#:}
    lines=("\${(@)lines[1,-2]}")
  fi
  (( directive & 1 )) && return 1
  if (( \${#lines} == 0 )); then
    # No candidates: file names, unless the word takes none.
    (( directive & 4 )) && return 1
    _files
    return
  fi
  for line in "\${lines[@]}"; do
    value=\${line%%$'\\t'*}
    description=''
    [[ $line == *$'\\t'* ]] && description=\${line#*$'\\t'}
    candidates+=("\${value//:/\\\\:}\${description:+:$description}")
  done
  (( directive & 32 )) && order=(-V)
  (( directive & 2 )) && flags=(-S '')
  _describe "\${order[@]}" -t hoshin hoshin candidates "\${flags[@]}"
}

if [[ \${zsh_eval_context[-1]} == loadautofunc ]]; then
  _hoshin "$@"
else
  compdef _hoshin hoshin
fi
`;
