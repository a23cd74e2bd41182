// The fish script: fish shows `value<tab>description` lines as they are.
export const FISH_SCRIPT = `# fish completion for hoshin, printed by "hoshin completion fish".
# Save it with: hoshin completion fish > ~/.config/fish/completions/hoshin.fish
# The candidates come from "hoshin __complete WORDS...", which reads local files only.

function __hoshin_complete
    set -l tokens (commandline -opc)
    set -l program $tokens[1]
    set -e tokens[1]
    set -l current (commandline -ct)
    set -l out ($program __complete $tokens "$current" 2>/dev/null)
    or return
    set -l directive 0
    if string match -q -- ':*' $out[-1]
        set directive (string sub -s 2 -- $out[-1])
        set -e out[-1]
    end
    if test (math "$directive % 2") -eq 1
        return
    end
    if test (count $out) -eq 0
        # No candidates: file names, unless the word takes none.
        if test (math "floor($directive / 4) % 2") -eq 0
            __fish_complete_path "$current"
        end
        return
    end
    printf '%s\\n' $out
end

complete -c hoshin -f -a '(__hoshin_complete)'
`;
